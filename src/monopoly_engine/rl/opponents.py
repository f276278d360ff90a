"""The opponents of the Gymnasium environment's learner: a bot kind (``"heuristic"``, ``MODULE:CLASS``: a new bot
each episode), an ``Agent`` object (the same object every episode), or a policy: a callable over the observation
(``{"observation": ..., "action_mask": ...}``, as the learner gets it) returning an action integer, so that a
frozen copy of the learner can sit at the table (self-play)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.base import Agent
from monopoly_engine.agents.runner import Decide
from monopoly_engine.core import Action
from monopoly_engine.views import PlayerView

from .episode import decision_kind
from .setup import Setup

Policy = Callable[[dict[str, np.ndarray]], Any]
Opponent = str | Agent | Policy


class PolicySeat:
    """A seat played by ``policy``: asked at every decision of its seat with its observation and mask, it returns
    an integer the mask allows (anything else is refused here, with the reason). The decision kinds in
    ``delegate`` are answered by a heuristic of its own, as the learner's are (``rl.episode``): a frozen copy of
    the learner then plays the decisions it learned."""

    def __init__(
        self, policy: Policy, setup: Setup, name: str = "policy", delegate: frozenset[str] = frozenset()
    ) -> None:
        self.policy = policy
        self.setup = setup
        self.name = name
        self.delegate = delegate
        self._helper = make_agent("heuristic") if delegate else None

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        if self._helper is not None and decision_kind(view, Decide(view.seat, actions)) in self.delegate:
            return self._helper.decide(view, actions, rng)
        setup = self.setup
        mask, listed, trades = setup.masks.listing(view, actions)
        chosen = self.policy({"observation": setup.encoder.encode(view, True), "action_mask": mask})
        index = int(chosen)
        if not 0 <= index < len(mask) or not mask[index]:
            raise ValueError(f"the policy at {self.name}'s seat chose {index}, which its action mask does not allow")
        action, _ = setup.chosen(index, view, actions, listed, trades)
        return action


def check_opponent(opponent: Any) -> None:
    """Refuse an opponent that is none of the three forms, now rather than at the first reset."""
    if isinstance(opponent, str):
        make_agent(opponent)  # a misspelt bot kind is refused here
    elif not (isinstance(opponent, Agent) or callable(opponent)):
        raise TypeError(
            f"an opponent is a bot kind, an Agent object or a policy (a callable over the observation), "
            f"not {opponent!r}"
        )


def seat_agent(opponent: Opponent, setup: Setup, delegate: frozenset[str] = frozenset()) -> Agent:
    """The agent that plays ``opponent`` for one episode."""
    if isinstance(opponent, str):
        return make_agent(opponent)
    if isinstance(opponent, Agent):
        return opponent
    return PolicySeat(opponent, setup, delegate=delegate)


def opponent_name(opponent: Opponent) -> str:
    if isinstance(opponent, str):
        return opponent
    if isinstance(opponent, Agent):
        return str(opponent.name)
    return "policy"
