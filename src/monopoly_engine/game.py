"""A small facade over the core: a new game from an edition and a seed, play, history, save and load.

A game leaves the process as its log, JSON Lines: a header (format version, edition, options,
players, seed, the setup's events), then one line per action with the events it caused. Loading a
log replays it: the actions are applied again (with the seed's dice, or the recorded ones when the
seed is not given) and every event must come out the same, so a damaged or tampered log is refused
with its line and the reason. A loaded game can go on from where the log ends.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from .codec import FORMAT_VERSION, CodecError, action_from_dict, action_to_dict, event_from_dict, event_to_dict
from .core import Action, Edition, Event, Game, IllegalActionError, MonopolyError, RecordedSource, SeededRandom
from .core.actions import Cheat
from .core.events import DeckShuffled, DiceRolled, MoneyPaid, OrderRolled, UtilityDiceRolled, visible_events
from .core.hash_random import source_for
from .editions import load_edition
from .editions.texts import in_language
from .output_files import write_text_atomically
from .safe_load import LOG_MAX_BYTES, InputFileError, excerpt, json_lines, parse_json

LOG_FORMAT = "monopoly-log"
# Stands in the history for the end of a game at a round limit, which is not a player's action.
ROUND_LIMIT: Final = None


class LogError(ValueError):
    """A log that cannot be loaded: names the file, the line and the problem."""

    def __init__(self, source: str, line: int, problem: str) -> None:
        super().__init__(f"{source}:{line}: {problem}" if line else f"{source}: {problem}")
        self.source = source
        self.line = line
        self.problem = problem


@dataclass
class RecordedGame:
    """A game and its history, ready to be saved as a log and replayed."""

    game: Game
    edition_ref: str
    options: dict[str, Any]
    players: list[str]
    seed: int | str | None
    first_player: int | None
    setup_events: list[Event]
    history: list[tuple[Action | None, list[Event]]] = field(default_factory=list)

    def play(self, action: Action) -> list[Event]:
        """Apply ``action`` (refused with ``IllegalActionError`` if illegal) and record it."""
        events = self.game.apply(action)
        self.history.append((action, events))
        return events

    def play_listed(self, action: Action) -> list[Event]:
        """Apply ``action``, one of the very action objects the game listed as legal in the state it is still in
        (``Game.apply_unchecked``: not checked again), and record it."""
        events = self.game.apply_unchecked(action)
        self.history.append((action, events))
        return events

    def end_by_round_limit(self) -> list[Event]:
        """End the game as a draw at a round limit; the ending is recorded in the log."""
        events = self.game.end_by_round_limit()
        if events:
            self.history.append((ROUND_LIMIT, events))
        return events

    def header(self) -> dict[str, Any]:
        return {
            "format": LOG_FORMAT,
            "version": FORMAT_VERSION,
            "edition": self.edition_ref,
            "options": self.options,
            "players": self.players,
            "seed": self.seed,
            "first_player": self.first_player,
            "setup": [event_to_dict(e) for e in self.setup_events],
        }

    def log_lines(self, seat: int | None = None) -> Iterable[str]:
        """The log, complete; or, for ``seat``, what that seat may know (``redacted_log_lines``)."""
        if seat is not None:
            yield from redacted_log_lines(self, seat)
            return
        yield json.dumps(self.header(), ensure_ascii=False)
        for action, events in self.history:
            yield _entry_line(action, events)

    def history_lines(self, since: int = 0) -> list[str]:
        """The log's lines of the history entries after the first ``since`` (the header not among them): what a
        store that already holds ``since`` entries appends to stay whole."""
        return [_entry_line(action, events) for action, events in self.history[since:]]

    def save(self, path: str | Path) -> None:
        """Write the whole log (atomically: a crash never leaves half a file)."""
        write_text_atomically(path, "\n".join(self.log_lines()) + "\n")


def redacted_log_lines(record: RecordedGame, seat: int) -> Iterable[str]:
    """The log as ``seat`` may know it (cheaters: what a networked client would receive). Derived, never the
    truth: the seed and the shuffled orders are left out, other seats' cheats become ``hidden-action`` and
    their hidden events are dropped (the public ``something-happened`` marker stays), the header says
    ``"redacted_for"``. Such a log can be read and watched but not replayed (``load_log`` refuses it)."""
    if not 0 <= seat < len(record.players):
        raise ValueError(f"no seat {seat} in a game of {len(record.players)} players")
    header = record.header()
    header["seed"] = None
    header["redacted_for"] = record.players[seat]
    header["setup"] = [event_to_dict(e) for e in visible_events(record.setup_events, seat)]
    yield json.dumps(header, ensure_ascii=False)
    for action, events in record.history:
        if action is ROUND_LIMIT:
            yield _entry_line(action, events)
            continue
        if isinstance(action, Cheat) and action.player != seat:
            shown: Any = {"kind": HIDDEN_ACTION}
        else:
            shown = action_to_dict(action)
        yield json.dumps(
            {"action": shown, "events": [event_to_dict(e) for e in visible_events(events, seat)]}, ensure_ascii=False
        )


HIDDEN_ACTION = "hidden-action"  # another seat's cheat, in a seat's log


def _entry_line(action: Action | None, events: list[Event]) -> str:
    if action is ROUND_LIMIT:
        return json.dumps({"end": "round-limit", "events": [event_to_dict(e) for e in events]}, ensure_ascii=False)
    return json.dumps(
        {"action": action_to_dict(action), "events": [event_to_dict(e) for e in events]}, ensure_ascii=False
    )


def new_game(
    edition: str | Edition,
    players: Sequence[str],
    seed: int | str | None = None,
    options: dict[str, Any] | None = None,
    first_player: int | None = None,
    *,
    ref: str | None = None,
) -> RecordedGame:
    """A new recorded game. ``edition`` is an edition id or path; ``options`` override its rules.

    Given an ``Edition`` and ``ref`` (the id or path it was loaded from, ``options`` already applied), the
    edition is used as it is and the log names ``ref`` with ``options``: no second load."""
    options = dict(options or {})
    if isinstance(edition, Edition) and ref is not None:
        ed = edition
    elif isinstance(edition, Edition):
        ed = load_edition(edition.id, options) if options else edition
        ref = edition.id
    else:
        ed = load_edition(edition, options)
        ref = edition
    game, setup = Game.new(ed, list(players), source_for(seed), first_player=first_player)
    return RecordedGame(game, ref, options, list(players), seed, first_player, setup)


def outcomes_of(events: Iterable[Event]) -> list[tuple[str, object]]:
    """The random outcomes recorded in ``events``, in order, as a ``RecordedSource`` wants them."""
    found: list[tuple[str, object]] = []
    for event in events:
        if isinstance(event, DeckShuffled):
            found.append(("shuffle", event.order))
        elif isinstance(event, DiceRolled | UtilityDiceRolled):
            if event.speed:  # the speed die is asked for first, then the white dice
                found.append(("speed", event.speed))
            found.append(("dice", event.dice))
        elif isinstance(event, OrderRolled):
            found.append(("dice", event.dice))
    return found


def load_log(path: str | Path, language: str | None = None) -> RecordedGame:
    """Replay the log at ``path`` and return the game in its final state, ready to go on; ``language``: the
    edition's words in that language where its data has them (``editions.texts.in_language``)."""
    try:
        lines = json_lines(path, LOG_MAX_BYTES)
        first = next(lines, "")
    except InputFileError as exc:
        raise LogError(exc.path, exc.line, exc.problem) from None
    return replay_lines(itertools.chain([first], lines), str(path), language)


