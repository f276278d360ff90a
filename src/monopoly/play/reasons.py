"""Why an action is not allowed now, in the player's language.

The engine says whether an action is legal (``Game.refusal``) but its reasons are English sentences for
logs and programs. ``why_not(ctx, action)`` finds, in the play layer, which rule blocks the action (the
engine's checks, in the same order) and words it from the catalogs; a case with no sentence of its own gets
``why_not.not_now``, never the engine's text. Nothing here changes a game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from monopoly.core import money, properties
from monopoly.core.actions import (
    AcceptTrade,
    Action,
    Bid,
    Build,
    Buy,
    DeclareBankruptcy,
    LiftMortgage,
    Mortgage,
    Pay,
    PayBail,
    ProposeTrade,
    SellBuilding,
    TradeSide,
    Unmortgage,
)
from monopoly.core.decisions import AuctionDecision, BuildingAuctionDecision, TradeDecision
from monopoly.core.edition import HOTEL, STREET

if TYPE_CHECKING:
    from .menus import Context


def why_not(ctx: Context, action: Action) -> str | None:
    """None when ``action`` is legal now; else why not, from the catalogs."""
    if ctx.game.refusal(action) is None:
        return None
    explain = _EXPLAIN.get(type(action))
    reason = explain(ctx, action) if explain is not None else None
    return reason or not_now(ctx)


def not_now(ctx: Context) -> str:
    return ctx.tr("why_not.not_now")


def _cash(ctx: Context, cost: int, cash: int) -> str:
    return ctx.tr("why_not.cash", cost=ctx.money(cost), cash=ctx.money(cash))


def _space_ok(ctx: Context, space: object) -> bool:
    return isinstance(space, int) and not isinstance(space, bool) and 0 <= space < ctx.game.edition.size


def build_reason(ctx: Context, seat: int, space: int) -> str | None:
    """Why ``seat`` may not build on ``space`` now."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    sp = game.edition.spaces[space]
    group = game.edition.group_of[space]
    if sp.kind != STREET:
        return tr("why_not.not_street", space=sp.name)
    if state.owner[space] != seat:
        return tr("why_not.not_yours", space=sp.name)
    if any(state.owner[s] != seat for s in group):
        return tr("why_not.build_group", space=sp.name)
    mortgaged = [s for s in group if state.mortgaged[s]]
    if mortgaged:
        return tr("why_not.build_mortgaged", space=ctx.space(mortgaged[0]))
    level = state.level[space]
    if level >= HOTEL:
        return tr("why_not.build_hotel_already", space=sp.name)
    behind = [s for s in group if state.level[s] < level]
    if behind:
        others = ctx.words.listing([ctx.space(s) for s in behind])
        return tr("why_not.build_even", space=sp.name, others=others, level=ctx.words.level(level))
    if any(type(d) is BuildingAuctionDecision and d.hotel == (level == 4) for d in state.stack):
        return tr("why_not.build_auction")
    cash = state.players[seat].cash
    if level == 4:
        if state.bank_hotels < 1:
            return tr("why_not.no_hotels")
        if cash < sp.hotel_cost:
            return _cash(ctx, sp.hotel_cost, cash)
    else:
        if state.bank_houses < 1:
            return tr("why_not.no_houses")
        if cash < sp.house_cost:
            return _cash(ctx, sp.house_cost, cash)
    return None


def sell_reason(ctx: Context, seat: int, space: int) -> str | None:
    game, tr = ctx.game, ctx.tr
    state = game.state
    sp = game.edition.spaces[space]
    if state.owner[space] != seat:
        return tr("why_not.not_yours", space=sp.name)
    level = state.level[space]
    if not level:
        return tr("why_not.no_buildings", space=sp.name)
    ahead = [s for s in game.edition.group_of[space] if state.level[s] > level]
    if ahead:
        return tr("why_not.sell_even", space=sp.name, others=ctx.words.listing([ctx.space(s) for s in ahead]))
    return None


def mortgage_reason(ctx: Context, seat: int, space: int) -> str | None:
    game, tr = ctx.game, ctx.tr
    state = game.state
    sp = game.edition.spaces[space]
    if not sp.is_property or state.owner[space] != seat:
        return tr("why_not.not_yours", space=sp.name)
    if state.mortgaged[space]:
        return tr("why_not.already_mortgaged", space=sp.name)
    if sp.kind == STREET and any(state.level[s] for s in game.edition.group_of[space]):
        return tr("why_not.mortgage_buildings", space=sp.name)
    return None


def unmortgage_reason(ctx: Context, seat: int, space: int) -> str | None:
    game, tr = ctx.game, ctx.tr
    state = game.state
    sp = game.edition.spaces[space]
    if not sp.is_property or state.owner[space] != seat:
        return tr("why_not.not_yours", space=sp.name)
    if not state.mortgaged[space]:
        return tr("why_not.not_mortgaged", space=sp.name)
    cost = properties.unmortgage_cost(game, space)
    cash = state.players[seat].cash
    return _cash(ctx, cost, cash) if cash < cost else None


def bid_reason(ctx: Context, seat: int, amount: int) -> str | None:
    top = ctx.game.decision
    if not isinstance(top, AuctionDecision) or top.player != seat:
        return None
    low = properties.minimum_bid(ctx.game, top)
    if amount < low:
        return ctx.tr("why_not.bid_low", low=ctx.money(low))
    cash = ctx.game.state.players[seat].cash
    if amount > cash:
        return ctx.tr("why_not.bid_cash", cash=ctx.money(cash))
    return None


