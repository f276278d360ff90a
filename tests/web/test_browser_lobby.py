"""The lobby in a real browser (Playwright driving Debian's Chromium, issue 30): a room made from a Russian lobby
stays Russian through create, join and start, the chosen edition described in Russian; a rule option ticked in
the lobby is in the game's log header; a classic room takes eight seats. Screenshots (desktop and phone) go to
``test-artefacts/web/``."""

from __future__ import annotations

import json
import sqlite3

import pytest

from .test_browser import ARTEFACTS, server  # noqa: F401 - the fixtures

sync_api = pytest.importorskip("playwright.sync_api")


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 900}, {"width": 390, "height": 844}])
def test_a_russian_lobby_makes_a_russian_eight_seat_room_with_the_option_ticked(
    server,  # noqa: F811
    browser,
    tmp_path,
    viewport,
) -> None:
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    host = browser.new_context(viewport=viewport, locale="it-IT")  # the browser prefers Italian: the choice wins
    page = host.new_page()
    page.goto(server + "/?lang=ru")
    page.select_option("select[name=edition]", "mega")
    shown = page.locator(".edition-description:visible")
    assert shown.count() == 1 and shown.inner_text().startswith("Поле из 52 клеток")
    page.select_option("select[name=edition]", "classic-en")
    assert page.locator(".edition-description:visible").inner_text().startswith("Стандартное американское поле")
    page.check('input[name="opt.classic-en.speed_die"]')
    page.fill("input[name=name]", "Аня")
    page.select_option("select[name=seat1]", "person")
    for seat in range(2, 8):
        page.select_option(f"select[name=seat{seat}]", "heuristic")
    page.screenshot(path=str(ARTEFACTS / f"lobby-ru-{viewport['width']}.png"), full_page=True)
    page.click("#new-room button[type=submit]")
    assert page.locator("html").get_attribute("lang") == "ru"
    assert page.locator("ol.seats li").count() == 8
    friend = browser.new_context(locale="en-US")
    other = friend.new_page()
    other.goto(page.locator("#share-link").inner_text() + "?lang=ru")
    other.fill("form.join input[name=name]", "Боб")
    other.click("form.join button[type=submit]")
    assert other.locator("html").get_attribute("lang") == "ru"
    sync_api.expect(page.locator("#start")).to_be_enabled(timeout=10000)
    assert page.locator("html").get_attribute("lang") == "ru"
    page.click("#start")
    sync_api.expect(page.locator("#game")).to_be_visible(timeout=10000)
    assert page.locator("html").get_attribute("lang") == "ru"
    room = page.url.split("/r/")[1].split("?")[0]
    friend.close()
    host.close()
    db = next(tmp_path.glob("**/games.db"))
    with sqlite3.connect(db) as connection:
        (line,) = connection.execute("SELECT line FROM log WHERE room = ? AND number = 0", (room,)).fetchone()
    header = json.loads(line)
    assert header["options"] == {"speed_die": True} and len(header["players"]) == 8


def test_a_private_room_is_absent_from_another_lobby_and_the_list_is_live(server, browser) -> None:  # noqa: F811
    watcher = browser.new_context()
    lobby = watcher.new_page()
    lobby.goto(server + "/?lang=en")
    host = browser.new_context()
    page = host.new_page()
    for private in (True, False):
        page.goto(server + "/?lang=en")
        page.fill("input[name=name]", "Ann")
        page.select_option("select[name=seat1]", "person")
        if private:
            page.check("input[name=private]")
        page.click("#new-room button[type=submit]")
        room = page.url.split("/r/")[1].split("?")[0]
        if private:
            hidden, link = room, page.locator("#share-link").inner_text()
    # the open lobby shows the public room by itself (no reload), never the private one
    sync_api.expect(lobby.locator(f'#open-rooms li[data-room="{room}"] a.join-room')).to_be_visible(timeout=15000)
    assert lobby.locator(f'li[data-room="{hidden}"]').count() == 0
    lobby.screenshot(path=str(ARTEFACTS / "lobby-live.png"), full_page=True)
    friend = watcher.new_page()
    friend.goto(link)
    friend.fill("form.join input[name=name]", "Bea")
    friend.click("form.join button[type=submit]")
    sync_api.expect(friend.locator("#own-link")).to_be_visible()
    watcher.close()
    host.close()
