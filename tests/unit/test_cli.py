"""The command line (``monopoly_engine.cli``), driven through Typer's test runner."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, list(args))


def test_editions_lists_the_bundled_editions() -> None:
    result = run("editions")
    assert result.exit_code == 0, result.output
    lines = result.output.strip().splitlines()
    assert [line.split()[0] for line in lines[1:]] == ["cheaters-ru", "classic-en", "classic-es", "classic-it", "mega"]
    assert "Classico (Italia 2014)" in result.output


def test_board_shows_the_editions_streets() -> None:
    result = run("board", "--edition", "classic-it")
    assert result.exit_code == 0, result.output
    assert "Vicolo Corto" in result.output and "Parco della Vittoria" in result.output
    assert "2 / 10 / 30 / 90 / 160 / 250" in result.output


def test_watch_plays_a_game_to_the_end() -> None:
    result = run("watch", "--edition", "classic-it", "--seed", "1", "--max-rounds", "200")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any(line.startswith("Anna rolled ") for line in lines)
    assert any(" moved from " in line for line in lines)
    *play, blank, outcome = lines[:-4]
    standing = lines[-4:]
    assert blank == ""
    assert play[-1] in ("The game ended in a draw at the round limit.",) or play[-1].endswith(" won the game!")
    assert outcome == "Draw after 200 rounds: the round limit was reached." or " won after " in outcome
    for name, line in zip(("Anna", "Bruno", "Carla", "Dario"), standing, strict=True):
        assert line.startswith(f"  {name} ") and (" cash, " in line or line.endswith("bankrupt"))


def test_watch_plays_four_heuristic_bots_by_default_as_the_docs_show() -> None:
    """docs/playing.md's example, ``monopoly watch --edition classic-it --seed 1``: four heuristic bots, the first
    lines exactly as the page quotes them, and a winner at the end."""
    result = run("watch", "--edition", "classic-it", "--seed", "1")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    page = (Path(__file__).resolve().parents[2] / "docs" / "playing.md").read_text(encoding="utf-8")
    excerpt = page.split("It begins:\n\n```\n", 1)[1].split("\n```", 1)[0].splitlines()
    assert excerpt[0] == (
        "Classic (Italy 2014) (classic-it), seed 1: "
        "Anna (heuristic), Bruno (heuristic), Carla (heuristic), Dario (heuristic)"
    )
    assert lines[: len(excerpt)] == excerpt
    assert " won after " in lines[-5]


def test_watch_bot_params_reach_the_bots() -> None:
    base = ("watch", "--edition", "classic-en", "--seed", "3", "--max-rounds", "40")
    default = run(*base)
    cautious = run(*base, "--bot-param", "heuristic.reserve=1200", "--bot-param", "heuristic.raise-to-buy=no")
    same = run(*base, "--bot-param", "heuristic.reserve=100")  # the default value
    assert default.exit_code == cautious.exit_code == same.exit_code == 0, cautious.output
    assert cautious.output != default.output
    assert same.output == default.output


def test_watch_is_reproducible() -> None:
    args = ("watch", "--edition", "classic-en", "--seed", "7", "--max-rounds", "60", "--agents", "simple,random,simple")
    first, second = run(*args), run(*args)
    assert first.exit_code == 0, first.output
    assert first.output == second.output
    assert "Alice (simple), Bob (random), Carol (simple)" in first.output


def test_the_log_of_a_watched_game_replays(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    watched = run("watch", "--seed", "19", "--players", "2", "--max-rounds", "300", "--log", str(log))
    assert watched.exit_code == 0, watched.output
    assert log.exists()
    result = run("replay", str(log))
    assert result.exit_code == 0, result.output
    assert "Edition: classic-it" in result.output and "Players: Anna, Bruno" in result.output
    actions = len(log.read_text(encoding="utf-8").splitlines()) - 1
    assert f"Actions: {actions};" in result.output
    # The replayed result is the watched one (a draw at the limit would replay as a game in progress).
    watched_result = next(line for line in watched.output.splitlines() if " won after " in line)
    assert watched_result in result.output.splitlines()


def _tamper_with_a_roll(log: Path) -> int:
    """Change one die of a roll that moved a token; return the line number changed (from 1)."""
    lines = log.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines[1:], start=2):
        entry = json.loads(line)
        kinds = [e["kind"] for e in entry["events"]]
        if kinds[:2] == ["dice-rolled", "moved"]:
            dice = entry["events"][0]["dice"]
            dice[0] = dice[0] % 6 + 1
            lines[number - 1] = json.dumps(entry)
            log.write_text("\n".join(lines) + "\n", encoding="utf-8")
            return number
    raise AssertionError("no roll in the log")


def test_a_tampered_log_is_refused_with_its_line(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    assert run("watch", "--seed", "3", "--max-rounds", "20", "--log", str(log)).exit_code == 0
    number = _tamper_with_a_roll(log)
    result = run("replay", str(log))
    assert result.exit_code == 1
    assert f"error: {log}:{number}: " in result.output
    assert "Traceback" not in result.output


def test_a_missing_log_is_an_error(tmp_path: Path) -> None:
    result = run("replay", str(tmp_path / "nothing.jsonl"))
    assert result.exit_code == 1 and "error: " in result.output


@pytest.mark.parametrize(
    "args",
    [
        ("watch", "--edition", "monopoly-of-atlantis"),
        ("board", "--edition", "monopoly-of-atlantis"),
        ("watch", "--option", "no_such_rule=1"),
        ("watch", "--option", "go_salary"),
        ("watch", "--option", "go_salary=lots"),
        ("watch", "--players", "9"),
        ("watch", "--players", "3", "--agents", "simple,simple"),
        ("watch", "--agents", "simple,grandmaster"),
        ("watch", "--bot-param", "heuristic.grit=1"),
        ("watch", "--bot-param", "heuristic.reserve=lots"),
        ("watch", "--bot-param", "reserve=200"),
        ("watch", "--bot-param", "wizard.reserve=200"),
        ("watch", "--agents", "random,random", "--bot-param", "heuristic.reserve=200"),
        ("watch", "--agents", "random,random", "--bot-param", "random.reserve=200"),
    ],
)
def test_bad_input_is_one_error_line_and_exit_2(args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and result.output.count("\n") == 1
    assert "Traceback" not in result.output


def test_watch_applies_rule_options() -> None:
    result = run("watch", "--seed", "1", "--max-rounds", "10", "--option", "go_salary=400")
    assert result.exit_code == 0, result.output
    assert "and collected €400." in result.output
    assert "and collected €200." not in result.output


def test_scenario_run_hands_over_to_the_scenario_runner(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []

    def run_cli(paths: list[str]) -> int:
        seen.append(paths)
        return 1

    monkeypatch.setitem(sys.modules, "monopoly_engine.scenario", types.SimpleNamespace(run_cli=run_cli))
    result = run("scenario", "run", "a.yaml", "b.yaml")
    assert result.exit_code == 1
    assert seen == [["a.yaml", "b.yaml"]]
