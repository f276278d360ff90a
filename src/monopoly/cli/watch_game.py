"""``monopoly watch``: bots play one complete game and every event is printed as a sentence.

The game is set up from an edition, a seed, rule options, one agent kind per seat (default: four
``heuristic`` bots named in the edition's language) and the bots' parameters (``--bot-param``). The same
arguments always print the same game: the dice come from the seed, the bots' own choices from a generator
seeded from it too (no seed: both random).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from monopoly.agents import Agent, make_agent
from monopoly.agents.names import seat_names
from monopoly.agents.runner import play_game
from monopoly.editions import load_edition
from monopoly.game import RecordedGame, new_game
from monopoly.render.summary import result_line, standing_lines
from monopoly.render.text import Names, describe

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
) -> tuple[RecordedGame, list[Agent]]:
    """The recorded game and its agents; ``ValueError`` (``EditionError``, ``GameSetupError``) for bad input.

    ``bot_params`` maps a bot kind to its parameters (``{"heuristic": "reserve=200"}``, as
    ``monopoly.agents.bot_params`` groups ``--bot-param`` values)."""
    count = players if players is not None else (len(agent_kinds) or DEFAULT_PLAYERS)
    kinds = [kind.strip().lower() for kind in agent_kinds] or [DEFAULT_AGENT] * count
    if len(kinds) != count:
        raise ValueError(f"--agents names {len(kinds)} agents for {count} players")
    params = dict(bot_params or {})
    unused = sorted(set(params) - set(kinds))
    if unused:
        raise ValueError(f"--bot-param for {', '.join(unused)}, which no player is (agents: {', '.join(kinds)})")
    agents = [make_agent(kind, params.get(kind)) for kind in kinds]
    language = load_edition(edition, options).language  # checks the edition and the options first
    names = seat_names(language, count)
    return new_game(edition, names, seed=seed, options=options), agents


def watch(recorded: RecordedGame, agents: Sequence[Agent], max_rounds: int | None, write: Write) -> None:
    """Play ``recorded`` to its end with ``agents``, writing one line per event, then the result and standing."""
    game = recorded.game
    names = Names.of(game)
    seats = ", ".join(f"{p.name} ({a.name})" for p, a in zip(game.state.players, agents, strict=True))
    write(f"{game.edition.name} ({game.edition.id}), seed {recorded.seed}: {seats}")

    def show(events: list) -> None:
        for event in events:
            write(describe(event, names))

    show(recorded.setup_events)
    seed = recorded.seed
    rng = random.Random(f"agents-{seed}") if seed is not None else random.Random()
    play_game(recorded, agents, rng, max_rounds=max_rounds, on_events=show)
    write("")
    write(result_line(game))
    for line in standing_lines(game):
        write(line)
