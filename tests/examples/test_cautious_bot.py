"""The example bot of docs/bot-api.md (examples/cautious_bot.py) on every edition: only legal actions, every
game finishes, and it does what its docstring says (a reserve kept, builds on full sets only, out of jail at once).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core.actions import Bid, Build, Buy, PayBail, Roll, UseCard
from monopoly_engine.core.decisions import DebtDecision, TurnDecision
from monopoly_engine.editions import available_editions
from monopoly_engine.game import new_game

REPO = Path(__file__).resolve().parents[2]
CAUTIOUS = "examples.cautious_bot:CautiousBot"
SEEDS = (1, 2, 3)


def cautious(params: str | None = None):
    return make_agent(CAUTIOUS, params, search=(str(REPO),))


class Audited:
    """Wraps a bot: every answer must be legal, and the cautious bot's promises must hold."""

    wants_forced_moves = True  # a checking wrapper sees every decision, forced moves included

    def __init__(self, agent) -> None:
        self.agent = agent
        self.name = agent.name
        self.answers = 0
        self.buys = self.builds = self.bails = 0

    def decide(self, view, actions, rng):
        cash = view.cash()
        action = self.agent.decide(view, actions, rng)
        legal = action in actions or action in view.free_actions() or (type(action) is Bid and view.is_legal(action))
        assert legal, f"{action!r} is not legal at {view.decision!r} (offered {actions})"
        reserve = self.agent.reserve
        if type(action) is Buy:
            self.buys += 1
            assert cash - view.edition.spaces[view.decision.space].price >= reserve
        if type(action) is Build:
            self.builds += 1
            assert view.owns_group(view.seat, action.space)
            assert cash - view.next_building(action.space)[1] >= reserve
        if type(view.decision) is TurnDecision and view.in_jail() and view.roll_due and not view.rolled:
            offered = {type(a) for a in actions}
            if UseCard in offered:
                assert type(action) is UseCard
            elif PayBail in offered and cash - view.rules.jail_fine >= reserve:
                assert type(action) is PayBail
                self.bails += 1
            elif type(action) is Roll:
                assert cash - view.rules.jail_fine < reserve or PayBail not in offered
        if type(view.decision) is DebtDecision:
            assert not actions or type(action) in {type(a) for a in actions} or action in view.free_actions()
        self.answers += 1
        return action


@pytest.mark.parametrize("edition", available_editions())
def test_the_example_bot_plays_legal_finished_games_on_every_edition(edition: str) -> None:
    audited = [Audited(cautious()), Audited(cautious("reserve=50"))]
    finished = 0
    for seed in SEEDS:
        recorded = new_game(edition, ["Ann", "Bob", "Cid"], seed=seed)
        others = [make_agent("heuristic")]
        play_game(recorded.game, [*audited, *others], random.Random(seed), max_rounds=300)
        state = recorded.game.state
        assert state.over, f"{edition} seed {seed}: the game did not end"
        finished += state.winner >= 0
    assert finished >= 1, f"{edition}: no game ended with a winner in {len(SEEDS)} seeds"
    assert all(a.answers > 50 for a in audited)
    assert sum(a.buys for a in audited) > 0


def test_the_reserve_changes_its_play() -> None:
    def bought(reserve: int) -> int:
        bot = Audited(cautious(f"reserve={reserve}"))
        for seed in SEEDS:
            recorded = new_game("classic-en", ["Ann", "Bob"], seed=seed)
            play_game(recorded.game, [bot, make_agent("random")], random.Random(seed), max_rounds=60)
        return bot.buys

    assert bought(0) > bought(1000)


def test_a_bad_reserve_is_refused() -> None:
    with pytest.raises(ValueError, match="reserve"):
        cautious("reserve=-5")
    with pytest.raises(ValueError, match=r"wants a int|int"):
        cautious("reserve=lots")
