"""Per-edition tables the bots share: landing odds per square and, per group, rent rates and building costs.

Built once per edition (keyed by the edition's id, rules and board, so a game with rule options gets its own)
and cached for the life of the process: a bot asks ``board_tables(view.edition)`` on every decision and gets
the cached object back after one dictionary lookup.

Landing odds are the long-run share of dice rolls ending on each square with the ``leave`` jail policy
(``monopoly.analysis.markov``, which needs numpy). Without numpy the tables fall back to the same odds for
every square (documented limit: the bots then value squares by rent alone).

A street group's ``rate[level]`` is the rent one opponent roll is expected to pay if the whole group stood
at that level: level 0 is the complete set without buildings (base rent times the set multiplier), 1-4
houses, 5 the hotel; ``cost[level]`` is what the buildings of that level cost for the whole group. Railroads
and utilities have no levels (their rent depends on how many one owner holds: see ``rent_rate``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from monopoly.core.edition import HOTEL, RAILROAD, STREET, UTILITY, Edition, Space

EXPECTED_DICE_TOTAL = 7


@dataclass(slots=True)
class GroupTable:
    """One colour group, the railroads or the utilities."""

    index: int
    kind: str  # street, railroad or utility
    members: tuple[int, ...]
    price: int  # all members together
    rate: tuple[float, ...]  # see the module docstring
    cost: tuple[int, ...]
    best: dict[float, float] = field(default_factory=dict)  # horizon -> best developed value (cache)

    def developed_value(self, horizon: float) -> float:
        """Streets: the most a complete set is worth over ``horizon`` opponent rolls, choosing the level
        (``horizon * rate[level] - cost[level]``, at least the bare set's). Others: 0."""
        value = self.best.get(horizon)
        if value is None:
            if self.kind == STREET:
                value = max(horizon * r - c for r, c in zip(self.rate, self.cost, strict=True))
            else:
                value = 0.0
            self.best[horizon] = value
        return value


@dataclass(slots=True)
class BoardTables:
    """Everything the bots precompute for one edition."""

    edition_id: str
    p: tuple[float, ...]  # landing odds per square, per dice roll
    group_of: tuple[int, ...]  # per square: index into ``groups``, -1 for non-properties
    groups: tuple[GroupTable, ...]
    exact: bool  # False when numpy was missing and the odds are uniform


_CACHE: dict[tuple[object, ...], BoardTables] = {}
_BY_OBJECT: dict[int, tuple[Edition, BoardTables]] = {}


def board_tables(edition: Edition) -> BoardTables:
    """The (cached) tables of ``edition``."""
    hit = _BY_OBJECT.get(id(edition))
    if hit is not None and hit[0] is edition:
        return hit[1]
    key = (edition.id, edition.rules, edition.spaces)
    tables = _CACHE.get(key)
    if tables is None:
        tables = _build(edition)
        _CACHE[key] = tables
    _BY_OBJECT[id(edition)] = (edition, tables)
    return tables


def _landing(edition: Edition) -> tuple[tuple[float, ...], bool]:
    try:
        from monopoly.analysis.markov import landing_vector
    except ImportError:  # numpy missing: every square alike
        return tuple(1.0 / edition.size for _ in range(edition.size)), False
    vector = landing_vector(edition, "leave")
    return tuple(float(vector[i]) for i in range(edition.size)), True


def _build(edition: Edition) -> BoardTables:
    p, exact = _landing(edition)
    group_of = [-1] * edition.size
    groups: list[GroupTable] = []
    seen: dict[tuple[int, ...], int] = {}
    multiplier = edition.rules.set_rent_multiplier
    for space in edition.properties:
        members = edition.group_of[space] or (space,)
        if members in seen:
            group_of[space] = seen[members]
            continue
        index = len(groups)
        seen[members] = index
        group_of[space] = index
        sps = [edition.spaces[s] for s in members]
        kind = sps[0].kind
        price = sum(sp.price for sp in sps)
        if kind == STREET:
            rate = [sum(p[sp.index] * sp.rent[0] * multiplier for sp in sps)]
            rate += [sum(p[sp.index] * sp.rent[level] for sp in sps) for level in range(1, HOTEL + 1)]
            houses = sum(sp.house_cost for sp in sps)
            cost = [level * houses for level in range(HOTEL)] + [
                (HOTEL - 1) * houses + sum(sp.hotel_cost for sp in sps)
            ]
        else:  # railroads and utilities: no buildings; their rent depends on how many one owner holds
            rate, cost = [0.0], [0]
        groups.append(GroupTable(index, kind, tuple(members), price, tuple(rate), tuple(cost)))
    for g in groups:  # every member of a group maps to it (group_of filled only for the first member seen)
        for s in g.members:
            group_of[s] = g.index
    return BoardTables(edition.id, p, tuple(group_of), tuple(groups), exact)


def rent_rate(space: Space, p: float, owned: int) -> float:
    """Expected rent per opponent roll of a railroad or utility whose owner holds ``owned`` of its group
    (a utility counts a dice total of 7); of a street alone (not a set, no buildings) otherwise."""
    if space.kind == RAILROAD:
        return p * space.rent[min(owned, len(space.rent)) - 1]
    if space.kind == UTILITY:
        return p * EXPECTED_DICE_TOTAL * space.multipliers[min(owned, len(space.multipliers)) - 1]
    return p * space.rent[0]
