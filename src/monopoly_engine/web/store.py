"""Where rooms and their games are kept: one small interface (``Store``) and its SQLite implementation.

A room is its configuration (edition, options, seed, seats with their names, kinds and secret tokens) and, once
started, its game's log: the header line, then one line per accepted action, in the format of
``RecordedGame.log_lines`` (what ``monopoly replay`` reads). A line is committed before the action is
acknowledged to anyone, so a room is rebuilt after a crash by replaying its lines.

SQLite runs in WAL mode (readers never wait for the writer; a commit is one append to the journal). The
interface is what a PostgreSQL store would implement as well; only SQLite exists today.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol


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
    # "timeout" or "person", "at": UTC time}``. Not game actions: kept here, never in the game's log.
    handovers: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class RoomRecord:
    id: str
    edition: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatRecord]
    host_token: str
    max_rounds: int | None = None
    started: bool = False
    log: list[str] = field(default_factory=list)  # header line first, then one line per accepted action


class Store(Protocol):
    """What the server needs from its storage."""

    def create_room(self, room: RoomRecord) -> None: ...

    def update_seats(self, room_id: str, seats: list[SeatRecord]) -> None: ...

    def start(self, room_id: str, header_line: str) -> None: ...

    def append(self, room_id: str, number: int, lines: list[str]) -> None:
        """Write log lines ``number``, ``number + 1``, ... (the header is line 0); durable when it returns."""
        ...

    def rooms(self) -> list[RoomRecord]: ...

    def close(self) -> None: ...


_SCHEMA = """
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


class SQLiteStore:
    """A ``Store`` in one SQLite file (``:memory:`` for tests), WAL mode."""

    def __init__(self, path: str | Path, durable: bool = False) -> None:
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        if self.path != ":memory:":
            self._db.execute("PRAGMA journal_mode=WAL")
        # WAL with synchronous=NORMAL: a committed line survives a killed server (it is in the journal file
        # before the commit returns), but a power cut or an OS crash may lose the last acknowledged commits.
        # ``durable=True`` (``synchronous=FULL``) syncs every commit to the disk too, at the cost of an fsync each.
        self._db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self._db.executescript(_SCHEMA)

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
        self._write("INSERT INTO rooms (id, config) VALUES (?, ?)", [(room.id, json.dumps(_config(room)))])

    def update_seats(self, room_id: str, seats: list[SeatRecord]) -> None:
        with self._lock:
            (text,) = self._db.execute("SELECT config FROM rooms WHERE id = ?", (room_id,)).fetchone()
        config = json.loads(text)
        config["seats"] = [vars(s) for s in seats]
        self._write("UPDATE rooms SET config = ? WHERE id = ?", [(json.dumps(config), room_id)])

    def start(self, room_id: str, header_line: str) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.execute("UPDATE rooms SET started = 1 WHERE id = ?", (room_id,))
            self._db.execute("INSERT INTO log (room, number, line) VALUES (?, 0, ?)", (room_id, header_line))
            self._db.execute("COMMIT")

    def append(self, room_id: str, number: int, lines: list[str]) -> None:
        self._write(
            "INSERT INTO log (room, number, line) VALUES (?, ?, ?)",
            [(room_id, number + i, line) for i, line in enumerate(lines)],
        )

    def append_many(self, rows: list[tuple[str, int, list[str]]]) -> None:
        """Several rooms' ``append`` (room, first line's number, lines) in one transaction: the group commit of
        the lines that came in the same turn of the server's loop (``web.commits``)."""
        self._write(
            "INSERT INTO log (room, number, line) VALUES (?, ?, ?)",
            [(room, number + i, line) for room, number, lines in rows for i, line in enumerate(lines)],
        )

    def rooms(self) -> list[RoomRecord]:
        with self._lock:
            rows = self._db.execute("SELECT id, config, started FROM rooms ORDER BY created, id").fetchall()
            found = []
            for room_id, text, started in rows:
                config = json.loads(text)
                lines = [
                    line
                    for (line,) in self._db.execute(
                        "SELECT line FROM log WHERE room = ? ORDER BY number", (room_id,)
                    ).fetchall()
                ]
                found.append(
                    RoomRecord(
                        id=room_id,
                        edition=config["edition"],
                        options=config["options"],
                        seed=config["seed"],
                        seats=[SeatRecord(**s) for s in config["seats"]],
                        host_token=config["host_token"],
                        max_rounds=config.get("max_rounds"),
                        started=bool(started),
                        log=lines,
                    )
                )
            return found

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _config(room: RoomRecord) -> dict[str, Any]:
    return {
        "edition": room.edition,
        "options": room.options,
        "seed": room.seed,
        "seats": [vars(s) for s in room.seats],
        "host_token": room.host_token,
        "max_rounds": room.max_rounds,
    }


def open_store(url: str) -> Store:
    """The store a ``--db`` value names: a file path (SQLite). A ``postgresql://`` URL is not supported yet."""
    if url.startswith(("postgres://", "postgresql://")):
        raise ValueError("PostgreSQL stores are not implemented yet; give a file path for SQLite")
    return SQLiteStore(url)
