"""Property: buying, auctions, building and selling buildings, mortgages.

Each rule has a ``*_refusal`` function that returns why an action is not allowed (or None) without
touching anything, and a function that carries it out once allowed. The rules a player may use at any
time (build, sell a building, mortgage, lift a mortgage) also have a ``can_*`` predicate: the same answer
as ``*_refusal(...) is None`` without composing the reason, for ``Game.free_actions``, which asks them
for every property a player owns. Predicate and refusal are built from the same small rule pieces below,
so each rule is written once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cheats
from .decisions import (
    AuctionDecision,
    BuildingAuctionDecision,
    BuyDecision,
    Debt,
    MortgageDecision,
)
from .edition import HOTEL, PROPERTY_KINDS, STREET
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
from .money import bank_pays, charge, charge_bank, pay_bank
from .rent import nominal_value

if TYPE_CHECKING:
    from .engine import Game


# --- buying and auctions -------------------------------------------------------------------------


def buy(g: Game, decision: BuyDecision) -> None:
    g.state.stack.pop()
    space = decision.space
    price = g.edition.spaces[space].price
    if g.state.cheats is not None:
        price = cheats.purchase_price(g, decision.player, price)
    pay_bank(g, decision.player, price)
    g.state.owner[space] = decision.player
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


def bid_refusal(g: Game, auction: AuctionDecision, player: int, amount: int) -> str | None:
    low = minimum_bid(g, auction)
    if amount < low:
        if auction.high_bidder < 0:
            return f"the opening bid is at least {low}"
        return f"a bid must be at least {low} (the highest bid is {auction.high_bid})"
    cash = g.state.players[player].cash
    if amount > cash:
        return f"you have only {cash}: raise money before bidding {amount}"
    return None


def bid(g: Game, auction: AuctionDecision, amount: int) -> None:
    player = auction.player
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
        price = auction.high_bid
        if g.state.cheats is not None:
            price = cheats.purchase_price(g, winner, price)
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
    houses = hotels = 0
    state = g.state
    for space in g.edition.properties:
        if state.owner[space] == player:
            level = state.level[space]
            if level == HOTEL:
                hotels += 1
            else:
                houses += level
    return houses, hotels


def _hotel_next(g: Game, level: int) -> bool:
    """Whether the next building on a street at ``level`` is a hotel (``hotels_only``: straight from 0)."""
    return level == 4 or (level == 0 and g.rules.hotels_only)


def _group_levels(g: Game, space: int) -> list[int]:
    level = g.state.level
    return [level[s] for s in g.edition.group_of[space]]


# Rule pieces shared by the refusals and the ``can_*`` predicates, so each rule is written once.


def _group_blocker(g: Game, player: int, space: int) -> int:
    """The first space of ``space``'s group that keeps ``player`` from building on it (someone else's,
    or mortgaged), or -1 when the whole group is ``player``'s and unmortgaged."""
    state = g.state
    owner, mortgaged = state.owner, state.mortgaged
    for other in g.edition.group_of[space]:
        if owner[other] != player or mortgaged[other]:
            return other
    return -1


def _uneven_to_build(level: int, lowest: int) -> bool:
    """Building evenly: a street gets its next building only once no street of its group has fewer."""
    return level > lowest


def _uneven_to_sell(level: int, highest: int) -> bool:
    """Selling evenly: the streets of the group with more buildings are sold down first."""
    return level < highest


def _building_auctioned(g: Game, hotel: bool) -> bool:
    """Whether the bank's last buildings of this kind are being auctioned (none can be bought meanwhile)."""
    for decision in g.state.stack:
        if type(decision) is BuildingAuctionDecision and decision.hotel == hotel:
            return True
    return False


def _buildings_block_mortgage(g: Game, space: int) -> bool:
    """A street cannot be mortgaged while any street of its group has buildings."""
    if g.edition.spaces[space].kind != STREET:
        return False
    level = g.state.level
    for other in g.edition.group_of[space]:
        if level[other]:
            return True
    return False


