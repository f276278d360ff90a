"""The rule modules' registry (core/rule_module.py, docs/rule-modules.md): every action and decision kind has one
owner, the editions enable the modules their rules and data call for, and a composition refuses two modules that
take the same thing over."""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from monopoly_engine.core import actions, decisions, engine
from monopoly_engine.core.actions import ACTION_TYPES, Action, Roll
from monopoly_engine.core.decisions import Decision, TurnDecision
from monopoly_engine.core.edition import AUCTION, BIRTHDAY_GIFT, BUS_TICKET
from monopoly_engine.core.rule_module import RuleModule, compose
from monopoly_engine.editions import load_edition


def _subclasses(base: type) -> set[type]:
    found: set[type] = set()
    todo = [base]
    while todo:
        subclasses: list[type] = todo.pop().__subclasses__()
        for sub in subclasses:
            if sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


def _in_module(classes: set[type], module: ModuleType) -> set[type]:
    """The classes that ``module`` defines under their names (``dataclass(slots=True)`` leaves the class it
    replaced among the subclasses until it is collected)."""
    return {cls for cls in classes if getattr(module, cls.__name__, None) is cls}


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
            assert engine._RULE_EXECUTE[rule.kind] is rule.execute
            # what the engine runs: the row itself, or for a free action the row behind the stall budget's count
            assert (engine._EXECUTE[rule.kind] is rule.execute) == (rule.kind not in engine.FREE_ACTIONS)
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


# --- no edition flag tested inline outside the rule modules ----------------------------------------------------

CORE = Path(engine.__file__).parent

# What switches a mechanic on, the mechanics' own state, and the rule modules' functions. A parameter of a shared
# rule (sell_to_bank, mortgages, hotels_only, skyscrapers, open_auction, majority_rent_multiplier, the bank's
# supplies) is not listed: the shared rule reads it where it applies, as it reads a price.
FLAGS = re.compile(
    r"rules\.(speed_die|mega_dice|cheats|end|rent_must_be_claimed|one_prisoner|railroad_landing|free_parking"
    r"|max_held_per_deck)\b"
    r"|state\.(cheats|end_phase|modifiers|handcuff|speed_step|speed_face|claims)\b"
    r"|\.(home|passed_go|tickets)\b"
    r"|\b(speed_die|mega|cheats|held_cards|end_phase|rent_claims|stations|handcuff|free_parking)\.(?!MODULE\b|CARD_LIMIT\b)\w"
    r"|edition\.id\s*[!=]="
)

# Files that declare rather than decide: the records' type, the options' schema (its checks of option
# combinations name the options), the edition's data types, and the state's fields.
DECLARATIONS = {"rule_module.py", "rule_options.py", "edition.py", "state.py"}

# The inline checks that stay, each with its reason: (file, text of the line, why).
ALLOWED = [
    (
        "engine.py",
        "if state.claims and claim_of(state, player) is not None:",
        (
            "free_actions lists ClaimRent between the property actions and the bank sales: its place in the order the "
            "bots choose from is part of their games (a free-actions hook runs after the core's)"
        ),
    ),
    (
        "engine.py",
        "elif develop and mega.can_build_depot(self, player, space):",
        (
            "_property_actions lists a station's depot among its other actions in one pass in board order: the order "
            "of the free actions is part of the bots' games, and a second pass would cost every edition"
        ),
    ),
    (
        "engine.py",
        "if self.state.speed_step >= 0:",
        (
            "apply_unchecked tests the state the speed die sets rather than calling a hook after every action (about "
            "two a roll), on the hot path; it then calls the module's step_due hook"
        ),
    ),
    (
        "engine.py",
        "if not players[nxt].home:",
        (
            "next_turn skips a home player within its loop over the seats: a hook per seat per turn would cost every "
            "edition's turn"
        ),
    ),
    ("engine.py", "p.home = False", "going to jail leaves GO: a write of the state, in every edition"),
    ("money.py", "player.home = False", "a bankrupt is out of the game, home or not: a write of the state"),
    (
        "engine.py",
        "cheat_state = state.cheats",
        (
            "a searching seat's copy of the game (clone_for) reshuffles whatever hidden order the state holds, the "
            "cheat pile included where there is one: a copy of the state, not a rule"
        ),
    ),
    (
        "dice.py",
        "return SPEED_DICE_MEAN if rules.speed_die or rules.mega_dice else TWO_DICE_MEAN",
        "utility_roll_mean is a function of the rules alone, for views and bots that hold no game (and no hooks)",
    ),
]


