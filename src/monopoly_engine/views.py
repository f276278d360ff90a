"""What one seat may see: ``PlayerView``, a read-only window on a game for bots (and later the web and RL).

A view wraps a live ``Game`` and a seat; it copies nothing when made, and every query reads the current
state, so one view per seat serves a whole game (the bot runner makes them once). It shows what a player at
the table knows: every player's cash, position, jail state, bankruptcy and the number of get-out-of-jail
cards they hold (which cards: only for the view's own seat), ownership, buildings and mortgages, the bank's
houses and hotels, the pending decision, the turn counters and the last roll; in the Mega game also every
player's bus tickets (public by the rules), the number of tickets left in the pile, the railroad depots and
the bank's skyscrapers and depots. It hides the deck order (only the number of cards left in each deck is
shown) and the random source: a bot cannot peek at the next card, ticket or dice.

Under the cheats rule (``cheaters-ru``) it shows the face-up cheat cards and the size of the pile, and of the
pending cheats and their hidden events only the seat's own (``my_pending_cheats``, ``log``): another seat's
cheat shows only as its public marker and as the live state it changed. ``refusal`` does not judge another
seat's cheat, whose answer could tell that seat's pending ones.

The seat's free actions (build, sell, mortgage, lift a mortgage, claim rent) are not handed to a bot with
every decision: walking every property through the rules is the most expensive query there is, and most
decisions (a roll, a bid) never need it. ``free_actions()`` lists them on demand and keeps the list until
``refresh()``; the bot runner refreshes the deciding seat's view before every decision, so within one
decision every part of a bot may ask again for free. Two narrower lists, kept the same way, spare a bot the
rules it does not need: ``development_actions()`` (lifts, builds, depots) and ``raising_actions()`` (the
steps that raise cash); ``group_builds(space)``, one group's builds, is asked afresh each time. Whoever drives
a game by hand and keeps a view across actions calls ``refresh()`` after each (or makes a new view: views are
cheap).

Limits: Python cannot enforce privacy, so the wrapped game sits in a private slot a bot must not touch; the
pending decision is the live record (read it, never change it). The bulk accessors (``owners``, ``levels``,
``mortgaged``) return fresh tuples, cheap for 40 squares; the per-square ones (``owner(space)``) copy nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Protocol

from monopoly_engine.core import Action, Decision, Edition, Event, Game, Rules, cheats, money, properties, rent, trade
from monopoly_engine.core.actions import Cheat
from monopoly_engine.core.decisions import AuctionDecision, MortgageDecision, TradeDecision
from monopoly_engine.core.dice import utility_roll_mean
from monopoly_engine.core.edition import BUS_TICKETS, UTILITY
from monopoly_engine.core.events import visible_events
from monopoly_engine.core.state import Claim, GameState, claim_of


class GameRecord(Protocol):
    """Where a view reads the game's events from (``monopoly_engine.game.RecordedGame``): kept live by whoever plays."""

    setup_events: list[Event]
    history: list[tuple[Any, list[Event]]]


@dataclass(frozen=True, slots=True)
class PendingCheat:
    """One of this seat's own cheats still in its window (``PlayerView.my_pending_cheats``)."""

    card: str
    args: tuple[int | str, ...]
    armed: bool  # an armed cheat that has not changed anything yet
    applied: tuple[tuple[int | str, ...], ...]  # what it changed, as the reveal will say


@dataclass(frozen=True, slots=True)
class PublicPlayer:
    """A copy of what everybody knows about one player (``PlayerView.player``)."""

    seat: int
    name: str
    cash: int
    position: int
    in_jail: bool
    jail_tries: int
    bankrupt: bool
    cards: int  # get-out-of-jail-free cards held
    tickets: int = 0  # Mega: bus tickets held (public)


