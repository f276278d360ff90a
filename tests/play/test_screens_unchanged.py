"""The terminal's menus and the browser's request frames over seeded games say exactly what the golden record
(``data/screens.json.gz``, made by ``screens_record.py --write``) says: a change of structure changes no screen."""

from __future__ import annotations

import difflib

from screens_record import load_golden, record


def test_screens_are_those_recorded() -> None:
    golden = load_golden()
    now = record()
    assert len(now) == len(golden)
    for then, current in zip(golden, now, strict=True):
        where = f"{then['game']} request {then['request']} ({then['kind']}, seat {then['seat']})"
        for side in ("terminal", "web"):
            if then[side] != current[side]:
                old = then[side] if isinstance(then[side], list) else [then[side]]
                new = current[side] if isinstance(current[side], list) else [current[side]]
                lines = difflib.unified_diff("\n".join(old).splitlines(), "\n".join(new).splitlines(), lineterm="")
                diff = "\n".join(lines)
                raise AssertionError(f"{where}: the {side} differs\n{diff}")
