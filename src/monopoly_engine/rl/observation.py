"""The observation: what one seat's ``PlayerView`` shows, as a fixed-size vector of ``float32``.

Nothing else is read: never the order of the decks, the random source or another seat's hidden cheats. Players
are numbered from the observing seat (0: itself, 1: the next seat, ...), so one policy serves every seat.
The size is the same for every bundled edition and player count: ``MAX_SQUARES`` (52, Mega's board) squares
and ``MAX_PLAYERS`` (8) players, the rows a smaller board or table does not use left at zero (their "exists"
and "present" flags say so). Amounts of money are divided by ``MONEY_SCALE``; they and the counts (cards,
tickets, rounds, the bank's buildings) are bounded by ``COUNT_BOUND``, which no game reaches; every other
coordinate lies in [0, 1]. The layout, in order (``docs/rl.md`` has it as a table):

1. per square (``SQUARE_FEATURES`` each): exists; is a property; price / 400; buildings / 6 (houses 1-4, a
   hotel 5, a skyscraper 6); mortgaged; depot; owner, one-hot over the players (all zero: the bank); tokens
   standing there, one per player; named by the pending decision (the lot of a purchase or an auction, a
   received mortgage to keep or lift); in the pending trade offer, received by this seat; given by it.
2. per player (``PLAYER_FEATURES`` each): present; bankrupt; cash; in jail; jail tries / 3; cards held / 2
   (get-out-of-jail cards; in Cheaters every held card); Mega bus tickets / 4; whose turn it is; deciding
   now; has passed GO (the speed die).
3. the moment: the pending decision's kind, one-hot over ``DECISION_KINDS``; a roll due; rolled this turn;
   doubles / 3; the last roll's dice / 6 (three); the bank's houses / 32, hotels / 12, skyscrapers / 12, depots
   / 4; rounds / 100; the auction's minimum bid and high bid (money) and whether this seat holds it; the
   debt's amount (money) and whether the bank is the creditor; the trade's cash received and given (money)
   and cards received and given; this seat's held cards per deck (``DECKS``); the number of players / 8; a
   rent this seat may claim now.
"""

from __future__ import annotations

import struct

import numpy as np

from monopoly_engine.core import Edition
from monopoly_engine.core.decisions import (
    AuctionDecision,
    AuctionSquareDecision,
    BuildingAuctionDecision,
    BuyDecision,
    CardLimitDecision,
    ChooseDieDecision,
    ChooseSquareDecision,
    DebtDecision,
    DeckChoiceDecision,
    GiftDecision,
    MortgageDecision,
    ReturnDeedDecision,
    TradeDecision,
)
from monopoly_engine.views import PlayerView

from .actions import DECKS, MAX_PLAYERS, MAX_SQUARES

MONEY_SCALE = 1000.0
COUNT_BOUND = 1e5  # the bound of the unbounded coordinates (1e8 in money)
# The decision kinds, in the one-hot's order; a turn decision counts as "roll" while a roll is due, "end" after.
DECISION_KINDS = (
    "roll",
    "end-turn",
    "buy",
    "auction",
    "building-auction",
    "debt",
    "trade",
    "mortgage",
    "choose-die",
    "choose-square",
    "auction-square",
    "gift",
    "deck-choice",
    "card-limit",
    "return-deed",
)
_KIND_OF = {
    BuyDecision: "buy",
    AuctionDecision: "auction",
    BuildingAuctionDecision: "building-auction",
    DebtDecision: "debt",
    TradeDecision: "trade",
    MortgageDecision: "mortgage",
    ChooseDieDecision: "choose-die",
    ChooseSquareDecision: "choose-square",
    AuctionSquareDecision: "auction-square",
    GiftDecision: "gift",
    DeckChoiceDecision: "deck-choice",
    CardLimitDecision: "card-limit",
    ReturnDeedDecision: "return-deed",
}
_KIND_INDEX = {kind: i for i, kind in enumerate(DECISION_KINDS)}
_ROLL, _END_TURN = _KIND_INDEX["roll"], _KIND_INDEX["end-turn"]
# The decisions ``ObservationEncoder._decision`` finds figures in (the others give ``_NO_FIGURES``).
_WITH_FIGURES = (BuyDecision, AuctionDecision, DebtDecision, MortgageDecision, TradeDecision)

