"""Property: buying, auctions, building and selling buildings, mortgages.

Each rule has a ``*_refusal`` function that returns why an action is not allowed (or None) without
touching anything, and a function that carries it out once allowed. The rules a player may use at any
time (build, sell a building, mortgage, lift a mortgage) also have a ``can_*`` predicate: the same answer
as ``*_refusal(...) is None`` without composing the reason, for ``Game.free_actions``, which asks them
for every property a player owns. Predicate and refusal are built from the same small rule pieces below,
so each rule is written once.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING

from .bank import bank_pays, pay_bank
from .decisions import (
    AuctionDecision,
    BuildingAuctionDecision,
    BuyDecision,
    Debt,
    MortgageDecision,
)
from .edition import HOTEL, PROPERTY_KINDS, SKYSCRAPER, STREET
from .events import (
    BANK,
    AuctionStarted,
    AuctionUnsold,
    AuctionWon,
    BidderPassed,
    BidPlaced,
    BuildingAuctionStarted,
    BuildingAuctionWon,
    BuildingBuilt,
    BuildingSold,
    MortgageKept,
    PropertyBought,
    PropertyMortgaged,
    PropertySold,
    PropertyUnmortgaged,
)
from .money import charge, charge_bank
from .refusals import Refusal
from .rent import NONE, holding, nominal_value

if TYPE_CHECKING:
    from .edition import Space
    from .engine import Game


# --- buying and auctions -------------------------------------------------------------------------


def buy(g: Game, decision: BuyDecision) -> None:
    g.state.stack.pop()
    space = decision.space
    price = g.edition.spaces[space].price
    if g.hooks.purchase_price:
        for purchase_price in g.hooks.purchase_price:
            price = purchase_price(g, decision.player, price)
    pay_bank(g, decision.player, price)
    g.state.owner[space] = decision.player
    g.state.owner_version += 1
    g.state.group_version[g.edition.group_head[space]] += 1
    g.state.players[decision.player].holdings_version += 1
    g.events.append(PropertyBought(decision.player, space, price))


def decline(g: Game, decision: BuyDecision) -> None:
    g.state.stack.pop()
    g.start_auction(decision.space, g.state.current)


def start_auction(g: Game, space: int, after: int, queue: tuple[int, ...] = ()) -> None:
    """Auction ``space`` among all players still in, asking first the one seated after ``after``."""
    players = g.state.players
    n = len(players)
    bidders = [(after + k) % n for k in range(1, n + 1)]
    bidders = [p for p in bidders if not players[p].bankrupt]
    g.events.append(AuctionStarted(space, g.rules.opening_bid))
    g.state.stack.append(AuctionDecision(bidders[0], space, bidders, 0, -1, after, queue))


def minimum_bid(g: Game, auction: AuctionDecision) -> int:
    if auction.high_bidder < 0:
        if type(auction) is BuildingAuctionDecision:
            return g.rules.building_auction_opening_bid
        return g.rules.opening_bid
    return auction.high_bid + g.rules.min_raise


def bid_refusal(g: Game, auction: AuctionDecision, player: int, amount: int) -> Refusal | None:
    low = minimum_bid(g, auction)
    if amount < low:
        params = {"low": low, "amount": amount}
        if auction.high_bidder < 0:
            return Refusal(f"the opening bid is at least {low}", "bid_low", params)
        return Refusal(f"a bid must be at least {low} (the highest bid is {auction.high_bid})", "bid_low", params)
    cash = g.state.players[player].cash
    if amount > cash:
        return Refusal(
            f"you have only {cash}: raise money before bidding {amount}", "bid_cash", {"cash": cash, "amount": amount}
        )
    return None


def bid(g: Game, auction: AuctionDecision, amount: int, player: int) -> None:
    """``player`` bids: the one asked, or (``open_auction``) any bidder still in; the asking goes on after them."""
    auction.high_bid = amount
    auction.high_bidder = player
    g.events.append(BidPlaced(player, amount))
    bidders = auction.bidders
    if len(bidders) == 1:
        _close_auction(g, auction)
        return
    auction.player = bidders[(bidders.index(player) + 1) % len(bidders)]


def pass_bid(g: Game, auction: AuctionDecision) -> None:
    player = auction.player
    bidders = auction.bidders
    idx = bidders.index(player)
    bidders.pop(idx)
    g.events.append(BidderPassed(player))
    if not bidders or (len(bidders) == 1 and bidders[0] == auction.high_bidder):
        _close_auction(g, auction)
        return
    if type(auction) is BuildingAuctionDecision and auction.high_bidder < 0 and bidders == [auction.requester]:
        _close_auction(g, auction)
        return
    auction.player = bidders[idx % len(bidders)]


def _close_auction(g: Game, auction: AuctionDecision) -> None:
    if type(auction) is BuildingAuctionDecision:
        _close_building_auction(g, auction)
        return
    g.state.stack.pop()
    space = auction.space
    winner = auction.high_bidder
    owed = 0
    if winner < 0:
        g.events.append(AuctionUnsold(space))
    else:
        g.state.owner[space] = winner
        g.state.owner_version += 1
        g.state.group_version[g.edition.group_head[space]] += 1
        g.state.players[winner].holdings_version += 1
        price = auction.high_bid
        if g.hooks.purchase_price:
            for purchase_price in g.hooks.purchase_price:
                price = purchase_price(g, winner, price)
        g.events.append(AuctionWon(winner, space, price))
        if g.state.players[winner].cash >= price:
            pay_bank(g, winner, price)
        else:  # cash spent since the bid (building, lifting mortgages): raise it now
            owed = price
    if auction.queue:
        g.start_auction(auction.queue[0], auction.after, auction.queue[1:])
    if owed:
        charge(g, Debt(winner, BANK, owed, "auction", space))


# --- building --------------------------------------------------------------------------------------


def buildings_of(g: Game, player: int) -> tuple[int, int]:
    """``(houses, hotels)`` standing on ``player``'s streets."""
    houses, hotels, _, _ = building_counts(g, player)
    return houses, hotels


