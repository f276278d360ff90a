"""Every edition's own words (card texts, deck names, square names) in each player's language it is offered in
(issue 30): an edition played under another UI language shows its cards, decks and squares in that language, through
the narration's ``Words`` that the terminal, ``watch`` and the browser game all use."""

from __future__ import annotations

import re

import pytest

from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.core import events as ev
from monopoly_engine.editions import load_edition
from monopoly_engine.editions.texts import description, in_language, languages
from monopoly_engine.i18n import LANGUAGES, Translator
from monopoly_engine.i18n.events import Words, describe

# The UI languages each edition must speak besides its own (the browser and terminal offer en, it, es, ru).
OFFERED = {
    "classic-en": set(),
    "classic-it": {"en"},
    "classic-es": {"en"},
    "mega": {"it", "ru"},
    "cheaters-ru": {"en", "it", "es"},
}


@pytest.mark.parametrize("edition_id", sorted(OFFERED))
def test_each_edition_has_its_words_in_every_language_it_is_offered_in(edition_id: str) -> None:
    edition = load_edition(edition_id)
    missing = OFFERED[edition_id] - set(languages(edition))
    assert not missing, f"{edition_id} has no card texts, deck or square names in {sorted(missing)}"


@pytest.mark.parametrize("edition_id", sorted(OFFERED))
def test_each_edition_says_what_it_is_in_every_ui_language(edition_id: str) -> None:
    """The lobby offers every edition in each UI language: its one-line description is written in all of them."""
    edition = load_edition(edition_id)
    missing = set(LANGUAGES) - set(edition.description)
    assert not missing, f"{edition_id} has no description in {sorted(missing)}"
    for lang in LANGUAGES:
        assert description(edition, lang) == edition.description[lang]
        assert "\n" not in edition.description[lang]
    assert len(set(edition.description.values())) == len(edition.description)  # translated, not copied


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"en": "One line.\nTwo lines."}, "description.en: must be one line"),
        ({"it": "Solo in italiano."}, "description: missing the edition's own language ('en')"),
        ({"english": "A line."}, "description.english: must name a language by its 2-letter code"),
        ({"en": ""}, "description.en: must be a non-empty string"),
    ],
)
def test_a_malformed_description_is_refused_naming_its_place(tmp_path, change: dict, problem: str) -> None:
    import json

    from monopoly_engine.editions import EditionError
    from monopoly_engine.editions.loader import _data_dir

    data = json.loads((_data_dir() / "classic-en.json").read_text(encoding="utf-8"))
    data["description"] = change
    path = tmp_path / "edition.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EditionError, match=re.escape(problem)):
        load_edition(str(path))


def test_an_edition_file_without_a_description_loads_and_says_nothing(tmp_path) -> None:
    import json

    from monopoly_engine.editions.loader import _data_dir

    data = json.loads((_data_dir() / "classic-en.json").read_text(encoding="utf-8"))
    del data["description"]
    path = tmp_path / "edition.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert description(load_edition(str(path)), "it") == ""


@pytest.mark.parametrize(("edition_id", "lang"), [(e, lang) for e in sorted(OFFERED) for lang in sorted(OFFERED[e])])
def test_a_drawn_card_its_deck_and_the_squares_are_told_in_the_players_language(edition_id: str, lang: str) -> None:
    edition = load_edition(edition_id)
    game = Game.new(edition, ["Ann", "Bob"], SeededRandom(1))[0]
    words = Words(game, Translator(lang))
    own = Words(game, Translator(edition.language))
    shown = in_language(edition, lang)
    for deck_id, deck in edition.decks.items():
        assert words.deck(deck_id) == shown.decks[deck_id].name != deck.name
        for index, card in enumerate(deck.cards):
            told = describe(ev.CardDrawn(0, deck_id, index), words)
            assert shown.decks[deck_id].cards[index].text in told
            assert card.text not in told or card.text == shown.decks[deck_id].cards[index].text
    assert [words.space(s.index) for s in edition.spaces] == [s.name_it or s.name for s in shown.spaces] or lang != "it"
    assert any(words.space(s.index) != own.space(s.index) for s in edition.spaces)
