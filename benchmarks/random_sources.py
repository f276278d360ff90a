"""The two random sources side by side: ``SeededRandom`` (Mersenne Twister; simulations, bots, scenarios) and
``HashRandom`` (SHA-256 in counter mode; web games), per two-dice roll and per 16-card shuffle, timed in the
same run (best of ``--repeat``), with the ratio. Not collected by pytest.

    PYTHONPATH=src python benchmarks/random_sources.py [--rolls N] [--repeat R]
"""

from __future__ import annotations

import argparse
import sys
import timeit
from pathlib import Path

try:
    import monopoly_engine  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from monopoly_engine.core import SeededRandom
from monopoly_engine.core.hash_random import HashRandom, new_hash_seed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    sources = {
        "SeededRandom (Mersenne Twister)": SeededRandom(1),
        "HashRandom (SHA-256 counter)": HashRandom(new_hash_seed()),
    }
    times: dict[str, tuple[float, float]] = {}
    for name, source in sources.items():
        rolls = min(timeit.repeat(lambda s=source: s.roll(2), number=args.rolls, repeat=args.repeat)) / args.rolls
        shuffles = min(timeit.repeat(lambda s=source: s.shuffle(16), number=args.rolls // 10, repeat=args.repeat))
        times[name] = (rolls, shuffles / (args.rolls // 10))
        print(f"{name:34} roll(2) {rolls * 1e9:7.0f} ns   shuffle(16) {times[name][1] * 1e9:8.0f} ns")
    (mt_roll, mt_shuffle), (h_roll, h_shuffle) = times.values()
    print(f"HashRandom / SeededRandom: roll {h_roll / mt_roll:.2f}x, shuffle {h_shuffle / mt_shuffle:.2f}x")


if __name__ == "__main__":
    main()
