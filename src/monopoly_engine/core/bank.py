"""The bank's two counters: every payment between a player and the bank moves the player's cash and the
bank's total out or in together, so cash plus what the bank took in less what it paid out stays constant.

The lowest money primitive, here so ``money`` and the modules ``money`` builds on (``held_cards``) share it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .engine import Game


def bank_pays(g: Game, player: int, amount: int) -> None:
    g.state.players[player].cash += amount
    g.state.bank_out += amount


def pay_bank(g: Game, player: int, amount: int) -> None:
    g.state.players[player].cash -= amount
    g.state.bank_in += amount
