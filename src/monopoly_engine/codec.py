"""Versioned JSON for actions and events: the one place that turns them into plain data and back."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

from .core.actions import ACTION_TYPES, Action, TradeSide
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


_SHAPES: dict[type, tuple[tuple[str, Any], ...]] = {}


def _shape(cls: type) -> tuple[tuple[str, Any], ...]:
    """A dataclass's field names with their defaults (``MISSING`` when none), read once per class: every log
    line and every menu line goes through here."""
    shape = _SHAPES.get(cls)
    if shape is None:
        shape = _SHAPES[cls] = tuple((f.name, f.default) for f in dataclasses.fields(cls))
    return shape


def action_to_dict(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": action.kind}
    for name, _ in _shape(type(action)):
        data[name] = _plain(getattr(action, name))
    return data


def action_from_dict(data: Any) -> Action:
    if not isinstance(data, dict) or "kind" not in data:
        raise CodecError("an action must be an object with a 'kind'")
    cls = ACTION_TYPES.get(data["kind"]) if isinstance(data["kind"], str) else None
    if cls is None:
        raise CodecError(f"unknown action kind {_excerpt(data['kind'])}")
    return _build(cls, _body(data), f"action {data['kind']!r}")


def event_to_dict(event: Event) -> dict[str, Any]:
    if type(event) is Hidden:  # seen only by ``seats``: the event inside keeps its own shape
        return {"kind": EVENT_KINDS[Hidden], "seats": list(event.seats), "event": event_to_dict(event.event)}
    data: dict[str, Any] = {"kind": event.kind}
    for name, default in _shape(type(event)):
        value = getattr(event, name)
        if default is not dataclasses.MISSING and value == default:
            continue  # an optional field at its default (no speed die rolled, ...): logs stay as they were without it
        data[name] = _plain(value)
    return data


def event_from_dict(data: Any) -> Event:
    if not isinstance(data, dict) or "kind" not in data:
        raise CodecError("an event must be an object with a 'kind'")
    cls = EVENT_TYPES.get(data["kind"]) if isinstance(data["kind"], str) else None
    if cls is None:
        raise CodecError(f"unknown event kind {_excerpt(data['kind'])}")
    if cls is Hidden and set(data) != {"kind", "seats", "event"}:
        raise CodecError("a hidden event needs exactly 'seats' and 'event'")
    return _build(cls, _body(data), f"event {data['kind']!r}")


# --- decoding: every field checked against its declared type -------------------------------------------


def _body(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if key != "kind"}


def _build(cls: type, data: dict[str, Any], label: str) -> Any:
    """``cls`` from the fields in ``data``, each checked; ``label`` names the object in messages."""
    fields = _fields(cls)
    extra = set(data) - set(fields)
    if extra:
        shown = ", ".join(_excerpt(k) for k in sorted(extra)[:3])
        raise CodecError(f"unknown field(s) {shown} in {label} (fields: {', '.join(fields)})")
    values = {}
    for name, (decode, required) in fields.items():
        if name in data:
            values[name] = decode(data[name], f"{label} {name}")
        elif required:
            raise CodecError(f"{label} needs the field {name!r} (fields: {', '.join(fields)})")
    return cls(**values)


Decoder = Callable[[Any, str], Any]


@functools.cache
def _fields(cls: type) -> dict[str, tuple[Decoder, bool]]:
    """Each field of an action, event or trade side: its decoder and whether it must be present."""
    return {
        f.name: (_decoder(str(f.type)), f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
        for f in dataclasses.fields(cls)
    }


def _whole(value: Any, place: str) -> int:
    if type(value) is not int:
        raise CodecError(f"{place} must be a whole number, not {_excerpt(value)}")
    return value


def _text(value: Any, place: str) -> str:
    if type(value) is not str:
        raise CodecError(f"{place} must be a string, not {_excerpt(value)}")
    return value


def _flag(value: Any, place: str) -> bool:
    if type(value) is not bool:
        raise CodecError(f"{place} must be true or false, not {_excerpt(value)}")
    return value


def _whole_or_text(value: Any, place: str) -> int | str:
    if type(value) is not int and type(value) is not str:
        raise CodecError(f"{place} must be a whole number or a string, not {_excerpt(value)}")
    return value


def _object(cls: type) -> Decoder:
    def decode(value: Any, place: str) -> Any:
        if not isinstance(value, dict):
            raise CodecError(f"{place} must be an object, not {_excerpt(value)}")
        return _build(cls, value, place)

    return decode


def _event(value: Any, place: str) -> Event:
    try:
        return event_from_dict(value)
    except CodecError as exc:
        raise CodecError(f"{place}: {exc}") from None


def _tuple_of(item: Decoder) -> Decoder:
    def decode(value: Any, place: str) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise CodecError(f"{place} must be a list, not {_excerpt(value)}")
        return tuple(item(v, f"{place}[{i}]") for i, v in enumerate(value))

    return decode


def _pair(first: Decoder, second: Decoder) -> Decoder:
    def decode(value: Any, place: str) -> tuple[Any, Any]:
        if not isinstance(value, list) or len(value) != 2:
            raise CodecError(f"{place} must be a list of two items, not {_excerpt(value)}")
        return first(value[0], f"{place}[0]"), second(value[1], f"{place}[1]")

    return decode


_SIMPLE: dict[str, Decoder] = {
    "int": _whole,
    "str": _text,
    "bool": _flag,
    "int | str": _whole_or_text,
    "Event": _event,
    "TradeSide": _object(TradeSide),
}


def _decoder(annotation: str) -> Decoder:
    """The decoder of a field declared ``annotation``; an annotation not known here is a programming error."""
    if annotation in _SIMPLE:
        return _SIMPLE[annotation]
    if annotation.startswith("tuple[") and annotation.endswith(", ...]"):
        return _tuple_of(_decoder(annotation[len("tuple[") : -len(", ...]")]))
    if annotation == "tuple[str, int]":
        return _pair(_text, _whole)
    raise TypeError(f"no decoder for a field of type {annotation}")


def _excerpt(value: Any) -> str:
    text = repr(value) if not isinstance(value, int) or value.bit_length() < 128 else "a very long number"
    return text if len(text) <= 40 else text[:40] + "..."
