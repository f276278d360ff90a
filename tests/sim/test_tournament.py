"""``monopoly tournament``: the schedule (pairings, seatings, games, seeds), the table's arithmetic, the ratings,
the JSON output, and that the results are fixed by the seed whatever the backend."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.sim import tournament
from monopoly_engine.sim.stats import wilson_interval
from monopoly_engine.sim.tournament import Entrant, Table, parse_bots, schedule, seat_orders
from monopoly_engine.sim.worker import GameResult

REPO = Path(__file__).resolve().parents[2]
runner = CliRunner()


def result(winner: int) -> GameResult:
    return GameResult(0, 0, winner, "last-player-standing" if winner >= 0 else "round-limit", 10, 20, 25,
                      (0, 0), (), ())  # fmt: skip


def test_seatings_put_every_bot_in_every_seat() -> None:
    assert seat_orders((0, 1, 2), "rotations") == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert len(seat_orders((0, 1, 2), "permutations")) == 6
    assert seat_orders((0, 1, 2), "fixed") == [(0, 1, 2)]
    with pytest.raises(ValueError, match="--seating"):
        seat_orders((0, 1), "random")


def test_the_schedule_plays_every_pairing_its_games() -> None:
    entrants = parse_bots("heuristic,buyer,random,bold:heuristic:boldness=0.9")
    assert [e.label for e in entrants] == ["heuristic", "buyer", "random", "bold"]
    seatings = schedule(entrants, "classic-en", 7, games_per_pairing=5)
    pairings = {s.pairing for s in seatings}
    assert len(pairings) == 6  # 4 bots, 2 at a table
    for p in pairings:
        mine = [s for s in seatings if s.pairing == p]
        assert [s.games for s in mine] == [3, 2]  # 5 games over the two seat orders
        assert mine[0].bots == mine[1].bots[::-1]
    assert len({s.spec.seed for s in seatings}) == len(seatings)
    bold = next(s for s in seatings if 3 in s.bots)
    assert bold.spec.seat_params[bold.bots.index(3)] == "boldness=0.9"
    tables_of_three = schedule(entrants, "classic-en", 7, games_per_pairing=3, players_per_game=3)
    assert len({s.pairing for s in tables_of_three}) == 4 and all(s.games == 1 for s in tables_of_three)


@pytest.mark.parametrize(
    ("bots", "kwargs", "message"),
    [
        ("heuristic,heuristic", {}, "twice"),
        ("heuristic", {}, "fewer than"),
        ("heuristic,wizard", {}, "unknown agent 'wizard'"),
        ("heuristic,random", {"games_per_pairing": 0}, "--games"),
        ("heuristic,random", {"players_per_game": 1}, "--players-per-game"),
        ("heuristic,random:x=1", {}, "takes no parameters"),
        (",".join(f"{n}:random" for n in "abcdefghi"), {"players_per_game": 9}, "2 to 8 players, not 9"),
    ],
)
def test_a_bad_tournament_is_refused(bots: str, kwargs: dict, message: str) -> None:
    args = {"games_per_pairing": 2, "edition": "classic-en", **kwargs}
    edition = args.pop("edition")
    with pytest.raises(ValueError, match=message):
        schedule(parse_bots(bots), edition, 1, **args)


def test_the_table_counts_wins_draws_losses_and_intervals() -> None:
    entrants = [Entrant("a", "random"), Entrant("b", "random"), Entrant("c", "random")]
    seatings = schedule(entrants, "classic-en", 1, games_per_pairing=2)
    ab, ba = (s for s in seatings if s.pairing == 0)
    ac = next(s for s in seatings if s.pairing == 1)
    table = Table(entrants, ratings=False)
    for seating, winner in ((ab, 0), (ab, 0), (ba, 0), (ba, -1), (ac, 1)):  # a, a, b (seat 0 of b-a), draw, c
        table.add(seating, result(winner))
    lines = {s.label: s for s in table.standings()}
    assert (lines["a"].games, lines["a"].wins, lines["a"].draws, lines["a"].losses) == (5, 2, 1, 2)
    assert (lines["b"].games, lines["b"].wins, lines["b"].draws, lines["b"].losses) == (4, 1, 1, 2)
    assert (lines["c"].games, lines["c"].wins, lines["c"].losses) == (1, 1, 0)
    assert lines["a"].win_rate == pytest.approx(0.4)
    assert lines["a"].interval == wilson_interval(2, 5)
    assert [s.label for s in table.standings()] == ["c", "a", "b"]  # by win rate without ratings
    first, second = table.pairing_results()
    assert (first.bots, first.games, first.wins, first.draws) == (("a", "b"), 4, {"a": 2, "b": 1}, 1)
    assert (second.bots, second.wins) == (("a", "c"), {"a": 0, "c": 1})


def test_ratings_follow_the_results() -> None:
    pytest.importorskip("openskill")
    entrants = [Entrant("strong", "random"), Entrant("weak", "random")]
    (forward, backward) = schedule(entrants, "classic-en", 1, games_per_pairing=2)
    table = Table(entrants)
    for _ in range(10):
        table.add(forward, result(0))  # strong in seat 0 wins
        table.add(backward, result(1))  # strong in seat 1 wins
    strong, weak = table.standings()
    assert strong.label == "strong" and strong.mu > 25 > weak.mu
    assert strong.ordinal == pytest.approx(strong.mu - 3 * strong.sigma)
    drawn = Table(entrants)
    drawn.add(forward, result(-1))
    a, b = drawn.standings()
    assert a.mu == pytest.approx(b.mu)


def _tournament(*extra: str) -> dict:
    args = ["tournament", "--bots", "heuristic,buyer,examples.cautious_bot:CautiousBot", "--games", "4",
            "--seed", "5", "--edition", "classic-en", "--max-rounds", "150", "--json", *extra]  # fmt: skip
    out = runner.invoke(app, args)
    assert out.exit_code == 0, out.output
    return json.loads(out.output)


@pytest.fixture
def in_repo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    monkeypatch.setattr(sys, "path", list(sys.path))


def test_a_small_tournament_in_json_is_fixed_by_its_seed(in_repo: None) -> None:
    serial = _tournament("--backend", "serial")
    pooled = _tournament("--workers", "2", "--chunk-size", "1")
    assert {**serial, "seconds": 0} == {**pooled, "seconds": 0}
    assert serial["games"] == 12 and serial["games_per_pairing"] == 4 and len(serial["pairings"]) == 3
    for bot in serial["bots"]:
        assert bot["games"] == 8  # two pairings of four games
        assert bot["wins"] + bot["draws"] + bot["losses"] == 8
        assert bot["win_rate_95"] == pytest.approx(list(wilson_interval(bot["wins"], 8)))
    for pairing in serial["pairings"]:
        assert sum(pairing["wins"].values()) + pairing["draws"] == 4
    wins = {b["bot"]: b["wins"] for b in serial["bots"]}
    for label, count in wins.items():
        assert count == sum(p["wins"].get(label, 0) for p in serial["pairings"])
    assert serial["rating"] == "openskill-plackett-luce"
    ordinals = [b["rating"]["ordinal"] for b in serial["bots"]]
    assert ordinals == sorted(ordinals, reverse=True)
    assert _tournament("--backend", "serial", "--seed", "6")["pairings"] != serial["pairings"]


def test_the_text_table_and_the_table_without_ratings(monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["tournament", "--bots", "buyer,random", "--games", "2", "--seed", "1", "--edition", "classic-en",
            "--max-rounds", "60", "--backend", "serial"]  # fmt: skip
    rated = runner.invoke(app, args)
    assert rated.exit_code == 0, rated.output
    assert "Standings" in rated.output and "95% interval" in rated.output and "rating" in rated.output
    monkeypatch.setattr(tournament, "ratings_available", lambda: False)
    plain = runner.invoke(app, args)
    assert "openskill" in plain.output and "sigma" not in plain.output
    unrated = json.loads(runner.invoke(app, [*args, "--json"]).output)
    assert unrated["rating"] is None and all(b["rating"] is None for b in unrated["bots"])


def test_bad_arguments_exit_2() -> None:
    out = runner.invoke(app, ["tournament", "--bots", "heuristic,nobody.here:Bot", "--games", "1"])
    assert out.exit_code == 2 and "no module named 'nobody'" in out.output
