"""``monopoly watch --delay SECONDS --board``: the game paced action by action, the board drawn before each turn."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from typer.testing import CliRunner

from monopoly_engine.cli import app, watch_game


def watched(monkeypatch: pytest.MonkeyPatch, **kwargs: object) -> tuple[list[str], list[float], int]:
    naps: list[float] = []
    monkeypatch.setattr(watch_game.time, "sleep", naps.append)
    recorded, agents = watch_game.setup("classic-en", 5, 2, [], {})
    lines: list[str] = []
    watch_game.watch(recorded, agents, 3, lines.append, **kwargs)
    actions = len(recorded.history)
    return lines, naps, actions


def test_delay_waits_after_every_action(monkeypatch: pytest.MonkeyPatch) -> None:
    _, naps, actions = watched(monkeypatch, delay=0.25)
    assert naps == [0.25] * actions
    _, naps, _ = watched(monkeypatch)
    assert naps == []


def test_board_is_drawn_before_each_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    board = Console(file=out, width=100, color_system=None)
    lines, _, _ = watched(monkeypatch, board=board)
    turns = sum(1 for line in lines if line.endswith("'s turn."))
    drawn = out.getvalue()
    assert turns > 2
    assert drawn.count("Classic (US)  ·  round") == turns
    assert "Boardw" in drawn and "Alice" in drawn


@pytest.mark.parametrize("delay", ["-1", "nan", "61"])
def test_a_delay_out_of_range_is_refused(delay: str) -> None:
    result = CliRunner().invoke(app, ["watch", "--seed", "1", "--delay", delay])
    assert result.exit_code == 2
    assert "--delay must be from 0 to 60 seconds" in result.output


def test_watch_with_board_and_delay_from_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(watch_game.time, "sleep", lambda seconds: None)
    result = CliRunner().invoke(
        app,
        [
            "watch",
            "--seed",
            "1",
            "--players",
            "2",
            "-e",
            "classic-en",
            "--max-rounds",
            "2",
            "--board",
            "--delay",
            "0.5",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "round 1" in result.output and "Bob's turn." in result.output
