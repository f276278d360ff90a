"""``BuyerAgent``: buys everything it can, builds whenever it can, never trades. A baseline, not a strong player.

Its rules, by the decision it faces:

- buy: buys whenever its cash covers the price, otherwise declines (the property goes to auction);
- auction: bids the minimum while that is at most the printed price and its cash covers it, otherwise passes;
  in an auction of the bank's last buildings, bids the minimum up to the building's price;
- its own turn: claims rent when it may; leaves jail with a held card, or by bail when cash is above 500,
  otherwise rolls (never uses a Mega bus ticket); builds (houses, hotels, skyscrapers, depots) whenever the
  game lets it (one building per decision, so it builds until its cash runs out), then rolls or ends the turn;
- the Mega squares and the triple: the first choice offered (``speed_die_choice`` for the triple);
- a debt cash cannot cover: the shared liquidation planner (``agents.liquidation``);
- mortgaged property received: lifts the mortgage when its cash covers it, otherwise keeps it;
- trades: rejects every one, and never proposes any.

``SimpleAgent`` is the same bot under its former name ``simple`` (kept for the command line and old scripts).
"""

from __future__ import annotations

import random

from monopoly_engine.core import (
    Action,
    AuctionDecision,
    BuyDecision,
    DebtDecision,
    MortgageDecision,
    TradeDecision,
    TurnDecision,
)
from monopoly_engine.core.actions import (
    Bid,
    Build,
    BuildDepot,
    Buy,
    ClaimRent,
    Decline,
    EndTurn,
    KeepMortgage,
    LiftMortgage,
    Pass,
    PayBail,
    RejectTrade,
    Roll,
    UseCard,
)
from monopoly_engine.core.decisions import BuildingAuctionDecision
from monopoly_engine.core.properties import building_cost
from monopoly_engine.views import PlayerView

from .base import speed_die_choice
from .edition_rules import edition_choice
from .liquidation import debt_action

BAIL_ABOVE = 500  # pays bail only with more cash than this


def first_of(actions: list[Action], kind: type) -> Action | None:
    """The first action of exactly ``kind`` in ``actions``, or None."""
    for action in actions:
        if type(action) is kind:
            return action
    return None


class BuyerAgent:
    """Buys whatever it can afford, builds whenever it can, never trades."""

    name = "buyer"
    wants_forced_moves = True  # it builds before rolling: asked even when the roll is the only choice

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        decision = view.decision
        kind = type(decision)
        if kind is BuyDecision:
            return first_of(actions, Buy) or first_of(actions, Decline) or actions[0]
        if isinstance(decision, AuctionDecision):
            space = view.edition.spaces[decision.space]
            if isinstance(decision, BuildingAuctionDecision):
                price = building_cost(space, decision.kind)
            else:
                price = space.price
            bid = first_of(actions, Bid)
            if bid is not None and bid.amount <= price:  # type: ignore[attr-defined]
                return bid
            return first_of(actions, Pass) or actions[0]
        if kind is DebtDecision:
            return debt_action(view, actions)
        if kind is MortgageDecision:
            space = decision.spaces[0]  # type: ignore[union-attr]
            lift = LiftMortgage(view.seat, space)
            keep = KeepMortgage(view.seat, space)
            return lift if lift in actions else keep if keep in actions else actions[0]
        if kind is TradeDecision:
            return first_of(actions, RejectTrade) or actions[0]
        special = edition_choice(view, actions) or speed_die_choice(view, actions)
        if special is not None:
            return special
        if kind is not TurnDecision:  # the Mega squares' choices: the first offered
            return actions[0]
        return self._turn(view, actions)

    def _turn(self, view: PlayerView, actions: list[Action]) -> Action:
        roll = end = build = None
        for action in actions:  # the turn's own choices: roll, pay bail, use a card; or end the turn
            kind = type(action)
            if kind is UseCard:
                return action
            if kind is PayBail and view.cash() > BAIL_ABOVE:
                return action
            if kind is Roll:
                roll = action
            elif kind is EndTurn:
                end = action
        for action in view.free_actions():
            kind = type(action)
            if kind is ClaimRent:
                return action
            if (kind is Build or kind is BuildDepot) and build is None:
                build = action
        return build or roll or end or actions[0]


class SimpleAgent(BuyerAgent):
    """The buyer bot under its former name."""

    name = "simple"
