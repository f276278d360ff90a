"""What copying a game costs a search, against what playing it forward costs. Run on demand:

    PYTHONPATH=src python benchmarks/bench_clone.py [--edition classic-en] [--players 2] [--states 20]
        [--horizon 8] [--repeat 3] [--json]

STATES: ``--states`` positions from seeded games of heuristic bots, each played to a round from 5 to 26 (the
middle of real games: property owned, houses standing, cards held), at the decision waiting there. At each one:

* CLONE: ``Game.clone()``, the exact copy (random source included);
* IMAGINE: ``Game.clone_for(seat, rng)``, the copy a searching bot plays on (decks shuffled afresh, a new
  random source): what the ``expert`` bot pays per rollout;
* ROLLOUT: a rollout as the ``expert`` bot plays it (``agents.search.SearchAgent.rollout``): the imagined copy,
  fresh heuristic bots with perturbed parameters, ``--horizon`` rounds played.

Each is reported in microseconds per call at its best of ``--repeat`` interleaved runs (CPU time of the
process), and the copy's share of a rollout: the target is a rollout dominated by playing, not copying
(the share well under 10%). Not collected by pytest (not named ``test_*`` and outside ``tests/``).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable

from monopoly_engine.agents import SearchAgent, SearchParams, make_agent
from monopoly_engine.agents.runner import Table
from monopoly_engine.core import Game
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView


def positions(edition: str, players: int, count: int) -> list[Game]:
    """``count`` mid-game positions: games played to round 5, 8, 11, ... (a new game for each), at a decision."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        rounds = 5 + 3 * (seed % 8)
        game = new_game(edition, [f"p{i}" for i in range(players)], seed=seed).game
        bots = [make_agent("heuristic") for _ in range(players)]
        table = Table(game, bots, random.Random(seed))
        while not game.state.over and game.state.rounds < rounds:
            table.step()
        if not game.state.over:
            found.append(game)
        seed += 1
    return found


def timed(run: Callable[[Game], None], games: list[Game]) -> float:
    """CPU microseconds per call of ``run(game)`` over ``games``."""
    start = time.process_time()
    for game in games:
        run(game)
    return (time.process_time() - start) / len(games) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edition", default="classic-en")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--states", type=int, default=20)
    parser.add_argument("--horizon", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = positions(args.edition, args.players, args.states)
    agent = SearchAgent(SearchParams(horizon=args.horizon))
    views = {id(game): PlayerView(game, game.state.stack[-1].player) for game in games}
    best = {"clone": float("inf"), "imagine": float("inf"), "rollout": float("inf")}
    copies = 200

    def clone(game: Game) -> None:
        for _ in range(copies):
            game.clone()

    def imagine(game: Game) -> None:
        for k in range(copies):
            game.clone_for(0, random.Random(k))

    def rollout(game: Game) -> None:
        agent.rollout(views[id(game)], game.decision_actions()[0], 7)

    for _ in range(args.repeat):
        best["clone"] = min(best["clone"], timed(clone, games) / copies)
        best["imagine"] = min(best["imagine"], timed(imagine, games) / copies)
        best["rollout"] = min(best["rollout"], timed(rollout, games))
    share = best["imagine"] / best["rollout"]
    figures = {
        "edition": args.edition,
        "players": args.players,
        "states": len(games),
        "horizon": args.horizon,
        "clone_us": round(best["clone"], 2),
        "imagine_us": round(best["imagine"], 2),
        "rollout_us": round(best["rollout"], 1),
        "copy_share_of_rollout": round(share, 4),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"{args.edition}, {args.players} players, {len(games)} positions, horizon {args.horizon} rounds: "
            f"clone {figures['clone_us']} us, imagined copy {figures['imagine_us']} us, rollout "
            f"{figures['rollout_us']} us; the copy is {100 * share:.2f}% of a rollout"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
