"""One game to one ``GameResult``: players' names, the event tally, and the saved logs."""

from __future__ import annotations

import pickle

import pytest

from monopoly_engine.core.events import (
    BusTicketUsed,
    DiceRolled,
    GameOver,
    JailTryFailed,
    LeftJail,
    Moved,
    MrMonopolyMoved,
    RentPaid,
    TurnStarted,
    WentToJail,
)
from monopoly_engine.game import load_log
from monopoly_engine.sim import EventTally, make_spec, parse_players, play_one
from monopoly_engine.sim.worker import group_ids, log_name


def test_players_are_named_from_their_kinds() -> None:
    assert parse_players("simple,simple,random") == (
        ("simple-1", "simple"),
        ("simple-2", "simple"),
        ("random-1", "random"),
    )
    assert parse_players(" Alice:simple , random ") == (("Alice", "simple"), ("random-1", "random"))
    with pytest.raises(ValueError, match="distinct"):
        parse_players("simple-1:random,simple")
    with pytest.raises(ValueError):
        parse_players("simple,,random")
    with pytest.raises(ValueError):
        parse_players(":simple")


def test_bad_specs_are_refused_before_playing() -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        make_spec("classic-en", "simple,robot", seed=1)
    with pytest.raises(ValueError, match="2 to 8 players"):
        make_spec("classic-en", "simple", seed=1)
    with pytest.raises(ValueError, match="no bundled edition"):
        make_spec("monopoly-on-mars", "simple,simple", seed=1)
    with pytest.raises(ValueError, match="unknown rule option"):
        make_spec("classic-en", "simple,simple", seed=1, options={"free_money": "1"})
    with pytest.raises(ValueError, match="max-rounds"):
        make_spec("classic-en", "simple,simple", seed=1, max_rounds=0)


def test_bot_params_travel_in_the_spec_to_every_bot() -> None:
    spec = make_spec("classic-en", "heuristic,random", seed=1, bot_params={"Heuristic": "reserve=250,trades=false"})
    assert spec.bot_params == (("heuristic", "reserve=250,trades=false"),)
    again = pickle.loads(pickle.dumps(spec))  # as it reaches a worker process
    assert again == spec
    bot, other = again.make_agents()
    assert bot.params.reserve == 250 and bot.params.trades is False  # type: ignore[attr-defined]
    assert other.name == "random"
    with pytest.raises(ValueError, match="unknown heuristic parameter 'grit'"):
        make_spec("classic-en", "heuristic,heuristic", seed=1, bot_params={"heuristic": "grit=1"})
    with pytest.raises(ValueError, match="takes no parameters"):
        make_spec("classic-en", "random,random", seed=1, bot_params={"random": "reserve=1"})
    with pytest.raises(ValueError, match="which no player is"):
        make_spec("classic-en", "random,random", seed=1, bot_params={"heuristic": "reserve=1"})


def test_tally_counts_where_each_roll_ends() -> None:
    tally = EventTally(40)
    tally([DiceRolled(0, (3, 4), False), Moved(0, 0, 7, False), Moved(0, 7, 4, False)])  # Chance: back 3
    tally([TurnStarted(1), DiceRolled(1, (6, 6), True), Moved(1, 0, 12, False)])
    tally([DiceRolled(1, (1, 1), True), Moved(1, 12, 14, False)])
    tally([DiceRolled(1, (2, 2), True), WentToJail(1, "doubles")])  # third double: no move
    tally([DiceRolled(0, (5, 5), True), Moved(0, 4, 14, False), RentPaid(0, 1, 14, 10)])
    tally([DiceRolled(0, (2, 3), False), Moved(0, 14, 19, False)])
    tally([DiceRolled(1, (1, 2), False), JailTryFailed(1, 1)])
    tally([DiceRolled(1, (3, 3), True), LeftJail(1, "doubles"), Moved(1, 10, 16, False)])
    tally([DiceRolled(0, (6, 5), False), Moved(0, 19, 30, False), WentToJail(0, "square")])
    tally([GameOver(1, "last-player-standing")])
    tally.finish()
    expected = [0] * 41
    for square in (4, 12, 14, 14, 19, 16):
        expected[square] += 1
    expected[40] = 3
    assert tally.landing == expected
    assert sum(tally.landing) == 9  # one per dice roll
    assert tally.rent[14] == 10 and sum(tally.rent) == 10
    assert tally.reason == "last-player-standing"


def test_tally_counts_speed_die_steps_with_their_roll_and_no_ticket_move() -> None:
    tally = EventTally(52)
    # Mr. Monopoly: the roll ends where the second step ends.
    tally([DiceRolled(0, (1, 2), False, "mr-monopoly"), Moved(0, 0, 3, False), MrMonopolyMoved(0, 6),
           Moved(0, 3, 6, False)])  # fmt: skip
    # Doubles, then a bus ticket instead of the re-roll: the ticket's move is no roll.
    tally([DiceRolled(1, (2, 2), True, "1"), Moved(1, 0, 5, False)])
    tally([BusTicketUsed(1, 5, 12), Moved(1, 5, 12, False)])
    tally([DiceRolled(0, (3, 4), False, "2"), Moved(0, 6, 15, False)])
    tally.finish()
    expected = [0] * 53
    for square in (6, 5, 15):
        expected[square] += 1
    assert tally.landing == expected


def test_a_mega_game_result_adds_up() -> None:
    spec = make_spec("mega", "heuristic,heuristic,random", seed=3, max_rounds=300)
    result = play_one(spec, 0)
    assert len(result.landing) == 53 and sum(result.landing) == result.rolls
    assert len(result.rent) == len(group_ids(spec)) == 10
    assert result.winner >= 0 and result.reason == "last-player-standing"


def test_a_game_result_adds_up() -> None:
    spec = make_spec("classic-en", "simple,simple,random", seed=7, max_rounds=200)
    result = play_one(spec, 3)
    assert result == play_one(spec, 3)
    assert result.index == 3
    assert sum(result.landing) == result.rolls
    assert len(result.rent) == len(group_ids(spec)) == 10
    assert len(result.cash) == 3
    assert result.rounds <= 200
    assert (result.winner == -1) == (result.reason == "round-limit")


def test_logged_games_are_the_same_games_and_replay(tmp_path) -> None:
    plain = make_spec("classic-it", "simple,random", seed=11, max_rounds=40, options={"go_salary": "300"})
    logged = make_spec(
        "classic-it", "simple,random", seed=11, max_rounds=40, options={"go_salary": "300"}, logs=str(tmp_path)
    )
    for index in (0, 1):
        result = play_one(logged, index)
        assert result == play_one(plain, index)
        path = tmp_path / log_name(index)
        assert path.name == f"game-00000{index}.jsonl"
        replayed = load_log(path)
        assert replayed.seed == result.seed and replayed.options == {"go_salary": "300"}
        state = replayed.game.state
        assert (state.rolls, state.turns) == (result.rolls, result.turns)
        assert tuple(p.cash for p in state.players) == result.cash
