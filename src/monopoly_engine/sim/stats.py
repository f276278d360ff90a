"""Streaming statistics of a run: ``Summary.add(result)`` one game at a time, ``merge`` partial summaries.

Memory does not grow with the number of games: a summary holds counters, totals and a histogram of
game lengths in rounds (bounded by the round limit), never the games. Win rates come with Wilson score
intervals (95%). Draws count in every win rate's denominator.

Win rates are given per seat (each seat has one name for the whole run) and per bot kind: the share of
games a bot of that kind won (``per_seat`` divides it by the number of seats the kind holds, for
comparing kinds that hold different numbers of seats; its interval is the share's interval divided too).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .worker import CHEAT_COUNTS, GameResult

Z95 = 1.959963984540054  # the 97.5% quantile of the standard normal distribution
JAIL_KEY = "jail"


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (95% by default); ``(0, 1)`` with no trials."""
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials")
    p = successes / trials
    z2 = z * z
    denominator = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


def median_of_histogram(histogram: Counter[int] | dict[int, int]) -> float:
    """The median of the values counted in ``histogram`` (the mean of the middle two for an even count)."""
    total = sum(histogram.values())
    if total == 0:
        return 0.0
    low_rank, high_rank = (total - 1) // 2, total // 2
    low = high = None
    seen = 0
    for value in sorted(histogram):
        seen += histogram[value]
        if low is None and seen > low_rank:
            low = value
        if seen > high_rank:
            high = value
            break
    assert low is not None and high is not None
    return (low + high) / 2


