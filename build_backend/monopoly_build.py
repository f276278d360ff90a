"""The build backend: setuptools' own, plus mypy (for mypyc) among the build requirements when compiling.

``MONOPOLY_COMPILE=1 pip install .`` builds the extension modules ``setup.py`` lists; without it the wheel is the
pure Python one and the build needs setuptools only. pip builds in an isolated environment that holds
``[build-system] requires`` and what ``get_requires_for_build_*`` returns, so mypy is asked for here, and only
when it will be used.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, TypeVar

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # the other hooks, setuptools' unchanged

# The mypy (with its mypyc) the compiled build is made and tested with: the version the lint extra pins.
MYPYC_REQUIREMENT = "mypy==2.4.1"

_T = TypeVar("_T")


def compiling() -> bool:
    """Whether this build compiles (``MONOPOLY_COMPILE=1``)."""
    return os.environ.get("MONOPOLY_COMPILE", "") == "1"


def _uncompiled(hook: Callable[..., _T], *args: Any) -> _T:
    """``hook`` run with setup.py not compiling: for what does not depend on compiling (the requirements setuptools
    reads from setup.py, the metadata), so that mypyc runs once, when the wheel is built, and only once installed."""
    os.environ["MONOPOLY_COMPILE"] = "0"
    try:
        return hook(*args)
    finally:
        os.environ["MONOPOLY_COMPILE"] = "1"


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    if not compiling():
        return _setuptools.get_requires_for_build_wheel(config_settings)
    return [*_uncompiled(_setuptools.get_requires_for_build_wheel, config_settings), MYPYC_REQUIREMENT]


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    _no_compiled_editable()
    return _setuptools.get_requires_for_build_editable(config_settings)


def build_editable(
    wheel_directory: str, config_settings: dict[str, Any] | None = None, metadata_directory: str | None = None
) -> str:
    _no_compiled_editable()
    return _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)


def _no_compiled_editable() -> None:
    # An editable install would put the extension modules into src/, where every later run from the tree,
    # PYTHONPATH=src included, would import them instead of the source being edited.
    if compiling():
        raise RuntimeError("MONOPOLY_COMPILE=1 builds the compiled package for a plain install: pip install . (not -e)")


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    if not compiling():
        return _setuptools.prepare_metadata_for_build_wheel(metadata_directory, config_settings)
    return _uncompiled(_setuptools.prepare_metadata_for_build_wheel, metadata_directory, config_settings)