class _TradableMemo:
    """``PlayerView.tradable_properties``'s answer and the board's counters it was found at: one per view, or
    shared by the views of one game that ``views_for`` makes (the answer does not depend on the seat)."""

    __slots__ = ("found", "version")

    def __init__(self) -> None:
        self.version = (-1, -1)  # (owner, building) versions of ``found``
        self.found: tuple[int, ...] = ()


class PlayerView:
    """The game as seat ``seat`` sees it. Wraps the game; reads are live; copies nothing on creation."""

    __slots__ = (
        "_builds",
        "_development",
        "_free",
        "_game",
        "_log",
        "_others",
        "_raising",
        "_read",
        "_record",
        "_state",
        "_tradable",
        "_utility_roll",
        "edition",
        "rules",
        "seat",
    )

    def __init__(self, game: Game, seat: int, record: GameRecord | None = None) -> None:
        if not 0 <= seat < len(game.state.players):
            raise ValueError(f"no seat {seat} in a game of {len(game.state.players)} players")
        self._game = game
        self._state = game.state
        self.seat = seat
        self.edition: Edition = game.edition
        self.rules: Rules = game.rules
        n = len(game.state.players)
        self._others = tuple((seat + k) % n for k in range(1, n))  # the other seats, in seat order after this one
        self._free: list[Action] | None = None  # this seat's free actions, until ``refresh()``
        self._development: list[Action] | None = None  # of them, the builds and lifts, until ``refresh()``
        self._raising: list[Action] | None = None  # of them, the steps that raise cash, until ``refresh()``
        self._builds: list[Action] | None = None  # of them, the builds of one group (``group_builds``)
        self._utility_roll = utility_roll_mean(game.rules)  # ``rent_if_landed``: the mean instead of a roll
        self._record = record  # the game's events, for ``log()``
        self._log: list[Event] = []  # what this seat has seen of them so far
        self._read = -1  # history entries already read into ``_log`` (-1: not even the setup)
        self._tradable = _TradableMemo()  # ``tradable_properties``, kept (``views_for`` shares one between seats)

    def __repr__(self) -> str:
        return f"PlayerView(seat={self.seat}, edition={self.edition.id!r}, turns={self._state.turns})"

    def same_game(self, other: PlayerView | None) -> bool:
        """Whether ``other`` looks at the same game (bots use it to forget what they knew of a past game)."""
        return other is not None and other._game is self._game

    # --- players ---------------------------------------------------------------------------------------

    @property
    def num_players(self) -> int:
        return len(self._state.players)

    def name(self, player: int) -> str:
        return self._state.players[player].name

    def cash(self, player: int | None = None) -> int:
        """Cash of ``player`` (default: this seat)."""
        return self._state.players[self.seat if player is None else player].cash

    def position(self, player: int | None = None) -> int:
        return self._state.players[self.seat if player is None else player].position

    def in_jail(self, player: int | None = None) -> bool:
        return self._state.players[self.seat if player is None else player].in_jail

    def passed_go(self, player: int | None = None) -> bool:
        """Speed die: whether the player has passed GO once (and so rolls the speed die)."""
        return self._state.players[self.seat if player is None else player].passed_go

    def jail_tries(self, player: int | None = None) -> int:
        return self._state.players[self.seat if player is None else player].jail_tries

    def is_bankrupt(self, player: int) -> bool:
        return self._state.players[player].bankrupt

    def card_count(self, player: int | None = None) -> int:
        """How many get-out-of-jail-free cards ``player`` holds."""
        return len(self._state.players[self.seat if player is None else player].cards)

    def tickets(self, player: int | None = None) -> int:
        """Mega: how many bus tickets ``player`` (default: this seat) holds (public by the rules)."""
        return self._state.players[self.seat if player is None else player].tickets

    @property
    def ticket_pile(self) -> int:
        """Mega: bus tickets left to draw (0 in an edition without them)."""
        return len(self._state.decks.get(BUS_TICKETS, ()))

    @property
    def my_cards(self) -> tuple[tuple[str, int], ...]:
        """This seat's own get-out-of-jail-free cards as ``(deck, card index)`` (what a trade names)."""
        return tuple(self._state.players[self.seat].cards)

    def player(self, player: int) -> PublicPlayer:
        """A copy of the public state of ``player``."""
        p = self._state.players[player]
        return PublicPlayer(
            player, p.name, p.cash, p.position, p.in_jail, p.jail_tries, p.bankrupt, len(p.cards), p.tickets
        )

    def player_figures(self, player: int) -> tuple[int, int, bool, int, int, int, bool, bool]:
        """``(cash, position, in jail, jail tries, cards held, bus tickets, passed GO, bankrupt)`` of ``player``:
        the public figures of the one-by-one accessors, read in one call (the RL observation reads them for
        every player at every step)."""
        p = self._state.players[player]
        return p.cash, p.position, p.in_jail, p.jail_tries, len(p.cards), p.tickets, p.passed_go, p.bankrupt

    def table_figures(self) -> list[tuple[int, int, bool, int, int, int, bool, bool]]:
        """``player_figures`` of every player, from this seat on in seat order (this seat's first, then the next
        seat's, ...): the whole table read in one call, as the RL observation numbers the players."""
        players = self._state.players
        seat = self.seat
        return [
            (p.cash, p.position, p.in_jail, p.jail_tries, len(p.cards), p.tickets, p.passed_go, p.bankrupt)
            for p in players[seat:] + players[:seat]
        ]

    def players(self) -> list[PublicPlayer]:
        return [self.player(i) for i in range(len(self._state.players))]

    def active_players(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [i for i, p in enumerate(self._state.players) if not p.bankrupt]

    def opponents(self) -> list[int]:
        """The other seats still in the game, in seat order after this one."""
        players = self._state.players
        return [o for o in self._others if not players[o].bankrupt]

    # --- the board -------------------------------------------------------------------------------------

    def owner(self, space: int) -> int:
        """Seat owning ``space``, -1 for the bank."""
        return self._state.owner[space]

    def level(self, space: int) -> int:
        """Buildings on ``space``: 0-4 houses, 5 a hotel, 6 a skyscraper (Mega)."""
        return self._state.level[space]

    def has_depot(self, space: int) -> bool:
        """Mega: whether a railroad depot stands on the station ``space``."""
        return self._state.depot[space]

    @property
    def depots(self) -> tuple[bool, ...]:
        """Mega: per space, whether a depot stands there, a fresh tuple."""
        return tuple(self._state.depot)

    def is_mortgaged(self, space: int) -> bool:
        return self._state.mortgaged[space]

    @property
    def owners(self) -> tuple[int, ...]:
        """Owner of every space (-1: the bank), a fresh tuple."""
        return tuple(self._state.owner)

    @property
    def levels(self) -> tuple[int, ...]:
        return tuple(self._state.level)

    @property
    def mortgaged(self) -> tuple[bool, ...]:
        return tuple(self._state.mortgaged)

    @property
    def owner_version(self) -> int:
        """A number that changes whenever any property changes hands (``GameState.owner_version``)."""
        return self._state.owner_version

    @property
    def board_version(self) -> tuple[int, int, int]:
        """A key that changes whenever ownership, a building (or Mega depot) or a mortgage changes anywhere on
        the board: what a bot worked out of the board alone holds while it stays the same."""
        state = self._state
        return state.owner_version, state.building_version, state.mortgage_version

    @property
    def group_versions(self) -> list[int]:
        """Per colour group (the railroads and utilities too), a number that changes whenever the owner, buildings,
        depot or mortgage of one of its spaces changes, at the index of the group's first space
        (``Edition.group_head``; ``GameState.group_version``). The live list, not a copy: read it, never change it,
        and copy it to remember it."""
        return self._state.group_version

    def holdings_version(self, player: int | None = None) -> int:
        """A number that changes whenever one of ``player``'s properties (default: this seat's) changes: gained,
        lost, built on or sold from, mortgaged or lifted (``PlayerState.holdings_version``)."""
        return self._state.players[self.seat if player is None else player].holdings_version

    def owned_by(self, player: int | None = None) -> list[int]:
        """The properties ``player`` (default: this seat) owns, in board order."""
        who = self.seat if player is None else player
        owner = self._state.owner
        return [s for s in self.edition.properties if owner[s] == who]

    def owns_group(self, player: int, space: int) -> bool:
        """Whether ``player`` owns every property of ``space``'s group (mortgaged ones included)."""
        return rent.owns_group(self._game, player, space)

    def count_owned_in_group(self, player: int, space: int) -> int:
        return rent.count_owned_in_group(self._game, player, space)

    @property
    def bank_houses(self) -> int:
        return self._state.bank_houses

    @property
    def bank_hotels(self) -> int:
        return self._state.bank_hotels

    @property
    def bank_skyscrapers(self) -> int:
        """Mega: skyscrapers the bank still has (0 in an edition without them)."""
        return self._state.bank_skyscrapers

    @property
    def bank_depots(self) -> int:
        """Mega: railroad depots the bank still has (0 in an edition without them)."""
        return self._state.bank_depots

    def deck_size(self, deck: str) -> int:
        """Cards left in ``deck`` (its order is hidden)."""
        return len(self._state.decks.get(deck, ()))

    # --- turn and decision -------------------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The pending decision (the live record: read it, never change it), None once the game is over."""
        stack = self._state.stack
        return stack[-1] if stack else None

    def moment_figures(
        self,
    ) -> tuple[
        tuple[int, int, int], int, Decision | None, bool, bool, int, tuple[int, ...], int, int, int, int, int, int, bool
    ]:
        """``(board_version, current, decision, roll_due, rolled, doubles, last_roll, bank_houses, bank_hotels,
        bank_skyscrapers, bank_depots, rounds, cards held by this seat, whether rent waits to be claimed)``: the
        one-by-one accessors' answers (the held cards: ``len(my_cards)``, the rent: ``bool(claims)``) read in
        one call (the RL observation reads them all at every step)."""
        state = self._state
        stack = state.stack
        return (
            (state.owner_version, state.building_version, state.mortgage_version),
            state.current,
            stack[-1] if stack else None,
            state.roll_due,
            state.rolled,
            state.doubles,
            state.last_roll,
            state.bank_houses,
            state.bank_hotels,
            state.bank_skyscrapers,
            state.bank_depots,
            state.rounds,
            len(state.players[self.seat].cards),
            bool(state.claims),
        )

    @property
    def pending(self) -> tuple[Decision, ...]:
        """The whole stack of pending decisions, the one asked now last."""
        return tuple(self._state.stack)

    @property
    def current(self) -> int:
        """Whose turn it is."""
        return self._state.current

    @property
    def rounds(self) -> int:
        """The rounds completed (from the opening roll's winner)."""
        return self._state.rounds

    @property
    def round_under_way(self) -> int:
        """The round a person is told the game is in, from 1 (``round_under_way``)."""
        return round_under_way(self._state)

    @property
    def turns(self) -> int:
        return self._state.turns

    @property
    def rolls(self) -> int:
        return self._state.rolls

    @property
    def doubles(self) -> int:
        return self._state.doubles

    @property
    def roll_due(self) -> bool:
        return self._state.roll_due

    @property
    def rolled(self) -> bool:
        return self._state.rolled

    @property
    def last_roll(self) -> tuple[int, ...]:
        return self._state.last_roll

    @property
    def speed_step(self) -> tuple[int, str] | None:
        """The speed die's second step still due once the square is resolved: ``(player, "mr-monopoly" or
        "bus")``, or None."""
        state = self._state
        return (state.speed_step, state.speed_face) if state.speed_step >= 0 else None

    @property
    def claims(self) -> tuple[Claim, ...]:
        """Rent waiting to be claimed, oldest first: ``(payer, owner, space, rent multiplier, dice multiplier,
        turn counter)`` each."""
        return tuple(self._state.claims)

    @property
    def claim(self) -> Claim | None:
        """The latest rent waiting to be claimed (the one a ``foreign-rent`` cheat takes), or None."""
        claims = self._state.claims
        return claims[-1] if claims else None

    def my_claim(self) -> Claim | None:
        """The oldest rent this seat may claim (the one ``ClaimRent`` claims), or None."""
        return claim_of(self._state, self.seat)

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def winner(self) -> int:
        return self._state.winner

    # --- rules helpers -----------------------------------------------------------------------------------

    def free_actions(self) -> list[Action]:
        """This seat's free actions now, as ``Game.free_actions`` lists them: computed on the first call after
        ``refresh()`` and kept until the next (read the list, never change it)."""
        free = self._free
        if free is None:
            free = self._free = self._game.free_actions(self.seat)
        return free

    def development_actions(self) -> list[Action]:
        """The ``Unmortgage``, ``Build`` and ``BuildDepot`` actions of ``free_actions()``, in its order
        (``Game.development_actions``: the other rules are not walked), kept until ``refresh()``."""
        found = self._development
        if found is None:
            found = self._development = self._game.development_actions(self.seat)
        return found

    def group_builds(self, space: int) -> list[Action]:
        """The ``Build`` actions of ``development_actions()`` on the streets of ``space``'s group, in its order
        (``Game.group_builds``): listed (``listed``) until ``refresh()``, but asked afresh at every call."""
        found = self._builds = self._game.group_builds(self.seat, space)
        return found

    def raising_actions(self) -> list[Action]:
        """The ``Mortgage``, ``SellBuilding``, ``SellDepot`` and ``SellProperty`` actions of ``free_actions()``,
        in its order (``Game.raising_actions``), kept until ``refresh()``."""
        found = self._raising
        if found is None:
            found = self._raising = self._game.raising_actions(self.seat)
        return found

    def can_mortgage(self, space: int) -> bool:
        """Whether this seat may mortgage ``space`` now, as a free action (the rules' answer, without its reason:
        ``Mortgage(seat, space)`` is among ``raising_actions()`` exactly when this is true)."""
        return properties.can_mortgage(self._game, self.seat, space)

    def listed(self, action: Action, same: bool = False) -> bool:
        """Whether ``action`` is one of the free actions listed (by any of the four queries) since
        ``refresh()``: the game judged it legal in the state it is still in. ``same``: only the very objects
        listed count, not an equal action (whose fields may be of other types: ``True`` for 1)."""
        lists = (self._development, self._raising, self._free, self._builds)
        for found in lists:
            if found is not None:
                if not same:
                    if action in found:
                        return True
                    continue
                for listed in found:
                    if listed is action:
                        return True
        return False

    # --- cheats (rule option ``cheats``) -------------------------------------------------------------------

    def face_up_cheats(self) -> tuple[str, ...]:
        """The cheat cards face up now (their ids); empty without the cheats rule."""
        cs = self._state.cheats
        return tuple(cs.face_up) if cs is not None else ()

    def cheat_pile_size(self) -> int:
        """Cards in the hidden cheat pile (its order is hidden)."""
        cs = self._state.cheats
        return len(cs.pile) if cs is not None else 0

    def my_pending_cheats(self) -> tuple[PendingCheat, ...]:
        """This seat's own cheats whose window is open, oldest first (other seats' stay hidden)."""
        return tuple(PendingCheat(*p) for p in cheats.pending_of(self._game, self.seat))

    def cheat_options(self) -> list[Cheat]:
        """Every cheat this seat could make now: each face-up card with each legal target, amounts at their
        largest and a few steps below. Computed on demand (it walks the board)."""
        return cheats.options(self._game, self.seat, full=True)

    def log(self, since: int = 0) -> list[Event]:
        """The game's events as this seat may know them, from the ``since``-th on (counting only what it sees):
        other seats' ``Hidden`` events are left out, its own stay wrapped, shuffles show no order. Needs the
        view to be made with the game's record; empty otherwise."""
        record = self._record
        if record is None:
            return []
        if self._read < 0:
            self._log.extend(visible_events(record.setup_events, self.seat))
            self._read = 0
        history = record.history
        while self._read < len(history):
            self._log.extend(visible_events(history[self._read][1], self.seat))
            self._read += 1
        return self._log[since:]

    def imagined_game(self, rng: random.Random) -> Game:
        """A copy of the game as this seat may imagine it, for a bot that searches by playing forward
        (``Game.clone_for``): what the seat cannot see (the deck order, the cards and open cheats of the other
        seats, the dice to come) is drawn from ``rng``, never copied."""
        return self._game.clone_for(self.seat, rng)

    def refresh(self) -> None:
        """Forget the free actions listed so far: the game has moved on (the runner calls it every decision)."""
        self._free = self._development = self._raising = self._builds = None

    def refusal(self, action: Action) -> str | None:
        """Why ``action`` would be refused now (None: legal). Reads only public state: another seat's cheat
        is not judged here (its answer could tell that seat's pending cheats)."""
        if type(action) is Cheat and action.player != self.seat:
            return "only the cheater knows whether a cheat can be made"
        return self._game.refusal(action)

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    @property
    def trade_waiting(self) -> bool:
        """Whether a trade offer waits for its answer (until it is answered no other can be proposed)."""
        for decision in self._state.stack:  # noqa: SIM110 - no generator: asked at every decision
            if type(decision) is TradeDecision:
                return True
        return False

    def offers_left(self) -> bool:
        """Whether the stall budget leaves this seat a trade offer now: fewer than ``max_offers_per_turn`` made
        in this turn, and free actions left while this decision waits (``Game.budget_spent``)."""
        game = self._game
        seat = self.seat
        made = self._state.offers_made
        return (not made or made.get(seat, 0) < game.rules.max_offers_per_turn) and not game.budget_spent(seat)

    def refused_offers(self) -> list[tuple[object, ...]]:
        """The offers of this seat refused in this turn (``trade.offer_key``'s form), which it may not make again
        before the next turn."""
        seat = self.seat
        return [key for key in self._state.refused_offers if key[0] == seat]

    @property
    def trade_limits(self) -> bool:
        """Whether the edition's rule modules refuse some trades of their own (the card limit): beyond
        ``tradable_properties`` and the players' cash, only ``refusal`` knows which."""
        return bool(self._game.hooks.trade_refusal)

    def tradable_properties(self) -> tuple[int, ...]:
        """The owned properties whose owner may give them in a trade now, as far as the square goes
        (``trade.tradable_properties``, by ``trade.property_refusal``'s rules: no building anywhere in its
        colour group, no depot, no received mortgage waiting for its keep-or-lift choice), in
        board order. The rest of an offer (the partner, the cash, a trade already waiting, the edition's own
        limits) is judged by ``refusal``. What the board allows is kept while no property changes hands and no
        building or depot is built or sold (the core's ``owner_version`` and ``building_version``), and the
        same tuple object is returned while its squares stay the same (found again equal, the kept one is
        returned), so that whoever derives something from it may keep that while the answer ``is`` the one it
        was derived from. A pending mortgage choice's squares are left out of it afresh (a new tuple)."""
        choices: list[int] | None = None
        for decision in self._state.stack:
            if type(decision) is MortgageDecision:
                choices = [*(choices or ()), *decision.spaces]
        return self._kept_tradable(choices)

    def tradable_now(self) -> tuple[int, ...] | None:
        """``tradable_properties()``, or None while a trade offer waits for its answer (``trade_waiting``: no
        other offer can be made then): the two asked in one walk of the pending decisions (the RL mask asks at
        every decision)."""
        choices: list[int] | None = None
        for decision in self._state.stack:
            if type(decision) is TradeDecision:
                return None
            if type(decision) is MortgageDecision:
                choices = [*(choices or ()), *decision.spaces]
        return self._kept_tradable(choices)

    def _kept_tradable(self, choices: list[int] | None) -> tuple[int, ...]:
        """The kept tradable squares (found anew when the board's counters moved), less the mortgaged squares of
        ``choices``, the pending mortgage choices' (``trade.property_refusal``)."""
        state = self._state
        memo = self._tradable
        version = (state.owner_version, state.building_version)
        if version == memo.version:
            found = memo.found
        else:
            found = trade.tradable_properties(self._game, choices=False)
            if found == memo.found:
                found = memo.found  # (the same squares: the kept tuple, whose identity says so)
            memo.version = version
            memo.found = found
        if choices:
            mortgaged = state.mortgaged
            return tuple([space for space in found if not (space in choices and mortgaged[space])])
        return found

    def minimum_bid(self) -> int:
        """The lowest legal bid in the pending auction (0 when no auction is pending)."""
        top = self.decision
        if not isinstance(top, AuctionDecision):
            return 0
        return properties.minimum_bid(self._game, top)

    def liquidation_value(self, player: int | None = None) -> int:
        """Cash plus what selling every building and mortgaging every property would raise."""
        return money.liquidation_value(self._game, self.seat if player is None else player)

    def building_sale_value(self, space: int) -> int:
        """What selling every building on ``space`` brings."""
        return money.building_sale_value(self._game, space)

    def next_building(self, space: int) -> tuple[str, int] | None:
        """The next building ``space`` would take and its price (``properties.next_building``), or None."""
        return properties.next_building(self._game, space)

    def nominal_value(self, space: int) -> int:
        """What ``space`` sells to the bank for (``sell_to_bank``): its price, or its hotel rent with a hotel."""
        return rent.nominal_value(self._game, space)

    def unmortgage_cost(self, space: int) -> int:
        return properties.unmortgage_cost(self._game, space)

    def mortgage_interest(self, space: int) -> int:
        return properties.mortgage_interest(self._game, space)

    def rent_if_landed(self, space: int, payer: int | None = None) -> int:
        """The rent ``payer`` (default: this seat) would owe on landing on ``space`` now, without rolling:
        0 when the bank or the payer owns it or it is mortgaged; a utility counts its mean roll (7; 8 with the
        speed die)."""
        state = self._state
        who = self.seat if payer is None else payer
        owner = state.owner[space]
        if owner < 0 or owner == who or state.mortgaged[space]:
            return 0
        return self.rent_for_owner(space, owner)

    def rent_for_owner(self, space: int, owner: int) -> int:
        """The rent ``space`` charges a visitor if ``owner`` holds it as the board stands (a utility: its mean roll)."""
        if self.edition.spaces[space].kind == UTILITY:
            return self._utility_roll * rent.utility_multiplier(self._game, space, owner)
        return rent.standing_rent(self._game, space, owner)

    def buildings(self, player: int) -> tuple[int, int]:
        """``(houses, hotels)`` standing on ``player``'s streets."""
        return properties.buildings_of(self._game, player)

    def building_counts(self, player: int) -> tuple[int, int, int, int]:
        """``(houses, hotels, skyscrapers, depots)`` standing on ``player``'s properties (the last two Mega's)."""
        return properties.building_counts(self._game, player)


def round_under_way(state: GameState) -> int:
    """The round under way, from 1: the engine counts the rounds completed from the opening roll's winner; a game
    ended by a round limit stops at its last round. What the terminal's header and the browser's board both say."""
    done = state.over and state.current == state.first and not state.rolled
    return state.rounds + (0 if done and state.rounds else 1)


def views_for(game: Game, record: GameRecord | None = None) -> list[PlayerView]:
    """One view per seat of ``game`` (with ``record``, the game's log, ``log()`` reads it). They share what they
    keep of the board that does not depend on the seat (``tradable_properties``)."""
    views = [PlayerView(game, seat, record) for seat in range(len(game.state.players))]
    for view in views[1:]:
        view._tradable = views[0]._tradable
    return views
