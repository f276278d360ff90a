"""The turn clock in a room (``web/room_clock.py``), its time from a fake source: the bot answers one decision
when it runs out and the feed says so, the seat is handed over after the time-outs in a row, the person takes it
back, a restarted server resumes the decision, and the game's log never holds any of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from monopoly_engine.codec import action_to_dict
from monopoly_engine.game import replay_lines
from monopoly_engine.web import room_clock
from monopoly_engine.web.clock import ClockSettings
from monopoly_engine.web.rematch import rematch_record
from monopoly_engine.web.rooms import Connection, Room, new_room
from monopoly_engine.web.store import SQLiteStore


class FakeTime:
    def __init__(self) -> None:
        self.t = 50.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def time(monkeypatch: pytest.MonkeyPatch) -> FakeTime:
    fake = FakeTime()
    monkeypatch.setattr(room_clock, "monotonic", fake)
    return fake


def started(store: SQLiteStore, time: FakeTime, timeouts: int = 2, people: int = 2) -> Room:
    """A started room of ``people`` persons and a bot, its clock 10 s a decision and a bank of 5 s."""
    kinds = [("person", "")] * people + [("buyer", "")]  # the bots' decisions are not timed
    room = new_room(store, "classic-en", {}, kinds, None, 0, clock=ClockSettings(10, 5, timeouts))
    for seat, name in enumerate(["Anna", "Bea"][:people]):
        room.take_seat(seat, name)
    room.start()
    room.away_bot = "heuristic"
    return room


def watch(room: Room) -> None:
    assert room.clock is not None
    room.clock.observe()


def bots_then_person(room: Room) -> int:
    """Let the bots move until a person must answer; that person's seat."""
    room.bot_step()
    request = room.pending()
    assert request is not None and not room.table.is_bot(request.seat)  # type: ignore[union-attr]
    assert room.clock is not None
    room.clock.observe()
    return request.seat


def test_a_decision_run_out_is_answered_by_the_bot_once_and_the_feed_says_so(tmp_path: Path, time: FakeTime) -> None:
    store = SQLiteStore(tmp_path / "rooms.db")
    room = started(store, time)
    watch(room)
    seat = bots_then_person(room)
    spectator = Connection(-1, "en", None)  # type: ignore[arg-type]
    shown = room.frame_for(spectator)["clock"]
    assert shown == {"seat": seat, "left": 10, "bank": 5}
    time.t += 9
    assert room.clock is not None and not room.clock.expire()  # 1 s of the allowance and the bank left
    assert store.rooms()[0].clock["spent"] == pytest.approx(9)  # a long decision's time spent is saved
    assert room.clock.wait() == pytest.approx(5)  # the next save comes before the run-out, 6 s from now
    version = room.version
    time.t += 6
    assert room.clock.expire()  # ran out: the bot played that decision
    assert room.version > version
    assert room.record.seats[seat].bot == ""  # the seat is still the person's
    name = room.record.seats[seat].name
    italian = Connection(-1, "it", None)  # type: ignore[arg-type]
    lines = [line for e in room.frame_for(italian)["events"] for line in e["lines"]]
    assert f"Tempo scaduto: il bot ha giocato per {name}" in lines
    # the log is the game's alone: it replays to the same game, and holds no word of the clock
    log = store.rooms()[0].log
    assert len(log) == room.version + 1  # the header, then one line per action: the bot's among them
    assert list(replay_lines(log, "room").log_lines()) == log
    assert not any("clock" in line or "Time ran out" in line for line in log)
    assert store.rooms()[0].clock["strikes"][seat] == 1  # kept beside it, for a restart


def test_time_outs_in_a_row_hand_the_seat_to_the_bot_until_the_person_takes_it_back(
    tmp_path: Path, time: FakeTime
) -> None:
    store = SQLiteStore(tmp_path / "rooms.db")
    room = started(store, time, timeouts=2)
    watch(room)
    handed = None
    for _ in range(10):
        seat = bots_then_person(room)
        time.t += 16
        assert room.clock is not None and room.clock.expire()
        if room.record.seats[seat].bot:
            handed = seat
            break
    assert handed is not None
    assert room.clock is not None and room.clock.clock.strikes[handed] == 2
    assert room.record.seats[handed].handovers[-1]["by"] == "clock"
    assert room.take_back(handed)
    assert room.clock.clock.strikes[handed] == 0


def test_a_person_answering_in_time_is_charged_only_past_the_allowance(tmp_path: Path, time: FakeTime) -> None:
    store = SQLiteStore(tmp_path / "rooms.db")
    room = started(store, time)
    watch(room)
    seat = bots_then_person(room)
    time.t += 12  # 2 s of the bank
    request = room.pending()
    assert request is not None
    action = request.actions[0]  # type: ignore[union-attr]
    room.command(seat, room.version, action_to_dict(action), "en")
    assert room.clock is not None
    room.clock.observe()
    assert room.clock.clock.banks[seat] == pytest.approx(3)
    assert store.rooms()[0].clock["banks"][seat] == pytest.approx(3)  # a bank drawn on is kept at once


def test_a_restarted_server_resumes_the_decision_with_the_time_spent_as_saved(tmp_path: Path, time: FakeTime) -> None:
    store = SQLiteStore(tmp_path / "rooms.db")
    room = started(store, time)
    watch(room)
    seat = bots_then_person(room)
    time.t += 7
    assert room.clock is not None and not room.clock.expire()  # 5 s in: the time spent is saved
    time.t += 2  # spent after the last save: lost with the server, not charged
    store.close()
    time.t += 300  # the server was down
    store = SQLiteStore(tmp_path / "rooms.db")
    record = store.rooms()[0]
    again = Room(record, store, 0)
    again.resume()
    watch(again)
    assert again.frame_for(Connection(-1, "en", None))["clock"] == {"seat": seat, "left": 3, "bank": 5}  # type: ignore[arg-type]


def test_a_rematch_keeps_the_clocks_settings_with_full_banks(tmp_path: Path, time: FakeTime) -> None:
    store = SQLiteStore(tmp_path / "rooms.db")
    room = started(store, time)
    watch(room)
    bots_then_person(room)
    time.t += 30
    assert room.clock is not None and room.clock.expire()
    assert rematch_record(room.record).clock == {"allowance": 10, "bank": 5, "timeouts": 2}
