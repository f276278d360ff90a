"""How fast bots play complete games, against the floor, in one run. On demand:

    PYTHONPATH=src python benchmarks/bench_bots.py [--games N] [--sim-games M] [--repeat K] [--bots buyer] [--json]
    PYTHONPATH=src python benchmarks/bench_bots.py --profile [--games N] [--top T]
    PYTHONPATH=src python benchmarks/bench_bots.py --breakdown [--games N] [--repeat K] [--json]

FLOOR: ``run()`` of ``../shared/bench/floor.py`` beside the repository (``--floor PATH``; ``shared_floor.py``),
measured in the same run. ONE PROCESS: complete 4-player classic-en games between heuristic bots (``--bots buyer``:
four buyer bots, against their own targets: ``BUYER_TARGETS``), driven by
``monopoly_engine.agents.runner.play_game`` with an ``on_events`` that keeps every event of the game (dropped when
the game is over), games seeded as ``monopoly simulate --seed 1`` seeds them (``sim.seeds``), a draw at
``monopoly_engine.sim.DEFAULT_MAX_ROUNDS`` rounds. Reported: games/s, dice rolls/s (``GameState.rolls``), ns per
roll and its ratio to the floor's (target: ``TARGET_RATIO`` times the floor, ``TARGET_RATIO_COMPILED`` for the
compiled build, which the result names), in CPU time of the process
like the floor, best of ``--repeat`` runs interleaved with the floor's; the peak memory: the process's
maximum resident set, and the peak of the Python heap while one game is played with its events kept
(``tracemalloc``, measured in a separate untimed pass). ENGINE ALONE: the same games replayed from their recorded
actions with ``Game.apply_unchecked`` (no bot, no runner, no legal-action lists; events kept), timed the same way:
what the rules cost per roll in these games, so the rest is what choosing costs (target: ``TARGET_ENGINE_RATIO``,
``TARGET_ENGINE_RATIO_COMPILED``). WORKERS: ``--sim-games`` games, seeded
the same way, with the process backend of ``monopoly_engine.sim`` (``simulate``, wall-clock time from the call to the
last result, so the start of the worker processes counts; the games' events tallied as the simulation does, not kept)
with 1 worker (``monopoly_engine.sim`` plays those in the calling process) and with 2 worker processes; reported:
games/s of each and the speedup of 2 over 1 (target: ``TARGET_SPEEDUP``). On a machine with fewer than two
free cores the speedup cannot be met; the number of cores is printed.

BREAKDOWN (``--breakdown``): a dice roll's cost taken apart, on the same games, each part against the floor of the
same run. Four parts, each timed as above (CPU time, best of ``--repeat``, interleaved with the floor): the four
heuristic bots (the figure above); the same games with each bot replaced by a script of its own answers (each
decision answered with the action the bot chose there, by its place in the list when it was listed, at no cost:
what the runner and the engine cost, the bots' thinking taken out; a free action the script plays is checked by
the engine as any unlisted answer, so this part, if anything, is over and the thinking under); the engine alone;
and four heuristic bots with the trade search off (``trades=False``: other games, compared per roll). Then one
untimed pass with each bot's ``decide`` timed call by call (``perf_counter_ns``), grouped by the decision's kind
and the kind of the answer: how often per roll, how long each, and its share of the thinking.

Not collected by pytest (not named ``test_*`` and outside ``tests/``).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import pstats
import random
import resource
import sys
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # bench_engine, beside this file
try:
    import monopoly_engine
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(HERE.parent / "src"))

from bench_engine import replay_game
from shared_floor import FloorRun, add_option, floor_ns_per_roll, load

import monopoly_engine
from monopoly_engine.agents.runner import play_game
from monopoly_engine.editions import load_edition
from monopoly_engine.game import new_game
from monopoly_engine.sim import DEFAULT_MAX_ROUNDS, make_spec, simulate
from monopoly_engine.sim.backends import default_workers
from monopoly_engine.sim.seeds import agent_seed, game_seed
from monopoly_engine.sim.tuning import batch_gc

EDITION = "classic-en"
PLAYERS = "heuristic,heuristic,heuristic,heuristic"  # (the breakdown's and the profile's)
# ``--bots buyer``: the same measurement with four buyer bots (issue 31's second line of targets), pure and compiled
BUYER_TARGETS = (30.0, 15.0)
SEED = 1
TARGET_RATIO = 50.0
TARGET_RATIO_COMPILED = 20.0
TARGET_ENGINE_RATIO = 10.0
TARGET_ENGINE_RATIO_COMPILED = 5.0
TARGET_SPEEDUP = 1.85
MIN_FLOOR_ROLLS = 200_000

clock = time.process_time  # as bench_engine's floor: CPU time of this process
clock_wall = time.perf_counter


def _spec(bots: str = "heuristic"):
    return make_spec(EDITION, ",".join([bots] * 4), SEED, max_rounds=DEFAULT_MAX_ROUNDS)


def play_one(spec, edition, index: int, agents=None) -> tuple[int, int, bool]:
    """Game ``index`` of ``spec`` with every event kept, played by ``agents`` (default: ``spec``'s bots); returns
    (dice rolls, events, ended with a winner)."""
    seed = game_seed(spec.seed, index)
    game = new_game(edition, spec.names, seed=seed).game
    events: list = []
    seats = spec.make_agents() if agents is None else agents
    play_game(game, seats, random.Random(agent_seed(seed)), spec.max_rounds, on_events=events.extend)
    return game.state.rolls, len(events), game.state.winner >= 0


def _play_all(spec, edition, games: int) -> tuple[float, dict[str, int]]:
    """CPU seconds to play games ``0..games-1``, and what they came to."""
    gc.collect()
    counts = {"rolls": 0, "events": 0, "won": 0}
    with batch_gc():  # as the simulation workers play
        start = clock()
        for index in range(games):
            rolls, events, won = play_one(spec, edition, index)
            counts["rolls"] += rolls
            counts["events"] += events
            counts["won"] += won
        elapsed = clock() - start
    return elapsed, counts


def _recorded_actions(spec, edition, games: int) -> list[tuple[int, list]]:
    """Each game's seed and the actions its bots took (untimed; a round-limit ending is not an action)."""
    logs = []
    for index in range(games):
        seed = game_seed(spec.seed, index)
        recorded = new_game(edition, spec.names, seed=seed)
        play_game(recorded, spec.make_agents(), random.Random(agent_seed(seed)), spec.max_rounds)
        logs.append((seed, [action for action, _ in recorded.history if action is not None]))
    return logs


def _replay_all(spec, edition, logs: list[tuple[int, list]]) -> tuple[float, int]:
    """CPU seconds to replay the games from their actions, events kept, and the dice rolls replayed."""
    gc.collect()
    rolls = 0
    with batch_gc():
        start = clock()
        for seed, actions in logs:
            rolls += replay_game(edition, seed, actions, tuple(spec.names)).state.rolls
        elapsed = clock() - start
    return elapsed, rolls


class _Wrapped:
    """A bot seen through a wrapper: the runner asks the wrapper what it would ask the bot."""

    def __init__(self, agent) -> None:
        self.agent = agent
        self.name = agent.name
        self.wants_forced_moves = getattr(agent, "wants_forced_moves", False)


class _Recorder(_Wrapped):
    """Passes ``agent``'s answers through, keeping each one for a ``_Script``: its place in the decision's list
    when it is one of those very objects, else the action itself (a free action)."""

    def __init__(self, agent) -> None:
        super().__init__(agent)
        self.answers: list[tuple[int, object]] = []

    def decide(self, view, actions, rng):
        answer = self.agent.decide(view, actions, rng)
        for place, listed in enumerate(actions):
            if listed is answer:
                self.answers.append((place, None))
                break
        else:
            self.answers.append((-1, answer))
        return answer


class _Script:
    """A seat's recorded answers, given back in order at no cost (see BREAKDOWN in the module's text)."""

    name = "script"

    def __init__(self, answers: list[tuple[int, object]], wants_forced_moves: bool) -> None:
        self.wants_forced_moves = wants_forced_moves
        self._next = iter(answers).__next__

    def decide(self, view, actions, rng):
        place, action = self._next()
        return actions[place] if place >= 0 else action


def _scripts(spec, edition, games: int) -> list[list[_Recorder]]:
    """Each game's bots' answers, recorded while playing it (untimed)."""
    recorded = []
    for index in range(games):
        recorders = [_Recorder(agent) for agent in spec.make_agents()]
        play_one(spec, edition, index, recorders)
        recorded.append(recorders)
    return recorded


def _play_scripts(spec, edition, recorded: list[list[_Recorder]]) -> tuple[float, dict[str, int]]:
    """CPU seconds to play the games again with every bot replaced by its script, events kept; what they came to
    (as ``_play_all`` counts it)."""
    gc.collect()
    counts = {"rolls": 0, "events": 0, "won": 0}
    with batch_gc():
        start = clock()
        for index, recorders in enumerate(recorded):
            scripts = [_Script(r.answers, r.wants_forced_moves) for r in recorders]
            rolls, events, won = play_one(spec, edition, index, scripts)
            counts["rolls"] += rolls
            counts["events"] += events
            counts["won"] += won
        elapsed = clock() - start
    return elapsed, counts


class _Timed(_Wrapped):
    """Times ``agent.decide`` call by call, by the decision's kind and the answer's kind."""

    def __init__(self, agent, table: dict) -> None:
        super().__init__(agent)
        self.table = table

    def decide(self, view, actions, rng):
        start = time.perf_counter_ns()
        answer = self.agent.decide(view, actions, rng)
        took = time.perf_counter_ns() - start
        key = (type(view.decision).__name__, type(answer).__name__)
        entry = self.table.get(key)
        if entry is None:
            entry = self.table[key] = [0, 0]
        entry[0] += 1
        entry[1] += took
        return answer


def _decisions_table(spec, edition, games: int) -> tuple[dict, int]:
    """Per (decision kind, answer kind): [calls, nanoseconds in ``decide``], over ``games`` games; the rolls."""
    table: dict = {}
    rolls = 0
    gc.collect()
    with batch_gc():
        for index in range(games):
            rolls += play_one(spec, edition, index, [_Timed(agent, table) for agent in spec.make_agents()])[0]
    return table, rolls


def breakdown(games: int, floor: FloorRun, repeat: int = 3) -> dict:
    """BREAKDOWN of the module's text: each part in ns per roll and against the floor of the same run."""
    spec = _spec()
    no_trades = make_spec(
        EDITION, PLAYERS, SEED, max_rounds=DEFAULT_MAX_ROUNDS, bot_params={"heuristic": "trades=false"}
    )
    edition = load_edition(EDITION)
    play_one(spec, edition, games)  # warm up, as ``run``
    logs = _recorded_actions(spec, edition, games)
    recorded = _scripts(spec, edition, games)
    best: dict[str, float] = {}
    rolls: dict[str, int] = {}

    def keep(part: str, seconds: float, part_rolls: int) -> None:
        best[part] = min(best.get(part, float("inf")), seconds)
        rolls[part] = part_rolls

    floor_runs = []
    for attempt in range(max(1, repeat)):
        seconds, played = _play_all(spec, edition, games)
        keep("bots", seconds, played["rolls"])
        seconds, scripted = _play_scripts(spec, edition, recorded)
        keep("runner_and_engine", seconds, scripted["rolls"])
        keep("engine", *_replay_all(spec, edition, logs))
        seconds, counts = _play_all(no_trades, edition, games)
        keep("bots_no_trade_search", seconds, counts["rolls"])
        floor_runs.append(
            floor_ns_per_roll(floor, max(played["rolls"], MIN_FLOOR_ROLLS), seed=attempt + 1, clock=clock)
        )
        # The parts divide by one count of rolls: the scripts and the replay must play the bots' very games.
        if scripted != played or rolls["engine"] != played["rolls"]:
            raise RuntimeError(f"the scripts or the replay played other games: {played}, {scripted}, {rolls}")
    floor_ns = min(floor_runs)
    ns = {part: best[part] / rolls[part] * 1e9 for part in best}
    table, table_rolls = _decisions_table(spec, edition, games)
    thinking_ns = sum(entry[1] for entry in table.values())
    decisions = [
        {
            "decision": decision,
            "answer": answer,
            "per_roll": round(calls / table_rolls, 3),
            "us_each": round(took / calls / 1000, 2),
            "ns_per_roll": round(took / table_rolls),
            "share": round(took / thinking_ns, 3),
        }
        for (decision, answer), (calls, took) in sorted(table.items(), key=lambda item: -item[1][1])
    ]
    budget = TARGET_RATIO_COMPILED if monopoly_engine.COMPILED else TARGET_RATIO
    return {
        "build": "compiled" if monopoly_engine.COMPILED else "pure Python",
        "games": games,
        "rolls": rolls["bots"],
        "floor_ns_per_roll": round(floor_ns, 1),
        "target_ratio": budget,
        "parts_ns_per_roll": {part: round(value, 1) for part, value in ns.items()},
        "parts_ratio": {part: round(value / floor_ns, 2) for part, value in ns.items()},
        "thinking_ratio": round((ns["bots"] - ns["runner_and_engine"]) / floor_ns, 2),
        "runner_ratio": round((ns["runner_and_engine"] - ns["engine"]) / floor_ns, 2),
        "thinking_budget_ratio": round(budget - ns["runner_and_engine"] / floor_ns, 2),
        "decisions_per_roll": round(sum(entry[0] for entry in table.values()) / table_rolls, 3),
        "decide_ns_per_roll_timed_pass": round(thinking_ns / table_rolls),
        "decisions": decisions,
    }


def print_breakdown(r: dict) -> None:
    ratio, ns = r["parts_ratio"], r["parts_ns_per_roll"]
    print(
        f"a dice roll taken apart: {r['games']} games of 4 heuristic bots, classic-en, {r['rolls']:,} rolls, "
        f"{r['build']}"
    )
    print(f"floor: {r['floor_ns_per_roll']:,} ns per roll; target {r['target_ratio']:g}x")
    names = {
        "bots": "four heuristic bots (the figure)",
        "runner_and_engine": "the runner and the engine (bots scripted)",
        "engine": "the engine alone (replayed)",
        "bots_no_trade_search": "four heuristic bots, trade search off",
    }
    for part, label in names.items():
        print(f"  {label:<44} {ns[part]:>10,.1f} ns  {ratio[part]:>7.2f}x")
    print(f"  {'the bots thinking (first - second)':<44} {'':>10}     {r['thinking_ratio']:>7.2f}x")
    print(f"  {'the runner (second - third)':<44} {'':>10}     {r['runner_ratio']:>7.2f}x")
    print(f"  {'left for thinking within the target':<44} {'':>10}     {r['thinking_budget_ratio']:>7.2f}x")
    print(
        f"the bots' decide, timed call by call (another pass: {r['decisions_per_roll']} decisions and "
        f"{r['decide_ns_per_roll_timed_pass']:,} ns per roll):"
    )
    print(f"  {'decision':<26} {'answer':<16} {'per roll':>9} {'us each':>9} {'ns/roll':>9} {'share':>7}")
    for row in r["decisions"]:
        if row["share"] < 0.005:
            continue
        print(
            f"  {row['decision']:<26} {row['answer']:<16} {row['per_roll']:>9.3f} {row['us_each']:>9.2f} "
            f"{row['ns_per_roll']:>9,} {row['share']:>7.1%}"
        )


def _peak_heap(spec, edition, games: int) -> int:
    """The largest ``tracemalloc`` peak of one game played with its events kept (bytes; untimed)."""
    peak = 0
    tracemalloc.start()
    try:
        for index in range(games):
            tracemalloc.reset_peak()
            play_one(spec, edition, index)
            peak = max(peak, tracemalloc.get_traced_memory()[1])
    finally:
        tracemalloc.stop()
    return peak


def _simulate(spec, games: int, workers: int) -> dict:
    """One ``simulate`` run, timed from the call to the last result; also when the first result came (the
    workers' start, their imports and tables, and the first chunk of games)."""
    arrivals: list[float] = []
    start = time.perf_counter()
    run = simulate(spec, games, backend="process", workers=workers, on_result=[lambda _: arrivals.append(clock_wall())])
    seconds = time.perf_counter() - start
    return {
        "workers": workers,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2),
        "rolls_per_second": round(run.summary.rolls / seconds),
        "first_result_seconds": round(arrivals[0] - start, 3),
        "rolls": run.summary.rolls,
    }


