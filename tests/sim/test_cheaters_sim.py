"""Simulations of the cheaters edition: per-seat bot parameters, the cheating counts, the same results for a
seed whatever the number of workers."""

from __future__ import annotations

import json

import pytest

from monopoly_engine.sim import EventTally, make_spec, parse_seats, play_one, simulate
from monopoly_engine.sim.report import TIMING_KEYS, run_json
from monopoly_engine.sim.worker import CHEAT_COUNTS

PLAYERS = "bold:heuristic:boldness=0.9,vigilance=0.2,watch:heuristic:boldness=0,vigilance=1,heuristic,random"


@pytest.fixture(scope="module")
def spec():
    return make_spec("cheaters-ru", PLAYERS, seed=99, max_rounds=200)


def test_seats_carry_their_own_parameters(spec) -> None:
    assert parse_seats("bold:heuristic:boldness=0.9,vigilance=0.2,heuristic") == (
        ("bold", "heuristic", "boldness=0.9,vigilance=0.2"),
        ("heuristic-1", "heuristic", ""),
    )
    assert spec.labels == [
        "heuristic:boldness=0.9,vigilance=0.2",
        "heuristic:boldness=0,vigilance=1",
        "heuristic",
        "random",
    ]
    agents = spec.make_agents()
    assert (agents[0].params.boldness, agents[1].params.vigilance, agents[2].params.boldness) == (0.9, 1.0, 0.3)
    with_kind = make_spec("cheaters-ru", "heuristic:boldness=0.9,heuristic", 1, bot_params={"heuristic": "vigilance=0"})
    assert [a.params.vigilance for a in with_kind.make_agents()] == [0.0, 0.0]
    assert [a.params.boldness for a in with_kind.make_agents()] == [0.9, 0.3]
    with pytest.raises(ValueError, match="unknown heuristic parameter"):
        make_spec("cheaters-ru", "heuristic:bravery=1,heuristic", 1)


def test_the_counts_add_up(spec) -> None:
    result = play_one(spec, 0)
    assert len(result.cheats) == 4 and all(len(row) == len(CHEAT_COUNTS) for row in result.cheats)
    rows = [dict(zip(CHEAT_COUNTS, row, strict=True)) for row in result.cheats]
    for row in rows:
        assert row["caught"] + row["undetected"] + row["void"] <= row["attempted"]
    assert sum(r["caught"] for r in rows) == sum(r["accusations_right"] for r in rows)
    assert rows[1]["attempted"] == 0 and rows[3]["attempted"] == 0  # boldness 0, and the random bot
    assert rows[0]["attempted"] > 0


def test_ordinary_games_count_no_cheats() -> None:
    result = play_one(make_spec("classic-en", "heuristic,heuristic", 3, max_rounds=50), 0)
    assert result.cheats == ()
    assert EventTally(40).cheats == []


def test_the_json_answers_does_cheating_pay(spec) -> None:
    data = run_json(simulate(spec, 4, backend="serial"))
    cheating = data["cheating"]
    assert [row["name"] for row in cheating] == ["bold", "watch", "heuristic-1", "random-1"]
    for key in (*CHEAT_COUNTS, "caught_share", "net_reward_per_game", "win_rate"):
        assert key in cheating[0]
    assert data["players"][0]["params"] == "boldness=0.9,vigilance=0.2"
    json.dumps(data)


def test_same_results_for_one_and_two_workers(spec) -> None:
    def comparable(run) -> dict:
        data = run_json(run)
        for key in (*TIMING_KEYS, "backend", "workers"):
            data.pop(key)
        return data

    serial = comparable(simulate(spec, 6, backend="serial"))
    assert comparable(simulate(spec, 6, backend="process", workers=2, chunk_size=2)) == serial
    assert comparable(simulate(spec, 6, backend="process", workers=1)) == serial
