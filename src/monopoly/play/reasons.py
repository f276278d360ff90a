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
    BuildDepot,
    Buy,
    ChooseAuctionProperty,
    ChooseGift,
    DeclareBankruptcy,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    Pay,
    PayBail,
    ProposeTrade,
    SellBuilding,
    SellDepot,
    TradeSide,
    Unmortgage,
    UseTicket,
)
from monopoly.core.decisions import (
    AuctionDecision,
    AuctionSquareDecision,
    BuildingAuctionDecision,
    GiftDecision,
    MortgageDecision,
    TradeDecision,
    TurnDecision,
)
from monopoly.core.edition import HOTEL, RAILROAD, SKYSCRAPER, STREET
from monopoly.core.mega import ticket_targets, tickets_left
from monopoly.core.rent import FULL, holding

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


def _own_streets(ctx: Context, seat: int, space: int) -> list[int]:
    """The streets of ``space``'s colour set that ``seat`` owns (the whole set in a classic game's build)."""
    owner = ctx.game.state.owner
    return [s for s in ctx.game.edition.group_of[space] if owner[s] == seat]


def _building_kind(level: int) -> str:
    """The building the next level on a street at ``level`` needs from the bank."""
    return "skyscraper" if level >= HOTEL else "hotel" if level == 4 else "house"


