"""Python opcodes per dice roll in the heuristic bot's methods, counted exactly (``sys.settrace`` opcode events), on
``bench_bots``' games: where the bot's work goes, in a unit that neither the machine's load nor the interpreter's C
code moves. On demand:

    PYTHONPATH=src python benchmarks/opcodes_bots.py [--games G]

Printed per roll: every opcode run (the engine's, the runner's and the bots'), those run inside each method named in
``METHODS`` (with its callees), and those of ``_end_of_turn`` by the kind of its answer ("idle": it ended the turn),
with the number of such answers, and those inside each method during the idle ends ("idle: METHOD"). An opcode
counts as one whatever it does, so a method that works in C (a tuple compared, ``itemgetter``) looks cheaper here
than in instructions (``instructions.py``); compare runs of the same ``--games``. Tracing makes the games about
thirty times slower. Not collected by pytest.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
try:
    import monopoly_engine  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(HERE.parent / "src"))

import bench_bots

from monopoly_engine.agents.heuristic.agent import HeuristicAgent
from monopoly_engine.core.actions import EndTurn
from monopoly_engine.editions import load_edition

METHODS = (
    "decide",
    "_end_of_turn",
    "_development_costs",
    "_may_develop",
    "_develop",
    "_propose",
    "_best_offer",
    "_danger_now",
    "_raisable",
    "_buy",
    "_bid",
    "_reserve_now",
    "_rival",
    "_any_set",
    "_cheap_mortgages",
    "_plan",
    "_score_builds",
)


def count(games: int) -> tuple[int, Counter[str]]:
    """The rolls of games ``0..games-1`` and the opcodes counted (see the module's text)."""
    spec = bench_bots._spec()
    edition = load_edition(bench_bots.EDITION)
    bench_bots.play_one(spec, edition, games)  # not counted: the tables and imports a process makes once
    methods = {getattr(HeuristicAgent, name).__code__: name for name in METHODS}
    counted: Counter[str] = Counter()
    inside: Counter[str] = Counter()  # per method, how many of its calls are running
    starts: list[int] = []  # the opcode count at each running ``_end_of_turn``'s start
    within: Counter[str] = Counter()  # per method, its opcodes inside the running ``_end_of_turn``

    def call(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        name = methods.get(frame.f_code)
        if name is not None:
            inside[name] += 1
            if name == "_end_of_turn":
                starts.append(counted["all"])
                within.clear()

        def step(frame: FrameType, event: str, arg: Any) -> Any:
            if event == "opcode":
                counted["all"] += 1
                for method, running in inside.items():
                    if running:
                        counted[method] += 1
                        within[method] += 1
            elif event == "return" and name is not None:
                inside[name] -= 1
                if name == "_end_of_turn":
                    kind = "idle" if type(arg) is EndTurn else type(arg).__name__
                    counted[f"_end_of_turn -> {kind}"] += counted["all"] - starts.pop()
                    counted[f"_end_of_turn -> {kind} (answers)"] += 1
                    if kind == "idle":
                        for method, value in within.items():
                            if method != "_end_of_turn":
                                counted[f"idle: {method}"] += value
            return step

        return step

    rolls = 0
    sys.settrace(call)
    try:
        for index in range(games):
            rolls += bench_bots.play_one(spec, edition, index)[0]
    finally:
        sys.settrace(None)
    return rolls, counted


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args(argv)
    rolls, counted = count(args.games)
    total = counted["all"]
    print(f"four heuristic bots, classic-en, {args.games} games, {rolls} rolls; Python opcodes per roll:")
    for name, value in sorted(counted.items(), key=lambda item: -item[1] if "answers" not in item[0] else 0):
        if name.endswith("(answers)"):
            print(f"  {name:<40} {value:>9}")
        else:
            print(f"  {name:<40} {value / rolls:>9,.0f} {value / total:>7.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
