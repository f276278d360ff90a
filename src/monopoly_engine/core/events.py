"""Typed events: what happened, in order, with every random outcome (dice, cards, shuffles) recorded.

Players are seat indices; ``BANK`` (-1) stands for the bank where money or property moves to or from it.
An event log plus the actions that caused it is the truth of a game: it replays to the same state.

Events are values: nobody mutates one after it is made. They are plain slotted dataclasses rather
than frozen ones because a frozen dataclass costs four times as much to build, and the engine builds
several per dice roll.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

BANK = -1


@dataclass(slots=True, unsafe_hash=True)
class Event:
    kind: ClassVar[str] = ""


@dataclass(slots=True, unsafe_hash=True)
class DeckShuffled(Event):
    kind: ClassVar[str] = "deck-shuffled"
    deck: str
    order: tuple[int, ...]  # card indices, top first


@dataclass(slots=True, unsafe_hash=True)
class OrderRolled(Event):
    """A roll to decide who starts."""

    kind: ClassVar[str] = "order-rolled"
    player: int
    dice: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn-started"
    player: int


@dataclass(slots=True, unsafe_hash=True)
class DiceRolled(Event):
    kind: ClassVar[str] = "dice-rolled"
    player: int
    dice: tuple[int, ...]
    doubles: bool
    speed: str = ""  # the speed die's face ("1", "2", "3", "bus", "mr-monopoly"), "" when not rolled


@dataclass(slots=True, unsafe_hash=True)
class Moved(Event):
    kind: ClassVar[str] = "moved"
    player: int
    start: int
    end: int
    passed_go: bool


@dataclass(slots=True, unsafe_hash=True)
class SalaryCollected(Event):
    kind: ClassVar[str] = "salary-collected"
    player: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyOffered(Event):
    """The player stands on an unowned property: buy it or let it go to auction."""

    kind: ClassVar[str] = "property-offered"
    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyBought(Event):
    kind: ClassVar[str] = "property-bought"
    player: int
    space: int
    price: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionStarted(Event):
    kind: ClassVar[str] = "auction-started"
    space: int
    opening_bid: int


@dataclass(slots=True, unsafe_hash=True)
class BidPlaced(Event):
    kind: ClassVar[str] = "bid-placed"
    player: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class BidderPassed(Event):
    kind: ClassVar[str] = "bidder-passed"
    player: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionWon(Event):
    kind: ClassVar[str] = "auction-won"
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionUnsold(Event):
    kind: ClassVar[str] = "auction-unsold"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class BuildingAuctionStarted(Event):
    """More players want the bank's last houses (or hotels) than it has: one goes to auction."""

    kind: ClassVar[str] = "building-auction-started"
    requester: int
    space: int
    hotel: bool
    opening_bid: int
    skyscraper: bool = False  # Mega: a skyscraper is auctioned (``hotel`` is then false)


@dataclass(slots=True, unsafe_hash=True)
class BuildingAuctionWon(Event):
    kind: ClassVar[str] = "building-auction-won"
    player: int
    hotel: bool
    amount: int
    skyscraper: bool = False


@dataclass(slots=True, unsafe_hash=True)
class RentPaid(Event):
    kind: ClassVar[str] = "rent-paid"
    payer: int
    owner: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class RentDue(Event):
    """With ``rent_must_be_claimed``: the owner may claim this rent until the next roll."""

    kind: ClassVar[str] = "rent-due"
    payer: int
    owner: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class RentClaimed(Event):
    kind: ClassVar[str] = "rent-claimed"
    owner: int
    payer: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class RentForfeited(Event):
    """Rent not claimed before the next roll is lost."""

    kind: ClassVar[str] = "rent-forfeited"
    owner: int
    payer: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class UtilityDiceRolled(Event):
    """The fresh roll that fixes a utility's rent."""

    kind: ClassVar[str] = "utility-dice-rolled"
    player: int
    dice: tuple[int, ...]
    speed: str = ""  # the speed die's face when it is rolled too (bus and Mr. Monopoly count 0)


@dataclass(slots=True, unsafe_hash=True)
class TaxPaid(Event):
    kind: ClassVar[str] = "tax-paid"
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class CardDrawn(Event):
    kind: ClassVar[str] = "card-drawn"
    player: int
    deck: str
    card: int  # index in the edition's deck


