"""The rules only the Mega edition (``002``) has: bus tickets, the Auction, Bus Ticket and Birthday Gift
squares, railroad depots, a group's hotels sold outright, and majority ownership of a colour group.

The engine calls in here through the hooks of ``MODULE``, composed where the edition's data brings these in (a
square of the kind, a ``bus-tickets`` deck), and, inline, where ``rules.depots`` is on (a depot is listed among a
station's other actions, and sold with a bankrupt's buildings) or ``rules.hotel_sale_outright`` (the outright
sale is listed among a street's other actions; its rule is with the other building sales in ``properties``);
``rules.majority_rent_multiplier`` is a parameter of the rent. The three dice themselves are in ``speed_die`` (rule
option ``mega_dice``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import properties
from .actions import (
    GIFT_CHOICES,
    Action,
    BuildDepot,
    ChooseAuctionProperty,
    ChooseGift,
    SellDepot,
    SellHotelsOutright,
    UseTicket,
)
from .bank import bank_pays, pay_bank
from .decisions import AuctionSquareDecision, GiftDecision, TurnDecision
from .dice import utility_roll_mean
from .edition import AUCTION, BIRTHDAY_GIFT, BUS_TICKET, BUS_TICKETS, CHANCE, COMMUNITY_CHEST, RAILROAD, UTILITY
from .events import (
    BANK,
    AuctionSquareChosen,
    AuctionSquareMoved,
    BusStep,
    BusTicketDrawn,
    BusTicketsExpired,
    BusTicketUsed,
    DepotBuilt,
    DepotSold,
    GiftChosen,
    MoneyPaid,
)
from .money import depot_value
from .refusals import Reason, Refusal, not_your_decision, space_refusal
from .rent import standing_rent, utility_multiplier
from .rule_module import ActionRule, DecisionRule, RuleModule

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game


# --- bus tickets -----------------------------------------------------------------------------------


def tickets_left(g: Game) -> int:
    """Bus tickets still in the draw pile (used and expired tickets never return to it)."""
    pile = g.state.decks.get(BUS_TICKETS)
    return len(pile) if pile is not None else 0


def draw_ticket(g: Game, player: int) -> bool:
    """``player`` takes the top bus ticket; False when the pile is empty. An all-others-expire ticket
    discards every other ticket held by anyone, the drawer's older ones included."""
    pile = g.state.decks.get(BUS_TICKETS)
    if not pile:
        return False
    card = pile.popleft()
    players = g.state.players
    players[player].tickets += 1
    g.events.append(BusTicketDrawn(player, card))
    if g.edition.decks[BUS_TICKETS].cards[card].effect.expire_others:
        expired = tuple(p.tickets - (1 if i == player else 0) for i, p in enumerate(players))
        for i, p in enumerate(players):
            p.tickets = 1 if i == player else 0
        g.state.tickets_out += sum(expired)
        g.events.append(BusTicketsExpired(player, expired))
    return True


