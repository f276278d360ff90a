"""Actions v1: v0's integers (``rl.actions``, unchanged, first), then bids and trades that cover how the bots play.

Appended after v0's ``ACTION_COUNT`` integers, in order (``docs/rl.md`` has the table):

- the bid raises, ``RAISE_FRACTIONS``: the high bid plus that fraction of the lot's price (at least the rules'
  ``min_raise``; never below the engine's minimum), as the heuristic raises (5% of the price); then the
  learner's whole cash (all in). With v0's minimum and steps these cover the bots' bids.
- "complete my set", per group (``MAX_GROUPS``, numbered as observation v1 numbers them) and
  ``TRADE_MULTIPLES``: offer the one player who holds every square of the group the learner lacks that multiple
  of their prices in cash for them all (the learner holding at least one square of the group).
- swaps, per (square given, square received) pair of properties (numbered in board order, ``MAX_PROPERTIES``)
  and ``SWAP_CASH``: the one for the other, with cash: c > 0, the learner adds c x the received square's price;
  c < 0, the partner adds |c| x the given square's price; 0, square for square.

The mask (``MaskEncoderV1``) is v0's, then: the raises and all-in while the engine lists a bid and the amount lies
between its minimum and the learner's cash; the set offers and swaps by what the engine refuses such offers for
(a trade already waiting, the stall budget, a square that cannot change hands now, the cash of whoever pays, an
offer refused in this turn). The integers of this part are decoded and checked by the engine as any action
outside its listing is.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from monopoly_engine.core import Action, Edition
from monopoly_engine.core.actions import Bid, ProposeTrade, TradeSide
from monopoly_engine.core.decisions import AuctionDecision
from monopoly_engine.core.trade import offer_key
from monopoly_engine.views import PlayerView

from .actions import (
    ACTION_COUNT,
    BID_MINIMUM,
    BID_STEP,
    BID_STEPS,
    TRADE_MULTIPLES,
    TRADES,
    MaskEncoder,
    _lot_price,
    bid_amount,
    chosen_action,
    decode,
    encode,
)
from .observation_v1 import MAX_GROUPS, check_groups

RAISE_FRACTIONS = (0.05, 0.1, 0.2, 0.35, 0.5)
MAX_PROPERTIES = 44  # properties of the bundled editions: 28 classic, 37 Mega, 22 Cheaters
SWAP_CASH = (-0.5, 0.0, 0.5, 1.0)

BID_RAISE = ACTION_COUNT  # + index into RAISE_FRACTIONS
BID_ALL_IN = BID_RAISE + len(RAISE_FRACTIONS)
SET_OFFERS = BID_ALL_IN + 1  # + group * len(TRADE_MULTIPLES) + multiple index
SWAPS = SET_OFFERS + MAX_GROUPS * len(TRADE_MULTIPLES)  # + ((given * MAX_PROPERTIES) + received) * cash + cash index
ACTION_V1_COUNT = SWAPS + MAX_PROPERTIES * MAX_PROPERTIES * len(SWAP_CASH)


def check_edition_v1(edition: Edition) -> None:
    check_groups(edition)
    if len(edition.properties) > MAX_PROPERTIES:
        raise ValueError(
            f"edition {edition.id!r}: {len(edition.properties)} properties, actions v1 hold {MAX_PROPERTIES}"
        )


def raise_amount(view: PlayerView, index: int) -> int:
    """The amount raise ``index`` (into ``RAISE_FRACTIONS``) names in the pending auction (0: no auction)."""
    top = view.decision
    if not isinstance(top, AuctionDecision):
        return 0
    step = max(view.rules.min_raise, int(_lot_price(view, top) * RAISE_FRACTIONS[index]))
    return max(view.minimum_bid(), top.high_bid + step)


class Board:
    """What the v1 trades need of an edition: properties and groups numbered, prices."""

    def __init__(self, edition: Edition) -> None:
        from monopoly_engine.agents.tables import board_tables

        self.edition = edition
        self.properties = list(edition.properties)
        self.number = {space: i for i, space in enumerate(self.properties)}
        tables = board_tables(edition)
        self.groups = [group.members for group in tables.groups]
        self.price = [sp.price for sp in edition.spaces]

    def set_offer(self, view: PlayerView, group: int, multiple: int) -> ProposeTrade | None:
        """The "complete my set" offer, or None where the group does not allow one now."""
        if group >= len(self.groups):
            return None
        seat = view.seat
        owners = view.owners
        members = self.groups[group]
        missing = [space for space in members if owners[space] != seat]
        holders = {owners[space] for space in missing}
        if not missing or len(missing) == len(members) or len(holders) != 1:
            return None
        (partner,) = holders
        if partner < 0:
            return None
        cash = round(sum(self.price[space] for space in missing) * TRADE_MULTIPLES[multiple])
        return ProposeTrade(seat, partner, give=TradeSide(cash=cash), get=TradeSide(spaces=tuple(missing)))

    def swap(self, view: PlayerView, given: int, received: int, cash_index: int) -> ProposeTrade | None:
        if given >= len(self.properties) or received >= len(self.properties):
            return None
        give_space, get_space = self.properties[given], self.properties[received]
        partner = view.owners[get_space]
        c = SWAP_CASH[cash_index]
        give = round(c * self.price[get_space]) if c > 0 else 0
        get = round(-c * self.price[give_space]) if c < 0 else 0
        return ProposeTrade(
            view.seat,
            partner,
            give=TradeSide(spaces=(give_space,), cash=give),
            get=TradeSide(spaces=(get_space,), cash=get),
        )


_BOARDS: dict[int, tuple[Edition, Board]] = {}


def board_of(edition: Edition) -> Board:
    kept = _BOARDS.get(id(edition))
    if kept is None or kept[0] is not edition:
        if len(_BOARDS) > 32:
            _BOARDS.clear()
        kept = _BOARDS[id(edition)] = (edition, Board(edition))
    return kept[1]


def decode_v1(index: int, view: PlayerView, listed: Iterable[Action] = ()) -> Action:
    """The action integer ``index`` names for ``view``'s seat now (not judged: the game refuses an illegal one)."""
    if not 0 <= index < ACTION_V1_COUNT:
        raise ValueError(f"action {index} is outside the action space (0 to {ACTION_V1_COUNT - 1})")
    if index < ACTION_COUNT:
        return decode(index, view, listed)
    seat = view.seat
    if index < BID_ALL_IN:
        return Bid(seat, raise_amount(view, index - BID_RAISE))
    if index == BID_ALL_IN:
        return Bid(seat, view.cash())
    board = board_of(view.edition)
    nothing = ProposeTrade(seat, -1, TradeSide(), TradeSide())  # what the engine refuses: no such offer now
    if index < SWAPS:
        group, multiple = divmod(index - SET_OFFERS, len(TRADE_MULTIPLES))
        return board.set_offer(view, group, multiple) or nothing
    pair, cash_index = divmod(index - SWAPS, len(SWAP_CASH))
    given, received = divmod(pair, MAX_PROPERTIES)
    return board.swap(view, given, received, cash_index) or nothing


