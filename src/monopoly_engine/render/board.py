"""A Rich table of an edition's board: every space with its price, rents, building cost and mortgage.

The rent column lists a street's rents (base, 1-4 houses, hotel, and skyscraper where the edition has
them), a station's rents by the number owned, and a utility's dice multipliers by the number owned. The
building column gives a street's house cost (and hotel and skyscraper costs where they differ or exist)
and a station's depot cost in an edition with railroad depots. Figures are the edition's, with its rule options
applied; nothing is computed from the state of a game.

With ``hotels_only`` (cheaters) a street's rents read base · set · hotel and its building is the hotel; a
station that is only hopped through (``railroad_landing = "hop"``) says so. ``cheats_table`` lists an
edition's cheat cards, their reward and their penalty.
"""

from __future__ import annotations

from rich.table import Table

from monopoly_engine.core import Edition, Space
from monopoly_engine.core.edition import HOTEL, RAILROAD, STREET, UTILITY


def _rents(space: Space, edition: Edition) -> str:
    if space.kind == UTILITY:
        return " / ".join(f"x{m}" for m in space.multipliers)
    rules = edition.rules
    if rules.hotels_only and space.kind == STREET:
        base = space.rent[0]
        return f"{base} · set {base * rules.set_rent_multiplier} · hotel {space.rent[HOTEL]}"
    if not space.is_property and not space.rent:
        return "hop to the next station" if rules.railroad_landing == "hop" and space.group else ""
    return " / ".join(str(r) for r in space.rent)


def _building_cost(space: Space, edition: Edition) -> str:
    if space.kind == RAILROAD and space.depot_cost:
        return f"depot {space.depot_cost}"
    if space.kind != STREET:
        return ""
    if edition.rules.hotels_only:
        return f"hotel {space.hotel_cost}"
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
            _rents(space, edition),
            _building_cost(space, edition),
            str(space.mortgage) if space.mortgage else "",
        )
    return table


def cheats_table(edition: Edition) -> Table | None:
    """The edition's cheat cards (rule option ``cheats``): what each lets a player do, its reward and penalty;
    None for an edition without them."""
    cards = edition.cheats
    if not cards:
        return None
    table = Table(title=f"Cheat cards of {edition.name} ({len(cards)}, {edition.rules.face_up_cheats} face up)")
    for header in ("id", "title", "does", "who", "reward", "caught"):
        table.add_column(header, justify="right" if header == "reward" else "left")
    for card in cards:
        caught = []
        if card.undo:
            caught.append("undone")
        if card.penalty_hotel_cost:
            caught.append(f"pays the hotel cost to the {card.penalty_to}")
        elif card.penalty:
            caught.append(f"pays {card.penalty} to the {card.penalty_to}")
        if card.jail:
            caught.append("jail")
        table.add_row(
            card.id,
            f"{card.title} ({card.title_en})" if card.title_en else card.title,
            card.text,
            card.who,
            str(card.reward),
            ", ".join(caught),
        )
    return table
