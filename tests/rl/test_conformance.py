"""The official conformance tests of both environments, on every edition and the options with decisions of
their own: PettingZoo's ``api_test`` and ``seed_test``, Gymnasium's ``check_env``. (PettingZoo's
``max_cycles_test`` is for parallel environments with a ``max_cycles`` argument; ``monopoly_v0`` is not
parallelizable, so it does not apply.)"""

from __future__ import annotations

import warnings

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from monopoly_engine import rl
from monopoly_engine.rl.gym_env import MonopolyEnv

from .conftest import CONFIGURATION_PARAMS


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_pettingzoo_api(edition: str, options: dict) -> None:
    api_test(rl.env(edition=edition, players=3, options=options), num_cycles=1000)


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_pettingzoo_seed(edition: str, options: dict) -> None:
    seed_test(lambda: rl.env(edition=edition, players=2, options=options), num_cycles=300)


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_gymnasium_check_env(edition: str, options: dict) -> None:
    # check_env steps unmasked random actions: with the defaults an illegal one ends the learner's episode with
    # a penalty, as PettingZoo's classic environments do; the "refuse" mode answers it with the unchanged
    # observation. (Its advice, such as a bound it finds large, is not a failure.)
    for illegal in ("penalize", "refuse"):
        env = gym.make(
            rl.GYM_ID, edition=edition, options=options, opponents=["heuristic"], illegal=illegal, render_mode="ansi"
        ).unwrapped  # (made so, it has the spec by which check_env tries the other render modes)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            check_env(env)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(MonopolyEnv(edition=edition, options=options))  # every argument at its default


def test_registered_with_gymnasium() -> None:
    env = gym.make(rl.GYM_ID, edition="mega", opponents=["buyer", "random"], seat=1)
    observation, info = env.reset(seed=3)
    assert env.unwrapped.seat == 1 and len(env.unwrapped.episode.game.state.players) == 3
    assert observation["observation"].shape == env.observation_space["observation"].shape
    assert info["seed"] == 3
