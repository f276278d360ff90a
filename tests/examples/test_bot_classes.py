"""Seats take a bot from any importable class (``MODULE:CLASS``) in ``simulate``, ``watch`` and ``play``; the
process-pool workers import it from the spec's import path; a missing module or class, a class that is not a
bot and a bad parameter are refused with a clear error."""

from __future__ import annotations

import itertools
import json
import sys
import textwrap
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from monopoly_engine.agents import make_agent, seat_specs, split_kind
from monopoly_engine.cli import app
from monopoly_engine.play import run_play
from monopoly_engine.sim import make_spec

REPO = Path(__file__).resolve().parents[2]
CAUTIOUS = "examples.cautious_bot:CautiousBot"
runner = CliRunner()
MODULES = itertools.count()

BOTS_MODULE = """
import random

class Good:
    name = "good"

    def __init__(self, reserve: int = 0, share: float = 0.5, bold: bool = False, motto: str = "") -> None:
        self.reserve, self.share, self.bold, self.motto = reserve, share, bold, motto

    def decide(self, view, actions, rng):
        return actions[0] if actions else view.raising_actions()[0]

class NoDecide:
    name = "none"

class ShortDecide:
    name = "short"

    def decide(self, view):
        return None

class Nameless:
    def decide(self, view, actions, rng):
        return actions[0]

not_a_class = 3
"""


@pytest.fixture
def in_repo(monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(REPO)
    monkeypatch.setattr(sys, "path", list(sys.path))  # what the loader adds is undone
    return REPO


@pytest.fixture
def bots_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    name = f"handwritten_bots_{next(MODULES)}"  # a new module each time: nothing cached from another test
    (tmp_path / f"{name}.py").write_text(textwrap.dedent(BOTS_MODULE), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    return name


def test_seats_name_classes_beside_kinds() -> None:
    assert seat_specs(f"{CAUTIOUS},Mine:{CAUTIOUS}:reserve=300,anna:random,mod:Cls:a=1;b=2") == [
        (None, CAUTIOUS, ""),
        ("Mine", CAUTIOUS, "reserve=300"),
        ("anna", "random", ""),
        (None, "mod:Cls", "a=1,b=2"),
    ]
    with pytest.raises(ValueError, match="NAME:MODULE:CLASS"):
        seat_specs("a:b:c:d")
    assert split_kind(f"{CAUTIOUS}:reserve=300") == (CAUTIOUS, "reserve=300")
    assert split_kind("heuristic:boldness=1") == ("heuristic", "boldness=1")


def test_parameters_are_converted_by_their_annotations(bots_module: str) -> None:
    bot = make_agent(f"{bots_module}:Good", "reserve=300,share=0.25,bold=yes,motto=slow")
    assert (bot.reserve, bot.share, bot.bold, bot.motto) == (300, 0.25, True, "slow")
    with pytest.raises(ValueError, match=r"no parameter 'grit' \(its parameters: reserve, share, bold, motto\)"):
        make_agent(f"{bots_module}:Good", "grit=1")
    with pytest.raises(ValueError, match="'bold' wants a bool"):
        make_agent(f"{bots_module}:Good", "bold=maybe")


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("no_such_module_here:Bot", "no module named 'no_such_module_here'"),
        ("{m}:Missing", "has no 'Missing'"),
        ("{m}:not_a_class", "is a int, not a class"),
        ("{m}:NoDecide", "has no decide"),
        ("{m}:ShortDecide", "does not take"),
        ("{m}:Nameless", "have no name"),
    ],
)
def test_a_class_that_is_not_a_bot_is_refused(bots_module: str, kind: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_agent(kind.format(m=bots_module))
    result = runner.invoke(app, ["simulate", "--players", f"{kind.format(m=bots_module)},random", "-n", "1"])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def _simulate(players: str, *extra: str) -> dict:
    args = ["simulate", "--players", players, "-n", "6", "--seed", "11", "--max-rounds", "150",
            "--edition", "classic-en", "--json", *extra]  # fmt: skip
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_simulate_plays_the_example_bot_serially_and_on_two_workers(in_repo: Path) -> None:
    players = f"Careful:{CAUTIOUS}:reserve=300,{CAUTIOUS},random"
    serial = _simulate(players, "--backend", "serial")
    pooled = _simulate(players, "--workers", "2", "--chunk-size", "2")
    timing = ("backend", "workers", "seconds", "games_per_second", "rolls_per_second")
    assert {k: v for k, v in serial.items() if k not in timing} == {k: v for k, v in pooled.items() if k not in timing}
    assert pooled["workers"] == 2
    seats = serial["players"]
    assert [p["name"] for p in seats] == ["Careful", "CautiousBot-1", "random-1"]
    assert [p["kind"] for p in seats] == [CAUTIOUS] * 2 + ["random"]
    assert [p["params"] for p in seats] == ["reserve=300", "", ""]
    assert sum(serial["wins"].values()) + serial["draws"] == 6


def test_workers_import_the_class_from_the_specs_path(in_repo: Path, tmp_path: Path, monkeypatch) -> None:
    spec = make_spec("classic-en", f"{CAUTIOUS},random", seed=3, max_rounds=20)
    assert spec.import_path == (str(REPO),)
    monkeypatch.chdir(tmp_path)  # a worker elsewhere, whose path has not got the checkout
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(REPO))])
    for name in [m for m in sys.modules if m == "examples" or m.startswith("examples.")]:
        monkeypatch.delitem(sys.modules, name)
    assert [a.name for a in spec.make_agents()] == ["cautious", "random"]


def test_watch_plays_the_example_bot(in_repo: Path) -> None:
    args = ["watch", "--edition", "classic-en", "--seed", "4", "--max-rounds", "40", "--agents"]
    result = runner.invoke(app, [*args, f"{CAUTIOUS}:reserve=100,random"])
    assert result.exit_code == 0, result.output
    assert "(cautious)" in result.output.splitlines()[0]
    again = runner.invoke(app, [*args, f"{CAUTIOUS}:reserve=900,random"])
    assert again.output != result.output  # the parameter reached the bot
    missing = runner.invoke(app, [*args, "examples.cautious_bot:Careless,random"])
    assert missing.exit_code == 2 and "has no 'Careless'" in missing.output


def test_play_seats_the_example_bot_beside_a_person(in_repo: Path) -> None:
    prompts: list[str] = []

    def keyboard(prompt: str) -> str:
        prompts.append(prompt)
        assert len(prompts) < 3000, "the game did not end"
        return "1" if prompt.rstrip().endswith("»") else ""

    out = Console(file=__import__("io").StringIO(), width=120, force_terminal=False)
    code = run_play(players=f"Me:human,Careful:{CAUTIOUS}:reserve=100", lang="en", seed=2, max_rounds=30,
                    options=["starting_cash=300"], fast=True, console=out, read_line=keyboard)  # fmt: skip
    text = out.file.getvalue()
    assert code == 0, text
    assert "Careful" in text and "Game over" in text


def test_play_refuses_a_missing_class(in_repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = run_play(players="Me:human,X:examples.cautious_bot:Nope", lang="en", fast=True, read_line=lambda p: "")
    assert code == 2
    assert "has no 'Nope'" in capsys.readouterr().err
