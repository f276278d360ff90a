"""Demonstrations for behaviour cloning: the heuristic's own decisions, each with the observation and mask the
learner would have had, and an integer its mask allows that decodes to the heuristic's action."""

from __future__ import annotations

import numpy as np
import pytest

from monopoly_engine.rl.actions_v1 import ACTION_V1_COUNT
from monopoly_engine.rl.imitation import collect, corrections, demonstrations
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


def test_collect_in_two_processes_gives_the_samples_of_one() -> None:
    one = collect(demonstrations, 4, blocks=2, first_seed=7, max_rounds=30)
    two = collect(demonstrations, 4, workers=2, blocks=2, first_seed=7, max_rounds=30)  # 2 blocks of 2 games
    assert len(one.actions) > 20
    assert np.array_equal(one.actions, two.actions) and np.array_equal(one.masks, two.masks)
    assert np.array_equal(one.observations, two.observations)
    alone = demonstrations(2, first_seed=9, max_rounds=30)  # the second block alone: seeds 9 and 10
    assert np.array_equal(one.actions[-len(alone.actions) :], alone.actions)
    with pytest.raises(ValueError, match="workers"):
        collect(demonstrations, 2, workers=0)


def test_corrections_label_the_policys_own_states_with_the_heuristics_choices() -> None:
    played: list[int] = []

    def first_legal(observation: dict[str, np.ndarray]) -> int:
        played.append(int(np.flatnonzero(observation["action_mask"])[0]))
        return played[-1]

    shown = corrections(first_legal, 2, ["buyer"], max_rounds=20, first_seed=3)
    count = len(shown.actions)
    assert count > 10 and shown.decisions == count + shown.unmapped == len(played)
    masks = shown.masks_of(np.arange(count))
    assert masks[np.arange(count), shown.actions].all()
    # The policy always takes the first legal integer; the heuristic often would not (it buys, it bids, it builds).
    assert (shown.actions != masks.argmax(1)).sum() > 0


def test_the_teacher_may_be_a_heuristic_with_other_parameters() -> None:
    default = demonstrations(2, ["buyer"], max_rounds=100, first_seed=5)
    eager = demonstrations(2, ["buyer"], max_rounds=100, first_seed=5, teacher="reserve=0,buy_reserve=0")
    assert not np.array_equal(default.actions, eager.actions)  # it keeps no reserve: it buys and builds sooner
    with pytest.raises(ValueError, match="reserv"):
        demonstrations(1, ["buyer"], teacher="reserv=0")
