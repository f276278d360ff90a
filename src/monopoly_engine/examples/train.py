"""Train a Monopoly agent on the CPU: behaviour cloning from the heuristic, then MaskablePPO against a mixture of
bots and frozen copies of itself, then an evaluation to trust.

    python -m monopoly_engine.examples.train --minutes 60 --model agent.zip --results eval.json

1. Demonstrations (``rl.imitation``): the heuristic's own decisions in ``--demo-games`` seeded heads-up games
   against ``buyer`` and ``heuristic``, each with the observation v1, mask and action v1 the learner would have
   had; the policy is trained to pick them (``--bc-epochs`` passes, cross-entropy under the mask).
2. Reinforcement learning (sb3-contrib's MaskablePPO): ``--envs`` environments (observation and actions v1,
   debts, jail, received mortgages and forced moves delegated to the heuristic, so the learner decides buying,
   bidding, building and trading), the learner in both seats, the opponents in turn ``buyer``, ``heuristic`` and
   a frozen copy of the learner refreshed every ``--refresh`` steps. The reward is the result (+1, -1, a cut
   game -1), plus ``--shaping`` x potential-based shaping on net worth relative to the opponent at the
   algorithm's gamma (docs/rl.md, "Rewards"), which leaves the optimal policy unchanged.
3. The evaluation (``rl.evaluation``): ``--eval-games`` games against each of ``--eval-against`` (each seed in
   both seats, no step cap, every end reason kept), the win rates with 95% Wilson intervals, written with the
   seeds to ``--results``.

``--minutes`` bounds the whole run's training (demonstrations, cloning and PPO; the evaluation comes after).
Needs torch and sb3-contrib, which the tests do not install; on a machine without a GPU install torch's CPU
build first (README.md, "Reinforcement learning").
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

BOTS = ("buyer", "heuristic")


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--edition", default="classic-en")
    parser.add_argument("--minutes", type=float, default=60.0, help="the training's time budget, all phases")
    parser.add_argument("--demo-games", type=int, default=300, help="heuristic games to clone")
    parser.add_argument("--bc-epochs", type=int, default=8)
    parser.add_argument("--timesteps", type=int, default=10_000_000, help="PPO's most steps (the budget may stop it)")
    parser.add_argument("--envs", type=int, default=8)
    parser.add_argument("--n-steps", type=int, default=256, help="steps per environment between two updates")
    parser.add_argument("--gamma", type=float, default=0.999)
    parser.add_argument("--shaping", type=float, default=0.2, help="relative net-worth shaping coefficient (0: none)")
    parser.add_argument("--refresh", type=int, default=50_000, help="steps between two refreshes of the frozen copy")
    parser.add_argument("--max-rounds", type=int, default=200, help="the round limit of the training games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--model", default="monopoly_agent.zip")
    parser.add_argument("--load", default=None, help="evaluate this saved model instead of training one")
    parser.add_argument("--eval-games", type=int, default=400, help="games against each bot (even: both seats)")
    parser.add_argument("--eval-against", default=",".join(BOTS))
    parser.add_argument("--results", default="evaluation.json", help="the evaluation's file (JSON, with the seeds)")
    parser.add_argument("--verbose", type=int, default=0)
    return parser.parse_args(argv)


ENV_OPTIONS: dict[str, Any] = {"observation": "v1", "actions": "v1", "delegate": ("debt", "jail", "mortgage", "forced")}


class FrozenPolicy:
    """An opponent playing a frozen copy of the learner's policy (sampled, not greedy: a varied opponent)."""

    def __init__(self) -> None:
        self.policy: Any = None

    def refresh(self, policy: Any) -> None:
        self.policy = copy.deepcopy(policy).eval()

    def __call__(self, observation: dict[str, Any]) -> int:
        if self.policy is None:  # before the first refresh: the first legal action
            return int(observation["action_mask"].nonzero()[0][0])
        action, _ = self.policy.predict(
            observation["observation"], deterministic=False, action_masks=observation["action_mask"]
        )
        return int(action)


def make_env(args: argparse.Namespace, opponent: Any, seat: int) -> Any:
    import gymnasium as gym

    from monopoly_engine.rl import Rewards
    from monopoly_engine.rl.gym_env import MonopolyEnv

    class VectorOnly(gym.ObservationWrapper):  # type: ignore[type-arg]
        """The policy reads the observation vector; the mask reaches it through ``action_masks``."""

        def __init__(self, env: MonopolyEnv) -> None:
            super().__init__(env)
            self.learner = env
            self.observation_space = env.observation_space["observation"]  # type: ignore[index]  # a Dict space

        def observation(self, observation: dict[str, Any]) -> Any:
            return observation["observation"]

        def action_masks(self) -> Any:
            return self.learner.action_masks()

    rewards = Rewards(relative_worth=args.shaping, gamma=args.gamma)
    env = MonopolyEnv(
        edition=args.edition,
        opponents=[opponent],
        seat=seat,
        max_rounds=args.max_rounds,
        rewards=rewards,
        **ENV_OPTIONS,
    )
    return VectorOnly(env)


