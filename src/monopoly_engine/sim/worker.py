"""Play one game of a run and boil it down to a small ``GameResult``: no event is kept.

``play_one(spec, index)`` plays game ``index`` with its own seed (``seeds.game_seed``), bots made by
``monopoly_engine.agents.make_agent`` with the spec's bot parameters and driven by
``monopoly_engine.agents.runner.play_game``. An ``EventTally`` counts, in the event callback, what the statistics need:
rent collected per colour group (``RentPaid``) and where every dice roll ended; in a game with cheats, per seat, the
cheats attempted, caught, rewarded and void, the rewards and penalties paid, and the accusations made, right and wrong
(``CHEAT_COUNTS``).

Landing is counted per dice roll, as ``monopoly_engine.analysis.markov`` defines it: the square where the
roll's move finally stopped once cards and the go-to-jail square are resolved (Chance "go back 3" onto
Community Chest counts once, where the token ends), or ``jail`` when the roll ended in jail (sent there,
three doubles, a failed try for doubles). A roll whose move waits on a debt (a jail fine the player
could not pay at once) counts where the move ends once paid, or jail if the player went bankrupt. With the
speed die a roll's second step (Mr. Monopoly, the Mega bus's card square) and a triple's chosen square are
part of the roll; a Mega bus ticket is no roll: using one closes the roll before it and is not counted.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from monopoly_engine.core import Edition, Event
from monopoly_engine.core import events as ev
from monopoly_engine.core.events import BusTicketUsed, DiceRolled, GameOver, JailTryFailed, Moved, RentPaid, WentToJail

from .seeds import agent_seed, game_seed
from .spec import SimSpec
from .tuning import batch_gc

if TYPE_CHECKING:
    from monopoly_engine.core import Game
    from monopoly_engine.game import RecordedGame


@dataclass(frozen=True, slots=True)
class GameResult:
    """What one game leaves for the statistics: small, picklable, the same whichever process played it."""

    index: int
    seed: int
    winner: int  # seat, or -1 for a draw
    reason: str  # the GameOver reason: "last-player-standing", "round-limit"
    rounds: int
    turns: int
    rolls: int
    cash: tuple[int, ...]  # per seat, at the end
    rent: tuple[int, ...]  # rent collected per group, in the edition's group order
    landing: tuple[int, ...]  # dice rolls that ended on each square, then in jail
    cheats: tuple[tuple[int, ...], ...] = ()  # per seat, the ``CHEAT_COUNTS`` (empty without the cheats rule)
    seats: tuple[tuple[int, ...], ...] = ()  # per seat, the ``SEAT_COUNTS`` at the end of the game


# What is kept of every seat at the end of a game, in this order (``seat_counts``; the columns of the per-seat table,
# ``sim.tables``, say what each means).
SEAT_COUNTS = ("net_worth", "properties", "sets", "houses", "hotels", "skyscrapers", "depots", "bankrupt")


# What is counted per seat in a game with cheats, in this order.
CHEAT_COUNTS = (
    "attempted",  # cheats made
    "caught",  # of them, caught by a right accusation
    "undetected",  # of them, uncaught when the window closed: the effect stands, the card's reward is paid
    "void",  # of them, armed and never used
    "reward_cash",  # rewards collected from the bank
    "penalty_cash",  # penalties paid when caught
    "accusations_right",  # accusations this seat made that were upheld
    "accusations_false",  # accusations this seat made that were rejected (the fee paid)
)
_COUNT = {name: i for i, name in enumerate(CHEAT_COUNTS)}


class EventTally:
    """Counts rent per space and the outcome of every dice roll from a stream of event lists."""

    __slots__ = ("_caught", "_jail", "_roller", "_where", "cheats", "landing", "reason", "rent")

    def __init__(self, size: int, players: int = 0) -> None:
        self.cheats = [[0] * len(CHEAT_COUNTS) for _ in range(players)]  # per seat (only with ``players``)
        self._caught = -1  # the seat just caught: its cheat's reveal follows
        self.landing = [0] * (size + 1)  # squares, then jail
        self.rent = [0] * size  # rent collected on each space
        self.reason = ""
        self._jail = size
        self._roller = -1  # the player whose roll is being resolved; -1: none
        self._where = -1  # where that roll ended so far; -1: not yet known

    def __call__(self, events: Sequence[Event]) -> None:
        """Take the events of one action (the shape ``play_game``'s ``on_events`` gives)."""
        event: Any  # each branch knows its event's class from ``cls``, which mypy does not follow
        for event in events:
            cls = type(event)
            if cls is Moved:
                if event.player == self._roller:
                    self._where = event.end
            elif cls is DiceRolled:
                self._close()
                self._roller = event.player
                self._where = -1
            elif cls is RentPaid:
                self.rent[event.space] += event.amount
            elif cls is WentToJail or cls is JailTryFailed:
                if event.player == self._roller:
                    self._where = self._jail
            elif cls is BusTicketUsed:
                self._close()
            elif cls is GameOver:
                self.reason = event.reason
            elif cls in _CHEAT_EVENTS and self.cheats:
                self._cheat(event)

    def _cheat(self, event: Event) -> None:
        cls = type(event)
        if cls is ev.Hidden:
            inner = event.event  # type: ignore[attr-defined]
            if type(inner) is ev.CheatPerformed:
                self.cheats[inner.player][_COUNT["attempted"]] += 1
        elif cls is ev.AccusationUpheld:
            self._caught = event.accused  # type: ignore[attr-defined]
            self.cheats[event.accused][_COUNT["caught"]] += 1  # type: ignore[attr-defined]
            self.cheats[event.player][_COUNT["accusations_right"]] += 1  # type: ignore[attr-defined]
        elif cls is ev.AccusationRejected:
            self.cheats[event.player][_COUNT["accusations_false"]] += 1  # type: ignore[attr-defined]
        elif cls is ev.CheatRewarded:
            self.cheats[event.player][_COUNT["reward_cash"]] += event.amount  # type: ignore[attr-defined]
        elif cls is ev.CheatPenalty:
            self.cheats[event.player][_COUNT["penalty_cash"]] += event.amount  # type: ignore[attr-defined]
        elif cls is ev.CheatRevealed:  # when caught (right after the accusation), or at the window's close
            player = event.player  # type: ignore[attr-defined]
            if player == self._caught:
                self._caught = -1
            elif tuple(event.effect) == (("unused",),):  # type: ignore[attr-defined]
                self.cheats[player][_COUNT["void"]] += 1
            else:
                self.cheats[player][_COUNT["undetected"]] += 1

    def _close(self) -> None:
        if self._roller >= 0:
            self.landing[self._where if self._where >= 0 else self._jail] += 1
            self._roller = -1

    def finish(self) -> None:
        """Count the last roll; call once the game is over."""
        self._close()


_CHEAT_EVENTS = frozenset(
    (ev.Hidden, ev.AccusationUpheld, ev.AccusationRejected, ev.CheatRewarded, ev.CheatPenalty, ev.CheatRevealed)
)


@functools.lru_cache(maxsize=8)
def _edition(ref: str, options: tuple[tuple[str, object], ...]) -> tuple[Edition, tuple[int, ...]]:
    """The edition with its options (loaded once per process) and each space's group position (-1: none)."""
    from monopoly_engine.editions import load_edition

    edition = load_edition(ref, dict(options))
    order: dict[str | None, int] = {group_id: i for i, group_id in enumerate(edition.groups)}
    return edition, tuple(order.get(space.group, -1) for space in edition.spaces)


def edition_of(spec: SimSpec) -> Edition:
    """The edition ``spec`` is played on, its options applied (loaded once per process)."""
    return _edition(spec.edition, spec.options)[0]


def group_ids(spec: SimSpec) -> list[str]:
    """The edition's groups, in the order of ``GameResult.rent``."""
    return list(_edition(spec.edition, spec.options)[0].groups)


def play_one(spec: SimSpec, index: int) -> GameResult:
    """Play game ``index`` of the run ``spec`` to its end (or to the round limit: a draw)."""
    from monopoly_engine.agents.runner import play_game
    from monopoly_engine.game import new_game

    edition, group_of = _edition(spec.edition, spec.options)
    seed = game_seed(spec.seed, index)
    if spec.logs is not None:
        # The log names the edition as the spec does, with its options; the edition, options applied, is the
        # one loaded once per process.
        recorded = new_game(edition, spec.names, seed=seed, options=spec.options_dict, ref=spec.edition)
        target: RecordedGame | Game = recorded
    else:
        recorded = new_game(edition, spec.names, seed=seed)
        target = recorded.game  # no history kept
    game = recorded.game
    agents = spec.make_agents()
    tally = EventTally(edition.size, len(spec.players) if edition.rules.cheats else 0)
    play_game(target, agents, random.Random(agent_seed(seed)), max_rounds=spec.max_rounds, on_events=tally)
    tally.finish()
    if spec.logs is not None:
        recorded.save(Path(spec.logs) / log_name(index))
    state = game.state
    rent = [0] * len(edition.groups)
    for space, amount in enumerate(tally.rent):
        if amount and group_of[space] >= 0:
            rent[group_of[space]] += amount
    return GameResult(
        index=index,
        seed=seed,
        winner=state.winner if state.over else -1,
        reason=tally.reason or ("round-limit" if not state.over else "unknown"),
        rounds=state.rounds,
        turns=state.turns,
        rolls=state.rolls,
        cash=tuple(p.cash for p in state.players),
        rent=tuple(rent),
        landing=tuple(tally.landing),
        cheats=tuple(tuple(row) for row in tally.cheats),
        seats=tuple(seat_counts(game, seat) for seat in range(len(state.players))),
    )


def seat_counts(game: Game, seat: int) -> tuple[int, ...]:
    """``SEAT_COUNTS`` of ``seat`` as the game stands: what it could raise (cash, buildings sold to the bank,
    properties mortgaged: the engine's liquidation value), the properties it owns, the colour sets it holds whole,
    its buildings, whether it went bankrupt."""
    from monopoly_engine.core.money import liquidation_value
    from monopoly_engine.core.properties import building_counts

    edition = game.edition
    owner = game.state.owner
    properties = sum(1 for space in edition.properties if owner[space] == seat)
    sets = 0
    for group in edition.groups.values():
        spaces = group.spaces
        if spaces and edition.spaces[spaces[0]].kind == "street" and all(owner[s] == seat for s in spaces):
            sets += 1
    houses, hotels, skyscrapers, depots = building_counts(game, seat)
    bankrupt = int(game.state.players[seat].bankrupt)
    return (liquidation_value(game, seat), properties, sets, houses, hotels, skyscrapers, depots, bankrupt)


def play_chunk(spec: SimSpec, start: int, stop: int) -> list[GameResult]:
    """Games ``start`` to ``stop - 1``, in order: the unit of work of the process and Ray backends."""
    with batch_gc():
        return [play_one(spec, index) for index in range(start, stop)]


def play_schedule_chunk(
    specs: Sequence[SimSpec], counts: Sequence[int], start: int, stop: int
) -> list[tuple[int, GameResult]]:
    """Games ``start`` to ``stop - 1`` of several runs laid end to end (run ``r`` has ``counts[r]`` games), as
    ``(run number, result)``: the unit of work of ``backends.run_schedule``."""
    results: list[tuple[int, GameResult]] = []
    offset = 0
    with batch_gc():
        for run, (spec, count) in enumerate(zip(specs, counts, strict=True)):
            first, last = max(start, offset), min(stop, offset + count)
            results.extend((run, play_one(spec, index - offset)) for index in range(first, last))
            offset += count
            if offset >= stop:
                break
    return results


def log_name(index: int) -> str:
    """The file name of game ``index``'s log: ``game-000123.jsonl``."""
    return f"game-{index:06d}.jsonl"