# Column offsets of a square's row.
SQ_EXISTS, SQ_PROPERTY, SQ_PRICE, SQ_LEVEL, SQ_MORTGAGED, SQ_DEPOT = range(6)
SQ_OWNER = 6
SQ_TOKENS = SQ_OWNER + MAX_PLAYERS
SQ_DECISION = SQ_TOKENS + MAX_PLAYERS
SQ_TRADE_GET = SQ_DECISION + 1
SQ_TRADE_GIVE = SQ_TRADE_GET + 1
SQUARE_FEATURES = SQ_TRADE_GIVE + 1
# Column offsets of a player's row.
PL_PRESENT, PL_BANKRUPT, PL_CASH, PL_JAIL, PL_TRIES, PL_CARDS, PL_TICKETS, PL_TURN, PL_DECIDING, PL_GO = range(10)
PLAYER_FEATURES = 10
# The moment's offsets.
GL_KIND = 0
GL_ROLL_DUE = len(DECISION_KINDS)
GL_ROLLED = GL_ROLL_DUE + 1
GL_DOUBLES = GL_ROLLED + 1
GL_DICE = GL_DOUBLES + 1  # three
GL_BANK = GL_DICE + 3  # houses, hotels, skyscrapers, depots
GL_ROUNDS = GL_BANK + 4
GL_MIN_BID = GL_ROUNDS + 1
GL_HIGH_BID = GL_MIN_BID + 1
GL_HIGH_BIDDER = GL_HIGH_BID + 1
GL_DEBT = GL_HIGH_BIDDER + 1
GL_DEBT_BANK = GL_DEBT + 1
GL_TRADE_CASH_GET = GL_DEBT_BANK + 1
GL_TRADE_CASH_GIVE = GL_TRADE_CASH_GET + 1
GL_TRADE_CARDS_GET = GL_TRADE_CASH_GIVE + 1
GL_TRADE_CARDS_GIVE = GL_TRADE_CARDS_GET + 1
GL_MY_CARDS = GL_TRADE_CARDS_GIVE + 1  # one per deck
GL_PLAYERS = GL_MY_CARDS + len(DECKS)
GL_CLAIM = GL_PLAYERS + 1
GLOBAL_FEATURES = GL_CLAIM + 1

SQUARES_SIZE = MAX_SQUARES * SQUARE_FEATURES
PLAYERS_SIZE = MAX_PLAYERS * PLAYER_FEATURES
OBSERVATION_SIZE = SQUARES_SIZE + PLAYERS_SIZE + GLOBAL_FEATURES


def upper_bounds() -> np.ndarray:
    """The observation space's upper bound per coordinate: 1, or ``COUNT_BOUND`` for amounts and counts."""
    high = np.ones(OBSERVATION_SIZE, dtype=np.float32)
    players = high[SQUARES_SIZE : SQUARES_SIZE + PLAYERS_SIZE].reshape(MAX_PLAYERS, PLAYER_FEATURES)
    players[:, PL_CASH] = COUNT_BOUND
    players[:, PL_CARDS] = COUNT_BOUND  # a Cheaters player may hold several
    players[:, PL_TICKETS] = COUNT_BOUND
    moment = high[SQUARES_SIZE + PLAYERS_SIZE :]
    for offset in (GL_ROUNDS, GL_MIN_BID, GL_HIGH_BID, GL_DEBT, GL_TRADE_CASH_GET, GL_TRADE_CASH_GIVE):
        moment[offset] = COUNT_BOUND
    for offset in (GL_TRADE_CARDS_GET, GL_TRADE_CARDS_GIVE, *range(GL_MY_CARDS, GL_MY_CARDS + len(DECKS))):
        moment[offset] = COUNT_BOUND
    moment[GL_BANK : GL_BANK + 4] = COUNT_BOUND  # an edition may have more than the classic bank's
    return high


