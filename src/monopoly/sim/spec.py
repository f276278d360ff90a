"""What a simulation run plays: the edition and its rule options, the seats (name and bot kind), the bots'
parameters, the seed.

``SimSpec`` is small, frozen and picklable: it is sent as is to worker processes and Ray tasks, so the bot
parameters of ``--bot-param`` reach every worker with it. ``parse_players`` reads ``--players``
(``heuristic,heuristic,random`` or ``alice:heuristic,bob:random``); ``check_spec`` refuses a bad edition,
option, bot kind, bot parameter or number of players before any game starts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from monopoly.agents import Agent

DEFAULT_MAX_ROUNDS = 500


@dataclass(frozen=True, slots=True)
class SimSpec:
    """One run's games: every game ``i`` is played from ``(edition, options, players, seed, i)`` alone."""

    edition: str
    players: tuple[tuple[str, str], ...]  # (name, agent kind) per seat
    seed: int | str
    options: tuple[tuple[str, Any], ...] = ()
    max_rounds: int = DEFAULT_MAX_ROUNDS
    logs: str | None = None  # a directory: save every game's replayable log there
    bot_params: tuple[tuple[str, str], ...] = ()  # (bot kind, "key=value,...") as make_agent reads them

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.players]

    @property
    def kinds(self) -> list[str]:
        return [kind for _, kind in self.players]

    @property
    def options_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def make_agents(self) -> list[Agent]:
        """A new bot per seat, each with its kind's parameters."""
        from monopoly.agents import make_agent

        params = dict(self.bot_params)
        return [make_agent(kind, params.get(kind)) for kind in self.kinds]


def make_spec(
    edition: str,
    players: Sequence[str] | str,
    seed: int | str,
    options: Mapping[str, Any] | None = None,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    logs: str | None = None,
    bot_params: Mapping[str, str] | None = None,
) -> SimSpec:
    """A checked ``SimSpec``; ``ValueError`` (``EditionError``, ``GameSetupError``) for bad input.

    ``bot_params`` maps a bot kind to its parameters as text (``{"heuristic": "reserve=200"}``, what
    ``monopoly.agents.bot_params`` makes of ``--bot-param`` values)."""
    spec = SimSpec(
        edition=str(edition),
        players=parse_players(players),
        seed=seed,
        options=tuple(sorted((options or {}).items())),
        max_rounds=max_rounds,
        logs=str(logs) if logs is not None else None,
        bot_params=tuple(sorted((str(k).strip().lower(), str(v)) for k, v in (bot_params or {}).items())),
    )
    check_spec(spec)
    return spec


def parse_players(players: Sequence[str] | str) -> tuple[tuple[str, str], ...]:
    """``"simple,simple,random"`` -> ``(("simple-1", "simple"), ("simple-2", "simple"), ("random-1", "random"))``.

    An item ``name:kind`` names its seat; unnamed seats are numbered per kind. Names must be distinct.
    """
    items = [p.strip() for p in players.split(",")] if isinstance(players, str) else [str(p).strip() for p in players]
    if not items or any(not item for item in items):
        raise ValueError(f"--players wants a comma-separated list of bot kinds, got {players!r}")
    parsed: list[tuple[str | None, str]] = []
    for item in items:
        name, sep, kind = item.rpartition(":")
        if sep and (not name.strip() or not kind.strip()):
            raise ValueError(f"a player is KIND or NAME:KIND, got {item!r}")
        parsed.append((name.strip() if sep else None, kind.strip().lower()))
    counts: dict[str, int] = {}
    seats: list[tuple[str, str]] = []
    for name, kind in parsed:
        if name is None:
            counts[kind] = counts.get(kind, 0) + 1
            name = f"{kind}-{counts[kind]}"
        seats.append((name, kind))
    names = [name for name, _ in seats]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise ValueError(f"player names must be distinct: {', '.join(duplicates)} given twice")
    return tuple(seats)


def check_spec(spec: SimSpec) -> None:
    """Refuse an unknown edition or option, an unknown bot kind or bot parameter, parameters for a kind no
    seat plays, or a number of players the edition forbids."""
    from monopoly.agents import make_agent
    from monopoly.core import GameSetupError
    from monopoly.editions import load_edition

    edition = load_edition(spec.edition, spec.options_dict)
    rules = edition.rules
    count = len(spec.players)
    if not rules.min_players <= count <= rules.max_players:
        raise GameSetupError(
            f"{edition.id} is played by {rules.min_players} to {rules.max_players} players, not {count}"
        )
    params = dict(spec.bot_params)
    kinds = _unique(spec.kinds)
    for kind in kinds:
        make_agent(kind, params.get(kind))
    unused = sorted(set(params) - set(kinds))
    if unused:
        raise ValueError(f"--bot-param for {', '.join(unused)}, which no player is (players: {', '.join(kinds)})")
    if spec.max_rounds < 1:
        raise ValueError("--max-rounds must be at least 1")


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
