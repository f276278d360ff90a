"""The middle of the web board: the last roll (the dice, the Speed Die's face), the bank's buildings and the
cards left in each deck (counts only, never their order), as plain JSON for the state frame.

The last roll is read from the history backwards, from the newest action to the first that rolled (a few
entries in a game), so a frame costs no scan of the whole game. A roll is public: every seat sees the same."""

from __future__ import annotations

from typing import Any

from monopoly_engine.core.events import DiceRolled
from monopoly_engine.core.rule_options import EditionFeatures
from monopoly_engine.game import RecordedGame
from monopoly_engine.i18n.events import Words
from monopoly_engine.views import PlayerView

LOOK_BACK = 64  # actions looked at for the last roll: a turn's roll is never further back than its own actions


def last_roll(recorded: RecordedGame) -> dict[str, Any] | None:
    """The newest ``DiceRolled`` of the game: who rolled, the dice, doubles, the Speed Die's face ("" without
    one), and the version of the action that rolled; None before the first roll (or ``LOOK_BACK`` actions
    without one, as in a long round of trades: the dice are then old news)."""
    history = recorded.history
    last = len(history) - 1
    for number in range(last, max(last - LOOK_BACK, -1), -1):
        for event in reversed(history[number][1]):
            if type(event) is DiceRolled:
                return {
                    "player": event.player,
                    "dice": list(event.dice),
                    "doubles": event.doubles,
                    "speed": event.speed,
                    "v": number + 1,
                }
    return None


def table(recorded: RecordedGame, view: PlayerView, words: Words) -> dict[str, Any]:
    """What the middle of the board shows besides whose turn: the last roll, the bank's houses, hotels (and
    skyscrapers where the edition has them; no houses where it has none), each deck's cards left, by the deck's
    name in the seat's language, and the round under way."""
    edition = view.edition
    # (an edition of hotels only, the Cheaters one, has no houses to count: none is shown rather than "0")
    bank: dict[str, int] = {"houses": view.bank_houses} if EditionFeatures.of(edition).houses else {}
    bank["hotels"] = view.bank_hotels
    if view.rules.skyscrapers:
        bank["skyscrapers"] = view.bank_skyscrapers
    return {
        "roll": last_roll(recorded),
        "bank": bank,
        "cards_left": [{"deck": words.deck(deck), "left": view.deck_size(deck)} for deck in edition.decks],
        "round": view.round_under_way,  # (from 1, as the terminal counts; ``rounds`` is those completed)
    }
