"""A person who leaves: the host hands their seat to a bot, or the server does when the seat keeps the game
waiting with nobody connected; reopening the link takes it back. Kept in the room's seats, never in the log."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.game import replay_lines
from monopoly_engine.web.app import create_app
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room, first_action, join, next_state, start


def app_client(path: Path, **options):
    store = SQLiteStore(path)
    return store, TestClient(create_app(store, bot_delay=0, **options))


@pytest.fixture
def client(tmp_path: Path):
    store, test_client = app_client(tmp_path / "rooms.db")
    with test_client:
        yield test_client
    store.close()


def two_people(client: TestClient, rounds: str = "40") -> tuple[str, str, str]:
    room, ann = create_room(client, "classic-en", ["person", "person"], max_rounds=rounds)
    bea = join(client, room, 1, "Bea")
    start(client, room)
    return room, ann, bea


def answer(ws, token: str, state: dict) -> None:
    request = state["request"]
    action = first_action(request)
    if request.get("pass") and action is None:
        ws.send_json({"type": "pass", "token": token, "version": state["version"]})
    else:
        ws.send_json({"type": "act", "token": token, "version": state["version"], "action": action})


def seats(client: TestClient, room: str) -> list[dict]:
    return client.get(f"/api/rooms/{room}").json()["seats"]


def stored_log(client: TestClient, room: str) -> list[str]:
    (record,) = [r for r in client.app.state.store.rooms() if r.id == room]
    return record.log


def test_the_host_hands_a_left_persons_seat_to_a_bot_and_reopening_the_link_takes_it_back(client, tmp_path):
    room, ann, bea = two_people(client)
    host = dict(client.cookies)
    client.cookies.clear()  # a friend's browser is not the host's
    refused = client.post(f"/r/{room}/seats/1/bot", data={"kind": "buyer"})
    assert refused.status_code == 403 and "host" in refused.json()["error"]
    client.cookies.update(host)
    for seat, kind, status in [(1, "fly", 400), (1, "agents.x:Evil", 400), (5, "buyer", 400), (-1, "buyer", 400)]:
        assert client.post(f"/r/{room}/seats/{seat}/bot", data={"kind": kind}).status_code == status
    assert seats(client, room)[1]["handovers"] == []
    frames: list[dict] = []
    with client.websocket_connect(f"/ws/{room}?token={ann}") as ws:
        state = next_state(ws, frames)
        handed_at = state["version"]
        assert client.post(f"/r/{room}/seats/1/bot", data={"kind": "buyer"}).json() == {"ok": True}
        assert client.post(f"/r/{room}/seats/1/bot", data={"kind": "random"}).status_code == 409  # already handed
        mine = 0
        while mine < 25 and not state["over"]:  # Ann plays; Bea's moves come from the bot
            if state["request"] is not None:
                answer(ws, ann, state)
                mine += 1
            state = next_state(ws, frames)
        assert state["players"][1]["away"] == "buyer" and state["players"][0]["away"] is None
        accepted = sum(1 for f in frames if "ack" in f)
        assert state["version"] - handed_at > accepted > 0  # the bot moved for Bea
    bea_seat = seats(client, room)[1]
    assert bea_seat["bot"] == "buyer"
    assert [(h["version"], h["to"], h["by"]) for h in bea_seat["handovers"]] == [(handed_at, "buyer", "host")]
    # a restart keeps the bot on the seat
    store, again = app_client(Path(client.app.state.store.path))
    assert again.app.state.rooms[room].table.is_bot(1)
    store.close()
    # Bea opens her link again: her seat is hers
    with client.websocket_connect(f"/ws/{room}?token={bea}") as ws:
        back = next_state(ws, [])
        assert back["players"][1]["away"] is None
        version = back["version"]
        assert not client.app.state.rooms[room].table.is_bot(1)  # her moves are asked of her again
    handovers = seats(client, room)[1]["handovers"]
    assert [(h["to"], h["by"]) for h in handovers] == [("buyer", "host"), ("person", "person")]
    assert handovers[1]["version"] >= version - 1 and not seats(client, room)[1]["bot"]
    # the log is the game's actions alone, and replays
    log = stored_log(client, room)
    assert all('"handover' not in line for line in log)
    replay_lines(log, room)


def test_a_seat_left_waiting_goes_to_a_bot_after_the_timeout_and_a_connected_one_never(tmp_path):
    store, client = app_client(tmp_path / "rooms.db", away_after=0.3, away_bot="random")
    with client:
        room, ann, bea = two_people(client)
        frames: list[dict] = []
        with client.websocket_connect(f"/ws/{room}?token={ann}") as ws:
            state = next_state(ws, frames)
            while state["players"][1]["away"] is None:  # Bea never came: once the game waits on her, a bot plays
                if state["request"] is not None:
                    answer(ws, ann, state)
                state = next_state(ws, frames)
            while state["request"] is None:
                state = next_state(ws, frames)
            assert seats(client, room)[1]["handovers"][0]["by"] == "timeout"
            assert state["players"][1]["away"] == "random"
            time.sleep(0.6)  # Ann is connected: her seat waits for her as long as she likes
            assert seats(client, room)[0]["handovers"] == []
            assert client.get(f"/api/rooms/{room}").json()["version"] == state["version"]
        # Ann's tab closed while it is her move: her seat goes too, after the timeout
        deadline = time.monotonic() + 10
        while not seats(client, room)[0]["handovers"] and time.monotonic() < deadline:
            time.sleep(0.05)
        assert [(h["to"], h["by"]) for h in seats(client, room)[0]["handovers"]] == [("random", "timeout")]
        with client.websocket_connect(f"/ws/{room}?token={bea}") as ws:
            assert next_state(ws, [])["players"][1]["away"] is None  # Bea is back (the socket took it back)
            ws.send_json({"type": "back", "token": "x" * 30})
            assert ws.receive_json()["code"] == "token"
        replay_lines(stored_log(client, room), room)
    store.close()


def test_the_room_page_gives_the_host_the_bot_kinds_and_a_stranger_none(client):
    room, _, _ = two_people(client)
    page = client.get(f"/r/{room}")
    assert 'data-host="1"' in page.text and "heuristic" in page.text
    assert "expert" in page.text  # the hard level: the search bot (agents.search)
    client.cookies.clear()
    assert 'data-host="1"' not in client.get(f"/r/{room}").text
