"""What the heuristic seats of one game work out alike (``_Shared``), kept once per game for all of them.

A group's valuation shape (``_Board.shape``) depends only on the group's owners, buildings, depots and mortgages (its
``view.group_versions`` entry), the holder, the changes a valuation supposes to the group's spaces, and the number of
opponents and the valuation's parameters: every seat valuing alike (the same parameters) asks the same shapes, and
a seat asks them again at later decisions while the group stays the same. They are kept here by group version, for
all the game's heuristic seats (``_Board.remember_shape``).

A game is told apart by its live ``view.group_versions`` list (``GameState.group_version``: every game, and every
clone of one, has its own, and the table holds on to it, so its identity cannot pass to another game while the
table is kept). The versions in it only grow within a game (a board set by hand bumps them all:
``GameState.board_changed``), so an entry kept by group version is never stale. The tables live in a small bounded
registry (``_TABLES``), found by every heuristic seat of the game whichever agent object plays it (a seat handed to
a new bot mid-game finds it too), and emptied when full (one atomic step: the web server's bots think on several
threads; a seat keeps the table it found): memory stays flat however many games, or search rollouts on clones, a
process plays; each worker process has its own.
"""

from __future__ import annotations

from monopoly_engine.views import PlayerView

from ..tables import BoardTables, board_tables

# ``_Board.shape`` of a set whose worth depends on its holder's cash: (asset, bare value, development value,
# what three houses on each street cost, the whole set's developed value when the missing street is the
# bank's or None), finished by ``_Board.funded_value``.
_Funded = tuple[float, float, float, int, "float | None"]
# ``_Board.remember_shape``'s key: (group index, its version, holder, the supposed changes to its spaces, fund)
_Shape = tuple[int, int, int, tuple[tuple[int, int], ...], bool]
# ``_Shared.shapes_for``'s key: the valuation's (horizon, set_bonus, partial_weight) and the number of opponents
_Valuing = tuple[float, float, float, int]


class _Shared:
    """One game's shared work: the valuations' group shapes per way of valuing (``shapes_for``), and per group of
    the edition's ``BoardTables`` its head (where ``live`` keeps its version)."""

    __slots__ = ("heads", "live", "shapes")

    def __init__(self, live: list[int], heads: tuple[int, ...]) -> None:
        self.live = live  # the game's ``group_versions`` list itself: the table's key (and kept alive by it)
        self.heads = heads
        self.shapes: dict[_Valuing, dict[_Shape, float | _Funded]] = {}

    def shapes_for(self, valuing: _Valuing) -> dict[_Shape, float | _Funded]:
        """The group shapes of the valuations made with ``valuing`` (seats with the same parameters and number of
        opponents value alike)."""
        found = self.shapes.get(valuing)
        if found is None:
            found = self.shapes[valuing] = {}
        return found


# The tables of the games played lately, by ``id`` of their live ``group_versions`` list (which each table holds).
_TABLES: dict[int, _Shared] = {}
_TABLES_MAX = 8


def shared_table(view: PlayerView) -> _Shared:
    """The table of ``view``'s game, made on its first call (the registry emptied first when it holds
    ``_TABLES_MAX``)."""
    live = view.group_versions
    table = _TABLES.get(id(live))
    if table is None or table.live is not live:
        if len(_TABLES) >= _TABLES_MAX:
            _TABLES.clear()
        table = _TABLES[id(live)] = _Shared(live, group_heads(view, board_tables(view.edition)))
    return table


def group_heads(view: PlayerView, tables: BoardTables) -> tuple[int, ...]:
    """Per group of ``tables``: its head (``Edition.group_head``), where ``view.group_versions`` keeps its version."""
    return tuple([view.edition.group_head[group.members[0]] for group in tables.groups])
