"""The rule modules' registry (core/rule_module.py, docs/rule-modules.md): every action and decision kind has one
owner, the editions enable the modules their rules and data call for, and a composition refuses two modules that
take the same thing over."""

from __future__ import annotations

import dataclasses

import pytest

from monopoly_engine.core import actions, decisions, engine
from monopoly_engine.core.actions import ACTION_TYPES, Action, Roll
from monopoly_engine.core.decisions import Decision, TurnDecision
from monopoly_engine.core.rule_module import RuleModule, compose
from monopoly_engine.editions import load_edition


def _subclasses(base: type) -> set[type]:
    found: set[type] = set()
    todo = [base]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def _in_module(classes: set[type], module: object) -> set[type]:
    return {cls for cls in classes if cls.__module__ == getattr(module, "__name__")}


def test_every_action_kind_has_exactly_one_owning_module() -> None:
    owners: dict[type, list[str]] = {}
    for module in engine.RULE_MODULES:
        for rule in module.actions:
            owners.setdefault(rule.kind, []).append(module.name)
    kinds = _in_module(_subclasses(Action), actions)
    assert kinds == set(ACTION_TYPES.values())  # the codec's vocabulary is every action class
    assert {kind: names for kind, names in owners.items() if len(names) != 1} == {}
    assert set(owners) == kinds, sorted(k.__name__ for k in kinds ^ set(owners))


def test_every_decision_kind_but_the_turn_has_exactly_one_owning_module() -> None:
    owners: dict[type, list[str]] = {}
    for module in engine.RULE_MODULES:
        for rule in module.decisions:
            owners.setdefault(rule.kind, []).append(module.name)
    kinds = _in_module(_subclasses(Decision), decisions) - {TurnDecision}  # the engine's own, every edition's
    assert {kind: names for kind, names in owners.items() if len(names) != 1} == {}
    assert set(owners) == kinds, sorted(k.__name__ for k in kinds ^ set(owners))


def test_the_engine_tables_are_the_modules_rows() -> None:
    for module in engine.RULE_MODULES:
        for rule in module.actions:
            assert engine._CHECKS[rule.kind] is rule.check
            assert engine._EXECUTE[rule.kind] is rule.execute
        for drule in module.decisions:
            assert engine._DECISION_CHOICES[drule.kind] is drule.choices


def test_module_names_are_distinct() -> None:
    names = [m.name for m in engine.RULE_MODULES]
    assert len(set(names)) == len(names)


@pytest.mark.parametrize(
    ("edition", "options", "expected"),
    [
        ("classic-en", {}, ("core",)),
        ("classic-en", {"speed_die": "true"}, ("core", "speed-die")),
        ("mega", {}, ("core", "speed-die", "mega")),
        ("classic-en", {"rent_must_be_claimed": "true"}, ("core", "rent-claims")),
        (
            "cheaters-ru",
            {},
            (
                "core",
                "rent-claims",
                "station-hop",
                "free-parking-draw",
                "handcuff",
                "end-phase",
                "card-limit",
                "held-cards",
                "cheats",
            ),
        ),
    ],
)
def test_each_edition_enables_the_modules_of_its_rules_and_data(
    edition: str, options: dict[str, str], expected: tuple[str, ...]
) -> None:
    assert compose(load_edition(edition, options), engine.RULE_MODULES).modules == expected


def _roll_taker(game: object, action: Roll) -> bool:
    return False


def test_two_enabled_modules_may_not_both_take_over_the_roll() -> None:
    first = RuleModule(name="first", on_roll=_roll_taker)
    second = dataclasses.replace(first, name="second")
    edition = load_edition("classic-en")
    assert compose(edition, (first,)).on_roll is _roll_taker
    with pytest.raises(ValueError, match="first, second all take over on_roll"):
        compose(edition, (first, second))


def test_an_action_kind_claimed_twice_is_refused() -> None:
    from monopoly_engine.core.rule_module import action_tables

    twice = RuleModule(name="twice", actions=engine.CORE.actions[:1])
    with pytest.raises(ValueError, match="Roll is owned by two rule modules"):
        action_tables((engine.CORE, twice))