def trade_reason(ctx: Context, proposer: int, partner: int, give: TradeSide, get: TradeSide) -> str | None:
    """Why a trade between ``proposer`` and ``partner`` cannot be carried out (the engine's order)."""
    if give.empty and get.empty:
        return ctx.tr("why_not.trade_empty")
    for side, owner in ((give, proposer), (get, partner)):
        reason = _side_reason(ctx, side, owner)
        if reason:
            return reason
    return None


def _side_reason(ctx: Context, side: TradeSide, owner: int) -> str | None:
    game, tr = ctx.game, ctx.tr
    state = game.state
    ed = game.edition
    cash = state.players[owner].cash
    if side.cash > cash:
        return tr("why_not.trade_cash", name=ctx.name(owner), amount=ctx.money(side.cash), cash=ctx.money(cash))
    for space in side.spaces:
        if not _space_ok(ctx, space) or not ed.spaces[space].is_property:
            return None
        sp = ed.spaces[space]
        if state.owner[space] != owner:
            return tr("why_not.trade_not_owned", space=sp.name, name=ctx.name(owner))
        if sp.kind == STREET and not ctx.game.rules.hotels_only and any(state.level[s] for s in ed.group_of[space]):
            return tr("why_not.trade_buildings", space=sp.name)
    held = Counter(state.players[owner].cards)
    if any(held[card] < count for card, count in Counter(side.cards).items()):
        return tr("why_not.trade_card", name=ctx.name(owner))
    return None


# --- one explanation per kind of action -------------------------------------------------------------


def _build(ctx: Context, a: Build) -> str | None:
    return build_reason(ctx, a.player, a.space) if _space_ok(ctx, a.space) else None


def _sell(ctx: Context, a: SellBuilding) -> str | None:
    return sell_reason(ctx, a.player, a.space) if _space_ok(ctx, a.space) else None


def _mortgage(ctx: Context, a: Mortgage) -> str | None:
    return mortgage_reason(ctx, a.player, a.space) if _space_ok(ctx, a.space) else None


def _unmortgage(ctx: Context, a: Unmortgage) -> str | None:
    return unmortgage_reason(ctx, a.player, a.space) if _space_ok(ctx, a.space) else None


def _lift(ctx: Context, a: LiftMortgage) -> str | None:
    if not _space_ok(ctx, a.space):
        return None
    cost = properties.unmortgage_cost(ctx.game, a.space)
    cash = ctx.game.state.players[a.player].cash
    return _cash(ctx, cost, cash) if cash < cost else None


def _buy(ctx: Context, a: Buy) -> str | None:
    top = ctx.game.decision
    space = getattr(top, "space", None)
    if top is None or top.player != a.player or space is None:
        return None
    price = ctx.game.edition.spaces[space].price
    cash = ctx.game.state.players[a.player].cash
    return ctx.tr("why_not.buy_cash", price=ctx.money(price), cash=ctx.money(cash)) if cash < price else None


def _bail(ctx: Context, a: PayBail) -> str | None:
    fine = ctx.game.rules.jail_fine
    cash = ctx.game.state.players[a.player].cash
    return _cash(ctx, fine, cash) if cash < fine else None


def _pay(ctx: Context, a: Pay) -> str | None:
    top = ctx.game.decision
    debt = getattr(top, "debt", None)
    if top is None or top.player != a.player or debt is None:
        return None
    cash = ctx.game.state.players[a.player].cash
    return ctx.tr("why_not.pay_short", short=ctx.money(debt.amount - cash)) if cash < debt.amount else None


def _bankrupt(ctx: Context, a: DeclareBankruptcy) -> str | None:
    top = ctx.game.decision
    debt = getattr(top, "debt", None)
    if top is None or top.player != a.player or debt is None:
        return None
    worth = money.liquidation_value(ctx.game, a.player)
    return ctx.tr("why_not.can_raise", worth=ctx.money(worth)) if worth >= debt.amount else None


def _bid(ctx: Context, a: Bid) -> str | None:
    return bid_reason(ctx, a.player, a.amount) if isinstance(a.amount, int) else None


def _propose(ctx: Context, a: ProposeTrade) -> str | None:
    if any(type(d) is TradeDecision for d in ctx.game.state.stack):
        return ctx.tr("why_not.trade_waiting")
    players = ctx.game.state.players
    if a.partner == a.player or not 0 <= a.partner < len(players) or players[a.partner].bankrupt:
        return None
    return trade_reason(ctx, a.player, a.partner, a.give, a.get)


def _accept(ctx: Context, a: AcceptTrade) -> str | None:
    top = ctx.game.decision
    if type(top) is not TradeDecision or top.player != a.player:
        return None
    give = TradeSide(top.give_spaces, top.give_cash, top.give_cards)
    get = TradeSide(top.get_spaces, top.get_cash, top.get_cards)
    return trade_reason(ctx, top.proposer, a.player, give, get) or ctx.tr("why_not.trade_invalid")


_EXPLAIN: dict[type, Callable[[Context, Any], str | None]] = {
    Build: _build,
    SellBuilding: _sell,
    Mortgage: _mortgage,
    Unmortgage: _unmortgage,
    LiftMortgage: _lift,
    Buy: _buy,
    PayBail: _bail,
    Pay: _pay,
    DeclareBankruptcy: _bankrupt,
    Bid: _bid,
    ProposeTrade: _propose,
    AcceptTrade: _accept,
}
