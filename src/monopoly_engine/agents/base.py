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

Optional on an agent: ``claims_rent(view) -> bool``, asked by the runner under ``rent_must_be_claimed`` when
a rent becomes claimable by the agent's seat (an agent without it always claims); ``interject(view, rng) ->
Action | None``, asked in a game with the ``cheats`` rule after every action of another seat (a cheat or an
accusation of its own, or None), and ``interjects`` (a bool): False when the agent never would, so that the
runner does not ask it at all; ``wants_forced_moves`` (a bool): True when the agent must be asked even at a
forced move, a decision whose only choice is a ``Roll``, a ``Pay`` or a ``DeclareBankruptcy`` (by default the
runner plays those itself, without asking: for a bot that builds before rolling, draws from its ``rng`` at
every decision or learns from every step); ``on_events(view, events) -> None``, called by the runner after every
applied action (anybody's, and the round-limit draw's) with its seat's view, refreshed, and the action's events as
that seat may know them (``visible_events``: another seat's cheats left out, a shuffle without its order): a bot
that keeps its state from what happens rather than working it out of the view at each decision (the list is the
table's: read it, never change it or keep it). A bot without it costs the runner nothing. The guide, with an
example bot: docs/bot-api.md.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from monopoly_engine.core import Action
from monopoly_engine.core.actions import ChooseDie, MoveTo
from monopoly_engine.views import PlayerView


@runtime_checkable
class Agent(Protocol):
    """A bot: ``name`` says what kind it is, ``decide`` picks one action."""

    name: str

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        """One of ``actions`` or of ``view.free_actions()`` (a ``Bid`` may raise the offered amount up to the
        player's cash; a ``ProposeTrade`` is any the game accepts)."""
        ...


def speed_die_choice(view: PlayerView, actions: list[Action]) -> Action | None:
    """The speed die's own decisions, the same for every bot; None for any other decision.

    The bus (``ChooseDie``): the longest move. A triple (``MoveTo``): the dearest unowned property the
    player can pay for, otherwise GO (the salary).
    """
    if not actions:
        return None
    first = actions[0]
    if type(first) is ChooseDie:
        return max(actions, key=lambda a: a.steps)  # type: ignore[attr-defined]
    if type(first) is MoveTo:
        spaces = view.edition.spaces
        cash = view.cash()
        best: Action | None = None
        best_price = -1
        for action in actions:
            sp = spaces[action.space]  # type: ignore[attr-defined]
            if sp.is_property and view.owner(sp.index) < 0 and best_price < sp.price <= cash:
                best, best_price = action, sp.price
        if best is not None:
            return best
        return next((a for a in actions if a.space == 0), first)  # type: ignore[attr-defined]
    return None
