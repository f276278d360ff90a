"""The bot protocol: one method that picks one of the legal actions.

An agent is asked only when the game waits on its seat. It receives its seat's ``PlayerView`` (what that
player may see: never the deck order, the random source or the future dice), the pending decision's own
choices (``Game.decision_actions``: roll, buy, bid, pay, ...; empty only for a debt that cash cannot cover
yet) and a random generator that belongs to the caller, so a seeded run is reproducible. Its free actions
(build, sell a building, mortgage, lift a mortgage, claim rent) are listed on demand by
``view.free_actions()``, computed once per decision, so a bot that does not want them pays nothing.

It returns one of the decision's choices, or one of its free actions; the only other answers are a ``Bid``,
which may carry any amount from the offered minimum up to the bidder's cash, and a ``ProposeTrade`` the game
accepts.

The view is live: the runner makes one per seat and game, and it always shows the current state. A bot may
keep memory between decisions (``PlayerView.same_game`` tells it when a new game has begun).
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from monopoly.core import Action
from monopoly.views import PlayerView


@runtime_checkable
class Agent(Protocol):
    """A bot: ``name`` says what kind it is, ``decide`` picks one action."""

    name: str

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        """One of ``actions`` or of ``view.free_actions()`` (a ``Bid`` may raise the offered amount up to the
        player's cash; a ``ProposeTrade`` is any the game accepts)."""
        ...
