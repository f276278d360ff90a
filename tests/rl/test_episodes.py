"""Episodes: the same seed gives the same game, every episode saves as a log that replays (``monopoly
replay`` too), the observation shows nothing hidden, the rewards and the limits are as documented, and the
``ansi`` picture is the terminal's board."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from monopoly_engine import rl
from monopoly_engine.game import load_log
from monopoly_engine.rl.gym_env import MonopolyEnv
from monopoly_engine.rl.observation import ObservationEncoder
from monopoly_engine.rl.rewards import net_worth

from .conftest import CONFIGURATION_PARAMS


def play_aec(env, seed: int, steps: int) -> list[str]:
    """Random masked play (the choices seeded by ``seed``); returns the game's log lines."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _agent in env.agent_iter(steps):
        observation, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return list(env.unwrapped.episode.recorded.log_lines())


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_the_same_seed_gives_the_same_game(edition: str, options: dict) -> None:
    first = play_aec(rl.env(edition=edition, players=3, options=options), 21, 500)
    again = play_aec(rl.env(edition=edition, players=3, options=options), 21, 500)
    other = play_aec(rl.env(edition=edition, players=3, options=options), 22, 500)
    assert first == again
    assert first != other


def test_gymnasium_reset_is_deterministic_and_seeds_the_next_episodes() -> None:
    def episodes(seed: int) -> list[int]:
        env = MonopolyEnv(opponents=["heuristic", "random"])
        seeds = [env.reset(seed=seed)[1]["seed"]]
        seeds += [env.reset()[1]["seed"] for _ in range(3)]
        return seeds

    assert episodes(5) == episodes(5)
    assert episodes(5)[0] == 5 and len(set(episodes(5))) == 4
    a, b = MonopolyEnv(opponents=["heuristic"]), MonopolyEnv(opponents=["heuristic"])
    obs_a, _ = a.reset(seed=8)
    obs_b, _ = b.reset(seed=8)
    rng = np.random.default_rng(1)
    for _ in range(300):
        assert np.array_equal(obs_a["observation"], obs_b["observation"])
        action = int(rng.choice(np.flatnonzero(a.action_masks())))
        obs_a, reward_a, done_a, cut_a, _ = a.step(action)
        obs_b, reward_b, done_b, cut_b, _ = b.step(action)
        assert (reward_a, done_a, cut_a) == (reward_b, done_b, cut_b)
        if done_a or cut_a:
            break


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_every_episode_saves_a_log_that_replays(edition: str, options: dict, tmp_path) -> None:
    env = MonopolyEnv(edition=edition, options=options, opponents=["heuristic", "random"], max_rounds=40)
    env.reset(seed=31)
    rng = np.random.default_rng(31)
    done = False
    while not done:
        _, _, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        done = terminated or truncated
    path = tmp_path / "episode.jsonl"
    env.save_log(path)
    replayed = load_log(path)
    assert replayed.game.is_over
    assert list(replayed.log_lines()) == list(env.episode.recorded.log_lines())


