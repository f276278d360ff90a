"""What the heuristic bot remembers of one seat's game between decisions (``_Memory``) and its development plan."""

from __future__ import annotations

from monopoly_engine.core.actions import (
    Build,
    BuildDepot,
    Unmortgage,
)

from ..cheating import CheatMind


class _Danger:
    """``HeuristicAgent._danger_now``'s last work: the danger ``total`` and its ``terms`` (each property's
    ``p * rent`` in ``edition.properties`` order) as of ``versions`` (``view.group_versions`` copied)."""

    __slots__ = ("terms", "total", "versions")

    def __init__(self, versions: list[int], terms: list[float], total: float) -> None:
        self.versions = versions
        self.terms = terms
        self.total = total


class _Raisable:
    """``HeuristicAgent._raisable``'s cheap raising ``steps`` as (space, cash), found at ``key``: (this seat's
    ``holdings_version``, the number of opponents)."""

    __slots__ = ("key", "steps")

    def __init__(self, key: tuple[int, int], steps: list[tuple[int, int]]) -> None:
        self.key = key
        self.steps = steps


class _CheapGroups:
    """``HeuristicAgent._cheap_mortgages``' cheap mortgages as (space, cash), ``per_group`` of
    ``HeuristicAgent._danger_groups``, worked out with ``opponents`` opponents at ``versions``
    (``view.group_versions`` copied)."""

    __slots__ = ("opponents", "per_group", "versions")

    def __init__(self, opponents: int, versions: list[int], per_group: list[list[tuple[int, int]]]) -> None:
        self.opponents = opponents
        self.versions = versions
        self.per_group = per_group


class _Costs:
    """``HeuristicAgent._development_costs``' ``amounts`` (increasing) at this seat's ``holdings_version``
    ``version`` and the board's versions ``board`` they were worked out at; with them, the cheapest ``building``
    of a group this seat may build on (-1: none) and the mortgage values of its unmortgaged properties outside its
    sets, what cheap raising steps raise at most (``mortgages``; -1 when other steps may be cheap too)."""

    __slots__ = ("amounts", "board", "building", "mortgages", "version")

    def __init__(self, version: int, amounts: list[int], building: int, mortgages: int, board: tuple[int, ...]) -> None:
        self.version = version
        self.amounts = amounts
        self.building = building
        self.mortgages = mortgages
        self.board = board


class _CostGroups:
    """Per group of ``HeuristicAgent._danger_groups``, its part of the development costs (``parts``:
    ``HeuristicAgent._group_costs``), as of ``versions`` (``view.group_versions`` copied), and the sum of the parts'
    mortgage values (``raised``: ``_Costs.mortgages`` whatever the rules)."""

    __slots__ = ("parts", "raised", "versions")

    def __init__(self, versions: list[int], parts: list[tuple[tuple[int, ...], int, int]], raised: int) -> None:
        self.versions = versions
        self.parts = parts
        self.raised = raised


class _Memory:
    """What the bot remembers about one seat's game between decisions."""

    __slots__ = (
        "auction",
        "build_scores",
        "built",
        "cheap_groups",
        "cost_groups",
        "costs",
        "danger",
        "idle_owner_version",
        "idle_signature",
        "mind",
        "offered",
        "pending",
        "plan",
        "plan_key",
        "proposed_turn",
        "raisable",
        "refusals",
    )

    def __init__(self) -> None:
        self.mind: CheatMind | None = None  # cheating and catching (rule option ``cheats``)
        self.offered: dict[tuple[int, tuple[int, ...]], int] = {}  # (partner, properties asked) -> round asked
        self.pending: tuple[int, tuple[int, ...]] | None = None  # the last offer, until its answer is seen
        self.refusals: dict[int, int] = {}  # partner -> offers refused in a row
        self.proposed_turn = -1  # the last turn it proposed a trade in
        self.idle_signature: object = None  # the board when the last search found no trade
        self.idle_owner_version = -1  # ``view.owner_version`` of that board
        self.auction: tuple[object, int, tuple[int, float, int]] | None = None  # (auction, cash, limits)
        self.danger: _Danger | None = None
        self.raisable: _Raisable | None = None
        self.cheap_groups: _CheapGroups | None = None  # (when only mortgages can be cheap)
        self.costs: _Costs | None = None
        self.cost_groups: _CostGroups | None = None
        self.plan_key: tuple[object, ...] | None = None  # what ``plan`` was made for: see ``_plan_key``
        self.plan: _Plan | None = None
        # street -> (its group's ``view.group_versions`` entry, the score, cost and level of building on it) when
        # last scored: see ``HeuristicAgent._score_builds``
        self.build_scores: dict[int, tuple[int, float, int, int]] = {}
        # (``holdings_version``, ``board_version``, space, its level once built) when the last development
        # chosen from ``plan`` was a build
        self.built: tuple[int, tuple[int, int, int], int, int] | None = None

    def forget_board(self) -> None:
        """Drop what was worked out of the board (a new view: the board may have been set by hand)."""
        self.danger = None
        self.cheap_groups = None
        self.cost_groups = None
        self.costs = None
        self.plan_key = None
        self.plan = None
        self.build_scores = {}
        self.built = None
        self.idle_owner_version = -1


class _Plan:
    """This seat's development actions as the board stands and its cash band allows, each scored once (see
    ``HeuristicAgent._develop``): lifts as ``(cost, in a complete set, score, action)`` in the game's order,
    builds as ``(score, landing odds, cost, level, action)`` best first, depots as ``(cost, rate, action)``."""

    __slots__ = ("builds", "depots", "lifts")

    def __init__(
        self,
        lifts: list[tuple[int, bool, float, Unmortgage]],
        builds: list[tuple[float, float, int, int, Build]],
        depots: list[tuple[int, float, BuildDepot]],
    ) -> None:
        self.lifts = lifts
        self.builds = builds
        self.depots = depots
