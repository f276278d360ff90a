"""What only the PostgreSQL store has: URLs (shown without their password), a server that is not there, the
server's own durability setting, and a connection that breaks under it."""

from __future__ import annotations

import socket

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.web.store import RoomRecord, SeatRecord, StoreError
from monopoly_engine.web.stores import open_store

psycopg = pytest.importorskip("psycopg", reason="the PostgreSQL store needs psycopg (the [web] extra)")

from monopoly_engine.web.postgres_store import PostgresStore, without_password


def unused_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://ann:s3cret@db.example:5433/games", "postgresql://ann@db.example:5433/games"),
        ("postgresql://ann@db.example/games?password=s3cret&sslmode=require",
         "postgresql://ann@db.example/games?sslmode=require"),
        ("postgres://:s3cret@/games?host=/run/postgresql", "postgres://@/games?host=/run/postgresql"),
        ("postgresql:///games", "postgresql:///games"),
    ],
)  # fmt: skip
def test_a_url_is_shown_without_its_password(url, shown):
    assert without_password(url) == shown


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("postgresql://ann:s3cret@localhost/games?nosuch=1", "not a PostgreSQL URL"),
        ("postgresql://ann:s3cret@[::1/games", "not a PostgreSQL URL"),  # libpq quotes the URL: without it too
        ("postgresql://ann@localhost/games?password=s3cret&sslmode=sometimes", "invalid sslmode"),
    ],
)
def test_a_bad_url_is_refused_naming_it_without_its_password(url, problem):
    with pytest.raises(StoreError) as refused:
        open_store(url)
    message = str(refused.value)
    assert message.startswith(without_password(url) + ":") and problem in message
    assert "s3cret" not in message


def test_a_server_that_is_not_there_is_refused_at_once():
    port = unused_port()
    with pytest.raises(StoreError) as refused:
        open_store(f"postgresql://ann:s3cret@127.0.0.1:{port}/games")
    message = str(refused.value)
    assert message.startswith(f"postgresql://ann@127.0.0.1:{port}/games: cannot connect to PostgreSQL")
    assert "s3cret" not in message


def test_serve_exits_2_with_the_reason_and_without_the_password():
    port = unused_port()
    url = f"postgresql://ann:s3cret@127.0.0.1:{port}/games"
    result = CliRunner().invoke(app, ["serve", "--db", url, "--port", "1"])
    assert result.exit_code == 2
    assert f"postgresql://ann@127.0.0.1:{port}/games: cannot connect" in result.output and "s3cret" not in result.output


def test_a_database_that_does_not_exist_is_refused(postgres_cluster):
    with pytest.raises(StoreError, match=r"cannot connect.*nosuchdb"):
        open_store(postgres_cluster.url("nosuchdb"))


@pytest.mark.parametrize(("server", "durable", "session"), [("off", True, "on"), ("local", True, "local"),
                                                           ("on", False, "off"), ("local", False, "off")])  # fmt: skip
def test_a_commit_waits_for_the_disk_only_when_durable(postgres_url, server, durable, session):
    """Not durable: synchronous_commit off, as SQLite's synchronous=NORMAL; durable: the server's setting, never
    off."""
    with psycopg.connect(postgres_url, autocommit=True) as db:
        name = db.execute("SELECT current_database()").fetchone()[0]
        db.execute(f"ALTER DATABASE {name} SET synchronous_commit = {server}")
    store = PostgresStore(postgres_url, durable=durable)
    assert store._db.execute("SHOW synchronous_commit").fetchone() == (session,)
    store.close()


def test_a_connection_that_broke_is_opened_again_by_the_next_call(postgres_url):
    store = open_store(postgres_url)
    store.create_room(RoomRecord("r1", "classic-en", {}, 1, [SeatRecord("random"), SeatRecord("random")], "h"))
    store.start("r1", "header")

    def terminate() -> None:
        with psycopg.connect(postgres_url, autocommit=True) as db:
            db.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'monopoly-engine'"
            )

    terminate()
    store.append("r1", 1, ["one"])  # an append tries again on a new connection
    terminate()
    with pytest.raises(psycopg.OperationalError):
        store.update_seats("r1", [])  # another call fails, and the next opens a new one
    store.append("r1", 2, ["two"])
    assert store.rooms()[0].log == ["header", "one", "two"]
    store.close()


def test_a_schema_of_its_own_beside_another_programs_tables(postgres_url):
    with psycopg.connect(postgres_url, autocommit=True) as db:
        db.execute("CREATE TABLE rooms (booked TEXT)")  # someone else's, in public
        db.execute("CREATE SCHEMA games")
    with pytest.raises(StoreError, match="'rooms' is not a monopoly-engine one"):
        open_store(postgres_url)
    store = open_store(f"{postgres_url}?options=-csearch_path%3Dgames")
    store.create_room(RoomRecord("r1", "classic-en", {}, 1, [SeatRecord("random"), SeatRecord("random")], "h"))
    store.close()
    with psycopg.connect(postgres_url) as db:
        assert db.execute("SELECT id FROM games.rooms").fetchall() == [("r1",)]
        assert db.execute("SELECT count(*) FROM public.rooms").fetchone() == (0,)


def test_a_login_the_server_refuses_is_named(postgres_cluster):
    url = postgres_cluster.url("postgres").replace("monopoly@", "nobody_here:s3cret@")
    with pytest.raises(StoreError, match="nobody_here") as refused:
        open_store(url)
    assert "s3cret" not in str(refused.value)


def test_lines_postgresql_lost_in_a_crash_stop_their_room_and_no_other(postgres_url):
    """As after a crash of PostgreSQL with synchronous_commit off: the last acknowledged lines are gone while
    this server goes on. The room cannot go on with a hole in its log; a restart resumes it from what was kept."""
    store = open_store(postgres_url)
    for room_id in ("r1", "r2"):
        store.create_room(RoomRecord(room_id, "classic-en", {}, 1, [SeatRecord("random"), SeatRecord("random")], "h"))
        store.start(room_id, "header")
        store.append(room_id, 1, ["one", "two", "three"])
    with psycopg.connect(postgres_url, autocommit=True) as db:
        db.execute("DELETE FROM log WHERE room = 'r1' AND number >= 2")
        db.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'monopoly-engine'")
    with pytest.raises(StoreError, match="room r1: log lines 2-3 are not in the store"):
        store.append("r1", 4, ["four"])
    store.append("r2", 4, ["four"])
    assert [r.log for r in store.rooms()] == [["header", "one"], ["header", "one", "two", "three", "four"]]
    store.close()
