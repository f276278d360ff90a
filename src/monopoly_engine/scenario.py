"""Rule scenarios (``docs/scenario-format.md``): a position, the dice, the decisions, what must hold after.

``run_cli(paths)`` runs files and returns the exit code: 0 when every expectation holds, 1 when one
fails or an action is refused unexpectedly (the first failure per file is printed, expected vs
actual), 2 when a file is malformed (unknown key, player, space, card or action; no dice left for a
roll), reported with its path and line.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .core import Game, IllegalActionError, OutOfOutcomesError, ScriptedSource, cheats
from .core.cheats import PILE as CHEAT_PILE
from .core.edition import BUS_TICKETS, HOTEL, RAILROAD, SKYSCRAPER, STREET
from .editions import EditionError, load_edition
from .notation import NotationError, card_ref, parse_action, space_index
from .safe_load import EXCERPT_CHARS, SCENARIO_MAX_BYTES, InputFileError, excerpt, parse_json, parse_yaml, read_text
from .safe_text import safe_text

TOP_KEYS = {"name", "edition", "players", "options", "setup", "dice", "actions", "expect"}
SETUP_KEYS = {
    "cash", "position", "owner", "houses", "mortgaged", "jail", "cards", "decks", "bank", "turn",
    "passed_go", "tickets", "depots", "cheats", "handcuff", "home", "end_phase",
}  # fmt: skip
EXPECT_KEYS = {
    "cash", "position", "owner", "houses", "mortgaged", "bank", "cards", "jail", "bankrupt", "winner",
    "turn", "refused", "tickets", "depots", "cheats", "hotels_bank", "home", "end_phase", "held", "handcuff",
    "rounds",
}  # fmt: skip
BANK_KEYS = ("houses", "hotels", "skyscrapers", "depots", "tickets")
SPEED_FACES = {1: "1", 2: "2", 3: "3", "1": "1", "2": "2", "3": "3", "bus": "bus", "mr-monopoly": "mr-monopoly"}


class ScenarioFormatError(ValueError):
    """A scenario file that cannot be run as written."""

    def __init__(self, path: str, line: int, problem: str) -> None:
        problem = _shortened(problem)
        super().__init__(f"{path}:{line}: {problem}" if line else f"{path}: {problem}")
        self.path = path
        self.line = line
        self.problem = problem


@dataclass
class ScenarioResult:
    path: str
    name: str
    ok: bool
    message: str = ""
    malformed: bool = False


@dataclass
class Scenario:
    path: str
    data: dict[str, Any]
    lines: dict[tuple[Any, ...], int] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return _shortened(str(self.data.get("name") or Path(self.path).stem), 100)

    def line(self, *keys: Any) -> int:
        """The line of the deepest of ``keys`` recorded (1-based), or of the nearest parent."""
        for end in range(len(keys), -1, -1):
            found = self.lines.get(tuple(keys[:end]))
            if found:
                return found
        return 0

    def error(self, problem: str, *keys: Any) -> ScenarioFormatError:
        return ScenarioFormatError(self.path, self.line(*keys), problem)


# --- reading ---------------------------------------------------------------------------------------


def load_scenario(path: str | Path) -> Scenario:
    """Read a scenario file (YAML, or JSON), within the limits of ``monopoly_engine.safe_load``."""
    path_text = str(path)
    try:
        text = read_text(path, SCENARIO_MAX_BYTES)
        try:
            data, lines = parse_yaml(text, path_text)
        except InputFileError:
            if not path_text.endswith(".json"):
                raise
            data, lines = parse_json(text, path_text), {}  # JSON that YAML 1.1 does not read (tabs, ...)
    except InputFileError as exc:
        raise ScenarioFormatError(exc.path, exc.line, exc.problem) from None
    if data is None:
        raise ScenarioFormatError(path_text, 1, "empty file: a scenario is a mapping with name, edition, players, ...")
    if not isinstance(data, dict):
        raise ScenarioFormatError(path_text, 1, "a scenario is a mapping with name, edition, players, ...")
    scenario = Scenario(path_text, data, lines)
    _check_keys(scenario, data, TOP_KEYS, ())
    for key in ("edition", "players"):
        if key not in data:
            raise scenario.error(f"missing key {key!r}")
    for key, allowed in (("setup", SETUP_KEYS), ("expect", EXPECT_KEYS)):
        section = data.get(key)
        if section is None:
            continue
        if not isinstance(section, dict):
            raise scenario.error(f"{key!r} must be a mapping", key)
        _check_keys(scenario, section, allowed, (key,))
    return scenario


def _check_keys(scenario: Scenario, mapping: dict[str, Any], allowed: set[str], where: tuple[Any, ...]) -> None:
    for key in mapping:
        if key not in allowed:
            place = ".".join(map(str, where)) or "the top level"
            raise scenario.error(
                f"unknown key {excerpt(key)} in {place} (known: {', '.join(sorted(allowed))})", *where, key
            )


# --- building the position ---------------------------------------------------------------------------


def build_game(scenario: Scenario) -> Game:
    data = scenario.data
    players = data["players"]
    if not isinstance(players, list) or not players:
        raise scenario.error("'players' must be a list of names", "players")
    names = [str(p) for p in players]
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise scenario.error("'options' must be a mapping", "options")
    try:
        edition = load_edition(str(data["edition"]), options)
    except EditionError as exc:
        key = getattr(exc.__cause__, "key", None)  # the rule option refused, when one was
        place = ("options", key) if key in options else ("options",) if options else ("edition",)
        raise scenario.error(str(exc), *place) from None
    dice = data.get("dice") or []
    if not isinstance(dice, list) or not all(_is_roll(d) for d in dice):
        raise scenario.error(
            "'dice' must be a list of rolls such as [3, 4], or [3, 4, s] with the speed die "
            "(s: 1, 2, 3, bus or mr-monopoly)",
            "dice",
        )
    dice = [[d[0], d[1], SPEED_FACES[d[2]]] if len(d) == 3 else d for d in dice]
    setup = data.get("setup") or {}
    first = 0
    if "turn" in setup:
        first = _player(scenario, names, setup["turn"], "setup", "turn")
    try:
        game, _ = Game.new(edition, names, ScriptedSource(dice), first_player=first, shuffle=False)
    except ValueError as exc:
        raise scenario.error(str(exc), "players") from None
    _apply_setup(scenario, game, setup, names)
    return game


def _is_roll(value: Any) -> bool:
    return (
        isinstance(value, list)
        and len(value) in (2, 3)
        and all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in value[:2])
        and (
            len(value) == 2
            or (isinstance(value[2], int | str) and not isinstance(value[2], bool) and value[2] in SPEED_FACES)
        )
    )


def _player(scenario: Scenario, names: list[str], name: Any, *where: Any) -> int:
    if str(name) not in names:
        listed = ", ".join(_shortened(n, EXCERPT_CHARS) for n in names)
        raise scenario.error(f"unknown player {excerpt(name)} (players: {listed})", *where)
    return names.index(str(name))


def _space(scenario: Scenario, game: Game, ref: Any, *where: Any) -> int:
    try:
        return space_index(game.edition, ref)
    except NotationError as exc:
        raise scenario.error(str(exc), *where) from None


def _mapping(scenario: Scenario, value: Any, *where: Any) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise scenario.error(f"'{where[-1]}' must be a mapping", *where)
    return value


def _list(scenario: Scenario, value: Any, *where: Any) -> list[Any]:
    """A list the format wants (null is the empty list)."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise scenario.error(f"'{where[-1]}' must be a list, not {excerpt(value)}", *where)
    return value


