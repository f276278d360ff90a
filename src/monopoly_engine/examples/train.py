"""Train a Monopoly agent on the CPU: behaviour cloning from the heuristic with DAgger's corrections, PPO on the
game's result, then an evaluation to trust.

    python -m monopoly_engine.examples.train --minutes 60 --model agent.pt --results eval.json

1. Demonstrations (``rl.imitation``): the heuristic's own decisions in ``--demo-games`` seeded heads-up games
   against ``buyer`` and ``heuristic`` (each seed in both seats), with the observation v1, mask and action v1 the
   learner would have had, collected by ``--workers`` processes; ``--held-out-games`` more games, on other
   seeds, measure the clone. The learner decides buying, bidding, building, mortgaging and trading: debts, jail,
   received mortgages and forced moves are delegated to the heuristic (``rl.episode``), in the demonstrations,
   the corrections and the evaluation alike.
2. Cloning (``examples.cloning``): a two-layer ReLU network over the demonstrations' varying coordinates, trained
   to pick the heuristic's integer under its mask (``--epochs`` passes), its held-out accuracy printed.
3. DAgger (``--dagger-rounds`` rounds of ``--dagger-games`` games): the clone plays, the heuristic labels every
   decision it meets, and the clone is trained again on everything so far; this teaches it the states its own
   mistakes lead to, which the heuristic's games never show.
4. PPO (``examples.ppo``, ``--ppo-minutes``): the clone, sampling its decisions, plays ``--ppo-games`` games per
   iteration against ``--ppo-against`` and is fine-tuned on their results (+1 a win, -1 a loss, ``--ppo-draw``
   a draw), a KL penalty (``--ppo-anchor``) keeping it near the clone; the clone is kept as MODEL.clone.pt.
   ``--start MODEL`` fine-tunes a saved policy instead of cloning one.
5. The evaluation (``rl.evaluation``): ``--eval-games`` games against each of ``--eval-against`` (each seed in
   both seats, no step cap, every end reason kept), the win rates with 95% Wilson intervals, written with the
   seeds to ``--results``; then ``--expert-games`` games against the search bot (``expert``) with
   ``--expert-params`` (a cheap budget by default: it searches every decision that matters by playouts).

``--minutes`` bounds the training (demonstrations, cloning, corrections and PPO; the evaluation comes after): a
phase that would start past it is skipped, and cloning and PPO stop at it. The defaults are the run docs/rl.md
reports ("The trained agent"). Needs torch (the ``rl-train``
extra; on a machine without a GPU install torch's CPU build first: README.md, "Reinforcement learning").
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

BOTS = ("buyer", "heuristic")
DELEGATED = ("debt", "jail", "mortgage", "forced")
ENV_OPTIONS: dict[str, Any] = {"observation": "v1", "actions": "v1", "delegate": DELEGATED}
DEMO_SEED = 10**7  # the demonstrations' seeds start here; the held-out games' and the corrections' after them
# The cloned heuristic: no reserve kept when buying, part of a set valued higher, a rival's set blocked harder,
# staying in jail from round 15: 65.9% of 800 heads-up games against ``buyer`` (the default heuristic 55.9%) and
# 46.9% against the default heuristic (docs/rl.md, "The teacher").
TEACHER = "buy_reserve=0,partial_weight=0.8,block_weight=1.5,jail_late_round=15"
PPO_SEED = 3 * 10**7  # PPO's games' seeds start here (the evaluation's start at ``rl.evaluation.EVAL_SEED``)


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--edition", default="classic-en")
    parser.add_argument("--minutes", type=float, default=60.0, help="the training's time budget, all phases")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the games (default 2)")
    parser.add_argument("--demo-games", type=int, default=2500, help="the heuristic's games to clone")
    parser.add_argument(
        "--teacher",
        default=TEACHER,
        help="the cloned heuristic's parameters (docs/bots.md; '' for its defaults); the default is stronger",
    )
    parser.add_argument("--held-out-games", type=int, default=100, help="more games, measuring the clone")
    parser.add_argument("--epochs", type=int, default=6, help="passes over the samples per fit")
    parser.add_argument("--width", type=int, default=256, help="the network's hidden layers' width")
    parser.add_argument("--dagger-rounds", type=int, default=2)
    parser.add_argument("--dagger-games", type=int, default=800, help="games the clone plays per DAgger round")
    parser.add_argument(
        "--ppo-minutes", type=float, default=35.0, help="PPO fine-tuning after cloning (0: none; within --minutes)"
    )
    parser.add_argument("--ppo-games", type=int, default=400, help="games per PPO iteration (even: both seats)")
    parser.add_argument(
        "--ppo-against",
        default="buyer,buyer,heuristic",
        help="PPO's opponents in turn, comma-separated: bot kinds, or 'self' (a frozen copy of the clone)",
    )
    parser.add_argument("--ppo-draw", type=float, default=-1.0, help="PPO's reward for a draw (win +1, loss -1)")
    parser.add_argument("--ppo-lr", type=float, default=3e-4, help="PPO's learning rate (Adam)")
    parser.add_argument("--ppo-anchor", type=float, default=0.01, help="PPO's KL penalty towards the clone")
    parser.add_argument("--start", default=None, help="fine-tune this saved policy by PPO instead of cloning one")
    parser.add_argument("--max-rounds", type=int, default=500, help="every game's round limit (a draw, not a win)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1, help="torch's threads while fitting (1: see docs/rl.md)")
    parser.add_argument("--save-rounds", action="store_true", help="also save each fit's policy (MODEL.roundN.pt)")
    parser.add_argument("--model", default="monopoly_agent.pt")
    parser.add_argument("--load", default=None, help="evaluate this saved policy instead of training one")
    parser.add_argument("--eval-games", type=int, default=400, help="games against each bot (even: both seats)")
    parser.add_argument("--eval-against", default=",".join(BOTS), help="bot kinds, comma-separated")
    parser.add_argument("--expert-games", type=int, default=0, help="games against the search bot (even)")
    parser.add_argument("--expert-params", default="rollouts=4,horizon=10", help="the search bot's budget")
    parser.add_argument("--results", default="evaluation.json", help="the evaluation's file (JSON, with the seeds)")
    args = parser.parse_args(argv)
    if args.ppo_games < 2 or args.ppo_games % 2:
        parser.error("--ppo-games must be an even number of at least 2 (each seed in both seats)")
    for name in ("workers", "demo_games", "epochs", "width"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    return args


def train(args: argparse.Namespace) -> Any:
    """Demonstrations, cloning, DAgger's rounds (the module's text); the policy."""
    import numpy as np

    from monopoly_engine.examples.cloning import fit
    from monopoly_engine.rl.imitation import Demonstrations, collect, corrections, demonstrations

    started = time.perf_counter()
    deadline = started + 60 * args.minutes
    seeds = DEMO_SEED + 10**5 * args.seed

    def clock() -> str:
        return f"{time.perf_counter() - started:.0f} s"

    options = {"edition": args.edition, "delegate": DELEGATED, "dtype": np.float16, "max_rounds": args.max_rounds}
    options["teacher"] = args.teacher or None
    data = collect(demonstrations, args.demo_games, workers=args.workers, first_seed=seeds, **options)
    print(
        f"demonstrations: {len(data.actions)} decisions of {data.decisions} ({data.unmapped} without an integer) "
        f"in {args.demo_games} games; {clock()}",
        flush=True,
    )
    held_out: Demonstrations | None = None
    if args.held_out_games > 0:
        held_out = collect(
            demonstrations, args.held_out_games, workers=args.workers, first_seed=seeds + args.demo_games, **options
        )
    policy, report = fit(
        data, held_out, width=args.width, epochs=args.epochs, seed=args.seed, deadline=deadline, progress=echo
    )
    show_accuracy(report)
    save_round(args, policy, 0)
    next_seed = seeds + args.demo_games + args.held_out_games
    for round_ in range(args.dagger_rounds):
        if time.perf_counter() > deadline:
            print(f"DAgger round {round_ + 1} skipped: the time budget is spent")
            break
        added = collect(
            functools.partial(corrections, policy),
            args.dagger_games,
            workers=args.workers,
            first_seed=next_seed,
            **options,
        )
        next_seed += args.dagger_games
        data = Demonstrations.concatenate([data, added])
        print(f"DAgger round {round_ + 1}: {len(added.actions)} corrections in {args.dagger_games} games; {clock()}")
        refitted, report = fit(
            data, held_out, width=args.width, epochs=args.epochs, seed=args.seed, deadline=deadline, progress=echo
        )
        show_accuracy(report)
        if report.stopped:  # a fit cut short is not the better policy: keep the last whole one
            print(f"DAgger round {round_ + 1}'s fit was cut by the time budget: the policy of the round before is kept")
            break
        policy = refitted
        save_round(args, policy, round_ + 1)
    print(f"cloned in {clock()} on {len(data.actions)} samples", flush=True)
    if args.ppo_minutes > 0:
        if time.perf_counter() > deadline:
            print("PPO skipped: the time budget is spent")
        else:
            policy.save(Path(args.model).with_suffix(".clone.pt"))  # to compare with the fine-tuned policy
            policy = finetune(args, policy, deadline)
            print(f"trained in {clock()}", flush=True)
    return policy


def finetune(args: argparse.Namespace, policy: Any, deadline: float) -> Any:
    """PPO on the game's result (``examples.ppo``) for ``--ppo-minutes``, or until ``deadline``."""
    from monopoly_engine.examples.ppo import SELF, Settings
    from monopoly_engine.examples.ppo import finetune as ppo
    from monopoly_engine.rl.opponents import check_opponent

    against = tuple(name for name in args.ppo_against.split(",") if name)
    for name in against:
        if name != SELF:
            check_opponent(name)  # a misspelt bot is refused before the games start
    settings = Settings(
        games=args.ppo_games,
        against=against or ("buyer",),
        draw=args.ppo_draw,
        learning_rate=args.ppo_lr,
        anchor=args.ppo_anchor,
    )
    return ppo(
        policy,
        settings,
        deadline=min(deadline, time.perf_counter() + 60 * args.ppo_minutes),
        edition=args.edition,
        max_rounds=args.max_rounds,
        env_options=ENV_OPTIONS,
        workers=args.workers,
        first_seed=PPO_SEED + 10**6 * args.seed,
        seed=args.seed,
        progress=echo,
    )


