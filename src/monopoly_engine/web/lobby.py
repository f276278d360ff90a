"""The lobby's choices from the engine's data, not lists in the web code: each bundled edition by its name in the
page's language (``editions.texts``) with its one-line description and its player range from its rules, and the most
seats any edition takes."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from monopoly_engine.agents import agent_params
from monopoly_engine.agents.heuristic import UNIT_PARAMS
from monopoly_engine.core.rule_options import RULE_OPTIONS, EditionFeatures
from monopoly_engine.editions import load_edition
from monopoly_engine.editions.loader import available_editions
from monopoly_engine.editions.texts import description, in_language
from monopoly_engine.i18n import Translator

from .catalog import word
from .rooms import PERSON, Room

FIRST = ("classic-en", "classic-it", "classic-es", "mega", "cheaters-ru")  # the lobby's order; any other after


@dataclass(frozen=True, slots=True)
class EditionChoice:
    id: str
    name: str  # in the page's language where the edition has its words in it
    low: int  # fewest players
    high: int  # most players
    label: str  # "Classic (US) · 2-8 players"
    description: str  # one line: what the edition is (its data's, in the page's language)


def edition_ids() -> tuple[str, ...]:
    bundled = available_editions()
    return tuple([e for e in FIRST if e in bundled] + [e for e in bundled if e not in FIRST])


@functools.lru_cache(maxsize=8)
def edition_choices(lang: str) -> tuple[EditionChoice, ...]:
    choices = []
    for edition_id in edition_ids():
        edition = load_edition(edition_id)
        rules = edition.rules
        name = in_language(edition, lang).name
        players = word(lang, "players_range", low=rules.min_players, high=rules.max_players)
        label = f"{name} · {players}"
        choices.append(
            EditionChoice(edition_id, name, rules.min_players, rules.max_players, label, description(edition, lang))
        )
    return tuple(choices)


def seat_range(edition_id: str, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
    """The fewest and the most players ``edition_id`` takes (a bundled edition's id), under ``options`` where given
    (``min_players`` and ``max_players`` are rule options; loading them checks them all: edition errors and
    ``ValueError`` propagate)."""
    if options:
        rules = load_edition(edition_id, dict(options)).rules
        return rules.min_players, rules.max_players
    choice = next(c for c in edition_choices("en") if c.id == edition_id)
    return choice.low, choice.high


def most_seats() -> int:
    """The lobby's seat rows: as many as the edition that takes the most players."""
    return max(c.high for c in edition_choices("en"))


@dataclass(frozen=True, slots=True)
class OptionField:
    """One rule option as the lobby offers it for one edition (``core/rule_options.py``'s schema)."""

    name: str
    kind: str  # "bool", "int" or "choice"
    meaning: str
    default: bool | int | str  # the edition's own value
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()

    @property
    def variant(self) -> bool:
        """A variant the book offers, off in this edition (Speed Die, rent must be claimed, ...); the rest (amounts,
        supplies, choices) are house rules."""
        return self.kind == "bool" and self.default is False


def meaning_in(lang: str, key: str, english: str) -> str:
    """A rule option's or a bot parameter's meaning in ``lang`` from the catalogs (``option.NAME``,
    ``bot_param.KIND-NAME``), or ``english`` (the schema's or the bot's table's own) where they lack it."""
    tr = Translator(lang)
    return tr(key) if tr.has(key) else english


@functools.lru_cache(maxsize=64)
def option_fields(edition_id: str, lang: str = "en") -> tuple[OptionField, ...]:
    """Every rule option the schema offers for ``edition_id`` (its scope takes the edition's board), with the
    edition's value as the default and its meaning in ``lang``: a new option in the schema appears here without
    touching the web code."""
    edition = load_edition(edition_id)
    features = EditionFeatures.of(edition)
    fields_ = []
    for option in RULE_OPTIONS:
        if not option.scope.test(features):
            continue
        default = getattr(edition.rules, option.name)
        meaning = meaning_in(lang, f"option.{option.name}", option.meaning)
        if option.type is bool:
            fields_.append(OptionField(option.name, "bool", meaning, bool(default)))
        elif option.choices:
            fields_.append(OptionField(option.name, "choice", meaning, str(default), choices=option.choices))
        else:
            fields_.append(OptionField(option.name, "int", meaning, int(default), option.low, option.high))
    return tuple(fields_)


def options_from_form(edition_id: str, form: Mapping[str, Any]) -> dict[str, Any]:
    """The options a lobby form sets for ``edition_id`` (fields ``opt.EDITION.NAME``) that differ from the edition's
    own values, as the engine reads them (it checks types, ranges and combinations when the room is made). An
    unticked box says false only in a form that showed the edition's options (its ``opt.EDITION`` field)."""
    options: dict[str, Any] = {}
    shown = f"opt.{edition_id}" in form
    for field in option_fields(edition_id):
        key = f"opt.{edition_id}.{field.name}"
        if field.kind == "bool":
            if not shown and key not in form:
                continue
            value: Any = key in form and str(form[key]) not in ("", "false", "off")
        elif key in form and str(form[key]).strip():
            value = str(form[key]).strip()[:40]
            if field.kind == "int":
                value = int(value) if value.lstrip("-").isdigit() else value
        else:
            continue
        if value != field.default:
            options[field.name] = value
    return options


LISTED = 30  # rooms in each of the lobby's lists


def room_list(rooms: Iterable[Room], lang: str) -> dict[str, list[dict[str, Any]]]:
    """The lobby's two lists of public rooms, newest first: ``open`` (not started, a person's seat free: Join) and
    ``games`` (started: Watch). A private room is in neither: it is joined by its link. Nor is a finished game:
    it keeps its page and log, not its place in the live lists."""
    names = {c.id: c.name for c in edition_choices(lang)}
    open_rooms: list[dict[str, Any]] = []
    games: list[dict[str, Any]] = []
    for room in reversed(list(rooms)):
        record = room.record
        if record.private or room.over:
            continue
        entry = {
            "id": room.id,
            "edition": names.get(record.edition, record.edition),
            "players": [s.name for s in record.seats if s.name],
            "seats": len(record.seats),
            "free": sum(1 for s in record.seats if s.kind == PERSON and not s.token),
            "over": bool(room.recorded and room.recorded.game.is_over),
            "clock": clock_listed(record.clock, lang),
        }
        if not record.started and entry["free"] and len(open_rooms) < LISTED:
            open_rooms.append(entry)
        elif record.started and len(games) < LISTED:
            games.append(entry)
    return {"open": open_rooms, "games": games}


def clock_listed(clock: Mapping[str, Any], lang: str) -> str:
    """A room's turn clock as its lobby entry shows it ("clock 30 s + 120 s"), "" for none."""
    if not clock:
        return ""
    return word(lang, "clock_listed", allowance=f"{clock['allowance']:g}", bank=f"{clock['bank']:g}")


@dataclass(frozen=True, slots=True)
class ParamField:
    """One parameter of a bot kind as the lobby's seat offers it (from the bot's own table of parameters)."""

    name: str
    kind: str  # "bool", "int" or "float"
    default: bool | int | float
    meaning: str
    high: float | None  # the largest value, where there is one (shares: 1)


@functools.lru_cache(maxsize=32)
def bot_params(kind: str, lang: str = "en") -> tuple[ParamField, ...]:
    """The parameters of bot ``kind`` (its own table), each meaning in ``lang``."""
    fields_ = []
    for name, default, meaning in agent_params(kind):
        assert isinstance(default, bool | int | float)  # the bots' parameters are numbers and switches
        typed = "bool" if isinstance(default, bool) else "int" if isinstance(default, int) else "float"
        worded = meaning_in(lang, f"bot_param.{kind}-{name}", meaning)
        fields_.append(ParamField(name, typed, default, worded, 1.0 if name in UNIT_PARAMS else None))
    return tuple(fields_)


def bot_label(lang: str, kind: str) -> str:
    """A bot kind by its name and difficulty in the language (``bot.KIND`` in the web catalog), else its kind."""
    key = f"bot.{kind}"
    text = word(lang, key)
    return kind if text == key else text


def params_from_form(seat: int, kind: str, form: Mapping[str, Any]) -> str:
    """A seat's bot parameters as ``key=value,...``: the controls ``bot{seat}.NAME`` whose values differ from the
    bot's defaults, then the seat's ``params{seat}`` text (the bot reads and checks them when the room is made)."""
    parts = []
    shown = f"bot{seat}" in form
    for field in bot_params(kind):
        key = f"bot{seat}.{field.name}"
        value: Any
        if field.kind == "bool":
            if not shown:
                continue
            value = key in form
        elif key in form and str(form[key]).strip():
            value = str(form[key]).strip()[:20]
            with contextlib.suppress(ValueError):  # (else the bot refuses it, with its reason)
                value = type(field.default)(value)
        else:
            continue
        if value != field.default:
            parts.append(f"{field.name}={str(value).lower() if isinstance(value, bool) else value}")
    text = str(form.get(f"params{seat}", "")).strip()
    return ",".join([*parts, text] if text else parts)[:400]
