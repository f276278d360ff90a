"""The lobby's choices from the engine's data, not lists in the web code: each bundled edition by its name in the
page's language (``editions.texts``) with its player range from its rules, and the most seats any edition takes."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from monopoly_engine.editions import load_edition
from monopoly_engine.editions.loader import available_editions
from monopoly_engine.editions.texts import in_language

from .catalog import word

FIRST = ("classic-en", "classic-it", "classic-es", "mega", "cheaters-ru")  # the lobby's order; any other after


@dataclass(frozen=True, slots=True)
class EditionChoice:
    id: str
    name: str  # in the page's language where the edition has its words in it
    low: int  # fewest players
    high: int  # most players
    label: str  # "Classic (US) · 2-8 players"


def edition_ids() -> tuple[str, ...]:
    bundled = available_editions()
    return tuple([e for e in FIRST if e in bundled] + [e for e in bundled if e not in FIRST])


@functools.lru_cache(maxsize=8)
def edition_choices(lang: str) -> tuple[EditionChoice, ...]:
    choices = []
    for edition_id in edition_ids():
        edition = load_edition(edition_id)
        rules = edition.rules
        name = in_language(edition, lang).name
        players = word(lang, "players_range", low=rules.min_players, high=rules.max_players)
        choices.append(EditionChoice(edition_id, name, rules.min_players, rules.max_players, f"{name} · {players}"))
    return tuple(choices)


def seat_range(edition_id: str) -> tuple[int, int]:
    """The fewest and the most players ``edition_id`` takes (a bundled edition's id)."""
    choice = next(c for c in edition_choices("en") if c.id == edition_id)
    return choice.low, choice.high


def most_seats() -> int:
    """The lobby's seat rows: as many as the edition that takes the most players."""
    return max(c.high for c in edition_choices("en"))
