"""The menus of every screen: the legal choices of a decision as a short numbered list, as data.

``decision_menu(ctx, seat)`` turns the pending decision (and the seat's free actions: build, sell,
railroad depots, mortgage, lift a mortgage, claim rent, trade) into a ``Menu``; ``build_menu`` and the other
submenus list one property per line. Monopoly Mega adds its decisions (the Auction square, the Birthday Gift,
a triple's free square) and a line that opens the bus-ticket menu at the turn of a ticket holder. A choice
the rules do not allow now is listed without a number and with the reason (the even-building rule, the
bank's supply, cash), so a player sees why. A line that is no action says what it opens (``items``);
``submenu`` makes the menus of the free actions.

Nothing here reads or writes a screen: the terminal (``play``) and the browser (``web``) show these menus.
Which choices are legal always comes from the engine (``Game.decision_actions``, ``free_actions``,
``refusal``); this module and ``reasons`` only explain and word them, from the catalogs.
"""

from __future__ import annotations

from collections.abc import Callable

from monopoly_engine.core import Game, money, properties
from monopoly_engine.core.actions import (
    AcceptTrade,
    Action,
    Bid,
    Build,
    BuildDepot,
    Buy,
    ChooseAuctionProperty,
    ChooseGift,
    ClaimRent,
    DeclareBankruptcy,
    Decline,
    EndTurn,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    Pass,
    Pay,
    PayBail,
    RejectTrade,
    Roll,
    SellBuilding,
    SellDepot,
    SellHotelsOutright,
    Unmortgage,
    UseCard,
    UseTicket,
)
from monopoly_engine.core.decisions import (
    AuctionDecision,
    AuctionSquareDecision,
    BuildingAuctionDecision,
    BuyDecision,
    ChooseDieDecision,
    ChooseSquareDecision,
    DebtDecision,
    GiftDecision,
    MortgageDecision,
    TradeDecision,
    TurnDecision,
)
from monopoly_engine.core.edition import HOTEL, RAILROAD, SKYSCRAPER, STREET
from monopoly_engine.core.events import BuildingSold
from monopoly_engine.core.mega import tickets_left
from monopoly_engine.core.rent import NONE, holding
from monopoly_engine.core.state import claim_of
from monopoly_engine.views import PlayerView

from .cheaters import (
    EDITION_DECISIONS,
    accuse_menu,
    cheat_menu,
    cheaters_entries,
    edition_menu,
    play_card_menu,
    sell_property_entry,
    sell_property_menu,
)
from .context import Context, verbs_for
from .items import (
    BID_OTHER,
    SUBMENU_ACCUSE,
    SUBMENU_BUILD,
    SUBMENU_CHEAT,
    SUBMENU_DEPOTS,
    SUBMENU_MORTGAGE,
    SUBMENU_PLAY,
    SUBMENU_SELL,
    SUBMENU_SELL_PROPERTY,
    SUBMENU_TICKET,
    SUBMENU_UNMORTGAGE,
    TRADE,
    Item,
    Menu,
    Submenu,
)
from .reasons import not_now, why_not

# Every ``Menu.topic``: ``help.<topic>`` explains its rule (the rule book's words follow, where quoted).
HELP_TOPICS = (
    "turn",
    "jail",
    "buy",
    "auction",
    "building_auction",
    "debt",
    "bankruptcy",
    "trade_reply",
    "trade",
    "mortgage_received",
    "build",
    "sell",
    "mortgage",
    "unmortgage",
    "claim",
    "amount",
    "input",
    "speed_bus",
    "speed_triple",
    "mega_turn",
    "mega_jail",
    "mega_triple",
    "mega_build",
    "ticket",
    "auction_square",
    "gift",
    "depots",
    # cheaters (``cheaters``)
    "deck_choice",
    "card_limit",
    "return_deed",
    "play_card",
    "sell_property",
    "cheat",
    "accuse",
)


def _refused(ctx: Context, action: Action) -> str:
    """Why an action the decision does not offer is refused (the translated rule, or "not allowed now")."""
    return why_not(ctx, action) or not_now(ctx)


def _item(ctx: Context, action: Action, label_key: str, verb: str, **values: object) -> Item:
    return Item(ctx.tr(label_key, **values), action=action, verbs=verbs_for(ctx, verb, action.kind))


