"""The schema of the rule options: each option's type, range and the editions it applies to, in one table.

Every way a game gets its rules goes through here: an edition file's ``rules``, ``--option KEY=VALUE`` on any
command, a scenario's ``options``, a log's or save's header. ``apply_options`` reads the values (types and
ranges); ``check_rules`` refuses the combinations the engine was not built for, with the reason, before a
game starts. The table says what each option means; ``docs/rule-options.md`` is generated from it.

The editions an option applies to are said by what the edition's board has (``EditionFeatures``): houses,
mortgage values, utilities, stations for sale, skyscraper rents, depot costs, bus tickets, cheat cards. An
option given for an edition whose board lacks what it acts on is refused: it would do nothing, or worse.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from .edition import (
    BUS_TICKETS,
    FREE_PARKING_RULES,
    GAME_ENDS,
    RAILROAD,
    RAILROAD_LANDINGS,
    STREET,
    UTILITY,
    Edition,
    Rules,
)

MONEY_MAX = 10**9  # any amount an option sets: enough that nobody ever goes bankrupt (the convergence tests)
SUPPLY_MAX = 1_000  # any count of buildings in the bank
_DIGITS = re.compile(r"[+-]?[0-9]+")
_EXCERPT = 40  # characters of a bad value quoted in a message
_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


class RuleOptionError(ValueError):
    """A rule option that cannot be used: ``option`` is its name, ``key`` as it was written, ``detail`` what is
    wrong with it (the message is ``rule option 'NAME' DETAIL``)."""

    def __init__(self, option: str, detail: str, key: Any = None, *, named: bool = True) -> None:
        problem = f"rule option {option!r} {detail}" if named else detail
        super().__init__(problem)
        self.option = option
        self.key = option if key is None else key
        self.detail = detail
        self.problem = problem


@dataclass(frozen=True, slots=True)
class EditionFeatures:
    """What an edition's board and rule book have, as far as the rule options care."""

    id: str
    rule_book: str  # "classic", "mega" or "cheaters"
    houses: bool  # its streets carry house costs
    mortgages: bool  # its properties carry mortgage values
    utilities: bool
    stations_for_sale: bool
    skyscraper_rents: bool  # every street has a seventh rent, the skyscraper's
    depot_costs: bool  # every railroad has a depot cost
    bus_tickets: bool  # the bus-tickets deck
    cheat_cards: int
    setup_hotels: int  # hotels the edition puts on the board at the start

    @classmethod
    def of(cls, edition: Edition) -> EditionFeatures:
        streets = [s for s in edition.spaces if s.kind == STREET]
        railroads = [s for s in edition.spaces if s.kind == RAILROAD]
        properties = [s for s in edition.spaces if s.is_property]
        return cls(
            id=edition.id,
            rule_book=edition.rule_book,
            houses=bool(streets) and all(s.house_cost > 0 for s in streets),
            mortgages=bool(properties) and all(s.mortgage > 0 for s in properties),
            utilities=any(s.kind == UTILITY for s in edition.spaces),
            stations_for_sale=any(s.is_property for s in railroads),
            skyscraper_rents=bool(streets) and all(len(s.rent) >= 7 for s in streets),
            depot_costs=bool(railroads) and all(s.depot_cost > 0 for s in railroads),
            bus_tickets=BUS_TICKETS in edition.decks,
            cheat_cards=len(edition.cheats),
            setup_hotels=len(edition.setup_hotels),
        )


@dataclass(frozen=True, slots=True)
class Scope:
    """The editions an option applies to: ``test`` on their features; ``lacking`` says why another is left out."""

    name: str
    test: Callable[[EditionFeatures], bool]
    lacking: str


