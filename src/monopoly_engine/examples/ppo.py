"""PPO fine-tuning of the cloned policy: the game's result teaches it what cloning cannot (to beat its teacher).

``finetune(policy, ...)`` starts from a ``ClonedPolicy`` (``examples.cloning``: its network reads a subset of the
observation's coordinates and scores a subset of the action integers; both are kept) and improves it by
proximal policy optimization (Schulman et al., 2017) on the result of heads-up games:

- **Rollouts**: ``workers`` processes (``spawn``, one torch thread each) play ``games`` games per iteration
  against the opponents of ``against`` in turn (bot kinds, or ``"self"``: a frozen copy of the starting policy),
  each seed in both seats, with observation and actions v1 and the delegated decision kinds of the training
  example. The policy *samples* its action from the softmax of its scores over its legal outputs; each of its
  decisions keeps the network's inputs, the legal outputs, the output chosen and its log-probability.
- **The reward** is the result only (``Rewards``): +1 a win, -1 a loss, ``draw`` at the round limit (-1 by
  default: the evaluation counts a draw as a game not won, and against ``buyer``, who never trades, draws are
  the main way of not winning), paid at the policy's last decision of the game, undiscounted (gamma 1).
- **The critic** is a separate small network over the same inputs (the clone's layers stay the policy's alone),
  fitted to each decision's return (the game's result); its first iterations only fit it (``warmup``):
  advantages from an untrained critic would only add noise to the clone. Advantages by GAE (lambda ``lam``),
  normalized per iteration.
- **The update**: PPO's clipped objective (``clip``) over ``epochs`` passes of minibatches, a small entropy
  bonus, and a KL penalty towards the starting clone (``anchor``, the clone's own distribution as the reference)
  so that the result's noisy signal moves the policy by what it shows, not away from what cloning taught it.

The policy returned is a ``ClonedPolicy`` (greedy, as the clone plays: the highest-scored legal output), saved
and loaded as the clone is. Needs torch (the ``rl-train`` extra).
"""

from __future__ import annotations

import copy
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import torch
from torch import nn

from monopoly_engine.examples.cloning import ClonedPolicy, network
from monopoly_engine.rl.opponents import Opponent
from monopoly_engine.rl.rewards import Rewards

SELF = "self"  # in ``against``: a frozen copy of the starting policy


@dataclass(slots=True)
class Rollout:
    """The policy's decisions over some games, in game order: per decision the network's ``inputs``, the
    ``legal`` outputs, the output chosen (``columns``) and its log-probability (``logp``), the reward paid after
    it and whether it was the game's last (``dones``); per game its opponent and end (``ends``)."""

    inputs: np.ndarray
    legal: np.ndarray
    columns: np.ndarray
    logp: np.ndarray
    rewards: np.ndarray
    dones: np.ndarray
    ends: list[tuple[str, str]] = field(default_factory=list)

    @classmethod
    def concatenate(cls, parts: Sequence[Rollout]) -> Rollout:
        return cls(
            np.concatenate([p.inputs for p in parts]),
            np.concatenate([p.legal for p in parts]),
            np.concatenate([p.columns for p in parts]),
            np.concatenate([p.logp for p in parts]),
            np.concatenate([p.rewards for p in parts]),
            np.concatenate([p.dones for p in parts]),
            [end for p in parts for end in p.ends],
        )


