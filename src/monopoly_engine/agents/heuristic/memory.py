"""What the heuristic bot remembers of one seat's game between decisions (``_Memory``) and its development plan."""

from __future__ import annotations

from monopoly_engine.core.actions import (
    Build,
    BuildDepot,
    Unmortgage,
)

from ..cheating import CheatMind


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
        # (``view.group_versions`` copied, each property's term ``p * rent`` in ``edition.properties`` order, their
        # sum: the danger) when last computed: see ``HeuristicAgent._danger_now``
        self.danger: tuple[list[int], list[float], float] | None = None
        # (holdings and opponents, the cheap raising steps as (space, cash)) of the last holdings seen
        self.raisable: tuple[object, list[tuple[int, int]]] | None = None
        # When only mortgages can be cheap: (the number of opponents, ``view.group_versions`` copied, per group of
        # ``HeuristicAgent._danger_groups`` its cheap mortgages as (space, cash)) when last worked out
        self.cheap_groups: tuple[int, list[int], list[list[tuple[int, int]]]] | None = None
        # (``holdings_version``, the costs that decide which development actions are listed: ``_development_costs``,
        # the cheapest building of a group this seat may build on (-1: none), the mortgage values of its unmortgaged
        # properties outside its sets (what cheap raising steps raise at most; -1 when other steps may be cheap too),
        # the board's versions they were worked out at (``_development_costs``))
        self.costs: tuple[int, list[int], int, int, tuple[int, ...]] | None = None
        # (``view.group_versions`` copied, per group of ``HeuristicAgent._danger_groups`` its part of the costs:
        # ``HeuristicAgent._group_costs``) when last worked out
        self.cost_groups: tuple[list[int], list[tuple[tuple[int, ...], int, int]]] | None = None
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