def can_build(g: Game, player: int, space: int, paying: bool = True) -> bool:
    """``build_refusal(g, player, space, paying=paying) is None``, without composing a reason."""
    state = g.state
    sp = g.edition.spaces[space]
    if sp.kind != STREET or state.owner[space] != player:
        return False
    level = state.level[space]
    if level >= HOTEL:
        return False
    # The same conditions as the refusal, the cheap ones (cash, the bank's supply) before the group's.
    hotel = _hotel_next(g, level)
    if paying:
        if hotel:
            if state.bank_hotels < 1 or state.players[player].cash < sp.hotel_cost:
                return False
        elif state.bank_houses < 1 or state.players[player].cash < sp.house_cost:
            return False
    if _group_blocker(g, player, space) >= 0 or _uneven_to_build(level, min(_group_levels(g, space))):
        return False
    return not (paying and _building_auctioned(g, hotel))


def build_refusal(g: Game, player: int, space: int, *, paying: bool = True) -> str | None:
    """Why ``player`` may not put the next building on ``space``; ``paying=False`` ignores cash and
    the bank's supply (for placing a building already won at auction)."""
    ed = g.edition
    state = g.state
    sp = ed.spaces[space]
    if sp.kind != STREET:
        return f"{sp.name} is not a street: only streets take houses and hotels"
    if state.owner[space] != player:
        return f"you do not own {sp.name}"
    blocker = _group_blocker(g, player, space)
    if blocker >= 0:
        if state.owner[blocker] != player:
            return f"you need the whole colour group to build on {sp.name}"
        return f"{ed.spaces[blocker].name} is mortgaged: nothing can be built on its group"
    level = state.level[space]
    if level >= HOTEL:
        return f"{sp.name} already has a hotel"
    if _uneven_to_build(level, min(_group_levels(g, space))):
        return f"build evenly: every street of the group needs {level} buildings before {sp.name} gets more"
    if not paying:
        return None
    hotel = _hotel_next(g, level)
    if _building_auctioned(g, hotel):
        return "the bank's last buildings of this kind are being auctioned"
    cash = state.players[player].cash
    if hotel:
        if state.bank_hotels < 1:
            return "the bank has no hotels left"
        if cash < sp.hotel_cost:
            return f"a hotel costs {sp.hotel_cost}, you have {cash}"
    else:
        if state.bank_houses < 1:
            return "the bank has no houses left"
        if cash < sp.house_cost:
            return f"a house costs {sp.house_cost}, you have {cash}"
    return None


def build(g: Game, player: int, space: int) -> None:
    """Build on ``space``: place a building won at auction, buy one from the bank, or, when more
    players want the bank's last buildings than it has, put one up for auction."""
    state = g.state
    hotel = _hotel_next(g, state.level[space])
    supply = state.bank_hotels if hotel else state.bank_houses
    wanting = [p for p in g.active_players() if p == player or _could_build(g, p, hotel)]
    if len(wanting) > supply and len(wanting) > 1:
        _start_building_auction(g, player, space, hotel, wanting)
        return
    _buy_building(g, player, space)


def _buy_building(g: Game, player: int, space: int) -> None:
    """Buy the next building of ``space`` from the bank at the deed's price."""
    state = g.state
    hotel = _hotel_next(g, state.level[space])
    sp = g.edition.spaces[space]
    cost = sp.hotel_cost if hotel else sp.house_cost
    if state.cheats is not None:
        cost = cheats.purchase_price(g, player, cost)
    if hotel:
        state.bank_hotels -= 1
    else:
        state.bank_houses -= 1
    pay_bank(g, player, cost)
    _place(g, player, space, cost)


def _place(g: Game, player: int, space: int, cost: int) -> None:
    """Put the next building on ``space``; the bank's supply was already taken from."""
    state = g.state
    if g.rules.hotels_only:  # no houses: the hotel stands on the bare street
        state.level[space] = HOTEL
        g.events.append(BuildingBuilt(player, space, HOTEL, cost))
        return
    level = state.level[space] + 1
    if level == HOTEL:
        state.bank_houses += 4
    state.level[space] = level
    g.events.append(BuildingBuilt(player, space, level, cost))


