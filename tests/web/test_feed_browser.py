"""The feed in a real browser (Playwright driving Debian's Chromium): a person plays a game against a bot to its
round limit; whenever their own results scroll out of the (shrunk) feed they are pinned above it; reopened, the
page shows the last page of the feed and "Show earlier events" pages back to the setup, every version once."""

from __future__ import annotations

import time

import pytest

from .test_browser import click_next, server  # noqa: F401  (fixtures)
from .test_chat_browser import person, shoot

pytestmark = pytest.mark.slow


def test_the_feed_pages_back_to_the_setup_and_pins_the_players_own_results(server, browser):  # noqa: F811
    page = person(browser)
    page.goto(server + "/")
    page.select_option("select[name=edition]", "classic-en")
    page.fill("input[name=max_rounds]", "30")
    page.fill("input[name=name]", "Ann")
    page.click("#new-room button[type=submit]")
    page.click("#start")
    page.wait_for_selector("#board .sq")
    page.add_style_tag(content=".events { max-height: 4.5em; }")  # a short feed: a bot's move pushes lines out
    page.evaluate("() => { const feed = document.getElementById('events'); feed.scrollTop = feed.scrollHeight; }")
    pinned_seen = 0
    deadline = time.monotonic() + 240
    while "over" not in page.locator("#status").inner_text() and time.monotonic() < deadline:
        if not click_next(page):
            page.wait_for_timeout(20)
        shown = page.locator(".pinned:not([hidden]) li").all_inner_texts()
        if shown:
            own = page.evaluate("() => Array.from(document.querySelectorAll('#events li')).map((li) => li.textContent)")
            assert all(line in own for line in shown)
            if not pinned_seen:
                shoot(page, "feed-pinned")
            pinned_seen += 1
    assert "over" in page.locator("#status").inner_text(), "the game did not reach its round limit"
    assert pinned_seen > 0, "the player's own results were never pinned"
    page.reload()
    page.wait_for_selector("#events li")
    versions = page.evaluate("() => Array.from(document.querySelectorAll('#events li')).map((li) => +li.dataset.v)")
    assert versions[0] > 0 and page.locator(".feed-earlier").is_visible()
    newest = versions[-1]
    page.set_viewport_size({"width": 390, "height": 844})
    shoot(page, "feed-phone-earlier")
    clicks = 0
    while page.locator(".feed-earlier").is_visible():
        before = page.locator("#events li").count()
        page.click(".feed-earlier")
        page.wait_for_function(f"() => document.querySelectorAll('#events li').length > {before}")
        clicks += 1
    versions = page.evaluate("() => Array.from(document.querySelectorAll('#events li')).map((li) => +li.dataset.v)")
    assert versions == sorted(versions) and versions[0] == 0 and versions[-1] == newest
    assert clicks >= 1
    assert page.errors == [], page.errors  # type: ignore[attr-defined]