def replay_lines(lines: Iterable[str], source: str = "<log>", language: str | None = None) -> RecordedGame:
    remaining = iter(lines)
    first = next(remaining, "")
    if not first.strip():
        raise LogError(source, 1, "empty log: the first line must be the header")
    header = _parse_line(first, source, 1)
    _check_header(header, source)
    try:
        setup = [event_from_dict(e) for e in header["setup"]]
    except CodecError as exc:
        raise LogError(source, 1, f"setup: {exc}") from None
    # With the seed, replay rolls the same dice again (and every outcome is checked against the events),
    # so the game can go on afterwards exactly as it would have. Without it, the recorded outcomes are
    # served back, and a resumed game continues with fresh randomness.
    seed = header["seed"]
    recorded_outcomes = RecordedSource(outcomes_of(setup)) if seed is None else None
    rng = recorded_outcomes if recorded_outcomes is not None else source_for(seed)
    try:
        edition = load_edition(header["edition"], header["options"])
        if language is not None:
            edition = in_language(edition, language)
        game, replayed = Game.new(edition, header["players"], rng, first_player=header["first_player"])
    except (MonopolyError, ValueError, KeyError) as exc:
        raise LogError(source, 1, f"cannot set up the game: {exc}") from None
    if replayed != setup and [e for e in replayed if not _speed_die_money(e)] != setup:
        # (a log written before the Speed Die's extra starting money was told has its setup without it)
        raise LogError(source, 1, "the setup events do not match what the recorded outcomes give")
    setup = replayed
    record = RecordedGame(
        game, header["edition"], header["options"], header["players"], header["seed"], header["first_player"], setup
    )
    for number, line in enumerate(remaining, start=2):
        if not line.strip():
            continue
        entry = _parse_line(line, source, number)
        if isinstance(entry, dict) and entry.get("end") == "round-limit" and set(entry) == {"end", "events"}:
            try:
                recorded = _events(entry["events"])
            except CodecError as exc:
                raise LogError(source, number, str(exc)) from None
            if game.is_over or record.end_by_round_limit() != recorded:
                raise LogError(source, number, "the round-limit ending does not match the game")
            continue
        if not isinstance(entry, dict) or set(entry) != {"action", "events"}:
            raise LogError(source, number, "an entry must be an object with exactly 'action' and 'events'")
        try:
            action = action_from_dict(entry["action"])
            recorded = _events(entry["events"])
        except CodecError as exc:
            raise LogError(source, number, str(exc)) from None
        if recorded_outcomes is not None:
            recorded_outcomes.extend(outcomes_of(recorded))
        try:
            events = game.apply(action)
        except IllegalActionError as exc:
            raise LogError(source, number, f"illegal action {excerpt(entry['action'])}: {exc.reason}") from None
        except MonopolyError as exc:
            raise LogError(source, number, f"cannot replay: {exc}") from None
        if events != recorded:
            raise LogError(source, number, _first_difference(recorded, events))
        record.history.append((action, events))
    if recorded_outcomes is not None:
        game.rng = SeededRandom()
    return record


