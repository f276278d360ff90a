"""Bots and the runner (``monopoly_engine.agents``): games finish, bots only take legal actions."""

from __future__ import annotations

import random

import pytest

from monopoly_engine.agents import BuyerAgent, HeuristicAgent, RandomAgent, SimpleAgent, agent_kinds, make_agent
from monopoly_engine.agents.runner import AgentActionError, play_game
from monopoly_engine.core import Action, BuyDecision, DebtDecision, Game, SeededRandom
from monopoly_engine.core.actions import Bid, DeclareBankruptcy, Decline, Roll
from monopoly_engine.core.events import GameOver
from monopoly_engine.editions import load_edition
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView


class CarefulSimple(SimpleAgent):
    """The simple bot, checking that it declares bankruptcy only when liquidation cannot cover the debt."""

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        action = super().decide(view, actions, rng)
        if isinstance(action, DeclareBankruptcy):
            decision = view.decision
            assert isinstance(decision, DebtDecision)
            assert view.liquidation_value() < decision.debt.amount
        return action


def money_is_conserved(game: Game) -> bool:
    state = game.state
    start = game.rules.starting_cash * len(state.players)
    return sum(p.cash for p in state.players) == start + state.bank_out - state.bank_in


def test_simple_bots_finish_their_games() -> None:
    """10 seeds, 4 simple bots, 1000 rounds: every game ends, no bot action is refused (play_game raises
    AgentActionError, an IllegalActionError, if one is), bankruptcy only when liquidation falls short."""
    endings = []
    for seed in range(10):
        recorded = new_game("classic-it", ["A", "B", "C", "D"], seed=seed)
        play_game(recorded, [CarefulSimple() for _ in range(4)], random.Random(seed), max_rounds=1000)
        game = recorded.game
        assert game.is_over and not game.legal_actions()
        assert money_is_conserved(game)
        endings.append(game.state.winner)
    # Four simple bots that never trade seldom complete a colour group: most games reach the round limit.
    assert all(w == -1 or 0 <= w < 4 for w in endings)


def test_two_simple_bots_mostly_play_to_a_winner() -> None:
    winners = 0
    for seed in range(10):
        recorded = new_game("classic-en", ["A", "B"], seed=seed)
        play_game(recorded, [CarefulSimple(), CarefulSimple()], random.Random(seed), max_rounds=1000)
        winners += recorded.game.state.winner >= 0
    assert winners > 5


@pytest.mark.parametrize("seed", range(5))
def test_random_bots_only_take_legal_actions(seed: int) -> None:
    recorded = new_game("classic-es", ["A", "B", "C"], seed=seed)
    agents = [RandomAgent(), RandomAgent(), SimpleAgent()]
    play_game(recorded, agents, random.Random(seed), max_rounds=150)
    assert recorded.game.is_over
    assert money_is_conserved(recorded.game)


def test_the_round_limit_ends_in_a_draw_and_reports_it() -> None:
    game, _ = Game.new(load_edition("classic-it"), ["A", "B"], SeededRandom(1))
    seen: list = []
    play_game(game, [SimpleAgent(), SimpleAgent()], random.Random(1), max_rounds=3, on_events=seen.extend)
    assert game.is_over and game.state.winner == -1 and game.state.rounds == 3
    assert seen[-1] == GameOver(-1, "round-limit")
    assert game.events == []


def test_an_illegal_choice_is_refused_with_the_agents_name() -> None:
    class Cheater:
        name = "cheater"
        wants_forced_moves = True  # asked at the first roll too (the table would play a forced move itself)

        def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
            return Roll(1 - view.seat)

    recorded = new_game("classic-it", ["A", "B"], seed=2)
    with pytest.raises(AgentActionError, match="'cheater' playing") as info:
        play_game(recorded, [Cheater(), Cheater()], random.Random(0))
    assert "not one of the legal actions" in str(info.value)
    assert recorded.history == []


def test_a_bid_above_the_minimum_is_accepted_and_one_above_cash_refused() -> None:
    class Bidder(SimpleAgent):
        def __init__(self, extra: int) -> None:
            self.extra = extra

        def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
            for action in actions:
                if isinstance(action, Bid) and action.amount < 50:
                    return Bid(view.seat, action.amount + self.extra)
            if isinstance(view.decision, BuyDecision):
                return Decline(view.seat)
            return super().decide(view, actions, rng)

    recorded = new_game("classic-it", ["A", "B"], seed=2)
    play_game(recorded, [Bidder(5), Bidder(5)], random.Random(0), max_rounds=2)
    bids = [a for a, _ in recorded.history if isinstance(a, Bid)]
    assert bids and all(b.amount >= 15 for b in bids)

    recorded = new_game("classic-it", ["A", "B"], seed=2)
    with pytest.raises(AgentActionError, match="you have only"):
        play_game(recorded, [Bidder(10_000), Bidder(10_000)], random.Random(0), max_rounds=2)


def test_the_registry() -> None:
    assert {"buyer", "heuristic", "random", "simple"} <= set(agent_kinds())
    assert isinstance(make_agent("Simple"), BuyerAgent) and make_agent("simple").name == "simple"
    assert type(make_agent("buyer")) is BuyerAgent and make_agent("buyer").name == "buyer"
    assert isinstance(make_agent("heuristic"), HeuristicAgent)
    assert make_agent("heuristic", "reserve=250, trades=false").params.reserve == 250  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="known: "):
        make_agent("grandmaster")
    with pytest.raises(ValueError, match="takes no parameters"):
        make_agent("random", "reserve=1")


def test_bots_claim_rent_off_turn_under_rent_must_be_claimed() -> None:
    """With rent_must_be_claimed, an owner's bot is asked as soon as a rent is claimable, not only on its turn."""
    import random as _random

    from monopoly_engine.agents import make_agent
    from monopoly_engine.agents.runner import play_game
    from monopoly_engine.core.events import RentClaimed, RentForfeited
    from monopoly_engine.game import new_game

    claimed = forfeited = 0

    def count(events):
        nonlocal claimed, forfeited
        claimed += sum(1 for e in events if isinstance(e, RentClaimed))
        forfeited += sum(1 for e in events if isinstance(e, RentForfeited))

    for seed in range(3):
        recorded = new_game("classic-en", ["A", "B", "C"], seed=seed, options={"rent_must_be_claimed": True})
        play_game(recorded.game, [make_agent("heuristic") for _ in range(3)], _random.Random(seed), 200, count)
    assert claimed > 0
    assert forfeited == 0
