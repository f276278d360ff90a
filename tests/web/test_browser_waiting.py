"""The waiting page in a real browser (Playwright driving Debian's Chromium), live without a meta refresh (issue 30):
Start is disabled while a person's seat is free and enabled by itself once a friend joins; after the server is
killed (``kill -9``) the page says the connection is lost, and once the server is back it carries on and starts."""

from __future__ import annotations

import signal

import pytest

from .test_browser import ARTEFACTS
from .test_crash_recovery import free_port, serve

sync_api = pytest.importorskip("playwright.sync_api")


def test_the_waiting_page_is_live_enables_start_and_reconnects_after_a_kill(tmp_path, browser) -> None:
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    port = free_port()
    db = tmp_path / "games.db"
    process = serve(db, port)
    base = f"http://127.0.0.1:{port}"
    try:
        host = browser.new_context(viewport={"width": 390, "height": 844})
        page = host.new_page()
        page.goto(base + "/?lang=en")
        assert page.locator('meta[http-equiv="refresh"]').count() == 0
        page.fill("input[name=name]", "Ann")
        page.select_option("select[name=seat1]", "person")
        page.click("#new-room button[type=submit]")
        start = page.locator("#start")
        assert start.is_disabled() and page.locator('meta[http-equiv="refresh"]').count() == 0
        friend = browser.new_context()
        other = friend.new_page()
        other.goto(page.locator("#share-link").inner_text())
        other.fill("form.join input[name=name]", "Bea")
        other.click("form.join button[type=submit]")
        sync_api.expect(page.locator("#start")).to_be_enabled(timeout=10000)  # the host's page saw the join
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        sync_api.expect(page.locator("#waiting-status")).to_be_visible(timeout=10000)
        page.screenshot(path=str(ARTEFACTS / "waiting-lost.png"))
        process = serve(db, port)
        sync_api.expect(page.locator("#waiting-status")).to_be_hidden(timeout=20000)
        page.click("#start")
        sync_api.expect(page.locator("#game")).to_be_visible(timeout=10000)
        friend.close()
        host.close()
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)
