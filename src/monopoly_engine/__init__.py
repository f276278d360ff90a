"""An exact, replayable Monopoly rules engine with editions as data.

The rules live in ``monopoly_engine.core`` (standard library only); everything else is an adapter on top.
"""

__version__ = "0.1.0"