def building_counts(g: Game, player: int) -> tuple[int, int, int, int]:
    """``(houses, hotels, skyscrapers, depots)`` standing on ``player``'s properties; a street counts its
    current building only (a skyscraper is one skyscraper, not a hotel too)."""
    houses = hotels = skyscrapers = depots = 0
    state = g.state
    for space in g.edition.properties:
        if state.owner[space] == player:
            level = state.level[space]
            if level == HOTEL:
                hotels += 1
            elif level == SKYSCRAPER:
                skyscrapers += 1
            else:
                houses += level
            if state.depot[space]:
                depots += 1
    return houses, hotels, skyscrapers, depots


def _own_levels(g: Game, player: int, space: int) -> list[int]:
    """The building levels of ``player``'s streets in ``space``'s group (building evenly is among these)."""
    level, owner = g.state.level, g.state.owner
    return [level[s] for s in g.edition.group_of[space] if owner[s] == player]


# Rule pieces shared by the refusals and the ``can_*`` predicates, so each rule is written once.


def _group_blocker(g: Game, player: int, space: int) -> int:
    """The first space of ``space``'s group that keeps ``player`` from building on it (someone else's,
    or mortgaged), or -1 when ``player`` may build there.

    With majority ownership (Mega), one street of a group of three or more may be someone else's; no street of
    the group may be mortgaged, that one included (002: "Non è possibile costruire una casa se una delle
    proprietà del gruppo è stata ipotecata")."""
    state = g.state
    owner, mortgaged = state.owner, state.mortgaged
    group = g.edition.group_of[space]
    if holding(g, player, space) == NONE:  # neither the whole group nor (Mega) all of it but one
        for other in group:
            if owner[other] != player:
                return other
    for other in group:
        if mortgaged[other]:
            return other
    return -1


def build_floor(g: Game, player: int, space: int) -> int:
    """The one building level at which ``can_build(g, player, s)`` may hold for a street ``s`` of ``player``
    in ``space``'s group: the lowest of its streets' levels there (building evenly); -1 when its holding of
    the group lets it build nowhere on it (someone else's street, a mortgage). The same for every street of
    the group, so a query over many streets asks it once per group."""
    if _group_blocker(g, player, space) >= 0:
        return -1
    return min(_own_levels(g, player, space))


def kind_of_next(g: Game, level: int) -> str:
    """What the next building on a street at ``level`` is (``hotels_only``: a hotel straight from 0)."""
    if level == 4 or (level == 0 and g.rules.hotels_only):
        return "hotel"
    if level == HOTEL:
        return "skyscraper"
    return "house"


def bank_supply(g: Game, kind: str) -> int:
    state = g.state
    if kind == "hotel":
        return state.bank_hotels
    if kind == "skyscraper":
        return state.bank_skyscrapers
    return state.bank_houses


def _free_supply(g: Game, kind: str) -> int:
    """The bank's buildings of this kind that a sale may take in exchange: not the one being auctioned, which
    belongs to the auction's winner (the books auction "the last house or hotel" when more players want it)."""
    return bank_supply(g, kind) - (1 if building_auctioned(g, kind) else 0)


def _take_from_supply(g: Game, kind: str, count: int) -> None:
    state = g.state
    if kind == "hotel":
        state.bank_hotels -= count
    elif kind == "skyscraper":
        state.bank_skyscrapers -= count
    else:
        state.bank_houses -= count


