"""Where rooms and their games are kept: one small interface (``Store``) and its two implementations.

A room is its configuration (edition, options, seed, seats with their names, kinds and secret tokens) and, once
started, its game's log: the header line, then one line per accepted action, in the format of
``RecordedGame.log_lines`` (what ``monopoly replay`` reads). A line is committed before the action is
acknowledged to anyone, so a room is rebuilt after a crash by replaying its lines.

``stores.open_store(url)`` picks the store from ``--db``: a file path or ``sqlite:///PATH`` is an SQLite file
(``SQLiteStore``, WAL mode: readers never wait for the writer, a commit is one append to the journal); a
``postgresql://`` URL is a PostgreSQL database (``postgres_store.PostgresStore``, psycopg 3). Both keep the same
three tables, created at start when missing: ``monopoly_schema`` (the layout's version), ``rooms`` and ``log``.
A database that holds something else, or another version of the layout, is refused and left as it was.

The server calls a store from its event loop, one call at a time, and waits for each: a call returns once its
write is committed.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Protocol

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: one server per file is not checked there
    fcntl = None  # type: ignore[assignment]


@dataclass
class SeatRecord:
    """One seat of a room: a person (``kind`` "person", ``name`` empty until someone sits) or a bot kind."""

    kind: str
    name: str = ""
    token: str = ""  # the secret that lets a browser act for this seat
    params: str = ""  # a bot's parameters (``heuristic``: ``boldness=0.8``)
    # A person's seat handed to a bot (the person left): the bot's kind and parameters ("": the person plays).
    bot: str = ""
    bot_params: str = ""
    # Every handover of a person's seat, in order: ``{"version": V, "to": KIND or "person", "by": "host",
    # "timeout" (away), "clock" (time-outs in a row) or "person", "at": UTC time}``. Not game actions: kept
    # here, never in the game's log.
    handovers: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class RoomRecord:
    id: str
    edition: str
    options: dict[str, Any]
    seed: int | str  # a web game's: a ``sha256-ctr:`` seed (core.hash_random); older rooms: an integer
    seats: list[SeatRecord]
    host_token: str
    max_rounds: int | None = None
    started: bool = False
    salt: str = ""  # hashed with the seed into the commitment every seat is shown; revealed at the end
    created: float = 0.0  # when the room was made (seconds since the epoch; 0: before this was kept)
    log: list[str] = field(default_factory=list)  # header line first, then one line per accepted action
    private: bool = False  # not listed in the lobby: joined by its link only
    # The turn clock (``web/clock.py``): its settings and, once the game is on, the seats' banks and the decision
    # being timed (``TurnClock.snapshot``); empty when the room has no clock. Never in the game's log.
    clock: dict[str, Any] = field(default_factory=dict)
    # The room's chat (``web/chat.py``): its last messages and the seats the host muted (-1: every spectator).
    # Kept with the room, never in the game's log: a replay of the log is the same with or without it.
    chat: list[dict[str, Any]] = field(default_factory=list)
    chat_muted: list[int] = field(default_factory=list)


class Store(Protocol):
    """What the server needs from its storage. Every write is one transaction, committed when the call returns."""

    #: Where the store is, for messages: a file path, or a URL without its password.
    location: str
    #: A commit waits for something outside the process (a disk sync, a database server's answer): the group
    #: commit then writes from a thread of its own, so the other rooms go on meanwhile.
    waits: bool

    def create_room(self, room: RoomRecord) -> None: ...

    def update_seats(self, room_id: str, seats: list[SeatRecord]) -> None: ...

    def update_clock(self, room_id: str, clock: dict[str, Any]) -> None:
        """Keep the room's turn clock (``RoomRecord.clock``) as given."""
        ...

    def update_chat(self, room_id: str, messages: list[dict[str, Any]], muted: list[int]) -> None:
        """Keep the room's chat: its last messages and the seats muted in it (in the room's configuration)."""
        ...

    def forget(self, room_id: str) -> None:
        """Remove a room that never started (it has no log); a started room is left as it is."""
        ...

    def start(self, room_id: str, header_line: str) -> None:
        """Mark the room started and write its log's header as line 0."""
        ...

    def append(self, room_id: str, number: int, lines: list[str]) -> None:
        """Write log lines ``number``, ``number + 1``, ... (the header is line 0), all or none. A line already
        written with the same text is left as it is (a commit whose answer was lost, written again); one already
        written with another text, or lines missing before ``number``, is a ``StoreError`` and nothing of the call
        is written."""
        ...

    def rooms(self) -> list[RoomRecord]:
        """Every room, in the order they were created, each with its whole log."""
        ...

    def claim(self) -> None:
        """Take the database for this process's server until ``close``: the rooms live in the process that
        replayed them, so a second server on the same database would write over the first's games. A
        ``StoreError`` naming the store when another server has it."""
        ...

    def close(self) -> None: ...


