"""Money and numbers through Babel (``i18n.numbers``, issue 30: "€1500" in one place, "€1,500" and "1.500 €" in
another): one function per language, the same text in the terminal and the browser, and the parts the browser's
script writes the amounts it works out with give the same text."""

from __future__ import annotations

import re

import pytest

from monopoly_engine.editions import available_editions, load_edition
from monopoly_engine.i18n import LANGUAGES, Translator
from monopoly_engine.i18n.numbers import money, money_parts, number

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "amount", "symbol", "text"),
    [
        ("en", 1500, "$", "$1,500"),
        ("en", -50, "$", "-$50"),
        ("en", 1234567, "₽", "₽1,234,567"),
        ("it", 1500, "€", f"1.500{NBSP}€"),
        ("it", -50, "€", f"-50{NBSP}€"),
        ("es", 15000, "€", f"15.000{NBSP}€"),
        ("es", 1500, "$", f"1.500{NBSP}$"),
        ("ru", 1500, "₽", f"1{NBSP}500{NBSP}₽"),
        ("ru", 0, "₽", f"0{NBSP}₽"),
        ("en", 200, "RUB", f"RUB{NBSP}200"),  # letters are kept apart from the digits (CLDR's currency spacing)
        ("it", 200, "RUB", f"200{NBSP}RUB"),  # written as the edition writes it, not turned into a symbol
        ("ru", 200, "RUB", f"200{NBSP}RUB"),
        ("en", 1500, "", "1,500"),
    ],
)
def test_money_follows_the_languages_pattern(lang: str, amount: int, symbol: str, text: str) -> None:
    assert money(amount, symbol, lang) == text == Translator(lang).money(amount, symbol)


def test_numbers_are_grouped_as_the_language_groups_them() -> None:
    assert [number(15000, lang) for lang in LANGUAGES] == ["15,000", "15.000", "15.000", f"15{NBSP}000"]
    assert number(-1500, "en") == "-1,500" == Translator("en").number(-1500)


def _as_the_script_writes_it(amount: int, parts: dict[str, str]) -> str:
    """``money`` in web/static/game.js, step by step."""
    digits = re.sub(r"\B(?=(\d{3})+(?!\d))", parts["group"], str(abs(amount)))
    return (parts["negative_prefix"] if amount < 0 else parts["prefix"]) + digits + parts["suffix"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("edition_id", available_editions())
def test_the_browsers_parts_write_what_the_server_writes(lang: str, edition_id: str) -> None:
    symbol = load_edition(edition_id).currency
    parts = money_parts(symbol, lang)
    for amount in (0, 1, 7, 50, 999, 1000, 1500, 12345, 100000, 2500000, -1, -50, -1500):
        assert _as_the_script_writes_it(amount, parts) == money(amount, symbol, lang), (amount, parts)


def test_the_package_still_reads_its_catalogs_without_babel_and_writes_money_with_it() -> None:
    """Babel is imported when the first amount is written, not with the catalogs."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from monopoly_engine.i18n import Translator\n"
        "tr = Translator('it'); tr('word.bank')\n"
        "assert 'babel' not in sys.modules\n"
        "print(tr.money(1500, '€'))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == f"1.500{NBSP}€"


def test_an_amount_copied_from_a_screen_is_read_back() -> None:
    from monopoly_engine.typed_input import whole_number

    for lang in LANGUAGES:
        assert whole_number(number(1500, lang), grouped=True) == 1500
        assert whole_number(number(2500000, lang), grouped=True) == 2500000
