"""The sell menu shows what the engine pays, also when a short bank brings the whole group down."""

from __future__ import annotations

from monopoly_engine.choices import Context
from monopoly_engine.choices.menus import sell_menu
from monopoly_engine.core.actions import SellBuilding
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER
from monopoly_engine.core.events import BuildingSold
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator


def _label_and_paid(game, space: int) -> tuple[str, int]:
    label = next(i.label for i in sell_menu(Context.of(game, Translator("en")), 0).items if i.value == space)
    paid = sum(e.refund for e in game.apply(SellBuilding(0, space)) if isinstance(e, BuildingSold))
    return label, paid


def test_classic_hotel_sold_with_no_houses_in_the_bank_shows_the_group_coming_down() -> None:
    game = new_game("classic-en", ["Anna", "Bruno"], seed=1, first_player=0).game
    for space in (1, 3):
        game.state.owner[space] = 0
        game.state.level[space] = HOTEL
    game.state.bank_houses, game.state.bank_hotels = 0, 10
    label, paid = _label_and_paid(game, 1)
    assert paid == 250  # each street: the hotel at 25 and its four houses at 25 (half of 50 per level): 125
    assert label == "Sell the hotel on Mediterranean Avenue for $250"


def test_mega_skyscraper_sold_with_no_hotel_in_the_bank_shows_the_group_coming_down() -> None:
    game = new_game("mega", ["Anna", "Bruno"], seed=1, first_player=0).game
    for space in (1, 3, 4):
        game.state.owner[space] = 0
    game.state.level[1], game.state.level[3], game.state.level[4] = SKYSCRAPER, 4, 4
    game.state.bank_hotels, game.state.bank_houses = 0, 0
    label, paid = _label_and_paid(game, 1)
    # The fewest sales the bank's houses allow (none in the bank): 1 takes 2 of the 8 houses of 3 and 4, which keep 3.
    # 1: skyscraper 25 + hotel 25 + 2 houses at 25; 3 and 4: a house at 25 each.
    assert paid == 150 and [game.state.level[s] for s in (1, 3, 4)] == [2, 3, 3]
    assert label == (
        "Sell the skyscraper on Mediterranean Avenue for $150 (the bank has no hotel: the group comes down to houses)"
    )
