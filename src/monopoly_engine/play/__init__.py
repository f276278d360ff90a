"""Playing in a terminal: ``monopoly play``, one person or several at one keyboard, against bots.

``cli.run_play`` sets up or resumes a game; ``session.Session`` runs it; ``menus`` turns each decision into
a short menu of legal choices; ``trade_builder`` puts a trade offer together; ``screen`` draws the board,
the players and the latest events with Rich; ``savefile`` keeps the replayable log after every action.
All text comes from the message catalogs of ``monopoly_engine.i18n``.
"""

from .cli import run_play

__all__ = ["run_play"]
