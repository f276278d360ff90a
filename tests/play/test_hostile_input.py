"""Whatever is typed at the terminal game's prompt is understood or answered with the menu again: superscript
and other scripts' digits, numbers of thousands of digits, negative numbers, control characters, NUL, escape
sequences, a very long line, an empty line. None of it ends the game or prints a traceback; end of input
saves the game and stops as Ctrl-C does. A Hypothesis test feeds random text to every kind of prompt."""

from __future__ import annotations

import io
import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console
from test_session import QUICK, Script, play  # the sibling module: pytest puts this directory on the path

from monopoly_engine.choices import Context, decision_menu, submenu
from monopoly_engine.choices.cheaters import accuse_card_menu, accuse_menu, cheat_menu
from monopoly_engine.choices.items import Choice, Menu, Submenu
from monopoly_engine.core.actions import Bid
from monopoly_engine.core.decisions import AuctionDecision
from monopoly_engine.editions import available_editions
from monopoly_engine.game import new_game
from monopoly_engine.i18n import LANGUAGES, Translator
from monopoly_engine.play.reading import resolve
from monopoly_engine.play.session import QuitRequested, Session
from monopoly_engine.play.trade_builder import Offer, TradeBuilder
from monopoly_engine.safe_text import safe_text
from monopoly_engine.typed_input import MAX_LINE, typed_line, whole_number
from monopoly_engine.views import PlayerView

HOSTILE = [
    "²",
    "¹²",
    "٣",
    "３",
    "1" * 5000,
    "9" * 13,
    "-1",
    "-5",
    "0",
    "\x00",
    "1\x00",
    "\x07\x08\x7f",
    "\x1b[2J\x1b[H",
    "\x1b]0;title\x07",
    "\x1b[A",
    "\x9b2J",
    "\u202e1",
    "1\r2",
    "a\nb",
    "x" * 100_000,
    " " * 3000,
    "",
    "   ",
    "1e3",
    "1.5",
    "0x10",
    "+1",
    "bid ²",
    "bid " + "9" * 5000,
    "bid -5",
    "[bold]x[/bold]",
    ":100:",
]
UNDERSTOOD = {"1\x00", "\u202e1"}


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("3", 3),
        (" 12 ", 12),
        ("0012", 12),
        ("-5", -5),
        ("²", None),
        ("٣", None),
        ("３", None),
        ("1" * 5000, None),
        ("9" * 12, 999_999_999_999),
        ("9" * 13, None),
        ("0" * 40 + "7", 7),
        ("1e3", None),
        ("1.5", None),
        ("+1", None),
        ("", None),
        ("-", None),
        ("1 000", None),
    ],
)
def test_a_number_is_written_with_the_digits_0_to_9(text: str, number: int | None) -> None:
    assert whole_number(text) == number


@pytest.mark.parametrize(
    ("text", "number"),
    [("1.500", 1500), ("1,500", 1500), ("1 500", 1500), ("1'500", 1500), ("12.345.678", 12345678),
     ("1.5", None), ("1.50", None), ("1.500,000", None), ("1..500", None), ("1500", 1500), ("²", None)],
)  # fmt: skip
def test_an_amount_may_group_its_thousands(text: str, number: int | None) -> None:
    assert whole_number(text, grouped=True) == number


def test_a_typed_line_keeps_only_what_can_be_read() -> None:
    assert typed_line("\x1b[A 1\x00 ") == "1"
    assert typed_line("a\nb\r\tc") == "a b c"
    assert typed_line("\u202ebid 5") == "bid 5"
    long = typed_line("1" * 5000)
    assert len(long) == MAX_LINE and long.endswith("…")


def _position() -> tuple:
    recorded = new_game("classic-en", ["Anna", "Bruno"], seed=1, first_player=0)
    return recorded.game, Context.of(recorded.game, Translator("en"))


@pytest.mark.parametrize("text", HOSTILE, ids=repr)
def test_hostile_input_at_the_turn_and_auction_menus_is_answered_with_a_sentence(text: str) -> None:
    game, ctx = _position()
    for menu in (decision_menu(ctx, 0), _auction(game, ctx)):
        answer = resolve(ctx, menu, text)
        if text in UNDERSTOOD:  # keys that print nothing around a 1: the first choice
            assert answer == resolve(ctx, menu, "1")
            continue
        assert isinstance(answer, str), answer
        assert "\x1b" not in answer and "\x00" not in answer and "\n" not in answer
        assert len(answer) < 300


def _auction(game, ctx: Context) -> Menu:
    game.state.stack.append(AuctionDecision(0, 39, [0, 1], high_bid=100, high_bidder=1))
    return decision_menu(ctx, 0)


def test_an_amount_with_its_thousands_grouped_is_a_bid() -> None:
    game, ctx = _position()
    menu = _auction(game, ctx)
    for text in ("bid 1.000", "bid 1,000", "1000"):
        answer = resolve(ctx, menu, text)
        assert isinstance(answer, Choice) and answer.action == Bid(0, 1000), answer


# What no prompt takes for an answer (an empty line is "back" at an amount prompt, "0" is an amount).
REFUSED = [text for text in HOSTILE if typed_line(text) and text not in UNDERSTOOD and text != "0"]