EVERY_EDITION = Scope("every edition", lambda f: True, "")
WITH_HOUSES = Scope("editions with houses", lambda f: f.houses, "its streets have no houses")
WITH_MORTGAGES = Scope("editions with mortgages", lambda f: f.mortgages, "its properties have no mortgage values")
WITH_UTILITIES = Scope("editions with utilities", lambda f: f.utilities, "it has no utilities")
WITH_SKYSCRAPERS = Scope(
    "editions with skyscraper rents (mega)", lambda f: f.skyscraper_rents, "its streets have no skyscraper rent"
)
WITH_DEPOTS = Scope("editions with depot costs (mega)", lambda f: f.depot_costs, "its railroads have no depot cost")
WITH_BUS_TICKETS = Scope("editions with bus tickets (mega)", lambda f: f.bus_tickets, "it has no bus tickets")
WITH_CHEAT_CARDS = Scope(
    "editions with cheat cards (cheaters-ru)", lambda f: f.cheat_cards > 0, "it has no cheat cards"
)
MEGA_BOOK = Scope("the Mega rule book (mega)", lambda f: f.rule_book == "mega", "it is not played by the Mega book")
CHEATERS_BOOK = Scope(
    "the Cheaters rule book (cheaters-ru)", lambda f: f.rule_book == "cheaters", "it is not played by the Cheaters book"
)


@dataclass(frozen=True, slots=True)
class RuleOption:
    """One rule option: its type (``bool``, ``int`` or ``str`` with ``choices``), range and scope."""

    name: str
    type: type
    meaning: str
    low: int = 0
    high: int = 0
    why: str = ""  # one line: why the range ends where it does (said when a value is refused)
    choices: tuple[str, ...] = ()
    scope: Scope = EVERY_EDITION

    @property
    def range_text(self) -> str:
        if self.type is bool:
            return "true, false"
        if self.choices:
            return ", ".join(self.choices)
        return f"{self.low}-{self.high}"


def _money(name: str, meaning: str, low: int = 0, why: str = "", scope: Scope = EVERY_EDITION) -> RuleOption:
    return RuleOption(name, int, meaning, low, MONEY_MAX, why, scope=scope)


