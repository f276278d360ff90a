"""``monopoly watch``: bots play one complete game and every event is printed as a sentence.

The game is set up from an edition, a seed, rule options, one agent kind per seat (default: four
``heuristic`` bots named in the edition's language) and the bots' parameters (``--bot-param``). The same
arguments always print the same game: the dice come from the seed, the bots' own choices from a generator
seeded from it too (no seed: both random).

In a game with cheats the spectator knows everything: a cheat's hidden events are printed as secrets of
their seat ("Secret to Anna: ..."). With ``seat`` (``--as``), only what that seat may see is printed: other
seats' hidden events are left out, the public "Something happened." marker stays. The sentences are the
narration of ``monopoly_engine.i18n.events`` (the terminal game's), then the result and standing of
``monopoly_engine.render.summary``, English unless ``lang`` names another of the catalogs' languages (``--lang ru``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import overload

from rich.console import Console

from monopoly_engine.agents import Agent, make_agent, seat_specs
from monopoly_engine.agents.names import seat_names
from monopoly_engine.agents.runner import play_game
from monopoly_engine.core.events import TurnStarted, visible_events
from monopoly_engine.editions import load_edition
from monopoly_engine.editions.texts import in_language
from monopoly_engine.game import RecordedGame, new_game
from monopoly_engine.i18n import DEFAULT_LANGUAGE, Translator
from monopoly_engine.i18n.events import Words, describe
from monopoly_engine.render.summary import result_line, standing_lines
from monopoly_engine.safe_text import safe_name, safe_text
from monopoly_engine.typed_input import whole_number

DEFAULT_PLAYERS = 4
DEFAULT_AGENT = "heuristic"

Write = Callable[[str], None]


def setup(
    edition: str,
    seed: int | None,
    players: int | None,
    agent_kinds: Sequence[str],
    options: dict[str, str],
    bot_params: Mapping[str, str] | None = None,
    lang: str = DEFAULT_LANGUAGE,
) -> tuple[RecordedGame, list[Agent]]:
    """The recorded game and its agents; ``ValueError`` (``EditionError``, ``GameSetupError``) for bad input.

    ``agent_kinds`` are the ``--agents`` items; a seat may carry its own parameters
    (``heuristic:boldness=0.8``, the items ``key=value`` after it included: ``monopoly_engine.agents.seat_specs``).
    ``bot_params`` maps a bot kind to its parameters (``{"heuristic": "reserve=200"}``, as
    ``monopoly_engine.agents.bot_params`` groups ``--bot-param`` values)."""
    seats = seat_specs(",".join(agent_kinds)) if agent_kinds else []
    count = players if players is not None else (len(seats) or DEFAULT_PLAYERS)
    kinds = [kind for _, kind, _ in seats] or [DEFAULT_AGENT] * count
    own = [params for _, _, params in seats] or [""] * count
    if len(kinds) != count:
        raise ValueError(f"--agents names {len(kinds)} agents for {count} players")
    params = dict(bot_params or {})
    unused = sorted(set(params) - set(kinds))
    if unused:
        raise ValueError(f"--bot-param for {', '.join(unused)}, which no player is (agents: {', '.join(kinds)})")
    agents = [
        make_agent(kind, ",".join(p for p in (params.get(kind, ""), mine) if p) or None)
        for kind, mine in zip(kinds, own, strict=True)
    ]
    loaded = load_edition(edition, options)  # checks the edition and the options first
    names = seat_names(loaded.language, count)
    shown = in_language(loaded, lang)  # the board and cards in the narration's language
    return new_game(shown, names, seed=seed, options=options, ref=edition), agents


@overload
def seat_of(recorded: RecordedGame, text: str) -> int: ...
@overload
def seat_of(recorded: RecordedGame, text: None) -> None: ...
@overload
def seat_of(recorded: RecordedGame, text: str | None) -> int | None: ...
def seat_of(recorded: RecordedGame, text: str | None) -> int | None:
    """The seat ``--as`` names: a seat number from 1, or a player's name; ``ValueError`` otherwise."""
    if text is None:
        return None
    names = [p.name for p in recorded.game.state.players]
    number = whole_number(text)
    if number is not None and 1 <= number <= len(names):
        return number - 1
    folded = [n.casefold() for n in names]
    if text.casefold() in folded:
        return folded.index(text.casefold())
    shown = ", ".join(safe_name(n) for n in names)  # the names come from a file
    raise ValueError(f"--as names a seat (1 to {len(names)}) or a player ({shown}), not {safe_text(text, 40)!r}")


def watch(
    recorded: RecordedGame,
    agents: Sequence[Agent],
    max_rounds: int | None,
    write: Write,
    seat: int | None = None,
    lang: str | None = None,
    delay: float = 0.0,
    board: Console | None = None,
) -> None:
    """Play ``recorded`` to its end with ``agents``, writing one line per event, then the result and standing.
    ``seat``: print only what that seat sees; ``lang``: the sentences' language (English by default);
    ``delay``: seconds to wait after each action; ``board``: draw the board and the players there (the
    terminal game's screen) before each turn."""
    game = recorded.game
    tr = Translator(lang or DEFAULT_LANGUAGE)
    words = Words(game, tr)
    screen = None
    if board is not None:
        from monopoly_engine.choices import Context
        from monopoly_engine.play.screen import Screen

        screen = Screen(Context(game, tr, words), [a.name for a in agents])
    seats = ", ".join(f"{words.player(i)} ({a.name})" for i, a in enumerate(agents))
    heading = tr("summary.heading", edition=game.edition.name, id=game.edition.id, seed=recorded.seed, seats=seats)
    if seat is not None:
        heading = tr("summary.heading_seen", heading=heading, name=words.player(seat))
    write(heading)

    def show(events: list) -> None:
        for event in events if seat is None else visible_events(events, seat):
            if screen is not None and board is not None and type(event) is TurnStarted:
                write("")
                board.print(screen.top(board.width))
            sentence = describe(event, words)
            if sentence:
                write(sentence)

    def paced(events: list) -> None:
        show(events)
        if delay:
            time.sleep(delay)

    show(recorded.setup_events)
    seed = recorded.seed
    rng = random.Random(f"agents-{seed}") if seed is not None else random.Random()
    play_game(recorded, agents, rng, max_rounds=max_rounds, on_events=paced)
    write("")
    write(result_line(game, tr))
    for line in standing_lines(game, tr):
        write(line)
