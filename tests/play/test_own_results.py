"""A person's own actions' results are on the screen they look at next: an accusation shouted in the Cheaters
game and its verdict, however many bot moves came after it; and the round the screen counts."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from monopoly_engine.play import run_play

CLEAR = "\x1b[2J"
ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
VERDICT = re.compile(r"(Right|Wrong): \w+ did (not )?cheat with")


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)


class Terminal:
    """The first choice at every prompt; what the terminal shows at each prompt: the lines since it was last
    cleared (the screen and what was printed under it)."""

    def __init__(self, out: io.StringIO, limit: int = 600) -> None:
        self.out = out
        self.limit = limit
        self.shown: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.shown.append(ESCAPE.sub("", self.out.getvalue().rsplit(CLEAR, 1)[-1]) + prompt)
        if len(self.shown) >= self.limit:
            return "quit"
        return "1" if prompt.rstrip().endswith("»") else ""


def run(**options: object) -> list[str]:
    out = io.StringIO()
    console = Console(file=out, width=80, height=24, force_terminal=True, color_system=None, highlight=False)
    terminal = Terminal(out)
    run_play(console=console, read_line=terminal, fast=True, lang="en", **options)
    return terminal.shown


def test_an_accusation_and_its_verdict_are_on_the_accusers_next_screen() -> None:
    checked = 0
    for seed in (1, 2):  # three accusations between them
        shown = run(players="Me:human,Bo:heuristic,Cy:heuristic", edition="cheaters-ru", seed=seed)
        for k, screen in enumerate(shown[:-1]):
            if screen.rfind("Which cheat did") <= screen.rfind("whom do you accuse?"):
                continue  # the card is picked at this prompt: the accusation is sent
            following = shown[k + 1]
            assert "shouted “Афёра!”" in following and VERDICT.search(following), following
            checked += 1
    assert checked


def test_the_first_turn_is_in_round_1_whoever_starts() -> None:
    shown = run(players="Me:human,Bo:heuristic,Cy:heuristic", seed=3, max_rounds=3)  # Cy wins the roll-off
    assert "Cy bought St. Charles Place" in shown[0]
    assert "round 1 " in shown[0]
    rounds = [int(m.group(1)) for screen in shown for m in [re.search(r"round (\d+) ", screen)] if m]
    assert rounds == sorted(rounds) and rounds[-1] <= 3
