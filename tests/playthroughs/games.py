"""The playthroughs' games and their text: one file per edition and option set, a few seeded bot games each.

A game is seeded as ``monopoly simulate --seed 1`` seeds it (``sim.seeds``) and played by the runner
(``agents.runner.play_game``) through a ``RecordedGame``. Its text: a heading, the setup's events, then every
action in the notation of ``monopoly_engine.notation`` after the name of the seat that took it, each of its
events on the lines below (the codec's form: the event's kind, then its fields as ``name=value``, values in
compact JSON; a ``Hidden`` event's inner event after its seats), and the result. Nothing in it depends on
the machine, the clock or the order of a hash.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import zip_longest
from pathlib import Path

from monopoly_engine.agents.runner import play_game
from monopoly_engine.codec import event_to_dict
from monopoly_engine.core import Edition, Event
from monopoly_engine.game import RecordedGame, new_game
from monopoly_engine.notation import format_action
from monopoly_engine.sim import make_spec
from monopoly_engine.sim.seeds import agent_seed, game_seed
from monopoly_engine.sim.worker import edition_of

HERE = Path(__file__).resolve().parent
SEED = 1
HEURISTIC_4 = "heuristic,heuristic,heuristic,heuristic"
REGENERATE = "python -m tests.playthroughs.regenerate"


@dataclass(frozen=True)
class Playthrough:
    """One file: ``games`` games of ``players`` on ``edition`` with rule ``options``, at most ``rounds`` rounds."""

    name: str
    edition: str
    players: str = HEURISTIC_4
    options: dict[str, object] = field(default_factory=dict)
    bot_params: dict[str, str] = field(default_factory=dict)
    games: int = 3
    rounds: int = 150

    @property
    def path(self) -> Path:
        return HERE / f"{self.name}.txt"


PLAYTHROUGHS = [
    # classic-it and classic-es play these games in other words (test_classic_editions.py), so they have no file
    Playthrough("classic-en", "classic-en"),
    Playthrough("classic-en-speed-die", "classic-en", options={"speed_die": True}),
    Playthrough("classic-en-rent-must-be-claimed", "classic-en", options={"rent_must_be_claimed": True}),
    Playthrough("classic-en-mixed", "classic-en", players="heuristic,buyer,random,heuristic"),
    Playthrough("mega", "mega"),
    Playthrough("cheaters-ru", "cheaters-ru", bot_params={"heuristic": "boldness=0,vigilance=0"}),
    Playthrough("cheaters-ru-cheating", "cheaters-ru"),
]
BY_NAME = {p.name: p for p in PLAYTHROUGHS}


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) or (isinstance(value, str) and value and " " not in value and "=" not in value):
        return str(value)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def event_text(data: dict[str, object]) -> str:
    """``kind name=value ...`` of an event's codec form (a hidden event's inner one follows its seats)."""
    words = [str(data["kind"])]
    for key, value in data.items():
        if key == "kind":
            continue
        if isinstance(value, dict) and "kind" in value:
            words.append(f"{key}=({event_text(value)})")
        else:
            words.append(f"{key}={_value(value)}")
    return " ".join(words)


def _events(events: list[Event]) -> Iterator[str]:
    for event in events:
        yield "    " + event_text(event_to_dict(event))


def play(playthrough: Playthrough, index: int) -> tuple[int, RecordedGame]:
    """Game ``index`` of ``playthrough``, played: its seed and its record."""
    spec = make_spec(
        playthrough.edition,
        playthrough.players,
        SEED,
        options=playthrough.options,
        max_rounds=playthrough.rounds,
        bot_params=playthrough.bot_params,
    )
    seed = game_seed(spec.seed, index)
    recorded = new_game(edition_of(spec), spec.names, seed=seed)
    agents = spec.make_agents()
    play_game(recorded, agents, random.Random(agent_seed(seed)), spec.max_rounds)
    return seed, recorded


def game_lines(playthrough: Playthrough, index: int) -> Iterator[str]:
    """The text of game ``index`` of ``playthrough``."""
    seed, recorded = play(playthrough, index)
    return recorded_lines(index, seed, recorded)


def recorded_lines(index: int, seed: int, recorded: RecordedGame, written_in: Edition | None = None) -> Iterator[str]:
    """The text of a played game, its actions in the space and card ids of ``written_in`` (by default the game's
    own edition; another one must have the same board and decks)."""
    game = recorded.game
    edition = written_in or game.edition
    names = [p.name for p in game.state.players]
    seats = ", ".join(f"{seat} {name}" for seat, name in enumerate(names))
    yield f"== game {index}: seed {seed}, seats {seats}"
    yield "setup"
    yield from _events(recorded.setup_events)
    for action, events in recorded.history:
        if action is None:
            yield "round limit"
        else:
            yield f"{names[action.player]}: {format_action(action, edition)}"
        yield from _events(events)
    state = game.state
    if state.winner >= 0:
        yield f"result: {names[state.winner]} wins after {state.rounds} rounds, {len(recorded.history)} actions"
    elif len(state.winners) > 1:
        shared = ", ".join(names[w] for w in state.winners)
        yield f"result: {shared} share the win after {state.rounds} rounds, {len(recorded.history)} actions"
    else:
        yield f"result: a draw after {state.rounds} rounds, {len(recorded.history)} actions"
    yield ""


def playthrough_lines(playthrough: Playthrough) -> Iterator[str]:
    """The whole file of ``playthrough``, line by line."""
    p = playthrough
    options = json.dumps(p.options, sort_keys=True)
    params = f", bot parameters {json.dumps(p.bot_params, sort_keys=True)}" if p.bot_params else ""
    yield f"# Playthrough {p.name}: {p.games} games of {p.players} on {p.edition}, options {options}{params},"
    yield f"# seeded as `monopoly simulate --seed {SEED}` seeds them, at most {p.rounds} rounds each."
    yield f"# Written by `{REGENERATE} {p.name}`: do not edit; a difference is a change of the rules or the bots."
    yield ""
    for index in range(p.games):
        yield from game_lines(p, index)


def playthrough_text(playthrough: Playthrough) -> str:
    return "\n".join(playthrough_lines(playthrough)) + "\n"


def first_difference(
    path_lines: Iterable[str], fresh_lines: Iterable[str]
) -> tuple[int, str | None, str | None] | None:
    """The first line (1-based) where the file and the fresh game differ: (number, in the file, played now)."""
    for number, (recorded, played) in enumerate(zip_longest(path_lines, fresh_lines), start=1):
        if recorded != played:
            return number, recorded, played
    return None
