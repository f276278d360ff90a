"""Golden playthroughs: seeded bot games written out action by action and event by event (``games``), checked
by ``test_playthroughs`` and rewritten by ``python -m tests.playthroughs.regenerate``."""
