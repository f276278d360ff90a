"""What both environments share: the edition with its rule options checked against the fixed layout, the
observation and mask encoders, the seeds of the episodes, and the terminal's picture of the board."""

from __future__ import annotations

import io
import operator
import random
from collections.abc import Mapping
from typing import Any

from rich.console import Console

from monopoly_engine.core import Edition
from monopoly_engine.editions import load_edition
from monopoly_engine.game import RecordedGame
from monopoly_engine.render.summary import result_line, standing_lines
from monopoly_engine.sim.spec import DEFAULT_MAX_ROUNDS as SIM_MAX_ROUNDS

from .actions import ACTION_COUNT, MAX_PLAYERS, MaskEncoder, check_edition, chosen_action
from .actions_v1 import ACTION_V1_COUNT, MaskEncoderV1, chosen_action_v1
from .observation import ObservationEncoder
from .observation_v1 import ObservationEncoderV1

OBSERVATIONS = ("v0", "v1")
ACTIONS = ("v0", "v1")

# The round limit of ``monopoly simulate`` and ``monopoly tournament``, so that figures compare.
DEFAULT_MAX_ROUNDS = SIM_MAX_ROUNDS
RENDER_MODES = ("ansi",)
RENDER_WIDTH = 120  # columns of the ``ansi`` picture: wide enough for Mega's ring of 52 squares


class Setup:
    """An edition (id or path) with ``options`` applied, for games of ``players`` players."""

    def __init__(
        self,
        edition: str,
        players: int,
        options: Mapping[str, Any] | None,
        observation: str = "v0",
        actions: str = "v0",
    ) -> None:
        if observation not in OBSERVATIONS:
            raise ValueError(f"observation must be one of {OBSERVATIONS}, not {observation!r}")
        if actions not in ACTIONS:
            raise ValueError(f"actions must be one of {ACTIONS}, not {actions!r}")
        self.ref = edition
        self.options = dict(options or {})
        self.edition: Edition = load_edition(edition, self.options)
        check_edition(self.edition)
        rules = self.edition.rules
        low, high = rules.min_players, min(rules.max_players, MAX_PLAYERS)
        if type(players) is not int or not low <= players <= high:
            raise ValueError(f"edition {edition!r} is played by {low} to {high} players, not {players!r}")
        self.players = players
        self.observation = observation
        self.encoder: ObservationEncoder | ObservationEncoderV1 = (
            ObservationEncoder(self.edition) if observation == "v0" else ObservationEncoderV1(self.edition)
        )
        self.actions = actions
        # The action layout: its mask encoder, its size, and the mapping of an integer to the engine's action.
        self.masks: MaskEncoder | MaskEncoderV1 = (
            MaskEncoder(self.edition) if actions == "v0" else MaskEncoderV1(self.edition)
        )
        self.action_count = ACTION_COUNT if actions == "v0" else ACTION_V1_COUNT
        self.chosen = chosen_action if actions == "v0" else chosen_action_v1


def check_limits(max_rounds: int | None, max_steps: int | None) -> None:
    for name, value in (("max_rounds", max_rounds), ("max_steps", max_steps)):
        if value is not None and (type(value) is not int or value < 1):
            raise ValueError(f"{name} must be a whole number of at least 1 or None, not {value!r}")


class Seeds:
    """The games' seeds: ``reset(seed=s)`` plays the game of seed ``s`` and seeds the ones that follow (a
    ``reset()`` without a seed), so a sequence of episodes is fixed by its first seed."""

    def __init__(self) -> None:
        self._source: random.Random | None = None

    def next(self, seed: int | None) -> int:
        if seed is not None:
            try:
                seed = operator.index(seed)  # an int, or a numpy integer
            except TypeError:
                raise ValueError(f"a seed is a whole number, not {seed!r}") from None
            self._source = random.Random(seed)
            return seed
        if self._source is None:
            self._source = random.Random()
        return self._source.randrange(2**31)


def board_text(recorded: RecordedGame, kinds: list[str], width: int = RENDER_WIDTH) -> str:
    """The terminal game's picture of the board and the players (``play.screen``), as plain text; once the
    game is over, its result and standing."""
    from monopoly_engine.choices import Context
    from monopoly_engine.i18n import Translator
    from monopoly_engine.play.screen import Screen

    game = recorded.game
    console = Console(file=io.StringIO(), width=width, color_system=None, force_terminal=False, legacy_windows=False)
    screen = Screen(Context.of(game, Translator("en")), kinds)
    console.print(screen.top(width))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    if game.is_over:
        text += "\n".join([result_line(game), *standing_lines(game)]) + "\n"
    return str(text)
