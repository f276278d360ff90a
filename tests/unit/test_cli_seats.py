"""A seat's own bot parameters are written the same way in every command: after its kind, separated by
``;`` (``monopoly play``'s spelling, where commas separate seats) or by ``,`` (an item ``key=value`` goes on
with the seat before it). One parser (``monopoly_engine.agents.seat_items``) serves ``simulate``, ``watch`` and
``play``."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from monopoly_engine.agents import seat_items, seat_specs
from monopoly_engine.cli import app
from monopoly_engine.i18n import Translator
from monopoly_engine.play.cli import PlayError, parse_players

runner = CliRunner()
SEMICOLONS = "bold:heuristic:boldness=0.9;vigilance=0.2,heuristic:boldness=0;vigilance=1,random"
COMMAS = "bold:heuristic:boldness=0.9,vigilance=0.2,heuristic:boldness=0,vigilance=1,random"


def test_both_spellings_are_the_same_seats() -> None:
    expected = [
        ("bold:heuristic", "boldness=0.9,vigilance=0.2"),
        ("heuristic", "boldness=0,vigilance=1"),
        ("random", ""),
    ]
    assert seat_items(SEMICOLONS) == seat_items(COMMAS) == expected
    assert seat_specs(SEMICOLONS) == [
        ("bold", "heuristic", "boldness=0.9,vigilance=0.2"),
        (None, "heuristic", "boldness=0,vigilance=1"),
        (None, "random", ""),
    ]
    assert seat_items("heuristic:boldness=1;vigilance=0,reserve=100") == [
        ("heuristic", "boldness=1,vigilance=0,reserve=100")
    ]


@pytest.mark.parametrize("text", ["boldness=1,heuristic", "heuristic,,random", "heuristic:boldness=1;;vigilance=0"])
def test_malformed_seats_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        seat_items(text)


def test_play_takes_both_spellings() -> None:
    tr = Translator("en")
    semicolons = parse_players("Anna,Boris:heuristic:boldness=1;vigilance=0,random", "en", tr)
    commas = parse_players("Anna,Boris:heuristic:boldness=1,vigilance=0,random", "en", tr)
    assert semicolons == commas
    assert semicolons[:2] == [("Anna", "human"), ("Boris", "heuristic:boldness=1;vigilance=0")]
    assert semicolons[2][1] == "random"
    for bad in ("Anna:human:boldness=1", "Anna:boldness=1", "boldness=1,Anna", "Anna:heuristic:grit=1"):
        with pytest.raises(PlayError):
            parse_players(bad, "en", tr)


def test_watch_takes_both_spellings() -> None:
    base = ["watch", "--edition", "cheaters-ru", "--seed", "4", "--max-rounds", "15", "--agents"]
    semicolons = runner.invoke(app, [*base, "heuristic:boldness=1;vigilance=0,heuristic:boldness=0;vigilance=1"])
    commas = runner.invoke(app, [*base, "heuristic:boldness=1,vigilance=0,heuristic:boldness=0,vigilance=1"])
    assert semicolons.exit_code == 0, semicolons.output
    assert semicolons.output == commas.output
    assert "secretly cheated" in semicolons.output
    defaults = runner.invoke(app, [*base, "heuristic,heuristic"])
    assert defaults.output != semicolons.output  # the parameters were taken, not dropped


def test_simulate_takes_both_spellings() -> None:
    def simulate(players: str) -> dict:
        args = ["simulate", "--edition", "cheaters-ru", "--players", players, "-n", "2", "--seed", "5",
                "--max-rounds", "20", "--backend", "serial", "--json"]  # fmt: skip
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        return json.loads(result.output)

    semicolons, commas = simulate(SEMICOLONS), simulate(COMMAS)
    assert semicolons["players"] == commas["players"]
    assert [p["params"] for p in semicolons["players"]] == ["boldness=0.9,vigilance=0.2", "boldness=0,vigilance=1", ""]
