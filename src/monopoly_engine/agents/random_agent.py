"""``RandomAgent``: picks uniformly among the pending decision's own choices. A baseline and a fuzzer.

It lists its free actions (``view.free_actions()``) at every decision, so it is the slowest bot per move.
Limits that keep its games finite: a free action is taken at most once in ten decisions, and only a
constructive one (build, build a Mega depot, lift a mortgage, claim rent): it mortgages and sells only to pay a debt,
through the shared liquidation planner (``agents.liquidation``), so it never goes bankrupt while it could still pay and
it does not undo its own position at random (uniform over every free action, most games reach any round limit).
A bid is made at the offered minimum, and it never proposes trades (it accepts or rejects offered ones at
random).
"""

from __future__ import annotations

import random

from monopoly_engine.core import Action, DebtDecision
from monopoly_engine.core.actions import Build, BuildDepot, ClaimRent, Unmortgage
from monopoly_engine.views import PlayerView

from .base import speed_die_choice
from .liquidation import debt_action

FREE_ACTION_RATE = 0.1
CONSTRUCTIVE = (Build, BuildDepot, Unmortgage, ClaimRent)


class RandomAgent:
    """Uniform over the decision's choices; a constructive free action now and then."""

    name = "random"
    wants_forced_moves = True  # it draws from its rng at every decision and may build before any of them

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        if type(view.decision) is DebtDecision:
            return debt_action(view, actions)
        special = speed_die_choice(view, actions)
        if special is not None:
            return special
        free = [a for a in view.free_actions() if isinstance(a, CONSTRUCTIVE)]
        if actions and (not free or rng.random() >= FREE_ACTION_RATE):
            return rng.choice(actions)
        return rng.choice(free or actions)
