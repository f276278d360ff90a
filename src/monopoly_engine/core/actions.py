"""Typed actions: every decision a player can take, one small record per kind.

``player`` is the seat index of whoever acts. ``kind`` is the tag used in logs and in the short text
notation (``monopoly_engine.notation``). Actions are values, never mutated (plain slotted dataclasses for
speed, like the events).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(slots=True, unsafe_hash=True)
class Action:
    kind: ClassVar[str] = ""
    player: int


@dataclass(slots=True, unsafe_hash=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"


@dataclass(slots=True, unsafe_hash=True)
class Buy(Action):
    kind: ClassVar[str] = "buy"


@dataclass(slots=True, unsafe_hash=True)
class Decline(Action):
    kind: ClassVar[str] = "decline"


@dataclass(slots=True, unsafe_hash=True)
class Bid(Action):
    kind: ClassVar[str] = "bid"
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class Pass(Action):
    """Leave an auction."""

    kind: ClassVar[str] = "pass"


@dataclass(slots=True, unsafe_hash=True)
class PayBail(Action):
    kind: ClassVar[str] = "pay-bail"


@dataclass(slots=True, unsafe_hash=True)
class UseCard(Action):
    """Leave jail with a held get-out-of-jail-free card (the first one held when ``deck`` is empty)."""

    kind: ClassVar[str] = "use-card"
    deck: str = ""


@dataclass(slots=True, unsafe_hash=True)
class Build(Action):
    """One house on ``space``, or the hotel after four houses."""

    kind: ClassVar[str] = "build"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class SellBuilding(Action):
    """One level down on ``space``: a house, or the hotel back to four houses."""

    kind: ClassVar[str] = "sell-building"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class Mortgage(Action):
    kind: ClassVar[str] = "mortgage"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class Unmortgage(Action):
    kind: ClassVar[str] = "unmortgage"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class KeepMortgage(Action):
    """A mortgaged property just received: keep the mortgage, paying the interest now."""

    kind: ClassVar[str] = "keep-mortgage"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class LiftMortgage(Action):
    """A mortgaged property just received: lift the mortgage now."""

    kind: ClassVar[str] = "lift-mortgage"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class Pay(Action):
    """Pay the debt the player has raised the money for."""

    kind: ClassVar[str] = "pay"


@dataclass(slots=True, unsafe_hash=True)
class DeclareBankruptcy(Action):
    kind: ClassVar[str] = "declare-bankruptcy"


@dataclass(slots=True, unsafe_hash=True)
class ClaimRent(Action):
    kind: ClassVar[str] = "claim-rent"


@dataclass(slots=True, unsafe_hash=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end-turn"


@dataclass(slots=True, unsafe_hash=True)
class TradeSide:
    """What one side of a trade hands over: properties, cash, and held cards as ``(deck, card index)``."""

    spaces: tuple[int, ...] = ()
    cash: int = 0
    cards: tuple[tuple[str, int], ...] = ()

    @property
    def empty(self) -> bool:
        return not self.spaces and not self.cash and not self.cards


@dataclass(slots=True, unsafe_hash=True)
class ProposeTrade(Action):
    kind: ClassVar[str] = "propose-trade"
    partner: int
    give: TradeSide
    get: TradeSide


@dataclass(slots=True, unsafe_hash=True)
class AcceptTrade(Action):
    kind: ClassVar[str] = "accept-trade"


@dataclass(slots=True, unsafe_hash=True)
class RejectTrade(Action):
    kind: ClassVar[str] = "reject-trade"


@dataclass(slots=True, unsafe_hash=True)
class ChooseDie(Action):
    """Speed die, bus face: move by one white die or by their sum."""

    kind: ClassVar[str] = "choose-die"
    steps: int


@dataclass(slots=True, unsafe_hash=True)
class MoveTo(Action):
    """Speed die, a triple: go to any square of the board."""

    kind: ClassVar[str] = "move"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class UseTicket(Action):
    """Mega: instead of a roll (or a doubles re-roll), use a bus ticket to go to ``space`` on the token's side."""

    kind: ClassVar[str] = "use-ticket"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class Cheat(Action):
    """Cheaters: secretly do what the face-up cheat card ``card`` says; ``args`` are its amounts, seats,
    spaces or deck ids, in the card's order (``monopoly_engine.core.cheats``)."""

    kind: ClassVar[str] = "cheat"
    card: str
    args: tuple[int | str, ...] = ()


