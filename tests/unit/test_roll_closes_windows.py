"""A roll closes the windows in one order, whatever the dice: the unclaimed rent first, then the cheats.

004: a rent must be claimed before the next player rolls, and a cheat's accusation window closes when the next
player rolls. Both end at that roll; the engine closes them in one place (``Game.close_windows``), in the same order
for a two-dice roll, a speed-die roll and a skipped turn, so a log reads the same whichever way the turn passed.
"""

from __future__ import annotations

from monopoly_engine.core.events import CheatRevealed, DiceRolled, RentForfeited
from monopoly_engine.notation import parse_action
from monopoly_engine.scenario import Scenario, build_game


def game_with(**data):
    data = {"edition": "cheaters-ru", "players": ["A", "B"], **data}
    return build_game(Scenario("<test>", data))


def do(game, *lines: str) -> list:
    events: list = []
    for line in lines:
        name, _, spec = line.partition(":")
        events = game.apply(parse_action(spec.strip(), game.player_index(name.strip()), game))
    return events


def kinds(events: list) -> list[type]:
    return [type(e) for e in events if type(e) in (RentForfeited, CheatRevealed, DiceRolled)]


CARDS = ["steal-from-bank", "pickpocket", "extra-salary", "extra-steps", "wrong-token"]


def test_two_dice_roll_forfeits_rent_before_revealing_cheats() -> None:
    # A cheats (pickpocket B 50), lands on B's street 6 (rent due, B never asks), ends; B's roll closes both.
    game = game_with(
        setup={"owner": {6: "B", 13: "B"}, "position": {"A": 1, "B": 10}, "cheats": CARDS},
        dice=[[2, 3], [1, 2]],
    )
    do(game, "A: cheat pickpocket B 50", "A: roll", "A: end-turn")
    events = do(game, "B: roll")
    assert kinds(events) == [RentForfeited, CheatRevealed, DiceRolled]


def test_speed_die_roll_closes_the_windows_once_in_the_same_order() -> None:
    game = game_with(
        options={"speed_die": True},
        setup={"owner": {6: "B", 14: "B"}, "position": {"A": 1, "B": 10}, "passed_go": ["B"], "cheats": CARDS},
        dice=[[2, 3], [1, 2, 1]],
    )
    do(game, "A: cheat pickpocket B 50", "A: roll", "A: end-turn")
    events = do(game, "B: roll")
    assert kinds(events) == [RentForfeited, CheatRevealed, DiceRolled]
