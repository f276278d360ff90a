"""The ``monopoly`` command line (Typer). Each command parses its arguments and calls into a module.

Exit codes: 0 success; 1 a log that does not replay (``replay``) or a failing scenario; 2 bad input
(an unknown edition, a bad ``--option`` or ``--bot-param``, a wrong player or agent count). Errors are one line on
standard error, ``error: ...``, without a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Annotated, Final, NoReturn, TypeVar

import typer

from monopoly_engine.core import GameSetupError
from monopoly_engine.editions import EditionError
from monopoly_engine.safe_text import safe_name

from .verify import verify

# Help texts are Markdown to Typer, not Rich markup: Rich markup would take "[web]" or "[NAME:]" for a style and drop
# it (tests/unit/test_cli_help.py checks every help text keeps its words). Shell completion is Typer's:
# `monopoly --install-completion` (bash, zsh, fish, PowerShell).
HELP_MARKUP: Final = "markdown"
app = typer.Typer(
    name="monopoly",
    help="An exact, replayable Monopoly rules engine: editions, bot games, logs and rule scenarios.",
    no_args_is_help=True,
    rich_markup_mode=HELP_MARKUP,
    pretty_exceptions_show_locals=False,
)
scenario_app = typer.Typer(
    help="Rule scenarios (the format: docs/scenario-format.md).", no_args_is_help=True, rich_markup_mode=HELP_MARKUP
)
app.add_typer(scenario_app, name="scenario")
analyze_app = typer.Typer(
    help="Exact odds: landing probabilities, expected rent and break-even.",
    no_args_is_help=True,
    rich_markup_mode=HELP_MARKUP,
)
app.add_typer(analyze_app, name="analyze")
app.command()(verify)

T = TypeVar("T")
QUIET_HELP = (
    "No progress report on standard error (by default a progress bar on a terminal, otherwise a line every "
    "few seconds: games done, rate, time left)."
)
FORCE_HELP = "Overwrite output files that already exist (without it, an existing file is refused before the run)."


def _fail(message: object, code: int) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


def _checked(make: Callable[[], T]) -> T:
    """Run ``make``; bad input (an edition, an option, a setup) becomes ``error: ...`` and exit 2."""
    try:
        return make()
    except (EditionError, GameSetupError, ValueError) as exc:
        _fail(exc, 2)


def _echo_lines(lines: list[str]) -> None:
    typer.echo("\n".join(lines))


BOT_PARAM_HELP = (
    "A bot parameter, KIND.KEY=VALUE, e.g. heuristic.reserve=200 or heuristic.trades=false; repeatable. "
    "An unknown key is refused with the list of known ones (the heuristic's are described in docs/bots.md)."
)


def _bot_params(items: list[str] | None) -> dict[str, str]:
    """``--bot-param`` values grouped by bot kind (``error: ...`` and exit 2 when malformed)."""
    from monopoly_engine.agents import bot_params

    return _checked(lambda: bot_params(items or ()))


def version_line() -> str:
    """What ``--version`` prints: the distribution, its version and whether the rules core runs compiled."""
    import monopoly_engine

    build = "compiled" if monopoly_engine.COMPILED else "pure Python"
    return f"monopoly-engine {monopoly_engine.__version__} ({build})"


def _print_version(value: bool) -> None:
    if value:
        typer.echo(version_line())
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_print_version, is_eager=True, help="Print the version and exit."),
    ] = False,
) -> None:
    """An exact, replayable Monopoly rules engine: editions, bot games, logs and rule scenarios."""


@app.command()
def editions() -> None:
    """List the bundled editions: id, name, language, number of spaces."""
    from .listing import edition_lines

    _echo_lines(_checked(edition_lines))


@app.command()
def board(
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-it",
    option: Annotated[list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE")] = None,
) -> None:
    """Print the board of an edition: spaces, prices, rents, house costs, mortgages."""
    from rich.console import Console

    from monopoly_engine.editions import load_edition
    from monopoly_engine.render.board import board_table, cheats_table

    from .options import parse_options

    loaded = _checked(lambda: load_edition(edition, parse_options(option)))
    console = Console(width=None if sys.stdout.isatty() else 160, markup=False, emoji=False)
    console.print(board_table(loaded))
    cheats = cheats_table(loaded)
    if cheats is not None:
        console.print(cheats)


@app.command()
def watch(
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-it",
    seed: Annotated[int | None, typer.Option(help="Seed of the dice, the shuffles and the bots.")] = None,
    players: Annotated[int | None, typer.Option(help="Number of players (default 4, or one per --agents).")] = None,
    agents: Annotated[
        str | None,
        typer.Option(
            help="Bot kind per seat, comma-separated: heuristic, buyer (alias simple), random "
            "(default: heuristic in every seat); a seat's own parameters follow its kind, separated by ; or , "
            "(heuristic:boldness=0.8;vigilance=0,random); any bot class: MODULE:CLASS[:KEY=VALUE] "
            "(examples.cautious_bot:CautiousBot, docs/bot-api.md)."
        ),
    ] = None,
    bot_param: Annotated[
        list[str] | None, typer.Option("--bot-param", metavar="KIND.KEY=VALUE", help=BOT_PARAM_HELP)
    ] = None,
    max_rounds: Annotated[int, typer.Option(help="Stop with a draw after this many rounds.")] = 500,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A rule option; repeatable.")
    ] = None,
    log: Annotated[str | None, typer.Option(help="Save the game's replayable log to this file.")] = None,
    as_seat: Annotated[
        str | None,
        typer.Option(
            "--as",
            metavar="SEAT",
            help="Cheats games: print only what this seat sees (a seat number from 1, or a name); "
            "by default the spectator sees every secret.",
        ),
    ] = None,
    lang: Annotated[
        str | None, typer.Option(help="Language of the sentences: en, it, es or ru (default English).")
    ] = None,
    force: Annotated[bool, typer.Option("--force", help=FORCE_HELP)] = False,
    delay: Annotated[
        float, typer.Option(metavar="SECONDS", help="Wait this long after each action, to follow the game.")
    ] = 0.0,
    board: Annotated[bool, typer.Option("--board", help="Draw the board and the players before each turn.")] = False,
) -> None:
    """Bots play a complete game; every event is printed in words, then the result.

    A seat's own parameters follow its kind in --agents: heuristic:boldness=0.8,vigilance=0,heuristic
    (or heuristic:boldness=0.8;vigilance=0,heuristic)."""
    from monopoly_engine.i18n import DEFAULT_LANGUAGE, LANGUAGES
    from monopoly_engine.output_files import check_new_file

    from . import watch_game
    from .options import parse_list, parse_options

    if log:
        _checked(lambda: check_new_file(log, force))
    if max_rounds < 1:
        _fail("--max-rounds must be at least 1", 2)
    if lang is not None and lang not in LANGUAGES:
        _fail(f"--lang must be one of {', '.join(LANGUAGES)}, not {lang!r}", 2)
    if not 0 <= delay <= 60:  # NaN fails both
        _fail(f"--delay must be from 0 to 60 seconds, not {delay}", 2)
    params = _bot_params(bot_param)
    recorded, bots = _checked(
        lambda: watch_game.setup(
            edition, seed, players, parse_list(agents), parse_options(option), params, lang or DEFAULT_LANGUAGE
        )
    )
    seat = _checked(lambda: watch_game.seat_of(recorded, as_seat))
    from rich.console import Console

    console = Console(highlight=False, markup=False, emoji=False) if board else None
    watch_game.watch(recorded, bots, max_rounds, typer.echo, seat=seat, lang=lang, delay=delay, board=console)
    if log:
        try:
            recorded.save(log)
        except OSError as exc:
            _fail(f"cannot write the log {log}: {exc.strerror}", 1)
        typer.echo(f"Log saved to {log}.")


@app.command()
def replay(path: Annotated[str, typer.Argument(help="A game log written by --log.")]) -> None:
    """Replay a game log, checking every event, and summarise the game."""
    from monopoly_engine.game import LogError

    from .log_summary import summary

    try:
        _, lines = summary(path)
    except LogError as exc:
        _fail(exc, 1)
    _echo_lines(lines)


@app.command("log")
def seat_log(
    path: Annotated[str, typer.Argument(help="A game log written by --log or --save.")],
    as_seat: Annotated[
        str, typer.Option("--as", metavar="SEAT", help="The seat: a number from 1, or a player's name.")
    ],
    out: Annotated[str | None, typer.Option(help="Write the seat's log to this file (default: print it).")] = None,
    force: Annotated[bool, typer.Option("--force", help=FORCE_HELP)] = False,
) -> None:
    """The log as one seat may know it: other seats' cheats hidden, the seed and shuffles left out.

    What a networked client would receive; it can be read, not replayed (replay refuses it)."""
    from monopoly_engine.game import LogError, load_log
    from monopoly_engine.output_files import check_new_file, write_text_atomically

    from .watch_game import seat_of

    if out is not None:
        _checked(lambda: check_new_file(out, force))
    try:
        recorded = load_log(path)
    except LogError as exc:
        _fail(exc, 1)
    seat = _checked(lambda: seat_of(recorded, as_seat))
    text = "\n".join(recorded.log_lines(seat)) + "\n"
    if out is None:
        typer.echo(text, nl=False)
        return
    try:
        write_text_atomically(out, text)
    except OSError as exc:
        _fail(f"cannot write {out}: {exc.strerror}", 1)
    typer.echo(f"Log of {safe_name(recorded.players[seat])} saved to {out}.")


def _play_help(key: str) -> str:
    from monopoly_engine.i18n import cli_help

    return cli_help(key)


@app.command(help=_play_help("command"))
def play(
    players: Annotated[str | None, typer.Option(help=_play_help("players"))] = None,
    edition: Annotated[str | None, typer.Option("--edition", "-e", help=_play_help("edition"))] = None,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help=_play_help("option"))
    ] = None,
    lang: Annotated[str | None, typer.Option(help=_play_help("lang"))] = None,
    seed: Annotated[int | None, typer.Option(help=_play_help("seed"))] = None,
    save: Annotated[str | None, typer.Option(help=_play_help("save"))] = None,
    resume: Annotated[str | None, typer.Option(help=_play_help("resume"))] = None,
    fast: Annotated[bool, typer.Option("--fast", help=_play_help("fast"))] = False,
    max_rounds: Annotated[int | None, typer.Option(help=_play_help("max_rounds"))] = None,
    force: Annotated[bool, typer.Option("--force", help=_play_help("force"))] = False,
) -> None:
    """Play in the terminal: you against bots, or several people at one keyboard."""
    from monopoly_engine.play import run_play

    raise typer.Exit(run_play(players=players, edition=edition, options=option, lang=lang, seed=seed, save=save,
                              resume=resume, fast=fast, max_rounds=max_rounds, force=force))  # fmt: skip


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="The address to listen on (0.0.0.0: every network).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port to listen on.")] = 8000,
    db: Annotated[
        str,
        typer.Option(
            help="Where the rooms and their games are kept: an SQLite file (a path or sqlite:///PATH) "
            "or a PostgreSQL database (postgresql://USER@HOST/DB)."
        ),
    ] = "monopoly.db",
    bot_delay: Annotated[float, typer.Option(help="Seconds between two bot moves, so people can follow.")] = 0.8,
    durable: Annotated[
        bool,
        typer.Option(
            "--durable",
            help="Every acknowledged move is on the disk, so a power cut loses none (an fsync per move; "
            "SQLite synchronous=FULL, PostgreSQL synchronous_commit on).",
        ),
    ] = False,
    away_after: Annotated[
        float, typer.Option(help="Seconds a disconnected person may keep a game waiting before a bot plays their seat.")
    ] = 120.0,
    away_bot: Annotated[str, typer.Option(help="The bot kind that plays a seat its person left.")] = "heuristic",
    public_url: Annotated[
        str | None,
        typer.Option(
            help="The address friends open, printed and put in the rooms' links, for a server behind a proxy or "
            "a tunnel (e.g. https://monopoly.example.org). Default: this machine's network address with "
            "--host 0.0.0.0."
        ),
    ] = None,
    sockets_per_room: Annotated[int, typer.Option(help="Open websockets on one room at most.")] = 50,
    sockets_per_address: Annotated[int, typer.Option(help="Open websockets from one client address at most.")] = 20,
    rooms_per_minute: Annotated[int, typer.Option(help="Rooms one client address may create a minute.")] = 10,
    rooms_total: Annotated[int, typer.Option(help="Rooms waiting or playing on the server at most.")] = 1000,
    frames_per_second: Annotated[float, typer.Option(help="Frames one websocket may send a second.")] = 10.0,
    name_length: Annotated[int, typer.Option(help="Visible characters in a player's name at most.")] = 24,
    unstarted_hours: Annotated[float, typer.Option(help="Hours after which a room never started is removed.")] = 24.0,
    allowed_hosts: Annotated[
        str,
        typer.Option(
            help="Host names the server answers to, comma-separated (default: the address served, localhost and "
            "this machine's own names and addresses); other Host headers are refused (DNS rebinding)."
        ),
    ] = "",
    clock: Annotated[
        bool, typer.Option(help="The lobby offers rooms of more than one person a turn clock, ticked by default.")
    ] = True,
    clock_allowance: Annotated[float, typer.Option(help="The turn clock's seconds for each decision.")] = 30.0,
    clock_bank: Annotated[
        float, typer.Option(help="The turn clock's time bank of each player, in seconds, for longer decisions.")
    ] = 120.0,
    clock_timeouts: Annotated[
        int, typer.Option(help="Time-outs in a row after which a bot plays the seat (0: never).")
    ] = 3,
) -> None:
    """Play in the browser: a lobby, rooms for friends and bots, every game kept (needs the [web] extra)."""
    from monopoly_engine.web.serve import missing_extra, run

    if (problem := missing_extra()) is not None:
        _fail(problem, 2)
    if not 0 < port < 65536 or bot_delay < 0 or away_after < 0:
        _fail("--port must be 1-65535, --bot-delay and --away-after not negative", 2)
    from monopoly_engine.web.address import AddressError
    from monopoly_engine.web.limits import Limits
    from monopoly_engine.web.store import StoreError

    limits = Limits(
        sockets_per_room=sockets_per_room,
        sockets_per_address=sockets_per_address,
        rooms_per_minute=rooms_per_minute,
        rooms_total=rooms_total,
        frames_per_second=frames_per_second,
        name_length=name_length,
        unstarted_hours=unstarted_hours,
    )
    try:
        limits.check()
    except ValueError as exc:
        _fail(exc, 2)
    hosts = [h.strip() for h in allowed_hosts.split(",") if h.strip()] or None
    from monopoly_engine.web.clock import ClockSettings

    try:
        figures = ClockSettings(clock_allowance, clock_bank, clock_timeouts)
    except ValueError as exc:
        _fail(exc, 2)
    try:
        code = run(
            host, port, db, bot_delay, durable, away_after or None, away_bot, public_url, limits, hosts, figures, clock
        )
    except (StoreError, AddressError) as exc:  # a --db the store cannot open, a busy port, a bad --public-url
        _fail(exc, 2)
    raise typer.Exit(code)


@app.command()
def simulate(
    games: Annotated[int, typer.Option("--games", "-n", help="Number of games.")] = 100,
    players: Annotated[
        str,
        typer.Option(
            help="Bot kind per seat, comma-separated: heuristic, buyer (alias simple), random; "
            "NAME:KIND names a seat (default names: KIND-1, KIND-2, ...); a seat's own parameters follow its "
            "kind, separated by ; or , (bold:heuristic:boldness=0.8;vigilance=0,heuristic); any bot class: "
            "[NAME:]MODULE:CLASS[:KEY=VALUE] (examples.cautious_bot:CautiousBot, docs/bot-api.md)."
        ),
    ] = "heuristic,heuristic,heuristic,heuristic",
    bot_param: Annotated[
        list[str] | None, typer.Option("--bot-param", metavar="KIND.KEY=VALUE", help=BOT_PARAM_HELP)
    ] = None,
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-it",
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A rule option; repeatable.")
    ] = None,
    seed: Annotated[int | None, typer.Option(help="Base seed: the same seed gives the same results.")] = None,
    workers: Annotated[int | None, typer.Option(help="Worker processes (default: every core).")] = None,
    max_rounds: Annotated[int, typer.Option(help="A game that reaches this many rounds ends as a draw.")] = 500,
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")] = False,
    out: Annotated[
        str | None,
        typer.Option(
            help="Write the per-game table to this file and the per-seat table beside it (results.csv and "
            "results.seats.csv); the format comes from the extension: .csv, .jsonl, .parquet (needs pyarrow)."
        ),
    ] = None,
    out_format: Annotated[
        str | None,
        typer.Option("--format", help="The format of --out's tables, whatever its extension: csv, jsonl or parquet."),
    ] = None,
    plots: Annotated[str | None, typer.Option(help="Write PNG plots into this directory (needs matplotlib).")] = None,
    logs: Annotated[str | None, typer.Option(help="Save every game's replayable log into this directory.")] = None,
    backend: Annotated[str, typer.Option(help="Where games run: process, ray or serial.")] = "process",
    ray_address: Annotated[
        str | None,
        typer.Option(
            metavar="ADDRESS",
            help="With --backend ray, join this Ray cluster: auto, HOST:PORT (ray start --head) or ray://HOST:10001 "
            "(default: the RAY_ADDRESS environment variable, else a local Ray started for the run).",
        ),
    ] = None,
    chunk_size: Annotated[int | None, typer.Option(hidden=True, help="Games per task (never changes results).")] = None,
    force: Annotated[bool, typer.Option("--force", help=FORCE_HELP)] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help=QUIET_HELP)] = False,
) -> None:
    """Play many bot games and summarise them: win rates, game length, rent, landing frequencies."""
    from monopoly_engine.sim import BackendError
    from monopoly_engine.sim.plots import PlotsUnavailable
    from monopoly_engine.sim.table_files import ParquetUnavailable

    from . import run_simulation as command
    from .options import parse_options

    args = command.SimulateArgs(
        games, players, edition, _checked(lambda: parse_options(option)), seed, workers, max_rounds,
        json_output, out, plots, logs, backend, ray_address, chunk_size, _bot_params(bot_param), force, out_format,
        quiet,
    )  # fmt: skip
    try:
        command.run(args, command.notes_to(json_output, typer.echo))
    except (EditionError, GameSetupError, ValueError, BackendError, PlotsUnavailable, ParquetUnavailable) as exc:
        _fail(exc, 2)
    except OSError as exc:
        _fail(f"{exc.filename or ''}: {exc.strerror or exc}", 1)


@app.command()
def tournament(
    bots: Annotated[
        str,
        typer.Option(
            help="The bots, comma-separated, as --players writes seats: a kind (heuristic, buyer, random), "
            "a bot class MODULE:CLASS, NAME: before either, parameters after (bold:heuristic:boldness=0.9)."
        ),
    ] = "heuristic,buyer,random",
    games: Annotated[int, typer.Option("--games", "-n", help="Games per pairing (spread over its seatings).")] = 100,
    seed: Annotated[int | None, typer.Option(help="Base seed: the same seed gives the same tournament.")] = None,
    players_per_game: Annotated[int, typer.Option(help="Bots at each table: every combination plays.")] = 2,
    seating: Annotated[
        str,
        typer.Option(help="Seat orders of a pairing: rotations (each bot in every seat), permutations, fixed."),
    ] = "rotations",
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-it",
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A rule option; repeatable.")
    ] = None,
    max_rounds: Annotated[int, typer.Option(help="A game that reaches this many rounds ends as a draw.")] = 500,
    workers: Annotated[int | None, typer.Option(help="Worker processes (default: every core).")] = None,
    backend: Annotated[str, typer.Option(help="Where games run: process, ray or serial.")] = "process",
    json_output: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of tables.")] = False,
    chunk_size: Annotated[int | None, typer.Option(hidden=True, help="Games per task (never changes results).")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help=QUIET_HELP)] = False,
) -> None:
    """Bots play every pairing over many seeded games: a table of wins, draws, win rates with 95% intervals
    and ratings (OpenSkill, the ratings extra)."""
    from monopoly_engine.sim import BackendError

    from . import run_tournament as command
    from .options import parse_options

    args = command.TournamentArgs(
        bots, games, seed, players_per_game, seating, edition, _checked(lambda: parse_options(option)), max_rounds,
        workers, backend, json_output, chunk_size, quiet,
    )  # fmt: skip
    try:
        command.run(args, typer.echo)
    except (EditionError, GameSetupError, ValueError, BackendError) as exc:
        _fail(exc, 2)


@analyze_app.command("landing")
def analyze_landing(
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-it",
    jail: Annotated[str, typer.Option(help="Jail policy: stay (roll for doubles) or leave (pay at once).")] = "stay",
    output_format: Annotated[str, typer.Option("--format", help="table, json or csv.")] = "table",
    option: Annotated[list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE")] = None,
    plots: Annotated[
        str | None, typer.Option(metavar="DIR", help="Also draw landing.png, a bar per square, into this directory.")
    ] = None,
    force: Annotated[bool, typer.Option("--force", help=FORCE_HELP)] = False,
) -> None:
    """The exact long-run share of dice rolls ending on each square (and in jail)."""
    from . import analyze

    _print_analysis(analyze.landing_output, edition, jail, output_format, option, ("landing", plots, force))


@analyze_app.command("rent")
def analyze_rent(
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-it",
    jail: Annotated[str, typer.Option(help="Jail policy of the landing odds: stay or leave.")] = "stay",
    output_format: Annotated[str, typer.Option("--format", help="table, json or csv.")] = "table",
    option: Annotated[list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE")] = None,
    plots: Annotated[
        str | None,
        typer.Option(
            metavar="DIR", help="Also draw rent_payback.png, each street's payback by level, into this directory."
        ),
    ] = None,
    force: Annotated[bool, typer.Option("--force", help=FORCE_HELP)] = False,
) -> None:
    """Expected rent per opponent roll and rolls to break even, for every property at every level."""
    from . import analyze

    _print_analysis(analyze.rent_output, edition, jail, output_format, option, ("rent", plots, force))


def _print_analysis(
    make: Callable[..., object],
    edition: str,
    jail: str,
    output_format: str,
    option: list[str] | None,
    plot: tuple[str, str | None, bool],
) -> None:
    """Print the analysis ``make`` gives; with a plots directory (``plot``: kind, directory, force), draw its chart
    there too. Every refusal (the choices, the edition, matplotlib, the directory) comes before any work."""
    from rich.console import Console

    from monopoly_engine.core import Edition
    from monopoly_engine.editions import load_edition
    from monopoly_engine.output_files import check_new_files
    from monopoly_engine.sim.plots import PlotsUnavailable, require_matplotlib

    from .analyze import PLOT_FILES, AnalysisUnavailable, check_choices, write_plot
    from .options import parse_options

    kind, plots, force = plot

    def build() -> tuple[Edition, object]:
        check_choices(jail, output_format)
        if plots:
            check_new_files(plots, [PLOT_FILES[kind]], force)
            require_matplotlib()
        loaded = load_edition(edition, parse_options(option))
        return loaded, make(loaded, jail, output_format)

    try:
        loaded, output = _checked(build)
        if plots:
            path = write_plot(kind, loaded, jail, plots)
    except (AnalysisUnavailable, PlotsUnavailable) as exc:
        _fail(exc, 2)
    except OSError as exc:
        _fail(f"{exc.filename or plots}: {exc.strerror or exc}", 1)
    if isinstance(output, str):
        typer.echo(output)
    else:
        Console(width=None if sys.stdout.isatty() else 160, markup=False, emoji=False).print(output)
    if plots:
        typer.echo(f"Plot: {path}", err=output_format != "table")


@scenario_app.command("run")
def scenario_run(paths: Annotated[list[str], typer.Argument(help="Scenario files (YAML or JSON).")]) -> None:
    """Run rule scenarios; exit 0 when every expectation holds, 1 when one fails, 2 for a malformed file."""
    from monopoly_engine.scenario import run_cli

    raise typer.Exit(run_cli(list(paths)))


def main() -> None:
    """Entry point of the ``monopoly`` and ``monopoly-engine`` console scripts and of ``python -m monopoly_engine``."""
    app(prog_name="monopoly")


from .ladder import ladder_command  # noqa: E402  (each command below in a module of its own)

app.command("ladder")(ladder_command)
