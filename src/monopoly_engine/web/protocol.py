"""The websocket protocol, declared in one place: every frame both ways is a model here.

Client to server, one JSON object a frame, at most ``MAX_FRAME`` bytes, one of the ``ClientFrame`` union (told
apart by ``type``; ``read_frame`` is the one reader): ``act`` (a move made at event version ``version``, the number
of accepted actions the client had seen), ``pass`` (pass an offer: a rent claim, a «Афёра!» shout), ``counter``
(reject the trade offered to the seat and offer ``action`` to its proposer instead: both or neither), ``back`` (the
person takes back their seat from the bot it was handed to; opening a socket with the seat's token does too),
``chat`` (a message to the room's chat, ``web/chat.py``), ``mute`` (the host mutes a seat or the spectators in the
chat), ``history`` (the feed's events before a version, ``web/feed.py``) and ``sync`` (send the state again, with
the events after version ``since``).

Server to client, the ``ServerFrame`` union: ``state`` (the seat's view, its request, new events; the one that
answers an accepted command carries ``ack``, the version after it, whose log line is already committed),
``error`` (``code`` and the reason in the seat's language; nothing changed), ``chat`` (the room's chat, to a
socket opened with ``chat=1``) and ``history`` (the answer to a ``history`` frame). Server frames are typed dicts (mypy
checks every one built; sending them costs no conversion) validated by pydantic in the tests. docs/web.md's
protocol section is checked against these models (``tests/web/test_protocol_doc.py``).
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, NotRequired

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from typing_extensions import TypedDict

MAX_FRAME = 16 * 1024


# --- client to server -------------------------------------------------------------------------------------


class ActFrame(BaseModel):
    """A move: ``action`` in the codec's form (``codec.action_to_dict``), made at event version ``version``."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["act"]
    token: str = Field(max_length=200, description="the seat's secret token (from its link)")
    version: int = Field(ge=0, lt=2**53, description="the event version the client had seen")
    action: dict[str, Any] = Field(description="the action, in the codec's form, as the menu sent it")


class PassFrame(BaseModel):
    """Pass the offer the seat is asked (a rent claim, a «Афёра!» shout)."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["pass"]
    token: str = Field(max_length=200, description="the seat's secret token (from its link)")
    version: int = Field(ge=0, lt=2**53, description="the event version the client had seen")


class CounterFrame(BaseModel):
    """Reject the trade offered to the seat and offer ``action`` (a ``propose-trade``) to its proposer: both or
    neither."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["counter"]
    token: str = Field(max_length=200, description="the seat's secret token (from its link)")
    version: int = Field(ge=0, lt=2**53, description="the event version the client had seen")
    action: dict[str, Any] = Field(description="a `propose-trade` to the proposer of the trade offered")


class BuildSetFrame(BaseModel):
    """One more house on every street of the set of street `space`: the engine's single builds in a row, all
    played or (with the reason) none."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["build_set"]
    token: str = Field(max_length=200, description="the seat's secret token (from its link)")
    version: int = Field(ge=0, lt=2**53, description="the event version the client had seen")
    space: int = Field(ge=0, lt=1000, description="a street of the set")


class ChatFrame(BaseModel):
    """A chat message to the room: from the seat whose token it carries, or from a spectator (no token)."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["chat"]
    token: str = Field(default="", max_length=200, description="the seat's secret token; none for a spectator")
    text: str = Field(max_length=2000, description="the message (cleaned, and cut to 300 characters)")


class MuteFrame(BaseModel):
    """The host (the room's host cookie on the socket) mutes a seat in the chat, or every spectator (`seat` -1),
    or lets them speak again."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["mute"]
    seat: int = Field(ge=-1, lt=1000, description="a person's seat, or -1 for every spectator")
    muted: bool = Field(description="true: muted; false: may speak again")


class HistoryFrame(BaseModel):
    """Ask for the feed's events before version `before` (a page opened with `feed=N` was sent the last N)."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["history"]
    before: int = Field(ge=0, lt=2**53, description="the earliest version the page has")
    count: int = Field(default=100, ge=1, le=500, description="how many versions before it")


