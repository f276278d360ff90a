"""Demonstrations for behaviour cloning: the heuristic's decisions, seen as the learner would see them.

``demonstrations(games, ...)`` plays seeded heads-up games of the heuristic against ``opponents`` (in turn, the
heuristic in both seats) on the project's game loop and keeps, at each decision the heuristic makes that the
learner would make itself (not a ``delegate``d kind, see ``rl.episode``) and that maps to an action integer
(``rl.actions_v1.encode_v1``, 99% of them), the observation, the mask (packed bits) and the integer. A
policy trained to pick those integers under those masks imitates the heuristic; ``examples/train.py`` starts its
reinforcement learning from one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import Decide, play_game
from monopoly_engine.core import Action
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView

from .actions_v1 import decode_v1, encode_v1
from .episode import DELEGABLE, decision_kind
from .setup import Setup


@dataclass(slots=True)
class Demonstrations:
    """``observations[i]`` float32, ``masks[i]`` the mask as ``np.packbits``, ``actions[i]`` the integer chosen;
    ``decisions`` the heuristic's decisions seen, ``unmapped`` those without an integer."""

    observations: np.ndarray
    masks: np.ndarray
    actions: np.ndarray
    action_count: int
    decisions: int
    unmapped: int

    def mask(self, index: int) -> np.ndarray:
        """The mask of sample ``index`` as booleans."""
        return np.unpackbits(self.masks[index], count=self.action_count).astype(bool)

    def masks_of(self, indices: Any) -> np.ndarray:
        return np.unpackbits(self.masks[indices], axis=1, count=self.action_count).astype(bool)


def demonstrations(
    games: int,
    opponents: Sequence[str] = ("buyer", "heuristic"),
    *,
    edition: str = "classic-en",
    first_seed: int = 0,
    delegate: Sequence[str] = DELEGABLE,
    max_rounds: int = 500,
) -> Demonstrations:
    """The heuristic's mapped decisions over ``games`` games (see the module's text), observation and actions v1."""
    setup = Setup(edition, 2, None, "v1", "v1")
    delegated = frozenset(delegate)
    observations: list[np.ndarray] = []
    masks: list[np.ndarray] = []
    actions: list[int] = []
    seen = unmapped = 0

    class Teacher:
        """The heuristic, recording what it decides."""

        def __init__(self) -> None:
            self.inner = make_agent("heuristic")
            self.name = self.inner.name

        def __getattr__(self, name: str) -> Any:
            return getattr(self.inner, name)

        def decide(self, view: PlayerView, choices: list[Action], rng: random.Random) -> Action:
            nonlocal seen, unmapped
            action = self.inner.decide(view, choices, rng)
            if decision_kind(view, Decide(view.seat, choices)) in delegated:
                return action
            seen += 1
            mask, _, _ = setup.masks.listing(view, choices)
            index = encode_v1(action, view)
            if index is None or not mask[index] or decode_v1(index, view, choices) != action:
                unmapped += 1
                return action
            observations.append(setup.encoder.encode(view, True))
            masks.append(np.packbits(mask.astype(bool)))
            actions.append(index)
            return action

    for game in range(games):
        seed = first_seed + game
        seat = game % 2
        opponent = make_agent(opponents[(game // 2) % len(opponents)])
        teacher = Teacher()
        seats = [teacher, opponent] if seat == 0 else [opponent, teacher]
        record = new_game(setup.edition, ["a", "b"], seed=seed, ref=setup.ref)
        play_game(record, seats, random.Random(f"agents-{seed}"), max_rounds=max_rounds)
    size = setup.action_count
    return Demonstrations(
        np.array(observations, dtype=np.float32).reshape(len(observations), -1),
        np.array(masks, dtype=np.uint8).reshape(len(masks), -1),
        np.array(actions, dtype=np.int64),
        size,
        seen,
        unmapped,
    )
