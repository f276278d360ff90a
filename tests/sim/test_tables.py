"""The per-game and per-seat tables: their files in every format (``--out``), ``RunResult.to_pandas()``, the seats'
end-of-game counts, and the columns as docs/simulation.md lists them."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.game import new_game
from monopoly_engine.sim import make_spec, simulate
from monopoly_engine.sim.table_files import seats_path, table_format
from monopoly_engine.sim.tables import (
    GAME_COLUMNS,
    SEAT_COLUMNS,
    columns_markdown,
    game_column_names,
    game_row,
    seat_column_names,
    seat_rows,
)
from monopoly_engine.sim.worker import seat_counts

DOCS = Path(__file__).resolve().parents[2] / "docs" / "simulation.md"
GAMES = 8
ARGS = ["simulate", "-n", str(GAMES), "--players", "ann:heuristic,random,buyer", "--seed", "4", "--max-rounds", "120"]
runner = CliRunner()


@pytest.fixture(scope="module")
def spec():
    return make_spec("classic-en", "ann:heuristic,random,buyer", seed=4, max_rounds=120)


@pytest.fixture(scope="module")
def run(spec):
    return simulate(spec, GAMES, backend="serial")


def _read(path: Path, fmt: str) -> list[dict]:
    """The rows of a table file, every value as text (CSV has no types)."""
    if fmt == "csv":
        with path.open(newline="") as f:
            return list(csv.DictReader(f))
    if fmt == "jsonl":
        rows = [json.loads(line) for line in path.read_text().splitlines()]
    else:
        pq = pytest.importorskip("pyarrow.parquet")
        rows = pq.read_table(path).to_pylist()
    return [{k: str(v) for k, v in row.items()} for row in rows]


def _expected(spec, run) -> tuple[list[dict], list[dict]]:
    games = [dict(zip(game_column_names(spec), map(str, game_row(spec, r)), strict=True)) for r in run.results]
    seats = [
        dict(zip(seat_column_names(), map(str, row), strict=True)) for r in run.results for row in seat_rows(spec, r)
    ]
    return games, seats


@pytest.mark.parametrize(("name", "fmt"), [("r.csv", "csv"), ("r.jsonl", "jsonl"), ("r.parquet", "parquet")])
def test_out_writes_both_tables_in_the_format_its_extension_names(tmp_path: Path, spec, run, name, fmt) -> None:
    if fmt == "parquet":
        pytest.importorskip("pyarrow")
    out = tmp_path / name
    result = runner.invoke(app, [*ARGS, "--workers", "2", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert f"{GAMES} games written to {out}, their seats to {seats_path(out)}" in result.output
    games, seats = _expected(spec, run)  # the process backend's files hold the serial run's games
    assert _read(out, fmt) == games
    assert _read(seats_path(out), fmt) == seats
    assert len(seats) == 3 * GAMES


def test_format_overrides_the_extension_and_an_unknown_extension_is_refused_before_the_run(tmp_path: Path) -> None:
    out = tmp_path / "results.txt"
    refused = runner.invoke(app, [*ARGS, "--out", str(out)])
    assert refused.exit_code == 2
    assert "'.txt' names no table format" in refused.output and "--format" in refused.output
    assert list(tmp_path.iterdir()) == []
    done = runner.invoke(app, [*ARGS, "--out", str(out), "--format", "jsonl", "--workers", "1"])
    assert done.exit_code == 0, done.output
    assert json.loads(out.read_text().splitlines()[0])["game"] == 0
    assert (tmp_path / "results.seats.txt").is_file()
    bad = runner.invoke(app, [*ARGS, "--out", str(tmp_path / "x.csv"), "--format", "xlsx"])
    assert bad.exit_code == 2 and "--format must be one of csv, jsonl, parquet" in bad.output
    assert runner.invoke(app, [*ARGS, "--format", "csv"]).exit_code == 2  # --format without --out


def test_an_existing_seats_table_is_refused_without_force(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    seats_path(out).write_text("keep me")
    refused = runner.invoke(app, [*ARGS, "--out", str(out)])
    assert refused.exit_code == 2 and "already exists" in refused.output
    assert not out.exists() and seats_path(out).read_text() == "keep me"
    assert runner.invoke(app, [*ARGS, "--out", str(out), "--force", "--workers", "1"]).exit_code == 0
    assert seats_path(out).read_text().startswith("game,seat,player,bot,won")


def test_parquet_without_pyarrow_says_how_to_install(monkeypatch, tmp_path: Path) -> None:
    import builtins

    real_import = builtins.__import__

    def no_pyarrow(name, *args, **kwargs):
        if name == "pyarrow" or name.startswith("pyarrow."):
            raise ImportError("no pyarrow here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    result = runner.invoke(app, [*ARGS, "--out", str(tmp_path / "r.parquet")])
    assert result.exit_code == 2, result.output
    assert "pip install 'monopoly-engine[parquet]'" in result.output
    assert list(tmp_path.iterdir()) == []


def test_table_format_by_extension() -> None:
    assert [table_format(n) for n in ("a.csv", "a.CSV", "a.jsonl", "a.ndjson", "a.parquet")] == [
        "csv", "csv", "jsonl", "jsonl", "parquet"
    ]  # fmt: skip
    with pytest.raises(ValueError, match="no extension"):
        table_format("results")
    assert seats_path("dir/results.parquet") == Path("dir/results.seats.parquet")


def test_to_pandas_gives_both_tables_with_their_columns_and_types(spec, run) -> None:
    pytest.importorskip("pandas")
    games, seats = run.to_pandas()
    assert list(games.columns) == game_column_names(spec)
    assert list(seats.columns) == seat_column_names()
    assert len(games) == GAMES and len(seats) == 3 * GAMES
    assert str(games["rounds"].dtype) == "int64" and str(seats["won"].dtype) == "bool"
    won = seats.groupby("game")["won"].sum()
    assert list(won) == [int(w >= 0) for w in games["winner_seat"]]  # one winner a game, none in a draw
    merged = seats.merge(games, on="game")
    assert (merged["cash"] == merged.apply(lambda r: r[f"cash:{r['player']}"], axis=1)).all()
    assert (seats.loc[seats["bankrupt"], ["net_worth", "properties", "houses", "hotels"]] == 0).all().all()
    assert (seats["net_worth"] >= seats["cash"]).all()
    assert simulate(spec, 2, backend="serial", keep_results=False).results is None


def test_to_pandas_refuses_a_run_that_kept_nothing(spec) -> None:
    with pytest.raises(ValueError, match="keep_results=False"):
        simulate(spec, 1, backend="serial", keep_results=False).to_pandas()


def test_a_seats_end_counts_its_sets_buildings_and_what_it_could_raise() -> None:
    record = new_game("classic-en", ["ann", "bob"], seed=1)
    game = record.game
    state = game.state
    for space in (1, 3, 5, 6):  # both browns (a set), a railroad, one light blue (no set)
        state.owner[space] = 0
    state.level[1], state.level[3] = 2, 1
    state.mortgaged[5] = True
    # 1500 cash, the browns' and the light blue's mortgage values (30, 30, 50), three houses sold at half their
    # cost (3 x 25); the mortgaged railroad raises nothing more
    assert seat_counts(game, 0) == (1500 + 30 + 30 + 50 + 75, 4, 1, 3, 0, 0, 0, 0)
    assert seat_counts(game, 1) == (1500, 0, 0, 0, 0, 0, 0, 0)
    state.level[1] = state.level[3] = 5
    assert seat_counts(game, 0)[3:5] == (0, 2)  # hotels are not counted as houses


def test_the_simulation_page_lists_every_column() -> None:
    text = DOCS.read_text()
    assert columns_markdown(GAME_COLUMNS) in text
    assert columns_markdown(SEAT_COLUMNS) in text
