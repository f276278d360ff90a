"""Every help text of the ``monopoly`` command reaches the screen whole: no word swallowed as markup (Rich markup took
"[web]" in "needs the [web] extra" for a style), and shell completion is on."""

from __future__ import annotations

import re
from typing import Any

import pytest
import typer
import typer.completion
import typer.rich_utils
from typer.testing import CliRunner

from monopoly_engine.cli import app

BOX = re.compile(r"[│╭╮╰╯─┃]")


def _commands(command: Any, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    """Every command under ``command`` (Typer's own command classes, which are not click's in every version)."""
    found = [(path, command)]
    for name, sub in getattr(command, "commands", {}).items():
        found.extend(_commands(sub, (*path, name)))
    return found


COMMANDS = _commands(typer.main.get_command(app))


def _flat(text: str) -> str:
    return " ".join(BOX.sub(" ", text).split())


@pytest.mark.parametrize(("path", "command"), COMMANDS, ids=[" ".join(p) or "monopoly" for p, _ in COMMANDS])
def test_every_help_text_keeps_every_word(monkeypatch, path: tuple[str, ...], command: Any) -> None:
    monkeypatch.setattr(typer.rich_utils, "MAX_WIDTH", 1000)  # no word cut by the wrapping
    result = CliRunner().invoke(app, [*path, "--help"], terminal_width=1000)
    assert result.exit_code == 0, result.output
    shown = _flat(result.output)
    shown_params = [p for p in command.params if getattr(p, "help", None) and not getattr(p, "hidden", False)]
    texts = [command.help or ""] + [p.help for p in shown_params]
    assert len(texts) > 1 or not command.params
    missing = [word for text in texts for word in text.split() if word not in shown]
    assert not missing, f"monopoly {' '.join(path)} --help lost {missing}"


def test_the_bracketed_words_are_there() -> None:
    assert "(needs the [web] extra)" in _flat(CliRunner().invoke(app, ["serve", "--help"]).output)
    simulate = _flat(CliRunner().invoke(app, ["simulate", "--help"], terminal_width=1000).output)
    assert "[NAME:]MODULE:CLASS[:KEY=VALUE]" in simulate


def test_shell_completion_is_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    shown = CliRunner().invoke(app, ["--help"]).output
    assert "--install-completion" in shown and "--show-completion" in shown
    # Typer finds the user's shell among the process's parents (shellingham), which a test worker's may not show:
    # the shell is given, so the script is the one a bash user gets.
    monkeypatch.setattr(typer.completion, "_get_shell_name", lambda: "bash")
    script = CliRunner().invoke(app, ["--show-completion"])
    assert script.exit_code == 0 and "complete" in script.output
