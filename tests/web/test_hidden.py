"""Hidden information: no frame sent to a seat holds another seat's secret (its cheats and their hidden
events, its held cards), the deck orders or the seed; a spectator gets nobody's secrets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from monopoly_engine.core.events import DeckShuffled, Hidden
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words, describe
from monopoly_engine.web.app import create_app
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room, join, next_state, play_seat, start

SECRET_KEYS = {"seed", "rng", "decks", "order", "deck_order", "pile"}


@pytest.fixture
def client(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0)) as test_client:
        yield test_client
    store.close()


def keys_of(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_of(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_of(v)}
    return set()


def secrets_of(room, seat: int) -> list[str]:
    """Every hidden event's wording that ``seat`` must not read (other seats' cheats), in English."""
    words = Words(room.recorded.game, Translator("en"))
    found = [
        describe(event, words)
        for _, events in room.recorded.history
        for event in events
        if type(event) is Hidden and seat not in event.seats
    ]
    return [text for text in found if text]


@pytest.mark.parametrize(
    ("edition", "bot"),
    [("cheaters-ru", "boldness=1,vigilance=1"), ("mega", ""), ("classic-en", "")],
)
def test_no_frame_holds_another_seats_secret(client, edition, bot):
    data = {"params1": bot, "params2": bot} if bot else {}
    room_id, token = create_room(client, edition, ["person", "heuristic", "heuristic"], max_rounds="60", **data)
    start(client, room_id)
    frames: list[dict] = []
    spectator_frames: list[dict] = []
    with (
        client.websocket_connect(f"/ws/{room_id}?token={token}") as ws,
        client.websocket_connect(f"/ws/{room_id}") as watcher,
    ):
        play_seat(ws, token, frames)
        while not next_state(watcher, spectator_frames)["over"]:
            pass
    room = client.app.state.rooms[room_id]
    recorded = room.recorded
    mine = [f for f in frames if f["type"] == "state"]
    assert mine and all(f["seat"] == 0 for f in mine)
    text = json.dumps(frames, ensure_ascii=False)
    watched = json.dumps(spectator_frames, ensure_ascii=False)
    assert str(recorded.seed) not in text and str(recorded.seed) not in watched
    assert not keys_of(frames) & SECRET_KEYS and not keys_of(spectator_frames) & SECRET_KEYS
    for secret in secrets_of(room, 0):
        assert secret not in text
    for seat in (1, 2):
        for secret in secrets_of(room, seat):
            assert secret not in watched
    assert all("mine" not in f for f in spectator_frames if f["type"] == "state")
    final = mine[-1]
    assert all(set(p) >= {"cards", "tickets"} and isinstance(p["cards"], int) for p in final["players"])
    held = recorded.game.state.players[0].cards
    assert len(final["mine"]["cards"]) == len(held)
    if edition == "cheaters-ru":
        hidden = sum(1 for _, events in recorded.history for e in events if type(e) is Hidden)
        assert hidden > 0, "the bold bots never cheated: the test saw no secret to keep"
    shuffles = [e for e in recorded.setup_events if type(e) is DeckShuffled]
    assert shuffles and all(e.order for e in shuffles)  # there were orders to hide


def test_two_people_each_see_only_their_own_cards(client):
    room_id, _ = create_room(client, "classic-en", ["person", "person"], max_rounds="30")
    other = join(client, room_id, 1, "Bea")
    start(client, room_id)
    with client.websocket_connect(f"/ws/{room_id}?token={other}") as ws:
        frame = next_state(ws, [])
    assert frame["seat"] == 1 and frame["mine"] == {"cards": [], "pending_cheats": []}
