"""Same games? Compare seeded bot games with the playthroughs checked in under ``tests/playthroughs/``.

    python benchmarks/fingerprint_bots.py --check [NAME ...]   # exit status 1 on a difference, named by line
    python benchmarks/fingerprint_bots.py --write [NAME ...]   # rewrite the files (then review the diff)

The hashes this script used to record are replaced by those files (``tests.playthroughs.games``), which the
default test run checks too (``tests/playthroughs/test_playthroughs.py``) and ``python -m
tests.playthroughs.regenerate`` rewrites; this script stays for the command people know. A FILE after
``--check`` or ``--write`` (the former hash file) is ignored, with a note.

Not collected by pytest (not named ``test_*`` and outside ``tests/``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the tests.playthroughs package
try:
    import monopoly_engine  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(ROOT / "src"))

from tests.playthroughs.games import BY_NAME, PLAYTHROUGHS, REGENERATE, first_difference, playthrough_lines
from tests.playthroughs.regenerate import main as regenerate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="rewrite the playthrough files")
    mode.add_argument("--check", action="store_true", help="compare fresh games with the playthrough files")
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"playthroughs (default all): {', '.join(BY_NAME)}")
    args = parser.parse_args(argv)
    names = [name for name in args.names if name in BY_NAME]
    for ignored in (name for name in args.names if name not in BY_NAME):
        print(f"note: {ignored!r} ignored (the games are compared with tests/playthroughs/)", file=sys.stderr)
    if args.write:
        return regenerate(names)
    different = 0
    chosen = [BY_NAME[name] for name in names] or PLAYTHROUGHS
    for playthrough in chosen:
        recorded = playthrough.path.read_text(encoding="utf-8").splitlines() if playthrough.path.exists() else []
        difference = first_difference(recorded, playthrough_lines(playthrough))
        if difference is None:
            continue
        different += 1
        print(f"{playthrough.path.name}:{difference[0]}: differs (regenerate: {REGENERATE} {playthrough.name})")
    print("identical" if not different else "DIFFERENT", f"({len(chosen)} playthroughs, {different} differ)")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
