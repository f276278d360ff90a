"""The heuristic seats' table of one game (``agents/heuristic/shared.py``): every group shape it keeps is the one
a valuation works out afresh, after every action of real games (every seat a heuristic, or only some); the seats of
one game find one table, another game (a clone included) another, and the registry of tables stays bounded."""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from monopoly_engine.agents import HeuristicAgent, make_agent
from monopoly_engine.agents import tables as bot_tables
from monopoly_engine.agents.heuristic import HeuristicParams
from monopoly_engine.agents.heuristic import shared as shared_module
from monopoly_engine.agents.heuristic.shared import shared_table
from monopoly_engine.agents.heuristic.valuation import _Board
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core import Game, SeededRandom
from monopoly_engine.editions import load_edition
from monopoly_engine.views import PlayerView, views_for


def _new_game(edition_id: str, seed: int, players: int = 4) -> Game:
    game, _ = Game.new(load_edition(edition_id), [f"p{i}" for i in range(players)], SeededRandom(seed))
    return game


def _check_shapes(views: list[PlayerView], params: HeuristicParams, counted: Counter[str]) -> None:
    """Every shape the table of ``views``' game keeps at its group's current version is a fresh valuation's."""
    view = views[views[0].active_players()[0]]  # (a seat still playing, as a deciding seat is)
    table = shared_table(view)
    tables = bot_tables.board_tables(view.edition)
    versions = view.group_versions
    fresh = _Board(view, tables, params)  # a valuation of its own: no shared table
    for (horizon, bonus, weight, opponents), shapes in table.shapes.items():
        assert (horizon, bonus, weight) == (params.horizon, params.set_bonus, params.partial_weight)
        if opponents != fresh.opponents:
            continue  # (kept from before a bankruptcy: never asked again)
        for (g, version, holder, changes, fund), shape in shapes.items():
            if version != versions[table.heads[g]]:
                counted["stale, never asked"] += 1
                continue
            over = dict(changes) if changes else None
            assert shape == fresh.shape(tables.groups[g], holder, over, fund), (g, holder, changes, fund)
            counted["checked"] += 1


def _after_action(views: list[PlayerView], params: HeuristicParams, counted: Counter[str], _events: object) -> None:
    _check_shapes(views, params, counted)


@pytest.mark.parametrize("edition_id", ["classic-en", "mega", "cheaters-ru"])
def test_the_shared_shapes_are_fresh_ones_after_every_action(edition_id: str) -> None:
    counted: Counter[str] = Counter()
    params = HeuristicParams()
    for seed in range(3):
        game = _new_game(edition_id, seed)
        views = views_for(game)
        agents = [HeuristicAgent(params) for _ in range(4)]
        play_game(game, agents, random.Random(seed), 150, functools.partial(_after_action, views, params, counted))
    assert counted["checked"] > 1000 and counted["stale, never asked"] > 0


def test_the_shared_shapes_are_fresh_ones_with_only_some_seats_heuristic() -> None:
    counted: Counter[str] = Counter()
    params = HeuristicParams()
    for seed in range(2):
        game = _new_game("classic-en", seed)
        views = views_for(game)
        agents = [HeuristicAgent(params), make_agent("buyer"), HeuristicAgent(params), make_agent("random")]
        play_game(game, agents, random.Random(seed), 150, functools.partial(_after_action, views, params, counted))
    assert counted["checked"] > 100


class _Stop(Exception):
    pass


def _play_some(game: Game, agents: list[HeuristicAgent], seed: int, actions: int) -> None:
    """Play ``game`` for ``actions`` actions and stop there, mid-game."""
    applied = Counter[str]()

    def stop(_events: object) -> None:
        applied["actions"] += 1
        if applied["actions"] >= actions:
            raise _Stop

    with pytest.raises(_Stop):
        play_game(game, agents, random.Random(seed), None, stop)
    assert not game.is_over


def test_the_seats_of_a_game_share_one_table_and_other_games_their_own() -> None:
    game = _new_game("classic-en", 1)
    agents = [HeuristicAgent() for _ in range(4)]
    _play_some(game, agents, 1, 200)
    tables = {id(agent._shared) for agent in agents}
    assert len(tables) == 1
    table = agents[0]._shared
    assert table is not None and any(table.shapes.values())
    # A seat handed to a new bot mid-game (a new view of the same game) finds the same table.
    assert shared_table(PlayerView(game, 2)) is table
    # A clone has a table of its own, empty, whatever the versions it carries; the original's is left as it was.
    twin = game.clone()
    assert twin.state.group_version == game.state.group_version
    twin_table = shared_table(views_for(twin)[0])
    assert twin_table is not table and not twin_table.shapes
    kept = {key: dict(shapes) for key, shapes in table.shapes.items()}
    _play_some(twin, [HeuristicAgent() for _ in range(4)], 7, 60)
    assert any(twin_table.shapes.values())
    assert {key: dict(shapes) for key, shapes in table.shapes.items()} == kept
    # Another game of the same edition and seed: another table.
    other = _new_game("classic-en", 1)
    assert shared_table(views_for(other)[0]) is not table


def test_the_tables_registry_stays_bounded() -> None:
    first = _new_game("classic-en", 0)
    table = shared_table(views_for(first)[0])
    for seed in range(3 * shared_module._TABLES_MAX):
        shared_table(views_for(_new_game("classic-en", seed))[0])
        assert len(shared_module._TABLES) <= shared_module._TABLES_MAX
    # The first game's table was dropped: asked again, it starts afresh rather than reading another game's.
    again = shared_table(views_for(first)[0])
    assert again is not table and again.live is first.state.group_version
