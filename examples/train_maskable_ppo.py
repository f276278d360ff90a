"""Train a Monopoly agent with MaskablePPO (sb3-contrib) on the CPU, then measure it against the built-in bots.

The learner plays one seat of 2-player games (``monopoly/Monopoly-v0``) against ``--opponent`` (``random``
by default), in as many environments as ``--envs``, half of them with the learner in the second seat; it is
rewarded +1 for a win, -1 for a loss, plus ``--net-worth`` times the change of its net worth (in thousands)
at every step (``docs/rl.md``, "Rewards"). The trained model is saved to ``--model``, then it plays
``--eval-games`` games against each of ``random``, ``buyer`` and ``heuristic`` (half in each seat, seeds that
training never used, the most probable legal action at every step) and the win rates are printed with their
95% Wilson intervals (a draw at the round limit counts as not won).

Needs the ``rl`` extra, torch and sb3-contrib, none of which the tests install::

    pip install -e '.[rl]' torch sb3-contrib          # or: pip install -e '.[rl-train]' torch
    python examples/train_maskable_ppo.py --timesteps 3000000 --minutes 22 --threads 2 --model ppo_monopoly.zip

Torch runs on ``--threads`` threads (1 by default: the environments step in the same process).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

from monopoly_engine.sim.spec import DEFAULT_MAX_ROUNDS

EVAL_OPPONENTS = ("random", "buyer", "heuristic")
EVAL_SEED = 10**6  # evaluation seeds start here; training's are drawn below 2**31 from its own seed


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", default="classic-en")
    parser.add_argument("--opponent", default="random", help="the bot trained against")
    parser.add_argument("--timesteps", type=int, default=1_500_000)
    parser.add_argument("--envs", type=int, default=8, help="environments stepped together")
    parser.add_argument("--n-steps", type=int, default=256, help="steps per environment between two updates")
    parser.add_argument("--net-worth", type=float, default=0.5, help="the net-worth shaping coefficient")
    parser.add_argument("--max-rounds", type=int, default=200, help="the round limit of the training games")
    parser.add_argument(
        "--eval-max-rounds", type=int, default=DEFAULT_MAX_ROUNDS, help="the evaluation's (monopoly simulate's default)"
    )
    parser.add_argument("--max-steps", type=int, default=3000, help="a training episode's most learner steps")
    parser.add_argument("--minutes", type=float, default=None, help="stop training after this long, if sooner")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--model", default="ppo_monopoly.zip", help="where the trained model is saved")
    parser.add_argument("--eval-games", type=int, default=200, help="games against each evaluation bot")
    parser.add_argument("--eval-against", default=",".join(EVAL_OPPONENTS), help="the evaluation bots")
    parser.add_argument("--load", default=None, help="evaluate this saved model instead of training one")
    parser.add_argument("--verbose", type=int, default=0)
    return parser.parse_args(argv)


def make_env(args: argparse.Namespace, opponent: str, seat: int, net_worth: float, max_rounds: int) -> Any:
    import gymnasium as gym

    from monopoly_engine.rl import Rewards
    from monopoly_engine.rl.gym_env import MonopolyEnv

    class VectorOnly(gym.ObservationWrapper):  # type: ignore[type-arg]
        """The policy reads the observation vector only: the mask reaches it through ``action_masks``."""

        def __init__(self, env: MonopolyEnv) -> None:
            super().__init__(env)
            self.observation_space = env.observation_space["observation"]
            self.seat = env.seat

        def observation(self, observation: dict[str, Any]) -> Any:
            return observation["observation"]

        def action_masks(self) -> Any:
            return self.env.action_masks()

    return VectorOnly(
        MonopolyEnv(
            edition=args.edition,
            opponents=[opponent],
            seat=seat,
            max_rounds=max_rounds,
            max_steps=args.max_steps,
            rewards=Rewards(net_worth=net_worth),
        )
    )


def train(args: argparse.Namespace) -> Any:
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.vec_env import DummyVecEnv

    def factory(index: int) -> Any:
        return lambda: make_env(args, args.opponent, index % 2, args.net_worth, args.max_rounds)

    vec = DummyVecEnv([factory(i) for i in range(args.envs)])
    vec.seed(args.seed)
    model = MaskablePPO(
        "MlpPolicy",
        vec,
        learning_rate=3e-4,
        n_steps=args.n_steps,
        batch_size=min(256, args.n_steps * args.envs),
        n_epochs=4,
        gamma=0.995,
        gae_lambda=0.95,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [256, 256]},
        seed=args.seed,
        device="cpu",
        verbose=args.verbose,
    )
    model.learn(total_timesteps=args.timesteps, callback=time_limit(args.minutes))
    return model


def time_limit(minutes: float | None) -> Any:
    """A callback that stops training once ``minutes`` have passed (None: no limit)."""
    from stable_baselines3.common.callbacks import BaseCallback

    class TimeLimit(BaseCallback):
        def _on_training_start(self) -> None:
            self.deadline = None if minutes is None else time.perf_counter() + 60 * minutes

        def _on_step(self) -> bool:
            return self.deadline is None or time.perf_counter() < self.deadline

    return TimeLimit()


def evaluate(model: Any, args: argparse.Namespace, opponent: str, games: int) -> tuple[int, int, int]:
    """(wins, draws, games) of ``model`` against ``opponent``, half the games in each seat."""
    wins = draws = 0
    envs = [make_env(args, opponent, seat, 0.0, args.eval_max_rounds) for seat in (0, 1)]
    for game in range(games):
        env = envs[game % 2]
        obs, _ = env.reset(seed=EVAL_SEED + game)
        while True:
            action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
            obs, _, terminated, truncated, info = env.step(int(action))
            if terminated or truncated:
                break
        if info["winner"] == env.seat:
            wins += 1
        elif info["winner"] < 0:
            draws += 1
    return wins, draws, games


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    import torch

    from monopoly_engine.sim.stats import wilson_interval

    torch.set_num_threads(args.threads)
    if args.load is not None:
        from sb3_contrib import MaskablePPO

        model = MaskablePPO.load(args.load, device="cpu")
        print(f"loaded {args.load}: trained {model.num_timesteps} steps")
    else:
        started = time.perf_counter()
        model = train(args)
        trained = time.perf_counter() - started
        model.save(args.model)
        steps = model.num_timesteps
        print(
            f"trained {steps} steps on {args.edition} against {args.opponent} in {trained:.0f} s "
            f"({steps / trained:.0f} steps/s, {args.threads} torch thread(s)); model saved to {args.model}"
        )
    print(f"evaluation: {args.eval_games} games per bot, round limit {args.eval_max_rounds}")
    for opponent in args.eval_against.split(",") if args.eval_games > 0 else ():
        t0 = time.perf_counter()
        wins, draws, games = evaluate(model, args, opponent, args.eval_games)
        low, high = wilson_interval(wins, games)
        print(
            f"vs {opponent:<9} won {wins}/{games} = {wins / games:6.1%}  95% interval {low:.1%}-{high:.1%}  "
            f"draws {draws}  ({time.perf_counter() - t0:.0f} s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
