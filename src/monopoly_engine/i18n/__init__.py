"""Message catalogs for what people read: the terminal game's screens, menus, help, and the narration of
events (``i18n.events``, also what ``monopoly watch`` prints).

The catalogs are gettext catalogs, one per language (``en``, ``it``, ``es``, ``ru``), under
``i18n/locale/<lang>/LC_MESSAGES/messages.po`` (the source translators edit) and ``messages.mo`` (compiled with
Babel, read at run time by the standard library's ``gettext``; see ``docs/translations.md``). A message's
msgid is a stable message id (``"ev.bought"``), its text ``str.format`` text with named placeholders
(``"{name} bought {space}."``); the English catalog gives the English words like any other language. A plural
message has one form per plural category of its language (Russian three); ``tr.plural`` picks it by count.

    tr = Translator("it")
    tr("turn.title", name="Anna")          # "Tocca ad Anna: ..."
    tr.plural("summary.houses", 3)         # "3 case"
    tr.money(1500, "€")                    # "1.500 €" (Babel's CLDR pattern: ``i18n.numbers``)

A message missing from a language falls back to English. Names of squares, decks and card texts are not here:
they come from the edition's data file.
"""

from __future__ import annotations

import functools
import locale
import os
import string
from collections.abc import Iterator, Mapping

from . import catalogs, numbers

LANGUAGES: tuple[str, ...] = ("en", "it", "es", "ru")
DEFAULT_LANGUAGE = "en"


class _Catalogs(Mapping[str, Mapping[str, str | list[str]]]):
    """Every language's catalog by message id (``catalogs.as_dict``), read when first asked for."""

    def __getitem__(self, lang: str) -> Mapping[str, str | list[str]]:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return _as_dict(lang)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


@functools.cache
def _as_dict(lang: str) -> Mapping[str, str | list[str]]:
    return catalogs.as_dict(lang)


CATALOGS: Mapping[str, Mapping[str, str | list[str]]] = _Catalogs()

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


def placeholders(message: str | list[str]) -> set[str]:
    """The named fields of a ``str.format`` message (of every form of a plural message)."""
    forms = [message] if isinstance(message, str) else message
    return {field for form in forms for _, field, _, _ in string.Formatter().parse(form) if field}


class Translator:
    """The messages of one language; ``tr(key, **values)`` formats one, ``tr.plural(key, count, **values)`` one
    with a count. Each language's catalog is read once per process: a lookup is a dict lookup."""

    __slots__ = ("_english", "_english_plural", "_plural", "lang", "messages")

    def __init__(self, lang: str) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
        self.lang = lang
        self.messages = catalogs.messages(lang)
        self._plural = catalogs.plural_rule(lang)
        self._english = catalogs.messages(DEFAULT_LANGUAGE)
        self._english_plural = catalogs.plural_rule(DEFAULT_LANGUAGE)

    def __call__(self, key: str, /, **values: object) -> str:
        text = self.messages.get(key)
        if text is None:
            text = self._english.get(key, key)
        return text.format(**values) if values else text

    def plural(self, key: str, count: int, /, **values: object) -> str:
        """The form of plural message ``key`` for ``count`` (``"1 house"``, ``"2 houses"``; Russian ``"21 дом"``,
        ``"22 дома"``, ``"25 домов"``), formatted with ``count`` and ``values``."""
        text = self.messages.get((key, self._plural(count)))
        if text is None:
            text = self._english.get((key, self._english_plural(count)), key)
        return text.format(count=count, **values)

    def has(self, key: str) -> bool:
        return key in self.messages or (key, 0) in self.messages

    def words(self, key: str) -> tuple[str, ...]:
        """A message that lists typed words (``"roll|r"``) as a tuple of lower-case words."""
        return tuple(w.strip().lower() for w in self(key).split("|") if w.strip())

    def number(self, value: int) -> str:
        """``1500`` -> ``1,500`` / ``1.500`` / ``1 500``, as the language groups digits (``numbers.number``)."""
        return numbers.number(value, self.lang)

    def money(self, amount: int, symbol: str) -> str:
        """An amount with the edition's currency symbol, as the language writes money (``$1,500``, ``1.500 €``,
        ``-$50``; ``numbers.money``, Babel's CLDR patterns)."""
        return numbers.money(amount, symbol, self.lang)


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
