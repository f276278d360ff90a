"""The invite on the waiting page in a real browser (Playwright driving Debian's Chromium): the copy button puts the
room's link on the clipboard, the link opens the room in a second browser context, and the QR code beside it
encodes that same link (the page's SVG is segno's drawing of it). Screenshots go to ``test-artefacts/web/``."""

from __future__ import annotations

import httpx
import pytest

from monopoly_engine.web.invite import qr_svg

from .test_browser import ARTEFACTS, server  # noqa: F401 - the fixtures

sync_api = pytest.importorskip("playwright.sync_api")


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 900}, {"width": 390, "height": 844}])
def test_the_copied_invite_opens_the_room_elsewhere_and_the_qr_code_is_the_link(server, browser, viewport) -> None:  # noqa: F811
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    host = browser.new_context(viewport=viewport, permissions=["clipboard-read", "clipboard-write"])
    page = host.new_page()
    page.goto(server + "/?lang=en")
    page.fill("input[name=name]", "Ann")
    page.select_option("select[name=seat1]", "person")
    page.click("#new-room button[type=submit]")
    page.wait_for_load_state("domcontentloaded")  # the copy button's module script has run (a click before is lost)
    page.click("#copy-link")
    sync_api.expect(page.locator("#copy-link")).to_have_text("Copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert link == page.locator("#share-link").inner_text() and "/r/" in link
    page.screenshot(path=str(ARTEFACTS / f"waiting-invite-{viewport['width']}.png"), full_page=True)
    # the QR code: segno's drawing of exactly this link (the same payload draws the same symbol)
    html = httpx.get(page.url, cookies={c["name"]: c["value"] for c in host.cookies()}).text
    assert qr_svg(link) in html
    friend = browser.new_context(viewport=viewport)
    other = friend.new_page()
    other.goto(link)
    other.fill("form.join input[name=name]", "Bea")
    other.click("form.join button[type=submit]")
    sync_api.expect(other.locator("#own-link")).to_be_visible()
    friend.close()
    host.close()
