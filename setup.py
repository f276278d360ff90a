"""The compiled build: with ``MONOPOLY_COMPILE=1``, mypyc compiles the modules below into extension modules.

Everything else about the package is in ``pyproject.toml``; without ``MONOPOLY_COMPILE=1`` this adds nothing and the
wheel is pure Python. The compiled modules are the rules core, the bots' window on a game, the heuristic bot's hot
modules, the turn loop that asks the bots and the RL environments' encoders (docs/benchmarks.md measures what each
build costs); the .py files stay in the wheel beside them.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from setuptools import setup

PACKAGE = Path("src/monopoly_engine")

# Compiled beside the core: the modules of the bots' turn loop (the heuristic's valuations and tables, the runner
# that asks the bots). Four heuristic bots measured 2.7x faster with the core, views, heuristic, tables and
# liquidation compiled, 3.1x with the runner and edition_rules too (docs/benchmarks.md). Not compiled:
# agents/base.py (a runtime_checkable Protocol, which mypyc makes a plain class), sim/worker.py (its GameResult
# goes back from the worker processes by pickle, which rebuilds through a bare __new__), the other bots, and
# everything that runs once per game or per command.
COMPILED = [
    *sorted(str(p.relative_to(PACKAGE)) for p in (PACKAGE / "core").glob("*.py")),
    "views.py",
    *sorted(str(p.relative_to(PACKAGE)) for p in (PACKAGE / "agents" / "heuristic").glob("*.py")),
    "agents/tables.py",
    "agents/liquidation.py",
    "agents/runner.py",
    "agents/edition_rules.py",
    # The RL environments' observation and mask, made at every decision (docs/rl.md: 11.1x -> 10.0x the engine).
    "rl/observation.py",
    "rl/actions.py",
]

# Left interpreted within those: classes that interpreted code subclasses (mypyc forbids it for compiled classes)
# and dataclasses whose annotations are read at run time.
INTERPRETED = {
    "core/errors.py",  # subclassed by interpreted errors (EditionError, CodecError, ...) and tests
    # Their dataclasses' annotations are read at run time (core.action_fields, codec), and a compiled dataclass
    # keeps only the erased types (``tuple`` for ``tuple[int, ...]``).
    "core/actions.py",
    "core/events.py",
}


def compiled_modules() -> list[str]:
    return [str(PACKAGE / name) for name in COMPILED if name not in INTERPRETED]


# `python setup.py --list-compiled`: the modules above, one a line, for CI's `mypy --strict` over what mypyc
# compiles (it never reaches the build below).
if __name__ == "__main__" and sys.argv[1:] == ["--list-compiled"]:
    print("\n".join(compiled_modules()))
    sys.exit(0)


# The compiled build's own build directory, emptied first: a module taken off the list above must not come back
# from an earlier build, and the pure build's directory (build/lib) never holds an extension module.
BUILD_BASE = Path("build/compiled")

if os.environ.get("MONOPOLY_COMPILE", "") == "1":
    from mypyc.build import mypycify

    shutil.rmtree(BUILD_BASE, ignore_errors=True)
    # mypy's options for the type analysis mypyc compiles from: a fresh cache (a developer's .mypy_cache was made
    # with other packages installed), and the package's dependencies (rich, numpy, PyYAML), which the modules
    # compiled here reach through their imports but which are not in the build environment, taken as untyped.
    mypy_options = [f"--cache-dir={BUILD_BASE / 'mypy_cache'}", "--ignore-missing-imports"]
    setup(
        ext_modules=mypycify(
            [*mypy_options, *compiled_modules()], opt_level="3", debug_level="0", target_dir=str(BUILD_BASE / "c")
        ),
        options={"build": {"build_base": str(BUILD_BASE)}},
    )
else:
    setup()
