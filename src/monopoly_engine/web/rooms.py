"""A room: one game, its seats and the connections watching it, driven serially by one asyncio task.

Every change to a room happens under its lock, one at a time: a person's command (checked by the engine
through the table), a bot's move, the start. After every change the new log lines are committed to the
store, and only then is anyone told (the acknowledgement and the new frames): what a player saw acknowledged
survives a crash. Bots play their seats from the room's task, one move per ``bot_delay`` seconds so a person
can follow; a person's seat waits, costing nothing, until its websocket answers.
"""

from __future__ import annotations

import asyncio
import datetime
import hashlib
import random
import secrets
import sys
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.websockets import WebSocketDisconnect

from monopoly_engine.agents import Agent, make_agent
from monopoly_engine.agents.runner import AgentActionError, Decide, OfferInterjection, Request, Table
from monopoly_engine.choices import Context, ShoutOffers, not_now, worded
from monopoly_engine.codec import CodecError, action_from_dict
from monopoly_engine.core.actions import ProposeTrade, RejectTrade
from monopoly_engine.core.decisions import TradeDecision
from monopoly_engine.core.hash_random import commitment, is_hash_seed, new_hash_seed
from monopoly_engine.editions import load_edition
from monopoly_engine.game import RecordedGame, new_game, replay_lines
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words
from monopoly_engine.views import PlayerView

from .catalog import word
from .clock import ClockSettings
from .commits import GroupCommit
from .present import SPECTATOR, squares, state_frame
from .protocol import ServerFrame, StateFrame
from .room_clock import RoomClock
from .store import RoomRecord, SeatRecord, Store

PERSON = "person"
Send = Callable[[ServerFrame], Awaitable[None]]


