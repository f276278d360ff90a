"""Stations not for sale (``cheaters-ru``, rule option ``railroad_landing = "hop"``, ``004``: «переходи на другую
клетку с железной дорогой и заканчивай свой ход»).

Arriving on a station, by dice or by card, moves the token on to the next station clockwise; that station does
nothing, and the turn ends, doubles or not. The hop passes GO like any clockwise move (salary; in the end phase
the player stops on GO).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .edition import RAILROAD
from .events import Moved
from .rule_module import RuleModule

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game


def hop(g: Game, player: int, station: int) -> None:
    """On to the next station clockwise (which does nothing), and the turn ends, doubles or not."""
    state = g.state
    if player == state.current:
        state.roll_due = False
        state.doubles = 0
    nxt = g.edition.nearest[RAILROAD][station]
    passed = nxt <= station
    if passed and g.hooks.on_pass_go and g._taken_at_go(player, station, True):
        return
    state.players[player].position = nxt
    g.events.append(Moved(player, station, nxt, passed))
    if passed:
        g._salary(player)


def enabled(edition: Edition) -> bool:
    return edition.rules.railroad_landing == "hop"


MODULE: RuleModule = RuleModule(name="station-hop", enabled=enabled, squares=((RAILROAD, hop),))