# --- the decision menu --------------------------------------------------------------------------------


def decision_menu(ctx: Context, seat: int) -> Menu:
    """The menu of the decision ``seat`` must take now, with their free actions after it."""
    game = ctx.game
    top = game.decision
    if top is None or top.player != seat:
        raise ValueError(f"seat {seat} has no decision to take")
    offered = game.decision_actions()
    kind = type(top)
    if kind is TurnDecision:
        menu = _turn_menu(ctx, seat, offered)
        menu.items += free_entries(ctx, seat, trade=True)
    elif kind is BuyDecision:
        menu = _buy_menu(ctx, seat, top, offered)  # type: ignore[arg-type]
        menu.items += free_entries(ctx, seat, trade=True)
    elif kind is AuctionDecision or kind is BuildingAuctionDecision:
        menu = _auction_menu(ctx, seat, top, offered)  # type: ignore[arg-type]
        menu.items += free_entries(ctx, seat, trade=False, build=False)
    elif kind is DebtDecision:
        menu = _debt_menu(ctx, seat, top, offered)  # type: ignore[arg-type]
        menu.items += free_entries(ctx, seat, trade=True, build=False, lift=False)
    elif kind is TradeDecision:
        menu = _trade_reply_menu(ctx, seat, top, offered)  # type: ignore[arg-type]
    elif kind is MortgageDecision:
        menu = _mortgage_received_menu(ctx, seat, top, offered)  # type: ignore[arg-type]
    elif kind is ChooseDieDecision:
        menu = _bus_menu(ctx, seat, top, offered)  # type: ignore[arg-type]
        menu.items += free_entries(ctx, seat, trade=True)
    elif kind is ChooseSquareDecision:
        menu = _triple_menu(ctx, seat, offered)
        menu.items += free_entries(ctx, seat, trade=True)
    elif kind is AuctionSquareDecision:
        menu = _auction_square_menu(ctx, seat, offered)
        menu.items += free_entries(ctx, seat, trade=True)
    elif kind is GiftDecision:
        menu = _gift_menu(ctx, seat, offered)
        menu.items += free_entries(ctx, seat, trade=True)
    elif kind in EDITION_DECISIONS:
        menu = edition_menu(ctx, seat, top, offered)
        menu.items += free_entries(ctx, seat, trade=False)
    else:  # pragma: no cover - a decision kind the engine added later
        menu = Menu(ctx.tr("menu.unknown_title"), [Item(a.kind, action=a, verbs=(a.kind,)) for a in offered], "input")
    # Rent to claim comes first: the next player's roll loses it.
    claims = [item for item in menu.items if isinstance(item.action, ClaimRent)]
    if claims:
        menu.items = claims + [item for item in menu.items if item not in claims]
    return menu


def _bus_menu(ctx: Context, seat: int, top: ChooseDieDecision, offered: list[Action]) -> Menu:
    """Speed die, the bus: move by one white die or by their sum."""
    game = ctx.game
    here = game.state.players[seat].position
    size = game.edition.size
    title = ctx.tr("bus.title", name=ctx.name(seat), a=top.dice[0], b=top.dice[1])
    items = [
        _item(ctx, a, "act.choose_die", "choose_die", steps=a.steps, space=ctx.space((here + a.steps) % size))  # type: ignore[attr-defined]
        for a in offered
    ]
    return Menu(title, items, "speed_bus")


def _triple_menu(ctx: Context, seat: int, offered: list[Action]) -> Menu:
    """Speed die, a triple: any square of the board (Mega: clockwise, and no roll after it)."""
    items = [
        _item(ctx, a, "act.move_to", "move_to", space=ctx.space(a.space), index=a.space)  # type: ignore[attr-defined]
        for a in offered
    ]
    if ctx.mega:
        return Menu(ctx.tr("mega_triple.title", name=ctx.name(seat)), items, "mega_triple")
    return Menu(ctx.tr("triple.title", name=ctx.name(seat)), items, "speed_triple")


