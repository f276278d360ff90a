"""The turn clock over the protocol: every socket's state frame (a spectator's too) says whose decision is timed
and how long is left, a trade's answer is timed for its partner, and each frame is one the protocol declares."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.web.app import create_app
from monopoly_engine.web.protocol import SERVER_FRAMES
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room, join, next_state, start
from .test_protocol import two_people_owning_deeds

CLOCK = {"clock": "true", "clock_allowance": "600", "clock_bank": "900", "clock_timeouts": "2"}


@pytest.fixture
def client(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0)) as test_client:
        yield test_client
    store.close()


def test_every_frame_shows_whose_decision_is_timed_a_trade_partner_included(client):
    room, token = create_room(client, "classic-en", ["person", "person"], max_rounds="60", **CLOCK)
    other = join(client, room, 1, "Bea")
    start(client, room)
    listed = client.get("/rooms.json").json()["games"]
    assert listed[0]["clock"] == "clock 600 s + 900 s"
    frames: list[dict] = []
    with (
        client.websocket_connect(f"/ws/{room}?token={token}") as first,
        client.websocket_connect(f"/ws/{room}?token={other}") as second,
        client.websocket_connect(f"/ws/{room}") as spectator,
    ):
        watched = next_state(spectator, [])
        assert watched["clock"]["seat"] == watched["waiting_on"]
        states = two_people_owning_deeds(client, first, second, [token, other], frames)
        deeds = [p["deeds"] for p in states[0]["players"]]
        offer = {"kind": "propose-trade", "player": 0, "partner": 1,
                 "give": {"spaces": [deeds[0][0]], "cash": 0, "cards": []},
                 "get": {"spaces": [deeds[1][0]], "cash": 0, "cards": []}}  # fmt: skip
        first.send_json({"type": "act", "token": token, "version": states[0]["version"], "action": offer})
        states = [next_state(first, frames), next_state(second, frames)]
        for state in states:
            assert state["clock"]["seat"] == 1  # the partner answers the offer: their decision is timed
            assert 590 < state["clock"]["left"] <= 600 and state["clock"]["bank"] == 900
    for frame in frames:
        SERVER_FRAMES.validate_json(json.dumps(frame))
        assert frame["type"] != "state" or frame["clock"]["seat"] == frame["waiting_on"]


def test_a_room_of_one_person_or_a_form_without_the_box_has_no_clock(client):
    alone, token = create_room(client, "classic-en", ["person", "heuristic"], **CLOCK)
    unticked, _ = create_room(client, "classic-en", ["person", "person"], **{**CLOCK, "clock": ""})
    start(client, alone)
    with client.websocket_connect(f"/ws/{alone}?token={token}") as ws:
        assert "clock" not in next_state(ws, [])
    assert client.app.state.rooms[unticked].record.clock == {}


@pytest.mark.parametrize(
    ("figures", "problem"),
    [
        ({"clock_allowance": "0"}, "allowance"),
        ({"clock_bank": "lots"}, "numbers"),
        ({"clock_timeouts": "-1"}, "time-outs"),
    ],
)
def test_bad_clock_figures_are_refused_with_the_reason(client, figures, problem):
    response = client.post("/rooms", data={"edition": "classic-en", "name": "Ann", "seat0": "person",
                                           "seat1": "person", **CLOCK, **figures})  # fmt: skip
    assert response.status_code == 400 and problem in response.text
