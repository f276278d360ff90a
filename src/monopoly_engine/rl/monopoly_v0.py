"""``monopoly_v0``: Monopoly as a PettingZoo AEC environment, every seat an agent.

Agents are ``player_0`` ... ``player_{n-1}``, seat by seat. The game is played on the project's game loop
(``agents.runner.Table``, through ``rl.episode``): the agent selected is the seat the table waits on, and an
agent's action is its answer there. The observation is ``{"observation": ..., "action_mask": ...}``
(``rl.observation``, ``rl.actions``); the mask is all zeros for an agent that is not deciding. An action
outside the mask is refused by the game as any illegal answer is (``IllegalActionError``, raised by
``raw_env.step``), and nothing changes: the same agent is still asked; ``env()`` by default ends the game
instead, the offender paid -1, as PettingZoo's classic environments do. A bankrupt seat is terminated at once with
the loss reward; the others are terminated when the game is won, truncated when it reaches ``max_rounds``
(a draw, recorded in the log) or the environment's ``max_steps`` (the log ends there and still replays; every
seat still in is paid ``Rewards.cut``, -1 by default: a cut game counts as a loss, never as a draw).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from monopoly_engine.core import Action, PlayerState

from .actions import ACTION_COUNT
from .episode import Episode
from .observation import upper_bounds
from .observation_v1 import upper_bounds_v1
from .rewards import Rewards, net_worth
from .setup import DEFAULT_MAX_ROUNDS, RENDER_MODES, Seeds, Setup, board_text, check_limits

ILLEGAL_MODES = ("penalize", "raise")


def env(illegal: str = "penalize", illegal_reward: float = -1.0, **kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's order and bounds checks (``raw_env`` takes the other arguments). An
    action outside the mask: with ``illegal="penalize"``, as PettingZoo's classic environments do (their
    ``TerminateIllegalWrapper``), the game ends for every agent and the offender is paid ``illegal_reward``;
    with ``"raise"``, the game refuses it (``IllegalActionError``) and nothing changes."""
    if illegal not in ILLEGAL_MODES:
        raise ValueError(f"illegal must be one of {ILLEGAL_MODES}, not {illegal!r}")
    wrapped: AECEnv = raw_env(**kwargs)
    if illegal == "penalize":
        wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=illegal_reward)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


