"""Trades between two players: cash, properties and held cards, never buildings."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .actions import TradeSide
from .decisions import MortgageDecision, TradeDecision
from .edition import GET_OUT_OF_JAIL_FREE, STREET
from .events import CardTransferred, CashTransferred, PropertyTransferred, TradeAccepted
from .properties import mortgage_choice_pending
from .refusals import Refusal

if TYPE_CHECKING:
    from .engine import Game


def trade_refusal(g: Game, proposer: int, partner: int, give: TradeSide, get: TradeSide) -> Refusal | None:
    players = g.state.players
    if not 0 <= partner < len(players) or players[partner].bankrupt:
        return Refusal("there is no such player in the game", "no_partner", {"player": partner})
    if partner == proposer:
        return Refusal("you cannot trade with yourself", "trade_self")
    if give.empty and get.empty:
        return Refusal("the trade is empty", "trade_empty")
    for side, owner, whose in ((give, proposer, "you"), (get, partner, players[partner].name)):
        reason = _side_refusal(g, side, owner, whose)
        if reason:
            return reason
    # Cash buys a property or a card, never nothing: no gifts or loans of money between players, since only
    # the bank lends, through mortgages (000 «Non prestate mai alcuna somma di denaro agli altri giocatori»,
    # 003 «Nunca prestes dinero a otros jugadores», 002 «Solo la banca può prestare denaro»). A property or a
    # card may be given for whatever the two agree, nothing included («L'ammontare viene deciso dai giocatori»).
    for side, other, owner in ((give, get, proposer), (get, give, partner)):
        if side.cash and not other.spaces and not other.cards:
            name = "you" if owner == proposer else players[owner].name
            text = (
                f"{name} would give {side.cash} for nothing: cash in a trade buys a property or a card "
                "(only the bank lends money)"
            )
            return Refusal(text, "trade_cash_for_nothing", {"player": owner, "amount": side.cash})
    if g.hooks.trade_refusal:  # (the card limit)
        for refusal in g.hooks.trade_refusal:
            reason = refusal(g, proposer, partner, give, get)
            if reason is not None:
                return reason
    return None


def property_refusal(g: Game, owner: int, space: int, whose: str = "you") -> Refusal | None:
    """Why ``owner`` may not give ``space`` in a trade (``whose``: how the refusal names the owner), or None."""
    ed = g.edition
    state = g.state
    at = {"space": space}
    if not 0 <= space < len(ed.spaces) or not ed.spaces[space].is_property:
        return Refusal(f"space {space} is not a property", "trade_not_property", at)
    sp = ed.spaces[space]
    if state.owner[space] != owner:
        text = f"{whose} do not own {sp.name}" if whose == "you" else f"{whose} does not own {sp.name}"
        return Refusal(text, "trade_not_owned", {"space": space, "player": owner})
    if sp.kind == STREET and not g.rules.hotels_only:  # hotels_only: a hotel goes with its street
        # Any building of the group, whoever owns it: with majority ownership (Mega) the minority owner's
        # street cannot change hands either (002 «Finché c'è un edificio in una delle proprietà del gruppo, non
        # si può vendere»), or its last street could be traded to the builder.
        for other in ed.group_of[space]:
            if state.level[other]:
                text = f"{sp.name}'s colour group has buildings: they must be sold to the bank before trading it"
                return Refusal(text, "trade_buildings", at)
    elif state.depot[space]:
        return Refusal(f"{sp.name} has a depot: sell it to the bank before trading the station", "trade_depot", at)
    if state.mortgaged[space] and mortgage_choice_pending(g, space):
        text = f"{sp.name} was just received mortgaged: keep or lift its mortgage before trading it on"
        return Refusal(text, "trade_mortgage_pending", at)
    return None


def tradable_properties(g: Game, choices: bool = True) -> tuple[int, ...]:
    """The owned properties whose owner may give them in a trade now, in board order: those ``property_refusal``
    lets through, by the same rules, each colour group's buildings looked at once (what asks for every square
    at once, as the RL mask does, without composing a refusal per square). ``choices=False``: the received
    mortgages whose keep-or-lift choice is pending are not left out (as if the choices were made: what the board
    alone allows, which ``PlayerView`` keeps while the board's counters stay)."""
    ed = g.edition
    state = g.state
    owner, level, depot, mortgaged = state.owner, state.level, state.depot, state.mortgaged
    whole_group = not g.rules.hotels_only  # (else a hotel goes with its street: ``property_refusal``)
    pending: set[int] = set()  # received mortgages whose keep-or-lift choice is still to be made
    for decision in state.stack if choices else ():
        if type(decision) is MortgageDecision:
            pending.update(decision.spaces)
    if not any(level) and not any(depot):  # (no building nor depot anywhere: every owned property, but pending)
        return tuple([s for s in ed.properties if owner[s] >= 0 and not (s in pending and mortgaged[s])])
    built_on: dict[tuple[int, ...], bool] = {}  # per colour group, whether a street of it has buildings
    spaces = ed.spaces
    group_of = ed.group_of
    found = []
    for space in ed.properties:
        holder = owner[space]
        if holder < 0:
            continue
        if spaces[space].kind == STREET and whole_group:
            group = group_of[space]
            built = built_on.get(group)
            if built is None:
                built = built_on[group] = any(level[other] for other in group)
            if built:
                continue
        elif depot[space]:
            continue
        if pending and space in pending and mortgaged[space]:
            continue
        found.append(space)
    return tuple(found)


def _side_refusal(g: Game, side: TradeSide, owner: int, whose: str) -> Refusal | None:
    state = g.state
    ed = g.edition
    if side.cash < 0:
        return Refusal("cash in a trade cannot be negative", "trade_negative")
    cash = state.players[owner].cash
    if side.cash > cash:
        text = f"{whose} cannot give {side.cash}: cash is {cash}"
        return Refusal(text, "trade_cash", {"player": owner, "amount": side.cash, "cash": cash})
    if len(set(side.spaces)) != len(side.spaces):
        return Refusal("a property is named twice in the trade", "trade_twice")
    for space in side.spaces:
        refusal = property_refusal(g, owner, space, whose)
        if refusal is not None:
            return refusal
    if not side.cards:  # (most trades: no counting)
        return None
    held = Counter(state.players[owner].cards)
    for card, count in Counter(side.cards).items():
        if held[card] < count:
            return Refusal(f"{whose} do not hold the card {card[0]}/{card[1]}", "trade_card", {"player": owner})
        if ed.decks[card[0]].cards[card[1]].effect.type != GET_OUT_OF_JAIL_FREE:
            return Refusal("only get-out-of-jail-free cards change hands in a trade", "trade_card_kind")
    return None


def propose(g: Game, proposer: int, partner: int, give: TradeSide, get: TradeSide) -> TradeDecision:
    decision = TradeDecision(partner, proposer, give.spaces, give.cash, give.cards, get.spaces, get.cash, get.cards)
    g.state.stack.append(decision)
    return decision


def accept(g: Game, decision: TradeDecision) -> None:
    state = g.state
    events = g.events
    state.stack.pop()
    proposer = decision.proposer
    partner = decision.player
    events.append(TradeAccepted(proposer, partner))
    received: dict[int, list[int]] = {proposer: [], partner: []}
    for giver, receiver, spaces, cash, cards in (
        (proposer, partner, decision.give_spaces, decision.give_cash, decision.give_cards),
        (partner, proposer, decision.get_spaces, decision.get_cash, decision.get_cards),
    ):
        if cash:
            state.players[giver].cash -= cash
            state.players[receiver].cash += cash
            events.append(CashTransferred(giver, receiver, cash))
        for space in spaces:
            state.owner[space] = receiver
            state.owner_version += 1
            state.group_version[g.edition.group_head[space]] += 1
            state.players[giver].holdings_version += 1
            state.players[receiver].holdings_version += 1
            events.append(PropertyTransferred(space, giver, receiver))
            if state.mortgaged[space]:
                received[receiver].append(space)
        for card in cards:
            state.players[giver].cards.remove(card)
            state.players[receiver].cards.append(card)
            events.append(CardTransferred(card[0], card[1], giver, receiver))
    for receiver in (proposer, partner):
        if received[receiver]:
            state.stack.append(MortgageDecision(receiver, received[receiver]))


def offer_key(proposer: int, partner: int, give: TradeSide, get: TradeSide) -> tuple[object, ...]:
    """An offer as the stall budget remembers a refused one: the same whatever the order its lists were given in."""
    return (
        proposer,
        partner,
        tuple(sorted(give.spaces)),
        give.cash,
        tuple(sorted(give.cards)),
        tuple(sorted(get.spaces)),
        get.cash,
        tuple(sorted(get.cards)),
    )


def decision_side(decision: TradeDecision) -> tuple[TradeSide, TradeSide]:
    give = TradeSide(decision.give_spaces, decision.give_cash, decision.give_cards)
    get = TradeSide(decision.get_spaces, decision.get_cash, decision.get_cards)
    return give, get