def building_cost(sp: Space, kind: str) -> int:
    """What one building of ``kind`` ("house", "hotel", "skyscraper") costs on the street ``sp``."""
    if kind == "hotel":
        return sp.hotel_cost
    if kind == "skyscraper":
        return sp.skyscraper_cost
    return sp.house_cost


def skyscraper_blocker(g: Game, player: int, space: int) -> int:
    """The first street of ``space``'s group that keeps a skyscraper off ``space`` (at hotel level): it needs
    the whole group, a hotel on every street; -1 when none does."""
    state = g.state
    for other in g.edition.group_of[space]:
        if state.owner[other] != player or state.level[other] < HOTEL:
            return other
    return -1


def uneven_to_build(level: int, lowest: int) -> bool:
    """Building evenly: a street gets its next building only once no street of its group has fewer."""
    return level > lowest


def _uneven_to_sell(level: int, highest: int) -> bool:
    """Selling evenly: the streets of the group with more buildings are sold down first."""
    return level < highest


def building_auctioned(g: Game, kind: str) -> bool:
    """Whether the bank's last buildings of this kind are being auctioned (none can be bought meanwhile)."""
    for decision in g.state.stack:
        if type(decision) is BuildingAuctionDecision and decision.kind == kind:
            return True
    return False


def _buildings_block_mortgage(g: Game, space: int) -> bool:
    """A street cannot be mortgaged while its owner has buildings on its group, nor a station with a depot.

    Only the owner's buildings count: with majority ownership (Mega) the owner of the group's last
    street has none to sell, and another's buildings are not theirs to remove. On a board where building
    needs the whole group, the group's buildings are always its owner's."""
    state = g.state
    if state.depot[space]:
        return True
    if g.edition.spaces[space].kind != STREET:
        return False
    level, owner = state.level, state.owner
    holder = owner[space]
    for other in g.edition.group_of[space]:
        if level[other] and owner[other] == holder:
            return True
    return False


def _top_level(g: Game) -> int:
    return SKYSCRAPER if g.rules.skyscrapers else HOTEL


def next_building(g: Game, space: int) -> tuple[str, int] | None:
    """The next building a street would take, ``("house" | "hotel" | "skyscraper", its price)``, or None when
    it has the highest this game allows (whether it may be built now is ``build_refusal``'s question)."""
    level = g.state.level[space]
    if level >= _top_level(g):
        return None
    kind = kind_of_next(g, level)
    return kind, building_cost(g.edition.spaces[space], kind)


def can_build(g: Game, player: int, space: int, paying: bool = True) -> bool:
    """``build_refusal(g, player, space, paying=paying) is None``, without composing a reason."""
    state = g.state
    if g.edition.spaces[space].kind != STREET or state.owner[space] != player:
        return False
    # The street's own conditions (cash, the bank's supply) before the group's.
    if not can_build_next(g, player, space, paying):
        return False
    floor = build_floor(g, player, space)
    return floor >= 0 and not uneven_to_build(state.level[space], floor)


def can_build_next(g: Game, player: int, space: int, paying: bool = True) -> bool:
    """``can_build`` for a street of ``player``'s whose group lets it build at the street's level
    (``build_floor``): the conditions on the street itself, the cash and the bank's supply."""
    state = g.state
    level = state.level[space]
    if level >= HOTEL and (level >= SKYSCRAPER or not g.rules.skyscrapers):
        return False
    kind = kind_of_next(g, level)
    if paying and (
        bank_supply(g, kind) < 1 or state.players[player].cash < building_cost(g.edition.spaces[space], kind)
    ):
        return False
    if level == HOTEL and skyscraper_blocker(g, player, space) >= 0:
        return False
    return not (paying and building_auctioned(g, kind))