def ticket_targets(size: int, position: int) -> range:
    """Where a bus ticket takes a token on ``position``: forward, on its side of the board.

    A side has ``size // 4`` squares between corners, the corners belonging to two sides. A token on a
    corner stands at the start of the side beginning there (the side it ends has nowhere left to go);
    elsewhere it may go up to the corner ending its side. Values may reach ``size`` (GO): take them
    modulo ``size``.
    """
    side = size // 4
    if position % side == 0:
        return range(position + 1, position + side + 1)
    return range(position + 1, (position // side + 1) * side + 1)


def check_use_ticket(g: Game, action: UseTicket) -> Refusal | None:
    reason = not_your_decision(g, action, TurnDecision, "roll or use a bus ticket")
    if reason:
        return reason
    state = g.state
    me = state.players[action.player]
    if me.tickets <= 0:
        return Refusal("you hold no bus ticket", "no_ticket")
    if me.in_jail:
        text = "in jail a bus ticket cannot be used: roll the white dice, pay the fine or use a card"
        return Refusal(text, "ticket_jail")
    if not state.roll_due:
        return Refusal("a bus ticket replaces a roll, and no roll is due: end your turn", "ticket_no_roll")
    reason = space_refusal(g, action.space)
    if reason:
        return reason
    space = action.space
    size = g.edition.size
    targets = ticket_targets(size, me.position)
    if space not in targets and space + size not in targets:
        first, last = targets[0] % size, targets[-1] % size
        text = (
            f"a bus ticket goes forward on your side of the board: from {g.edition.spaces[me.position].name} "
            f"to a square from {first} to {last}"
        )
        return Refusal(text, "ticket_side", {"space": space, "first": first, "last": last})
    return None


def do_use_ticket(g: Game, action: UseTicket) -> None:
    """The ticket leaves the game; the move ends the turn's movement (no roll after it, even after doubles)."""
    state = g.state
    player = action.player
    me = state.players[player]
    g.close_windows()  # a ticket stands for the roll: it closes what a roll closes (earlier turns' claims and cheats)
    me.tickets -= 1
    state.tickets_out += 1
    state.roll_due = False
    state.rolled = True
    g.events.append(BusTicketUsed(player, me.position, action.space))
    g.move_to(player, action.space)


def bus_step(g: Game, player: int) -> None:
    """The bus face, once the white dice's square is resolved: take a bus ticket, or with none left
    move on to the nearest Chance or Community Chest square ahead (salary passing GO) and draw there."""
    if tickets_left(g):
        g.events.append(BusStep(player, -1))
        draw_ticket(g, player)
        return
    nearest = g.edition.nearest
    position = g.state.players[player].position
    size = g.edition.size
    target = -1
    for kind in (CHANCE, COMMUNITY_CHEST):
        ahead = nearest.get(kind)
        if ahead is None:
            continue
        candidate = ahead[position]
        if target < 0 or (candidate - position - 1) % size < (target - position - 1) % size:
            target = candidate
    g.events.append(BusStep(player, target))
    if target >= 0:
        g.move_to(player, target)


# --- the squares -----------------------------------------------------------------------------------


def land_bus_ticket_square(g: Game, player: int, space: int) -> None:
    draw_ticket(g, player)  # an empty pile: nothing happens


def land_birthday_gift(g: Game, player: int, space: int) -> None:
    g.state.stack.append(GiftDecision(player))


def check_gift(g: Game, action: ChooseGift) -> Refusal | None:
    reason = not_your_decision(g, action, GiftDecision, "choose a birthday gift")
    if reason:
        return reason
    if action.choice not in GIFT_CHOICES:
        return Refusal(f"the gift is {' or '.join(GIFT_CHOICES)}, not {action.choice!r}", "gift_choice")
    if action.choice == "ticket" and not tickets_left(g):
        return Refusal("no bus tickets are left: take the cash", "no_tickets")
    return None


def do_gift(g: Game, action: ChooseGift) -> None:
    state = g.state
    state.stack.pop()
    player = action.player
    g.events.append(GiftChosen(player, action.choice))
    if action.choice == "ticket":
        draw_ticket(g, player)
        return
    amount = g.edition.spaces[state.players[player].position].amount
    bank_pays(g, player, amount)
    g.events.append(MoneyPaid(BANK, player, amount, "gift"))


def unowned_properties(g: Game) -> list[int]:
    owner = g.state.owner
    return [s for s in g.edition.properties if owner[s] < 0]


def land_auction_square(g: Game, player: int, space: int) -> None:
    """Name an unowned property for auction; with none left, go on to the highest rent and pay it."""
    owner = g.state.owner
    for prop in g.edition.properties:
        if owner[prop] < 0:
            g.state.stack.append(AuctionSquareDecision(player))
            return
    target, amount = highest_rent_target(g, player)
    g.events.append(AuctionSquareMoved(player, target, amount))
    if target >= 0:
        g.move_to(player, target)


def comparable_rent(g: Game, space: int, owner: int) -> int:
    """The rent of ``space`` as it stands, for comparing: a utility's as its multiplier times the mean roll."""
    if g.edition.spaces[space].kind == UTILITY:
        return utility_multiplier(g, space, owner) * utility_roll_mean(g.rules)
    return standing_rent(g, space, owner)


def highest_rent_target(g: Game, player: int) -> tuple[int, int]:
    """The property ahead with the highest rent ``player`` would pay now (another player's, not
    mortgaged), the nearest one on a tie, and that rent; ``(-1, 0)`` when there is none."""
    state = g.state
    size = g.edition.size
    start = state.players[player].position
    best, best_rent = -1, -1
    for step in range(1, size + 1):
        space = (start + step) % size
        who = state.owner[space]
        if who < 0 or who == player or state.mortgaged[space] or not g.edition.spaces[space].is_property:
            continue
        amount = comparable_rent(g, space, who)
        if amount > best_rent:
            best, best_rent = space, amount
    return (best, best_rent) if best >= 0 else (-1, 0)


def check_choose_auction(g: Game, action: ChooseAuctionProperty) -> Refusal | None:
    reason = not_your_decision(g, action, AuctionSquareDecision, "choose a property for auction") or space_refusal(
        g, action.space
    )
    if reason:
        return reason
    space = action.space
    sp = g.edition.spaces[space]
    if not sp.is_property:
        return Refusal(f"{sp.name} is not a property", "not_property", {"space": space})
    owner = g.state.owner[space]
    if owner >= 0:
        text = f"{sp.name} is owned by {g.state.players[owner].name}: choose an unowned property"
        return Refusal(text, "auction_owned", {"space": space, "owner": owner})
    return None


def do_choose_auction(g: Game, action: ChooseAuctionProperty) -> None:
    """The property goes up for auction among every player, the chooser included, asked from the next seat."""
    g.state.stack.pop()
    g.events.append(AuctionSquareChosen(action.player, action.space))
    g.start_auction(action.space, action.player)


# --- depots ----------------------------------------------------------------------------------------


def can_build_depot(g: Game, player: int, space: int) -> bool:
    """``build_depot_refusal(g, player, space) is None``, without composing a reason."""
    state = g.state
    sp = g.edition.spaces[space]
    return (
        sp.kind == RAILROAD
        and state.owner[space] == player
        and not state.mortgaged[space]
        and not state.depot[space]
        and state.bank_depots > 0
        and state.players[player].cash >= sp.depot_cost
    )


def build_depot_refusal(g: Game, player: int, space: int) -> Refusal | None:
    state = g.state
    sp = g.edition.spaces[space]
    at = {"space": space}
    if not g.rules.depots:
        return Refusal("this edition has no depots", "no_depot_rule")
    if sp.kind != RAILROAD:
        return Refusal(f"{sp.name} is not a station: depots go on stations", "not_station", at)
    if state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    if state.mortgaged[space]:
        return Refusal(f"{sp.name} is mortgaged: lift the mortgage before building a depot", "depot_mortgaged", at)
    if state.depot[space]:
        return Refusal(f"{sp.name} already has a depot", "depot_already", at)
    if state.bank_depots <= 0:
        return Refusal("the bank has no depots left", "no_depots")
    cash = state.players[player].cash
    if cash < sp.depot_cost:
        text = f"a depot costs {sp.depot_cost}, you have {cash}"
        return Refusal(text, "cash", {"kind": "depot", "cost": sp.depot_cost, "cash": cash})
    return None


def build_depot(g: Game, player: int, space: int) -> None:
    state = g.state
    cost = g.edition.spaces[space].depot_cost
    state.bank_depots -= 1
    state.depot[space] = True
    state.building_version += 1
    state.group_version[g.edition.group_head[space]] += 1
    state.players[player].holdings_version += 1
    pay_bank(g, player, cost)
    g.events.append(DepotBuilt(player, space, cost))


def sell_depot_refusal(g: Game, player: int, space: int) -> Refusal | None:
    state = g.state
    sp = g.edition.spaces[space]
    at = {"space": space}
    if state.owner[space] != player:
        return Refusal(f"you do not own {sp.name}", "not_yours", at)
    if not state.depot[space]:
        return Refusal(f"{sp.name} has no depot", "no_depot", at)
    return None


def sell_depot(g: Game, player: int, space: int) -> None:
    state = g.state
    amount = depot_value(g, space)
    state.depot[space] = False
    state.building_version += 1
    state.group_version[g.edition.group_head[space]] += 1
    state.players[player].holdings_version += 1
    state.bank_depots += 1
    bank_pays(g, player, amount)
    g.events.append(DepotSold(player, space, amount))


def check_build_depot(g: Game, action: BuildDepot) -> Reason | None:
    return space_refusal(g, action.space) or build_depot_refusal(g, action.player, action.space)


def check_sell_depot(g: Game, action: SellDepot) -> Reason | None:
    return space_refusal(g, action.space) or sell_depot_refusal(g, action.player, action.space)


# --- a group's hotels sold outright -----------------------------------------------------------------


def check_sell_hotels(g: Game, action: SellHotelsOutright) -> Reason | None:
    return space_refusal(g, action.space) or properties.sell_hotels_refusal(g, action.player, action.space)


def _sell_hotels(g: Game, action: SellHotelsOutright) -> None:
    properties.sell_hotels_outright(g, action.player, action.space)


# --- the choices of the Mega decisions ---------------------------------------------------------------


def auction_square_actions(g: Game, top: AuctionSquareDecision) -> list[Action]:
    """The choices of the Auction square: an unowned property to put up for auction."""
    return [ChooseAuctionProperty(top.player, space) for space in unowned_properties(g)]


def gift_actions(g: Game, top: GiftDecision) -> list[Action]:
    """The choices of the Birthday Gift square: the cash, or a bus ticket while any are left."""
    if tickets_left(g):
        return [ChooseGift(top.player, "cash"), ChooseGift(top.player, "ticket")]
    return [ChooseGift(top.player, "cash")]


def turn_options(g: Game, player: int) -> list[Action]:
    """At a turn decision with the roll due, out of jail: a bus ticket's moves if the player holds one."""
    if not g.state.players[player].tickets:
        return []
    found: list[Action] = []
    found += ticket_actions(g, player)
    return found


def drop_tickets(g: Game, player: int) -> None:
    """A bankrupt's bus tickets are not property: they leave the game."""
    p = g.state.players[player]
    g.state.tickets_out += p.tickets
    p.tickets = 0


def ticket_actions(g: Game, player: int) -> list[UseTicket]:
    """The bus-ticket moves open to ``player`` at their turn decision (they hold a ticket, roll due, not in jail)."""
    size = g.edition.size
    return [UseTicket(player, target % size) for target in ticket_targets(size, g.state.players[player].position)]


# --- the record ------------------------------------------------------------------------------------------


def _build_depot(g: Game, action: BuildDepot) -> None:
    build_depot(g, action.player, action.space)


def _sell_depot(g: Game, action: SellDepot) -> None:
    sell_depot(g, action.player, action.space)


def enabled(edition: Edition) -> bool:
    """Mega's mechanics come with its data: a bus-ticket deck or one of its squares."""
    return BUS_TICKETS in edition.decks or any(space.kind in _SQUARE_KINDS for space in edition.spaces)


_SQUARE_KINDS = (AUCTION, BUS_TICKET, BIRTHDAY_GIFT)

MODULE: RuleModule = RuleModule(
    name="mega",
    enabled=enabled,
    actions=(
        ActionRule(UseTicket, check_use_ticket, do_use_ticket),
        ActionRule(ChooseAuctionProperty, check_choose_auction, do_choose_auction),
        ActionRule(ChooseGift, check_gift, do_gift),
        ActionRule(BuildDepot, check_build_depot, _build_depot),
        ActionRule(SellDepot, check_sell_depot, _sell_depot),
        ActionRule(SellHotelsOutright, check_sell_hotels, _sell_hotels),
    ),
    decisions=(
        DecisionRule(AuctionSquareDecision, auction_square_actions),
        DecisionRule(GiftDecision, gift_actions),
    ),
    turn_options=turn_options,
    squares=(
        (AUCTION, land_auction_square),
        (BUS_TICKET, land_bus_ticket_square),
        (BIRTHDAY_GIFT, land_birthday_gift),
    ),
    on_bankrupt=drop_tickets,
)
