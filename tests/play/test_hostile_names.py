"""Names and texts from outside reach the terminal only through the ``safe_text`` rule: no escape sequence,
control character or bidi override, no line break that forges a screen line, a bounded length; and never read
as Rich markup or an emoji code. Names given with ``--players`` that the rule would change are refused."""

from __future__ import annotations

import io
import json
import re
from importlib.resources import files
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console
from test_session import Script  # the sibling module: pytest puts this directory on the path

from monopoly_engine.agents import make_agent
from monopoly_engine.cli.log_summary import summary
from monopoly_engine.cli.watch_game import seat_of, watch
from monopoly_engine.editions import load_edition
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words
from monopoly_engine.play import run_play
from monopoly_engine.play.session import Session
from monopoly_engine.safe_text import NAME_LIMIT, TEXT_LIMIT, name_problem, safe_name, safe_text, unsafe_character
from monopoly_engine.scenario import run_cli
from monopoly_engine.sim.spec import parse_players

HOSTILE_NAMES = ["\x1b[2J", "a\nb", "[bold]x", ":100:", "\u202eevil", "x\x1b]0;pwned\x07y"]
RAW = ["\x1b", "\x9b", "\x07", "\x00", "a\nb", "a\rb", "\u202e", "\u2066"]


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("\x1b[2J", ""),
        ("\x1b[31mred\x1b[0m", "red"),
        ("a\x9b1mb", "ab"),
        ("x\x1b]0;title\x07y", "xy"),
        ("x\x1b]8;;https://example.invalid\x1b\\link\x1b]8;;\x1b\\", "xlink"),
        ("x\x1bPdevice\x1b\\y", "xy"),
        ("a\x1bcb", "ab"),
        ("a\nb", "a b"),
        ("a\r\nb", "a  b"),
        ("a\u2028b", "a b"),
        ("\u202eevil\u202c", "evil"),
        ("\u2066iso\u2069", "iso"),
        ("nul\x00", "nul"),
        ("del\x7f", "del"),
        ("[bold]x", "[bold]x"),
        (":100:", ":100:"),
        ("Zoë 東京 Фёдор", "Zoë 東京 Фёдор"),
        ("\ud800", "\ufffd"),
    ],
)
def test_safe_text(text: str, shown: str) -> None:
    assert safe_text(text) == shown
    assert safe_text(shown) == shown  # the rule is idempotent


def test_safe_text_bounds_the_length() -> None:
    assert len(safe_text("x" * 10_000)) == TEXT_LIMIT and safe_text("x" * 10_000).endswith("…")
    assert len(safe_name(" y" * 100)) == NAME_LIMIT
    assert safe_name("\x1b[2J") == "?"  # nothing left to show: a name is never blank


@pytest.mark.parametrize(("name", "problem"), [("Anna", None), ("Фёдор", None), ("a\tb", "U+0009"),
                         ("\u202eevil", "RIGHT-TO-LEFT OVERRIDE"), ("x" * 33, "longer than 32")])  # fmt: skip
def test_a_command_line_name_the_rule_would_change_is_refused(name: str, problem: str | None) -> None:
    found = name_problem(name)
    assert (found is None) if problem is None else (problem in found)  # type: ignore[operator]
    if problem is None:
        assert unsafe_character(name) is None


def _assert_clean(out: str) -> None:
    for raw in RAW:
        assert raw not in out, f"{raw!r} reached the terminal"
    assert "[bold]x" in out  # shown as typed, not taken for markup
    assert ":100:" in out and "\U0001f4af" not in out  # not taken for an emoji code


def test_a_game_with_hostile_names_shows_them_cleaned() -> None:
    recorded = new_game("classic-en", HOSTILE_NAMES, seed=1, options={"starting_cash": 300})
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False)  # markup and emoji codes on, as Rich's default
    kinds = ["human"] + ["heuristic"] * (len(HOSTILE_NAMES) - 1)
    session = Session(recorded, kinds, Translator("en"), console, Script(limit=20_000), delay=0, max_rounds=40)
    assert session.run() == 0
    text = out.getvalue()
    _assert_clean(text)
    assert "Game over" in text and "a b" in text and "evil" in text


