"""The Gymnasium environment's options: illegal actions as PettingZoo's classic environments treat them, every
episode's end reason, a cut game paid as a loss, the reward options (potential-based relative shaping,
discounting by game time, the ``reward_fn`` hook), opponents as bot kinds, ``Agent`` objects or policies, the
module-prefixed id that needs no import, and a vector of environments."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

from monopoly_engine import rl
from monopoly_engine.agents import make_agent
from monopoly_engine.core import Game, IllegalActionError
from monopoly_engine.rl.gym_env import MonopolyEnv
from monopoly_engine.rl.rewards import relative_worth

from .test_episodes import play_aec


def play(env: MonopolyEnv, seed: int, pick=None) -> tuple[list[float], dict]:
    """Play one episode with masked random choices (``pick(mask, rng)`` if given); the rewards and last info."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    rewards = []
    while True:
        mask = env.action_masks()
        action = pick(mask, rng) if pick else int(rng.choice(np.flatnonzero(mask)))
        _, reward, terminated, truncated, info = env.step(action)
        rewards.append(reward)
        if terminated or truncated:
            return rewards, info


def buyer_like(mask: np.ndarray, rng: np.random.Generator) -> int:
    """Roll, end the turn, buy, pay when it can (games that end in fewer rounds than random play)."""
    legal = np.flatnonzero(mask)
    buy = [i for i in legal if i in (0, 1, 2, 6)]
    return int(rng.choice(buy or legal))


