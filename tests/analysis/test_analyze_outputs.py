"""``monopoly analyze landing|rent``: ``--format csv`` holds what the JSON holds; ``--plots DIR`` draws the chart."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app

runner = CliRunner()
PNG = b"\x89PNG\r\n\x1a\n"


def _invoke(*args: str):
    return runner.invoke(app, ["analyze", *args])


def test_landing_csv_has_every_square_with_the_json_probabilities() -> None:
    data = json.loads(_invoke("landing", "--edition", "classic-en", "--format", "json").stdout)
    result = _invoke("landing", "--edition", "classic-en", "--format", "csv")
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert len(rows) == 41
    assert {r["key"]: float(r["probability"]) for r in rows} == pytest.approx(data["probabilities"], abs=1e-12)
    jail = next(r for r in rows if r["key"] == "jail")
    assert jail["index"] == "" and rows.index(jail) == 11  # right after the jail square
    assert next(r for r in rows if r["name"] == "Illinois Avenue")["rank"] == "2"


def test_rent_csv_has_the_json_rows() -> None:
    data = json.loads(_invoke("rent", "--edition", "classic-en", "--format", "json").stdout)
    rows = list(csv.DictReader(io.StringIO(_invoke("rent", "--edition", "classic-en", "--format", "csv").stdout)))
    assert len(rows) == len(data["rows"])
    for row, expected in zip(rows, data["rows"], strict=True):
        assert row["id"] == expected["id"] and row["level"] == expected["level"]
        assert float(row["expected_rent"]) == pytest.approx(expected["expected_rent"])
        assert row["break_even_rolls"] == ("" if expected["break_even_rolls"] is None else row["break_even_rolls"])


@pytest.mark.parametrize(("kind", "file"), [("landing", "landing.png"), ("rent", "rent_payback.png")])
def test_plots_draw_the_chart_and_refuse_to_overwrite_it(tmp_path: Path, kind: str, file: str) -> None:
    pytest.importorskip("matplotlib")
    plots = tmp_path / "charts"
    result = _invoke(kind, "--edition", "mega", "--plots", str(plots))
    assert result.exit_code == 0, result.output
    assert f"Plot: {plots / file}" in result.output
    assert (plots / file).read_bytes().startswith(PNG)
    assert [p.name for p in plots.iterdir()] == [file]
    again = _invoke(kind, "--edition", "mega", "--plots", str(plots), "--format", "csv")
    assert again.exit_code == 2 and "already exists" in again.output and again.stdout == ""
    forced = _invoke(kind, "--edition", "mega", "--plots", str(plots), "--format", "csv", "--force")
    assert forced.exit_code == 0 and forced.stdout.startswith(("key,", "index,"))  # the plot's note on stderr


def test_plots_without_matplotlib_say_how_to_install(monkeypatch, tmp_path: Path) -> None:
    import builtins

    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ImportError("no matplotlib here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    result = _invoke("landing", "--plots", str(tmp_path / "charts"))
    assert result.exit_code == 2
    assert "pip install 'monopoly-engine[plots]'" in result.output
    assert not (tmp_path / "charts").exists()
