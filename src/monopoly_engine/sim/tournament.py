"""A tournament: several bots play every pairing of them over many seeded games, and a table ranks them.

With ``players_per_game`` k, every combination of k of the bots (a *pairing*; a table of k when k > 2) plays
``games_per_pairing`` games, spread over its *seatings* so that no bot keeps the first seat:

* ``rotations`` (the default): the k cyclic rotations of the pairing, each bot once in every seat;
* ``permutations``: every order of the k bots (k! seatings; the same as rotations for two players);
* ``fixed``: the order the bots are listed in.

When the games do not divide evenly, the first seatings play one game more. Each seating is a ``SimSpec``
with its own base seed, ``"SEED/PAIRING/SEATING"``, so every game is fixed by the tournament's seed alone and
the results never depend on the backend or the number of workers. All the seatings' games run on one backend
(``backends.run_schedule``: one process pool for the whole tournament).

Per bot the table counts games, wins, draws (a game that reached the round limit: a draw for every bot in it)
and losses, the win rate with its 95% Wilson interval (``stats.wilson_interval``), and a rating. The rating is
OpenSkill's Plackett-Luce model (the ``openskill`` package, the ``ratings`` extra: ``pip install
'monopoly-engine[ratings]'``), updated game by game in the schedule's order, so it is deterministic too: each
game ranks its winner first and the others tied behind (a draw ties everyone). ``mu`` is the skill estimate,
``sigma`` its uncertainty, and the table is ordered by the conservative ``ordinal`` = mu - 3 sigma (by win
rate without the library, when the rating columns are left out).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .backends import run_schedule
from .spec import DEFAULT_MAX_ROUNDS, SimSpec, check_spec
from .stats import WinDrawLoss
from .worker import GameResult

SEATINGS = ("rotations", "permutations", "fixed")
RATINGS_HINT = "pip install 'monopoly-engine[ratings]'"


@dataclass(frozen=True, slots=True)
class Entrant:
    """One bot of the tournament: its label in the table, its kind (or ``MODULE:CLASS``) and own parameters."""

    label: str
    kind: str
    params: str = ""


@dataclass(frozen=True, slots=True)
class Seating:
    """One seating of one pairing: ``bots`` are entrant numbers in seat order, ``spec`` what it plays."""

    pairing: int
    bots: tuple[int, ...]
    spec: SimSpec
    games: int


@dataclass
class Standing(WinDrawLoss):
    """One bot's line of the table."""

    label: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    mu: float | None = None
    sigma: float | None = None

    @property
    def ordinal(self) -> float | None:
        """The conservative rating, mu - 3 sigma (None without ratings)."""
        return None if self.mu is None or self.sigma is None else self.mu - 3 * self.sigma


@dataclass
class PairingResult:
    """What one pairing's games gave: wins per bot (in the pairing's order) and draws."""

    bots: tuple[str, ...]
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0


@dataclass
class TournamentResult:
    """A finished tournament: its settings, the table (best first) and each pairing's results."""

    edition: str
    seed: int | str
    players_per_game: int
    seating: str
    games_per_pairing: int
    max_rounds: int
    standings: list[Standing]
    pairings: list[PairingResult]
    rated: bool
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return sum(p.games for p in self.pairings)


def parse_bots(text: str) -> list[Entrant]:
    """``--bots``: comma-separated seats as ``--players`` writes them (a kind, ``MODULE:CLASS``, a name before
    either, parameters after); a bot's label is its name, else its kind with its parameters. ``ValueError``
    for a malformed list or a label given twice."""
    from monopoly_engine.agents import seat_specs

    try:
        seats = seat_specs(text)
    except ValueError as exc:
        raise ValueError(f"--bots wants a comma-separated list of bots: {exc}") from None
    entrants = [Entrant(name or (f"{kind}:{params}" if params else kind), kind, params) for name, kind, params in seats]
    labels = [e.label for e in entrants]
    twice = sorted({label for label in labels if labels.count(label) > 1})
    if twice:
        raise ValueError(f"--bots names {', '.join(twice)} twice (give one of them a name: NAME:KIND)")
    return entrants


def seat_orders(pairing: tuple[int, ...], seating: str) -> list[tuple[int, ...]]:
    """The seat orders a pairing plays in (``SEATINGS``)."""
    if seating == "rotations":
        return [pairing[i:] + pairing[:i] for i in range(len(pairing))]
    if seating == "permutations":
        return list(itertools.permutations(pairing))
    if seating == "fixed":
        return [pairing]
    raise ValueError(f"--seating must be one of {', '.join(SEATINGS)}, not {seating!r}")


