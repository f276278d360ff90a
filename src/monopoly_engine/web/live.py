"""The websocket of a room, ``/ws/{room}``: one connection per socket, each client frame read by the protocol's
one reader and handed to the handler of its type (``HANDLERS``). Each connection's frames go out through its own
bounded outbox (``outbox.Outbox``), and a socket is let in and read within the server's limits (``limits``). The
rooms, the limits and the per-address counts are the application's (``app.state``)."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from monopoly_engine.safe_text import safe_text

from . import chat, feed
from .build_set import build_set
from .catalog import word
from .language import language_of
from .limits import Counts, FrameRate, Limits
from .outbox import CLOSE_SLOW, STALL_SECONDS, Outbox
from .pages import is_host_of
from .present import SPECTATOR
from .protocol import (
    ActFrame,
    BackFrame,
    BuildSetFrame,
    ChatFrame,
    ClientFrame,
    CounterFrame,
    FrameError,
    HistoryFrame,
    MuteFrame,
    PassFrame,
    ServerFrame,
    SyncFrame,
    error_frame,
    read_frame,
)
from .rooms import CommandError, Connection, Room

router = APIRouter()

# Close codes the websocket layer sends on bad input before the application sees a frame (uvicorn's
# ws_max_size: 64 KiB), each logged as one line.
REFUSED_AT_PROTOCOL = {1002: "a frame breaking the protocol (1002)", 1007: "a text frame that is not UTF-8 (1007)",
                       1009: "a frame over 64 KiB (1009)"}  # fmt: skip


def note(room: Room, what: str) -> None:
    """One line in the server's log for bad input on a room's socket (``safe_text``: what came from outside)."""
    print(safe_text(f"room {room.id}: {what}", 300), file=sys.stderr, flush=True)


async def _nowhere(frame: ServerFrame) -> None:
    """A connection's ``send`` until its outbox is made."""


@router.websocket("/ws/{room_id}")
async def live(socket: WebSocket, room_id: str) -> None:
    await socket.accept()
    lang = language_of(socket.headers, socket.query_params, socket.cookies)
    room: Room | None = socket.app.state.rooms.get(room_id)
    # A room not started yet lets in only its waiting room's chat (``chat=1``): there is no game to show.
    if room is None or (room.recorded is None and socket.query_params.get("chat") != "1"):
        await socket.send_json(error_frame("room", word(lang, "error.room")))
        await socket.close()
        return
    limits: Limits = socket.app.state.limits
    counts: Counts = socket.app.state.counts
    address = socket.client.host if socket.client else ""
    seated = room.seat_of(socket.query_params.get("token", "")) is not None
    # A seat's own socket is let into a full room: spectators filling it must not lock its players out.
    if not seated and len(room.connections) >= limits.sockets_per_room:
        await _refuse(socket, lang, "room_full", f"{limits.sockets_per_room} sockets on this room")
        return
    if not counts.open_socket(address, limits.sockets_per_address):
        await _refuse(socket, lang, "too_many", f"{limits.sockets_per_address} sockets from one address")
        return
    try:
        await _serve_socket(socket, room, lang, limits)
    finally:
        counts.close_socket(address)


async def _refuse(socket: WebSocket, lang: str, code: str, limit: str) -> None:
    """A socket over a limit: the error frame, then closed with 1008 and the limit as the reason."""
    print(f"refused a socket from {socket.client.host if socket.client else '?'}: {limit}", file=sys.stderr)
    frame = error_frame(code, word(lang, "error.limit", limit=limit))
    with contextlib.suppress(Exception):  # a fresh socket: two small writes, bounded all the same
        await asyncio.wait_for(socket.send_json(frame), STALL_SECONDS)
        await asyncio.wait_for(socket.close(CLOSE_SLOW, limit), STALL_SECONDS)


