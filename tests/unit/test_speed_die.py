"""The Speed Die option (``003``): off by default, dice sources, logs, notation, menus and bots.

The rules themselves are pinned by the ``speed-die-*`` scenarios in ``tests/scenarios``.
"""

from __future__ import annotations

import json
import random

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.choices import Context, decision_menu
from monopoly_engine.codec import action_from_dict, action_to_dict, event_from_dict, event_to_dict
from monopoly_engine.core import Game, OutOfOutcomesError, RecordedSource, ScriptedSource, SeededRandom
from monopoly_engine.core.actions import ChooseDie, MoveTo, Roll
from monopoly_engine.core.decisions import ChooseDieDecision, ChooseSquareDecision
from monopoly_engine.core.dice import SPEED_FACES
from monopoly_engine.core.events import DiceRolled, MrMonopolyMoved
from monopoly_engine.editions import load_edition
from monopoly_engine.game import new_game, outcomes_of, replay_lines
from monopoly_engine.i18n import Translator
from monopoly_engine.notation import format_action, parse_action
from monopoly_engine.views import PlayerView


def _game(dice, *, passed_go=True, edition="classic-en"):
    ed = load_edition(edition, {"speed_die": True})
    game, _ = Game.new(ed, ["A", "B"], ScriptedSource(dice), first_player=0, shuffle=False)
    game.state.players[0].passed_go = passed_go
    return game


def test_the_option_is_off_by_default_and_adds_1000_when_on() -> None:
    for edition in ("classic-en", "classic-es", "classic-it"):
        assert load_edition(edition).rules.speed_die is False
        game, _ = Game.new(load_edition(edition, {"speed_die": "true"}), ["A", "B"], SeededRandom(1))
        assert [p.cash for p in game.state.players] == [2500, 2500]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "A collected $1,000 from the bank to start the Speed Die game."),
        ("it", "Dado Rapido"),
        ("es", "Dado Rápido"),
        ("ru", "скоростным кубиком"),
    ],
)
def test_the_extra_starting_money_is_told_in_the_feed(lang: str, words: str) -> None:
    from monopoly_engine.core.events import BANK, MoneyPaid
    from monopoly_engine.i18n.events import Words, describe

    game, setup = Game.new(load_edition("classic-en", {"speed_die": True}), ["A", "B"], SeededRandom(1))
    told = [e for e in setup if type(e) is MoneyPaid]
    assert told == [MoneyPaid(BANK, 0, 1000, "speed_die"), MoneyPaid(BANK, 1, 1000, "speed_die")]
    assert words in describe(told[0], Words(game, Translator(lang)))
    _, plain = Game.new(load_edition("classic-en"), ["A", "B"], SeededRandom(1))
    assert not [e for e in plain if type(e) is MoneyPaid]


def test_seeded_faces_follow_the_die() -> None:
    rng = SeededRandom(7)
    faces = [rng.roll_speed() for _ in range(6000)]
    assert set(faces) == set(SPEED_FACES)
    assert 0.28 < faces.count("mr-monopoly") / len(faces) < 0.39  # two faces of six


def test_scripted_source_checks_the_speed_die_is_where_the_game_rolls_it() -> None:
    src = ScriptedSource([(5, 5, "bus"), (1, 2, "bus"), (3, 4)])
    assert src.roll(2) == (5, 5)  # a white-dice roll (a jail try) written with all three dice
    assert src.roll_speed() == "bus" and src.roll(2) == (1, 2)
    with pytest.raises(OutOfOutcomesError, match="no speed die"):
        src.roll_speed()


def test_a_bus_roll_waits_for_the_choice_of_a_die() -> None:
    game = _game([(1, 5, "bus")])
    game.apply(Roll(0))
    assert type(game.decision) is ChooseDieDecision
    assert game.decision_actions() == [ChooseDie(0, 1), ChooseDie(0, 5), ChooseDie(0, 6)]
    assert game.refusal(ChooseDie(0, 4))
    assert game.refusal(ChooseDie(1, 5))
    game.apply(ChooseDie(0, 6))
    assert game.state.players[0].position == 6


def test_a_triple_offers_every_square() -> None:
    game = _game([(2, 2, "2")])
    events = game.apply(Roll(0))
    assert events[0] == DiceRolled(0, (2, 2), True, "2")
    assert type(game.decision) is ChooseSquareDecision
    assert len(game.decision_actions()) == 40
    assert game.refusal(MoveTo(0, 40))
    game.apply(MoveTo(0, 39))
    assert game.state.players[0].position == 39


