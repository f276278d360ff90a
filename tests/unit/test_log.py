"""Game logs: JSON Lines that replay exactly, refuse tampering with the line and reason, and resume."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from monopoly_engine.game import LogError, load_log, new_game, replay_lines


def _play(recorded, steps: int, seed: int = 0) -> None:
    rnd = random.Random(seed)
    game = recorded.game
    for _ in range(steps):
        if game.is_over:
            return
        recorded.play(rnd.choice(game.decision_actions() or game.legal_actions()))


@pytest.fixture
def played():
    recorded = new_game("classic-it", ["Anna", "Bruno", "Carla"], seed=5)
    _play(recorded, 400)
    return recorded


def test_header_then_one_line_per_action(played) -> None:
    lines = list(played.log_lines())
    header = json.loads(lines[0])
    assert header["format"] == "monopoly-log" and header["version"] == 1
    assert header["edition"] == "classic-it" and header["players"] == ["Anna", "Bruno", "Carla"]
    assert header["seed"] == 5
    assert len(lines) == 1 + len(played.history)
    entry = json.loads(lines[1])
    assert set(entry) == {"action", "events"}


def test_replay_reproduces_the_state_without_the_seed(played) -> None:
    lines = list(played.log_lines())
    header = json.loads(lines[0])
    header["seed"] = None  # the outcomes are in the events: the seed is not needed
    lines[0] = json.dumps(header)
    replayed = replay_lines(lines)
    assert replayed.game.state.snapshot() == played.game.state.snapshot()


def test_tampered_dice_refused_with_line_number(played) -> None:
    lines = list(played.log_lines())
    for number, line in enumerate(lines[1:], start=2):
        entry = json.loads(line)
        rolled = [e for e in entry["events"] if e["kind"] == "dice-rolled"]
        if rolled and rolled[0]["dice"] != [6, 6]:
            rolled[0]["dice"] = [6, 6] if rolled[0]["dice"] != [6, 6] else [1, 2]
            rolled[0]["doubles"] = True
            lines[number - 1] = json.dumps(entry)
            break
    with pytest.raises(LogError) as info:
        replay_lines(lines, "game.jsonl")
    assert info.value.line == number
    assert str(info.value).startswith(f"game.jsonl:{number}:")


def test_tampered_cash_refused(played) -> None:
    lines = list(played.log_lines())
    for number, line in enumerate(lines[1:], start=2):
        entry = json.loads(line)
        paid = [e for e in entry["events"] if e["kind"] == "property-bought"]
        if paid:
            paid[0]["price"] += 1
            lines[number - 1] = json.dumps(entry)
            break
    with pytest.raises(LogError) as info:
        replay_lines(lines)
    assert info.value.line == number
    assert "does not match" in info.value.problem


def test_illegal_action_in_log_refused(played) -> None:
    lines = list(played.log_lines())
    entry = json.loads(lines[1])
    entry["action"] = {"kind": "bid", "player": 0, "amount": 5}
    lines[1] = json.dumps(entry)
    with pytest.raises(LogError) as info:
        replay_lines(lines)
    assert info.value.line == 2 and "illegal action" in info.value.problem


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda h: h.update(version=99), "unknown log version 99"),
        (lambda h: h.update(format="chess"), "not a game log"),
        (lambda h: h.pop("players"), "'players'"),
    ],
)
def test_bad_header_refused_on_line_1(played, change, message) -> None:
    lines = list(played.log_lines())
    header = json.loads(lines[0])
    change(header)
    lines[0] = json.dumps(header)
    with pytest.raises(LogError) as info:
        replay_lines(lines)
    assert info.value.line == 1 and message in info.value.problem


def test_garbage_line_refused(played) -> None:
    lines = list(played.log_lines())
    lines[3] = lines[3][:20]
    with pytest.raises(LogError) as info:
        replay_lines(lines)
    assert info.value.line == 4 and "not valid JSON" in info.value.problem


def test_resume_from_a_saved_log_goes_on_identically(tmp_path: Path) -> None:
    straight = new_game("classic-es", ["A", "B", "C", "D"], seed=11)
    _play(straight, 300, seed=3)
    halfway = new_game("classic-es", ["A", "B", "C", "D"], seed=11)
    actions = [a for a, _ in straight.history]
    for action in actions[:150]:
        halfway.play(action)
    path = tmp_path / "game.jsonl"
    halfway.save(path)
    resumed = load_log(path)
    for action in actions[150:]:
        resumed.play(action)
    assert resumed.game.state.snapshot() == straight.game.state.snapshot()
    assert [e for _, e in resumed.history] == [e for _, e in straight.history]


def test_round_limit_draw_is_recorded_and_replayed() -> None:
    recorded = new_game("classic-en", ["A", "B"], seed=2)
    _play(recorded, 50)
    ended = recorded.end_by_round_limit()
    assert ended and recorded.game.is_over
    replayed = replay_lines(list(recorded.log_lines()))
    assert replayed.game.is_over and replayed.game.state.winner == -1


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(LogError) as info:
        load_log(tmp_path / "missing.jsonl")
    assert "cannot read" in info.value.problem


@pytest.mark.parametrize("seed", [5, None])
def test_a_speed_die_log_from_before_the_extra_money_was_told_still_replays(seed) -> None:
    recorded = new_game("classic-en", ["Ann", "Bob"], seed=5, options={"speed_die": True})
    _play(recorded, 30)
    lines = list(recorded.log_lines())
    header = json.loads(lines[0])
    header["seed"] = seed
    told = [e for e in header["setup"] if e.get("reason") == "speed_die"]
    assert len(told) == 2  # this version tells it: one line a player
    header["setup"] = [e for e in header["setup"] if e.get("reason") != "speed_die"]
    replayed = replay_lines([json.dumps(header), *lines[1:]])
    assert replayed.game.state.snapshot() == recorded.game.state.snapshot()
    header["setup"] = header["setup"][1:]  # anything else missing is still refused
    with pytest.raises(LogError, match=":1: "):
        replay_lines([json.dumps(header), *lines[1:]])