# The table. The order is the order of ``Rules``' fields (a test checks they are the same options).
RULE_OPTIONS: tuple[RuleOption, ...] = (
    _money("starting_cash", "Cash each player starts with (the Speed Die game adds 1000)."),
    _money("go_salary", "Salary collected on passing or landing on GO."),
    _money("jail_fine", "Fine paid to leave jail."),
    RuleOption("max_jail_tries", int,
               "Turns a prisoner may try for doubles; after the last failed try the fine is paid.",
               1, 10, "a prisoner gets at least one try"),
    RuleOption("max_doubles", int, "Doubles in one turn that send the player to jail (3: the third double).",
               1, 10, "at least one roll of doubles must count"),
    _money("opening_bid", "The lowest first bid of a property auction.", 1, "a bid of nothing is no bid"),
    _money("min_raise", "The least a bid must raise the one before.", 1, "with no raise an auction never ends"),
    _money("building_auction_opening_bid", "The opening bid of an auction of the bank's last houses or hotels.",
           1, "a bid of nothing is no bid", WITH_HOUSES),
    RuleOption("houses", int, "Houses in the bank.", 0, SUPPLY_MAX, scope=WITH_HOUSES),
    RuleOption("hotels", int, "Hotels in the bank (in cheaters-ru including the one put on the board at the start).",
               0, SUPPLY_MAX),
    RuleOption("set_rent_multiplier", int,
               "Rent of an unimproved street of a complete colour group, times the base rent.",
               1, 10, "an owned street's rent is never less than its base rent"),
    RuleOption("building_sell_percent", int, "Share of its cost a building is sold back to the bank for.", 0, 99,
               "at 100 building costs nothing: a bot builds and sells forever", scope=WITH_HOUSES),
    RuleOption("mortgage_interest_percent", int, "Interest paid on lifting a mortgage, percent of the mortgage value.",
               0, 100, scope=WITH_MORTGAGES),
    RuleOption("utility_rent_roll", str, "A utility's rent: dice rolled afresh, or the roll that moved the token.",
               choices=("fresh", "movement"), scope=WITH_UTILITIES),
    RuleOption("rent_must_be_claimed", bool,
               "The owner must ask for the rent before the next player rolls, or lose it."),
    RuleOption("speed_die", bool, "The Speed Die game: a third die from a player's first pass of GO, 1000 more cash."),
    RuleOption("mega_dice", bool,
               "The Mega dice: the speed die from the first turn, bus tickets, triples without jail.",
               scope=WITH_BUS_TICKETS),
    RuleOption("skyscrapers", int, "Skyscrapers in the bank (a level above the hotel).", 0, SUPPLY_MAX,
               scope=WITH_SKYSCRAPERS),
    RuleOption("depots", int, "Railroad depots in the bank (a depot doubles a station's rent).", 0, SUPPLY_MAX,
               scope=WITH_DEPOTS),
    RuleOption("majority_rent_multiplier", int,
               "Owning all streets but one of a group of 3 or more: build there, and the unimproved rent times this "
               "(0: off).", 0, 10, scope=WITH_HOUSES),
    RuleOption("hotel_sale_outright", bool,
               "A group's hotels may also be sold outright, all together, leaving the streets bare (half the hotel's "
               "price and half the price of 4 houses each, no houses needed from the bank).", scope=MEGA_BOOK),
    RuleOption("min_players", int, "The fewest players a game accepts.", 2, 8,
               "a game is between 2 and 8 players (the tokens of the box)"),
    RuleOption("max_players", int, "The most players a game accepts.", 2, 8,
               "a game is between 2 and 8 players (the tokens of the box)"),
    RuleOption("mortgages", bool, "Properties can be mortgaged (false: no mortgage verbs)."),
    RuleOption("hotels_only", bool, "Building goes straight from a bare street to a hotel; buildings are never sold.",
               scope=CHEATERS_BOOK),
    RuleOption("railroad_landing", str,
               "A token landing on a station: buy it (or pay rent), or hop on to the next one.",
               choices=RAILROAD_LANDINGS, scope=CHEATERS_BOOK),
    RuleOption("free_parking", str, "Free Parking does nothing, or the player draws a Chance or Community Chest card.",
               choices=FREE_PARKING_RULES),
    RuleOption("max_held_per_deck", int, "Held cards of each deck (0: no limit); one more must be played or discarded.",
               0, 9),
    RuleOption("one_prisoner", bool, "One prisoner at a time: a new prisoner frees the old one (the handcuff)."),
    RuleOption("sell_to_bank", bool, "A street can be sold to the bank at its price (the way to raise money without "
               "mortgages)."),
    RuleOption("end", str, "The game ends at the last bankruptcy, or when all streets are owned and everyone is back "
               "on GO (the richest wins).", choices=GAME_ENDS, scope=CHEATERS_BOOK),
    RuleOption("cheats", bool, "The cheat cards: hidden actions and accusations.", scope=WITH_CHEAT_CARDS),
    RuleOption("face_up_cheats", int, "Cheat cards laid face up.", 1, 99, scope=WITH_CHEAT_CARDS),
    _money("false_accusation_fee", "Paid by a player whose accusation of cheating is wrong.", scope=WITH_CHEAT_CARDS),
    RuleOption("cheat_marker", bool, "A public \"something happened\" entry for each cheat.", scope=WITH_CHEAT_CARDS),
    RuleOption("open_auction", bool, "A bidder still in may bid without waiting to be asked (no turn order)."),
    RuleOption("max_offers_per_turn", int,
               "Trade offers one player may make in one turn (anyone's); an offer refused in a turn may not be made "
               "again to the same partner in that turn.", 10, 100_000,
               "fewer could refuse an honest player's offers, one to each opponent"),
    RuleOption("max_free_actions_per_decision", int,
               "Free actions (build, sell, mortgage, offer, play a card, cheat) one player may take while one "
               "decision waits; then only the decision's answers.", 500, 1_000_000,
               "fewer could refuse honest play: building every street of Mega's board up to a skyscraper, then "
               "mortgaging, takes a few hundred"),
)  # fmt: skip
OPTIONS: dict[str, RuleOption] = {option.name: option for option in RULE_OPTIONS}


@dataclass(frozen=True, slots=True)
class Combination:
    """A combination of option values the engine was not built for. ``problem`` says why, or None when fine."""

    option: str  # the option the refusal names
    problem: Callable[[Rules, EditionFeatures], str | None]
    about: str  # for the documentation


