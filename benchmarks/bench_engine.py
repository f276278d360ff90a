"""How fast the engine plays, against the floor of a bare dice-and-token loop. Run on demand:

    PYTHONPATH=src python benchmarks/bench_engine.py [--games N | --seconds S] [--repeat K] [--json]
    PYTHONPATH=src python benchmarks/bench_engine.py [--edition mega] [--option speed_die=true]
    PYTHONPATH=src python benchmarks/bench_engine.py --variants [--games N] [--repeat K] [--json]
    PYTHONPATH=src python benchmarks/bench_engine.py --profile [--games N] [--top T] [--edition E]

FLOOR: ``run()`` of ``../shared/bench/floor.py`` beside the repository (``--floor PATH``; ``shared_floor.py``):
one token, two dice, GO salary, three doubles, the go-to-jail square, leaving jail by paying, nothing else.
ENGINE: complete 4-player classic-en games of random legal play, capped at ``ROUND_LIMIT`` rounds, every event
kept, actions taken from the legal lists applied with ``apply_unchecked``. Both are reported in ns per dice
roll (``GameState.rolls`` for the engine); the target is an engine within ``TARGET_RATIO`` times the floor
(pure Python; ``TARGET_RATIO_COMPILED`` for the compiled build, which the result names).

The engine's games are then replayed from their recorded actions with no policy and no legal-action
enumeration: the difference between the two runs is what choosing (enumeration + policy) costs.
``--variants`` measures, one after the other in the same process, the classic game, the classic game with
the Speed Die option and the Mega game (52 squares, three dice, bus tickets, depots, skyscrapers), and prints
one line each: ns per roll and the ratio against the floor measured in that variant's own runs (the same
two-dice loop every time, so the ratios show what each rule set costs on top of it).
Times are CPU time of the process. Engine, replay and floor are measured ``--repeat`` times,
interleaved, and each is reported at its best run; on a busy machine the numbers still move (shared
caches and clock), so compare runs made on a quiet one.
Not collected by pytest (not named ``test_*`` and outside ``tests/``).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # shared_floor, beside this file
try:
    import monopoly_engine
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from shared_floor import FloorRun, add_option, floor_ns_per_roll, load

import monopoly_engine
from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.core.actions import Action, Bid
from monopoly_engine.core.decisions import AuctionDecision
from monopoly_engine.editions import load_edition
from monopoly_engine.sim.tuning import batch_gc

EDITION = "classic-en"
PLAYERS = ("A", "B", "C", "D")
ROUND_LIMIT = 1000
TARGET_RATIO = 15.0
TARGET_RATIO_COMPILED = 5.0
BID_PROBABILITY = 0.3
FREE_ACTION_EVERY = 20  # on average one random free action per this many decisions

# CPU time of this process: other work on the machine slows it much less than it slows the wall clock.
clock = time.process_time


# --- the engine ------------------------------------------------------------------------------------------


def play_game(edition, seed: int, record: bool = False) -> tuple[Game, list, list[Action]]:
    """One game of random legal play; returns the game, every event, and (``record``) the actions taken.

    The timed runs do not record the actions: keeping hundreds of thousands of them alive would make
    the garbage collector's full passes, and so the engine, look slower than it is.
    """
    game, events = Game.new(edition, PLAYERS, SeededRandom(seed))
    choice = random.Random(seed).random
    state = game.state
    players = state.players
    actions_taken: list[Action] = []
    take = actions_taken.append if record else _ignore
    apply = game.apply_unchecked
    while not state.over:
        if state.rounds >= ROUND_LIMIT:
            events.extend(game.end_by_round_limit() or ())
            break
        top = state.stack[-1]
        if choice() * FREE_ACTION_EVERY < 1:
            active = [i for i, p in enumerate(players) if not p.bankrupt]
            free = game.free_actions(active[int(choice() * len(active))])
            if free:
                action = free[int(choice() * len(free))]
                take(action)
                events.extend(apply(action))
                continue
        actions = game.decision_actions()
        if not actions:  # raising money for a debt: sell, mortgage, ...
            actions = game.free_actions(top.player)
            action = actions[int(choice() * len(actions))]
        elif isinstance(top, AuctionDecision):  # property or building auction
            action = actions[0] if type(actions[0]) is Bid and choice() < BID_PROBABILITY else actions[-1]
        else:
            action = actions[int(choice() * len(actions))]
        take(action)
        events.extend(apply(action))
    return game, events, actions_taken


def _ignore(action: Action) -> None:
    pass


def replay_game(edition, seed: int, actions: list[Action], players: tuple[str, ...] = PLAYERS) -> Game:
    """The same game again from its actions, every event kept: no policy, no legal-action enumeration."""
    game, events = Game.new(edition, list(players), SeededRandom(seed))
    apply = game.apply_unchecked
    for action in actions:
        events.extend(apply(action))
    return game


def _play_all(edition, seeds: list[int]) -> tuple[float, dict[str, int]]:
    """CPU seconds to play the games, and what they came to."""
    gc.collect()
    counts = {"rolls": 0, "events": 0, "limited": 0}
    with batch_gc():  # as the simulation workers play
        start = clock()
        for seed in seeds:
            game, game_events, _ = play_game(edition, seed)
            counts["rolls"] += game.state.rolls
            counts["events"] += len(game_events)
            counts["limited"] += game.state.winner < 0
        elapsed = clock() - start
    return elapsed, counts


def _replay_all(edition, seeds: list[int]) -> tuple[float, int, int]:
    """CPU seconds to replay the games from their actions (recorded, untimed, one game at a time)."""
    gc.collect()
    elapsed = 0.0
    rolls = actions = 0
    for seed in seeds:
        _, _, taken = play_game(edition, seed, record=True)
        start = clock()
        game = replay_game(edition, seed, taken)
        elapsed += clock() - start
        rolls += game.state.rolls
        actions += len(taken)
    return elapsed, rolls, actions


def run(
    games: int,
    seconds: float | None,
    floor: FloorRun,
    repeat: int = 3,
    edition_id: str = EDITION,
    options: dict | None = None,
) -> dict:
    """Measure the engine, the same games replayed, and the floor, ``repeat`` times, interleaved (so a
    busy machine slows all three alike); each is reported at its best run."""
    edition = load_edition(edition_id, options or {})
    if seconds is not None:  # as many games as fit in ``seconds``
        seeds: list[int] = []
        start = clock()
        while not seeds or clock() - start < seconds:
            play_game(edition, len(seeds))
            seeds.append(len(seeds))
    else:
        seeds = list(range(games))
    engine_runs, apply_runs, floor_runs = [], [], []
    for _ in range(max(1, repeat)):
        engine_s, counts = _play_all(edition, seeds)
        apply_s, replayed_rolls, actions = _replay_all(edition, seeds)
        assert replayed_rolls == counts["rolls"], "the replay went another way than the games"
        floor_rolls = max(counts["rolls"], 200_000)
        floor_ns = floor_ns_per_roll(floor, floor_rolls, seed=len(engine_runs) + 1, clock=clock)
        engine_runs.append(engine_s)
        apply_runs.append(apply_s)
        floor_runs.append(floor_ns)
    engine_s, apply_s, floor_ns = min(engine_runs), min(apply_runs), min(floor_runs)
    rolls = counts["rolls"]
    target = TARGET_RATIO_COMPILED if monopoly_engine.COMPILED else TARGET_RATIO
    engine_ns = engine_s / rolls * 1e9
    apply_ns = apply_s / rolls * 1e9
    return {
        "build": "compiled" if monopoly_engine.COMPILED else "pure Python",
        "edition": edition_id,
        "options": options or {},
        "players": len(PLAYERS),
        "games": len(seeds),
        "games_ended_by_round_limit": counts["limited"],
        "rolls": rolls,
        "actions": actions,
        "events": counts["events"],
        "repeat": len(engine_runs),
        "engine_seconds": round(engine_s, 3),
        "games_per_second": round(len(seeds) / engine_s, 2),
        "rolls_per_second": round(rolls / engine_s),
        "engine_ns_per_roll": round(engine_ns, 1),
        "apply_only_ns_per_roll": round(apply_ns, 1),
        "choosing_ns_per_roll": round(engine_ns - apply_ns, 1),
        "floor_rolls": floor_rolls,
        "floor_ns_per_roll": round(floor_ns, 1),
        "ratio": round(engine_ns / floor_ns, 2),
        "apply_only_ratio": round(apply_ns / floor_ns, 2),
        "ratio_per_run": [round(e / rolls * 1e9 / f, 2) for e, f in zip(engine_runs, floor_runs, strict=True)],
        "target_ratio": target,
        "within_target": engine_ns / floor_ns <= target,
    }


def print_table(r: dict) -> None:
    rows = [
        (
            f"games (4 players, {r['edition']}{_options_text(r['options'])}, {r['build']})",
            f"{r['games']} ({r['games_ended_by_round_limit']} hit {ROUND_LIMIT} rounds)",
        ),
        ("best of", f"{r['repeat']} runs"),
        ("dice rolls / actions / events", f"{r['rolls']:,} / {r['actions']:,} / {r['events']:,}"),
        ("engine: games/s", f"{r['games_per_second']:,}"),
        ("engine: rolls/s", f"{r['rolls_per_second']:,}"),
        ("engine: ns per roll", f"{r['engine_ns_per_roll']:,}"),
        ("  of which apply_unchecked (replay)", f"{r['apply_only_ns_per_roll']:,}"),
        ("  of which choosing (legal lists + policy)", f"{r['choosing_ns_per_roll']:,}"),
        ("floor: ns per roll", f"{r['floor_ns_per_roll']:,}"),
        ("ratio engine / floor", f"{r['ratio']}x (apply only: {r['apply_only_ratio']}x)"),
        ("  ratio in each run", ", ".join(f"{x}x" for x in r["ratio_per_run"])),
        (f"within {r['target_ratio']:g}x target", "yes" if r["within_target"] else "NO"),
    ]
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


def _options_text(options: dict) -> str:
    return "".join(f", {key}={value}" for key, value in options.items())


VARIANTS = (("classic-en", {}), ("classic-en", {"speed_die": "true"}), ("mega", {}))


def run_variants(games: int, repeat: int, floor: FloorRun) -> list[dict]:
    """``run`` for every variant of ``VARIANTS``, in order."""
    return [run(games, None, floor, repeat, edition_id, dict(options)) for edition_id, options in VARIANTS]


def variant_line(r: dict) -> str:
    """One variant's result on one line."""
    name = f"{r['edition']}{_options_text(r['options'])}"
    return (
        f"{name:<32} {r['engine_ns_per_roll']:>8,.0f} ns/roll  floor {r['floor_ns_per_roll']:>5,.0f} ns/roll  "
        f"ratio {r['ratio']:>5}x (apply only {r['apply_only_ratio']}x)  "
        f"{r['rolls_per_second']:>9,} rolls/s  {r['games']} games, {r['games_ended_by_round_limit']} at the limit"
    )


