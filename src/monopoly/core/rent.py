"""Rent: what a visitor owes the owner of a street, railroad or utility."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import speed_die
from .edition import RAILROAD, STREET, UTILITY
from .events import UtilityDiceRolled

if TYPE_CHECKING:
    from .engine import Game


def owns_group(g: Game, owner: int, space: int) -> bool:
    """Whether ``owner`` holds every space of ``space``'s group (mortgaged ones included)."""
    owners = g.state.owner
    for other in g.edition.group_of[space]:
        if owners[other] != owner:
            return False
    return True


def count_owned_in_group(g: Game, owner: int, space: int) -> int:
    owners = g.state.owner
    return sum(1 for other in g.edition.group_of[space] if owners[other] == owner)


def rent_due(g: Game, space: int, payer: int, rent_multiplier: int = 1, dice_multiplier: int = 0) -> int:
    """The rent ``payer`` owes for ``space`` (owned, not mortgaged). A utility may roll fresh dice."""
    sp = g.edition.spaces[space]
    state = g.state
    owner = state.owner[space]
    kind = sp.kind
    if kind == STREET:
        level = state.level[space]
        if level:
            return sp.rent[level]
        base = sp.rent[0]
        if owns_group(g, owner, space):
            base *= g.rules.set_rent_multiplier
        return base
    if kind == RAILROAD:
        return sp.rent[count_owned_in_group(g, owner, space) - 1] * rent_multiplier
    if kind == UTILITY:
        if dice_multiplier:
            multiplier = dice_multiplier
            total = _utility_roll(g, payer)
        else:
            multiplier = sp.multipliers[count_owned_in_group(g, owner, space) - 1]
            if g.rules.utility_rent_roll == "fresh":
                total = _utility_roll(g, payer)
            else:
                total = sum(state.last_roll)
        return total * multiplier
    return 0


def _utility_roll(g: Game, payer: int) -> int:
    if g.rules.speed_die:
        return speed_die.utility_roll(g, payer)
    dice = g.rng.roll(2)
    g.events.append(UtilityDiceRolled(payer, dice))
    return dice[0] + dice[1]
