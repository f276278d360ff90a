"""How fast the RL environment steps, against the raw engine playing the same games, in one run. On demand:

    PYTHONPATH=src python benchmarks/bench_rl.py [--edition E] [--players N] [--games G] [--repeat K] [--parts] [--json]
    PYTHONPATH=src python benchmarks/bench_rl.py --profile [--top T]

First ``--games`` games of ``monopoly_v0`` (every seat an agent) are played with random masked choices, and
their integer actions and engine actions are kept. Then, ``--repeat`` times interleaved, in CPU time of the
process, each at its best run:

- ENV: the same games through the environment: ``reset(seed)``, then per decision ``observe`` (the observation
  vector and the action mask, what a policy needs) and ``step``;
- ENGINE: the same games' actions applied to a new ``Game`` with the checked ``Game.apply`` (the engine alone);
- ENGINE + LISTS: the same, listing before each action what a bot may look at (``decision_actions`` and the
  decider's ``free_actions``);
- FLOOR: ``run()`` of ``../shared/bench/floor.py`` beside the repository (``--floor PATH`` for another copy;
  ``benchmarks/shared_floor.py``), the bare dice-and-token loop, in rolls per second of CPU time.

It prints the time per decision of each, the ratios env / engine + lists (target: ``TARGET_RATIO``) and
env / engine, and each against a floor roll. The target is read against the engine + lists: the raw engine
playing the same games, as any player of it must, asks for the legal choices before choosing, and the
environment's mask is those lists mapped. Against the engine's ``apply`` alone no environment that offers the
legal choices can come within 2x: the ``apply`` with the lists (``decision_actions`` and ``free_actions``),
which such an environment must do too, is already more than twice the ``apply`` by itself. That ratio stays
printed beside the other, for comparison.

With ``--parts``, the environment's parts are timed apart on the same games, best of ``--repeat``: ``step``
alone, then ``step`` with one part before it (the observation vector, the mask, the engine's free-action
listing the mask reads), each part printed as the difference. With ``--profile``, the environment's games are
run once under cProfile instead, its ``--top`` functions by own time printed. On a machine shared with other
work the figures move: say so with them.
Not collected by pytest.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path
from typing import Any

try:
    import monopoly_engine  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import shared_floor  # the benchmarks' own module, beside this file

from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.game import ROUND_LIMIT
from monopoly_engine.rl import raw_env
from monopoly_engine.rl.actions import legal_mask

TARGET_RATIO = 2.0
clock = time.process_time


def choose_games(edition: str, players: int, games: int, max_rounds: int) -> list[dict[str, Any]]:
    """Play ``games`` games with random masked choices; keep each one's seed, integers and engine actions."""
    env = raw_env(edition=edition, players=players, max_rounds=max_rounds)
    chosen = []
    for game in range(games):
        seed = 1000 + game
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        ints: list[int | None] = []
        while env.agents:
            agent = env.agent_selection
            if env.terminations[agent] or env.truncations[agent]:
                action = None
            else:
                action = int(rng.choice(np.flatnonzero(env.observe(agent)["action_mask"])))
            ints.append(action)
            env.step(action)
        recorded = env.episode.recorded
        chosen.append({"seed": seed, "ints": ints, "history": [a for a, _ in recorded.history]})
    return chosen


def run_env(env: Any, games: list[dict[str, Any]]) -> tuple[float, int]:
    decisions = 0
    start = clock()
    for game in games:
        env.reset(seed=game["seed"])
        observe, step = env.observe, env.step
        for action in game["ints"]:
            if action is not None:
                observe(env.agent_selection)
                decisions += 1
            step(action)
    return clock() - start, decisions


PARTS = ("step", "observation", "mask", "free_actions")


def run_part(env: Any, games: list[dict[str, Any]], part: str) -> tuple[float, int]:
    """The same games through the environment's ``step``, with before each decision only ``part`` of what
    ``observe`` does (``step``: nothing)."""
    encoder = env.setup.encoder
    # (An environment of an earlier version has no ``Setup.masks``: its ``legal_mask`` is timed, for comparisons.)
    mask = env.setup.masks.mask if hasattr(env.setup, "masks") else legal_mask
    decisions = 0
    start = clock()
    for game in games:
        env.reset(seed=game["seed"])
        episode, step = env.episode, env.step
        for action in game["ints"]:
            if action is not None:
                decisions += 1
                request = episode.request
                view = episode.views[request.seat]
                if part == "observation":
                    encoder.encode(view, True)
                elif part == "mask":
                    mask(view, request.actions)
                elif part == "free_actions":
                    view.free_actions()
            step(action)
    return clock() - start, decisions


def run_engine(env: Any, games: list[dict[str, Any]], lists: bool) -> tuple[float, int]:
    setup = env.setup
    decisions = 0
    start = clock()
    for game in games:
        engine, _ = Game.new(
            setup.edition, [f"Player {i + 1}" for i in range(setup.players)], SeededRandom(game["seed"])
        )
        apply = engine.apply
        for action in game["history"]:
            if action is ROUND_LIMIT:
                engine.end_by_round_limit()
                continue
            if lists:
                engine.decision_actions()
                engine.free_actions(engine.state.stack[-1].player)
            apply(action)
            decisions += 1
    return clock() - start, decisions


