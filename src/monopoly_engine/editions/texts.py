"""An edition in another language: the same board, decks and rules, with the names and card texts of one of the
languages its data file gives (``"texts"``; the loader has checked that every word is there).

The rules never read a name, so a game played with the translated edition is the same game; the log names the
edition by id as always.
"""

from __future__ import annotations

import dataclasses

from monopoly_engine.core.edition import Edition


def description(edition: Edition, lang: str) -> str:
    """The edition's one-line description in ``lang``; else in English, else in its own language ("" without one)."""
    found = edition.description
    return found.get(lang) or found.get("en") or found.get(edition.language, "")


def languages(edition: Edition) -> tuple[str, ...]:
    """The languages the edition's words exist in: its own first."""
    return (edition.language, *sorted(edition.texts))


_MADE: dict[tuple[int, str], tuple[Edition, Edition]] = {}  # (id of the edition, lang) -> (it, its words in lang)
_MADE_LIMIT = 256


def in_language(edition: Edition, lang: str) -> Edition:
    """``edition`` with its words in ``lang``; the edition as it is when it has no words in ``lang`` (then its
    own language's, or English when it has English words). Made once per edition object and language (every
    frame of the browser game words its events)."""
    if not edition.texts:
        return edition
    made = _MADE.get((id(edition), lang))
    if made is not None and made[0] is edition:
        return made[1]
    if len(_MADE) >= _MADE_LIMIT:
        _MADE.clear()
    translated = _in_language(edition, lang)
    _MADE[(id(edition), lang)] = (edition, translated)
    return translated


def _in_language(edition: Edition, lang: str) -> Edition:
    if lang not in edition.texts:
        if lang == edition.language or "en" not in edition.texts:
            return edition
        lang = "en"
    words = edition.texts[lang]
    spaces = tuple(dataclasses.replace(s, name=words["spaces"][s.id]) for s in edition.spaces)
    groups = {gid: dataclasses.replace(g, name=words["groups"][gid]) for gid, g in edition.groups.items()}
    decks = {}
    for deck_id, deck in edition.decks.items():
        deck_words = words["decks"][deck_id]
        cards = tuple(dataclasses.replace(c, text=deck_words["cards"][c.id]) for c in deck.cards)
        decks[deck_id] = dataclasses.replace(deck, name=deck_words["name"], cards=cards)
    cheat_words = words.get("cheats", {})
    cheats = tuple(dataclasses.replace(c, text=cheat_words[c.id]) for c in edition.cheats)
    return dataclasses.replace(edition, name=words["name"], spaces=spaces, groups=groups, decks=decks, cheats=cheats)