def run(games: int, floor: FloorRun, repeat: int = 3, sim_games: int = 0, bots: str = "heuristic") -> dict:
    """Measure the floor and the one-process games ``repeat`` times, interleaved, each at its best run; then
    (``sim_games`` > 0) the process backend with 1 and 2 workers. ``bots``: the kind in all four seats."""
    spec = _spec(bots)
    edition = load_edition(EDITION)
    play_one(spec, edition, games)  # warm up: imports, the bots' per-edition tables (not one of the timed games)
    logs = _recorded_actions(spec, edition, games)
    bot_runs, floor_runs, replay_runs = [], [], []
    for attempt in range(max(1, repeat)):
        bot_s, counts = _play_all(spec, edition, games)
        floor_rolls = max(counts["rolls"], MIN_FLOOR_ROLLS)
        floor_ns = floor_ns_per_roll(floor, floor_rolls, seed=attempt + 1, clock=clock)
        replay_s, replayed_rolls = _replay_all(spec, edition, logs)
        bot_runs.append(bot_s)
        floor_runs.append(floor_ns)
        replay_runs.append(replay_s)
    bot_s, floor_ns, replay_s = min(bot_runs), min(floor_runs), min(replay_runs)
    rolls = counts["rolls"]
    if replayed_rolls != rolls:
        raise RuntimeError(f"the replayed games rolled {replayed_rolls} times, the played ones {rolls}")
    replay_ns = replay_s / rolls * 1e9
    bot_ns = bot_s / rolls * 1e9
    compiled = monopoly_engine.COMPILED
    target = TARGET_RATIO_COMPILED if compiled else TARGET_RATIO
    if bots == "buyer":
        target = BUYER_TARGETS[1] if compiled else BUYER_TARGETS[0]
    engine_target = TARGET_ENGINE_RATIO_COMPILED if compiled else TARGET_ENGINE_RATIO
    result: dict = {
        "build": "compiled" if compiled else "pure Python",
        "edition": EDITION,
        "players": ",".join(spec.kinds),
        "bots": bots,
        "seed": SEED,
        "max_rounds": spec.max_rounds,
        "games": games,
        "games_with_a_winner": counts["won"],
        "rolls": rolls,
        "events": counts["events"],
        "repeat": len(bot_runs),
        "cpu_seconds": round(bot_s, 3),
        "games_per_second": round(games / bot_s, 2),
        "rolls_per_second": round(rolls / bot_s),
        "ns_per_roll": round(bot_ns, 1),
        "floor_ns_per_roll": round(floor_ns, 1),
        "ratio": round(bot_ns / floor_ns, 2),
        "ratio_per_run": [round(b / rolls * 1e9 / f, 2) for b, f in zip(bot_runs, floor_runs, strict=True)],
        "target_ratio": target,
        "within_target_ratio": bot_ns / floor_ns <= target,
        "engine_alone_ns_per_roll": round(replay_ns, 1),
        "engine_alone_ratio": round(replay_ns / floor_ns, 2),
        "target_engine_alone_ratio": engine_target,
        "within_target_engine_alone_ratio": replay_ns / floor_ns <= engine_target,
        "peak_heap_one_game_bytes": _peak_heap(spec, edition, min(games, 20)),
        "max_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,  # Linux: KiB
        "cores": default_workers(),
    }
    if sim_games > 0:
        one = _simulate(spec, sim_games, 1)
        two = _simulate(spec, sim_games, 2)
        speedup = two["games_per_second"] / one["games_per_second"]
        result["process_backend"] = {
            "games": sim_games,
            "one_worker": one,
            "two_workers": two,
            "speedup": round(speedup, 2),
            "target_speedup": TARGET_SPEEDUP,
            "within_target_speedup": speedup >= TARGET_SPEEDUP,
        }
    return result