@dataclass(slots=True, unsafe_hash=True)
class CardKept(Event):
    kind: ClassVar[str] = "card-kept"
    player: int
    deck: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class CardReturned(Event):
    """A held card goes back to the bottom of its deck."""

    kind: ClassVar[str] = "card-returned"
    player: int
    deck: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class MoneyPaid(Event):
    """Money moved because a card said so, or as bail: ``payer``/``payee`` may be ``BANK``."""

    kind: ClassVar[str] = "money-paid"
    payer: int
    payee: int
    amount: int
    reason: str  # "card", "bail", "fine", "fee"


@dataclass(slots=True, unsafe_hash=True)
class WentToJail(Event):
    kind: ClassVar[str] = "went-to-jail"
    player: int
    reason: str  # "square", "card", "doubles"


@dataclass(slots=True, unsafe_hash=True)
class JailTryFailed(Event):
    kind: ClassVar[str] = "jail-try-failed"
    player: int
    tries: int


@dataclass(slots=True, unsafe_hash=True)
class LeftJail(Event):
    kind: ClassVar[str] = "left-jail"
    player: int
    how: str  # "bail", "card", "doubles", "fine"


@dataclass(slots=True, unsafe_hash=True)
class BuildingBuilt(Event):
    kind: ClassVar[str] = "building-built"
    player: int
    space: int
    level: int  # 1-4 houses, 5 hotel
    cost: int


@dataclass(slots=True, unsafe_hash=True)
class BuildingSold(Event):
    kind: ClassVar[str] = "building-sold"
    player: int
    space: int
    level: int  # the level after the sale
    refund: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyMortgaged(Event):
    kind: ClassVar[str] = "property-mortgaged"
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyUnmortgaged(Event):
    kind: ClassVar[str] = "property-unmortgaged"
    player: int
    space: int
    cost: int


@dataclass(slots=True, unsafe_hash=True)
class MortgageKept(Event):
    """A received mortgaged property kept mortgaged: the interest is paid now."""

    kind: ClassVar[str] = "mortgage-kept"
    player: int
    space: int
    interest: int


@dataclass(slots=True, unsafe_hash=True)
class TradeProposed(Event):
    kind: ClassVar[str] = "trade-proposed"
    player: int
    partner: int
    give_spaces: tuple[int, ...]
    give_cash: int
    give_cards: tuple[tuple[str, int], ...]
    get_spaces: tuple[int, ...]
    get_cash: int
    get_cards: tuple[tuple[str, int], ...]


@dataclass(slots=True, unsafe_hash=True)
class TradeAccepted(Event):
    kind: ClassVar[str] = "trade-accepted"
    player: int
    partner: int


@dataclass(slots=True, unsafe_hash=True)
class TradeRejected(Event):
    kind: ClassVar[str] = "trade-rejected"
    player: int
    partner: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyTransferred(Event):
    kind: ClassVar[str] = "property-transferred"
    space: int
    giver: int
    receiver: int


@dataclass(slots=True, unsafe_hash=True)
class CardTransferred(Event):
    kind: ClassVar[str] = "card-transferred"
    deck: str
    card: int
    giver: int
    receiver: int


@dataclass(slots=True, unsafe_hash=True)
class CashTransferred(Event):
    """Cash changing hands in a trade or a bankruptcy."""

    kind: ClassVar[str] = "cash-transferred"
    giver: int
    receiver: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class DebtIncurred(Event):
    """The debtor cannot pay from cash: they must raise the money (sell, mortgage, trade) or go bankrupt."""

    kind: ClassVar[str] = "debt-incurred"
    player: int
    creditor: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class DebtPaid(Event):
    kind: ClassVar[str] = "debt-paid"
    player: int
    creditor: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class WentBankrupt(Event):
    kind: ClassVar[str] = "went-bankrupt"
    player: int
    creditor: int


@dataclass(slots=True, unsafe_hash=True)
class TurnEnded(Event):
    kind: ClassVar[str] = "turn-ended"
    player: int


@dataclass(slots=True, unsafe_hash=True)
class GameOver(Event):
    kind: ClassVar[str] = "game-over"
    winner: int  # -1 when the game ends without a winner (a draw at a round limit)
    reason: str  # "last-player-standing", "round-limit", "most-cash", "shared-win"


@dataclass(slots=True, unsafe_hash=True)
class DieChosen(Event):
    """Speed die, bus: the player moves by one white die or their sum."""

    kind: ClassVar[str] = "die-chosen"
    player: int
    steps: int