def _auction_square_menu(ctx: Context, seat: int, offered: list[Action]) -> Menu:
    """Mega, the Auction square: every property nobody owns, one line each."""
    game = ctx.game
    items = [
        _item(
            ctx,
            a,
            "act.auction_square",
            "auction_square",
            space=ctx.space(a.space),  # type: ignore[attr-defined]
            price=ctx.money(game.edition.spaces[a.space].price),  # type: ignore[attr-defined]
        )
        for a in offered
        if isinstance(a, ChooseAuctionProperty)
    ]
    title = ctx.tr("auction_square.title", name=ctx.name(seat), opening=ctx.money(game.rules.opening_bid))
    return Menu(title, items, "auction_square")


def _gift_menu(ctx: Context, seat: int, offered: list[Action]) -> Menu:
    """Mega, the Birthday Gift square: the cash, or a bus ticket while the pile has one."""
    game = ctx.game
    amount = ctx.money(game.edition.spaces[game.state.players[seat].position].amount)
    items = []
    for choice, key, extra in (("cash", "gift_cash", {"amount": amount}), ("ticket", "gift_ticket", {})):
        action = ChooseGift(seat, choice)
        values = {**extra, "left": tickets_left(game)}
        if action in offered:
            items.append(_item(ctx, action, f"act.{key}", key, **values))
        else:
            label = ctx.tr(f"act.{key}", **values)
            items.append(Item(label, reason=_refused(ctx, action), verbs=verbs_for(ctx, key, "gift")))
    return Menu(ctx.tr("gift.title", name=ctx.name(seat), amount=amount), items, "gift")


def ticket_entry(ctx: Context, seat: int, offered: list[Action]) -> list[Item]:
    """The line that opens the bus-ticket menu, for a seat holding tickets (unnumbered, with why, when
    no ticket may be used now)."""
    held = ctx.game.state.players[seat].tickets
    if not held:
        return []
    label = ctx.tr("menu.ticket", count=held)
    verbs = verbs_for(ctx, "use_ticket", "use-ticket")
    tickets = [a for a in offered if isinstance(a, UseTicket)]
    if tickets:
        return [Item(label, opens=SUBMENU_TICKET, verbs=verbs)]
    return [Item(label, reason=why_not(ctx, UseTicket(seat, -1)) or not_now(ctx), verbs=verbs)]


def ticket_menu(ctx: Context, seat: int) -> Menu:
    """Where a bus ticket can take the seat now: the squares ahead on its side of the board."""
    offered = [a for a in ctx.game.decision_actions() if isinstance(a, UseTicket) and a.player == seat]
    items = [_item(ctx, a, "act.use_ticket", "use_ticket", space=ctx.space(a.space), index=a.space) for a in offered]
    return Menu(ctx.tr("ticket.title", name=ctx.name(seat)), items, "ticket", back=True)


def _turn_menu(ctx: Context, seat: int, offered: list[Action]) -> Menu:
    game, tr = ctx.game, ctx.tr
    state = game.state
    me = state.players[seat]
    name = ctx.name(seat)
    items: list[Item] = []
    if not state.roll_due:
        items.append(_item(ctx, EndTurn(seat), "act.end_turn", "end_turn"))
        return Menu(tr("turn.end_title", name=name), items, "turn")
    if me.in_jail and not state.rolled:
        fine = game.rules.jail_fine
        title = tr("turn.jail_title", name=name, tries=me.jail_tries + 1, max=game.rules.max_jail_tries)
        items.append(_item(ctx, Roll(seat), "act.roll_jail", "roll"))
        bail = PayBail(seat)
        if bail in offered:
            items.append(_item(ctx, bail, "act.pay_bail", "pay_bail", amount=ctx.money(fine)))
        else:
            items.append(
                Item(
                    tr("act.pay_bail", amount=ctx.money(fine)),
                    reason=_refused(ctx, bail),
                    verbs=verbs_for(ctx, "pay_bail", "pay-bail"),
                )
            )
        items.extend(
            _item(ctx, action, "act.use_card", "use_card", deck=ctx.words.deck(action.deck))
            for action in offered
            if isinstance(action, UseCard)
        )
        items += ticket_entry(ctx, seat, offered)
        return Menu(title, items, "mega_jail" if ctx.mega else "jail")
    key = "turn.doubles_title" if state.rolled else "turn.title"
    items.append(_item(ctx, Roll(seat), "act.roll", "roll"))
    items += ticket_entry(ctx, seat, offered)
    return Menu(tr(key, name=name), items, "mega_turn" if ctx.mega else "turn")


