"""Trade offers the ``expert`` bot puts to its rollouts beside the heuristic's answer (``SearchParams.trades``).

The heuristic bot proposes a trade only when, by its own valuation, both sides gain (never heads-up before a
stalemate: a zero-sum game has no such trade). The search bot may find trades the other side accepts that are
good for it all the same: at the end of its turn it lists, for every colour group whose streets are all held by
it and one opponent (nothing built on the group, the opponent's streets tradable), the offers that would complete
the group for it: the opponent's streets for cash at a few multiples of their printed price (what its cash
covers), and, where the opponent could complete a group of its own with this seat's streets, those streets in
exchange (a set for a set). The rollouts play the opponent's answer (a perturbed heuristic bot) and the rest of
the game; an offer is made only when it beats ending the turn by the search's margin and confidence. An offer
refused in the real game is not listed again for ``RETRY_ROUNDS`` rounds (``OfferMemory``).
"""

from __future__ import annotations

from monopoly_engine.core.actions import ProposeTrade, TradeSide
from monopoly_engine.core.edition import STREET
from monopoly_engine.views import PlayerView

PRICE_MULTIPLES = (1.0, 1.5, 2.0, 3.0)  # the cash offered for the streets, in multiples of their printed price
RETRY_ROUNDS = 10  # rounds before the same streets are asked of the same partner again


class OfferMemory:
    """When this seat last offered for each (partner, streets), so that a refused offer is not made every turn."""

    __slots__ = ("asked",)

    def __init__(self) -> None:
        self.asked: dict[tuple[int, tuple[int, ...]], int] = {}

    def may_ask(self, view: PlayerView, partner: int, get: tuple[int, ...]) -> bool:
        asked = self.asked.get((partner, get))
        return asked is None or view.rounds - asked >= RETRY_ROUNDS

    def made(self, view: PlayerView, offer: ProposeTrade) -> None:
        self.asked[(offer.partner, tuple(sorted(offer.get.spaces)))] = view.rounds


def completing_offers(view: PlayerView, memory: OfferMemory, limit: int) -> list[ProposeTrade]:
    """At most ``limit`` legal offers that would complete one of this seat's colour groups (the module's text),
    the groups in board order, a swap of sets before the cash offers of its group, the cash offers cheapest first."""
    if view.trade_waiting or not view.offers_left():
        return []
    me = view.seat
    owners = view.owners
    levels = view.levels
    edition = view.edition
    spaces = edition.spaces
    tradable = set(view.tradable_properties())
    my_cash = view.cash()
    found: list[ProposeTrade] = []
    heads = [s for s in edition.properties if spaces[s].kind == STREET and edition.group_head[s] == s]
    for head in heads:
        members = edition.group_of[head]
        holders = {owners[s] for s in members}
        if me not in holders or len(holders) != 2 or -1 in holders or any(levels[s] for s in members):
            continue
        (partner,) = holders - {me}
        if view.is_bankrupt(partner):
            continue
        get = tuple(s for s in members if owners[s] == partner)
        if not all(s in tradable for s in get) or not memory.may_ask(view, partner, get):
            continue
        offers: list[ProposeTrade] = []
        for other in heads:  # a set for a set: this seat's streets that would complete a group of the partner's
            theirs = edition.group_of[other]
            if other == head or {owners[s] for s in theirs} != {me, partner} or any(levels[s] for s in theirs):
                continue
            give = tuple(s for s in theirs if owners[s] == me)
            if all(s in tradable for s in give):
                offers.append(ProposeTrade(me, partner, TradeSide(give), TradeSide(get)))
        price = sum(spaces[s].price for s in get)
        for multiple in PRICE_MULTIPLES:
            cash = round(price * multiple)
            if cash <= my_cash:
                offers.append(ProposeTrade(me, partner, TradeSide(cash=cash), TradeSide(get)))
        for offer in offers:
            if view.refusal(offer) is None:
                found.append(offer)
                if len(found) >= limit:
                    return found
    return found


__all__ = ["PRICE_MULTIPLES", "RETRY_ROUNDS", "OfferMemory", "completing_offers"]