def _rule_module_files() -> set[str]:
    return {p.name for p in CORE.glob("*.py") if p.name != "engine.py" and "= RuleModule(" in p.read_text()}


def test_the_rule_modules_are_the_files_with_a_record() -> None:
    """The files the next test skips are exactly those that define the registry's records (other than core's)."""
    records = [m for m in engine.RULE_MODULES if m is not engine.CORE]
    defining = {
        name.rsplit(".", 1)[1] + ".py"  # (a compiled module's file is its .so)
        for name, module in list(sys.modules.items())
        if name.startswith("monopoly_engine.core.")
        for value in vars(module).values()
        if any(value is record for record in records)
    }
    assert defining == _rule_module_files()


def test_no_core_module_outside_the_rule_modules_tests_an_edition_flag() -> None:
    skip = _rule_module_files() | DECLARATIONS
    found = [
        (path.name, line.strip())
        for path in sorted(CORE.glob("*.py"))
        if path.name not in skip
        for line in path.read_text().splitlines()
        if FLAGS.search(line.split("#")[0])  # code, not its comments
    ]
    unexplained = [(f, line) for f, line in found if not any(f == a and text in line for a, text, _ in ALLOWED)]
    assert unexplained == []
    stale = [(a, text) for a, text, _ in ALLOWED if not any(f == a and text in line for f, line in found)]
    assert stale == []


def test_the_flag_pattern_catches_what_it_is_for() -> None:
    for line in (
        "if g.rules.speed_die or g.rules.mega_dice:",
        "if g.state.cheats is not None:",
        "if self.state.end_phase:",
        "elif me.tickets:",
        "mega.land_auction_square(self, player)",
        'if edition.id == "mega":',
        "if g.rules.max_held_per_deck:",
    ):
        assert FLAGS.search(line), line
    for line in ("speed_die.MODULE,", "held_cards.CARD_LIMIT,", "state.tickets_out += 1", "if g.rules.sell_to_bank:"):
        assert not FLAGS.search(line), line


def test_mega_lands_on_its_own_squares_and_nowhere_else() -> None:
    from monopoly_engine.core import mega

    edition = load_edition("mega")
    land = compose(edition, engine.RULE_MODULES).land
    own = {AUCTION: mega.land_auction_square, BUS_TICKET: mega.land_bus_ticket_square}
    own[BIRTHDAY_GIFT] = mega.land_birthday_gift
    assert len(land) == edition.size
    assert [land[i] for i in range(edition.size)] == [own.get(space.kind) for space in edition.spaces]
    assert any(hook is not None for hook in land)
    assert all(hook is None for hook in compose(load_edition("classic-en"), engine.RULE_MODULES).land)


def test_the_cheaters_hooks_run_in_the_registry_order() -> None:
    """The order is behaviour: the rent claims close before the cheats' windows (a forfeited rent, then the cheats
    revealed), the end phase starts before the speed die's second step."""
    from monopoly_engine.core import cheats, end_phase, rent_claims, speed_die

    hooks = compose(load_edition("cheaters-ru"), engine.RULE_MODULES)
    assert hooks.close_windows == (rent_claims.close_claims, cheats.close_windows)
    with_speed_die = compose(load_edition("cheaters-ru", {"speed_die": "true"}), engine.RULE_MODULES)
    assert with_speed_die.after_action == (end_phase.start_when_all_owned,)
    assert with_speed_die.step_due is speed_die.after_action
    assert with_speed_die.on_salary == (speed_die.mark_passed_go, cheats.salary_collected)
