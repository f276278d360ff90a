"""The one mapping between the environments' integer actions and the engine's actions.

Every integer of ``Discrete(ACTION_COUNT)`` names one engine action *in the state the seat sees*: the same
layout for every bundled edition (sized by the largest board, Mega's 52 squares) and every player count.
The layout, in order (``docs/rl.md`` has the table):

- the decisions' plain choices: roll, end the turn, buy, decline, leave an auction, pay the bail, pay a
  debt, declare bankruptcy, accept and reject a trade, claim a rent, the Birthday Gift's cash or ticket,
  "no street to give back";
- per deck (``DECKS``): use its get-out-of-jail card, draw from it (Free Parking's ``draw-card``);
- the speed die's bus: move by 1 to 12 steps (``ChooseDie``);
- the bids, ``BID_STEPS``: the minimum the engine offers, then fixed fractions of the lot's price;
- per square (``MAX_SQUARES`` each): move there (a triple), take the bus there (Mega ticket), keep or lift a
  received mortgage, name it for the Auction square, give its deed back, build, sell a building, mortgage,
  lift a mortgage, build or sell a depot, sell it to the bank;
- per deck and card index (``MAX_CARDS``): play that held card, discard it;
- the trade family, ``TRADE_MULTIPLES``: offer the owner of a square that much of its price in cash for it.

The mask (``legal_mask``, or a ``MaskEncoder`` kept across decisions) is the engine's legal set mapped: the
pending decision's actions (``Game.decision_actions``) and the seat's free actions (``PlayerView.free_actions``),
each encoded; a bid step, which the engine does not enumerate, is set when the engine's own check
(``PlayerView.is_legal``) accepts it, and a trade offer by what the engine refuses such an offer for (see
``MaskEncoder._trade_mask``). Actions the engine lists that have no integer are left out of the mask (a cheat
or an accusation of the Cheaters edition, a held card's second target, Mega's outright sale of a group's hotels,
which would change the layout of version 1: selling the hotels down raises the same money): the environments'
agents never take them. ``decode`` builds the action an integer names, without judging
it: an integer outside the mask gives an action the game refuses (``IllegalActionError``), never applies.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable

import numpy as np

from monopoly_engine.core import Action, Edition
from monopoly_engine.core.actions import (
    AcceptTrade,
    Bid,
    Build,
    BuildDepot,
    Buy,
    ChooseAuctionProperty,
    ChooseDie,
    ChooseGift,
    ClaimRent,
    DeclareBankruptcy,
    Decline,
    DiscardCard,
    DrawCard,
    EndTurn,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    MoveTo,
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
    SellProperty,
    TradeSide,
    Unmortgage,
    UseCard,
    UseTicket,
)
from monopoly_engine.core.decisions import AuctionDecision, BuildingAuctionDecision
from monopoly_engine.core.trade import offer_key
from monopoly_engine.views import PlayerView

MAX_SQUARES = 52  # Mega's board, the largest bundled one
MAX_PLAYERS = 8  # the rules' most
DECKS = ("chance", "community-chest")  # the decks whose cards a player can hold, draw or play
MAX_CARDS = 16  # cards in a deck of the bundled editions
MAX_STEPS = 12  # the bus: one white die or the sum of two
# Bids beyond the engine's minimum, as fractions of the lot's price (a building auction: the building's cost).
BID_STEPS = (0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
# Trade offers: the owner of a square is offered this multiple of its printed price, in cash, for it.
TRADE_MULTIPLES = (1.0, 1.5, 2.0)  # increasing: ``MaskEncoder._trade_mask`` sets a square's offers in order

# The plain choices, one integer each.
_PLAIN: tuple[type[Action], ...] = (
    Roll,
    EndTurn,
    Buy,
    Decline,
    Pass,
    PayBail,
    Pay,
    DeclareBankruptcy,
    AcceptTrade,
    RejectTrade,
    ClaimRent,
)
ROLL, END_TURN, BUY, DECLINE, PASS, PAY_BAIL, PAY, BANKRUPTCY, ACCEPT_TRADE, REJECT_TRADE, CLAIM_RENT = range(11)
GIFT_CASH = 11
GIFT_TICKET = 12
RETURN_NONE = 13  # ReturnDeed(-1): no street left to give back
USE_CARD = 14  # + deck slot
DRAW_CARD = USE_CARD + len(DECKS)  # + deck slot
CHOOSE_DIE = DRAW_CARD + len(DECKS)  # + steps - 1
BID_MINIMUM = CHOOSE_DIE + MAX_STEPS  # the engine's offered bid
BID_STEP = BID_MINIMUM + 1  # + index into BID_STEPS
# Families of one integer per square, in this order.
SQUARE_FAMILIES: tuple[type[Action], ...] = (
    MoveTo,
    UseTicket,
    KeepMortgage,
    LiftMortgage,
    ChooseAuctionProperty,
    ReturnDeed,
    Build,
    SellBuilding,
    Mortgage,
    Unmortgage,
    BuildDepot,
    SellDepot,
    SellProperty,
)
SQUARES = BID_STEP + len(BID_STEPS)
CARDS = SQUARES + len(SQUARE_FAMILIES) * MAX_SQUARES  # play: + deck slot * MAX_CARDS + card
DISCARDS = CARDS + len(DECKS) * MAX_CARDS
TRADES = DISCARDS + len(DECKS) * MAX_CARDS  # + square * len(TRADE_MULTIPLES) + multiple index
ACTION_COUNT = TRADES + MAX_SQUARES * len(TRADE_MULTIPLES)

_SQUARE_OFFSET = {cls: SQUARES + i * MAX_SQUARES for i, cls in enumerate(SQUARE_FAMILIES)}
_PLAIN_INDEX = {cls: i for i, cls in enumerate(_PLAIN)}
_DECK_SLOT = {deck: i for i, deck in enumerate(DECKS)}


def check_edition(edition: Edition) -> None:
    """Refuse, naming the reason, an edition whose board or decks do not fit the fixed layout."""
    if edition.size > MAX_SQUARES:
        raise ValueError(f"edition {edition.id!r}: {edition.size} squares, the RL layout holds {MAX_SQUARES}")
    for deck_id, deck in edition.decks.items():
        if deck_id in _DECK_SLOT and len(deck.cards) > MAX_CARDS:
            raise ValueError(
                f"edition {edition.id!r}: deck {deck_id!r} has {len(deck.cards)} cards, the RL layout holds {MAX_CARDS}"
            )


def encode(action: Action) -> int | None:
    """The integer of ``action``; None for an action without one (a cheat, an accusation, any trade outside the
    family, a held card's play other than the first listed for it: see ``decode``). A bid has no integer of its
    own (its steps depend on the auction): ``legal_mask`` sets them."""
    cls = type(action)
    plain = _PLAIN_INDEX.get(cls)
    if plain is not None:
        return plain
    offset = _SQUARE_OFFSET.get(cls)
    if offset is not None:
        space: int = action.space  # type: ignore[attr-defined]  # every square family has one
        if space < 0:
            return RETURN_NONE if cls is ReturnDeed else None
        return offset + space
    if cls is UseCard or cls is DrawCard:
        slot = _DECK_SLOT.get(action.deck)  # type: ignore[attr-defined]
        if slot is None:
            return None
        return (USE_CARD if cls is UseCard else DRAW_CARD) + slot
    if cls is ChooseDie:
        steps = action.steps  # type: ignore[attr-defined]
        return CHOOSE_DIE + steps - 1 if 1 <= steps <= MAX_STEPS else None
    if cls is ChooseGift:
        return GIFT_CASH if action.choice == "cash" else GIFT_TICKET  # type: ignore[attr-defined]
    if cls is PlayCard or cls is DiscardCard:
        slot = _DECK_SLOT.get(action.deck)  # type: ignore[attr-defined]
        card: int = action.card  # type: ignore[attr-defined]
        if slot is None or not 0 <= card < MAX_CARDS:
            return None
        return (CARDS if cls is PlayCard else DISCARDS) + slot * MAX_CARDS + card
    return None


def bid_amount(view: PlayerView, index: int) -> int:
    """The amount bid step ``index`` (into ``BID_STEPS``) names in the pending auction (0: no auction)."""
    top = view.decision
    if not isinstance(top, AuctionDecision):
        return 0
    return round(_lot_price(view, top) * BID_STEPS[index])


def _lot_price(view: PlayerView, auction: AuctionDecision) -> int:
    space = view.edition.spaces[auction.space]
    if type(auction) is BuildingAuctionDecision:
        cost = {"house": space.house_cost, "hotel": space.hotel_cost, "skyscraper": space.skyscraper_cost}
        return cost.get(auction.kind) or space.house_cost
    return space.price


def trade_offer(view: PlayerView, space: int, index: int) -> ProposeTrade:
    """The trade offer ``TRADES + space * len(TRADE_MULTIPLES) + index`` names: the square's owner is offered
    ``TRADE_MULTIPLES[index]`` times its price in cash for it."""
    price = view.edition.spaces[space].price if space < len(view.edition.spaces) else 0
    return ProposeTrade(
        view.seat,
        view.owner(space) if space < len(view.edition.spaces) else -1,
        give=TradeSide(cash=round(price * TRADE_MULTIPLES[index])),
        get=TradeSide(spaces=(space,)),
    )


def chosen_action(
    index: int, view: PlayerView, decision_actions: Iterable[Action], listed: dict[int, Action] | None, trades: bytes
) -> tuple[Action, bool]:
    """The action integer ``index`` names for ``view``'s seat, and whether it is of the engine's legal set now
    (to be applied without checking it again). ``listed`` and ``trades``: ``MaskEncoder.listing``'s actions per
    integer and trade part, when the seat's mask was made in the state it is still in (else None and empty):
    then a listed integer names the very object the engine listed, and a set trade byte makes ``decode``'s
    offer legal. Any other integer is ``decode``'s action, for the game to check."""
    if listed is not None:
        action = listed.get(index)
        if action is not None:
            return action, True
    offset = index - TRADES
    return decode(index, view, decision_actions), 0 <= offset < len(trades) and trades[offset] == 1


def decode(index: int, view: PlayerView, listed: Iterable[Action] = ()) -> Action:
    """The action integer ``index`` names for ``view``'s seat now. ``listed``: the pending decision's actions
    (a held card is played with the first arguments listed for it there or among the free actions). The
    action is not judged here: the game refuses it if it is illegal."""
    seat = view.seat
    if not 0 <= index < ACTION_COUNT:
        raise ValueError(f"action {index} is outside the action space (0 to {ACTION_COUNT - 1})")
    if index < GIFT_CASH:
        return _PLAIN[index](seat)
    if index in (GIFT_CASH, GIFT_TICKET):
        return ChooseGift(seat, "cash" if index == GIFT_CASH else "ticket")
    if index == RETURN_NONE:
        return ReturnDeed(seat, -1)
    if index < DRAW_CARD:
        return UseCard(seat, DECKS[index - USE_CARD])
    if index < CHOOSE_DIE:
        return DrawCard(seat, DECKS[index - DRAW_CARD])
    if index < BID_MINIMUM:
        return ChooseDie(seat, index - CHOOSE_DIE + 1)
    if index == BID_MINIMUM:
        return Bid(seat, view.minimum_bid())
    if index < SQUARES:
        return Bid(seat, bid_amount(view, index - BID_STEP))
    if index < CARDS:
        family, space = divmod(index - SQUARES, MAX_SQUARES)
        return SQUARE_FAMILIES[family](seat, space)  # type: ignore[call-arg]
    if index < DISCARDS:
        slot, card = divmod(index - CARDS, MAX_CARDS)
        deck = DECKS[slot]
        for action in (*listed, *view.free_actions()):
            if type(action) is PlayCard and action.deck == deck and action.card == card:
                return action
        return PlayCard(seat, deck, card)
    if index < TRADES:
        slot, card = divmod(index - DISCARDS, MAX_CARDS)
        return DiscardCard(seat, DECKS[slot], card)
    space, multiple = divmod(index - TRADES, len(TRADE_MULTIPLES))
    return trade_offer(view, space, multiple)


def legal_mask(view: PlayerView, decision_actions: Iterable[Action]) -> np.ndarray:
    """The mask (``int8``, 1 = legal) of ``view``'s seat, deciding now with the pending decision's actions
    ``decision_actions``: the engine's legal actions mapped (see the module's text). A ``MaskEncoder`` kept
    across decisions makes the same mask faster."""
    return MaskEncoder(view.edition).mask(view, decision_actions)


class MaskEncoder:
    """Makes the masks of one edition's games. Per seat, it keeps the trade offers the board allows (the
    squares ``PlayerView.tradable_properties`` gives that another player owns, with their amounts), made anew
    when that tuple is a new one (the view keeps the tuple while its squares stay) or a property changed hands.

    The trade part of the mask is made at once: every offer's amount is named by its rank among the edition's
    amounts (``amounts``, increasing), the seat's offers are kept as a row of ranks (one byte per trade integer,
    0 where there is no offer) and the offers the cash covers are those of rank at most the number of amounts
    the cash reaches, which one ``bytes.translate`` turns into the mask's row."""

    def __init__(self, edition: Edition) -> None:
        spaces = edition.spaces
        multiples = len(TRADE_MULTIPLES)
        # Per property: its offers' first integer and the cash of each multiple.
        self.offers = {
            space: (TRADES + space * multiples, tuple(round(spaces[space].price * m) for m in TRADE_MULTIPLES))
            for space in edition.properties
        }
        self.amounts = sorted({amount for _, amounts in self.offers.values() for amount in amounts})
        if len(self.amounts) > 255:
            raise ValueError(f"edition {edition.id!r}: more trade amounts than the mask's ranks hold")
        rank = {amount: i + 1 for i, amount in enumerate(self.amounts)}
        # Per property: the ranks of its offers' amounts, as the bytes of its part of the row.
        self.ranks = {space: bytes(rank[amount] for amount in amounts) for space, (_, amounts) in self.offers.items()}
        # Per seat: the view, the tradable squares and the owner version the candidates were made from, the
        # candidates (the owner, the square, its offers' first integer and their amounts) and their row of ranks.
        self._candidates: dict[
            int, tuple[PlayerView, tuple[int, ...], int, list[tuple[int, int, int, tuple[int, ...]]], bytes]
        ] = {}
        # Per seat: the candidates' entry (``_candidates``' tuple) and the seat's refused offers (the view's list)
        # that its row of ranks was cleared for, and that row, the refused offers' ranks set to 0. The refused
        # offers change only when an offer of the seat is refused and at the end of a turn: at most decisions the
        # row is the one kept.
        self._cleared: dict[int, tuple[object, list[tuple[object, ...]], bytes]] = {}

    def mask(self, view: PlayerView, decision_actions: Iterable[Action]) -> np.ndarray:
        """The mask of ``view``'s seat, as ``legal_mask`` gives it."""
        return self.listing(view, decision_actions)[0]

    def listing(
        self, view: PlayerView, decision_actions: Iterable[Action]
    ) -> tuple[np.ndarray, dict[int, Action], bytes]:
        """The mask of ``view``'s seat; per integer set from an action the engine listed (the decision's own,
        the free actions), that very action: ``decode``'s action for the integer, equal to it, which the game
        may apply without checking it again while the state is the one it was listed in; and the mask's trade
        part (a byte per integer from ``TRADES``, 1: the offer is legal; empty: none is), an immutable copy by
        which ``decode``'s offer for a set integer may be applied so too."""
        mask = np.zeros(ACTION_COUNT, np.int8)  # (a keyword costs more than the zeros)
        # (a cell is set there in a fraction of a numpy item assignment's time; the trade part is copied in at once)
        cells = mask.data.cast("B")
        listed: dict[int, Action] = {}
        auction = False
        for action in decision_actions:
            if type(action) is Bid:
                cells[BID_MINIMUM] = 1
                listed[BID_MINIMUM] = action
                auction = True
                continue
            index = encode(action)
            if index is not None and index not in listed:
                cells[index] = 1
                listed[index] = action
        square_offset = _SQUARE_OFFSET
        for action in view.free_actions():
            offset = square_offset.get(type(action))  # (most free actions: ``encode``'s square families, inlined)
            if offset is not None and action.space >= 0:  # type: ignore[attr-defined]  # every square family has one
                index = offset + action.space  # type: ignore[attr-defined]
            else:
                found = encode(action)
                if found is None:
                    continue
                index = found
            if index not in listed:
                cells[index] = 1
                listed[index] = action
        if auction:
            _bid_mask(view, cells)
        return mask, listed, self._trade_mask(view, cells)

    def _trade_mask(self, view: PlayerView, mask: memoryview) -> bytes:
        """Set the trade offers the engine accepts now, and return the mask's trade part as set (empty when no
        offer is legal): only squares another player owns can be offered for.

        An offer of the family gives cash alone for one square another player owns. The engine refuses it
        (``Game.refused``, ``trade.trade_refusal``) when another trade waits for its answer, when the square
        cannot change hands (``PlayerView.tradable_properties``: buildings anywhere in its colour group, a
        depot, a received mortgage's pending choice), when the cash is more than the proposer holds, and, in an
        edition with limits of its own (``PlayerView.trade_limits``: the card limit), as they say; nothing else
        of such an offer can be wrong. So the first three are judged here without making the offer, and the
        engine is asked, once per square, only about the edition's own limits."""
        tradable = view.tradable_now()
        if tradable is None or not view.offers_left():  # a trade waits for its answer; the stall budget is spent
            return b""
        seat = view.seat
        owner_version = view.owner_version
        kept = self._candidates.get(seat)
        # (the view returns the same tuple while the tradable squares stay, mostly, and the squares are compared
        # only when it does not; their owners may change meanwhile)
        if (
            kept is None
            or kept[0] is not view
            or (kept[1] is not tradable and kept[1] != tradable)
            or kept[2] != owner_version
        ):
            owners = view.owners
            offers = self.offers
            candidates = [(owners[space], space, *offers[space]) for space in tradable if owners[space] != seat]
            ranks = bytearray(ACTION_COUNT - TRADES)
            for _, space, base, _ in candidates:
                ranks[base - TRADES : base - TRADES + len(TRADE_MULTIPLES)] = self.ranks[space]
            kept = self._candidates[seat] = (view, tradable, owner_version, candidates, bytes(ranks))
        cash = view.cash()
        if not view.trade_limits:
            reached = bisect_right(self.amounts, cash)  # the ranks the cash covers: 1 to ``reached``
            if not reached:
                return b""
            seat_ranks = kept[4]
            refused = view.refused_offers()
            if refused:
                # (a rank cleared to 0 translates to 0: the refused offers are left out of the ranks, once per
                # change of the candidates or of the refused offers)
                cleared = self._cleared.get(seat)
                if cleared is None or cleared[0] is not kept or cleared[1] != refused:
                    cleared = self._cleared[seat] = (kept, refused, self._without_refused(view, seat_ranks, refused))
                seat_ranks = cleared[2]
            row = seat_ranks.translate(_AT_MOST[reached])
            mask[TRADES:ACTION_COUNT] = row
            return row
        set_row = bytearray(ACTION_COUNT - TRADES)
        refused = view.refused_offers()
        for owner, space, base, amounts in kept[3]:
            if amounts[0] > cash:  # the smallest multiple
                continue
            # The engine is asked about an amount of the square's offers not refused in this turn (those are
            # cleared below): it judges the rest of the offer, not the amount.
            probe = amounts[0]
            if refused:
                probes = [a for a in amounts if a <= cash and _family_key(seat, owner, a, space) not in refused]
                if not probes:
                    continue
                probe = probes[0]
            offer = ProposeTrade(seat, owner, give=TradeSide(cash=probe), get=TradeSide(spaces=(space,)))
            if not view.is_legal(offer):
                continue
            for index, amount in enumerate(amounts):
                if amount > cash:
                    break
                set_row[base - TRADES + index] = 1
        row = self._without_refused(view, bytes(set_row), refused) if refused else bytes(set_row)
        mask[TRADES:ACTION_COUNT] = row
        return row

    def _without_refused(self, view: PlayerView, row: bytes, refused: list[tuple[object, ...]]) -> bytes:
        """``row`` (a byte per trade integer: the mask's, or the seat's ranks) with the family's offers among
        ``refused`` (``trade.offer_key``'s form: cash alone for one square, to its owner now) cleared: refused in
        this turn, the engine refuses them again until the next."""
        cleared = bytearray(row)
        owners = view.owners
        for _, partner, give_spaces, give_cash, give_cards, get_spaces, get_cash, get_cards in refused:
            if give_spaces or give_cards or get_cash or get_cards or len(get_spaces) != 1:  # type: ignore[arg-type]
                continue
            space = get_spaces[0]  # type: ignore[index]
            if owners[space] != partner:
                continue
            base, amounts = self.offers[space]
            for index, amount in enumerate(amounts):
                if amount == give_cash:
                    cleared[base - TRADES + index] = 0
        return bytes(cleared)


def _family_key(seat: int, owner: int, cash: int, space: int) -> tuple[object, ...]:
    """The trade family's offer of ``cash`` for ``space`` as the engine remembers a refused offer."""
    return offer_key(seat, owner, TradeSide(cash=cash), TradeSide(spaces=(space,)))


# Per rank r: the ``bytes.translate`` table that maps the ranks 1 to r to 1 and every other byte to 0.
_AT_MOST = [b"\0" + b"\1" * top + bytes(255 - top) for top in range(256)]


def _bid_mask(view: PlayerView, mask: memoryview) -> None:
    """Set the bid steps the engine accepts now. The engine refuses a bid below the minimum or above the
    bidder's cash (``properties.bid_refusal``) and otherwise judges the bidder, not the amount: so the steps
    outside [minimum, cash] are left out without asking, and one step inside is asked for all of them."""
    low = view.minimum_bid()
    cash = view.cash()
    seat = view.seat
    steps = [step for step in range(len(BID_STEPS)) if low <= bid_amount(view, step) <= cash]
    if steps and view.is_legal(Bid(seat, bid_amount(view, steps[0]))):
        for step in steps:
            mask[BID_STEP + step] = 1
