"""Bots behind one protocol (``Agent.decide``), a registry of them by kind, and a runner that plays a game.

>>> from monopoly.agents import make_agent
>>> make_agent("simple").name
'simple'
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Agent
from .random_agent import RandomAgent
from .simple import SimpleAgent

AGENTS: dict[str, Callable[[], Agent]] = {
    "simple": SimpleAgent,
    "random": RandomAgent,
}


def agent_kinds() -> list[str]:
    """The kinds ``make_agent`` knows, sorted."""
    return sorted(AGENTS)


def make_agent(kind: str) -> Agent:
    """A new agent of ``kind``; ``ValueError`` naming the known kinds otherwise."""
    factory = AGENTS.get(kind.strip().lower())
    if factory is None:
        raise ValueError(f"unknown agent {kind!r} (known: {', '.join(agent_kinds())})")
    return factory()


__all__ = ["AGENTS", "Agent", "RandomAgent", "SimpleAgent", "agent_kinds", "make_agent"]
