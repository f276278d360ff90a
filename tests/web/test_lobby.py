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


def test_the_lobby_says_what_each_edition_is_in_the_pages_language(client: TestClient) -> None:
    """One line per edition from its data (``description``), in the page's language, shown with the edition chosen."""
    from monopoly_engine.editions.texts import description

    for lang in ("en", "it", "es", "ru"):
        page = client.get(f"/?lang={lang}").text
        for edition_id in available_editions():
            line = description(load_edition(edition_id), lang)
            assert line and f'<p class="edition-description" data-edition="{edition_id}"' in page
            assert f">{line}</p>" in page.replace("&#39;", "'"), (lang, edition_id)
    assert "Поле из 52 клеток" in client.get("/?lang=ru").text


def test_eight_seats_in_a_classic_room_and_a_cheaters_room_refuses_seven(client: TestClient) -> None:
    room, _ = create_room(client, "classic-en", ["person"] + ["heuristic"] * 7)
    page = client.get(f"/r/{room}").text
    assert page.count('<span class="bot-mark" aria-hidden="true"></span> heuristic') == 7
    data = {"edition": "cheaters-ru", "name": "Ann", **{f"seat{i}": "heuristic" for i in range(7)}}
    refused = client.post("/rooms?lang=en", data=data)
    assert refused.status_code == 400 and "between 2 and 6 seats" in refused.text


def test_every_rule_option_of_the_schema_is_offered_for_its_editions(client: TestClient) -> None:
    from monopoly_engine.core.rule_options import RULE_OPTIONS, EditionFeatures

    page = client.get("/?lang=en").text
    for edition_id in available_editions():
        features = EditionFeatures.of(load_edition(edition_id))
        for option in RULE_OPTIONS:
            shown = f'name="opt.{edition_id}.{option.name}"' in page
            assert shown == option.scope.test(features), (edition_id, option.name)
    assert "The Speed Die game" in page and "House rules" in page


def test_a_rule_option_set_in_the_lobby_is_in_the_games_log_header(client: TestClient) -> None:
    import json

    data = {"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "heuristic"}
    data |= {"opt.classic-en.speed_die": "true", "opt.classic-en.starting_cash": "2000", "opt.mega.skyscrapers": "1"}
    data |= {"opt.classic-en.go_salary": "200"}  # the edition's own value: not an option of the game
    response = client.post("/rooms", data=data, follow_redirects=False)
    assert response.status_code == 303, response.text
    room = response.headers["location"].split("/")[2].split("?")[0]
    client.post(f"/r/{room}/start")
    (record,) = [r for r in client.app.state.store.rooms() if r.id == room]
    header = json.loads(record.log[0])
    assert header["options"] == {"speed_die": True, "starting_cash": 2000}
    refused = client.post("/rooms?lang=en", data={**data, "opt.classic-en.starting_cash": "-5"})
    assert refused.status_code == 400 and "starting_cash" in refused.text


def test_a_private_room_is_not_listed_but_is_joined_by_its_link(client: TestClient) -> None:
    public, _ = create_room(client, "classic-en", ["person", "person"])
    private, _ = create_room(client, "classic-en", ["person", "person"], private="true")
    listed = client.get("/rooms.json").json()
    assert [r["id"] for r in listed["open"]] == [public] and listed["games"] == []
    page = client.get("/").text
    assert f'data-room="{public}"' in page and private not in page
    stranger = TestClient(client.app)
    assert 'class="join"' in stranger.get(f"/r/{private}").text  # the link still lets a friend in
    client.post(f"/r/{public}/join", data={"seat": 1, "name": "Bea"})
    client.post(f"/r/{public}/start")
    listed = client.get("/rooms.json").json()
    assert listed["open"] == [] and [r["id"] for r in listed["games"]] == [public]


def test_bots_by_name_and_difficulty_with_their_parameters_as_controls(client: TestClient) -> None:
    from monopoly_engine.agents.heuristic import HeuristicParams

    page = client.get("/?lang=en").text
    assert "Strong: plans sets, trades and builds (heuristic)" in page and "Beginner: random legal moves" in page
    for name, _default, _ in HeuristicParams.describe():
        assert f'name="bot1.{name}"' in page, name
    assert 'name="bot1.boldness" value="0.3" min="0" max="1.0"' in page
    data = {"edition": "cheaters-ru", "name": "Ann", "seat0": "person", "seat1": "heuristic", "bot1": "shown"}
    data |= {f"bot1.{name}": str(default).lower() for name, default, _ in HeuristicParams.describe()}
    data |= {"bot1.boldness": "0.9", "bot1.vigilance": "0"}
    for name, default, _ in HeuristicParams.describe():
        if isinstance(default, bool) and default:
            data[f"bot1.{name}"] = "true"
    data.pop("bot1.trades")  # an unticked box: trades off
    response = client.post("/rooms", data=data, follow_redirects=False)
    assert response.status_code == 303, response.text
    room = response.headers["location"].split("/")[2].split("?")[0]
    (record,) = [r for r in client.app.state.store.rooms() if r.id == room]
    assert set(record.seats[1].params.split(",")) == {"boldness=0.9", "vigilance=0.0", "trades=false"}
    bad = {**data, "bot1.boldness": "2"}
    refused = client.post("/rooms?lang=en", data=bad)
    assert refused.status_code == 400 and "boldness" in refused.text
