"""What the property rules allow on each seat's holdings, kept per seat and colour group between listings.

``Game.free_actions``, ``development_actions``, ``raising_actions`` and ``group_builds`` list the actions on a
player's properties. Walking every property through the building, mortgage and selling rules at each listing
cost half of a simple bot's game, though the board changes far less often than it is listed. The index keeps,
per seat, its properties in board order (rebuilt when ``GameState.owner_version`` moves) and, per seat and
colour group, what each of its properties there allows whatever the seat's cash: lift the mortgage (at what
cost), mortgage, the next building (its kind and cost, building evenly), sell a building evenly, sell or build a
depot. A group's entries are recomputed when its ``GameState.group_version`` moves (every change of owner,
building, mortgage or depot in the group moves it); what moves without it (the seat's cash, the bank's supply of
buildings and depots, a building auction, a pending keep-or-lift choice) is checked at each listing.

``Game.property_actions_recount`` lists the same actions by walking the board; the property tests compare the
two after every action. Code that changes the board by hand calls ``GameState.board_changed`` (as for every
other reader of the version counters).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import properties
from .actions import Build, BuildDepot, Mortgage, SellBuilding, SellDepot, SellHotelsOutright, Unmortgage
from .edition import HOTEL, PROPERTY_KINDS, RAILROAD, SKYSCRAPER, STREET

if TYPE_CHECKING:
    from .engine import Game


class PropertyOptions:
    """What one property allows its owner, as its group stands (cash, supply and auctions apart).

    ``mortgaged``: the property is mortgaged, and ``lift`` (None without the mortgage rule) lifts it for
    ``lift_cost``; otherwise ``mortgage``, ``build`` (the next ``build_kind`` building for ``build_cost``, when its
    group and level allow one), ``sell`` (a building, evenly), ``sell_depot`` and ``build_depot`` (for
    ``depot_cost``) are the actions the rules allow on it, or None. One object per seat and property, updated in
    place; its actions are made once (actions are values), when the seat first holds the property. ``sell_hotels``
    (Mega): the group's hotels sold outright, all together, or None."""

    __slots__ = (
        "_build",
        "_build_depot",
        "_mortgage",
        "_sell",
        "_sell_depot",
        "_sell_hotels",
        "_unmortgage",
        "build",
        "build_cost",
        "build_depot",
        "build_kind",
        "depot_cost",
        "lift",
        "lift_cost",
        "mortgage",
        "mortgaged",
        "sell",
        "sell_depot",
        "sell_hotels",
        "space",
    )

    def __init__(self, player: int, space: int) -> None:
        self.space = space
        self._unmortgage = Unmortgage(player, space)
        self._mortgage = Mortgage(player, space)
        self._build = Build(player, space)
        self._sell = SellBuilding(player, space)
        self._sell_hotels = SellHotelsOutright(player, space)
        self._sell_depot = SellDepot(player, space)
        self._build_depot = BuildDepot(player, space)
        self.mortgaged = False
        self.lift: Unmortgage | None = None
        self.lift_cost = 0
        self.mortgage: Mortgage | None = None
        self.build: Build | None = None
        self.build_kind = ""
        self.build_cost = 0
        self.sell: SellBuilding | None = None
        self.sell_hotels: SellHotelsOutright | None = None
        self.sell_depot: SellDepot | None = None
        self.build_depot: BuildDepot | None = None
        self.depot_cost = 0


