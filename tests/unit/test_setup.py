"""Setup: cash, player count, who starts (highest roll, ties for the highest roll again), decks shuffled."""

from __future__ import annotations

import pytest

from monopoly_engine.core import Game, GameSetupError, ScriptedSource, SeededRandom
from monopoly_engine.core.events import DeckShuffled, OrderRolled, TurnStarted
from monopoly_engine.editions import available_editions, load_edition


@pytest.mark.parametrize("edition_id", available_editions())
def test_every_player_starts_with_the_editions_cash_on_go(edition_id: str) -> None:
    game, _ = Game.new(load_edition(edition_id), ["A", "B", "C"], SeededRandom(1))
    # RULINGS 1 (cash); the books' supplies: 32 houses and 12 hotels (000, 003, 002); cheaters-ru 16 hotels, no
    # houses, one hotel standing on Первая Парковая from the start (004).
    cash, houses, hotels = {"mega": (2500, 32, 12), "cheaters-ru": (1500, 0, 15)}.get(edition_id, (1500, 32, 12))
    assert [p.cash for p in game.state.players] == [cash, cash, cash]
    assert [p.position for p in game.state.players] == [0, 0, 0]
    assert (game.state.bank_houses, game.state.bank_hotels) == (houses, hotels)


@pytest.mark.parametrize("count", [2, 8])
def test_two_to_eight_players(count: int) -> None:
    names = [f"P{i}" for i in range(count)]
    game, _ = Game.new(load_edition("classic-en"), names, SeededRandom(1))
    assert len(game.state.players) == count


@pytest.mark.parametrize("count", [1, 9])
def test_fewer_than_two_or_more_than_eight_players_refused(count: int) -> None:
    with pytest.raises(GameSetupError):
        Game.new(load_edition("classic-en"), [f"P{i}" for i in range(count)], SeededRandom(1))


def test_duplicate_names_refused() -> None:
    with pytest.raises(GameSetupError):
        Game.new(load_edition("classic-en"), ["A", "A"], SeededRandom(1))


def test_highest_roll_starts() -> None:
    dice = ScriptedSource([(2, 3), (6, 5), (1, 1)])
    game, events = Game.new(load_edition("classic-en"), ["A", "B", "C"], dice, shuffle=False)
    assert game.state.current == 1
    assert [e for e in events if isinstance(e, OrderRolled)] == [
        OrderRolled(0, (2, 3)),
        OrderRolled(1, (6, 5)),
        OrderRolled(2, (1, 1)),
    ]
    assert events[-1] == TurnStarted(1)


def test_tie_for_highest_rolls_again_among_the_tied_only() -> None:
    # A and C tie on 9, B is out; A rolls 4, C rolls 8: C starts.
    dice = ScriptedSource([(4, 5), (1, 2), (3, 6), (2, 2), (4, 4)])
    game, events = Game.new(load_edition("classic-en"), ["A", "B", "C"], dice, shuffle=False)
    rolls = [(e.player, e.dice) for e in events if isinstance(e, OrderRolled)]
    assert rolls == [(0, (4, 5)), (1, (1, 2)), (2, (3, 6)), (0, (2, 2)), (2, (4, 4))]
    assert game.state.current == 2
    assert dice.remaining == 0


def test_decks_are_shuffled_and_recorded() -> None:
    game, events = Game.new(load_edition("classic-en"), ["A", "B"], SeededRandom(7), first_player=0)
    shuffles = {e.deck: e.order for e in events if isinstance(e, DeckShuffled)}
    assert set(shuffles) == {"chance", "community-chest"}
    for deck, order in shuffles.items():
        assert sorted(order) == list(range(16))
        assert tuple(game.state.decks[deck]) == order
    assert shuffles["chance"] != tuple(range(16))


def test_same_seed_same_game() -> None:
    ed = load_edition("classic-it")
    first, _ = Game.new(ed, ["A", "B", "C"], SeededRandom(42))
    second, _ = Game.new(ed, ["A", "B", "C"], SeededRandom(42))
    assert first.state.snapshot() == second.state.snapshot()