class CommandError(Exception):
    """A command refused before or by the engine: ``code`` and the reason worded in the seat's language."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(eq=False)
class Connection:
    """One websocket watching a room: its seat (``SPECTATOR`` without a token), language and what it has seen."""

    seat: int
    lang: str
    send: Send
    seen: int = -1  # the last event version sent (-1: nothing yet, not even the setup)
    has_squares: bool = False  # the board's fixed part was sent on this socket
    presence: bool = False  # sent a state frame when a seat's first page opens or its last one closes


@dataclass(eq=False)
class Room:
    record: RoomRecord
    store: Store
    bot_delay: float
    recorded: RecordedGame | None = None
    table: Table | None = None
    connections: list[Connection] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None
    _written: int = 0  # history entries committed to the store
    _shouts: ShoutOffers = field(default_factory=ShoutOffers)  # when a person is asked to shout «Афёра!»
    _shouts_heard: int = 0  # history entries the shout rule has been told of
    _offer: OfferInterjection | None = None  # the interjection a person is being offered
    _squares: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # language -> the board's fixed part
    away_after: float | None = None  # seconds a person's seat may keep the game waiting while nobody is connected
    away_bot: str = "heuristic"  # the bot kind that then plays it
    _left: dict[int, float] = field(default_factory=dict)  # seat -> when its last connection went (loop time)
    _waiting: tuple[Request | None, float] = (None, 0.0)  # the request the room waits on, and since when
    committer: GroupCommit | None = None  # where its lines go (None: straight to the store, one commit each)
    _writing: tuple[asyncio.Future[None], int] | None = None  # the group write under way, its first line
    clock: RoomClock | None = None  # the turn clock, in a game with one (``RoomRecord.clock``)

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def version(self) -> int:
        return len(self.recorded.history) if self.recorded is not None else 0

    @property
    def over(self) -> bool:
        return self.recorded is not None and self.recorded.game.is_over

    @property
    def commitment(self) -> str:
        """SHA-256 of the seed and the salt, shown from the start ("" for a room from before commitments)."""
        seed = self.record.seed
        return (
            commitment(seed, self.record.salt)
            if isinstance(seed, str) and is_hash_seed(seed) and self.record.salt
            else ""
        )

    def fairness(self) -> dict[str, str]:
        """The commitment, and once the game is over the seed and salt it was made from (never before)."""
        shown = {"commitment": self.commitment}
        if shown["commitment"] and self.over:
            shown["seed"], shown["salt"] = str(self.record.seed), self.record.salt
        return shown

    def names_taken(self) -> list[str]:
        """The names the room's players have, or will have at the start: the persons seated, and the bots'."""
        seats = self.record.seats
        named = [(i, s) for i, s in enumerate(seats) if s.kind != PERSON or s.token]
        return [s.name if s.kind == PERSON else _bot_name(s, i, seats) for i, s in named]

    @property
    def kinds(self) -> list[str]:
        return [s.kind for s in self.record.seats]

    def seat_of(self, token: str) -> int | None:
        if not token:
            return None
        given = token.encode("utf-8", "replace")  # compare_digest refuses a str with non-ASCII characters
        for seat, record in enumerate(self.record.seats):
            if record.token and secrets.compare_digest(record.token.encode(), given):
                return seat
        return None

    # --- setting up --------------------------------------------------------------------------------------

    def take_seat(self, seat: int, name: str) -> str:
        """Sit a person at free seat ``seat``; returns the seat's secret token."""
        record = self.record.seats[seat]
        if self.record.started or record.kind != PERSON or record.token:
            raise CommandError("taken", "taken")
        record.name = name
        record.token = secrets.token_urlsafe(24)
        self.store.update_seats(self.id, self.record.seats)
        return record.token

    def start(self) -> None:
        """Deal the game: every seat taken, the log's header committed, the table laid."""
        record = self.record
        names = [s.name if s.kind == PERSON else _bot_name(s, i, record.seats) for i, s in enumerate(record.seats)]
        for seat in record.seats:
            if seat.kind != PERSON:
                seat.name = names[record.seats.index(seat)]
        self.store.update_seats(self.id, record.seats)
        recorded = new_game(record.edition, names, seed=record.seed, options=record.options)
        header = next(iter(recorded.log_lines()))
        self.store.start(self.id, header)
        record.started = True
        self._lay(recorded)

    def resume(self) -> None:
        """Rebuild a started room from its committed log (at start-up)."""
        recorded = replay_lines(self.record.log, f"room {self.id}")
        self._lay(recorded)

    def _lay(self, recorded: RecordedGame) -> None:
        self.recorded = recorded
        self._written = len(recorded.history)
        seats = [_seat_agent(s) for s in self.record.seats]
        # The bots' own choices come from a hash of the seed, never the seed itself: a generator seeded with it
        # directly would carry the seed in its state, and the bots' choices are seen by everyone.
        rng = random.Random(hashlib.sha256(f"bots:{self.record.seed}:{self._written}".encode()).digest())
        self.table = Table(recorded, seats, rng, self.record.max_rounds)
        self.clock = RoomClock(self, self.record.clock) if self.record.clock else None

    def _commit(self) -> None:
        """Write the history entries not yet in the store (before anyone is told of them)."""
        recorded = self.recorded
        assert recorded is not None
        history = recorded.history
        if self._written == len(history):
            return
        lines = recorded.history_lines(self._written)
        if self.committer is None:
            self.store.append(self.id, self._written + 1, lines)
        else:
            future = self.committer.add(self.id, self._written + 1, lines)
            if self._writing is None or self._writing[0] is not future:
                first = self._writing[1] if self._writing is not None else self._written + 1
                self._writing = (future, first)
        self._written = len(history)

    async def written(self) -> None:
        """Wait until every line committed so far is in the store: what comes before anyone is told."""
        writing = self._writing
        if writing is None:
            return
        future, first = writing
        try:
            await asyncio.shield(future)
        except Exception:
            self._written = min(self._written, first - 1)  # not written: the next commit writes them again
            raise
        finally:
            if self._writing is writing:
                self._writing = None

    async def send_state(self, connection: Connection) -> None:
        """The state frame to one connection, once what it shows is written."""
        frame = self.frame_for(connection)
        await self.written()
        await connection.send(frame)

    # --- playing -----------------------------------------------------------------------------------------

    def pending(self) -> Request | None:
        """The request the table waits on, after passing, for a person, the interjections not worth asking."""
        table = self.table
        if table is None:
            return None
        while True:
            request = table.next_request()
            if request is None:  # over; a round-limit ending is made by asking, and is committed before it is told
                self._commit()
                return None
            if type(request) is OfferInterjection and request is not self._offer and not self._worth_offering(request):
                table.submit(request.seat, None)
                continue
            return request

    def _worth_offering(self, request: OfferInterjection) -> bool:
        """As at the terminal (``choices.shout``): a person is asked to shout «Афёра!» only when a cheat marker
        appeared since they were last asked and the next roll (another player's) would close its window."""
        table, recorded = self.table, self.recorded
        assert table is not None and recorded is not None  # asked only while a game is on
        if table.is_bot(request.seat):
            return True
        history = recorded.history
        self._shouts.heard(e for _, events in history[self._shouts_heard :] for e in events)
        self._shouts_heard = len(history)
        if not self._shouts.worth_asking(recorded.game, request.seat):
            return False
        self._offer = request  # asked once: the same request stays offered until it is answered
        return True

    def command(self, seat: int, version: int, action_data: Any, lang: str) -> int:
        """A person's answer (None: a pass); returns the new version. Refused: ``CommandError``, nothing changed."""
        table = self.table
        if table is None:
            raise CommandError("not_started", word(lang, "error.not_waiting"))
        if version != self.version:
            raise CommandError("stale", word(lang, "error.stale"))
        request = self.pending()
        if request is None or request.seat != seat:
            raise CommandError("not_waiting", word(lang, "error.not_waiting"))
        ctx = Context.of(self.recorded.game, Translator(lang))  # type: ignore[union-attr]
        action = None
        if action_data is not None:
            try:
                action = action_from_dict(action_data)
            except (CodecError, TypeError, ValueError, KeyError) as exc:
                raise CommandError("malformed", word(lang, "error.malformed", problem=str(exc)[:200])) from None
            if getattr(action, "player", seat) != seat:
                raise CommandError("not_yours", not_now(ctx))
            refusal = self.recorded.game.refusal(action)  # type: ignore[union-attr]
            if refusal is not None:
                raise CommandError("refused", worded(ctx, refusal))
        elif type(request) is Decide:
            raise CommandError("refused", not_now(ctx))
        try:
            table.submit(seat, action)
        except AgentActionError:
            raise CommandError("refused", not_now(ctx)) from None
        return self._answered()

    def _answered(self) -> int:
        """After a person's accepted command: with no delay the bots answer at once, here, so that the command
        and the bots' moves are one write to the store and one frame to each socket (the acknowledgement rides
        on it); then the commit, before anyone is told. The version after the command."""
        version = self.version
        if self.bot_delay == 0:
            self._bots_play()
        self._commit()
        return version

    def asked(self, seat: int, version: int, lang: str) -> tuple[Table, RecordedGame]:
        """The table and its game, when the game at ``version`` asks ``seat`` to decide (a command of more than one
        of the engine's actions starts from there); else ``CommandError``: not started, stale, or not its move."""
        table, recorded = self.table, self.recorded
        if table is None or recorded is None:
            raise CommandError("not_started", word(lang, "error.not_waiting"))
        if version != self.version:
            raise CommandError("stale", word(lang, "error.stale"))
        request = self.pending()
        if type(request) is not Decide or request.seat != seat:
            raise CommandError("not_waiting", word(lang, "error.not_waiting"))
        return table, recorded

    def counter(self, seat: int, version: int, action_data: Any, lang: str) -> int:
        """A counter-offer: ``seat`` rejects the trade offered to it and at once offers ``action_data`` (a
        ``propose-trade`` to whoever made the offer) instead: the engine's two actions, one after the other,
        both logged. The offer is checked first on a copy of the game as the rejection leaves it, so either
        both are played or nothing changes (``CommandError``). Returns the new version."""
        table, recorded = self.asked(seat, version, lang)
        game = recorded.game
        top = game.decision
        if type(top) is not TradeDecision:
            raise CommandError("not_waiting", word(lang, "error.not_waiting"))
        ctx = Context.of(game, Translator(lang))
        try:
            offer = action_from_dict(action_data)
        except (CodecError, TypeError, ValueError, KeyError) as exc:
            raise CommandError("malformed", word(lang, "error.malformed", problem=str(exc)[:200])) from None
        if type(offer) is not ProposeTrade or offer.player != seat:
            raise CommandError("not_yours", not_now(ctx))
        if offer.partner != top.proposer:
            raise CommandError("refused", ctx.tr("trade.counter_partner", proposer=ctx.name(top.proposer)))
        reject = RejectTrade(seat)
        after = game.clone()  # a counter is rare: a copy of the state costs nothing that matters
        after.apply(reject)
        refusal = after.refused(offer)
        if refusal is not None:
            raise CommandError("refused", worded(ctx, refusal))
        table.submit(seat, reject)
        table.follow_up(seat, offer)
        return self._answered()

    def bot_step(self) -> bool:
        """Let the bot the table waits on answer; False when a person must answer or the game is over. With no
        delay between bot moves, the bots play on until a person must answer, committed as one write."""
        moved = self._bots_play()
        self._commit()
        return moved

    def _bots_play(self) -> bool:
        """The bots' moves (one, or with no delay all of them until a person must answer), not committed yet."""
        moved = False
        table = self.table
        assert table is not None
        while True:
            if not self._bot_due(table):
                return moved
            table.step()
            moved = True
            if self.bot_delay > 0:
                return moved

    def _bot_due(self, table: Table) -> bool:
        """Whether the request the table waits on is a bot's to answer."""
        request = self.pending()
        return request is not None and table.is_bot(request.seat)

    async def _bots_think_off_loop(self) -> bool:
        """``_bots_play`` with each bot's thinking on a worker thread, so that a search bot's second of thought
        (``expert``) never stops the server's other rooms and sockets; the move is played back here, on the loop.
        The caller holds the room's lock, so nothing else changes the game while the bot thinks."""
        moved = False
        table = self.table
        assert table is not None
        while True:
            if not self._bot_due(table):
                return moved
            thought = await asyncio.to_thread(table.think)
            if thought is None:
                return moved
            table.play(*thought)
            moved = True
            if self.bot_delay > 0:
                return moved

    # --- a person who leaves ------------------------------------------------------------------------------

    def hand_to_bot(self, seat: int, kind: str, params: str, by: str) -> None:
        """A bot of ``kind`` plays person's seat ``seat`` from now on (``by``: "host", "timeout" or "clock"), until the
        person takes it back. Kept in the seat's record, not in the game's log: the handover is no game action.
        ``CommandError`` when the seat is no person's, is already handed over, or the bot cannot be made."""
        record = self.record.seats[seat] if 0 <= seat < len(self.record.seats) else None
        table, recorded = self.table, self.recorded
        if record is None or record.kind != PERSON or table is None or recorded is None or recorded.game.is_over:
            raise CommandError("not_person", "not_person")
        if record.bot:
            raise CommandError("handed", "handed")
        try:
            agent = make_agent(kind, params or None)
        except (KeyError, ValueError) as exc:
            raise CommandError("bot", str(exc)[:200]) from None
        record.bot, record.bot_params = kind, params
        self._note_handover(record, kind, by)
        table.seat_bot(seat, agent)

    def take_back(self, seat: int) -> bool:
        """The person of ``seat`` plays it again (they reopened their link); False when no bot had it."""
        record = self.record.seats[seat]
        if not record.bot or self.table is None:
            return False
        record.bot = record.bot_params = ""
        self._note_handover(record, PERSON, "person")
        self.table.seat_bot(seat, None)
        self._left.pop(seat, None)
        if self.clock is not None:
            self.clock.take_back(seat)
        return True

    def _note_handover(self, record: SeatRecord, to: str, by: str) -> None:
        at = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
        record.handovers.append({"version": self.version, "to": to, "by": by, "at": at})
        self.store.update_seats(self.id, self.record.seats)

    def connected(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.connections)

    def away_wait(self) -> float | None:
        """Seconds until the person's seat the room waits on is handed to a bot, or None when it is not to be:
        no ``away_after``, a bot's request, or someone connected to the seat. The time runs from when the
        seat's last connection went or the request came, whichever is later."""
        request = self.pending()
        now = asyncio.get_running_loop().time()
        if request is not self._waiting[0]:
            self._waiting = (request, now)
        if self.away_after is None or request is None or self.table is None or self.table.is_bot(request.seat):
            return None
        seat = request.seat
        if self.connected(seat):
            return None
        since = max(self._left.get(seat, self._waiting[1]), self._waiting[1])
        return max(0.0, since + self.away_after - now)

    # --- telling ------------------------------------------------------------------------------------------

    def frame_for(self, connection: Connection) -> StateFrame:
        recorded = self.recorded
        assert recorded is not None
        seat = connection.seat
        view = PlayerView(recorded.game, seat if seat != SPECTATOR else 0)
        request = self.pending()
        fixed = None
        if not connection.has_squares:
            lang = connection.lang
            fixed = self._squares.get(lang)
            if fixed is None:
                fixed = self._squares[lang] = squares(view, Words(recorded.game, Translator(lang)))
            connection.has_squares = True
        away = [s.bot for s in self.record.seats]
        frame = state_frame(recorded, view, seat, request, self.kinds, connection.lang, connection.seen, fixed, away)
        here = {c.seat for c in self.connections}  # presence: a seat is online while one of its sockets is open
        frame["online"] = [number in here for number in range(len(self.record.seats))]
        if self.clock is not None:
            frame["clock"] = self.clock.shown()
            self.clock.feed(frame["events"], connection.lang)
        connection.seen = self.version
        return frame

    async def broadcast(self, acked: Connection | None = None, version: int = 0) -> None:
        """A state frame to every connection; ``acked``'s first, carrying ``"ack": version`` (its command was
        accepted and committed: one frame where an acknowledgement and a state would be two)."""
        self.pending()  # a round-limit ending is made by asking: written with the rest before anyone is told
        if self.clock is not None:
            self.clock.observe()  # a new decision is timed from now on
        await self.written()
        connections = list(self.connections)
        if acked is not None and acked in connections:
            connections.remove(acked)
            connections.insert(0, acked)
        for connection in connections:
            try:
                frame = self.frame_for(connection)
                if connection is acked:
                    frame["ack"] = version
                await connection.send(frame)
            except (WebSocketDisconnect, RuntimeError, OSError):  # a socket that went away: dropped, its seat stays
                self.drop(connection)

    def drop(self, connection: Connection) -> None:
        if connection in self.connections:
            self.connections.remove(connection)
            if connection.seat != SPECTATOR and not self.connected(connection.seat):
                self._left[connection.seat] = asyncio.get_running_loop().time()
                self.wake.set()  # the room's task starts counting the time away

    async def drive(self) -> None:
        """The room's task: bots move, one at a time, until a person must answer; then it sleeps until woken,
        or until the time a disconnected person may keep the game waiting (``away_after``) is up: then the
        seat goes to a bot of ``away_bot``'s kind. With a turn clock it also wakes when the decision runs out
        (the bot answers it) or the time spent on it is to be saved (``room_clock``)."""
        while True:
            async with self.lock:
                moved = await self._bots_think_off_loop()
                self._commit()
                if moved:
                    await self.broadcast()
                over = self.recorded is None or self.recorded.game.is_over
                wait = None if over or moved else self.away_wait()
                if self.clock is not None and not over and not moved:
                    self.clock.observe()
                    timed = self.clock.wait()
                    wait = timed if wait is None else wait if timed is None else min(wait, timed)
            if over:
                return
            if moved:
                await asyncio.sleep(self.bot_delay)
                continue
            self.wake.clear()
            if wait is None:
                await self.wake.wait()
                continue
            try:
                await asyncio.wait_for(self.wake.wait(), wait)
            except TimeoutError:
                async with self.lock:
                    if self.clock is not None and self.clock.expire():
                        await self.broadcast()
                        continue
                    request = self.pending()
                    if request is not None and self.away_wait() == 0.0:
                        self.hand_to_bot(request.seat, self.away_bot, "", "timeout")
                        await self.broadcast()

    def ensure_driving(self) -> None:
        if self.table is not None and (self.task is None or self.task.done()) and not self.recorded.game.is_over:  # type: ignore[union-attr]
            self.task = asyncio.get_running_loop().create_task(self.drive())
            self.task.add_done_callback(self._stopped)
        self.wake.set()

    def _stopped(self, task: asyncio.Task[None]) -> None:
        """A room whose task died says so on the server's standard error (its log and seats are kept)."""
        if not task.cancelled() and task.exception() is not None:
            print(f"room {self.id}: stopped by an error", file=sys.stderr)
            traceback.print_exception(task.exception(), file=sys.stderr)


