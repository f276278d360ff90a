"""The outbox: telling a connection never waits; a peer that lets frames pile up or stalls a write is closed."""

from __future__ import annotations

import asyncio
import json

import pytest

pytest.importorskip("orjson")

from monopoly_engine.web.outbox import CLOSE_SLOW, Outbox


class Peer:
    def __init__(self, stuck: bool) -> None:
        self.stuck = stuck
        self.got: list[str] = []
        self.closed: tuple[int, str] | None = None
        self.forgotten = 0

    async def write(self, text: str) -> None:
        if self.stuck:
            await asyncio.Event().wait()  # a peer that never reads: the write never completes
        self.got.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)

    def forget(self) -> None:
        self.forgotten += 1


def test_frames_go_out_in_order():
    async def run() -> Peer:
        peer = Peer(stuck=False)
        outbox = Outbox(peer.write, peer.close, peer.forget)
        outbox.start()
        for i in range(5):
            outbox.put({"n": i})
        await asyncio.sleep(0.05)
        await outbox.stop()
        return peer

    peer = asyncio.run(run())
    assert peer.got == [f'{{"n":{i}}}' for i in range(5)] and peer.closed is None and peer.forgotten == 0


def test_a_stalled_write_closes_the_connection_and_putting_never_waits():
    async def run() -> tuple[Peer, float]:
        peer = Peer(stuck=True)
        outbox = Outbox(peer.write, peer.close, peer.forget, limit=1000, stall=0.2)
        outbox.start()
        loop = asyncio.get_running_loop()
        began = loop.time()
        for i in range(500):
            outbox.put({"n": i})
        put_took = loop.time() - began
        await asyncio.sleep(0.5)
        assert outbox.closed
        return peer, put_took

    peer, put_took = asyncio.run(run())
    assert put_took < 0.1
    assert peer.closed is not None and peer.closed[0] == CLOSE_SLOW and "too slow" in peer.closed[1]
    assert peer.forgotten == 1


def test_an_overflowing_queue_closes_the_connection():
    async def run() -> Peer:
        peer = Peer(stuck=True)
        outbox = Outbox(peer.write, peer.close, peer.forget, limit=8, stall=60)
        outbox.start()
        for i in range(20):
            outbox.put({"n": i})
        await asyncio.sleep(0.05)
        return peer

    peer = asyncio.run(run())
    assert peer.closed == (CLOSE_SLOW, "too slow: 8 frames unread") and peer.forgotten == 1


def test_a_state_frame_behind_an_unsent_one_replaces_it_with_both_their_events():
    async def run() -> list[str]:
        gate = asyncio.Event()
        got: list[str] = []

        async def write(text: str) -> None:
            await gate.wait()
            got.append(text)

        async def close(code: int, reason: str) -> None:
            pass

        outbox = Outbox(write, close, lambda: None, limit=4)
        outbox.start()
        outbox.put({"type": "state", "version": 1, "events": [{"v": 1}]})
        await asyncio.sleep(0.01)  # the first is being written (held at the gate)
        outbox.put({"type": "state", "version": 2, "events": [{"v": 2}], "squares": ["s"], "ack": 2})
        outbox.put({"type": "error", "code": "rate"})
        outbox.put({"type": "state", "version": 3, "events": [{"v": 3}]})
        for version in (4, 5, 6, 7, 8):  # a slow reader: never more than one state frame waits
            outbox.put({"type": "state", "version": version, "events": [{"v": v} for v in range(3, version + 1)]})
        gate.set()
        await asyncio.sleep(0.05)
        await outbox.stop()
        assert not outbox.closed or outbox.reason == ""
        return got

    got = [json.loads(text) for text in asyncio.run(run())]
    assert [f.get("version", f.get("code")) for f in got] == [1, 2, "rate", 8]
    assert got[1]["ack"] == 2 and got[1]["squares"] == ["s"]
    assert [e["v"] for e in got[3]["events"]] == [3, 4, 5, 6, 7, 8]
