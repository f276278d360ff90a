"""Read edition files (JSON, format 1) into the frozen records of ``monopoly_engine.core.edition``.

An edition file is validated in full before anything is built; every problem is reported as an
``EditionError`` naming the file, the place in the document (``spaces[3].rent``,
``decks.chance.cards[4].effect.target``) and what is wrong with it.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import re
from importlib import resources
from pathlib import Path
from typing import Any, NoReturn

from monopoly_engine.core.edition import (
    AUCTION,
    BIRTHDAY_GIFT,
    BRIBE,
    BUS_TICKET,
    BUS_TICKET_CARD,
    BUS_TICKETS,
    BUY_FROM_BANK,
    CARD_EFFECTS,
    CARD_SPACE_KINDS,
    CARD_WHEN,
    CHANCE,
    CHEAT_ARG_KINDS,
    CHEAT_KINDS,
    CHEAT_WHO,
    COLLECT,
    COLLECT_FROM_EACH_PLAYER,
    COMMUNITY_CHEST,
    DECK_IDS,
    FREE_PARKING,
    GET_OUT_OF_JAIL_FREE,
    GO,
    GO_TO_JAIL,
    GO_TO_JAIL_CARD,
    JAIL,
    MOVE_BY,
    MOVE_HOTEL,
    MOVE_NEAREST,
    MOVE_TO,
    PAY,
    PAY_EACH_PLAYER,
    PLACE_HOTEL,
    RAILROAD,
    REDUCED_RENT,
    REPAIRS,
    RETURN_CHOICES,
    RETURN_DEED,
    SEND_TO_JAIL,
    SPACE_KINDS,
    STREET,
    SWAP_PLACES,
    TAX,
    UTILITY,
    Card,
    CardEffect,
    CheatCard,
    Deck,
    Edition,
    Group,
    Rules,
    Space,
)
from monopoly_engine.core.rule_options import OPTIONS, RuleOptionError, apply_options, check_edition, read_value
from monopoly_engine.safe_load import EDITION_MAX_BYTES, InputFileError, excerpt, parse_json, read_text

FORMAT = 1
UTILITY_ROLLS = ("fresh", "movement")
ROOT = "top level"  # the place named for problems of the document as a whole

_KEBAB = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_COLOR = re.compile(r"#[0-9A-Fa-f]{6}")

_TOP_REQUIRED = ("format", "id", "name", "language", "currency", "rules", "groups", "spaces")
_TOP_OPTIONAL = (
    "source",
    "provenance",
    "decks",
    "design",
    "setup",
    "recommended_players",
    "rule_book",
    "texts",
    "description",
)
RULE_BOOKS = ("classic", "mega", "cheaters")
DESCRIPTION_MAX = 200  # characters of an edition's one-line description
# The design table (an edition whose numbers the rule book does not give; docs/cheaters-ru-design.md).
_DESIGN_REQUIRED = ("streets", "decks")
_DESIGN_OPTIONAL = ("_about", "rent_rule", "sourced", "squares", "cheats")
_DESIGN_STREET = ("price", "rent", "set_rent", "hotel_rent", "hotel_cost")
# Spaces of a design edition carry no numbers: streets take theirs from design.streets, railroads are not for sale.
_DESIGN_SPACE_FIELDS = {STREET: ("group",), RAILROAD: ("group",)}
_CHEAT_KEYS = ("id", "title", "title_en", "text", "action", "reward", "penalty")
_CHEAT_ACTION_KEYS = (("type", "args", "who"), ("max", "step", "choices"))
# Card effects that are held and played later with arguments (``play-card``), so a card with one must be kept.
_PLAYED_EFFECTS = (SEND_TO_JAIL, REDUCED_RENT, MOVE_HOTEL, PLACE_HOTEL, BUY_FROM_BANK, SWAP_PLACES)

# The keys a space of each kind carries besides id, name and kind.
_SPACE_FIELDS: dict[str, tuple[str, ...]] = {
    GO: (),
    STREET: ("group", "price", "rent", "house_cost", "hotel_cost", "mortgage"),
    RAILROAD: ("group", "price", "rent", "mortgage"),
    UTILITY: ("group", "price", "multipliers", "mortgage"),
    TAX: ("amount",),
    CHANCE: (),
    COMMUNITY_CHEST: (),
    JAIL: (),
    FREE_PARKING: (),
    GO_TO_JAIL: (),
    AUCTION: (),
    BUS_TICKET: (),
    BIRTHDAY_GIFT: ("amount",),
}
# Keys any space may carry: its Italian name, and the fields whose values are derived (``provenance``).
_SPACE_OPTIONAL = ("name_it", "derived")
# Squares of which a board has at most one.
_UNIQUE_KINDS = (AUCTION, BUS_TICKET, BIRTHDAY_GIFT)
_RENT_COUNTS = {
    STREET: (6, "a street needs 6 rents (base, 1-4 houses, hotel)"),
    RAILROAD: (4, "a railroad needs 4 rents (1-4 railroads owned)"),
}
_SKYSCRAPER_RENTS = (
    7,
    "with skyscrapers (rules.skyscrapers > 0) a street needs 7 rents (base, 1-4 houses, hotel, skyscraper)",
)

# (required, optional) keys of each card effect besides "type".
_EFFECT_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    MOVE_TO: (("target",), ("collect_salary", "direction")),
    MOVE_NEAREST: (("kind",), ("collect_salary", "rent_multiplier", "dice_multiplier")),
    MOVE_BY: (("steps",), ()),
    COLLECT: (("amount",), ()),
    PAY: (("amount",), ()),
    PAY_EACH_PLAYER: (("amount",), ()),
    COLLECT_FROM_EACH_PLAYER: (("amount",), ()),
    REPAIRS: (("per_house", "per_hotel"), ("per_skyscraper", "per_depot")),
    GO_TO_JAIL_CARD: ((), ()),
    GET_OUT_OF_JAIL_FREE: ((), ()),
    BUS_TICKET_CARD: ((), ("expire_others",)),
    SEND_TO_JAIL: ((), ()),
    REDUCED_RENT: (("percent",), ()),
    MOVE_HOTEL: ((), ()),
    PLACE_HOTEL: ((), ("cost",)),
    RETURN_DEED: (("choice",), ()),
    BUY_FROM_BANK: ((), ()),
    SWAP_PLACES: ((), ()),
    BRIBE: (("pay", "collect"), ()),
}
assert set(_SPACE_FIELDS) == set(SPACE_KINDS) and set(_EFFECT_FIELDS) == set(CARD_EFFECTS)


class EditionError(ValueError):
    """An edition that cannot be loaded: ``<file>: <place>: <problem>``."""

    def __init__(self, source: str, place: str, problem: str) -> None:
        if len(place) > 160:  # a place made of keys from the file (``_at`` shortens each)
            place = place[:160] + "..."
        self.source, self.place, self.problem = source, place, problem
        super().__init__(f"{source}: {place}: {problem}" if place else f"{source}: {problem}")


# --------------------------------------------------------------------------- public entry points


def available_editions() -> list[str]:
    """The ids of the bundled editions, sorted."""
    return sorted(entry.name[: -len(".json")] for entry in _data_dir().iterdir() if entry.name.endswith(".json"))


def load_edition(ref: str | os.PathLike[str], options: dict[str, Any] | None = None) -> Edition:
    """A bundled edition by id, or an edition file by path, with ``options`` applied to its rules."""
    if isinstance(ref, str) and ref in available_editions():
        source, edition = f"{ref}.json", _load_bundled(ref)
    elif _exists(ref):
        source = str(ref)
        try:
            text = read_text(ref, EDITION_MAX_BYTES)
        except InputFileError as exc:
            raise EditionError(source, "", exc.problem) from None
        edition = _parse(source, text)
    else:
        bundled = ", ".join(available_editions())
        text = str(ref)
        shown = text if text.isprintable() and len(text) <= 40 else excerpt(text)  # a name typed or read from a file
        raise EditionError(shown, "", f"no bundled edition of that name (bundled: {bundled}) and no such file")
    if not options:
        return edition
    try:
        rules, given = apply_options(edition.rules, options)
        optioned = dataclasses.replace(edition, rules=rules)
        check_edition(optioned, given)
    except RuleOptionError as exc:  # chained: a scenario points at the line of ``exc.key``
        raise EditionError(source, "options", str(exc)) from exc
    return optioned


def _exists(ref: str | os.PathLike[str]) -> bool:
    try:
        return Path(ref).exists()
    except (OSError, ValueError):  # a name too long for the system, a NUL character
        return False


def _data_dir() -> Any:
    return resources.files(__package__) / "data"


@functools.cache
def _load_bundled(edition_id: str) -> Edition:
    source = f"{edition_id}.json"
    edition = _parse(source, (_data_dir() / source).read_text(encoding="utf-8"))
    if edition.id != edition_id:
        raise EditionError(source, "id", f"a bundled edition's id must match its file name, got {excerpt(edition.id)}")
    return edition


def _parse(source: str, text: str) -> Edition:
    return _Reader(source).edition(_decode(source, text))


def _decode(source: str, text: str) -> Any:
    """The JSON document, within ``monopoly_engine.safe_load``'s limits (depth, numbers, duplicate keys)."""
    if not text.strip():
        raise EditionError(source, "", "empty file")
    try:
        return parse_json(text, source)
    except InputFileError as exc:
        raise EditionError(source, f"line {exc.line}" if exc.line else "", exc.problem) from None