def _whole(scenario: Scenario, value: Any, *where: Any) -> int:
    """A whole number the format wants (an expected amount or count)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise scenario.error(f"'{where[-1]}' must be a whole number, not {excerpt(value)}", *where)
    return value


def _apply_setup(scenario: Scenario, game: Game, setup: dict[str, Any], names: list[str]) -> None:
    state = game.state
    edition = game.edition
    for ref, who in _mapping(scenario, setup.get("owner", {}), "setup", "owner").items():
        space = _space(scenario, game, ref, "setup", "owner", ref)
        if not edition.spaces[space].is_property:
            raise scenario.error(f"{edition.spaces[space].name} cannot be owned", "setup", "owner", ref)
        state.owner[space] = -1 if who is None else _player(scenario, names, who, "setup", "owner", ref)
    top = SKYSCRAPER if game.rules.skyscrapers else HOTEL
    for ref, level in _mapping(scenario, setup.get("houses", {}), "setup", "houses").items():
        space = _space(scenario, game, ref, "setup", "houses", ref)
        if edition.spaces[space].kind != STREET:
            raise scenario.error(f"{edition.spaces[space].name} is not a street", "setup", "houses", ref)
        if not isinstance(level, int) or isinstance(level, bool) or not 0 <= level <= top:
            more = ", 6 for a skyscraper" if top == SKYSCRAPER else ""
            raise scenario.error(f"houses are 0-4, or 5 for a hotel{more}", "setup", "houses", ref)
        state.level[space] = level
    if "depots" in setup:
        if not game.rules.depots:
            raise scenario.error(f"setup key 'depots': {edition.id} has no depots", "setup", "depots")
        refs = setup["depots"]
        if not isinstance(refs, list):
            raise scenario.error("'depots' is a list of stations", "setup", "depots")
        for i, ref in enumerate(refs):
            space = _space(scenario, game, ref, "setup", "depots", i)
            if edition.spaces[space].kind != RAILROAD:
                raise scenario.error(f"{edition.spaces[space].name} is not a station", "setup", "depots", i)
            state.depot[space] = True
    for i, ref in enumerate(_list(scenario, setup.get("mortgaged"), "setup", "mortgaged")):
        space = _space(scenario, game, ref, "setup", "mortgaged", i)
        if not edition.spaces[space].is_property:
            raise scenario.error(f"{edition.spaces[space].name} cannot be mortgaged", "setup", "mortgaged", i)
        state.mortgaged[space] = True
    state.board_changed()  # the board was set by hand: what a bot remembered of it no longer holds
    for name, cash in _mapping(scenario, setup.get("cash", {}), "setup", "cash").items():
        player = _player(scenario, names, name, "setup", "cash", name)
        if not isinstance(cash, int) or isinstance(cash, bool) or cash < 0:
            raise scenario.error("cash is a whole amount, 0 or more", "setup", "cash", name)
        state.players[player].cash = cash
    for name, ref in _mapping(scenario, setup.get("position", {}), "setup", "position").items():
        player = _player(scenario, names, name, "setup", "position", name)
        state.players[player].position = _space(scenario, game, ref, "setup", "position", name)
    for name, tries in _mapping(scenario, setup.get("jail", {}), "setup", "jail").items():
        player = _player(scenario, names, name, "setup", "jail", name)
        if tries is True:
            tries = 0
        if tries is False:
            continue
        if not isinstance(tries, int) or not 0 <= tries < game.rules.max_jail_tries:
            raise scenario.error(f"jail tries are 0-{game.rules.max_jail_tries - 1}", "setup", "jail", name)
        p = state.players[player]
        p.in_jail = True
        p.jail_tries = tries
        p.position = edition.jail_index
    if "passed_go" in setup:
        if not game.rules.speed_die:
            raise scenario.error("setup key 'passed_go' needs the rule option speed_die", "setup", "passed_go")
        refs = setup["passed_go"]
        if not isinstance(refs, list):
            raise scenario.error("'passed_go' is a list of players", "setup", "passed_go")
        for i, name in enumerate(refs):
            state.players[_player(scenario, names, name, "setup", "passed_go", i)].passed_go = True
    _setup_cheaters(scenario, game, setup, names)
    _setup_cards(scenario, game, setup, names)
    _setup_tickets(scenario, game, setup, names)
    _setup_cheats(scenario, game, setup)
    _setup_bank(scenario, game, setup.get("bank"))


def _setup_tickets(scenario: Scenario, game: Game, setup: dict[str, Any], names: list[str]) -> None:
    """``tickets: {A: 2}``: two ``move-this-side`` tickets taken out of the pile for A, from the bottom up, so
    that the tickets a scenario stacks on top with ``decks`` are still the next ones drawn."""
    if "tickets" not in setup:
        return
    if BUS_TICKETS not in game.edition.decks:
        raise scenario.error(f"setup key 'tickets': {game.edition.id} has no bus tickets", "setup", "tickets")
    pile = game.state.decks[BUS_TICKETS]
    cards = game.edition.decks[BUS_TICKETS].cards
    for name, count in _mapping(scenario, setup["tickets"], "setup", "tickets").items():
        player = _player(scenario, names, name, "setup", "tickets", name)
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise scenario.error("tickets are a count, 0 or more", "setup", "tickets", name)
        for _ in range(count):
            plain = next((c for c in reversed(pile) if not cards[c].effect.expire_others), None)
            if plain is None:
                raise scenario.error("the pile has no more plain bus tickets to give", "setup", "tickets", name)
            pile.remove(plain)
        game.state.players[player].tickets += count


def _setup_cheaters(scenario: Scenario, game: Game, setup: dict[str, Any], names: list[str]) -> None:
    """``handcuff: P`` (P in jail, no tries yet), ``home: [P]`` (on GO for good), ``end_phase: true``."""
    state = game.state
    for key in ("home", "end_phase"):
        if key in setup and game.rules.end != "all-owned-then-go":
            raise scenario.error(f"setup key {key!r} needs the rule option end = all-owned-then-go", "setup", key)
    if setup.get("handcuff") is not None:
        p = state.players[_player(scenario, names, setup["handcuff"], "setup", "handcuff")]
        p.in_jail = True
        p.jail_tries = 0
        p.position = game.edition.jail_index
    if "home" in setup:
        if not isinstance(setup["home"], list):
            raise scenario.error("'home' is a list of players", "setup", "home")
        for i, name in enumerate(setup["home"]):
            p = state.players[_player(scenario, names, name, "setup", "home", i)]
            p.home = True
            p.position = 0
    if "end_phase" in setup:
        if not isinstance(setup["end_phase"], bool):
            raise scenario.error("'end_phase' is true or false", "setup", "end_phase")
        state.end_phase = setup["end_phase"]
    elif game.rules.end == "all-owned-then-go":  # a position with every street owned is already in the end phase
        state.end_phase = all(state.owner[space] >= 0 for space in game.edition.properties)
    if game.rules.one_prisoner and sum(p.in_jail for p in state.players) > 1:
        raise scenario.error("one prisoner at a time (the handcuff): put one player in jail", "setup", "jail")


def _setup_cards(scenario: Scenario, game: Game, setup: dict[str, Any], names: list[str]) -> None:
    state = game.state
    taken: set[tuple[str, int]] = set()

    def pick(ref: Any, *where: Any) -> tuple[str, int]:
        try:
            deck, first = card_ref(game, ref)
        except NotationError as exc:
            raise scenario.error(str(exc), *where) from None
        card_id = game.edition.decks[deck].cards[first].id
        for i, card in enumerate(game.edition.decks[deck].cards):
            if card.id == card_id and (deck, i) not in taken:
                taken.add((deck, i))
                return deck, i
        raise scenario.error(f"every copy of {ref} is already placed", *where)

    for name, refs in _mapping(scenario, setup.get("cards", {}), "setup", "cards").items():
        player = _player(scenario, names, name, "setup", "cards", name)
        for i, ref in enumerate(_list(scenario, refs, "setup", "cards", name)):
            state.players[player].cards.append(pick(ref, "setup", "cards", name, i))
    on_top: dict[str, list[int]] = {}
    for deck, refs in _mapping(scenario, setup.get("decks", {}), "setup", "decks").items():
        if deck == CHEAT_PILE and game.state.cheats is not None:
            continue  # the cheat pile: ``_setup_cheats``
        if deck not in game.edition.decks:
            raise scenario.error(f"no deck {excerpt(deck)} in {game.edition.id}", "setup", "decks", deck)
        cards = []
        for i, ref in enumerate(_list(scenario, refs, "setup", "decks", deck)):
            text = str(ref) if "/" in str(ref) else f"{deck}/{ref}"
            cards.append(pick(text, "setup", "decks", deck, i)[1])
        on_top[deck] = cards
    for deck_id, deck in game.edition.decks.items():
        top = on_top.get(deck_id, [])
        rest = [i for i in range(len(deck.cards)) if (deck_id, i) not in taken]
        state.decks[deck_id].clear()
        state.decks[deck_id].extend(top + rest)


def _setup_cheats(scenario: Scenario, game: Game, setup: dict[str, Any]) -> None:
    """``cheats: [ids]``: the face-up cheat cards; ``decks: {cheats: [ids]}``: the top of the cheat pile."""
    decks = setup.get("decks") or {}
    wanted = "cheats" in setup or (isinstance(decks, dict) and CHEAT_PILE in decks)
    if not wanted:
        return
    where = "cheats" if "cheats" in setup else "decks"
    if game.state.cheats is None:
        raise scenario.error("the cheat cards need the rule option cheats", "setup", where)
    face_up = setup.get("cheats")
    pile = decks.get(CHEAT_PILE) or []
    for value, where in ((face_up, "cheats"), (pile, "decks")):
        if value is not None and not isinstance(value, list):
            raise scenario.error("cheat cards are a list of card ids", "setup", where)
    try:
        cheats.arrange(game, None if face_up is None else [str(c) for c in face_up], [str(c) for c in pile])
    except KeyError as exc:
        raise scenario.error(str(exc.args[0]), "setup", where) from None


def _setup_bank(scenario: Scenario, game: Game, bank: Any) -> None:
    state = game.state
    rules = game.rules
    hotels = sum(1 for level in state.level if level == HOTEL)
    houses = sum(level for level in state.level if level < HOTEL)
    skyscrapers = sum(1 for level in state.level if level == SKYSCRAPER)
    state.bank_houses = rules.houses - houses
    state.bank_hotels = rules.hotels - hotels
    state.bank_skyscrapers = rules.skyscrapers - skyscrapers
    state.bank_depots = rules.depots - sum(state.depot)
    known = [k for k in BANK_KEYS if k in ("houses", "hotels") or (k == "tickets" and BUS_TICKETS in game.edition.decks)
             or (k != "tickets" and getattr(rules, k))]  # fmt: skip
    if bank is not None:
        bank = _mapping(scenario, bank, "setup", "bank")
        for key, value in bank.items():
            if key not in known or not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise scenario.error(f"bank holds {', '.join(map(repr, known))}, each 0 or more", "setup", "bank", key)
            if key == "tickets":  # only the top of the pile is left
                pile = state.decks[BUS_TICKETS]
                kept = list(pile)[:value]
                pile.clear()
                pile.extend(kept)
            else:
                setattr(state, f"bank_{key}", value)
    if min(state.bank_houses, state.bank_hotels, state.bank_skyscrapers, state.bank_depots) < 0:
        raise scenario.error(
            f"the board has more buildings than the edition's {rules.houses} houses, {rules.hotels} hotels, "
            f"{rules.skyscrapers} skyscrapers and {rules.depots} depots",
            "setup", "houses",
        )  # fmt: skip


# --- running ----------------------------------------------------------------------------------------


def _parse_actions(scenario: Scenario, game: Game, names: list[str]) -> list[tuple[int, Any, int]]:
    raw = scenario.data.get("actions") or []
    if not isinstance(raw, list):
        raise scenario.error("'actions' must be a list of 'PLAYER: action' entries", "actions")
    parsed = []
    for i, entry in enumerate(raw):
        if not isinstance(entry, dict) or len(entry) != 1:
            raise scenario.error("each action is one 'PLAYER: action' entry", "actions", i)
        ((name, spec),) = entry.items()
        player = _player(scenario, names, name, "actions", i)
        parsed.append((player, spec, scenario.line("actions", i)))
    return parsed


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Run one scenario; format problems raise ``ScenarioFormatError``."""
    game = build_game(scenario)
    names = [p.name for p in game.state.players]
    expect = scenario.data.get("expect") or {}
    refused_at = expect.get("refused")
    if refused_at is not None and (not isinstance(refused_at, int) or isinstance(refused_at, bool)):
        raise scenario.error("'refused' is the index (from 0) of an action", "expect", "refused")
    for i, (player, spec, line) in enumerate(_parse_actions(scenario, game, names)):
        try:
            action = parse_action(spec, player, game)
        except NotationError as exc:
            raise scenario.error(str(exc), "actions", i) from None
        written = f"{names[player]}: {_spec_text(spec)}"
        before = game.state.snapshot() if refused_at == i else None
        try:
            game.apply(action)
        except IllegalActionError as exc:
            if refused_at == i:
                if game.state.snapshot() != before:
                    return _fail(scenario, f"action {i} (line {line}) was refused but the state changed")
                break
            return _fail(scenario, f"action {i} (line {line}) '{written}' was refused: {exc.reason}")
        except OutOfOutcomesError as exc:
            raise scenario.error(f"action {i} '{written}': {exc}", "actions", i) from None
        if refused_at == i:
            return _fail(scenario, f"action {i} (line {line}) '{written}' should have been refused, but it was allowed")
    else:
        if refused_at is not None:
            return _fail(scenario, f"expected action {refused_at} to be refused, but there is no such action")
    problem = check_expectations(scenario, game, expect)
    if problem:
        return _fail(scenario, problem)
    return ScenarioResult(scenario.path, scenario.name, True)