class StoreError(Exception):
    """A store that cannot be opened or used as asked; the message names the store and the problem."""


SCHEMA_VERSION = 1

# The columns of each table of the layout (version 1), to tell our tables from someone else's.
TABLES = {
    "monopoly_schema": {"version"},
    "rooms": {"id", "config", "started", "created"},
    "log": {"room", "number", "line"},
}


def check_layout(location: str, tables: dict[str, set[str]], version: int | None) -> bool:
    """Whether the layout must be created (False: it is there). ``tables``: the columns of each table the
    database has (in its current schema, on PostgreSQL); ``version``: what ``monopoly_schema`` says (None: no
    row, or no such table). Refuses (``StoreError``) a database that holds only tables of someone else, a table
    of another layout, or another version of ours."""
    if tables and not set(tables) & set(TABLES):
        found = ", ".join(sorted(tables)[:5])
        raise StoreError(
            f"{location}: it holds other tables ({found}) and none of monopoly-engine's; "
            "give the server a database of its own"
        )
    for name, columns in tables.items():
        if name in TABLES and columns != TABLES[name]:
            found = ", ".join(sorted(columns))
            raise StoreError(
                f"{location}: its table {name!r} is not a monopoly-engine one (columns {found}); "
                "give the server a database of its own"
            )
    if version is not None and version != SCHEMA_VERSION:
        raise StoreError(
            f"{location}: its rooms are kept in layout version {version}, and this monopoly-engine reads "
            f"version {SCHEMA_VERSION}; use the monopoly-engine that wrote them"
        )
    if "monopoly_schema" in tables and version is None:
        raise StoreError(f"{location}: its table 'monopoly_schema' has no version; it is not one this server wrote")
    # A file written before the version table existed has rooms and log and no monopoly_schema: adopted.
    return version is None or bool(set(TABLES) - set(tables))


def refused_append(
    location: str, room_id: str, number: int, lines: list[str], written: dict[int, str], last: int
) -> None:
    """After an append that wrote nothing (``last``: the room's last line number in the store, -1 for none):
    fine when every line is already there with the same text (a commit whose answer was lost, written again),
    else ``StoreError``: a line written differently, or lines missing before ``number`` (lost by a database that
    crashed after it acknowledged them; the room must be rebuilt from what was kept)."""
    if last < number - 1:
        raise StoreError(
            f"{location}: room {room_id}: log lines {last + 1}-{number - 1} are not in the store, so line {number} "
            "cannot follow them (did the database lose its last commits in a crash?); restart the server to "
            "resume the room from what was kept"
        )
    for i, line in enumerate(lines):
        if written.get(number + i) != line:
            raise StoreError(f"{location}: room {room_id}: log line {number + i} is already written, differently")


_SCHEMA = """
CREATE TABLE IF NOT EXISTS monopoly_schema (
    version INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    started INTEGER NOT NULL DEFAULT 0,
    created TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TABLE IF NOT EXISTS log (
    room TEXT NOT NULL REFERENCES rooms(id),
    number INTEGER NOT NULL,
    line TEXT NOT NULL,
    PRIMARY KEY (room, number)
);
"""


# The version row, written once (two servers starting on one new database write it once between them).
FIRST_VERSION = "INSERT INTO monopoly_schema (version) SELECT {0} WHERE NOT EXISTS (SELECT 1 FROM monopoly_schema);"


