"""The three classic editions (classic-en, classic-it, classic-es) are one game in three languages: their
editions differ only in names and texts, and the same seed plays the same game on each. This is why only
classic-en has a playthrough file: a rule or bot change that showed in an Italian or Spanish game shows there.

Were an edition to change a number, or the engine or a bot to read a name, these tests fail, and the edition
would need a playthrough of its own again (``games.PLAYTHROUGHS``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from monopoly_engine.core.edition import Card, Deck, Edition, Space
from monopoly_engine.editions import load_edition

from .games import BY_NAME, play, recorded_lines

CLASSIC = "classic-en"
TRANSLATIONS = ("classic-it", "classic-es")


def without_words(edition: Edition) -> Edition:
    """``edition`` with every name and text blanked (the space and edition ids are names too): what is left is
    what the rules and the bots read."""

    def card(c: Card) -> Card:
        return dataclasses.replace(c, text="")

    def deck(d: Deck) -> Deck:
        return dataclasses.replace(d, name="", cards=tuple(card(c) for c in d.cards))

    def space(s: Space) -> Space:
        return dataclasses.replace(s, id="", name="", name_it="")

    return dataclasses.replace(
        edition,
        id="",
        name="",
        language="",
        currency="",
        source="",
        spaces=tuple(space(s) for s in edition.spaces),
        groups={key: dataclasses.replace(g, name="") for key, g in edition.groups.items()},
        decks={key: deck(d) for key, d in edition.decks.items()},
        texts={},
    )


@pytest.mark.parametrize("edition_id", TRANSLATIONS)
def test_the_edition_differs_from_classic_en_only_in_names_and_texts(edition_id: str) -> None:
    edition, classic = load_edition(edition_id), load_edition(CLASSIC)
    assert edition.language != classic.language  # a translation, not a copy
    assert [s.name for s in edition.spaces] != [s.name for s in classic.spaces]
    assert without_words(edition) == without_words(classic)


def _space(edition: Edition, index: int, **changes: Any) -> Edition:
    spaces = list(edition.spaces)
    spaces[index] = dataclasses.replace(spaces[index], **changes)
    return dataclasses.replace(edition, spaces=tuple(spaces))


def _card(edition: Edition, deck_id: str, index: int, **changes: Any) -> Edition:
    deck = edition.decks[deck_id]
    cards = list(deck.cards)
    cards[index] = dataclasses.replace(cards[index], effect=dataclasses.replace(cards[index].effect, **changes))
    return dataclasses.replace(edition, decks={**edition.decks, deck_id: dataclasses.replace(deck, cards=tuple(cards))})


CHANGES: dict[str, Callable[[Edition], Edition]] = {
    "a price": lambda e: _space(e, 39, price=401),
    "a rent": lambda e: _space(e, 1, rent=(2, 10, 30, 90, 160, 251)),
    "a tax": lambda e: _space(e, 4, amount=199),
    "a card's target": lambda e: _card(e, "chance", 0, target=37),
    "a card's amount": lambda e: _card(e, "community-chest", 1, amount=201),
    "the order of a deck": lambda e: dataclasses.replace(
        e, decks={**e.decks, "chance": dataclasses.replace(e.decks["chance"], cards=e.decks["chance"].cards[::-1])}
    ),
    "a rule": lambda e: dataclasses.replace(e, rules=dataclasses.replace(e.rules, jail_fine=60)),
}


@pytest.mark.parametrize("change", CHANGES.values(), ids=CHANGES.keys())
def test_the_comparison_sees_a_change_of_a_number(change: Callable[[Edition], Edition]) -> None:
    classic = load_edition(CLASSIC)
    assert without_words(change(load_edition("classic-it"))) != without_words(classic)


def _first_game(text: str) -> list[str]:
    lines = text.splitlines()
    starts = [number for number, line in enumerate(lines) if line.startswith("== game ")]
    return lines[starts[0] : starts[1]]


@pytest.mark.parametrize("edition_id", TRANSLATIONS)
def test_the_edition_plays_the_classic_en_playthrough_game(edition_id: str) -> None:
    """The first game of the classic-en playthrough, played on the translation with the same seed and bots and
    written in classic-en's ids, is the same game line for line (events included)."""
    classic = BY_NAME[CLASSIC]
    seed, recorded = play(dataclasses.replace(classic, name=edition_id, edition=edition_id), 0)
    assert recorded.game.edition is load_edition(edition_id)
    played = list(recorded_lines(0, seed, recorded, written_in=load_edition(CLASSIC)))
    assert played == _first_game(classic.path.read_text(encoding="utf-8"))
    assert list(recorded_lines(0, seed, recorded)) != played  # in its own ids, it names its own streets
