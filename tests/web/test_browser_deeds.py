"""The deed dialog in a real browser (Playwright driving Debian's Chromium): a Cheaters street shows its rent, the
whole set's, the hotel's and the hotel's cost, and nothing of houses or mortgages (issue 30); a Russian page shows
a classic deed's lines in Russian. Screenshots go to ``test-artefacts/web/``."""

from __future__ import annotations

import pytest

from .test_browser import ARTEFACTS, server  # noqa: F401 - the fixtures

sync_api = pytest.importorskip("playwright.sync_api")


def _open_deed(browser, server: str, edition: str, lang: str, viewport: dict[str, int], shot: str) -> str:  # noqa: F811
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport=viewport)
    page = context.new_page()
    page.goto(f"{server}/?lang={lang}")
    page.select_option("select[name=edition]", edition)
    page.fill("input[name=name]", "Ann")
    page.select_option("select[name=seat1]", "heuristic")
    page.click("#new-room button[type=submit]")
    page.click("#start")
    page.locator('#board button.sq[data-index="1"]').click()
    body = page.locator("#deed-body")
    body.wait_for()
    page.screenshot(path=str(ARTEFACTS / shot))
    text = body.inner_text()
    context.close()
    return text


def test_a_cheaters_deed_shows_only_what_the_edition_has(server, browser) -> None:  # noqa: F811
    text = _open_deed(browser, server, "cheaters-ru", "en", {"width": 1280, "height": 900}, "deed-cheaters.png")
    assert "Whole colour set (×2)" in text and "1 hotel" in text and "Hotel costs" in text
    assert "house" not in text.lower() and "Mortgage" not in text


def test_a_classic_deed_on_a_phone_in_russian(server, browser) -> None:  # noqa: F811
    text = _open_deed(browser, server, "classic-en", "ru", {"width": 390, "height": 844}, "deed-classic-ru-phone.png")
    assert "Аренда" in text and "2 дома" in text and "Залоговая стоимость" in text
    assert "Цена: 60\u00a0$" in text  # the price written as the lines are