class SQLiteStore:
    """A ``Store`` in one SQLite file (``:memory:`` for tests), WAL mode."""

    def __init__(self, path: str | Path, durable: bool = False) -> None:
        self.path = str(path)
        self.location = self.path
        self.waits = durable  # synchronous=NORMAL commits to the journal without a sync: cheaper in line
        self._lock = threading.Lock()
        self._claim: IO[bytes] | None = None  # the file held locked while this process serves it
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: cannot open it as an SQLite database ({exc})") from None
        try:
            self._open(durable)
        except BaseException:
            self._db.close()
            raise

    def _open(self, durable: bool) -> None:
        db = self._db
        try:
            # Looked at before anything is changed (even the journal mode): a file of another program is left as is.
            listed = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite!_%' ESCAPE '!'"
            names = [name for (name,) in db.execute(listed)]
            tables = {
                name: {row[1] for row in db.execute("SELECT * FROM pragma_table_info(?)", (name,))} for name in names
            }
            version = None
            if tables.get("monopoly_schema") == TABLES["monopoly_schema"]:
                row = db.execute("SELECT max(version) FROM monopoly_schema").fetchone()
                version = row[0]
            create = check_layout(self.location, tables, version)
            if self.path != ":memory:":
                db.execute("PRAGMA journal_mode=WAL")
            # WAL with synchronous=NORMAL: a committed line survives a killed server (it is in the journal file
            # before the commit returns), but a power cut or an OS crash may lose the last acknowledged commits.
            # ``durable=True`` (``synchronous=FULL``) syncs every commit to the disk too, at the cost of an fsync.
            db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            if create:
                db.executescript(f"BEGIN IMMEDIATE; {_SCHEMA} {FIRST_VERSION.format(SCHEMA_VERSION)} COMMIT;")
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: cannot use it as the rooms' database ({exc})") from None

    def _write(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany(sql, rows)
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def create_room(self, room: RoomRecord) -> None:
        self._write("INSERT INTO rooms (id, config) VALUES (?, ?)", [(room.id, config_text(room))])

    def forget(self, room_id: str) -> None:
        self._write("DELETE FROM rooms WHERE id = ? AND started = 0", [(room_id,)])

    def update_seats(self, room_id: str, seats: list[SeatRecord]) -> None:
        self._update_config(room_id, seats=[vars(s) for s in seats])

    def update_clock(self, room_id: str, clock: dict[str, Any]) -> None:
        self._update_config(room_id, clock=clock)

    def _update_config(self, room_id: str, **parts: Any) -> None:
        """Parts of a room's configuration replaced, named by their keys (read and written in one transaction)."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                found = self._db.execute("SELECT config FROM rooms WHERE id = ?", (room_id,)).fetchone()
                if found is None:
                    raise StoreError(f"{self.location}: no room {room_id}")
                config = json.loads(found[0])
                config.update(parts)
                self._db.execute("UPDATE rooms SET config = ? WHERE id = ?", (json.dumps(config), room_id))
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def update_chat(self, room_id: str, messages: list[dict[str, Any]], muted: list[int]) -> None:
        self._update_config(room_id, chat=messages, chat_muted=muted)

    def start(self, room_id: str, header_line: str) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                found = self._db.execute("UPDATE rooms SET started = 1 WHERE id = ?", (room_id,)).rowcount
                if found != 1:
                    raise StoreError(f"{self.location}: no room {room_id}")
                self._db.execute("INSERT INTO log (room, number, line) VALUES (?, 0, ?)", (room_id, header_line))
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _insert_following(self, rows: list[tuple[str, int, str, str, int]]) -> bool:
        """Write (room, number, line, room, number) rows in one transaction, each line only right after its room's
        last one (never a gap in a log); all of them, or none and False."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                written = self._db.executemany(
                    "INSERT INTO log (room, number, line) SELECT ?, ?, ?"
                    " WHERE (SELECT coalesce(max(number), -1) FROM log WHERE room = ?) = ? - 1",
                    rows,
                ).rowcount
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT" if written == len(rows) else "ROLLBACK")
        return written == len(rows)

    def append(self, room_id: str, number: int, lines: list[str]) -> None:
        if not lines:
            return
        if self._insert_following([(room_id, number + i, line, room_id, number + i) for i, line in enumerate(lines)]):
            return
        with self._lock:
            found = self._db.execute(
                "SELECT number, line FROM log WHERE room = ? AND number >= ? AND number < ?",
                (room_id, number, number + len(lines)),
            ).fetchall()
            (last,) = self._db.execute(
                "SELECT coalesce(max(number), -1) FROM log WHERE room = ?", (room_id,)
            ).fetchone()
        refused_append(self.location, room_id, number, lines, dict(found), last)

    def append_many(self, rows: list[tuple[str, int, list[str]]]) -> None:
        """Several rooms' ``append`` (room, first line's number, lines) in one transaction: the group commit of
        the lines that came in the same turn of the server's loop (``web.commits``). When one room's lines do not
        follow its last one, the batch is undone and written room by room, so the others are kept and that room's
        refusal is raised."""
        params = [
            (room, number + i, line, room, number + i) for room, number, lines in rows for i, line in enumerate(lines)
        ]
        if not params or self._insert_following(params):
            return
        refusal: StoreError | None = None
        for room, number, lines in rows:
            try:
                self.append(room, number, lines)
            except StoreError as exc:
                refusal = refusal or exc
        if refusal is not None:
            raise refusal

    def rooms(self) -> list[RoomRecord]:
        with self._lock:
            rows = self._db.execute("SELECT id, config, started FROM rooms ORDER BY rowid").fetchall()
            logs: dict[str, list[str]] = {}
            for room_id, line in self._db.execute("SELECT room, line FROM log ORDER BY room, number"):
                logs.setdefault(room_id, []).append(line)
        return [room_record(room_id, text, bool(started), logs.get(room_id, [])) for room_id, text, started in rows]

    def claim(self) -> None:
        if self.path == ":memory:" or fcntl is None or self._claim is not None:
            return
        # flock, not SQLite's own (POSIX) locks, which it takes and drops itself; on Linux the two never meet.
        # The file stays open until ``close``, after SQLite's connection: closing another descriptor of the
        # database while SQLite holds its locks would drop them.
        handle = open(self.path, "rb")  # noqa: SIM115 - held open until close()
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            raise StoreError(
                f"{self.path}: another monopoly serve is using this database (one server per database: stop it, "
                "or give --db another file)"
            ) from None
        self._claim = handle

    def close(self) -> None:
        with self._lock:
            self._db.close()
            if self._claim is not None:
                self._claim.close()
                self._claim = None


