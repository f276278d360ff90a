"""Seeded random ``cheaters-ru`` games (the rule options of ``004``) play to the end and replay from their logs.

The policy picks uniformly among the pending decision's choices (bids now and then above the minimum) and, now
and then, a free action of a random player (build, sell a street to the bank, play a held card, claim rent, and
with ``cheats`` on, cheat or accuse). Every game must end by the book's end (everything owned, everyone home,
the final rent, the richest wins) or by bankruptcy, never stall; every listed action must be legal; money is
conserved; and the log replays to the same state, with and without the seed.
"""

from __future__ import annotations

import json
import random

import pytest

from monopoly_engine.core import Game
from monopoly_engine.core.actions import Bid
from monopoly_engine.game import RecordedGame, new_game, replay_lines

GAMES = 120  # (the invariant games play more of them, every step checked; the slow run 500 an edition)
MAX_ACTIONS = 20_000
ENDINGS = {"most-cash", "shared-win", "last-player-standing"}


def play_random(seed: int, cheats: bool) -> RecordedGame:
    names = ["A", "B", "C", "D", "E", "F"][: 2 + seed % 5]
    rec = new_game("cheaters-ru", names, seed=seed, options={"cheats": cheats})
    game = rec.game
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return rec
        top = game.decision
        assert top is not None
        actions = game.decision_actions()
        if rng.random() < 0.03 or not actions:
            player = rng.choice(game.active_players())
            actions = game.free_actions(player) or actions or game.free_actions(top.player)
        assert actions, f"seed {seed}: nothing to do at {top!r}"
        action = rng.choice(actions)
        if type(action) is Bid and rng.random() < 0.3:
            action = Bid(action.player, rng.randint(action.amount, game.state.players[action.player].cash))
        rec.play(action)
    pytest.fail(f"seed {seed}: no end after {MAX_ACTIONS} actions")


def _money_held(game: Game) -> int:
    state = game.state
    return sum(p.cash for p in state.players) - state.bank_out + state.bank_in


@pytest.mark.parametrize("cheats", [False, True], ids=["honest", "cheats"])
def test_random_cheaters_games_end_and_replay(cheats: bool) -> None:
    endings = set()
    for seed in range(GAMES if not cheats else GAMES // 4):
        rec = play_random(seed, cheats)
        game = rec.game
        state = game.state
        over = [e for _, events in rec.history for e in events if e.kind == "game-over"]
        assert len(over) == 1 and over[0].reason in ENDINGS, f"seed {seed}: {over}"
        endings.add(over[0].reason)
        assert _money_held(game) == 1500 * len(state.players), f"seed {seed}: money not conserved"
        assert state.winners and all(not state.players[w].bankrupt for w in state.winners)
        best = max(p.cash for p in state.players if not p.bankrupt)
        if over[0].reason != "last-player-standing":
            assert state.end_phase and all(p.home for p in state.players if not p.bankrupt)
            assert {state.players[w].cash for w in state.winners} == {best}
        if seed % 10 == 0:  # replay, with the seed and with the recorded outcomes alone
            lines = list(rec.log_lines())
            want = state.snapshot()
            assert replay_lines(lines).game.state.snapshot() == want, f"seed {seed}: replay differs"
            header = json.loads(lines[0])
            header["seed"] = None
            assert replay_lines([json.dumps(header), *lines[1:]]).game.state.snapshot() == want
    assert "most-cash" in endings


def test_every_listed_action_is_legal_along_a_game() -> None:
    rec = new_game("cheaters-ru", ["A", "B", "C"], seed=11, options={"cheats": False})
    game = rec.game
    rng = random.Random(11)
    while not game.is_over:
        for player in game.active_players():
            for action in game.legal_actions(player):
                assert game.refusal(action) is None, (action, game.refusal(action))
        actions = game.decision_actions() or game.free_actions(game.decision.player)  # type: ignore[union-attr]
        if rng.random() < 0.05:
            actions = game.free_actions(rng.choice(game.active_players())) or actions
        rec.play(rng.choice(actions))
