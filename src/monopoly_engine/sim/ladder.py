"""A ladder: every pairing of the given bots, heads-up in both seat orders and at 4-player tables, over seeded
games, with a results file that a second run reproduces exactly.

For bots A and B (every unordered pair), ``games`` heads-up games split between the two seat orders (A first,
then B first). For every ordered pair (A, B), ``games`` 4-player games of A against three B's (``table_games``;
0 leaves the tables out), A's seat rotating through the four seats; ``lone`` keeps only the tables whose lone bot
is one of those named (B against three A's costs three times A's thinking per game, and a target may ask only for
A's side). Every seating is a ``SimSpec`` with its own
seed, ``"SEED/h/I/J/ORDER"`` or ``"SEED/t/I/J/SEAT"`` (I, J: the bots' numbers in the list), so each game is fixed by
the ladder's seed alone and never depends on the backend or the number of worker processes; all the games run on
one backend (``backends.run_schedule``).

The results, per bot against each other bot and format, from the first bot's side: games, wins, draws (the round
limit), losses, the win rate and its Wilson 95% interval (draws count as not won). The ratings are OpenSkill's
Plackett-Luce (the ``ratings`` extra) over the heads-up games in the schedule's order (``tournament.Table``;
none without heads-up games): deterministic. The file (``ladder_json``) names the bots, their kinds, their
parameters in full (the defaults written out, so a later change of a default shows), the package version, the
edition, the options, the seeds and the round limit; it holds no times, so two runs of the same command write the
same bytes.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .backends import run_schedule
from .spec import DEFAULT_MAX_ROUNDS, SimSpec, check_spec
from .stats import WinDrawLoss
from .tournament import Entrant, Seating, Table
from .worker import GameResult

LADDER_FORMAT = "monopoly-ladder"
LADDER_VERSION = 1
HEADS_UP, TABLES = "heads-up", "4-player"
TABLE_SIZE = 4


@dataclass(frozen=True, slots=True)
class LadderSeating:
    """One seating: ``fmt`` (``HEADS_UP`` or ``TABLES``), the bot and its opponent (entrant numbers), the
    entrant in each seat, and what it plays."""

    fmt: str
    bot: int
    opponent: int
    seats: tuple[int, ...]
    spec: SimSpec
    games: int


@dataclass
class Record(WinDrawLoss):
    """One bot's results against one opponent in one format."""

    fmt: str
    bot: str
    opponent: str
    games: int = 0
    wins: int = 0
    draws: int = 0


@dataclass
class LadderResult:
    entrants: list[Entrant]
    edition: str
    seed: int | str
    games: int
    table_games: int
    max_rounds: int
    options: dict[str, Any]
    seatings: list[LadderSeating]
    records: list[Record]
    ratings: list[dict[str, Any]] | None
    command: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    lone: list[str] | None = None  # the bots alone at the tables, when not every bot


def schedule(
    entrants: Sequence[Entrant],
    edition: str,
    seed: int | str,
    games: int,
    table_games: int | None = None,
    options: Mapping[str, Any] | None = None,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    lone: Sequence[str] | None = None,
) -> list[LadderSeating]:
    """Every seating of the ladder, checked (edition, options, bots and their parameters, player counts).
    ``lone``: the labels of the bots that sit alone at the 4-player tables (default: every bot); a seating keeps
    its seed either way, so these tables are the same games as the full ladder's."""
    from monopoly_engine.agents.imported import default_search, is_class_path

    table_games = games if table_games is None else table_games
    if games < 0 or table_games < 0 or games + table_games < 1:
        raise ValueError("--games and --table-games cannot be negative, and one must be at least 1")
    if len(entrants) < 2:
        raise ValueError("a ladder needs at least two bots")
    labels = [e.label for e in entrants]
    unknown = [label for label in lone or () if label not in labels]
    if unknown:
        raise ValueError(f"--lone names {', '.join(unknown)}, which --bots does not ({', '.join(labels)})")
    alone = set(range(len(entrants))) if not lone else {labels.index(label) for label in lone}
    import_path = default_search() if any(is_class_path(e.kind) for e in entrants) else ()
    opts = tuple(sorted((options or {}).items()))
    seatings: list[LadderSeating] = []

    def add(fmt: str, bot: int, opponent: int, seats: tuple[int, ...], tag: str, count: int) -> None:
        if count < 1:
            return
        labels = [entrants[e].label for e in seats]  # (a table seats one bot three times: the names must differ)
        names = [f"{n} #{labels[: k + 1].count(n)}" if labels.count(n) > 1 else n for k, n in enumerate(labels)]
        spec = SimSpec(
            edition=str(edition),
            players=tuple((name, entrants[e].kind) for name, e in zip(names, seats, strict=True)),
            seed=f"{seed}/{tag}",
            options=opts,
            max_rounds=max_rounds,
            seat_params=tuple(entrants[e].params for e in seats),
            import_path=import_path,
        )
        seatings.append(LadderSeating(fmt, bot, opponent, seats, spec, count))

    for a, b in itertools.combinations(range(len(entrants)), 2):
        share, extra = divmod(games, 2)
        add(HEADS_UP, a, b, (a, b), f"h/{a}/{b}/0", share + (extra > 0))
        add(HEADS_UP, a, b, (b, a), f"h/{a}/{b}/1", share)
    for a, b in itertools.permutations(range(len(entrants)), 2):
        if a not in alone:
            continue
        share, extra = divmod(table_games, TABLE_SIZE)
        for seat in range(TABLE_SIZE):
            seats = tuple(a if k == seat else b for k in range(TABLE_SIZE))
            add(TABLES, a, b, seats, f"t/{a}/{b}/{seat}", share + (seat < extra))
    checked: set[tuple[int, ...]] = set()
    for s in seatings:  # every bot's parameters and each format's player count, once
        key = (len(s.seats), *sorted(set(s.seats)))
        if key not in checked:
            check_spec(s.spec)
            checked.add(key)
    return seatings