def _at(place: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{place}[{key}]"
    if len(key) > 40:  # a key read from the file, quoted as an excerpt
        key = key[:40] + "..."
    return key if place in ("", ROOT) else f"{place}.{key}"


# --------------------------------------------------------------------------- validation and building


class _Reader:
    """Validates one parsed document and builds its ``Edition``; every failure names ``source``."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, place: str, problem: str) -> NoReturn:
        raise EditionError(self.source, place, problem)

    # -- generic checks

    def keys(self, obj: Any, place: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, Any]:
        obj = self.mapping(obj, place)
        for key in obj:
            if key not in required and key not in optional:
                self.fail(_at(place, key), f"unknown key (expected: {', '.join(required + optional) or 'none'})")
        for key in required:
            if key not in obj:
                self.fail(place, f"missing key {excerpt(key)}")
        return obj

    def mapping(self, value: Any, place: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(place, f"must be an object, got {_json_type(value)}")
        return value

    def array(self, value: Any, place: str) -> list[Any]:
        if not isinstance(value, list):
            self.fail(place, f"must be a list, got {_json_type(value)}")
        return value

    def text(self, value: Any, place: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(place, f"must be a non-empty string, got {_json_type(value)}")
        return value

    def ident(self, value: Any, place: str) -> str:
        self.text(value, place)
        if not _KEBAB.fullmatch(value):
            self.fail(place, f"id {excerpt(value)} must be kebab-case ASCII (lower-case letters, digits and '-')")
        return value

    def integer(self, value: Any, place: str, minimum: int | None = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(place, f"must be a whole number, got {_json_type(value)}")
        if minimum is not None and value < minimum:
            self.fail(place, "must not be negative" if minimum == 0 else f"must be at least {minimum}, got {value}")
        return value

    def integers(self, value: Any, place: str) -> tuple[int, ...]:
        return tuple(self.integer(item, _at(place, i)) for i, item in enumerate(self.array(value, place)))

    def boolean(self, value: Any, place: str) -> bool:
        if not isinstance(value, bool):
            self.fail(place, f"must be true or false, got {_json_type(value)}")
        return value

    # -- the document

    def edition(self, data: Any) -> Edition:
        data = self.keys(data, ROOT, _TOP_REQUIRED, _TOP_OPTIONAL)
        version = data["format"]
        if isinstance(version, bool) or not isinstance(version, int) or version != FORMAT:
            self.fail("format", f"unsupported format {excerpt(version)} (this loader reads format {FORMAT})")
        rules = self.rules(data["rules"])
        declared = self.group_declarations(data["groups"])
        design = self.keys(data["design"], "design", _DESIGN_REQUIRED, _DESIGN_OPTIONAL) if "design" in data else None
        spaces = self.spaces(data["spaces"], declared, rules, design is not None)
        if design is not None:
            if "decks" in data:
                self.fail("decks", "an edition with a design table keeps its decks in design.decks")
            spaces = self.design_streets(design, spaces, rules)
            if "squares" in design:
                self.design_squares(design["squares"], spaces)
            decks = self.decks(design["decks"], spaces, rules, "design.decks")
            cheats = self.cheats(design.get("cheats", []), "design.cheats")
        else:
            if "decks" not in data:
                self.fail(ROOT, "missing key 'decks'")
            decks = self.decks(data["decks"], spaces, rules)
            cheats = ()
        if rules.cheats and len(cheats) < rules.face_up_cheats:
            where = "design.cheats" if design is not None and "cheats" in design else "rules.cheats"
            self.fail(where, f"the cheat rules need at least {rules.face_up_cheats} cheat cards, got {len(cheats)}")
        groups = self.groups(declared, spaces)
        self.check_board(spaces)
        edition = Edition(
            id=self.ident(data["id"], "id"),
            name=self.text(data["name"], "name"),
            language=self.text(data["language"], "language"),
            currency=self.text(data["currency"], "currency"),
            spaces=spaces,
            groups=groups,
            decks=decks,
            rules=rules,
            source=self.text(data["source"], "source") if "source" in data else "",
            provenance=self.provenance(data["provenance"]) if "provenance" in data else {},
            cheats=cheats,
            setup_hotels=self.setup(data["setup"], spaces, rules) if "setup" in data else (),
            recommended_players=self.recommended_players(data.get("recommended_players"), rules),
            rule_book=self.rule_book(data.get("rule_book", "classic")),
            texts=self.texts(data["texts"], data["language"], groups, spaces, decks, cheats) if "texts" in data else {},
            description=self.description(data["description"], data["language"]) if "description" in data else {},
        )
        return self.check_rules(edition)

    def texts(
        self,
        value: Any,
        language: str,
        groups: dict[str, Group],
        spaces: tuple[Space, ...],
        decks: dict[str, Deck],
        cheats: tuple[CheatCard, ...],
    ) -> dict[str, dict[str, Any]]:
        """The edition's words in other languages: for each, every group, space, deck, card and cheat card named,
        so that a game in that language shows no word of the edition's own language."""
        found: dict[str, dict[str, Any]] = {}
        for lang, words in self.mapping(value, "texts").items():
            place = _at("texts", lang)
            if lang == language or not re.fullmatch(r"[a-z]{2}", lang):
                self.fail(place, f"must name a language other than the edition's ({language!r}) by its 2-letter code")
            words = self.keys(words, place, ("name", "groups", "spaces", "decks"), ("cheats",))
            self.text(words["name"], _at(place, "name"))
            self.complete(words["groups"], _at(place, "groups"), list(groups))
            self.complete(words["spaces"], _at(place, "spaces"), [s.id for s in spaces])
            deck_words = self.complete(words["decks"], _at(place, "decks"), list(decks), texts=False)
            for deck_id, deck in decks.items():
                at = _at(_at(place, "decks"), deck_id)
                entry = self.keys(deck_words[deck_id], at, ("name", "cards"))
                self.text(entry["name"], _at(at, "name"))
                self.complete(entry["cards"], _at(at, "cards"), [card.id for card in deck.cards])
            if cheats or "cheats" in words:
                self.complete(words.get("cheats"), _at(place, "cheats"), [card.id for card in cheats])
            found[lang] = words
        return found

    def description(self, value: Any, language: str) -> dict[str, str]:
        """The edition's one-line description by language (2-letter codes), its own language among them."""
        found: dict[str, str] = {}
        for lang, text in self.mapping(value, "description").items():
            place = _at("description", lang)
            if not re.fullmatch(r"[a-z]{2}", lang):
                self.fail(place, "must name a language by its 2-letter code")
            self.text(text, place)
            if "\n" in text or len(text) > DESCRIPTION_MAX:
                self.fail(place, f"must be one line of at most {DESCRIPTION_MAX} characters, got {len(text)}")
            found[lang] = text
        if language not in found:
            self.fail("description", f"missing the edition's own language ({language!r})")
        return found

    def complete(self, value: Any, place: str, ids: list[str], texts: bool = True) -> dict[str, Any]:
        """An object with exactly the keys ``ids`` (each a non-empty string when ``texts``)."""
        words = self.mapping(value, place)
        for key in words:
            if key not in ids:
                self.fail(_at(place, key), f"names nothing of the edition (expected one of: {', '.join(ids)})")
        missing = [key for key in ids if key not in words]
        if missing:
            self.fail(place, f"missing {', '.join(missing)}")
        if texts:
            for key, text in words.items():
                self.text(text, _at(place, key))
        return words

    def rule_book(self, value: Any) -> str:
        """Which family of rule books the edition follows (the terminal quotes the book of that family)."""
        book = self.text(value, "rule_book")
        if book not in RULE_BOOKS:
            self.fail("rule_book", f"must be one of {', '.join(RULE_BOOKS)}, got {excerpt(value)}")
        return book

    def recommended_players(self, value: Any, rules: Rules) -> tuple[int, int]:
        """The box's player count, ``[fewest, most]``, within what the rules accept (absent: all of that)."""
        place = "recommended_players"
        if value is None:
            return rules.min_players, rules.max_players
        items = self.array(value, place)
        if len(items) != 2:
            self.fail(place, f"must be [fewest, most], got {len(items)} number(s)")
        low = self.integer(items[0], _at(place, 0), minimum=1)
        high = self.integer(items[1], _at(place, 1), minimum=1)
        if low > high:
            self.fail(place, f"the fewest ({low}) is more than the most ({high})")
        if low < rules.min_players or high > rules.max_players:
            accepted = f"{rules.min_players}-{rules.max_players}"
            self.fail(place, f"must lie within the players the rules accept ({accepted}), got {low}-{high}")
        return low, high

    def provenance(self, value: Any) -> dict[str, str]:
        return {key: self.text(item, _at("provenance", key)) for key, item in self.mapping(value, "provenance").items()}

    # -- groups

    def group_declarations(self, value: Any) -> dict[str, tuple[str, str]]:
        declared = {}
        for group_id, group in self.mapping(value, "groups").items():
            place = _at("groups", group_id)
            self.ident(group_id, place)
            group = self.keys(group, place, ("name", "color"))
            color = self.text(group["color"], _at(place, "color"))
            if not _COLOR.fullmatch(color):
                self.fail(_at(place, "color"), f"a colour is written #rrggbb, got {excerpt(color)}")
            declared[group_id] = (self.text(group["name"], _at(place, "name")), color)
        return declared

    def groups(self, declared: dict[str, tuple[str, str]], spaces: tuple[Space, ...]) -> dict[str, Group]:
        groups = {}
        for group_id, (name, color) in declared.items():
            members = tuple(s.index for s in spaces if s.group == group_id)
            if not members:
                self.fail(_at("groups", group_id), "declared but no space belongs to this group")
            groups[group_id] = Group(id=group_id, name=name, color=color, spaces=members)
        return groups

    # -- spaces

    def spaces(
        self, value: Any, declared: dict[str, tuple[str, str]], rules: Rules, design: bool = False
    ) -> tuple[Space, ...]:
        spaces: list[Space] = []
        seen: dict[str, int] = {}
        for index, item in enumerate(self.array(value, "spaces")):
            space = self.space(index, item, declared, rules, design)
            if space.id in seen:
                problem = f"duplicate space id {excerpt(space.id)} (also spaces[{seen[space.id]}])"
                self.fail(_at(_at("spaces", index), "id"), problem)
            seen[space.id] = index
            spaces.append(space)
        return tuple(spaces)

    def space(
        self, index: int, item: Any, declared: dict[str, tuple[str, str]], rules: Rules, design: bool = False
    ) -> Space:
        place = _at("spaces", index)
        kind = self.mapping(item, place).get("kind")
        if "kind" not in item:
            self.fail(place, "missing key 'kind'")
        if not isinstance(kind, str) or kind not in _SPACE_FIELDS:
            self.fail(_at(place, "kind"), f"unknown space kind {excerpt(kind)} (known: {', '.join(SPACE_KINDS)})")
        wanted = _DESIGN_SPACE_FIELDS.get(kind, _SPACE_FIELDS[kind]) if design else _SPACE_FIELDS[kind]
        if design and kind in _DESIGN_SPACE_FIELDS:
            for key in _SPACE_FIELDS[kind]:
                if key not in wanted and key in item:
                    where = "design.streets" if kind == STREET else "nowhere: the stations are not for sale"
                    self.fail(_at(place, key), f"in an edition with a design table this number belongs in {where}")
        if kind == STREET and rules.skyscrapers:
            wanted += ("skyscraper_cost",)
        if kind == RAILROAD and rules.depots:
            wanted += ("depot_cost",)
        item = self.keys(item, place, ("id", "name", "kind", *wanted), _SPACE_OPTIONAL)
        fields: dict[str, Any] = {}
        if design and kind == RAILROAD:
            fields["for_sale"] = False
        if "name_it" in item:
            fields["name_it"] = self.text(item["name_it"], _at(place, "name_it"))
        if "derived" in item:
            derived = self.array(item["derived"], _at(place, "derived"))
            for i, name in enumerate(derived):
                at = _at(_at(place, "derived"), i)
                if not isinstance(name, str) or name not in wanted:
                    self.fail(
                        at, f"{excerpt(name)} is not a field of this space (fields: {', '.join(wanted) or 'none'})"
                    )
                if derived.index(name) != i:
                    self.fail(at, f"{excerpt(name)} is listed twice")
            fields["derived"] = tuple(derived)
        for key in wanted:
            at = _at(place, key)
            if key == "group":
                fields[key] = self.text(item[key], at)
                if fields[key] not in declared:
                    self.fail(at, f"undeclared group {excerpt(fields[key])} (declared: {', '.join(declared)})")
            elif key == "rent":
                fields[key] = self.rents(kind, item[key], at, rules)
            elif key == "multipliers":
                fields[key] = self.integers(item[key], at)
                if not fields[key]:
                    self.fail(at, "a utility needs at least one dice multiplier")
            else:
                fields[key] = self.integer(item[key], at)
        return Space(
            index=index,
            id=self.ident(item["id"], _at(place, "id")),
            name=self.text(item["name"], _at(place, "name")),
            kind=kind,
            **fields,
        )

    def design_streets(self, design: dict[str, Any], spaces: tuple[Space, ...], rules: Rules) -> tuple[Space, ...]:
        """The streets with their numbers from ``design.streets`` (one entry per street, nothing else)."""
        table = self.mapping(design["streets"], "design.streets")
        by_id = {s.id: s for s in spaces}
        for street_id in table:
            if street_id not in by_id or by_id[street_id].kind != STREET:
                self.fail(_at("design.streets", street_id), "no street of the board has this id")
        built = []
        for space in spaces:
            if space.kind != STREET:
                built.append(space)
                continue
            if space.id not in table:
                self.fail("design.streets", f"missing the numbers of spaces[{space.index}] ({space.id})")
            place = _at("design.streets", space.id)
            entry = self.keys(table[space.id], place, _DESIGN_STREET)
            numbers = {key: self.integer(entry[key], _at(place, key)) for key in _DESIGN_STREET}
            if numbers["set_rent"] != numbers["rent"] * rules.set_rent_multiplier:
                self.fail(
                    _at(place, "set_rent"),
                    f"must be rent x set_rent_multiplier ({numbers['rent']} x {rules.set_rent_multiplier}), "
                    f"got {numbers['set_rent']}",
                )
            rent = (numbers["rent"], 0, 0, 0, 0, numbers["hotel_rent"])
            built.append(
                dataclasses.replace(space, price=numbers["price"], rent=rent, hotel_cost=numbers["hotel_cost"])
            )
        return tuple(built)

    def design_squares(self, value: Any, spaces: tuple[Space, ...]) -> None:
        """``design.squares`` records which kind the design chose for a square: it must match the board."""
        for key, kind in self.mapping(value, "design.squares").items():
            place = _at("design.squares", key)
            if not key.isdigit() or int(key) >= len(spaces):
                self.fail(place, f"not a square index of this board (0-{len(spaces) - 1})")
            if spaces[int(key)].kind != kind:
                self.fail(place, f"says {excerpt(kind)} but spaces[{key}] is a {excerpt(spaces[int(key)].kind)}")

    def setup(self, value: Any, spaces: tuple[Space, ...], rules: Rules) -> tuple[int, ...]:
        value = self.keys(value, "setup", (), ("hotels",))
        hotels: list[int] = []
        for i, ref in enumerate(self.array(value.get("hotels", []), "setup.hotels")):
            place = _at("setup.hotels", i)
            index = self.target(ref, place, spaces)
            if spaces[index].kind != STREET or index in hotels:
                self.fail(place, f"{excerpt(ref)} is not a street, or is named twice")
            hotels.append(index)
        if len(hotels) > rules.hotels:
            self.fail("setup.hotels", f"{len(hotels)} hotels at the start, the bank has {rules.hotels}")
        return tuple(hotels)

    def cheats(self, value: Any, place: str) -> tuple[CheatCard, ...]:
        cards: list[CheatCard] = []
        seen: set[str] = set()
        for i, item in enumerate(self.array(value, place)):
            at = _at(place, i)
            item = self.keys(item, at, _CHEAT_KEYS)
            card_id = self.ident(item["id"], _at(at, "id"))
            if card_id in seen:
                self.fail(_at(at, "id"), f"duplicate cheat card id {excerpt(card_id)}")
            seen.add(card_id)
            cards.append(self.cheat(card_id, item, at))
        return tuple(cards)

    def cheat(self, card_id: str, item: dict[str, Any], at: str) -> CheatCard:
        action_at = _at(at, "action")
        action = self.keys(item["action"], action_at, *_CHEAT_ACTION_KEYS)
        kind = self.text(action["type"], _at(action_at, "type"))
        if kind not in CHEAT_KINDS:
            self.fail(_at(action_at, "type"), f"unknown cheat {excerpt(kind)} (known: {', '.join(CHEAT_KINDS)})")
        args = tuple(
            self.text(a, _at(_at(action_at, "args"), j))
            for j, a in enumerate(self.array(action["args"], _at(action_at, "args")))
        )
        for j, arg in enumerate(args):
            if arg not in CHEAT_ARG_KINDS:
                self.fail(
                    _at(_at(action_at, "args"), j),
                    f"unknown argument kind {excerpt(arg)} (known: {', '.join(CHEAT_ARG_KINDS)})",
                )
        who = self.text(action["who"], _at(action_at, "who"))
        if who not in CHEAT_WHO:
            self.fail(_at(action_at, "who"), f"must be one of {', '.join(CHEAT_WHO)}, got {excerpt(who)}")
        maximum = self.integer(action.get("max", 0), _at(action_at, "max"))
        step = self.integer(action.get("step", 0), _at(action_at, "step"))
        if "amount" in args and (step < 1 or maximum < step or maximum % step):
            self.fail(action_at, "an amount needs 'step' of at least 1 and 'max' a multiple of it")
        choices = tuple(
            self.integer(c, _at(_at(action_at, "choices"), j), minimum=None)
            for j, c in enumerate(self.array(action.get("choices", []), _at(action_at, "choices")))
        )
        if "steps" in args and not choices:
            self.fail(action_at, "a 'steps' argument needs 'choices'")
        reward = self.keys(item["reward"], _at(at, "reward"), ("collect",))
        penalty_at = _at(at, "penalty")
        penalty = self.keys(item["penalty"], penalty_at, ("undo", "pay", "to", "jail"))
        pay = penalty["pay"]
        if pay != "hotel-cost":
            self.integer(pay, _at(penalty_at, "pay"))
        to = self.text(penalty["to"], _at(penalty_at, "to"))
        if to not in ("bank", "victim"):
            self.fail(_at(penalty_at, "to"), f"must be 'bank' or 'victim', got {excerpt(to)}")
        return CheatCard(
            id=card_id,
            title=self.text(item["title"], _at(at, "title")),
            title_en=self.text(item["title_en"], _at(at, "title_en")),
            text=self.text(item["text"], _at(at, "text")),
            action=kind,
            args=args,
            max=maximum,
            step=step,
            choices=choices,
            who=who,
            reward=self.integer(reward["collect"], _at(_at(at, "reward"), "collect")),
            undo=self.boolean(penalty["undo"], _at(penalty_at, "undo")),
            penalty=0 if pay == "hotel-cost" else pay,
            penalty_hotel_cost=pay == "hotel-cost",
            penalty_to=to,
            jail=self.boolean(penalty["jail"], _at(penalty_at, "jail")),
        )

    def rents(self, kind: str, value: Any, place: str, rules: Rules) -> tuple[int, ...]:
        rents = self.integers(value, place)
        count, problem = _SKYSCRAPER_RENTS if kind == STREET and rules.skyscrapers else _RENT_COUNTS[kind]
        if len(rents) != count:
            self.fail(place, f"{problem}, got {len(rents)}")
        return rents

    def check_board(self, spaces: tuple[Space, ...]) -> None:
        def of_kind(kind: str) -> list[int]:
            return [s.index for s in spaces if s.kind == kind]

        if not spaces or spaces[0].kind != GO:
            self.fail("spaces[0].kind" if spaces else "spaces", "the first space must be the 'go' space")
        if len(of_kind(GO)) > 1:
            self.fail(f"spaces[{of_kind(GO)[1]}].kind", "only one 'go' space is allowed (spaces[0] is the go)")
        jails, to_jail = of_kind(JAIL), of_kind(GO_TO_JAIL)
        if not jails and to_jail:
            self.fail(f"spaces[{to_jail[0]}].kind", "a 'go-to-jail' space needs a 'jail' space on the board")
        if not jails:
            self.fail("spaces", "the board needs exactly one 'jail' space, got 0")
        if len(jails) > 1:
            self.fail(f"spaces[{jails[1]}].kind", f"only one 'jail' space is allowed (spaces[{jails[0]}] is the jail)")
        for kind in _UNIQUE_KINDS:
            found = of_kind(kind)
            if len(found) > 1:
                self.fail(
                    f"spaces[{found[1]}].kind", f"only one {excerpt(kind)} space is allowed (spaces[{found[0]}] is one)"
                )

    # -- decks and cards

    def decks(self, value: Any, spaces: tuple[Space, ...], rules: Rules, place: str = "decks") -> dict[str, Deck]:
        value = self.mapping(value, place)
        for deck_id in value:
            if deck_id not in DECK_IDS:
                self.fail(_at(place, deck_id), f"unknown deck (known: {', '.join(DECK_IDS)})")
        for space in spaces:
            if space.kind in CARD_SPACE_KINDS and space.kind not in value:
                self.fail(place, f"missing deck {excerpt(space.kind)}, needed by spaces[{space.index}] ({space.id})")
        # The bus tickets are drawn by the Mega dice's bus face and by two squares: the deck exists exactly then.
        users = [f"spaces[{s.index}] ({s.id})" for s in spaces if s.kind in (BUS_TICKET, BIRTHDAY_GIFT)]
        if rules.mega_dice:
            users.append("rules.mega_dice")
        if users and BUS_TICKETS not in value:
            self.fail(place, f"missing deck {excerpt(BUS_TICKETS)}, needed by {', '.join(users)}")
        if not users and BUS_TICKETS in value:
            self.fail(_at(place, BUS_TICKETS), "no square and no rule draws bus tickets on this board")
        decks = {deck_id: self.deck(deck_id, deck, spaces, _at(place, deck_id)) for deck_id, deck in value.items()}
        for deck_id, deck in decks.items():
            for i, card in enumerate(deck.cards):
                if (card.effect.type == BUS_TICKET_CARD) != (deck_id == BUS_TICKETS):
                    at = _at(_at(_at(_at(place, deck_id), "cards"), i), "effect.type")
                    if deck_id == BUS_TICKETS:
                        self.fail(at, f"every card of the {BUS_TICKETS} deck is a 'bus-ticket'")
                    self.fail(at, f"a 'bus-ticket' card belongs in the {BUS_TICKETS} deck")
        return decks

    def deck(self, deck_id: str, value: Any, spaces: tuple[Space, ...], place: str) -> Deck:
        value = self.keys(value, place, ("name", "cards"))
        cards_place = _at(place, "cards")
        items = self.array(value["cards"], cards_place)
        if not items:
            self.fail(cards_place, "a deck needs at least one card")
        cards = tuple(self.card(deck_id, item, _at(cards_place, i), spaces) for i, item in enumerate(items))
        first: dict[str, Card] = {}
        for i, card in enumerate(cards):
            if first.setdefault(card.id, card).effect != card.effect:
                self.fail(
                    _at(_at(cards_place, i), "id"), f"card id {excerpt(card.id)} is used again with a different effect"
                )
        return Deck(id=deck_id, name=self.text(value["name"], _at(place, "name")), cards=cards)

    def card(self, deck_id: str, item: Any, place: str, spaces: tuple[Space, ...]) -> Card:
        item = self.keys(item, place, ("id", "text", "effect"), ("keep", "when"))
        effect = self.effect(item["effect"], _at(place, "effect"), spaces)
        jail_card = effect.type == GET_OUT_OF_JAIL_FREE
        keep = self.boolean(item["keep"], _at(place, "keep")) if "keep" in item else jail_card
        when = self.text(item["when"], _at(place, "when")) if "when" in item else ""
        if jail_card and not keep:
            self.fail(_at(place, "keep"), "a get-out-of-jail-free card is always kept")
        if effect.type in _PLAYED_EFFECTS and not keep:
            self.fail(place, f'a {excerpt(effect.type)} card is played later: it needs "keep": true')
        if keep and not jail_card:
            if effect.type not in _PLAYED_EFFECTS:
                self.fail(_at(place, "keep"), f"a {excerpt(effect.type)} card acts at once: it cannot be kept")
            if when not in CARD_WHEN:
                self.fail(_at(place, "when"), f"a kept card says when it may be played: {' or '.join(CARD_WHEN)}")
        elif when:
            self.fail(_at(place, "when"), "only a kept card (other than get-out-of-jail-free) says when it is played")
        return Card(
            deck=deck_id,
            id=self.ident(item["id"], _at(place, "id")),
            text=self.text(item["text"], _at(place, "text")),
            effect=effect,
            keep=keep,
            when=when,
        )

    def effect(self, value: Any, place: str, spaces: tuple[Space, ...]) -> CardEffect:
        effect_type = self.mapping(value, place).get("type")
        if "type" not in value:
            self.fail(place, "missing key 'type'")
        if not isinstance(effect_type, str) or effect_type not in _EFFECT_FIELDS:
            self.fail(
                _at(place, "type"), f"unknown effect type {excerpt(effect_type)} (known: {', '.join(CARD_EFFECTS)})"
            )
        required, optional = _EFFECT_FIELDS[effect_type]
        value = self.keys(value, place, ("type", *required), optional)
        fields: dict[str, Any] = {}
        for key in required + optional:
            if key not in value:
                continue
            at = _at(place, key)
            if key == "target":
                fields[key] = self.target(value[key], at, spaces)
            elif key == "kind":
                fields[key] = self.nearest_kind(value[key], at, spaces)
            elif key in ("collect_salary", "expire_others"):
                fields[key] = self.boolean(value[key], at)
            elif key == "direction":
                if value[key] not in ("forward", "back"):
                    self.fail(at, f"must be 'forward' or 'back', got {excerpt(value[key])}")
                fields["backward"] = value[key] == "back"
            elif key == "choice":
                if value[key] not in RETURN_CHOICES:
                    self.fail(at, f"must be {' or '.join(map(repr, RETURN_CHOICES))}, got {excerpt(value[key])}")
                fields[key] = value[key]
            elif key == "percent":
                fields[key] = self.integer(value[key], at)
                if fields[key] > 100:
                    self.fail(at, f"a share of the rent is 0-100 percent, got {fields[key]}")
            else:
                fields[key] = self.integer(value[key], at, minimum=None if key == "steps" else 0)
        return CardEffect(type=effect_type, **fields)

    def target(self, value: Any, place: str, spaces: tuple[Space, ...]) -> int:  # noqa: RET503 - fail() raises
        space_id = self.text(value, place)
        for space in spaces:
            if space.id == space_id:
                return space.index
        self.fail(place, f"no space {excerpt(space_id)} on this board")

    def nearest_kind(self, value: Any, place: str, spaces: tuple[Space, ...]) -> str:
        kind = self.text(value, place)
        present = sorted({s.kind for s in spaces}, key=SPACE_KINDS.index)
        if kind not in present:
            self.fail(place, f"no space of kind {excerpt(kind)} on this board (kinds: {', '.join(present)})")
        return kind

    # -- rules

    def rules(self, value: Any) -> Rules:
        """The file's rule options: JSON types as the option table says, then its ranges (``core.rule_options``)."""
        values: dict[str, Any] = {}
        for key, item in self.mapping(value, "rules").items():
            place = _at("rules", key)
            option = OPTIONS.get(key)
            if option is None:
                self.fail(place, f"unknown rule option (known: {', '.join(OPTIONS)})")
            if option.type is bool:
                self.boolean(item, place)
            elif option.type is int:
                self.integer(item, place)
            else:
                self.text(item, place)
            try:
                values[key] = read_value(option, item)
            except RuleOptionError as exc:
                self.fail(place, exc.detail)
        return Rules(**values)

    def check_rules(self, edition: Edition) -> Edition:
        """The file's rules as a whole, for its board: the combinations the engine was built for."""
        try:
            check_edition(edition)
        except RuleOptionError as exc:
            self.fail(f"rules.{exc.option}", exc.detail)
        return edition


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return f"the number {excerpt(value)}"
    if isinstance(value, str):
        return f"the string {excerpt(value)}"
    container_names: dict[type, str] = {dict: "an object", list: "a list"}
    return container_names.get(type(value), type(value).__name__)
