"""Building a whole set in one click, in a real browser (Playwright driving Debian's Chromium), two people in
two browser contexts. The room is laid in the store before the server starts, with a game played (seeded, by
buying whatever is offered) to the first moment someone may build: the server replays its log at start, as after
any restart. One click on "One more house on each of ..." puts a house on every street of the set, and the other
person's page shows it; what the decision offers on a street (here a sale) is one click
from its deed on the board."""

from __future__ import annotations

import signal

import pytest

from monopoly_engine.core.actions import Build, Buy, EndTurn, Pass, Pay, PayBail, Roll
from monopoly_engine.game import new_game
from monopoly_engine.web.store import RoomRecord, SeatRecord, SQLiteStore

from .test_crash_recovery import free_port, serve

SEED = 5  # the game reaches a set (Park Place and Boardwalk) in 42 actions
PREFERRED = (Buy, Roll, PayBail, Pay, Pass, EndTurn)
TOKENS = ["ann-token-for-the-set-build-test-0000", "bea-token-for-the-set-build-test-0000"]


def lay_room(db) -> tuple[int, list[int]]:
    """A started room whose game waits on a player who may build on a whole set; (that seat, the set)."""
    recorded = new_game("classic-en", ["Ann", "Bea"], seed=SEED)
    game = recorded.game
    while True:
        legal = game.legal_actions()
        builds = [a for a in legal if type(a) is Build]
        if builds and game.state.players[builds[0].player].cash > 400:
            break
        recorded.play(next((a for kind in PREFERRED for a in legal if type(a) is kind), legal[0]))
    seat = builds[0].player
    group = game.edition.spaces[builds[0].space].group
    assert group is not None
    store = SQLiteStore(db)
    seats = [SeatRecord(kind="person", name=n, token=t) for n, t in zip(["Ann", "Bea"], TOKENS, strict=True)]
    store.create_room(RoomRecord("setroom", "classic-en", {}, SEED, seats, "host-token", None))
    store.start("setroom", next(iter(recorded.log_lines())))
    store.append("setroom", 1, recorded.history_lines(0))
    store.close()
    return seat, list(game.edition.groups[group].spaces)


@pytest.fixture
def laid(tmp_path):
    db = tmp_path / "games.db"
    seat, streets = lay_room(db)
    port = free_port()
    process = serve(db, port, bot_delay=0.02)
    yield f"http://127.0.0.1:{port}", seat, streets
    process.send_signal(signal.SIGKILL)
    process.wait(10)


def test_one_click_builds_a_house_on_every_street_of_the_set(laid, browser):
    server, seat, streets = laid
    pages = []
    for number, viewport in enumerate(({"width": 1280, "height": 800}, {"width": 390, "height": 844})):
        context = browser.new_context(viewport=viewport, locale="en-GB")
        page = context.new_page()
        page.goto(f"{server}/r/setroom?seat={TOKENS[number]}")
        page.wait_for_selector("#board .sq")
        pages.append(page)
    builder, other = pages[seat], pages[1 - seat]
    button = builder.locator("#request .menu.depth0 button.build-set")
    button.wait_for()
    assert button.count() == 1 and button.inner_text().startswith("One more house on each of")
    assert "Park" in button.inner_text() and "Boardwalk" in button.inner_text()
    for street in streets:
        assert builder.locator(f'#board .sq[data-index="{street}"] .band').inner_text() == ""
    button.click()
    for page in (builder, other):
        for street in streets:
            page.wait_for_function(
                f"() => document.querySelector('#board .sq[data-index=\"{street}\"] .band').textContent === '⌂'"
            )
    lines = builder.locator("#events li").all_inner_texts()
    assert sum("built a house" in line for line in lines) == len(streets)
    # what the decision offers on a street is one click from its deed on the board (here: selling that house
    # back; the money left after the set's builds buys no further house)
    builder.wait_for_selector("#request:not(.sent) .menu")
    builder.click(f'#board .sq[data-index="{streets[0]}"]')
    sell_here = builder.locator('#deed .deed-action[data-action*=\'"kind":"sell-building"\']')
    sell_here.wait_for(timeout=5000)
    sell_here.click()
    for page in (builder, other):
        page.wait_for_function(
            f"() => document.querySelector('#board .sq[data-index=\"{streets[0]}\"] .band').textContent === ''"
        )