def _could_build(g: Game, player: int, hotel: bool) -> bool:
    """Whether ``player`` could take a building of this kind now and bid for it."""
    state = g.state
    if state.players[player].cash < g.rules.building_auction_opening_bid:
        return False
    for space in g.edition.properties:
        if (
            state.owner[space] == player
            and _hotel_next(g, state.level[space]) == hotel
            and can_build(g, player, space, paying=False)
        ):
            return True
    return False


def _start_building_auction(g: Game, requester: int, space: int, hotel: bool, wanting: list[int]) -> None:
    n = len(g.state.players)
    order = [(requester + k) % n for k in range(1, n + 1)]
    bidders = [p for p in order if p in wanting]
    opening = g.rules.building_auction_opening_bid
    g.events.append(BuildingAuctionStarted(requester, space, hotel, opening))
    g.state.stack.append(
        BuildingAuctionDecision(bidders[0], space, bidders, 0, -1, requester, (), requester, hotel)
    )


def _close_building_auction(g: Game, auction: BuildingAuctionDecision) -> None:
    state = g.state
    state.stack.pop()
    winner = auction.high_bidder
    if winner < 0:  # nobody else wanted it: the requester buys it at the deed's price
        if can_build(g, auction.requester, auction.space):
            _buy_building(g, auction.requester, auction.space)
        return
    amount = auction.high_bid
    g.events.append(BuildingAuctionWon(winner, auction.hotel, amount))
    if auction.hotel:
        state.bank_hotels -= 1
    else:
        state.bank_houses -= 1
    space = auction.space
    if winner != auction.requester or not can_build(g, winner, space, paying=False):
        space = _best_placement(g, winner, auction.hotel)
    if space >= 0:
        _place(g, winner, space, amount)
    else:  # nowhere left to put it (the winner mortgaged or sold meanwhile): it goes back to the bank
        if auction.hotel:
            state.bank_hotels += 1
        else:
            state.bank_houses += 1
    if state.players[winner].cash >= amount:
        pay_bank(g, winner, amount)
    else:
        charge(g, Debt(winner, BANK, amount, "auction"))


def _best_placement(g: Game, player: int, hotel: bool) -> int:
    """Where a building won at auction goes when the requested street is not the winner's: the
    street where it raises the rent most (the first such street on the board on a tie), or -1."""
    state = g.state
    best, gain = -1, -1
    for space in g.edition.properties:
        if (
            state.owner[space] == player
            and _hotel_next(g, state.level[space]) == hotel
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
        and not _uneven_to_sell(level, max(_group_levels(g, space)))
    )


def sell_refusal(g: Game, player: int, space: int) -> str | None:
    state = g.state
    sp = g.edition.spaces[space]
    if g.rules.hotels_only:
        return "hotels are never sold: a hotel stays on its street"
    if state.owner[space] != player:
        return f"you do not own {sp.name}"
    level = state.level[space]
    if level == 0:
        return f"{sp.name} has no buildings"
    if _uneven_to_sell(level, max(_group_levels(g, space))):
        return f"sell evenly: the streets of the group with more buildings than {sp.name} come first"
    return None


def sell_building(g: Game, player: int, space: int) -> None:
    """One level down. A hotel becomes 4 houses if the bank has them; otherwise the group comes down
    evenly to the highest level the bank's houses allow (the hotels' houses cannot be had)."""
    state = g.state
    ed = g.edition
    sp = ed.spaces[space]
    pct = g.rules.building_sell_percent
    level = state.level[space]
    if level < HOTEL:
        state.level[space] = level - 1
        state.bank_houses += 1
        refund = sp.house_cost * pct // 100
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, space, level - 1, refund))
        return
    if state.bank_houses >= 4:
        state.level[space] = 4
        state.bank_hotels += 1
        state.bank_houses -= 4
        refund = sp.hotel_cost * pct // 100
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, space, 4, refund))
        return
    group = ed.group_of[space]
    hotels = [s for s in group if state.level[s] == HOTEL]
    fours = [s for s in group if state.level[s] == 4]
    target = 0
    for candidate in (3, 2, 1):
        if candidate * len(hotels) <= state.bank_houses + (4 - candidate) * len(fours):
            target = candidate
            break
    for street in group:
        before = state.level[street]
        if before < target:
            continue
        house = ed.spaces[street].house_cost * pct // 100
        if before == HOTEL:
            refund = ed.spaces[street].hotel_cost * pct // 100 + (4 - target) * house
            state.bank_hotels += 1
            state.bank_houses -= target
        else:
            refund = (before - target) * house
            state.bank_houses += before - target
        state.level[street] = target
        bank_pays(g, player, refund)
        g.events.append(BuildingSold(player, street, target, refund))


