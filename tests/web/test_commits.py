"""The group commit: the lines rooms hand over in one turn of the loop are one transaction, and a room is told
they are written only once they are (a failed write is reported to every room of the batch)."""

from __future__ import annotations

import asyncio
import sqlite3
import threading

import pytest

from monopoly_engine.web.commits import GroupCommit
from monopoly_engine.web.store import RoomRecord, SeatRecord, SQLiteStore


def rooms_in(store: SQLiteStore, count: int) -> list[str]:
    ids = []
    for i in range(count):
        record = RoomRecord(f"r{i}", "classic-en", {}, 1, [SeatRecord("random"), SeatRecord("random")], "host")
        store.create_room(record)
        store.start(record.id, "{}")
        ids.append(record.id)
    return ids


def test_the_lines_of_one_turn_of_the_loop_are_one_transaction(tmp_path):
    store = SQLiteStore(tmp_path / "rooms.db")
    rooms = rooms_in(store, 3)
    batches = []
    append_many = store.append_many
    store.append_many = lambda rows: (batches.append(len(rows)), append_many(rows))  # type: ignore[method-assign]

    async def play() -> None:
        group = GroupCommit(store)
        first = [group.add(room, 1, [f'{{"n": 1, "room": "{room}"}}']) for room in rooms]
        assert len({id(f) for f in first}) == 1 and not first[0].done()  # not written before the loop turns
        await first[0]
        later = group.add(rooms[0], 2, ['{"n": 2}'])
        assert later is not first[0]
        await later

    asyncio.run(play())
    assert batches == [3, 1]
    assert [len(r.log) for r in store.rooms()] == [3, 2, 2]
    store.close()


def test_a_failed_write_reaches_every_room_that_waits_on_it(tmp_path):
    store = SQLiteStore(tmp_path / "rooms.db")
    rooms = rooms_in(store, 2)
    store.close()  # every write now fails

    async def play() -> list[BaseException]:
        group = GroupCommit(store)
        waits = [group.add(room, 1, ["{}"]) for room in rooms]
        return await asyncio.gather(*waits, return_exceptions=True)

    failures = asyncio.run(play())
    assert all(isinstance(f, sqlite3.ProgrammingError) for f in failures)
    with pytest.raises(sqlite3.ProgrammingError):
        store.rooms()


def test_the_loop_goes_on_while_a_batch_is_written_and_what_comes_meanwhile_is_the_next_batch(tmp_path):
    store = SQLiteStore(tmp_path / "rooms.db", durable=True)  # its commits wait for the disk: a writer thread
    assert store.waits and not SQLiteStore(":memory:").waits
    rooms = rooms_in(store, 2)
    release = threading.Event()
    batches = []
    append_many = store.append_many

    def slow_append_many(rows):  # a disk sync that takes until the test says
        batches.append([room for room, _, _ in rows])
        release.wait(10)
        append_many(rows)

    store.append_many = slow_append_many  # type: ignore[method-assign]

    async def play() -> None:
        group = GroupCommit(store)
        first = group.add(rooms[0], 1, ['{"n": 1}'])
        for _ in range(5):  # the loop turns: the write starts, on its own thread
            await asyncio.sleep(0)
        assert batches == [[rooms[0]]] and not first.done()
        second = group.add(rooms[1], 1, ['{"n": 1}'])  # while the first batch is being written
        assert second is not first
        await asyncio.sleep(0.05)
        assert batches == [[rooms[0]]]  # one write at a time
        release.set()
        await asyncio.wait_for(first, 10)
        await asyncio.wait_for(second, 10)
        assert batches == [[rooms[0]], [rooms[1]]]
        group.close()

    asyncio.run(play())
    assert [len(r.log) for r in store.rooms()] == [2, 2]
    store.close()
