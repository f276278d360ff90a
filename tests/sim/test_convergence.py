"""Landing frequencies of games played by the engine converge to the exact Markov-chain odds.

The players follow the chain's jail policy: with ``leave`` they get out at once before rolling (a
get-out-of-jail-free card if they hold one, else bail), with ``stay`` they always roll for doubles.
They buy whatever they land on and start with so much cash that no one ever runs short, so the game
is nothing but movement, cards and jail. ``EventTally`` (what ``monopoly simulate`` counts) records
where each dice roll ended.

Many short games, not one long one: a deck is shuffled once and then cycles in that fixed order, so a
single game converges to odds of its own deck order (Chance squares off by up to 0.07 points after
3 million rolls); averaged over many shuffles the order washes out, as in the chain.

The chain draws cards with replacement and counts a get-out-of-jail-free card as staying put; in a
game a kept card is out of its deck until used, which moves the Chance squares' share by a few
hundredths of a point (less with two players than with eight: each card is kept for a shorter time).
The slow tests also play an edition whose keep-able cards are made into "collect 0" cards, which
removes that difference, to a tighter tolerance.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from monopoly_engine.analysis import landing_vector
from monopoly_engine.core import Edition, Game, SeededRandom
from monopoly_engine.core.actions import Buy, EndTurn, Pay, PayBail, Roll, UseCard
from monopoly_engine.core.edition import COLLECT, GET_OUT_OF_JAIL_FREE, CardEffect
from monopoly_engine.editions import load_edition
from monopoly_engine.sim import EventTally

RICH = {"starting_cash": 10**9}
PREFERENCE = {
    "leave": {UseCard: 0, PayBail: 1, Buy: 2, Pay: 3, Roll: 4, EndTurn: 5},
    "stay": {Buy: 2, Pay: 3, Roll: 4, EndTurn: 5},
}


def landing_counts(edition: Edition, jail: str, players: int, rolls: int, seed: int) -> np.ndarray:
    """Dice rolls ending on each square, then in jail, in the first ``rolls`` rolls of one game of ``players``."""
    game, _ = Game.new(edition, [f"p{i}" for i in range(players)], SeededRandom(seed))
    preference = PREFERENCE[jail]
    tally = EventTally(edition.size)
    state = game.state
    while state.rolls < rolls:
        action = min(game.decision_actions(), key=lambda a: preference.get(type(a), 99))
        tally(game.apply_unchecked(action))
    tally.finish()
    assert not state.over
    counts = np.array(tally.landing, dtype=float)
    assert counts.sum() == state.rolls
    return counts


def landing_shares(edition: Edition, jail: str, games: int, rolls: int, seed: int, players: int = 2) -> np.ndarray:
    """Share of dice rolls ending on each square, then in jail, over ``games`` games of ``rolls`` rolls each."""
    total = sum(landing_counts(edition, jail, players, rolls, seed * 100_000 + game) for game in range(games))
    return total / total.sum()


def without_kept_cards(edition: Edition) -> Edition:
    """The edition with every get-out-of-jail-free card made a "collect 0" card (decks keep their size)."""
    decks = {}
    for deck_id, deck in edition.decks.items():
        cards = tuple(
            dataclasses.replace(card, effect=CardEffect(COLLECT, amount=0), keep=False)
            if card.effect.type == GET_OUT_OF_JAIL_FREE
            else card
            for card in deck.cards
        )
        decks[deck_id] = dataclasses.replace(deck, cards=cards)
    return dataclasses.replace(edition, decks=decks)


def max_deviation_points(edition: Edition, jail: str, shares: np.ndarray) -> float:
    exact = landing_vector(edition, jail)
    return float(100 * np.max(np.abs(shares - exact)))


def test_simulated_landing_converges_to_the_exact_odds() -> None:
    """150 games of 5,000 rolls (about 3 s): every square and jail within 0.1 percentage points. The noise falls
    as one over the root of the rolls: 300 games gave about 0.035, 150 gave 0.03 to 0.05 over three seeds; a wrong
    move, card or jail rule moves a square by tenths of a point or more. The slow tests play ten times as many."""
    edition = load_edition("classic-en", RICH)
    shares = landing_shares(edition, "leave", games=150, rolls=5_000, seed=1)
    assert max_deviation_points(edition, "leave", shares) < 0.1


@pytest.mark.slow
@pytest.mark.parametrize("edition_id", ["classic-en", "classic-it"])
def test_simulated_landing_converges_closely(edition_id: str) -> None:
    edition = load_edition(edition_id, RICH)
    shares = landing_shares(edition, "leave", games=1_500, rolls=5_000, seed=7)
    assert max_deviation_points(edition, "leave", shares) < 0.06


@pytest.mark.slow
@pytest.mark.parametrize("jail", ["leave", "stay"])
def test_without_kept_cards_the_simulation_matches_the_chain_tightly(jail: str) -> None:
    edition = without_kept_cards(load_edition("classic-en", RICH))
    shares = landing_shares(edition, jail, games=1_500, rolls=5_000, seed=11)
    assert max_deviation_points(edition, jail, shares) < 0.03
