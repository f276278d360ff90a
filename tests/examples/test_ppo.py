"""PPO fine-tuning of the clone (``examples.ppo``): the advantages and returns, the rollouts' records and rewards,
and an update that moves the policy only after the critic's warm-up. Skipped without torch (the ``rl-train``
extra); tiny budgets (a few seconds)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install -e '.[rl]'")
torch = pytest.importorskip("torch", reason="PPO needs torch (the rl-train extra)")

from monopoly_engine.examples.cloning import fit
from monopoly_engine.examples.ppo import SELF, Settings, advantages, finetune, play
from monopoly_engine.examples.train import ENV_OPTIONS
from monopoly_engine.rl.imitation import demonstrations

RESULTS = {"win": 1.0, "loss": -1.0, "round-limit": -0.5}


@pytest.fixture(scope="module")
def clone() -> Any:
    policy, _ = fit(demonstrations(2, ["buyer"], max_rounds=40, first_seed=11), epochs=3, width=32)
    return policy


def test_advantages_and_returns_stop_at_each_game_end() -> None:
    values = np.array([0.1, 0.2, 0.5, -0.3, 0.4], dtype=np.float32)
    rewards = np.array([0.0, 0.0, 1.0, 0.0, -1.0], dtype=np.float32)
    dones = np.array([False, False, True, False, True])
    advantage, returns = advantages(values, rewards, dones, lam=1.0)
    assert returns.tolist() == [1.0, 1.0, 1.0, -1.0, -1.0]  # each game's result, not the next game's
    assert np.allclose(advantage, returns - values)  # lambda 1: the return less the value
    one_step, _ = advantages(values, rewards, dones, lam=0.0)  # lambda 0: the one-step TD error
    assert np.allclose(one_step, [0.1, 0.3, 0.5, 0.7, -1.4])


def test_rollouts_record_the_policys_legal_choices_and_pay_the_result(clone) -> None:
    games = [(21, 0, "buyer"), (21, 1, "buyer"), (22, 0, SELF), (22, 1, "heuristic")]
    options: dict[str, Any] = {"edition": "classic-en", "max_rounds": 30, "draw": -0.5, "env_options": ENV_OPTIONS}
    rollout = play(clone, games, clone, sample_seed=1, **options)
    count = len(rollout.columns)
    assert count > 20 and rollout.inputs.shape == (count, len(clone.features))
    assert rollout.legal[np.arange(count), rollout.columns].all()  # only legal outputs chosen
    assert (rollout.logp <= 0).all() and (rollout.logp < 0).any()  # sampled, not always certain
    assert [opponent for opponent, _ in rollout.ends] == ["buyer", "buyer", SELF, "heuristic"]
    assert rollout.dones.sum() == len(games)
    ends = np.flatnonzero(rollout.dones)
    starts = np.concatenate([[0], ends[:-1] + 1])
    for (_, end), first, last in zip(rollout.ends, starts, ends, strict=True):
        assert rollout.rewards[first : last + 1].sum() == RESULTS[end]  # the result only, at the game's end
    assert play(clone, games, clone, sample_seed=1, **options).columns.tolist() == rollout.columns.tolist()


def test_finetuning_moves_the_policy_after_the_critics_warm_up(clone) -> None:
    settings = Settings(games=2, against=("buyer",), warmup=1, learning_rate=1e-2, batch=64)
    options: dict[str, Any] = {"deadline": float("inf"), "max_rounds": 30, "env_options": ENV_OPTIONS, "first_seed": 31}
    before = [p.detach().clone() for p in clone.net.parameters()]
    warmed = finetune(clone, settings, max_iterations=1, **options)
    assert all(torch.equal(a, b) for a, b in zip(before, warmed.net.parameters(), strict=True))
    lines: list[str] = []
    tuned = finetune(clone, settings, max_iterations=2, progress=lines.append, **options)
    assert not all(torch.equal(a, b) for a, b in zip(before, tuned.net.parameters(), strict=True))
    assert all(torch.equal(a, b) for a, b in zip(before, clone.net.parameters(), strict=True))  # a copy is tuned
    assert "warm-up" in lines[0] and "KL to the clone" in lines[1]
    assert tuned.actions.tolist() == clone.actions.tolist() and tuned.features.tolist() == clone.features.tolist()
    rollout = play(
        tuned,
        [(41, 0, "buyer")],
        None,
        edition="classic-en",
        max_rounds=30,
        draw=0.0,
        env_options=ENV_OPTIONS,
        sample_seed=2,
    )
    assert rollout.ends[0][1] in RESULTS  # played to its end, no illegal action
