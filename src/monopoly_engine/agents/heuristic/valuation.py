"""The heuristic bot's valuation of one decision's board (``_Board``) and the danger of the opponents' rents."""

from __future__ import annotations

from collections.abc import Sequence

from monopoly_engine.core.dice import utility_roll_mean
from monopoly_engine.core.edition import STREET
from monopoly_engine.views import PlayerView

from ..tables import BoardTables, GroupTable, rent_rate
from .params import (
    HeuristicParams,
)
from .shared import _Funded, _Shape, _Shared, group_heads


class _Board:
    """The valuation of one decision: the view, the edition tables and the horizon, with hypothetical
    ownership changes given as ``{space: new owner}`` and cash changes as ``{seat: cash added}``."""

    __slots__ = (
        "_holdings",
        "chance",
        "dice",
        "funded",
        "heads",
        "horizon",
        "levels",
        "me",
        "mortgaged",
        "opponents",
        "owners",
        "p",
        "params",
        "shapes",
        "spaces",
        "tables",
        "versions",
        "view",
    )

    def __init__(
        self, view: PlayerView, tables: BoardTables, params: HeuristicParams, shared: _Shared | None = None
    ) -> None:
        self.view = view
        self.tables = tables
        self.spaces = view.edition.spaces
        self.p = tables.p
        self.params = params
        self.me = view.seat
        self.opponents = opponents = len(view.opponents())
        self.horizon = params.horizon
        self.chance = 1.0 / (opponents + 1)  # the share of the bank's streets a player may expect to get
        self.owners = view.owners
        self.mortgaged = view.mortgaged
        self.levels = view.levels
        self.funded: dict[tuple[int, int], float] = {}  # (group, holder) -> funded worth as the board stands
        # The shapes asked of this board (see ``remember_shape``): kept for every heuristic seat of the game that
        # values alike (``_Shared.shapes_for``), or for this decision alone without a shared table.
        self.shapes: dict[_Shape, float | _Funded] = (
            {}
            if shared is None
            else shared.shapes_for((params.horizon, params.set_bonus, params.partial_weight, opponents))
        )
        self.versions = view.group_versions
        # per group of ``tables``: its head, where ``versions`` keeps its version
        self.heads = group_heads(view, tables) if shared is None else shared.heads
        self._holdings: tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...], tuple[bool, ...]] | None = None
        self.dice = utility_roll_mean(view.rules)  # a utility's mean rent roll

    def worth(
        self,
        group: GroupTable,
        holder: int,
        over: dict[int, int] | None = None,
        cash: dict[int, int] | None = None,
        fund: bool = False,
    ) -> float:
        """What ``holder``'s part of ``group`` is worth (see the module docstring); with ``fund``, an unbuilt
        set's development counts only in the share the holder's cash (changed by ``cash``) can pay for."""
        shape: float | _Funded | None
        if over:  # (a purchase's change, judged once: not worth a key)
            shape = self.shape(group, holder, over, fund)
        else:
            g = group.index
            key = (g, self.versions[self.heads[g]], holder, (), fund)  # (see ``remember_shape``)
            shape = self.shapes.get(key)
            if shape is None:
                shape = self.remember_shape(key, group, holder, None, fund)
        if type(shape) is float:
            return shape
        return self.funded_value(shape, self.view.cash(holder) + (cash.get(holder, 0) if cash else 0))  # type: ignore[arg-type]

    def remember_shape(
        self, key: _Shape, group: GroupTable, holder: int, over: dict[int, int] | None, fund: bool
    ) -> float | _Funded:
        """``shape(group, holder, over, fund)``, kept in ``shapes`` at ``key``: (the group's index, its version,
        ``holder``, ``over``'s changes to the group in ``over``'s order, ``fund``). A shape depends on nothing
        else but the number of opponents and the valuation's parameters, which pick ``shapes``; the callers look
        the key up first (``worth``, ``parts``)."""
        shapes = self.shapes
        if len(shapes) >= SHAPES_MAX:
            shapes.clear()  # (versions only grow: what a long game left behind is never asked again)
        shape = shapes[key] = self.shape(group, holder, over, fund)
        return shape

    def shape(self, group: GroupTable, holder: int, over: dict[int, int] | None, fund: bool) -> float | _Funded:
        """``worth`` without the holder's cash: the worth itself when cash does not count, or, for an unbuilt
        set judged with ``fund``, what ``funded_value`` needs to finish it for a given cash."""
        owners = self.owners
        spaces = self.spaces
        p = self.p
        owned = others = built = 0
        asset = single = 0.0
        street = group.kind == STREET
        for s in group.members:
            o = over.get(s, owners[s]) if over else owners[s]
            if o == holder:
                owned += 1
                sp = spaces[s]
                asset += sp.price - (self.view.unmortgage_cost(s) if self.mortgaged[s] else 0)
                if street:
                    single += p[s] * sp.rent[0]
                    built += self.levels[s]
            elif o >= 0:
                others += 1
        if not owned:
            return 0.0
        horizon = self.horizon
        if street:
            n = len(group.members)
            bare = horizon * group.rate[0]
            extra = group.developed_value(horizon) - bare
            params = self.params
            if owned == n:
                if fund and not built:  # developing needs cash: count the part the holder can pay for now
                    return (asset, bare, extra, group.cost[3], None)
                return asset + params.set_bonus * (bare + extra)
            need = group.need
            if owned >= need:  # majority rules (Mega): all but one street already builds and pays double
                held = tuple(s for s in group.members if (over.get(s, owners[s]) if over else owners[s]) == holder)
                held_rate, cost = group.majority[held]
                held_bare = horizon * held_rate[0]
                held_extra = group.majority_value(held, horizon) - held_bare
                # The last street is the bank's: the whole set may still come (``funded_value`` adds it).
                developed = None if others else group.developed_value(horizon)
                if fund and not built:
                    return (asset, held_bare, held_extra, cost[3], developed)
                return self.funded_value((asset, held_bare, held_extra, 0, developed), None)
            value = asset + horizon * single
            if others <= n - need:  # what the others hold does not block building (a set, or a majority)
                target = bare + extra if need == n else group.mean_majority_value(horizon)
                value += params.partial_weight * self.chance ** (need - owned) * params.set_bonus * target
            return value
        rate = 0.0
        depot = self.view.has_depot
        for s in group.members:
            o = over.get(s, owners[s]) if over else owners[s]
            if o == holder:
                rate += rent_rate(spaces[s], p[s], owned, self.dice, depot(s))
        return asset + horizon * rate

    def funded_value(self, shape: _Funded, money: int | None) -> float:
        """The worth of a set from its ``shape``: its development counted in the share ``money`` pays for
        (at least ``fund_floor``; None: all of it), plus, for a majority whose last street is the bank's, a
        chance of the whole set."""
        asset, bare, extra, cost, developed = shape
        params = self.params
        if money is not None:
            extra *= min(1.0, max(params.fund_floor, money / max(1, cost)))
        value = asset + params.set_bonus * (bare + extra)
        if developed is not None:
            gain = developed - bare - extra
            value += params.partial_weight * self.chance * params.set_bonus * max(0.0, gain)
        return value

    def parts(self, holder: int, over: dict[int, int]) -> list[tuple[float | _Funded, float]]:
        """Per group that ``over`` touches (in its order): the ``shape`` of ``holder``'s part after the changes
        ``over`` (judged with ``fund``) and its ``funded_worth`` as the board stands, for ``gain``. A group's
        shape depends only on the changes to its own spaces: remembered by them (``remember_shape``: a trade
        search tries the same pieces with many others, and the other seats ask the same)."""
        groups = self.tables.groups
        group_of = self.tables.group_of
        touched: dict[int, list[tuple[int, int]]] = {}
        for s, o in over.items():
            changes = touched.get(group_of[s])
            if changes is None:
                touched[group_of[s]] = [(s, o)]
            else:
                changes.append((s, o))
        shapes = self.shapes
        versions = self.versions
        heads = self.heads
        found = []
        for g, changes in touched.items():
            group = groups[g]
            key = (g, versions[heads[g]], holder, tuple(changes), True)
            shape = shapes.get(key)
            if shape is None:
                shape = self.remember_shape(key, group, holder, over, True)
            found.append((shape, self.funded_worth(group, holder)))
        return found

    def gain(self, parts: list[tuple[float | _Funded, float]], money: int) -> float:
        """How much a holding gains from the changes ``parts`` were made for, its holder then having
        ``money`` in cash (which counts only through what it can afford to build)."""
        total = 0.0
        for shape, before in parts:
            total += (shape if type(shape) is float else self.funded_value(shape, money)) - before  # type: ignore[arg-type]
        return total

    def funded_worth(self, group: GroupTable, holder: int) -> float:
        """``worth(group, holder, fund=True)`` as the board stands, remembered (a trade search asks it often)."""
        key = (group.index, holder)
        value = self.funded.get(key)
        if value is None:
            value = self.funded[key] = self.worth(group, holder, None, None, True)
        return value

    def value_of(self, space: int) -> float:
        """What acquiring ``space`` from the bank is worth to this seat, denial of opponents included."""
        me = self.me
        group = self.tables.groups[self.tables.group_of[space]]
        price = self.spaces[space].price
        over = {space: me}
        value = self.worth(group, me, over) - self.worth(group, me)
        block = 0.0
        owners = self.owners
        rivals = {owners[s] for s in group.members if owners[s] >= 0 and owners[s] != me}
        for rival in rivals:
            over[space] = rival
            gain = self.worth(group, rival, over) - self.worth(group, rival) - price
            block = max(block, gain)
        return value + self.params.block_weight * block

    def holdings(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...], tuple[bool, ...]]:
        """This seat's properties, and their buildings, mortgages and depots: everything the worth of its
        raising steps depends on (with the number of opponents)."""
        found = self._holdings
        if found is None:
            me = self.me
            owners = self.owners
            mine = tuple([s for s in self.view.edition.properties if owners[s] == me])
            levels, mortgaged, depot = self.levels, self.mortgaged, self.view.has_depot
            found = self._holdings = (
                mine,
                tuple([levels[s] for s in mine]),
                tuple([mortgaged[s] for s in mine]),
                tuple([depot(s) for s in mine]),
            )
        return found

    def danger(self) -> float:
        """Rent this seat is expected to pay per dice roll on the opponents' board."""
        return _danger(self.view, self.p)


# ``_Board.shapes`` holds at most this many (a game's table is emptied when full)
SHAPES_MAX = 4096


def _danger(view: PlayerView, p: Sequence[float]) -> float:
    """Rent ``view``'s seat is expected to pay per dice roll on the opponents' board (``p``: landing odds)."""
    me = view.seat
    owners = view.owners
    mortgaged = view.mortgaged
    total = 0.0
    for s in view.edition.properties:
        o = owners[s]
        if o >= 0 and o != me and not mortgaged[s]:
            total += p[s] * view.rent_for_owner(s, o)
    return total