def chosen_action_v1(
    index: int, view: PlayerView, decision_actions: Iterable[Action], listed: dict[int, Action] | None, trades: bytes
) -> tuple[Action, bool]:
    """``rl.actions.chosen_action`` for v1: v0's integers as there, the v1 part decoded and checked by the game."""
    if index < ACTION_COUNT:
        return chosen_action(index, view, decision_actions, listed, trades)
    return decode_v1(index, view, decision_actions), False


def encode_v1(action: Action, view: PlayerView) -> int | None:
    """An integer that names exactly ``action`` for ``view``'s seat now (``decode_v1`` gives it back), or None."""
    index = encode(action)
    if index is not None:
        return index
    cls = type(action)
    if cls is Bid:
        amount = action.amount  # type: ignore[attr-defined]
        if amount == view.minimum_bid():
            return BID_MINIMUM
        for step in range(len(BID_STEPS)):
            if bid_amount(view, step) == amount:
                return BID_STEP + step
        for step in range(len(RAISE_FRACTIONS)):
            if raise_amount(view, step) == amount:
                return BID_RAISE + step
        return BID_ALL_IN if amount == view.cash() else None
    if cls is ProposeTrade:
        for candidate in trade_candidates(action, view):  # type: ignore[arg-type]
            if decode_v1(candidate, view) == action:
                return candidate
    return None


def trade_candidates(offer: ProposeTrade, view: PlayerView) -> list[int]:
    """The integers that may name ``offer``: v0's cash for a square, the set offers, the swaps."""
    board = board_of(view.edition)
    give, get = offer.give, offer.get
    found: list[int] = []
    if not give.spaces and not give.cards and not get.cash and not get.cards and get.spaces:
        if len(get.spaces) == 1:
            found += [TRADES + get.spaces[0] * len(TRADE_MULTIPLES) + m for m in range(len(TRADE_MULTIPLES))]
        numbers = {n for n, members in enumerate(board.groups) if get.spaces[0] in members}
        found += [SET_OFFERS + n * len(TRADE_MULTIPLES) + m for n in numbers for m in range(len(TRADE_MULTIPLES))]
    if len(give.spaces) == 1 and len(get.spaces) == 1 and not give.cards and not get.cards:
        given, received = board.number.get(give.spaces[0]), board.number.get(get.spaces[0])
        if given is not None and received is not None:
            base = SWAPS + (given * MAX_PROPERTIES + received) * len(SWAP_CASH)
            found += range(base, base + len(SWAP_CASH))
    return found