# --- selling to the bank (``sell_to_bank``) -----------------------------------------------------------


def sell_property_refusal(g: Game, player: int, space: int) -> str | None:
    if not g.rules.sell_to_bank:
        return "property is not sold to the bank in this edition: trade it, or mortgage it"
    sp = g.edition.spaces[space]
    if not sp.is_property or g.state.owner[space] != player:
        return f"you do not own {sp.name}"
    return None


def sell_property(g: Game, player: int, space: int) -> None:
    """Sell ``space`` to the bank at its nominal value; a hotel stays on the street."""
    amount = nominal_value(g, space)
    g.state.owner[space] = BANK
    if amount:
        bank_pays(g, player, amount)
    g.events.append(PropertySold(player, space, amount))


# --- mortgages ---------------------------------------------------------------------------------------

NO_MORTGAGES = "there are no mortgages in this edition"


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


def mortgage_refusal(g: Game, player: int, space: int) -> str | None:
    if not g.rules.mortgages:
        return NO_MORTGAGES
    state = g.state
    sp = g.edition.spaces[space]
    if not sp.is_property:
        return f"{sp.name} is not a property"
    if state.owner[space] != player:
        return f"you do not own {sp.name}"
    if state.mortgaged[space]:
        return f"{sp.name} is already mortgaged"
    if _buildings_block_mortgage(g, space):
        return f"sell the buildings of {sp.name}'s colour group before mortgaging it"
    return None


def mortgage(g: Game, player: int, space: int) -> None:
    amount = g.edition.spaces[space].mortgage
    g.state.mortgaged[space] = True
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
    )


def unmortgage_refusal(g: Game, player: int, space: int) -> str | None:
    if not g.rules.mortgages:
        return NO_MORTGAGES
    state = g.state
    sp = g.edition.spaces[space]
    if not sp.is_property or state.owner[space] != player:
        return f"you do not own {sp.name}"
    if not state.mortgaged[space]:
        return f"{sp.name} is not mortgaged"
    cost = unmortgage_cost(g, space)
    if state.players[player].cash < cost:
        return f"lifting the mortgage costs {cost}, you have {state.players[player].cash}"
    return None


def unmortgage(g: Game, player: int, space: int) -> None:
    cost = unmortgage_cost(g, space)
    g.state.mortgaged[space] = False
    pay_bank(g, player, cost)
    g.events.append(PropertyUnmortgaged(player, space, cost))


def transfer_refusal(g: Game, decision: MortgageDecision, space: int, lift: bool) -> str | None:
    if space not in decision.spaces:
        return f"{g.edition.spaces[space].name} is not a mortgaged property you have just received"
    if lift:
        cost = unmortgage_cost(g, space)
        cash = g.state.players[decision.player].cash
        if cash < cost:
            return f"lifting the mortgage costs {cost}, you have {cash}: keep it instead"
    return None


def settle_transfer(g: Game, decision: MortgageDecision, space: int, lift: bool) -> None:
    """Keep (pay the interest now) or lift a mortgage on a property just received."""
    decision.spaces.remove(space)
    if not decision.spaces:
        g.state.stack.pop()
    player = decision.player
    if lift:
        unmortgage(g, player, space)
        return
    interest = mortgage_interest(g, space)
    g.events.append(MortgageKept(player, space, interest))
    charge_bank(g, player, interest, "fee", space)
