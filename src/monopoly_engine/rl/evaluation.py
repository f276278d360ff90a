"""An evaluation to trust: a policy against bots, heads-up, every game played to its end.

``evaluate(policy, ...)`` plays ``games`` games against each opponent: the seeds ``seed``, ``seed + 1``, ...
each played twice, the policy in the first seat then in the second, so that both seats and the same dice face
both players. There is no step cap (``max_steps`` None: the engine's stall budget ends every game); the round
limit (``max_rounds``, ``monopoly simulate``'s 500 by default) ends a game in a draw, which is not a win. Every
game's seed, seat, end reason (``win``, ``loss``, ``shared``, ``round-limit``; ``illegal`` for a policy that chose
outside its mask), rounds and the policy's decisions are kept, and the win rate is given with its 95% Wilson
interval. ``Evaluation.write(path)`` writes it all as JSON, ``Evaluation.lines()`` as text.

A policy is a callable over the observation (``{"observation": ..., "action_mask": ...}``) returning an action
integer, as an opponent policy is (``rl.opponents``).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from monopoly_engine.sim.spec import DEFAULT_MAX_ROUNDS
from monopoly_engine.sim.stats import wilson_interval

from .gym_env import MonopolyEnv
from .opponents import Opponent, Policy, opponent_name

EVAL_SEED = 10**6  # evaluation seeds start here; training draws its own from its seed (below 2**31, any)
ENDS = ("win", "loss", "shared", "round-limit", "illegal")


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One evaluation game: its seed, the policy's seat, how it ended, its rounds and the policy's decisions."""

    seed: int
    seat: int
    end: str
    rounds: int
    decisions: int


@dataclass(slots=True)
class Against:
    """The games against one opponent."""

    opponent: str
    games: list[GameRecord] = field(default_factory=list)

    @property
    def ends(self) -> Counter[str]:
        return Counter(game.end for game in self.games)

    @property
    def wins(self) -> int:
        return self.ends["win"]

    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate (a draw or a shared win is not a win)."""
        return wilson_interval(self.wins, len(self.games))

    def line(self) -> str:
        total = len(self.games)
        low, high = self.interval()
        ends = self.ends
        by_seat = [sum(1 for g in self.games if g.seat == s and g.end == "win") for s in (0, 1)]
        parts = ", ".join(f"{end} {ends[end]}" for end in ENDS if ends[end])
        return (
            f"vs {self.opponent:<10} won {self.wins}/{total} = {self.wins / max(total, 1):6.1%}  "
            f"95% interval {low:.1%}-{high:.1%}  (first seat {by_seat[0]}, second {by_seat[1]}; {parts})"
        )

    def summary(self) -> dict[str, Any]:
        low, high = self.interval()
        return {
            "games": len(self.games),
            "wins": self.wins,
            "win_rate": self.wins / max(len(self.games), 1),
            "wilson95": [low, high],
            "ends": {end: self.ends[end] for end in ENDS},
        }


@dataclass(slots=True)
class Evaluation:
    """Every game of an evaluation, by opponent, with what it was played under."""

    edition: str
    max_rounds: int | None
    first_seed: int
    options: dict[str, Any]
    against: list[Against] = field(default_factory=list)

    def lines(self) -> list[str]:
        head = (
            f"evaluation on {self.edition}: {len(self.against[0].games) if self.against else 0} games per opponent, "
            f"both seats on seeds from {self.first_seed}, round limit {self.max_rounds}, no step cap"
        )
        return [head, *(a.line() for a in self.against)]

    def as_dict(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "options": self.options,
            "max_rounds": self.max_rounds,
            "max_steps": None,
            "first_seed": self.first_seed,
            "opponents": {
                a.opponent: {**a.summary(), "games": [asdict(game) for game in a.games]} for a in self.against
            },
        }

    def write(self, path: str | Path) -> None:
        """The evaluation as JSON: per opponent the summary, and every game with its seed and seat."""
        Path(path).write_text(json.dumps(self.as_dict(), indent=1) + "\n", encoding="utf-8")


def evaluate(
    policy: Policy,
    opponents: Iterable[Opponent] = ("buyer", "heuristic"),
    games: int = 400,
    *,
    edition: str = "classic-en",
    options: Mapping[str, Any] | None = None,
    max_rounds: int | None = DEFAULT_MAX_ROUNDS,
    first_seed: int = EVAL_SEED,
    env_options: Mapping[str, Any] | None = None,
    progress: Callable[[str], None] | None = None,
) -> Evaluation:
    """``policy`` against each of ``opponents`` over ``games`` games (even: each seed in both seats); see the
    module's text. ``env_options``: more ``MonopolyEnv`` arguments (such as ``delegate``)."""
    if type(games) is not int or games < 2 or games % 2:
        raise ValueError(f"games must be an even number of at least 2 (each seed in both seats), not {games!r}")
    result = Evaluation(edition, max_rounds, first_seed, dict(options or {}))
    for opponent in opponents:
        against = Against(opponent_name(opponent))
        envs = [
            MonopolyEnv(
                edition=edition,
                opponents=[opponent],
                seat=seat,
                options=options,
                max_rounds=max_rounds,
                max_steps=None,
                illegal="penalize",
                **dict(env_options or {}),
            )
            for seat in (0, 1)
        ]
        for game in range(games):
            seat = game % 2
            env = envs[seat]
            seed = first_seed + game // 2
            observation, info = env.reset(seed=seed)
            decisions = 0
            while True:
                observation, _, terminated, truncated, info = env.step(int(policy(observation)))
                decisions += 1
                if terminated or truncated:
                    break
            against.games.append(GameRecord(seed, seat, str(info["end"]), int(info["rounds"]), decisions))
        result.against.append(against)
        if progress is not None:
            progress(against.line())
    return result
