"""A room's waiting page kept live without a ``<meta refresh>``: the page asks ``/r/ROOM/waiting`` every few
seconds (retrying while the server is away, so a restart is survived) and reloads only when the seats or the
start changed; Start is offered only when it can succeed (every person's seat taken)."""

from __future__ import annotations

import hashlib
from typing import Any

from .rooms import PERSON, Room


def can_start(room: Room) -> bool:
    """Whether the host's Start would succeed now: not started, and no person's seat left free."""
    return not room.record.started and not any(s.kind == PERSON and not s.token for s in room.record.seats)


def waiting_state(room: Room) -> dict[str, Any]:
    """What the waiting page watches: whether the game started, how many seats are free, whether it can start, and a
    digest of it all that changes whenever any of it does."""
    seats = [(s.kind, s.name or "", bool(s.token)) for s in room.record.seats]
    free = sum(1 for kind, _, taken in seats if kind == PERSON and not taken)
    state: dict[str, Any] = {"started": room.record.started, "free": free, "can_start": can_start(room)}
    state["digest"] = hashlib.sha256(repr((state["started"], seats)).encode()).hexdigest()[:16]
    return state
