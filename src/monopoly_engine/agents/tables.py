"""Per-edition tables the bots share: landing odds per square and, per group, rent rates and building costs.

Built once per edition (keyed by the edition's id, rules and board, so a game with rule options gets its own)
and cached for the life of the process: a bot asks ``board_tables(view.edition)`` on every decision and gets
the cached object back after one dictionary lookup.

Landing odds are the long-run share of dice rolls ending on each square with the ``leave`` jail policy
(``monopoly_engine.analysis.markov``, which needs numpy). Without numpy the tables fall back to the same odds for
every square (documented limit: the bots then value squares by rent alone).

A street group's ``rate[level]`` is the rent one opponent roll is expected to pay if the whole group stood
at that level: level 0 is the complete set without buildings (base rent times the set multiplier), 1-4
houses, 5 the hotel, 6 the skyscraper where the edition has them; ``cost[level]`` is what the buildings of
that level cost for the whole group. Railroads and utilities have no levels (their rent depends on how many
one owner holds: see ``rent_rate``).

Majority ownership (Mega, ``rules.majority_rent_multiplier``): in a group of three or more streets, all but
one already lets the holder build houses and hotels (no skyscraper) and doubles their unimproved rent.
``GroupTable.need`` is the number of streets that lets one build (n - 1 then, n otherwise) and
``majority[held]`` the same rates and costs for each n - 1 streets ``held``, levels 0 (the majority rent) to
the hotel. ``steps`` is the distribution of one movement roll's total (two dice, or three with the speed
die), for bots that weigh where the next roll may end.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from monopoly_engine.core.dice import TWO_DICE_MEAN
from monopoly_engine.core.edition import HOTEL, RAILROAD, SKYSCRAPER, STREET, UTILITY, Edition, Space


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
    need: int = 0  # streets one must hold to build (the whole group, or all but one under majority rules)
    # held streets (all but one of the group) -> (rate, cost) by level 0 (majority rent) .. hotel
    majority: dict[tuple[int, ...], tuple[tuple[float, ...], tuple[int, ...]]] = field(default_factory=dict)
    majority_best: dict[tuple[tuple[int, ...], float], float] = field(default_factory=dict)

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

    def majority_value(self, held: tuple[int, ...], horizon: float) -> float:
        """The same for the streets ``held`` (all of the group but one) under majority rules: the best of
        the majority rent and houses up to the hotel on those streets."""
        key = (held, horizon)
        value = self.majority_best.get(key)
        if value is None:
            rate, cost = self.majority[held]
            value = self.majority_best[key] = max(horizon * r - c for r, c in zip(rate, cost, strict=True))
        return value

    def mean_majority_value(self, horizon: float) -> float:
        """``majority_value`` averaged over which street is missing (for a majority not yet held)."""
        if not self.majority:
            return self.developed_value(horizon)
        return sum(self.majority_value(held, horizon) for held in self.majority) / len(self.majority)


@dataclass(slots=True)
class BoardTables:
    """Everything the bots precompute for one edition."""

    edition_id: str
    p: tuple[float, ...]  # landing odds per square, per dice roll
    group_of: tuple[int, ...]  # per square: index into ``groups``, -1 for non-properties
    groups: tuple[GroupTable, ...]
    exact: bool  # False when numpy was missing and the odds are uniform
    steps: tuple[tuple[int, float], ...] = ()  # (total, probability) of one movement roll


_CACHE: dict[tuple[object, ...], BoardTables] = {}
# The tables of the edition objects seen lately, by identity (the edition kept, so its id is not reused):
# one lookup per decision. Bounded: a process that loads editions again and again does not grow it.
_BY_OBJECT: dict[int, tuple[Edition, BoardTables]] = {}
_BY_OBJECT_MAX = 32


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
    if len(_BY_OBJECT) >= _BY_OBJECT_MAX:
        _BY_OBJECT.clear()
    _BY_OBJECT[id(edition)] = (edition, tables)
    return tables


def _landing(edition: Edition) -> tuple[tuple[float, ...], bool]:
    try:
        from monopoly_engine.analysis.markov import landing_vector
    except ImportError:  # numpy missing: every square alike
        return tuple(1.0 / edition.size for _ in range(edition.size)), False
    vector = landing_vector(edition, "leave")
    return tuple(float(vector[i]) for i in range(edition.size)), True


def _steps(edition: Edition) -> tuple[tuple[int, float], ...]:
    """The distribution of a movement roll's total: two dice, or three with the speed die (whose bus and
    Mr. Monopoly add 0)."""
    from monopoly_engine.core.dice import SPEED_FACES
    from monopoly_engine.core.speed_die import pips

    faces = SPEED_FACES if edition.rules.speed_die or edition.rules.mega_dice else ("0",)
    share = 1.0 / (36 * len(faces))
    totals: dict[int, float] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            for face in faces:
                total = a + b + pips(face)
                totals[total] = totals.get(total, 0.0) + share
    return tuple(sorted(totals.items()))


def _levels(sps: list[Space], p: tuple[float, ...], multiplier: int, top: int) -> tuple[list[float], list[int]]:
    """Rates and costs of ``sps`` standing together at every level from the unimproved rent (times
    ``multiplier``) to ``top``."""
    rate = [sum(p[sp.index] * sp.rent[0] * multiplier for sp in sps)]
    rate += [sum(p[sp.index] * sp.rent[level] for sp in sps) for level in range(1, top + 1)]
    houses = sum(sp.house_cost for sp in sps)
    cost = [level * houses for level in range(HOTEL)] + [(HOTEL - 1) * houses + sum(sp.hotel_cost for sp in sps)]
    if top >= SKYSCRAPER:
        cost.append(cost[HOTEL] + sum(sp.skyscraper_cost for sp in sps))
    return rate, cost


def _build(edition: Edition) -> BoardTables:
    p, exact = _landing(edition)
    group_of = [-1] * edition.size
    groups: list[GroupTable] = []
    seen: dict[tuple[int, ...], int] = {}
    rules = edition.rules
    multiplier = rules.set_rent_multiplier
    majority = rules.majority_rent_multiplier
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
        need = len(members)
        majorities: dict[tuple[int, ...], tuple[tuple[float, ...], tuple[int, ...]]] = {}
        if kind == STREET:
            top = SKYSCRAPER if rules.skyscrapers and all(len(sp.rent) > SKYSCRAPER for sp in sps) else HOTEL
            rate, cost = _levels(sps, p, multiplier, top)
            if majority and len(members) >= 3:
                need = len(members) - 1
                for missing in members:
                    held = [sp for sp in sps if sp.index != missing]
                    held_rate, held_cost = _levels(held, p, majority, HOTEL)
                    majorities[tuple(sp.index for sp in held)] = (tuple(held_rate), tuple(held_cost))
        else:  # railroads and utilities: no buildings; their rent depends on how many one owner holds
            rate, cost = [0.0], [0]
        groups.append(
            GroupTable(index, kind, tuple(members), price, tuple(rate), tuple(cost), need=need, majority=majorities)
        )
    return BoardTables(edition.id, p, tuple(group_of), tuple(groups), exact, _steps(edition))


def rent_rate(space: Space, p: float, owned: int, dice: float = TWO_DICE_MEAN, depot: bool = False) -> float:
    """Expected rent per opponent roll of a railroad (twice with a ``depot``) or utility whose owner holds
    ``owned`` of its group (a utility counts a dice total of ``dice``: 7, or 8 with the speed die); of a
    street alone (not a set, no buildings) otherwise."""
    if space.kind == RAILROAD:
        return p * space.rent[min(owned, len(space.rent)) - 1] * (2 if depot else 1)
    if space.kind == UTILITY:
        return p * dice * space.multipliers[min(owned, len(space.multipliers)) - 1]
    return p * space.rent[0]
