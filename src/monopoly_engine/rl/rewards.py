"""Rewards: the game's result at its end, and an optional shaping by net worth on the way.

By default a seat is rewarded once, when its game ends for it: ``win`` (+1) for the winner, ``loss`` (-1) when
it goes bankrupt or another player wins, ``draw`` (0) when the round limit ends the game or a win is shared
(the end phase's most-cash tie). With ``net_worth`` set to c > 0, every step also rewards each seat with
c × (the change of its net worth since the last step) / ``MONEY_SCALE``, so the shaping sums to
c × (final - starting net worth) / ``MONEY_SCALE``. The net worth (``net_worth``) is the cash, plus each
property owned at its printed price (less its mortgage value while mortgaged), plus the buildings and depots
at what they cost: buying, building and mortgaging change nothing, rent, taxes and interest do.
A game cut short by the environments' step limit (``max_steps``) ends with no result reward.
"""

from __future__ import annotations

from dataclasses import dataclass

from monopoly_engine.core import Game
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER

from .observation import MONEY_SCALE


@dataclass(frozen=True, slots=True)
class Rewards:
    """What the environments reward; see the module's text."""

    win: float = 1.0
    loss: float = -1.0
    draw: float = 0.0
    net_worth: float = 0.0

    def __post_init__(self) -> None:
        if self.net_worth < 0:
            raise ValueError(f"rewards: net_worth is a coefficient of at least 0, got {self.net_worth}")

    def result(self, game: Game, seat: int) -> float:
        """The result reward of ``seat`` in ``game``, which is over or in which ``seat`` is bankrupt."""
        state = game.state
        if state.players[seat].bankrupt:
            return self.loss
        if state.winner >= 0:
            return self.win if state.winner == seat else self.loss
        if state.winners and seat not in state.winners:
            return self.loss
        return self.draw


def buildings_cost(game: Game, space: int, level: int) -> int:
    """What the buildings standing at ``level`` on ``space`` cost to build: four houses before a hotel and the
    hotel before a skyscraper, or the hotel alone where streets take only hotels (``hotels_only``)."""
    sp = game.edition.spaces[space]
    if game.rules.hotels_only:
        return sp.hotel_cost
    cost = min(level, 4) * sp.house_cost
    if level >= HOTEL:
        cost += sp.hotel_cost
    if level >= SKYSCRAPER:
        cost += sp.skyscraper_cost
    return cost


def net_worth(game: Game, seat: int) -> float:
    """The shaping's measure of ``seat`` (see the module's text) in units of ``MONEY_SCALE``; 0 once bankrupt."""
    state = game.state
    if state.players[seat].bankrupt:
        return 0.0
    total = state.players[seat].cash
    owner, mortgaged, level, depot = state.owner, state.mortgaged, state.level, state.depot
    spaces = game.edition.spaces
    for space in game.edition.properties:
        if owner[space] == seat:
            total += spaces[space].price - (spaces[space].mortgage if mortgaged[space] else 0)
            if level[space]:
                total += buildings_cost(game, space, level[space])
            if depot[space]:
                total += spaces[space].depot_cost
    return total / MONEY_SCALE
