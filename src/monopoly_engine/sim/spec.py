"""What a simulation run plays: the edition and its rule options, the seats (name and bot kind), the bots'
parameters, the seed.

``SimSpec`` is small, frozen and picklable: it is sent as is to worker processes and Ray tasks, so the bot
parameters of ``--bot-param`` reach every worker with it. ``parse_seats`` reads ``--players``
(``heuristic,heuristic,random``, ``alice:heuristic,bob:random``, or with a seat's own parameters
``heuristic:boldness=0.8,vigilance=0,heuristic``, or a bot class ``examples.cautious_bot:CautiousBot``: see
``monopoly_engine.agents.seat_specs``); ``check_spec`` refuses a bad edition, option, bot kind or class, bot
parameter or number of players before any game starts. A bot class travels as its import path (the spec's
kind), never as an object: every worker imports it, looking in ``import_path`` (the directory the spec was
made in) when the module is not on its own import path.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from monopoly_engine.safe_text import name_problem

if TYPE_CHECKING:
    from monopoly_engine.agents import Agent

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
    seat_params: tuple[str, ...] = ()  # per seat, "key=value,..." of that seat alone ("" or absent: none)
    import_path: tuple[str, ...] = ()  # where a worker looks for the seats' bot classes (MODULE:CLASS kinds)

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.players]

    @property
    def kinds(self) -> list[str]:
        return [kind for _, kind in self.players]

    def params_of(self, seat: int) -> str:
        """The parameters of ``seat``'s bot: its kind's (``--bot-param``), then its own, which win."""
        kind = self.players[seat][1]
        own = self.seat_params[seat] if seat < len(self.seat_params) else ""
        return ",".join(p for p in (dict(self.bot_params).get(kind, ""), own) if p)

    @property
    def labels(self) -> list[str]:
        """Per seat, the bot kind with the seat's own parameters (``heuristic:boldness=0.8``): what the
        statistics group seats by."""
        own = self.seat_params or ("",) * len(self.players)
        return [f"{kind}:{params}" if params else kind for (_, kind), params in zip(self.players, own, strict=True)]

    @property
    def options_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def make_agents(self) -> list[Agent]:
        """A new bot per seat, each with its kind's parameters."""
        from monopoly_engine.agents import make_agent

        search = self.import_path or None
        return [make_agent(kind, self.params_of(seat) or None, search) for seat, kind in enumerate(self.kinds)]


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
    ``monopoly_engine.agents.bot_params`` makes of ``--bot-param`` values)."""
    from monopoly_engine.agents.imported import default_search, is_class_path

    seats = parse_seats(players)
    spec = SimSpec(
        edition=str(edition),
        players=tuple((name, kind) for name, kind, _ in seats),
        seed=seed,
        options=tuple(sorted((options or {}).items())),
        max_rounds=max_rounds,
        logs=str(logs) if logs is not None else None,
        bot_params=tuple(sorted((str(k).strip().lower(), str(v)) for k, v in (bot_params or {}).items())),
        seat_params=tuple(params for _, _, params in seats) if any(params for _, _, params in seats) else (),
        import_path=default_search() if any(is_class_path(kind) for _, kind, _ in seats) else (),
    )
    check_spec(spec)
    return spec


def parse_players(players: Sequence[str] | str) -> tuple[tuple[str, str], ...]:
    """``"simple,simple,random"`` -> ``(("simple-1", "simple"), ("simple-2", "simple"), ("random-1", "random"))``.

    An item ``name:kind`` names its seat; unnamed seats are numbered per kind. Names must be distinct.
    A seat's own parameters (``parse_seats``) are left out.
    """
    return tuple((name, kind) for name, kind, _ in parse_seats(players))


def parse_seats(players: Sequence[str] | str) -> tuple[tuple[str, str, str], ...]:
    """``parse_players`` with each seat's own parameters: ``(name, kind, "key=value,...")`` per seat."""
    from monopoly_engine.agents import seat_specs
    from monopoly_engine.agents.imported import class_label

    text = players if isinstance(players, str) else ",".join(str(p).strip() for p in players)
    try:
        parsed = seat_specs(text)
    except ValueError as exc:
        raise ValueError(f"--players wants a comma-separated list of bot kinds: {exc}") from None
    counts: dict[str, int] = {}
    seats: list[tuple[str, str, str]] = []
    for name, kind, params in parsed:
        if name is None:
            counts[kind] = counts.get(kind, 0) + 1
            name = f"{class_label(kind)}-{counts[kind]}"
        seats.append((name, kind, params))
    names = [name for name, _, _ in seats]
    for name in names:
        problem = name_problem(name)
        if problem:
            raise ValueError(f"--players: the name {name!r} cannot be used: {problem}")
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise ValueError(f"player names must be distinct: {', '.join(duplicates)} given twice")
    return tuple(seats)


def check_spec(spec: SimSpec) -> None:
    """Refuse an unknown edition or option, an unknown bot kind or bot parameter, parameters for a kind no
    seat plays, or a number of players the edition forbids."""
    from monopoly_engine.agents import make_agent
    from monopoly_engine.core import GameSetupError
    from monopoly_engine.editions import load_edition

    edition = load_edition(spec.edition, spec.options_dict)
    rules = edition.rules
    count = len(spec.players)
    if not rules.min_players <= count <= rules.max_players:
        raise GameSetupError(
            f"{edition.id} is played by {rules.min_players} to {rules.max_players} players, not {count}"
        )
    params = dict(spec.bot_params)
    kinds = _unique(spec.kinds)
    for seat, kind in enumerate(spec.kinds):
        make_agent(kind, spec.params_of(seat) or None, spec.import_path or None)
    unused = sorted(set(params) - set(kinds))
    if unused:
        raise ValueError(f"--bot-param for {', '.join(unused)}, which no player is (players: {', '.join(kinds)})")
    if spec.max_rounds < 1:
        raise ValueError("--max-rounds must be at least 1")


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
