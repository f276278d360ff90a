"""``monopoly simulate`` and ``monopoly analyze`` through Typer's test runner."""

from __future__ import annotations

import csv
import importlib.util
import json

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app

runner = CliRunner()
JSON_KEYS = {
    "games",
    "seconds",
    "games_per_second",
    "rolls",
    "rolls_per_second",
    "turns",
    "wins",
    "draws",
    "mean_rounds",
    "median_rounds",
    "end_reasons",
    "win_rates",
    "rent_by_group",
    "landing",
}
SIX_GAMES = ["simulate", "--games", "6", "--players", "random,random", "--seed", "1", "--max-rounds", "150"]


def run(*args: str):
    return runner.invoke(app, list(args))


def test_simulate_json_has_the_promised_keys() -> None:
    result = run(*SIX_GAMES, "--json", "--workers", "2")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) >= JSON_KEYS
    assert data["games"] == 6
    assert set(data["wins"]) == {"random-1", "random-2"}
    assert sum(data["wins"].values()) + data["draws"] == 6
    assert sum(data["end_reasons"].values()) == 6
    assert data["rolls"] > 0 and data["turns"] > 0 and data["seconds"] > 0
    assert data["workers"] == 2 and data["seed"] == 1
    assert set(data["landing"]) == {str(i) for i in range(40)} | {"jail"}
    assert sum(data["landing"].values()) == pytest.approx(1.0)
    seats = data["win_rates"]["seats"]
    assert [s["name"] for s in seats] == ["random-1", "random-2"]
    assert all(0 <= s["low"] <= s["rate"] <= s["high"] <= 1 for s in seats)


def test_simulate_plays_four_heuristic_bots_by_default() -> None:
    result = run("simulate", "--games", "3", "--seed", "1", "--json", "--workers", "1")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [p["kind"] for p in data["players"]] == ["heuristic"] * 4
    assert set(data["wins"]) == {f"heuristic-{i}" for i in range(1, 5)}
    assert data["bot_params"] == {}


def test_simulate_bot_params_reach_the_worker_processes() -> None:
    """``--bot-param`` travels in the SimSpec: two worker processes play the same games as one, and the
    parameters change the games."""
    base = ["simulate", "--games", "4", "--seed", "5", "--json", "--max-rounds", "120"]
    params = ["--bot-param", "heuristic.reserve=900", "--bot-param", "heuristic.trades=false"]
    default = json.loads(run(*base, "--workers", "1").stdout)
    outputs = []
    for workers in ("1", "2"):
        result = run(*base, *params, "--workers", workers)
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        assert data["bot_params"] == {"heuristic": "reserve=900,trades=false"}
        for key in ("seconds", "games_per_second", "rolls_per_second", "workers"):
            data.pop(key)
        outputs.append(data)
    assert outputs[0] == outputs[1]
    assert (outputs[0]["rolls"], outputs[0]["wins"]) != (default["rolls"], default["wins"])


def test_simulate_json_does_not_depend_on_workers() -> None:
    outputs = []
    for workers in ("1", "2"):
        result = run(*SIX_GAMES, "--json", "--workers", workers)
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        for key in ("seconds", "games_per_second", "rolls_per_second", "workers"):
            data.pop(key)
        outputs.append(data)
    assert outputs[0] == outputs[1]


MEGA_GAMES = ["simulate", "--games", "6", "--edition", "mega", "--seed", "3", "--max-rounds", "300", "--json"]


def test_simulate_mega_reports_the_52_squares_and_does_not_depend_on_workers() -> None:
    outputs = []
    for workers in ("1", "2"):
        result = run(*MEGA_GAMES, "--workers", workers, "--players", "heuristic,heuristic,random")
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        for key in ("seconds", "games_per_second", "rolls_per_second", "workers"):
            data.pop(key)
        outputs.append(data)
    assert outputs[0] == outputs[1]
    data = outputs[0]
    assert data["edition"] == "mega" and data["games"] == 6
    assert list(data["landing"]) == [str(i) for i in range(52)] + ["jail"]
    assert sum(data["landing"].values()) == pytest.approx(1.0)
    assert list(data["rent_by_group"]) == ["brown", "light-blue", "pink", "orange", "red", "yellow", "green",
                                           "dark-blue", "railroad", "utility"]  # fmt: skip
    assert sum(data["rent_by_group"].values()) > 0


