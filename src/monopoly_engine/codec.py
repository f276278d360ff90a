"""Versioned JSON for actions and events: the one place that turns them into plain data and back."""

from __future__ import annotations

import dataclasses
from typing import Any

from .core.actions import ACTION_TYPES, Action, ProposeTrade, TradeSide
from .core.events import EVENT_KINDS, EVENT_TYPES, Event, Hidden

FORMAT_VERSION = 1


class CodecError(ValueError):
    """Plain data that is not a valid action or event."""


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, TradeSide):
        return {"spaces": list(value.spaces), "cash": value.cash, "cards": [list(c) for c in value.cards]}
    return value


def action_to_dict(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": action.kind}
    for f in dataclasses.fields(action):
        data[f.name] = _plain(getattr(action, f.name))
    return data


def _side(data: Any) -> TradeSide:
    if not isinstance(data, dict):
        raise CodecError("a trade side must be an object")
    try:
        return TradeSide(
            tuple(int(s) for s in data.get("spaces", [])),
            int(data.get("cash", 0)),
            tuple((str(c[0]), int(c[1])) for c in data.get("cards", [])),
        )
    except (TypeError, ValueError, IndexError) as exc:
        raise CodecError(f"bad trade side: {exc}") from None


def action_from_dict(data: Any) -> Action:
    if not isinstance(data, dict) or "kind" not in data:
        raise CodecError("an action must be an object with a 'kind'")
    cls = ACTION_TYPES.get(data["kind"])
    if cls is None:
        raise CodecError(f"unknown action kind {data['kind']!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(data) - names - {"kind"}
    if extra:
        raise CodecError(f"unknown field(s) {sorted(extra)} for action {data['kind']!r}")
    try:
        if cls is ProposeTrade:
            return ProposeTrade(int(data["player"]), int(data["partner"]), _side(data["give"]), _side(data["get"]))
        kwargs = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                value = data[f.name]
                if isinstance(value, list):  # a cheat's arguments: whole numbers and deck ids
                    kwargs[f.name] = tuple(v if isinstance(v, str) else int(v) for v in value)
                else:
                    kwargs[f.name] = value if isinstance(value, str) else int(value)
        return cls(**kwargs)
    except (KeyError, TypeError, ValueError) as exc:
        raise CodecError(f"bad action {data!r}: {exc}") from None


def event_to_dict(event: Event) -> dict[str, Any]:
    if type(event) is Hidden:  # seen only by ``seats``: the event inside keeps its own shape
        return {"kind": EVENT_KINDS[Hidden], "seats": list(event.seats), "event": event_to_dict(event.event)}
    data: dict[str, Any] = {"kind": event.kind}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if f.default is not dataclasses.MISSING and value == f.default:
            continue  # an optional field at its default (no speed die rolled, ...): logs stay as they were without it
        data[f.name] = _plain(value)
    return data


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def event_from_dict(data: Any) -> Event:
    if not isinstance(data, dict) or "kind" not in data:
        raise CodecError("an event must be an object with a 'kind'")
    cls = EVENT_TYPES.get(data["kind"])
    if cls is None:
        raise CodecError(f"unknown event kind {data['kind']!r}")
    if cls is Hidden:
        if set(data) != {"kind", "seats", "event"} or not isinstance(data["seats"], list):
            raise CodecError("a hidden event needs exactly 'seats' (a list) and 'event'")
        return Hidden(tuple(int(s) for s in data["seats"]), event_from_dict(data["event"]))
    fields = dataclasses.fields(cls)
    names = [f.name for f in fields]
    required = {f.name for f in fields if f.default is dataclasses.MISSING}
    if set(data) - set(names) - {"kind"} or required - set(data):
        raise CodecError(f"event {data['kind']!r} needs exactly the fields {names}")
    return cls(**{name: _tuples(data[name]) for name in names if name in data})