def _spec_text(spec: Any) -> str:
    """The action as written, cut short when long (messages quote at most an excerpt)."""
    text = spec if isinstance(spec, str) else json.dumps(spec, ensure_ascii=False)
    return text if len(text) <= 2 * EXCERPT_CHARS else text[: 2 * EXCERPT_CHARS] + "..."


def _fail(scenario: Scenario, message: str) -> ScenarioResult:
    return ScenarioResult(scenario.path, scenario.name, False, _shortened(message))


def _shortened(message: str, limit: int = 300) -> str:
    """A message cut to ``limit`` characters: the values it quotes come from the file and can be long."""
    return message if len(message) <= limit else message[:limit] + "..."


def check_expectations(scenario: Scenario, game: Game, expect: dict[str, Any]) -> str | None:
    """The first expectation that does not hold, as 'expected ... , got ...', or None."""
    state = game.state
    edition = game.edition
    names = [p.name for p in state.players]

    def who(index: int) -> str | None:
        return names[index] if index >= 0 else None

    def player(name: Any, *where: Any) -> int:
        return _player(scenario, names, name, "expect", *where)

    def space(ref: Any, *where: Any) -> int:
        return _space(scenario, game, ref, "expect", *where)

    if "tickets" in expect and BUS_TICKETS not in edition.decks:
        raise scenario.error(f"expect key 'tickets' belongs to an edition {edition.id} is not", "expect", "tickets")
    if "depots" in expect and not game.rules.depots:
        raise scenario.error(f"expect key 'depots' belongs to an edition {edition.id} is not", "expect", "depots")
    for name, cash in _mapping(scenario, expect.get("cash", {}), "expect", "cash").items():
        got = state.players[player(name, "cash", name)].cash
        if got != _whole(scenario, cash, "expect", "cash", name):
            return f"expected cash of {name} = {cash}, got {got}"
    for name, ref in _mapping(scenario, expect.get("position", {}), "expect", "position").items():
        got = state.players[player(name, "position", name)].position
        want = space(ref, "position", name)
        if got != want:
            return f"expected {name} on {_space_name(edition, want)}, got {_space_name(edition, got)}"
    for ref, owner in _mapping(scenario, expect.get("owner", {}), "expect", "owner").items():
        index = space(ref, "owner", ref)
        want_owner = None if owner is None else names[player(owner, "owner", ref)]
        got_owner = who(state.owner[index])
        if got_owner != want_owner:
            return f"expected owner of {_space_name(edition, index)} = {want_owner}, got {got_owner}"
    for ref, level in _mapping(scenario, expect.get("houses", {}), "expect", "houses").items():
        index = space(ref, "houses", ref)
        if state.level[index] != _whole(scenario, level, "expect", "houses", ref):
            return f"expected {level} buildings on {_space_name(edition, index)}, got {state.level[index]}"

    def marked(key: str, flags: list[bool], what: str) -> str | None:
        """The squares ``expect[key]`` lists against those ``flags`` marks (mortgages, depots)."""
        want_set = {space(ref, key, i) for i, ref in enumerate(_list(scenario, expect[key], "expect", key))}
        got_set = {i for i, flag in enumerate(flags) if flag}
        return None if want_set == got_set else f"expected {what} {sorted(want_set)}, got {sorted(got_set)}"

    if "mortgaged" in expect and (problem := marked("mortgaged", state.mortgaged, "mortgaged")):
        return problem
    if "bank" in expect:
        for key, value in _mapping(scenario, expect["bank"], "expect", "bank").items():
            if key not in BANK_KEYS:
                raise scenario.error(f"bank holds {', '.join(map(repr, BANK_KEYS))}", "expect", "bank", key)
            got = len(state.decks.get(BUS_TICKETS, ())) if key == "tickets" else getattr(state, f"bank_{key}")
            if got != _whole(scenario, value, "expect", "bank", key):
                return f"expected the bank to hold {value} {key}, got {got}"
    for name, count in _mapping(scenario, expect.get("tickets", {}), "expect", "tickets").items():
        got = state.players[player(name, "tickets", name)].tickets
        if got != _whole(scenario, count, "expect", "tickets", name):
            return f"expected {name} to hold {count} bus tickets, got {got}"
    if "depots" in expect and (problem := marked("depots", state.depot, "depots on")):
        return problem
    for name, refs in _mapping(scenario, expect.get("cards", {}), "expect", "cards").items():
        index = player(name, "cards", name)
        try:
            want_cards = Counter(
                _card_text(game, card_ref(game, r, index)) for r in _list(scenario, refs, "expect", "cards", name)
            )
        except NotationError as exc:
            raise scenario.error(str(exc), "expect", "cards", name) from None
        got_cards = Counter(_card_text(game, c) for c in state.players[index].cards)
        if want_cards != got_cards:
            return f"expected {name} to hold {sorted(want_cards.elements())}, got {sorted(got_cards.elements())}"
    for name, jailed in _mapping(scenario, expect.get("jail", {}), "expect", "jail").items():
        got = state.players[player(name, "jail", name)].in_jail
        if got != bool(jailed):
            return f"expected {name} {'in' if jailed else 'out of'} jail, got {'in' if got else 'out of'} jail"
    if "bankrupt" in expect:
        want_names = {names[player(n, "bankrupt")] for n in _list(scenario, expect["bankrupt"], "expect", "bankrupt")}
        got_names = {p.name for p in state.players if p.bankrupt}
        if want_names != got_names:
            return f"expected bankrupt {sorted(want_names)}, got {sorted(got_names)}"
    if "winner" in expect:
        want = expect["winner"]
        if isinstance(want, list):  # a shared win
            want_winners = sorted(names[player(w, "winner")] for w in want)
            got_winners = sorted(names[w] for w in state.winners) if state.over else []
            if want_winners != got_winners:
                shown = got_winners if state.over else "none (the game goes on)"
                return f"expected winners {want_winners}, got {shown}"
        else:
            want_name = None if want is None else names[player(want, "winner")]
            got_winner = who(state.winner) if state.over else None
            if got_winner != want_name:
                return f"expected winner {want_name}, got {got_winner if state.over else 'none (the game goes on)'}"
    problem = _check_cheaters(scenario, game, expect, player)
    if problem:
        return problem
    if "cheats" in expect:
        want_cheats = sorted(str(c) for c in _list(scenario, expect["cheats"], "expect", "cheats"))
        got_cheats = sorted(state.cheats.face_up) if state.cheats is not None else []
        if want_cheats != got_cheats:
            return f"expected the face-up cheat cards {want_cheats}, got {got_cheats}"
    if "turn" in expect:
        want_name = names[player(expect["turn"], "turn")]
        got_turn = names[state.current]
        if got_turn != want_name:
            return f"expected it to be {want_name}'s turn, got {got_turn}'s"
    if "rounds" in expect and state.rounds != (want_rounds := _whole(scenario, expect["rounds"], "expect", "rounds")):
        return f"expected {want_rounds} complete rounds, got {state.rounds}"
    return None