# Flat offsets of the players' rows and of the moment.
_PLAYERS_AT = SQUARES_SIZE
_MOMENT_AT = SQUARES_SIZE + PLAYERS_SIZE
# The coordinates written together, as float32 into the observation's buffer: a player's row from its cash to
# its passed-GO flag, and the moment's from the roll due to the rounds.
_PLAYER_RUN = struct.Struct(f"{PLAYER_FEATURES - PL_CASH}f")
_MOMENT_RUN = struct.Struct(f"{GL_MIN_BID - GL_ROLL_DUE}f")
# The pending decision's figures of the moment, from the auction's minimum bid to the trade's cards given.
_DECISION_RUN = struct.Struct(f"{GL_MY_CARDS - GL_MIN_BID}f")
_NO_FIGURES = (0.0,) * (GL_MY_CARDS - GL_MIN_BID)
assert (PL_GO, GL_ROUNDS) == (PLAYER_FEATURES - 1, GL_MIN_BID - 1)  # the runs end where the rows' figures do


class _SeatRows:
    """One seat's observation as last made, brought up to date in place by the next ``encode``."""

    __slots__ = (
        "cells",
        "current",
        "decider",
        "depots",
        "figures",
        "held",
        "levels",
        "moment",
        "mortgaged",
        "out",
        "owners",
        "owners_key",
        "players",
        "rows",
        "tokens",
        "transient",
        "version",
        "view",
    )

    def __init__(self, view: PlayerView, out: np.ndarray, size: int) -> None:
        self.view = view  # held, so that no other view takes its identity
        self.out = out
        # ``out``'s memory as float32 cells: a cell is written there in a fraction of a numpy item assignment's
        # time, and the runs of figures are packed into it.
        self.cells = out.data.cast("B").cast("f")
        self.version = (-1, -1, -1)  # the core's board counters the rows were made at
        # The board as the rows show it, per square, to write only the squares that changed.
        # (the owners per square as a tuple, and as one integer, a byte per square, owner + 1 each; the buildings,
        # mortgages and depots as such integers: ``_column``)
        self.owners: tuple[int, ...] = (-1,) * size
        self.owners_key = int.from_bytes(b"\xff" * size, "little")
        self.levels = 0
        self.mortgaged = 0
        self.depots = 0
        # The coordinates set for one moment only (the decision's kind and squares): cleared at the next encode.
        self.transient: list[int] = []
        self.figures = _NO_FIGURES  # the decision's figures of the moment the rows show (``_DECISION_RUN``)
        self.held = False  # whether the seat's held cards were counted last time (else they show 0)
        # Per player from this seat on (``PlayerView.table_figures``' order): its number, the byte offset of its
        # row's figures from the cash on (``_PLAYER_RUN``), its row's first cell, its token's column.
        self.rows = [
            (relative, (at + PL_CASH) * 4, at, SQ_TOKENS + relative)
            for relative, at in enumerate(
                range(_PLAYERS_AT, _PLAYERS_AT + view.num_players * PLAYER_FEATURES, PLAYER_FEATURES)
            )
        ]
        # What the rows show, to write only what changed: per player its ``table_figures`` (None: not written
        # yet) and its token's cell (-1: none), the players whose turn it is and who decides (numbered from this
        # seat; -2: not written yet), the moment's figures (``PlayerView.moment_figures``' from the roll due to
        # the rounds).
        self.players: list[tuple[int, int, bool, int, int, int, bool, bool] | None] = [None] * len(self.rows)
        self.tokens = [-1] * len(self.rows)
        self.current = self.decider = -2
        self.moment: tuple[bool, bool, int, tuple[int, ...], int, int, int, int, int] | None = None


