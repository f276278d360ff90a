"""Looking things up at any prompt: the whole history (paged, the roll for who starts included), a deed, the
colour sets, the players' holdings; the words beside the menu lines, and ``pass`` at a purchase."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from monopoly_engine.i18n import CATALOGS, Translator
from monopoly_engine.play import run_play
from monopoly_engine.play.reading import LOOKUPS


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # ``quit`` saves the game in the current directory


class Keyboard:
    """Scripted lines at the game's prompts (then ``quit``); Enter at every other prompt (a page's end)."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = list(lines)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if not prompt.rstrip().endswith("»"):
            return ""
        return self.lines.pop(0) if self.lines else "quit"


def play(lines: list[str], lang: str = "en", height: int = 24, **options: object) -> tuple[str, Keyboard]:
    out = io.StringIO()
    console = Console(file=out, width=80, height=height, force_terminal=False, highlight=False)
    keyboard = Keyboard(lines)
    options.setdefault("players", "Me:human,Bo:heuristic,Cy:heuristic")
    options.setdefault("seed", 3)
    run_play(console=console, read_line=keyboard, fast=True, lang=lang, **options)
    return out.getvalue(), keyboard


def after(text: str, marker: str) -> str:
    return text.split(marker, 1)[1]


def test_history_pages_the_whole_game_from_the_roll_for_who_starts() -> None:
    out, keyboard = play(["1", "history"], height=12)
    shown = after(out, "from the roll for who starts")
    assert "to decide who starts" in shown
    assert "Cy bought St. Charles Place for $140." in shown
    assert "Me moved from GO to Vermont Avenue (8)." in shown
    assert any("Enter for more" in p for p in keyboard.prompts)  # 12 lines: more than one page


def test_a_deed_card_shows_prices_rents_and_the_owner() -> None:
    out, _ = play(["deed st. charles", "deed 8", "deed nowhere"])
    charles = after(out, "11 · St. Charles Place")
    assert "price $140" in charles and "$10 / $50 / $150" in charles
    assert "owned by Cy" in charles
    vermont = after(out, "8 · Vermont Avenue")
    assert "owned by the bank" in vermont
    assert "“nowhere” names no property" in out


def test_the_colour_sets_and_every_players_holdings() -> None:
    out, _ = play(["sets", "holdings cy", "holdings zz"])
    sets = after(out, "Who owns what, by colour set")
    assert "St. Charles Place (Cy)" in sets and "Vermont Avenue (—)" in sets
    cy = after(sets, "─ Cy ─")
    assert "cash $1,360" in cy and "St. Charles Place" in cy
    assert "“zz” names no player" in out


def test_a_lookup_is_answered_at_an_amount_prompt_too() -> None:
    out, _ = play(["1", "2", "2", "sets", "back"])  # decline the deed, then bid another amount
    assert "Who owns what, by colour set" in after(out, "You may bid from")


@pytest.mark.parametrize("lang", sorted(CATALOGS))
def test_the_lookup_words_are_no_menu_words(lang: str) -> None:
    tr = Translator(lang)
    looking = {word for name in LOOKUPS for word in tr.words(f"cmd.{name}")}
    for key in CATALOGS[lang]:
        if key.startswith("verb."):
            clash = looking & set(tr.words(key))
            assert not clash, f"{lang}: {key} and a lookup share {clash}"


def test_the_menu_shows_the_word_of_each_line_and_pass_declines_a_purchase() -> None:
    out, _ = play(["1", "pass"])
    assert "1. Buy Vermont Avenue for $100 [buy]" in out
    assert "Vermont Avenue goes to auction" in out
    assert "is not on the menu" not in out


def test_history_after_a_resume_is_still_the_whole_game(tmp_path) -> None:
    save = tmp_path / "game.jsonl"
    play(["1", "1", "quit"], save=str(save))
    out, _ = play(["history"], resume=str(save), players=None, seed=None)
    shown = after(out, "from the roll for who starts")
    assert "to decide who starts" in shown and "Me moved from GO to Vermont Avenue (8)." in shown


@pytest.mark.parametrize(
    ("lang", "buy", "decline"),
    [("it", "compra", "rinuncia"), ("es", "comprar", "renunciar"), ("ru", "купить", "аукцион")],
)
def test_the_word_beside_a_line_is_in_the_players_language(lang: str, buy: str, decline: str) -> None:
    pass_word = Translator(lang).words("verb.pass")[0]
    out, _ = play(
        ["1", pass_word], lang=lang, edition={"it": "classic-it", "es": "classic-es", "ru": "classic-en"}[lang]
    )
    assert f"[{buy}]" in out and f"[{decline}]" in out
    assert "[buy]" not in out
    bid = Translator(lang).words("verb.bid")[0]
    assert f"[{bid}]" in out  # the language's "pass" let the deed go to auction
