"""The reasons the terminal shows for refused Monopoly Mega choices come from the catalogs.

As ``test_reasons`` does for the classic rules: each situation sets up a Mega game, meets the rule through
the menu that shows it (or ``why_not`` for a typed action), and checks, in Italian, Spanish and Russian,
that the reason is the catalog's sentence for that rule, that the engine does refuse the action, and that
its English refusal is not what the player reads.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from monopoly_engine.choices import Context, decision_menu, why_not
from monopoly_engine.choices.items import Menu
from monopoly_engine.choices.menus import build_menu, depot_menu, mortgage_menu, sell_menu
from monopoly_engine.core.actions import (
    Action,
    Build,
    BuildDepot,
    ChooseAuctionProperty,
    ChooseGift,
    KeepMortgage,
    Mortgage,
    ProposeTrade,
    SellDepot,
    SellHotelsOutright,
    TradeSide,
    UseTicket,
)
from monopoly_engine.core.decisions import AuctionSquareDecision, GiftDecision, MortgageDecision
from monopoly_engine.core.edition import BUS_TICKETS, HOTEL, SKYSCRAPER
from monopoly_engine.game import new_game
from monopoly_engine.i18n import CATALOGS, Translator
from monopoly_engine.play.trade_builder import TradeBuilder

BROWN = (1, 3, 4)
READING, PENNSYLVANIA_RR = 6, 20
AUCTION, BIRTHDAY_GIFT = 14, 47


def position(lang: str):
    recorded = new_game("mega", ["Anna", "Bruno"], seed=1, first_player=0)
    return recorded.game, Context.of(recorded.game, Translator(lang))


def own(game, seat: int, *spaces: int) -> None:
    for space in spaces:
        game.state.owner[space] = seat


def line_for(menu: Menu, value: object) -> str:
    for item in menu.items:
        if item.value == value or getattr(item.action, "space", None) == value:
            assert not item.enabled, f"{item.label} is allowed"
            assert item.reason
            return item.reason
    raise AssertionError(f"no line for {value} in {[i.label for i in menu.items]}")


Shown = tuple[Action, str]


def build_majority(game, ctx) -> Shown:
    own(game, 0, 1)
    own(game, 1, 3)
    return Build(0, 1), why_not(ctx, Build(0, 1))


def skyscraper_group(game, ctx) -> Shown:
    own(game, 0, 1, 3)
    own(game, 1, 4)
    game.state.level[1] = game.state.level[3] = HOTEL
    return Build(0, 1), line_for(build_menu(ctx, 0), 1)


def skyscraper_already(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = game.state.level[3] = game.state.level[4] = SKYSCRAPER
    return Build(0, 1), line_for(build_menu(ctx, 0), 1)


def no_skyscrapers(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = game.state.level[3] = game.state.level[4] = HOTEL
    game.state.bank_skyscrapers = 0
    return Build(0, 1), line_for(build_menu(ctx, 0), 1)


def skyscraper_cash(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = game.state.level[3] = game.state.level[4] = HOTEL
    game.state.players[0].cash = 10
    return Build(0, 1), line_for(build_menu(ctx, 0), 1)


def not_station(game, ctx) -> Shown:
    own(game, 0, 1)
    return BuildDepot(0, 1), why_not(ctx, BuildDepot(0, 1))


def depot_already(game, ctx) -> Shown:
    own(game, 0, READING)
    game.state.depot[READING] = True
    game.state.bank_depots -= 1
    return BuildDepot(0, READING), why_not(ctx, BuildDepot(0, READING))


def no_depot(game, ctx) -> Shown:
    own(game, 0, READING)
    return SellDepot(0, READING), why_not(ctx, SellDepot(0, READING))


def depot_mortgaged(game, ctx) -> Shown:
    own(game, 0, READING)
    game.state.mortgaged[READING] = True
    return BuildDepot(0, READING), line_for(depot_menu(ctx, 0), READING)


def no_depots(game, ctx) -> Shown:
    own(game, 0, READING)
    game.state.bank_depots = 0
    return BuildDepot(0, READING), line_for(depot_menu(ctx, 0), READING)


def depot_cash(game, ctx) -> Shown:
    own(game, 0, READING)
    game.state.players[0].cash = 99
    return BuildDepot(0, READING), line_for(depot_menu(ctx, 0), READING)


def mortgage_depot(game, ctx) -> Shown:
    own(game, 0, READING)
    game.state.depot[READING] = True
    return Mortgage(0, READING), line_for(mortgage_menu(ctx, 0), READING)


def trade_depot(game, ctx) -> Shown:
    own(game, 0, READING)
    game.state.depot[READING] = True
    menu = TradeBuilder(ctx, 0).space_menu(0, [], "trade.give_space_title")
    return ProposeTrade(0, 1, TradeSide((READING,)), TradeSide()), line_for(menu, READING)


def no_tickets(game, ctx) -> Shown:
    game.state.players[0].position = BIRTHDAY_GIFT
    game.state.roll_due = False
    game.state.stack.append(GiftDecision(0))
    game.state.decks[BUS_TICKETS].clear()
    item = decision_menu(ctx, 0).items[1]
    assert item.action is None and not item.enabled
    return ChooseGift(0, "ticket"), item.reason or ""


def no_ticket(game, ctx) -> Shown:
    return UseTicket(0, 5), why_not(ctx, UseTicket(0, 5))


def ticket_jail(game, ctx) -> Shown:
    me = game.state.players[0]
    me.in_jail, me.position, me.tickets = True, game.edition.jail_index, 1
    menu = decision_menu(ctx, 0)
    return UseTicket(0, 14), next(item.reason or "" for item in menu.items if not item.enabled and item.opens is None)


def ticket_side(game, ctx) -> Shown:
    game.state.players[0].tickets = 1
    return UseTicket(0, 20), why_not(ctx, UseTicket(0, 20))


def auction_owned(game, ctx) -> Shown:
    own(game, 1, 51)
    game.state.players[0].position = AUCTION
    game.state.roll_due = False
    game.state.stack.append(AuctionSquareDecision(0))
    return ChooseAuctionProperty(0, 51), why_not(ctx, ChooseAuctionProperty(0, 51))


def keep_mortgage_group(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = game.state.level[3] = 1
    game.state.mortgaged[4] = True
    game.state.stack.append(MortgageDecision(0, [4]))
    keep = next(item for item in decision_menu(ctx, 0).items if ctx.space(4) in item.label and not item.enabled)
    assert KeepMortgage(0, 4) not in game.decision_actions()
    return KeepMortgage(0, 4), keep.reason or ""


def outright_even(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = 4
    game.state.level[3] = game.state.level[4] = HOTEL
    line = next(item for item in sell_menu(ctx, 0).items if type(item.action) is SellHotelsOutright)
    assert not line.enabled and line.reason
    return line.action, line.reason


def outright_no_hotel(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = game.state.level[3] = game.state.level[4] = SKYSCRAPER
    return SellHotelsOutright(0, 1), why_not(ctx, SellHotelsOutright(0, 1))


SITUATIONS: dict[str, Callable] = {
    "build_majority": build_majority,
    "skyscraper_group": skyscraper_group,
    "skyscraper_already": skyscraper_already,
    "no_skyscrapers": no_skyscrapers,
    "skyscraper_cash": skyscraper_cash,
    "not_station": not_station,
    "depot_already": depot_already,
    "no_depot": no_depot,
    "depot_mortgaged": depot_mortgaged,
    "no_depots": no_depots,
    "depot_cash": depot_cash,
    "mortgage_depot": mortgage_depot,
    "trade_depot": trade_depot,
    "no_tickets": no_tickets,
    "no_ticket": no_ticket,
    "ticket_jail": ticket_jail,
    "ticket_side": ticket_side,
    "auction_owned": auction_owned,
    "keep_mortgage_group": keep_mortgage_group,
    "outright_even": outright_even,
    "outright_no_hotel": outright_no_hotel,
}
KEYS = {"skyscraper_cash": "cash", "depot_cash": "cash"}


def template(lang: str, key: str) -> re.Pattern[str]:
    parts = re.split(r"\{[a-z_]+\}", CATALOGS[lang][key])
    return re.compile(".+".join(re.escape(part) for part in parts))


@pytest.mark.parametrize("lang", ["it", "es", "ru"])
@pytest.mark.parametrize("situation", sorted(SITUATIONS))
def test_the_mega_reason_shown_is_the_catalogs(situation: str, lang: str) -> None:
    game, ctx = position(lang)
    action, shown = SITUATIONS[situation](game, ctx)
    key = "why_not." + KEYS.get(situation, situation)
    assert template(lang, key).fullmatch(shown), f"{lang}: {shown!r} is not {key}"
    english = game.refusal(action)
    assert english is not None, "the engine allows it"
    assert english not in shown
    if lang == "ru":
        assert re.search("[а-яё]", shown), shown