def _speed_die_money(event: Event) -> bool:
    return type(event) is MoneyPaid and event.reason == "speed_die"


def _first_difference(recorded: list[Event], replayed: list[Event]) -> str:
    for i, (a, b) in enumerate(zip(recorded, replayed, strict=False)):
        if a != b:
            said, gives = _shown(event_to_dict(a)), _shown(event_to_dict(b))
            return f"event {i + 1} does not match the rules: the log says {said}, replay gives {gives}"
    return f"the log records {len(recorded)} events, replay gives {len(replayed)}"


def _shown(data: dict[str, Any]) -> str:
    """An event as the log writes it, cut short: a tampered event can be as long as the file."""
    text = json.dumps(data, ensure_ascii=False)
    return text if len(text) <= 160 else text[:160] + "..."


def _events(data: Any) -> list[Event]:
    if not isinstance(data, list):
        raise CodecError(f"'events' must be a list, not {excerpt(data)}")
    return [event_from_dict(e) for e in data]


def _parse_line(line: str, source: str, number: int) -> Any:
    try:
        return parse_json(line, source, number)
    except InputFileError as exc:
        raise LogError(exc.path, exc.line, exc.problem) from None


def _check_header(header: Any, source: str) -> None:
    """Refuse a header without what replay needs. Other keys are left to the adapters that wrote them
    (``monopoly play`` keeps who sits where under ``"play"``); replay ignores them."""
    if not isinstance(header, dict) or header.get("format") != LOG_FORMAT:
        raise LogError(source, 1, f"not a game log: the header's 'format' must be {LOG_FORMAT!r}")
    if "redacted_for" in header:
        seat = excerpt(header["redacted_for"])
        raise LogError(source, 1, f"redacted log: it is what {seat} may see, not the whole game: it cannot be replayed")
    version = header.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        raise LogError(
            source, 1, f"unknown log version {excerpt(version)}: this program reads version {FORMAT_VERSION}"
        )
    needed = {"edition": str, "options": dict, "players": list, "setup": list}
    for key, kind in needed.items():
        if not isinstance(header.get(key), kind):
            raise LogError(source, 1, f"the header needs '{key}' ({kind.__name__})")
    if not all(type(name) is str for name in header["players"]):
        raise LogError(source, 1, "the header's 'players' must be a list of names (strings)")
    if "first_player" not in header or "seed" not in header:
        raise LogError(source, 1, "the header needs 'seed' and 'first_player'")
    if header["seed"] is not None and type(header["seed"]) not in (int, str):
        raise LogError(source, 1, "the header's 'seed' must be a whole number, a string or null")
    first = header["first_player"]
    if first is not None and type(first) is not int:
        raise LogError(source, 1, f"the header's 'first_player' must be a seat number or null, not {excerpt(first)}")
