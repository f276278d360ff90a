"""A room's turn clock at work: the pure ``clock.TurnClock`` told whom the room's game waits on, kept in the
store, and, when a decision runs out, the room's away bot answering that one decision for the seat (or, after
the room's number of time-outs in a row, taking the seat as ``--away-after`` does).

Every call is made under the room's lock, from the room's own code: ``observe`` after every change (the room's
``broadcast``), ``wait`` and ``expire`` from the room's task, which sleeps until the decision runs out or the time
spent on it is next saved, and is woken (re-armed) whenever the game moves on.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import Decide

from .catalog import word
from .clock import ClockSettings, TurnClock, decided

if TYPE_CHECKING:
    from .rooms import Room

monotonic = time.monotonic  # the server's clock (a test puts a fake one here)
STEPS = 50  # the most moves a bot makes for one decision it answers (its free actions, then the decision)


class RoomClock:
    """The turn clock of ``room``, from the room's record (``RoomRecord.clock``: its settings, and what a server
    before this one saved)."""

    def __init__(self, room: Room, kept: dict[str, Any]) -> None:
        self.room = room
        seats = len(room.record.seats)
        if "banks" in kept:
            self.clock = TurnClock.restore(kept, seats, monotonic)
        else:
            self.clock = TurnClock(ClockSettings.of(kept), seats, monotonic)
        self.ran_out: dict[int, int] = {}  # the event version after a time-out -> the seat the bot played for
        # The kind of request timed (a decision, an offer): another kind is a new decision (None: not known, as
        # after a restart, which resumes the decision it finds).
        self._kind: type | None = None
        self._note_run_outs()

    def _note_run_outs(self) -> None:
        self.ran_out = {version + 1: seat for version, seat in self.clock.ran_out}

    def observe(self) -> None:
        """After a change: the decision being timed is the same, or a new one is (its time from now): the game
        waits on another seat, a decision was answered, or an offer passed (a rent claim, a shout) gave way to
        something else."""
        room, clock = self.room, self.clock
        recorded, table = room.recorded, room.table
        assert recorded is not None and table is not None
        request = room.pending()
        seat = None if request is None or table.is_bot(request.seat) else request.seat  # a bot's is not timed
        if clock.seat is None and seat is None:
            return
        kind = type(request)
        other_kind = self._kind is not None and kind is not self._kind
        since = max(clock.since, 0)
        answered = clock.seat is not None and (other_kind or decided(a for a, _ in recorded.history[since:]))
        if clock.follow(seat, room.version, answered):
            self._kind = kind
        if clock.dirty:
            self.save()

    def save(self) -> None:
        kept = self.room.record.clock = self.clock.snapshot()
        self.room.store.update_clock(self.room.id, kept)

    def wait(self) -> float | None:
        """Seconds until the room's task must look at the clock: the decision being timed runs out, or the time
        spent on it is to be saved (None: no decision is timed)."""
        clock = self.clock
        if clock.seat is None:
            return None
        save = clock.next_save()
        left = clock.left()
        return left if save is None else min(left, save)

    def expire(self) -> bool:
        """The room's task woke: a decision that ran out is answered by the room's bot (True: the game moved),
        and the time spent on a long one saved."""
        room, clock = self.room, self.clock
        self.observe()
        seat = clock.seat
        if seat is None:
            return False
        if clock.left() > 0:
            if clock.due():
                self.save()
            return False
        hand_over = clock.run_out(room.version)
        self._note_run_outs()
        self._answer_for(seat)
        if hand_over and not room.over:
            room.hand_to_bot(seat, room.away_bot, "", "clock")
        clock.follow(None, room.version, True)  # that decision is over, answered or passed
        self.observe()
        if clock.dirty:
            self.save()
        return True

    def _answer_for(self, seat: int) -> None:
        """The room's away bot answers ``seat``'s decision, that one only: its free actions, if it takes any,
        then its answer; the seat is the person's again afterwards."""
        room = self.room
        table, recorded = room.table, room.recorded
        assert table is not None and recorded is not None
        start = len(recorded.history)
        table.seat_bot(seat, make_agent(room.away_bot))
        try:
            for _ in range(STEPS):
                request = table.next_request()
                if request is None or request.seat != seat:
                    break
                table.step()
                if type(request) is not Decide or decided(a for a, _ in recorded.history[start:]):
                    break
        finally:
            table.seat_bot(seat, None)
        room._commit()  # written with the rest before anyone is told (the room's broadcast waits for it)

    def take_back(self, seat: int) -> None:
        """The person took their seat back from the bot: their time-outs in a row count from nothing again."""
        self.clock.forgive(seat)
        if self.clock.dirty:
            self.save()

    def shown(self) -> dict[str, Any] | None:
        return self.clock.shown()

    def feed(self, events: list[dict[str, Any]], lang: str) -> None:
        """The feed's line for each time-out, before the events that followed it ("time ran out: ...")."""
        if not self.ran_out:
            return
        seats = self.room.record.seats
        for entry in events:
            seat = self.ran_out.get(entry["v"])
            if seat is not None:
                entry["lines"] = [word(lang, "clock_ran_out", name=seats[seat].name), *entry["lines"]]