def _buy_menu(ctx: Context, seat: int, top: BuyDecision, offered: list[Action]) -> Menu:
    tr = ctx.tr
    space = ctx.game.edition.spaces[top.space]
    cash = ctx.game.state.players[seat].cash
    name = ctx.space(top.space)
    title = tr("buy.title", name=ctx.name(seat), space=name, price=ctx.money(space.price), cash=ctx.money(cash))
    buy = Buy(seat)
    if buy in offered:
        first = _item(ctx, buy, "act.buy", "buy", space=name, price=ctx.money(space.price))
    else:
        first = Item(
            tr("act.buy", space=name, price=ctx.money(space.price)),
            reason=_refused(ctx, buy),
            verbs=verbs_for(ctx, "buy", "buy"),
        )
    decline = _item(ctx, Decline(seat), "act.decline", "decline")
    decline.verbs += ("pass", *tr.words("verb.pass"))  # letting a deed go is passing on it (``help.input``)
    items = [first, decline]
    return Menu(title, items, "buy", details=[deed_line(ctx, top.space)])


def _auction_menu(ctx: Context, seat: int, top: AuctionDecision, offered: list[Action]) -> Menu:
    game, tr = ctx.game, ctx.tr
    low = properties.minimum_bid(game, top)
    cash = game.state.players[seat].cash
    if isinstance(top, BuildingAuctionDecision):
        key = f"auction.building_title_{top.kind}"
        title = tr(key, name=ctx.name(seat), player=ctx.name(top.requester), space=ctx.space(top.space))
        topic = "building_auction"
        details = []
    else:
        title = tr("auction.title", name=ctx.name(seat), space=ctx.space(top.space))
        topic = "auction"
        details = [deed_line(ctx, top.space)]
    if top.high_bidder >= 0:
        details.append(tr("auction.high", amount=ctx.money(top.high_bid), player=ctx.name(top.high_bidder)))
    else:
        details.append(tr("auction.no_bids"))
    details.append(tr("auction.limits", low=ctx.money(low), cash=ctx.money(cash)))
    items: list[Item] = []
    bid = Bid(seat, low)
    if bid in offered:
        items.append(_item(ctx, bid, "act.bid", "bid", amount=ctx.money(low)))
        if cash > low:
            items.append(Item(tr("act.bid_other"), opens=BID_OTHER, verbs=verbs_for(ctx, "bid_other")))
    else:
        items.append(
            Item(
                tr("act.bid", amount=ctx.money(low)),
                reason=_refused(ctx, bid),
                verbs=verbs_for(ctx, "bid", "bid"),
            )
        )
    items.append(_item(ctx, Pass(seat), "act.pass", "pass"))
    return Menu(title, items, topic, details=details, bid=(low, cash))


def _debt_menu(ctx: Context, seat: int, top: DebtDecision, offered: list[Action]) -> Menu:
    game, tr = ctx.game, ctx.tr
    debt = top.debt
    cash = game.state.players[seat].cash
    amount, creditor = ctx.money(debt.amount), ctx.name(debt.creditor)
    pay = Pay(seat)
    if pay in offered:
        title = tr("debt.title_pay", name=ctx.name(seat), amount=amount, creditor=creditor)
        items = [_item(ctx, pay, "act.pay", "pay", amount=amount, creditor=creditor)]
        return Menu(title, items, "debt")
    bankrupt = DeclareBankruptcy(seat)
    if bankrupt in offered:
        worth = money.liquidation_value(game, seat)
        title = tr("debt.title_bankrupt", name=ctx.name(seat), amount=amount, creditor=creditor, worth=ctx.money(worth))
        return Menu(title, [_item(ctx, bankrupt, "act.bankrupt", "bankrupt")], "bankruptcy")
    short = ctx.money(debt.amount - cash)
    title = tr(
        "debt.title_raise", name=ctx.name(seat), amount=amount, creditor=creditor, cash=ctx.money(cash), short=short
    )
    items = [
        Item(
            tr("act.pay", amount=amount, creditor=creditor),
            reason=_refused(ctx, pay),
            verbs=verbs_for(ctx, "pay", "pay"),
        )
    ]
    return Menu(title, items, "debt")