def test_simulate_classic_with_the_speed_die_option() -> None:
    result = run(*SIX_GAMES, "--json", "--option", "speed_die=true", "--edition", "classic-en")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["options"] == {"speed_die": "true"} and data["games"] == 6
    plain = json.loads(run(*SIX_GAMES, "--json", "--edition", "classic-en").stdout)
    assert data["rolls"] != plain["rolls"]


def test_simulate_refuses_the_speed_die_option_on_mega() -> None:
    result = run("simulate", "--games", "2", "--edition", "mega", "--option", "speed_die=true")
    assert result.exit_code == 2 and "speed die" in result.output


def test_simulate_prints_a_summary_and_writes_one_csv_row_per_game(tmp_path) -> None:
    out = tmp_path / "results.csv"
    result = run(*SIX_GAMES, "--players", "ann:simple,random", "--workers", "1", "--out", str(out))
    assert result.exit_code == 0, result.output
    for text in ("Win rate per seat", "ann", "random-1", "draws", "median rounds", "Rent collected", "Landing"):
        assert text in result.output
    assert f"6 games written to {out}" in result.output
    with out.open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 6
    assert [int(r["game"]) for r in rows] == list(range(6))
    assert set(rows[0]) >= {"game", "seed", "winner", "reason", "rounds", "rolls", "cash:ann", "cash:random-1"}
    assert all(r["winner"] in ("ann", "random-1", "draw") for r in rows)


def test_simulate_counts_draws_at_max_rounds() -> None:
    result = run("simulate", "--games", "4", "--players", "simple,simple", "--seed", "2", "--max-rounds", "2", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["draws"] == 4 and data["end_reasons"] == {"round-limit": 4}
    assert data["mean_rounds"] == 2 and data["wins"] == {"simple-1": 0, "simple-2": 0}


def test_simulate_writes_replayable_logs(tmp_path) -> None:
    logs = tmp_path / "logs"
    result = run(*SIX_GAMES, "--games", "3", "--workers", "2", "--logs", str(logs), "--json")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in logs.iterdir()) == [f"game-00000{i}.jsonl" for i in range(3)]
    replay = run("replay", str(logs / "game-000002.jsonl"))
    assert replay.exit_code == 0, replay.output


@pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="matplotlib is not installed")
def test_simulate_writes_plots(tmp_path) -> None:
    plots = tmp_path / "plots"
    result = run(*SIX_GAMES, "--workers", "1", "--plots", str(plots))
    assert result.exit_code == 0, result.output
    for name in ("win_rates.png", "game_length.png", "landing_heatmap.png"):
        data = (plots / name).read_bytes()
        assert data.startswith(b"\x89PNG") and len(data) > 5000


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "random"], "2 to 8 players"),
        (["--players", "random,robot"], "unknown agent"),
        (["--games", "0"], "--games"),
        (["--workers", "0"], "--workers"),
        (["--backend", "threads"], "--backend"),
        (["--ray-address", "auto"], "--ray-address needs --backend ray"),
        (["--option", "go_salary"], "KEY=VALUE"),
        (["--edition", "nowhere"], "no bundled edition"),
        (["--bot-param", "heuristic.grit=1"], "unknown heuristic parameter 'grit'"),
        (["--bot-param", "heuristic.horizon=-5"], "must not be negative"),
        (["--bot-param", "horizon=5"], "kind.key=value"),
        (["--players", "random,random", "--bot-param", "heuristic.reserve=5"], "which no player is"),
    ],
)
def test_simulate_refuses_bad_input(args: list[str], message: str) -> None:
    result = run("simulate", "--games", "2", "--seed", "1", *args)
    assert result.exit_code == 2, result.output
    assert message in result.output


