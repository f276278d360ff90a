"""Machine instructions per decision (the RL environment) or per dice roll (the bots), counted by valgrind's
callgrind, which a machine's load does not move (the timed benchmarks move by 30% and more between runs of the
same code on a shared machine). On demand, with ``valgrind`` installed:

    python benchmarks/instructions.py rl [--games G] [--parts]  # env, engine + lists, engine per decision, ratios
    python benchmarks/instructions.py bots [--games G]    # four heuristic bots per roll (bench_bots' games)
    python benchmarks/instructions.py buyers [--games G]  # four buyer bots per roll (the same seeds)
    python benchmarks/instructions.py engine [--games G] [--actions FILE]  # the engine alone, per roll and action

``rl --parts`` also counts the environment's parts as ``bench_rl --parts`` times them: ``step`` alone, then
``step`` with one part before each decision (the observation vector, the mask, the engine's free-action listing
the mask reads), each printed as the difference (four more runs).

``--gc-off`` counts with the garbage collector disabled in the runs (its full passes fall at other places when
the code before a part changes, which moves a part's count by a few per cent though its code did not change).

Each figure is the difference between two runs of this file under callgrind (``PYTHONHASHSEED=0``,
``OPENBLAS_NUM_THREADS=1``, the same Python as this one): one that only prepares (``rl``: chooses ``bench_rl``'s
games with random masked play; ``bots``: loads the edition and the bots' spec and plays one game that is not
counted, which builds the bots' tables) and one that then also plays the part. ``engine`` replays the heuristic
bots' games (``bots``' seeds) from their recorded actions with ``Game.apply_unchecked``, events kept, as
``bench_bots``' ENGINE ALONE does: the actions are recorded once outside callgrind and pickled (``--actions FILE``:
read from FILE, or recorded into it when it does not exist yet, so that two trees can replay the very same actions
though their bots would play other games); its base loads them and replays the start of one game. The counts are of
this process's ``monopoly_engine``, pure Python or compiled (the result says which); its modules are byte-compiled
first, so that no run counts their compilation. Each run takes a minute or two.
Not collected by pytest.
"""

from __future__ import annotations

import argparse
import compileall
import gc
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
try:
    import monopoly_engine  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(HERE.parent / "src"))

RL_PARTS = ("base", "env", "lists", "apply")
RL_ENV_PARTS = ("step", "observation", "mask", "free_actions")  # ``bench_rl.PARTS``, with ``--parts``
BOT_PARTS = ("base", "bots")
BUYERS = "buyer,buyer,buyer,buyer"


def recorded_actions(games: int, path: Path) -> list[tuple[int, list]]:
    """The heuristic bots' games ``0..games-1`` (``bots``' seeds) as (seed, actions), recorded into ``path`` first
    when it does not exist."""
    if not path.exists():
        import bench_bots

        from monopoly_engine.editions import load_edition

        recorded = bench_bots._recorded_actions(bench_bots._spec(), load_edition("classic-en"), games)
        path.write_bytes(pickle.dumps(recorded))
    logs: list[tuple[int, list]] = pickle.loads(path.read_bytes())
    return logs[:games]


def replay_part(part: str, games: int, path: Path) -> str:
    """The ``engine`` kind's ``part``: load the recorded actions (and replay them unless ``base``); returns
    "rolls actions" replayed."""
    import bench_bots
    from bench_engine import replay_game

    from monopoly_engine.editions import load_edition

    edition = load_edition("classic-en")
    names = tuple(bench_bots._spec().names)
    logs = recorded_actions(games, path)
    replay_game(edition, logs[0][0], logs[0][1][:200], names)  # warm up: what a process does once falls in the base
    if part == "base":
        return "0 0"
    rolls = actions = 0
    for seed, taken in logs:
        rolls += replay_game(edition, seed, taken, names).state.rolls
        actions += len(taken)
    return f"{rolls} {actions}"


def run_part(kind: str, part: str, games: int) -> int:
    """Play ``part`` in this process (under callgrind, from ``count``); return its number of decisions or rolls."""
    if kind == "rl":
        import bench_rl

        from monopoly_engine.rl import raw_env

        chosen = bench_rl.choose_games("classic-en", 2, games, 200)
        env = raw_env(edition="classic-en", players=2, max_rounds=200)
        env.reset(seed=1)
        if part == "env":
            return bench_rl.run_env(env, chosen)[1]
        if part in ("lists", "apply"):
            return bench_rl.run_engine(env, chosen, lists=part == "lists")[1]
        if part in RL_ENV_PARTS:
            return bench_rl.run_part(env, chosen, part)[1]
        return sum(1 for game in chosen for action in game["ints"] if action is not None)
    import bench_bots

    from monopoly_engine.editions import load_edition

    edition = load_edition("classic-en")
    spec = bench_bots._spec()
    if kind == "buyers":
        from monopoly_engine.sim import DEFAULT_MAX_ROUNDS, make_spec

        spec = make_spec(bench_bots.EDITION, BUYERS, bench_bots.SEED, max_rounds=DEFAULT_MAX_ROUNDS)
    # Both runs play one game first, not one of the counted ones (as ``bench_bots.run`` warms up): what a process
    # does once (numpy's import, the bots' tables with their landing odds: about 300 million instructions) falls
    # in the base, and the difference is the rolls' own work.
    bench_bots.play_one(spec, edition, games)
    if part == "base":
        return 0
    return bench_bots._play_all(spec, edition, games)[1]["rolls"]


