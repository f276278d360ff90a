"""Rewrite the playthrough files from fresh games: ``python -m tests.playthroughs.regenerate [NAME ...]``
(all of them without a name). Review the diff: it is what the change did to the games."""

from __future__ import annotations

import argparse
import sys

from .games import BY_NAME, PLAYTHROUGHS, playthrough_text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.playthroughs.regenerate", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"one of: {', '.join(BY_NAME)}")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in BY_NAME]
    if unknown:
        parser.error(f"unknown playthrough {', '.join(unknown)} (known: {', '.join(BY_NAME)})")
    for playthrough in [BY_NAME[name] for name in args.names] or PLAYTHROUGHS:
        text = playthrough_text(playthrough)
        old = playthrough.path.read_text(encoding="utf-8") if playthrough.path.exists() else None
        playthrough.path.write_text(text, encoding="utf-8", newline="\n")
        state = "unchanged" if old == text else "written"
        print(f"{playthrough.path.name}: {state} ({len(text.splitlines())} lines, {len(text) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
