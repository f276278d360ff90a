"""The store contract, on both stores: what is written is what the next server reads, a write is whole or
nothing, and a database that is not ours (or not our version) is refused and left as it was."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

import pytest

from monopoly_engine.web.store import (
    SCHEMA_VERSION,
    RoomRecord,
    SeatRecord,
    SQLiteStore,
    Store,
    StoreError,
)
from monopoly_engine.web.stores import open_store

KINDS = ["sqlite", "postgresql"]


@pytest.fixture(params=KINDS)
def kind(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def where(kind: str, tmp_path, request: pytest.FixtureRequest) -> str:
    """A new, empty database of the kind: an SQLite file's path, or a PostgreSQL URL."""
    if kind == "sqlite":
        return str(tmp_path / "rooms.db")
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def opened(where: str):
    """Opens the store at ``where`` (again and again, as servers restarting would); closes them all at the end."""
    stores: list[Store] = []

    def open_it() -> Store:
        stores.append(open_store(where))
        return stores[-1]

    yield open_it
    for store in stores:
        store.close()


def a_room(room_id: str = "r1", **changes) -> RoomRecord:
    record = RoomRecord(
        id=room_id,
        edition="cheaters-ru",
        options={"speed_die": True, "rent_must_be_claimed": True},
        seed=123456789,
        seats=[
            SeatRecord("person", "Аня", "t0k"),
            SeatRecord("person"),
            SeatRecord("heuristic", "", "", "boldness=0.8"),
        ],
        host_token="h0st",
        max_rounds=40,
    )
    for key, value in changes.items():
        setattr(record, key, value)
    return record


def execute(where: str, sql: str) -> None:
    """Run ``sql`` on the database behind the store's back (to lay out what another program would have)."""
    if where.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(where, autocommit=True) as db:
            db.execute(sql)
    else:
        with sqlite3.connect(where) as db:
            db.executescript(sql)


def test_a_new_store_is_empty_and_what_is_written_is_read_back_by_the_next_server(opened: Callable[[], Store]):
    store = opened()
    assert store.rooms() == []
    room = a_room()
    store.create_room(room)
    store.create_room(a_room("r2", max_rounds=None, options={}, seats=[SeatRecord("random"), SeatRecord("buyer")]))
    room.seats[1].name, room.seats[1].token = "Bea", "t1"
    store.update_seats("r1", room.seats)
    store.start("r1", '{"header": "Аня"}')
    store.append("r1", 1, ["one", "two"])
    store.append("r1", 3, ["three"])
    store.close()
    again = opened().rooms()
    assert [r.id for r in again] == ["r1", "r2"]
    first, second = again
    assert first == RoomRecord(**{**vars(room), "started": True, "log": ['{"header": "Аня"}', "one", "two", "three"]})
    assert first.seats[1] == SeatRecord("person", "Bea", "t1") and first.seats[2].params == "boldness=0.8"
    assert second.max_rounds is None and second.options == {} and not second.started and second.log == []


def test_a_rooms_turn_clock_is_kept_beside_its_seats_and_log(opened):
    store = opened()
    settings = {"allowance": 20.0, "bank": 60.0, "timeouts": 2}
    store.create_room(a_room(clock=settings))
    store.create_room(a_room("r2"))
    store.start("r1", "header")
    running = {**settings, "banks": [60.0, 41.5, 60.0], "strikes": [0, 1, 0], "seat": 1, "since": 3, "spent": 7.25}
    store.update_clock("r1", running)
    store.append("r1", 1, ["one"])
    room = a_room()
    store.update_seats("r1", room.seats)  # the seats' own update leaves the clock alone
    store.close()
    first, second = opened().rooms()
    assert first.clock == running and first.log == ["header", "one"]
    assert second.clock == {}
    with pytest.raises(StoreError, match="no room"):
        opened().update_clock("nope", running)


def test_rooms_come_back_in_the_order_they_were_made(opened):
    store = opened()
    ids = ["zz", "aa", "mm", "bb", "yy", "cc"]
    for room_id in ids:
        store.create_room(a_room(room_id))
    assert [r.id for r in opened().rooms()] == ids


