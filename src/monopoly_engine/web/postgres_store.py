"""The ``Store`` in a PostgreSQL database (``--db postgresql://...``), through psycopg 3.

The same three tables as the SQLite file (``store.TABLES``), in the connection's current schema (the URL's
``options=-csearch_path%3DNAME`` picks another). One connection, used by the server's event loop one call at a
time like the SQLite file: a write returns once PostgreSQL has committed it. A connection that broke (the
server restarted, the network dropped) is opened again: an append tries once more on the new one (appending
lines already written is harmless); any other call fails, and the next one opens it.
"""

from __future__ import annotations

import json
import threading
from typing import Any

from .store import (
    FIRST_VERSION,
    SCHEMA_VERSION,
    TABLES,
    RoomRecord,
    SeatRecord,
    StoreError,
    check_layout,
    config_text,
    refused_append,
    room_record,
)

try:
    import psycopg
    from psycopg import conninfo, errors
except ImportError:  # pragma: no cover - psycopg comes with the [web] extra
    psycopg = None  # type: ignore[assignment]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS monopoly_schema (
    version INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    started BOOLEAN NOT NULL DEFAULT false,
    created TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE IF NOT EXISTS log (
    room TEXT NOT NULL REFERENCES rooms(id),
    number INTEGER NOT NULL,
    line TEXT NOT NULL,
    PRIMARY KEY (room, number)
);
"""

# Two servers starting on one new database at once: the second waits for the first's layout.
_LAYOUT_LOCK = 0x6D6F6E6F  # "mono"
_SERVING_LOCK = 0x73657276  # "serv": held by the one server using the database


def without_password(url: str) -> str:
    """The URL to show in a message: its password (in the address, or a ``password=`` parameter) left out."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    address, query = rest, ""
    if "?" in rest:
        address, query = rest.split("?", 1)
    netloc, slash, path = address.partition("/")
    if "@" in netloc:
        user, host = netloc.rsplit("@", 1)
        netloc = f"{user.split(':', 1)[0]}@{host}"
    kept = "&".join(pair for pair in query.split("&") if pair and pair.split("=", 1)[0] != "password")
    return f"{scheme}://{netloc}{slash}{path}" + (f"?{kept}" if kept else "")


