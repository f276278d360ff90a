"""The limits' own logic: the rooms open in all, the frame rate's bucket, an address's sockets and rooms."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.web.app import create_app
from monopoly_engine.web.limits import Counts, FrameRate, Limits
from monopoly_engine.web.store import SQLiteStore


def test_rooms_open_in_all_are_capped_and_a_finished_game_frees_its_place(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0, limits=Limits(rooms_total=2))) as client:
        data = {"edition": "classic-en", "seat0": "heuristic", "seat1": "heuristic", "max_rounds": "1"}
        first = client.post("/rooms", data=data, follow_redirects=False)
        second = client.post("/rooms", data=data, follow_redirects=False)
        assert first.status_code == second.status_code == 303
        refused = client.post("/rooms", data=data, follow_redirects=False)
        assert refused.status_code == 503 and "2 rooms open on the server" in refused.text
        room = first.headers["location"].split("/")[2]
        assert client.post(f"/r/{room}/start", follow_redirects=False).status_code == 303
        rooms = client.app.state.rooms  # type: ignore[attr-defined]
        deadline = time.monotonic() + 30
        while not rooms[room].over and time.monotonic() < deadline:
            time.sleep(0.05)
        assert rooms[room].over
        assert client.post("/rooms", data=data, follow_redirects=False).status_code == 303
    store.close()


def test_the_frame_rate_allows_a_burst_then_the_rate():
    rate = FrameRate(per_second=1000.0, burst=5)
    assert all(rate.allow() for _ in range(5))
    assert not rate.allow() and rate.refused == 1
    time.sleep(0.01)  # ten tokens' worth, capped at the burst
    assert rate.allow() and rate.refused == 0


def test_an_address_counts_its_sockets_and_its_rooms_of_the_last_minute():
    counts = Counts()
    assert counts.open_socket("a", 2) and counts.open_socket("a", 2) and not counts.open_socket("a", 2)
    assert counts.open_socket("b", 2)
    counts.close_socket("a")
    assert counts.open_socket("a", 2)
    assert [counts.may_create("a", 3) for _ in range(4)] == [True, True, True, False]
    assert counts.may_create("b", 3)


@pytest.mark.parametrize("field", ["sockets_per_room", "frames_per_second", "name_length"])
def test_a_limit_that_is_not_positive_is_refused(field: str):
    with pytest.raises(ValueError, match=field.replace("_", "-")):
        Limits(**{field: 0}).check()


def test_serve_refuses_a_limit_that_is_not_positive():
    from typer.testing import CliRunner

    from monopoly_engine.cli import app

    result = CliRunner().invoke(app, ["serve", "--sockets-per-room", "0", "--port", "1"])
    assert result.exit_code == 2 and "--sockets-per-room must be positive" in result.output
