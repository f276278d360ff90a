"""Our own icons: the page icon, an SVG served from the static files, linked from every page (the lobby, a waiting
room, a game, an error page), and /favicon.ico sent to it, so no browser logs a 404 for it; and the bots' mark,
an SVG too rather than an emoji (a device without an emoji font shows a box)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from fastapi.testclient import TestClient

from monopoly_engine.web.app import create_app
from monopoly_engine.web.store import SQLiteStore

from .helpers import create_room, start

LINK = '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">'


def test_every_page_links_our_svg_icon_and_favicon_ico_leads_to_it():
    store = SQLiteStore(":memory:")
    with TestClient(create_app(store, bot_delay=0)) as client:
        waiting, _ = create_room(client, "classic-en", ["person", "person"])
        playing, _ = create_room(client, "classic-en", ["person", "random"])
        start(client, playing)
        for path in ("/", f"/r/{waiting}", f"/r/{playing}", "/r/no-such-room"):
            assert LINK in client.get(path).text, path
        icon = client.get("/static/favicon.svg")
        assert icon.status_code == 200 and icon.headers["content-type"].startswith("image/svg+xml")
        root = ET.fromstring(icon.content)
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "0 0 64 64"
        moved = client.get("/favicon.ico", follow_redirects=False)
        assert moved.status_code == 301 and moved.headers["location"] == "/static/favicon.svg"
    store.close()


def test_a_bot_seat_is_marked_by_our_svg_and_no_emoji():
    store = SQLiteStore(":memory:")
    with TestClient(create_app(store, bot_delay=0)) as client:
        room, _ = create_room(client, "classic-en", ["person", "person", "heuristic"])
        waiting = client.get(f"/r/{room}").text
        assert (
            '<span class="bot-mark" aria-hidden="true"></span> heuristic' in waiting and "\N{ROBOT FACE}" not in waiting
        )
        mark = client.get("/static/bot.svg")
        assert mark.status_code == 200 and ET.fromstring(mark.content).get("viewBox") == "0 0 24 24"
        css = client.get("/static/style.css").text
        assert ".bot-mark {" in css and "url(bot.svg)" in css
        assert "\N{ROBOT FACE}" not in client.get("/static/game.js").text
    store.close()
