"""What the heuristic bot works out once per edition and its rules (``_edition_facts``), shared by every seat."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter

from monopoly_engine.core.edition import RAILROAD, STREET
from monopoly_engine.views import PlayerView

from ..tables import BoardTables, board_tables

# ``_edition_facts``: (tables, street groups, their holders' getters, majority rules, space costs, building prices,
# danger groups, the index of each danger group's street group), as ``HeuristicAgent`` keeps them
_Facts = tuple[
    BoardTables,
    tuple[tuple[tuple[int, ...], int, int], ...],
    tuple[Callable[[Sequence[int]], tuple[int, ...]], ...],
    bool,
    tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]],
    tuple[frozenset[int], ...],
    tuple[tuple[int, tuple[tuple[int, int], ...]], ...],
    tuple[int, ...],
]


# What ``HeuristicAgent._adopt`` works out of an edition and its rules (the same for every game and seat of them),
# remembered per edition object (bounded like ``tables.board_tables``' cache): see ``_edition_facts``.
_EDITION_FACTS: dict[int, tuple[object, object, _Facts]] = {}
_EDITION_FACTS_MAX = 32


def _edition_facts(view: PlayerView) -> _Facts:
    """The tables and the per-group and per-space facts ``HeuristicAgent`` keeps (see its ``__init__``), which
    depend only on ``view``'s edition and rules."""
    tables = board_tables(view.edition)
    spaces = view.edition.spaces
    street_groups = tuple(
        (g.members, min(c for s in g.members for c in (spaces[s].house_cost, spaces[s].hotel_cost) if c), g.need)
        for g in tables.groups
        if g.kind == STREET
    )
    holders_of = tuple(_getter(members) for members, _, _ in street_groups)
    majority = any(need < len(members) for members, _, need in street_groups)
    depots = bool(view.rules.depots)
    space_costs = (
        tuple(view.unmortgage_cost(s) if sp.is_property else 0 for s, sp in enumerate(spaces)),
        tuple(sp.mortgage if sp.is_property else 0 for sp in spaces),
        tuple(sp.depot_cost if depots and sp.kind == RAILROAD else -1 for sp in spaces),
    )
    # (frozen: every agent of the edition shares them)
    building_prices = tuple(
        frozenset(
            c for s in members for c in (spaces[s].house_cost, spaces[s].hotel_cost, spaces[s].skyscraper_cost) if c
        )
        for members, _, _ in street_groups
    )
    heads: dict[int, list[tuple[int, int]]] = {}
    for at, s in enumerate(view.edition.properties):
        heads.setdefault(view.edition.group_head[s], []).append((at, s))
    danger_groups = tuple((head, tuple(members)) for head, members in heads.items())
    street_heads = [view.edition.group_head[members[0]] for members, _, _ in street_groups]
    street_index = tuple(street_heads.index(head) if head in street_heads else -1 for head, _ in danger_groups)
    return tables, street_groups, holders_of, majority, space_costs, building_prices, danger_groups, street_index


def _getter(members: tuple[int, ...]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """``lambda owners: tuple(owners[s] for s in members)``, at the speed of ``operator.itemgetter``."""
    if len(members) == 1:
        (only,) = members
        return lambda owners: (owners[only],)
    return itemgetter(*members)
