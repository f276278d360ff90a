"""The type every field of every action must have, so that the checked path refuses a malformed action
before any rule reads it (a trade of 0.5 or NaN cash, a seat given as ``True`` or ``1.0``, ``cards=None``).

The table is derived once, at import, from the dataclass annotations in ``actions``: a new action class or
field is covered without writing anything here, and an annotation this module has no rule for fails at import
rather than letting a field through unchecked. A whole number is an ``int`` and nothing else (``bool`` is an
``int`` subclass to Python, not a number to the rules) of at most 64 bits; a text is a ``str``; a tuple is a ``tuple``
of the annotated items. Only ``Game.refusal`` (hence ``Game.apply``) uses it: ``apply_unchecked`` takes actions built
by the engine's own ``legal_actions`` and must stay free of re-validation.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable

from .actions import ACTION_TYPES, Action

# A field check: the value and where it is (``ProposeTrade.give.cash``) -> what is wrong with it, or None.
FieldCheck = Callable[[object, str], "str | None"]

EXCERPT = 40  # a refusal quotes at most this many characters of a bad value
# A whole number of an action fits in 64 bits: far beyond any amount, seat or square, and a rule's message can
# always write it (``str`` of an int past 4300 digits raises).
WHOLE_LIMIT = 2**63 - 1


def excerpt(value: object) -> str:
    """A short ``repr`` of ``value`` for a refusal: a huge string or tuple is not echoed whole, and a value
    that cannot be written (an int past 4300 digits, a broken ``__repr__``) is named by its type."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - whatever the value's repr raises, the refusal must still be written
        return f"<int of {value.bit_length()} bits>" if type(value) is int else f"<{type(value).__name__}>"
    return text if len(text) <= EXCERPT else text[: EXCERPT - 3] + "..."


def _wrong(where: str, expected: str, value: object) -> str:
    return f"{where} must be of type {expected}, not {type(value).__name__} {excerpt(value)}"


def _exact(kind: type, expected: str) -> FieldCheck:
    def check(value: object, where: str) -> str | None:
        return None if type(value) is kind else _wrong(where, expected, value)

    return check


def _whole(value: object, where: str) -> str | None:
    if type(value) is not int:
        return _wrong(where, "int", value)
    if not -WHOLE_LIMIT <= value <= WHOLE_LIMIT:
        return f"{where} must be an int of at most 64 bits, not {excerpt(value)}"
    return None


def _tuple_of(item: FieldCheck, expected: str) -> FieldCheck:
    def check(value: object, where: str) -> str | None:
        if type(value) is not tuple:
            return _wrong(where, expected, value)
        for i, element in enumerate(value):
            problem = item(element, f"{where}[{i}]")
            if problem:
                return problem
        return None

    return check


def _fixed_tuple(items: list[FieldCheck], expected: str) -> FieldCheck:
    def check(value: object, where: str) -> str | None:
        if type(value) is not tuple or len(value) != len(items):
            return _wrong(where, expected, value)
        for i, (item, element) in enumerate(zip(items, value, strict=True)):
            problem = item(element, f"{where}[{i}]")
            if problem:
                return problem
        return None

    return check


def _one_of(options: list[tuple[type, FieldCheck]], expected: str) -> FieldCheck:
    def check(value: object, where: str) -> str | None:
        for kind, option in options:
            if type(value) is kind:
                return option(value, where)
        return _wrong(where, expected, value)

    return check


def _record(cls: type, fields: tuple[tuple[str, FieldCheck], ...]) -> FieldCheck:
    def check(value: object, where: str) -> str | None:
        if type(value) is not cls:
            return _wrong(where, cls.__name__, value)
        return _first_problem(value, fields, where)

    return check


def _check_for(annotation: object) -> tuple[FieldCheck, str]:
    """The check of a field annotated ``annotation`` and the type as its refusal writes it (``tuple[int, ...]``)."""
    if annotation is int:
        return _whole, "int"
    if annotation is str:
        return _exact(str, "str"), "str"
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item, item_name = _check_for(args[0])
        expected = f"tuple[{item_name}, ...]"
        return _tuple_of(item, expected), expected
    if origin is tuple:
        parts = [_check_for(a) for a in args]
        expected = f"tuple[{', '.join(name for _, name in parts)}]"
        return _fixed_tuple([check for check, _ in parts], expected), expected
    if origin in (typing.Union, types.UnionType) and all(a is int or a is str for a in args):
        expected = " | ".join(a.__name__ for a in args)
        return _one_of([(a, _check_for(a)[0]) for a in args], expected), expected
    if isinstance(annotation, type) and dataclasses.is_dataclass(annotation):
        return _record(annotation, _fields_of(annotation)), annotation.__name__
    raise TypeError(f"no type check for an action field annotated {annotation!r}")


def _fields_of(cls: type) -> tuple[tuple[str, FieldCheck], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, _check_for(hints[f.name])[0]) for f in dataclasses.fields(cls))


def _first_problem(value: object, fields: tuple[tuple[str, FieldCheck], ...], where: str) -> str | None:
    for name, check in fields:
        problem = check(getattr(value, name), f"{where}.{name}")
        if problem:
            return problem
    return None


FIELD_CHECKS: dict[type[Action], tuple[tuple[str, FieldCheck], ...]] = {
    cls: _fields_of(cls) for cls in ACTION_TYPES.values()
}


def field_problem(action: Action) -> str | None:
    """What is ill-typed in ``action`` (the first field found, named ``Class.field``), or None when every field
    has its annotated type. An action class outside ``ACTION_TYPES`` is not looked at here."""
    fields = FIELD_CHECKS.get(type(action))
    if fields is None:
        return None
    return _first_problem(action, fields, type(action).__name__)
