"""An edition's words in the languages its data file gives (``"texts"``): the Cheaters edition, a Russian board,
has English names and card texts; a game in English shows none of its Russian words; the loader refuses texts
that leave a word out or name what the edition does not have."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.editions import EditionError, load_edition
from monopoly_engine.editions.texts import in_language, languages
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator

CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def _words(edition) -> list[str]:
    return [
        edition.name,
        *(s.name for s in edition.spaces),
        *(g.name for g in edition.groups.values()),
        *(d.name for d in edition.decks.values()),
        *(c.text for d in edition.decks.values() for c in d.cards),
        *(c.text for c in edition.cheats),
    ]


def test_the_cheaters_edition_speaks_every_language_of_the_terminal() -> None:
    edition = load_edition("cheaters-ru")
    assert languages(edition) == ("ru", "en", "es", "it")
    assert all(CYRILLIC.search(w) for w in _words(edition))
    assert in_language(edition, "ru") is edition
    for lang, arbat, chance in (("en", "Arbat Street", "Sneaky Chance"), ("it", "Via Arbat", "Imprevisti insidiosi"),
                                ("es", "Calle Arbat", "Suerte traicionera")):  # fmt: skip
        shown = in_language(edition, lang)
        assert not [w for w in _words(shown) if CYRILLIC.search(w)], lang
        assert shown.spaces[39].name == arbat and shown.decks["chance"].name == chance
        assert shown.rules == edition.rules and [s.price for s in shown.spaces] == [s.price for s in edition.spaces]
        assert len(set(_words(shown))) == len(set(_words(edition))), f"{lang}: two different words translated alike"
    # An edition without words in a language: its English ones if it has them, else its own.
    assert in_language(load_edition("classic-en"), "it") is load_edition("classic-en")
    assert in_language(load_edition("classic-it"), "ru").name == in_language(load_edition("classic-it"), "en").name


def test_a_game_in_english_is_the_same_game() -> None:
    edition = load_edition("cheaters-ru")
    russian = new_game("cheaters-ru", ["A", "B", "C"], seed=4)
    english = new_game(in_language(edition, "en"), ["A", "B", "C"], seed=4, ref="cheaters-ru")
    assert english.setup_events == russian.setup_events
    assert english.game.state.snapshot() == russian.game.state.snapshot()


@pytest.mark.parametrize("lang", ["en", "it", "es"])
def test_watch_shows_the_board_and_cards_in_its_language(lang: str) -> None:
    args = ["watch", "--edition", "cheaters-ru", "--seed", "3", "--max-rounds", "30", "--players", "3", "--lang", lang]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    names = ("Анна", "Борис", "Вера")  # the seats are named in the edition's language
    lines = [line for line in result.output.splitlines()[1:] if line.strip()]
    russian = [line for line in lines if CYRILLIC.search(re.sub("|".join(names) + "|«Афёра!»|“Афёра!”", "", line))]
    assert not russian, russian[:5]
    drew = Translator(lang)("ev.card_drawn", player="@", deck="@", text="@").split("@")[1]
    assert any(drew in line for line in lines), drew


def _raw() -> dict[str, Any]:
    source = resources.files("monopoly_engine.editions") / "data" / "cheaters-ru.json"
    return json.loads(source.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("change", "place"),
    [
        (lambda t: t["spaces"].pop("ulitsa-arbat"), "texts.en.spaces: missing ulitsa-arbat"),
        (lambda t: t["decks"]["chance"]["cards"].pop("audit"), "texts.en.decks.chance.cards: missing audit"),
        (lambda t: t["cheats"].update({"rob-everyone": "x"}), "texts.en.cheats.rob-everyone: names nothing"),
        (lambda t: t["groups"].update({"brown": ""}), "texts.en.groups.brown: must be a non-empty string"),
    ],
)
def test_incomplete_texts_are_refused_naming_the_place(tmp_path: Path, change: Any, place: str) -> None:
    data = _raw()
    change(data["texts"]["en"])
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(EditionError) as caught:
        load_edition(str(path))
    assert str(caught.value).startswith(f"{path}: {place}"), str(caught.value)


def test_texts_in_the_editions_own_language_are_refused(tmp_path: Path) -> None:
    data = _raw()
    data["texts"]["ru"] = data["texts"].pop("en")
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(EditionError, match=r"texts\.ru: must name a language other than the edition's"):
        load_edition(str(path))


def _play(lines: list[str], **kwargs: Any) -> str:
    import io

    from rich.console import Console

    from monopoly_engine.play import run_play

    answers = iter(lines)

    def keyboard(prompt: str) -> str:
        if not prompt.rstrip().endswith("»"):
            return ""  # "press Enter when you are ready"
        return next(answers, "1")

    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    assert run_play(console=console, read_line=keyboard, fast=True, **kwargs) == 0
    return out.getvalue()


def test_the_terminal_game_in_english_and_its_resume_show_the_english_board(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # where quitting a game without --save saves it
    path = tmp_path / "g.jsonl"
    players = "Me:human,Bot:heuristic"
    first = _play(["1", "1", "quit"], players=players, edition="cheaters-ru", lang="en", seed=2, save=str(path))
    resumed = _play(["1", "1", "quit"], resume=str(path))
    for out in (first, resumed):
        assert "GO" in out and not CYRILLIC.search(out.replace("Афёра!", "")), out[:2000]  # the shout is the game's
    russian = _play(["quit"], players=players, edition="cheaters-ru", lang="ru", seed=2)
    assert "ВПЕРЁД" in russian
