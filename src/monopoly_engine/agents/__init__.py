"""Bots behind one protocol (``Agent.decide(view, actions, rng)``), a registry of them by kind, and a runner.

Kinds: ``random`` (a uniform legal choice), ``buyer`` (buys and builds whatever it can, never trades; also
known by its former name ``simple``) and ``heuristic`` (the strong default; settable parameters, see
``HeuristicParams``; in a Cheaters game it cheats and accuses by its ``boldness`` and ``vigilance``, see
``agents.cheating``). Every bot raises money with the shared planner of ``agents.liquidation``; the
Cheaters edition's own decisions are answered by ``agents.edition_rules``.

>>> from monopoly_engine.agents import make_agent
>>> make_agent("buyer").name
'buyer'
>>> make_agent("heuristic", "reserve=200").params.reserve
200

A seat may carry its own parameters after its kind (``seat_specs``): ``heuristic:boldness=0.8,vigilance=0``
is one seat, the ``key=value`` items after it belong to it (``;`` may separate them too:
``heuristic:boldness=0.8;vigilance=0``); ``bold:heuristic:boldness=0.8`` names it too.

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


def seat_items(text: str) -> list[tuple[str, str]]:
    """The comma-separated seats of ``text`` as ``(seat, params)``: the seat as written before its parameters
    (``KIND``, ``NAME:KIND``; ``monopoly play`` also takes a bare ``NAME``), and its own ``key=value``
    parameters joined by commas.

    The parameters follow the seat after a colon, separated by ``;`` or by ``,`` (an item ``key=value`` with
    no ``:`` before its ``=`` continues the seat before it), so ``bold:heuristic:boldness=0.8;vigilance=0``
    and ``bold:heuristic:boldness=0.8,vigilance=0`` are the same seat. ``ValueError`` for an empty seat or
    parameter, or parameters with no seat before them."""
    seats: list[tuple[str, list[str]]] = []
    for raw in text.split(","):
        item = raw.strip()
        if not item:
            raise ValueError(f"an empty seat in {text!r}")
        head, eq, _ = item.partition("=")
        colon = head.rfind(":") if eq else -1
        if eq and colon < 0:
            if not seats:
                raise ValueError(f"{item!r} is a bot parameter with no seat before it in {text!r}")
            seat, params = "", item
        else:
            seat, params = (item[:colon].strip(), item[colon + 1 :]) if eq else (item, "")
            seats.append((seat, []))
        pieces = [piece.strip() for piece in params.split(";")] if params else []
        if any(not piece for piece in pieces):
            raise ValueError(f"an empty bot parameter in {item!r}")
        seats[-1][1].extend(pieces)
    return [(seat, ",".join(params)) for seat, params in seats]


def seat_specs(text: str) -> list[tuple[str | None, str, str]]:
    """``[NAME:]KIND[:KEY=VALUE][,KEY=VALUE...]`` seats, comma-separated, as ``(name or None, kind, params)``
    (the parameters may also be separated by ``;``: ``seat_items``). ``ValueError`` for a malformed seat."""
    specs: list[tuple[str | None, str, str]] = []
    for seat, params in seat_items(text):
        parts = seat.split(":")
        if len(parts) > 2 or not all(part.strip() for part in parts):
            raise ValueError(f"a seat is KIND, NAME:KIND or [NAME:]KIND:KEY=VALUE, got {seat!r}")
        name = parts[0].strip() if len(parts) == 2 else None
        specs.append((name, parts[-1].strip().lower(), params))
    return specs


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
    "seat_items",
    "seat_specs",
]