def build_refusal(g: Game, player: int, space: int, *, paying: bool = True) -> Refusal | None:
    """Why ``player`` may not put the next building on ``space``; ``paying=False`` ignores cash and
    the bank's supply (for placing a building already won at auction)."""
    ed = g.edition
    state = g.state
    sp = ed.spaces[space]
    at = {"space": space}
    if sp.kind != STREET:
        return Refusal(f"{sp.name} is not a street: only streets take houses and hotels", "not_street", at)
    if state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    blocker = _group_blocker(g, player, space)
    if blocker >= 0:
        if holding(g, player, space) == NONE:
            if g.rules.majority_rent_multiplier and len(ed.group_of[space]) >= 3:
                text = f"you need all the streets of the colour group but one to build on {sp.name}"
                return Refusal(text, "build_majority", at)
            return Refusal(f"you need the whole colour group to build on {sp.name}", "build_group", at)
        text = f"{ed.spaces[blocker].name} is mortgaged: nothing can be built on its group"
        return Refusal(text, "build_mortgaged", {"space": blocker})
    level = state.level[space]
    if level >= _top_level(g):
        if level == SKYSCRAPER:
            return Refusal(f"{sp.name} already has a skyscraper", "skyscraper_already", at)
        return Refusal(f"{sp.name} already has a hotel", "build_hotel_already", at)
    if level == HOTEL:
        other = skyscraper_blocker(g, player, space)
        if other >= 0:
            name = ed.spaces[other].name
            if state.owner[other] != player:
                text = f"a skyscraper needs the whole colour group: {name} is not yours"
            else:
                text = f"a skyscraper needs a hotel on every street of the group: {name} has none"
            return Refusal(text, "skyscraper_group", {"space": space, "other": other})
    if uneven_to_build(level, min(_own_levels(g, player, space))):
        owner, levels = state.owner, state.level
        behind = tuple(s for s in ed.group_of[space] if owner[s] == player and levels[s] < level)
        text = f"build evenly: every street of the group needs {level} buildings before {sp.name} gets more"
        return Refusal(text, "build_even", {"space": space, "level": level, "others": behind})
    if not paying:
        return None
    kind = kind_of_next(g, level)
    if building_auctioned(g, kind):
        return Refusal("the bank's last buildings of this kind are being auctioned", "build_auction", {"kind": kind})
    if bank_supply(g, kind) < 1:
        return Refusal(f"the bank has no {kind}s left", f"no_{kind}s", {"kind": kind})
    cost = building_cost(sp, kind)
    cash = state.players[player].cash
    if cash < cost:
        return Refusal(f"a {kind} costs {cost}, you have {cash}", "cash", {"kind": kind, "cost": cost, "cash": cash})
    return None


def build(g: Game, player: int, space: int) -> None:
    """Build on ``space``: place a building won at auction, buy one from the bank, or, when more
    players want the bank's last buildings than it has, put one up for auction."""
    state = g.state
    kind = kind_of_next(g, state.level[space])
    supply = bank_supply(g, kind)
    active = g.active_players()
    if supply < len(active):  # only then can more players want the kind than the bank has (asking is costly)
        wanting = [p for p in active if p == player or _could_build(g, p, kind)]
        if len(wanting) > supply and len(wanting) > 1:
            _start_building_auction(g, player, space, kind, wanting)
            return
    _buy_building(g, player, space)


def _buy_building(g: Game, player: int, space: int) -> None:
    """Buy the next building of ``space`` from the bank at the deed's price."""
    kind = kind_of_next(g, g.state.level[space])
    cost = building_cost(g.edition.spaces[space], kind)
    if g.hooks.purchase_price:
        for purchase_price in g.hooks.purchase_price:
            cost = purchase_price(g, player, cost)
    _take_from_supply(g, kind, 1)
    pay_bank(g, player, cost)
    _place(g, player, space, cost)


def _place(g: Game, player: int, space: int, cost: int) -> None:
    """Put the next building on ``space``; the bank's supply was already taken from. A hotel gives its
    four houses back to the bank; a skyscraper its hotel."""
    state = g.state
    if g.rules.hotels_only:  # no houses: the hotel stands on the bare street
        state.level[space] = HOTEL
        state.building_version += 1
        state.group_version[g.edition.group_head[space]] += 1
        state.players[player].holdings_version += 1
        g.events.append(BuildingBuilt(player, space, HOTEL, cost))
        return
    level = state.level[space] + 1
    if level == HOTEL:
        state.bank_houses += 4
    elif level == SKYSCRAPER:
        state.bank_hotels += 1
    state.level[space] = level
    state.building_version += 1
    state.group_version[g.edition.group_head[space]] += 1
    state.players[player].holdings_version += 1
    g.events.append(BuildingBuilt(player, space, level, cost))


def _could_build(g: Game, player: int, kind: str) -> bool:
    """Whether ``player`` could take a building of this kind now and bid for it."""
    state = g.state
    if state.players[player].cash < g.rules.building_auction_opening_bid:
        return False
    for space in g.edition.properties:
        if (
            state.owner[space] == player
            and kind_of_next(g, state.level[space]) == kind
            and can_build(g, player, space, paying=False)
        ):
            return True
    return False


def _start_building_auction(g: Game, requester: int, space: int, kind: str, wanting: list[int]) -> None:
    n = len(g.state.players)
    order = [(requester + k) % n for k in range(1, n + 1)]
    bidders = [p for p in order if p in wanting]
    opening = g.rules.building_auction_opening_bid
    g.events.append(BuildingAuctionStarted(requester, space, kind == "hotel", opening, kind == "skyscraper"))
    g.state.stack.append(BuildingAuctionDecision(bidders[0], space, bidders, 0, -1, requester, (), requester, kind))


