"""Demonstrations for behaviour cloning: the heuristic's own decisions, each with the observation and mask the
learner would have had, and an integer its mask allows that decodes to the heuristic's action."""

from __future__ import annotations

import numpy as np

from monopoly_engine.rl.actions_v1 import ACTION_V1_COUNT
from monopoly_engine.rl.imitation import demonstrations
from monopoly_engine.rl.observation_v1 import OBSERVATION_V1_SIZE


def test_demonstrations_are_the_heuristics_mapped_decisions() -> None:
    shown = demonstrations(2, ["buyer"], max_rounds=100)
    count = len(shown.actions)
    assert count > 50 and shown.decisions == count + shown.unmapped
    assert shown.unmapped <= 0.05 * shown.decisions
    assert shown.observations.shape == (count, OBSERVATION_V1_SIZE)
    masks = shown.masks_of(np.arange(count))
    assert masks.shape == (count, ACTION_V1_COUNT)
    assert masks[np.arange(count), shown.actions].all()  # every choice is in its own mask
    assert len(set(shown.actions.tolist())) > 5  # rolls, ends of turns, buys, bids, builds, ...
    assert np.array_equal(shown.mask(3), masks[3])
