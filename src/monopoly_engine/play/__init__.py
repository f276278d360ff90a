"""Playing in a terminal: ``monopoly play``, one person or several at one keyboard, against bots.

``cli.run_play`` sets up or resumes a game; ``session.Session`` runs it; the menus of legal choices come from
``monopoly_engine.choices`` (shared with the browser) and ``reading`` reads what was typed against them;
``trade_builder`` puts a trade offer together; ``screen`` draws the board, the players and the latest events
with Rich; ``savefile`` keeps the replayable log after every action.
All text comes from the message catalogs of ``monopoly_engine.i18n``.
"""

from .cli import run_play

__all__ = ["run_play"]
