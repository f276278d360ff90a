"""The evaluation: every game played to its end in both seats, its end reason and seed kept, Wilson intervals,
and the file it writes."""

from __future__ import annotations

import json

import numpy as np
import pytest

from monopoly_engine.rl.evaluation import ENDS, evaluate
from monopoly_engine.sim.stats import wilson_interval


def first_legal(observation: dict) -> int:
    return int(np.flatnonzero(observation["action_mask"])[0])


def test_every_game_is_played_to_its_end_in_both_seats(tmp_path) -> None:
    evaluation = evaluate(first_legal, ["random", "buyer"], games=4, max_rounds=40)
    assert [a.opponent for a in evaluation.against] == ["random", "buyer"]
    for against in evaluation.against:
        assert [(g.seed, g.seat) for g in against.games] == [(10**6, 0), (10**6, 1), (10**6 + 1, 0), (10**6 + 1, 1)]
        for game in against.games:
            assert game.end in ENDS and game.end != "illegal"
            assert game.end != "round-limit" or game.rounds == 40
            assert game.decisions > 0
        assert against.interval() == wilson_interval(against.wins, 4)
    path = tmp_path / "eval.json"
    evaluation.write(path)
    data = json.loads(path.read_text())
    assert data["max_steps"] is None and data["max_rounds"] == 40
    buyer = data["opponents"]["buyer"]
    assert buyer["games"][1]["seed"] == 10**6 and buyer["games"][1]["seat"] == 1
    assert sum(buyer["ends"].values()) == 4
    lines = evaluation.lines()
    assert "no step cap" in lines[0] and lines[2].startswith("vs buyer")


def test_a_policy_choosing_outside_its_mask_loses_that_game() -> None:
    def masked_out(observation: dict) -> int:
        return int(np.flatnonzero(observation["action_mask"] == 0)[0])

    evaluation = evaluate(masked_out, ["buyer"], games=2)
    assert [g.end for g in evaluation.against[0].games] == ["illegal", "illegal"]


def test_an_odd_number_of_games_is_refused() -> None:
    with pytest.raises(ValueError, match="both seats"):
        evaluate(first_legal, ["buyer"], games=3)