def _trade_reply_menu(ctx: Context, seat: int, top: TradeDecision, offered: list[Action]) -> Menu:
    tr, words = ctx.tr, ctx.words
    title = tr("trade.reply_title", name=ctx.name(seat), proposer=ctx.name(top.proposer))
    details = [
        tr("trade.you_receive", items=words.side(top.give_spaces, top.give_cash, top.give_cards)),
        tr("trade.you_give", items=words.side(top.get_spaces, top.get_cash, top.get_cards)),
    ]
    mortgaged = [s for s in top.give_spaces if ctx.game.state.mortgaged[s]]
    if mortgaged:
        details.append(tr("trade.mortgaged_note", spaces=words.listing([ctx.space(s) for s in mortgaged])))
    accept = AcceptTrade(seat)
    if accept in offered:
        first = _item(ctx, accept, "act.accept", "accept")
    else:
        first = Item(tr("act.accept"), reason=_refused(ctx, accept), verbs=verbs_for(ctx, "accept", "accept-trade"))
    items = [first, _item(ctx, RejectTrade(seat), "act.reject", "reject")]
    return Menu(title, items, "trade_reply", details=details)


def _mortgage_received_menu(ctx: Context, seat: int, top: MortgageDecision, offered: list[Action]) -> Menu:
    game, tr = ctx.game, ctx.tr
    items: list[Item] = []
    for space in top.spaces:
        interest = properties.mortgage_interest(game, space)
        cost = properties.unmortgage_cost(game, space)
        keep = KeepMortgage(seat, space)
        if keep in offered:
            items.append(
                _item(ctx, keep, "act.keep_mortgage", "keep", space=ctx.space(space), amount=ctx.money(interest))
            )
        else:
            items.append(
                Item(
                    tr("act.keep_mortgage", space=ctx.space(space), amount=ctx.money(interest)),
                    reason=_refused(ctx, keep),
                    verbs=verbs_for(ctx, "keep", "keep-mortgage"),
                )
            )
        lift = LiftMortgage(seat, space)
        if lift in offered:
            items.append(_item(ctx, lift, "act.lift_mortgage", "lift", space=ctx.space(space), amount=ctx.money(cost)))
        else:
            items.append(
                Item(
                    tr("act.lift_mortgage", space=ctx.space(space), amount=ctx.money(cost)),
                    reason=_refused(ctx, lift),
                    verbs=verbs_for(ctx, "lift", "lift-mortgage"),
                )
            )
    title = tr("mortgage_received.title", name=ctx.name(seat))
    return Menu(title, items, "mortgage_received")


# --- free actions -----------------------------------------------------------------------------------


def can_build_on(game: Game, seat: int, space: int) -> bool:
    """Whether ``seat`` holds enough of ``space``'s colour set to build there: the whole set, or (with the
    Mega majority rule) all its streets but one."""
    return game.edition.spaces[space].kind == STREET and holding(game, seat, space) != NONE


def owns_complete_group(game: Game, seat: int) -> bool:
    """Whether ``seat`` may build on some colour set: owns all of it (or, Mega, all of it but one street)."""
    owner = game.state.owner
    return any(owner[space] == seat and can_build_on(game, seat, space) for space in game.edition.properties)


def owns_station(game: Game, seat: int) -> bool:
    """Whether ``seat`` owns a station in a game with railroad depots."""
    if not game.rules.depots:
        return False
    owner = game.state.owner
    return any(owner[s] == seat and game.edition.spaces[s].kind == RAILROAD for s in game.edition.properties)


