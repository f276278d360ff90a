"""The live table in a real browser (Playwright driving Debian's Chromium): after a roll every page draws the
dice, the mover's token walks to its square (at once under prefers-reduced-motion), the square is highlighted,
the middle says whose turn it is, no square's name is broken or cut, and the feed reads oldest to newest.
Screenshots go to ``test-artefacts/web/`` (kept out of the repository)."""

from __future__ import annotations

import json
import re

from .test_browser import ARTEFACTS, seat_pages, server  # noqa: F401  (fixtures)

ROLL = '#request:not(.sent) button.choice[data-action*=\'"kind":"roll"\']'

SQUARE_OF_TOKEN = """(seat) => {
  const token = document.querySelector(`.token-piece[data-seat="${seat}"]`).getBoundingClientRect();
  const x = token.left + token.width / 2, y = token.top + token.height / 2;
  for (const cell of document.querySelectorAll('#board .sq')) {
    const box = cell.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return Number(cell.dataset.index);
  }
  return -1;
}"""

NAMES_FIT = """() => [...document.querySelectorAll('#board .sq .name')]
  .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1)
  .map((n) => n.textContent)"""

FOCUSED = """() => {
  const focused = document.activeElement;
  return focused.closest('#request') ? 'request' : focused.closest('#board') ? 'board' : focused.tagName;
}"""


UNNAMED = """() => [...document.querySelectorAll('button, input:not([type=hidden]), select, a[href]')]
  .filter((c) => !(c.textContent.trim() || c.getAttribute('aria-label') || (c.labels && c.labels.length) || c.title))
  .map((c) => c.outerHTML.slice(0, 80))"""


def final_square(lines: list[str]) -> int:
    """Where the feed last put someone: the square of its last "moved ... (N)." line, or jail."""
    for line in reversed(lines):
        if "jail" in line.lower() and "visiting" not in line.lower():
            return 10
        found = re.search(r"moved .*\((\d+)\)\.$", line)
        if found:
            return int(found.group(1))
    raise AssertionError(f"no move in the feed: {lines}")


def test_a_roll_draws_the_dice_and_walks_the_token_to_a_highlighted_square_on_every_page(server, browser):  # noqa: F811
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    ann, bea = seat_pages(browser, server, "classic-en", ["person", "person"], "")
    watcher_context = browser.new_context(
        viewport={"width": 390, "height": 844}, locale="it-IT", reduced_motion="reduce"
    )
    watcher = watcher_context.new_page()
    watcher.goto(ann.url.split("?")[0] + "?watch=1")
    watcher.wait_for_selector("#board .sq")
    # whoever moves first rolls; the other page and the spectator see the same roll
    mover, other = (ann, bea) if ann.locator(ROLL).count() else (bea, ann)
    mover.wait_for_selector(ROLL)
    assert mover.locator("#board .middle .die").count() == 0
    assert "Nobody has rolled yet." in mover.locator("#board .middle").inner_text()
    assert "Round 1" in mover.locator("#board .middle").inner_text()  # the round under way, from 1
    assert "Giro 1" in watcher.locator("#board .middle").inner_text()
    action = json.loads(mover.locator(ROLL).first.get_attribute("data-action"))
    seat = action["player"]
    mover.locator(ROLL).first.click()
    for page in (mover, other, watcher):
        page.wait_for_selector("#board .middle .dice .die")
        assert page.locator("#board .middle .dice .die").count() == 2  # no Speed Die in this game
    pips = sum(mover.locator("#board .middle .dice .die").nth(i).locator("i.pip").count() for i in range(2))
    said = mover.locator("#board .middle .roll-said").inner_text()
    assert said.startswith(f"{'Ann' if seat == 0 else 'Bea'} rolled {pips}")
    assert f"{'Ann' if seat == 0 else 'Bea'} rolled" in other.locator("#board .middle").inner_text()
    assert "ha tirato" in watcher.locator("#board .middle").inner_text()  # the spectator's language
    # the token walks (under a second) to the square the feed names, highlighted; under reduced motion at once
    landed = watcher.locator("#board .sq.landed")
    assert landed.count() == 1
    square = int(landed.get_attribute("data-index"))
    assert watcher.evaluate(SQUARE_OF_TOKEN, seat) == square
    mover.wait_for_timeout(1100)
    for page in (mover, other):
        assert page.evaluate(SQUARE_OF_TOKEN, seat) == square
        assert int(page.locator("#board .sq.landed").get_attribute("data-index")) == square
    assert square == final_square(mover.locator("#events li").all_inner_texts())
    # the feed reads oldest to newest: the roll comes after the turn's start, the newest line is the last
    lines = mover.locator("#events li").all_inner_texts()
    # the first roll of the game (plain, doubles or a triple; not a roll for who starts)
    rolled = next((i for i, line in enumerate(lines) if re.search(r"rolled .*\(\d+\)(\.|: .*!)$", line)), None)
    assert rolled is not None, lines
    assert lines[0].endswith("shuffled.") and "turn" in lines[rolled - 1] and "moved" in lines[rolled + 1]
    versions = [int(v) for v in mover.locator("#events li").evaluate_all("(items) => items.map((i) => i.dataset.v)")]
    assert versions == sorted(versions)
    # no name is cut or broken in the middle of a word, on a desktop or on a phone
    for page in (mover, watcher):
        assert page.evaluate(NAMES_FIT) == []
    mover.screenshot(path=str(ARTEFACTS / "table-desktop.png"))
    watcher.screenshot(path=str(ARTEFACTS / "table-phone.png"), full_page=True)
    watcher_context.close()


def test_the_decision_is_the_first_thing_the_keyboard_reaches(server, browser):  # noqa: F811
    ann, bea = seat_pages(browser, server, "classic-en", ["person", "person"], "")
    mover = ann if ann.locator(ROLL).count() else bea
    mover.wait_for_selector(ROLL)
    for _ in range(12):  # the header's links come first, then the decision: never the board's squares
        mover.keyboard.press("Tab")
        focused = mover.evaluate(FOCUSED)
        if focused == "request":
            break
        assert focused != "board"
    else:
        raise AssertionError("the decision was not reached within 12 tab stops")
    # every control has an accessible name: its text, its label, aria-label or title
    nameless = mover.evaluate(UNNAMED)
    assert nameless == [], nameless
