"""Is a run being started from the top level of a script that has no ``if __name__ == "__main__":`` guard?

The process backend starts its workers with ``forkserver`` (or ``spawn``), and such a worker first re-runs the
main script, as ``__mp_main__``, to find what the parent had. A script that calls ``simulate()`` at its top level,
outside the guard, would then start a run of its own in every worker: the pool breaks (``BrokenProcessPool``)
and the script's output is printed once more per worker. ``unguarded_script`` tells that case apart before any
worker starts, from the call stack and the script's syntax tree: the main module is still running its top-level
code, and the line it is at lies outside every ``if __name__ == "__main__":`` block.
"""

from __future__ import annotations

import ast
import sys
from types import FrameType
from typing import NamedTuple

GUARD_HINT = 'put the call under `if __name__ == "__main__":`'


class Unguarded(NamedTuple):
    """Where the script starts the run: its path and the top-level line (the call, or a call leading to it)."""

    path: str
    line: int


def unguarded_script(frame: FrameType | None = None) -> Unguarded | None:
    """The main script and line when the current call comes from its top-level code outside the
    ``__main__`` guard; ``None`` otherwise (guarded, called after the script's top level finished, an
    interactive session or notebook, or a script whose source cannot be read)."""
    main = sys.modules.get("__main__")
    path = getattr(main, "__file__", None)
    if main is None or not path:
        return None  # an interactive session or a notebook: the workers have no script to re-run
    name = getattr(getattr(main, "__spec__", None), "name", "")
    if name == "__main__" or name.endswith(".__main__"):
        return None  # `python -m package`: multiprocessing never re-runs a package's __main__ in a worker
    main_globals = vars(main)
    current: FrameType | None = frame if frame is not None else sys._getframe(1)
    while current is not None:
        if current.f_globals is main_globals and current.f_code.co_name == "<module>":
            line = current.f_lineno
            return None if line is None or _inside_guard(path, line) else Unguarded(path, line)
        current = current.f_back
    return None  # the script's top level is over: it is calling back from a function, after the guard


def _inside_guard(path: str, line: int) -> bool:
    """Whether ``line`` of the script at ``path`` lies inside an ``if __name__ == "__main__":`` block (or the
    source cannot be read, in which case the run goes ahead as asked)."""
    try:
        with open(path, encoding="utf-8") as source:
            tree = ast.parse(source.read(), path)
    except (OSError, SyntaxError, ValueError):
        return True
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and _is_main_test(node.test) and node.body:
            first = node.body[0].lineno
            last = max(getattr(child, "end_lineno", None) or child.lineno for child in node.body)
            if first <= line <= last:
                return True
    return False


def _is_main_test(test: ast.expr) -> bool:
    """``__name__ == "__main__"`` or ``"__main__" == __name__``."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)):
        return False
    sides = (test.left, test.comparators[0])
    has_name = any(isinstance(side, ast.Name) and side.id == "__name__" for side in sides)
    has_main = any(isinstance(side, ast.Constant) and side.value == "__main__" for side in sides)
    return has_name and has_main
