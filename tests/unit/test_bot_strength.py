"""The heuristic bot keeps its strength: heads-up against ``buyer`` and ``random`` on fixed seeds it wins at least
as often as it did before it learnt to remember its work (``_Plan``, the version counters) and before the runner
played forced moves for it.

Design: two-player classic-en games, seats alternating with the seed (even seeds: the heuristic first), dice
from ``SeededRandom(seed)``, the bots' own choices from ``random.Random(seed)``, a draw at 500 rounds, the bots
made by ``make_agent`` and driven by ``play_game`` as a simulation drives them. ``BEFORE`` holds the wins the
same games gave with the code before those changes (measured with this very design; they have not changed
since: the games are the same). A run passes when its win rate is not significantly below that one (the
upper end of its 95% Wilson interval, ``sim.stats.wilson_interval``, reaches it) and the heuristic still wins
most games. The default run plays 300 games (a few seconds); ``pytest -m slow`` 1,000 more.
"""

from __future__ import annotations

import random

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.editions import load_edition
from monopoly_engine.sim.stats import wilson_interval

MAX_ROUNDS = 500
# (opponent, first seed, games) -> the heuristic's wins before (draws at the round limit count as no win)
BEFORE = {
    ("buyer", 0, 200): 130,  # 65.0%, 14 draws
    ("random", 0, 100): 96,  # 96.0%
    ("buyer", 1000, 600): 343,  # 57.2%, 81 draws
    ("random", 1000, 400): 393,  # 98.2%
}


def heads_up(opponent: str, first: int, games: int) -> int:
    """The heuristic's wins in ``games`` two-player games against ``opponent`` from seed ``first`` on."""
    edition = load_edition("classic-en")
    wins = 0
    for seed in range(first, first + games):
        kinds = ["heuristic", opponent] if seed % 2 == 0 else [opponent, "heuristic"]
        game, _ = Game.new(edition, ["P0", "P1"], SeededRandom(seed))
        play_game(game, [make_agent(kind) for kind in kinds], random.Random(seed), max_rounds=MAX_ROUNDS)
        winner = game.state.winner
        wins += winner >= 0 and kinds[winner] == "heuristic"
    return wins


def check_margin(opponent: str, first: int, games: int) -> None:
    wins = heads_up(opponent, first, games)
    before = BEFORE[(opponent, first, games)]
    low, high = wilson_interval(wins, games)
    assert high >= before / games, (
        f"against {opponent}: {wins}/{games} wins (95% interval {low:.3f}-{high:.3f}), "
        f"below the {before}/{games} of before"
    )
    assert wins > games / 2, f"against {opponent}: only {wins}/{games} wins"


@pytest.mark.parametrize(("opponent", "games"), [("buyer", 200), ("random", 100)])
def test_the_heuristic_beats_its_baselines_by_at_least_its_former_margins(opponent: str, games: int) -> None:
    check_margin(opponent, 0, games)


@pytest.mark.slow
@pytest.mark.parametrize(("opponent", "games"), [("buyer", 600), ("random", 400)])
def test_slow_the_heuristic_beats_its_baselines_by_at_least_its_former_margins(opponent: str, games: int) -> None:
    check_margin(opponent, 1000, games)