def _sell_to_bank(rules: Rules, f: EditionFeatures) -> str | None:
    if rules.sell_to_bank and rules.mortgages:  # a mortgaged street was sold at its price, still mortgaged
        return (
            "cannot be on with 'mortgages': "
            "the Cheaters book sells streets to the bank only where there are no mortgages"
        )
    if rules.sell_to_bank and not rules.hotels_only:  # houses were left standing on a street the bank took back
        return "needs 'hotels_only': a street is sold to the bank with its hotel, and houses have no such rule"
    return None


def _hotels_only(rules: Rules, f: EditionFeatures) -> str | None:
    if rules.hotels_only and rules.skyscrapers:
        return "cannot be on with skyscrapers: a skyscraper replaces a hotel built on four houses"
    if rules.hotels_only and rules.mortgages:
        return "cannot be on with 'mortgages': hotels are never sold, so a built street could never be mortgaged"
    if not rules.hotels_only and not f.houses:
        return f"must be on in {f.id}: its streets have no house costs"
    return None


COMBINATIONS: tuple[Combination, ...] = (
    Combination(
        "speed_die",
        lambda r, f: "and 'mega_dice' exclude each other: the Mega dice already include a speed die"
        if r.speed_die and r.mega_dice else None,
        "`speed_die` and `mega_dice` exclude each other.",
    ),
    Combination(
        "min_players",
        lambda r, f: f"must not be more than max_players ({r.max_players}), got {r.min_players}"
        if r.min_players > r.max_players else None,
        "`min_players` is at most `max_players`.",
    ),
    Combination("sell_to_bank", _sell_to_bank, "`sell_to_bank` needs `hotels_only` and no `mortgages`."),
    Combination(
        "hotels_only", _hotels_only,
        "`hotels_only` excludes `mortgages` and skyscrapers, and is on where streets have no house costs.",
    ),
    Combination(
        "mortgages",
        lambda r, f: f"cannot be on in {f.id}: its properties have no mortgage values"
        if r.mortgages and not f.mortgages else None,
        "`mortgages` is off where properties have no mortgage values.",
    ),
    Combination(
        "railroad_landing",
        lambda r, f: (
            f"must be 'hop' in {f.id}: its stations are not for sale" if r.railroad_landing != "hop"
            else f"must be 'buy' in {f.id}: its stations are for sale"
        ) if (r.railroad_landing == "hop") == f.stations_for_sale else None,
        "`railroad_landing` is `hop` exactly where stations are not for sale.",
    ),
    Combination(
        "hotels",
        lambda r, f: f"is {r.hotels}, but {f.id} puts {f.setup_hotels} hotel(s) from the bank on the board at the start"
        if r.hotels < f.setup_hotels else None,
        "`hotels` is at least the hotels an edition puts on the board at the start.",
    ),
    Combination(
        "skyscrapers",
        lambda r, f: f"needs a skyscraper rent on every street, {f.id} has none"
        if r.skyscrapers and not f.skyscraper_rents else None,
        "`skyscrapers` above 0 needs a skyscraper rent on every street.",
    ),
    Combination(
        "depots",
        lambda r, f: f"needs a depot cost on every railroad, {f.id} has none"
        if r.depots and not f.depot_costs else None,
        "`depots` above 0 needs a depot cost on every railroad.",
    ),
    Combination(
        "mega_dice",
        lambda r, f: f"needs the bus-tickets deck (the Mega dice draw bus tickets), {f.id} has none"
        if r.mega_dice and not f.bus_tickets else None,
        "`mega_dice` needs the bus-tickets deck.",
    ),
    Combination(
        "face_up_cheats",
        lambda r, f: f"is {r.face_up_cheats}: the cheat rules need that many cheat cards face up, "
        f"{f.id} has {f.cheat_cards}"
        if r.cheats and f.cheat_cards < r.face_up_cheats else None,
        "`cheats` needs at least `face_up_cheats` cheat cards.",
    ),
)  # fmt: skip


# --------------------------------------------------------------------------- reading values