def _seat_agent(seat: SeatRecord) -> Agent | None:
    """Who answers a seat: its bot, the bot a person handed it to, or nobody (a person, from outside)."""
    if seat.kind != PERSON:
        return make_agent(seat.kind, seat.params or None)
    return make_agent(seat.bot, seat.bot_params or None) if seat.bot else None


def _bot_name(seat: SeatRecord, index: int, seats: list[SeatRecord]) -> str:
    return bot_name(seat.kind, index)


def bot_name(kind: str, index: int) -> str:
    """The name a bot of ``kind`` at seat ``index`` plays under (given at the start)."""
    return f"{kind}-{index + 1}"


def new_room(
    store: Store, edition: str, options: dict[str, Any], kinds: list[tuple[str, str]], max_rounds: int | None,
    bot_delay: float, private: bool = False, clock: ClockSettings | None = None,
) -> Room:  # fmt: skip
    """A room not yet started: validates the edition and options (``ValueError``/edition errors propagate).
    ``clock``: the turn clock's settings, kept for a room of more than one person (alone, one stalls nobody)."""
    rules = load_edition(edition, options).rules
    low, high = rules.min_players, rules.max_players
    if not low <= len(kinds) <= high:
        raise CommandError("seats", f"{low}-{high}")
    for kind, params in kinds:
        if kind != PERSON:
            make_agent(kind, params or None)
    record = RoomRecord(
        id=secrets.token_urlsafe(6),
        edition=edition,
        options=options,
        seed=new_hash_seed(),  # 256 bits from the OS's CSPRNG, for dice nobody can predict
        seats=[SeatRecord(kind=k, params=p) for k, p in kinds],
        host_token=secrets.token_urlsafe(24),
        max_rounds=max_rounds,
        private=private,
        salt=secrets.token_hex(16),
        created=time.time(),
    )
    if clock is not None and sum(1 for k, _ in kinds if k == PERSON) > 1:
        record.clock = clock.as_dict()
    store.create_room(record)
    return Room(record, store, bot_delay)
