"""The data an edition is made of: spaces, colour groups, card decks and rule options.

These are plain frozen records built once by the edition loader (``monopoly_engine.editions``) and shared,
read-only, by every game of that edition. The engine never mutates them, so cloning a game never
copies them. Indices are used on the hot path; ids and names are for people and files.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

# Space kinds.
GO = "go"
STREET = "street"
RAILROAD = "railroad"
UTILITY = "utility"
TAX = "tax"
CHANCE = "chance"
COMMUNITY_CHEST = "community-chest"
JAIL = "jail"
FREE_PARKING = "free-parking"
GO_TO_JAIL = "go-to-jail"
AUCTION = "auction"  # Mega: put an unowned property of one's choice up for auction
BUS_TICKET = "bus-ticket"  # Mega: take a bus ticket
BIRTHDAY_GIFT = "birthday-gift"  # Mega: 100 from the bank or a bus ticket

SPACE_KINDS = (
    GO, STREET, RAILROAD, UTILITY, TAX, CHANCE, COMMUNITY_CHEST, JAIL, FREE_PARKING, GO_TO_JAIL,
    AUCTION, BUS_TICKET, BIRTHDAY_GIFT,
)  # fmt: skip
PROPERTY_KINDS = (STREET, RAILROAD, UTILITY)
CARD_SPACE_KINDS = (CHANCE, COMMUNITY_CHEST)
BUS_TICKETS = "bus-tickets"  # Mega: the deck of bus tickets, drawn by the bus face and two squares, never refilled
DECK_IDS = (*CARD_SPACE_KINDS, BUS_TICKETS)

# Card effect types.
MOVE_TO = "move-to"
MOVE_NEAREST = "move-nearest"
MOVE_BY = "move-by"
COLLECT = "collect"
PAY = "pay"
PAY_EACH_PLAYER = "pay-each-player"
COLLECT_FROM_EACH_PLAYER = "collect-from-each-player"
REPAIRS = "repairs"
GO_TO_JAIL_CARD = "go-to-jail"
GET_OUT_OF_JAIL_FREE = "get-out-of-jail-free"
BUS_TICKET_CARD = "bus-ticket"  # the effect of every card of the bus-tickets deck
# Cheaters (``cheaters-ru``): cards held until played (``play-card``), and immediate ones.
SEND_TO_JAIL = "send-to-jail"
REDUCED_RENT = "reduced-rent"
MOVE_HOTEL = "move-hotel"
PLACE_HOTEL = "place-hotel"
RETURN_DEED = "return-deed"
BUY_FROM_BANK = "buy-from-bank"
SWAP_PLACES = "swap-places"
BRIBE = "bribe"

CARD_EFFECTS = (
    MOVE_TO,
    MOVE_NEAREST,
    MOVE_BY,
    COLLECT,
    PAY,
    PAY_EACH_PLAYER,
    COLLECT_FROM_EACH_PLAYER,
    REPAIRS,
    GO_TO_JAIL_CARD,
    GET_OUT_OF_JAIL_FREE,
    BUS_TICKET_CARD,
    SEND_TO_JAIL,
    REDUCED_RENT,
    MOVE_HOTEL,
    PLACE_HOTEL,
    RETURN_DEED,
    BUY_FROM_BANK,
    SWAP_PLACES,
    BRIBE,
)

# When a held card may be played: at the holder's own turn decision, or at any decision point.
WHEN_OWN_TURN = "own-turn"
WHEN_ANY = "any"
CARD_WHEN = (WHEN_OWN_TURN, WHEN_ANY)

# ``return-deed``: which street goes back to the bank.
MOST_VALUABLE = "most-valuable"
HOLDER_CHOOSES = "holder"
RETURN_CHOICES = (MOST_VALUABLE, HOLDER_CHOOSES)

# The kinds of cheat a «Афёра» card may name (``CheatCard.action``), and their argument kinds.
CHEAT_KINDS = (
    "steal-from-bank",
    "pickpocket",
    "extra-salary",
    "extra-steps",
    "wrong-token",
    "short-change",
    "overcharge",
    "foreign-rent",
    "remove-hotel",
    "place-hotel",
    "move-hotel",
    "steal-deed",
    "jailbreak",
    "extra-card",
    "cheap-buy",
)
CHEAT_ARG_KINDS = ("amount", "player", "space", "steps", "deck")
CHEAT_WHO = ("any", "current-player", "own-turn", "prisoner")

# Values of the string rule options.
RAILROAD_LANDINGS = ("buy", "hop")
FREE_PARKING_RULES = ("nothing", "draw-card")
GAME_ENDS = ("bankruptcy", "all-owned-then-go")

HOTEL = 5  # building level of a hotel: 0-4 are houses.
SKYSCRAPER = 6  # Mega: building level of a skyscraper (it replaces the hotel).


@dataclass(frozen=True, slots=True)
class Space:
    """One square of the board."""

    index: int
    id: str
    name: str
    kind: str
    group: str | None = None
    price: int = 0
    rent: tuple[int, ...] = ()  # street: base, 1-4 houses, hotel (, skyscraper); railroad: by count owned
    multipliers: tuple[int, ...] = ()  # utility: dice multiplier by count owned
    house_cost: int = 0
    hotel_cost: int = 0
    mortgage: int = 0
    amount: int = 0  # tax; birthday gift: the cash offered
    for_sale: bool = True  # False: a railroad nobody can own (cheaters: the stations are only hopped through)
    skyscraper_cost: int = 0  # street, when the edition has skyscrapers
    depot_cost: int = 0  # railroad, when the edition has depots
    name_it: str = ""  # the Italian name, where the edition file gives one
    derived: tuple[str, ...] = ()  # fields whose values the sources lack: derived by the edition's provenance rules

    @property
    def is_property(self) -> bool:
        return self.kind in PROPERTY_KINDS and self.for_sale


@dataclass(frozen=True, slots=True)
class Group:
    """A colour group (or the railroads, or the utilities): the spaces that make a set."""

    id: str
    name: str
    color: str
    spaces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardEffect:
    """What a card does. Only the fields its ``type`` needs are meaningful."""

    type: str
    target: int = -1  # move-to: space index
    collect_salary: bool = True  # move-to / move-nearest: salary when passing GO
    kind: str = ""  # move-nearest: space kind to look for
    rent_multiplier: int = 1  # move-nearest (railroad): rent multiplied by this
    dice_multiplier: int = 0  # move-nearest (utility): rent is a fresh roll times this
    steps: int = 0  # move-by
    amount: int = 0  # collect / pay / pay-each-player / collect-from-each-player
    per_house: int = 0  # repairs
    per_hotel: int = 0  # repairs
    per_skyscraper: int = 0  # repairs
    per_depot: int = 0  # repairs
    expire_others: bool = False  # bus-ticket: every other held ticket is discarded when this one is drawn
    backward: bool = False  # move-to: counter-clockwise, never passing GO
    percent: int = 0  # reduced-rent: the share of the due rent paid
    cost: int = 0  # place-hotel
    choice: str = ""  # return-deed: "most-valuable" or "holder"
    pay: int = 0  # bribe: paid to the bank first
    collect: int = 0  # bribe: then collected from the bank


@dataclass(frozen=True, slots=True)
class Card:
    """One card of a deck. ``id`` is stable across editions for the same effect."""

    deck: str
    id: str
    text: str
    effect: CardEffect
    keep: bool = False  # held until played (get-out-of-jail-free cards always are)
    when: str = ""  # a held card other than get-out-of-jail-free: "own-turn" or "any"

    @property
    def ref(self) -> str:
        return f"{self.deck}/{self.id}"


@dataclass(frozen=True, slots=True)
class CheatCard:
    """One «Афёра» card (``cheaters-ru``): what it lets a player do secretly, its reward and its penalty.

    The engine reads these only when the rule option ``cheats`` is on (``core/cheats.py``).
    """

    id: str
    title: str  # in the edition's language
    title_en: str
    text: str
    action: str  # what the cheat does: one of the cheat kinds of ``core/cheats.py`` (the card id, by design)
    args: tuple[str, ...] = ()  # argument kinds, in order: "amount", "player", "space", "steps", "deck"
    max: int = 0  # amounts: at most this (multiples of ``step``, at least ``step``)
    step: int = 0
    choices: tuple[int, ...] = ()  # "steps": the allowed values
    who: str = "any"  # "any", "current-player", "own-turn", "prisoner"
    reward: int = 0  # collected from the bank if undetected when the window closes
    undo: bool = True  # caught: the cheat's transfers are reversed
    penalty: int = 0  # caught: paid to ``penalty_to``
    penalty_hotel_cost: bool = False  # caught: the penalty is the hotel cost of the cheat's street
    penalty_to: str = "bank"  # "bank" or "victim"
    jail: bool = False  # caught: the cheater goes to jail


@dataclass(frozen=True, slots=True)
class Deck:
    id: str
    name: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Rules:
    """Rule options. Every field can be overridden per game (``--option k=v``); their types, ranges and the
    editions they apply to are in ``rule_options.RULE_OPTIONS``."""

    starting_cash: int = 1500
    go_salary: int = 200
    jail_fine: int = 50
    max_jail_tries: int = 3
    max_doubles: int = 3  # the third double in a turn sends the player to jail
    opening_bid: int = 10
    min_raise: int = 1
    building_auction_opening_bid: int = 10
    houses: int = 32
    hotels: int = 12
    set_rent_multiplier: int = 2  # unimproved street in a complete set
    building_sell_percent: int = 50
    mortgage_interest_percent: int = 10
    utility_rent_roll: str = "fresh"  # "fresh": roll again for the rent; "movement": use the moving roll
    rent_must_be_claimed: bool = False
    speed_die: bool = False  # the Speed Die advanced game (003): +1000 each, a third die after passing GO
    mega_dice: bool = False  # Mega (002): the speed die from the first turn, bus tickets, triples without jail
    skyscrapers: int = 0  # the bank's skyscrapers (a level above the hotel); 0: none in this edition
    depots: int = 0  # the bank's railroad depots (double a station's rent); 0: none in this edition
    # Owning all streets of a group of 3 or more but one: build there, unimproved rent times this; 0: off.
    majority_rent_multiplier: int = 0
    # Mega (002): a group's hotels may also be sold outright, leaving the streets bare (``sell-hotels``).
    hotel_sale_outright: bool = False
    min_players: int = 2
    max_players: int = 8
    # Cheaters (004) rule modules; the defaults leave every other edition as it is.
    mortgages: bool = True  # False: no mortgage verbs
    hotels_only: bool = False  # build goes 0 -> hotel; no houses; buildings are never sold
    railroad_landing: str = "buy"  # "hop": a station moves the token on to the next one and ends the turn
    free_parking: str = "nothing"  # "draw-card": the player draws a Chance or Community Chest card
    max_held_per_deck: int = 0  # held cards per deck (0: no limit); a second one must be played or discarded
    one_prisoner: bool = False  # a new prisoner frees the old one (the handcuff)
    sell_to_bank: bool = False  # sell-property: a street to the bank at its nominal value
    end: str = "bankruptcy"  # "all-owned-then-go": all streets owned, everyone back on GO, final rent, richest wins
    cheats: bool = False  # the cheat cards («Афёра»): hidden actions and accusations
    face_up_cheats: int = 5
    false_accusation_fee: int = 100
    cheat_marker: bool = True  # a public "something happened" entry for each cheat
    open_auction: bool = False  # a bidder still in may bid without waiting to be asked (004: no turn order)
    # The stall budget (the books set no limit, but a digital game must end): trade offers one player may make in
    # one turn, and free actions (building, selling, mortgages, offers, cards, cheats) one player may take while
    # one decision waits. Far above what honest play takes (docs/rule-options.md says how far).
    max_offers_per_turn: int = 25
    max_free_actions_per_decision: int = 1000

    def with_options(self, options: dict[str, Any]) -> Rules:
        """A copy with ``options`` applied; ``RuleOptionError`` (a ``ValueError``) names an unknown or mistyped
        option. Whether the result suits an edition is ``rule_options.check_rules``' question."""
        from .rule_options import apply_options  # the option table imports this module

        return apply_options(self, options)[0]

    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True, slots=True)