@dataclass(slots=True, unsafe_hash=True)
class Accuse(Action):
    """Cheaters: shout "Афёра!" naming ``accused`` and the cheat card they used; the system judges at once."""

    kind: ClassVar[str] = "accuse"
    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class SellProperty(Action):
    """Sell a street to the bank at its nominal value (rule option ``sell_to_bank``); a hotel stays on it."""

    kind: ClassVar[str] = "sell-property"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class ChooseAuctionProperty(Action):
    """Mega, the Auction square: name the unowned property ``space`` to be auctioned."""

    kind: ClassVar[str] = "auction"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class ChooseGift(Action):
    """Mega, the Birthday Gift square: ``"cash"`` (from the bank) or ``"ticket"`` (a bus ticket)."""

    kind: ClassVar[str] = "gift"
    choice: str


@dataclass(slots=True, unsafe_hash=True)
class BuildDepot(Action):
    """Mega: put a depot on one's station ``space`` (the station's rent doubles)."""

    kind: ClassVar[str] = "build-depot"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class SellDepot(Action):
    """Mega: sell the depot of ``space`` back to the bank at half its cost."""

    kind: ClassVar[str] = "sell-depot"
    space: int


@dataclass(slots=True, unsafe_hash=True)
class PlayCard(Action):
    """Play a held card (``card``: its index in ``deck``). ``target`` is a player, ``space`` and ``to_space``
    are streets, each -1 when the card's effect takes no such argument."""

    kind: ClassVar[str] = "play-card"
    deck: str
    card: int
    target: int = -1
    space: int = -1
    to_space: int = -1


@dataclass(slots=True, unsafe_hash=True)
class DiscardCard(Action):
    """Over the held-card limit of ``deck``: put one held card back at the bottom of its deck."""

    kind: ClassVar[str] = "discard-card"
    deck: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class DrawCard(Action):
    """Free Parking (rule option ``free_parking = "draw-card"``): draw from the deck of the player's choice."""

    kind: ClassVar[str] = "draw"
    deck: str


@dataclass(slots=True, unsafe_hash=True)
class ReturnDeed(Action):
    """A card makes the player give one of their streets to the bank: this one (a hotel stays on it).
    ``space`` -1: they have none left since the card was drawn, and nothing happens."""

    kind: ClassVar[str] = "return"
    space: int


GIFT_CHOICES = ("cash", "ticket")
ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        Roll,
        Buy,
        Decline,
        Bid,
        Pass,
        PayBail,
        UseCard,
        Build,
        SellBuilding,
        Mortgage,
        Unmortgage,
        KeepMortgage,
        LiftMortgage,
        Pay,
        DeclareBankruptcy,
        ClaimRent,
        EndTurn,
        ProposeTrade,
        AcceptTrade,
        RejectTrade,
        ChooseDie,
        MoveTo,
        UseTicket,
        ChooseAuctionProperty,
        ChooseGift,
        BuildDepot,
        SellDepot,
        Cheat,
        Accuse,
        SellProperty,
        PlayCard,
        DiscardCard,
        DrawCard,
        ReturnDeed,
    )
}

# Actions any player may take whenever the game waits for a decision.
FREE_ACTIONS = (
    Build,
    SellBuilding,
    Mortgage,
    Unmortgage,
    ProposeTrade,
    ClaimRent,
    BuildDepot,
    SellDepot,
    SellProperty,
    PlayCard,
)
