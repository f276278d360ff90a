"""The room's chat in a real browser (Playwright driving Debian's Chromium): two people and a spectator in three
browser contexts write and read each other (from the waiting room on: the game page shows what was said there), a
quick reaction is one click, the host mutes the spectators (whose line is then disabled with the reason) and lets
them speak again, a reloaded page shows what was said, and no page logs an error (the strict CSP included); a seat
handed to a bot is marked by our robot SVG. Screenshots at desktop and phone sizes go to ``MONOPOLY_SHOTS`` when it
is set (kept out of the repository)."""

from __future__ import annotations

import os
from pathlib import Path

from .test_browser import reach_game, server, sync_api  # noqa: F401  (fixtures)

SHOTS = os.environ.get("MONOPOLY_SHOTS")


def person(browser, width: int = 1280, height: int = 800, locale: str = "en-GB"):
    context = browser.new_context(viewport={"width": width, "height": height}, locale=locale)
    page = context.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.on("console", lambda m: m.type == "error" and page.errors.append(m.text))  # type: ignore[attr-defined]
    page.on("pageerror", lambda e: page.errors.append(str(e)))  # type: ignore[attr-defined]
    return page


def lines(page) -> list[str]:
    return page.locator("#chat .chat-lines li").all_inner_texts()


def shoot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


def test_two_people_and_a_spectator_chat_and_the_host_mutes_the_spectators(server, browser):  # noqa: F811
    ann, bea, watcher = person(browser), person(browser, 390, 844), person(browser, locale="it-IT")
    ann.goto(server + "/")
    ann.select_option("select[name=edition]", "classic-en")
    ann.select_option("select[name=seat1]", "person")
    ann.fill("input[name=name]", "Ann")
    ann.click("#new-room button[type=submit]")
    share = ann.locator("#share-link").inner_text()
    bea.goto(share)
    bea.fill("form.join input[name=name]", "Bea")
    bea.click("form.join button[type=submit]")
    bea.wait_for_selector("#own-link")
    expect = sync_api.expect
    # the waiting room has the chat already; what is said there is the room's, shown on the game page too
    expect(ann.locator('ol.seats li[data-person="Bea"]')).to_have_count(1, timeout=10000)  # Ann's page reloaded
    for page in (ann, bea):
        page.wait_for_selector("#chat .chat-form input")
    bea.fill("#chat input[name=chat]", "Ready when you are")
    bea.press("#chat input[name=chat]", "Enter")
    expect(ann.locator("#chat .chat-lines li")).to_have_text(["Bea Ready when you are"])
    shoot(bea, "chat-phone-waiting-room")
    ann.click("#start")
    for page in (ann, bea):
        reach_game(page)
        expect(page.locator("#chat .chat-lines li")).to_have_text(["Bea Ready when you are"])
    watcher.goto(share + "?watch=1&lang=it")
    watcher.wait_for_selector("#chat .chat-form input")

    ann.fill("#chat input[name=chat]", "Hello Bea, fancy a trade?")
    ann.press("#chat input[name=chat]", "Enter")
    for page in (ann, bea, watcher):
        expect(page.locator("#chat .chat-lines li").last).to_have_text("Ann Hello Bea, fancy a trade?")
    assert ann.locator("#chat input[name=chat]").input_value() == ""
    bea.click("#chat .reactions button:text-is('Deal?')")
    watcher.fill("#chat input[name=chat]", "Forza Ann!")
    watcher.click("#chat .chat-form button[type=submit]")
    for page in (ann, bea):
        expect(page.locator("#chat .chat-lines li")).to_have_text(
            ["Bea Ready when you are", "Ann Hello Bea, fancy a trade?", "Bea Deal?", "spectator Forza Ann!"]
        )
    expect(watcher.locator("#chat .chat-lines li").last).to_have_text("spettatore Forza Ann!")
    # the spectator's page is in Italian: its reactions too
    expect(watcher.locator("#chat .reactions button").first).to_have_text("Affare?")
    # only the host has the mutes: a button for each person and one for the spectators
    assert bea.locator("#chat .mutes button").count() == 0
    expect(ann.locator("#chat .mutes button")).to_have_text(["Mute Ann", "Mute Bea", "Mute the spectators"])
    shoot(ann, "chat-desktop-host")
    shoot(bea, "chat-phone")
    ann.click("#chat .mutes button[data-seat='-1']")
    expect(watcher.locator("#chat input[name=chat]")).to_be_disabled()
    expect(watcher.locator("#chat .chat-note")).to_have_text("Chi ha creato la stanza ti ha zittito in questa chat.")
    expect(ann.locator("#chat .mutes button[data-seat='-1']")).to_have_text("Let the spectators speak")
    assert bea.locator("#chat input[name=chat]").is_enabled()
    shoot(watcher, "chat-desktop-muted-spectator")
    ann.click("#chat .mutes button[data-seat='-1']")
    expect(watcher.locator("#chat input[name=chat]")).to_be_enabled()
    expect(watcher.locator("#chat .chat-note")).to_have_text("")
    # a page opened again shows what was said, once
    bea.reload()
    expect(bea.locator("#chat .chat-lines li")).to_have_count(4)
    expect(bea.locator("#chat .chat-lines li").nth(1)).to_have_text("Ann Hello Bea, fancy a trade?")
    # the host hands Bea's seat to a bot: the players' list marks it with our robot SVG, drawn (no emoji box)
    ann.click('#host form.handover[data-seat="1"] button[type=submit]')
    mark = ann.locator('.player[data-seat="1"] .bot-mark')
    expect(mark).to_be_visible()
    # the bot plays on at once and the list is drawn again on every move: measure the mark inside the page, in one
    # step, rather than take a handle that a redraw can detach between two calls
    ann.wait_for_function(
        """() => {
            const m = document.querySelector('.player[data-seat="1"] .bot-mark');
            if (!m) return false;
            const box = m.getBoundingClientRect();
            return box.width >= 10 && box.height >= 10 && getComputedStyle(m).backgroundImage.includes("bot.svg");
        }""",
        timeout=10000,
    )
    assert ann.evaluate("() => fetch('/static/bot.svg').then((r) => r.status)") == 200
    expect(ann.locator('.player[data-seat="1"]')).to_contain_text("played by a heuristic bot")
    shoot(ann, "bot-mark-desktop")
    for page in (ann, bea, watcher):
        assert page.errors == [], page.errors  # type: ignore[attr-defined]
