"""Typed events: what happened, in order, with every random outcome (dice, cards, shuffles) recorded.

Players are seat indices; ``BANK`` (-1) stands for the bank where money or property moves to or from it.
An event log plus the actions that caused it is the truth of a game: it replays to the same state.

Events are values: nobody mutates one after it is made. They are plain slotted dataclasses rather
than frozen ones because a frozen dataclass costs four times as much to build, and the engine builds
several per dice roll.
"""

from __future__ import annotations

from dataclasses import dataclass

BANK = -1


@dataclass(slots=True, unsafe_hash=True)
class Event:
    # A property reading a table rather than a ClassVar on each slotted dataclass (mypyc takes those for fields).
    @property
    def kind(self) -> str:
        """This kind of event's tag in logs (``EVENT_TYPES``)."""
        return EVENT_KINDS.get(type(self)) or _inherited_kind(type(self))


@dataclass(slots=True, unsafe_hash=True)
class DeckShuffled(Event):
    deck: str
    order: tuple[int, ...]  # card indices, top first


@dataclass(slots=True, unsafe_hash=True)
class OrderRolled(Event):
    """A roll to decide who starts."""

    player: int
    dice: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class TurnStarted(Event):
    player: int


@dataclass(slots=True, unsafe_hash=True)
class DiceRolled(Event):
    player: int
    dice: tuple[int, ...]
    doubles: bool
    speed: str = ""  # the speed die's face ("1", "2", "3", "bus", "mr-monopoly"), "" when not rolled


@dataclass(slots=True, unsafe_hash=True)
class Moved(Event):
    player: int
    start: int
    end: int
    passed_go: bool


@dataclass(slots=True, unsafe_hash=True)
class SalaryCollected(Event):
    player: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyOffered(Event):
    """The player stands on an unowned property: buy it or let it go to auction."""

    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyBought(Event):
    player: int
    space: int
    price: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionStarted(Event):
    space: int
    opening_bid: int


@dataclass(slots=True, unsafe_hash=True)
class BidPlaced(Event):
    player: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class BidderPassed(Event):
    player: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionWon(Event):
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionUnsold(Event):
    space: int


@dataclass(slots=True, unsafe_hash=True)
class BuildingAuctionStarted(Event):
    """More players want the bank's last houses (or hotels) than it has: one goes to auction."""

    requester: int
    space: int
    hotel: bool
    opening_bid: int
    skyscraper: bool = False  # Mega: a skyscraper is auctioned (``hotel`` is then false)


@dataclass(slots=True, unsafe_hash=True)
class BuildingAuctionWon(Event):
    player: int
    hotel: bool
    amount: int
    skyscraper: bool = False


@dataclass(slots=True, unsafe_hash=True)
class RentPaid(Event):
    payer: int
    owner: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class RentDue(Event):
    """With ``rent_must_be_claimed``: the owner may claim this rent until the next roll."""

    payer: int
    owner: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class RentClaimed(Event):
    owner: int
    payer: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class RentForfeited(Event):
    """Rent not claimed before the next roll is lost."""

    owner: int
    payer: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class UtilityDiceRolled(Event):
    """The fresh roll that fixes a utility's rent."""

    player: int
    dice: tuple[int, ...]
    speed: str = ""  # the speed die's face when it is rolled too (bus and Mr. Monopoly count 0)


@dataclass(slots=True, unsafe_hash=True)
class TaxPaid(Event):
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class CardDrawn(Event):
    player: int
    deck: str
    card: int  # index in the edition's deck


@dataclass(slots=True, unsafe_hash=True)
class CardKept(Event):
    player: int
    deck: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class CardReturned(Event):
    """A held card goes back to the bottom of its deck."""

    player: int
    deck: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class MoneyPaid(Event):
    """Money moved because a card said so, or as bail: ``payer``/``payee`` may be ``BANK``."""

    payer: int
    payee: int
    amount: int
    reason: str  # "card", "bail", "fine", "fee", "speed_die" (the Speed Die game's extra starting money), ...


@dataclass(slots=True, unsafe_hash=True)
class WentToJail(Event):
    player: int
    reason: str  # "square", "card", "doubles"


