"""The former name of the buyer bot.

``SimpleAgent`` is ``BuyerAgent`` (``monopoly_engine.agents.buyer``) named ``simple``.
"""

from .buyer import SimpleAgent

__all__ = ["SimpleAgent"]
