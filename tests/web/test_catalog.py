"""The web pages' words: every language has every message with the same placeholders; the browser's language."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.i18n import LANGUAGES, placeholders
from monopoly_engine.web.catalog import CATALOGS, pick_language


def test_every_language_has_every_web_message_with_the_same_placeholders():
    assert set(CATALOGS) == set(LANGUAGES)
    english = CATALOGS["en"]
    for lang, messages in CATALOGS.items():
        assert set(messages) == set(english), lang
        for key, text in messages.items():
            assert placeholders(text) == placeholders(english[key]), (lang, key)


@pytest.mark.parametrize(
    ("header", "chosen", "expected"),
    [
        ("it-IT,it;q=0.9,en;q=0.8", None, "it"),
        ("de-DE,de;q=0.9,es;q=0.5,ru;q=0.7", None, "ru"),
        ("fr", None, "en"),
        (None, None, "en"),
        ("es;q=0, it;q=0.1", None, "it"),
        ("es", "ru", "ru"),
        ("es", "xx", "es"),
        ("en;q=abc,es", None, "es"),
    ],
)
def test_the_language_comes_from_the_link_or_the_browser(header, chosen, expected):
    assert pick_language(header, chosen) == expected


def test_serve_refuses_a_store_it_cannot_open(tmp_path):
    result = CliRunner().invoke(app, ["serve", "--db", "mysql://localhost/monopoly", "--port", "1"])
    assert result.exit_code == 2 and "mysql://...: not a store" in result.output
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database\n" * 100)
    result = CliRunner().invoke(app, ["serve", "--db", str(notes), "--port", "1"])
    assert result.exit_code == 2 and "notes.txt" in result.output and notes.read_text() == "not a database\n" * 100
