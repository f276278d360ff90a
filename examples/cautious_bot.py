"""A small complete bot: it keeps a cash reserve, builds only on full colour sets and leaves jail at once.

Play it against the built-in bots from a checkout of the project (the current directory is searched for the
module):

    monopoly simulate --players examples.cautious_bot:CautiousBot,heuristic --games 100 --seed 1
    monopoly simulate --players "examples.cautious_bot:CautiousBot:reserve=400,heuristic" --games 100
    monopoly watch --agents examples.cautious_bot:CautiousBot,random --seed 3
    monopoly play --players "Me:human,Careful:examples.cautious_bot:CautiousBot"

What it does at each decision (docs/bot-api.md explains the protocol):

* a debt: the shared liquidation planner (``debt_action``) pays, or raises the cash in the least damaging
  order, or goes bankrupt when the game offers nothing else;
* its turn, in jail before rolling: a get-out-of-jail card if it holds one, else the fine if it keeps the
  reserve, else a roll for doubles;
* its turn otherwise: first lift a mortgage, then build on a full set, each only while the reserve stays;
  then roll or end the turn;
* a property to buy: only when the reserve stays after the price;
* an auction: the minimum bid, while it is at most the deed's price and the reserve stays; else it passes;
* a trade offered: rejected (it never proposes one); mortgaged property received: keeps the mortgage;
* the speed die's and the Cheaters edition's own decisions: the helpers every built-in bot uses; anything
  else (a Mega gift, the Auction square): the first choice offered.
"""

from __future__ import annotations

import random

from monopoly_engine.agents.base import speed_die_choice
from monopoly_engine.agents.edition_rules import edition_choice
from monopoly_engine.agents.liquidation import debt_action
from monopoly_engine.core import Action
from monopoly_engine.core.actions import (
    Bid,
    Build,
    Buy,
    Decline,
    KeepMortgage,
    Pass,
    PayBail,
    RejectTrade,
    Roll,
    Unmortgage,
    UseCard,
)
from monopoly_engine.core.decisions import (
    AuctionDecision,
    BuyDecision,
    DebtDecision,
    MortgageDecision,
    TradeDecision,
    TurnDecision,
)
from monopoly_engine.views import PlayerView


class CautiousBot:
    """Buys and builds only while ``reserve`` cash stays in hand; pays its way out of jail early."""

    name = "cautious"
    # It builds before rolling, so it asks to be asked even when rolling is its only choice (by default the
    # runner plays such forced moves itself: docs/bot-api.md, "Forced moves").
    wants_forced_moves = True

    def __init__(self, reserve: int = 200) -> None:
        if reserve < 0:
            raise ValueError(f"reserve must not be negative, got {reserve}")
        self.reserve = reserve

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        decision = view.decision
        if isinstance(decision, DebtDecision):  # ``actions`` may be empty: raise money first
            return debt_action(view, actions)
        if isinstance(decision, TurnDecision):
            return self._turn(view, actions)
        if isinstance(decision, BuyDecision):
            price = view.edition.spaces[decision.space].price
            wants = view.cash() - price >= self.reserve
            return _first(actions, Buy if wants else Decline)
        if isinstance(decision, AuctionDecision):  # a building auction too: its ``space`` is a street
            low = view.minimum_bid()
            price = view.edition.spaces[decision.space].price
            if low <= price and view.cash() - low >= self.reserve:
                return _first(actions, Bid, Pass)
            return _first(actions, Pass)
        if isinstance(decision, TradeDecision):
            return _first(actions, RejectTrade)
        if isinstance(decision, MortgageDecision):
            return _first(actions, KeepMortgage)
        special = speed_die_choice(view, actions) or edition_choice(view, actions)
        return special if special is not None else actions[0]

    def _turn(self, view: PlayerView, actions: list[Action]) -> Action:
        spare = view.cash() - self.reserve
        if view.in_jail() and view.roll_due and not view.rolled:
            card = next((a for a in actions if type(a) is UseCard), None)
            if card is not None:
                return card
            if spare >= view.rules.jail_fine:
                return _first(actions, PayBail, Roll)
        for action in view.development_actions():  # free actions: asked for, not handed over
            if type(action) is Unmortgage and view.unmortgage_cost(action.space) <= spare:
                return action
        for action in view.development_actions():
            if type(action) is Build and view.owns_group(view.seat, action.space):
                building = view.next_building(action.space)
                if building is not None and building[1] <= spare:
                    return action
        return actions[0]  # Roll (a bus ticket may follow it in the list) or EndTurn


def _first(actions: list[Action], *kinds: type[Action]) -> Action:
    """The first offered action of the first of ``kinds`` that is offered; else the first action offered."""
    for kind in kinds:
        for action in actions:
            if type(action) is kind:
                return action
    return actions[0]
