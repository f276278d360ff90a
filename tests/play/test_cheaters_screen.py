"""The Cheaters screen speaks of its own rules: each cheat's reward and penalty in the cheat menu and in
``help``; hotels only and no mortgages in its legend, header, deeds and help."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from monopoly_engine.choices import Context
from monopoly_engine.choices.cheaters import cheat_terms
from monopoly_engine.choices.menus import deed_line
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.play import run_play
from monopoly_engine.play.screen import Screen


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)


def context(lang: str = "en") -> Context:
    return Context.of(new_game("cheaters-ru", ["Me", "Bo"], seed=3).game, Translator(lang))


def printed(renderable, width: int = 100) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(renderable)
    return console.file.getvalue()


def test_each_cheats_terms_come_from_its_card() -> None:
    ctx = context()
    cards = {card.id: card for card in ctx.game.edition.cheats}
    pickpocket = cheat_terms(ctx, "pickpocket")
    assert f"reward ₽{cards['pickpocket'].reward}" in pickpocket
    assert f"pay ₽{cards['pickpocket'].penalty:,} to the victim" in pickpocket
    jailed = [card for card in cards.values() if card.jail]
    assert jailed and all("go to jail" in cheat_terms(ctx, card.id) for card in jailed)
    assert all("go to jail" not in cheat_terms(ctx, card.id) for card in cards.values() if not card.jail)


@pytest.mark.parametrize("lang", ["en", "it", "es", "ru"])
def test_no_houses_or_mortgages_on_the_cheaters_screen(lang: str) -> None:
    ctx = context(lang)
    screen = Screen(ctx, ["human", "heuristic"])
    shown = printed(screen.render(100, [], 0)) + printed(screen.render(60, [], 0)) + deed_line(ctx, 1)
    tr = ctx.tr
    words = {"en": r"\bhouse|mortgag", "it": r"\bcas[ae]\b|ipotec", "es": r"\bcasas?\b|hipotec", "ru": r"\bдом|залож"}
    assert not re.search(words[lang], shown.lower()), shown
    assert "⌂" not in shown and "×" not in shown
    assert tr("screen.bank_hotels", hotels=ctx.game.state.bank_hotels) in shown
    assert ctx.money(ctx.game.edition.spaces[1].hotel_cost) in deed_line(ctx, 1)


def test_the_cheat_menu_and_its_help_give_each_face_up_cards_terms() -> None:
    out = io.StringIO()
    console = Console(file=out, width=100, height=60, force_terminal=False, highlight=False)
    lines = iter(["cheat", "help", "0", "buy", "help", "quit"])
    run_play(
        console=console,
        read_line=lambda prompt: next(lines, "quit") if prompt.rstrip().endswith("»") else "",
        fast=True,
        seed=3,
        lang="en",
        players="Me:human,Bo:heuristic",
        edition="cheaters-ru",
    )
    text = out.getvalue()
    ctx = context()
    menu, help_text = text.split("Me, cheat in secret", 1)[1].split("Help", 1)
    for card in ("pickpocket", "marked-deck", "forged-deed"):
        assert cheat_terms(ctx, card) in menu
        assert cheat_terms(ctx, card) in help_text.split("Me, cheat in secret")[0]
    assert "Mortgage" not in text.split("Help", 2)[2]
