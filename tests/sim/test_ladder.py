"""``monopoly ladder``: the schedule (both seat orders heads-up, a bot against three of another at every seat of a
4-player table), the counts, and a results file that the same command writes again byte for byte."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.sim.ladder import HEADS_UP, TABLES, schedule
from monopoly_engine.sim.stats import wilson_interval
from monopoly_engine.sim.tournament import parse_bots

runner = CliRunner()


def test_the_schedule_plays_both_seat_orders_and_every_table_seat() -> None:
    entrants = parse_bots("random,buyer,heuristic")
    seatings = schedule(entrants, "classic-en", 5, games=5, table_games=6)
    heads_up = [s for s in seatings if s.fmt == HEADS_UP]
    tables = [s for s in seatings if s.fmt == TABLES]
    assert [(s.seats, s.games) for s in heads_up[:2]] == [((0, 1), 3), ((1, 0), 2)]
    assert sum(s.games for s in heads_up) == 3 * 5
    assert len(tables) == 6 * 4 and sum(s.games for s in tables) == 6 * 6
    first = [s for s in tables if (s.bot, s.opponent) == (0, 1)]
    assert [s.seats for s in first] == [(0, 1, 1, 1), (1, 0, 1, 1), (1, 1, 0, 1), (1, 1, 1, 0)]
    assert [s.games for s in first] == [2, 2, 1, 1]
    assert first[1].spec.names == ["buyer #1", "random", "buyer #2", "buyer #3"]
    seeds = [s.spec.seed for s in seatings]
    assert len(set(seeds)) == len(seeds) and all(str(seed).startswith("5/") for seed in seeds)
    assert not [s for s in schedule(entrants, "classic-en", 5, games=2, table_games=0) if s.fmt == TABLES]


def test_lone_keeps_only_those_bots_tables_with_the_full_ladders_seeds() -> None:
    entrants = parse_bots("random,buyer,heuristic")
    full = schedule(entrants, "classic-en", 5, games=2, table_games=4)
    some = schedule(entrants, "classic-en", 5, games=2, table_games=4, lone=["heuristic"])
    assert [s for s in some if s.fmt == HEADS_UP] == [s for s in full if s.fmt == HEADS_UP]
    tables = [s for s in some if s.fmt == TABLES]
    assert {s.bot for s in tables} == {2} and {s.opponent for s in tables} == {0, 1} and len(tables) == 2 * 4
    assert tables == [s for s in full if s.fmt == TABLES and s.bot == 2]  # the same games, seed for seed


@pytest.mark.parametrize(
    ("bots", "kwargs", "message"),
    [
        ("random,buyer", {"lone": ["heuristic"]}, "--lone names heuristic"),
        ("random", {}, "at least two bots"),
        ("random,buyer", {"games": 0, "table_games": 0}, "at least 1"),
        ("random,expert:rollouts=0", {}, "rollouts"),
        ("random,buyer", {"table_games": 1, "edition": "nowhere"}, "nowhere"),
    ],
)
def test_a_bad_ladder_is_refused(bots: str, kwargs: dict, message: str) -> None:
    args = {"edition": "classic-en", "seed": 1, "games": 2, **kwargs}
    with pytest.raises(ValueError, match=message):
        schedule(parse_bots(bots), **args)


def ladder(out: Path, *more: str) -> dict:
    args = ["ladder", "--bots", "buyer,random", "--games", "4", "--table-games", "4", "--seed", "3", "--max-rounds",
            "40", "--out", str(out), *more]  # fmt: skip
    done = runner.invoke(app, args)
    assert done.exit_code == 0, done.output
    assert "heads-up" in done.output and "4-player" in done.output
    return json.loads(out.read_text(encoding="utf-8"))


def test_the_results_file_reproduces(tmp_path: Path) -> None:
    serial = ladder(tmp_path / "a.json", "--backend", "serial")
    first = (tmp_path / "a.json").read_bytes()
    assert ladder(tmp_path / "a.json", "--backend", "serial", "--force") == serial
    assert (tmp_path / "a.json").read_bytes() == first  # byte for byte
    pooled = ladder(tmp_path / "b.json", "--workers", "2")
    assert pooled == serial  # the worker processes change nothing
    assert serial["format"] == "monopoly-ladder" and serial["package"]["version"]
    assert [b["bot"] for b in serial["bots"]] == ["buyer", "random"]
    results = {(r["format"], r["bot"]): r for r in serial["results"]}
    assert set(results) == {(HEADS_UP, "buyer"), (HEADS_UP, "random"), (TABLES, "buyer"), (TABLES, "random")}
    one, other = results[(HEADS_UP, "buyer")], results[(HEADS_UP, "random")]
    assert one["games"] == other["games"] == 4
    assert (one["wins"], one["draws"], one["losses"]) == (other["losses"], other["draws"], other["wins"])
    for r in serial["results"]:
        assert r["wins"] + r["draws"] + r["losses"] == r["games"] == 4
        assert r["win_rate_95"] == [round(x, 6) for x in wilson_interval(r["wins"], r["games"])]
    assert len(serial["seatings"]) == 2 + 2 * 4
    assert serial["ratings"] and {line["bot"] for line in serial["ratings"]} == {"buyer", "random"}
    again = ladder(tmp_path / "c.json", "--backend", "serial", "--seed", "4")
    assert again["seatings"] != serial["seatings"]
    assert "lone_at_tables" not in serial  # (a file of the full ladder is as it was before the option)
    lone = ladder(tmp_path / "d.json", "--backend", "serial", "--lone", "random")
    assert lone["lone_at_tables"] == ["random"]
    assert [r for r in lone["results"] if r["format"] == TABLES] == [results[(TABLES, "random")]]


def test_bad_arguments_exit_2(tmp_path: Path) -> None:
    done = runner.invoke(app, ["ladder", "--bots", "buyer,nobody", "--games", "2"])
    assert done.exit_code == 2 and "nobody" in done.output
    done = runner.invoke(app, ["ladder", "--bots", "buyer,random", "--games", "2", "--lone", "heuristic"])
    assert done.exit_code == 2 and "--lone names heuristic" in done.output
    existing = tmp_path / "x.json"
    existing.write_text("{}", encoding="utf-8")
    done = runner.invoke(app, ["ladder", "--bots", "buyer,random", "--out", str(existing)])
    assert done.exit_code == 2 and "already exists" in done.output
