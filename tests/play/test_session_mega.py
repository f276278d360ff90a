"""A Monopoly Mega game at one keyboard: three people taking turns (hot seat), everybody typing ``1``.

On this seed that takes them, within eight rounds, through the Mega decisions a roll can bring: the Birthday
Gift, the Auction square and a triple (the Mega dice, from the first turn). No bot plays, so the game depends
on the rules and the menus only. The fast test reads the menus as the session does (``decision_menu``,
``resolve``, submenus) in every language; the slow ones run the whole session, screen and save included.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from monopoly_engine.choices import HELP_TOPICS, Context, decision_menu, submenu
from monopoly_engine.choices.items import Choice
from monopoly_engine.core import events as ev
from monopoly_engine.core.decisions import AuctionSquareDecision, ChooseSquareDecision, GiftDecision
from monopoly_engine.game import load_log, new_game
from monopoly_engine.i18n import LANGUAGES, Translator
from monopoly_engine.play import run_play
from monopoly_engine.play.reading import resolve
from monopoly_engine.play.session import rule_values

SEED = 4  # the people meet the gift, the Auction square and a triple in the first eight rounds
TITLES = ("gift.title", "auction_square.title", "mega_triple.title")


def play_mega(lang: str, save: Path) -> str:
    out = io.StringIO()
    console = Console(file=out, width=140, height=50, force_terminal=False, highlight=False)

    def keyboard(prompt: str) -> str:
        return "1" if prompt.rstrip().endswith("»") else ""  # Enter at "take the seat"

    code = run_play(
        players="Me:human,You:human,Al:human",
        edition="mega",
        lang=lang,
        seed=SEED,
        max_rounds=8,
        save=str(save),
        fast=True,
        console=console,
        read_line=keyboard,
    )
    assert code == 0
    return out.getvalue()


def check(lang: str, tmp_path: Path) -> None:
    save = tmp_path / "mega.jsonl"
    out = play_mega(lang, save)
    tr = Translator(lang)
    for key in TITLES:
        titles = [tr(key, name=name, opening="@", amount="@").split("@")[0] for name in ("Me", "You", "Al")]
        assert any(title in out for title in titles), f"{lang}: no {key} menu"
    assert "{" not in out.replace("{}", "")
    recorded = load_log(save)
    kinds = {type(e) for _, events in recorded.history for e in events}
    assert {ev.GiftChosen, ev.AuctionSquareChosen, ev.SquareChosen} <= kinds


@pytest.mark.parametrize("lang", LANGUAGES)
def test_typing_1_at_every_menu_meets_the_mega_decisions(lang: str) -> None:
    recorded = new_game("mega", ["Me", "You", "Al"], seed=SEED)
    game = recorded.game
    ctx = Context.of(game, Translator(lang))
    met: set[type] = set()
    while not game.is_over and game.state.rounds < 8:
        seat = game.decision.player  # type: ignore[union-attr]
        met.add(type(game.decision))
        menu = decision_menu(ctx, seat)
        assert all("{" not in item.label for item in menu.items) and "{" not in menu.title
        choice = resolve(ctx, menu, "1")
        assert isinstance(choice, Choice), choice
        if choice.action is None:  # a line that opens a submenu: its first line
            choice = resolve(ctx, submenu(ctx, seat, choice.opens), "1")
            assert isinstance(choice, Choice) and choice.action is not None
        recorded.play(choice.action)
    assert {GiftDecision, AuctionSquareDecision, ChooseSquareDecision} <= met


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_mega_hot_seat_game_at_the_terminal(lang: str, tmp_path: Path) -> None:
    check(lang, tmp_path)


@pytest.mark.parametrize(
    ("edition", "bots", "note"),
    [
        ("mega", 4, "This edition is meant for 2–4 players; 5 may play all the same."),  # 002: 2-4, RULINGS 7
        ("mega", 3, None),
        ("classic-en", 6, "This edition is meant for 2–6 players; 7 may play all the same."),  # 000: 2-6
        ("classic-en", 5, None),
    ],
)
def test_more_players_than_the_box_says_are_told_so(edition: str, bots: int, note: str | None, tmp_path: Path) -> None:
    out = io.StringIO()
    console = Console(file=out, width=140, height=50, force_terminal=False, highlight=False)
    answers = iter(["quit"])
    code = run_play(
        players=",".join(["Me:human"] + [f"B{i}:random" for i in range(1, bots + 1)]),
        edition=edition,
        lang="en",
        seed=1,
        fast=True,
        console=console,
        read_line=lambda prompt: next(answers),
        save=str(tmp_path / "game.jsonl"),
    )
    assert code == 0
    if note:
        assert note in out.getvalue()
    else:
        assert "is meant for" not in out.getvalue()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_help_text_is_filled_in_for_a_mega_game(lang: str) -> None:
    game = new_game("mega", ["Me", "You"], seed=1).game
    ctx = Context.of(game, Translator(lang))
    values = rule_values(ctx)
    for topic in HELP_TOPICS:
        text = ctx.tr(f"help.{topic}", **values)
        assert "{" not in text, (lang, topic)
    assert "$100" in Translator("en")("help.depots", **rule_values(Context.of(game, Translator("en"))))
    assert "$100" in Translator("en")("help.gift", **rule_values(Context.of(game, Translator("en"))))


def test_a_mega_game_saved_halfway_resumes(tmp_path: Path) -> None:
    save = tmp_path / "half.jsonl"
    out = io.StringIO()
    console = Console(file=out, width=140, height=50, force_terminal=False, highlight=False)
    answers = iter(["1"] * 30)

    def keyboard(prompt: str) -> str:
        for answer in answers:
            return answer
        raise EOFError  # the end of input: the game is saved, as after Ctrl-C

    common = {"fast": True, "console": console}
    code = run_play(
        players="Me:human,B1:heuristic", edition="mega", seed=2, save=str(save), read_line=keyboard, **common
    )
    assert code == 130
    played = len(load_log(save).history)
    assert played > 30
    more = iter(["1"] * 10 + ["quit"])
    code = run_play(resume=str(save), read_line=lambda prompt: next(more), **common)
    assert code == 0
    resumed = load_log(save)
    assert len(resumed.history) > played and resumed.edition_ref == "mega"
