"""``monopoly play`` and ``monopoly watch`` drive games through one runner: the bots' rent claims, cheats and
accusations come out the same whether a terminal session or ``watch`` plays them."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console
from test_session import Script

from monopoly_engine.agents import make_agent
from monopoly_engine.cli.watch_game import watch
from monopoly_engine.core.actions import ClaimRent
from monopoly_engine.core.events import RentForfeited
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.play.session import Session

CLAIMS = {"rent_must_be_claimed": True}
NAMES = ["A", "B", "C", "D"]


def no_keyboard(prompt: str) -> str:
    raise AssertionError(f"a table of bots asked for input: {prompt!r}")


def session_game(edition: str, seed: int, options: dict, rounds: int):
    """An all-bot terminal session, its bots' generator seeded as ``watch`` seeds it."""
    recorded = new_game(edition, NAMES, seed=seed, options=options)
    console = Console(file=io.StringIO(), width=120, force_terminal=False)
    session = Session(
        recorded, ["heuristic"] * 4, Translator("en"), console, no_keyboard, delay=0, max_rounds=rounds,
        bot_rng=random.Random(f"agents-{seed}"), clear=False,
    )  # fmt: skip
    assert session.run() == 0
    return recorded


def watch_game(edition: str, seed: int, options: dict, rounds: int):
    recorded = new_game(edition, NAMES, seed=seed, options=options)
    watch(recorded, [make_agent("heuristic") for _ in NAMES], rounds, write=lambda line: None)
    return recorded


@pytest.mark.parametrize(
    ("edition", "seed", "options"),
    [("classic-en", 1, CLAIMS), ("classic-en", 2, CLAIMS), ("classic-en", 3, CLAIMS), ("cheaters-ru", 1, CLAIMS)],
)
def test_an_all_bot_session_plays_the_game_watch_plays(edition: str, seed: int, options: dict) -> None:
    played = session_game(edition, seed, options, 200)
    watched = watch_game(edition, seed, options, 200)
    assert len(played.history) == len(watched.history)
    for index, (a, b) in enumerate(zip(played.history, watched.history, strict=True)):
        assert a == b, f"action {index}: play {a[0]!r}, watch {b[0]!r}"
    claims = [a for a, _ in played.history if type(a) is ClaimRent]
    forfeited = [e for _, events in played.history for e in events if type(e) is RentForfeited]
    assert claims and not forfeited  # every rent owed was claimed, as the bots always claim


def test_bots_beside_a_person_claim_every_rent_they_are_owed() -> None:
    """The person answers the first choice everywhere (claims included); the bots claim theirs at once."""
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    recorded = new_game("classic-en", ["Me", *NAMES[1:]], seed=4, options=CLAIMS)
    session = Session(
        recorded, ["human", "heuristic", "heuristic", "heuristic"], Translator("en"), console, Script(limit=20000),
        delay=0, max_rounds=60, bot_rng=random.Random(4), clear=False,
    )  # fmt: skip
    assert session.run() == 0
    bot_claims = [a for a, _ in recorded.history if type(a) is ClaimRent and a.player != 0]
    forfeited = [e for _, events in recorded.history for e in events if type(e) is RentForfeited]
    assert len(bot_claims) > 10
    assert all(e.owner == 0 for e in forfeited)