def free_entries(ctx: Context, seat: int, *, trade: bool, build: bool = True, lift: bool = True) -> list[Item]:
    """The lines that open the seat's free actions: build, sell, depots, mortgage, lift, claim rent, trade."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    rules = game.rules
    owned = [s for s in game.edition.properties if state.owner[s] == seat]
    items: list[Item] = []
    if build and owns_complete_group(game, seat):
        key = "menu.build_hotel" if rules.hotels_only else "menu.build"
        items.append(Item(tr(key), opens=SUBMENU_BUILD, verbs=verbs_for(ctx, "build", "build")))
    if not rules.hotels_only and any(state.level[s] for s in owned):
        items.append(Item(tr("menu.sell"), opens=SUBMENU_SELL, verbs=verbs_for(ctx, "sell", "sell-building")))
    if owns_station(game, seat) and (build or any(state.depot[s] for s in owned)):
        items.append(
            Item(tr("menu.depots"), opens=SUBMENU_DEPOTS, verbs=verbs_for(ctx, "depot", "build-depot", "sell-depot"))
        )
    if rules.mortgages and any(not state.mortgaged[s] for s in owned):
        items.append(Item(tr("menu.mortgage"), opens=SUBMENU_MORTGAGE, verbs=verbs_for(ctx, "mortgage", "mortgage")))
    if lift and any(state.mortgaged[s] for s in owned):
        items.append(
            Item(tr("menu.unmortgage"), opens=SUBMENU_UNMORTGAGE, verbs=verbs_for(ctx, "unmortgage", "unmortgage"))
        )
    cheaters = rules.sell_to_bank or rules.max_held_per_deck or rules.cheats
    free = game.free_actions(seat) if cheaters else []
    if rules.sell_to_bank:  # where a mortgage would be: the way to raise money
        items += sell_property_entry(ctx, free)
    claim = claim_of(state, seat)
    if claim is not None:
        items.append(
            _item(ctx, ClaimRent(seat), "act.claim", "claim", payer=ctx.name(claim[0]), space=ctx.space(claim[2]))
        )
    if trade and game.other_players(seat) and not any(type(d) is TradeDecision for d in state.stack):
        items.append(Item(tr("menu.trade"), opens=TRADE, verbs=verbs_for(ctx, "trade", "propose-trade")))
    if cheaters:
        items += cheaters_entries(ctx, seat, free)
    return items


def submenu(ctx: Context, seat: int, which: Submenu) -> Menu:
    """The menu ``which`` opens for ``seat``."""
    return _SUBMENUS[which](ctx, seat)


def build_label(ctx: Context, space: int) -> str:
    """What building on ``space`` now would put there, and at what price: a house, a hotel or a skyscraper."""
    game, tr = ctx.game, ctx.tr
    name = ctx.space(space)
    level = game.state.level[space]
    nxt = properties.next_building(game, space)
    if nxt is None:
        return tr("act.build_done_skyscraper" if level >= SKYSCRAPER else "act.build_done", space=name)
    kind, cost = nxt
    if kind == "house":
        return tr("act.build_house", space=name, cost=ctx.money(cost), level=ctx.words.level(level + 1))
    key = "act.build_hotel" if kind == "hotel" else "act.build_skyscraper"
    return tr(key, space=name, cost=ctx.money(cost))


def build_menu(ctx: Context, seat: int) -> Menu:
    """Every street of the seat's buildable colour sets: build one level, or why not (evenly, supply, cash)."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    items = []
    for space in game.edition.properties:
        if state.owner[space] != seat or not can_build_on(game, seat, space):
            continue
        action = Build(seat, space)
        reason = why_not(ctx, action)
        items.append(
            Item(
                build_label(ctx, space),
                action=action,
                reason=reason,
                verbs=verbs_for(ctx, "build", "build"),
                value=space,
            )
        )
    cash = ctx.money(state.players[seat].cash)
    if game.rules.skyscrapers:
        supply = tr(
            "build.supply_mega",
            houses=tr.plural("summary.houses", state.bank_houses),
            hotels=tr.plural("summary.hotels", state.bank_hotels),
            skyscrapers=tr.plural("summary.skyscrapers", state.bank_skyscrapers),
            cash=cash,
        )
        return Menu(tr("build.title_mega"), items, "mega_build", details=[supply], back=True)
    houses, hotels = tr.plural("summary.houses", state.bank_houses), tr.plural("summary.hotels", state.bank_hotels)
    supply = tr("build.supply", houses=houses, hotels=hotels, cash=cash)
    title = tr("build.title_hotels") if game.rules.hotels_only else tr("build.title")
    return Menu(title, items, "build", details=[supply], back=True)


