"""The former name of the buyer bot: ``SimpleAgent`` is ``BuyerAgent`` (``monopoly.agents.buyer``) named ``simple``."""

from .buyer import SimpleAgent

__all__ = ["SimpleAgent"]