def _close_building_auction(g: Game, auction: BuildingAuctionDecision) -> None:
    state = g.state
    state.stack.pop()
    winner = auction.high_bidder
    if winner < 0:  # nobody else wanted it: the requester buys it at the deed's price
        if can_build(g, auction.requester, auction.space):
            _buy_building(g, auction.requester, auction.space)
        return
    amount = auction.high_bid
    kind = auction.kind
    g.events.append(BuildingAuctionWon(winner, kind == "hotel", amount, kind == "skyscraper"))
    _take_from_supply(g, kind, 1)
    space = auction.space
    if winner != auction.requester or not can_build(g, winner, space, paying=False):
        space = _best_placement(g, winner, kind)
    if space >= 0:
        _place(g, winner, space, amount)
    else:  # nowhere left to put it (the winner mortgaged or sold meanwhile): it goes back to the bank
        _take_from_supply(g, kind, -1)
    if state.players[winner].cash >= amount:
        pay_bank(g, winner, amount)
    else:
        charge(g, Debt(winner, BANK, amount, "auction"))


def _best_placement(g: Game, player: int, kind: str) -> int:
    """Where a building won at auction goes when the requested street is not the winner's: the
    street where it raises the rent most (the first such street on the board on a tie), or -1."""
    state = g.state
    best, gain = -1, -1
    for space in g.edition.properties:
        if (
            state.owner[space] == player
            and kind_of_next(g, state.level[space]) == kind
            and can_build(g, player, space, paying=False)
        ):
            rents = g.edition.spaces[space].rent
            level = state.level[space]
            step = rents[HOTEL if g.rules.hotels_only else level + 1] - rents[level]
            if step > gain:
                best, gain = space, step
    return best


def can_sell(g: Game, player: int, space: int) -> bool:
    """``sell_refusal(g, player, space) is None``, without composing a reason."""
    state = g.state
    level = state.level[space]
    return (
        state.owner[space] == player
        and level != 0
        and not g.rules.hotels_only
        and not _uneven_to_sell(level, max(_own_levels(g, player, space)))
    )


def sell_refusal(g: Game, player: int, space: int) -> Refusal | None:
    state = g.state
    sp = g.edition.spaces[space]
    at = {"space": space}
    if g.rules.hotels_only:
        return Refusal("hotels are never sold: a hotel stays on its street", "hotels_stay", at)
    if state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    level = state.level[space]
    if level == 0:
        return Refusal(f"{sp.name} has no buildings", "no_buildings", at)
    if _uneven_to_sell(level, max(_own_levels(g, player, space))):
        owner, levels = state.owner, state.level
        ahead = tuple(s for s in g.edition.group_of[space] if owner[s] == player and levels[s] > level)
        text = f"sell evenly: the streets of the group with more buildings than {sp.name} come first"
        return Refusal(text, "sell_even", {"space": space, "others": ahead})
    return None


def sell_building(g: Game, player: int, space: int) -> None:
    """One level down. A hotel becomes 4 houses if the bank has them free (``_free_supply``: not the last ones
    while they are auctioned); otherwise the group sells down as little as building evenly and the bank's free
    houses allow (``_sell_down_evenly``)."""
    state = g.state
    ed = g.edition
    sp = ed.spaces[space]
    pct = g.rules.building_sell_percent
    level = state.level[space]
    if level == SKYSCRAPER:
        _sell_skyscraper(g, player, space)
        return
    if level < HOTEL:
        state.level[space] = level - 1
        state.building_version += 1
        state.group_version[ed.group_head[space]] += 1
        state.players[player].holdings_version += 1
        state.bank_houses += 1
        refund = sp.house_cost * pct // 100
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, space, level - 1, refund))
        return
    if _free_supply(g, "house") >= 4:
        state.level[space] = 4
        state.building_version += 1
        state.group_version[ed.group_head[space]] += 1
        state.players[player].holdings_version += 1
        state.bank_hotels += 1
        state.bank_houses -= 4
        refund = sp.hotel_cost * pct // 100
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, space, 4, refund))
        return
    _sell_down_evenly(g, player, space)


def _sell_skyscraper(g: Game, player: int, space: int) -> None:
    """A skyscraper goes back for half its cost and the street takes a hotel from the bank.

    With no hotel in the bank, the street comes down to houses instead, and the owner's group sells down as
    little as building evenly and the bank's houses and hotels allow (``_sell_down_evenly``), as RULINGS has
    it for a hotel when the bank is short of houses."""
    state = g.state
    ed = g.edition
    pct = g.rules.building_sell_percent
    sp = ed.spaces[space]
    level = state.level
    if _free_supply(g, "hotel") >= 1:
        state.bank_hotels -= 1
        state.bank_skyscrapers += 1
        level[space] = HOTEL
        state.building_version += 1
        state.group_version[ed.group_head[space]] += 1
        state.players[player].holdings_version += 1
        refund = sp.skyscraper_cost * pct // 100
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, space, HOTEL, refund))
        return
    _sell_down_evenly(g, player, space)