def profile(games: int, top: int, edition_id: str = EDITION, options: dict | None = None) -> None:
    """cProfile of the engine games alone (policy included), sorted by own time."""
    edition = load_edition(edition_id, options or {})
    profiler = cProfile.Profile()
    profiler.enable()
    for seed in range(games):
        play_game(edition, seed)
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="games to play (default 50)")
    parser.add_argument("--seconds", type=float, default=None, help="as many games as fit in this time instead")
    parser.add_argument("--repeat", type=int, default=3, help="measure this many times, keep the best (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--profile", action="store_true", help="cProfile the engine games instead")
    parser.add_argument(
        "--variants", action="store_true", help="classic, classic with the speed die and Mega: one line each"
    )
    parser.add_argument("--top", type=int, default=30, help="functions shown by --profile")
    parser.add_argument("--edition", default=EDITION, help=f"edition id (default {EDITION})")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="a rule option, e.g. speed_die=true"
    )
    add_option(parser)
    args = parser.parse_args(argv)
    options = dict(item.split("=", 1) for item in args.option)
    if args.profile:
        profile(args.games, args.top, args.edition, options)
        return 0
    if args.variants:
        results = run_variants(max(1, args.games), args.repeat, load(args.floor))
        if args.json:
            print(json.dumps(results, indent=2))
        else:
            for result in results:
                print(variant_line(result))
        return 0
    result = run(max(1, args.games), args.seconds, load(args.floor), args.repeat, args.edition, options)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_table(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
