"""The feed in pages (``web/feed.py``): a page opening with ``feed=N`` is sent the last N versions' events, then
``history`` frames page back to the setup; put together they are exactly the events a socket without ``feed`` is
sent, with the seat's own actions marked ``mine`` (and none for a spectator)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.web.app import create_app
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room, first_action, start
from .test_chat import next_of

pytestmark = pytest.mark.timeout(60)


def played(ws: Any, token: str, answers: int) -> dict[str, Any]:
    """The seat answers its requests ``answers`` times (its first legal choice, or a pass); the last state."""
    state = next_of(ws, "state")
    for _ in range(answers):
        while state["request"] is None and not state["over"]:
            state = next_of(ws, "state")
        if state["over"]:
            break
        action = first_action(state["request"])
        if state["request"].get("pass") and (action is None or state["request"]["kind"] == "interject"):
            ws.send_json({"type": "pass", "token": token, "version": state["version"]})
        else:
            ws.send_json({"type": "act", "token": token, "version": state["version"], "action": action})
        state = next_of(ws, "state")
    return state


def paged(ws: Any, page: int) -> tuple[list[dict[str, Any]], int]:
    """The first state frame's events, then every page before them down to the setup; and how many pages."""
    events = next_of(ws, "state")["events"]
    pages = 0
    while events[0]["v"] > 0:
        ws.send_json({"type": "history", "before": events[0]["v"], "count": page})
        answer = next_of(ws, "history")
        assert answer["before"] == events[0]["v"] and 0 < len(answer["events"]) <= page
        assert answer["events"][-1]["v"] == events[0]["v"] - 1
        events = answer["events"] + events
        pages += 1
    return events, pages


def test_the_feed_pages_back_to_the_setup_and_the_pages_are_the_whole_feed():
    store = SQLiteStore(":memory:")
    with TestClient(create_app(store, bot_delay=0)) as client:
        room, ann = create_room(client, "classic-en", ["person", "random"])
        start(client, room)
        with client.websocket_connect(f"/ws/{room}?token={ann}") as ws:
            version = played(ws, ann, 40)["version"]
        assert version > 60
        with client.websocket_connect(f"/ws/{room}?token={ann}") as ws:
            whole = next_of(ws, "state")["events"]
        assert [e["v"] for e in whole] == list(range(version + 1))
        with client.websocket_connect(f"/ws/{room}?token={ann}&feed=25") as ws:
            first = next_of(ws, "state")
            assert [e["v"] for e in first["events"]] == list(range(version - 24, version + 1))
            ws.send_json({"type": "history", "before": first["events"][0]["v"]})  # the default page: 100 versions
            assert next_of(ws, "history")["events"][0]["v"] == 0
        with client.websocket_connect(f"/ws/{room}?token={ann}&feed=25") as ws:
            events, pages = paged(ws, 20)
        assert events == whole and pages == -(-(version - 24) // 20)
        mine = [e["v"] for e in whole if e.get("mine")]
        history = client.app.state.rooms[room].recorded.history  # type: ignore[attr-defined]
        assert mine == [v for v in range(1, version + 1) if getattr(history[v - 1][0], "player", None) == 0]
        assert 0 < len(mine) < version  # Ann's actions and the bot's both
        with client.websocket_connect(f"/ws/{room}?feed=1000") as watcher:
            events, pages = paged(watcher, 500)
        assert pages == 0 and not any(e.get("mine") for e in events)
        assert [e["lines"] for e in events] == [e["lines"] for e in whole]  # nothing hidden in a classic game
        with client.websocket_connect(f"/ws/{room}?token={ann}&feed=x") as ws:  # no number: the whole feed
            assert next_of(ws, "state")["events"] == whole
    store.close()