def excerpt(value: Any) -> str:
    """``repr(value)``, cut to a few dozen characters: a message never quotes a whole hostile value."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    text = repr(value)
    return text if len(text) <= _EXCERPT else f"{text[: _EXCERPT - 5]}...{text[-2:]} ({len(text)} characters)"


def option_named(key: Any) -> RuleOption:
    """The option ``key`` names (``min-raise`` is ``min_raise``); ``RuleOptionError`` with a close name if any."""
    if not isinstance(key, str):
        raise RuleOptionError(str(key), f"a rule option's name is text, got {excerpt(key)}", key, named=False)
    name = key.strip().replace("-", "_")
    option = OPTIONS.get(name)
    if option is None:
        close = difflib.get_close_matches(name, OPTIONS, n=1)
        hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(OPTIONS)}"
        raise RuleOptionError(name, f"unknown rule option {excerpt(key)} ({hint})", key, named=False)
    return option


def read_value(option: RuleOption, value: Any, key: str | None = None) -> bool | int | str:
    """``value`` (as typed on a command line, or from a file) as ``option``'s type, within its range."""

    def refuse(problem: str) -> RuleOptionError:
        return RuleOptionError(option.name, problem, key)

    if option.type is bool:
        if isinstance(value, bool):
            return value
        text = value.strip().lower() if isinstance(value, str) else None
        if text in _TRUE or text in _FALSE:
            return text in _TRUE
        raise refuse(f"must be true or false, not {excerpt(value)}")
    if option.type is int:
        number = _whole_number(value)
        if number is None and isinstance(value, str) and _DIGITS.fullmatch(value.strip()):
            raise refuse(f"must be at most {option.high}, got a number of {len(value.strip())} characters")
        if number is None:
            raise refuse(f"must be a whole number, not {excerpt(value)}")
        why = f": {option.why}" if option.why else ""
        if number < option.low:
            least = "must not be negative" if option.low == 0 else f"must be at least {option.low}"
            raise refuse(f"{least}, got {excerpt(number)}" + (why if number >= 0 else ""))
        if number > option.high:
            raise refuse(f"must be at most {option.high}, got {excerpt(number)}{why}")
        return number
    if not isinstance(value, str) or value.strip() not in option.choices:
        raise refuse(f"must be {' or '.join(map(repr, option.choices))}, got {excerpt(value)}")
    return value.strip()


def _whole_number(value: Any) -> int | None:
    """An int, or the text of one (ASCII digits); None for anything else (floats, ``1e400``, ``True``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and _DIGITS.fullmatch(value.strip()):
        digits = value.strip()
        if len(digits.lstrip("+-")) > 18:  # far beyond any range: not converted (int() refuses 5000 digits)
            return None
        return int(digits)
    return None


def apply_options(rules: Rules, options: Mapping[Any, Any]) -> tuple[Rules, tuple[str, ...]]:
    """``rules`` with ``options`` read and applied, and the names of the options given (types and ranges checked)."""
    changes: dict[str, Any] = {}
    for key, value in options.items():
        option = option_named(key)
        if option.name in changes:
            raise RuleOptionError(option.name, "is given twice", key)
        changes[option.name] = read_value(option, value, key)
    return replace(rules, **changes), tuple(changes)


def read_rules(values: Mapping[str, Any]) -> Rules:
    """The rules of an edition file (``Rules`` defaults for what it leaves out), types and ranges checked."""
    return apply_options(Rules(), values)[0]


# --------------------------------------------------------------------------- combinations


def check_rules(rules: Rules, features: EditionFeatures, given: tuple[str, ...] = ()) -> None:
    """Refuse ``rules`` for an edition with ``features``: an option of ``given`` that does not apply to it, or a
    combination the engine was not built for (``RuleOptionError`` naming the option and why)."""
    for name in given:
        scope = OPTIONS[name].scope
        if not scope.test(features):
            raise RuleOptionError(name, f"does not apply to {features.id}: {scope.lacking} (applies to: {scope.name})")
    # The combinations of the options given first: the refusal names what the person wrote.
    for combination in sorted(COMBINATIONS, key=lambda c: c.option not in given):
        problem = combination.problem(rules, features)
        if problem is not None:
            raise RuleOptionError(combination.option, problem)


def check_edition(edition: Edition, given: tuple[str, ...] = ()) -> None:
    """``check_rules`` for an edition as built (its own rules, with options applied)."""
    check_rules(edition.rules, EditionFeatures.of(edition), given)


assert tuple(OPTIONS) == tuple(f.name for f in fields(Rules)), "the option table and Rules must list the same options"