def build_reason(ctx: Context, seat: int, space: int) -> str | None:
    """Why ``seat`` may not build on ``space`` now."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    rules = game.rules
    sp = game.edition.spaces[space]
    name = ctx.space(space)
    group = game.edition.group_of[space]
    if sp.kind != STREET:
        return tr("why_not.not_street", space=name)
    if state.owner[space] != seat:
        return tr("why_not.not_yours", space=name)
    # The engine's order: the first street of the set that keeps the seat from building (another's
    # beyond what majority ownership allows, or one of the seat's own that is mortgaged).
    majority = bool(rules.majority_rent_multiplier) and len(group) >= 3
    missing = -1
    for other in group:
        if state.owner[other] != seat:
            if missing >= 0 or not majority:
                return tr("why_not.build_majority" if majority else "why_not.build_group", space=name)
            missing = other
        elif state.mortgaged[other]:
            return tr("why_not.build_mortgaged", space=ctx.space(other))
    held = holding(game, seat, space)
    mine = _own_streets(ctx, seat, space)
    level = state.level[space]
    if level >= SKYSCRAPER:
        return tr("why_not.skyscraper_already", space=name)
    if level >= HOTEL:
        if not rules.skyscrapers:
            return tr("why_not.build_hotel_already", space=name)
        if held != FULL or any(state.level[s] < HOTEL for s in group):
            return tr("why_not.skyscraper_group")
    behind = [s for s in mine if state.level[s] < level]
    if behind:
        others = ctx.words.listing([ctx.space(s) for s in behind])
        return tr("why_not.build_even", space=name, others=others, level=ctx.words.level(level))
    kind = _building_kind(level)
    if any(type(d) is BuildingAuctionDecision and d.kind == kind for d in state.stack):
        return tr("why_not.build_auction")
    cash = state.players[seat].cash
    if kind == "skyscraper":
        if state.bank_skyscrapers < 1:
            return tr("why_not.no_skyscrapers")
        if cash < sp.skyscraper_cost:
            return _cash(ctx, sp.skyscraper_cost, cash)
    elif kind == "hotel":
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
    name = ctx.space(space)
    if state.owner[space] != seat:
        return tr("why_not.not_yours", space=name)
    level = state.level[space]
    if not level:
        return tr("why_not.no_buildings", space=name)
    ahead = [s for s in _own_streets(ctx, seat, space) if state.level[s] > level]
    if ahead:
        return tr("why_not.sell_even", space=name, others=ctx.words.listing([ctx.space(s) for s in ahead]))
    return None


def mortgage_reason(ctx: Context, seat: int, space: int) -> str | None:
    game, tr = ctx.game, ctx.tr
    state = game.state
    sp = game.edition.spaces[space]
    if not sp.is_property or state.owner[space] != seat:
        return tr("why_not.not_yours", space=sp.name)
    if state.mortgaged[space]:
        return tr("why_not.already_mortgaged", space=sp.name)
    if state.depot[space]:
        return tr("why_not.mortgage_depot", space=sp.name)
    if sp.kind == STREET and any(state.level[s] for s in _own_streets(ctx, seat, space)):
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
        if (
            sp.kind == STREET
            and not ctx.game.rules.hotels_only
            and any(state.level[s] for s in ed.group_of[space] if state.owner[s] == owner)
        ):
            return tr("why_not.trade_buildings", space=sp.name)
        if state.depot[space]:
            return tr("why_not.trade_depot", space=sp.name)
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


# --- Monopoly Mega ---------------------------------------------------------------------------------------


def _ticket(ctx: Context, a: UseTicket) -> str | None:
    game, tr = ctx.game, ctx.tr
    state = game.state
    top = game.decision
    if type(top) is not TurnDecision or top.player != a.player:
        return None
    me = state.players[a.player]
    if me.tickets <= 0:
        return tr("why_not.no_ticket")
    if me.in_jail:
        return tr("why_not.ticket_jail")
    if not state.roll_due or not _space_ok(ctx, a.space):
        return None
    size = game.edition.size
    targets = ticket_targets(size, me.position)
    if a.space not in targets and a.space + size not in targets:
        return tr("why_not.ticket_side", space=ctx.space(a.space))
    return None


def _auction_square(ctx: Context, a: ChooseAuctionProperty) -> str | None:
    top = ctx.game.decision
    if type(top) is not AuctionSquareDecision or top.player != a.player or not _space_ok(ctx, a.space):
        return None
    owner = ctx.game.state.owner[a.space]
    if owner >= 0:
        return ctx.tr("why_not.auction_owned", space=ctx.space(a.space), owner=ctx.name(owner))
    return None


def _gift(ctx: Context, a: ChooseGift) -> str | None:
    top = ctx.game.decision
    if type(top) is not GiftDecision or top.player != a.player:
        return None
    if a.choice == "ticket" and not tickets_left(ctx.game):
        return ctx.tr("why_not.no_tickets")
    return None


def depot_reason(ctx: Context, seat: int, space: int) -> str | None:
    """Why ``seat`` may not build a depot on ``space`` now (the engine's order)."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    sp = game.edition.spaces[space]
    name = ctx.space(space)
    if not game.rules.depots:
        return None
    if sp.kind != RAILROAD:
        return tr("why_not.not_station", space=name)
    if state.owner[space] != seat:
        return tr("why_not.not_yours", space=name)
    if state.mortgaged[space]:
        return tr("why_not.depot_mortgaged", space=name)
    if state.depot[space]:
        return tr("why_not.depot_already", space=name)
    if state.bank_depots <= 0:
        return tr("why_not.no_depots")
    cash = state.players[seat].cash
    return _cash(ctx, sp.depot_cost, cash) if cash < sp.depot_cost else None


def _build_depot(ctx: Context, a: BuildDepot) -> str | None:
    return depot_reason(ctx, a.player, a.space) if _space_ok(ctx, a.space) else None


def _sell_depot(ctx: Context, a: SellDepot) -> str | None:
    if not _space_ok(ctx, a.space):
        return None
    state = ctx.game.state
    if state.owner[a.space] != a.player:
        return ctx.tr("why_not.not_yours", space=ctx.space(a.space))
    if not state.depot[a.space]:
        return ctx.tr("why_not.no_depot", space=ctx.space(a.space))
    return None


def _keep(ctx: Context, a: KeepMortgage) -> str | None:
    """A mortgaged street that completes a set its new owner has built on must be lifted (Mega)."""
    top = ctx.game.decision
    if type(top) is not MortgageDecision or top.player != a.player or not _space_ok(ctx, a.space):
        return None
    if properties.must_lift(ctx.game, a.player, a.space):
        return ctx.tr("why_not.keep_mortgage_group", space=ctx.space(a.space))
    return None


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
    UseTicket: _ticket,
    ChooseAuctionProperty: _auction_square,
    ChooseGift: _gift,
    BuildDepot: _build_depot,
    SellDepot: _sell_depot,
    KeepMortgage: _keep,
}
