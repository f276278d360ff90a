"""The turn clock in a real browser (Playwright driving Debian's Chromium), two people in two browser contexts and
a spectator: the room made in the lobby with its clock, the countdown on every page, the clock running out and
the bot answering for the person (the feed says so), the seat handed to the bot after two time-outs in a row, and
taken back. Screenshots at desktop and phone sizes go to /tmp/clock-shots (out of the repository), to look at."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .test_browser import reach_game, server  # noqa: F401  (fixtures)

SHOTS = Path("/tmp/clock-shots")


@pytest.mark.slow
def test_the_clock_runs_out_the_bot_answers_and_the_seat_is_handed_over_and_back(server, browser):  # noqa: F811
    SHOTS.mkdir(parents=True, exist_ok=True)
    contexts = [browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB") for _ in range(2)]
    ann, bea = (context.new_page() for context in contexts)
    ann.goto(server + "/")
    assert ann.is_checked("input[name=clock]")  # on by default
    ann.select_option("select[name=edition]", "classic-en")
    ann.select_option("select[name=seat1]", "person")
    ann.fill("input[name=clock_allowance]", "2")
    ann.fill("input[name=clock_bank]", "1")
    ann.fill("input[name=clock_timeouts]", "2")
    ann.fill("input[name=name]", "Ann")
    ann.screenshot(path=SHOTS / "lobby-1280.png", full_page=True)
    ann.click("#new-room button[type=submit]")
    share = ann.locator("#share-link").inner_text()
    bea.goto(server + "/")
    bea.wait_for_selector('#open-rooms li:has-text("clock 2 s + 1 s")')  # the lobby lists the room's clock
    bea.goto(share)
    bea.fill("form.join input[name=name]", "Bea")
    bea.click("form.join button[type=submit]")
    bea.wait_for_selector("#own-link")
    ann.click("#start")
    watcher = contexts[1].new_page()
    watcher.set_viewport_size({"width": 390, "height": 844})
    for page in (ann, bea):
        reach_game(page)
    watcher.goto(share + "?watch=1")
    for page in (ann, bea, watcher):  # every page shows whose decision it is and how long is left
        page.wait_for_selector("#clock:not([hidden])")
        assert re.search(r"(Ann|Bea) has 0:0[0-3] to decide", page.locator("#clock").inner_text())
        assert page.locator(".player .clock-chip").count() == 1
    ann.screenshot(path=SHOTS / "game-1280.png")
    watcher.screenshot(path=SHOTS / "game-390.png", full_page=True)
    # nobody moves: the bot answers for whoever the game waits on, and every feed says so
    for page in (ann, bea, watcher):
        page.wait_for_selector('#events li:has-text("Time ran out: the bot played for")', timeout=20000)
    # two time-outs in a row: a seat goes to the bot, and its person gets "Take my seat back"
    ann.wait_for_selector(".player.away", timeout=30000)
    away = int(ann.locator(".player.away").first.get_attribute("data-seat"))
    page = (ann, bea)[away]
    page.wait_for_selector("button.take-back")
    page.screenshot(path=SHOTS / "handed-1280.png")
    page.click("button.take-back")
    page.wait_for_function(f'() => !document.querySelector(\'.player[data-seat="{away}"]\').classList.contains("away")')
    for context in contexts:
        context.close()