@dataclass(slots=True, unsafe_hash=True)
class SquareChosen(Event):
    """Speed die, a triple: the player goes to a square of their choice."""

    kind: ClassVar[str] = "square-chosen"
    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class MrMonopolyMoved(Event):
    """Speed die, Mr. Monopoly: on to ``space`` (the next unowned property, or one whose rent is due); -1: stays."""

    kind: ClassVar[str] = "mr-monopoly-moved"
    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class BusTicketDrawn(Event):
    """Mega: ``player`` takes the top bus ticket (``card``: its index in the bus-tickets deck)."""

    kind: ClassVar[str] = "bus-ticket-drawn"
    player: int
    card: int


@dataclass(slots=True, unsafe_hash=True)
class BusTicketsExpired(Event):
    """Mega: an all-others-expire ticket was drawn; ``expired`` counts the tickets each seat lost."""

    kind: ClassVar[str] = "bus-tickets-expired"
    player: int
    expired: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class BusTicketUsed(Event):
    """Mega: ``player`` used a bus ticket to go from ``start`` to ``end`` (the ticket leaves the game)."""

    kind: ClassVar[str] = "bus-ticket-used"
    player: int
    start: int
    end: int


# --- cheaters: the hidden-action protocol (``monopoly_engine.core.cheats``) ----------------------------------


@dataclass(slots=True, unsafe_hash=True)
class Hidden(Event):
    """``event`` is seen only by ``seats`` (a cheat's own effects); everybody else sees nothing of it."""

    kind: ClassVar[str] = "hidden"
    seats: tuple[int, ...]
    event: Event


@dataclass(slots=True, unsafe_hash=True)
class SomethingHappened(Event):
    """The public trace of a cheat: the ``count``-th of the game; who and what stay secret."""

    kind: ClassVar[str] = "something-happened"
    count: int


@dataclass(slots=True, unsafe_hash=True)
class CheatsRevealed(Event):
    """The cheat cards turned face up at the start."""

    kind: ClassVar[str] = "cheats-revealed"
    cards: tuple[str, ...]


@dataclass(slots=True, unsafe_hash=True)
class CheatPerformed(Event):
    """(Hidden) ``player`` cheated with ``card``."""

    kind: ClassVar[str] = "cheat-performed"
    player: int
    card: str
    args: tuple[int | str, ...]


@dataclass(slots=True, unsafe_hash=True)
class CheatApplied(Event):
    """(Hidden) an armed cheat changed a public amount or move by ``amount``."""

    kind: ClassVar[str] = "cheat-applied"
    player: int
    card: str
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class Accused(Event):
    """``player`` shouts «Афёра!»: ``accused`` cheated with ``card``. The judgement follows at once."""

    kind: ClassVar[str] = "accused"
    player: int
    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class AccusationUpheld(Event):
    kind: ClassVar[str] = "accusation-upheld"
    player: int  # the accuser
    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class AccusationRejected(Event):
    kind: ClassVar[str] = "accusation-rejected"
    player: int  # the accuser
    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class CheatRevealed(Event):
    """A cheat made public, at the window's close or when caught; ``effect`` is what it changed
    (``(("unused",),)`` for an armed cheat that never applied)."""

    kind: ClassVar[str] = "cheat-revealed"
    player: int
    card: str
    args: tuple[int | str, ...]
    effect: tuple[tuple[int | str, ...], ...]


@dataclass(slots=True, unsafe_hash=True)
class CheatRewarded(Event):
    """An undetected cheat's reward, paid by the bank."""

    kind: ClassVar[str] = "cheat-rewarded"
    player: int
    card: str
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class CheatCardReplaced(Event):
    """A used cheat card goes under the pile and the top one is turned face up (``new`` "" if none is left)."""

    kind: ClassVar[str] = "cheat-card-replaced"
    old: str
    new: str


@dataclass(slots=True, unsafe_hash=True)
class CheatUndone(Event):
    """A caught cheat's effect is reversed (the events that follow say how)."""

    kind: ClassVar[str] = "cheat-undone"
    player: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class CheatPenalty(Event):
    """A caught cheater's penalty: ``amount`` to ``payee`` (the bank or the victim), and jail if ``jail``."""

    kind: ClassVar[str] = "cheat-penalty"
    player: int
    card: str
    amount: int
    payee: int
    jail: bool


@dataclass(slots=True, unsafe_hash=True)
class TokenShifted(Event):
    """A token put on another square without moving there (no square action, no salary)."""

    kind: ClassVar[str] = "token-shifted"
    player: int
    start: int
    end: int


