"""``monopoly play`` in a pseudo-terminal, played as a person would: read the screen, answer the menus.

Each game is one person against a heuristic bot on a small table (a low starting cash and a round cap keep it
short); the person always takes the first choice offered, through every kind of decision the game brings
(buying, auctions, raising money, mortgages, bankruptcy), until the end-of-game summary.
"""

from __future__ import annotations

import os
import re
import signal
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from monopoly_engine.game import load_log

GAME_OVER = {"en": "Game over", "it": "Partita finita", "es": "Fin de la partida", "ru": "Игра окончена"}
QUICK = ["--seed", "1", "--fast", "--max-rounds", "40", "--option", "starting_cash=300"]
PROMPT = "Me » "


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def spawn(args: list[str], cwd: Path, **environ: str) -> pexpect.spawn:
    env = dict(os.environ, PYTHONIOENCODING="utf-8", TERM="xterm-256color", PYTHONUNBUFFERED="1")
    for name in ("COLUMNS", "LINES", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        env.pop(name, None)
    env.update(environ)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "monopoly_engine", "play", *args],
        cwd=str(cwd),
        env=env,
        encoding="utf-8",
        dimensions=(50, 140),
        timeout=120,  # generous: a loaded CI machine must not fail a correct game
        # Ctrl-C reaches the game as a terminal's person sends it, however the test run was started: a runner
        # started in the background by a non-interactive shell ignores SIGINT, and an ignored signal stays
        # ignored in the processes it starts (the game, rightly, does not undo that).
        preexec_fn=_default_sigint,
    )
    child.delaybeforesend = None  # a person types slower, but the program must not care
    return child


def answer_until_over(child: pexpect.spawn, lang: str, limit: int = 3000, prompt: str = PROMPT) -> int:
    """Answer every question with the first choice until the game-over summary; the number of answers."""
    answers = 0
    while True:
        index = child.expect([GAME_OVER[lang], prompt])
        if index == 0:
            return answers
        child.sendline("1")
        answers += 1
        assert answers < limit, "the game did not end"


def finish(child: pexpect.spawn) -> int:
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


# The same game in each language is played in process by test_session.py's whole-game test; through a real
# terminal the default run plays English and Russian (Cyrillic through the pty), the slow run all four.
@pytest.mark.parametrize(
    "lang", ["en", pytest.param("it", marks=pytest.mark.slow), pytest.param("es", marks=pytest.mark.slow), "ru"]
)
def test_a_whole_game_in_a_terminal(lang: str, tmp_path: Path) -> None:
    child = spawn(["--players", "Me:human,B1:heuristic", "--lang", lang, "--save", "game.jsonl", *QUICK], tmp_path)
    answers = answer_until_over(child, lang)
    assert answers > 20
    assert finish(child) == 0
    recorded = load_log(tmp_path / "game.jsonl")  # the save is the game's replayable log
    assert recorded.game.is_over


def test_bad_input_is_explained_and_the_question_asked_again(tmp_path: Path) -> None:
    child = spawn(["--players", "Me:human,B1:heuristic", "--lang", "en", *QUICK], tmp_path)
    child.expect(PROMPT)
    child.sendline("42")
    child.expect("“42” is not on the menu")
    child.expect(PROMPT)
    child.sendline("help")
    child.expect("Help")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(r"monopoly play --resume (\S+\.jsonl)")
    assert finish(child) == 0


def test_ctrl_c_saves_and_the_game_resumes(tmp_path: Path) -> None:
    child = spawn(["--players", "Me:human,B1:heuristic", "--lang", "it", *QUICK], tmp_path)
    for _ in range(8):
        child.expect(PROMPT)
        child.sendline("1")
    child.expect(PROMPT)
    child.sendintr()
    child.expect("Interrotta: la partita è salvata.")
    child.expect(r"Per riprenderla: monopoly play --resume (\S+\.jsonl)")
    saved = child.match.group(1)
    assert re.fullmatch(r"monopoly-save-\d{8}-\d{6}\.jsonl", saved)
    assert finish(child) == 130
    played = len(load_log(tmp_path / saved).history)
    assert played > 8

    child = spawn(["--resume", saved, "--fast"], tmp_path)
    child.expect(f"Ripresa {re.escape(saved)} dopo {played} azioni")
    answer_until_over(child, "it")
    assert finish(child) == 0
    assert len(load_log(tmp_path / saved).history) > played


def test_by_default_one_person_plays_three_bots_in_the_users_language(tmp_path: Path) -> None:
    child = spawn(["--seed", "2", "--fast", "--max-rounds", "300"], tmp_path, LANG="it_IT.UTF-8")
    child.expect("Classico \\(Italia 2014\\)")
    answer_until_over(child, "it", prompt="Anna » ")
    child.expect(r"([A-Z][a-z]+) vince dopo \d+ giri!")
    assert child.match.group(1) in ("Anna", "Bruno", "Carla", "Dario")
    assert finish(child) == 0