def observation_space(version: str = "v0", actions: int = ACTION_COUNT) -> spaces.Dict:
    """The observation space of every seat, in both environments, for observation ``version``."""
    high = upper_bounds() if version == "v0" else upper_bounds_v1()
    return spaces.Dict(
        {
            "observation": spaces.Box(low=0.0, high=high, shape=high.shape, dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
        }
    )


def _bankrupt_seats(players: Sequence[PlayerState]) -> int:
    """How many of ``players`` are bankrupt."""
    count = 0
    for player in players:
        if player.bankrupt:
            count += 1
    return count


class raw_env(AECEnv):
    """Monopoly of ``edition`` (an edition id or path) for ``players`` agents; ``options``: rule options
    (``docs/rule-options.md``); ``rewards``: ``rl.rewards.Rewards``."""

    metadata = {"render_modes": list(RENDER_MODES), "name": "monopoly_v0", "is_parallelizable": False}  # noqa: RUF012

    def __init__(
        self,
        edition: str = "classic-en",
        players: int = 2,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        max_rounds: int | None = DEFAULT_MAX_ROUNDS,
        max_steps: int | None = None,
        rewards: Rewards | None = None,
        observation: str = "v0",
        actions: str = "v0",
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {RENDER_MODES} or None, not {render_mode!r}")
        check_limits(max_rounds, max_steps)
        self.setup = Setup(edition, players, options, observation, actions)
        self.render_mode = render_mode
        self.max_rounds = max_rounds
        self.max_steps = max_steps
        self.reward_spec = rewards or Rewards()
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        space = observation_space(observation, self.setup.action_count)
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {agent: spaces.Discrete(self.setup.action_count) for agent in self.possible_agents}
        self._seeds = Seeds()
        self.episode: Episode | None = None
        self.seed_of_game = -1
        self.steps = 0
        self._worth: dict[str, float] = {}
        self._observed: tuple[int, str, dict[str, np.ndarray]] | None = None
        # The deciding seat's listed actions per integer (``MaskEncoder.listing``), and the step they were made at.
        self._listed: dict[int, Action] = {}
        self._trades = b""  # and the mask's trade part (``MaskEncoder.listing``)
        self._listed_at = -1
        # The agents terminated by their bankruptcy so far: while as many seats are bankrupt, none went bankrupt
        # in the last step.
        self._bankrupt_agents = 0
        self._rewards_zero = False  # whether ``rewards`` holds 0 for every agent, as this class set it

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.seed_of_game = self._seeds.next(seed)
        names = [f"Player {seat + 1}" for seat in range(self.setup.players)]
        self.episode = Episode(
            self.setup.edition,
            self.setup.ref,
            self.setup.options,
            names,
            [None] * self.setup.players,
            self.seed_of_game,
            self.max_rounds,
        )
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {"seed": self.seed_of_game} for agent in self.agents}
        self.steps = 0
        self._observed = None
        self._listed_at = -1
        self._bankrupt_agents = 0
        self._rewards_zero = True
        if self.reward_spec.net_worth:
            self._worth = {agent: net_worth(self.episode.game, self._seat[agent]) for agent in self.agents}
        request = self.episode.request
        self.agent_selection = self.agents[request.seat if request is not None else 0]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        episode = self.episode
        if episode is None:
            raise ValueError("reset() the environment before observing it")
        cached = self._observed
        if cached is not None and cached[0] == self.steps and cached[1] == agent:
            return cached[2]
        seat = self._seat[agent]
        view = episode.views[seat]
        request = episode.request
        deciding = request is not None and request.seat == seat and agent == self.agent_selection
        if deciding and request is not None:
            mask, self._listed, self._trades = self.setup.masks.listing(view, request.actions)
            self._listed_at = self.steps
        else:
            mask = np.zeros(self.setup.action_count, np.int8)
        observed = {"observation": self.setup.encoder.encode(view, deciding), "action_mask": mask}
        self._observed = (self.steps, agent, observed)
        return observed

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        episode = self.episode
        assert episode is not None and episode.request is not None
        seat = self._seat[agent]
        if action is None:
            raise ValueError(f"{agent} must answer its decision: None is only for a finished agent")
        index = action if type(action) is int else int(action)
        # The deciding seat's mask made at this step tells which actions are of the engine's legal set now (the
        # table applies them without checking them again); anything else is checked.
        fresh = self._listed_at == self.steps
        chosen, judged = self.setup.chosen(
            index,
            episode.views[seat],
            episode.request.actions,
            self._listed if fresh else None,
            self._trades if fresh else b"",
        )
        episode.play(chosen, judged)  # a refused action raises here, and nothing has changed
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        state = episode.game.state
        if (
            self.reward_spec.net_worth
            or state.over
            or (self.max_steps is not None and self.steps >= self.max_steps)
            or _bankrupt_seats(state.players) != self._bankrupt_agents
        ):
            self._score(agent)
            return
        # Nothing ended and every reward is 0 (no shaping): the rewards are all 0 (the dict is made anew only
        # after a step that gave some, as PettingZoo's ``_clear_rewards`` clears it in place) and the next agent
        # is the seat the table waits on.
        if not self._rewards_zero:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self._rewards_zero = True
        request = episode.request
        assert request is not None  # (the game is not over)
        self.agent_selection = self.possible_agents[request.seat]

    def _score(self, agent: str) -> None:
        """After ``agent``'s step: the rewards of a step with shaping or where an agent ended, and the agents
        ended (terminated, truncated), the next agent selected."""
        episode = self.episode
        assert episode is not None
        rewards = self.rewards = dict.fromkeys(self.agents, 0.0)
        self._rewards_zero = False
        game = episode.game
        spec = self.reward_spec
        ended = False  # whether an agent was terminated or truncated by this step
        if spec.net_worth:
            for other in self.agents:
                if not (self.terminations[other] or self.truncations[other]):
                    worth = net_worth(game, self._seat[other])
                    rewards[other] += spec.net_worth * (worth - self._worth[other])
                    self._worth[other] = worth
        players = game.state.players
        for other in self.agents:
            if not self.terminations[other] and players[self._seat[other]].bankrupt:
                self.terminations[other] = True
                self._bankrupt_agents += 1
                rewards[other] += spec.result(game, self._seat[other])
                ended = True
        if game.is_over:
            ended = True
            state = game.state
            drawn = state.winner < 0 and not state.winners  # the round limit
            for other in self.agents:
                if not (self.terminations[other] or self.truncations[other]):
                    rewards[other] += spec.result(game, self._seat[other])
                    if drawn:
                        self.truncations[other] = True
                    else:
                        self.terminations[other] = True
        elif self.max_steps is not None and self.steps >= self.max_steps:
            ended = True
            for other in self.agents:  # a cut game: a loss for every seat still in (``Rewards.cut``), not a draw
                if not (self.terminations[other] or self.truncations[other]):
                    rewards[other] += spec.cut
                self.truncations[other] = True
        if ended or spec.net_worth:  # (else every reward is 0)
            self._accumulate_rewards()
        request = episode.request
        if request is not None and not self.truncations[agent]:
            self.agent_selection = self.possible_agents[request.seat]
        if ended:  # (else no agent is done: the live agents are stepped only once the done ones are removed)
            self._deads_step_first()

    def render(self) -> str | None:
        if self.render_mode is None or self.episode is None:
            return None
        return board_text(self.episode.recorded, list(self.possible_agents))

    def save_log(self, path: str | Path) -> None:
        """Write the episode's game as a log (``monopoly replay PATH`` replays it)."""
        if self.episode is None:
            raise ValueError("no episode to save: reset() the environment first")
        self.episode.save(path)

    def close(self) -> None:
        self.episode = None
