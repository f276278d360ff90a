"""The set-completing offers the search bot compares (``agents.search_trades``): which groups, which terms, and
that an offer made is not listed again for a while."""

from __future__ import annotations

from monopoly_engine.agents.search_trades import RETRY_ROUNDS, OfferMemory, completing_offers
from monopoly_engine.core import Game
from monopoly_engine.core.actions import ProposeTrade, TradeSide
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView

PARK_PLACE, BOARDWALK = 37, 39
ST_JAMES, TENNESSEE, NEW_YORK = 16, 18, 19
KENTUCKY, INDIANA = 21, 23


def position(cash: int = 1500) -> Game:
    """Seat 0 (to move): Park Place and St. James Place, Kentucky Avenue; seat 1: Boardwalk, Tennessee and New York
    Avenues, Indiana Avenue (Illinois Avenue is the bank's)."""
    game = new_game("classic-en", ["a", "b"], seed=2).game  # (seat 0 moves first)
    state = game.state
    for space in (PARK_PLACE, ST_JAMES, KENTUCKY):
        state.owner[space] = 0
    for space in (BOARDWALK, TENNESSEE, NEW_YORK, INDIANA):
        state.owner[space] = 1
    state.players[0].cash = cash
    state.board_changed()
    assert game.state.stack[-1].player == 0
    return game


def test_offers_complete_a_group_held_by_two_for_cash_or_a_set() -> None:
    view = PlayerView(position(), 0)
    offers = completing_offers(view, OfferMemory(), limit=20)
    boardwalk = TradeSide((BOARDWALK,))
    oranges = TradeSide((TENNESSEE, NEW_YORK))
    assert offers == [
        # the oranges (board order first): for Park Place, which completes seat 1's dark blues, or for cash
        ProposeTrade(0, 1, TradeSide((PARK_PLACE,)), oranges),
        *(ProposeTrade(0, 1, TradeSide(cash=c), oranges) for c in (380, 570, 760, 1140)),
        ProposeTrade(0, 1, TradeSide((ST_JAMES,)), boardwalk),  # St. James Place completes seat 1's oranges
        *(ProposeTrade(0, 1, TradeSide(cash=c), boardwalk) for c in (400, 600, 800, 1200)),
    ]  # not the reds: Illinois Avenue is the bank's


def test_only_what_the_cash_covers_and_at_most_the_limit() -> None:
    view = PlayerView(position(cash=700), 0)
    offers = completing_offers(view, OfferMemory(), limit=20)
    assert all(o.give.cash <= 700 for o in offers)
    assert TradeSide(cash=600) in [o.give for o in offers] and TradeSide(cash=760) not in [o.give for o in offers]
    assert len(completing_offers(view, OfferMemory(), limit=3)) == 3


def test_nothing_on_a_built_group_and_no_repeat_within_the_retry_window() -> None:
    game = position()
    view = PlayerView(game, 0)
    memory = OfferMemory()
    first = completing_offers(view, memory, limit=20)[0]
    memory.made(view, first)
    again = completing_offers(view, memory, limit=20)
    assert all(o.get.spaces != first.get.spaces for o in again) and again  # the dark blues are still asked
    game.state.rounds += RETRY_ROUNDS
    assert completing_offers(PlayerView(game, 0), memory, limit=20)[0] == first
    game.state.owner[PARK_PLACE] = 1  # seat 1 completes the dark blues and builds
    game.state.level[PARK_PLACE] = game.state.level[BOARDWALK] = 1
    game.state.board_changed()
    assert all(BOARDWALK not in o.get.spaces for o in completing_offers(PlayerView(game, 0), memory, limit=20))
