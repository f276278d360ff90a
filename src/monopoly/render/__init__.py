"""Pictures of a game for people: one English sentence per event (``text``), Rich tables (``board``),
and the short standing of the players (``summary``). Adapters on top of ``monopoly.core``; nothing here
changes a game.
"""

from .text import describe

__all__ = ["describe"]
