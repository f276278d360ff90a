"""Expected rent per opponent roll and rolls to break even, for every property at every level.

For a property on square ``i`` at a given level of development:

* ``rent``: what a visitor pays at that level (streets: the base rent owned alone, the base rent times
  ``rules.majority_rent_multiplier`` for all streets of the group but one when that rule is on (Mega),
  the base rent times ``rules.set_rent_multiplier`` for a complete set, then 1-4 houses, the hotel and,
  where the deed has one, the skyscraper; railroads: by the number owned, 1-4, and again with a depot
  (twice the rent) where the edition has depots; utilities: by the number owned, times the expected
  dice total: 7 with two dice, 8 with the speed die, whose bus and Mr. Monopoly count 0);
* ``expected_rent``: ``p(i) * rent``, the rent one opponent pays per dice roll on average, where ``p`` is
  the long-run share of rolls ending on ``i`` (``monopoly_engine.analysis.markov``);
* ``cost``: the price of the property plus the buildings standing at that level (a hotel counts the
  four houses it replaced and the hotel: ``4 * house_cost + hotel_cost``; a skyscraper that and its
  own cost, the hotel going back to the bank; a depot its cost);
* ``break_even_rolls``: ``cost / expected_rent`` (``inf`` when the expected rent is 0).

Rows are per property: a complete set or four railroads are not costed as a whole. The Chance
cards that double a railroad's rent or charge ten times the dice at a utility are not counted, and
a mortgage, a house shortage and the number of opponents are out of scope (multiply by the number
of opponents for the rent per round).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from typing import Any

from monopoly_engine.core.edition import HOTEL, RAILROAD, SKYSCRAPER, STREET, UTILITY, Edition

from .markov import expected_dice, landing_probabilities


@dataclass(frozen=True, slots=True)
class RentRow:
    """One property at one level of development."""

    index: int
    id: str
    name: str
    kind: str
    group: str
    level: str  # "alone", "majority", "set", "1-house" .. "4-houses", "hotel", "skyscraper"; "1-owned" ..
    # "4-owned" and "1-owned-depot" .. "4-owned-depot"
    houses: int  # buildings on this street: 0-4 houses, 5 a hotel, 6 a skyscraper; on a railroad 1 = a depot
    owned: int  # properties of the group the owner holds (a street at "set" or above: the whole group)
    probability: float  # share of opponent rolls ending on the square
    rent: float
    expected_rent: float  # per opponent roll
    cost: int  # price plus buildings at this level
    break_even_rolls: float  # cost / expected_rent; inf if the expected rent is 0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _house_level(n: int) -> str:
    return "1-house" if n == 1 else f"{n}-houses"


def _row(
    edition: Edition,
    p: float,
    index: int,
    level: str,
    houses: int,
    owned: int,
    rent: float,
    cost: int,
) -> RentRow:
    space = edition.spaces[index]
    expected = p * rent
    return RentRow(
        index=index,
        id=space.id,
        name=space.name,
        kind=space.kind,
        group=space.group or "",
        level=level,
        houses=houses,
        owned=owned,
        probability=p,
        rent=float(rent),
        expected_rent=expected,
        cost=cost,
        break_even_rolls=cost / expected if expected > 0 else math.inf,
    )


def rent_table(edition: Edition, jail: str = "stay", probabilities: dict[str, float] | None = None) -> list[RentRow]:
    """Every property at every level, in board order, with its expected rent per opponent roll and break-even."""
    probs = probabilities if probabilities is not None else landing_probabilities(edition, jail)
    rules = edition.rules
    multiplier = rules.set_rent_multiplier
    majority = rules.majority_rent_multiplier
    dice = expected_dice(rules)
    rows: list[RentRow] = []
    for index in edition.properties:
        space = edition.spaces[index]
        p = probs[str(index)]
        group_size = len(edition.group_of[index]) or 1
        if space.kind == STREET:
            base = space.rent[0]
            rows.append(_row(edition, p, index, "alone", 0, 1, base, space.price))
            if majority and group_size >= 3:  # all the group's streets but one (Mega)
                rows.append(_row(edition, p, index, "majority", 0, group_size - 1, base * majority, space.price))
            rows.append(_row(edition, p, index, "set", 0, group_size, base * multiplier, space.price))
            for n in range(1, HOTEL):
                cost = space.price + n * space.house_cost
                rows.append(_row(edition, p, index, _house_level(n), n, group_size, space.rent[n], cost))
            cost = space.price + (HOTEL - 1) * space.house_cost + space.hotel_cost
            rows.append(_row(edition, p, index, "hotel", HOTEL, group_size, space.rent[HOTEL], cost))
            if len(space.rent) > SKYSCRAPER:
                cost += space.skyscraper_cost
                rent = space.rent[SKYSCRAPER]
                rows.append(_row(edition, p, index, "skyscraper", SKYSCRAPER, group_size, rent, cost))
        elif space.kind == RAILROAD:
            for n, rent in enumerate(space.rent, start=1):
                rows.append(_row(edition, p, index, f"{n}-owned", 0, n, rent, space.price))
            if space.depot_cost:
                for n, rent in enumerate(space.rent, start=1):
                    cost = space.price + space.depot_cost
                    rows.append(_row(edition, p, index, f"{n}-owned-depot", 1, n, 2 * rent, cost))
        elif space.kind == UTILITY:
            for n, times in enumerate(space.multipliers, start=1):
                rows.append(_row(edition, p, index, f"{n}-owned", 0, n, times * dice, space.price))
    return rows
