"""One prisoner at a time (``cheaters-ru``, rule option ``one_prisoner``, ``004``: «Кто-то уже сел в тюрьму до
тебя? Освободи его и займи его место!»).

Sending a player to jail first frees the prisoner (``GameState.handcuff``), who stays on the square, visiting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import HandcuffPassed
from .rule_module import RuleModule

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game


def pass_handcuff(g: Game, player: int) -> None:
    """``player`` is about to go to jail: the old prisoner is freed (their jail tries start again)."""
    state = g.state
    prisoner = state.handcuff
    if prisoner >= 0 and prisoner != player:
        old = state.players[prisoner]
        old.in_jail = False
        old.jail_tries = 0
        g.events.append(HandcuffPassed(prisoner, player))


def enabled(edition: Edition) -> bool:
    return edition.rules.one_prisoner


MODULE: RuleModule = RuleModule(name="handcuff", enabled=enabled, on_jail=pass_handcuff)
