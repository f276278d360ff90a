"""Random cheaters-ru games with cheats and accusations from every seat: money is only moved, never made or
lost, except where the bank pays or takes (its counters say how much); hotels are neither made nor lost; the
log replays to the same state (docs/cheaters-ru-design.md 6.7)."""

from __future__ import annotations

import random

import pytest

from monopoly_engine.core import cheats
from monopoly_engine.core.actions import Accuse, Cheat
from monopoly_engine.core.edition import HOTEL
from monopoly_engine.game import new_game, replay_lines
from monopoly_engine.views import views_for

CHEAT_RATE = 0.2  # how often the deciding seat cheats or accuses instead of deciding
INTERJECT_RATE = 0.1  # how often another seat cheats or accuses after an action
MAX_ROUNDS = 25


def check(game, total: int) -> None:
    state = game.state
    held = sum(p.cash for p in state.players)
    assert min(p.cash for p in state.players) >= 0
    assert held - state.bank_out + state.bank_in == total, "money not conserved"
    hotels = sum(1 for level in state.level if level == HOTEL)
    assert hotels + state.bank_hotels == game.rules.hotels, "hotels not conserved"
    cs = state.cheats
    assert len(cs.face_up) + len(cs.pile) == len(game.edition.cheats)
    assert len(set(cs.face_up) | set(cs.pile)) == len(game.edition.cheats)


def hidden_moves(game, seat: int) -> list:
    return cheats.options(game, seat, full=True) + cheats.accusation_options(game, seat)


RAISING = ("sell-property", "sell-building", "mortgage")


def decide(game, rng: random.Random):
    """A random choice of the pending decision; a debtor who can neither pay nor go bankrupt sells first."""
    actions = game.decision_actions()
    if actions:
        return rng.choice(actions)
    player = game.state.stack[-1].player
    raising = [a for a in game.free_actions(player) if a.kind in RAISING]
    assert raising, f"{game.state.stack[-1]} offers nothing to do"
    return rng.choice(raising)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_cheats_conserve_money_and_replay(seed: int) -> None:
    rng = random.Random(seed)
    record = new_game("cheaters-ru", ["A", "B", "C", "D"][: 2 + seed % 3], seed=seed)
    game = record.game
    state = game.state
    views = views_for(game, record)
    total = sum(p.cash for p in state.players)
    check(game, total)
    made = accused = 0
    while not state.over and state.rounds < MAX_ROUNDS:
        player = state.stack[-1].player
        moves = hidden_moves(game, player) if rng.random() < CHEAT_RATE else []
        action = rng.choice(moves) if moves else decide(game, rng)
        record.play(action)
        made += type(action) is Cheat
        accused += type(action) is Accuse
        check(game, total)
        others = list(game.other_players(player))
        if others and not state.over and rng.random() < INTERJECT_RATE:
            seat = rng.choice(others)
            moves = hidden_moves(game, seat)
            if moves:
                action = rng.choice(moves)
                record.play(action)
                made += type(action) is Cheat
                accused += type(action) is Accuse
                check(game, total)
    assert made and accused
    again = replay_lines(list(record.log_lines()))
    assert again.game.state.snapshot() == state.snapshot()
    for seat in range(len(state.players)):
        seen = views[seat].log()
        assert all(type(e).__name__ != "Hidden" or seat in e.seats for e in seen)