def schedule(
    entrants: Sequence[Entrant],
    edition: str,
    seed: int | str,
    games_per_pairing: int,
    players_per_game: int = 2,
    seating: str = "rotations",
    options: Mapping[str, Any] | None = None,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
) -> list[Seating]:
    """Every seating of every pairing, each with its spec (checked: edition, options, bots, player count) and
    its share of the pairing's games."""
    from monopoly_engine.agents.imported import default_search, is_class_path

    if games_per_pairing < 1:
        raise ValueError("--games must be at least 1")
    if players_per_game < 2:
        raise ValueError("--players-per-game must be at least 2")
    if len(entrants) < players_per_game:
        raise ValueError(f"--bots names {len(entrants)} bots, fewer than --players-per-game {players_per_game}")
    import_path = default_search() if any(is_class_path(e.kind) for e in entrants) else ()
    seatings: list[Seating] = []
    for number, pairing in enumerate(itertools.combinations(range(len(entrants)), players_per_game)):
        orders = seat_orders(pairing, seating)
        share, extra = divmod(games_per_pairing, len(orders))
        for k, order in enumerate(orders):
            games = share + (k < extra)
            if games == 0:
                continue
            spec = SimSpec(
                edition=str(edition),
                players=tuple((entrants[i].label, entrants[i].kind) for i in order),
                seed=f"{seed}/{number}/{k}",
                options=tuple(sorted((options or {}).items())),
                max_rounds=max_rounds,
                seat_params=tuple(entrants[i].params for i in order),
                import_path=import_path,
            )
            if not seatings:
                check_spec(spec)  # the edition, options and player count: the same for every seating
            seatings.append(Seating(number, order, spec, games))
    for i in range(1, len(entrants)):  # every other bot and its parameters, once (the first seating had some)
        check_spec(next(s for s in seatings if i in s.bots).spec)
    return seatings


