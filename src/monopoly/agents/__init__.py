"""Bots behind one protocol (``Agent.decide(view, actions, rng)``), a registry of them by kind, and a runner.

Kinds: ``random`` (a uniform legal choice), ``buyer`` (buys and builds whatever it can, never trades; also
known by its former name ``simple``) and ``heuristic`` (the strong default; settable parameters, see
``HeuristicParams``; in a Cheaters game it cheats and accuses by its ``boldness`` and ``vigilance``, see
``agents.cheating``). Every bot raises money with the shared planner of ``agents.liquidation``; the
Cheaters edition's own decisions are answered by ``agents.edition_rules``.

>>> from monopoly.agents import make_agent
>>> make_agent("buyer").name
'buyer'
>>> make_agent("heuristic", "reserve=200").params.reserve
200

A seat may carry its own parameters after its kind (``seat_specs``): ``heuristic:boldness=0.8,vigilance=0``
is one seat, the ``key=value`` items after it belong to it; ``bold:heuristic:boldness=0.8`` names it too.

>>> seat_specs("heuristic:boldness=0.8,vigilance=0,random,anna:heuristic")
[(None, 'heuristic', 'boldness=0.8,vigilance=0'), (None, 'random', ''), ('anna', 'heuristic', '')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .base import Agent
from .buyer import BuyerAgent, SimpleAgent
from .heuristic import HeuristicAgent, HeuristicParams
from .random_agent import RandomAgent


def _plain(factory: Callable[[], Agent], kind: str) -> Callable[[str | None], Agent]:
    def make(params: str | None) -> Agent:
        if params and params.strip():
            raise ValueError(f"agent {kind!r} takes no parameters (got {params!r})")
        return factory()

    return make


AGENTS: dict[str, Callable[[str | None], Agent]] = {
    "heuristic": lambda params: HeuristicAgent(HeuristicParams.parse(params)),
    "buyer": _plain(BuyerAgent, "buyer"),
    "simple": _plain(SimpleAgent, "simple"),  # the buyer's former name
    "random": _plain(RandomAgent, "random"),
}


def agent_kinds() -> list[str]:
    """The kinds ``make_agent`` knows, sorted."""
    return sorted(AGENTS)


def make_agent(kind: str, params: str | None = None) -> Agent:
    """A new agent of ``kind`` with ``params`` (``"key=value,..."``, heuristic only); ``ValueError`` naming
    the known kinds, or the known parameters, otherwise."""
    factory = AGENTS.get(kind.strip().lower())
    if factory is None:
        raise ValueError(f"unknown agent {kind!r} (known: {', '.join(agent_kinds())})")
    return factory(params)


def seat_specs(text: str) -> list[tuple[str | None, str, str]]:
    """``[NAME:]KIND[:KEY=VALUE][,KEY=VALUE...]`` seats, comma-separated, as ``(name or None, kind, params)``.

    An item ``key=value`` (an ``=`` and no ``:`` before it) continues the parameters of the seat before it.
    ``ValueError`` for an empty seat, or parameters with no seat before them."""
    seats: list[tuple[str | None, str, list[str]]] = []
    for raw in text.split(","):
        item = raw.strip()
        if not item:
            raise ValueError(f"an empty seat in {text!r}")
        head = item.split("=", 1)[0]
        if "=" in item and ":" not in head:
            if not seats:
                raise ValueError(f"{item!r} is a bot parameter with no seat before it in {text!r}")
            seats[-1][2].append(item)
            continue
        parts = item.split(":")
        params: list[str] = []
        if "=" in parts[-1]:
            params.append(parts.pop())
        if not parts or len(parts) > 2 or not all(part.strip() for part in parts):
            raise ValueError(f"a seat is KIND, NAME:KIND or [NAME:]KIND:KEY=VALUE, got {item!r}")
        name = parts[0].strip() if len(parts) == 2 else None
        seats.append((name, parts[-1].strip().lower(), params))
    return [(name, kind, ",".join(p.strip() for p in params)) for name, kind, params in seats]


def bot_params(items: Iterable[str]) -> dict[str, str]:
    """``--bot-param`` values (``"heuristic.reserve=200"``, ``"heuristic.horizon=30,trades=false"``) grouped
    by kind as ``make_agent`` params text: ``{"heuristic": "reserve=200,horizon=30,trades=false"}``."""
    grouped: dict[str, list[str]] = {}
    for item in items:
        kind, dot, rest = item.strip().partition(".")
        if not dot or not kind or "=" not in rest:
            raise ValueError(f"a bot parameter reads kind.key=value, not {item!r}")
        kind = kind.strip().lower()
        if kind not in AGENTS:
            raise ValueError(f"unknown agent {kind!r} in {item!r} (known: {', '.join(agent_kinds())})")
        grouped.setdefault(kind, []).append(rest.strip())
    return {kind: ",".join(parts) for kind, parts in grouped.items()}


__all__ = [
    "AGENTS",
    "Agent",
    "BuyerAgent",
    "HeuristicAgent",
    "HeuristicParams",
    "RandomAgent",
    "SimpleAgent",
    "agent_kinds",
    "bot_params",
    "make_agent",
    "seat_specs",
]