async def _serve_socket(socket: WebSocket, room: Room, lang: str, limits: Limits) -> None:
    """A socket let in: its frames out through its own outbox, its frames in read at most at the frame rate."""
    token = socket.query_params.get("token", "")
    seat = room.seat_of(token)
    if token and seat is None:
        note(room, "a socket's token is no seat's; it watches")
        await socket.send_json(error_frame("token", word(lang, "error.token")))
    connection = Connection(SPECTATOR if seat is None else seat, lang, _nowhere)
    outbox = Outbox(socket.send_text, socket.close, lambda: room.drop(connection), label=f" on room {room.id}")
    connection.send = outbox.send
    outbox.receiver = asyncio.current_task()
    outbox.start()
    rate = FrameRate(limits.frames_per_second, limits.frame_burst)
    try:
        connection.seen = max(-1, int(socket.query_params.get("since", "-1")))
    except ValueError:
        connection.seen = -1
    if connection.seen < 0 and "feed" in socket.query_params:  # the game page: the feed's last page at first
        connection.seen = feed.opening_since(room.version, socket.query_params["feed"])
    connection.presence = socket.query_params.get("presence") == "1"
    async with room.lock:
        arrived = seat is not None and not room.connected(seat)
        room.connections.append(connection)
        if room.recorded is None:
            pass  # the waiting room's chat: no game, no state to send
        elif seat is not None and room.take_back(seat):  # the person reopened their link: their seat again
            await room.broadcast()
        else:
            await room.send_state(connection)
            if arrived:
                await _tell_presence(room, connection)
    if socket.query_params.get("chat") == "1":  # the game page: the room's chat, what was said before it opened first
        await chat.listen(room, connection, is_host_of(room, socket.cookies.get(f"host_{room.id}")))
    room.ensure_driving()
    try:
        while not outbox.closed:
            message = await socket.receive()
            if message["type"] == "websocket.disconnect":
                if (why := REFUSED_AT_PROTOCOL.get(message.get("code", 1000))) is not None:
                    print(f"closed a connection on room {room.id}: {why}", file=sys.stderr, flush=True)
                break
            if not rate.allow():
                if rate.refused > limits.frame_burst:  # still sending, refused a burst's worth in a row
                    outbox.give_up(f"more than {limits.frames_per_second:g} frames a second")
                    break
                limit = word(lang, "error.limit", limit=f"{limits.frames_per_second:g} frames a second")
                await connection.send(error_frame("rate", limit))
                continue
            text = message.get("text")
            if text is None:
                text = (message.get("bytes") or b"").decode("utf-8", "replace")
            try:
                await handle(room, connection, text)
            except Exception as exc:  # noqa: BLE001 - a public server logs a line and closes, never a traceback
                note(room, f"closed a connection: {type(exc).__name__}: {exc}")
                outbox.give_up("internal error", 1011)
                break
    except WebSocketDisconnect:
        pass
    except asyncio.CancelledError:
        if not outbox.closed:  # not stopped by its own outbox: the server is stopping
            raise
        asyncio.current_task().uncancel()  # type: ignore[union-attr]
    finally:
        room.drop(connection)
        await outbox.stop()
        if seat is not None and not room.connected(seat):  # the seat's last page went: marked offline
            async with room.lock:
                await _tell_presence(room, None)


async def _tell_presence(room: Room, besides: Connection | None) -> None:
    """A seat came online or went offline: the state again (its ``online`` says who is here) to the connections
    that asked for presence (``presence=1``: the game page; a protocol client gets it in its next frame)."""
    if room.recorded is None:  # the waiting room: no game to show yet
        return
    for other in list(room.connections):
        if other.presence and other is not besides:
            try:
                await room.send_state(other)
            except (WebSocketDisconnect, RuntimeError, OSError):  # a socket that went away: dropped, its seat stays
                room.drop(other)


