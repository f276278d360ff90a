"""``HeuristicAgent``: the decisions, each read from the view and the memory (see the package's docstring)."""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Any

from monopoly_engine.core import (
    Action,
    AuctionDecision,
    BuyDecision,
    DebtDecision,
    MortgageDecision,
    TradeDecision,
    TradeSide,
    TurnDecision,
)
from monopoly_engine.core.actions import (
    AcceptTrade,
    Bid,
    Build,
    BuildDepot,
    Buy,
    ChooseGift,
    ClaimRent,
    Decline,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    Pass,
    PayBail,
    ProposeTrade,
    RejectTrade,
    Roll,
    Unmortgage,
    UseCard,
    UseTicket,
)
from monopoly_engine.core.decisions import (
    AuctionSquareDecision,
    BuildingAuctionDecision,
    ChooseSquareDecision,
    GiftDecision,
)
from monopoly_engine.core.edition import BIRTHDAY_GIFT, GO_TO_JAIL, HOTEL, STREET, TAX
from monopoly_engine.core.properties import building_cost
from monopoly_engine.views import PlayerView

from ..base import speed_die_choice
from ..buyer import first_of
from ..cheating import CheatMind
from ..edition_rules import edition_choice, held_card_play
from ..liquidation import SET_PENALTY, cheap_steps, debt_action, raise_money
from ..tables import BoardTables, GroupTable
from .facts import _EDITION_FACTS, _EDITION_FACTS_MAX, _edition_facts
from .memory import _CheapGroups, _CostGroups, _Costs, _Danger, _Memory, _Plan, _Raisable
from .params import (
    CARD_VALUE,
    JAIL_PENALTY,
    MAX_TICKETS_WANTED,
    RAISE_MAX_RATIO,
    STALEMATE_RIVAL,
    TICKET_BUY_SHARE,
    HeuristicParams,
)
from .shared import _Funded, _Shared, shared_table
from .trades import _clip, _Trade
from .valuation import _Board


