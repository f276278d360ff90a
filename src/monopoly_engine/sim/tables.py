"""The two tables of a run, their columns defined once: one row per game, and one row per seat of every game.

``GAME_COLUMNS`` and ``SEAT_COLUMNS`` name each column, its type and what it holds; ``docs/simulation.md`` lists them
(a test checks the page against these). The files ``monopoly simulate --out`` writes (``sim.table_files``) and the
data frames of ``RunResult.to_pandas()`` have exactly these columns, in this order. The per-game table has one
``cash:NAME`` column per seat (``cash:*`` below); the per-seat table is long: a row per seat and game, the shape
pandas' ``groupby`` and seaborn expect.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from .spec import SimSpec
from .worker import SEAT_COUNTS, GameResult


class Column(NamedTuple):
    name: str
    type: str  # "int", "str" or "bool": the Parquet and pandas type
    doc: str


GAME_COLUMNS = (
    Column("game", "int", "the game's index in the run, from 0; with the run's seed it replays the game"),
    Column("seed", "int", "the game's own seed (from the run's seed and the index)"),
    Column("winner", "str", 'the winner\'s name, or "draw"'),
    Column("winner_seat", "int", "the winner's seat, from 0, or -1 for a draw"),
    Column("reason", "str", 'how the game ended: "last-player-standing", "round-limit", ...'),
    Column("rounds", "int", "rounds played"),
    Column("turns", "int", "turns played"),
    Column("rolls", "int", "dice rolls"),
    Column("cash:*", "int", "one column per seat, cash:NAME: the seat's cash at the end"),
    Column("rent", "int", "rent paid in the game, all properties together"),
)

SEAT_COLUMNS = (
    Column("game", "int", "the game's index in the run, as in the per-game table"),
    Column("seat", "int", "the seat, from 0, in the order of --players"),
    Column("player", "str", "the seat's name"),
    Column("bot", "str", "the seat's bot kind"),
    Column("won", "bool", "the seat won the game"),
    Column("bankrupt", "bool", "the seat went bankrupt"),
    Column("cash", "int", "cash at the end"),
    Column(
        "net_worth",
        "int",
        "cash plus what selling every building to the bank and mortgaging every unmortgaged property would raise "
        "(the engine's liquidation value, the sum bankruptcy is judged by)",
    ),
    Column("properties", "int", "properties owned at the end (mortgaged ones included)"),
    Column("sets", "int", "colour sets the seat owns whole at the end (streets; railroads and utilities not counted)"),
    Column("houses", "int", "houses standing on the seat's streets at the end"),
    Column("hotels", "int", "hotels standing on them"),
    Column("skyscrapers", "int", "skyscrapers (Mega edition)"),
    Column("depots", "int", "bus depots (Mega edition)"),
)

_SEAT_FIELD = {name: i for i, name in enumerate(SEAT_COUNTS)}


def game_column_names(spec: SimSpec) -> list[str]:
    """The per-game table's columns for the seats of ``spec``."""
    names: list[str] = []
    for column in GAME_COLUMNS:
        if column.name == "cash:*":
            names.extend(f"cash:{name}" for name in spec.names)
        else:
            names.append(column.name)
    return names


def game_column_types(spec: SimSpec) -> dict[str, str]:
    """Each per-game column's type, the ``cash:NAME`` columns included."""
    types = {column.name: column.type for column in GAME_COLUMNS}
    return {name: types["cash:*" if name.startswith("cash:") else name] for name in game_column_names(spec)}


def seat_column_names() -> list[str]:
    return [column.name for column in SEAT_COLUMNS]


def seat_column_types() -> dict[str, str]:
    return {column.name: column.type for column in SEAT_COLUMNS}


def game_row(spec: SimSpec, result: GameResult) -> list[Any]:
    """``result`` as a row of the per-game table, in ``game_column_names(spec)``'s order."""
    winner = spec.names[result.winner] if result.winner >= 0 else "draw"
    return [
        result.index,
        result.seed,
        winner,
        result.winner,
        result.reason,
        result.rounds,
        result.turns,
        result.rolls,
        *result.cash,
        sum(result.rent),
    ]


def seat_rows(spec: SimSpec, result: GameResult) -> list[list[Any]]:
    """``result`` as rows of the per-seat table, one per seat, in ``seat_column_names()``'s order."""
    rows = []
    for seat, ((name, kind), counts) in enumerate(zip(spec.players, result.seats, strict=True)):
        rows.append(
            [
                result.index,
                seat,
                name,
                kind,
                seat == result.winner,
                bool(counts[_SEAT_FIELD["bankrupt"]]),
                result.cash[seat],
                *(counts[_SEAT_FIELD[field]] for field in SEAT_COUNTS[:-1]),
            ]
        )
    return rows


def columns_markdown(columns: Iterable[Column]) -> str:
    """The columns as the Markdown table docs/simulation.md shows."""
    lines = ["| column | type | what it holds |", "|---|---|---|"]
    lines.extend(f"| `{c.name}` | {c.type} | {c.doc} |" for c in columns)
    return "\n".join(lines)