def count(kind: str, part: str, games: int, gc_off: bool, actions: Path | None = None) -> tuple[int, list[int]]:
    """The instructions of a run of ``part`` under callgrind, and the counts it printed (decisions or rolls; for
    ``engine``, rolls and actions)."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        result = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                sys.executable,
                __file__,
                "--run",
                kind,
                part,
                str(games),
                *(["--gc-off"] if gc_off else []),
                *([f"--actions={actions}"] if actions is not None else []),
            ],
            # (numpy's BLAS threads, started under callgrind, move the count by about 1% between runs of the same code)
            env={**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1"},
            capture_output=True,
            text=True,
            check=True,
        )
        summary = next(line for line in out.read_text().splitlines() if line.startswith(("summary:", "totals:")))
    return int(summary.split()[1]), [int(word) for word in result.stdout.split()]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "--run":  # one part, inside callgrind
        kind, part, games = argv[1], argv[2], int(argv[3])
        if "--gc-off" in argv[4:]:
            gc.disable()
        if kind == "engine":
            path = next(Path(arg.split("=", 1)[1]) for arg in argv[4:] if arg.startswith("--actions="))
            print(replay_part(part, games, path))
        else:
            print(run_part(kind, part, games))
        return 0
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=("rl", "bots", "buyers", "engine"))
    parser.add_argument("--games", type=int, default=None, help="rl: 5 games; bots: 20 games")
    parser.add_argument("--gc-off", action="store_true", help="the garbage collector disabled in the runs")
    parser.add_argument("--parts", action="store_true", help="rl: also count the environment's parts apart")
    parser.add_argument(
        "--actions", type=Path, default=None, help="engine: the recorded actions' file (recorded into it if missing)"
    )
    args = parser.parse_args(argv)
    import monopoly_engine

    compileall.compile_dir(Path(monopoly_engine.__file__).parent, quiet=1)
    compileall.compile_dir(HERE, maxlevels=0, quiet=1)

    games = args.games or (5 if args.kind == "rl" else 20)
    build = ("compiled" if monopoly_engine.COMPILED else "pure Python") + (", collector off" if args.gc_off else "")
    if args.kind == "engine":
        with tempfile.TemporaryDirectory() as folder:
            path = args.actions or Path(folder) / "actions.pickle"
            recorded_actions(games, path)  # outside callgrind
            base = count("engine", "base", games, args.gc_off, path)[0]
            total, (rolls, actions) = count("engine", "bots", games, args.gc_off, path)
        print(f"the engine alone, four heuristic bots' games replayed, classic-en, {games} games, {build}")
        print(f"  {rolls} rolls, {actions} actions")
        print(f"  instructions per roll:    {(total - base) / rolls / 1e3:8.1f}k")
        print(f"  instructions per action:  {(total - base) / actions / 1e3:8.1f}k")
        return 0
    parts = (RL_PARTS + (RL_ENV_PARTS if args.parts else ())) if args.kind == "rl" else BOT_PARTS
    totals = {part: count(args.kind, part, games, args.gc_off) for part in parts}
    base = totals["base"][0]
    if args.kind == "rl":
        decisions = totals["env"][1][0]
        per = {part: (totals[part][0] - base) / decisions for part in parts if part != "base"}
        print(f"classic-en, 2 players, {games} games, {decisions} decisions, {build}; instructions per decision:")
        print(f"  env (observe + step):   {per['env'] / 1e3:8.1f}k")
        print(f"  engine + legal lists:   {per['lists'] / 1e3:8.1f}k")
        print(f"  engine (apply):         {per['apply'] / 1e3:8.1f}k")
        print(f"  ratio env / engine + lists: {per['env'] / per['lists']:.2f}x (target 2.0x)")
        if args.parts:
            print("  parts (step alone, then step with the part before each decision, as the difference):")
            print(f"    step:                 {per['step'] / 1e3:8.1f}k")
            for part in RL_ENV_PARTS[1:]:
                print(f"    {part + ':':<22}{(per[part] - per['step']) / 1e3:8.1f}k")
    else:
        rolls = totals["bots"][1][0]
        bots = "heuristic" if args.kind == "bots" else "buyer"
        print(f"four {bots} bots, classic-en, {games} games, {rolls} rolls, {build}")
        print(f"  instructions per roll:  {(totals['bots'][0] - base) / rolls / 1e3:8.1f}k")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