def _levels_after_sale(g: Game, streets: list[int], sold: int) -> list[int]:
    """The levels ``streets`` (one owner's streets of a group) come down to when the building on ``sold`` cannot
    simply be exchanged: the fewest levels removed that leave ``sold`` lower, the group even (no two streets
    more than one level apart) and the houses and hotels the streets take from the bank within its free supply
    (``_free_supply``: not a building being auctioned); among
    as few, ``sold`` the lowest, then the group's first streets the highest. Buildings only come down, so every
    street bare is always possible. (At most 4 streets, two levels each for each common level: a few dozen tries.)"""
    state = g.state
    before = [state.level[s] for s in streets]
    at = streets.index(sold)
    houses_before = sum(b for b in before if b <= 4)
    hotels_before = before.count(HOTEL)
    free_houses, free_hotels = _free_supply(g, "house"), _free_supply(g, "hotel")
    best: tuple[int, int, tuple[int, ...]] | None = None
    for low in range(before[at] - 1, -1, -1):  # every street at ``low`` or ``low + 1``
        if min(before) < low:
            continue
        options = [[v for v in (low + 1, low) if v <= b] for b in before]
        options[at] = [v for v in options[at] if v < before[at]]
        for after in product(*options):
            houses = sum(a for a in after if a <= 4) - houses_before
            hotels = after.count(HOTEL) - hotels_before
            if houses > free_houses or hotels > free_hotels:
                continue
            key = (sum(after), -after[at], after)
            if best is None or key > best:
                best = key
    assert best is not None  # the level ``low = 0`` always fits: selling every building needs none from the bank
    return list(best[2])


def _sell_down_evenly(g: Game, player: int, space: int) -> None:
    """Sell ``space``'s hotel or skyscraper when the bank cannot give the level below in exchange, as RULINGS has it:
    "the player sells down as little as the even-building rule and the bank's houses allow" (4/hotel with 3
    houses in the bank becomes 4/3). Each level removed is paid at its share of its price."""
    state = g.state
    ed = g.edition
    pct = g.rules.building_sell_percent
    streets = [s for s in ed.group_of[space] if state.owner[s] == player]
    for street, after in zip(streets, _levels_after_sale(g, streets, space), strict=True):
        before = state.level[street]
        if after == before:
            continue
        deed = ed.spaces[street]
        refund = (min(before, 4) - min(after, 4)) * (deed.house_cost * pct // 100)
        if before == SKYSCRAPER:
            refund += deed.skyscraper_cost * pct // 100
            state.bank_skyscrapers += 1
            if after == HOTEL:
                state.bank_hotels -= 1
        if before >= HOTEL and after < HOTEL:
            refund += deed.hotel_cost * pct // 100
            if before == HOTEL:
                state.bank_hotels += 1
            state.bank_houses -= after
        elif before < HOTEL:
            state.bank_houses += before - after
        state.level[street] = after
        state.building_version += 1
        state.group_version[ed.group_head[street]] += 1
        state.players[player].holdings_version += 1
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, street, after, refund))


# --- Mega: a group's hotels sold outright (``hotel_sale_outright``) ------------------------------------


def outright_sale_keepers(g: Game, player: int, space: int) -> tuple[int, ...]:
    """The streets of ``player`` in ``space``'s group that would keep more than one level of buildings if every
    hotel there were sold outright, leaving its street bare: the sale keeps the group even only when there are
    none (so a group's hotels go all together, with no other building beside them but a single house)."""
    level, owner = g.state.level, g.state.owner
    return tuple(s for s in g.edition.group_of[space] if owner[s] == player and level[s] != HOTEL and level[s] > 1)


def can_sell_hotels(g: Game, player: int, space: int) -> bool:
    """``sell_hotels_refusal(g, player, space) is None``, without composing a reason."""
    state = g.state
    return (
        g.rules.hotel_sale_outright
        and state.owner[space] == player
        and state.level[space] == HOTEL
        and not outright_sale_keepers(g, player, space)
    )


def sell_hotels_refusal(g: Game, player: int, space: int) -> Refusal | None:
    state = g.state
    sp = g.edition.spaces[space]
    at = {"space": space}
    if not g.rules.hotel_sale_outright:
        text = "a hotel is sold outright only by Mega's rules (hotel_sale_outright): sell it back for 4 houses"
        return Refusal(text, "no_outright_sale")
    if state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    level = state.level[space]
    if level != HOTEL:
        text = f"{sp.name} has no hotel to sell outright"
        return Refusal(text, "outright_no_hotel", {"space": space, "level": level})
    keepers = outright_sale_keepers(g, player, space)
    if keepers:
        text = (
            f"sell evenly: a group's hotels are sold outright all together, and the streets of {sp.name}'s group "
            "without a hotel would keep more than one building beside the bare ones"
        )
        return Refusal(text, "outright_even", {"space": space, "others": keepers})
    return None