@dataclass(slots=True, unsafe_hash=True)
class BusStep(Event):
    """Mega, the bus face once the square is resolved: a ticket (``space`` -1) or, none left, on to ``space``."""

    kind: ClassVar[str] = "bus-step"
    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionSquareChosen(Event):
    """Mega, the Auction square: ``player`` puts ``space`` up for auction."""

    kind: ClassVar[str] = "auction-square-chosen"
    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionSquareMoved(Event):
    """Mega, the Auction square with every property owned: on to the highest rent ``space`` (-1: stays)."""

    kind: ClassVar[str] = "auction-square-moved"
    player: int
    space: int
    rent: int  # the rent compared (a utility's: its multiplier x 8)


@dataclass(slots=True, unsafe_hash=True)
class GiftChosen(Event):
    """Mega, the Birthday Gift square: ``choice`` is "cash" or "ticket"."""

    kind: ClassVar[str] = "gift-chosen"
    player: int
    choice: str


@dataclass(slots=True, unsafe_hash=True)
class DepotBuilt(Event):
    kind: ClassVar[str] = "depot-built"
    player: int
    space: int
    cost: int


@dataclass(slots=True, unsafe_hash=True)
class DepotSold(Event):
    kind: ClassVar[str] = "depot-sold"
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class HotelShifted(Event):
    """A hotel put on (``hotel`` true) or taken off ``space`` outside the building rules (a cheat or its undo)."""

    kind: ClassVar[str] = "hotel-shifted"
    space: int
    hotel: bool


def visible_events(events: list[Event], seat: int) -> list[Event]:
    """What ``seat`` may know of ``events``: other seats' ``Hidden`` events are dropped (its own stay wrapped)
    and a shuffle shows no order (the decks' and the cheat pile's orders are nobody's to see)."""
    shown: list[Event] = []
    for e in events:
        kind = type(e)
        if kind is Hidden:
            assert isinstance(e, Hidden)  # narrowing the type only: ``kind`` is its type
            if seat in e.seats:
                shown.append(e)
        elif kind is DeckShuffled:
            assert isinstance(e, DeckShuffled)
            shown.append(DeckShuffled(e.deck, ()))
        else:
            shown.append(e)
    return shown


@dataclass(slots=True, unsafe_hash=True)
class HandcuffPassed(Event):
    """One prisoner at a time (``one_prisoner``): the new prisoner frees the old one, who stays on the square."""

    kind: ClassVar[str] = "handcuff-passed"
    released: int
    prisoner: int


@dataclass(slots=True, unsafe_hash=True)
class CardPlayed(Event):
    """A held card played; ``target``, ``space`` and ``to_space`` are its arguments (-1: none)."""

    kind: ClassVar[str] = "card-played"
    player: int
    deck: str
    card: int
    target: int
    space: int
    to_space: int


@dataclass(slots=True, unsafe_hash=True)
class RentReduced(Event):
    """A reduced-rent card armed against ``owner`` takes effect: ``payer`` owes ``amount`` instead of ``rent``."""

    kind: ClassVar[str] = "rent-reduced"
    payer: int
    owner: int
    space: int
    rent: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class PropertySold(Event):
    """A street sold to the bank at its nominal value (``sell_to_bank``)."""

    kind: ClassVar[str] = "property-sold"
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class HotelMoved(Event):
    """A card moved the hotel of ``start`` to ``end``."""

    kind: ClassVar[str] = "hotel-moved"
    player: int
    start: int
    end: int


@dataclass(slots=True, unsafe_hash=True)
class EndPhaseStarted(Event):
    """Every street is owned (``end = "all-owned-then-go"``): whoever reaches GO now stops there for good."""

    kind: ClassVar[str] = "end-phase-started"


@dataclass(slots=True, unsafe_hash=True)
class CameHome(Event):
    """In the end phase the player stopped on GO: their turns are skipped from now on."""

    kind: ClassVar[str] = "came-home"
    player: int


@dataclass(slots=True, unsafe_hash=True)
class TurnSkipped(Event):
    kind: ClassVar[str] = "turn-skipped"
    player: int


@dataclass(slots=True, unsafe_hash=True)
class FinalRent(Event):
    """Everyone is home: the bank pays each owner the rent of each street."""

    kind: ClassVar[str] = "final-rent"
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class WinShared(Event):
    """The richest players are tied: they share the win (the game-over event that follows names no winner)."""

    kind: ClassVar[str] = "win-shared"
    players: tuple[int, ...]
    cash: int


def _all_event_types() -> dict[str, type[Event]]:
    found: dict[str, type[Event]] = {}
    for value in list(globals().values()):
        if isinstance(value, type) and issubclass(value, Event) and value is not Event:
            found[value.kind] = value
    return found


EVENT_TYPES: dict[str, type[Event]] = _all_event_types()
