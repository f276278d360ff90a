"""Rematch (``web/rematch.py``): after a game, each person's one click opens a new room with the same edition,
rule options, round limit and seats, sat again under their name; the first click makes it, the next ones join
it; the old token is all it takes, another's cannot be guessed; refused before the end and to strangers."""

from __future__ import annotations

import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.web.app import create_app
from monopoly_engine.web.rematch import rematch_token
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room, join, next_state, play_seat, start


@pytest.fixture
def client(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0)) as test_client:
        yield test_client
    store.close()


def test_a_rematch_seats_everyone_again_with_one_click_each(client):
    room, ann = create_room(client, "classic-en", ["person", "person", "buyer"], max_rounds="3")
    bea = join(client, room, 1, "Bea")
    assert client.post(f"/r/{room}/rematch", data={"token": ann}, follow_redirects=False).status_code == 409
    start(client, room)
    with (
        client.websocket_connect(f"/ws/{room}?token={ann}") as first,
        client.websocket_connect(f"/ws/{room}?token={bea}") as second,
    ):
        other = threading.Thread(target=play_seat, args=(second, bea, []))  # the two people play at once
        other.start()
        final = play_seat(first, ann, [])
        other.join(60)
    assert final["over"] and final["results"]["rounds"] >= 1
    stranger = TestClient(client.app)  # no cookie: not the host
    assert stranger.post(f"/r/{room}/rematch", data={"token": "nope"}, follow_redirects=False).status_code == 403
    made = client.post(f"/r/{room}/rematch", data={"token": bea}, follow_redirects=False)
    assert made.status_code == 303
    place = urlsplit(made.headers["location"])
    new_room = place.path.rsplit("/", 1)[1]
    assert new_room == f"{room}-r" and not place.query  # the token goes into a cookie, never the address bar
    assert made.cookies.get(f"seat_{new_room}") == rematch_token(bea, new_room)
    again = client.post(f"/r/{room}/rematch", data={"token": ann}, follow_redirects=False)
    assert urlsplit(again.headers["location"]).path == f"/r/{new_room}"  # the same room, not a second one
    status = client.get(f"/api/rooms/{new_room}").json()
    assert not status["started"] and status["edition"] == "classic-en"
    assert status["commitment"] and status["commitment"] != client.get(f"/api/rooms/{room}").json()["commitment"]
    assert [(s["kind"], s["name"], s["taken"]) for s in status["seats"]] == [
        ("person", "Ann", True),
        ("person", "Bea", True),
        ("buyer", "", True),
    ]
    assert rematch_token(ann, new_room) != rematch_token(bea, new_room)
    start(client, new_room)  # the old room's host starts it: everyone is seated already
    with client.websocket_connect(f"/ws/{new_room}?token={rematch_token(ann, new_room)}") as ws:
        state = next_state(ws, [])
        assert state["seat"] == 0 and state["version"] >= 0 and not state["over"]
