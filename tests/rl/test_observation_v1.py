"""Observation v1: v0 unchanged in front, then the groups, current rents, house costs, sets, holdings per group,
expected rent per opponent roll and cash against the opponents' best rent; sized for every edition; the
encoder kept across a game gives what a fresh one gives."""

from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from monopoly_engine import rl
from monopoly_engine.agents.tables import board_tables
from monopoly_engine.core.edition import UTILITY
from monopoly_engine.core.rent import standing_rent
from monopoly_engine.rl.observation import MONEY_SCALE, OBSERVATION_SIZE, ObservationEncoder
from monopoly_engine.rl.observation_v1 import (
    CASH_RATIO_CAP,
    GROUP_V1,
    MAX_GROUPS,
    OBSERVATION_V1_SIZE,
    RENT_RATE_SCALE,
    S1_GROUP,
    S1_HOUSE_COST,
    S1_RENT,
    S1_SET,
    SQUARE_V1,
    V1_CASH_RATIO_AT,
    V1_GROUPS_AT,
    V1_RENT_RATES_AT,
    V1_SQUARES_AT,
    ObservationEncoderV1,
)

from .conftest import CONFIGURATIONS, IDS


def rollout(edition: str, options: dict, steps: int, seed: int):
    """Random masked AEC play with observation v1; yields (env, agent, observation) at every live step."""
    env = rl.raw_env(edition=edition, players=3, options=options, max_rounds=80, observation="v1")
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            env.step(None)
            if not env.agents:
                return
            continue
        observation = env.observe(agent)
        yield env, agent, observation["observation"]
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))


@pytest.mark.parametrize(("edition", "options"), CONFIGURATIONS, ids=IDS)
def test_v1_is_v0_then_what_a_player_looks_at(edition: str, options: dict) -> None:
    checked = 0
    for step, (env, agent, vector) in enumerate(rollout(edition, options, 1500, 3)):
        if step % 7:
            continue
        checked += 1
        episode = env.episode
        game = episode.game
        seat = env._seat[agent]
        view = episode.views[seat]
        deciding = episode.request is not None and episode.request.seat == seat
        assert vector.shape == (OBSERVATION_V1_SIZE,)
        # v0 first, as a fresh v0 encoder makes it; v1 as a fresh v1 encoder makes it (the kept one was used).
        assert np.array_equal(vector[:OBSERVATION_SIZE], ObservationEncoder(game.edition).encode(view, deciding))
        assert np.array_equal(vector, ObservationEncoderV1(game.edition).encode(view, deciding))
        squares = vector[V1_SQUARES_AT:V1_GROUPS_AT].reshape(-1, SQUARE_V1)
        groups = vector[V1_GROUPS_AT:V1_RENT_RATES_AT].reshape(-1, MAX_GROUPS, GROUP_V1)
        tables = board_tables(game.edition)
        state = game.state
        rates = [0.0] * len(state.players)
        best = 0.0
        for space in game.edition.properties:
            sp = game.edition.spaces[space]
            number = tables.group_of[space]
            assert (
                squares[space, S1_GROUP + number] == 1 and squares[space, S1_GROUP : S1_GROUP + MAX_GROUPS].sum() == 1
            )
            assert squares[space, S1_HOUSE_COST] == pytest.approx(min(sp.house_cost / 400, 1))
            owner = state.owner[space]
            if owner < 0 or state.mortgaged[space]:
                rent = 0.0
            elif sp.kind == UTILITY:
                held = sum(1 for s in game.edition.group_of[space] if state.owner[s] == owner)
                rent = sp.multipliers[held - 1] * (8 if game.rules.speed_die or game.rules.mega_dice else 7)
            else:
                rent = standing_rent(game, space, owner)  # the engine's own rent
            assert squares[space, S1_RENT] == pytest.approx(rent / MONEY_SCALE)
            members = tables.groups[number].members
            complete = owner >= 0 and all(state.owner[s] == owner for s in members)
            assert squares[space, S1_SET] == complete
            if owner >= 0:
                rates[owner] += tables.p[space] * rent
                if owner != seat:
                    best = max(best, rent)
        players = len(state.players)
        for player in range(players):
            relative = (player - seat) % players
            for number, group in enumerate(tables.groups):
                held = sum(1 for s in group.members if state.owner[s] == player)
                assert groups[relative, number, 0] == pytest.approx(held / len(group.members))
                assert groups[relative, number, 1] == (held == len(group.members))
            assert vector[V1_RENT_RATES_AT + relative] == pytest.approx(rates[player] / RENT_RATE_SCALE, rel=1e-5)
        expected = 1.0 if best == 0 else min(state.players[seat].cash / best, CASH_RATIO_CAP) / CASH_RATIO_CAP
        assert vector[V1_CASH_RATIO_AT] == pytest.approx(expected, rel=1e-5)
    assert checked > 50


def test_v1_passes_the_checkers() -> None:
    env = gym.make(rl.GYM_ID, opponents=["heuristic"], observation="v1").unwrapped
    assert env.observation_space["observation"].shape == (OBSERVATION_V1_SIZE,)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(env)
    with pytest.raises(ValueError, match="observation"):
        rl.env(observation="v2")
