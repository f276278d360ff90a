"""The RL environments' tests need the ``rl`` extra (PettingZoo and Gymnasium); without it they are skipped."""

from __future__ import annotations

import pytest

pytest.importorskip("gymnasium", reason="the rl extra is not installed: pip install -e '.[rl]'")
pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install -e '.[rl]'")

# Every bundled edition, and the rule options that add decisions of their own.
CONFIGURATIONS = [
    ("classic-en", {}),
    ("classic-it", {}),
    ("classic-es", {}),
    ("classic-en", {"speed_die": True}),
    ("classic-en", {"rent_must_be_claimed": True, "free_parking": "draw-card"}),
    ("mega", {}),
    ("cheaters-ru", {}),
]
IDS = [f"{edition}{''.join('-' + key for key in options)}" for edition, options in CONFIGURATIONS]
