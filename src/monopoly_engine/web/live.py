"""The websocket of a room, ``/ws/{room}``: one connection per socket, each client frame read by the protocol's
one reader and handed to the handler of its type (``HANDLERS``). The rooms are the application's
(``app.state.rooms``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from .build_set import build_set
from .catalog import pick_language, word
from .present import SPECTATOR
from .protocol import (
    ActFrame,
    BackFrame,
    BuildSetFrame,
    ClientFrame,
    CounterFrame,
    FrameError,
    PassFrame,
    ServerFrame,
    SyncFrame,
    error_frame,
    read_frame,
)
from .rooms import CommandError, Connection, Room, Send

router = APIRouter()


def _sender(socket: WebSocket) -> Send:
    """How a connection sends a frame: JSON by orjson (every frame to every socket goes through here)."""

    async def send(frame: ServerFrame) -> None:
        await socket.send_text(orjson.dumps(frame).decode())

    return send


@router.websocket("/ws/{room_id}")
async def live(socket: WebSocket, room_id: str) -> None:
    await socket.accept()
    lang = pick_language(socket.headers.get("accept-language"), socket.query_params.get("lang"))
    room: Room | None = socket.app.state.rooms.get(room_id)
    if room is None or room.recorded is None:
        await socket.send_json(error_frame("room", word(lang, "error.room")))
        await socket.close()
        return
    token = socket.query_params.get("token", "")
    seat = room.seat_of(token)
    if token and seat is None:
        await socket.send_json(error_frame("token", word(lang, "error.token")))
    connection = Connection(SPECTATOR if seat is None else seat, lang, _sender(socket))
    try:
        connection.seen = max(-1, int(socket.query_params.get("since", "-1")))
    except ValueError:
        connection.seen = -1
    connection.presence = socket.query_params.get("presence") == "1"
    async with room.lock:
        arrived = seat is not None and not room.connected(seat)
        room.connections.append(connection)
        if seat is not None and room.take_back(seat):  # the person reopened their link: their seat again
            await room.broadcast()
        else:
            await room.send_state(connection)
            if arrived:
                await _tell_presence(room, connection)
    room.ensure_driving()
    try:
        while True:
            message = await socket.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None:
                text = (message.get("bytes") or b"").decode("utf-8", "replace")
            await handle(room, connection, text)
    except WebSocketDisconnect:
        pass
    finally:
        room.drop(connection)
        if seat is not None and not room.connected(seat):  # the seat's last page went: marked offline
            async with room.lock:
                await _tell_presence(room, None)


async def _tell_presence(room: Room, besides: Connection | None) -> None:
    """A seat came online or went offline: the state again (its ``online`` says who is here) to the connections
    that asked for presence (``presence=1``: the game page; a protocol client gets it in its next frame)."""
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
        key = "error.too_big" if exc.code == "too_big" else "error.malformed"
        await connection.send(error_frame(exc.code, word(connection.lang, key, problem=exc.problem)))
        return
    await HANDLERS[type(frame)](room, connection, frame)


async def _back(room: Room, connection: Connection, frame: BackFrame) -> None:
    seat = room.seat_of(frame.token)
    if seat is None:
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


Handler = Callable[[Room, Connection, Any], Awaitable[None]]
# Every client frame type and its handler (a test checks that each member of ``ClientFrame`` has one).
HANDLERS: dict[type[ClientFrame], Handler] = {
    ActFrame: _command,
    PassFrame: _command,
    CounterFrame: _command,
    BuildSetFrame: _command,
    BackFrame: _back,
    SyncFrame: _sync,
}