class HeuristicAgent:
    """The strong default bot; see the module docstring. Its memory is kept per seat and forgotten when a new
    game begins, so one instance may serve several seats and several games in turn."""

    name = "heuristic"

    def __init__(self, params: HeuristicParams | None = None) -> None:
        self.params = params if params is not None else HeuristicParams()
        self._view: PlayerView | None = None
        self._tables: BoardTables | None = None
        # (members, cheapest building, streets needed to build) of every colour group of streets
        self._street_groups: tuple[tuple[tuple[int, ...], int, int], ...] = ()
        # per colour group of streets, in the same order: its owners (a tuple) from the board's owners
        self._holders_of: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...] = ()
        self._majority = False  # some colour group builds with all its streets but one (Mega)
        # per space: the cost of lifting its mortgage, its mortgage value, the cost of a depot on it (-1: none can
        # stand there in this game), as ``_development_costs`` reads them
        self._space_costs: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] = ((), (), ())
        # per colour group of streets, in the same order: every price a building on it may have
        self._building_prices: tuple[frozenset[int], ...] = ()
        # per group of properties (``Edition.group_head``, in board order of the heads): its head and its members as
        # (index in ``edition.properties``, space), as ``_danger_now`` works out their terms
        self._danger_groups: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()
        # per group of ``_danger_groups``: the index of its colour group in ``_street_groups`` (-1: not streets)
        self._street_index: tuple[int, ...] = ()
        self._deciding = False
        self._valuation: _Board | None = None
        self._shared: _Shared | None = None  # what the heuristic seats of this game share (``shared_table``)
        self._memories: dict[int, _Memory] = {}
        self._memory = _Memory()

    def __repr__(self) -> str:
        return f"HeuristicAgent({self.params.as_text()})"

    # --- the protocol ------------------------------------------------------------------------------------

    @property
    def interjects(self) -> bool:
        """Whether the runner should ask this bot to interject (cheats games): only if it may cheat or accuse."""
        return self.params.boldness > 0 or self.params.vigilance > 0

    def interject(self, view: PlayerView, rng: random.Random) -> Action | None:
        """Off-turn, after another player's action: an accusation, a cheat, or None (rule option ``cheats``)."""
        if not view.rules.cheats or not self.interjects:
            return None
        if view is not self._view:
            self._adopt(view)
        return self._mind(view).act(view, rng)

    def _mind(self, view: PlayerView) -> CheatMind:
        mind = self._memory.mind
        if mind is None:
            mind = self._memory.mind = CheatMind(view.seat, self.params.boldness, self.params.vigilance)
        return mind

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        if view is not self._view:
            self._adopt(view)
        if view.rules.cheats and self.interjects:
            hidden = self._mind(view).act(view, rng)
            if hidden is not None:
                return hidden
        self._deciding = True  # one valuation of the board per decision, made when first needed
        try:
            return self._decide(view, actions)
        finally:
            self._deciding = False
            self._valuation = None

    def _decide(self, view: PlayerView, actions: list[Action]) -> Action:
        decision = view.decision
        kind = type(decision)
        if self._memory.pending is not None and kind is not TradeDecision:
            self._settle_pending(view)
        if kind is TurnDecision:
            return self._turn(view, actions)
        if kind is BuyDecision:
            return self._buy(view, decision, actions)  # type: ignore[arg-type]
        if kind is AuctionDecision:
            return self._bid(view, decision, actions)  # type: ignore[arg-type]
        if kind is BuildingAuctionDecision:
            return self._building_bid(view, decision, actions)  # type: ignore[arg-type]
        if kind is DebtDecision:
            return debt_action(view, actions)
        if kind is TradeDecision:
            return self._answer(view, decision, actions)  # type: ignore[arg-type]
        if kind is MortgageDecision:
            return self._received_mortgage(view, decision, actions)  # type: ignore[arg-type]
        if kind is ChooseSquareDecision:
            return self._triple(view, actions)
        if kind is AuctionSquareDecision:
            return self._auction_square(view, actions)
        if kind is GiftDecision:
            return self._gift(view, actions)
        return edition_choice(view, actions) or speed_die_choice(view, actions) or actions[0]

    def _adopt(self, view: PlayerView) -> None:
        if not view.same_game(self._view):  # a new game: forget the last one
            self._memories.clear()
        memory = self._memories.get(view.seat)
        if memory is None:
            memory = self._memories[view.seat] = _Memory()
        memory.forget_board()
        self._memory = memory
        self._view = view
        self._shared = shared_table(view)
        facts = _EDITION_FACTS.get(id(view.edition))
        if facts is None or facts[0] is not view.edition or facts[1] is not view.rules:
            if len(_EDITION_FACTS) >= _EDITION_FACTS_MAX:
                _EDITION_FACTS.clear()
            facts = _EDITION_FACTS[id(view.edition)] = (view.edition, view.rules, _edition_facts(view))
        (
            self._tables,
            self._street_groups,
            self._holders_of,
            self._majority,
            self._space_costs,
            self._building_prices,
            self._danger_groups,
            self._street_index,
        ) = facts[2]

    def _board(self, view: PlayerView) -> _Board:
        """The valuation of the board as it stands: one per decision (the board cannot change within one)."""
        board = self._valuation
        if board is None:
            board = _Board(view, self._tables, self.params, self._shared)  # type: ignore[arg-type]
            if self._deciding:
                self._valuation = board
        return board

    def danger(self, board: _Board) -> float:
        """``board.danger()``, worked out again only for the groups that changed (``_danger_now``)."""
        return self._danger_now(board.view)

    def _danger_now(self, view: PlayerView) -> float:
        """``_danger(view, p)``: the rent this seat is expected to pay per dice roll on the opponents' board. A
        property's term ``p * rent`` depends only on its own group's owners, buildings, depots and mortgages (its
        rent and whether it is charged), so the terms are kept and worked out again only for the groups whose
        ``view.group_versions`` moved since the last time (nothing at all while none did); when one of them
        differs, all are summed in board order as ``_danger`` sums them (a term not charged is 0.0, which leaves
        a float sum as it is), otherwise (this seat's own buying, building or mortgaging, say) the danger stays."""
        versions = view.group_versions
        memo = self._memory.danger
        if memo is not None and memo.versions == versions:
            return memo.total
        me = view.seat
        p = self._tables.p  # type: ignore[union-attr]
        owners = view.owners
        mortgaged = view.mortgaged
        rent = view.rent_for_owner
        if memo is None:
            seen = None
            kept = terms = [0.0] * len(view.edition.properties)
        else:
            seen = memo.versions
            kept = terms = memo.terms
        for head, members in self._danger_groups:
            if seen is not None and seen[head] == versions[head]:
                continue
            for at, s in members:
                o = owners[s]
                term = p[s] * rent(s, o) if o >= 0 and o != me and not mortgaged[s] else 0.0
                if term != terms[at]:
                    if terms is kept:
                        terms = kept[:]  # (a fresh list: a remembered list of terms is never changed)
                    terms[at] = term
        if memo is not None and terms is kept:
            total = memo.total
        else:
            total = 0.0
            for term in terms:
                total += term
        if memo is None:
            self._memory.danger = _Danger(versions[:], terms, total)
        else:  # (kept in place: one record per seat)
            memo.versions = versions[:]
            memo.terms = terms
            memo.total = total
        return total

    def _reserve_now(self, view: PlayerView) -> float:
        """``reserve(board)`` without making the board's valuation."""
        return self.params.reserve + self.params.reserve_per_danger * self._danger_now(view)

    def _raisable(self, view: PlayerView, protect: tuple[int, ...]) -> int:
        """What the cheap raising steps (``RAISE_MAX_RATIO``) outside ``protect`` raise together: the cash of the
        cheap steps, found once while this seat's holdings (``holdings_version``) and the number of opponents stay
        the same (all a step's cash and damage depend on), summed for each ``protect``."""
        key = (view.holdings_version(), len(view.opponents()))
        memo = self._memory.raisable
        if memo is None or memo.key != key:
            memo = self._memory.raisable = _Raisable(key, self._cheap_steps(view))
        total = 0
        for space, cash in memo.steps:
            if space not in protect:
                total += cash
        return total

    def _cheap_steps(self, view: PlayerView) -> list[tuple[int, int]]:
        """``liquidation.cheap_steps`` of this seat's raising steps. When only mortgages can be that cheap
        (``_only_mortgages_cheap``) the rules are asked about this seat's properties one by one
        (``view.can_mortgage``: the mortgages ``raising_actions`` would list) rather than listing every raising
        step."""
        if _only_mortgages_cheap(view.rules):
            return self._cheap_mortgages(view)
        return cheap_steps(view, view.raising_actions(), max_ratio=RAISE_MAX_RATIO)

    def _cheap_mortgages(self, view: PlayerView) -> list[tuple[int, int]]:
        """The cheap steps when only mortgages can be cheap, group by group (in ``_danger_groups`` order, not board
        order: ``_raisable`` only sums them). Whether a property may be mortgaged and what that costs
        (``liquidation.step_damage``: its rent, the interest, how much of its group this seat holds; the horizon
        by the number of opponents) depend only on its own group, so a group's cheap mortgages are kept while its
        ``view.group_versions`` entry and the number of opponents stay the same."""
        versions = view.group_versions
        opponents = len(view.opponents())
        memo = self._memory.cheap_groups
        seen = memo.versions if memo is not None and memo.opponents == opponents else None
        me = view.seat
        owners = view.owners
        found: list[tuple[int, int]] = []
        per_group: list[list[tuple[int, int]]] = []
        for i, (head, members) in enumerate(self._danger_groups):
            if seen is not None and seen[head] == versions[head]:
                steps = memo.per_group[i]  # type: ignore[union-attr]  # (``seen``: there is one)
            else:
                mortgages: list[Action] = [
                    Mortgage(me, s) for _, s in members if owners[s] == me and view.can_mortgage(s)
                ]
                steps = cheap_steps(view, mortgages, max_ratio=RAISE_MAX_RATIO) if mortgages else []
            per_group.append(steps)
            found += steps
        self._memory.cheap_groups = _CheapGroups(opponents, versions[:], per_group)
        return found

    def reserve(self, board: _Board) -> float:
        return self.params.reserve + self.params.reserve_per_danger * self.danger(board)

    # --- turn -------------------------------------------------------------------------------------------

    def _turn(self, view: PlayerView, actions: list[Action]) -> Action:
        first = actions[0]
        if view.claims and view.my_claim() is not None:
            return ClaimRent(view.seat)  # a free action, legal exactly when the claim is this seat's
        if type(first) is Roll:
            if len(actions) > 1:
                if view.in_jail():
                    if not view.rolled:
                        return self._jail(view, actions, first)
                elif type(actions[1]) is UseTicket:
                    return self._ticket(view, actions) or first
            return first
        return self._end_of_turn(view, first)

    def _jail(self, view: PlayerView, actions: list[Action], roll: Action) -> Action:
        params = self.params
        danger = self._danger_now(view)  # (no valuation of the board needed)
        if view.rounds >= params.jail_late_round or danger >= params.jail_danger:
            return roll  # late: jail is a safe place to wait
        card = first_of(actions, UseCard)
        if card is not None:
            return card
        bail = first_of(actions, PayBail)
        if (
            bail is not None
            and view.cash() - view.rules.jail_fine >= params.reserve + params.reserve_per_danger * danger
        ):
            return bail
        return roll

    def _end_of_turn(self, view: PlayerView, end: Action) -> Action:
        costs = self._development_costs(view)
        cash = view.cash()
        if costs and cash >= costs[0] and self._may_develop(view, cash, costs[0]):
            action = self._develop(view, cash, bisect_right(costs, cash))
            if action is not None:
                return action
        if view.my_cards:
            play = held_card_play(view)
            if play is not None:
                return play
        if self.params.trades and self._memory.proposed_turn != view.turns:
            offer = self._propose(view)
            if offer is not None:
                return offer
        return end

    def _may_develop(self, view: PlayerView, cash: int, cheapest: int) -> bool:
        """Whether ``_develop`` could choose anything, judged without listing: every lift, build and depot it
        takes leaves the reserve (more for some) after its cost, which is one of ``_development_costs`` (so at
        least ``cheapest``); below that, only a build paid for by a cheap mortgage (``_build``'s
        ``raise_to_build``) remains, which needs a build listed (cash covering the cheapest building of a group
        it may build on) and cheap steps outside its group covering the shortfall (at most what cheap steps
        anywhere raise: ``_raisable(view, ())``, at most ``_development_costs``' sum of mortgage values). False
        only when ``_develop`` would return None.

        The reserve (``_reserve_now``: the danger worked out) is asked only when the least it can be, the base
        ``reserve`` (the danger is never negative), does not settle it: the reserve only raises the bar in both
        tests, so what fails against the least reserve fails against the true one."""
        known = self._memory.costs
        assert known is not None  # (it has just been asked)
        params = self.params
        building, mortgages = known.building, known.mortgages
        if params.reserve_per_danger >= 0 and cash - cheapest < params.reserve:  # (the parser refuses a negative)
            if building < 0 or cash < building or not params.raise_to_build or view.rules.hotels_only:
                return False
            # What the cheap steps must raise at least, against the least reserve: not even that, no build.
            short = int(building + params.reserve - cash) + 1
            if 0 <= mortgages < short or self._raisable(view, ()) < short:
                return False
            reserve = self._reserve_now(view)  # (``cash - cheapest`` is below it too)
        else:
            reserve = self._reserve_now(view)
            if cash - cheapest >= reserve:
                return True
            if building < 0 or cash < building or not params.raise_to_build or view.rules.hotels_only:
                return False
        short = int(building + reserve - cash) + 1
        if 0 <= mortgages < short:
            return False
        return self._raisable(view, ()) >= short

    def _development_costs(self, view: PlayerView) -> list[int]:
        """The amounts that decide which development actions the game lists for this seat, in increasing
        order: the prices of the buildings of every group it may build on (the whole group or a Mega majority,
        none of its streets mortgaged; the next building's price is one of them), the cost of lifting each of
        its mortgages, and each depot it might build. The game lists such an action only when the cash covers
        its amount, so while the board stays the same the list changes only when the cash crosses one of these.
        They depend on which properties this seat holds and which are mortgaged (and, with depots, where they
        stand), not on the buildings: remembered while its ``holdings_version`` stays the same, or while the board's
        ownership and mortgages (``owner_version``, ``mortgage_version``; and ``building_version`` with depots) do
        (a build changes its holdings but none of these); otherwise summed from each group's part
        (``_group_costs``), worked out again only for the groups whose ``view.group_versions`` entry moved."""
        version = view.holdings_version()
        memory = self._memory
        known = memory.costs
        if known is not None and known.version == version:
            return known.amounts
        state = view.board_version
        board = state if view.rules.depots else (state[0], state[2])
        if known is not None and known.board == board:
            known.version = version  # (a build: the same costs)
            return known.amounts
        # Worked out per group of properties, again only for the groups whose ``view.group_versions`` moved
        # (a group's part depends only on its own spaces' owners, mortgages and depots), and summed again only
        # where a part changed: a move of another player's in a group leaves this seat's part there as it was.
        versions = view.group_versions
        memo = memory.cost_groups
        owners = view.owners
        mortgaged = view.mortgaged
        only_mortgages = _only_mortgages_cheap(view.rules)
        if memo is None or known is None:
            parts = [self._group_costs(view, i, owners, mortgaged) for i in range(len(self._danger_groups))]
            raised = sum(part[2] for part in parts)
            memory.cost_groups = _CostGroups(versions[:], parts, raised)
            memory.costs = _Costs(version, _amounts(parts), _cheapest(parts), raised if only_mortgages else -1, board)
            return memory.costs.amounts
        seen = memo.versions
        parts = memo.parts  # (kept in place, as the records are: one per seat)
        raised = memo.raised
        amounts_moved = cheapest_moved = False
        for i, (head, _) in enumerate(self._danger_groups):
            if seen[head] != versions[head]:
                part = self._group_costs(view, i, owners, mortgaged)
                old = parts[i]
                if part != old:
                    parts[i] = part
                    amounts_moved = amounts_moved or part[0] != old[0]
                    cheapest_moved = cheapest_moved or part[1] != old[1]
                    raised += part[2] - old[2]
        if amounts_moved:
            known.amounts = _amounts(parts)
        if cheapest_moved:
            known.building = _cheapest(parts)
        memo.versions = versions[:]
        memo.raised = raised
        known.mortgages = raised if only_mortgages else -1
        known.version = version
        known.board = board
        return known.amounts

    def _group_costs(
        self, view: PlayerView, i: int, owners: tuple[int, ...], mortgaged: tuple[bool, ...]
    ) -> tuple[tuple[int, ...], int, int]:
        """Group ``i`` of ``_danger_groups``' part of ``_development_costs``: its amounts (the building prices of a
        colour group this seat may build on, the cost of lifting each of its mortgages there, each depot it might
        build there), the cheapest building there (-1: it may not build there) and what cheap raising steps could
        raise there at most (the mortgage values of its unmortgaged properties, but for the streets of a group it
        holds enough of to build: ``liquidation.step_damage`` adds ``SET_PENALTY`` of the cash for them)."""
        me = view.seat
        found: list[int] = []
        building = -1
        in_set = False
        k = self._street_index[i]
        if k >= 0:
            members, _, need = self._street_groups[k]
            if self._holders_of[k](owners).count(me) >= need:
                in_set = len(members) > 1 and SET_PENALTY > RAISE_MAX_RATIO
                if not any(mortgaged[s] for s in members if owners[s] == me):
                    prices = self._building_prices[k]
                    found += prices  # whatever the next building is, its price is one of these
                    building = min(prices)
        has_depot = view.depots if view.rules.depots else ()
        lift_costs, mortgage_values, depot_costs = self._space_costs
        mortgages = 0
        for _, s in self._danger_groups[i][1]:
            if owners[s] != me:
                continue
            if mortgaged[s]:
                found.append(lift_costs[s])
                continue
            if not in_set:
                mortgages += mortgage_values[s]
            depot_cost = depot_costs[s]
            if depot_cost >= 0 and not has_depot[s]:
                found.append(depot_cost)
        return tuple(found), building, mortgages

    def _develop(self, view: PlayerView, cash: int, band: int) -> Action | None:
        """A mortgage lifted, a building or a depot built, when the reserve allows; or a cheap mortgage that
        pays for a building (``_build``); None when nothing is worth it. The choices (``development_actions``)
        are scored once per board and cash band (how many of ``_development_costs`` the cash covers: the same
        band, the same list) and kept in a ``_Plan``: a turn that changed nothing costs a few comparisons."""
        key = self._plan_key(view, band)
        memory = self._memory
        plan = memory.plan
        if plan is None or memory.plan_key != key:
            plan = self._plan_after_build(view, key, plan)
            if plan is None:
                plan = self._plan(view)
            memory.plan = plan
            memory.plan_key = key
        memory.built = None
        lifts, builds, depots = plan.lifts, plan.builds, plan.depots
        if not (builds or lifts or depots):
            return None
        reserve = self._reserve_now(view)
        if lifts:
            action = self._lift(lifts, cash, reserve, sets_only=True)
            if action is not None:
                return action
        if builds:
            action = self._build(view, builds, cash, reserve)
            if action is not None:
                if type(action) is Build:
                    space = action.space
                    level = HOTEL if view.rules.hotels_only else view.level(space) + 1  # (``_place``)
                    memory.built = (view.holdings_version(), view.board_version, space, level)
                return action
        elif lifts:  # only when nothing can be built: lifting never competes with building for cash
            action = self._lift(lifts, cash, reserve + self.params.lift_margin, sets_only=False)
            if action is not None:
                return action
        if depots:  # a depot doubles a station's rent: bought with cash well above the reserve
            return self._depot(depots, cash, reserve + self.params.depot_margin)
        return None

    def _plan_after_build(self, view: PlayerView, key: tuple[object, ...], plan: _Plan | None) -> _Plan | None:
        """The plan made after this seat's last build, from the plan it was chosen from, when nothing else
        changed: this seat's holdings and the board changed once each (the build), its cash band and the bank's
        supply (the rest of ``key``) stayed the same. Then the listing differs only on the built group, which
        is asked again (``view.group_builds``); the other builds keep their scores, the lifts stay (a lift's
        legality and score depend on the cash band and its own group); the builds are ranked as ``_plan``
        ranks them. None when that does not hold (Mega's majority rules and depots, cheats: the whole plan)."""
        memory = self._memory
        built = memory.built
        old_key = memory.plan_key
        if built is None or plan is None or old_key is None or self._majority or view.rules.cheats:
            return None
        version, (owners, buildings, mortgages), space, level = built
        if (
            old_key[0] != version
            or key[0] != version + 1
            or key[1:] != old_key[1:]
            or view.board_version != (owners, buildings + 1, mortgages)
            or view.level(space) != level  # the one building put up since is this one
            or plan.depots
        ):
            return None
        group = view.edition.group_of[space]
        builds = [item for item in plan.builds if item[4].space not in group]
        builds += self._score_builds(view, view.group_builds(space))  # type: ignore[arg-type]
        builds.sort(key=_space_of_build)  # the listing's order (board order), then the ranking
        builds.sort(key=_rank_of_build, reverse=True)
        return _Plan(plan.lifts, builds, plan.depots)

    def _plan_key(self, view: PlayerView, band: int) -> tuple[object, ...]:
        """What the development actions listed and their scores depend on besides the cash band: this seat's
        properties, whether the bank has each kind of building left, and (under Mega's majority rules, where
        another player's street or mortgage in the group matters) the whole board. (Asked at the end of a turn
        only, where no building auction, which stops building, can be running.)"""
        supply = (view.bank_houses > 0, view.bank_hotels > 0, view.bank_skyscrapers > 0, view.bank_depots > 0)
        if self._majority:
            return (view.holdings_version(), band, supply, view.board_version)
        return (view.holdings_version(), band, supply)

    def _plan(self, view: PlayerView) -> _Plan:
        """The development actions listed now, sorted into lifts, builds and depots and scored."""
        me = view.seat
        p = self._tables.p  # type: ignore[union-attr]
        spaces = view.edition.spaces
        builds: list[Build] = []
        lifts: list[tuple[int, bool, float, Unmortgage]] = []
        depots: list[tuple[int, float, BuildDepot]] = []
        for action in view.development_actions():
            kind = type(action)
            if kind is Build:
                builds.append(action)  # type: ignore[arg-type]
            elif kind is Unmortgage:
                space = action.space  # type: ignore[attr-defined]
                cost = view.unmortgage_cost(space)
                in_set = spaces[space].kind == STREET and view.owns_group(me, space)
                score = (1.0 if in_set else 0.0) + p[space] * view.rent_for_owner(space, me) / max(1, cost)
                lifts.append((cost, in_set, score, action))  # type: ignore[arg-type]
            elif kind is BuildDepot:
                space = action.space  # type: ignore[attr-defined]
                rate = p[space] * view.rent_for_owner(space, me)
                depots.append((spaces[space].depot_cost, rate, action))  # type: ignore[arg-type]
        return _Plan(lifts, self._score_builds(view, builds) if builds else [], depots)

    def _depot(self, depots: list[tuple[int, float, BuildDepot]], cash: int, keep: float) -> Action | None:
        """The depot on the station with the highest rent, when its cost leaves ``keep``."""
        best = None
        best_rate = -1.0
        for cost, rate, action in depots:
            if cash - cost < keep:
                continue
            if rate > best_rate:
                best, best_rate = action, rate
        return best

    def _lift(
        self, lifts: list[tuple[int, bool, float, Unmortgage]], cash: int, keep: float, sets_only: bool
    ) -> Action | None:
        """The best-scored lift whose cost leaves ``keep`` (only in complete sets with ``sets_only``)."""
        best = None
        best_score = -1.0
        for cost, in_set, score, action in lifts:
            if cash - cost < keep or (sets_only and not in_set):
                continue
            if score > best_score:
                best, best_score = action, score
        return best

    def _score_builds(self, view: PlayerView, builds: list[Build]) -> list[tuple[float, float, int, int, Build]]:
        """``(score, landing odds, cost, level, build)`` for each build, best first: the expected rent gained per
        unit of cost, counted up to three houses each for a group below three (where rents jump). A street's
        score, cost and level depend only on its own group (its owners, buildings and, through the unbuilt
        rent, mortgages): remembered per street while its group's ``view.group_versions`` entry stays the same."""
        spaces = view.edition.spaces
        p = self._tables.p  # type: ignore[union-attr]
        me = view.seat
        scored: list[tuple[float, float, int, int, Build]] = []
        group_scores: dict[tuple[int, ...], float] = {}
        hotels_only = view.rules.hotels_only
        versions = view.group_versions
        group_head = view.edition.group_head
        known = self._memory.build_scores
        for action in builds:
            space = action.space
            version = versions[group_head[space]]
            hit = known.get(space)
            if hit is not None and hit[0] == version:
                scored.append((hit[1], p[space], hit[2], hit[3], action))
                continue
            sp = spaces[space]
            level = view.level(space)
            cost = view.next_building(space)[1]  # type: ignore[index]  # (listed as legal: there is a next one)
            if level < 3 and not hotels_only:  # the group's return up to three houses each, where rents jump
                group = view.edition.group_of[space]
                score = group_scores.get(group, -1.0)
                if score < 0:
                    gain = 0.0
                    spend = 0
                    for s in group:
                        if view.owner(s) != me:  # majority rules: the missing street is somebody else's
                            continue
                        other = spaces[s]
                        lv = view.level(s)
                        if lv < 3:
                            now = other.rent[lv] if lv else view.rent_for_owner(s, me)
                            gain += p[s] * (other.rent[3] - now)
                            spend += (3 - lv) * other.house_cost
                    score = group_scores[group] = gain / max(1, spend)
            else:
                top = HOTEL if hotels_only else level + 1  # hotels_only: the hotel goes on the bare street
                score = p[space] * (sp.rent[top] - sp.rent[level]) / max(1, cost)
            known[space] = (version, score, cost, level)
            scored.append((score, p[space], cost, level, action))
        scored.sort(key=_rank_of_build, reverse=True)
        return scored

    def _build(
        self, view: PlayerView, scored: list[tuple[float, float, int, int, Build]], cash: int, reserve: float
    ) -> Action | None:
        """The best build the reserve allows; or, for a group below three houses whose return over the horizon
        beats the cost, a cheap mortgage (``raise_to_build``) that pays for it."""
        for _score, _, cost, _level, action in scored:
            if cash - cost >= reserve:
                return action
        if not self.params.raise_to_build:
            return None
        hotels_only = view.rules.hotels_only
        horizon = self.params.horizon
        for score, _, cost, level, action in scored:  # the best group still short of three houses, if it pays
            if level < 3 and not hotels_only and score * horizon >= 1.0:
                return self._raise_for(view, int(cost + reserve - cash) + 1, action.space)
        return None

    # --- buying and auctions -----------------------------------------------------------------------------

    def _buy(self, view: PlayerView, decision: BuyDecision, actions: list[Action]) -> Action:
        space = decision.space
        price = view.edition.spaces[space].price
        board = self._board(view)
        value = board.value_of(space)
        # The reserve less what cheap mortgages raise (``_buy_reserve``) is worked out only when the reserve
        # before that deduction (``_kept_to_buy``, never less) does not settle the decision.
        kept = self._kept_to_buy(board, price, value)
        reserve = -1.0
        cash = view.cash()
        buy = first_of(actions, Buy)
        if buy is not None and self.params.snipe:
            outbid = self._snipe_outbid(view, price)
            if outbid >= 0:
                reserve = self._less_raisable(view, kept, space)
                if self._snipe(view, board, space, cash - reserve, outbid):
                    return first_of(actions, Decline) or buy
        if buy is not None:
            if cash - price >= kept:
                return buy
            if reserve < 0:
                reserve = self._less_raisable(view, kept, space)
            if cash - price >= reserve:
                return buy
        if buy is not None and value >= self.params.raise_ratio * price and cash >= price:
            return buy  # worth it even below the reserve; the planner covers a later debt
        if self.params.raise_to_buy and value >= self.params.raise_ratio * price:
            step = self._raise_for(view, price - cash, space)
            if step is not None:
                return step
        return first_of(actions, Decline) or actions[0]

    def _snipe_outbid(self, view: PlayerView, price: int) -> int:
        """What it takes to outbid every opponent (the richest one's cash and a raise), when that is at most
        half the price; -1 otherwise (no snipe)."""
        richest = max((view.cash(o) for o in view.opponents()), default=0)
        outbid = richest + max(view.rules.min_raise, view.rules.opening_bid)
        return -1 if outbid > price // 2 else outbid

    def _snipe(self, view: PlayerView, board: _Board, space: int, spare: float, outbid: int) -> bool:
        """Whether declining should win the auction for much less: every opponent's cash is below half the
        price (``outbid``: ``_snipe_outbid``), this seat's ``spare`` cash (above its reserve) tops them all, and
        no opponent holds a street of the group (such a bidder might raise money to bid)."""
        if spare < outbid:
            return False
        me = view.seat
        owners = board.owners
        return all(owners[s] == me or owners[s] < 0 for s in view.edition.group_of[space])

    def _raise_for(self, view: PlayerView, shortfall: int, space: int) -> Action | None:
        """A cheap raising step when cheap steps can cover ``shortfall`` (never from ``space``'s group)."""
        if shortfall <= 0:
            return None
        protect = view.edition.group_of[space]
        if self._raisable(view, protect) < shortfall:
            return None
        return raise_money(view, view.raising_actions(), shortfall, max_ratio=RAISE_MAX_RATIO, protect=protect)

    def _buy_reserve(self, view: PlayerView, board: _Board, price: int, value: float, space: int) -> float:
        """Cash to keep after buying: the reserve, times ``buy_reserve``, scaled down by how much the property
        is worth beyond its price, less what mortgaging idle property could raise at once."""
        return self._less_raisable(view, self._kept_to_buy(board, price, value), space)

    def _kept_to_buy(self, board: _Board, price: int, value: float) -> float:
        """``_buy_reserve`` before the deduction of what mortgages raise (so never less than it)."""
        reserve = self.params.buy_reserve * self.reserve(board)
        if value > price:
            reserve *= price / value
        return max(0.0, reserve)

    def _less_raisable(self, view: PlayerView, kept: float, space: int) -> float:
        """``kept`` less what cheap mortgages outside ``space``'s group raise, at least 0."""
        if kept <= 0:
            return 0.0
        return max(0.0, kept - self._raisable(view, view.edition.group_of[space]))

    def _bid_limit(self, view: PlayerView, decision: AuctionDecision) -> tuple[int, float, int]:
        """``(highest bid, value cap, printed price)`` for the running auction, cached while cash is unchanged."""
        cash = view.cash()
        cached = self._memory.auction
        if cached is not None and cached[0] is decision and cached[1] == cash:
            return cached[2]
        space = decision.space
        price = view.edition.spaces[space].price
        board = self._board(view)
        value = board.value_of(space)
        cap = min(value, self.params.max_overbid * price)
        kept = self._kept_to_buy(board, price, value)
        # (``_buy_reserve`` is at most ``kept``: with ``cap`` below ``cash - kept`` the cap decides.)
        reserve = kept if cap <= cash - kept else self._less_raisable(view, kept, space)
        result = (int(min(cap, cash - reserve)), cap, price)
        self._memory.auction = (decision, cash, result)
        return result

    def _bid(self, view: PlayerView, decision: AuctionDecision, actions: list[Action]) -> Action:
        limit, cap, price = self._bid_limit(view, decision)
        bid = first_of(actions, Bid)
        low = view.minimum_bid()
        if bid is not None and low <= limit:
            step = max(view.rules.min_raise, int(price * self.params.bid_step))
            amount = low if decision.high_bidder < 0 else max(low, decision.high_bid + step)
            return Bid(view.seat, min(amount, limit))
        if self.params.raise_to_buy and low <= cap and cap >= self.params.raise_ratio * price and low > view.cash():
            step_action = self._raise_for(view, low - view.cash(), decision.space)
            if step_action is not None:
                return step_action
        return first_of(actions, Pass) or actions[0]

    def _building_bid(self, view: PlayerView, decision: BuildingAuctionDecision, actions: list[Action]) -> Action:
        bid = first_of(actions, Bid)
        if bid is not None:
            price = building_cost(view.edition.spaces[decision.space], decision.kind)
            amount = bid.amount  # type: ignore[attr-defined]
            if amount <= 1.5 * price and view.cash() - amount >= self._reserve_now(view):
                return bid
        return first_of(actions, Pass) or actions[0]

    def _received_mortgage(self, view: PlayerView, decision: MortgageDecision, actions: list[Action]) -> Action:
        space = decision.spaces[0]
        lift = LiftMortgage(view.seat, space)
        keep = KeepMortgage(view.seat, space)
        if lift in actions and (
            keep not in actions or view.cash() - view.unmortgage_cost(space) >= self._reserve_now(view)
        ):
            return lift
        return keep if keep in actions else actions[0]

    # --- the speed die and the Mega squares -------------------------------------------------------------

    def _square_score(self, view: PlayerView, board: _Board, square: int, passes_go: bool) -> float:
        """What ending a move on ``square`` is worth, in cash: buying an unowned property worth its price
        (that the reserve allows), minus a rent, a tax or a trip to jail; plus the salary when passing GO."""
        sp = view.edition.spaces[square]
        score = float(view.rules.go_salary) if passes_go else 0.0
        owner = view.owner(square)
        if sp.is_property:
            if owner < 0:
                price = sp.price
                cash = view.cash() + (view.rules.go_salary if passes_go else 0)
                value = board.value_of(square)
                if value >= price and cash - price >= self._buy_reserve(view, board, price, value, square):
                    score += value - price + TICKET_BUY_SHARE * price
            else:
                score -= view.rent_if_landed(square)
        elif sp.kind == TAX:
            score -= sp.amount
        elif sp.kind == GO_TO_JAIL:
            score -= JAIL_PENALTY
        elif sp.kind == BIRTHDAY_GIFT:
            score += sp.amount
        return score

    def _roll_score(self, view: PlayerView, board: _Board) -> float:
        """The mean ``_square_score`` of where the next roll ends (cards and doubles left out)."""
        position = view.position()
        size = view.edition.size
        total = 0.0
        for steps, p in self._tables.steps:  # type: ignore[union-attr]
            square = (position + steps) % size
            total += p * self._square_score(view, board, square, position + steps >= size)
        return total

    def _ticket(self, view: PlayerView, actions: list[Action]) -> Action | None:
        """A bus ticket instead of the roll when its best square beats the roll by more than a ticket is worth
        kept: an unowned property worth buying, or a safe square when the roll risks a costly one."""
        board = self._board(view)
        position = view.position()
        best: Action | None = None
        best_score = 0.0
        for action in actions:
            if type(action) is not UseTicket:
                continue
            target = action.space
            score = self._square_score(view, board, target, target == 0 or target < position)
            if best is None or score > best_score:
                best, best_score = action, score
        if best is None:
            return None
        if best_score - self._roll_score(view, board) >= self.params.ticket_keep:
            return best
        return None

    def _triple(self, view: PlayerView, actions: list[Action]) -> Action:
        """A triple's free choice of square: the best by ``_square_score`` (GO on a tie: the salary)."""
        board = self._board(view)
        position = view.position()
        best = actions[0]
        best_score = float("-inf")
        for action in actions:
            target = action.space  # type: ignore[attr-defined]
            passes = target != position and (target == 0 or target < position)
            score = self._square_score(view, board, target, passes)
            if score > best_score:
                best, best_score = action, score
        return best

    def _auction_square(self, view: PlayerView, actions: list[Action]) -> Action:
        """The Auction square: the unowned property it values most when it can bid for it, otherwise the
        cheapest one no opponent holds part of the group of (nobody wants it: the auction costs little)."""
        board = self._board(view)
        cash = view.cash()
        best: Action | None = None
        best_gain = 0.0
        for action in actions:
            space = action.space  # type: ignore[attr-defined]
            price = view.edition.spaces[space].price
            value = board.value_of(space)
            spare = cash - self._buy_reserve(view, board, price, value, space)
            if value >= price and spare >= price // 2 and value - price >= best_gain:
                best, best_gain = action, value - price
        if best is not None:
            return best
        owners = board.owners
        me = view.seat

        def interest(action: Action) -> tuple[bool, int]:
            space = action.space  # type: ignore[attr-defined]
            wanted = any(owners[s] >= 0 and owners[s] != me for s in view.edition.group_of[space])
            return wanted, view.edition.spaces[space].price

        return min(actions, key=interest)

    def _gift(self, view: PlayerView, actions: list[Action]) -> Action:
        """The Birthday Gift: a bus ticket when cash is above ``gift_ticket_cash`` and it holds fewer than
        ``MAX_TICKETS_WANTED`` (a ticket is then likely to be used), otherwise the cash."""
        ticket = ChooseGift(view.seat, "ticket")
        if ticket in actions and view.cash() > self.params.gift_ticket_cash and view.tickets() < MAX_TICKETS_WANTED:
            return ticket
        return ChooseGift(view.seat, "cash") if ChooseGift(view.seat, "cash") in actions else actions[0]

    # --- trades -----------------------------------------------------------------------------------------

    def _rival(self, view: PlayerView) -> float:
        """How much the partner's gain counts against this seat's in a trade."""
        rival = min(1.0, self.params.rival_weight / max(1, len(view.opponents())))
        if rival >= 1.0 and view.rounds >= self.params.stalemate_round and not self._any_set(view):
            rival = STALEMATE_RIVAL  # a game nobody can win: a fair swap of sets is better than a draw
        return rival

    def _any_set(self, view: PlayerView) -> bool:
        """Whether some player holds enough of a colour group to build (the whole group, or all but one
        under majority rules)."""
        owners = view.owners
        for group in self._tables.groups:  # type: ignore[union-attr]
            if group.kind == STREET:
                held: dict[int, int] = {}
                for s in group.members:
                    if owners[s] >= 0:
                        held[owners[s]] = held.get(owners[s], 0) + 1
                if held and max(held.values()) >= group.need:
                    return True
        return False

    def trade_gain(self, view: PlayerView, partner: int, give: TradeSide, get: TradeSide) -> float:
        """This seat's gain, by its own valuation, from giving ``give`` to ``partner`` for ``get``."""
        board = self._board(view)
        over = dict.fromkeys(give.spaces, partner)
        over.update(dict.fromkeys(get.spaces, view.seat))
        cards = CARD_VALUE * (len(get.cards) - len(give.cards))
        mine, _ = _Trade(board, partner, over).gains(give.cash - get.cash, self._rival(view), cards)
        return mine

    def _answer(self, view: PlayerView, decision: TradeDecision, actions: list[Action]) -> Action:
        accept = first_of(actions, AcceptTrade)
        if accept is not None:
            # The proposer gives the ``give_*`` side to this seat.
            give = TradeSide(decision.get_spaces, decision.get_cash, decision.get_cards)
            get = TradeSide(decision.give_spaces, decision.give_cash, decision.give_cards)
            if self.trade_gain(view, decision.proposer, give, get) >= self.params.trade_margin:
                return accept
        return first_of(actions, RejectTrade) or actions[0]

    def _may_ask(self, view: PlayerView, partner: int, get: tuple[int, ...]) -> bool:
        """Whether ``get`` may be asked of ``partner`` again: ``trade_retry_rounds`` after the last time,
        doubled for every offer that partner refused in a row (at most 32 times), so a player who never
        accepts is seldom asked."""
        asked = self._memory.offered.get((partner, get))
        if asked is None:
            return True
        wait: int = self.params.trade_retry_rounds * 2 ** min(5, self._memory.refusals.get(partner, 0))
        return view.rounds - asked >= wait

    def _settle_pending(self, view: PlayerView) -> None:
        """Note whether the last offer was accepted (this seat now owns what it asked for) or refused."""
        memory = self._memory
        partner, get = memory.pending  # type: ignore[misc]
        memory.pending = None
        if all(view.owner(s) == view.seat for s in get):
            memory.refusals.pop(partner, None)
        else:
            memory.refusals[partner] = memory.refusals.get(partner, 0) + 1

    def _propose(self, view: PlayerView) -> Action | None:
        """At most one offer per turn that completes one of this seat's sets, fair by its own valuation."""
        memory = self._memory
        # Ownership decides which trades exist; cash only their terms: search again when it changes (or
        # when offers made earlier may be repeated). The same ``owner_version``: the same owners, not compared.
        window = (view.rounds // max(1, self.params.trade_retry_rounds), len(memory.refusals))
        idle = memory.idle_signature
        version = view.owner_version
        if version == memory.idle_owner_version and idle is not None and idle[1:] == window:  # type: ignore[index]
            return None
        owners = view.owners
        signature = (owners, *window)
        if signature == idle:
            memory.idle_owner_version = version
            return None
        rival = self._rival(view)
        if rival >= 1.0:  # two players: zero-sum, no trade is good for both (until a stalemate)
            return None
        offer = self._best_offer(view, owners, rival)
        if offer is None:
            memory.idle_signature = signature
            memory.idle_owner_version = version
            return None
        memory.proposed_turn = view.turns
        memory.offered[(offer.partner, offer.get.spaces)] = view.rounds
        memory.pending = (offer.partner, offer.get.spaces)
        return offer

    def _best_offer(self, view: PlayerView, owners: tuple[int, ...], rival: float) -> ProposeTrade | None:
        me = view.seat
        tables = self._tables
        assert tables is not None
        # Only a colour group none of which is the bank's, where this seat and one opponent together hold
        # enough to build (the whole group; all but one street under Mega's majority rules).
        shared: list[tuple[GroupTable, int]] = []
        for (members, _, need), holders_of in zip(self._street_groups, self._holders_of, strict=True):
            holders = holders_of(owners)
            if me not in holders or -1 in holders:
                continue
            held = holders.count(me)
            for partner in dict.fromkeys(holders):
                if partner != me and held + holders.count(partner) >= need:
                    shared.append((tables.groups[tables.group_of[members[0]]], partner))  # noqa: PERF401 - hot loop
        if not shared:
            return None
        params = self.params
        margin = params.trade_margin
        opponents = set(view.opponents())
        edition = view.edition
        levels = view.levels
        mine = [s for s in edition.properties if owners[s] == me]
        depots = view.depots  # a station with a depot cannot be traded (Mega)
        tradeable = [s for s in mine if not depots[s] and not any(levels[t] for t in edition.group_of[s])]
        board = self._board(view)
        my_cash = view.cash()
        mortgaged = board.mortgaged
        # (a give, the partner) -> both sides' parts of giving it and the interest the partner pays on it
        given: dict[
            tuple[tuple[int, ...], int],
            tuple[list[tuple[float | _Funded, float]], list[tuple[float | _Funded, float]], list[int]],
        ] = {}
        best: ProposeTrade | None = None
        best_gain = 0.0
        for group, partner in shared:
            members = group.members
            if partner not in opponents:
                continue
            get = tuple(s for s in members if owners[s] == partner)
            # A Mega majority holder may have built: no street of the group can be traded then, the minority
            # owner's neither (with ``hotels_only`` a hotel goes with its street).
            if (any(levels[s] for s in members) and not view.rules.hotels_only) or not self._may_ask(
                view, partner, get
            ):
                continue
            partner_cash = view.cash(partner)
            # What to give: nothing (cash only), one tradeable property, or the pieces completing a set of theirs.
            gives: list[tuple[int, ...]] = [()]
            gives += [(s,) for s in tradeable if s not in members]
            for other in tables.groups:
                if other is group or other.kind != STREET:
                    continue
                theirs = {owners[s] for s in other.members}
                if theirs == {me, partner}:
                    pieces = tuple(s for s in other.members if owners[s] == me)
                    if len(pieces) > 1 and all(s in tradeable for s in pieces):
                        gives.append(pieces)
            # A trade's parts are the give's group's then the get's (``over``'s order, the give first): each
            # worked out once per search and put together for each give.
            got = dict.fromkeys(get, me)
            get_mine = board.parts(me, got)
            get_theirs = board.parts(partner, got)
            get_interest = [view.mortgage_interest(s) for s in get if mortgaged[s]]
            for give in gives:
                if give:
                    judged = given.get((give, partner))
                    if judged is None:
                        gone = dict.fromkeys(give, partner)
                        judged = given[(give, partner)] = (
                            board.parts(me, gone),
                            board.parts(partner, gone),
                            [view.mortgage_interest(s) for s in give if mortgaged[s]],
                        )
                    sides = (judged[0] + get_mine, judged[1] + get_theirs, get_interest, judged[2])
                else:
                    sides = (get_mine, get_theirs, get_interest, [])
                trade = _Trade(board, partner, None, sides)
                for cash in self._cash_terms(trade, my_cash, partner_cash, rival):
                    if cash < 0 and not give:
                        continue  # the partner's cash would buy nothing: the engine refuses a gift of money
                    gain_me, gain_them = trade.gains(cash, rival)
                    if gain_me >= margin and gain_them >= margin:
                        if gain_me > best_gain:
                            best_gain = gain_me
                            best = ProposeTrade(
                                me, partner, TradeSide(give, max(cash, 0)), TradeSide(get, max(-cash, 0))
                            )
                        break
        return best

    def _cash_terms(self, trade: _Trade, my_cash: int, partner_cash: int, rival: float) -> list[int]:
        """Cash this seat could pay (negative: ask) in ``trade``: the amount that makes both gains equal
        (found by bisection, since what a set is worth depends on the cash left to build it), clipped to what
        the payer can spare, then the least the partner would accept."""
        keep = self.params.reserve
        mine, theirs = trade.gains(0, rival)
        if mine + theirs < 2 * self.params.trade_margin:
            return []  # not enough gain to share, whatever the cash
        # Were values independent of cash, paying c would move the gains by -(1 + rival) c and +(1 + rival) c.
        even = (mine - theirs) / (2 * (1 + rival))
        least = (self.params.trade_margin - theirs) / (1 + rival)
        low, high = (
            _clip(int(min(even, least)) - 1, my_cash, partner_cash, keep),
            _clip(int(max(even, least)) + 1, my_cash, partner_cash, keep),
        )
        fair = _clip(round(even), my_cash, partner_cash, keep)
        a, b = trade.gains(fair, rival)
        if abs(a - b) > 2 * self.params.trade_margin and low < high:
            if a < b:
                high = fair
            else:
                low = fair
            for _ in range(8):
                mid = (low + high) // 2
                a, b = trade.gains(mid, rival)
                if a < b:
                    high = mid
                else:
                    low = mid
                if high - low <= 10:
                    break
            fair = (low + high) // 2
        terms = [fair]
        floor = _clip(round(least) + 1, my_cash, partner_cash, keep)
        if floor != fair:
            terms.append(floor)
        return terms


def _amounts(parts: list[tuple[tuple[int, ...], int, int]]) -> list[int]:
    """``_development_costs``' amounts from the groups' parts (``_group_costs``): each amount once, increasing."""
    found: set[int] = set()
    for amounts, _, _ in parts:
        found.update(amounts)
    return sorted(found)


def _cheapest(parts: list[tuple[tuple[int, ...], int, int]]) -> int:
    """The cheapest building of the groups' parts (``_group_costs``), -1 when this seat may build on none."""
    building = -1
    for _, cheapest, _ in parts:
        if cheapest >= 0 and (building < 0 or cheapest < building):
            building = cheapest
    return building


def _rank_of_build(item: tuple[float, float, int, int, Build]) -> tuple[float, float]:
    """A scored build's rank (``_score_builds``): its score, then its landing odds."""
    return item[0], item[1]


def _space_of_build(item: tuple[float, float, int, int, Build]) -> int:
    return item[4].space


def _only_mortgages_cheap(rules: Any) -> bool:
    """Whether only mortgages can be cheap raising steps (``RAISE_MAX_RATIO``): no sales to the bank, and selling a
    building or a depot loses more than that ratio of the cash it brings (``liquidation.step_damage``: the part
    of the price lost is damage enough)."""
    return not rules.sell_to_bank and rules.building_sell_percent * (1 + RAISE_MAX_RATIO) < 100