def test_an_illegal_action_ends_the_learners_episode_with_the_penalty() -> None:
    env = MonopolyEnv(opponents=["buyer"])
    env.reset(seed=1)
    illegal = int(np.flatnonzero(env.action_masks() == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["end"]) == (-1.0, True, False, "illegal")
    assert info["refused"]
    with pytest.raises(ValueError, match="reset"):
        env.step(0)
    refusing = MonopolyEnv(opponents=["buyer"], illegal="refuse", illegal_reward=-0.1)
    refusing.reset(seed=1)
    _, reward, terminated, _, info = refusing.step(illegal)
    assert (reward, terminated, info["end"]) == (-0.1, False, None)
    raising = MonopolyEnv(opponents=["buyer"], illegal="raise")
    raising.reset(seed=1)
    with pytest.raises(IllegalActionError):
        raising.step(illegal)


def test_a_cut_game_is_a_loss_not_a_draw() -> None:
    env = MonopolyEnv(opponents=["heuristic"], max_steps=5)
    rewards, info = play(env, 1)
    assert len(rewards) == 5 and rewards[-1] == -1.0 and info["end"] == "cut"
    env = MonopolyEnv(opponents=["heuristic"], max_steps=5, rewards=rl.Rewards(cut=-0.5))
    assert play(env, 1)[0][-1] == -0.5
    # The AEC environment: every seat still in is paid the cut.
    aec = rl.env(players=2, max_steps=20)
    aec.reset(seed=3)
    cut = {}
    for agent in aec.agent_iter(100):
        observation, reward, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            cut[agent] = reward
            aec.step(None)
        else:
            aec.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert cut == {"player_0": -1.0, "player_1": -1.0}


def test_every_episode_says_how_it_ended() -> None:
    ends = set()
    for seed in range(6):
        rewards, info = play(MonopolyEnv(opponents=["random"], max_rounds=60), seed, buyer_like)
        ends.add(info["end"])
        expected = {"win": 1.0, "loss": -1.0, "round-limit": 0.0}[info["end"]]
        assert rewards[-1] == expected and sum(rewards) == expected
    assert ends <= {"win", "loss", "round-limit"} and len(ends) >= 2


def test_relative_shaping_is_potential_based() -> None:
    # With gamma 1 the shaping telescopes: the episode's rewards sum to the result minus c x Phi(start).
    c = 0.3
    env = MonopolyEnv(opponents=["random"], max_rounds=60, rewards=rl.Rewards(relative_worth=c))
    env.reset(seed=4)
    start = relative_worth(env.episode.game, 0)
    rewards, info = play(env, 4, buyer_like)
    result = {"win": 1.0, "loss": -1.0, "round-limit": 0.0}[info["end"]]
    assert sum(rewards) == pytest.approx(result - c * start, abs=1e-9)
    assert any(r != 0 for r in rewards[:-1])  # paid on the way, not only at the end
    # With gamma < 1 each step pays c x (gamma x Phi(s') - Phi(s)).
    env = MonopolyEnv(opponents=["random"], max_rounds=60, rewards=rl.Rewards(relative_worth=c, gamma=0.9))
    env.reset(seed=4)
    before = relative_worth(env.episode.game, 0)
    _, reward, *_ = env.step(buyer_like(env.action_masks(), np.random.default_rng(0)))
    after = relative_worth(env.episode.game, 0)
    assert reward == pytest.approx(c * (0.9 * after - before))


def test_discounting_by_rounds_pays_the_result_at_its_time() -> None:
    env = MonopolyEnv(opponents=["random"], max_rounds=60, rewards=rl.Rewards(discount=0.99, discount_per="round"))
    rewards, info = play(env, 5, buyer_like)
    result = {"win": 1.0, "loss": -1.0, "round-limit": 0.0}[info["end"]]
    assert rewards[-1] == pytest.approx(result * 0.99 ** info["rounds"])
    assert not any(rewards[:-1])


def test_the_reward_hook_is_added_with_what_it_is_given() -> None:
    seen = []

    def hook(game, seat, action, events) -> float:
        assert isinstance(game, Game) and seat == 0 and action.player == 0 and isinstance(events, list)
        seen.append(action)
        return 0.01

    env = MonopolyEnv(opponents=["buyer"], max_steps=10, reward_fn=hook)
    rewards, _ = play(env, 2)
    assert len(seen) == 10
    assert rewards[:-1] == [pytest.approx(0.01)] * 9 and rewards[-1] == pytest.approx(-1.0 + 0.01)
    with pytest.raises(ValueError, match="reward_fn"):
        MonopolyEnv(reward_fn=3)


def test_bad_reward_options_are_refused() -> None:
    for bad in ({"relative_worth": -1}, {"gamma": 0}, {"discount": 1.5}, {"discount_per": "decision"}):
        with pytest.raises(ValueError, match="rewards"):
            rl.Rewards(**bad)


def test_opponents_may_be_agents_and_policies() -> None:
    asked = []

    def first_legal(observation: dict) -> int:
        asked.append(observation["observation"].shape)
        return int(np.flatnonzero(observation["action_mask"])[0])

    buyer = make_agent("buyer")
    env = MonopolyEnv(opponents=[buyer, first_legal, "random"], max_rounds=30)
    play(env, 7, buyer_like)
    assert asked and asked[0] == env.observation_space["observation"].shape
    assert env.episode.table.seats[1] is buyer
    assert [p.name for p in env.episode.game.state.players] == ["learner", "buyer-2", "policy-3", "random-4"]

    def masked_out(observation: dict) -> int:
        return int(np.flatnonzero(observation["action_mask"] == 0)[0])

    env = MonopolyEnv(opponents=[masked_out], seat=1)
    with pytest.raises(ValueError, match="does not allow"):  # at the policy's first decision that is not forced
        env.reset(seed=1)
        for _ in range(200):
            env.step(int(np.flatnonzero(env.action_masks())[0]))
    with pytest.raises(TypeError, match="an opponent is"):
        MonopolyEnv(opponents=[3])


def test_the_prefixed_id_needs_no_import_and_metadata_has_render_fps() -> None:
    env = gym.make("monopoly_engine.rl:" + rl.GYM_ID, opponents=["buyer"])
    assert env.metadata["render_fps"] > 0
    env.reset(seed=1)


def test_a_vector_of_environments() -> None:
    envs = gym.make_vec(rl.GYM_ID, num_envs=2, vectorization_mode="sync", opponents=["buyer"], max_steps=50)
    observations, _ = envs.reset(seed=1)
    assert observations["action_mask"].shape[0] == 2
    cut = np.zeros(2, dtype=bool)
    for _ in range(55):
        actions = [int(np.flatnonzero(mask)[0]) if mask.any() else 0 for mask in observations["action_mask"]]
        observations, rewards, terminated, truncated, _ = envs.step(np.array(actions))
        assert rewards.shape == (2,) and not terminated.any()
        cut |= truncated
    assert cut.all()  # both cut at 50 steps (and reset by the vector)
    envs.close()


def test_play_aec_still_runs_with_the_budget() -> None:
    assert play_aec(rl.env(players=2, max_rounds=20), 1, 5000)


def test_an_illegal_action_in_the_aec_environment_ends_the_game_for_its_offender() -> None:
    env = rl.env(players=3)
    env.reset(seed=2)
    offender = env.agent_selection
    illegal = int(np.flatnonzero(env.observe(offender)["action_mask"] == 0)[0])
    env.step(illegal)
    paid = {}
    for agent in env.agent_iter(10):
        _, reward, terminated, truncated, _ = env.last()
        assert terminated or truncated
        paid[agent] = reward
        env.step(None)
    assert paid[offender] == -1.0 and sorted(paid.values()) == [-1.0, 0.0, 0.0]
    with pytest.raises(ValueError, match="illegal"):
        rl.env(illegal="refuse")
