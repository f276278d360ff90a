"""The results of a finished game (``web/results.py``): the standings agree with the game's end, the net worth
over the rounds is read from the game played again (its last point is the final worth, its first the start),
the rent earned per square is the sum of the rents paid, and it is worked out once."""

from __future__ import annotations

import random

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core.events import RentClaimed, RentPaid
from monopoly_engine.game import new_game
from monopoly_engine.web import results as results_module
from monopoly_engine.web.results import net_worth, results


def played_out(seed: int, players: int = 3, rounds: int = 200):
    """A game played to its end by heuristic bots (or a draw at a round limit), seeded."""
    recorded = new_game("classic-en", [f"P{i}" for i in range(players)], seed=seed)
    play_game(recorded, [make_agent("heuristic") for _ in range(players)], random.Random(seed), rounds)
    return recorded


def test_the_standings_and_the_chart_agree_with_the_game():
    recorded = played_out(5)
    game = recorded.game
    assert results(new_game("classic-en", ["A", "B"], seed=1)) is None  # a game in play has no results
    shown = results(recorded)
    assert shown is not None and shown["rounds"] == game.state.rounds
    standings = shown["standings"]
    assert [s["place"] for s in standings] == list(range(1, len(standings) + 1))
    by_seat = {s["seat"]: s for s in standings}
    for seat, player in enumerate(game.state.players):
        entry = by_seat[seat]
        assert entry["cash"] == player.cash and entry["worth"] == net_worth(game, seat)
        assert (entry["left"]["how"] == "bankrupt") == player.bankrupt
        if player.bankrupt:
            assert 0 < entry["left"]["round"] <= game.state.rounds
    assert game.state.winner >= 0 and any(p.bankrupt for p in game.state.players)  # the seed's game has both
    if game.state.winner >= 0:
        assert standings[0]["seat"] == game.state.winner and standings[0]["left"]["how"] == "won"
    still_in = [s for s in standings if s["left"]["how"] == "in"]
    assert [s["worth"] for s in still_in] == sorted((s["worth"] for s in still_in), reverse=True)
    out = [s["left"]["v"] for s in standings if s["left"]["how"] == "bankrupt"]
    assert out == sorted(out, reverse=True)  # the last to go out places highest among the bankrupt
    worth = shown["worth"]
    assert len(worth) == len(game.state.players)
    for seat, series in enumerate(worth):
        assert series[0] == 1500  # the start: the classic game's cash and nothing else
        assert series[-1] == net_worth(game, seat)
        assert len(series) >= game.state.rounds  # a point a round at least
    rent: dict[int, int] = {}
    for _, events in recorded.history:
        for event in events:
            if type(event) in (RentPaid, RentClaimed):
                rent[event.space] = rent.get(event.space, 0) + event.amount
    top = shown["top_rent"]
    assert [t["amount"] for t in top] == sorted(rent.values(), reverse=True)[: len(top)]
    assert all(rent[t["space"]] == t["amount"] for t in top)


def test_the_results_are_worked_out_once_per_game(monkeypatch):
    recorded = played_out(8, players=2, rounds=20)
    first = results(recorded)
    monkeypatch.setattr(results_module, "_work_out", lambda _: {"again": True})
    assert results(recorded) is first
