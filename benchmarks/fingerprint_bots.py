"""Fingerprints of fixed sets of bot games, to show that a change to the bots or the engine's queries leaves
every decision as it was. On demand:

    PYTHONPATH=src python benchmarks/fingerprint_bots.py --write FILE   # record (on the code to compare with)
    PYTHONPATH=src python benchmarks/fingerprint_bots.py --check FILE   # compare; exit status 1 on a difference

A game's fingerprint is the BLAKE2b hash of the ``repr`` of every event of the game, in order: its setup,
every applied action's events (as ``monopoly_engine.agents.runner.play_game`` gives them to ``on_events``) and the
round-limit ``GameOver`` of a draw. Games are seeded as ``monopoly simulate --seed 1`` seeds them
(``sim.seeds``, as ``bench_bots.py`` plays them). The sets (``SETS``): 4 heuristic bots on classic-en,
on classic-en with the speed die, on mega and on cheaters-ru (default parameters: they cheat and accuse), and
a mixed table of heuristic, buyer and random bots. FILE is JSON: per set, its spec and one hash per game, so
a difference names the set and the game.

Not collected by pytest (not named ``test_*`` and outside ``tests/``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
try:
    import monopoly_engine  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(HERE.parent / "src"))

from monopoly_engine.agents.runner import play_game
from monopoly_engine.game import new_game
from monopoly_engine.sim import DEFAULT_MAX_ROUNDS, make_spec
from monopoly_engine.sim.seeds import agent_seed, game_seed
from monopoly_engine.sim.worker import edition_of

HEURISTIC_4 = "heuristic,heuristic,heuristic,heuristic"

# name: (edition, players, rule options, games)
SETS: dict[str, tuple[str, str, dict[str, object], int]] = {
    "classic-en": ("classic-en", HEURISTIC_4, {}, 150),
    "classic-en-speed-die": ("classic-en", HEURISTIC_4, {"speed_die": True}, 60),
    "mega": ("mega", HEURISTIC_4, {}, 60),
    "cheaters-ru": ("cheaters-ru", HEURISTIC_4, {}, 60),
    "classic-en-mixed": ("classic-en", "heuristic,buyer,random,heuristic", {}, 40),
}
SEED = 1


def game_fingerprint(spec, index: int) -> str:
    """The hash of every event of game ``index`` of ``spec``."""
    seed = game_seed(spec.seed, index)
    recorded = new_game(edition_of(spec), spec.names, seed=seed)
    digest = hashlib.blake2b(digest_size=16)

    def take(events) -> None:
        for event in events:
            digest.update(repr(event).encode())
            digest.update(b"\n")

    take(recorded.setup_events)
    play_game(recorded.game, spec.make_agents(), random.Random(agent_seed(seed)), spec.max_rounds, on_events=take)
    return digest.hexdigest()


def fingerprints(only: list[str] | None = None) -> dict[str, dict]:
    """Per set: its spec and the hash of each of its games."""
    found: dict[str, dict] = {}
    for name, (edition, players, options, games) in SETS.items():
        if only and name not in only:
            continue
        spec = make_spec(edition, players, SEED, options=options, max_rounds=DEFAULT_MAX_ROUNDS)
        start = time.perf_counter()
        hashes = [game_fingerprint(spec, index) for index in range(games)]
        seconds = time.perf_counter() - start
        print(f"{name}: {games} games in {seconds:.1f} s", file=sys.stderr)
        found[name] = {"edition": edition, "players": players, "options": options, "seed": SEED, "games": hashes}
    return found


def compare(expected: dict[str, dict], actual: dict[str, dict]) -> list[str]:
    """The differences, one line each (empty: identical)."""
    problems = []
    for name, want in expected.items():
        got = actual.get(name)
        if got is None:
            problems.append(f"{name}: not played")
            continue
        for key in ("edition", "players", "options", "seed"):
            if want[key] != got[key]:
                problems.append(f"{name}: {key} {got[key]!r}, recorded {want[key]!r}")
        differing = [i for i, (a, b) in enumerate(zip(want["games"], got["games"], strict=False)) if a != b]
        if len(want["games"]) != len(got["games"]):
            problems.append(f"{name}: {len(got['games'])} games, recorded {len(want['games'])}")
        if differing:
            shown = ", ".join(map(str, differing[:10])) + (" ..." if len(differing) > 10 else "")
            problems.append(f"{name}: {len(differing)} games differ (game {shown})")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", metavar="FILE", help="record the fingerprints in FILE")
    mode.add_argument("--check", metavar="FILE", help="compare with the fingerprints recorded in FILE")
    parser.add_argument("--only", action="append", choices=sorted(SETS), help="play only this set (repeatable)")
    args = parser.parse_args(argv)
    if args.write:
        Path(args.write).write_text(json.dumps(fingerprints(args.only), indent=1) + "\n", encoding="utf-8")
        return 0
    expected = json.loads(Path(args.check).read_text(encoding="utf-8"))
    if args.only:
        expected = {name: sets for name, sets in expected.items() if name in args.only}
    problems = compare(expected, fingerprints(list(expected)))
    for line in problems:
        print(line)
    total = sum(len(s["games"]) for s in expected.values())
    print("identical" if not problems else "DIFFERENT", f"({total} games in {len(expected)} sets)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