def room_record(room_id: str, config_text: str, started: bool, log: list[str]) -> RoomRecord:
    """A room as a store row keeps it: its id, its configuration (JSON), whether it started, its log."""
    config = json.loads(config_text)
    return RoomRecord(
        id=room_id,
        edition=config["edition"],
        options=config["options"],
        seed=config["seed"],
        seats=[SeatRecord(**s) for s in config["seats"]],
        host_token=config["host_token"],
        max_rounds=config.get("max_rounds"),
        started=started,
        salt=config.get("salt", ""),
        created=config.get("created", 0.0),
        log=log,
        private=bool(config.get("private", False)),
        clock=config.get("clock") or {},
        chat=list(config.get("chat", [])),
        chat_muted=list(config.get("chat_muted", [])),
    )


def _config(room: RoomRecord) -> dict[str, Any]:
    return {
        "edition": room.edition,
        "options": room.options,
        "seed": room.seed,
        "seats": [vars(s) for s in room.seats],
        "host_token": room.host_token,
        "max_rounds": room.max_rounds,
        "salt": room.salt,
        "created": room.created,
        "private": room.private,
        "clock": room.clock,
        "chat": room.chat,
        "chat_muted": room.chat_muted,
    }


def config_text(room: RoomRecord) -> str:
    """A room's configuration as a store row keeps it (JSON)."""
    return json.dumps(_config(room))