def sell_menu(ctx: Context, seat: int) -> Menu:
    game, tr = ctx.game, ctx.tr
    state = game.state
    pct = game.rules.building_sell_percent
    items = []
    for space in game.edition.properties:
        level = state.level[space]
        if state.owner[space] != seat or not level:
            continue
        sp = game.edition.spaces[space]
        name = ctx.space(space)
        if level >= HOTEL:  # what the engine pays in all: a bank short of buildings brings the group down too
            whole = sale_amount(game, seat, space)
            price = sp.skyscraper_cost if level >= SKYSCRAPER else sp.hotel_cost
            amount = ctx.money(price * pct // 100 if whole is None else whole)
            if level >= SKYSCRAPER:
                key = "act.sell_skyscraper" if state.bank_hotels else "act.sell_skyscraper_down"
                label = tr(key, space=name, amount=amount)
            else:
                label = tr("act.sell_hotel", space=name, amount=amount)
        else:
            amount = ctx.money(sp.house_cost * pct // 100)
            label = tr("act.sell_house", space=name, amount=amount, level=ctx.words.level(level))
        action = SellBuilding(seat, space)
        reason = why_not(ctx, action)
        items.append(
            Item(label, action=action, reason=reason, verbs=verbs_for(ctx, "sell", "sell-building"), value=space)
        )
    if game.rules.hotel_sale_outright:
        items += outright_lines(ctx, seat)
    return Menu(tr("sell.title"), items, "mega_build" if game.rules.skyscrapers else "sell", back=True)


def outright_lines(ctx: Context, seat: int) -> list[Item]:
    """(Mega) One line per colour group where the seat has a hotel: sell the group's hotels outright, all together,
    leaving the streets bare (after the street-by-street lines, so ``sell S`` still sells one level down)."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    items = []
    seen: set[int] = set()
    for space in game.edition.properties:
        head = game.edition.group_head[space]
        if state.owner[space] != seat or state.level[space] != HOTEL or head in seen:
            continue
        seen.add(head)
        hotels = [s for s in game.edition.group_of[space] if state.owner[s] == seat and state.level[s] == HOTEL]
        pct = game.rules.building_sell_percent
        amount = sum(properties.outright_refund(game.edition.spaces[s], pct) for s in hotels)
        names = ctx.words.listing([ctx.space(s) for s in hotels])
        label = tr("act.sell_hotels_outright", spaces=names, amount=ctx.money(amount))
        action = SellHotelsOutright(seat, space)
        reason = why_not(ctx, action)
        # (no ``value``: the street-by-street line of ``space`` is the one its value names; a typed ``sell-hotels S``
        # finds this line by any street it sells: play.reading._item_spaces)
        items.append(Item(label, action=action, reason=reason, verbs=verbs_for(ctx, "sell", "sell-hotels")))
    return items


def sale_amount(game: Game, seat: int, space: int) -> int | None:
    """What ``sell-building`` on ``space`` pays in all, as the engine counts it (a bank short of hotels or houses
    brings the group down with it), or None when the sale is refused now. Menus are off the hot path: a clone
    is cheaper to keep right than a second copy of the selling rules."""
    action = SellBuilding(seat, space)
    if game.refusal(action) is not None:
        return None
    return sum(e.refund for e in game.clone().apply(action) if isinstance(e, BuildingSold))


def depot_menu(ctx: Context, seat: int) -> Menu:
    """The seat's stations: build a depot on each one without, sell the depot of each one with."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    items = []
    for space in game.edition.properties:
        sp = game.edition.spaces[space]
        if sp.kind != RAILROAD or state.owner[space] != seat:
            continue
        name = ctx.space(space)
        action: Action
        if state.depot[space]:
            action = SellDepot(seat, space)
            label = tr("act.sell_depot", space=name, amount=ctx.money(money.depot_value(game, space)))
            verbs = verbs_for(ctx, "sell", "sell-depot")
        else:
            action = BuildDepot(seat, space)
            label = tr("act.build_depot", space=name, cost=ctx.money(sp.depot_cost))
            verbs = verbs_for(ctx, "build", "build-depot")
        items.append(Item(label, action=action, reason=why_not(ctx, action), verbs=verbs, value=space))
    details = [tr("depots.supply", depots=state.bank_depots, cash=ctx.money(state.players[seat].cash))]
    return Menu(tr("depots.title"), items, "depots", details=details, back=True)


def mortgage_menu(ctx: Context, seat: int) -> Menu:
    game, tr = ctx.game, ctx.tr
    state = game.state
    items = []
    for space in game.edition.properties:
        if state.owner[space] != seat or state.mortgaged[space]:
            continue
        sp = game.edition.spaces[space]
        action = Mortgage(seat, space)
        reason = why_not(ctx, action)
        label = tr("act.mortgage", space=ctx.space(space), amount=ctx.money(sp.mortgage))
        items.append(
            Item(label, action=action, reason=reason, verbs=verbs_for(ctx, "mortgage", "mortgage"), value=space)
        )
    return Menu(tr("mortgage.title"), items, "mortgage", back=True)


def unmortgage_menu(ctx: Context, seat: int) -> Menu:
    game, tr = ctx.game, ctx.tr
    state = game.state
    items = []
    for space in game.edition.properties:
        if state.owner[space] != seat or not state.mortgaged[space]:
            continue
        cost = properties.unmortgage_cost(game, space)
        action = Unmortgage(seat, space)
        reason = why_not(ctx, action)
        label = tr("act.unmortgage", space=ctx.space(space), amount=ctx.money(cost))
        items.append(
            Item(label, action=action, reason=reason, verbs=verbs_for(ctx, "unmortgage", "unmortgage"), value=space)
        )
    return Menu(tr("unmortgage.title"), items, "unmortgage", back=True)


def deed_line(ctx: Context, space: int) -> str:
    """A short deed: price, rents and building costs of a property (for buying and auctions)."""
    game, tr = ctx.game, ctx.tr
    sp = game.edition.spaces[space]
    group = game.edition.groups.get(sp.group or "")
    group_name = group.name if group else ""
    if sp.kind == STREET and game.rules.hotels_only:
        return tr(
            "deed.street_hotels",
            group=group_name,
            price=ctx.money(sp.price),
            rent=ctx.money(sp.rent[0]),
            hotel_rent=ctx.money(sp.rent[-1]),
            hotel=ctx.money(sp.hotel_cost),
        )
    if sp.kind == STREET:
        rents = " / ".join(ctx.money(r) for r in sp.rent)
        if sp.skyscraper_cost:
            return tr(
                "deed.street_mega",
                group=group_name,
                price=ctx.money(sp.price),
                rents=rents,
                house=ctx.money(sp.house_cost),
                skyscraper=ctx.money(sp.skyscraper_cost),
                mortgage=ctx.money(sp.mortgage),
            )
        return tr(
            "deed.street",
            group=group_name,
            price=ctx.money(sp.price),
            rents=rents,
            house=ctx.money(sp.house_cost),
            mortgage=ctx.money(sp.mortgage),
        )
    if sp.multipliers:
        times = " / ".join(f"{m}×" for m in sp.multipliers)
        return tr(
            "deed.utility", group=group_name, price=ctx.money(sp.price), times=times, mortgage=ctx.money(sp.mortgage)
        )
    rents = " / ".join(ctx.money(r) for r in sp.rent)
    if sp.depot_cost and game.rules.depots:
        return tr(
            "deed.railroad_depot",
            group=group_name,
            price=ctx.money(sp.price),
            rents=rents,
            depot=ctx.money(sp.depot_cost),
            mortgage=ctx.money(sp.mortgage),
        )
    return tr(
        "deed.railroad", group=group_name, price=ctx.money(sp.price), rents=rents, mortgage=ctx.money(sp.mortgage)
    )


def _cheat_menu(ctx: Context, seat: int) -> Menu:
    return cheat_menu(ctx, seat, PlayerView(ctx.game, seat))


_SUBMENUS: dict[Submenu, Callable[[Context, int], Menu]] = {
    SUBMENU_BUILD: build_menu,
    SUBMENU_SELL: sell_menu,
    SUBMENU_MORTGAGE: mortgage_menu,
    SUBMENU_UNMORTGAGE: unmortgage_menu,
    SUBMENU_DEPOTS: depot_menu,
    SUBMENU_TICKET: ticket_menu,
    SUBMENU_PLAY: play_card_menu,
    SUBMENU_SELL_PROPERTY: sell_property_menu,
    SUBMENU_CHEAT: _cheat_menu,
    SUBMENU_ACCUSE: accuse_menu,
}