def test_monopoly_replay_reads_the_saved_log(tmp_path) -> None:
    env = rl.env(edition="mega", players=2, max_rounds=15)
    play_aec(env, 3, 5000)
    path = tmp_path / "mega.jsonl"
    env.unwrapped.save_log(path)
    done = subprocess.run(
        [sys.executable, "-m", "monopoly_engine", "replay", str(path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "round" in done.stdout


def test_the_observation_shows_nothing_hidden() -> None:
    """The order of the decks and the random source are not in the observation: changing them changes nothing."""
    env = rl.raw_env(edition="classic-en", players=2)
    play_aec(env, 12, 200)
    game = env.episode.game
    view = env.episode.views[0]
    encoder = ObservationEncoder(game.edition)
    seen = encoder.encode(view, deciding=False)
    for deck in game.state.decks.values():
        deck.reverse()
    game.rng = type(game.rng)(999)
    assert np.array_equal(encoder.encode(view, deciding=False), seen)
    # The public state is in it: a change of cash shows.
    game.state.players[1].cash += 100
    assert not np.array_equal(encoder.encode(view, deciding=False), seen)


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_the_kept_board_rows_give_the_observation_made_afresh(edition: str, options: dict) -> None:
    """The encoder keeps each seat's board rows between decisions and updates them by the core's counters:
    every observation of a random game, for every seat, equals one made by a new encoder."""
    env = rl.raw_env(edition=edition, players=3, options=options, max_rounds=60)
    env.reset(seed=21)
    rng = np.random.default_rng(21)
    for step, agent in enumerate(env.agent_iter(1500)):
        observation, _, terminated, truncated, _ = env.last()
        episode = env.episode
        if step % 5 == 0:  # every seat, the deciding one included, against a fresh encoder
            for seat, view in enumerate(episode.views):
                deciding = episode.request is not None and episode.request.seat == seat
                fresh = ObservationEncoder(episode.game.edition).encode(view, deciding)
                assert np.array_equal(env.setup.encoder.encode(view, deciding), fresh), (step, seat)
        assert np.array_equal(
            observation["observation"],
            ObservationEncoder(episode.game.edition).encode(
                episode.views[env._seat[agent]], agent == env.agent_selection and episode.request is not None
            ),
        )
        env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"]))))


def test_rewards_are_the_result_and_the_optional_shaping() -> None:
    coefficient = 0.5
    env = MonopolyEnv(opponents=["random"], rewards=rl.Rewards(net_worth=coefficient), max_rounds=500)
    env.reset(seed=2)
    start = net_worth(env.episode.game, 0)
    rng = np.random.default_rng(2)
    total, done = 0.0, False
    while not done:
        mask = env.action_masks()
        buy = [i for i in np.flatnonzero(mask) if i in (0, 1, 2, 6)]  # roll, end the turn, buy, pay
        _, reward, terminated, truncated, info = env.step(int(rng.choice(buy or np.flatnonzero(mask))))
        total += reward
        done = terminated or truncated
    game = env.episode.game
    result = rl.Rewards().result(game, 0)
    assert result in (1.0, -1.0, 0.0)
    assert total == pytest.approx(result + coefficient * (net_worth(game, 0) - start), abs=1e-6)
    assert terminated == (info["winner"] >= 0)


def test_the_round_and_step_limits_truncate() -> None:
    env = MonopolyEnv(opponents=["heuristic"], max_rounds=2)
    env.reset(seed=1)
    done = cut = False
    while not (done or cut):
        _, reward, done, cut, _ = env.step(int(np.flatnonzero(env.action_masks())[0]))
    assert cut and not done and reward == 0.0 and env.episode.game.state.rounds == 2
    env = MonopolyEnv(opponents=["heuristic"], max_steps=5)
    env.reset(seed=1)
    flags = [env.step(int(np.flatnonzero(env.action_masks())[0]))[3] for _ in range(5)]
    assert flags == [False, False, False, False, True]


def test_the_aec_environment_ends_every_agent() -> None:
    env = rl.env(edition="classic-en", players=4, max_rounds=30)
    play_aec(env, 6, 100_000)
    assert env.agents == []
    assert env.unwrapped.episode.game.is_over


def test_ansi_render_is_the_terminal_board() -> None:
    env = MonopolyEnv(edition="mega", opponents=["buyer"], render_mode="ansi")
    env.reset(seed=1)
    picture = env.render()
    assert isinstance(picture, str)
    assert env.episode.game.edition.name in picture
    assert "$" in picture  # the players' cash
    assert MonopolyEnv(opponents=["buyer"]).render() is None


def test_bad_arguments_are_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="2 to 8 players"):
        rl.raw_env(players=9)
    with pytest.raises(ValueError, match="render_mode"):
        MonopolyEnv(render_mode="human")
    with pytest.raises(ValueError, match="illegal"):
        MonopolyEnv(illegal="ignore")
    with pytest.raises(ValueError, match="seat"):
        MonopolyEnv(opponents=["random"], seat=2)
    with pytest.raises(ValueError, match="max_rounds"):
        MonopolyEnv(max_rounds=0)
    with pytest.raises(ValueError):
        MonopolyEnv(opponents=["no-such-bot"])
