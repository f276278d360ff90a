"""The presentation layer: the menus of every screen as typed data, above the core and below the screens.

A decision becomes a ``Menu`` of ``Item`` lines (``decision_menu``): each line an action, or what it opens
(``items``: a submenu, another bid, the trade builder, an accusation, a lookup), or why it is not allowed now
(``reasons``, in the player's language). ``follow`` is the one decoder of what a line opens; ``ShoutOffers`` the
one rule for when a person is asked to shout «Афёра!». The terminal (``play``) and the browser (``web``) only show
these and read the answer; neither imports the other. Which choices are legal always comes from the engine.
"""

from .context import Context, verbs_for
from .follow import Bidding, follow
from .items import (
    BID_OTHER,
    TRADE,
    Accusation,
    BidAmount,
    Choice,
    Item,
    Lookup,
    Menu,
    Opens,
    Step,
    Submenu,
    TradeOffer,
)
from .menus import HELP_TOPICS, decision_menu, submenu
from .reasons import not_now, why_not, worded
from .shout import ShoutOffers

__all__ = [
    "BID_OTHER",
    "HELP_TOPICS",
    "TRADE",
    "Accusation",
    "BidAmount",
    "Bidding",
    "Choice",
    "Context",
    "Item",
    "Lookup",
    "Menu",
    "Opens",
    "ShoutOffers",
    "Step",
    "Submenu",
    "TradeOffer",
    "decision_menu",
    "follow",
    "not_now",
    "submenu",
    "verbs_for",
    "why_not",
    "worded",
]
