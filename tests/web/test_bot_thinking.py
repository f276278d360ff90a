"""A bot thinks off the server's event loop: a search bot's second of thought (``expert``) must not stop the other
rooms and sockets. The room's task runs each bot's ``decide`` on a worker thread and plays the answer back on the
loop (``Room._bots_think_off_loop``, ``Table.think`` and ``Table.play``)."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from pathlib import Path

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import AgentActionError, Table
from monopoly_engine.core import Action
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView
from monopoly_engine.web.rooms import new_room
from monopoly_engine.web.store import SQLiteStore

THOUGHT = 0.3  # seconds of busy thought per decision, as a search bot spends them: holding the interpreter


class SlowThinker:
    """The buyer bot, after ``THOUGHT`` seconds of busy work per decision; notes the threads it thought on."""

    name = "slow"
    wants_forced_moves = True

    def __init__(self) -> None:
        self.inner = make_agent("buyer")
        self.threads: list[threading.Thread] = []

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        self.threads.append(threading.current_thread())
        until = time.perf_counter() + THOUGHT
        while time.perf_counter() < until:  # busy, as pure-Python search is: no sleep that frees the loop
            pass
        return self.inner.decide(view, actions, rng)


def test_a_slow_bot_thinks_on_a_worker_thread_and_the_event_loop_keeps_running(tmp_path: Path) -> None:
    room = new_room(SQLiteStore(tmp_path / "rooms.db"), "classic-en", {}, [("buyer", ""), ("buyer", "")], 40, 0.001)
    room.start()
    thinker = SlowThinker()
    assert room.table is not None
    room.table.seat_bot(0, thinker)

    async def play() -> float:
        gaps: list[float] = []

        async def tick() -> None:
            last = time.perf_counter()
            while True:
                await asyncio.sleep(0.01)
                now = time.perf_counter()
                gaps.append(now - last)
                last = now

        ticker = asyncio.create_task(tick())
        room.ensure_driving()
        while len(thinker.threads) < 3:
            await asyncio.sleep(0.05)
        async with room.lock:  # the room's lock is held while its bot thinks: taking it waits for the move
            version = room.version
        ticker.cancel()
        assert room.task is not None
        room.task.cancel()
        assert version > 0
        return max(gaps)

    longest = asyncio.run(play())
    assert thinker.threads and all(t is not threading.main_thread() for t in thinker.threads)
    # Thinking on the loop would stop the ticker for a whole THOUGHT at every decision; a thread lets it run
    # (the interpreter switches threads every few milliseconds). The bound is loose for a loaded machine.
    assert longest < THOUGHT * 0.8


def test_an_answer_thought_for_a_request_the_table_no_longer_waits_on_is_refused_and_changes_nothing() -> None:
    recorded = new_game("classic-en", ["A", "B"], seed=3)
    table = Table(recorded, [make_agent("buyer"), make_agent("buyer")], random.Random(1))
    thought = table.think()
    assert thought is not None
    table.play(*thought)
    before = recorded.game.state.snapshot()
    with pytest.raises(AgentActionError, match="no longer waits"):
        table.play(*thought)
    assert recorded.game.state.snapshot() == before