def play(
    policy: ClonedPolicy,
    games: Sequence[tuple[int, int, str]],
    anchor: ClonedPolicy | None,
    *,
    edition: str,
    max_rounds: int,
    draw: float,
    env_options: dict[str, Any],
    sample_seed: int,
) -> Rollout:
    """``policy`` sampling its decisions in ``games`` (seed, the policy's seat, opponent) (the module's text)."""
    from monopoly_engine.rl.gym_env import MonopolyEnv

    rng = np.random.default_rng(sample_seed)
    envs: dict[tuple[str, int], MonopolyEnv] = {}
    inputs: list[np.ndarray] = []
    legals: list[np.ndarray] = []
    columns: list[int] = []
    logps: list[float] = []
    rewards: list[float] = []
    dones: list[bool] = []
    ends: list[tuple[str, str]] = []
    for seed, seat, opponent in games:
        env = envs.get((opponent, seat))
        if env is None:
            if opponent == SELF and anchor is None:
                raise ValueError("a game against 'self' needs the frozen policy (anchor)")
            seated: Opponent = anchor if opponent == SELF and anchor is not None else opponent
            env = envs[opponent, seat] = MonopolyEnv(
                edition=edition,
                opponents=[seated],
                seat=seat,
                max_rounds=max_rounds,
                max_steps=None,
                rewards=Rewards(draw=draw),
                **env_options,
            )
        observation, info = env.reset(seed=seed)
        first = len(columns)
        while True:
            mask = observation["action_mask"]
            legal = mask[policy.actions].astype(bool)
            if legal.any():
                x = policy.inputs(observation["observation"][None])
                with torch.no_grad():
                    logits = policy.net(x)[0].numpy().astype(np.float64)
                logits[~legal] = -np.inf
                probabilities = np.exp(logits - logits.max())
                probabilities /= probabilities.sum()
                column = min(int(np.searchsorted(np.cumsum(probabilities), rng.random())), len(logits) - 1)
                while not legal[column]:  # (a rounding at the cumulative sum's end)
                    column -= 1
                inputs.append(x[0].numpy())
                legals.append(legal)
                columns.append(column)
                logps.append(float(np.log(probabilities[column])))
                rewards.append(0.0)
                dones.append(False)
                action = int(policy.actions[column])
            else:  # none of its outputs legal: the first legal integer, as the clone plays (not its choice)
                action = int(np.flatnonzero(mask)[0])
            observation, reward, terminated, truncated, info = env.step(action)
            if len(columns) > first:
                rewards[-1] += float(reward)
            if terminated or truncated:
                break
        if len(columns) > first:
            dones[-1] = True
        ends.append((opponent, str(info["end"])))
    width = len(policy.actions)
    return Rollout(
        np.array(inputs, dtype=np.float32).reshape(len(inputs), len(policy.features)),
        np.array(legals, dtype=bool).reshape(len(legals), width),
        np.array(columns, dtype=np.int64),
        np.array(logps, dtype=np.float32),
        np.array(rewards, dtype=np.float32),
        np.array(dones, dtype=bool),
        ends,
    )


def advantages(values: np.ndarray, rewards: np.ndarray, dones: np.ndarray, lam: float) -> tuple[np.ndarray, np.ndarray]:
    """GAE (Schulman et al., 2016) at gamma 1 over decisions in game order, each game closed by ``dones``; and
    each decision's return (the rewards from it to its game's end: the critic's target, unbiased by the critic)."""
    result = np.zeros(len(values), dtype=np.float32)
    returns = np.zeros(len(values), dtype=np.float32)
    running = total = 0.0
    for t in range(len(values) - 1, -1, -1):
        following = 0.0 if dones[t] else float(values[t + 1])
        if dones[t]:
            running = total = 0.0
        delta = float(rewards[t]) + following - float(values[t])
        running = delta + lam * running
        total += float(rewards[t])
        result[t] = running
        returns[t] = total
    return result, returns


@dataclass(slots=True)
class Settings:
    """PPO's knobs (the module's text says what each does)."""

    games: int = 400
    against: tuple[str, ...] = ("buyer", "buyer", "heuristic")
    draw: float = -1.0
    learning_rate: float = 3e-4
    value_learning_rate: float = 1e-3
    clip: float = 0.2
    epochs: int = 4
    batch: int = 4096
    lam: float = 0.98
    entropy: float = 1e-3
    anchor: float = 0.01
    warmup: int = 2
    value_width: int = 128