class ObservationEncoder:
    """Encodes views of one edition's games: the board's fixed part is made once.

    Per seat, the observation last made is kept and brought up to date in place (``_SeatRows``): the squares
    whose owner, buildings, mortgage or depot changed (looked for only when the core's ``owner_version``,
    ``building_version`` or ``mortgage_version`` moved), the coordinates of the moment before (the decision's
    kind and figures: cleared and set again), and the players' rows, tokens and the moment's figures where they
    differ from the ones shown. ``encode`` returns a copy; a new view (a new game) starts from the fixed part."""

    def __init__(self, edition: Edition) -> None:
        size = edition.size
        fixed = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        board = fixed[:SQUARES_SIZE].reshape(MAX_SQUARES, SQUARE_FEATURES)
        board[:size, SQ_EXISTS] = 1.0
        for space in edition.properties:
            board[space, SQ_PROPERTY] = 1.0
            board[space, SQ_PRICE] = min(edition.spaces[space].price / 400.0, 1.0)
        self.fixed = fixed
        self.size = size
        self.properties = edition.properties
        self.depots = edition.rules.depots
        self.deck_slots = [(slot, deck) for slot, deck in enumerate(DECKS) if deck in edition.decks]
        self._seats: dict[int, _SeatRows] = {}
        # The owners as bytes, a signed byte per square (-1: the bank), for ``_board``'s comparison.
        self._owner_bytes = struct.Struct(f"{size}b").pack
        # Per decision class of ``_KIND_OF``: its kind's cell in the observation, and whether it has figures of
        # its own (``_decision``: squares or amounts; the other kinds only name themselves).
        self._kinds = {
            cls: (_MOMENT_AT + GL_KIND + _KIND_INDEX[kind], issubclass(cls, _WITH_FIGURES))
            for cls, kind in _KIND_OF.items()
        }
        # The last roll's dice / 6 (three: the speed die's third, or zeros), per roll seen.
        self._dice: dict[tuple[int, ...], tuple[float, float, float]] = {}

    def encode(self, view: PlayerView, deciding: bool) -> np.ndarray:
        """The observation of ``view``'s seat (``deciding``: whether the game waits on it now)."""
        seat = view.seat
        kept = self._seats.get(seat)
        if kept is None or kept.view is not view:
            kept = self._seats[seat] = self._new_rows(view)
        cells = kept.cells
        for index in kept.transient:
            cells[index] = 0.0
        transient: list[int] = []
        kept.transient = transient
        figures = view.moment_figures()
        board, current, decision = figures[0], figures[1], figures[2]
        if board != kept.version:
            self._board(view, kept, board)

        # Players are numbered from this seat: ``table_figures`` gives them in that order. A player's row is
        # written when its figures changed, and its turn and deciding flags alone when only they did.
        n = len(kept.rows)
        current = (current - seat) % n
        decider = (decision.player - seat) % n if decision is not None else -1
        flags = current != kept.current or decider != kept.decider
        if flags:
            kept.current = current
            kept.decider = decider
        shown = kept.players
        tokens = kept.tokens
        for (relative, at, row, token_column), player in zip(kept.rows, view.table_figures(), strict=True):
            if player == shown[relative]:
                if flags and not player[7]:  # (a bankrupt player's flags stay 0)
                    cells[row + PL_TURN] = relative == current
                    cells[row + PL_DECIDING] = relative == decider
                continue
            shown[relative] = player
            cash, position, in_jail, tries, cards, tickets, passed_go, bankrupt = player
            if bankrupt:
                _PLAYER_RUN.pack_into(cells, at, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
                cells[row + PL_BANKRUPT] = 1.0
                token = -1
            else:
                token = position * SQUARE_FEATURES + token_column
                _PLAYER_RUN.pack_into(
                    cells,
                    at,
                    cash / MONEY_SCALE,
                    in_jail,
                    tries / 3.0,
                    cards / 2.0,
                    tickets / 4.0,
                    relative == current,
                    relative == decider,
                    passed_go,
                )
            before = tokens[relative]
            if token != before:
                if before >= 0:
                    cells[before] = 0.0
                if token >= 0:
                    cells[token] = 1.0
                tokens[relative] = token

        moment = _MOMENT_AT
        decision_figures = _NO_FIGURES
        if decision is not None:
            kind = self._kinds.get(type(decision))
            if kind is None:  # the turn's own decision, which has no figures of its own
                index = moment + GL_KIND + (_ROLL if figures[3] else _END_TURN)
            else:
                index, has_figures = kind
                if has_figures:
                    decision_figures = self._decision(view, decision, cells, transient)
            cells[index] = 1.0
            transient.append(index)
        if decision_figures is not kept.figures:  # (most decisions have none, as the one before)
            _DECISION_RUN.pack_into(cells, (moment + GL_MIN_BID) * 4, *decision_figures)
            kept.figures = decision_figures
        shown_moment = figures[3:12]
        if shown_moment != kept.moment:
            kept.moment = shown_moment
            roll_due, rolled, doubles, last_roll, houses, hotels, skyscrapers, depots, rounds = shown_moment
            dice = self._dice.get(last_roll)
            if dice is None:
                padded = (*last_roll[:3], 0, 0, 0)
                dice = self._dice[last_roll] = (padded[0] / 6.0, padded[1] / 6.0, padded[2] / 6.0)
            _MOMENT_RUN.pack_into(
                cells,
                (moment + GL_ROLL_DUE) * 4,
                roll_due,
                rolled,
                doubles / 3.0,
                *dice,
                houses / 32.0,
                hotels / 12.0,
                skyscrapers / 12.0,
                depots / 4.0,
                rounds / 100.0,
            )
        held, claims = figures[12], figures[13]
        if held or kept.held:
            cards_held = view.my_cards
            for slot, deck in self.deck_slots:
                cells[moment + GL_MY_CARDS + slot] = float(sum(1 for d, _ in cards_held if d == deck))
            kept.held = bool(held)
        cells[moment + GL_CLAIM] = 1.0 if deciding and claims and view.my_claim() is not None else 0.0
        return kept.out.copy()

    def _new_rows(self, view: PlayerView) -> _SeatRows:
        """A seat's rows for a new view (a new game): the fixed part, and the players present."""
        n = view.num_players
        kept = _SeatRows(view, self.fixed.copy(), self.size)
        for row in range(n):
            kept.cells[_PLAYERS_AT + row * PLAYER_FEATURES + PL_PRESENT] = 1.0
        kept.cells[_MOMENT_AT + GL_PLAYERS] = n / MAX_PLAYERS
        return kept

    def _board(self, view: PlayerView, kept: _SeatRows, version: tuple[int, int, int]) -> None:
        """Bring the squares' rows up to date: the owners (seen from ``view``'s seat) when the core's
        ``owner_version`` moved, the buildings and depots with ``building_version``, the mortgages with
        ``mortgage_version``; of each, only the squares whose figure differs from the one the rows show.
        ``version``: the view's ``board_version``."""
        old = kept.version
        cells = kept.cells
        if version[0] != old[0]:
            seat = view.seat
            n = view.num_players
            owners = view.owners
            shown = kept.owners
            key = int.from_bytes(self._owner_bytes(*owners), "little")
            diff = key ^ kept.owners_key
            while diff:  # (as in ``_column``)
                space = (diff.bit_length() - 1) >> 3
                diff &= (1 << (space << 3)) - 1
                owner = owners[space]
                before = shown[space]
                row = space * SQUARE_FEATURES + SQ_OWNER
                if before >= 0:
                    cells[row + (before - seat) % n] = 0.0
                if owner >= 0:
                    cells[row + (owner - seat) % n] = 1.0
            kept.owners = owners
            kept.owners_key = key
        if version[1] != old[1]:
            kept.levels = _column(cells, SQ_LEVEL, view.levels, kept.levels, 6.0)
            if self.depots:
                kept.depots = _column(cells, SQ_DEPOT, view.depots, kept.depots, 1.0)
        if version[2] != old[2]:
            kept.mortgaged = _column(cells, SQ_MORTGAGED, view.mortgaged, kept.mortgaged, 1.0)
        kept.version = version

    @staticmethod
    def _decision(
        view: PlayerView, decision: object, cells: memoryview[float], transient: list[int]
    ) -> tuple[float, ...]:
        """The pending decision's own figures: its squares' flags are set (each index kept in ``transient``, to
        be cleared), its figures of the moment returned (``_DECISION_RUN``'s, from the minimum bid on)."""
        seat = view.seat
        cls = type(decision)
        if cls is BuyDecision:
            index = decision.space * SQUARE_FEATURES + SQ_DECISION  # type: ignore[attr-defined]
            cells[index] = 1.0
            transient.append(index)
        elif isinstance(decision, AuctionDecision):
            index = decision.space * SQUARE_FEATURES + SQ_DECISION
            cells[index] = 1.0
            transient.append(index)
            bids = (view.minimum_bid() / MONEY_SCALE, decision.high_bid / MONEY_SCALE, decision.high_bidder == seat)
            return (*bids, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        elif cls is DebtDecision:
            debt = decision.debt  # type: ignore[attr-defined]
            return (0.0, 0.0, 0.0, debt.amount / MONEY_SCALE, debt.creditor < 0, 0.0, 0.0, 0.0, 0.0)
        elif cls is MortgageDecision:
            for space in decision.spaces:  # type: ignore[attr-defined]
                index = space * SQUARE_FEATURES + SQ_DECISION
                cells[index] = 1.0
                transient.append(index)
        elif isinstance(decision, TradeDecision):
            # Seen from this seat: the partner asked receives what the proposer gives.
            receives = decision.player == seat
            if receives or decision.proposer == seat:
                if receives:
                    gets, gives = decision.give_spaces, decision.get_spaces
                    cash_in, cash_out = decision.give_cash, decision.get_cash
                    cards_in, cards_out = decision.give_cards, decision.get_cards
                else:
                    gets, gives = decision.get_spaces, decision.give_spaces
                    cash_in, cash_out = decision.get_cash, decision.give_cash
                    cards_in, cards_out = decision.get_cards, decision.give_cards
                for space in gets:
                    index = space * SQUARE_FEATURES + SQ_TRADE_GET
                    cells[index] = 1.0
                    transient.append(index)
                for space in gives:
                    index = space * SQUARE_FEATURES + SQ_TRADE_GIVE
                    cells[index] = 1.0
                    transient.append(index)
                cash = (cash_in / MONEY_SCALE, cash_out / MONEY_SCALE)
                return (0.0, 0.0, 0.0, 0.0, 0.0, *cash, len(cards_in), len(cards_out))
        return _NO_FIGURES


def _column(cells: memoryview[float], column: int, now: tuple[int, ...], shown: int, top: float) -> int:
    """Write ``column`` of the squares whose figure in ``now`` (small whole numbers, flags) differs from the one
    the rows show (divided by ``top``). The figures are compared as one integer, a byte per square (``shown``:
    the rows' integer); returns ``now``'s, which the rows show from then on."""
    key = int.from_bytes(bytes(now), "little")
    diff = key ^ shown
    while diff:  # (usually one square or two: each found from the highest differing byte, then cleared)
        space = (diff.bit_length() - 1) >> 3
        cells[space * SQUARE_FEATURES + column] = now[space] / top
        diff &= (1 << (space << 3)) - 1
    return key
