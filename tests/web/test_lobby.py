"""The lobby from the engine's data (issue 30): every bundled edition by its name in the page's language with its
player range, as many seat rows as the largest edition takes, and each edition's own range enforced."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

from monopoly_engine.editions import load_edition
from monopoly_engine.editions.loader import available_editions
from monopoly_engine.web.app import create_app
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room


@pytest.fixture
def client(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0)) as test_client:
        yield test_client
    store.close()


def test_the_lobby_names_every_edition_with_its_player_range(client: TestClient) -> None:
    page = client.get("/?lang=en").text
    for edition_id in available_editions():
        rules = load_edition(edition_id).rules
        assert f'value="{edition_id}" data-seats="{rules.max_players}"' in page
    assert "Classic (US) · 2–8 players" in page and "Mega · 2–8 players" in page
    russian = client.get("/?lang=ru").text
    assert "Мега · 2–8 игроков" in russian and "2–6 игроков" in russian
    assert 'name="seat7"' in page and 'name="seat8"' not in page  # eight seat rows: the most an edition takes


def test_eight_seats_in_a_classic_room_and_a_cheaters_room_refuses_seven(client: TestClient) -> None:
    room, _ = create_room(client, "classic-en", ["person"] + ["heuristic"] * 7)
    page = client.get(f"/r/{room}").text
    assert page.count("🤖 heuristic") == 7
    data = {"edition": "cheaters-ru", "name": "Ann", **{f"seat{i}": "heuristic" for i in range(7)}}
    refused = client.post("/rooms?lang=en", data=data)
    assert refused.status_code == 400 and "between 2 and 6 seats" in refused.text
