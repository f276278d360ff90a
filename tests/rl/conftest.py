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
# classic-it and classic-es are classic-en in other words (tests/playthroughs/test_classic_editions.py), and the
# environments see no words: the default run tests them through classic-en, the slow run on their own too.
TRANSLATIONS = ("classic-it", "classic-es")
# CONFIGURATIONS as pytest parameters, named by IDS, the translations marked slow.
CONFIGURATION_PARAMS = [
    pytest.param(edition, options, id=name, marks=[pytest.mark.slow] if edition in TRANSLATIONS else [])
    for (edition, options), name in zip(CONFIGURATIONS, IDS, strict=True)
]
