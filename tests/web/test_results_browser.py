"""The end of a game in a real browser (Playwright driving Debian's Chromium), two people in two browser
contexts: the host hands both seats to bots, the bots play the game out, and both pages show the results screen
(the winner, the standings, the net-worth chart, the statistics, the log) with no control of the game in play
left; then each person's one click on Rematch seats them again in one new room, which the host starts.
Screenshots go to ``test-artefacts/web/`` (kept out of the repository)."""

from __future__ import annotations

from .test_browser import ARTEFACTS, seat_pages, server  # noqa: F401  (fixtures)


def test_the_results_screen_after_a_game_played_out_by_bots_and_a_rematch(server, browser):  # noqa: F811
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    ann, bea = seat_pages(browser, server, "classic-en", ["person", "person", "heuristic"], "6")
    ann.set_viewport_size({"width": 1280, "height": 800})
    bea.set_viewport_size({"width": 390, "height": 844})
    for seat in (0, 1):
        ann.wait_for_selector(f'#host form.handover[data-seat="{seat}"]')
        ann.select_option(f'#host form.handover[data-seat="{seat}"] select', "heuristic")
        ann.click(f'#host form.handover[data-seat="{seat}"] button')
        ann.wait_for_selector(f'#host li[data-seat="{seat}"]:not(:has(form))')
    for page in (ann, bea):
        page.wait_for_selector("#results", timeout=60000)
        assert page.locator("#results .standings tbody tr").count() == 3
        assert page.locator("#results svg.worth-chart polyline").count() == 3
        assert page.locator("#results .stats li").count() >= 1
        assert page.locator("#results a[href$='/log']").count() == 1
        # no control of the game in play is left
        assert page.locator("#request .menu, .take-back, #host:not([hidden])").count() == 0
    headline = ann.locator("#results .headline").inner_text()
    assert "wins" in headline or "draw" in headline.lower() or "share" in headline
    places = ann.locator("#results .standings tbody td.place").all_inner_texts()
    assert places == ["1", "2", "3"]
    assert "rounds played" in ann.locator("#results .stats").inner_text()
    points = ann.locator("#results polyline").first.get_attribute("points").split()
    assert len(points) >= 2  # a point at the start of every round and one at the end
    assert bea.evaluate("() => document.documentElement.scrollWidth") <= 390  # nothing wider than the phone
    ann.screenshot(path=str(ARTEFACTS / "results-desktop.png"), full_page=True)
    bea.screenshot(path=str(ARTEFACTS / "results-phone.png"), full_page=True)
    old = ann.url.split("/r/")[1].split("?")[0]
    bea.click("#results button.rematch")
    bea.wait_for_url(f"**/r/{old}-r")
    ann.click("#results button.rematch")
    ann.wait_for_url(f"**/r/{old}-r")
    assert "★" in ann.locator("ol.seats li").nth(0).inner_text()
    assert "★" in bea.locator("ol.seats li").nth(1).inner_text()
    assert [t.split(" ★")[0].strip() for t in ann.locator("ol.seats li").all_inner_texts()[:2]] == ["Ann", "Bea"]
    ann.click("#start")
    ann.wait_for_selector("#board .sq")
    assert ann.locator("#results").count() == 0