def _check_cheaters(scenario: Scenario, game: Game, expect: dict[str, Any], player: Any) -> str | None:
    """``hotels_bank``, ``home``, ``end_phase``, ``held`` (cards per deck) and ``handcuff``."""
    state = game.state
    names = [p.name for p in state.players]
    if "hotels_bank" in expect and state.bank_hotels != _whole(
        scenario, expect["hotels_bank"], "expect", "hotels_bank"
    ):
        return f"expected the bank to hold {expect['hotels_bank']} hotels, got {state.bank_hotels}"
    if "home" in expect:
        want = sorted(names[player(n, "home")] for n in _list(scenario, expect["home"], "expect", "home"))
        got = sorted(p.name for p in state.players if p.home)
        if want != got:
            return f"expected home {want}, got {got}"
    if "end_phase" in expect and state.end_phase != bool(expect["end_phase"]):
        return f"expected end_phase {bool(expect['end_phase'])}, got {state.end_phase}"
    for name, decks in _mapping(scenario, expect.get("held", {}), "expect", "held").items():
        index = player(name, "held", name)
        for deck, count in _mapping(scenario, decks, "expect", "held", name).items():
            got_count = sum(1 for d, _ in state.players[index].cards if d == deck)
            if got_count != _whole(scenario, count, "expect", "held", name, deck):
                return f"expected {name} to hold {count} {deck} cards, got {got_count}"
    if "handcuff" in expect:
        want_seat = -1 if expect["handcuff"] is None else player(expect["handcuff"], "handcuff")
        if state.handcuff != want_seat:
            got_on = names[state.handcuff] if state.handcuff >= 0 else None
            return f"expected the handcuff on {names[want_seat] if want_seat >= 0 else None}, got {got_on}"
    return None


