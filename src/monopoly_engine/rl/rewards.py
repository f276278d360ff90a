"""Rewards: the game's result by default; optional shaping and discounting, each documented with why
(docs/rl.md, "Rewards").

- The result (the default and the only reward unless asked): ``win`` (+1) for the winner, ``loss`` (-1) when the
  seat goes bankrupt or another player wins, ``draw`` (0) when the round limit ends the game or a win is shared
  (the end phase's most-cash tie). A game the environment cuts at its ``max_steps`` pays ``cut`` (-1: counted as
  a loss, never as a draw, so that stalling is never better than losing).
- ``relative_worth`` = c > 0: potential-based shaping (Ng, Harada and Russell, 1999) on the potential
  Phi(s) = the seat's net worth minus the best opponent's, in units of ``MONEY_SCALE``: each step pays
  F = c x (gamma x Phi(s') - Phi(s)), with Phi = 0 once the game is over for the seat. It leaves the optimal
  policy unchanged when ``gamma`` is the learner's own discount, and it rewards gaining on the opponents, not
  lapping the board.
- ``net_worth`` = c > 0 (the v0 shaping, kept for comparison): c x the change of the seat's own net worth. It is
  not potential-based on the opponents: keeping cash and lapping the board maximises it, and that policy draws.
- ``discount`` < 1 with ``discount_per`` (``"round"`` or ``"turn"``): the environment discounts by game time, not
  by the learner's decisions (from 250 to 1,200 a game, irregularly spaced): a reward at time k (rounds or turns
  since the start) is paid times discount**k. Train with the algorithm's own gamma at 1 (or near it) then.

The net worth (``net_worth``) is the cash, plus each property owned at its printed price (less its mortgage
value while mortgaged), plus the buildings and depots at what they cost: buying, building and mortgaging change
nothing, rent, taxes and interest do.
"""

from __future__ import annotations

from dataclasses import dataclass

from monopoly_engine.core import Game
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER

from .observation import MONEY_SCALE

DISCOUNT_UNITS = ("round", "turn")


@dataclass(frozen=True, slots=True)
class Rewards:
    """What the environments reward; see the module's text."""

    win: float = 1.0
    loss: float = -1.0
    draw: float = 0.0
    cut: float = -1.0
    net_worth: float = 0.0
    relative_worth: float = 0.0
    gamma: float = 1.0
    discount: float = 1.0
    discount_per: str = "round"

    def __post_init__(self) -> None:
        for name in ("net_worth", "relative_worth"):
            if getattr(self, name) < 0:
                raise ValueError(f"rewards: {name} is a coefficient of at least 0, got {getattr(self, name)}")
        for name in ("gamma", "discount"):
            if not 0 < getattr(self, name) <= 1:
                raise ValueError(f"rewards: {name} is a discount above 0 and at most 1, got {getattr(self, name)}")
        if self.discount_per not in DISCOUNT_UNITS:
            raise ValueError(f"rewards: discount_per must be one of {DISCOUNT_UNITS}, not {self.discount_per!r}")

    @property
    def shaped(self) -> bool:
        """Whether a step may pay anything before the game ends (shaping, or discounting by game time)."""
        return bool(self.net_worth or self.relative_worth) or self.discount != 1.0

    def time(self, game: Game) -> int:
        """The game time ``discount`` counts in: rounds or turns since the start."""
        state = game.state
        return state.rounds if self.discount_per == "round" else state.turns

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


def relative_worth(game: Game, seat: int) -> float:
    """The shaping's potential Phi of ``seat``: its net worth minus the best opponent's still in the game (units
    of ``MONEY_SCALE``)."""
    players = game.state.players
    best = max(
        (net_worth(game, other) for other in range(len(players)) if other != seat and not players[other].bankrupt),
        default=0.0,
    )
    return net_worth(game, seat) - best