def outright_refund(deed: Space, percent: int) -> int:
    """What the hotel of the street ``deed`` sold outright pays: ``percent`` (``building_sell_percent``, half) of the
    hotel's price and of the 4 houses it was built on, each at its own share as a sale down would pay them."""
    return deed.hotel_cost * percent // 100 + 4 * (deed.house_cost * percent // 100)


def sell_hotels_outright(g: Game, player: int, space: int) -> None:
    """Every hotel of ``player``'s streets in ``space``'s group goes back to the bank and leaves its street bare;
    no houses are taken from the bank (``002``: «Tutti gli hotel di un gruppo possono essere venduti
    contemporaneamente»), so a house shortage does not stop it. One ``BuildingSold`` (level 0) per street."""
    state = g.state
    ed = g.edition
    pct = g.rules.building_sell_percent
    level, owner = state.level, state.owner
    for street in ed.group_of[space]:
        if owner[street] != player or level[street] != HOTEL:
            continue
        refund = outright_refund(ed.spaces[street], pct)
        level[street] = 0
        state.bank_hotels += 1
        state.building_version += 1
        state.group_version[ed.group_head[street]] += 1
        state.players[player].holdings_version += 1
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, street, 0, refund))


# --- selling to the bank (``sell_to_bank``) -----------------------------------------------------------


def sell_property_refusal(g: Game, player: int, space: int) -> Refusal | None:
    if not g.rules.sell_to_bank:
        return Refusal("property is not sold to the bank in this edition: trade it, or mortgage it", "no_bank_sales")
    sp = g.edition.spaces[space]
    at = {"space": space}
    if not sp.is_property or g.state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    if g.state.depot[space]:  # (Mega) a depot is sold back on its own, at half its cost
        return Refusal(f"sell the depot of {sp.name} before selling the station", "sell_property_depot", at)
    return None


def sell_property(g: Game, player: int, space: int) -> None:
    """Sell ``space`` to the bank at its nominal value; a hotel stays on the street."""
    amount = nominal_value(g, space)
    g.state.owner[space] = BANK
    g.state.owner_version += 1
    g.state.group_version[g.edition.group_head[space]] += 1
    g.state.players[player].holdings_version += 1
    if amount:
        bank_pays(g, player, amount)
    g.events.append(PropertySold(player, space, amount))


# --- mortgages ---------------------------------------------------------------------------------------

NO_MORTGAGES = Refusal("there are no mortgages in this edition", "no_mortgages")


def unmortgage_cost(g: Game, space: int) -> int:
    value = g.edition.spaces[space].mortgage
    return value + value * g.rules.mortgage_interest_percent // 100


def mortgage_interest(g: Game, space: int) -> int:
    return g.edition.spaces[space].mortgage * g.rules.mortgage_interest_percent // 100


def can_mortgage(g: Game, player: int, space: int) -> bool:
    """``mortgage_refusal(g, player, space) is None``, without composing a reason."""
    state = g.state
    return (
        g.rules.mortgages
        and g.edition.spaces[space].kind in PROPERTY_KINDS
        and state.owner[space] == player
        and not state.mortgaged[space]
        and not _buildings_block_mortgage(g, space)
    )


def mortgage_refusal(g: Game, player: int, space: int) -> Refusal | None:
    if not g.rules.mortgages:
        return NO_MORTGAGES
    state = g.state
    sp = g.edition.spaces[space]
    at = {"space": space}
    if not sp.is_property:
        return Refusal(f"{sp.name} is not a property", "not_property", at)
    if state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    if state.mortgaged[space]:
        return Refusal(f"{sp.name} is already mortgaged", "already_mortgaged", at)
    if _buildings_block_mortgage(g, space):
        if state.depot[space]:
            return Refusal(f"sell the depot of {sp.name} before mortgaging it", "mortgage_depot", at)
        return Refusal(f"sell the buildings of {sp.name}'s colour group before mortgaging it", "mortgage_buildings", at)
    return None


def _holdings_changed(g: Game, space: int) -> None:
    """Bump the ``holdings_version`` of ``space``'s owner, whoever acted on it."""
    owner = g.state.owner[space]
    if owner >= 0:
        g.state.players[owner].holdings_version += 1


def mortgage(g: Game, player: int, space: int) -> None:
    amount = g.edition.spaces[space].mortgage
    g.state.mortgaged[space] = True
    g.state.mortgage_version += 1
    g.state.group_version[g.edition.group_head[space]] += 1
    _holdings_changed(g, space)  # its owner's (a mortgage received may have been traded on since)
    bank_pays(g, player, amount)
    g.events.append(PropertyMortgaged(player, space, amount))


