"""Progress where there is no terminal: a line every few seconds on standard error; ``--quiet`` silences it."""

from __future__ import annotations

import io

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.sim import run as sim_run
from monopoly_engine.sim.run import ProgressLines, progress_bar

ARGS = ["simulate", "-n", "6", "--players", "random,random", "--seed", "1", "--max-rounds", "60", "--workers", "1"]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_line_every_interval_with_the_rate_and_the_time_left() -> None:
    out, clock = io.StringIO(), Clock()
    report = ProgressLines(1000, out, 5.0, clock)
    for _ in range(99):
        clock.now += 0.04  # 25 games/s
        report(None)  # type: ignore[arg-type]
    assert out.getvalue() == ""  # 3.96 s: not yet
    clock.now += 1.04
    report(None)  # type: ignore[arg-type]
    assert out.getvalue() == "games 100/1000 (10.0%), 20.0 games/s, elapsed 0:00:05, eta 0:00:45\n"
    clock.now += 1.0
    report(None)  # type: ignore[arg-type]
    assert out.getvalue().count("\n") == 1  # the next line waits for the interval
    clock.now += 3600
    report.finish()
    assert out.getvalue().splitlines()[-1] == "games 101/1000 (10.1%), 0.0 games/s, elapsed 1:00:06, eta 8:54:57"


def test_a_short_run_prints_nothing_and_a_long_one_ends_with_a_done_line() -> None:
    out, clock = io.StringIO(), Clock()
    quick = ProgressLines(3, out, 5.0, clock)
    for _ in range(3):
        quick(None)  # type: ignore[arg-type]
    quick.finish()
    assert out.getvalue() == ""
    slow = ProgressLines(2, out, 5.0, clock)
    for _ in range(2):
        clock.now += 6
        slow(None)  # type: ignore[arg-type]
    slow.finish()
    assert out.getvalue().splitlines()[-1] == "games 2/2 (100.0%), 0.2 games/s, elapsed 0:00:12, done"


def test_the_bar_off_a_terminal_is_lines_and_disabled_is_silent() -> None:
    out = io.StringIO()
    with progress_bar(4, enabled=True, file=out, interval=0) as advance:
        for _ in range(4):
            advance(None)  # type: ignore[arg-type]
    lines = out.getvalue().splitlines()
    assert len(lines) == 5 and lines[0].startswith("games 1/4 (25.0%)") and lines[-1].endswith(", done")
    silent = io.StringIO()
    with progress_bar(4, enabled=False, file=silent, interval=0) as advance:
        advance(None)  # type: ignore[arg-type]
    assert silent.getvalue() == ""


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_the_commands_report_progress_on_standard_error_unless_quiet(monkeypatch, command: str) -> None:
    monkeypatch.setattr(sim_run, "PROGRESS_INTERVAL", 0.0)
    args = ARGS if command == "simulate" else ["tournament", "--bots", "random,buyer", "-n", "4", "--seed", "1"]
    loud = CliRunner().invoke(app, [*args, "--json"])
    assert loud.exit_code == 0, loud.output
    assert "games 1/" in loud.stderr and loud.stderr.splitlines()[-1].endswith(", done")
    quiet = CliRunner().invoke(app, [*args, "--json", "--quiet"])
    assert quiet.exit_code == 0, quiet.output
    assert "games " not in quiet.stderr
    assert quiet.stdout.startswith("{")
