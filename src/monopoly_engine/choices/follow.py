"""Where a line that is no action leads: the one decoder of what a menu line opens, for every screen."""

from __future__ import annotations

from dataclasses import dataclass

from monopoly_engine.core import properties
from monopoly_engine.core.decisions import AuctionDecision, BuildingAuctionDecision

from .cheaters import accuse_card_menu
from .context import Context
from .items import Accusation, BidAmount, Menu, Opens, Submenu, TradeOffer
from .menus import submenu


@dataclass(frozen=True, slots=True)
class Bidding:
    """Another bid to name: from ``low`` (the lowest the auction allows now) to ``cash`` (the bidder's)."""

    low: int
    cash: int


def follow(ctx: Context, seat: int, opens: Opens) -> Menu | Bidding | TradeOffer:
    """The next question a line that opens ``opens`` asks ``seat``: a menu (a submenu, the cards of an
    accusation), the range of a bid to name, or the trade builder (which each screen builds its own way).
    ``ValueError`` for what opens no question of the game (a lookup, a builder's own step)."""
    if isinstance(opens, Submenu):
        return submenu(ctx, seat, opens)
    if isinstance(opens, Accusation):
        return accuse_card_menu(ctx, seat, opens.accused)
    if isinstance(opens, BidAmount):
        top = ctx.game.decision
        if not isinstance(top, AuctionDecision | BuildingAuctionDecision):
            raise TypeError("no auction to bid in")
        return Bidding(properties.minimum_bid(ctx.game, top), ctx.game.state.players[seat].cash)
    if isinstance(opens, TradeOffer):
        return opens
    raise ValueError(f"{opens!r} opens no question of the game")