def can_unmortgage(g: Game, player: int, space: int) -> bool:
    """``unmortgage_refusal(g, player, space) is None``, without composing a reason."""
    state = g.state
    return (
        g.rules.mortgages
        and g.edition.spaces[space].kind in PROPERTY_KINDS
        and state.owner[space] == player
        and state.mortgaged[space]
        and state.players[player].cash >= unmortgage_cost(g, space)
        and not mortgage_choice_pending(g, space)
    )


def unmortgage_refusal(g: Game, player: int, space: int) -> Refusal | None:
    if not g.rules.mortgages:
        return NO_MORTGAGES
    state = g.state
    sp = g.edition.spaces[space]
    at = {"space": space}
    if not sp.is_property or state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    if not state.mortgaged[space]:
        return Refusal(f"{sp.name} is not mortgaged", "not_mortgaged", at)
    if mortgage_choice_pending(g, space):
        text = f"{sp.name} was just received mortgaged: lift its mortgage with lift-mortgage, or keep it"
        return Refusal(text, "unmortgage_pending", at)
    cost = unmortgage_cost(g, space)
    cash = state.players[player].cash
    if cash < cost:
        return Refusal(f"lifting the mortgage costs {cost}, you have {cash}", "cash", {"cost": cost, "cash": cash})
    return None


def unmortgage(g: Game, player: int, space: int) -> None:
    cost = unmortgage_cost(g, space)
    g.state.mortgaged[space] = False
    g.state.mortgage_version += 1
    g.state.group_version[g.edition.group_head[space]] += 1
    _holdings_changed(g, space)  # its owner's (a mortgage received may have been traded on since)
    pay_bank(g, player, cost)
    g.events.append(PropertyUnmortgaged(player, space, cost))


def must_lift(g: Game, player: int, space: int) -> bool:
    """Mega (P6): a mortgaged street that completes a group on which ``player`` has buildings must be
    lifted at once ("dovete rimuovere l'ipoteca")."""
    if not g.rules.majority_rent_multiplier or g.edition.spaces[space].kind != STREET:
        return False
    state = g.state
    built = False
    for other in g.edition.group_of[space]:
        if state.owner[other] != player:
            return False
        if state.level[other]:
            built = True
    return built


def mortgage_choice_pending(g: Game, space: int) -> bool:
    """Whether the mortgaged ``space`` was just received and its new owner has still to keep or lift its mortgage.

    The books make that choice the receiver's, at once (000: «Il nuovo proprietario deve immediatamente: o estinguere
    l'ipoteca [...] o scegliere di mantenerla (e in questo caso dovrà pagare subito alla Banca il 10%...)»), so
    until it is made the property neither changes hands (``trade.property_refusal``) nor is unmortgaged another
    way: the pending choice always names a mortgaged property of the player who must make it."""
    for decision in g.state.stack:
        if type(decision) is MortgageDecision and space in decision.spaces:
            return True
    return False


def transfer_refusal(g: Game, decision: MortgageDecision, space: int, lift: bool) -> Refusal | None:
    at = {"space": space}
    if space not in decision.spaces:
        return Refusal(
            f"{g.edition.spaces[space].name} is not a mortgaged property you have just received", "not_received", at
        )
    forced = must_lift(g, decision.player, space)
    if lift:
        cost = unmortgage_cost(g, space)
        cash = g.state.players[decision.player].cash
        if cash < cost and not forced:
            return Refusal(
                f"lifting the mortgage costs {cost}, you have {cash}: keep it instead",
                "cash",
                {"cost": cost, "cash": cash},
            )
    elif forced:
        name = g.edition.spaces[space].name
        return Refusal(
            f"{name} completes a colour group you have built on: its mortgage must be lifted now",
            "keep_mortgage_group",
            at,
        )
    return None


def settle_transfer(g: Game, decision: MortgageDecision, space: int, lift: bool) -> None:
    """Keep (pay the interest now) or lift a mortgage on a property just received. A lift that must
    be made (``must_lift``) without the cash for it becomes a debt to raise."""
    decision.spaces.remove(space)
    if not decision.spaces:
        g.state.stack.pop()
    player = decision.player
    if lift:
        cost = unmortgage_cost(g, space)
        if g.state.players[player].cash >= cost:
            unmortgage(g, player, space)
        else:
            g.state.mortgaged[space] = False
            g.state.mortgage_version += 1
            g.state.group_version[g.edition.group_head[space]] += 1
            _holdings_changed(g, space)  # its owner's (a mortgage received may have been traded on since)
            g.events.append(PropertyUnmortgaged(player, space, cost))
            charge(g, Debt(player, BANK, cost, "fee", space))
        return
    interest = mortgage_interest(g, space)
    g.events.append(MortgageKept(player, space, interest))
    charge_bank(g, player, interest, "fee", space)