def test_an_append_is_whole_or_nothing_and_a_line_written_again_the_same_is_harmless(opened):
    store = opened()
    store.create_room(a_room())
    store.start("r1", "header")
    store.append("r1", 1, ["one", "two"])
    store.append("r1", 3, [])
    store.append("r1", 2, ["two"])  # a commit whose answer was lost, written again: nothing changes
    store.append("r1", 1, ["one", "two"])
    with pytest.raises(StoreError, match="line 2"):
        store.append("r1", 2, ["TWO", "three"])  # another line at a written number: none of the call is written
    assert opened().rooms()[0].log == ["header", "one", "two"]
    store.append("r1", 3, ["three"])
    assert opened().rooms()[0].log == ["header", "one", "two", "three"]


def test_a_line_cannot_follow_lines_the_store_does_not_have(opened):
    store = opened()
    store.create_room(a_room())
    with pytest.raises(StoreError, match="log lines 0-0 are not in the store"):
        store.append("r1", 1, ["one"])  # not started: no header
    store.start("r1", "header")
    store.append("r1", 1, ["one"])
    with pytest.raises(StoreError, match="log lines 2-3 are not in the store"):
        store.append("r1", 4, ["four", "five"])
    assert opened().rooms()[0].log == ["header", "one"]


@pytest.mark.parametrize("kind", ["sqlite"])  # the store with append_many; others write a batch room by room
def test_a_group_commit_keeps_the_rooms_whose_lines_follow_and_refuses_the_one_whose_do_not(opened):
    store = opened()
    assert isinstance(store, SQLiteStore)
    for room in ("r1", "r2"):
        store.create_room(a_room(room))
        store.start(room, "header")
    store.append_many([("r1", 1, ["one"]), ("r2", 1, ["uno", "due"])])
    with pytest.raises(StoreError, match="room r2: log lines 3-3 are not in the store"):
        store.append_many([("r1", 2, ["two"]), ("r2", 4, ["quattro"])])  # r2 skips its line 3
    logs = {room.id: room.log for room in opened().rooms()}
    assert logs == {"r1": ["header", "one", "two"], "r2": ["header", "uno", "due"]}


def test_one_server_at_a_time_claims_a_database(opened, where):
    first = opened()
    first.claim()
    first.claim()  # claiming again what it holds is harmless
    second = opened()
    with pytest.raises(StoreError, match="another monopoly serve is using this database") as refused:
        second.claim()
    assert second.location in str(refused.value)
    first.close()
    third = opened()
    third.claim()  # closed, the first left it
    with pytest.raises(StoreError, match="another monopoly serve"):
        opened().claim()


def test_a_room_is_made_once_and_seats_of_no_room_are_refused(opened):
    store = opened()
    store.create_room(a_room())
    with pytest.raises(Exception):  # noqa: B017 - the database's own integrity error
        store.create_room(a_room(host_token="other"))
    with pytest.raises(StoreError, match="no room nope"):
        store.update_seats("nope", [])
    with pytest.raises(StoreError, match="no room nope"):
        store.start("nope", "header")
    (room,) = opened().rooms()
    assert room.host_token == "h0st"


def test_the_layout_is_made_once_with_its_version(opened, where):
    opened()
    opened()  # a second start finds it and adds nothing
    if where.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(where) as db:
            rows = db.execute("SELECT version FROM monopoly_schema").fetchall()
    else:
        with sqlite3.connect(where) as db:
            rows = db.execute("SELECT version FROM monopoly_schema").fetchall()
    assert rows == [(SCHEMA_VERSION,)]


def test_another_version_of_the_layout_is_refused_and_left_as_it_was(opened, where):
    store = opened()
    store.create_room(a_room())
    store.close()
    execute(where, "UPDATE monopoly_schema SET version = 99")
    with pytest.raises(StoreError, match="version 99") as refused:
        open_store(where)
    assert "password" not in str(refused.value)
    execute(where, f"UPDATE monopoly_schema SET version = {SCHEMA_VERSION}")
    assert [r.id for r in opened().rooms()] == ["r1"]