def _space_name(edition: Any, index: int) -> str:
    return f"{edition.spaces[index].id} ({index})"


def _card_text(game: Game, card: tuple[str, int]) -> str:
    return f"{card[0]}/{game.edition.decks[card[0]].cards[card[1]].id}"


# --- command line ----------------------------------------------------------------------------------------


def run_files(paths: Iterable[str | Path]) -> list[ScenarioResult]:
    results = []
    for path in paths:
        try:
            results.append(run_scenario(load_scenario(path)))
        except ScenarioFormatError as exc:
            results.append(ScenarioResult(str(path), Path(path).stem, False, str(exc), malformed=True))
    return results


def run_cli(paths: list[str], out: Any = None) -> int:
    """Run scenario files, print one line per file (and the first failure), return the exit code."""
    out = out or sys.stdout
    if not paths:
        print("error: no scenario files given", file=sys.stderr)
        return 2
    results = run_files(paths)
    code = 0
    for result in results:
        if result.ok:
            print(f"ok    {result.path}  {safe_text(result.name)}", file=out)
        elif result.malformed:
            print(f"error {safe_text(result.message, None)}", file=out)
            code = 2
        else:
            print(f"FAIL  {result.path}  {safe_text(result.name)}\n      {safe_text(result.message, None)}", file=out)
            code = max(code, 1)
    passed = sum(r.ok for r in results)
    print(f"{passed} passed, {len(results) - passed} failed", file=out)
    return code
