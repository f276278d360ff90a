"""``RandomAgent``: picks uniformly among the pending decision's own choices. A baseline and a fuzzer.

Free actions (build, sell, mortgage, lift a mortgage, claim rent) are taken at most once in ten decisions,
so games still move on and end. When the decision offers no choice of its own (a debt that cash cannot
cover yet), it picks among the free actions, preferring those that raise money. A bid is made at the
offered minimum. It never proposes trades.
"""

from __future__ import annotations

import random

from monopoly.core import Action, Game
from monopoly.core.actions import Mortgage, SellBuilding

FREE_ACTION_RATE = 0.1


class RandomAgent:
    """Uniform over the decision's choices; a free action now and then."""

    name = "random"

    def decide(self, game: Game, player: int, actions: list[Action], rng: random.Random) -> Action:
        choices = game.decision_actions()
        own = [a for a in actions if a in choices]
        free = [a for a in actions if a not in choices]
        if own and (not free or rng.random() >= FREE_ACTION_RATE):
            return rng.choice(own)
        if not own:
            raising = [a for a in free if isinstance(a, SellBuilding | Mortgage)]
            if raising:
                return rng.choice(raising)
        return rng.choice(free)