def test_analyze_landing_json_has_the_exact_shape() -> None:
    result = run("analyze", "landing", "--edition", "classic-en", "--jail", "stay", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert list(data) == ["edition", "jail", "probabilities"]
    assert data["edition"] == "classic-en" and data["jail"] == "stay"
    assert list(data["probabilities"]) == [str(i) for i in range(40)] + ["jail"]
    assert sum(data["probabilities"].values()) == pytest.approx(1.0)
    assert data["probabilities"]["30"] == 0.0


def test_analyze_landing_table() -> None:
    result = run("analyze", "landing", "--edition", "classic-en", "--jail", "leave")
    assert result.exit_code == 0, result.output
    assert "Illinois Avenue" in result.output and "In jail" in result.output
    from monopoly_engine.analysis import landing_probabilities
    from monopoly_engine.editions import load_edition

    illinois = landing_probabilities(load_edition("classic-en"), "leave")["24"]
    assert f"{100 * illinois:.3f}%" in result.output


@pytest.mark.parametrize("jail", ["stay", "leave"])
def test_analyze_landing_mega_says_what_it_leaves_out(jail: str) -> None:
    result = run("analyze", "landing", "--edition", "mega", "--jail", jail, "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert list(data) == ["edition", "jail", "probabilities", "notes"]
    assert list(data["probabilities"]) == [str(i) for i in range(52)] + ["jail"]
    assert sum(data["probabilities"].values()) == pytest.approx(1.0)
    assert data["probabilities"]["39"] == 0.0
    assert any("Mr. Monopoly" in note for note in data["notes"])
    table = run("analyze", "landing", "--edition", "mega", "--jail", jail)
    assert table.exit_code == 0, table.output
    assert "Boardwalk" in table.output and "Not in the landing odds" in table.output
    assert "Mr. Monopoly" in table.output


def test_analyze_classic_speed_die_option() -> None:
    result = run("analyze", "landing", "--edition", "classic-en", "--option", "speed_die=true", "--format", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert len(data["probabilities"]) == 41 and "notes" in data
    rent = run("analyze", "rent", "--edition", "mega")
    assert rent.exit_code == 0, rent.output
    for text in ("skyscraper", "majority", "4-owned-depot", "Not in the landing odds"):
        assert text in rent.output


def test_analyze_rent_prints_every_level() -> None:
    result = run("analyze", "rent", "--edition", "classic-en")
    assert result.exit_code == 0, result.output
    for text in ("Boardwalk", "hotel", "4-houses", "set", "alone", "4-owned", "break-even"):
        assert text in result.output
    data = json.loads(run("analyze", "rent", "--edition", "classic-en", "--format", "json").stdout)
    assert len(data["rows"]) == 22 * 7 + 4 * 4 + 2 * 2


@pytest.mark.parametrize(
    "args", [["landing", "--jail", "sometimes"], ["rent", "--format", "xml"], ["landing", "--edition", "x"]]
)
def test_analyze_refuses_bad_input(args: list[str]) -> None:
    result = run("analyze", *args)
    assert result.exit_code == 2, result.output
    assert "error:" in result.output


def test_plots_without_matplotlib_say_how_to_install(monkeypatch, tmp_path) -> None:
    import builtins

    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ImportError("no matplotlib here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    out = tmp_path / "never.csv"
    result = run(*SIX_GAMES, "--plots", str(tmp_path / "plots"), "--out", str(out))
    assert result.exit_code == 2, result.output
    assert "pip install 'monopoly-engine[plots]'" in result.output
    assert not out.exists()  # refused before any game was played


@pytest.mark.parametrize(("size", "side"), [(40, 10), (52, 13)])
def test_the_heat_map_puts_the_board_on_a_ring_with_corners_at_the_corners(size: int, side: int) -> None:
    from monopoly_engine.sim.plots import board_cells

    cells = board_cells(size)
    assert len(set(cells)) == size
    assert all(row in (0, side) or col in (0, side) for row, col in cells)  # the outer ring only
    assert [cells[k * side] for k in range(4)] == [(side, side), (side, 0), (0, 0), (0, side)]
