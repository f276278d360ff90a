"""Random accepted rule-option sets, in every bundled edition: short games keep every invariant.

Hypothesis draws a set of rule options from the table (``core/rule_options.py``): each option that applies to
the edition is left at the edition's value or drawn within its declared range (the large ranges mostly at
their small end, sometimes at a bound). A set the schema refuses is skipped (the refusals have their own unit
tests); a set it accepts must play: a short random game (the pending decision's choices, builds, free actions,
trade offers) or a game between bots, with ``game_invariants.check_invariants`` after every action, no bot
stuck in a loop, and a log that replays to the same state. The default run keeps a modest sample; the slow
run draws many more.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from game_invariants import (
    RandomChooser,
    build_move,
    check_invariants,
    check_replays,
    decision_move,
    free_move,
    initial_total,
    random_trade,
)
from hypothesis import HealthCheck, Phase, assume, given, note, settings
from hypothesis import strategies as st

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core.rule_options import RULE_OPTIONS, EditionFeatures, RuleOption
from monopoly_engine.editions import EditionError, available_editions, load_edition
from monopoly_engine.game import RecordedGame, new_game

EDITIONS = available_editions()
# classic-en in other words (tests/playthroughs/test_classic_editions.py): the default run leaves them to classic-en,
# the slow run draws option sets for them too
TRANSLATIONS = ("classic-it", "classic-es")
RANDOM_STEPS = 400  # actions of a random game
BOT_ROUNDS = 25  # rounds of a bot game
STEP_GUARD = 20_000  # actions: far above a bot game of BOT_ROUNDS rounds; more is a bot that never moves on
BOTS = ("heuristic", "buyer", "random")
_HEALTH = [HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large]
_NO_SHRINK = [Phase.explicit, Phase.reuse, Phase.generate]


def values_of(option: RuleOption) -> st.SearchStrategy[Any]:
    if option.type is bool:
        return st.booleans()
    if option.choices:
        return st.sampled_from(option.choices)
    small = st.integers(option.low, min(option.high, option.low + 60 if option.high > 100 else option.high))
    if option.high > 100:  # money and supplies: mostly small, now and then a bound or a middling amount
        return st.one_of(small, small, st.integers(option.low, min(option.high, 5000)), st.just(option.high))
    return small


@st.composite
def option_sets(draw: st.DrawFn, edition_id: str) -> dict[str, Any]:
    features = EditionFeatures.of(load_edition(edition_id))
    options: dict[str, Any] = {}
    for option in RULE_OPTIONS:
        if option.scope.test(features) and draw(st.integers(0, 3), label=option.name) == 0:
            options[option.name] = draw(values_of(option), label=option.name)
    return options


def accepted(edition_id: str, options: dict[str, Any]):
    try:
        return load_edition(edition_id, options)
    except EditionError:
        assume(False)  # refused by the schema: its unit tests say why
        raise


def checked(rec: RecordedGame) -> None:
    """Check the invariants after every action the recorded game plays, and stop a game that never moves on."""
    game, total, play = rec.game, initial_total(rec.game), rec.play
    count = 0

    def checked_play(action):
        nonlocal count
        count += 1
        assert count < STEP_GUARD, f"{count} actions in {game.state.rounds} rounds: a player never moves on"
        events = play(action)
        check_invariants(game, total)
        return events

    rec.play = checked_play  # type: ignore[method-assign]


def random_game(rec: RecordedGame, seed: int) -> None:
    game = rec.game
    rng, chooser = random.Random(seed), RandomChooser(seed ^ 0x0A7E)
    for _ in range(RANDOM_STEPS):
        if game.is_over:
            break
        roll, action = rng.random(), None
        if roll < 0.02:
            offer = random_trade(game, chooser)
            action = offer if offer is not None and game.is_legal(offer) else None
        elif roll < 0.06:
            action = free_move(game, chooser)
        elif roll < 0.12:
            action = build_move(game, chooser)
        rec.play(action or decision_move(game, chooser))


def bot_game(rec: RecordedGame, seed: int, kinds: list[str]) -> None:
    agents = [make_agent(kind) for kind in kinds]
    play_game(rec, agents, random.Random(seed), max_rounds=BOT_ROUNDS)


def play_option_set(edition_id: str, data: st.DataObject) -> None:
    options = data.draw(option_sets(edition_id), label="options")
    rules = accepted(edition_id, options).rules
    players = data.draw(st.integers(rules.min_players, rules.max_players), label="players")
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    bots = data.draw(st.none() | st.lists(st.sampled_from(BOTS), min_size=players, max_size=players), label="bots")
    note(f"{edition_id}, options {options}, {players} players, seed {seed}, bots {bots}")
    rec = new_game(edition_id, [f"P{i}" for i in range(players)], seed=seed, options=options)
    check_invariants(rec.game, initial_total(rec.game))
    checked(rec)
    if bots is None:
        random_game(rec, seed)
    else:
        bot_game(rec, seed, bots)
    del rec.play
    check_replays(rec)


@pytest.mark.parametrize("edition", [e for e in EDITIONS if e not in TRANSLATIONS])
@settings(max_examples=12, deadline=None, suppress_health_check=_HEALTH, phases=_NO_SHRINK)
@given(data=st.data())
def test_accepted_option_sets_keep_the_invariants(edition: str, data: st.DataObject) -> None:
    play_option_set(edition, data)


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
@settings(max_examples=300, deadline=None, suppress_health_check=_HEALTH)
@given(data=st.data())
def test_accepted_option_sets_keep_the_invariants_long(edition: str, data: st.DataObject) -> None:
    play_option_set(edition, data)
