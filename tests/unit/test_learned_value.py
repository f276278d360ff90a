"""The search bot's learned value (``agents.learned_value``): its features read the board as the rules price it,
its chances are a distribution over the seats still in, and the shipped weights load and rank a built-up set
above idle cash."""

from __future__ import annotations

import json
import math
import random

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.learned_value import FEATURES, features, parse_weights, shipped_weights, win_chances
from monopoly_engine.agents.runner import Table
from monopoly_engine.agents.search import value
from monopoly_engine.agents.tables import board_tables
from monopoly_engine.core import Game
from monopoly_engine.game import new_game

PARK_PLACE, BOARDWALK, READING = 37, 39, 5


def built_up() -> Game:
    """Seat 0: the dark blues with three houses each, Reading Railroad mortgaged, 150 cash; seat 1: 1500 cash."""
    game = new_game("classic-en", ["a", "b"], seed=1).game
    state = game.state
    for space in (PARK_PLACE, BOARDWALK, READING):
        state.owner[space] = 0
    state.level[PARK_PLACE] = state.level[BOARDWALK] = 3
    state.mortgaged[READING] = True
    state.players[0].cash = 150
    state.players[1].cash = 1500
    state.board_changed()
    return game


def test_the_features_price_the_board_as_the_rules_do() -> None:
    game = built_up()
    p = board_tables(game.edition).p
    named = dict(zip(FEATURES, features(game, 0), strict=True))
    assert named["cash"] == pytest.approx(0.15)
    assert named["low_cash"] == pytest.approx(0.5)  # 150 short of 300
    assert named["property"] == pytest.approx((350 + 400) / 1000)
    assert named["mortgaged"] == pytest.approx(200 / 1000)
    assert named["buildings"] == pytest.approx(6 * 200 / 1000)  # six houses at 200
    assert named["income"] == pytest.approx((p[PARK_PLACE] * 1100 + p[BOARDWALK] * 1400) / 100)  # three-house rents
    assert named["sets"] == 1 and named["jail"] == 0
    other = dict(zip(FEATURES, features(game, 1), strict=True))
    assert other == {**dict.fromkeys(FEATURES, 0.0), "cash": 1.5}


def test_the_chances_are_a_distribution_over_the_seats_still_in() -> None:
    game = new_game("classic-en", ["a", "b", "c"], seed=2).game
    Table(game, [make_agent("heuristic") for _ in range(3)], random.Random(2), max_rounds=20).advance_bots()
    game.state.players[2].bankrupt = True
    weights = shipped_weights()
    chances = win_chances(game, weights)
    assert chances[2] == 0 and math.isclose(sum(chances), 1.0)
    # heads-up, the model is a logistic regression on the difference of the two seats' features
    scores = [sum(w * x for w, x in zip(weights, features(game, s), strict=True)) for s in (0, 1)]
    assert chances[0] == pytest.approx(1 / (1 + math.exp(scores[1] - scores[0])))


def test_the_shipped_weights_rank_a_built_set_above_idle_cash() -> None:
    game = built_up()
    weights = shipped_weights()
    assert len(weights) == len(FEATURES)
    assert win_chances(game, weights)[0] > 0.8
    assert value(game, 0, weights) == win_chances(game, weights)[0]
    assert value(game, 0) == pytest.approx(  # without weights: the net-worth share
        (150 + 350 + 400 + 200 - 100 + 1200) / (150 + 350 + 400 + 200 - 100 + 1200 + 1500)
    )


def test_a_weights_file_of_other_features_is_refused() -> None:
    good = {"features": list(FEATURES), "weights": [0.5] * len(FEATURES)}
    assert parse_weights(json.loads(json.dumps(good))) == (0.5,) * len(FEATURES)
    with pytest.raises(ValueError, match="features"):
        parse_weights({**good, "features": list(FEATURES)[::-1]})
    with pytest.raises(ValueError, match="one per feature"):
        parse_weights({**good, "weights": [1.0]})
    with pytest.raises(ValueError, match="finite"):
        parse_weights({**good, "weights": [float("nan")] * len(FEATURES)})
    with pytest.raises(TypeError, match="JSON object"):
        parse_weights([1, 2])


@pytest.fixture(scope="module")
def fit_value():  # type: ignore[no-untyped-def]
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "fit_value.py"
    spec = importlib.util.spec_from_file_location("fit_value_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fit_recovers_the_weights_that_drew_the_winners(fit_value) -> None:  # type: ignore[no-untyped-def]
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(1)
    n, d = 20000, 3
    x = rng.normal(size=(n, 4, d))
    mask = np.ones((n, 4), dtype=bool)
    mask[: n // 2, 2:] = False  # half heads-up
    truth = np.array([1.0, -0.5, 0.25])
    p = fit_value.chances(truth, x, mask)
    winners = np.array([rng.choice(4, p=row) for row in p])
    y = np.zeros((n, 4))
    y[np.arange(n), winners] = 1
    fitted = fit_value.fit(x, mask, y, ridge=0.0)
    assert np.abs(fitted - truth).max() < 0.06


def test_the_fit_writes_weights_the_bot_loads(fit_value, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "weights.json"
    assert fit_value.main(["--games", "20", "--holdout", "2", "--out", str(out), "--json"]) == 0
    data = json.loads(out.read_text())
    assert len(parse_weights(data)) == len(FEATURES)
    assert data["games"] == {"all": 20, "held_out": 10, "edition": "classic-en"}
    assert data["figures"]["held_out"]["all"]["positions"] > 0
