"""The environments' short paths against their general ones: ``monopoly_v0``'s step when nothing ended and
every reward is 0 (the rewards dict kept, the agents not looped over) gives the rewards, terminations,
truncations and selected agents the general scoring gives; both environments apply the very actions their
mask listed, and the trade offers it set, unchecked, and play the games the decoded, checked actions play; every
action so applied is one the engine accepts."""

from __future__ import annotations

import numpy as np
import pytest

from monopoly_engine import rl
from monopoly_engine.core.actions import ProposeTrade
from monopoly_engine.rl import monopoly_v0
from monopoly_engine.rl.actions import chosen_action
from monopoly_engine.rl.episode import Episode
from monopoly_engine.rl.gym_env import MonopolyEnv
from monopoly_engine.rl.rewards import Rewards

from .conftest import CONFIGURATION_PARAMS


def aec_trace(env, seed: int, steps: int) -> list:
    """Random masked play; after every step, what PettingZoo's API shows."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    trace = []
    for agent in env.agent_iter(steps):
        observation, reward, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        raw = env.unwrapped
        trace.append(
            (
                agent,
                reward,
                dict(raw.rewards),
                dict(raw._cumulative_rewards),
                dict(raw.terminations),
                dict(raw.truncations),
                list(raw.agents),
                raw.agent_selection if raw.agents else None,
            )
        )
    return [trace, list(env.unwrapped.episode.recorded.log_lines())]


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_the_aec_short_step_shows_what_the_general_scoring_shows(edition: str, options: dict, monkeypatch) -> None:
    for players, max_steps in ((3, None), (2, 400)):
        for seed in (5, 6):
            settings = {"edition": edition, "players": players, "options": options, "max_steps": max_steps}
            short = aec_trace(rl.env(max_rounds=60, **settings), seed, 3000)
            with monkeypatch.context() as patch:
                patch.setattr(monopoly_v0, "_bankrupt_seats", lambda players: -1)  # never the short way
                general = aec_trace(rl.env(max_rounds=60, **settings), seed, 3000)
            assert short == general
            assert not short[0][-1][6]  # every agent ended


def test_the_shaped_rewards_go_the_general_way() -> None:
    shaped = aec_trace(rl.env(players=3, rewards=Rewards(net_worth=0.001), max_rounds=40), 8, 3000)
    assert any(any(rewards.values()) for _, _, rewards, *_ in shaped[0][:-5])


def gym_trace(env: MonopolyEnv, seed: int, listed: bool, patch: pytest.MonkeyPatch) -> tuple[list, list[str], int]:
    """Random masked play, through the listing's very actions (``listed``) or the decoded ones; also how many
    of the learner's actions were decoded."""
    decoded = 0

    def counting(index, view, decision_actions, listed, trades):
        nonlocal decoded
        decoded += listed is None or index not in listed  # (``chosen_action`` decodes it)
        return chosen_action(index, view, decision_actions, listed, trades)

    patch.setattr(env.setup, "chosen", counting)  # (the layout's mapping, v0's here)
    observation, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    trace = []
    done = False
    while not done:
        if not listed:
            env._listed_at = -1  # the mask's listing taken for stale: the action is decoded and checked
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, truncated, info = env.step(action)
        trace.append((action, reward, terminated, truncated, info, observation["observation"].tobytes()))
        done = terminated or truncated
    return trace, list(env.episode.recorded.log_lines()), decoded


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_the_gymnasium_env_applies_the_listed_actions_as_the_decoded_ones_play(
    edition: str, options: dict, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = MonopolyEnv(edition=edition, options=options, opponents=["heuristic", "random"], max_rounds=60)
    for seed in (3, 4):
        fast, fast_log, fast_decoded = gym_trace(env, seed, True, monkeypatch)
        slow, slow_log, slow_decoded = gym_trace(env, seed, False, monkeypatch)
        assert fast == slow and fast_log == slow_log
        assert slow_decoded == len(slow) and fast_decoded < len(fast) * 0.8  # (a random pick is often a trade)


def stale_listings(env) -> None:
    """Make ``env`` take every mask's listing for stale: each action is decoded and checked."""
    observe = env.observe

    def observe_stale(agent):
        observed = observe(agent)
        env._listed_at = -1
        return observed

    env.observe = observe_stale


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_the_aec_env_applies_the_listed_actions_and_offers_as_the_checked_ones_play(
    edition: str, options: dict, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``monopoly_v0`` through the listed actions and the mask's trade offers (applied unchecked) plays the games
    the decoded actions play through the checked path, and each action it applies unchecked is legal then."""
    judged = {"trades": 0, "all": 0}
    play = Episode.play  # (patched here, not the table: a compiled class cannot be patched)

    def checking(episode, action, judged_now=False):
        if judged_now:
            assert episode.game.refused(action) is None, action
            judged["all"] += 1
            judged["trades"] += type(action) is ProposeTrade
        return play(episode, action, judged_now)

    monkeypatch.setattr(Episode, "play", checking)
    for seed in (5, 6):
        settings = {"edition": edition, "players": 3, "options": options, "max_rounds": 60}
        fast = aec_trace(rl.env(**settings), seed, 2000)
        before = dict(judged)
        slow_env = rl.raw_env(**settings)
        stale_listings(slow_env)
        slow = aec_trace(slow_env, seed, 2000)
        assert judged == before  # (the stale listings: nothing was applied unchecked)
        assert fast == slow
    assert judged["trades"] > 20 and judged["all"] > 1000
