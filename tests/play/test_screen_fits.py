"""The screen drawn before a prompt fits the terminal: 80x24 shows the whole screen and the menu, and a
wide terminal's width goes to whole names on the board."""

from __future__ import annotations

import io
import re

import pytest
from rich.cells import cell_len
from rich.console import Console

from monopoly_engine.play import run_play

CLEAR = "\x1b[2J"
ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


@pytest.fixture(autouse=True)
def _saves_in_a_temporary_directory(tmp_path, monkeypatch) -> None:
    """Quitting saves the game in the current directory: keep those files out of the checkout."""
    monkeypatch.chdir(tmp_path)


class Screens:
    """A keyboard that answers the first choice and keeps each screen drawn (cleared) before a prompt."""

    def __init__(self, out: io.StringIO, limit: int = 250) -> None:
        self.out = out
        self.limit = limit
        self.seen = 0
        self.screens: list[str] = []

    def __call__(self, prompt: str) -> str:
        text = self.out.getvalue()
        fresh, self.seen = text[self.seen :], len(text)
        if CLEAR in fresh:
            self.screens.append(ESCAPE.sub("", fresh.rsplit(CLEAR, 1)[1]) + prompt)
        if len(self.screens) >= self.limit:
            return "quit"
        return "1" if prompt.rstrip().endswith("»") else ""


def screens(width: int, height: int, players: str, lang: str = "en", limit: int = 250, **options: object) -> list[str]:
    """The first ``limit`` screens of a seeded game (the person quits after them)."""
    out = io.StringIO()
    console = Console(file=out, width=width, height=height, force_terminal=True, color_system=None, highlight=False)
    keyboard = Screens(out, limit)
    run_play(console=console, read_line=keyboard, fast=True, seed=4, lang=lang, players=players, **options)
    assert keyboard.screens
    return keyboard.screens


@pytest.mark.parametrize(
    ("players", "options"),
    [
        ("Me:human,Bo:heuristic,Cy:heuristic,Di:heuristic", {}),
        ("Me:human,Bo:heuristic", {"edition": "mega"}),
        ("Me:human,Bo:heuristic,Cy:heuristic", {"edition": "cheaters-ru"}),
        ("Me:human,Bo:heuristic,Cy:heuristic", {"edition": "cheaters-ru", "lang": "ru"}),
        ("Me:human,Bo:heuristic,Cy:heuristic,Di:heuristic", {"edition": "classic-it", "lang": "it"}),
        ("Me:human,Bo:heuristic", {"edition": "classic-es", "lang": "es"}),
    ],
)
def test_every_screen_before_a_prompt_fits_80_by_24(players: str, options: dict) -> None:
    for screen in screens(80, 24, players, **options):
        lines = screen.rstrip("\n").split("\n")
        assert len(lines) <= 24, "\n".join(lines)
        assert max(cell_len(line) for line in lines) <= 80, screen


def test_a_tall_terminal_shows_the_board_and_a_small_one_does_not() -> None:
    # the first screen is the one these look at: the game stops after it
    tall = screens(100, 60, "Me:human,Bo:heuristic", limit=1)[0]
    small = screens(80, 24, "Me:human,Bo:heuristic", limit=1)[0]
    assert "Jail" in tall or "JUST" in tall.upper()
    assert "Mediterranean" not in small.split("Latest events")[0]
    top = small.split("Latest events")[0]  # the small screen still has the players and the latest events
    assert "Me (person)" in top and "Bo (bot: heuristic)" in top and "$1,500" in top
    four = screens(80, 24, "Me:human,Bo:heuristic,Cy:heuristic,Di:heuristic", limit=1)[0].split("Latest events")[0]
    assert all(f"{name} " in four for name in ("Me", "Bo", "Cy", "Di")) and "deeds: " in four  # one line each


def test_a_wide_terminal_shows_whole_names_on_the_board() -> None:
    wide = screens(240, 60, "Me:human,Bo:heuristic", limit=1)[0]
    narrow = screens(100, 60, "Me:human,Bo:heuristic", limit=1)[0]
    assert "Mediterranean" in wide and "Connecticut" in wide
    assert "Mediterranean" not in narrow.split("Player")[0]
