"""Rematch: a new room with the same edition, rule options, round limit and seats as a finished game's, each
person sat again under their name. ``POST /r/ROOM/rematch`` (``token``: the seat's token, from the page) makes
it the first time anyone asks and opens it for whoever asks: one click each.

Nothing is stored beyond the new room itself: its id is the old one's with ``-r``, and each person's new token is
derived from their old one (an HMAC keyed by it), so the old token is all it takes to find one's seat again, also
after a restart, and nobody can work out another's. The new room has the old room's host, who starts it."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time

from fastapi import APIRouter, Form, Request
from fastapi.responses import RedirectResponse, Response

from monopoly_engine.core.hash_random import new_hash_seed

from .clock import ClockSettings
from .pages import _rooms, error_page, is_host_of, remember
from .rooms import PERSON, Room
from .store import RoomRecord, SeatRecord

router = APIRouter()


def rematch_id(room_id: str) -> str:
    return f"{room_id}-r"


def rematch_token(old_token: str, new_room: str) -> str:
    """A person's token in the rematch, from their token in the game before: only its holder can make it."""
    digest = hmac.new(old_token.encode(), f"rematch:{new_room}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:24]).decode().rstrip("=")


def rematch_record(old: RoomRecord) -> RoomRecord:
    """The rematch's room: the same settings, a new seed, every person sat again under their name."""
    new_id = rematch_id(old.id)
    seats = [
        SeatRecord(kind=s.kind, name=s.name, params=s.params, token=rematch_token(s.token, new_id) if s.token else "")
        if s.kind == PERSON
        else SeatRecord(kind=s.kind, params=s.params)
        for s in old.seats
    ]
    return RoomRecord(
        id=new_id,
        edition=old.edition,
        options=dict(old.options),
        seed=new_hash_seed(),  # a fresh 256-bit seed and salt: the rematch's own commitment
        seats=seats,
        host_token=old.host_token,
        max_rounds=old.max_rounds,
        salt=secrets.token_hex(16),
        created=time.time(),
        private=old.private,
        clock=ClockSettings.of(old.clock).as_dict() if old.clock else {},  # its settings: the banks start full
    )


@router.post("/r/{room_id}/rematch")
async def rematch(request: Request, room_id: str, token: str = Form("")) -> Response:
    rooms = _rooms(request)
    room = rooms.get(room_id)
    if room is None:
        return error_page(request, "error.room", 404)
    if room.recorded is None or not room.recorded.game.is_over:
        return error_page(request, "error.not_waiting", 409)
    seat = room.seat_of(token) if token else None
    is_host = is_host_of(room, request.cookies.get(f"host_{room_id}"))
    if seat is None and not is_host:
        return error_page(request, "error.token", 403)
    new_id = rematch_id(room_id)
    async with room.lock:
        if new_id not in rooms:
            record = rematch_record(room.record)
            state = request.app.state
            state.store.create_room(record)
            state.adopt(Room(record, state.store, state.bot_delay))
    response = RedirectResponse(f"/r/{new_id}", status_code=303)
    if is_host:
        remember(response, request, f"host_{new_id}", room.record.host_token)
    if seat is not None:
        # the seat in its cookie, as a private link leaves it (pages.room_page): never in the address bar
        remember(response, request, f"seat_{new_id}", rematch_token(token, new_id))
    return response
