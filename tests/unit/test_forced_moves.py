"""The runner plays forced moves itself: a decision whose only choice is a roll, a covered debt's payment or a
bankruptcy is applied without asking the bot, unless the bot says ``wants_forced_moves``; the games, their
events and logs, the random streams and the replays are those of asking every time."""

from __future__ import annotations

import random
from collections import Counter

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.base import Agent
from monopoly_engine.agents.runner import FORCED_MOVES, Table, play_game
from monopoly_engine.core import Action
from monopoly_engine.core.actions import EndTurn
from monopoly_engine.game import new_game, replay_lines
from monopoly_engine.views import PlayerView


class Asked:
    """Wraps a bot and counts, by action type, the lone choices it was asked about; ``wants``: whether it wants
    its forced moves."""

    def __init__(self, inner: Agent, wants: bool | None = None) -> None:
        self.inner = inner
        self.name = inner.name
        # None: as the wrapped bot says (``buyer`` and ``random`` want their forced moves, ``heuristic`` does not)
        self.wants_forced_moves = getattr(inner, "wants_forced_moves", False) if wants is None else wants
        self.lone: Counter[str] = Counter()
        self.decisions = 0

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        self.decisions += 1
        if len(actions) == 1:
            self.lone[type(actions[0]).__name__] += 1
        return self.inner.decide(view, actions, rng)


def _play(kinds: list[str], seed: int, wants: bool | None, edition: str = "classic-en") -> tuple:
    recorded = new_game(edition, [f"P{i}" for i in range(len(kinds))], seed=seed)
    bots = [Asked(make_agent(kind), wants) for kind in kinds]
    rng = random.Random(seed)
    play_game(recorded, bots, rng, max_rounds=200)
    return recorded, bots, rng


def test_a_bot_is_not_asked_its_forced_moves_but_is_asked_the_end_of_its_turn() -> None:
    recorded, bots, _ = _play(["heuristic"] * 4, seed=3, wants=None)
    asked = sum((bot.lone for bot in bots), Counter())
    assert not any(asked[kind.__name__] for kind in FORCED_MOVES), asked
    assert asked[EndTurn.__name__] > 0
    played = Counter(type(action).__name__ for action, _ in recorded.history if action is not None)
    assert played["Roll"] > 100 and played["Pay"] > 0  # they were played, by the table


def test_a_bot_that_wants_its_forced_moves_is_asked_them() -> None:
    _, bots, _ = _play(["heuristic"] * 4, seed=3, wants=True)
    asked = sum((bot.lone for bot in bots), Counter())
    assert asked["Roll"] > 100 and asked["Pay"] > 0


def test_forced_moves_played_by_the_table_make_the_same_games_events_and_random_streams() -> None:
    for seed, kinds in ((1, ["heuristic"] * 4), (2, ["heuristic", "buyer", "random"]), (5, ["heuristic"] * 2)):
        fast, fast_bots, fast_rng = _play(kinds, seed, wants=None)
        slow, slow_bots, slow_rng = _play(kinds, seed, wants=True)
        assert fast.history == slow.history  # every action and its events
        assert list(fast.log_lines()) == list(slow.log_lines())
        assert fast.game.state.snapshot() == slow.game.state.snapshot()
        assert fast_rng.getstate() == slow_rng.getstate()
        assert sum(b.decisions for b in fast_bots) < sum(b.decisions for b in slow_bots)
        assert replay_lines(list(fast.log_lines())).game.state.snapshot() == fast.game.state.snapshot()


class AskedInterjecting(Asked):
    """``Asked`` for a bot that interjects (cheats and accusations)."""

    interjects = True

    def interject(self, view: PlayerView, rng: random.Random) -> Action | None:
        return self.inner.interject(view, rng)  # type: ignore[attr-defined, no-any-return]


def test_every_decision_is_asked_in_a_game_with_interjections() -> None:
    recorded = new_game("cheaters-ru", ["A", "B", "C"], seed=4)
    bots = [AskedInterjecting(make_agent("heuristic")) for _ in range(3)]
    table = Table(recorded, bots, random.Random(4), max_rounds=30)
    assert table.interjectors and not any(table.plays_forced)
    table.advance_bots()
    assert sum(bot.lone["Roll"] for bot in bots) > 0


def test_step_plays_a_forced_move_without_asking() -> None:
    recorded = new_game("classic-en", ["A", "B"], seed=7)
    bots = [Asked(make_agent("heuristic")) for _ in range(2)]
    table = Table(recorded, bots, random.Random(7))
    events = table.step()  # the first decision: the first player's roll, a forced move
    assert events and bots[0].decisions == bots[1].decisions == 0
    assert type(recorded.history[-1][0]).__name__ == "Roll"
