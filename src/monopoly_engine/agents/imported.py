"""Bots from any importable class: a seat's kind written ``MODULE:CLASS`` (``examples.cautious_bot:CautiousBot``).

The class is imported, checked against the ``Agent`` protocol (a ``decide(view, actions, rng)`` method and a
``name``) and called with the seat's parameters as keyword arguments: ``key=value`` items, each value
converted to the type its ``__init__`` parameter is annotated with (``int``, ``float``, ``bool``, ``str``; a
parameter without one of these annotations receives the text). An unknown key is refused with the accepted
ones.

Where the module is looked for: the import path as it is, then, when the module (or a package it is in)
cannot be found there, the directories of ``search`` (by default the current directory, as ``python -m``
would): so ``monopoly simulate --players examples.cautious_bot:CautiousBot,heuristic`` works from a checkout.
Worker processes get the directories searched in the parent with the simulation spec
(``SimSpec.import_path``), so they find the same class.
"""

from __future__ import annotations

import importlib
import inspect
import os
import sys
import typing
from collections.abc import Sequence
from typing import Any

from .base import Agent

TRUE = {"true", "yes", "on", "1"}
FALSE = {"false", "no", "off", "0"}


def is_class_path(kind: str) -> bool:
    """Whether a seat's kind names a class (``MODULE:CLASS``) rather than a registered bot kind."""
    return ":" in kind


def class_label(kind: str) -> str:
    """The class part of ``MODULE:CLASS`` (what an unnamed seat is named after), or ``kind`` itself."""
    return kind.rpartition(":")[2] if is_class_path(kind) else kind


def default_search() -> tuple[str, ...]:
    """The directories searched when a module is not on the import path: the current one."""
    return (os.getcwd(),)


def load_agent_class(path: str, search: Sequence[str] | None = None) -> type:
    """The class ``path`` (``MODULE:CLASS``) names; ``ValueError`` saying what is missing or why the class is
    not a bot."""
    module_name, colon, class_name = path.strip().partition(":")
    module_name, class_name = module_name.strip(), class_name.strip()
    if not colon or not module_name or not class_name or ":" in class_name:
        raise ValueError(f"a bot class is written MODULE:CLASS (examples.cautious_bot:CautiousBot), not {path!r}")
    module = _import(module_name, default_search() if search is None else search, path)
    target: Any = module
    for part in class_name.split("."):
        target = getattr(target, part, None)
        if target is None:
            raise ValueError(f"bot class {path!r}: module {module_name!r} has no {class_name!r}")
    if not inspect.isclass(target):
        raise ValueError(f"bot class {path!r}: {class_name!r} is a {type(target).__name__}, not a class")
    decide = getattr(target, "decide", None)
    if decide is None or not callable(decide):
        raise ValueError(f"bot class {path!r} is not a bot: it has no decide(view, actions, rng) method")
    try:
        inspect.signature(decide).bind(None, None, None, None)  # self, view, actions, rng
    except TypeError:
        raise ValueError(
            f"bot class {path!r} is not a bot: its decide{inspect.signature(decide)} does not take (view, actions, rng)"
        ) from None
    except ValueError:  # no signature to read (a builtin): let the call tell
        pass
    return target


def make_imported_agent(path: str, params: str | None = None, search: Sequence[str] | None = None) -> Agent:
    """A new bot of the class ``path`` names, with the seat's ``params`` (``"key=value,..."``) as keyword
    arguments; ``ValueError`` for a missing module or class, a class that is not a bot, or a bad parameter."""
    cls = load_agent_class(path, search)
    kwargs = _keyword_arguments(cls, path, params)
    try:
        agent = cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"bot class {path!r} refused its parameters {params or '(none)'}: {exc}") from None
    # ValueError, not TypeError: a seat written wrong is bad input, which every command reports the same way
    if not isinstance(getattr(agent, "name", None), str):
        raise ValueError(f"bot class {path!r} is not a bot: its instances have no name (a str attribute)")  # noqa: TRY004
    if not isinstance(agent, Agent):  # the protocol's own check, for whatever it adds later
        raise ValueError(f"bot class {path!r} does not satisfy the Agent protocol")  # noqa: TRY004
    return agent


def _import(module_name: str, search: Sequence[str], path: str) -> Any:
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if not _is_missing(module_name, exc) or not search:
            raise ValueError(f"bot class {path!r}: importing {module_name!r} failed: {exc}") from None
    added = [d for d in search if d not in sys.path]
    sys.path[:0] = added
    importlib.invalidate_caches()
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        where = ", ".join(search)
        if _is_missing(module_name, exc):
            raise ValueError(
                f"bot class {path!r}: no module named {exc.name!r} (looked on the import path and in {where})"
            ) from None
        raise ValueError(f"bot class {path!r}: importing {module_name!r} failed: {exc}") from None
    except Exception as exc:  # noqa: BLE001 (the module's own code failed, however: say so, not a traceback)
        raise ValueError(f"bot class {path!r}: importing {module_name!r} failed: {type(exc).__name__}: {exc}") from None


def _is_missing(module_name: str, exc: ModuleNotFoundError) -> bool:
    """Whether ``exc`` says ``module_name`` itself (or a package it is in) is missing, not something it imports."""
    parts = module_name.split(".")
    return exc.name in {".".join(parts[:i]) for i in range(1, len(parts) + 1)}


def _keyword_arguments(cls: type, path: str, params: str | None) -> dict[str, Any]:
    if not params or not params.strip():
        return {}
    try:
        signature = inspect.signature(cls)
    except (TypeError, ValueError):
        signature = None
    accepted = {
        name: p
        for name, p in (signature.parameters.items() if signature is not None else ())
        if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
    }
    takes_any = signature is not None and any(p.kind is p.VAR_KEYWORD for p in signature.parameters.values())
    try:
        # The class's own __init__, read from the class itself (mypy takes `cls` for an instance of `type`).
        hints = typing.get_type_hints(cls.__init__)  # type: ignore[misc]
    except Exception:  # noqa: BLE001 (annotations that do not resolve, however: the values stay text)
        hints = {}
    kwargs: dict[str, Any] = {}
    for item in params.split(","):
        key, eq, value = item.partition("=")
        key, value = key.strip(), value.strip()
        if not eq or not key:
            raise ValueError(f"bot class {path!r}: a parameter reads key=value, not {item.strip()!r}")
        if key not in accepted and not takes_any:
            known = ", ".join(accepted) or "none"
            raise ValueError(f"bot class {path!r} has no parameter {key!r} (its parameters: {known})")
        kwargs[key] = _convert(value, hints.get(key), key, path)
    return kwargs


def _convert(value: str, hint: Any, key: str, path: str) -> Any:
    try:
        if hint is bool:
            folded = value.lower()
            if folded not in TRUE | FALSE:
                raise ValueError(f"true or false, not {value!r}")
            return folded in TRUE
        if hint is int:
            return int(value)
        if hint is float:
            return float(value)
    except ValueError as exc:
        raise ValueError(f"bot class {path!r}: parameter {key!r} wants a {hint.__name__}: {exc}") from None
    return value
