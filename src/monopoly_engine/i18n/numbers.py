"""Money and numbers as each language writes them: Babel's CLDR data, one function for each, used by every screen
(the terminal, ``watch``, the browser game's frames and pages) so that an amount reads the same everywhere.

    money(1500, "€", "it")   # "1.500 €"   (a no-break space between amount and symbol)
    money(1500, "$", "en")   # "$1,500"
    money(1500, "₽", "ru")   # "1 500 ₽"   (no-break spaces)
    number(15000, "es")      # "15.000"

The symbol is the edition's own (``Edition.currency``), written as it is: the language's currency pattern
(``Locale.currency_formats["standard"]``) places it, with the fraction left out (every amount of the game is
whole), and a symbol written in letters (``RUB``) is kept apart from the digits by a no-break space, as CLDR's
currency spacing does. The browser's own script formats the amounts it computes (a change of cash) from
``money_parts``, which are read from the same pattern.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel import Locale
    from babel.numbers import NumberPattern

NO_BREAK_SPACE = "\u00a0"
_FRACTION = re.compile(r"\.[0#]+")


# Babel is imported when a number is first written, not with the package: the catalogs are read without it.
@functools.cache
def _locale(lang: str) -> Locale:
    from babel import Locale

    return Locale.parse(lang)


@functools.cache
def _decimal_pattern(lang: str) -> NumberPattern:
    pattern = _locale(lang).decimal_formats[None]
    assert pattern is not None
    return pattern


@functools.cache
def _money_pattern(lang: str, symbol: str) -> NumberPattern:
    """``lang``'s currency pattern for whole amounts, with ``symbol`` as a quoted literal in place of ``¤``."""
    from babel.numbers import parse_pattern

    standard = _locale(lang).currency_formats["standard"]
    assert standard is not None
    pattern = _FRACTION.sub("", standard.pattern.split(";")[0])
    literal = "'" + symbol.replace("'", "''") + "'"
    if symbol[:1].isalpha():  # letters before the digits: kept apart, as CLDR's currency spacing has it
        pattern = re.sub(r"¤(?=[#0])", "¤" + NO_BREAK_SPACE, pattern)
    if symbol[-1:].isalpha():
        pattern = re.sub(r"(?<=[#0])¤", NO_BREAK_SPACE + "¤", pattern)
    return parse_pattern(pattern.replace("¤", literal))


@functools.lru_cache(maxsize=4096)
def number(value: int, lang: str) -> str:
    """``value`` with ``lang``'s digit grouping (``1,500``, ``1.500``, ``1 500``)."""
    return _decimal_pattern(lang).apply(value, _locale(lang))


@functools.lru_cache(maxsize=4096)  # Babel's ``apply`` takes tens of microseconds; prices and rents recur
def money(amount: int, symbol: str, lang: str) -> str:
    """``amount`` in the currency ``symbol``, as ``lang`` writes money (``$1,500``, ``1.500 €``, ``-$50``); without
    a symbol, the number alone."""
    if not symbol:
        return number(amount, lang)
    return _money_pattern(lang, symbol).apply(amount, _locale(lang))


@functools.cache
def money_parts(symbol: str, lang: str) -> dict[str, str]:
    """What a script needs to write ``money(amount, symbol, lang)`` for any whole amount: the text before the
    digits (``prefix``; ``negative_prefix`` below zero, the minus sign included), after them (``suffix``), and the
    separator of each group of three digits (``group``)."""
    positive = money(1234567, symbol, lang)
    negative = money(-1, symbol, lang)
    first, last = re.search(r"\d", positive), re.search(r"\d(?!.*\d)", positive)
    assert first is not None and last is not None
    return {
        "prefix": positive[: first.start()],
        "negative_prefix": negative[: negative.index("1")],
        "suffix": positive[last.end() :],
        "group": positive[first.end() : positive.index("2")],
    }
