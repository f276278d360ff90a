"""The game engine: the pending decision, the legal actions, and ``apply``.

``Game`` owns one ``GameState`` and the edition it is played on. ``apply(action)`` first checks the
action against the rules (refusing it with ``IllegalActionError`` and the reason, touching nothing),
then carries it out and returns the events it caused. Everything that involves no choice (moving,
paying rent and taxes, drawing and obeying cards, going to jail) happens inside ``apply``; the game
then waits on the next decision. Randomness comes only from the injected ``RandomSource``.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from typing import Any, TypeVar

from . import (
    bank,
    cards,
    cheats,
    end_phase,
    free_parking,
    handcuff,
    held_cards,
    mega,
    money,
    properties,
    rent,
    rent_claims,
    speed_die,
    stations,
    trade,
)
from .action_fields import excerpt, field_problem
from .actions import (
    AcceptTrade,
    Accuse,
    Action,
    Bid,
    Build,
    BuildDepot,
    Buy,
    Cheat,
    ClaimRent,
    DeclareBankruptcy,
    Decline,
    EndTurn,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    Pass,
    Pay,
    PayBail,
    PlayCard,
    ProposeTrade,
    RejectTrade,
    ReturnDeed,
    Roll,
    SellBuilding,
    SellDepot,
    SellHotelsOutright,
    SellProperty,
    Unmortgage,
    UseCard,
)
from .decisions import (
    MOVE_DECISIONS,
    AuctionDecision,
    BuildingAuctionDecision,
    BuyDecision,
    Debt,
    DebtDecision,
    Decision,
    MortgageDecision,
    ReturnDeedDecision,
    TradeDecision,
    TurnDecision,
)
from .dice import RandomSource, SeededRandom
from .edition import (
    CHANCE,
    COMMUNITY_CHEST,
    GET_OUT_OF_JAIL_FREE,
    GO_TO_JAIL,
    HOTEL,
    PROPERTY_KINDS,
    RAILROAD,
    STREET,
    TAX,
    Edition,
)
from .errors import GameSetupError, IllegalActionError
from .events import (
    BANK,
    CardReturned,
    DeckShuffled,
    DiceRolled,
    Event,
    GameOver,
    JailTryFailed,
    LeftJail,
    MoneyPaid,
    Moved,
    OrderRolled,
    PropertyOffered,
    RentPaid,
    SalaryCollected,
    TradeProposed,
    TradeRejected,
    TurnEnded,
    TurnSkipped,
    TurnStarted,
    WentToJail,
)
from .holdings_index import HoldingsIndex
from .refusals import Reason, Refusal, not_your_decision, space_refusal, text_of
from .rule_module import (
    ActionRule,
    DecisionRule,
    Execute,
    RuleHooks,
    RuleModule,
    action_tables,
    compose,
    decision_table,
)
from .state import GameState, PlayerState, claim_of


class Game:
    """One game in progress. Not thread-safe; cheap to ``clone()``."""

    __slots__ = (
        "_after_action",
        "_end_turns",
        "_holdings",
        "_land",
        "_rolls",
        "_size",
        "_turn_decisions",
        "_turn_ended",
        "_turn_started",
        "edition",
        "events",
        "hooks",
        "rng",
        "rules",
        "state",
    )

    def __init__(self, edition: Edition, state: GameState, rng: RandomSource, hooks: RuleHooks | None = None) -> None:
        self.edition = edition
        # The hooks of the rule modules this edition enables, composed once per game (a clone shares them).
        self.hooks = compose(edition, RULE_MODULES) if hooks is None else hooks
        # Looked up at every action and at every landing:
        self._after_action = self.hooks.after_action
        self._land = self.hooks.land
        self.rules = edition.rules
        self.state = state
        self.rng = rng
        self.events: list[Event] = []  # the events of the action being applied
        self._size = len(edition.spaces)
        # A turn decision holds nothing but its player: one per seat, shared, saves an allocation a turn.
        self._turn_decisions = [TurnDecision(i) for i in range(len(state.players))]
        # Actions are values: the two every turn offers are made once per seat.
        self._rolls = [Roll(i) for i in range(len(state.players))]
        self._end_turns = [EndTurn(i) for i in range(len(state.players))]
        # So are events (nobody changes one once made): the two every turn logs are made once per seat too.
        self._turn_started = [TurnStarted(i) for i in range(len(state.players))]
        self._turn_ended = [TurnEnded(i) for i in range(len(state.players))]
        # What the property rules allow on each seat's holdings, kept per colour group (``holdings_index``).
        self._holdings = HoldingsIndex(len(state.players), len(edition.spaces))

    # --- creation ----------------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        edition: Edition,
        names: Sequence[str],
        rng: RandomSource,
        *,
        first_player: int | None = None,
        shuffle: bool = True,
    ) -> tuple[Game, list[Event]]:
        """A game at its start, with the events of the setup (deck shuffles, rolls for who starts).

        ``first_player`` skips the rolls for who starts; ``shuffle=False`` leaves decks in edition order.
        """
        rules = edition.rules
        if not rules.min_players <= len(names) <= rules.max_players:
            raise GameSetupError(
                f"{edition.id} is played by {rules.min_players} to {rules.max_players} players, not {len(names)}"
            )
        if len(set(names)) != len(names) or any(not str(n).strip() for n in names):
            raise GameSetupError("players need distinct, non-empty names")
        players = [PlayerState(str(name), rules.starting_cash) for name in names]
        state = GameState(players, edition.size, rules.houses, rules.hotels, rules.skyscrapers, rules.depots)
        for space in edition.setup_hotels:  # a hotel standing at the start (cheaters: Первая Парковая)
            state.level[space] = HOTEL
            state.bank_hotels -= 1
        game = cls(edition, state, rng)
        events = game.events
        for deck_id, deck in edition.decks.items():
            if shuffle:
                order = rng.shuffle(len(deck.cards))
                state.decks[deck_id] = deque(order)
                events.append(DeckShuffled(deck_id, tuple(order)))
            else:
                state.decks[deck_id] = deque(range(len(deck.cards)))
        for on_setup in game.hooks.on_setup:
            on_setup(game, shuffle)
        if first_player is None:
            first_player = game._roll_for_first()
        elif not 0 <= first_player < len(players):
            raise GameSetupError(f"no player {first_player} to start")
        state.current = state.first = first_player
        state.stack.append(game._turn_decisions[first_player])
        events.append(game._turn_started[first_player])
        game.events = []
        return game, events

    def _roll_for_first(self) -> int:
        """Every player rolls; the highest total starts; ties for the highest roll again."""
        contenders = list(range(len(self.state.players)))
        while True:
            totals = {}
            for player in contenders:
                dice = self.rng.roll(2)
                self.events.append(OrderRolled(player, dice))
                totals[player] = sum(dice)
            best = max(totals.values())
            contenders = [p for p in contenders if totals[p] == best]
            if len(contenders) == 1:
                return contenders[0]

    def clone(self) -> Game:
        """An independent copy, random source included: both go on identically if given the same actions."""
        return Game(self.edition, self.state.copy(), self.rng.clone(), self.hooks)

    def clone_for(self, seat: int, rng: random.Random) -> Game:
        """A copy as ``seat`` may imagine it (a determinisation, for a bot that searches): what that seat cannot
        see is drawn from ``rng`` instead of copied. Every deck's order (the cheat pile's too) is a fresh shuffle
        of its cards, the other seats' open cheats are left out (the seat knows of none), and the dice come from
        a new source seeded from ``rng``. The shuffles start from the cards in sorted order, so the copy depends
        on which cards a deck holds, never on their true order: two games that differ only in what the seat
        cannot see give the same copy for the same ``rng``. The cards the other seats hold stay theirs: each was
        read out when drawn, and only a card that may be kept can be held, so dealing them again could make a
        state the rules never reach."""
        if not 0 <= seat < len(self.state.players):
            raise ValueError(f"no seat {seat} in a game of {len(self.state.players)} players")
        state = self.state.copy()
        for deck_id, deck in state.decks.items():
            order = sorted(deck)
            rng.shuffle(order)
            state.decks[deck_id] = deque(order)
        cheat_state = state.cheats
        if cheat_state is not None:
            pile = sorted(cheat_state.pile)
            rng.shuffle(pile)
            cheat_state.pile = deque(pile)
            cheat_state.pending = [p for p in cheat_state.pending if p.player == seat]
        return Game(self.edition, state, SeededRandom(rng.getrandbits(64)), self.hooks)

    # --- what the game waits for ---------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The decision the game waits on, or None when the game is over."""
        stack = self.state.stack
        return stack[-1] if stack else None

    @property
    def is_over(self) -> bool:
        return self.state.over

    def decision_actions(self) -> list[Action]:
        """The choices of the pending decision, for the player who must decide (no free actions).

        A bid is offered once, at its minimum; any amount from there up to the bidder's cash is legal.
        """
        state = self.state
        if state.over:
            return []
        top = state.stack[-1]
        player = top.player
        cls = type(top)
        if cls is TurnDecision:
            if not state.roll_due:
                return [self._end_turns[player]]
            actions: list[Action] = [self._rolls[player]]
            me = state.players[player]
            if me.in_jail:
                if not state.rolled:
                    if me.cash >= self.rules.jail_fine:
                        actions.append(PayBail(player))
                    seen = set()
                    decks = self.edition.decks
                    for deck, card in me.cards:
                        if deck not in seen and decks[deck].cards[card].effect.type == GET_OUT_OF_JAIL_FREE:
                            seen.add(deck)
                            actions.append(UseCard(player, deck))
            elif self.hooks.turn_options:  # (Mega: the bus tickets' moves)
                for options in self.hooks.turn_options:
                    actions.extend(options(self, player))
            return actions
        choices = _DECISION_CHOICES.get(cls)
        if choices is not None:
            return choices(self, top)
        raise AssertionError(f"no rule module lists the choices of {top!r}")

    def free_actions(self, player: int) -> list[Action]:
        """What ``player`` may do at any decision: build, sell buildings, (un)mortgage, claim rent, and
        (Mega) build or sell a depot, sell a group's hotels outright.

        Trades are not enumerated: any ``ProposeTrade`` that ``is_legal`` accepts may be made. Under the cheats
        rule, one cheat per face-up card (its largest) and, while a public marker's window is open, an accusation
        of each other player for each face-up card are listed; every other instantiation stays legal.
        """
        state = self.state
        if state.over or state.players[player].bankrupt or (state.free_taken and self.budget_spent(player)):
            return []
        actions = self._property_actions(player, develop=True, raise_cash=True)
        if state.claims and claim_of(state, player) is not None:
            actions.append(ClaimRent(player))
        if self.rules.sell_to_bank:
            actions += self._bank_sales(player)
        if self.hooks.free_actions:
            for more in self.hooks.free_actions:
                actions += more(self, player)
        return actions

    def development_actions(self, player: int) -> list[Action]:
        """The ``Unmortgage``, ``Build`` and ``BuildDepot`` actions of ``free_actions(player)``, in its order:
        what a bot weighs at the end of its turn, without walking every property through the other rules."""
        state = self.state
        if state.over or state.players[player].bankrupt or (state.free_taken and self.budget_spent(player)):
            return []
        return self._property_actions(player, develop=True, raise_cash=False)

    def group_builds(self, player: int, space: int) -> list[Action]:
        """The ``Build`` actions of ``development_actions(player)`` on the streets of ``space``'s group, in its
        order: what a bot asks again after building there, when nothing else of its holdings changed."""
        state = self.state
        if state.over or state.players[player].bankrupt or (state.free_taken and self.budget_spent(player)):
            return []
        index = self._holdings
        owner = state.owner
        cash = state.players[player].cash
        actions: list[Action] = []
        for street in sorted(self.edition.group_of[space]):  # board order, as ``_property_actions`` walks it
            if owner[street] != player:
                continue
            entry = index.options(self, player, street)
            if entry.build is not None and self._can_pay_build(cash, entry.build_kind, entry.build_cost):
                actions.append(entry.build)
        return actions

    def _can_pay_build(self, cash: int, kind: str, cost: int) -> bool:
        """The conditions of ``properties.can_build_next`` that the holdings index leaves to the listing: the
        cash, the bank's supply of ``kind``, and no auction of its last ones."""
        return (
            cash >= cost and properties.bank_supply(self, kind) >= 1 and not properties.building_auctioned(self, kind)
        )

    def raising_actions(self, player: int) -> list[Action]:
        """The ``Mortgage``, ``SellBuilding``, ``SellHotelsOutright``, ``SellDepot`` and ``SellProperty`` actions of
        ``free_actions(player)``, in its order: the steps that raise cash."""
        state = self.state
        if state.over or state.players[player].bankrupt or (state.free_taken and self.budget_spent(player)):
            return []
        actions = self._property_actions(player, develop=False, raise_cash=True)
        if self.rules.sell_to_bank:
            actions += self._bank_sales(player)
        return actions

    def _property_actions(self, player: int, *, develop: bool, raise_cash: bool) -> list[Action]:
        """The actions on ``player``'s properties, property by property in board order: those that spend on
        them (``develop``: lift a mortgage, build, build a depot) and those that raise cash on them
        (``raise_cash``: mortgage, sell a building, sell a group's hotels outright, sell a depot). Read from the
        holdings index; only the cash, the bank's supply, auctions and pending choices are checked here."""
        state = self.state
        index = self._holdings
        cash = state.players[player].cash
        actions: list[Action] = []
        for entry in index.all_options(self, player, develop, raise_cash):
            if entry.mortgaged:
                lift = entry.lift
                if (
                    develop
                    and lift is not None
                    and cash >= entry.lift_cost
                    and not properties.mortgage_choice_pending(self, entry.space)
                ):
                    actions.append(lift)
                continue
            if raise_cash and entry.mortgage is not None:
                actions.append(entry.mortgage)
            if develop:
                build = entry.build
                if build is not None and self._can_pay_build(cash, entry.build_kind, entry.build_cost):
                    actions.append(build)
                build_depot = entry.build_depot
                if build_depot is not None and cash >= entry.depot_cost and state.bank_depots > 0:
                    actions.append(build_depot)
            if raise_cash:
                if entry.sell is not None:
                    actions.append(entry.sell)
                if entry.sell_hotels is not None:
                    actions.append(entry.sell_hotels)
                if entry.sell_depot is not None:
                    actions.append(entry.sell_depot)
        return actions

    def property_actions_recount(self, player: int, *, develop: bool, raise_cash: bool) -> list[Action]:
        """``_property_actions`` by walking every property through the rules, without the holdings index: the
        recount the property tests check the index against after every action."""
        state = self.state
        actions: list[Action] = []
        owner = state.owner
        mortgaged = state.mortgaged
        level = state.level
        depot = state.depot
        spaces = self.edition.spaces
        group_of = self.edition.group_of
        # The ``can_*`` predicates give the refusals' answers without composing the reasons.
        can_unmortgage, can_mortgage = properties.can_unmortgage, properties.can_mortgage
        can_build_next, can_sell = properties.can_build_next, properties.can_sell
        # Per colour group, the level its streets must be at to take a building (-1: none can): asked once
        # per group, so that only those streets go through the rest of ``can_build``.
        floors: dict[tuple[int, ...], int] = {}
        depots = self.rules.depots
        for space in self.edition.properties:
            if owner[space] != player:
                continue
            if mortgaged[space]:
                if develop and can_unmortgage(self, player, space):
                    actions.append(Unmortgage(player, space))
                continue
            if raise_cash and can_mortgage(self, player, space):
                actions.append(Mortgage(player, space))
            kind = spaces[space].kind
            if kind == STREET:
                if develop:
                    group = group_of[space]
                    floor = floors.get(group)
                    if floor is None:
                        floor = floors[group] = properties.build_floor(self, player, space)
                    if not properties.uneven_to_build(level[space], floor) and can_build_next(self, player, space):
                        actions.append(Build(player, space))
                if raise_cash and level[space] and can_sell(self, player, space):
                    actions.append(SellBuilding(player, space))
                if raise_cash and level[space] and properties.can_sell_hotels(self, player, space):
                    actions.append(SellHotelsOutright(player, space))
            elif kind == RAILROAD and depots:
                if depot[space]:
                    if raise_cash:
                        actions.append(SellDepot(player, space))
                elif develop and mega.can_build_depot(self, player, space):
                    actions.append(BuildDepot(player, space))
        return actions

    def _bank_sales(self, player: int) -> list[Action]:
        """``SellProperty`` of each of ``player``'s properties without a depot (rule ``sell_to_bank``)."""
        depot = self.state.depot
        return [SellProperty(player, s) for s in self._holdings.owned(self, player) if not depot[s]]

    def budget_spent(self, player: int) -> bool:
        """Whether ``player`` has taken all the free actions the rules allow while the decision now pending waits
        (``max_free_actions_per_decision``): then its free actions are refused, and listed as none."""
        taken = self.state.free_taken
        return bool(taken) and taken.get(player, 0) >= self.rules.max_free_actions_per_decision

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every enumerable legal action of ``player`` (default: whoever must decide now).

        Empty exactly when the game is over.
        """
        state = self.state
        if state.over:
            return []
        top = state.stack[-1]
        if player is None:
            player = top.player
        actions = self.decision_actions() if player == top.player else []
        return actions + self.free_actions(player)

    def refusal(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, as an English sentence, or None when it is legal. Never changes anything.

        ``refused`` gives the same reason with the rule's code where it has one."""
        reason = self.refused(action)
        return None if reason is None else text_of(reason)

    def refused(self, action: Action) -> Reason | None:
        """Why ``action`` is illegal now, or None when it is legal. Never changes anything.

        The refusals of buying, bidding, paying, building, selling, mortgages, trades, the stall budget and the Mega
        rules are ``Refusal``s: the English sentence with the rule's code and its wording's parameters, for saying it in
        another language; the others (the game is over, no such player, the turn's own moves, held cards,
        cheats) are plain English sentences."""
        state = self.state
        if state.over:
            return "the game is over"
        if not isinstance(action, Action):
            return f"{excerpt(action)} is not an action"  # type: ignore[unreachable]  # callers pass anything
        check = _CHECKS.get(type(action))
        if check is None:
            return f"{type(action).__name__} is not an action of this edition"
        problem = field_problem(action)  # before any rule: every rule may take the fields' types for granted
        if problem is not None:
            return Refusal(problem, "ill_typed")
        player = action.player
        if not 0 <= player < len(state.players):
            return f"there is no player {player}"
        if state.players[player].bankrupt:
            return f"{state.players[player].name} is bankrupt and out of the game"
        if state.free_taken and type(action) in FREE_ACTIONS and self.budget_spent(player):
            limit = self.rules.max_free_actions_per_decision
            text = (
                f"{state.players[player].name} has taken {limit} free actions while this decision waits, the most "
                "the rules allow (max_free_actions_per_decision): only the decision's answers now"
            )
            return Refusal(text, "free_actions_spent", {"player": player, "limit": limit})
        return check(self, action)

    def is_legal(self, action: Action) -> bool:
        return self.refused(action) is None

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` and return its events; refuse it, changing nothing, if it is illegal."""
        reason = self.refused(action)
        if reason is not None:
            raise IllegalActionError(action, reason)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """``apply`` without the legality check: only for actions taken from ``legal_actions``."""
        events: list[Event] = []
        self.events = events
        # The stall budget (``budget_spent``): a free action's execution counts it (``_counted``); an answer to a
        # decision starts every player's count again. Most actions meet no count, and pay only this test.
        if self.state.free_taken and type(action) not in FREE_ACTIONS:
            self.state.free_taken = {}
        _EXECUTE[type(action)](self, action)
        if self._after_action:
            for after_action in self._after_action:
                after_action(self)
        if self.state.speed_step >= 0:  # the speed die: Mr. Monopoly or the bus waits for the square's resolution
            step_due = self.hooks.step_due
            assert step_due is not None  # only the module that has the hook sets the step
            step_due(self)
        self.events = []
        return events

    # --- turn flow ---------------------------------------------------------------------------------

    def active_players(self) -> list[int]:
        return [i for i, p in enumerate(self.state.players) if not p.bankrupt]

    def other_players(self, player: int) -> list[int]:
        """The players still in, other than ``player``, in seat order after them."""
        players = self.state.players
        n = len(players)
        return [(player + k) % n for k in range(1, n) if not players[(player + k) % n].bankrupt]

    def next_turn(self) -> None:
        """Hand the turn to the next player still in; the stack restarts with their turn decision."""
        state = self.state
        players = state.players
        current = state.current
        if self.hooks.before_next_turn:  # (the end phase: everyone is home, the game ends instead)
            for before_next_turn in self.hooks.before_next_turn:
                if before_next_turn(self):
                    return
        first = state.first
        nxt = current + 1
        while True:
            if nxt == len(players):
                nxt = 0
            if nxt == first:  # a round is every player's turn from the winner of the opening roll (gone or not)
                state.rounds += 1
            if nxt == current:
                break
            if not players[nxt].bankrupt:
                if not players[nxt].home:
                    break
                # A home player's turn is skipped; it passes like a roll would (rent unclaimed by now is lost).
                state.turns += 1
                self.events.append(TurnSkipped(nxt))
                self.close_windows()
            nxt += 1
        state.current = nxt
        state.doubles = 0
        state.roll_due = True
        state.rolled = False
        state.turns += 1
        if state.offers_made:  # the stall budget's offers are per turn
            state.offers_made = {}
            state.refused_offers = []
        stack = state.stack
        if len(stack) == 1:  # the usual case: only the ended turn's decision
            stack[0] = self._turn_decisions[nxt]
        else:
            stack[:] = [d for d in stack if type(d) is not TurnDecision]
            stack.insert(0, self._turn_decisions[nxt])
        self.events.append(self._turn_started[nxt])

    def close_windows(self, everything: bool = False) -> None:
        """What the next turn's first roll closes: rent of earlier turns not claimed by now is lost (000 «prima
        che il giocatore successivo tiri i dadi», 004 «до того, как следующий игрок бросит кубики»: the
        payer's own rolls after doubles do not close it); the pending cheats of earlier turns are revealed
        (``everything``: all of them, at the game's end)."""
        for close in self.hooks.close_windows:
            close(self, everything)

    def end_by_round_limit(self) -> list[Event]:
        """End the game as a draw (for runners that cap a game's length) and return the event."""
        state = self.state
        if state.over:
            return []
        state.over = True
        state.winner = -1
        state.stack.clear()
        return [GameOver(-1, "round-limit")]

    # --- movement ----------------------------------------------------------------------------------

    def move_by(self, player: int, steps: int) -> None:
        """Move ``steps`` squares (back if negative), collect the salary passing GO forwards, and land."""
        p = self.state.players[player]
        size = self._size
        start = p.position
        target = start + steps
        passed = target >= size
        if passed and self.hooks.on_pass_go and self._taken_at_go(player, start, True):
            return
        end = target % size
        p.position = end
        self.events.append(Moved(player, start, end, passed))
        if passed:
            self._salary(player)
        self.land(player, end)

    def move_to(
        self,
        player: int,
        target: int,
        collect_salary: bool = True,
        *,
        rent_multiplier: int = 1,
        dice_multiplier: int = 0,
    ) -> None:
        """Advance to ``target``; reaching or passing GO on the way pays the salary if allowed."""
        p = self.state.players[player]
        start = p.position
        passed = target <= start or target == 0
        if passed and self.hooks.on_pass_go and self._taken_at_go(player, start, collect_salary):
            return
        p.position = target
        self.events.append(Moved(player, start, target, passed))
        if passed and collect_salary:
            self._salary(player)
        self.land(player, target, rent_multiplier, dice_multiplier)

    def move_back_to(self, player: int, target: int) -> None:
        """Go back (counter-clockwise) to ``target``: GO is never passed, no salary; then land."""
        p = self.state.players[player]
        start = p.position
        p.position = target
        self.events.append(Moved(player, start, target, False))
        self.land(player, target)

    def _taken_at_go(self, player: int, start: int, salary: bool) -> bool:
        """A move from ``start`` passes or reaches GO: whether a rule module took it over (the end phase: the
        player stops on GO and is home)."""
        for on_pass_go in self.hooks.on_pass_go:
            if on_pass_go(self, player, start, salary):
                return True
        return False

    def _salary(self, player: int) -> None:
        salary = self.rules.go_salary
        bank.bank_pays(self, player, salary)
        self.events.append(SalaryCollected(player, salary))
        if self.hooks.on_salary:
            for on_salary in self.hooks.on_salary:
                on_salary(self, player)

    def land(self, player: int, space: int, rent_multiplier: int = 1, dice_multiplier: int = 0) -> None:
        """Do what the square says."""
        land = self._land[space]
        if land is not None:  # a rule module's square: Mega's three, a station to hop from, Free Parking's draw
            land(self, player, space)
            return
        state = self.state
        sp = self.edition.spaces[space]
        kind = sp.kind
        if kind in PROPERTY_KINDS:
            if not sp.for_sale:
                return
            owner = state.owner[space]
            if owner < 0:
                state.stack.append(BuyDecision(player, space))
                self.events.append(PropertyOffered(player, space))
            elif owner != player and not state.mortgaged[space]:
                rent_owed = self.hooks.on_rent_owed
                if rent_owed is not None:  # (rent claims: the rent waits for its owner to ask)
                    rent_owed(self, player, owner, space, rent_multiplier, dice_multiplier)
                else:
                    amount = rent.rent_due(self, space, player, rent_multiplier, dice_multiplier)
                    if self.hooks.on_rent:  # (held cards: a reduced-rent card)
                        for on_rent in self.hooks.on_rent:
                            amount = on_rent(self, player, owner, space, amount)
                    players = state.players
                    # The usual case, without a Debt (which a module that changes debts must see).
                    if players[player].cash >= amount and not self.hooks.on_debt:
                        players[player].cash -= amount
                        players[owner].cash += amount
                        self.events.append(RentPaid(player, owner, space, amount))
                    else:
                        money.charge(self, Debt(player, owner, amount, "rent", space))
        elif kind == TAX:
            money.charge_bank(self, player, sp.amount, "tax", space)
        elif kind == CHANCE or kind == COMMUNITY_CHEST:
            cards.draw(self, player, kind)
        elif kind == GO_TO_JAIL:
            self.send_to_jail(player, "square")

    def send_to_jail(self, player: int, reason: str) -> None:
        """Straight to jail, no salary; the turn is over (no roll for doubles) and so is the move
        (see ``_end_move_of``)."""
        state = self.state
        p = state.players[player]
        if self.hooks.on_jail:  # (the handcuff: the new prisoner frees the old one)
            for on_jail in self.hooks.on_jail:
                on_jail(self, player)
        p.home = False
        p.position = self.edition.jail_index
        p.in_jail = True
        p.jail_tries = 0
        if player == state.current:
            state.roll_due = False
            state.doubles = 0
        if len(state.stack) > 1:
            self._end_move_of(player)
        self.events.append(WentToJail(player, reason))

    def _end_move_of(self, player: int) -> None:
        """Jail ends ``player``'s move: the decisions it raised go (a buy offer: no purchase, no auction), and a
        move still owed after a debt (the third failed jail roll's fine) is void; the debt itself stays."""
        stack = self.state.stack
        for i in range(len(stack) - 1, -1, -1):
            decision = stack[i]
            if decision.player != player:
                continue
            if isinstance(decision, MOVE_DECISIONS):
                del stack[i]
            elif type(decision) is DebtDecision and decision.then_move:
                stack[i] = DebtDecision(player, decision.debt, 0, decision.queue)

    def start_auction(self, space: int, after: int, queue: tuple[int, ...] = ()) -> None:
        properties.start_auction(self, space, after, queue)

    # --- introspection helpers -------------------------------------------------------------------------

    def player_index(self, name: str) -> int:
        for i, p in enumerate(self.state.players):
            if p.name == name:
                return i
        raise KeyError(f"no player named {name!r}")


# --- the choices of a pending decision other than the turn's own (``Game.decision_actions``) ---------------


def _buy_choices(game: Game, top: BuyDecision) -> list[Action]:
    player = top.player
    if game.state.players[player].cash >= game.edition.spaces[top.space].price:
        return [Buy(player), Decline(player)]
    return [Decline(player)]


def _auction_choices(game: Game, top: AuctionDecision) -> list[Action]:
    player = top.player
    low = properties.minimum_bid(game, top)
    if game.state.players[player].cash >= low:
        return [Bid(player, low), Pass(player)]
    return [Pass(player)]


def _debt_choices(game: Game, top: DebtDecision) -> list[Action]:
    player, debt = top.player, top.debt
    if game.state.players[player].cash >= debt.amount:
        return [Pay(player)]
    if money.liquidation_value(game, player) < debt.amount:
        return [DeclareBankruptcy(player)]
    return []


def _trade_choices(game: Game, top: TradeDecision) -> list[Action]:
    player = top.player
    give, get = trade.decision_side(top)
    if trade.trade_refusal(game, top.proposer, player, give, get) is None:
        return [AcceptTrade(player), RejectTrade(player)]
    return [RejectTrade(player)]


def _mortgage_choices(game: Game, top: MortgageDecision) -> list[Action]:
    player = top.player
    actions: list[Action] = []
    for space in top.spaces:
        if properties.transfer_refusal(game, top, space, False) is None:
            actions.append(KeepMortgage(player, space))
        if properties.transfer_refusal(game, top, space, True) is None:
            actions.append(LiftMortgage(player, space))
    return actions


def _return_choices(game: Game, top: ReturnDeedDecision) -> list[Action]:
    """A deed to give back; -1 when the player has no street left to give (nothing happens)."""
    player, owner = top.player, game.state.owner
    return [ReturnDeed(player, s) for s in game.edition.properties if owner[s] == player] or [ReturnDeed(player, -1)]


_D = TypeVar("_D", bound=Decision)


# --- checks: why an action is refused (None: it is legal) ---------------------------------------------


def _top(game: Game) -> Decision:
    return game.state.stack[-1]


def _top_as(game: Game, cls: type[_D]) -> _D:
    """The decision on top, which the action's check (or ``legal_actions``) has found to be a ``cls``."""
    top = game.state.stack[-1]
    assert isinstance(top, cls)
    return top


def _check_roll(game: Game, action: Roll) -> Reason | None:
    reason = not_your_decision(game, action, TurnDecision, "roll")
    if reason:
        return reason
    if not game.state.roll_due:
        return "you have rolled already: end your turn"
    return None


def _check_end_turn(game: Game, action: EndTurn) -> Reason | None:
    reason = not_your_decision(game, action, TurnDecision, "end a turn")
    if reason:
        return reason
    if game.state.roll_due:
        return "you must roll first" if not game.state.rolled else "you rolled doubles: roll again"
    return None


def _jail_start_refusal(game: Game, action: Action) -> Reason | None:
    reason = not_your_decision(game, action, TurnDecision, "leave jail")
    if reason:
        return reason
    state = game.state
    if not state.players[action.player].in_jail:
        return Refusal("you are not in jail", "not_in_jail")
    if state.rolled:
        return Refusal("leaving jail by paying or with a card is done before rolling", "jail_after_roll")
    return None


def _check_pay_bail(game: Game, action: PayBail) -> Reason | None:
    reason = _jail_start_refusal(game, action)
    if reason:
        return reason
    cash = game.state.players[action.player].cash
    fine = game.rules.jail_fine
    if cash < fine:
        return Refusal(f"the fine is {fine}, you have {cash}", "cash", {"cost": fine, "cash": cash})
    return None


def _check_use_card(game: Game, action: UseCard) -> Reason | None:
    reason = _jail_start_refusal(game, action)
    if reason:
        return reason
    if _jail_card(game, action) < 0:
        return "you hold no get-out-of-jail-free card"
    return None


def _jail_card(game: Game, action: UseCard) -> int:
    """The index in the hand of the get-out-of-jail-free card ``action`` uses, or -1."""
    decks = game.edition.decks
    for i, (deck, card) in enumerate(game.state.players[action.player].cards):
        if (not action.deck or deck == action.deck) and decks[deck].cards[card].effect.type == GET_OUT_OF_JAIL_FREE:
            return i
    return -1


def _check_buy(game: Game, action: Buy) -> Reason | None:
    reason = not_your_decision(game, action, BuyDecision, "buy")
    if reason:
        return reason
    space = _top_as(game, BuyDecision).space
    price = game.edition.spaces[space].price
    cash = game.state.players[action.player].cash
    if cash < price:
        text = f"{game.edition.spaces[space].name} costs {price}, you have {cash}: raise money or decline"
        return Refusal(text, "buy_cash", {"space": space, "price": price, "cash": cash})
    return None


def _check_decline(game: Game, action: Decline) -> Reason | None:
    return not_your_decision(game, action, BuyDecision, "buy or decline")


def _auction_refusal(game: Game, action: Action) -> Reason | None:
    top = _top(game)
    if not isinstance(top, AuctionDecision):
        return Refusal("there is no auction now", "no_auction")
    if top.player != action.player:
        text = f"it is {game.state.players[top.player].name}'s turn to bid, not yours"
        return Refusal(text, "not_your_decision", {"player": top.player})
    return None


def _check_bid(game: Game, action: Bid) -> Reason | None:
    top = _top(game)
    if game.rules.open_auction and isinstance(top, AuctionDecision) and action.player != top.player:
        if action.player not in top.bidders:
            return Refusal("you are out of this auction", "out_of_auction")
        if action.player == top.high_bidder:
            return Refusal("yours is already the highest bid", "highest_bid")
        reason = None
    else:
        reason = _auction_refusal(game, action)
    if reason:
        return reason
    return properties.bid_refusal(game, _top_as(game, AuctionDecision), action.player, action.amount)


def _check_pass(game: Game, action: Pass) -> Reason | None:
    return _auction_refusal(game, action)


def _check_build(game: Game, action: Build) -> Reason | None:
    reason = space_refusal(game, action.space)
    if reason:
        return reason
    return properties.build_refusal(game, action.player, action.space)


def _check_sell(game: Game, action: SellBuilding) -> Reason | None:
    return space_refusal(game, action.space) or properties.sell_refusal(game, action.player, action.space)


def _check_mortgage(game: Game, action: Mortgage) -> Reason | None:
    return space_refusal(game, action.space) or properties.mortgage_refusal(game, action.player, action.space)


def _check_unmortgage(game: Game, action: Unmortgage) -> Reason | None:
    return space_refusal(game, action.space) or properties.unmortgage_refusal(game, action.player, action.space)


def _check_mortgage_choice(game: Game, action: KeepMortgage | LiftMortgage) -> Reason | None:
    reason = not_your_decision(game, action, MortgageDecision, "keep or lift a mortgage") or space_refusal(
        game, action.space
    )
    if reason:
        return reason
    top = _top_as(game, MortgageDecision)
    return properties.transfer_refusal(game, top, action.space, type(action) is LiftMortgage)


def _check_pay(game: Game, action: Pay) -> Reason | None:
    reason = not_your_decision(game, action, DebtDecision, "pay a debt")
    if reason:
        return reason
    amount = _top_as(game, DebtDecision).debt.amount
    cash = game.state.players[action.player].cash
    if cash < amount:
        text = f"you owe {amount} and have {cash}: sell buildings or mortgage first"
        return Refusal(text, "pay_short", {"debt": amount, "cash": cash, "short": amount - cash})
    return None


def _check_bankruptcy(game: Game, action: DeclareBankruptcy) -> Reason | None:
    reason = not_your_decision(game, action, DebtDecision, "declare bankruptcy")
    if reason:
        return reason
    amount = _top_as(game, DebtDecision).debt.amount
    worth = money.liquidation_value(game, action.player)
    if worth >= amount:
        how = "selling streets to the bank" if game.rules.sell_to_bank else "selling and mortgaging"
        text = f"you can still raise {worth} by {how}: the debt of {amount} can be paid"
        return Refusal(text, "can_raise", {"worth": worth, "debt": amount})
    return None


def _check_sell_property(game: Game, action: SellProperty) -> Reason | None:
    return space_refusal(game, action.space) or properties.sell_property_refusal(game, action.player, action.space)


def _check_return(game: Game, action: ReturnDeed) -> Reason | None:
    reason = not_your_decision(game, action, ReturnDeedDecision, "give a street back")
    if reason:
        return reason
    owns = [s for s in game.edition.properties if game.state.owner[s] == action.player]
    if action.space == -1:
        return "choose one of your streets to give back" if owns else None
    reason = space_refusal(game, action.space)
    if reason:
        return reason
    if action.space not in owns:
        return f"{game.edition.spaces[action.space].name} is not yours"
    return None


def _do_return(game: Game, action: ReturnDeed) -> None:
    game.state.stack.pop()
    if action.space >= 0:
        cards.return_deed(game, action.player, action.space)


def _check_propose(game: Game, action: ProposeTrade) -> Reason | None:
    state = game.state
    if any(type(d) is TradeDecision for d in state.stack):
        return Refusal("another trade is waiting for an answer", "trade_waiting")
    reason = trade.trade_refusal(game, action.player, action.partner, action.give, action.get)
    if reason is not None:
        return reason
    # The stall budget: offers per turn, and no offer again that its partner refused in this turn (a player
    # proposing the same refused offer over and over never lets the game go on).
    limit = game.rules.max_offers_per_turn
    if state.offers_made.get(action.player, 0) >= limit:
        text = (
            f"{state.players[action.player].name} has made {limit} trade offers in this turn, the most the rules "
            "allow (max_offers_per_turn)"
        )
        return Refusal(text, "offers_per_turn", {"player": action.player, "limit": limit})
    if state.refused_offers and trade.offer_key(action.player, action.partner, action.give, action.get) in (
        state.refused_offers
    ):
        text = (
            f"{state.players[action.partner].name} refused this offer in this turn: it cannot be made again "
            "before the next turn"
        )
        return Refusal(text, "offer_refused_again", {"partner": action.partner})
    return None


def _check_accept(game: Game, action: AcceptTrade) -> Reason | None:
    reason = not_your_decision(game, action, TradeDecision, "answer a trade")
    if reason:
        return reason
    top = _top_as(game, TradeDecision)
    give, get = trade.decision_side(top)
    return trade.trade_refusal(game, top.proposer, action.player, give, get)


def _check_reject(game: Game, action: RejectTrade) -> Reason | None:
    return not_your_decision(game, action, TradeDecision, "answer a trade")


# --- execution --------------------------------------------------------------------------------------


def _do_roll(game: Game, action: Roll) -> None:
    state = game.state
    player = action.player
    me = state.players[player]
    # The first roll of a turn ends the time to claim the rents and the cheats' windows of earlier turns (as a
    # skipped turn does); the payer's own roll after doubles closes nothing.
    if game.hooks.close_windows:
        game.close_windows()
    on_roll = game.hooks.on_roll
    if on_roll is not None and on_roll(game, action):  # (the speed die, after GO and out of jail)
        return
    events = game.events
    dice = game.rng.roll(2)
    state.rolls += 1
    state.rolled = True
    state.last_roll = dice
    doubles = dice[0] == dice[1]
    events.append(DiceRolled(player, dice, doubles))
    total = dice[0] + dice[1]
    if me.in_jail:
        state.roll_due = False
        if doubles:  # free, and no extra roll for these doubles
            me.in_jail = False
            me.jail_tries = 0
            events.append(LeftJail(player, "doubles"))
            game.move_by(player, total)
            return
        me.jail_tries += 1
        if me.jail_tries < game.rules.max_jail_tries:
            events.append(JailTryFailed(player, me.jail_tries))
            return
        fine = game.rules.jail_fine
        if me.cash >= fine:
            bank.pay_bank(game, player, fine)
            events.append(MoneyPaid(player, BANK, fine, "fine"))
            me.in_jail = False
            me.jail_tries = 0
            events.append(LeftJail(player, "fine"))
            game.move_by(player, total)
        else:
            money.charge(game, Debt(player, BANK, fine, "fine"), then_move=total)
        return
    if doubles:
        state.doubles += 1
        if state.doubles >= game.rules.max_doubles:
            game.send_to_jail(player, "doubles")
            return
        state.roll_due = True
    else:
        state.roll_due = False
    if game.hooks.dice_steps:  # (cheats: an armed extra-steps)
        for steps in game.hooks.dice_steps:
            total = steps(game, player, total)
    game.move_by(player, total)


def _do_end_turn(game: Game, action: EndTurn) -> None:
    game.events.append(game._turn_ended[action.player])
    game.next_turn()


def _do_pay_bail(game: Game, action: PayBail) -> None:
    me = game.state.players[action.player]
    fine = game.rules.jail_fine
    bank.pay_bank(game, action.player, fine)
    me.in_jail = False
    me.jail_tries = 0
    game.events.append(MoneyPaid(action.player, BANK, fine, "bail"))
    game.events.append(LeftJail(action.player, "bail"))


def _do_use_card(game: Game, action: UseCard) -> None:
    state = game.state
    me = state.players[action.player]
    deck, card = me.cards.pop(_jail_card(game, action))
    state.decks[deck].append(card)
    game.events.append(CardReturned(action.player, deck, card))
    me.in_jail = False
    me.jail_tries = 0
    game.events.append(LeftJail(action.player, "card"))


def _do_propose(game: Game, action: ProposeTrade) -> None:
    give, get = action.give, action.get
    game.events.append(
        TradeProposed(
            action.player, action.partner, give.spaces, give.cash, give.cards, get.spaces, get.cash, get.cards
        )
    )
    trade.propose(game, action.player, action.partner, give, get)
    made = game.state.offers_made
    made[action.player] = made.get(action.player, 0) + 1


def _do_reject(game: Game, action: RejectTrade) -> None:
    top = _top_as(game, TradeDecision)
    state = game.state
    state.stack.pop()
    give, get = trade.decision_side(top)
    state.refused_offers.append(trade.offer_key(top.proposer, action.player, give, get))
    game.events.append(TradeRejected(top.proposer, action.player))


def _do_buy(game: Game, action: Buy) -> None:
    properties.buy(game, _top_as(game, BuyDecision))


def _do_decline(game: Game, action: Decline) -> None:
    properties.decline(game, _top_as(game, BuyDecision))


def _do_bid(game: Game, action: Bid) -> None:
    properties.bid(game, _top_as(game, AuctionDecision), action.amount, action.player)


def _do_pass(game: Game, action: Pass) -> None:
    properties.pass_bid(game, _top_as(game, AuctionDecision))


def _do_build(game: Game, action: Build) -> None:
    properties.build(game, action.player, action.space)


def _do_sell(game: Game, action: SellBuilding) -> None:
    properties.sell_building(game, action.player, action.space)


def _do_mortgage(game: Game, action: Mortgage) -> None:
    properties.mortgage(game, action.player, action.space)


def _do_unmortgage(game: Game, action: Unmortgage) -> None:
    properties.unmortgage(game, action.player, action.space)


def _do_keep_mortgage(game: Game, action: KeepMortgage) -> None:
    properties.settle_transfer(game, _top_as(game, MortgageDecision), action.space, False)


def _do_lift_mortgage(game: Game, action: LiftMortgage) -> None:
    properties.settle_transfer(game, _top_as(game, MortgageDecision), action.space, True)


def _do_pay(game: Game, action: Pay) -> None:
    money.pay_debt(game, _top_as(game, DebtDecision))


def _do_bankruptcy(game: Game, action: DeclareBankruptcy) -> None:
    money.declare_bankruptcy(game, _top_as(game, DebtDecision))


def _do_accept(game: Game, action: AcceptTrade) -> None:
    trade.accept(game, _top_as(game, TradeDecision))


def _do_sell_property(game: Game, action: SellProperty) -> None:
    properties.sell_property(game, action.player, action.space)


# --- the rule modules ----------------------------------------------------------------------------------

# What every edition has: the turn, jail, buying and auctions, building, mortgages, debts, trades, and the rule
# options that are parameters of these shared rules (sales to the bank, deeds given back by a card).
CORE: RuleModule = RuleModule(
    name="core",
    actions=(
        ActionRule(Roll, _check_roll, _do_roll),
        ActionRule(EndTurn, _check_end_turn, _do_end_turn),
        ActionRule(PayBail, _check_pay_bail, _do_pay_bail),
        ActionRule(UseCard, _check_use_card, _do_use_card),
        ActionRule(Buy, _check_buy, _do_buy),
        ActionRule(Decline, _check_decline, _do_decline),
        ActionRule(Bid, _check_bid, _do_bid),
        ActionRule(Pass, _check_pass, _do_pass),
        ActionRule(Build, _check_build, _do_build),
        ActionRule(SellBuilding, _check_sell, _do_sell),
        ActionRule(Mortgage, _check_mortgage, _do_mortgage),
        ActionRule(Unmortgage, _check_unmortgage, _do_unmortgage),
        ActionRule(KeepMortgage, _check_mortgage_choice, _do_keep_mortgage),
        ActionRule(LiftMortgage, _check_mortgage_choice, _do_lift_mortgage),
        ActionRule(Pay, _check_pay, _do_pay),
        ActionRule(DeclareBankruptcy, _check_bankruptcy, _do_bankruptcy),
        ActionRule(ProposeTrade, _check_propose, _do_propose),
        ActionRule(AcceptTrade, _check_accept, _do_accept),
        ActionRule(RejectTrade, _check_reject, _do_reject),
        ActionRule(SellProperty, _check_sell_property, _do_sell_property),
        ActionRule(ReturnDeed, _check_return, _do_return),
    ),
    decisions=(
        DecisionRule(BuyDecision, _buy_choices),
        DecisionRule(AuctionDecision, _auction_choices),
        DecisionRule(BuildingAuctionDecision, _auction_choices),
        DecisionRule(DebtDecision, _debt_choices),
        DecisionRule(TradeDecision, _trade_choices),
        DecisionRule(MortgageDecision, _mortgage_choices),
        DecisionRule(ReturnDeedDecision, _return_choices),
    ),
)

# The registry: every rule module the engine knows, in the order their hooks run. A new mechanic is a module
# ending with its ``RuleModule`` record, and one line here.
RULE_MODULES: tuple[RuleModule, ...] = (
    CORE,
    rent_claims.MODULE,
    stations.MODULE,
    free_parking.MODULE,
    handcuff.MODULE,
    end_phase.MODULE,
    speed_die.MODULE,
    mega.MODULE,
    held_cards.CARD_LIMIT,
    held_cards.MODULE,
    cheats.MODULE,
)

# The free actions: taken at any decision rather than answering one; the stall budget counts them
# (``Game.budget_spent``), and answering a decision starts the count again.
FREE_ACTIONS: frozenset[type[Action]] = frozenset(
    {
        Build,
        SellBuilding,
        SellHotelsOutright,
        Mortgage,
        Unmortgage,
        ClaimRent,
        ProposeTrade,
        SellProperty,
        BuildDepot,
        SellDepot,
        PlayCard,
        Cheat,
        Accuse,
    }
)


def _counted(execute: Execute) -> Execute:
    """``execute`` of a free action, which first counts it against the player's stall budget: the count is kept in
    the free actions' own executions, so that the far more frequent answers to decisions do not test for it."""

    def counted(game: Game, action: Any) -> None:
        taken = game.state.free_taken
        taken[action.player] = taken.get(action.player, 0) + 1
        execute(game, action)

    return counted


_CHECKS, _RULE_EXECUTE = action_tables(RULE_MODULES)  # the modules' rows, as they wrote them
_EXECUTE = {kind: _counted(execute) if kind in FREE_ACTIONS else execute for kind, execute in _RULE_EXECUTE.items()}
_DECISION_CHOICES = decision_table(RULE_MODULES)