class BackFrame(BaseModel):
    """The person takes back their seat from the bot it was handed to."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["back"]
    token: str = Field(max_length=200, description="the seat's secret token (from its link)")


class SyncFrame(BaseModel):
    """Send the state again, with the events after version ``since`` (-1: all of them)."""

    model_config = ConfigDict(extra="forbid")
    type: Literal["sync"]
    since: int = Field(default=-1, ge=-1, lt=2**53, description="the last event version the client has")


ClientFrame = Annotated[
    ActFrame | PassFrame | CounterFrame | BuildSetFrame | ChatFrame | MuteFrame | HistoryFrame | BackFrame | SyncFrame,
    Field(discriminator="type"),
]
CLIENT_FRAMES: TypeAdapter[ClientFrame] = TypeAdapter(ClientFrame)
CLIENT_TYPES = ("act", "pass", "counter", "build_set", "chat", "mute", "history", "back", "sync")


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
    try:
        return CLIENT_FRAMES.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        if first["type"] in ("union_tag_invalid", "union_tag_not_found"):
            raise FrameError("malformed", f"'type' must be one of {', '.join(CLIENT_TYPES)}") from None
        where = ".".join(str(p) for p in first["loc"][1:]) or "frame"  # the first is the frame's type
        raise FrameError("malformed", f"{where}: {first['msg']}") from None


# --- server to client -------------------------------------------------------------------------------------


class ErrorFrame(TypedDict):
    """A command or frame refused; nothing changed."""

    type: Literal["error"]
    code: Annotated[
        str,
        Field(
            description="`stale`, `refused`, `not_waiting`, `not_yours`, `not_started`, `token`, `room`, "
            "`malformed`, `too_big`, `rate`, `room_full`, `too_many`, `chat` (a chat message or mute refused) or "
            "`host` (only the host mutes)"
        ),
    ]
    message: Annotated[str, Field(description="the reason, in the connection's language")]


class StateFrame(TypedDict):
    """The seat's view of the game (a spectator's: what every seat may see), with the events it has not had."""

    type: Literal["state"]
    version: Annotated[int, Field(description="the actions accepted so far")]
    seat: Annotated[int, Field(description="the frame's seat, -1 for a spectator")]
    edition: Annotated[str, Field(description="the edition's id")]
    currency: Annotated[str, Field(description="the edition's currency sign")]
    money: Annotated[
        dict[str, str],
        Field(
            description="how the connection's language writes an amount, for the ones the page works out: `prefix` "
            "(`negative_prefix` below zero), the digits in groups of three split by `group`, then `suffix` "
            "(`i18n.numbers.money_parts`)"
        ),
    ]
    board: Annotated[list[dict[str, Any]], Field(description="each deed's `owner`, `level`, `mortgaged`, `depot`")]
    players: Annotated[
        list[dict[str, Any]],
        Field(
            description="each player as all may see them, with `away`: the bot kind playing a seat its person left, "
            "and `cash_text`, `cards_text`, `tickets_text`: the cash and counts worded in the connection's language"
        ),
    ]
    current: Annotated[int, Field(description="whose turn it is, -1 when the game is over")]
    events: Annotated[
        list[dict[str, Any]],
        Field(
            description='the events after the client\'s last version, worded: `{"v": V, "lines": [...]}`, with '
            '`"mine": true` on the seat\'s own actions; a socket opened with `feed=N` and no `since` gets the last N '
            "versions' (then `history` frames for the ones before)"
        ),
    ]
    over: Annotated[bool, Field(description="whether the game is over")]
    winner: Annotated[int | None, Field(description="the winner's seat once the game is over")]
    waiting_on: Annotated[int | None, Field(description="the seat the game waits on")]
    request: Annotated[
        dict[str, Any] | None,
        Field(description="this seat's decision as a menu tree (`present.request_json`) or null"),
    ]
    online: NotRequired[
        Annotated[list[bool], Field(description="presence: for each seat, whether a page of its person is open")]
    ]
    clock: NotRequired[
        Annotated[
            dict[str, Any] | None,
            Field(
                description="in a room with a turn clock: whose decision is timed (`seat`), the seconds `left` of its "
                "allowance and of its time `bank` when the frame was made (the page counts them down), or null "
                "when the game waits on no person"
            ),
        ]
    ]
    table: Annotated[
        dict[str, Any],
        Field(
            description="the middle of the board: `roll` (the last: `player`, `dice`, `doubles`, `speed`, `v`; "
            "or null), `bank` (`houses`, `hotels`, `skyscrapers` where the edition has them), `cards_left` "
            "(`deck`, `left`), `round` (the round under way, from 1)"
        ),
    ]
    results: NotRequired[
        Annotated[
            dict[str, Any],
            Field(
                description="once the game is over: `winner`, `winners`, `reason`, `rounds`, `standings` (each "
                "player's `place`, `worth`, `cash` (and each `_text`, worded), `properties`, buildings and `left`: how "
                "they left the game), "
                "`worth` (each seat's net worth at the start of every round and at the end), `top_rent` (`space`, "
                "`amount`, `amount_text`)"
            ),
        ]
    ]
    squares: NotRequired[
        Annotated[
            list[dict[str, Any]],
            Field(
                description="the board's fixed part: in a socket's first frame and after a `sync`; a property's "
                "`deed` lines (`[label, amount]`, worded and priced in the connection's language) and `price_text`"
            ),
        ]
    ]
    face_up_cheats: NotRequired[Annotated[list[str], Field(description="Cheaters: the face-up cheat cards")]]
    mine: NotRequired[
        Annotated[dict[str, Any], Field(description="what only this seat knows: held cards, pending cheats")]
    ]
    ack: NotRequired[
        Annotated[int, Field(description="in the frame that answers an accepted command: the version after it")]
    ]


class ChatMessage(TypedDict):
    """One chat message as the room keeps and sends it."""

    n: int  # its number in the room's chat, from 1
    seat: int  # who wrote it, -1 for a spectator
    name: str  # the seat's name ("" for a spectator)
    text: str  # cleaned by ``safe_text``
    at: str  # when (UTC, ISO 8601, to the second)


class ChatServerFrame(TypedDict):
    """The room's chat: on connecting with `chat=1`, the messages the room keeps (`replay`); then each new one as
    it is posted, and the mutes again when the host changes them (no message)."""

    type: Literal["chat"]
    messages: Annotated[
        list[ChatMessage],
        Field(
            description="each `n` (its number, from 1), `seat` (-1: a spectator), `name`, `text` (cleaned), `at` (UTC)"
        ),
    ]
    muted: Annotated[list[int], Field(description="the seats the host muted, -1 for every spectator")]
    replay: Annotated[bool, Field(description="true: what the room kept, sent on connecting (replaces what is shown)")]


class HistoryServerFrame(TypedDict):
    """The answer to a `history` frame: the feed's events of the versions asked for."""

    type: Literal["history"]
    before: Annotated[int, Field(description="the version they come before")]
    events: Annotated[
        list[dict[str, Any]],
        Field(description="as in the state frame, oldest first; the setup's (`v` 0) when the page reached it"),
    ]


ServerFrame = StateFrame | ErrorFrame | ChatServerFrame | HistoryServerFrame
SERVER_FRAMES: TypeAdapter[ServerFrame] = TypeAdapter(ServerFrame, config=ConfigDict(extra="forbid"))


def error_frame(code: str, message: str) -> ErrorFrame:
    return {"type": "error", "code": code, "message": message}