def finetune(
    policy: ClonedPolicy,
    settings: Settings,
    *,
    deadline: float,
    edition: str = "classic-en",
    max_rounds: int = 500,
    env_options: dict[str, Any] | None = None,
    workers: int = 1,
    first_seed: int = 0,
    seed: int = 1,
    max_iterations: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> ClonedPolicy:
    """``policy`` fine-tuned by PPO until ``deadline`` (``time.perf_counter()``: no iteration starts that the
    last one's duration says would end past it) or ``max_iterations``; the module's text says how."""
    torch.manual_seed(seed)
    anchor = ClonedPolicy(copy.deepcopy(policy.net), policy.features, policy.mean, policy.scale, policy.actions)
    policy = ClonedPolicy(copy.deepcopy(policy.net), policy.features, policy.mean, policy.scale, policy.actions)
    critic = network(len(policy.features), settings.value_width, 1)
    optimizer = torch.optim.Adam(policy.net.parameters(), lr=settings.learning_rate)
    value_optimizer = torch.optim.Adam(critic.parameters(), lr=settings.value_learning_rate)
    options = {
        "edition": edition,
        "max_rounds": max_rounds,
        "draw": settings.draw,
        "env_options": dict(env_options or {}),
    }
    pool = _pool(workers)
    iteration = 0
    last = 0.0
    try:
        while max_iterations is None or iteration < max_iterations:
            started = time.perf_counter()
            if started + last > deadline:
                break
            games = [
                (
                    first_seed + iteration * settings.games + game // 2,
                    game % 2,
                    settings.against[(game // 2) % len(settings.against)],
                )
                for game in range(settings.games)
            ]
            rollout = _rollouts(pool, workers, policy, anchor, games, options, seed * 10**6 + iteration)
            fitted = _update(policy, anchor, critic, optimizer, value_optimizer, rollout, settings, iteration)
            iteration += 1
            last = time.perf_counter() - started
            if progress is not None:
                progress(f"PPO iteration {iteration}: {_results(rollout.ends)}; {fitted} ({last:.0f} s)")
    finally:
        if pool is not None:
            pool.shutdown()
    policy.net.eval()
    return policy


def _pool(workers: int) -> Any:
    if workers == 1:
        return None
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))


def _rollouts(
    pool: Any,
    workers: int,
    policy: ClonedPolicy,
    anchor: ClonedPolicy,
    games: list[tuple[int, int, str]],
    options: dict[str, Any],
    sample_seed: int,
) -> Rollout:
    """The games split into blocks (4 per worker, both seats of a seed in one) played in the pool."""
    policy.net.eval()
    size = max(2, -(-len(games) // (4 * workers)))
    size += size % 2
    blocks = [games[start : start + size] for start in range(0, len(games), size)]
    if pool is None:
        parts = [
            play(policy, block, anchor, sample_seed=sample_seed * 100 + i, **options) for i, block in enumerate(blocks)
        ]
    else:
        futures = [
            pool.submit(play, policy, block, anchor, sample_seed=sample_seed * 100 + i, **options)
            for i, block in enumerate(blocks)
        ]
        parts = [future.result() for future in futures]
    return Rollout.concatenate(parts)


def _update(
    policy: ClonedPolicy,
    anchor: ClonedPolicy,
    critic: nn.Sequential,
    optimizer: torch.optim.Optimizer,
    value_optimizer: torch.optim.Optimizer,
    rollout: Rollout,
    settings: Settings,
    iteration: int,
) -> str:
    """One PPO update on ``rollout`` (the critic only during the warm-up); a summary of it."""
    count = len(rollout.columns)
    if count == 0:
        return "no decisions"
    inputs = torch.as_tensor(rollout.inputs)
    legal = torch.as_tensor(rollout.legal)
    columns = torch.as_tensor(rollout.columns)
    old = torch.as_tensor(rollout.logp)
    with torch.no_grad():
        values = critic(inputs)[:, 0].numpy()
        reference = torch.log_softmax(anchor.net(inputs).masked_fill(~legal, -1e9), -1)
    advantage, outcome = advantages(values, rollout.rewards, rollout.dones, settings.lam)
    returns = torch.as_tensor(outcome)
    normalized = torch.as_tensor((advantage - advantage.mean()) / (advantage.std() + 1e-8))
    train_policy = iteration >= settings.warmup
    policy.net.train()
    generator = torch.Generator().manual_seed(iteration)
    clipped = kl = entropy = value_loss = 0.0
    batches = 0
    for _ in range(settings.epochs):
        order = torch.randperm(count, generator=generator)
        for start in range(0, count, settings.batch):
            rows = order[start : start + settings.batch]
            loss = (critic(inputs[rows])[:, 0] - returns[rows]).pow(2).mean()
            value_optimizer.zero_grad()
            loss.backward()
            value_optimizer.step()
            value_loss += float(loss.detach())
            batches += 1
            if not train_policy:
                continue
            logp_all = torch.log_softmax(policy.net(inputs[rows]).masked_fill(~legal[rows], -1e9), -1)
            logp = logp_all.gather(1, columns[rows, None])[:, 0]
            ratio = torch.exp(logp - old[rows])
            gain = normalized[rows]
            surrogate = torch.min(ratio * gain, ratio.clamp(1 - settings.clip, 1 + settings.clip) * gain).mean()
            probabilities = logp_all.exp()
            spread = -(probabilities * logp_all).sum(-1).mean()
            reference_rows = reference[rows]
            drift = (reference_rows.exp() * (reference_rows - logp_all)).sum(-1).mean()
            loss = -surrogate - settings.entropy * spread + settings.anchor * drift
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(policy.net.parameters(), 1.0)
            optimizer.step()
            clipped += float(((ratio - 1).abs() > settings.clip).float().mean())
            kl += float(drift.detach())
            entropy += float(spread.detach())
    policy.net.eval()
    shown = f"{count} decisions, value loss {value_loss / max(batches, 1):.3f}"
    if train_policy:
        shown += (
            f", entropy {entropy / batches:.3f}, KL to the clone {kl / batches:.4f}, clipped {clipped / batches:.1%}"
        )
    else:
        shown += " (the critic's warm-up: the policy unchanged)"
    return shown


def _results(ends: list[tuple[str, str]]) -> str:
    """The sampled policy's wins per opponent."""
    games = Counter(opponent for opponent, _ in ends)
    wins = Counter(opponent for opponent, end in ends if end == "win")
    return ", ".join(f"won {wins[name]}/{games[name]} vs {name}" for name in sorted(games))