def floor_rolls_per_s(path: Path, rolls: int) -> tuple[float, str]:
    """The shared floor's rolls per second of this process's CPU time (the clock of the other figures)."""
    return 1e9 / shared_floor.floor_ns_per_roll(shared_floor.load(path), rolls, clock=clock), str(path)


def measure(args: argparse.Namespace) -> dict[str, Any]:
    games = choose_games(args.edition, args.players, args.games, args.max_rounds)
    env = raw_env(edition=args.edition, players=args.players, max_rounds=args.max_rounds)
    runs: dict[str, list[float]] = {"env": [], "engine": [], "engine_lists": []}
    floors: list[float] = []
    decisions = {}
    gc.collect()
    for _ in range(args.repeat):
        seconds, decisions["env"] = run_env(env, games)
        runs["env"].append(seconds)
        seconds, decisions["engine"] = run_engine(env, games, lists=False)
        runs["engine"].append(seconds)
        seconds, decisions["engine_lists"] = run_engine(env, games, lists=True)
        runs["engine_lists"].append(seconds)
        rate, floor_source = floor_rolls_per_s(args.floor, args.floor_rolls)
        floors.append(rate)
    assert decisions["env"] == decisions["engine"], decisions  # the same games, decision for decision
    per = {name: min(times) / decisions[name] * 1e6 for name, times in runs.items()}
    floor_us = 1e6 / max(floors)
    parts = {}
    if args.parts:
        best = {part: float("inf") for part in PARTS}
        for _ in range(args.repeat):
            for part in PARTS:
                seconds, count = run_part(env, games, part)
                best[part] = min(best[part], seconds / count * 1e6)
        parts = {f"part_{part}_us": round(best[part] - (best["step"] if part != "step" else 0.0), 2) for part in PARTS}
    return {
        "edition": args.edition,
        "players": args.players,
        "games": args.games,
        "decisions": decisions["env"],
        "env_us_per_decision": round(per["env"], 2),
        "env_steps_per_s": round(1e6 / per["env"]),
        "engine_us_per_decision": round(per["engine"], 2),
        "engine_lists_us_per_decision": round(per["engine_lists"], 2),
        "ratio_env_engine": round(per["env"] / per["engine"], 2),
        "ratio_env_engine_lists": round(per["env"] / per["engine_lists"], 2),
        "floor": floor_source,
        "floor_rolls_per_s": round(max(floors)),
        "ratio_env_floor": round(per["env"] / floor_us, 1),
        "ratio_engine_floor": round(per["engine"] / floor_us, 1),
        "within_target": per["env"] / per["engine_lists"] <= TARGET_RATIO,
        **parts,
    }


def profile(args: argparse.Namespace) -> None:
    """The environment's games (observe + step per decision) once under cProfile, by own time."""
    import cProfile
    import pstats

    games = choose_games(args.edition, args.players, args.games, args.max_rounds)
    env = raw_env(edition=args.edition, players=args.players, max_rounds=args.max_rounds)
    profiler = cProfile.Profile()
    profiler.enable()
    run_env(env, games)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(args.top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--edition", default="classic-en")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--max-rounds", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    shared_floor.add_option(parser)
    parser.add_argument("--floor-rolls", type=int, default=1_000_000)
    parser.add_argument("--parts", action="store_true", help="also time the environment's parts apart")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", action="store_true", help="cProfile the environment's games instead")
    parser.add_argument("--top", type=int, default=30, help="functions shown by --profile")
    args = parser.parse_args()
    if args.profile:
        profile(args)
        return
    result = measure(args)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    r = result
    print(
        f"{r['edition']}, {r['players']} players, {r['games']} games of random masked play, {r['decisions']} decisions"
    )
    print(f"env (observe + step):      {r['env_us_per_decision']:8.1f} us/decision  {r['env_steps_per_s']:,} steps/s")
    print(f"engine (apply):            {r['engine_us_per_decision']:8.1f} us/decision")
    print(f"engine + legal lists:      {r['engine_lists_us_per_decision']:8.1f} us/decision")
    verdict = "met" if r["within_target"] else "not met"
    print(f"ratio env / engine + lists:{r['ratio_env_engine_lists']:8.2f}x (target {TARGET_RATIO}x: {verdict})")
    print(f"ratio env / engine:        {r['ratio_env_engine']:8.2f}x (apply alone: apply + lists is over 2x it)")
    print(f"floor ({r['floor']}): {r['floor_rolls_per_s']:,} rolls/s")
    print(
        f"ratio env / floor roll:    {r['ratio_env_floor']:8.1f}x   engine / floor roll: {r['ratio_engine_floor']:.1f}x"
    )
    if args.parts:
        print("parts, each timed apart (step alone, then step with the part before each decision):")
        print(f"  step:                    {r['part_step_us']:8.1f} us/decision")
        print(f"  observation vector:      {r['part_observation_us']:8.1f} us/decision")
        print(
            f"  action mask:             {r['part_mask_us']:8.1f} us/decision"
            f"  (of it, the engine's free-action listing: {r['part_free_actions_us']:.1f})"
        )


if __name__ == "__main__":
    main()
