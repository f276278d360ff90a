"""The page's language is kept (issue 30): a ``?lang=`` choice goes into a cookie, so the redirects after creating,
joining and starting a room, and a later visit, stay in it even when the browser prefers another language."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

from monopoly_engine.web.app import create_app
from monopoly_engine.web.language import LANG_COOKIE
from monopoly_engine.web.store import SQLiteStore

ITALIAN_BROWSER = {"accept-language": "it-IT,it;q=0.9"}


@pytest.fixture
def client(tmp_path: Path):
    store = SQLiteStore(tmp_path / "rooms.db")
    with TestClient(create_app(store, bot_delay=0), headers=ITALIAN_BROWSER) as test_client:
        yield test_client
    store.close()


def test_a_russian_lobby_leads_to_russian_pages_through_create_join_and_start(client: TestClient) -> None:
    lobby = client.get("/?lang=ru")
    assert '<html lang="ru">' in lobby.text and lobby.cookies.get(LANG_COOKIE) == "ru"
    created = client.post(
        "/rooms?lang=ru", data={"edition": "classic-en", "name": "Аня", "seat0": "person", "seat1": "person"}
    )  # the redirect to the room carries no ?lang=
    assert created.status_code == 200 and '<html lang="ru">' in created.text and "Начать игру" in created.text
    room = created.url.path.split("/")[2]
    other = TestClient(client.app, headers=ITALIAN_BROWSER)
    assert '<html lang="it">' in other.get(f"/r/{room}").text  # without a choice: the browser's language
    joined = other.post(f"/r/{room}/join?lang=ru", data={"seat": 1, "name": "Боб"})
    assert '<html lang="ru">' in joined.text
    started = client.post(f"/r/{room}/start")
    assert started.status_code == 200 and '<html lang="ru">' in started.text
    assert '<html lang="ru">' in client.get("/").text  # a later visit from the same browser
    assert '<html lang="es">' in client.get("/?lang=es").text and '<html lang="es">' in client.get("/").text


def test_an_unknown_language_choice_is_ignored_and_keeps_the_cookie(client: TestClient) -> None:
    client.get("/?lang=ru")
    page = client.get("/?lang=xx")
    assert '<html lang="ru">' in page.text and LANG_COOKIE not in page.cookies