class Hostile(Script):
    """A keyboard that types one of ``REFUSED`` (in turn) before every real answer."""

    def __init__(self, lines=(), **kwargs) -> None:
        super().__init__(lines, **kwargs)
        self.next_hostile = 0
        self.hostile_due = True

    def __call__(self, prompt: str) -> str:
        if prompt.rstrip().endswith("»") and self.hostile_due:
            self.hostile_due = False
            self.prompts.append(prompt)
            text = REFUSED[self.next_hostile % len(REFUSED)]
            self.next_hostile += 1
            return text
        self.hostile_due = True
        return super().__call__(prompt)


def test_a_whole_game_with_hostile_input_before_every_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    script = Hostile(limit=20_000)
    code, out = play(script, players="Me:human,B1:heuristic", lang="en", **QUICK)
    assert code == 0, out[-2000:]
    assert "Game over" in out
    assert "Traceback" not in out and "wrong" not in out
    assert "\x1b" not in out and "\x00" not in out and "\x9b" not in out
    assert script.next_hostile > len(REFUSED)


def test_a_trade_typed_between_hostile_lines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # As in test_session: Anna sells Bruno the get-out-of-jail-free card she drew for $10, and he accepts; every
    # amount and menu prompt gets a hostile line first.
    monkeypatch.chdir(tmp_path)
    script = Hostile(["1", "1", "trade", "3", "1", "2", "10", "send", "accept"])
    code, out = play(script, players="Anna:human,Bruno:human", lang="en", seed=5, max_rounds=3)
    assert code == 0, out[-2000:]
    assert "Bruno handed $10 to Anna." in out
    assert "Traceback" not in out and "wrong" not in out and "\x1b" not in out


def test_end_of_input_saves_the_game_and_stops(tmp_path: Path) -> None:
    save = tmp_path / "g.jsonl"
    code, out = play(Script(["1", EOFError()]), players="Me:human,B1:heuristic", save=str(save), **QUICK)
    assert code == 130 and save.exists()
    assert "Traceback" not in out


# --- random text at every kind of prompt ---------------------------------------------------------------


@cache
def _moments() -> tuple[Context, ...]:
    """Menu contexts at moments of many decision kinds in every edition and language."""
    found: list[Context] = []
    for number, edition in enumerate(available_editions()):
        game = new_game(edition, ["Ada", "Bob", "Cy"], seed=number).game
        rng = random.Random(number)
        seen: set[type] = set()
        for _ in range(800):
            if game.is_over:
                break
            kind = type(game.state.stack[-1])
            if kind not in seen:
                seen.add(kind)
                found.append(Context.of(game.clone(), Translator(LANGUAGES[number % len(LANGUAGES)])))
            game.apply_unchecked(rng.choice(game.legal_actions()))
    return tuple(found)


def _menus(ctx: Context) -> list[Menu]:
    """The decision menu of the player deciding, every submenu it opens, the trade builder's menus and, in the
    Cheaters game, the cheat and accusation menus."""
    seat = ctx.game.decision.player  # type: ignore[union-attr]
    top = decision_menu(ctx, seat)
    menus = [top]
    menus += [submenu(ctx, seat, item.opens) for item in top.items if isinstance(item.opens, Submenu)]
    builder = TradeBuilder(ctx, seat)
    partner = ctx.game.other_players(seat)[0]
    menus += [builder.partner_menu(), builder.offer_menu(Offer(partner))]
    if ctx.game.rules.cheats:
        view = PlayerView(ctx.game, seat)
        menus += [cheat_menu(ctx, seat, view), accuse_menu(ctx, seat), accuse_card_menu(ctx, seat, partner)]
    return menus


TYPED = st.text(max_size=60) | st.sampled_from(HOSTILE) | st.from_regex(r"(bid )?-?[0-9²٣.,]{0,20}", fullmatch=True)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), text=TYPED)
def test_random_text_at_any_menu_is_a_choice_or_a_sentence(data: st.DataObject, text: str) -> None:
    ctx = data.draw(st.sampled_from(_moments()))
    menu = data.draw(st.sampled_from(_menus(ctx)))
    answer = resolve(ctx, menu, text)
    assert isinstance(answer, (Choice, str))
    if isinstance(answer, str):
        assert safe_text(answer, None) == answer, repr(answer)


@settings(max_examples=200, deadline=None)
@given(text=TYPED, low=st.integers(0, 500), span=st.integers(0, 5000))
def test_random_text_at_an_amount_prompt_is_an_amount_in_range_or_asked_again(text: str, low: int, span: int) -> None:
    recorded = new_game("classic-en", ["Anna", "Bruno"], seed=1, first_player=0)
    out = io.StringIO()
    lines = iter([text, ""])  # then an empty line: back
    session = Session(recorded, ["human", "human"], Translator("en"), Console(file=out), lambda _: next(lines))
    try:
        value = session.amount("How much?", low, low + span, 0)
    except QuitRequested:
        return
    assert value is None or low <= value <= low + span
    assert "\x1b" not in out.getvalue()


def test_bytes_that_are_no_text_are_a_line_naming_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    undecodable = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
    code, out = play(Script([undecodable, "quit"]), players="Me:human,B1:heuristic", **QUICK)
    assert code == 0 and "is not on the menu" in out and "wrong" not in out
