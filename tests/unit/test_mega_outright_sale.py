"""Mega's outright hotel sale (RULINGS.md, "Mega: selling a hotel outright"): listed where the rules allow it, for
every street of a group whose hotels may all go, by the holdings index as by the walk over the board; refused with
its code elsewhere; a rule option of the Mega book alone. The sale's price and the even rule are pinned by the
``*hotels-outright*`` scenarios."""

from __future__ import annotations

import pytest

from monopoly_engine.core import Game, ScriptedSource
from monopoly_engine.core.actions import SellBuilding, SellHotelsOutright
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER
from monopoly_engine.core.events import BuildingSold
from monopoly_engine.core.refusals import Refusal
from monopoly_engine.editions import EditionError, load_edition
from monopoly_engine.notation import format_action, parse_action

DARK_BLUE = (48, 49, 51)  # mega: house and hotel 200


def _game(edition: str, levels: dict[int, int], bank_houses: int | None = None) -> Game:
    game, _ = Game.new(load_edition(edition), ["A", "B"], ScriptedSource(), first_player=0, shuffle=False)
    state = game.state
    for space, level in levels.items():
        state.owner[space] = 0
        state.level[space] = level
        if level == HOTEL:
            state.bank_hotels -= 1
        elif level == SKYSCRAPER:
            state.bank_skyscrapers -= 1
        else:
            state.bank_houses -= level
    if bank_houses is not None:
        state.bank_houses = bank_houses
    state.board_changed()
    return game


def _outright(game: Game, player: int = 0) -> list[SellHotelsOutright]:
    return [a for a in game.raising_actions(player) if type(a) is SellHotelsOutright]


def _walked(game: Game, player: int = 0) -> list[SellHotelsOutright]:
    walked = game.property_actions_recount(player, develop=False, raise_cash=True)
    return [a for a in walked if type(a) is SellHotelsOutright]


def test_a_group_of_hotels_lists_the_sale_on_each_of_its_streets() -> None:
    game = _game("mega", dict.fromkeys(DARK_BLUE, HOTEL))
    listed = [SellHotelsOutright(0, s) for s in DARK_BLUE]
    assert _outright(game) == _walked(game) == listed
    assert all(a in game.free_actions(0) for a in listed)


@pytest.mark.parametrize(
    ("levels", "code"),
    [
        ({48: 4, 49: HOTEL, 51: HOTEL}, "outright_even"),  # 4 houses beside bare streets
        ({48: HOTEL, 49: HOTEL, 51: SKYSCRAPER}, "outright_even"),  # a skyscraper beside bare streets
    ],
)
def test_a_sale_that_leaves_the_group_uneven_is_neither_listed_nor_legal(levels: dict[int, int], code: str) -> None:
    game = _game("mega", levels)
    assert _outright(game) == _walked(game) == []
    reason = game.refused(SellHotelsOutright(0, 49))
    assert isinstance(reason, Refusal) and reason.code == code
    keepers = tuple(s for s, level in levels.items() if level != HOTEL)
    assert reason.params == {"space": 49, "others": keepers}


def test_a_street_without_a_hotel_or_not_ones_own_is_refused_with_its_code() -> None:
    game = _game("mega", {48: SKYSCRAPER, 49: HOTEL, 51: HOTEL})
    no_hotel = game.refused(SellHotelsOutright(0, 48))
    assert isinstance(no_hotel, Refusal) and no_hotel.code == "outright_no_hotel"
    assert no_hotel.params == {"space": 48, "level": SKYSCRAPER}
    not_yours = game.refused(SellHotelsOutright(1, 49))
    assert isinstance(not_yours, Refusal) and not_yours.code == "not_yours"


def test_the_sale_takes_only_the_sellers_streets_of_a_majority_group() -> None:
    """Red (27, 29, 30, 31): A builds on three of the four by majority; B's street is not A's to sell."""
    game = _game("mega", {27: HOTEL, 29: HOTEL, 30: HOTEL})
    game.state.owner[31] = 1
    game.state.board_changed()
    sold = [e for e in game.apply(SellHotelsOutright(0, 30)) if isinstance(e, BuildingSold)]
    assert [(e.space, e.level, e.refund) for e in sold] == [(27, 0, 375), (29, 0, 375), (30, 0, 375)]
    assert game.state.owner[31] == 1


def test_in_a_house_shortage_the_outright_sale_pays_what_selling_down_to_bare_land_pays() -> None:
    """With no house in the bank, selling a hotel down brings the whole group to bare land (RULINGS: as little as
    the bank allows), and the outright sale does the same in one step for the same money."""
    levels = dict.fromkeys(DARK_BLUE, HOTEL)
    down = _game("mega", levels, bank_houses=0)
    outright = _game("mega", levels, bank_houses=0)
    paid_down = sum(e.refund for e in down.apply(SellBuilding(0, 51)) if isinstance(e, BuildingSold))
    paid_outright = sum(e.refund for e in outright.apply(SellHotelsOutright(0, 51)) if isinstance(e, BuildingSold))
    assert paid_down == paid_outright == 1500
    assert down.state.snapshot() == outright.state.snapshot()


@pytest.mark.parametrize("edition", ["classic-en", "classic-it", "classic-es"])
def test_the_classic_editions_neither_list_nor_allow_it(edition: str) -> None:
    game = _game(edition, {37: HOTEL, 39: HOTEL})
    assert not game.rules.hotel_sale_outright
    assert _outright(game) == _walked(game) == []
    reason = game.refused(SellHotelsOutright(0, 39))
    assert isinstance(reason, Refusal) and reason.code == "no_outright_sale"


@pytest.mark.parametrize("edition", ["classic-en", "classic-it", "classic-es", "cheaters-ru"])
def test_the_rule_option_belongs_to_the_mega_book(edition: str) -> None:
    with pytest.raises(EditionError, match=r"hotel_sale_outright.*not played by the Mega book"):
        load_edition(edition, {"hotel_sale_outright": True})


def test_mega_can_switch_it_off() -> None:
    edition = load_edition("mega", {"hotel_sale_outright": False})
    game, _ = Game.new(edition, ["A", "B"], ScriptedSource(), first_player=0, shuffle=False)
    assert game.refused(SellHotelsOutright(0, 51)) is not None
    assert load_edition("mega").rules.hotel_sale_outright


def test_the_notation_reads_and_writes_it() -> None:
    game = _game("mega", dict.fromkeys(DARK_BLUE, HOTEL))
    action = parse_action("sell-hotels boardwalk", 0, game)
    assert action == SellHotelsOutright(0, 51)
    assert parse_action(format_action(action, game.edition), 0, game) == action


def test_the_rl_layouts_have_no_integer_for_it() -> None:
    """docs/rl.md: the outright sale is left out of the mask rather than change the layouts' sizes."""
    pytest.importorskip("numpy")
    from monopoly_engine.rl.actions import encode

    assert encode(SellHotelsOutright(0, 51)) is None


def test_the_codec_writes_and_reads_it() -> None:
    from monopoly_engine.codec import action_from_dict, action_to_dict

    data = action_to_dict(SellHotelsOutright(1, 51))
    assert data == {"kind": "sell-hotels", "player": 1, "space": 51}
    assert action_from_dict(data) == SellHotelsOutright(1, 51)
