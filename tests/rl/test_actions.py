"""The action mapping: the mask is exactly the engine's legal set mapped, an action outside it is refused and
changes nothing, and a long random masked rollout never takes a refused action."""

from __future__ import annotations

import numpy as np
import pytest

from monopoly_engine import rl
from monopoly_engine.agents.runner import ANSWERS_BEYOND_THE_LIST
from monopoly_engine.core import IllegalActionError
from monopoly_engine.core.actions import Bid, PlayCard, ProposeTrade, TradeSide
from monopoly_engine.rl.actions import (
    ACTION_COUNT,
    BID_MINIMUM,
    BID_STEP,
    BID_STEPS,
    TRADE_MULTIPLES,
    TRADES,
    decode,
    encode,
    legal_mask,
)

from .conftest import CONFIGURATION_PARAMS, CONFIGURATIONS


def accepted(game, view, listed, action) -> bool:
    """Whether the table takes ``action`` as the seat's answer: listed by the game, or an action of the seat's
    own of the kinds a player may always try that the rules accept (``agents.runner.Table``)."""
    if action in listed or view.listed(action):
        return True
    return isinstance(action, ANSWERS_BEYOND_THE_LIST) and action.player == view.seat and game.is_legal(action)


def masked_rollout(edition: str, options: dict, steps: int, seed: int, check_every: int = 0):
    """A random masked rollout of ``steps`` agent steps (new games as they end); every ``check_every``-th
    decision, the mask is compared with the engine's answer for every integer. Returns the games' count."""
    env = rl.raw_env(edition=edition, players=3, options=options, max_rounds=60)
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    games = 1
    for step in range(steps):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            env.step(None)
            if not env.agents:
                env.reset(seed=seed + games)
                games += 1
            continue
        mask = env.observe(agent)["action_mask"]
        episode = env.episode
        request = episode.request
        view = episode.views[request.seat]
        if check_every and step % check_every == 0:
            engine = np.array(
                [
                    accepted(episode.game, view, request.actions, decode(i, view, request.actions))
                    for i in range(ACTION_COUNT)
                ],
                dtype=np.int8,
            )
            assert np.array_equal(mask, engine), (np.flatnonzero(mask != engine), view.decision)
        legal = np.flatnonzero(mask)
        assert legal.size, f"no legal action at {view.decision}"
        env.step(int(rng.choice(legal)))  # a refused action would raise IllegalActionError
    return games


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_mask_is_the_engines_legal_set(edition: str, options: dict) -> None:
    masked_rollout(edition, options, steps=600, seed=11, check_every=7)


def test_random_masked_rollout_of_ten_thousand_steps() -> None:
    games = sum(
        masked_rollout(edition, options, steps=10_000 // len(CONFIGURATIONS) + 1, seed=5)
        for edition, options in CONFIGURATIONS
    )
    assert games > len(CONFIGURATIONS)  # games ended and new ones began


@pytest.mark.slow
@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_long_random_masked_rollout(edition: str, options: dict) -> None:
    masked_rollout(edition, options, steps=50_000, seed=17, check_every=97)


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_the_kept_mask_and_listing_give_the_ones_made_afresh(edition: str, options: dict) -> None:
    """After every step of a random masked rollout, the environment's mask (made by the ``MaskEncoder`` kept
    across the game, with its per-seat trade rows) is the mask a new encoder makes, and each integer's listed
    action, which the table applies unchecked, is one of the very actions the engine listed and the action
    ``decode`` makes for the integer."""
    env = rl.raw_env(edition=edition, players=3, options=options, max_rounds=60)
    rng = np.random.default_rng(21)
    env.reset(seed=21)
    checked = 0
    for _ in range(400):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            env.step(None)
            if not env.agents:
                env.reset(seed=22 + checked)
            continue
        mask = env.observe(agent)["action_mask"]
        episode = env.episode
        request = episode.request
        view = episode.views[request.seat]
        assert np.array_equal(mask, legal_mask(view, request.actions))
        engine_listed = (*request.actions, *view.free_actions())
        for index, action in env._listed.items():
            assert mask[index] == 1
            assert any(action is listed for listed in engine_listed)
            assert decode(index, view, request.actions) == action
        checked += 1
        env.step(int(rng.choice(np.flatnonzero(mask))))
    assert checked > 300


def test_every_listed_action_round_trips() -> None:
    """Each action the engine lists that has an integer decodes back to itself."""
    env = rl.raw_env(edition="mega", players=2)
    env.reset(seed=4)
    rng = np.random.default_rng(4)
    seen = 0
    for _ in range(800):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            break
        request = env.episode.request
        view = env.episode.views[request.seat]
        for action in (*request.actions, *view.free_actions()):
            index = encode(action)
            if index is not None and type(action) is not PlayCard:
                assert decode(index, view, request.actions) == action
                seen += 1
        env.step(int(rng.choice(np.flatnonzero(env.observe(agent)["action_mask"]))))
    assert seen > 800


def test_bids_and_trades_decode_to_their_documented_amounts() -> None:
    env = rl.raw_env(edition="classic-en", players=2)
    env.reset(seed=2)
    episode = env.episode
    # Walk to the first auction: decline every purchase, roll and end turns otherwise.
    rng = np.random.default_rng(0)
    while type(episode.views[0].decision).__name__ != "AuctionDecision":
        mask = env.observe(env.agent_selection)["action_mask"]
        choices = [i for i in np.flatnonzero(mask) if i < 4]  # roll, end turn, buy, decline
        choices = [i for i in choices if i != 2] or list(np.flatnonzero(mask))
        env.step(int(rng.choice(choices)))
    view = episode.views[episode.request.seat]
    lot = view.edition.spaces[view.decision.space]
    assert decode(BID_MINIMUM, view) == Bid(view.seat, view.minimum_bid())
    for step, fraction in enumerate(BID_STEPS):
        assert decode(BID_STEP + step, view) == Bid(view.seat, round(lot.price * fraction))
    space = view.decision.space
    offer = decode(TRADES + space * len(TRADE_MULTIPLES) + 1, view)
    assert offer == ProposeTrade(view.seat, -1, TradeSide(cash=round(lot.price * 1.5)), TradeSide(spaces=(space,)))


def test_an_action_outside_the_mask_is_refused_and_changes_nothing() -> None:
    env = rl.env(edition="classic-en", players=2, illegal="raise")
    env.reset(seed=9)
    inner = env.unwrapped
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    history = len(inner.episode.recorded.history)
    before = env.observe(agent)["observation"].copy()
    with pytest.raises(IllegalActionError):
        env.step(illegal)
    assert len(inner.episode.recorded.history) == history
    assert env.agent_selection == agent
    assert np.array_equal(env.observe(agent)["observation"], before)
    env.step(int(np.flatnonzero(mask)[0]))  # the environment goes on
    assert len(inner.episode.recorded.history) == history + 1
