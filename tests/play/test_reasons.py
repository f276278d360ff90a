"""Every reason the terminal shows for a choice that is not allowed comes from the catalogs.

Each situation sets up a classic game, drives the menu (or the typed input) that meets the rule, and checks,
in Italian, Spanish and Russian, that the reason shown is the catalog's sentence for that rule, filled in,
and never the engine's English refusal.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from monopoly_engine.choices import Context, decision_menu, why_not
from monopoly_engine.choices.items import Menu
from monopoly_engine.choices.menus import build_menu, mortgage_menu, sell_menu, unmortgage_menu
from monopoly_engine.core.actions import (
    AcceptTrade,
    Action,
    Bid,
    Build,
    Buy,
    EndTurn,
    LiftMortgage,
    Mortgage,
    Pay,
    PayBail,
    ProposeTrade,
    SellBuilding,
    TradeSide,
    Unmortgage,
)
from monopoly_engine.core.decisions import (
    AuctionDecision,
    BuyDecision,
    Debt,
    DebtDecision,
    MortgageDecision,
    TradeDecision,
)
from monopoly_engine.core.edition import HOTEL
from monopoly_engine.game import new_game
from monopoly_engine.i18n import CATALOGS, Translator
from monopoly_engine.play.reading import resolve
from monopoly_engine.play.trade_builder import Offer, TradeBuilder

BROWN = (1, 3)
LIGHT_BLUE = (6, 8, 9)


def position(lang: str):
    recorded = new_game("classic-en", ["Anna", "Bruno"], seed=1, first_player=0)
    return recorded.game, Context.of(recorded.game, Translator(lang))


def own(game, seat: int, *spaces: int) -> None:
    for space in spaces:
        game.state.owner[space] = seat


def line_for(menu: Menu, action: Action | None = None, value: object = None) -> str:
    """The reason shown on the menu line of ``action`` (or of the space ``value``)."""
    for item in menu.items:
        if (action is not None and item.action == action) or (value is not None and item.value == value):
            assert not item.enabled, f"{item.label} is allowed"
            assert item.reason
            return item.reason
    raise AssertionError(f"no line for {action or value} in {[i.label for i in menu.items]}")


def disabled_line(menu: Menu, index: int = 0) -> str:
    item = menu.items[index]
    assert not item.enabled and item.reason, item.label
    return item.reason


# Each situation: (the catalog key of the reason, the engine action refused, what the terminal shows).
Shown = tuple[Action | None, str]


def build_group(game, ctx) -> Shown:
    own(game, 0, 1)
    return Build(0, 1), why_not(ctx, Build(0, 1))


def build_even(game, ctx) -> Shown:
    own(game, 0, *LIGHT_BLUE)
    game.state.level[6] = 1
    return Build(0, 6), line_for(build_menu(ctx, 0), value=6)


def build_mortgaged(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.mortgaged[3] = True
    return Build(0, 1), line_for(build_menu(ctx, 0), value=1)


def no_houses(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.bank_houses = 0
    return Build(0, 1), line_for(build_menu(ctx, 0), value=1)


def no_hotels(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = game.state.level[3] = 4
    game.state.bank_hotels = 0
    return Build(0, 1), line_for(build_menu(ctx, 0), value=1)


def build_cash(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.players[0].cash = 10
    return Build(0, 1), line_for(build_menu(ctx, 0), value=1)


def build_hotel_already(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = game.state.level[3] = HOTEL
    return Build(0, 1), line_for(build_menu(ctx, 0), value=1)


def not_street(game, ctx) -> Shown:
    own(game, 0, 5)
    return Build(0, 5), why_not(ctx, Build(0, 5))


def sell_even(game, ctx) -> Shown:
    own(game, 0, *LIGHT_BLUE)
    game.state.level[6], game.state.level[8], game.state.level[9] = 2, 1, 1
    return SellBuilding(0, 8), line_for(sell_menu(ctx, 0), value=8)


def no_buildings(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    return SellBuilding(0, 1), why_not(ctx, SellBuilding(0, 1))


def mortgage_buildings(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = 1
    return Mortgage(0, 3), line_for(mortgage_menu(ctx, 0), value=3)


def not_yours(game, ctx) -> Shown:
    own(game, 1, 39)
    return Mortgage(0, 39), why_not(ctx, Mortgage(0, 39))


def already_mortgaged(game, ctx) -> Shown:
    own(game, 0, 39)
    game.state.mortgaged[39] = True
    return Mortgage(0, 39), why_not(ctx, Mortgage(0, 39))


def not_mortgaged(game, ctx) -> Shown:
    own(game, 0, 39)
    return Unmortgage(0, 39), why_not(ctx, Unmortgage(0, 39))


def unmortgage_cash(game, ctx) -> Shown:
    own(game, 0, 39)
    game.state.mortgaged[39] = True
    game.state.players[0].cash = 10
    return Unmortgage(0, 39), line_for(unmortgage_menu(ctx, 0), value=39)


def lift_cash(game, ctx) -> Shown:
    own(game, 0, 39)
    game.state.mortgaged[39] = True
    game.state.players[0].cash = 10
    game.state.stack.append(MortgageDecision(0, [39]))
    menu = decision_menu(ctx, 0)
    return LiftMortgage(0, 39), next(item.reason for item in menu.items if not item.enabled)


def buy_cash(game, ctx) -> Shown:
    game.state.stack.append(BuyDecision(0, 39))
    game.state.players[0].cash = 100
    menu = decision_menu(ctx, 0)
    return Buy(0), disabled_line(menu)


def bail_cash(game, ctx) -> Shown:
    me = game.state.players[0]
    me.in_jail, me.position, me.cash = True, game.edition.jail_index, 20
    menu = decision_menu(ctx, 0)
    return PayBail(0), next(item.reason for item in menu.items if not item.enabled)


def pay_short(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.players[0].cash = 10
    game.state.stack.append(DebtDecision(0, Debt(0, 1, 50, "rent", 39)))
    return Pay(0), disabled_line(decision_menu(ctx, 0))


def bid_below_cash(game, ctx) -> Shown:
    game.state.stack.append(AuctionDecision(0, 39, [0, 1], high_bid=100, high_bidder=1))
    game.state.players[0].cash = 50
    return Bid(0, 101), disabled_line(decision_menu(ctx, 0))


def bid_low(game, ctx) -> Shown:
    game.state.stack.append(AuctionDecision(0, 39, [0, 1], high_bid=100, high_bidder=1))
    return Bid(0, 50), why_not(ctx, Bid(0, 50))


def bid_cash(game, ctx) -> Shown:
    game.state.stack.append(AuctionDecision(0, 39, [0, 1], high_bid=100, high_bidder=1))
    return Bid(0, 99999), why_not(ctx, Bid(0, 99999))


def trade_buildings(game, ctx) -> Shown:
    own(game, 0, *BROWN)
    game.state.level[1] = 1
    menu = TradeBuilder(ctx, 0).space_menu(0, [], "trade.give_space_title")
    return ProposeTrade(0, 1, TradeSide((3,)), TradeSide()), line_for(menu, value=3)


def trade_empty(game, ctx) -> Shown:
    builder = TradeBuilder(ctx, 0)
    offer = Offer(1)
    return ProposeTrade(0, 1, TradeSide(), TradeSide()), builder.send_refusal(offer) or ""


def trade_cash_for_nothing(game, ctx) -> Shown:
    builder = TradeBuilder(ctx, 0)
    offer = Offer(1, give_cash=50)
    return offer.action(0), builder.send_refusal(offer) or ""


def trade_cash(game, ctx) -> Shown:
    own(game, 0, 39)
    game.state.players[0].cash = 50
    game.state.stack.append(TradeDecision(1, 0, (39,), 100, (), (), 0, ()))
    return AcceptTrade(1), disabled_line(decision_menu(ctx, 1))


def trade_not_owned(game, ctx) -> Shown:
    own(game, 1, 39)
    game.state.stack.append(TradeDecision(1, 0, (39,), 0, (), (), 10, ()))
    return AcceptTrade(1), disabled_line(decision_menu(ctx, 1))


def trade_waiting(game, ctx) -> Shown:
    own(game, 0, 39)
    game.state.stack.append(TradeDecision(1, 0, (39,), 0, (), (), 10, ()))
    action = ProposeTrade(0, 1, TradeSide((39,)), TradeSide())
    return action, why_not(ctx, action)


def not_now(game, ctx) -> Shown:
    return EndTurn(0), why_not(ctx, EndTurn(0))


SITUATIONS: dict[str, Callable] = {
    "build_group": build_group,
    "build_even": build_even,
    "build_mortgaged": build_mortgaged,
    "no_houses": no_houses,
    "no_hotels": no_hotels,
    "cash": build_cash,
    "build_hotel_already": build_hotel_already,
    "not_street": not_street,
    "sell_even": sell_even,
    "no_buildings": no_buildings,
    "mortgage_buildings": mortgage_buildings,
    "not_yours": not_yours,
    "already_mortgaged": already_mortgaged,
    "not_mortgaged": not_mortgaged,
    "unmortgage_cash": unmortgage_cash,
    "lift_cash": lift_cash,
    "buy_cash": buy_cash,
    "bail_cash": bail_cash,
    "pay_short": pay_short,
    "bid_below_cash": bid_below_cash,
    "bid_low": bid_low,
    "bid_cash": bid_cash,
    "trade_buildings": trade_buildings,
    "trade_empty": trade_empty,
    "trade_cash": trade_cash,
    "trade_cash_for_nothing": trade_cash_for_nothing,
    "trade_not_owned": trade_not_owned,
    "trade_waiting": trade_waiting,
    "not_now": not_now,
}
KEYS = {"unmortgage_cash": "cash", "lift_cash": "cash", "bail_cash": "cash", "bid_below_cash": "bid_cash"}


def template(lang: str, key: str) -> re.Pattern[str]:
    """The catalog sentence ``key`` as a pattern: each placeholder stands for any text."""
    parts = re.split(r"\{[a-z_]+\}", CATALOGS[lang][key])
    return re.compile(".+".join(re.escape(part) for part in parts))


@pytest.mark.parametrize("lang", ["it", "es", "ru"])
@pytest.mark.parametrize("situation", sorted(SITUATIONS))
def test_the_reason_shown_is_the_catalogs(situation: str, lang: str) -> None:
    game, ctx = position(lang)
    action, shown = SITUATIONS[situation](game, ctx)
    key = "why_not." + KEYS.get(situation, situation)
    assert template(lang, key).fullmatch(shown), f"{lang}: {shown!r} is not {key}"
    english = game.refusal(action) if action is not None else None
    if situation != "trade_empty":
        assert english is not None, "the engine allows it"
    if english:
        assert english not in shown
        assert shown != template("en", key).pattern
    if lang == "ru":
        assert re.search("[а-яё]", shown), shown


@pytest.mark.parametrize("lang", ["it", "es", "ru"])
def test_typed_input_for_a_refused_choice_is_explained_in_the_language(lang: str) -> None:
    game, ctx = position(lang)
    game.state.stack.append(AuctionDecision(0, 39, [0, 1], high_bid=100, high_bidder=1))
    menu = decision_menu(ctx, 0)
    for typed, key in (("50", "error.bid_low"), ("99999", "error.bid_cash")):
        shown = resolve(ctx, menu, typed)
        assert isinstance(shown, str) and template(lang, key).fullmatch(shown), shown
    game.state.stack[-1] = BuyDecision(0, 39)
    game.state.players[0].cash = 100
    menu = decision_menu(ctx, 0)
    verb = Translator(lang).words("verb.buy")[0]
    shown = resolve(ctx, menu, verb)
    assert isinstance(shown, str) and template(lang, "why_not.buy_cash").fullmatch(shown), shown


# What each reason must name: the square or player the rule is about, not merely some square.
NAMED = {
    "build_mortgaged": lambda ctx: [ctx.space(3)],  # the mortgaged street that blocks the group, not the one asked
    "build_even": lambda ctx: [ctx.space(8), ctx.space(9)],  # the streets behind
    "trade_not_owned": lambda ctx: [ctx.name(0), ctx.space(39)],  # Anna gives Boardwalk she no longer owns
    "trade_cash_for_nothing": lambda ctx: [ctx.name(0), ctx.money(50)],  # Anna would give $50 for nothing
}


@pytest.mark.parametrize("lang", ["en", "it", "es", "ru"])
@pytest.mark.parametrize("situation", sorted(NAMED))
def test_the_reason_names_what_the_rule_is_about(situation: str, lang: str) -> None:
    game, ctx = position(lang)
    _, shown = SITUATIONS[situation](game, ctx)
    for name in NAMED[situation](ctx):
        assert name in shown, f"{lang}: {shown!r} does not name {name!r}"
