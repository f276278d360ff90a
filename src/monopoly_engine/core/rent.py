"""Rent: what a visitor owes the owner of a street, railroad or utility."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .edition import HOTEL, RAILROAD, STREET, UTILITY
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
    count = 0
    for other in g.edition.group_of[space]:  # a loop: summing a generator costs twice as much here
        if owners[other] == owner:
            count += 1
    return count


NONE, MAJORITY, FULL = 0, 1, 2  # what a player holds of a colour group, for building and rent


def holding(g: Game, player: int, space: int) -> int:
    """``FULL`` when ``player`` owns every street of ``space``'s group, ``MAJORITY`` when they own all
    but one of a group of three or more (Mega: ``majority_rent_multiplier`` is on), else ``NONE``.
    Mortgaged streets count (the classic rule for a complete group)."""
    group = g.edition.group_of[space]
    owner = g.state.owner
    missing = False
    for other in group:
        if owner[other] != player:
            if missing or not g.rules.majority_rent_multiplier or len(group) < 3:
                return NONE
            missing = True
    return MAJORITY if missing else FULL


def standing_rent(g: Game, space: int, owner: int) -> int:
    """The rent of a street or railroad if ``owner`` holds it, as the board stands (no card multiplier).

    An unimproved street: times ``set_rent_multiplier`` in a complete group, or (Mega) times
    ``majority_rent_multiplier`` when the owner holds all its group's streets but one. A station with
    a depot (Mega): twice its rent."""
    sp = g.edition.spaces[space]
    kind = sp.kind
    if kind == STREET:
        level = g.state.level[space]
        if level:
            return sp.rent[level]
        rules = g.rules
        if rules.majority_rent_multiplier:
            held = holding(g, owner, space)
            if held == FULL:
                return sp.rent[0] * rules.set_rent_multiplier
            if held == MAJORITY:
                return sp.rent[0] * rules.majority_rent_multiplier
            return sp.rent[0]
        if owns_group(g, owner, space):  # (the shorter loop, without majority ownership)
            return sp.rent[0] * rules.set_rent_multiplier
        return sp.rent[0]
    if kind == RAILROAD:
        amount = sp.rent[count_owned_in_group(g, owner, space) - 1]
        return amount * 2 if g.state.depot[space] else amount
    return 0


def utility_multiplier(g: Game, space: int, owner: int) -> int:
    """What a utility's dice total is multiplied by when ``owner`` holds it."""
    return g.edition.spaces[space].multipliers[count_owned_in_group(g, owner, space) - 1]


def rent_due(g: Game, space: int, payer: int, rent_multiplier: int = 1, dice_multiplier: int = 0) -> int:
    """The rent ``payer`` owes for ``space`` (owned, not mortgaged). A utility may roll fresh dice."""
    owner = g.state.owner[space]
    kind = g.edition.spaces[space].kind
    if kind == UTILITY:
        if dice_multiplier:
            return _utility_roll(g, payer) * dice_multiplier
        multiplier = utility_multiplier(g, space, owner)
        if g.rules.utility_rent_roll == "fresh":
            return _utility_roll(g, payer) * multiplier
        return sum(g.state.last_roll) * multiplier
    if kind == RAILROAD:
        return standing_rent(g, space, owner) * rent_multiplier
    return standing_rent(g, space, owner)


def _utility_roll(g: Game, payer: int) -> int:
    utility_roll = g.hooks.utility_roll
    if utility_roll is not None:  # (the speed die: all three dice)
        return utility_roll(g, payer)
    dice = g.rng.roll(2)
    g.events.append(UtilityDiceRolled(payer, dice))
    return dice[0] + dice[1]


def nominal_value(g: Game, space: int) -> int:
    """The book's «номинальная стоимость» (``004``): the price on the square, or the hotel rent with a hotel on it.

    What a street brings sold to the bank («Продай свои объекты с Отелем в Банк по цене ренты объекта с одним
    Отелем»). Bought from the bank, a street costs its printed price and a hotel on it comes free: in «платит
    номинальную стоимость данного объекта, а Отель достаётся ему бесплатно» the free hotel is the contrast, so
    "the object" is the street as printed (design H4; the issue: the setup hotel is "free to whoever buys").
    """
    sp = g.edition.spaces[space]
    if sp.kind == STREET and g.state.level[space] == HOTEL:
        return sp.rent[HOTEL]
    return sp.price
