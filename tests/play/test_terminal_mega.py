"""``monopoly play --edition mega`` in a pseudo-terminal: a person against a bot through the Mega decisions.

The person takes the first choice offered, except that as soon as they hold a bus ticket they use it (the
turn menu's "Use a bus ticket" line, then the first square of the side); the game runs to its round limit and
the saved log must replay. A second game asks for help in Italian and reads the Mega book's own words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

from test_terminal import spawn  # the sibling module: pytest puts this directory on the path

from monopoly_engine.core import events as ev
from monopoly_engine.game import load_log

GAME_OVER = {"en": "Game over", "it": "Partita finita"}
PROMPT = "Me » "
MEGA = ["--edition", "mega", "--fast", "--players", "Me:human,B1:heuristic"]
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
TICKET_LINE = re.compile(r"(\d+)\. Use a bus ticket \(you hold (\d+)\)")


def finish(child: pexpect.spawn) -> int:
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


def test_a_mega_game_uses_a_bus_ticket_at_the_terminal(tmp_path: Path) -> None:
    child = spawn([*MEGA, "--lang", "en", "--seed", "4", "--max-rounds", "25", "--save", "game.jsonl"], tmp_path)
    rode = False
    answers = 0
    while True:
        index = child.expect([GAME_OVER["en"], PROMPT])
        if index == 0:
            break
        screen = ANSI.sub("", child.before)
        ticket = TICKET_LINE.search(screen)
        if ticket and not rode:
            child.sendline(ticket.group(1))
            child.expect("ride clockwise to any square of this side of the board")
            child.expect(PROMPT)
            assert re.search(r"1\. Ride to .+ \(\d+\)", ANSI.sub("", child.before))
            child.sendline("1")
            child.expect("used a bus ticket and rode from")
            rode = True
        else:
            child.sendline("1")
        answers += 1
        assert answers < 3000, "the game did not end"
    assert finish(child) == 0
    assert rode, "the person never held a bus ticket"
    recorded = load_log(tmp_path / "game.jsonl")  # the save replays, ticket and all
    seen = {type(e) for _, events in recorded.history for e in events}
    assert ev.BusTicketUsed in seen and ev.BusTicketDrawn in seen


def test_mega_help_quotes_the_italian_mega_book(tmp_path: Path) -> None:
    child = spawn([*MEGA, "--lang", "it", "--seed", "1", "--max-rounds", "5"], tmp_path)
    child.expect("Me » ")
    child.sendline("aiuto")
    child.expect("per 2–4 giocatori")  # the project's help: 2-4 players recommended
    child.expect(re.escape("Monopoly Mega — Regole (Italia)"))
    child.expect("Monopoly Mega è una variante di Monopoly per 2-4 giocatori")
    child.expect("Me » ")
    child.sendline("esci")
    child.expect(r"monopoly play --resume (\S+\.jsonl)")
    assert finish(child) == 0
