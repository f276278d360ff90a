"""Runnable examples shipped with the package: ``python -m monopoly_engine.examples.train`` (docs/rl.md)."""