def play_ladder(
    entrants: Sequence[Entrant],
    seatings: Sequence[LadderSeating],
    backend: str = "process",
    workers: int | None = None,
    chunk_size: int | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> tuple[list[Record], list[dict[str, Any]] | None]:
    """Play every seating's games: the records (heads-up, then tables, in bot order) and the ratings (best
    first; None without the rating library). At a table the lone bot wins when its seat wins; the three
    copies of its opponent are not counted there (their side is the opponent's own table, B against three A's)."""
    labels = [e.label for e in entrants]
    records: dict[tuple[str, int, int], Record] = {}
    for fmt in (HEADS_UP, TABLES):
        for a, b in itertools.permutations(range(len(entrants)), 2):
            records[(fmt, a, b)] = Record(fmt, labels[a], labels[b])
    rating = Table(entrants)
    results = run_schedule([(s.spec, s.games) for s in seatings], backend, workers, chunk_size)
    try:
        for run, result in results:
            seating = seatings[run]
            winner = seating.seats[result.winner] if result.winner >= 0 else -1  # (an entrant number)
            _count(records[(seating.fmt, seating.bot, seating.opponent)], winner, seating.bot)
            if seating.fmt == HEADS_UP:  # counted from both sides, and rated
                _count(records[(HEADS_UP, seating.opponent, seating.bot)], winner, seating.opponent)
                pair = seating.bot * len(entrants) + seating.opponent  # (the tournament table's pairing number)
                rating.add(Seating(pair, seating.seats, seating.spec, seating.games), result)
            if on_result is not None:
                on_result(result)
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
    ordered = [r for r in records.values() if r.games]
    ratings = None
    if rating.rated and any(s.fmt == HEADS_UP for s in seatings):
        ratings = [
            {"bot": s.label, "mu": s.mu, "sigma": s.sigma, "ordinal": s.ordinal} for s in rating.standings() if s.games
        ]
    return ordered, ratings


def _count(record: Record, winner: int, me: int) -> None:
    record.games += 1
    record.wins += winner == me
    record.draws += winner < 0


def bot_settings(entrant: Entrant, search: Sequence[str] | None = None) -> dict[str, Any]:
    """A bot as the results file names it: label, kind, its parameters as given and in full."""
    from monopoly_engine import __version__
    from monopoly_engine.agents import make_agent

    agent = make_agent(entrant.kind, entrant.params or None, search)
    params = getattr(agent, "params", None)
    full = params.as_text() if params is not None and hasattr(params, "as_text") else entrant.params
    version = __version__ if ":" not in entrant.kind else getattr(agent, "version", None)
    return {"bot": entrant.label, "kind": entrant.kind, "params": entrant.params, "settings": full,
            "version": version}  # fmt: skip


def ladder_json(result: LadderResult) -> dict[str, Any]:
    """The results file: everything that made the games, and what they gave (rates and intervals as fractions,
    rounded to 6 places; no times, so that it reproduces byte for byte)."""
    from monopoly_engine import COMPILED, __version__

    search = result.seatings[0].spec.import_path or None if result.seatings else None
    return {
        "format": LADDER_FORMAT,
        "version": LADDER_VERSION,
        "command": result.command,
        "package": {"name": "monopoly-engine", "version": __version__, "compiled": COMPILED},
        "edition": result.edition,
        "options": result.options,
        "seed": result.seed,
        "games_per_pairing": {HEADS_UP: result.games, TABLES: result.table_games},
        **({"lone_at_tables": result.lone} if result.lone else {}),
        "max_rounds": result.max_rounds,
        "bots": [bot_settings(e, search) for e in result.entrants],
        "seatings": [
            {
                "format": s.fmt,
                "seats": [result.entrants[e].label for e in s.seats],
                "seed": s.spec.seed,
                "games": s.games,
            }
            for s in result.seatings
        ],
        "results": [
            {
                "format": r.fmt,
                "bot": r.bot,
                "opponent": r.opponent,
                "games": r.games,
                "wins": r.wins,
                "draws": r.draws,
                "losses": r.losses,
                "win_rate": round(r.win_rate, 6),
                "win_rate_95": [round(x, 6) for x in r.interval],
            }
            for r in result.records
        ],
        "rating": "openskill-plackett-luce, heads-up games" if result.ratings is not None else None,
        "ratings": None
        if result.ratings is None
        else [{k: (round(v, 6) if isinstance(v, float) else v) for k, v in line.items()} for line in result.ratings],
    }