async def handle(room: Room, connection: Connection, text: str) -> None:
    """One text frame from ``connection``: read, then handled by its type's handler; an unreadable one gets an
    ``error`` frame and changes nothing."""
    try:
        frame = read_frame(text)
    except FrameError as exc:
        note(room, f"refused a frame: {exc.code}: {exc.problem}")
        key = "error.too_big" if exc.code == "too_big" else "error.malformed"
        await connection.send(error_frame(exc.code, word(connection.lang, key, problem=exc.problem)))
        return
    if room.recorded is None and not isinstance(frame, ChatFrame | MuteFrame):  # the waiting room: its chat only
        await connection.send(error_frame("not_started", word(connection.lang, "error.not_waiting")))
        return
    await HANDLERS[type(frame)](room, connection, frame)


async def _back(room: Room, connection: Connection, frame: BackFrame) -> None:
    seat = room.seat_of(frame.token)
    if seat is None:
        note(room, "refused a frame: its token is no seat's")
        await connection.send(error_frame("token", word(connection.lang, "error.token")))
        return
    async with room.lock:
        if room.take_back(seat):
            await room.broadcast()
    room.ensure_driving()


async def _sync(room: Room, connection: Connection, frame: SyncFrame) -> None:
    async with room.lock:
        connection.seen = frame.since
        connection.has_squares = False  # a client catching up may have lost everything
        await room.send_state(connection)


async def _command(
    room: Room, connection: Connection, frame: ActFrame | PassFrame | CounterFrame | BuildSetFrame
) -> None:
    """A move, a pass or a counter-offer: played by the room, acknowledged to this connection with the new state,
    told to the others; refused, an ``error`` frame and the state again."""
    lang = connection.lang
    seat = room.seat_of(frame.token)
    if seat is None:
        note(room, "refused a frame: its token is no seat's")
        await connection.send(error_frame("token", word(lang, "error.token")))
        return
    async with room.lock:
        try:
            if isinstance(frame, CounterFrame):
                version = room.counter(seat, frame.version, frame.action, lang)
            elif isinstance(frame, BuildSetFrame):
                version = build_set(room, seat, frame.version, frame.space, lang)
            else:
                action = frame.action if isinstance(frame, ActFrame) else None
                version = room.command(seat, frame.version, action, lang)
        except CommandError as exc:
            await connection.send(error_frame(exc.code, exc.message))
            await room.send_state(connection)
            return
        await room.broadcast(connection, version)
    room.ensure_driving()


async def _chat(room: Room, connection: Connection, frame: ChatFrame) -> None:
    """A chat message: kept with the room and told to every page listening (the sender's too: its echo says the
    message was kept); refused, an ``error`` frame to the sender only."""
    try:
        message = chat.post(room, connection, frame.token, frame.text)
    except CommandError as exc:
        await connection.send(error_frame(exc.code, exc.message))
        return
    await chat.tell(room, [message])


async def _mute(room: Room, connection: Connection, frame: MuteFrame) -> None:
    """The host mutes a seat or the spectators (or lets them speak): the mutes told to every page listening."""
    try:
        chat.mute(room, connection, frame.seat, frame.muted)
    except CommandError as exc:
        await connection.send(error_frame(exc.code, exc.message))
        return
    await chat.tell(room, [])


async def _history(room: Room, connection: Connection, frame: HistoryFrame) -> None:
    """The feed's events before a version, to this connection only."""
    await connection.send(feed.earlier(room, connection, frame.before, frame.count))


Handler = Callable[[Room, Connection, Any], Awaitable[None]]
# Every client frame type and its handler (a test checks that each member of ``ClientFrame`` has one).
HANDLERS: dict[type[ClientFrame], Handler] = {
    ActFrame: _command,
    PassFrame: _command,
    CounterFrame: _command,
    BuildSetFrame: _command,
    ChatFrame: _chat,
    MuteFrame: _mute,
    HistoryFrame: _history,
    BackFrame: _back,
    SyncFrame: _sync,
}
