"""``monopoly/Monopoly-v0``: Monopoly as a Gymnasium environment, one learning seat against bots.

The learner plays seat ``seat``; the other seats are ``opponents`` (``rl.opponents``): bot kinds (built-in
kinds such as ``random``, ``buyer``, ``heuristic``, or ``MODULE:CLASS``, as ``monopoly simulate`` takes them; a
new bot per episode), ``Agent`` objects, or policies (callables over the observation, for self-play), who play
their turns inside ``step`` on the project's game loop (``agents.runner.Table``, through ``rl.episode``).
Observations, the action mapping and the rewards are those of ``monopoly_v0`` (``rl.observation``,
``rl.actions``, ``rl.rewards``); ``action_masks()`` gives the mask as MaskablePPO wants it.

An action outside the mask is refused by the game (``IllegalActionError``) and nothing changes. As PettingZoo's
classic environments do, by default (``illegal="penalize"``) the learner's episode then ends: terminated, with
the reward ``illegal_reward`` (-1), the reason in ``info["refused"]`` and ``info["end"] == "illegal"``. With
``illegal="refuse"`` it returns the unchanged observation, the reward ``illegal_reward`` and the reason, and the
game goes on; with ``illegal="raise"`` ``step`` raises the error.

``observation`` and ``actions`` (``"v0"``, or ``"v1"``: ``rl.observation_v1``, ``rl.actions_v1``) choose the
layouts; ``delegate`` names the decision kinds a heuristic answers for the learner (``rl.episode``); ``reward_fn``
adds a reward of the caller's to every step (``rl.rewards``).

Every step's ``info["end"]`` says how the episode ended, or None while it goes on: ``"win"``, ``"loss"``,
``"shared"`` (a shared win), ``"round-limit"`` (``max_rounds``: a draw, truncated), ``"cut"`` (``max_steps``:
truncated, paid ``Rewards.cut``, a loss by default) or ``"illegal"``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from monopoly_engine.agents.base import Agent
from monopoly_engine.core import Action, Event, Game, IllegalActionError

from .episode import Episode, check_delegate
from .monopoly_v0 import observation_space
from .opponents import Opponent, check_opponent, opponent_name, seat_agent
from .rewards import Rewards, net_worth, relative_worth
from .setup import DEFAULT_MAX_ROUNDS, RENDER_MODES, Seeds, Setup, board_text, check_limits

ILLEGAL_MODES = ("penalize", "refuse", "raise")
# A hook adding to a step's reward: (game, learner's seat, the action played, its events) -> reward.
RewardFn = Callable[[Game, int, Action, list[Event]], float]


class MonopolyEnv(gym.Env[dict[str, np.ndarray], int]):
    """One learning seat (``seat``) against ``opponents``; the other arguments are ``monopoly_v0``'s."""

    metadata = {"render_modes": list(RENDER_MODES), "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        edition: str = "classic-en",
        opponents: Sequence[Opponent] | str = ("random",),
        seat: int = 0,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_rounds: int | None = DEFAULT_MAX_ROUNDS,
        max_steps: int | None = None,
        rewards: Rewards | None = None,
        illegal: str = "penalize",
        illegal_reward: float = -1.0,
        reward_fn: RewardFn | None = None,
        observation: str = "v0",
        actions: str = "v0",
        delegate: Sequence[str] = (),
    ) -> None:
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {RENDER_MODES} or None, not {render_mode!r}")
        if illegal not in ILLEGAL_MODES:
            raise ValueError(f"illegal must be one of {ILLEGAL_MODES}, not {illegal!r}")
        check_limits(max_rounds, max_steps)
        opponents = [opponents] if isinstance(opponents, str) else list(opponents)
        self.setup = Setup(edition, len(opponents) + 1, options, observation, actions)
        if type(seat) is not int or not 0 <= seat <= len(opponents):
            raise ValueError(f"seat must be 0 to {len(opponents)} (the learner's seat among the players), not {seat!r}")
        for opponent in opponents:
            check_opponent(opponent)  # a misspelt bot is refused now, not at the first reset
        if reward_fn is not None and not callable(reward_fn):
            raise ValueError(f"reward_fn must be a callable (game, seat, action, events) -> float, not {reward_fn!r}")
        self.opponents = opponents
        self.reward_fn = reward_fn
        self.delegate = check_delegate(delegate)
        self.seat = seat
        self.render_mode = render_mode
        self.max_rounds = max_rounds
        self.max_steps = max_steps
        self.reward_spec = rewards or Rewards()
        self.illegal = illegal
        self.illegal_reward = illegal_reward
        self.observation_space = observation_space(observation, self.setup.action_count)  # type: ignore[assignment]  # a Dict space of arrays
        self.action_space = spaces.Discrete(self.setup.action_count)  # type: ignore[assignment]  # numpy integers
        self._seeds = Seeds()
        self.episode: Episode | None = None
        self.seed_of_game = -1
        self.steps = 0
        self._worth = 0.0
        self._potential = 0.0
        self._time = 0
        self.end: str | None = None
        self._observed: dict[str, np.ndarray] | None = None
        # The learner's listed actions per integer (``MaskEncoder.listing``), and the step they were made at.
        self._listed: dict[int, Action] = {}
        self._trades = b""  # and the mask's trade part (``MaskEncoder.listing``)
        self._listed_at = -1

    def _seats(self) -> list[Agent | None]:
        bots = iter(self.opponents)
        setup = self.setup
        return [
            None if seat == self.seat else seat_agent(next(bots), setup, self.delegate) for seat in range(setup.players)
        ]

    def _names(self) -> list[str]:
        bots = iter(self.opponents)
        return [
            "learner" if seat == self.seat else f"{opponent_name(next(bots))}-{seat + 1}"
            for seat in range(self.setup.players)
        ]

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        self.seed_of_game = self._seeds.next(seed)
        setup = self.setup
        self.episode = Episode(
            setup.edition,
            setup.ref,
            setup.options,
            self._names(),
            self._seats(),
            self.seed_of_game,
            self.max_rounds,
            self.delegate,
        )
        self.steps = 0
        self._observed = None
        self._listed_at = -1
        self.end = None
        game = self.episode.game
        spec = self.reward_spec
        if spec.net_worth:
            self._worth = net_worth(game, self.seat)
        if spec.relative_worth:
            self._potential = relative_worth(game, self.seat)
        self._time = spec.time(game)
        return self._observation(), self._info()

    def _observation(self) -> dict[str, np.ndarray]:
        observed = self._observed
        if observed is None:
            episode = self.episode
            assert episode is not None
            view = episode.views[self.seat]
            request = episode.request
            deciding = request is not None and request.seat == self.seat
            if deciding and request is not None:
                mask, self._listed, self._trades = self.setup.masks.listing(view, request.actions)
                self._listed_at = self.steps
            else:
                mask = np.zeros(self.setup.action_count, dtype=np.int8)
            observed = self._observed = {"observation": self.setup.encoder.encode(view, deciding), "action_mask": mask}
        return observed

    def _info(self) -> dict[str, Any]:
        assert self.episode is not None
        state = self.episode.game.state
        return {
            "seed": self.seed_of_game,
            "rounds": state.rounds,
            "turns": state.turns,
            "winner": state.winner,
            "end": self.end,
            "delegated": self.episode.delegated,
        }

    def action_masks(self) -> np.ndarray:
        """The legal actions now, as booleans (MaskablePPO's ``action_masks``)."""
        return self._observation()["action_mask"].astype(bool)

    def step(self, action: int) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        episode = self.episode
        if episode is None or episode.request is None:
            raise ValueError("the episode is over: reset() the environment")
        index = action if type(action) is int else int(action)
        # The learner's mask made at this step tells which actions are of the engine's legal set now (the table
        # applies them without checking them again); anything else is checked.
        fresh = self._listed_at == self.steps
        chosen, judged = self.setup.chosen(
            index,
            episode.views[self.seat],
            episode.request.actions,
            self._listed if fresh else None,
            self._trades if fresh else b"",
        )
        try:
            events = episode.play(chosen, judged)
        except IllegalActionError as exc:
            if self.illegal == "raise":
                raise
            unchanged = {key: value.copy() for key, value in self._observation().items()}
            ended = self.illegal == "penalize"
            if ended:
                self.end = "illegal"
                episode.request = None  # the learner's episode is over: step() asks for a reset
            info = self._info()
            info["refused"] = exc.reason
            return unchanged, self.illegal_reward, ended, False, info
        self.steps += 1
        self._observed = None
        game = episode.game
        spec = self.reward_spec
        seat = self.seat
        state = game.state
        terminated = truncated = False
        result = 0.0
        if game.is_over or state.players[seat].bankrupt:
            result = spec.result(game, seat)
            if state.players[seat].bankrupt or state.winner >= 0 or state.winners:
                terminated = True
                if state.players[seat].bankrupt or (state.winner >= 0 and state.winner != seat):
                    self.end = "loss"
                elif state.winner == seat or state.winners == (seat,):
                    self.end = "win"
                else:
                    self.end = "shared" if seat in state.winners else "loss"
            else:
                truncated = True
                self.end = "round-limit"
        elif self.max_steps is not None and self.steps >= self.max_steps:
            truncated = True
            result = spec.cut
            self.end = "cut"
        reward = result
        if spec.shaped or self.reward_fn is not None:
            reward = self._shaped(game, result, chosen, events)
        return self._observation(), float(reward), terminated, truncated, self._info()

    def _shaped(self, game: Game, result: float, action: Action, events: list[Event]) -> float:
        """A step's reward with the options of ``rl.rewards`` (its text says each one and why): the result and
        the potential at the step's end discounted by the game time then, the rest by the time before."""
        spec = self.reward_spec
        seat = self.seat
        before = spec.discount**self._time
        now = spec.time(game)
        after = spec.discount**now
        self._time = now
        reward = after * result
        if spec.net_worth:
            worth = net_worth(game, seat)
            reward += before * spec.net_worth * (worth - self._worth)
            self._worth = worth
        if spec.relative_worth:
            potential = 0.0 if self.end is not None else relative_worth(game, seat)
            reward += spec.relative_worth * (spec.gamma * after * potential - before * self._potential)
            self._potential = potential
        if self.reward_fn is not None:
            reward += before * float(self.reward_fn(game, seat, action, events))
        return reward

    def render(self) -> str | None:  # type: ignore[override]
        if self.render_mode is None or self.episode is None:
            return None
        return board_text(
            self.episode.recorded, ["learner" if s == self.seat else "bot" for s in range(self.setup.players)]
        )

    def save_log(self, path: str | Path) -> None:
        """Write the episode's game as a log (``monopoly replay PATH`` replays it)."""
        if self.episode is None:
            raise ValueError("no episode to save: reset() the environment first")
        self.episode.save(path)