def clone(model: Any, args: argparse.Namespace, deadline: float) -> None:
    """Behaviour cloning: the policy learns to pick the heuristic's integers under their masks."""
    import numpy as np
    import torch

    from monopoly_engine.rl.imitation import demonstrations

    started = time.perf_counter()
    shown = demonstrations(args.demo_games, BOTS, edition=args.edition, first_seed=10**7 + args.seed)
    print(
        f"demonstrations: {len(shown.actions)} decisions of {shown.decisions} ({shown.unmapped} without an integer) "
        f"in {args.demo_games} games, {time.perf_counter() - started:.0f} s"
    )
    policy = model.policy
    rng = np.random.default_rng(args.seed)
    count = len(shown.actions)
    batch = 256
    for epoch in range(args.bc_epochs):
        order = rng.permutation(count)
        total = correct = 0.0
        for start in range(0, count, batch):
            if time.perf_counter() > deadline:
                print("cloning stopped by the time budget")
                return
            rows = order[start : start + batch]
            observations = torch.as_tensor(shown.observations[rows], device=policy.device)
            actions = torch.as_tensor(shown.actions[rows], device=policy.device)
            masks = shown.masks_of(rows)
            _, log_prob, _ = policy.evaluate_actions(observations, actions, action_masks=masks)
            loss = -log_prob.mean()
            policy.optimizer.zero_grad()
            loss.backward()
            policy.optimizer.step()
            total += float(loss) * len(rows)
            with torch.no_grad():
                chosen, _ = policy.predict(shown.observations[rows], deterministic=True, action_masks=masks)
            correct += float((chosen == shown.actions[rows]).sum())
        print(f"cloning epoch {epoch + 1}: loss {total / count:.3f}, the heuristic's choice {correct / count:.1%}")


def train(args: argparse.Namespace) -> Any:
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback
    from stable_baselines3.common.vec_env import DummyVecEnv

    deadline = time.perf_counter() + 60 * args.minutes
    frozen = FrozenPolicy()
    opponents: list[Any] = ["buyer", "heuristic", frozen, "heuristic"]
    vec = DummyVecEnv(
        [
            (lambda i=i: make_env(args, opponents[(i // 2) % len(opponents)], i % 2))  # type: ignore[misc]
            for i in range(args.envs)
        ]
    )
    vec.seed(args.seed)
    model = MaskablePPO(
        "MlpPolicy",
        vec,
        learning_rate=1e-4,
        n_steps=args.n_steps,
        batch_size=min(512, args.n_steps * args.envs),
        n_epochs=4,
        gamma=args.gamma,
        gae_lambda=0.95,
        clip_range=0.1,
        ent_coef=0.003,
        policy_kwargs={"net_arch": [256, 256]},
        seed=args.seed,
        device="cpu",
        verbose=args.verbose,
    )
    clone(model, args, deadline)
    frozen.refresh(model.policy)

    class Budget(BaseCallback):
        """Stops at the deadline; refreshes the frozen copy every ``--refresh`` steps."""

        def _on_step(self) -> bool:
            if self.num_timesteps % args.refresh < args.envs:
                frozen.refresh(self.model.policy)
            return time.perf_counter() < deadline

    model.learn(total_timesteps=args.timesteps, callback=Budget())
    return model


def greedy(model: Any) -> Any:
    def policy(observation: dict[str, Any]) -> int:
        action, _ = model.predict(
            observation["observation"], deterministic=True, action_masks=observation["action_mask"]
        )
        return int(action)

    return policy


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    import torch
    from sb3_contrib import MaskablePPO

    from monopoly_engine.rl.evaluation import evaluate

    torch.set_num_threads(args.threads)
    if args.load is not None:
        model = MaskablePPO.load(args.load, device="cpu")
        print(f"loaded {args.load}: trained {model.num_timesteps} steps")
    else:
        started = time.perf_counter()
        model = train(args)
        model.save(args.model)
        size = Path(args.model).stat().st_size
        print(
            f"trained in {time.perf_counter() - started:.0f} s ({model.num_timesteps} PPO steps); "
            f"model saved to {args.model} ({size / 1e6:.1f} MB)"
        )
    if args.eval_games > 0:
        evaluation = evaluate(
            greedy(model),
            args.eval_against.split(","),
            args.eval_games,
            edition=args.edition,
            env_options=ENV_OPTIONS,
            progress=print,
        )
        evaluation.write(args.results)
        print("\n".join(evaluation.lines()))
        print(f"every game, with its seed, seat and end: {args.results}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