class Edition:
    """A complete edition: board, groups, decks and default rules. Built by the loader, never mutated."""

    id: str
    name: str
    language: str
    currency: str
    spaces: tuple[Space, ...]
    groups: dict[str, Group]
    decks: dict[str, Deck]
    rules: Rules
    source: str = ""
    provenance: dict[str, str] = field(default_factory=dict, compare=False)  # how derived values were made
    cheats: tuple[CheatCard, ...] = ()  # the «Афёра» cards, in edition order
    setup_hotels: tuple[int, ...] = ()  # streets that carry a hotel (from the bank's supply) at the start
    recommended_players: tuple[int, int] = (2, 8)  # the box's count, (fewest, most); the rules may accept more
    rule_book: str = "classic"  # whose rule book the game is played by: "classic", "mega" or "cheaters"
    # The edition's words in other languages, language -> {"name", "groups", "spaces", "decks", "cheats"}, each
    # complete (the loader checks it); ``editions.texts.in_language`` makes the edition that speaks one of them.
    texts: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False)
    # One line saying what the edition is, language -> text (its own language among them): for a lobby or a listing
    # (``editions.texts.description``); the rules never read it.
    description: dict[str, str] = field(default_factory=dict, compare=False)
    # Derived lookups, filled in by ``__post_init__`` for the hot path.
    space_ids: dict[str, int] = field(default_factory=dict, compare=False)
    jail_index: int = field(default=-1, compare=False)
    properties: tuple[int, ...] = field(default=(), compare=False)
    group_of: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    # per space: the first space of its group (itself when it has none), where ``GameState.group_version`` counts
    group_head: tuple[int, ...] = field(default=(), compare=False)
    # kind -> for each start square, the first square of that kind ahead of it going round the board
    # (the start itself when it is the only one): the "advance to the nearest ..." cards.
    nearest: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False)
    cheat_ids: dict[str, CheatCard] = field(default_factory=dict, compare=False)  # card id -> cheat card

    def __post_init__(self) -> None:
        object.__setattr__(self, "space_ids", {s.id: s.index for s in self.spaces})
        object.__setattr__(self, "cheat_ids", {c.id: c for c in self.cheats})
        jails = [s.index for s in self.spaces if s.kind == JAIL]
        object.__setattr__(self, "jail_index", jails[0] if jails else -1)
        object.__setattr__(self, "properties", tuple(s.index for s in self.spaces if s.is_property))
        group_of = tuple(self.groups[s.group].spaces if s.group in self.groups else () for s in self.spaces)
        object.__setattr__(self, "group_of", group_of)
        object.__setattr__(self, "group_head", tuple(group[0] if group else s for s, group in enumerate(group_of)))
        n = len(self.spaces)
        nearest = {}
        for kind in {s.kind for s in self.spaces}:
            ahead = []
            for start in range(n):
                steps = range(1, n + 1)
                ahead.append(next((start + k) % n for k in steps if self.spaces[(start + k) % n].kind == kind))
            nearest[kind] = tuple(ahead)
        object.__setattr__(self, "nearest", nearest)

    @property
    def size(self) -> int:
        return len(self.spaces)

    def space_index(self, ref: str | int) -> int:
        """The index of a space given by index or id; ``KeyError`` with a readable message otherwise."""
        if isinstance(ref, int) and not isinstance(ref, bool):
            if 0 <= ref < len(self.spaces):
                return ref
            raise KeyError(f"no space {ref} on the {self.id} board (0-{len(self.spaces) - 1})")
        text = str(ref).strip()
        if text.lstrip("-").isdigit() and len(text) < 10:
            return self.space_index(int(text))
        if text in self.space_ids:
            return self.space_ids[text]
        shown = text if len(text) <= 40 else text[:40] + "..."  # a message quotes a short excerpt of bad input
        raise KeyError(f"no space {shown!r} on the {self.id} board")

    def cheat(self, card_id: str) -> CheatCard | None:
        """The cheat card with this id; None when the edition has none by that id."""
        return self.cheat_ids.get(card_id)

    def card(self, ref: str) -> Card:
        """A card by ``deck/card-id``."""
        deck_id, _, card_id = ref.partition("/")
        deck = self.decks.get(deck_id)
        if deck is None:
            raise KeyError(f"no deck {deck_id!r} in {self.id} (decks: {', '.join(self.decks)})")
        for card in deck.cards:
            if card.id == card_id:
                return card
        raise KeyError(f"no card {card_id!r} in the {deck_id} deck of {self.id}")

    def card_index(self, ref: str) -> tuple[str, int]:
        """``(deck id, index in the deck)`` of the first card with this ``deck/card-id``."""
        deck_id = ref.partition("/")[0]
        card = self.card(ref)
        return deck_id, self.decks[deck_id].cards.index(card)