def test_mr_monopoly_stays_put_with_nothing_to_go_to() -> None:
    game = _game([(1, 2, "mr-monopoly")])
    for space in game.edition.properties:
        game.state.owner[space] = 0
    events = game.apply(Roll(0))
    assert MrMonopolyMoved(0, -1) in events
    assert game.state.players[0].position == 3 and game.state.speed_step == -1


def test_notation_and_codec_of_the_new_actions() -> None:
    game = _game([])
    assert parse_action("choose-die 5", 0, game) == ChooseDie(0, 5)
    assert parse_action("move boardwalk", 0, game) == MoveTo(0, 39)
    assert format_action(ChooseDie(0, 5), game.edition) == "choose-die 5"
    assert format_action(MoveTo(0, 39), game.edition) == "move boardwalk"
    for action in (ChooseDie(1, 6), MoveTo(0, 12)):
        assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action


def test_dice_events_without_the_speed_die_keep_their_old_form() -> None:
    plain = DiceRolled(0, (3, 4), False)
    assert event_to_dict(plain) == {"kind": "dice-rolled", "player": 0, "dice": [3, 4], "doubles": False}
    assert event_from_dict(event_to_dict(plain)) == plain
    fast = DiceRolled(0, (3, 4), False, "bus")
    assert event_from_dict(json.loads(json.dumps(event_to_dict(fast)))) == fast
    assert outcomes_of([fast]) == [("speed", "bus"), ("dice", (3, 4))]
    src = RecordedSource(outcomes_of([fast]))
    assert src.roll_speed() == "bus" and src.roll(2) == (3, 4)


def _play_bots(seed: int, edition: str = "classic-es", rounds: int = 60):
    rec = new_game(edition, ["A", "B", "C"], seed=seed, options={"speed_die": True})
    game = rec.game
    bots = [make_agent(kind) for kind in ("heuristic", "buyer", "random")]
    views = [PlayerView(game, i) for i in range(3)]
    rng = random.Random(seed)
    while not game.is_over and game.state.rounds < rounds:
        seat = game.decision.player
        rec.play(bots[seat].decide(views[seat], game.decision_actions(), rng))
        for view in views:
            view.refresh()
    return rec


def test_bots_play_speed_die_games_that_replay_with_and_without_the_seed() -> None:
    kinds = set()
    for seed in range(3):
        rec = _play_bots(seed)
        kinds |= {e.kind for _, events in rec.history for e in events}
        lines = list(rec.log_lines())
        assert replay_lines(lines).game.state.snapshot() == rec.game.state.snapshot()
        header = json.loads(lines[0])
        header["seed"] = None
        lines[0] = json.dumps(header)
        assert replay_lines(lines).game.state.snapshot() == rec.game.state.snapshot()
    assert {"die-chosen", "mr-monopoly-moved"} <= kinds


def test_bots_take_the_longest_bus_move_and_a_sensible_square() -> None:
    for kind in ("heuristic", "buyer", "random"):
        game = _game([(1, 5, "bus")])
        game.apply(Roll(0))
        assert make_agent(kind).decide(PlayerView(game, 0), game.decision_actions(), random.Random(0)) == ChooseDie(
            0, 6
        )
        game = _game([(3, 3, "3")])
        game.apply(Roll(0))
        choice = make_agent(kind).decide(PlayerView(game, 0), game.decision_actions(), random.Random(0))
        assert choice == MoveTo(0, 39)  # the dearest unowned property the bot can pay for


@pytest.mark.parametrize("lang", ["en", "it", "es", "ru"])
def test_menus_for_the_bus_and_the_triple(lang: str) -> None:
    tr = Translator(lang)
    game = _game([(1, 5, "bus")])
    game.apply(Roll(0))
    menu = decision_menu(Context.of(game, tr), 0)
    assert [item.action for item in menu.items if isinstance(item.action, ChooseDie)] == game.decision_actions()
    game = _game([(3, 3, "3")])
    game.apply(Roll(0))
    menu = decision_menu(Context.of(game, tr), 0)
    assert sum(isinstance(item.action, MoveTo) for item in menu.items) == 40
