"""``SimpleAgent``: a cautious buyer that keeps a cash reserve. A baseline, not a strong player.

Its rules, in order of the decision it faces:

- buy: buys when 100 is left after paying, otherwise declines (the property goes to auction);
- auction: bids the minimum while that is below the printed price and leaves 100, otherwise passes;
  in an auction of the bank's last buildings, bids the minimum while that is below the building's
  price and leaves 200; places a building it won on the first street offered;
- its own turn: claims rent when it may; leaves jail with a held card, or by bail when cash is above 500,
  otherwise rolls; builds one house at a time while 200 stay in hand; then rolls or ends the turn;
- a debt it cannot pay from cash: sells buildings first, then mortgages, then pays (bankruptcy only when the
  engine offers it, that is when even full liquidation falls short);
- mortgaged property received: lifts the mortgage when 300 stay in hand, otherwise keeps it;
- trades: rejects every one, and never proposes any.

Limits: it never lifts its own mortgages or trades, so it rarely completes a colour group except by buying.
"""

from __future__ import annotations

import random

from monopoly.core import Action, AuctionDecision, BuyDecision, DebtDecision, Game, MortgageDecision, TradeDecision
from monopoly.core.actions import (
    Bid,
    Build,
    Buy,
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
    UseCard,
)
from monopoly.core.decisions import BuildingAuctionDecision
from monopoly.core.edition import HOTEL
from monopoly.core.properties import unmortgage_cost

BUY_RESERVE = 100  # cash kept after buying or bidding
BUILD_RESERVE = 200  # cash kept after building
LIFT_RESERVE = 300  # cash kept after lifting a received mortgage
BAIL_ABOVE = 500  # pays bail only with more cash than this


def _first(actions: list[Action], kind: type) -> Action | None:
    for action in actions:
        if type(action) is kind:
            return action
    return None


class SimpleAgent:
    """Buys what it can afford with a reserve, builds slowly, never trades."""

    name = "simple"

    def decide(self, game: Game, player: int, actions: list[Action], rng: random.Random) -> Action:
        decision = game.decision
        cash = game.state.players[player].cash
        kind = type(decision)
        if kind is BuyDecision:
            price = game.edition.spaces[decision.space].price  # type: ignore[union-attr]
            buy = _first(actions, Buy)
            if buy is not None and cash - price >= BUY_RESERVE:
                return buy
            return _first(actions, Decline) or actions[0]
        if isinstance(decision, AuctionDecision):
            space = game.edition.spaces[decision.space]
            if isinstance(decision, BuildingAuctionDecision):
                price, reserve = (space.hotel_cost if decision.hotel else space.house_cost), BUILD_RESERVE
            else:
                price, reserve = space.price, BUY_RESERVE
            bid = _first(actions, Bid)
            if bid is not None and bid.amount < price and cash - bid.amount >= reserve:  # type: ignore[attr-defined]
                return bid
            return _first(actions, Pass) or actions[0]
        if kind is DebtDecision:
            for choice in (Pay, SellBuilding, Mortgage, DeclareBankruptcy):
                action = _first(actions, choice)
                if action is not None:
                    return action
            return actions[0]
        if kind is MortgageDecision:
            space = decision.spaces[0]  # type: ignore[union-attr]
            if cash - unmortgage_cost(game, space) >= LIFT_RESERVE:
                lift = LiftMortgage(player, space)
                if lift in actions:
                    return lift
            return KeepMortgage(player, space)
        if kind is TradeDecision:
            return _first(actions, RejectTrade) or actions[0]
        return self._turn(game, player, actions, cash)

    def _turn(self, game: Game, player: int, actions: list[Action], cash: int) -> Action:
        claim = _first(actions, ClaimRent)
        if claim is not None:
            return claim
        card = _first(actions, UseCard)
        if card is not None:
            return card
        bail = _first(actions, PayBail)
        if bail is not None and cash > BAIL_ABOVE:
            return bail
        spaces = game.edition.spaces
        for action in actions:
            if type(action) is Build:
                space = spaces[action.space]  # type: ignore[attr-defined]
                cost = space.hotel_cost if game.state.level[space.index] == HOTEL - 1 else space.house_cost
                if cash - cost >= BUILD_RESERVE:
                    return action
        return _first(actions, Roll) or _first(actions, EndTurn) or actions[0]
