"""A Rich table of an edition's board: every space with its price, rents, building cost and mortgage.

The rent column lists a street's rents (base, 1-4 houses, hotel, and skyscraper where the edition has
them), a station's rents by the number owned, and a utility's dice multipliers by the number owned. The
building column gives a street's house cost (and hotel and skyscraper costs where they differ or exist)
and a station's depot cost in an edition with railroad depots. Figures are the edition's, with its rule options
applied; nothing is computed from the state of a game.
"""

from __future__ import annotations

from rich.table import Table

from monopoly.core import Edition, Space
from monopoly.core.edition import RAILROAD, STREET, UTILITY


def _rents(space: Space) -> str:
    if space.kind == UTILITY:
        return " / ".join(f"x{m}" for m in space.multipliers)
    return " / ".join(str(r) for r in space.rent)


def _building_cost(space: Space) -> str:
    if space.kind == RAILROAD and space.depot_cost:
        return f"depot {space.depot_cost}"
    if space.kind != STREET:
        return ""
    extras = []
    if space.hotel_cost and space.hotel_cost != space.house_cost:
        extras.append(f"hotel {space.hotel_cost}")
    if space.skyscraper_cost:
        extras.append(f"skyscraper {space.skyscraper_cost}")
    return f"{space.house_cost} ({', '.join(extras)})" if extras else str(space.house_cost)


def board_table(edition: Edition) -> Table:
    """The board of ``edition`` as a table, one row per space in board order."""
    table = Table(title=f"{edition.name} ({edition.id}), amounts in {edition.currency}")
    for header, justify in (
        ("#", "right"),
        ("id", "left"),
        ("name", "left"),
        ("kind", "left"),
        ("group", "left"),
        ("price/tax", "right"),
        ("rent", "left"),
        ("building", "right"),
        ("mortgage", "right"),
    ):
        table.add_column(header, justify=justify, no_wrap=header in ("name", "rent", "building"))  # type: ignore[arg-type]
    for space in edition.spaces:
        group = edition.groups.get(space.group) if space.group else None
        table.add_row(
            str(space.index),
            space.id,
            space.name,
            space.kind,
            group.name if group is not None else "",
            str(space.price) if space.price else (str(space.amount) if space.amount else ""),
            _rents(space),
            _building_cost(space),
            str(space.mortgage) if space.mortgage else "",
        )
    return table
