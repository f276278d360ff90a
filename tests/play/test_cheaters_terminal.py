"""``monopoly play --edition cheaters-ru`` in a pseudo-terminal: a person cheats in secret and shouts «Афёра!»
against two bots that cheat and accuse too, then plays on to the end; the save replays with both actions."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_terminal import answer_until_over, finish, spawn

from monopoly_engine.core.actions import Accuse, Cheat
from monopoly_engine.game import load_log

pytest.importorskip("pexpect")

ARGS = [
    "--players", "Me:human,B1:heuristic,B2:heuristic", "--edition", "cheaters-ru", "--seed", "3", "--fast",
    "--max-rounds", "25", "--save", "game.jsonl",
]  # fmt: skip
PROMPT = "Me » "


def test_a_cheat_and_an_accusation_at_the_terminal(tmp_path: Path) -> None:
    child = spawn([*ARGS, "--lang", "en"], tmp_path)
    child.expect("Cheat \\(secret\\)")
    child.expect(PROMPT)
    child.sendline("cheat")  # the secret menu, by its word
    child.expect("only you see this")
    child.expect(PROMPT)
    child.sendline("1")  # the first cheat it offers
    child.expect("Secret to Me: Me secretly cheated")  # on this seat's own screen
    child.expect(PROMPT)
    child.sendline("accuse")
    child.expect("whom do you accuse")
    child.expect(PROMPT)
    child.sendline("1")  # B1 ...
    child.expect("Which cheat did B1 make")
    child.expect(PROMPT)
    child.sendline("1")  # ... of the first face-up card
    child.expect("Me shouted “Афёра!” at B1")
    child.expect("(Right|Wrong): B1 did")
    answer_until_over(child, "en")
    assert finish(child) == 0
    recorded = load_log(tmp_path / "game.jsonl")  # the save replays, cheats and accusations included
    actions = [action for action, _ in recorded.history]
    assert any(type(a) is Cheat and a.player == 0 for a in actions)
    assert any(type(a) is Accuse and a.player == 0 and a.accused == 1 for a in actions)
    assert any(type(a) in (Cheat, Accuse) and a.player != 0 for a in actions)  # the bots took part


def test_the_terminal_game_speaks_russian_with_the_secret_menus(tmp_path: Path) -> None:
    child = spawn([*ARGS, "--lang", "ru"], tmp_path)
    child.expect("Афёра \\(тайно\\)")
    child.expect("Крикнуть «Афёра!»")
    child.expect(PROMPT)
    child.sendline("афёра")
    child.expect("тайная афёра: это видите только вы")
    child.expect(PROMPT)
    child.sendline("помощь")
    child.expect("Правила \\(Монополия: Большая Афёра")  # the book's own words under the explanation
    child.expect(PROMPT)
    child.sendline("выход")
    assert finish(child) == 0
