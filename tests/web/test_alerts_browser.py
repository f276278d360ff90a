"""Alerts and presence in a real browser (Playwright driving Debian's Chromium), two people in two browser
contexts: each sees the other online, then offline when their page closes; whoever the game waits on is marked
"thinking…"; when a hidden tab becomes the one to move its title changes, a notification is shown and the live
region says so; sounds are synthesised (Web Audio) and one remembered toggle mutes them.

The browser's notifications and the tab's visibility are stood in for by a script run before the page's own (a
headless browser has neither a desktop to notify nor a tab to hide); everything else is the page's own code."""

from __future__ import annotations

import time

from .test_browser import click_next, seat_pages, server  # noqa: F401  (fixtures)

STAND_INS = """
window.__notes = [];
window.__tones = 0;
window.Notification = class {
  constructor(title, options) { window.__notes.push({ title, body: (options || {}).body }); }
  static get permission() { return "granted"; }
  static requestPermission() { return Promise.resolve("granted"); }
};
Object.defineProperty(document, "hidden", { get: () => window.__hidden === true });
Object.defineProperty(document, "visibilityState", { get: () => (window.__hidden ? "hidden" : "visible") });
const RealAudio = window.AudioContext;
window.AudioContext = class extends RealAudio {
  createOscillator() { window.__tones += 1; return super.createOscillator(); }
};
"""


def asked(page) -> bool:
    return page.locator("#request .menu").count() > 0


def test_presence_thinking_title_notification_sound_and_mute(server, browser):  # noqa: F811
    ann, bea = seat_pages(browser, server, "classic-en", ["person", "person"], "", init_script=STAND_INS)
    for page, other in ((ann, 1), (bea, 0)):
        page.wait_for_selector(f'.player[data-seat="{other}"] .presence.online')
    ann.wait_for_function("() => document.querySelectorAll('#request .menu, .thinking').length > 0")
    mover, waiter = (ann, bea) if asked(ann) else (bea, ann)
    mover_seat = 0 if mover is ann else 1
    waiter.wait_for_selector(f'.player[data-seat="{mover_seat}"] .thinking')
    assert waiter.title() == "Monopoly" and not asked(waiter)
    waiter.evaluate("() => { window.__hidden = true; document.dispatchEvent(new Event('visibilitychange')); }")
    deadline = time.monotonic() + 60
    while not asked(waiter) and time.monotonic() < deadline:
        if not click_next(mover):
            mover.wait_for_timeout(50)
    assert asked(waiter), "the game never came to wait on the other person"
    waiter.wait_for_function("() => document.title.startsWith('▶')")
    assert "Your move" in waiter.title()
    notes = waiter.evaluate("() => window.__notes")
    assert notes and "Your move" in notes[-1]["title"]
    assert "Your move" in waiter.locator("#announce").inner_text()
    # the mover, whose page was clicked, heard the dice; muted (and still after a reload), nothing more
    assert mover.evaluate("() => window.__tones") > 0
    mover.click("#mute")
    assert mover.get_attribute("#mute", "aria-pressed") == "true"
    mover.reload()
    mover.wait_for_selector("#board .sq")
    assert mover.get_attribute("#mute", "aria-pressed") == "true"
    mover.click("#board .middle")  # the page has been touched: sound would be allowed
    mover.evaluate("() => { window.__tones = 0; }")
    while asked(waiter) and time.monotonic() < deadline:
        if not click_next(waiter):
            waiter.wait_for_timeout(50)
    mover.wait_for_timeout(500)
    assert mover.evaluate("() => window.__tones") == 0
    # the waiter's page closes: the mover's page marks them offline
    waiter_seat = 1 - mover_seat
    waiter.close()
    mover.wait_for_selector(f'.player[data-seat="{waiter_seat}"] .presence.offline')