class PostgresStore:
    """A ``Store`` in a PostgreSQL database. ``durable``: every commit flushed to the server's disk before it
    returns (``synchronous_commit`` as the server has it, and ``on`` where it is off); otherwise
    ``synchronous_commit`` is off for this connection, as the SQLite file's ``synchronous=NORMAL``."""

    def __init__(self, url: str, durable: bool = False) -> None:
        self.location = without_password(url)
        self.waits = True  # every commit is a round trip to the server
        self._given = url
        if psycopg is None:
            raise StoreError(f"{self.location}: PostgreSQL needs psycopg: pip install 'monopoly-engine[web]'")
        try:
            given = conninfo.conninfo_to_dict(url)
        except psycopg.Error as exc:
            raise StoreError(f"{self.location}: not a PostgreSQL URL ({self._scrub(exc)})") from None
        self._url = url
        self._extra: dict[str, Any] = {"autocommit": True, "application_name": "monopoly-engine"}
        if "connect_timeout" not in given:
            self._extra["connect_timeout"] = 10
        self._durable = durable
        self._lock = threading.Lock()
        self._claimed = False  # this server holds the database's serving lock (taken again on a new connection)
        self._db = self._connect()
        try:
            self._open()
        except BaseException:
            self._db.close()
            raise

    def _connect(self) -> psycopg.Connection[Any]:
        try:
            db = psycopg.connect(self._url, **self._extra)
        except psycopg.Error as exc:
            raise StoreError(f"{self.location}: cannot connect to PostgreSQL ({self._scrub(exc)})") from None
        # As the SQLite file's default: a commit returns once PostgreSQL has it (a killed web server loses
        # nothing) without waiting for its WAL flush, so a crash of PostgreSQL itself or a power cut may lose the
        # last acknowledged moves. The flush would cost the event loop a disk sync per move (some 8 ms here).
        # Durable: the server's own setting (on, or what its administrator chose), never off.
        if not self._durable:
            db.execute("SET synchronous_commit = off")
        elif db.execute("SHOW synchronous_commit").fetchone() == ("off",):
            db.execute("SET synchronous_commit = on")
        if self._claimed:
            self._take_serving_lock(db)
        return db

    def claim(self) -> None:
        with self._lock:
            self._take_serving_lock(self._ready())
            self._claimed = True

    def _take_serving_lock(self, db: psycopg.Connection[Any]) -> None:
        """A session advisory lock: PostgreSQL drops it with the connection, so a server killed, or cut off
        from the database, leaves it to the next one."""
        try:
            (taken,) = db.execute("SELECT pg_try_advisory_lock(%s)", (_SERVING_LOCK,)).fetchone() or (False,)
        except psycopg.Error as exc:
            raise StoreError(f"{self.location}: cannot take the database ({self._scrub(exc)})") from None
        if not taken:
            db.close()
            raise StoreError(
                f"{self.location}: another monopoly serve is using this database (one server per database: stop "
                "it, or give --db another database)"
            )

    def _open(self) -> None:
        try:
            with self._db.transaction():
                self._db.execute("SELECT pg_advisory_xact_lock(%s)", (_LAYOUT_LOCK,))
                tables: dict[str, set[str]] = {}
                for table, column in self._db.execute(
                    "SELECT c.relname, a.attname FROM pg_class c"
                    " JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped"
                    " WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f')"
                ):
                    tables.setdefault(table, set()).add(column)
                version = None
                if tables.get("monopoly_schema") == TABLES["monopoly_schema"]:
                    (version,) = self._db.execute("SELECT max(version) FROM monopoly_schema").fetchone() or (None,)
                if check_layout(self.location, tables, version):
                    self._db.execute(_SCHEMA)
                    self._db.execute(FIRST_VERSION.format(SCHEMA_VERSION))
        except psycopg.Error as exc:
            raise StoreError(f"{self.location}: cannot use it as the rooms' database ({self._scrub(exc)})") from None

    def _scrub(self, exc: BaseException) -> str:
        """The first line of a psycopg error, which may quote the URL it was given, without the password."""
        text = str(exc).strip()
        text = text.splitlines()[0] if text else type(exc).__name__
        text = text.replace(self._given, self.location)
        for password in _passwords(self._given):
            text = text.replace(password, "***")
        return text

    def _ready(self) -> psycopg.Connection[Any]:
        """The connection, opened again if it broke since the last call."""
        if self._db.closed or self._db.broken:
            self._db = self._connect()
        return self._db

    def create_room(self, room: RoomRecord) -> None:
        with self._lock:
            self._ready().execute("INSERT INTO rooms (id, config) VALUES (%s, %s)", (room.id, config_text(room)))

    def forget(self, room_id: str) -> None:
        with self._lock:
            self._ready().execute("DELETE FROM rooms WHERE id = %s AND NOT started", (room_id,))

    def update_seats(self, room_id: str, seats: list[SeatRecord]) -> None:
        self._update_config(room_id, seats=[vars(s) for s in seats])

    def update_clock(self, room_id: str, clock: dict[str, Any]) -> None:
        self._update_config(room_id, clock=clock)

    def _update_config(self, room_id: str, **parts: Any) -> None:
        """Parts of a room's configuration replaced, named by their keys (read and written in one transaction)."""
        with self._lock, self._ready().transaction():
            found = self._db.execute("SELECT config FROM rooms WHERE id = %s FOR UPDATE", (room_id,)).fetchone()
            if found is None:
                raise StoreError(f"{self.location}: no room {room_id}")
            config = json.loads(found[0])
            config.update(parts)
            self._db.execute("UPDATE rooms SET config = %s WHERE id = %s", (json.dumps(config), room_id))

    def update_chat(self, room_id: str, messages: list[dict[str, Any]], muted: list[int]) -> None:
        self._update_config(room_id, chat=messages, chat_muted=muted)

    def start(self, room_id: str, header_line: str) -> None:
        with self._lock:
            written = self._ready().execute(
                "WITH room AS (UPDATE rooms SET started = true WHERE id = %s RETURNING id)"
                " INSERT INTO log (room, number, line) SELECT id, 0, %s FROM room",
                (room_id, header_line),
            )
            if written.rowcount != 1:
                raise StoreError(f"{self.location}: no room {room_id}")

    def append(self, room_id: str, number: int, lines: list[str]) -> None:
        if not lines:
            return
        with self._lock:
            try:
                self._append(self._ready(), room_id, number, lines)
            except psycopg.OperationalError:
                if not self._db.broken:
                    raise
                # The connection broke (PostgreSQL restarted, the network dropped): once more on a new one. Lines
                # already written with the same text are fine, so a commit whose answer was lost does no harm.
                self._db = self._connect()
                self._append(self._db, room_id, number, lines)

    def _append(self, db: psycopg.Connection[Any], room_id: str, number: int, lines: list[str]) -> None:
        try:
            # One statement, so one transaction and one round trip (the connection commits each statement by
            # itself): all the lines or none, and only right after the room's last one, never leaving a gap in a
            # log (as a crash of PostgreSQL that lost its last commits while this server went on would).
            written = db.execute(
                "INSERT INTO log (room, number, line)"
                " SELECT %s, %s + t.n - 1, t.line FROM unnest(%s::text[]) WITH ORDINALITY AS t(line, n)"
                " WHERE (SELECT coalesce(max(number), -1) FROM log WHERE room = %s) = %s - 1",
                (room_id, number, lines, room_id, number),
            ).rowcount
        except errors.UniqueViolation:  # another writer's line came first
            written = 0
        if written == len(lines):
            return
        found = db.execute(
            "SELECT number, line FROM log WHERE room = %s AND number >= %s AND number < %s",
            (room_id, number, number + len(lines)),
        ).fetchall()
        last = db.execute("SELECT coalesce(max(number), -1) FROM log WHERE room = %s", (room_id,)).fetchone()
        refused_append(self.location, room_id, number, lines, dict(found), last[0] if last else -1)

    def rooms(self) -> list[RoomRecord]:
        with self._lock, self._ready().transaction():
            rows = self._db.execute("SELECT id, config, started FROM rooms ORDER BY created, id").fetchall()
            logs: dict[str, list[str]] = {}
            for room_id, line in self._db.execute("SELECT room, line FROM log ORDER BY room, number"):
                logs.setdefault(room_id, []).append(line)
        return [room_record(room_id, text, started, logs.get(room_id, [])) for room_id, text, started in rows]

    def close(self) -> None:
        with self._lock:
            self._db.close()


def _passwords(url: str) -> list[str]:
    """The password or passwords a URL holds (in its address, as ``password=``), longest first."""
    found = []
    address, _, query = url.partition("://")[2].partition("?")
    netloc = address.split("/", 1)[0]
    if "@" in netloc and ":" in netloc.rsplit("@", 1)[0]:
        found.append(netloc.rsplit("@", 1)[0].split(":", 1)[1])
    found += [pair.split("=", 1)[1] for pair in query.split("&") if pair.startswith("password=")]
    return sorted((p for p in found if p), key=len, reverse=True)
