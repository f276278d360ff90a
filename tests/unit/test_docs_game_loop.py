"""The examples of docs/game-loop.md run as written."""

from __future__ import annotations

import doctest
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "game-loop.md"


def test_the_game_loop_examples_run() -> None:
    result = doctest.testfile(str(DOC), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted > 5
    assert result.failed == 0