class HoldingsIndex:
    """Per seat: its properties in board order, and each one's ``PropertyOptions`` kept per colour group."""

    __slots__ = (
        "_develop_versions",
        "_entries",
        "_owned",
        "_owned_entries",
        "_owned_groups",
        "_owned_version",
        "_raise_versions",
    )

    def __init__(self, players: int, spaces: int) -> None:
        self._owned_version = -1  # the ``owner_version`` that the ``_owned*`` lists were built at (-1: never)
        self._owned: list[tuple[int, ...]] = [() for _ in range(players)]
        # per seat: the entries of its properties in board order, and (head, a property of it) per group it holds
        self._owned_entries: list[list[PropertyOptions]] = [[] for _ in range(players)]
        self._owned_groups: list[list[tuple[int, int]]] = [[] for _ in range(players)]
        # per seat and group (at its head): the ``group_version`` its entries' spending and raising halves were
        # computed at (-1: never)
        self._develop_versions: list[list[int]] = [[-1] * spaces for _ in range(players)]
        self._raise_versions: list[list[int]] = [[-1] * spaces for _ in range(players)]
        # per seat and space: its entry, made when the seat first holds the space (None: never held)
        self._entries: list[list[PropertyOptions | None]] = [[None] * spaces for _ in range(players)]

    def _rebuild_owned(self, g: Game) -> None:
        """Each seat's properties, their entries and groups, as ``owner`` stands (an entry made where missing)."""
        owner = g.state.owner
        group_head = g.edition.group_head
        players = len(self._owned)
        owned: list[list[int]] = [[] for _ in range(players)]
        for space in g.edition.properties:
            if owner[space] >= 0:
                owned[owner[space]].append(space)
        for player in range(players):
            spaces = owned[player]
            entries = self._entries[player]
            found: list[PropertyOptions] = []
            groups: dict[int, int] = {}
            for space in spaces:
                entry = entries[space]
                if entry is None:
                    entry = entries[space] = PropertyOptions(player, space)
                found.append(entry)
                groups.setdefault(group_head[space], space)
            self._owned[player] = tuple(spaces)
            self._owned_entries[player] = found
            self._owned_groups[player] = list(groups.items())
        self._owned_version = g.state.owner_version

    def owned(self, g: Game, player: int) -> tuple[int, ...]:
        """``player``'s properties in board order."""
        if self._owned_version != g.state.owner_version:
            self._rebuild_owned(g)
        return self._owned[player]

    def all_options(self, g: Game, player: int, develop: bool, raise_cash: bool) -> list[PropertyOptions]:
        """The options of each of ``player``'s properties in board order, what changed recomputed: the spending
        half (``develop``: lift, build, build a depot) and the raising half (``raise_cash``: mortgage, sell a
        building or a depot) are kept apart, so a listing of one half does not pay for the other (``mortgaged``
        is current in both). The list is the index's own, kept while ``player``'s properties stay the same: read
        it, do not change it."""
        if self._owned_version != g.state.owner_version:
            self._rebuild_owned(g)
        develop_versions, raise_versions = self._develop_versions[player], self._raise_versions[player]
        group_version = g.state.group_version
        for head, space in self._owned_groups[player]:
            version = group_version[head]
            stale_develop = develop and develop_versions[head] != version
            stale_raise = raise_cash and raise_versions[head] != version
            if stale_develop or stale_raise:
                self._compute_group(g, player, space, version, stale_develop, stale_raise)
        return self._owned_entries[player]

    def options(self, g: Game, player: int, space: int) -> PropertyOptions:
        """The options of ``player``'s property ``space`` (the spending half, and ``mortgaged``), recomputed for its
        whole group if the group changed."""
        head = g.edition.group_head[space]
        version = g.state.group_version[head]
        entry = self._entries[player][space]
        if entry is None or self._develop_versions[player][head] != version:
            entry = self._compute_group(g, player, space, version, True, False)
        return entry

    def _compute_group(
        self, g: Game, player: int, space: int, version: int, develop: bool, raise_cash: bool
    ) -> PropertyOptions:
        """The entries of ``player``'s properties in ``space``'s group, their spending half (``develop``), raising
        half (``raise_cash``) or both: the rules of ``properties`` and ``mega`` with the cash and supply conditions
        left to the listing. Returns ``space``'s entry (``player`` holds it)."""
        state = g.state
        rules = g.rules
        spaces = g.edition.spaces
        owner, mortgaged, level, depot = state.owner, state.mortgaged, state.level, state.depot
        entries = self._entries[player]
        group = g.edition.group_of[space] or (space,)  # (a property outside any group heads its own)
        head = g.edition.group_head[space]
        if develop:
            self._develop_versions[player][head] = version
        if raise_cash:
            self._raise_versions[player][head] = version
        floor = -2  # the group's ``build_floor``, asked once (-2: not yet)
        outright = -1  # (Mega) whether the group's hotels may be sold outright, asked once (-1: not yet)
        top = SKYSCRAPER if rules.skyscrapers else HOTEL
        found: PropertyOptions | None = None
        for s in group:
            if owner[s] != player:
                continue
            sp = spaces[s]
            entry = entries[s]
            if entry is None:
                entry = entries[s] = PropertyOptions(player, s)
            if s == space:
                found = entry
            if develop:
                entry.lift = entry.build = entry.build_depot = None
            if raise_cash:
                entry.mortgage = entry.sell = entry.sell_depot = entry.sell_hotels = None
            entry.mortgaged = mortgaged[s]
            if entry.mortgaged:
                if develop and rules.mortgages and sp.kind in PROPERTY_KINDS:
                    entry.lift = entry._unmortgage
                    entry.lift_cost = properties.unmortgage_cost(g, s)
                continue
            if raise_cash and properties.can_mortgage(g, player, s):
                entry.mortgage = entry._mortgage
            if sp.kind == STREET:
                at = level[s]
                if develop:
                    if floor == -2:
                        floor = properties.build_floor(g, player, s)
                    if (
                        not properties.uneven_to_build(at, floor)
                        and at < top
                        and (at != HOTEL or properties.skyscraper_blocker(g, player, s) < 0)
                    ):
                        kind = properties.kind_of_next(g, at)
                        entry.build = entry._build
                        entry.build_kind = kind
                        entry.build_cost = properties.building_cost(sp, kind)
                if raise_cash and at:
                    if properties.can_sell(g, player, s):
                        entry.sell = entry._sell
                    if at == HOTEL and rules.hotel_sale_outright:
                        if outright == -1:
                            outright = 0 if properties.outright_sale_keepers(g, player, s) else 1
                        if outright:
                            entry.sell_hotels = entry._sell_hotels
            elif sp.kind == RAILROAD and rules.depots:
                if depot[s]:
                    if raise_cash:
                        entry.sell_depot = entry._sell_depot
                elif develop:
                    entry.build_depot = entry._build_depot
                    entry.depot_cost = sp.depot_cost
        if found is None:
            raise ValueError(f"player {player} does not hold space {space}")
        return found
