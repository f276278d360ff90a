"""``--players`` is read strictly: an empty list and a mistyped seat (``Name;kind``) are refused with the
expected form, in the user's language; a game is set up only from a list that says what it means."""

from __future__ import annotations

import pytest

from monopoly_engine.i18n import Translator
from monopoly_engine.play.cli import PlayError, parse_players


@pytest.mark.parametrize("spec", ["", "   ", ",", "Anna:human,,Bruno", "Anna;human", "Anna:human,Bruno;heuristic"])
@pytest.mark.parametrize("lang", ["en", "it", "es", "ru"])
def test_a_list_that_is_no_seats_is_refused_with_the_expected_form(spec: str, lang: str) -> None:
    tr = Translator(lang)
    with pytest.raises(PlayError) as refused:
        parse_players(spec, lang, tr)
    message = str(refused.value)
    assert message.startswith("--players") and ":human," in message and ":heuristic)" in message  # the form


def test_no_list_is_the_default_table_and_bare_names_are_people() -> None:
    tr = Translator("en")
    assert [kind for _, kind in parse_players(None, "en", tr)] == ["human", "heuristic", "heuristic", "heuristic"]
    assert parse_players("Anna,Bruno:heuristic", "en", tr) == [("Anna", "human"), ("Bruno", "heuristic")]
    assert parse_players("Anna Maria,heuristic", "en", tr)[0] == ("Anna Maria", "human")
