"""Seeded random games: every bundled edition, 30 games of 4 players (15 on the Mega board), played to the
end or 300 rounds.

The policy is uniform over the pending decision's legal choices (bids now and then above the minimum),
with an occasional free action (build, sell, mortgage, lift, claim) or trade offer by a random player;
a house or hotel where someone can build gets a little extra weight, so most games end in bankruptcy.
Every third seed plays the Speed Die game (rule option ``speed_die``), except on the Mega board, whose dice
already include the speed die.
Each game must finish without an exception, satisfy the invariants (checked every
``CHECK_EVERY`` actions and at the end) and replay from its log to the same state, with and without
the seed. A game stopped at the round limit ends through ``RecordedGame.end_by_round_limit`` (which
calls ``Game.end_by_round_limit`` and records the ending in the log).
"""

from __future__ import annotations

import random

import pytest
from game_invariants import (
    RandomChooser,
    build_move,
    check_group_versions,
    check_invariants,
    check_replays,
    check_versions,
    decision_move,
    free_move,
    group_versions,
    initial_total,
    random_trade,
    versions,
)

from monopoly_engine.editions import available_editions, load_edition
from monopoly_engine.game import new_game

GAMES_PER_EDITION = 30
PLAYERS = ("Ada", "Bob", "Cy", "Di")
ROUND_LIMIT = 300
CHECK_EVERY = 100
MAX_ACTIONS = 200_000  # far above any real game: a guard against a game that never moves on

GAMES_PER_EDITION_OVERRIDE = {"mega": 15}  # the default run stays short; the Hypothesis games cover more
# classic-en in other words (tests/playthroughs/test_classic_editions.py): the same seed plays the same game as on
# classic-en, so these run with the slow tests only
TRANSLATIONS = ("classic-it", "classic-es")
CASES = [
    pytest.param(edition, seed, id=f"{edition}-{seed}", marks=[pytest.mark.slow] if edition in TRANSLATIONS else [])
    for edition in available_editions()
    for seed in range(GAMES_PER_EDITION_OVERRIDE.get(edition, GAMES_PER_EDITION))
]


@pytest.mark.parametrize(("edition", "seed"), CASES)
def test_random_game_completes_and_replays(edition: str, seed: int) -> None:
    mega = load_edition(edition).rules.mega_dice
    options = {"speed_die": True} if seed % 3 == 2 and not mega else None
    rec = new_game(edition, PLAYERS, seed=seed, options=options)
    game = rec.game
    rng = random.Random(seed)
    chooser = RandomChooser(seed * 7919 + 1)
    total = initial_total(game)
    for count in range(MAX_ACTIONS):
        if game.is_over:
            break
        if game.state.rounds >= ROUND_LIMIT:
            rec.end_by_round_limit()  # recorded in the log: the replay ends the same way
            break
        roll = rng.random()
        action = None
        if roll < 0.01:
            offer = random_trade(game, chooser)
            if offer is not None and game.is_legal(offer):
                action = offer
        elif roll < 0.03:
            action = free_move(game, chooser)
        elif roll < 0.06:
            action = build_move(game, chooser)  # without it nobody builds and every game hits the limit
        before, was, groups_was = game.state.snapshot(), versions(game.state), group_versions(game.state)
        rec.play(action or decision_move(game, chooser))
        after = game.state.snapshot()
        check_versions(before, after, was, versions(game.state))
        check_group_versions(game.edition, before, after, groups_was, group_versions(game.state))
        if count % CHECK_EVERY == 0:
            check_invariants(game, total)
    else:
        pytest.fail(f"no end after {MAX_ACTIONS} actions ({game.state.rounds} rounds)")

    assert game.is_over
    check_invariants(game, total)
    check_replays(rec)
