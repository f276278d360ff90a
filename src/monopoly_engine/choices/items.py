"""A menu as data: its lines, what each line does (an action) or opens (another question), and why a line is
not allowed now.

A line that is no action says what it opens with a typed value, never a command string: a ``Submenu`` (the
lines of one kind of free action, or a Cheaters menu), a ``BidAmount`` (another bid, an amount the player
names), the ``TradeOffer`` builder, an ``Accusation`` (which cheat a player made), a ``Lookup`` (history, a
deed, ...), or a ``Step`` of a builder's own menu. ``follow`` turns what a line opens into the next question;
each screen (the terminal, the browser) only shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from monopoly_engine.core.actions import Action


@dataclass(frozen=True, slots=True)
class Submenu:
    """The menu of one kind of free action (``build``, ``sell``, ...) or of the Cheaters edition (``cheat``)."""

    name: str


@dataclass(frozen=True, slots=True)
class BidAmount:
    """Another bid than the lowest: an amount the player names, from the lowest allowed to their cash."""


@dataclass(frozen=True, slots=True)
class TradeOffer:
    """The trade builder: a partner, then what goes each way."""


@dataclass(frozen=True, slots=True)
class Accusation:
    """Cheaters: which cheat ``accused`` made (the cards to name)."""

    accused: int


@dataclass(frozen=True, slots=True)
class Lookup:
    """Something to look up at any prompt (``history``, ``deed``, ``sets``, ``holdings``), with what follows
    its word (``deed boardwalk``)."""

    name: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class Step:
    """A step of a builder's own menu (the trade builder's "add a property you give", ...); the builder that made
    the menu reads it."""

    name: str


Opens = Submenu | BidAmount | TradeOffer | Accusation | Lookup | Step

# The submenus of the free actions, and of the Cheaters edition.
SUBMENU_BUILD = Submenu("build")
SUBMENU_SELL = Submenu("sell")
SUBMENU_MORTGAGE = Submenu("mortgage")
SUBMENU_UNMORTGAGE = Submenu("unmortgage")
SUBMENU_DEPOTS = Submenu("depots")
SUBMENU_TICKET = Submenu("ticket")
SUBMENU_PLAY = Submenu("play-card")
SUBMENU_SELL_PROPERTY = Submenu("sell-property")
SUBMENU_CHEAT = Submenu("cheat")
SUBMENU_ACCUSE = Submenu("accuse")
TRADE = TradeOffer()
BID_OTHER = BidAmount()


@dataclass
class Item:
    """One line of a menu: an action, or what the line opens (a submenu, another amount, ...), or neither (a
    line that answers "no": skip a claim, do not shout). ``reason``: why it is not allowed now."""

    label: str
    action: Action | None = None
    opens: Opens | None = None
    reason: str | None = None
    verbs: tuple[str, ...] = ()
    value: object = None  # what a builder menu's line stands for (a space, a card, a player)

    @property
    def enabled(self) -> bool:
        return self.reason is None


@dataclass
class Menu:
    """A question and its lines. Enabled lines are numbered 1, 2, ... in order; ``back``: 0 goes back."""

    title: str
    items: list[Item]
    topic: str  # the help topic (``help.<topic>`` in the catalogs)
    details: list[str] = field(default_factory=list)
    back: bool = False
    bid: tuple[int, int] | None = None  # auction: (lowest bid, the bidder's cash); a bare number is a bid

    @property
    def choices(self) -> list[Item]:
        return [item for item in self.items if item.enabled]


@dataclass
class Choice:
    """What the player chose: an item (its action, or what it opens), a bid amount, a lookup, or one of the
    prompt's own words (``command``: ``help``, ``quit``, ``back``)."""

    item: Item | None = None
    action: Action | None = None
    opens: Opens | None = None
    command: str = ""
