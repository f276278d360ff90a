"""The room's chat over the protocol: two seated people and a spectator write and read; messages are cleaned by
``safe_text`` and cut, rate-limited, kept with the room (never in the game's log) and replayed to a page that
connects, after a restart too; only the host mutes, a seat or every spectator; a socket without ``chat=1`` (a
protocol client) is sent no chat frame.

Every read is bounded (``receive_within``): a frame that never comes fails the test with the frames seen
instead of hanging it."""

from __future__ import annotations

import concurrent.futures
import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.web.app import create_app
from monopoly_engine.web.chat import KEPT, MAX_TEXT, RATE
from monopoly_engine.web.protocol import SERVER_FRAMES
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room, join, start
from .test_store import a_room, kind, opened, where  # noqa: F401  (fixtures: an SQLite file and a PostgreSQL database)

pytestmark = pytest.mark.timeout(60)


# The reads run on threads of their own: Starlette's ``receive`` waits for ever, and what it waits on inside differs
# between its versions (the lowest declared one included), so the bound is put around the call, not inside it.
_READERS = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="frame-reader")


def receive_within(ws: Any, seconds: float = 5.0) -> dict[str, Any]:
    """The socket's next frame, or a failure after ``seconds`` (Starlette's ``receive_json`` waits for ever)."""
    reading = _READERS.submit(ws.receive)
    try:
        message = reading.result(timeout=seconds)
    except concurrent.futures.TimeoutError:
        pytest.fail(f"no frame within {seconds} s")
    assert message["type"] == "websocket.send", message
    frame: dict[str, Any] = json.loads(message["text"])
    SERVER_FRAMES.validate_python(frame)  # every frame is one the protocol declares
    return frame


def next_of(ws: Any, *types: str, limit: int = 20) -> dict[str, Any]:
    """The next frame of one of ``types``, skipping at most ``limit`` others (state frames from the game)."""
    skipped = []
    for _ in range(limit):
        frame = receive_within(ws)
        if frame["type"] in types:
            return frame
        skipped.append(frame["type"])
    raise AssertionError(f"no {types} frame among {skipped}")


def say(ws: Any, text: str, token: str = "") -> None:
    ws.send_json({"type": "chat", "token": token, "text": text} if token else {"type": "chat", "text": text})


def test_two_people_and_a_spectator_chat_and_the_room_keeps_it(tmp_path: Path):
    path = tmp_path / "rooms.db"
    store = SQLiteStore(path)
    with TestClient(create_app(store, bot_delay=0)) as client:
        room, ann = create_room(client, "classic-en", ["person", "person"])
        host_cookies = dict(client.cookies)
        client.cookies.clear()  # Bea and the spectator are other browsers: no host cookie
        bea = join(client, room, 1, "Bea")
        client.cookies.update(host_cookies)
        start(client, room)
        with client.websocket_connect(f"/ws/{room}?token={ann}&chat=1") as first:
            client.cookies.clear()
            with (
                client.websocket_connect(f"/ws/{room}?token={bea}&chat=1") as second,
                client.websocket_connect(f"/ws/{room}?chat=1") as watcher,
                client.websocket_connect(f"/ws/{room}") as protocol_client,
            ):
                everyone = (first, second, watcher)
                for ws in everyone:
                    assert next_of(ws, "chat") == {"type": "chat", "messages": [], "muted": [], "replay": True}
                # cleaned (the escape and the bidi override go, spaces fold) and cut to MAX_TEXT characters
                say(first, "hello \x1b[31mBea\u202e \n " + "x" * 400, ann)
                for ws in everyone:
                    heard = next_of(ws, "chat")
                    assert heard["replay"] is False and len(heard["messages"]) == 1
                    message = heard["messages"][0]
                    assert (message["n"], message["seat"], message["name"]) == (1, 0, "Ann")
                    assert message["text"].startswith("hello Bea xxx") and len(message["text"]) == MAX_TEXT
                    assert message["text"].endswith("…")
                say(watcher, "nice move")
                heard = [next_of(ws, "chat")["messages"] for ws in everyone]
                assert heard[0] == heard[1] == heard[2]
                assert [(m["seat"], m["name"], m["text"]) for m in heard[0]] == [(-1, "", "nice move")]
                # who speaks is the token's seat: a seated socket must carry it, and only its own
                say(second, "I am Ann", ann + "x")
                assert next_of(second, "error")["code"] == "token"
                say(second, "no token")
                assert next_of(second, "error")["code"] == "token"
                # only the host mutes
                second.send_json({"type": "mute", "seat": -1, "muted": True})
                refused = next_of(second, "error")
                assert refused["code"] == "host" and refused["message"] == "Only the host can mute someone."
                first.send_json({"type": "mute", "seat": 5, "muted": True})
                assert next_of(first, "error")["code"] == "chat"
                first.send_json({"type": "mute", "seat": -1, "muted": True})
                for ws in everyone:
                    assert next_of(ws, "chat") == {"type": "chat", "messages": [], "muted": [-1], "replay": False}
                say(watcher, "let me speak")
                refused = next_of(watcher, "error")
                assert refused == {
                    "type": "error", "code": "chat", "message": "The host has muted you in this room's chat."
                }  # fmt: skip
                first.send_json({"type": "mute", "seat": 1, "muted": True})
                assert next_of(second, "chat")["muted"] == [-1, 1]
                say(second, "hey", bea)
                assert next_of(second, "error")["code"] == "chat"
                first.send_json({"type": "mute", "seat": 1, "muted": False})
                assert next_of(second, "chat")["muted"] == [-1]
                # RATE messages a speaker in the window, then refused with the reason
                for number in range(RATE):
                    say(second, f"message {number}", bea)
                say(second, "one too many", bea)
                answers = [next_of(second, "chat", "error") for _ in range(RATE + 1)]
                assert [a["type"] for a in answers] == ["chat"] * RATE + ["error"]
                assert answers[-1]["message"] == f"Slow down: at most {RATE} messages every 10 seconds."
                say(first, " \u200b\t ", ann)  # nothing visible: refused
                assert next_of(first, "error")["message"] == "An empty message is not sent."
                # a socket that did not ask for the chat is sent none of it
                protocol_client.send_json({"type": "sync"})
                frames = [receive_within(protocol_client)]
                assert all(f["type"] == "state" for f in frames)
        status = client.get(f"/api/rooms/{room}").json()
    store.close()
    # a restart: the chat comes back to a page that connects; the game's log holds none of it
    store = SQLiteStore(path)
    with TestClient(create_app(store, bot_delay=0)) as client:
        with client.websocket_connect(f"/ws/{room}?lang=it&chat=1") as ws:
            kept = next_of(ws, "chat")
            assert kept["replay"] and kept["muted"] == [-1]
            texts = [m["text"] for m in kept["messages"]]
            assert texts[1:] == ["nice move"] + [f"message {n}" for n in range(RATE)]
            assert [m["n"] for m in kept["messages"]] == list(range(1, RATE + 3))
            say(ws, "ciao")  # the spectators are still muted, and the refusal is in the page's language
            assert next_of(ws, "error")["message"] == "Chi ha creato la stanza ti ha zittito in questa chat."
        assert client.get(f"/api/rooms/{room}").json()["version"] == status["version"]
        record = store.rooms()[0]
        assert not any("nice move" in line or "message 0" in line for line in record.log)
    store.close()


