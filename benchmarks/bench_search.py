"""How long the ``expert`` bot thinks: the distribution of its decision times in real games. Run on demand:

    PYTHONPATH=src python benchmarks/bench_search.py [--params rollouts=12,horizon=8] [--games 4]
        [--edition classic-en] [--opponents heuristic] [--max-rounds 500] [--seed 1] [--paired] [--json]

GAMES: ``--games`` seeded games of one ``expert`` bot against ``--opponents`` (comma-separated kinds, one per
other seat), the expert's seat alternating between first and last. Every decision the runner asks the expert
(forced moves are played by the runner and never asked) is timed in CPU time of the process
(``time.process_time``: one core, whatever else the machine runs), and reported as the median, 90th and 99th
percentiles and the maximum, over all its decisions and over the searched ones; with the number of rollouts per
searched decision and the games' results: wins, draws (the round limit; not won) and the win rate's Wilson 95%
interval. ``--paired``: every game is played again with a ``heuristic`` bot in the expert's seat (the same seed,
seat and opponents), and the pairs are counted: what the heuristic in those seats would have won, the games the
search won that the heuristic lost and the other way round (the seeds are the same, so the difference is the
search's alone; its interval is narrower than either side's). Not collected by pytest (not named ``test_*`` and
outside ``tests/``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from monopoly_engine import COMPILED
from monopoly_engine.agents import SearchAgent, make_agent
from monopoly_engine.agents.runner import Table
from monopoly_engine.game import new_game
from monopoly_engine.sim.stats import wilson_interval


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--params", default="")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--edition", default="classic-en")
    parser.add_argument("--opponents", default="heuristic")
    parser.add_argument("--max-rounds", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--paired", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    opponents = [kind.strip() for kind in args.opponents.split(",")]
    every: list[float] = []
    searched: list[float] = []
    rollouts: list[int] = []
    wins = draws = 0
    won: list[bool] = []  # per game: the expert won
    baseline: list[bool] = []  # per game, with --paired: the heuristic in the expert's seat won
    for g in range(args.games):
        expert = make_agent("expert", args.params or None)
        assert isinstance(expert, SearchAgent)
        decide = expert.decide

        def timed(view, actions, rng, decide=decide, expert=expert):  # type: ignore[no-untyped-def]
            before, played = expert.searched, expert.rollouts
            start = time.process_time()
            answer = decide(view, actions, rng)
            spent = time.process_time() - start
            every.append(spent)
            if expert.searched > before:
                searched.append(spent)
                rollouts.append(expert.rollouts - played)
            return answer

        expert.decide = timed  # type: ignore[method-assign]
        bots = [make_agent(kind) for kind in opponents]
        seat = 0 if g % 2 == 0 else len(bots)
        bots.insert(seat, expert)
        game = new_game(args.edition, [f"p{i}" for i in range(len(bots))], seed=args.seed + g).game
        Table(game, bots, random.Random(args.seed + g), max_rounds=args.max_rounds).advance_bots()
        wins += game.state.winner == seat
        draws += game.state.winner < 0
        won.append(game.state.winner == seat)
        if args.paired:
            bots = [make_agent(kind) for kind in opponents]
            bots.insert(seat, make_agent("heuristic"))
            twin = new_game(args.edition, [f"p{i}" for i in range(len(bots))], seed=args.seed + g).game
            Table(twin, bots, random.Random(args.seed + g), max_rounds=args.max_rounds).advance_bots()
            baseline.append(twin.state.winner == seat)
        if not args.json:
            paired = f" (the heuristic there: {'won' if baseline[-1] else 'not won'})" if args.paired else ""
            print(f"  game {g + 1}: {'won' if won[-1] else 'not won'}{paired}", flush=True)
    low, high = wilson_interval(wins, args.games) if args.games else (0.0, 0.0)
    figures = {
        "edition": args.edition,
        "params": make_agent("expert", args.params or None).params.as_text(),  # type: ignore[attr-defined]
        "compiled": COMPILED,
        "games": args.games,
        "wins": wins,
        "draws": draws,
        "decisions": len(every),
        "searched": len(searched),
        "median_ms": round(1000 * statistics.median(every), 2) if every else 0.0,
        "p90_ms": round(1000 * percentile(every, 0.9), 2),
        "p99_ms": round(1000 * percentile(every, 0.99), 2),
        "win_interval": [round(low, 3), round(high, 3)],
        "heuristic_wins": sum(baseline) if args.paired else None,
        "only_search_won": sum(a and not b for a, b in zip(won, baseline, strict=False)) if args.paired else None,
        "only_heuristic_won": sum(b and not a for a, b in zip(won, baseline, strict=False)) if args.paired else None,
        "max_ms": round(1000 * max(every, default=0.0), 2),
        "searched_median_ms": round(1000 * statistics.median(searched), 2) if searched else 0.0,
        "searched_p99_ms": round(1000 * percentile(searched, 0.99), 2),
        "rollouts_per_searched": round(statistics.mean(rollouts), 1) if rollouts else 0.0,
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"expert ({figures['params']}) on {args.edition} against {args.opponents}, {args.games} games "
            f"({wins} won, {draws} drawn; win rate 95% interval {100 * low:.0f}-{100 * high:.0f}%), "
            f"{'compiled' if COMPILED else 'pure Python'}:\n"
            + (
                f"  paired: the heuristic in the same seats won {figures['heuristic_wins']}; only the search won "
                f"{figures['only_search_won']}, only the heuristic {figures['only_heuristic_won']}\n"
                if args.paired
                else ""
            )
            + f"  all {len(every)} decisions asked: median {figures['median_ms']} ms, p90 {figures['p90_ms']} ms, "
            f"p99 {figures['p99_ms']} ms, max {figures['max_ms']} ms\n"
            f"  {len(searched)} searched: median {figures['searched_median_ms']} ms, p99 "
            f"{figures['searched_p99_ms']} ms, {figures['rollouts_per_searched']} rollouts each"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
