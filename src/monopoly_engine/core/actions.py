"""Typed actions: every decision a player can take, one small record per kind.

``player`` is the seat index of whoever acts. ``kind`` is the tag used in logs and in the short text
notation (``monopoly_engine.notation``). Actions are values, never mutated (plain slotted dataclasses for
speed, like the events).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True, unsafe_hash=True)
class Action:
    player: int

    # A property reading a table rather than a ClassVar on each slotted dataclass (mypyc takes those for fields).
    @property
    def kind(self) -> str:
        """This kind of action's tag in logs and notation (``ACTION_TYPES``)."""
        return _KINDS.get(type(self)) or _inherited_kind(type(self))


@dataclass(slots=True, unsafe_hash=True)
class Roll(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class Buy(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class Decline(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class Bid(Action):
    amount: int


@dataclass(slots=True, unsafe_hash=True)
class Pass(Action):
    """Leave an auction."""


@dataclass(slots=True, unsafe_hash=True)
class PayBail(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class UseCard(Action):
    """Leave jail with a held get-out-of-jail-free card (the first one held when ``deck`` is empty)."""

    deck: str = ""


@dataclass(slots=True, unsafe_hash=True)
class Build(Action):
    """One house on ``space``, or the hotel after four houses."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class SellBuilding(Action):
    """One level down on ``space``: a house, or the hotel back to four houses."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class SellHotelsOutright(Action):
    """Mega (rule option ``hotel_sale_outright``): sell every hotel of ``space``'s colour group outright, all
    together, leaving the player's streets there bare (``space`` is any of them with a hotel)."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class Mortgage(Action):
    space: int


@dataclass(slots=True, unsafe_hash=True)
class Unmortgage(Action):
    space: int


@dataclass(slots=True, unsafe_hash=True)
class KeepMortgage(Action):
    """A mortgaged property just received: keep the mortgage, paying the interest now."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class LiftMortgage(Action):
    """A mortgaged property just received: lift the mortgage now."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class Pay(Action):
    """Pay the debt the player has raised the money for."""


@dataclass(slots=True, unsafe_hash=True)
class DeclareBankruptcy(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class ClaimRent(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class EndTurn(Action):
    pass


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
    partner: int
    give: TradeSide
    get: TradeSide


@dataclass(slots=True, unsafe_hash=True)
class AcceptTrade(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class RejectTrade(Action):
    pass


@dataclass(slots=True, unsafe_hash=True)
class ChooseDie(Action):
    """Speed die, bus face: move by one white die or by their sum."""

    steps: int


@dataclass(slots=True, unsafe_hash=True)
class MoveTo(Action):
    """Speed die, a triple: go to any square of the board."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class UseTicket(Action):
    """Mega: instead of a roll (or a doubles re-roll), use a bus ticket to go to ``space`` on the token's side."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class Cheat(Action):
    """Cheaters: secretly do what the face-up cheat card ``card`` says; ``args`` are its amounts, seats,
    spaces or deck ids, in the card's order (``monopoly_engine.core.cheats``)."""

    card: str
    args: tuple[int | str, ...] = ()


@dataclass(slots=True, unsafe_hash=True)
class Accuse(Action):
    """Cheaters: shout "Афёра!" naming ``accused`` and the cheat card they used; the system judges at once."""

    accused: int
    card: str


@dataclass(slots=True, unsafe_hash=True)
class SellProperty(Action):
    """Sell a street to the bank at its nominal value (rule option ``sell_to_bank``); a hotel stays on it."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class ChooseAuctionProperty(Action):
    """Mega, the Auction square: name the unowned property ``space`` to be auctioned."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class ChooseGift(Action):
    """Mega, the Birthday Gift square: ``"cash"`` (from the bank) or ``"ticket"`` (a bus ticket)."""

    choice: str


@dataclass(slots=True, unsafe_hash=True)
class BuildDepot(Action):
    """Mega: put a depot on one's station ``space`` (the station's rent doubles)."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class SellDepot(Action):
    """Mega: sell the depot of ``space`` back to the bank at half its cost."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class PlayCard(Action):
    """Play a held card (``card``: its index in ``deck``). ``target`` is a player, ``space`` and ``to_space``
    are streets, each -1 when the card's effect takes no such argument."""

    deck: str
    card: int
    target: int = -1
    space: int = -1
    to_space: int = -1


@dataclass(slots=True, unsafe_hash=True)
class DiscardCard(Action):
    """Over the held-card limit of ``deck``: put one held card back at the bottom of its deck."""

    deck: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class DrawCard(Action):
    """Free Parking (rule option ``free_parking = "draw-card"``): draw from the deck of the player's choice."""

    deck: str


@dataclass(slots=True, unsafe_hash=True)
class ReturnDeed(Action):
    """A card makes the player give one of their streets to the bank: this one (a hotel stays on it).
    ``space`` -1: they have none left since the card was drawn, and nothing happens."""

    space: int


GIFT_CHOICES = ("cash", "ticket")
ACTION_TYPES: dict[str, type[Action]] = {
    "roll": Roll,
    "buy": Buy,
    "decline": Decline,
    "bid": Bid,
    "pass": Pass,
    "pay-bail": PayBail,
    "use-card": UseCard,
    "build": Build,
    "sell-building": SellBuilding,
    "sell-hotels": SellHotelsOutright,
    "mortgage": Mortgage,
    "unmortgage": Unmortgage,
    "keep-mortgage": KeepMortgage,
    "lift-mortgage": LiftMortgage,
    "pay": Pay,
    "declare-bankruptcy": DeclareBankruptcy,
    "claim-rent": ClaimRent,
    "end-turn": EndTurn,
    "propose-trade": ProposeTrade,
    "accept-trade": AcceptTrade,
    "reject-trade": RejectTrade,
    "choose-die": ChooseDie,
    "move": MoveTo,
    "use-ticket": UseTicket,
    "auction": ChooseAuctionProperty,
    "gift": ChooseGift,
    "build-depot": BuildDepot,
    "sell-depot": SellDepot,
    "cheat": Cheat,
    "accuse": Accuse,
    "sell-property": SellProperty,
    "play-card": PlayCard,
    "discard-card": DiscardCard,
    "draw": DrawCard,
    "return": ReturnDeed,
}
_KINDS: dict[type[Action], str] = {cls: kind for kind, cls in ACTION_TYPES.items()}

# Actions any player may take whenever the game waits for a decision.
FREE_ACTIONS = (
    Build,
    SellBuilding,
    SellHotelsOutright,
    Mortgage,
    Unmortgage,
    ProposeTrade,
    ClaimRent,
    BuildDepot,
    SellDepot,
    SellProperty,
    PlayCard,
)


def _inherited_kind(cls: type[Action]) -> str:
    """The tag of the nearest engine action type ``cls`` derives from ("" for ``Action`` itself)."""
    return next((_KINDS[base] for base in cls.__mro__ if base in _KINDS), "")