@dataclass(slots=True, unsafe_hash=True)
class JailTryFailed(Event):
    player: int
    tries: int


@dataclass(slots=True, unsafe_hash=True)
class LeftJail(Event):
    player: int
    how: str  # "bail", "card", "doubles", "fine"


@dataclass(slots=True, unsafe_hash=True)
class BuildingBuilt(Event):
    player: int
    space: int
    level: int  # 1-4 houses, 5 hotel
    cost: int


@dataclass(slots=True, unsafe_hash=True)
class BuildingSold(Event):
    player: int
    space: int
    level: int  # the level after the sale
    refund: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyMortgaged(Event):
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyUnmortgaged(Event):
    player: int
    space: int
    cost: int


@dataclass(slots=True, unsafe_hash=True)
class MortgageKept(Event):
    """A received mortgaged property kept mortgaged: the interest is paid now."""

    player: int
    space: int
    interest: int


@dataclass(slots=True, unsafe_hash=True)
class TradeProposed(Event):
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
    player: int
    partner: int


@dataclass(slots=True, unsafe_hash=True)
class TradeRejected(Event):
    player: int
    partner: int


@dataclass(slots=True, unsafe_hash=True)
class PropertyTransferred(Event):
    space: int
    giver: int
    receiver: int


@dataclass(slots=True, unsafe_hash=True)
class CardTransferred(Event):
    deck: str
    card: int
    giver: int
    receiver: int


@dataclass(slots=True, unsafe_hash=True)
class CashTransferred(Event):
    """Cash changing hands in a trade or a bankruptcy."""

    giver: int
    receiver: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class DebtIncurred(Event):
    """The debtor cannot pay from cash: they must raise the money (sell, mortgage, trade) or go bankrupt."""

    player: int
    creditor: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class DebtPaid(Event):
    player: int
    creditor: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class WentBankrupt(Event):
    player: int
    creditor: int


@dataclass(slots=True, unsafe_hash=True)
class TurnEnded(Event):
    player: int


@dataclass(slots=True, unsafe_hash=True)
class GameOver(Event):
    winner: int  # -1 when the game ends without a winner (a draw at a round limit)
    reason: str  # "last-player-standing", "round-limit", "most-cash", "shared-win"


@dataclass(slots=True, unsafe_hash=True)
class DieChosen(Event):
    """Speed die, bus: the player moves by one white die or their sum."""

    player: int
    steps: int


@dataclass(slots=True, unsafe_hash=True)
class SquareChosen(Event):
    """Speed die, a triple: the player goes to a square of their choice."""

    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class MrMonopolyMoved(Event):
    """Speed die, Mr. Monopoly: on to ``space`` (the next unowned property, or one whose rent is due); -1: stays."""

    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class BusTicketDrawn(Event):
    """Mega: ``player`` takes the top bus ticket (``card``: its index in the bus-tickets deck)."""

    player: int
    card: int


@dataclass(slots=True, unsafe_hash=True)
class BusTicketsExpired(Event):
    """Mega: an all-others-expire ticket was drawn; ``expired`` counts the tickets each seat lost."""

    player: int
    expired: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class BusTicketUsed(Event):
    """Mega: ``player`` used a bus ticket to go from ``start`` to ``end`` (the ticket leaves the game)."""

    player: int
    start: int
    end: int


# --- cheaters: the hidden-action protocol (``monopoly_engine.core.cheats``) ----------------------------------


@dataclass(slots=True, unsafe_hash=True)
class Hidden(Event):
    """``event`` is seen only by ``seats`` (a cheat's own effects); everybody else sees nothing of it."""

    seats: tuple[int, ...]
    event: Event


@dataclass(slots=True, unsafe_hash=True)
class SomethingHappened(Event):
    """The public trace of a cheat: the ``count``-th of the game; who and what stay secret."""

    count: int


@dataclass(slots=True, unsafe_hash=True)
class CheatsRevealed(Event):
    """The cheat cards turned face up at the start."""

    cards: tuple[str, ...]


@dataclass(slots=True, unsafe_hash=True)
class CheatPerformed(Event):
    """(Hidden) ``player`` cheated with ``card``."""

    player: int
    card: str
    args: tuple[int | str, ...]


