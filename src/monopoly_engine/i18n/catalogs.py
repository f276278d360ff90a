"""The compiled gettext catalogs (``locale/<lang>/LC_MESSAGES/messages.mo``), read with the standard library.

Each language's catalog is read once per process and kept as the plain dict ``gettext`` builds: a message is
``messages[id]``, a plural message's forms are ``messages[(id, 0)]``, ``messages[(id, 1)]``... in the order of
the catalog's ``Plural-Forms`` rule. The ``.po`` files beside them are the sources translators edit; Babel
compiles them (``scripts/update_catalogs.py``), and a test checks that the ``.mo`` files are up to date.
"""

from __future__ import annotations

import functools
import gettext
from collections.abc import Callable
from pathlib import Path

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "messages"

MessageKey = str | tuple[str, int]


@functools.cache
def translations(lang: str) -> gettext.GNUTranslations:
    """The compiled catalog of ``lang``; a missing one is an error naming the file (a broken install)."""
    found = gettext.find(DOMAIN, LOCALE_DIR, languages=[lang])
    if found is None:
        raise FileNotFoundError(f"no compiled catalog for {lang!r}: {LOCALE_DIR / lang / 'LC_MESSAGES'}/{DOMAIN}.mo")
    with open(found, "rb") as file:
        return gettext.GNUTranslations(file)


def messages(lang: str) -> dict[MessageKey, str]:
    """The catalog's messages, keyed as ``gettext`` keys them (the header entry ``""`` included).

    ``GNUTranslations`` has no public accessor for its table; ``_catalog`` is what the standard library's own
    ``ngettext`` reads (and what Django's JavaScript catalog exports), stable since Python 2."""
    return translations(lang)._catalog  # type: ignore[attr-defined]  # private in typeshed, see above


def plural_rule(lang: str) -> Callable[[int], int]:
    """The catalog's ``Plural-Forms`` rule: a count -> the index of its form."""
    return translations(lang).plural  # type: ignore[attr-defined]  # set from the header; typeshed omits it


def plural_forms(lang: str) -> str:
    """The catalog's ``Plural-Forms`` header (``nplurals=3; plural=(...);``)."""
    return translations(lang).info().get("plural-forms", "nplurals=2; plural=(n != 1);")


def as_dict(lang: str) -> dict[str, str | list[str]]:
    """The catalog by message id, every form of a plural message in a list: the same words for a web page
    (``json.dumps(as_dict("ru"))``; the ``Plural-Forms`` rule to pick a form is ``plural_forms(lang)``)."""
    singular: dict[str, str] = {}
    forms: dict[str, dict[int, str]] = {}
    for key, text in messages(lang).items():
        if isinstance(key, tuple):
            forms.setdefault(key[0], {})[key[1]] = text
        elif key:
            singular[key] = text
    plural = {key: [by_index[i] for i in sorted(by_index)] for key, by_index in forms.items()}
    merged: dict[str, str | list[str]] = {**singular, **plural}
    return dict(sorted(merged.items()))


def web_catalog(lang: str) -> dict[str, object]:
    """What a web client needs to speak ``lang``: its messages and its plural rule."""
    return {"language": lang, "plural_forms": plural_forms(lang), "messages": as_dict(lang)}
