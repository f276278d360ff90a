"""Message catalogs for what people read: the terminal game's screens, menus, help, and the narration of
events (``i18n.events``, also what ``monopoly watch`` prints).

The catalogs are plain Python dicts, one module per language (``en``, ``it``, ``es``, ``ru``), keyed by
a message id; a message is ``str.format`` text with named placeholders (``"{name} bought {space}."``).
Python modules rather than gettext ``.po``/``.mo`` files: nothing to compile at build time, nothing to
list as package data, and a test (``tests/play/test_catalogs.py``) checks that every language has every
message with the same placeholders. A message missing at run time falls back to English.

    tr = Translator("it")
    tr("turn.title", name="Anna")          # "Tocca ad Anna: ..."
    tr.money(1500, "€")                    # "1.500 €"

Names of squares, decks and card texts are not here: they come from the edition's data file.
Limits: no plural rules; messages are written so that a number never has to agree with a noun
(``"houses: 3"``, or one message per building level).
"""

from __future__ import annotations

import locale
import os
import string
from collections.abc import Mapping

from . import en, es, it, ru

LANGUAGES: tuple[str, ...] = ("en", "it", "es", "ru")
DEFAULT_LANGUAGE = "en"

CATALOGS: dict[str, Mapping[str, str]] = {
    "en": en.MESSAGES,
    "it": it.MESSAGES,
    "es": es.MESSAGES,
    "ru": ru.MESSAGES,
}

# The classic edition played by default in each language (the issue: Italian and Spanish have their own).
DEFAULT_EDITION = {"it": "classic-it", "es": "classic-es"}


def default_edition(language: str) -> str:
    """``classic-it`` for Italian, ``classic-es`` for Spanish, ``classic-en`` otherwise."""
    return DEFAULT_EDITION.get(language, "classic-en")


def normalize_language(value: str | None) -> str | None:
    """``"it_IT.UTF-8"`` -> ``"it"``; None when ``value`` names none of the four languages."""
    if not value:
        return None
    code = value.strip().lower().replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
    return code if code in LANGUAGES else None


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """The user's language from ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` or the locale; else English."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if not value or value in ("C", "POSIX") or value.startswith("C."):
            continue
        for part in value.split(":"):
            found = normalize_language(part)
            if found:
                return found
        if var != "LANGUAGE":
            return DEFAULT_LANGUAGE  # a set locale in another language: English
    if environ is None:
        try:
            found = normalize_language(locale.getlocale()[0])
        except ValueError:
            found = None
        if found:
            return found
    return DEFAULT_LANGUAGE


def placeholders(message: str) -> set[str]:
    """The named fields of a ``str.format`` message."""
    return {field for _, field, _, _ in string.Formatter().parse(message) if field}


class Translator:
    """The messages of one language; ``tr(key, **values)`` formats one."""

    __slots__ = ("lang", "messages")

    def __init__(self, lang: str) -> None:
        if lang not in CATALOGS:
            raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
        self.lang = lang
        self.messages = CATALOGS[lang]

    def __call__(self, key: str, /, **values: object) -> str:
        text = self.messages.get(key)
        if text is None:
            text = CATALOGS[DEFAULT_LANGUAGE].get(key, key)
        return text.format(**values) if values else text

    def has(self, key: str) -> bool:
        return key in self.messages

    def words(self, key: str) -> tuple[str, ...]:
        """A message that lists typed words (``"roll|r"``) as a tuple of lower-case words."""
        return tuple(w.strip().lower() for w in self(key).split("|") if w.strip())

    def number(self, value: int) -> str:
        """``1500`` -> ``1,500`` / ``1.500`` / ``1 500``, by the language's thousands separator."""
        sep = self("fmt.thousands")
        text = f"{abs(value):,}".replace(",", sep)
        return f"-{text}" if value < 0 else text

    def money(self, amount: int, symbol: str) -> str:
        """An amount with the edition's currency symbol, placed as the language writes it (``$1,500``,
        ``1.500 €``); a currency written as letters goes after the amount in every language (``200 RUB``),
        and a minus sign before all (``-$50``)."""
        if not symbol:
            return self.number(amount)
        if amount < 0:
            return "-" + self.money(-amount, symbol)
        if symbol.isalpha() and len(symbol) > 1:
            return f"{self.number(amount)} {symbol}"
        return self("fmt.money", amount=self.number(amount), symbol=symbol)


def cli_help(key: str) -> str:
    """The help text of a ``monopoly play`` option in the user's language (for the command line)."""
    return Translator(detect_language())(f"cli.{key}")


__all__ = [
    "CATALOGS",
    "LANGUAGES",
    "Translator",
    "cli_help",
    "default_edition",
    "detect_language",
    "normalize_language",
    "placeholders",
]
