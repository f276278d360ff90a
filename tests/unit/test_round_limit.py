"""A round limit gives every player the same number of turns, whoever won the opening roll (issue 30)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import monopoly_engine as me
from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core.events import Event, GameOver, TurnStarted


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_a_round_limited_game_gives_everyone_the_same_number_of_turns(first: int) -> None:
    recorded = me.new_game("classic-en", ["Ann", "Bob", "Cy", "Dee"], seed=11, first_player=first)
    turns: Counter[int] = Counter()
    ended: list[Event] = []
    for event in recorded.setup_events:
        if type(event) is TurnStarted:
            turns[event.player] += 1

    def heard(events: list[Event]) -> None:
        for event in events:
            if type(event) is TurnStarted:
                turns[event.player] += 1
            elif type(event) is GameOver:
                ended.append(event)

    agents = [make_agent("buyer") for _ in range(4)]
    play_game(recorded, agents, random.Random(1), max_rounds=3, on_events=heard)
    assert ended and ended[-1].reason == "round-limit"
    assert recorded.game.state.rounds == 3
    # the limit stops the game as the opener's fourth turn would start: its TurnStarted is the only extra one
    assert turns[first] == 4
    assert {seat: count for seat, count in turns.items() if seat != first} == {
        seat: 3 for seat in range(4) if seat != first
    }
