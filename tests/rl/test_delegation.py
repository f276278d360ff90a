"""Delegation: the decision kinds named in ``delegate`` are answered by the heuristic for the learner, who then
decides only the rest; the game still saves as a log that replays."""

from __future__ import annotations

import numpy as np
import pytest

from monopoly_engine.game import load_log
from monopoly_engine.rl.episode import DELEGABLE, decision_kind
from monopoly_engine.rl.gym_env import MonopolyEnv


def play(env: MonopolyEnv, seed: int) -> tuple[int, dict, set]:
    """Random masked play of one episode: the learner's decisions, the last info, the kinds it was asked."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    kinds = set()
    decisions = 0
    while True:
        episode = env.episode
        kinds.add(decision_kind(episode.views[env.seat], episode.request))
        _, _, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        decisions += 1
        if terminated or truncated:
            return decisions, info, kinds


def test_delegated_kinds_never_reach_the_learner(tmp_path) -> None:
    own = delegated = 0
    for seed in range(4):
        env = MonopolyEnv(opponents=["heuristic"], max_rounds=60, delegate=DELEGABLE)
        decisions, info, kinds = play(env, seed)
        assert kinds == {None}
        own += decisions
        delegated += info["delegated"]
        env.save_log(tmp_path / "game.jsonl")
        replayed = load_log(tmp_path / "game.jsonl")
        assert replayed.game.state.snapshot() == env.episode.game.state.snapshot()
    assert delegated > 0
    plain = sum(play(MonopolyEnv(opponents=["heuristic"], max_rounds=60), seed)[0] for seed in range(4))
    assert own < plain


def test_one_kind_alone_and_bad_kinds() -> None:
    _, info, kinds = play(MonopolyEnv(opponents=["heuristic"], max_rounds=60, delegate=["forced"]), 2)
    assert "forced" not in kinds and info["delegated"] > 0
    with pytest.raises(ValueError, match="delegate"):
        MonopolyEnv(delegate=["buy"])


def test_a_policy_opponent_delegates_the_same_kinds() -> None:
    from monopoly_engine.rl.observation import (
        _KIND_INDEX,
        _MOMENT_AT,
        _PLAYERS_AT,
        GL_KIND,
        GL_ROLL_DUE,
        GL_ROLLED,
        PL_JAIL,
    )

    def delegable(vector: np.ndarray) -> bool:
        """A debt, or a prisoner's turn before the roll, as the policy's observation shows it."""
        in_jail = (
            vector[_PLAYERS_AT + PL_JAIL] and vector[_MOMENT_AT + GL_ROLL_DUE] and not vector[_MOMENT_AT + GL_ROLLED]
        )
        return bool(vector[_MOMENT_AT + GL_KIND + _KIND_INDEX["debt"]] or in_jail)

    for delegate, expected in (((), True), (DELEGABLE, False)):
        seen = []

        def policy(observation: dict, seen=seen) -> int:
            seen.append(delegable(observation["observation"]))
            return int(np.flatnonzero(observation["action_mask"])[0])

        for seed in range(4):
            play(MonopolyEnv(opponents=[policy], max_rounds=150, delegate=delegate), seed)
        assert seen and any(seen) == expected