@dataclass(slots=True, unsafe_hash=True)
class CheatApplied(Event):
    """(Hidden) an armed cheat changed a public amount or move by ``amount``."""

    player: int
    card: str
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class Accused(Event):
    """``player`` shouts «Афёра!»: ``accused`` cheated with ``card``. The judgement follows at once."""

    player: int
    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class AccusationUpheld(Event):
    player: int  # the accuser
    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class AccusationRejected(Event):
    player: int  # the accuser
    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class CheatRevealed(Event):
    """A cheat made public, at the window's close or when caught; ``effect`` is what it changed
    (``(("unused",),)`` for an armed cheat that never applied)."""

    player: int
    card: str
    args: tuple[int | str, ...]
    effect: tuple[tuple[int | str, ...], ...]


@dataclass(slots=True, unsafe_hash=True)
class CheatRewarded(Event):
    """An undetected cheat's reward, paid by the bank."""

    player: int
    card: str
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class CheatCardReplaced(Event):
    """A used cheat card goes under the pile and the top one is turned face up (``new`` "" if none is left)."""

    old: str
    new: str


@dataclass(slots=True, unsafe_hash=True)
class CheatUndone(Event):
    """A caught cheat's effect is reversed (the events that follow say how)."""

    player: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class CheatPenalty(Event):
    """A caught cheater's penalty: ``amount`` to ``payee`` (the bank or the victim), and jail if ``jail``."""

    player: int
    card: str
    amount: int
    payee: int
    jail: bool


@dataclass(slots=True, unsafe_hash=True)
class TokenShifted(Event):
    """A token put on another square without moving there (no square action, no salary)."""

    player: int
    start: int
    end: int


@dataclass(slots=True, unsafe_hash=True)
class BusStep(Event):
    """Mega, the bus face once the square is resolved: a ticket (``space`` -1) or, none left, on to ``space``."""

    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionSquareChosen(Event):
    """Mega, the Auction square: ``player`` puts ``space`` up for auction."""

    player: int
    space: int


@dataclass(slots=True, unsafe_hash=True)
class AuctionSquareMoved(Event):
    """Mega, the Auction square with every property owned: on to the highest rent ``space`` (-1: stays)."""

    player: int
    space: int
    rent: int  # the rent compared (a utility's: its multiplier x 8)


@dataclass(slots=True, unsafe_hash=True)
class GiftChosen(Event):
    """Mega, the Birthday Gift square: ``choice`` is "cash" or "ticket"."""

    player: int
    choice: str


@dataclass(slots=True, unsafe_hash=True)
class DepotBuilt(Event):
    player: int
    space: int
    cost: int


@dataclass(slots=True, unsafe_hash=True)
class DepotSold(Event):
    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class HotelShifted(Event):
    """A hotel put on (``hotel`` true) or taken off ``space`` outside the building rules (a cheat or its undo)."""

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

    released: int
    prisoner: int


@dataclass(slots=True, unsafe_hash=True)
class CardPlayed(Event):
    """A held card played; ``target``, ``space`` and ``to_space`` are its arguments (-1: none)."""

    player: int
    deck: str
    card: int
    target: int
    space: int
    to_space: int


@dataclass(slots=True, unsafe_hash=True)
class RentReduced(Event):
    """A reduced-rent card armed against ``owner`` takes effect: ``payer`` owes ``amount`` instead of ``rent``."""

    payer: int
    owner: int
    space: int
    rent: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class PropertySold(Event):
    """A street sold to the bank at its nominal value (``sell_to_bank``)."""

    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class HotelMoved(Event):
    """A card moved the hotel of ``start`` to ``end``."""

    player: int
    start: int
    end: int


@dataclass(slots=True, unsafe_hash=True)
class EndPhaseStarted(Event):
    """Every street is owned (``end = "all-owned-then-go"``): whoever reaches GO now stops there for good."""


@dataclass(slots=True, unsafe_hash=True)
class CameHome(Event):
    """In the end phase the player stopped on GO: their turns are skipped from now on."""

    player: int


@dataclass(slots=True, unsafe_hash=True)
class TurnSkipped(Event):
    player: int