def write_results(args: argparse.Namespace, evaluation: Any) -> None:
    """The evaluation's file, with what the policy played under and the arguments of this run."""
    import json

    data = evaluation.as_dict()
    data["env_options"] = {**ENV_OPTIONS, "delegate": list(DELEGATED)}
    data["arguments"] = dict(sorted(vars(args).items()))
    Path(args.results).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def save_round(args: argparse.Namespace, policy: Any, round_: int) -> None:
    if args.save_rounds:
        policy.save(Path(args.model).with_suffix(f".round{round_}.pt"))


def echo(line: str) -> None:
    print(line, flush=True)


def show_accuracy(report: Any) -> None:
    if report.by_kind:
        print(
            "held-out accuracy by decision: "
            + ", ".join(f"{name} {accuracy:.0%} of {count}" for name, (count, accuracy) in report.by_kind.items()),
            flush=True,
        )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(argv)
    import torch

    from monopoly_engine.agents import make_agent
    from monopoly_engine.examples.cloning import ClonedPolicy
    from monopoly_engine.rl.evaluation import evaluate

    torch.set_num_threads(args.threads)
    if args.load is not None:
        policy = ClonedPolicy.load(args.load)
        print(f"loaded {args.load}")
    elif args.start is not None:
        policy = finetune(args, ClonedPolicy.load(args.start), time.perf_counter() + 60 * args.minutes)
        policy.save(args.model)
        print(f"policy saved to {args.model}")
    else:
        policy = train(args)
        policy.save(args.model)
        print(f"policy saved to {args.model} ({Path(args.model).stat().st_size / 1e6:.2f} MB)")
    if args.eval_games > 0 or args.expert_games > 0:
        started = time.perf_counter()
        opponents: list[Any] = [name for name in args.eval_against.split(",") if name] if args.eval_games else []
        games = [args.eval_games] * len(opponents)
        if args.expert_games > 0:
            expert = make_agent("expert", args.expert_params)
            expert.name = f"expert({args.expert_params})"
            opponents.append(expert)
            games.append(args.expert_games)
        evaluation = None
        for opponent, count in zip(opponents, games, strict=True):
            part = evaluate(
                policy,
                [opponent],
                count,
                edition=args.edition,
                max_rounds=args.max_rounds,
                env_options=ENV_OPTIONS,
                progress=echo,
            )
            if evaluation is None:
                evaluation = part
            else:
                evaluation.against.extend(part.against)
            write_results(args, evaluation)  # after each opponent: a long evaluation keeps what it has done
        assert evaluation is not None
        print("\n".join(evaluation.lines()))
        seconds = time.perf_counter() - started
        print(f"evaluated in {seconds:.0f} s; every game, with its seed, seat and end: {args.results}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