def test_a_terminal_with_colours_gets_no_escape_but_its_own() -> None:
    recorded = new_game("classic-en", HOSTILE_NAMES, seed=2, options={"starting_cash": 300})
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=True, color_system="256")
    kinds = ["human"] + ["heuristic"] * (len(HOSTILE_NAMES) - 1)
    Session(recorded, kinds, Translator("en"), console, Script(limit=20_000), delay=0, max_rounds=10).run()
    text = out.getvalue()
    # Rich's own sequences only: colours and styles (SGR, "...m"), the screen cleared by the session itself.
    foreign = [s for s in re.findall(r"\x1b\[[0-9;?]*[@-~]|\x1b[^\[]", text) if not s.endswith("m")]
    assert set(foreign) <= {"\x1b[2J", "\x1b[H", "\x1b[3J"}, set(foreign)
    assert "\x1b]" not in text and "pwned" not in text


def test_watch_and_replay_show_hostile_names_cleaned(tmp_path: Path) -> None:
    recorded = new_game("classic-en", HOSTILE_NAMES, seed=3, options={"starting_cash": 300})
    lines: list[str] = []
    watch(recorded, [make_agent("heuristic") for _ in HOSTILE_NAMES], 30, lines.append)
    _assert_clean("\n".join(lines))
    log = tmp_path / "game.jsonl"
    recorded.save(log)
    _, described = summary(log)
    _assert_clean("\n".join(described))


@pytest.mark.parametrize("name", ["\x1b[2J", "a\u202eb", "x" * 40])
def test_play_refuses_a_name_with_control_characters(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_play(players=f"{name}:human,B:heuristic", console=Console(file=io.StringIO())) == 2
    err = capsys.readouterr().err
    assert "--players" in err and "\x1b" not in err and "\u202e" not in err


def test_simulate_refuses_a_name_with_control_characters() -> None:
    with pytest.raises(ValueError, match="control character"):
        parse_players("a\nb:simple,simple")


def test_texts_of_an_edition_file_are_shown_cleaned(tmp_path: Path) -> None:
    data = json.loads((files("monopoly_engine.editions") / "data" / "classic-en.json").read_text(encoding="utf-8"))
    street = next(sp for sp in data["spaces"] if sp.get("kind") == "street")
    street["name"] = "\x1b[2JEvil\nAvenue [bold]:100:"
    for deck in data["decks"].values():
        deck["cards"][0]["text"] = "Go\x1b]0;pwned\x07 to\u202e jail"
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    game = new_game(load_edition(str(path)), ["A", "B"], seed=1, ref=str(path)).game
    words = Words(game, Translator("en"))
    index = next(i for i, sp in enumerate(game.edition.spaces) if sp.name.startswith("\x1b"))
    assert words.space(index) == "Evil Avenue [bold]:100:"
    deck_id = next(iter(game.edition.decks))
    assert words.card_text(deck_id, 0) == "Go to jail"


def test_a_scenario_name_is_printed_cleaned(tmp_path: Path) -> None:
    path = tmp_path / "hostile.classic-en.yaml"
    path.write_text(
        'name: "\\e[2JForged\\nok    line"\nedition: classic-en\nplayers: [A, B]\ndice: [[2, 4]]\n'
        "actions:\n  - A: roll\nexpect:\n  position: {A: 6}\n",
        encoding="utf-8",
    )
    out = io.StringIO()
    assert run_cli([str(path)], out=out) == 0
    printed = out.getvalue()
    assert "\x1b" not in printed and "Forged ok    line" in printed
    assert len(printed.splitlines()) == 2  # the file's line and the count: no forged line


_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ud800-\udfff]")


@settings(max_examples=500, deadline=None)
@given(text=st.text(), limit=st.integers(1, 300))
def test_safe_text_leaves_nothing_unsafe(text: str, limit: int) -> None:
    shown = safe_text(text, limit)
    assert _UNSAFE.search(shown) is None, repr(shown)
    assert len(shown) <= limit
    assert safe_text(shown, limit) == shown
    if text.isprintable() and len(text) <= limit:
        assert shown == text  # a plain text is shown as it is


def test_a_seat_named_wrongly_is_refused_with_the_names_cleaned() -> None:
    recorded = new_game("classic-en", HOSTILE_NAMES, seed=1)
    with pytest.raises(ValueError) as refused:
        seat_of(recorded, "nobody\x1b[2J")
    _assert_clean(str(refused.value))
    assert seat_of(recorded, "3") == 2
    with pytest.raises(ValueError):
        seat_of(recorded, "²")