class MaskEncoderV1:
    """Masks of v1: v0's (``rl.actions.MaskEncoder``), then the v1 part (see the module's text)."""

    def __init__(self, edition: Edition) -> None:
        check_edition_v1(edition)
        self.v0 = MaskEncoder(edition)
        self.board = board_of(edition)
        board = self.board
        count = len(board.properties)
        prices = np.array([board.price[space] for space in board.properties], dtype=np.int64)
        # Per swap cash option: what the learner pays, per received square; what the partner pays, per given one.
        self.pays = np.array([[round(c * p) if c > 0 else 0 for c in SWAP_CASH] for p in prices], dtype=np.int64)
        self.gets = np.array([[round(-c * p) if c < 0 else 0 for c in SWAP_CASH] for p in prices], dtype=np.int64)
        self.count = count

    def listing(
        self, view: PlayerView, decision_actions: Iterable[Action]
    ) -> tuple[np.ndarray, dict[int, Action], bytes]:
        """``MaskEncoder.listing`` for v1: the same listed actions and trade part of v0's mask."""
        mask0, listed, trades = self.v0.listing(view, decision_actions)
        mask = np.zeros(ACTION_V1_COUNT, dtype=np.int8)
        mask[:ACTION_COUNT] = mask0
        if mask0[BID_MINIMUM]:
            cash = view.cash()
            low = view.minimum_bid()
            for step in range(len(RAISE_FRACTIONS)):
                if low <= raise_amount(view, step) <= cash:
                    mask[BID_RAISE + step] = 1
            if low <= cash:
                mask[BID_ALL_IN] = 1
        self._trades(view, mask)
        return mask, listed, trades

    def _trades(self, view: PlayerView, mask: np.ndarray) -> None:
        tradable = view.tradable_now()
        if tradable is None or not view.offers_left():
            return
        board = self.board
        seat = view.seat
        owners = view.owners
        cash = view.cash()
        can_give = set(tradable)
        refused = view.refused_offers()
        # The set offers: every lacking square tradable by its one holder, the cash within the learner's.
        for number in range(len(board.groups)):
            for multiple in range(len(TRADE_MULTIPLES)):
                offer = board.set_offer(view, number, multiple)
                if offer is None or offer.give.cash > cash or not all(s in can_give for s in offer.get.spaces):
                    continue
                if refused and offer_key(seat, offer.partner, offer.give, offer.get) in refused:
                    continue
                mask[SET_OFFERS + number * len(TRADE_MULTIPLES) + multiple] = 1
        mine = [board.number[s] for s in tradable if owners[s] == seat]
        theirs = [board.number[s] for s in tradable if owners[s] >= 0 and owners[s] != seat]
        if not mine or not theirs:
            return
        partner_cash = np.array([view.cash(owners[board.properties[r]]) for r in theirs], dtype=np.int64)
        # allowed[r, c]: the learner can pay for received square r at cash option c (the partner's side below)
        mine_arr = np.array(mine)
        theirs_arr = np.array(theirs)
        pays = self.pays[theirs_arr] <= cash  # (len(theirs), cash options)
        gets = self.gets[mine_arr][:, None, :] <= partner_cash[None, :, None]  # (mine, theirs, cash options)
        allowed = gets & pays[None, :, :]
        block = mask[SWAPS:].reshape(MAX_PROPERTIES, MAX_PROPERTIES, len(SWAP_CASH))
        block[np.ix_(mine_arr, theirs_arr)] = allowed
        if refused:
            for key in refused:
                _, partner, give_spaces, give_cash, give_cards, get_spaces, get_cash, get_cards = key
                if give_cards or get_cards or len(give_spaces) != 1 or len(get_spaces) != 1:  # type: ignore[arg-type]
                    continue
                given = board.number.get(give_spaces[0])  # type: ignore[index]
                received = board.number.get(get_spaces[0])  # type: ignore[index]
                if given is None or received is None or owners[board.properties[received]] != partner:
                    continue
                for c in range(len(SWAP_CASH)):
                    if (self.pays[received, c], self.gets[given, c]) == (give_cash, get_cash):
                        block[given, received, c] = 0
