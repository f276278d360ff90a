"""A room's chat: the seated people and the spectators write, every page of the room reads (the waiting room's
before the start, the game's after it: one chat).

A message is cleaned by ``safe_text`` (no control, escape or bidi character; breaks and runs of spaces made one
space) and cut to ``MAX_TEXT`` characters; one with nothing visible is refused. Each speaker (a seat, or a spectator's
socket) may post ``RATE`` messages in ``WINDOW`` seconds. The room keeps its last ``KEPT`` messages with its
record in the store (``Store.update_chat``), never in the game's log, so the log replays as before; a page that
connects with ``chat=1`` is sent them first (``replay``), then every new one. The host (by the room's host
cookie on the socket) mutes a seat, or every spectator at once (``SPECTATORS``), and lets them speak again.

Nothing here touches the game: a chat message costs the game's loop nothing and waits for no lock.
"""

from __future__ import annotations

import datetime
import time
import weakref
from collections import deque
from dataclasses import dataclass, field
from typing import Any, cast

from monopoly_engine.safe_text import safe_text

from .catalog import word
from .names import visible_length
from .present import SPECTATOR
from .protocol import ChatMessage, ChatServerFrame
from .rooms import PERSON, CommandError, Connection, Room

MAX_TEXT = 300  # characters a message keeps
KEPT = 100  # messages a room keeps and replays to a page that connects
RATE, WINDOW = 5, 10.0  # messages one speaker may post in WINDOW seconds
SPECTATORS = SPECTATOR  # in the muted list: every spectator


@dataclass(eq=False)
class RoomChat:
    """What a room's chat holds besides its record: who listens (``chat=1`` sockets) and who may mute."""

    listeners: weakref.WeakSet[Connection] = field(default_factory=weakref.WeakSet)
    hosts: weakref.WeakSet[Connection] = field(default_factory=weakref.WeakSet)
    # When each speaker's last messages came: a seat's (all its pages share them), a spectator socket's.
    seats_posted: dict[int, deque[float]] = field(default_factory=dict)
    spectators_posted: weakref.WeakKeyDictionary[Connection, deque[float]] = field(
        default_factory=weakref.WeakKeyDictionary
    )


_chats: weakref.WeakKeyDictionary[Room, RoomChat] = weakref.WeakKeyDictionary()


def chat_of(room: Room) -> RoomChat:
    found = _chats.get(room)
    if found is None:
        found = _chats[room] = RoomChat()
    return found


def frame(room: Room, messages: list[ChatMessage], replay: bool) -> ChatServerFrame:
    return {"type": "chat", "messages": messages, "muted": list(room.record.chat_muted), "replay": replay}


async def listen(room: Room, connection: Connection, host: bool) -> None:
    """A page connected with ``chat=1``: it hears the chat from now on, and is sent what the room kept first."""
    chat = chat_of(room)
    chat.listeners.add(connection)
    if host:
        chat.hosts.add(connection)
    await connection.send(frame(room, cast(list[ChatMessage], list(room.record.chat)), True))


def speaker(room: Room, connection: Connection, token: str) -> int:
    """Who posts: the seat whose token the frame carries, or a spectator's socket (no token). A seated socket
    must carry its seat's token (``CommandError`` "token")."""
    seat = room.seat_of(token)
    if (token and seat is None) or (not token and connection.seat != SPECTATOR):
        raise CommandError("token", word(connection.lang, "error.token"))
    return SPECTATOR if seat is None else seat


def post(room: Room, connection: Connection, token: str, text: str) -> ChatMessage:
    """Add a message to the room's chat and keep it; returns the message as sent. Refused (``CommandError``
    "chat", nothing kept): an empty message, a muted speaker, more than ``RATE`` in ``WINDOW`` seconds."""
    lang = connection.lang
    seat = speaker(room, connection, token)
    cleaned = safe_text(" ".join(safe_text(text, None).split()), MAX_TEXT)
    if not visible_length(cleaned):  # nothing to read: spaces, zero-width and other invisible characters
        raise CommandError("chat", word(lang, "chat_empty"))
    record = room.record
    if seat in record.chat_muted:
        raise CommandError("chat", word(lang, "chat_muted"))
    now = time.monotonic()
    chat = chat_of(room)
    if seat == SPECTATOR:
        recent = chat.spectators_posted.setdefault(connection, deque())
    else:
        recent = chat.seats_posted.setdefault(seat, deque())
    while recent and now - recent[0] > WINDOW:
        recent.popleft()
    if len(recent) >= RATE:
        raise CommandError("chat", word(lang, "chat_slow", n=RATE, seconds=f"{WINDOW:g}"))
    recent.append(now)
    number = record.chat[-1]["n"] + 1 if record.chat else 1
    message: ChatMessage = {
        "n": number,
        "seat": seat,
        "name": record.seats[seat].name if seat != SPECTATOR else "",
        "text": cleaned,
        "at": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
    }
    record.chat = [*record.chat[-(KEPT - 1) :], cast(dict[str, Any], message)]
    room.store.update_chat(room.id, record.chat, record.chat_muted)
    return message


def mute(room: Room, connection: Connection, seat: int, muted: bool) -> None:
    """The host mutes ``seat`` (a person's), or every spectator with ``SPECTATORS``, or lets them speak again.
    ``CommandError``: "host" when the socket is not the host's, "chat" for a seat that is no person's."""
    lang = connection.lang
    if connection not in chat_of(room).hosts:
        raise CommandError("host", word(lang, "chat_host_only"))
    seats = room.record.seats
    if seat != SPECTATORS and not (0 <= seat < len(seats) and seats[seat].kind == PERSON):
        raise CommandError("chat", word(lang, "chat_no_seat"))
    listed = set(room.record.chat_muted)
    if muted:
        listed.add(seat)
    else:
        listed.discard(seat)
    room.record.chat_muted = sorted(listed)
    room.store.update_chat(room.id, room.record.chat, room.record.chat_muted)


async def tell(room: Room, messages: list[ChatMessage]) -> None:
    """New messages (or, with none, the mutes changed) to every page listening; each goes into the socket's
    own outbox, so a slow reader holds nobody up."""
    sent = frame(room, messages, False)
    for listener in list(chat_of(room).listeners):
        if listener in room.connections:
            await listener.send(sent)