@dataclass
class Summary:
    """Aggregates of the games of one run, built one ``GameResult`` at a time."""

    names: list[str]  # per seat
    kinds: list[str]  # per seat
    groups: list[str]  # group ids, in the order of ``GameResult.rent``
    squares: int
    games: int = 0
    draws: int = 0
    wins: list[int] = field(default_factory=list)
    reasons: Counter[str] = field(default_factory=Counter)
    rounds_histogram: Counter[int] = field(default_factory=Counter)
    rounds: int = 0
    turns: int = 0
    rolls: int = 0
    cash: list[int] = field(default_factory=list)
    rent: list[int] = field(default_factory=list)
    landing: list[int] = field(default_factory=list)
    cheats: list[list[int]] = field(default_factory=list)  # per seat, ``CHEAT_COUNTS`` summed (cheats games)

    def __post_init__(self) -> None:
        seats = len(self.names)
        self.wins = self.wins or [0] * seats
        self.cash = self.cash or [0] * seats
        self.rent = self.rent or [0] * len(self.groups)
        self.landing = self.landing or [0] * (self.squares + 1)

    def add(self, result: GameResult) -> None:
        """Count one game."""
        self.games += 1
        if result.winner < 0:
            self.draws += 1
        else:
            self.wins[result.winner] += 1
        self.reasons[result.reason] += 1
        self.rounds_histogram[result.rounds] += 1
        self.rounds += result.rounds
        self.turns += result.turns
        self.rolls += result.rolls
        for i, value in enumerate(result.cash):
            self.cash[i] += value
        for i, value in enumerate(result.rent):
            self.rent[i] += value
        landing = self.landing
        for i, value in enumerate(result.landing):
            landing[i] += value
        if result.cheats:
            if not self.cheats:
                self.cheats = [[0] * len(CHEAT_COUNTS) for _ in self.names]
            for row, counts in zip(self.cheats, result.cheats, strict=True):
                for i, value in enumerate(counts):
                    row[i] += value

    def merge(self, other: Summary) -> None:
        """Add another summary of the same run's other games."""
        if (self.names, self.kinds, self.groups, self.squares) != (
            other.names,
            other.kinds,
            other.groups,
            other.squares,
        ):
            raise ValueError("only summaries of the same players, edition and groups can be merged")
        self.games += other.games
        self.draws += other.draws
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        self.reasons.update(other.reasons)
        self.rounds_histogram.update(other.rounds_histogram)
        self.rounds += other.rounds
        self.turns += other.turns
        self.rolls += other.rolls
        self.cash = [a + b for a, b in zip(self.cash, other.cash, strict=True)]
        self.rent = [a + b for a, b in zip(self.rent, other.rent, strict=True)]
        self.landing = [a + b for a, b in zip(self.landing, other.landing, strict=True)]
        if other.cheats:
            if not self.cheats:
                self.cheats = [[0] * len(CHEAT_COUNTS) for _ in self.names]
            self.cheats = [
                [a + b for a, b in zip(x, y, strict=True)] for x, y in zip(self.cheats, other.cheats, strict=True)
            ]

    # --- derived figures -------------------------------------------------------------------------------

    @property
    def mean_rounds(self) -> float:
        return self.rounds / self.games if self.games else 0.0

    @property
    def median_rounds(self) -> float:
        return median_of_histogram(self.rounds_histogram)

    def seat_rates(self) -> list[dict[str, Any]]:
        """Per seat: seat, name, kind, wins, rate and its 95% interval, mean final cash."""
        rows = []
        for seat, (name, kind) in enumerate(zip(self.names, self.kinds, strict=True)):
            wins = self.wins[seat]
            low, high = wilson_interval(wins, self.games)
            rows.append(
                {
                    "seat": seat,
                    "name": name,
                    "kind": kind,
                    "wins": wins,
                    "rate": wins / self.games if self.games else 0.0,
                    "low": low,
                    "high": high,
                    "mean_final_cash": self.cash[seat] / self.games if self.games else 0.0,
                }
            )
        return rows

    def kind_rates(self) -> list[dict[str, Any]]:
        """Per bot kind (first-seat order): seats held, wins, share of games won with its 95% interval, per seat."""
        rows = []
        for kind in dict.fromkeys(self.kinds):
            seats = [i for i, k in enumerate(self.kinds) if k == kind]
            wins = sum(self.wins[i] for i in seats)
            low, high = wilson_interval(wins, self.games)
            rate = wins / self.games if self.games else 0.0
            rows.append(
                {
                    "kind": kind,
                    "seats": len(seats),
                    "wins": wins,
                    "rate": rate,
                    "low": low,
                    "high": high,
                    "per_seat": rate / len(seats),
                    "per_seat_low": low / len(seats),
                    "per_seat_high": high / len(seats),
                }
            )
        return rows

    def cheating(self) -> list[dict[str, Any]]:
        """Per seat, in a game with cheats: every ``CHEAT_COUNTS`` total, the share of attempts caught, and the
        seat's net cash from cheating (rewards less penalties; what the cheats themselves moved is not known
        here) with its win rate, so that "does cheating pay?" reads off one row per bot. Empty otherwise."""
        if not self.cheats:
            return []
        rows = []
        games = self.games or 1
        for seat, counts in enumerate(self.cheats):
            row: dict[str, Any] = {"seat": seat, "name": self.names[seat], "kind": self.kinds[seat]}
            row.update(zip(CHEAT_COUNTS, counts, strict=True))
            row["caught_share"] = counts[1] / counts[0] if counts[0] else 0.0
            row["attempts_per_game"] = counts[0] / games
            row["net_reward_per_game"] = (row["reward_cash"] - row["penalty_cash"]) / games
            row["win_rate"] = self.wins[seat] / games
            rows.append(row)
        return rows

    def draw_rate(self) -> dict[str, float]:
        low, high = wilson_interval(self.draws, self.games)
        return {"rate": self.draws / self.games if self.games else 0.0, "low": low, "high": high}

    def landing_frequencies(self) -> dict[str, float]:
        """Share of dice rolls that ended on each square (``"0"``..) and in ``"jail"``; sums to 1 (or all 0)."""
        total = sum(self.landing)
        keys = [str(i) for i in range(self.squares)] + [JAIL_KEY]
        return {key: (count / total if total else 0.0) for key, count in zip(keys, self.landing, strict=True)}

    def rent_by_group(self) -> dict[str, int]:
        return dict(zip(self.groups, self.rent, strict=True))

    def to_dict(self) -> dict[str, Any]:
        """Every result of the run as plain JSON-ready data (no timings: those belong to the run)."""
        games = self.games or 1
        return {
            "games": self.games,
            "rolls": self.rolls,
            "turns": self.turns,
            "wins": dict(zip(self.names, self.wins, strict=True)),
            "draws": self.draws,
            "mean_rounds": self.mean_rounds,
            "median_rounds": self.median_rounds,
            "min_rounds": min(self.rounds_histogram, default=0),
            "max_rounds_played": max(self.rounds_histogram, default=0),
            "mean_turns": self.turns / games if self.games else 0.0,
            "mean_rolls": self.rolls / games if self.games else 0.0,
            "end_reasons": dict(sorted(self.reasons.items())),
            "win_rates": {"seats": self.seat_rates(), "kinds": self.kind_rates(), "draws": self.draw_rate()},
            "rent_by_group": self.rent_by_group(),
            "landing": self.landing_frequencies(),
            **({"cheating": self.cheating()} if self.cheats else {}),
        }


class WinDrawLoss:
    """Losses, win rate and its Wilson interval from ``games``, ``wins`` and ``draws`` (a draw is not a win): one
    line of a tournament's standings or of a ladder's records."""

    games: int
    wins: int
    draws: int

    @property
    def losses(self) -> int:
        return self.games - self.wins - self.draws

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)
