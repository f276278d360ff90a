"""Pending decisions: who must decide what. The game keeps a stack of them; the top one is asked.

Each kind is small mutable data (an auction keeps its bids here) with a cheap ``copy`` for ``clone()``.
Resolving the top decision pops it and the game goes on with the one beneath.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Decision:
    player: int

    def copy(self) -> Decision:
        return self  # decisions without mutable fields are shared between clones


@dataclass(slots=True)
class TurnDecision(Decision):
    """The turn's own decision: roll (and the jail choices before the first roll) or end the turn."""


@dataclass(slots=True)
class BuyDecision(Decision):
    """Buy the unowned property the player stands on, or decline (it goes to auction)."""

    space: int


@dataclass(slots=True)
class AuctionDecision(Decision):
    """An auction of ``space``: ``player`` is the bidder asked now."""

    space: int
    bidders: list[int]  # still in, in seat order from the first asked
    high_bid: int = 0
    high_bidder: int = -1
    after: int = -1  # the seat the asking order starts after
    queue: tuple[int, ...] = ()  # properties auctioned next (a bankrupt's, one by one)

    def copy(self) -> AuctionDecision:
        return AuctionDecision(
            self.player, self.space, list(self.bidders), self.high_bid, self.high_bidder, self.after, self.queue
        )


@dataclass(slots=True)
class BuildingAuctionDecision(AuctionDecision):
    """The bank's last houses (hotels, skyscrapers: ``kind``) are wanted by more players than it has: one is auctioned.

    ``space`` is the street ``requester`` asked to build on. The others who could build are asked
    first; if none of them bids, the requester simply builds at the deed's price. The winner pays
    the bid and the building goes on the requested street (the requester's win) or on the winner's
    street where it raises the rent most.
    """

    requester: int = -1
    kind: str = "house"  # "house", "hotel" or "skyscraper"

    def copy(self) -> BuildingAuctionDecision:
        return BuildingAuctionDecision(
            self.player, self.space, list(self.bidders), self.high_bid, self.high_bidder, self.after, self.queue,
            self.requester, self.kind,
        )  # fmt: skip


@dataclass(slots=True)
class Debt:
    debtor: int
    creditor: int  # -1: the bank
    amount: int
    reason: str  # "rent", "tax", "card", "fine", "fee", "repairs"
    space: int = -1  # the property whose rent this is, if any


@dataclass(slots=True)
class DebtDecision(Decision):
    """``player`` owes more than their cash: raise money (sell, mortgage, trade) then pay, or go bankrupt.

    ``then_move`` is a move still owed after the payment (the fine after a third failed jail roll).
    """

    debt: Debt
    then_move: int = 0
    queue: tuple[Debt, ...] = ()  # debts collected after this one, in order

    def copy(self) -> DebtDecision:
        return self  # the debt is never mutated in place


@dataclass(slots=True)
class TradeDecision(Decision):
    """``player`` must accept or reject the trade ``proposer`` offered."""

    proposer: int
    give_spaces: tuple[int, ...]
    give_cash: int
    give_cards: tuple[tuple[str, int], ...]
    get_spaces: tuple[int, ...]
    get_cash: int
    get_cards: tuple[tuple[str, int], ...]


@dataclass(slots=True)
class MortgageDecision(Decision):
    """``player`` received mortgaged properties: keep each mortgage (pay the interest) or lift it."""

    spaces: list[int] = field(default_factory=list)

    def copy(self) -> MortgageDecision:
        return MortgageDecision(self.player, list(self.spaces))


@dataclass(slots=True)
class ChooseDieDecision(Decision):
    """Speed die, bus face: move by one white die or by their sum (``dice`` are the white dice)."""

    dice: tuple[int, ...] = ()


@dataclass(slots=True)
class ChooseSquareDecision(Decision):
    """Speed die, a triple: choose any square to go to."""


@dataclass(slots=True)
class AuctionSquareDecision(Decision):
    """Mega, the Auction square: name an unowned property to put up for auction."""


@dataclass(slots=True)
class GiftDecision(Decision):
    """Mega, the Birthday Gift square: take the cash or a bus ticket."""


@dataclass(slots=True)
class DeckChoiceDecision(Decision):
    """Free Parking with ``free_parking = "draw-card"``: draw a Chance or a Community Chest card."""


@dataclass(slots=True)
class CardLimitDecision(Decision):
    """``player`` holds more cards of ``deck`` than ``max_held_per_deck``: play or discard one of them."""

    deck: str = ""


@dataclass(slots=True)
class ReturnDeedDecision(Decision):
    """A card makes ``player`` give one of their streets to the bank, of their choice."""


# The decisions a player's own move raises about the square it reached: going to jail ends the move (the token has
# left that square and the turn is over), so they go with it. An auction, a debt, a trade, a card limit or a deed to
# give back are not about the move and stay.
MOVE_DECISIONS = (BuyDecision, DeckChoiceDecision, ChooseDieDecision, ChooseSquareDecision)
