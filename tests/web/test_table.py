"""The middle of the web board (``web/table.py``): the last roll is the newest ``DiceRolled`` of the game, the
bank's buildings and the decks' counts are the game's own, and each square has a short label made of whole
words."""

from __future__ import annotations

from monopoly_engine.core.actions import Roll
from monopoly_engine.core.events import DiceRolled
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words
from monopoly_engine.views import PlayerView
from monopoly_engine.web.present import SHORT_LABEL, squares
from monopoly_engine.web.table import last_roll, table


def play_until_rolls(recorded, rolls: int) -> DiceRolled:
    """Play the first legal action of whoever must act (a roll whenever one is legal) until ``rolls`` rolls."""
    seen: list[DiceRolled] = []
    while len(seen) < rolls:
        game = recorded.game
        actions = game.legal_actions()
        action = next((a for a in actions if type(a) is Roll), actions[0])
        seen += [e for e in recorded.play(action) if type(e) is DiceRolled]
    return seen[-1]


def test_the_last_roll_is_the_newest_roll_of_the_game():
    recorded = new_game("classic-en", ["Ann", "Bob"], seed=7)
    assert last_roll(recorded) is None  # nobody has rolled yet
    newest = play_until_rolls(recorded, 3)
    roll = last_roll(recorded)
    assert roll is not None
    assert roll["dice"] == list(newest.dice) and roll["player"] == newest.player
    assert roll["doubles"] == newest.doubles and roll["speed"] == ""
    rolled_at = max(n for n, (_, events) in enumerate(recorded.history) if any(type(e) is DiceRolled for e in events))
    assert roll["v"] == rolled_at + 1


def test_the_speed_die_face_is_part_of_the_last_roll():
    recorded = new_game("mega", ["Ann", "Bob"], seed=3)
    newest = play_until_rolls(recorded, 2)
    roll = last_roll(recorded)
    assert roll is not None and roll["speed"] == newest.speed and newest.speed != ""


def test_the_middle_shows_the_banks_buildings_and_the_decks_left():
    recorded = new_game("mega", ["Ann", "Bob"], seed=3)
    view = PlayerView(recorded.game, 0)
    shown = table(recorded, view, Words(recorded.game, Translator("en")))
    bank = {"houses": view.bank_houses, "hotels": view.bank_hotels, "skyscrapers": view.bank_skyscrapers}
    assert shown["bank"] == bank
    assert shown["bank"]["houses"] > 0
    assert {d["left"] for d in shown["cards_left"]} == {view.deck_size(d) for d in recorded.game.edition.decks}
    classic = new_game("classic-en", ["Ann", "Bob"], seed=3)
    plain = table(classic, PlayerView(classic.game, 0), Words(classic.game, Translator("en")))
    assert set(plain["bank"]) == {"houses", "hotels"}  # no skyscrapers in the classic game
    cheaters = new_game("cheaters-ru", ["Ann", "Bob"], seed=3)
    view = PlayerView(cheaters.game, 0)
    hotels_only = table(cheaters, view, Words(cheaters.game, Translator("en")))
    assert hotels_only["bank"] == {"hotels": view.bank_hotels}  # hotels only: no count of houses it never has


def test_the_round_is_the_one_under_way_from_1_as_the_terminal_says():
    recorded = new_game("classic-en", ["Ann", "Bob"], seed=3)
    game = recorded.game
    assert table(recorded, PlayerView(game, 0), Words(game, Translator("en")))["round"] == 1  # no round completed
    while game.state.rounds < 2:
        actions = game.legal_actions()
        recorded.play(next((a for a in actions if type(a) is Roll), actions[0]))
    shown = table(recorded, PlayerView(game, 0), Words(game, Translator("en")))["round"]
    assert shown == 3 == PlayerView(game, 1).round_under_way


def test_every_square_has_a_short_label_of_whole_words_and_distinct_labels():
    for edition in ("classic-en", "classic-it", "mega"):
        recorded = new_game(edition, ["Ann", "Bob"], seed=1)
        shown = squares(PlayerView(recorded.game, 0), Words(recorded.game, Translator("en")))
        for square in shown:
            assert len(square["short"]) <= SHORT_LABEL or square["short"] == square["name"][:SHORT_LABEL]
            assert " " not in square["short"] or square["short"] == square["name"]
        deeds = [s["short"] for s in shown if s["kind"] == "street"]
        assert len(set(deeds)) == len(deeds), deeds