@dataclass(slots=True, unsafe_hash=True)
class FinalRent(Event):
    """Everyone is home: the bank pays each owner the rent of each street."""

    player: int
    space: int
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class WinShared(Event):
    """The richest players are tied: they share the win (the game-over event that follows names no winner)."""

    players: tuple[int, ...]
    cash: int


EVENT_TYPES: dict[str, type[Event]] = {
    "deck-shuffled": DeckShuffled,
    "order-rolled": OrderRolled,
    "turn-started": TurnStarted,
    "dice-rolled": DiceRolled,
    "moved": Moved,
    "salary-collected": SalaryCollected,
    "property-offered": PropertyOffered,
    "property-bought": PropertyBought,
    "auction-started": AuctionStarted,
    "bid-placed": BidPlaced,
    "bidder-passed": BidderPassed,
    "auction-won": AuctionWon,
    "auction-unsold": AuctionUnsold,
    "building-auction-started": BuildingAuctionStarted,
    "building-auction-won": BuildingAuctionWon,
    "rent-paid": RentPaid,
    "rent-due": RentDue,
    "rent-claimed": RentClaimed,
    "rent-forfeited": RentForfeited,
    "utility-dice-rolled": UtilityDiceRolled,
    "tax-paid": TaxPaid,
    "card-drawn": CardDrawn,
    "card-kept": CardKept,
    "card-returned": CardReturned,
    "money-paid": MoneyPaid,
    "went-to-jail": WentToJail,
    "jail-try-failed": JailTryFailed,
    "left-jail": LeftJail,
    "building-built": BuildingBuilt,
    "building-sold": BuildingSold,
    "property-mortgaged": PropertyMortgaged,
    "property-unmortgaged": PropertyUnmortgaged,
    "mortgage-kept": MortgageKept,
    "trade-proposed": TradeProposed,
    "trade-accepted": TradeAccepted,
    "trade-rejected": TradeRejected,
    "property-transferred": PropertyTransferred,
    "card-transferred": CardTransferred,
    "cash-transferred": CashTransferred,
    "debt-incurred": DebtIncurred,
    "debt-paid": DebtPaid,
    "went-bankrupt": WentBankrupt,
    "turn-ended": TurnEnded,
    "game-over": GameOver,
    "die-chosen": DieChosen,
    "square-chosen": SquareChosen,
    "mr-monopoly-moved": MrMonopolyMoved,
    "bus-ticket-drawn": BusTicketDrawn,
    "bus-tickets-expired": BusTicketsExpired,
    "bus-ticket-used": BusTicketUsed,
    "hidden": Hidden,
    "something-happened": SomethingHappened,
    "cheats-revealed": CheatsRevealed,
    "cheat-performed": CheatPerformed,
    "cheat-applied": CheatApplied,
    "accused": Accused,
    "accusation-upheld": AccusationUpheld,
    "accusation-rejected": AccusationRejected,
    "cheat-revealed": CheatRevealed,
    "cheat-rewarded": CheatRewarded,
    "cheat-card-replaced": CheatCardReplaced,
    "cheat-undone": CheatUndone,
    "cheat-penalty": CheatPenalty,
    "token-shifted": TokenShifted,
    "bus-step": BusStep,
    "auction-square-chosen": AuctionSquareChosen,
    "auction-square-moved": AuctionSquareMoved,
    "gift-chosen": GiftChosen,
    "depot-built": DepotBuilt,
    "depot-sold": DepotSold,
    "hotel-shifted": HotelShifted,
    "handcuff-passed": HandcuffPassed,
    "card-played": CardPlayed,
    "rent-reduced": RentReduced,
    "property-sold": PropertySold,
    "hotel-moved": HotelMoved,
    "end-phase-started": EndPhaseStarted,
    "came-home": CameHome,
    "turn-skipped": TurnSkipped,
    "final-rent": FinalRent,
    "win-shared": WinShared,
}
EVENT_KINDS: dict[type[Event], str] = {cls: kind for kind, cls in EVENT_TYPES.items()}


def _inherited_kind(cls: type[Event]) -> str:
    """The tag of the nearest engine event type ``cls`` derives from ("" for ``Event`` itself)."""
    return next((EVENT_KINDS[base] for base in cls.__mro__ if base in EVENT_KINDS), "")