@pytest.mark.parametrize(
    ("laid", "problem"),
    [
        ("CREATE TABLE users (name TEXT, email TEXT)", "other tables \\(users\\)"),
        ("CREATE TABLE rooms (name TEXT, email TEXT)", "'rooms' is not a monopoly-engine one"),
        ("CREATE TABLE users (name TEXT); CREATE TABLE log (at TEXT, what TEXT)", "'log' is not"),
        ("CREATE TABLE monopoly_schema (version INTEGER)", "has no version"),
    ],
)
def test_a_database_of_someone_else_is_refused_and_left_as_it_was(where, laid, problem):
    execute(where, laid)
    with pytest.raises(StoreError, match=problem) as refused:
        open_store(where)
    assert str(refused.value).startswith(where)
    if where.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(where) as db:
            tables = {name for (name,) in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
    else:
        with sqlite3.connect(where) as db:
            tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            assert db.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # not even switched to WAL
    assert tables == {word for word in ("users", "rooms", "log", "monopoly_schema") if f"TABLE {word} " in laid}


def test_rooms_and_log_kept_before_the_version_table_existed_are_read(where, opened):
    execute(where, """
        CREATE TABLE rooms (id TEXT PRIMARY KEY, config TEXT NOT NULL, started INTEGER NOT NULL DEFAULT 0,
                            created TEXT NOT NULL DEFAULT '');
        CREATE TABLE log (room TEXT NOT NULL REFERENCES rooms(id), number INTEGER NOT NULL, line TEXT NOT NULL,
                          PRIMARY KEY (room, number));
    """)  # fmt: skip
    store = opened()
    assert store.rooms() == []
    store.create_room(a_room())
    assert [r.id for r in opened().rooms()] == ["r1"]


# --- choosing and opening a store ------------------------------------------------------------------------


def test_a_path_and_an_sqlite_url_are_sqlite_files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for given, file in [
        ("plain.db", "plain.db"),
        ("sqlite:///rel.db", "rel.db"),
        (f"sqlite:///{tmp_path}/abs.db", "abs.db"),
    ]:
        store = open_store(given)
        assert isinstance(store, SQLiteStore) and (tmp_path / file).exists()
        store.close()
    for bad in ("sqlite://x.db", "sqlite:///", "mysql://u@h/db"):
        with pytest.raises(StoreError):
            open_store(bad)


def test_a_file_that_is_not_a_database_is_refused_and_left_as_it_was(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("my notes\n" * 200)
    with pytest.raises(StoreError, match=r"notes\.txt"):
        open_store(str(path))
    assert path.read_text() == "my notes\n" * 200
    with pytest.raises(StoreError, match="nowhere"):
        open_store(str(tmp_path / "nowhere" / "rooms.db"))


def test_the_durable_sqlite_file_syncs_every_commit(tmp_path):
    store = SQLiteStore(tmp_path / "rooms.db", durable=True)
    assert store._db.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
    store.close()
    store = SQLiteStore(tmp_path / "rooms.db")
    assert store._db.execute("PRAGMA synchronous").fetchone() == (1,)  # NORMAL
    store.close()


def test_a_room_never_started_is_forgotten_a_started_one_is_kept(opened: Callable[[], Store]):
    store = opened()
    store.create_room(a_room("waiting", seed="sha256-ctr:" + "ab" * 32, salt="5a17", created=1700000000.5))
    store.create_room(a_room("playing"))
    store.start("playing", '{"header": 1}')
    kept = {r.id: r for r in opened().rooms()}
    assert kept["waiting"].salt == "5a17" and kept["waiting"].created == 1700000000.5
    assert kept["waiting"].seed == "sha256-ctr:" + "ab" * 32
    store.forget("waiting")
    store.forget("playing")  # started: not the store's to forget
    assert [r.id for r in opened().rooms()] == ["playing"]