def print_table(r: dict) -> None:
    mib = 1024 * 1024
    rows = [
        (f"games (4 {r['bots']} bots, classic-en)", f"{r['games']} ({r['games_with_a_winner']} with a winner)"),
        ("build", r["build"]),
        ("dice rolls / events kept", f"{r['rolls']:,} / {r['events']:,}"),
        ("one process, best of", f"{r['repeat']} runs (CPU time)"),
        ("  games/s", f"{r['games_per_second']:,}"),
        ("  rolls/s", f"{r['rolls_per_second']:,}"),
        ("  ns per roll", f"{r['ns_per_roll']:,}"),
        ("floor (the floor file's run()): ns per roll", f"{r['floor_ns_per_roll']:,}"),
        ("ratio bots / floor", f"{r['ratio']}x (each run: {', '.join(f'{x}x' for x in r['ratio_per_run'])})"),
        (f"within {r['target_ratio']:g}x target", "yes" if r["within_target_ratio"] else "NO"),
        ("engine alone (same games replayed)", f"{r['engine_alone_ns_per_roll']:,} ns per roll"),
        ("ratio engine alone / floor", f"{r['engine_alone_ratio']}x (the bots and the runner: the rest)"),
        (
            f"within {r['target_engine_alone_ratio']:g}x target",
            "yes" if r["within_target_engine_alone_ratio"] else "NO",
        ),
        ("peak Python heap, one game + events", f"{r['peak_heap_one_game_bytes'] / mib:.2f} MiB"),
        ("peak resident memory of the process", f"{r['max_rss_bytes'] / mib:.1f} MiB"),
    ]
    sim = r.get("process_backend")
    if sim is not None:
        one, two = sim["one_worker"], sim["two_workers"]
        rows += [
            (f"process backend, {sim['games']} games", f"wall-clock time, {r['cores']} cores"),
            ("  1 worker (in this process): games/s", f"{one['games_per_second']:,} ({one['seconds']} s)"),
            ("  2 workers: games/s", f"{two['games_per_second']:,} ({two['seconds']} s)"),
            ("  speedup 2 / 1", f"{sim['speedup']}x"),
            ("  2 workers: first result after", f"{two['first_result_seconds']} s (start, imports, first chunk)"),
            (f"within {sim['target_speedup']:g}x target", "yes" if sim["within_target_speedup"] else "NO"),
        ]
    width = max(len(k) for k, _ in rows)
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


