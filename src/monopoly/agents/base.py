"""The bot protocol: one method that picks one of the legal actions.

An agent is asked only when the game waits on its seat. It receives the game (read it, never change it),
its seat, the legal actions of that moment (the pending decision's choices followed by the player's free
actions: build, sell, mortgage, claim rent) and a random generator that belongs to the caller, so a seeded
run is reproducible. It returns one of the actions it was given; the only exception is a ``Bid``, which may
carry any amount from the offered minimum up to the bidder's cash (and a ``ProposeTrade`` the game accepts).

Limit: agents see the whole state, hidden information included; a per-seat view comes with ``views.py``.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from monopoly.core import Action, Game


@runtime_checkable
class Agent(Protocol):
    """A bot: ``name`` says what kind it is, ``decide`` picks one action."""

    name: str

    def decide(self, game: Game, player: int, actions: list[Action], rng: random.Random) -> Action:
        """One of ``actions`` (a ``Bid`` may raise the offered amount up to the player's cash)."""
        ...
