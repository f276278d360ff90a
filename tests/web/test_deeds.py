"""The browser's deed dialog shows only what the edition has (issue 30), each line worded and priced in the
player's language: no house rents, house cost or mortgage value in Cheaters (hotels only, no mortgages)."""

from __future__ import annotations

import pytest

from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.editions import load_edition
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words
from monopoly_engine.views import PlayerView
from monopoly_engine.web.deeds import deed_lines
from monopoly_engine.web.present import squares


def _deeds(edition_id: str, lang: str) -> dict[int, dict]:
    game = Game.new(load_edition(edition_id), ["Ann", "Bob"], SeededRandom(1))[0]
    return {s["i"]: s for s in squares(PlayerView(game, 0), Words(game, Translator(lang))) if "deed" in s}


def test_a_cheaters_deed_has_no_houses_and_no_mortgage() -> None:
    deed = _deeds("cheaters-ru", "en")[1]
    lines = [["Rent", "₽30"], ["Whole colour set (×2)", "₽60"], ["1 hotel", "₽120"], ["Hotel costs", "₽150"]]
    assert deed["deed"] == lines
    assert deed["mortgage"] == 0 and "house_cost" not in deed


def test_a_classic_deed_has_every_line_in_the_players_language() -> None:
    deed = _deeds("classic-en", "en")[1]["deed"]
    assert deed[0] == ["Rent", "$2"] and ["2 houses", "$30"] in deed and deed[-1] == ["Mortgage value", "$30"]
    russian = _deeds("classic-it", "ru")
    assert russian[5]["deed"][1] == ["2 вокзала во владении", "50\u00a0€"]
    assert russian[12]["deed"][0] == ["1 предприятие во владении", "4× очки на кубиках"]


@pytest.mark.parametrize("lang", ["en", "it", "es", "ru"])
def test_a_mega_deed_has_the_skyscraper_and_no_line_left_unworded(lang: str) -> None:
    edition = load_edition("mega")
    for space in edition.spaces:
        if space.is_property:
            for label, amount in deed_lines(edition, space, Translator(lang)):
                assert label and amount and not label.startswith("deed.")
    assert len(deed_lines(edition, edition.spaces[1], Translator(lang))) == 12  # rent, set, 4 houses, hotel, sky, costs


def test_a_frame_writes_each_players_cash_and_counts_in_the_language() -> None:
    from monopoly_engine.game import new_game
    from monopoly_engine.web.present import SPECTATOR, state_frame

    recorded = new_game("classic-it", ["Ann", "Bob"], seed=1)
    game = recorded.game
    game.state.players[0].cards.append(("chance", 0))
    state = state_frame(recorded, PlayerView(game, 0), SPECTATOR, None, ["person", "person"], "it", -1)
    assert [p["cash_text"] for p in state["players"]] == ["1.500\u00a0€", "1.500\u00a0€"]
    assert state["players"][0]["cards_text"] == "1 carta" and state["players"][1]["cards_text"] == ""
