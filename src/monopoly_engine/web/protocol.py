"""The websocket protocol's frames (pydantic models) and how a text frame is read.

Client to server, one JSON object a frame, at most ``MAX_FRAME`` bytes:

- ``{"type": "act", "token": SEAT_TOKEN, "version": V, "action": {...codec action...}}``: a move made at
  event version ``V`` (the number of accepted actions the client had seen);
- ``{"type": "pass", "token": ..., "version": V}``: pass an offer (a rent claim, a «Афёра!» shout);
- ``{"type": "counter", "token": ..., "version": V, "action": {...propose-trade...}}``: reject the trade
  offered to the seat and offer this one to its proposer instead (both or neither);
- ``{"type": "back", "token": ...}``: the person takes back their seat from the bot it was handed to (opening
  a socket with the seat's token does too);
- ``{"type": "sync", "since": V}``: send the state again, with the events after version ``V``.

Server to client: ``{"type": "state", "version": V, ...}`` (the seat's view, its request, new events); the
state frame that answers an accepted command carries ``"ack": V``, the version after it (its log line is
already committed); and ``{"type": "error", "code": CODE, "message": TEXT}`` (the reason in the seat's
language; nothing changed).
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

MAX_FRAME = 16 * 1024


class ActFrame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["act"]
    token: str = Field(max_length=200)
    version: int = Field(ge=0, lt=2**53)
    action: dict[str, Any]


class PassFrame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["pass"]
    token: str = Field(max_length=200)
    version: int = Field(ge=0, lt=2**53)


class CounterFrame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["counter"]
    token: str = Field(max_length=200)
    version: int = Field(ge=0, lt=2**53)
    action: dict[str, Any]


class BackFrame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["back"]
    token: str = Field(max_length=200)


class SyncFrame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["sync"]
    since: int = Field(default=-1, ge=-1, lt=2**53)


ClientFrame = ActFrame | PassFrame | CounterFrame | BackFrame | SyncFrame
_KINDS: dict[str, type[BaseModel]] = {
    "act": ActFrame,
    "pass": PassFrame,
    "counter": CounterFrame,
    "back": BackFrame,
    "sync": SyncFrame,
}


class FrameError(ValueError):
    def __init__(self, code: str, problem: str) -> None:
        super().__init__(problem)
        self.code = code
        self.problem = problem


def read_frame(text: str | bytes) -> ClientFrame:
    """Parse one client frame; ``FrameError`` ("too_big" or "malformed", with the problem) otherwise."""
    if len(text) > MAX_FRAME:
        raise FrameError("too_big", f"more than {MAX_FRAME} bytes")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise FrameError("malformed", f"not JSON: {exc}") from None
    except ValueError as exc:  # a number with more digits than Python reads
        raise FrameError("malformed", str(exc)[:200]) from None
    except RecursionError:
        raise FrameError("malformed", "nested too deeply") from None
    if not isinstance(data, dict):
        raise FrameError("malformed", "a frame is a JSON object")
    model = _KINDS.get(data.get("type"))  # type: ignore[arg-type]
    if model is None:
        raise FrameError("malformed", "'type' must be one of act, pass, counter, back, sync")
    try:
        return model.model_validate(data)  # type: ignore[return-value]
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "frame"
        raise FrameError("malformed", f"{where}: {first['msg']}") from None
