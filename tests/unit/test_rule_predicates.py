"""The ``can_*`` predicates of ``core.properties`` answer as their ``*_refusal`` functions do, and
``Game.free_actions`` (built on the predicates) lists exactly the free actions the refusals allow.

Checked on every square for every player at many points of seeded games of random play and of
heuristic bots (with mortgages, buildings, uneven groups, building auctions and bankrupts).
"""

from __future__ import annotations

import random

import pytest

from monopoly_engine.agents.runner import play_game
from monopoly_engine.core import Game, SeededRandom, properties
from monopoly_engine.core.actions import Build, ClaimRent, Mortgage, SellBuilding, Unmortgage
from monopoly_engine.core.edition import STREET
from monopoly_engine.editions import load_edition
from monopoly_engine.sim import make_spec

CHECK_EVERY = 5


def _free_actions_by_refusals(game: Game, player: int) -> list:
    """``free_actions`` as it was written before the predicates: every owned property through the refusals."""
    state = game.state
    if state.over or state.players[player].bankrupt:
        return []
    actions: list = []
    for space in game.edition.properties:
        if state.owner[space] != player:
            continue
        if state.mortgaged[space]:
            if properties.unmortgage_refusal(game, player, space) is None:
                actions.append(Unmortgage(player, space))
            continue
        if properties.mortgage_refusal(game, player, space) is None:
            actions.append(Mortgage(player, space))
        if game.edition.spaces[space].kind == STREET:
            if properties.build_refusal(game, player, space) is None:
                actions.append(Build(player, space))
            if state.level[space] and properties.sell_refusal(game, player, space) is None:
                actions.append(SellBuilding(player, space))
    if any(claim[1] == player for claim in state.claims):
        actions.append(ClaimRent(player))
    return actions


def _check(game: Game) -> None:
    for player in range(len(game.state.players)):
        for space in range(game.edition.size):
            assert properties.can_mortgage(game, player, space) == (
                properties.mortgage_refusal(game, player, space) is None
            )
            assert properties.can_unmortgage(game, player, space) == (
                properties.unmortgage_refusal(game, player, space) is None
            )
            assert properties.can_sell(game, player, space) == (properties.sell_refusal(game, player, space) is None)
            for paying in (True, False):
                assert properties.can_build(game, player, space, paying=paying) == (
                    properties.build_refusal(game, player, space, paying=paying) is None
                )
        assert game.free_actions(player) == _free_actions_by_refusals(game, player)


@pytest.mark.parametrize("seed", range(4))
def test_predicates_agree_with_refusals_in_random_play(seed: int) -> None:
    game, _ = Game.new(load_edition("classic-en"), ("A", "B", "C", "D"), SeededRandom(seed))
    choice = random.Random(seed)
    steps = 0
    while not game.state.over and game.state.rounds < 150:
        if choice.random() < 0.3:  # a free action of a random player: mortgages and buildings come and go
            player = choice.choice(game.active_players())
            free = game.free_actions(player)
            if free:
                game.apply(choice.choice(free))
                continue
        actions = game.decision_actions() or game.free_actions(game.state.stack[-1].player)
        game.apply(choice.choice(actions))
        steps += 1
        if steps % CHECK_EVERY == 0:
            _check(game)
    _check(game)


@pytest.mark.parametrize("options", [{}, {"houses": "8", "hotels": "2"}])
def test_predicates_agree_with_refusals_in_bot_games(options: dict) -> None:
    spec = make_spec("classic-en", "heuristic,heuristic,heuristic,heuristic", 3, max_rounds=200)
    for seed in range(2):
        game, _ = Game.new(load_edition("classic-en", options), spec.names, SeededRandom(seed))
        counter = [0]

        def check_now(events: list, game: Game = game, counter: list = counter) -> None:
            counter[0] += 1
            if counter[0] % CHECK_EVERY == 0 and not game.state.over:
                _check(game)

        play_game(game, spec.make_agents(), random.Random(seed), spec.max_rounds, on_events=check_now)
