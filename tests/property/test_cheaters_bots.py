"""Cheaters games between bots that cheat and accuse (``agents.cheating``): every invariant after every action,
money only moved by a cheat unless its card says the bank pays, the log replays to the same state, and no
seat's view or redacted log shows another seat's secrets."""

from __future__ import annotations

import json
import random

import pytest
from game_invariants import (
    check_group_versions,
    check_invariants,
    check_replays,
    check_versions,
    group_versions,
    initial_total,
    versions,
)

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core import events as ev
from monopoly_engine.core.actions import Cheat
from monopoly_engine.game import HIDDEN_ACTION, LogError, new_game, replay_lines
from monopoly_engine.views import views_for

# The cheats whose cards say the money comes from the bank: the only ones that change what players hold.
BANK_PAYS = ("steal-from-bank", "extra-salary")
BOTS = (
    ("heuristic", "boldness=1,vigilance=0.3"),
    ("heuristic", "boldness=0.5,vigilance=1"),
    ("random", None),
    ("heuristic", "boldness=0.8,vigilance=0.8"),
)
SEEDS = range(8)
MAX_ROUNDS = 120


def _play(seed: int):
    players = 2 + seed % 3
    recorded = new_game("cheaters-ru", [f"P{i}" for i in range(players)], seed=seed)
    game = recorded.game
    state = game.state
    total = initial_total(game)
    agents = [make_agent(*BOTS[(seed + i) % len(BOTS)]) for i in range(players)]
    play = recorded.play
    made: list[str] = []

    def checked_play(action):
        held, bank_out, bank_in = sum(p.cash for p in state.players), state.bank_out, state.bank_in
        before, was, groups_was = state.snapshot(), versions(state), group_versions(state)
        events = play(action)
        check_invariants(game, total)
        after = state.snapshot()
        check_versions(before, after, was, versions(state))
        check_group_versions(game.edition, before, after, groups_was, group_versions(state))
        if type(action) is Cheat:
            made.append(action.card)
            moved = sum(p.cash for p in state.players) - held
            if action.card in BANK_PAYS:
                assert moved == state.bank_out - bank_out > 0 and state.bank_in == bank_in, (action, moved)
            else:
                assert moved == 0 and (state.bank_out, state.bank_in) == (bank_out, bank_in), (action, moved)
        return events

    recorded.play = checked_play  # type: ignore[method-assign]
    play_game(recorded, agents, random.Random(seed), max_rounds=MAX_ROUNDS)
    del recorded.play
    return recorded, made


@pytest.fixture(scope="module", params=SEEDS)
def played(request):
    return _play(request.param)


def test_every_invariant_holds_and_cheats_only_move_money(played) -> None:
    recorded, _ = played
    check_invariants(recorded.game, initial_total(recorded.game))
    assert recorded.game.is_over or recorded.game.state.rounds >= MAX_ROUNDS


def test_the_game_replays_from_its_log(played) -> None:
    check_replays(played[0])


def test_no_seat_sees_another_seats_secrets(played) -> None:
    recorded, _ = played
    seats = len(recorded.players)
    all_events = [e for _, events in recorded.history for e in events]
    for seat in range(seats):
        lines = list(recorded.log_lines(seat))
        header = json.loads(lines[0])
        assert header["seed"] is None and header["redacted_for"] == recorded.players[seat]
        for entry in map(json.loads, lines[1:]):
            action = entry.get("action", {})
            if action.get("kind") == "cheat":
                assert action["player"] == seat
            for event in entry["events"]:
                if event["kind"] == "hidden":
                    assert seat in event["seats"]
                if event["kind"] == "deck-shuffled":
                    assert event["order"] == []
        hidden_actions = sum(1 for line in lines[1:] if json.loads(line).get("action", {}).get("kind") == HIDDEN_ACTION)
        others = sum(1 for a, _ in recorded.history if type(a) is Cheat and a.player != seat)
        assert hidden_actions == others
        with pytest.raises(LogError, match="redacted"):
            replay_lines(lines)
    secrets = [e for e in all_events if type(e) is ev.Hidden]
    assert all(len(e.seats) == 1 for e in secrets)
    for view in views_for(recorded.game, recorded):
        seen = view.log()
        assert all(view.seat in e.seats for e in seen if type(e) is ev.Hidden)
        assert len(seen) == len(all_events) + len(recorded.setup_events) - sum(
            1 for e in [*recorded.setup_events, *all_events] if type(e) is ev.Hidden and view.seat not in e.seats
        )


def test_the_bots_did_cheat_and_accuse() -> None:
    """Over the seeds, the bold bots cheated with several cards and somebody was caught: the checks above saw
    real cheats, not only honest games."""
    made = set()
    caught = 0
    for seed in SEEDS[:4]:
        recorded, cards = _play(seed)
        made |= set(cards)
        caught += sum(1 for _, events in recorded.history for e in events if type(e) is ev.AccusationUpheld)
    assert len(made) >= 4
    assert caught > 0
