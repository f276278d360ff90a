"""``Game.clone_for``: the copy a searching bot plays on holds nothing its seat cannot see."""

from __future__ import annotations

import random
from collections import deque

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import Table
from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.core.cheats import Pending
from monopoly_engine.game import new_game


def mid_game(edition: str = "classic-en", players: int = 3, rounds: int = 12, seed: int = 4) -> Game:
    game = new_game(edition, [f"p{i}" for i in range(players)], seed=seed).game
    table = Table(game, [make_agent("heuristic") for _ in range(players)], random.Random(seed))
    while not game.state.over and game.state.rounds < rounds:
        table.step()
    assert not game.state.over
    return game


def with_hidden_changed(game: Game, seed: int) -> Game:
    """The same game as the seats see it: every deck in another order, another random source."""
    twin = game.clone()
    shuffler = random.Random(seed)
    for deck_id, deck in twin.state.decks.items():
        order = list(deck)
        shuffler.shuffle(order)
        twin.state.decks[deck_id] = deque(order)
    twin.rng = SeededRandom(seed)
    return twin


def future(game: Game) -> tuple[object, ...]:
    """The copy's state and the first outcomes of its random source."""
    rng = game.rng.clone()
    return (game.state.snapshot(), [rng.roll(2) for _ in range(5)])


def test_the_imagined_copy_depends_only_on_what_the_seat_sees() -> None:
    game = mid_game()
    other = with_hidden_changed(game, 99)
    assert other.state.decks != game.state.decks  # the hidden order really differs
    for seed in range(3):
        assert future(game.clone_for(1, random.Random(seed))) == future(other.clone_for(1, random.Random(seed)))


def test_the_imagined_copy_draws_the_hidden_afresh_and_leaves_the_game_alone() -> None:
    game = mid_game()
    before = game.state.snapshot()
    copies = [game.clone_for(0, random.Random(seed)) for seed in range(4)]
    assert game.state.snapshot() == before
    decks = {deck_id: sorted(deck) for deck_id, deck in game.state.decks.items()}
    for copy in copies:
        assert {deck_id: sorted(deck) for deck_id, deck in copy.state.decks.items()} == decks  # the same cards
        seen = copy.state.snapshot()
        assert {k: v for k, v in seen.items() if k != "decks"} == {k: v for k, v in before.items() if k != "decks"}
    assert any(copy.state.decks != game.state.decks for copy in copies)  # in another order
    assert len({tuple(copy.rng.roll(2) for _ in range(6)) for copy in copies}) > 1  # new dice per seed
    # a copy plays on like the game: legal actions and all
    copy = copies[0]
    Table(
        copy, [make_agent("heuristic") for _ in range(3)], random.Random(1), max_rounds=copy.state.rounds + 5
    ).advance_bots()
    assert copy.state.over and game.state.snapshot() == before


def test_the_imagined_copy_keeps_only_the_seats_own_open_cheats() -> None:
    game = new_game("cheaters-ru", ["a", "b", "c"], seed=2).game
    cheats = game.state.cheats
    assert cheats is not None
    cheats.pending = [Pending(k, player, "extra-salary", (), 0, False, ()) for k, player in enumerate((0, 1, 2, 1))]
    copy = game.clone_for(1, random.Random(0))
    assert copy.state.cheats is not None
    assert [p.player for p in copy.state.cheats.pending] == [1, 1]
    assert [p.player for p in cheats.pending] == [0, 1, 2, 1]  # the game's own are untouched
    assert sorted(copy.state.cheats.pile) == sorted(cheats.pile)


def test_no_such_seat() -> None:
    with pytest.raises(ValueError, match="no seat 5"):
        mid_game().clone_for(5, random.Random(0))
