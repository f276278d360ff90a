"""The ``monopoly`` command line (Typer). Each command parses its arguments and calls into a module.

Exit codes: 0 success; 1 a log that does not replay (``replay``) or a failing scenario; 2 bad input
(an unknown edition, a bad ``--option``, a wrong player or agent count). Errors are one line on
standard error, ``error: ...``, without a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Annotated, NoReturn, TypeVar

import typer

from monopoly.core import GameSetupError
from monopoly.editions import EditionError

app = typer.Typer(
    name="monopoly",
    help="An exact, replayable Monopoly rules engine: editions, bot games, logs and rule scenarios.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)
scenario_app = typer.Typer(help="Rule scenarios (see SCENARIOS.md).", no_args_is_help=True)
app.add_typer(scenario_app, name="scenario")

T = TypeVar("T")


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

    from monopoly.editions import load_edition
    from monopoly.render.board import board_table

    from .options import parse_options

    table = _checked(lambda: board_table(load_edition(edition, parse_options(option))))
    Console(width=None if sys.stdout.isatty() else 160).print(table)


@app.command()
def watch(
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-it",
    seed: Annotated[int | None, typer.Option(help="Seed of the dice, the shuffles and the bots.")] = None,
    players: Annotated[int | None, typer.Option(help="Number of players (default 4, or one per --agents).")] = None,
    agents: Annotated[str | None, typer.Option(help="Agent kind per seat, comma-separated: simple, random.")] = None,
    max_rounds: Annotated[int, typer.Option(help="Stop with a draw after this many rounds.")] = 500,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A rule option; repeatable.")
    ] = None,
    log: Annotated[str | None, typer.Option(help="Save the game's replayable log to this file.")] = None,
) -> None:
    """Bots play a complete game; every event is printed in words, then the result."""
    from . import watch_game
    from .options import parse_list, parse_options

    if max_rounds < 1:
        _fail("--max-rounds must be at least 1", 2)
    recorded, bots = _checked(
        lambda: watch_game.setup(edition, seed, players, parse_list(agents), parse_options(option))
    )
    watch_game.watch(recorded, bots, max_rounds, typer.echo)
    if log:
        try:
            recorded.save(log)
        except OSError as exc:
            _fail(f"cannot write the log {log}: {exc.strerror}", 1)
        typer.echo(f"Log saved to {log}.")


@app.command()
def replay(path: Annotated[str, typer.Argument(help="A game log written by --log.")]) -> None:
    """Replay a game log, checking every event, and summarise the game."""
    from monopoly.game import LogError

    from .log_summary import summary

    try:
        _, lines = summary(path)
    except LogError as exc:
        _fail(exc, 1)
    _echo_lines(lines)


@scenario_app.command("run")
def scenario_run(paths: Annotated[list[str], typer.Argument(help="Scenario files (YAML or JSON).")]) -> None:
    """Run rule scenarios; exit 0 when every expectation holds."""
    try:
        from monopoly.scenario import run_cli
    except ModuleNotFoundError as exc:
        if exc.name != "monopoly.scenario":
            raise
        _fail("the scenario runner (monopoly.scenario) is not installed", 2)
    raise typer.Exit(run_cli(list(paths)))


def main() -> None:
    """Entry point of the ``monopoly`` console script and of ``python -m monopoly``."""
    app(prog_name="monopoly")
