"""Bots behind one protocol (``Agent.decide(view, actions, rng)``), a registry of them by kind, and a runner.

Kinds: ``random`` (a uniform legal choice), ``buyer`` (buys and builds whatever it can, never trades; also
known by its former name ``simple``) and ``heuristic`` (the strong default; settable parameters, see
``HeuristicParams``). Every bot raises money with the shared planner of ``agents.liquidation``.

>>> from monopoly.agents import make_agent
>>> make_agent("buyer").name
'buyer'
>>> make_agent("heuristic", "reserve=200").params.reserve
200
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
]
