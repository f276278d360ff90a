"""The mutable state of one game: plain slotted records, cheap to copy.

Everything an observer could reconstruct from the log is here and nothing else: positions, cash,
ownership, buildings, mortgages, deck order, the stack of pending decisions.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from .decisions import Decision

if TYPE_CHECKING:
    from .cheats import CheatState


# An open rent claim: (payer, owner, space, rent multiplier, dice multiplier, turn counter at the landing). Typed as
# a tuple of any length, not of six ints: mypyc keeps a tuple of fixed length unboxed, so the compiled core would make
# a new tuple object of a claim it reads and stores again, and the runner tells open claims apart by identity (two
# may be equal).
Claim = tuple[int, ...]


class PlayerState:
    __slots__ = (
        "bankrupt",
        "cards",
        "cash",
        "holdings_version",
        "home",
        "in_jail",
        "jail_tries",
        "name",
        "passed_go",
        "position",
        "tickets",
    )

    def __init__(self, name: str, cash: int) -> None:
        self.name = name
        self.cash = cash
        self.position = 0
        self.in_jail = False
        self.jail_tries = 0  # failed tries for doubles in this stay
        self.bankrupt = False
        self.cards: list[tuple[str, int]] = []  # held cards (get-out-of-jail-free, kept cards): (deck, card index)
        self.passed_go = False  # speed die: has passed GO once (kept only when the option is on)
        self.tickets = 0  # Mega: bus tickets held (public; every ticket moves the same way)
        self.home = False  # end phase (``end = "all-owned-then-go"``): back on GO for good, turns skipped
        # Bumped whenever one of this player's properties changes: gained, lost, built on, mortgaged or lifted
        # (derived, like ``GameState.owner_version``).
        self.holdings_version = 0

    def copy(self) -> PlayerState:
        # Built through __init__ (mypyc's classes have no bare __new__), then every other field overwritten.
        twin = PlayerState(self.name, self.cash)
        twin.position = self.position
        twin.in_jail = self.in_jail
        twin.jail_tries = self.jail_tries
        twin.bankrupt = self.bankrupt
        twin.cards = list(self.cards)
        twin.passed_go = self.passed_go
        twin.tickets = self.tickets
        twin.home = self.home
        twin.holdings_version = self.holdings_version
        return twin

    def __repr__(self) -> str:
        return f"PlayerState({self.name!r}, cash={self.cash}, position={self.position})"


class GameState:
    __slots__ = (
        "bank_depots",
        "bank_hotels",
        "bank_houses",
        "bank_in",
        "bank_out",
        "bank_skyscrapers",
        "building_version",
        "cheats",
        "claims",
        "current",
        "decks",
        "depot",
        "doubles",
        "end_phase",
        "first",
        "free_taken",
        "group_version",
        "last_roll",
        "level",
        "modifiers",
        "mortgage_version",
        "mortgaged",
        "offers_made",
        "over",
        "owner",
        "owner_version",
        "players",
        "refused_offers",
        "roll_due",
        "rolled",
        "rolls",
        "rounds",
        "speed_face",
        "speed_step",
        "stack",
        "tickets_out",
        "turns",
        "winner",
        "winners",
    )

    def __init__(
        self, players: list[PlayerState], spaces: int, houses: int, hotels: int, skyscrapers: int = 0, depots: int = 0
    ) -> None:
        self.players = players
        self.owner = [-1] * spaces  # seat index, -1: the bank
        self.level = [0] * spaces  # 0-4 houses, 5 hotel, 6 skyscraper (Mega)
        self.mortgaged = [False] * spaces
        self.depot = [False] * spaces  # Mega: a railroad depot stands on the station
        # Version counters, bumped by the rules wherever ``owner``, ``level`` or ``depot``, and ``mortgaged``
        # change (and each player's ``holdings_version`` where its own properties change): derived (a replay
        # bumps them again), in no snapshot, so that a bot can remember what it worked out of the board until
        # the board changes. Code that changes those lists by hand calls ``board_changed``.
        self.owner_version = 0
        self.building_version = 0  # buildings and Mega depots
        self.mortgage_version = 0
        # The same per colour group (the railroads and the utilities are groups too), at the index of the group's
        # first space (``Edition.group_head``; the other entries stay 0): bumped wherever the owner, the buildings,
        # the depot or the mortgage of one of the group's spaces changes, so that a bot can keep what it worked out
        # of each group and redo only the groups that changed.
        self.group_version = [0] * spaces
        self.bank_houses = houses
        self.bank_hotels = hotels
        self.bank_skyscrapers = skyscrapers
        self.bank_depots = depots
        self.decks: dict[str, deque[int]] = {}
        # Mega: bus tickets used, expired or gone with a bankrupt; returned to the bank, never played again (002).
        # Counted where they leave play, not derived, so that the tests can check that tickets are conserved
        # (held + pile + out = all), as money and buildings are.
        self.tickets_out = 0
        self.current = 0  # whose turn it is
        self.first = 0  # who won the opening roll: a round is complete when the turn comes back to this seat
        self.doubles = 0  # doubles rolled in a row this turn
        self.roll_due = True  # the current player must (still) roll
        self.rolled = False  # the current player has rolled this turn
        self.last_roll: tuple[int, ...] = ()
        self.stack: list[Decision] = []
        # Rent waiting for its owner to ask (``rent_must_be_claimed``), oldest first: (payer, owner, space, rent x,
        # dice x, turn counter at the landing). The window closes at the first roll of a later turn.
        self.claims: list[Claim] = []
        self.winner = -1
        self.over = False
        self.bank_in = 0  # money taken in by the bank since the start
        self.bank_out = 0  # money paid out by the bank since the start
        self.turns = 0
        self.rounds = 0  # completed rounds, counted from ``first`` (every player has had as many turns)
        self.rolls = 0  # dice rolls for movement and jail
        # Speed die: the player whose second step of the roll is still due (-1: none) and which one:
        # "mr-monopoly", or "bus" (Mega: a ticket, or the nearest card square).
        self.speed_step = -1
        self.speed_face = ""
        self.end_phase = False  # end = "all-owned-then-go": every street has been owned (latched)
        self.winners: tuple[int, ...] = ()  # the game's winners (several on a shared win), once over
        # Armed effects waiting for their event, as immutable tuples (kind, holder, target, value):
        # ("reduced-rent", holder, owner, percent) from a card; the cheat module may add its own kinds.
        self.modifiers: list[tuple[str, int, int, int]] = []
        self.cheats: CheatState | None = (
            None  # the cheat module's state (``core/cheats.py``): has ``copy()`` and ``snapshot()``
        )
        # The stall budget (rule options ``max_offers_per_turn``, ``max_free_actions_per_decision``): per player,
        # the trade offers made in this turn and the free actions taken since a decision was last answered (only
        # the players with some), and the offers refused in this turn as (proposer, partner, give, get).
        self.offers_made: dict[int, int] = {}
        self.free_taken: dict[int, int] = {}
        self.refused_offers: list[tuple[object, ...]] = []

    @property
    def handcuff(self) -> int:
        """The prisoner's seat (the one wearing the handcuff), or -1: the first player in jail."""
        for i, p in enumerate(self.players):
            if p.in_jail:
                return i
        return -1

    def board_changed(self) -> None:
        """Bump every version counter: for code that sets ownership, buildings or mortgages by hand."""
        self.owner_version += 1
        self.building_version += 1
        self.mortgage_version += 1
        group_version = self.group_version
        for head in range(len(group_version)):
            group_version[head] += 1
        for player in self.players:
            player.holdings_version += 1

    def copy(self) -> GameState:
        # Built through __init__ (mypyc's classes have no bare __new__) on a board of no spaces, whose lists are
        # then replaced, as is every other field.
        twin = GameState(
            [p.copy() for p in self.players],
            0,
            self.bank_houses,
            self.bank_hotels,
            self.bank_skyscrapers,
            self.bank_depots,
        )
        twin.owner = self.owner[:]
        twin.level = self.level[:]
        twin.mortgaged = self.mortgaged[:]
        twin.depot = self.depot[:]
        twin.owner_version = self.owner_version
        twin.building_version = self.building_version
        twin.mortgage_version = self.mortgage_version
        twin.group_version = self.group_version[:]
        twin.decks = {k: deque(v) for k, v in self.decks.items()}
        twin.tickets_out = self.tickets_out
        twin.current = self.current
        twin.first = self.first
        twin.doubles = self.doubles
        twin.roll_due = self.roll_due
        twin.rolled = self.rolled
        twin.last_roll = self.last_roll
        twin.stack = [d.copy() for d in self.stack]
        twin.claims = self.claims[:]
        twin.winner = self.winner
        twin.over = self.over
        twin.bank_in = self.bank_in
        twin.bank_out = self.bank_out
        twin.turns = self.turns
        twin.rounds = self.rounds
        twin.rolls = self.rolls
        twin.speed_step = self.speed_step
        twin.speed_face = self.speed_face
        twin.end_phase = self.end_phase
        twin.winners = self.winners
        twin.modifiers = self.modifiers[:]
        twin.cheats = None if self.cheats is None else self.cheats.copy()
        twin.offers_made = dict(self.offers_made)
        twin.free_taken = dict(self.free_taken)
        twin.refused_offers = self.refused_offers[:]
        return twin

    def snapshot(self) -> dict[str, object]:
        """A plain comparable picture of the state (for tests and replay checks)."""
        return {
            "players": [
                (
                    p.name,
                    p.cash,
                    p.position,
                    p.in_jail,
                    p.jail_tries,
                    p.bankrupt,
                    tuple(p.cards),
                    p.passed_go,
                    p.tickets,
                    p.home,
                )
                for p in self.players
            ],
            "owner": tuple(self.owner),
            "level": tuple(self.level),
            "mortgaged": tuple(self.mortgaged),
            "depot": tuple(self.depot),
            "bank": (self.bank_houses, self.bank_hotels, self.bank_skyscrapers, self.bank_depots),
            "decks": {k: tuple(v) for k, v in self.decks.items()},
            "tickets_out": self.tickets_out,
            "turn": (self.current, self.doubles, self.roll_due, self.rolled, self.last_roll),
            "stack": [repr(d) for d in self.stack],
            "claims": tuple(self.claims),
            "end": (self.winner, self.over),
            "bank_flow": (self.bank_in, self.bank_out),
            "counters": (self.turns, self.rounds, self.rolls, self.first),
            "speed_step": (self.speed_step, self.speed_face),
            "end_phase": self.end_phase,
            "winners": self.winners,
            "modifiers": tuple(self.modifiers),
            "cheats": None if self.cheats is None else self.cheats.snapshot(),
            "budget": (
                tuple(sorted(self.offers_made.items())),
                tuple(sorted(self.free_taken.items())),
                tuple(self.refused_offers),
            ),
        }


def claim_of(state: GameState, owner: int) -> Claim | None:
    """The oldest rent ``owner`` may still claim (``rent_must_be_claimed``), or None."""
    for claim in state.claims:
        if claim[1] == owner:
            return claim
    return None
