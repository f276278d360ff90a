"""The ``expert`` bot (``agents.search``): its decisions depend on what its seat sees and its seed, never on the
hidden deck order or the game's own random source; it plays every edition; its parameters are checked."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

import pytest

from monopoly_engine.agents import SearchAgent, SearchParams, make_agent
from monopoly_engine.agents.runner import Table
from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.core.actions import Buy, Decline
from monopoly_engine.core.decisions import BuyDecision
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView

CHEAP = "rollouts=3,horizon=4"


def first_buy_decision(seed: int) -> Game:
    """A game of two heuristic bots played up to a purchase offer after the first rounds."""
    game = new_game("classic-en", ["a", "b"], seed=seed).game
    table = Table(game, [make_agent("heuristic"), make_agent("heuristic")], random.Random(seed))
    while not game.state.over:
        if (
            type(game.decision) is BuyDecision
            and game.state.rounds >= 3
            and Buy(game.decision.player) in (game.decision_actions())
        ):
            return game
        table.step()
    raise AssertionError("no purchase offer in the game")


def hidden_changed(game: Game, seed: int) -> Game:
    twin = game.clone()
    shuffler = random.Random(seed)
    for deck_id, deck in twin.state.decks.items():
        order = list(deck)
        shuffler.shuffle(order)
        twin.state.decks[deck_id] = deque(order)
    twin.rng = SeededRandom(seed)
    return twin


@pytest.mark.parametrize(("seed", "params"), [(1, CHEAP), (2, CHEAP), (1, CHEAP + ",learned=0,trades=0")])
def test_decisions_do_not_depend_on_the_hidden_deck_order_or_dice(seed: int, params: str) -> None:
    game = first_buy_decision(seed)
    twin = hidden_changed(game, 1000 + seed)
    assert twin.state.decks != game.state.decks  # the hidden order really differs
    assert [twin.rng.clone().roll(2) for _ in range(4)] != [game.rng.clone().roll(2) for _ in range(4)]
    answers = []
    for played in (game, twin):
        seat = played.state.stack[-1].player
        bot = make_agent("expert", params)
        assert isinstance(bot, SearchAgent)
        answer = bot.decide(PlayerView(played, seat), played.decision_actions(), random.Random(7))
        assert bot.searched == 1 and bot.rollouts == 6  # buy and decline, three rollouts each
        answers.append((answer, bot.last_values))
    assert answers[0] == answers[1]  # the same answer from the same values, to the last bit
    # the values do depend on the bot's own seed: the rollouts are not all one future
    other = make_agent("expert", params)
    assert isinstance(other, SearchAgent)
    seat = game.state.stack[-1].player
    other.decide(PlayerView(game, seat), game.decision_actions(), random.Random(8))
    assert other.last_values != answers[0][1]


def test_the_game_is_left_as_it_was() -> None:
    game = first_buy_decision(3)
    before = game.state.snapshot()
    seat = game.state.stack[-1].player
    answer = make_agent("expert", CHEAP).decide(PlayerView(game, seat), game.decision_actions(), random.Random(1))
    assert answer in (Buy(seat), Decline(seat))
    assert game.state.snapshot() == before


@pytest.mark.parametrize("edition", ["classic-en", "classic-it", "mega", "cheaters-ru"])
def test_it_plays_every_edition(edition: str) -> None:
    game = new_game(edition, ["a", "b", "c"], seed=5).game
    expert = make_agent("expert", "rollouts=1,horizon=2")
    assert isinstance(expert, SearchAgent)
    Table(
        game, [expert, make_agent("heuristic"), make_agent("heuristic")], random.Random(5), max_rounds=12
    ).advance_bots()
    assert game.state.over
    assert expert.searched > 0


def test_the_same_seed_plays_the_same_game() -> None:
    def play() -> dict[str, object]:
        game = new_game("classic-en", ["a", "b"], seed=11).game
        bots = [make_agent("expert", "rollouts=2,horizon=3"), make_agent("heuristic")]
        Table(game, bots, random.Random(11), max_rounds=15).advance_bots()
        return game.state.snapshot()

    assert play() == play()


def test_parameters() -> None:
    params = SearchParams.parse("rollouts=5, Horizon=0,perturb=0.5,ms=900")
    assert (params.rollouts, params.horizon, params.perturb, params.ms) == (5, 0, 0.5, 900)
    assert SearchParams.parse(params.as_text()) == params
    with pytest.raises(ValueError, match=r"unknown expert parameter 'depth'.*known: confidence, horizon"):
        make_agent("expert", "depth=2")
    with pytest.raises(ValueError, match="wants a whole number"):
        make_agent("expert", "rollouts=many")
    with pytest.raises(ValueError, match="at least 1"):
        make_agent("expert", "rollouts=0")
    with pytest.raises(ValueError, match="may not be negative"):
        make_agent("expert", "horizon=-1")
    with pytest.raises(ValueError, match="below 1"):
        make_agent("expert", "perturb=1")
    with pytest.raises(ValueError, match="'learned' is 0 or 1"):
        make_agent("expert", "learned=2")


def test_another_answer_replaces_the_heuristics_only_when_it_wins_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    game = first_buy_decision(1)
    seat = game.state.stack[-1].player
    view = PlayerView(game, seat)
    candidates = [Buy(seat), Decline(seat)]

    def chosen(decline_gain: Callable[[int], float]) -> object:
        bot = SearchAgent(SearchParams(rollouts=10))

        def rollout(view: PlayerView, candidate: object, seed: int) -> float:
            base = 0.4 + 0.01 * (seed % 7)  # the futures differ; the candidates share each one
            return base + (decline_gain(seed) if candidate == Decline(seat) else 0.0)

        monkeypatch.setattr(bot, "rollout", rollout)
        return bot.search(view, candidates, 100)

    assert chosen(lambda seed: 0.05) == Decline(seat)  # better in every future
    assert chosen(lambda seed: 0.005) == Buy(seat)  # better, but by less than the margin
    assert chosen(lambda seed: 0.4 if seed % 2 else -0.3) == Buy(seat)  # better on average, within the noise
    assert chosen(lambda seed: -0.05) == Buy(seat)


def test_the_perturbed_parameters_are_the_heuristics_with_its_defaults() -> None:
    from monopoly_engine.agents.search import PERTURBED, perturbed

    defaults = make_agent("heuristic").params  # type: ignore[attr-defined]
    for name, default, _ in PERTURBED:
        assert getattr(defaults, name) == default
    text = perturbed(random.Random(3), 0.2)
    make_agent("heuristic", text)  # every key known, every value accepted
    assert text != perturbed(random.Random(4), 0.2) and perturbed(random.Random(3), 0) == ""


def test_set_completing_offers_are_compared_at_the_end_of_a_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    from monopoly_engine.agents.search_trades import OfferMemory, completing_offers
    from monopoly_engine.core.actions import EndTurn, ProposeTrade
    from monopoly_engine.core.decisions import TurnDecision

    game = new_game("classic-en", ["a", "b"], seed=4).game
    table = Table(game, [make_agent("heuristic"), make_agent("heuristic")], random.Random(4))
    while True:  # to an end of turn where a set-completing offer exists
        assert not game.state.over
        seat = game.state.stack[-1].player
        view = PlayerView(game, seat)
        if type(game.decision) is TurnDecision and not view.roll_due and completing_offers(view, OfferMemory(), 4):
            break
        table.step()
    offers = completing_offers(view, OfferMemory(), 4)
    without = SearchAgent(SearchParams(trades=0))
    assert without.candidates(view, game.decision_actions(), EndTurn(seat)) == [EndTurn(seat)]
    bot = make_agent("expert", "trades=4")
    assert isinstance(bot, SearchAgent)
    assert bot.candidates(view, game.decision_actions(), EndTurn(seat)) == [EndTurn(seat), *offers]
    favoured = offers[-1]

    class EndsTurn:  # the heuristic's answer stood in for (a compiled heuristic's methods cannot be patched)
        name = "ends-turn"

        def decide(self, view: PlayerView, actions: list[object], rng: random.Random) -> object:
            return EndTurn(seat)

    monkeypatch.setattr(bot, "_heuristic", EndsTurn())
    monkeypatch.setattr(bot, "rollout", lambda view, c, seed: 0.4 + 0.001 * (seed % 5) + 0.2 * (c == favoured))
    assert bot.decide(view, game.decision_actions(), random.Random(1)) == favoured
    assert isinstance(favoured, ProposeTrade)  # made: not listed again for a while
    again = bot.candidates(view, game.decision_actions(), EndTurn(seat))
    assert all(o.get.spaces != favoured.get.spaces for o in again[1:] if isinstance(o, ProposeTrade))


def test_a_rollout_bot_refused_by_the_engine_ends_its_rollout_where_it_stands() -> None:
    from monopoly_engine.core.actions import Build

    class Stubborn:  # what a fresh rollout bot does when it repeats an offer refused earlier in the turn
        name = "stubborn"

        def decide(self, view: PlayerView, actions: list[object], rng: random.Random) -> object:
            return Build(view.seat, 1)  # never legal here: nobody holds the browns

    game = first_buy_decision(2)
    seat = game.state.stack[-1].player
    bot = SearchAgent(SearchParams(rollouts=2, horizon=3), heuristic=lambda params: Stubborn())  # type: ignore[arg-type, return-value]
    worth = bot.rollout(PlayerView(game, seat), Decline(seat), 5)
    assert bot.cut_short == 1 and 0 < worth < 1