def profile(games: int, top: int) -> None:
    """cProfile of the one-process games, sorted by own time."""
    spec = _spec()
    edition = load_edition(EDITION)
    play_one(spec, edition, games)  # warm up
    profiler = cProfile.Profile()
    with batch_gc():
        profiler.enable()
        for index in range(games):
            play_one(spec, edition, index)
        profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games of the one-process runs (default 300)")
    parser.add_argument("--repeat", type=int, default=3, help="one-process runs, the best kept (default 3)")
    parser.add_argument(
        "--sim-games", type=int, default=1000, help="games of the process-backend runs (default 1000; 0: skip them)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--profile", action="store_true", help="cProfile the one-process games instead")
    parser.add_argument("--top", type=int, default=30, help="functions shown by --profile")
    parser.add_argument(
        "--breakdown", action="store_true", help="a roll's cost taken apart (BREAKDOWN in the module's text) instead"
    )
    parser.add_argument(
        "--bots", choices=("heuristic", "buyer"), default="heuristic", help="the kind in all four seats"
    )
    add_option(parser)
    args = parser.parse_args(argv)
    if args.profile:
        profile(max(1, args.games), args.top)
        return 0
    if args.breakdown:
        parts = breakdown(max(1, args.games), load(args.floor), args.repeat)
        if args.json:
            print(json.dumps(parts, indent=2))
        else:
            print_breakdown(parts)
        return 0
    result = run(max(1, args.games), load(args.floor), args.repeat, max(0, args.sim_games), args.bots)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_table(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
