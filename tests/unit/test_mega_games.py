"""Mega games played by random legal actions: they end (or reach a round cap) without an exception,
replay from their logs to the same state, and are the same game from the same seed; ``clone`` copies
everything Mega adds to the state."""

from __future__ import annotations

import random

import pytest

from monopoly_engine.core.actions import Build, BuildDepot, ProposeTrade, TradeSide
from monopoly_engine.game import RecordedGame, new_game, replay_lines

ROUND_CAP = 60
MAX_ACTIONS = 20_000
PLAYERS = ("Ada", "Bob", "Cy", "Di")


def _play(seed: int) -> RecordedGame:
    """A game of 2-4 players choosing uniformly among the legal actions, with building and an
    occasional trade weighted up so that games reach skyscrapers, depots and bankruptcies."""
    rec = new_game("mega", PLAYERS[: 2 + seed % 3], seed=seed)
    game = rec.game
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return rec
        if game.state.rounds >= ROUND_CAP:
            rec.end_by_round_limit()
            return rec
        player = game.decision.player  # type: ignore[union-attr]
        choices = game.decision_actions()
        free = game.free_actions(player)
        builds = [a for a in free if isinstance(a, Build | BuildDepot)]
        roll = rng.random()
        if builds and roll < 0.4:
            action = rng.choice(builds)
        elif roll < 0.97 and choices:
            action = rng.choice(choices)
        else:
            action = rng.choice(choices + free)
        if roll > 0.99:
            offer = _random_trade(rec, player, rng)
            if offer is not None and game.is_legal(offer):
                action = offer
        rec.play(action)
    raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")


def _random_trade(rec: RecordedGame, player: int, rng: random.Random) -> ProposeTrade | None:
    game = rec.game
    partners = game.other_players(player)
    if not partners:
        return None
    partner = rng.choice(partners)
    theirs = [s for s in game.edition.properties if game.state.owner[s] == partner]
    if not theirs:
        return None
    cash = min(game.state.players[player].cash, rng.randrange(0, 400))
    return ProposeTrade(player, partner, TradeSide((), cash, ()), TradeSide((rng.choice(theirs),), 0, ()))


def _check(seed: int) -> None:
    rec = _play(seed)
    game = rec.game
    assert game.is_over
    assert game.legal_actions() == []
    replayed = replay_lines(list(rec.log_lines()))
    assert replayed.game.state.snapshot() == game.state.snapshot()
    # Without the seed the recorded outcomes are served back: the same game again.
    lines = list(rec.log_lines())
    header = lines[0].replace(f'"seed": {seed}', '"seed": null')
    assert replay_lines([header, *lines[1:]]).game.state.snapshot() == game.state.snapshot()
    # Tickets never come back: held + pile + out of play = 16.
    state = game.state
    assert sum(p.tickets for p in state.players) + len(state.decks["bus-tickets"]) <= 16
    assert state.bank_skyscrapers + sum(level == 6 for level in state.level) == game.rules.skyscrapers
    assert state.bank_depots + sum(state.depot) == game.rules.depots


@pytest.mark.parametrize("block", range(4))
def test_random_mega_games_end_and_replay(block: int) -> None:
    for seed in range(block * 10, block * 10 + 10):
        _check(seed)


@pytest.mark.slow
@pytest.mark.parametrize("block", range(20))
def test_two_hundred_random_mega_games_end_and_replay(block: int) -> None:
    for seed in range(1000 + block * 10, 1000 + block * 10 + 10):
        _check(seed)


def test_the_same_seed_gives_the_same_mega_game() -> None:
    first, second = _play(7), _play(7)
    assert first.setup_events == second.setup_events
    assert [events for _, events in first.history] == [events for _, events in second.history]
    assert first.game.state.snapshot() == second.game.state.snapshot()


def test_clone_copies_the_mega_state() -> None:
    game = new_game("mega", ["A", "B"], seed=3).game
    game.state.players[0].tickets = 2
    game.state.depot[6] = True
    game.state.bank_depots = 3
    twin = game.clone()
    assert twin.state.snapshot() == game.state.snapshot()
    twin.state.players[0].tickets = 0
    twin.state.depot[6] = False
    twin.state.decks["bus-tickets"].popleft()
    twin.state.bank_skyscrapers = 0
    assert game.state.players[0].tickets == 2 and game.state.depot[6]
    assert len(game.state.decks["bus-tickets"]) == 16 and game.state.bank_skyscrapers == 8
    assert twin.state.snapshot() != game.state.snapshot()
