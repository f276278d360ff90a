"""Playing a seat over the protocol, as a browser would: create, join, start, then answer every request."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

from fastapi.testclient import TestClient


def create_room(
    client: TestClient, edition: str, seats: list[str], name: str = "Ann", **options: Any
) -> tuple[str, str]:
    """Create a room (the first seat a person named ``name`` when it is "person"); returns (room id, seat token)."""
    data: dict[str, Any] = {"edition": edition, "name": name, **options}
    for i, kind in enumerate(seats):
        data[f"seat{i}"] = kind
    response = client.post("/rooms", data=data, follow_redirects=False)
    assert response.status_code == 303, response.text
    location = urlsplit(response.headers["location"])
    room = location.path.split("/")[2]
    token = parse_qs(location.query).get("seat", [""])[0]
    return room, token


def join(client: TestClient, room: str, seat: int, name: str) -> str:
    response = client.post(f"/r/{room}/join", data={"seat": seat, "name": name}, follow_redirects=False)
    assert response.status_code == 303, response.text
    return parse_qs(urlsplit(response.headers["location"]).query)["seat"][0]


def start(client: TestClient, room: str) -> None:
    response = client.post(f"/r/{room}/start", follow_redirects=False)
    assert response.status_code == 303, response.text


def first_action(menu: dict[str, Any]) -> dict[str, Any] | None:
    """The first enabled action of a menu tree, its own lines before its submenus'."""
    for item in menu["items"]:
        if "action" in item and "reason" not in item:
            return item["action"]
    for item in menu["items"]:
        if "menu" in item and "reason" not in item:
            found = first_action(item["menu"])
            if found is not None:
                return found
    return None


def next_state(ws: Any, frames: list[dict[str, Any]]) -> dict[str, Any]:
    """Frames until the next state frame (every frame kept in ``frames``)."""
    while True:
        frame = ws.receive_json()
        frames.append(frame)
        if frame["type"] == "state":
            return frame


def play_seat(
    ws: Any, token: str, frames: list[dict[str, Any]], limit: int = 20000, state: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Answer every request of the seat with its first legal choice (or a pass) until the game is over, from
    ``state`` when the caller has read the last state frame already."""
    state = next_state(ws, frames) if state is None else state
    for _ in range(limit):
        if state["over"]:
            return state
        request = state["request"]
        if request is None:
            state = next_state(ws, frames)
            continue
        action = first_action(request)
        if request.get("pass") and (action is None or request["kind"] == "interject"):
            ws.send_json({"type": "pass", "token": token, "version": state["version"]})
        else:
            assert action is not None, request
            ws.send_json({"type": "act", "token": token, "version": state["version"], "action": action})
        state = next_state(ws, frames)
    raise AssertionError("the game did not end")