def test_a_room_keeps_its_last_messages_only(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0)) as client:
        room, ann = create_room(client, "classic-en", ["person", "random"])
        start(client, room)
        live = client.app.state.rooms[room]  # type: ignore[attr-defined]
        live.record.chat = [
            {"n": n, "seat": 0, "name": "Ann", "text": str(n), "at": ""} for n in range(1, KEPT + 1)
        ]  # fmt: skip
        with client.websocket_connect(f"/ws/{room}?token={ann}&chat=1") as ws:
            assert len(next_of(ws, "chat")["messages"]) == KEPT
            say(ws, "the newest", ann)
            assert next_of(ws, "chat")["messages"][0]["n"] == KEPT + 1
    kept = store.rooms()[0].chat
    assert len(kept) == KEPT and kept[0]["n"] == 2 and kept[-1]["text"] == "the newest"
    store.close()


def test_both_stores_keep_the_chat_with_the_room_and_out_of_its_log(opened):  # noqa: F811
    store = opened()
    room = a_room()
    store.create_room(room)
    store.start("r1", '{"header": 1}')
    said = [{"n": 1, "seat": -1, "name": "", "text": "Привет, «все»", "at": "2026-12-07T17:00:00+00:00"}]
    store.update_chat("r1", said, [-1, 1])
    room.seats[1].name = "Bea"
    store.update_seats("r1", room.seats)  # the seats written after the chat leave it as it was
    store.append("r1", 1, ["one"])
    store.close()
    again = opened().rooms()[0]
    assert again.chat == said and again.chat_muted == [-1, 1]
    assert again.log == ['{"header": 1}', "one"] and again.seats[1].name == "Bea"


def test_the_waiting_room_chats_before_the_start_and_the_game_page_shows_it(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0)) as client:
        room, ann = create_room(client, "classic-en", ["person", "person"])
        host_cookies = dict(client.cookies)
        client.cookies.clear()
        bea = join(client, room, 1, "Bea")
        with client.websocket_connect(f"/ws/{room}?token={bea}") as game_socket:  # no game yet, nothing but the chat
            assert receive_within(game_socket)["code"] == "room"
        with (
            client.websocket_connect(f"/ws/{room}?token={ann}&chat=1") as first,
            client.websocket_connect(f"/ws/{room}?token={bea}&chat=1") as second,
        ):
            for ws in (first, second):
                assert receive_within(ws) == {"type": "chat", "messages": [], "muted": [], "replay": True}
            say(second, "ready when you are", bea)
            for ws in (first, second):
                assert [m["text"] for m in next_of(ws, "chat")["messages"]] == ["ready when you are"]
            for frame in ({"type": "sync"}, {"type": "act", "token": bea, "version": 0, "action": {}},
                          {"type": "history", "before": 1}, {"type": "back", "token": bea}):  # fmt: skip
                second.send_json(frame)
                assert next_of(second, "error", "state")["code"] == "not_started"
            second.send_json({"type": "mute", "seat": 0, "muted": True})  # Bea's browser is not the host's
            assert next_of(second, "error")["code"] == "host"
            client.cookies.update(host_cookies)
            start(client, room)
            with client.websocket_connect(f"/ws/{room}?token={ann}&chat=1") as game_page:
                assert next_of(game_page, "state")["version"] >= 0
                kept = next_of(game_page, "chat")
                assert kept["replay"] and [m["name"] for m in kept["messages"]] == ["Bea"]
    store.close()