def play_tournament(
    entrants: Sequence[Entrant],
    seatings: Sequence[Seating],
    backend: str = "process",
    workers: int | None = None,
    chunk_size: int | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> tuple[list[Standing], list[PairingResult], bool]:
    """Play every seating's games and build the table: ``(standings best first, pairings, rated)``."""
    results = run_schedule([(s.spec, s.games) for s in seatings], backend, workers, chunk_size)
    table = Table(entrants)
    try:
        for run, result in results:
            table.add(seatings[run], result)
            if on_result is not None:
                on_result(result)
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
    return table.standings(), table.pairing_results(), table.rated


class Table:
    """The tournament's counts and ratings, game by game, in the schedule's order."""

    def __init__(self, entrants: Sequence[Entrant], ratings: bool = True) -> None:
        self.labels = [e.label for e in entrants]
        self.lines = [Standing(label) for label in self.labels]
        self.pairings: dict[int, PairingResult] = {}
        self.model: Any  # OpenSkill's model (the library has no type information), or None: unrated
        self.ratings: list[Any] | None
        self.model, self.ratings = _rating_model(self.labels) if ratings else (None, None)

    @property
    def rated(self) -> bool:
        return self.model is not None

    def add(self, seating: Seating, result: GameResult) -> None:
        """Count one game played by ``seating``."""
        bots = seating.bots
        pairing = self.pairings.get(seating.pairing)
        if pairing is None:
            ordered = tuple(self.labels[i] for i in sorted(bots))
            pairing = self.pairings[seating.pairing] = PairingResult(ordered, wins=dict.fromkeys(ordered, 0))
        pairing.games += 1
        winner = bots[result.winner] if result.winner >= 0 else -1
        for bot in bots:
            line = self.lines[bot]
            line.games += 1
            line.wins += bot == winner
            line.draws += winner < 0
        if winner < 0:
            pairing.draws += 1
        else:
            pairing.wins[self.labels[winner]] += 1
        if self.model is not None:
            self._rate(bots, winner)

    def _rate(self, bots: Iterable[int], winner: int) -> None:
        bots = list(bots)
        ratings = self.ratings
        assert ratings is not None  # rated: the model came with them
        teams = [[ratings[bot]] for bot in bots]
        ranks = [0 if winner < 0 or bot == winner else 1 for bot in bots]
        rated = self.model.rate(teams, ranks=ranks)
        for bot, (rating,) in zip(bots, rated, strict=True):
            ratings[bot] = rating

    def standings(self) -> list[Standing]:
        """Every bot's line, the best first: by rating (``ordinal``) when rated, else by win rate."""
        if self.model is not None:
            assert self.ratings is not None  # rated: the model came with them
            for line, rating in zip(self.lines, self.ratings, strict=True):
                line.mu, line.sigma = rating.mu, rating.sigma
            return sorted(self.lines, key=lambda s: (-(s.ordinal or 0.0), -s.win_rate, s.label))
        return sorted(self.lines, key=lambda s: (-s.win_rate, s.label))

    def pairing_results(self) -> list[PairingResult]:
        return [self.pairings[k] for k in sorted(self.pairings)]


def ratings_available() -> bool:
    """Whether the rating library (``openskill``) is installed."""
    try:
        import openskill.models  # noqa: F401
    except ImportError:
        return False
    return True


def _rating_model(labels: Sequence[str]) -> tuple[Any, list[Any] | None]:
    """OpenSkill's Plackett-Luce model and a fresh rating per bot, or ``(None, None)`` without the library."""
    if not ratings_available():
        return None, None
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    return model, [model.rating(name=label) for label in labels]


def tournament_json(result: TournamentResult) -> dict[str, Any]:
    """The ``--json`` object: settings, the table and the pairings (rates and intervals as fractions)."""
    return {
        "edition": result.edition,
        "seed": result.seed,
        "players_per_game": result.players_per_game,
        "seating": result.seating,
        "games_per_pairing": result.games_per_pairing,
        "max_rounds": result.max_rounds,
        "games": result.games,
        "seconds": result.seconds,
        "rating": "openskill-plackett-luce" if result.rated else None,
        "bots": [
            {
                "bot": s.label,
                "games": s.games,
                "wins": s.wins,
                "draws": s.draws,
                "losses": s.losses,
                "win_rate": s.win_rate,
                "win_rate_95": list(s.interval),
                "rating": {"mu": s.mu, "sigma": s.sigma, "ordinal": s.ordinal} if result.rated else None,
            }
            for s in result.standings
        ],
        "pairings": [
            {"bots": list(p.bots), "games": p.games, "wins": p.wins, "draws": p.draws} for p in result.pairings
        ],
    }


def tournament_renderables(result: TournamentResult) -> list[Any]:
    """The text table as Rich renderables: a headline, the standings, and each pairing's results."""
    from rich.table import Table as RichTable
    from rich.text import Text

    headline = Text(
        f"Tournament on {result.edition}, seed {result.seed}: {len(result.pairings)} pairings of "
        f"{result.players_per_game} ({result.seating}), {result.games_per_pairing} games each, "
        f"{result.games} games, {result.seconds:.2f} s"
    )
    table = RichTable(title="Standings (win rate with its 95% Wilson interval; draws: the round limit)")
    for name in ("rank", "bot", "games", "wins", "draws", "losses", "win rate", "95% interval"):
        table.add_column(name, justify="left" if name == "bot" else "right")
    if result.rated:
        for name in ("rating", "mu", "sigma"):
            table.add_column(name, justify="right")
    for rank, s in enumerate(result.standings, 1):
        low, high = s.interval
        row = [str(rank), s.label, str(s.games), str(s.wins), str(s.draws), str(s.losses),
               f"{100 * s.win_rate:.1f}%", f"{100 * low:.1f}-{100 * high:.1f}%"]  # fmt: skip
        if result.rated:
            row += [f"{s.ordinal:.2f}", f"{s.mu:.2f}", f"{s.sigma:.2f}"]
        table.add_row(*row)
    items: list[Any] = [headline, table]
    if not result.rated:
        items.append(Text(f"Ratings need the openskill package: {RATINGS_HINT}"))
    pairs = RichTable(title="Pairings (wins of each bot, draws)")
    pairs.add_column("pairing")
    pairs.add_column("games", justify="right")
    pairs.add_column("wins")
    pairs.add_column("draws", justify="right")
    for p in result.pairings:
        pairs.add_row(" v ".join(p.bots), str(p.games), ", ".join(f"{b} {w}" for b, w in p.wins.items()), str(p.draws))
    items.append(pairs)
    return items
