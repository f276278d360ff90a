"""Bots behind one protocol (``Agent.decide(view, actions, rng)``), a registry of them by kind, and a runner.

Kinds: ``random`` (a uniform legal choice), ``buyer`` (buys and builds whatever it can, never trades; also
known by its former name ``simple``) and ``heuristic`` (the strong default; settable parameters, see
``HeuristicParams``; in a Cheaters game it cheats and accuses by its ``boldness`` and ``vigilance``, see
``agents.cheating``) and ``expert`` (weighs the decisions that matter by playing the game forward from
imagined copies of it, ``agents.search``; its budget and horizon in ``SearchParams``). Every bot raises money
with the shared planner of ``agents.liquidation``; the Cheaters edition's own decisions are answered by
``agents.edition_rules``.

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

A seat's kind may also be any importable bot class, ``MODULE:CLASS`` (``agents.imported``), named
(``NAME:MODULE:CLASS``) or not, with parameters after it like any kind's (its ``__init__``'s keyword
arguments). A two-part seat ``A:B`` is ``NAME:KIND`` when ``B`` is a registered kind, ``MODULE:CLASS`` otherwise.

>>> seat_specs("mybots:Careful:reserve=300,me:mybots:Careful,anna:random")
[(None, 'mybots:Careful', 'reserve=300'), ('me', 'mybots:Careful', ''), ('anna', 'random', '')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .base import Agent
from .buyer import BuyerAgent, SimpleAgent
from .heuristic import HeuristicAgent, HeuristicParams
from .imported import is_class_path, make_imported_agent
from .random_agent import RandomAgent
from .search import SearchAgent, SearchParams


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
    "expert": lambda params: SearchAgent(SearchParams.parse(params)),  # searches by rollouts (agents.search)
}


def agent_params(kind: str) -> list[tuple[str, object, str]]:
    """``(name, default, meaning)`` of each parameter a registered bot kind takes (none for most kinds)."""
    return HeuristicParams.describe() if kind == "heuristic" else []


def agent_kinds() -> list[str]:
    """The kinds ``make_agent`` knows, sorted."""
    return sorted(AGENTS)


def make_agent(kind: str, params: str | None = None, search: Sequence[str] | None = None) -> Agent:
    """A new agent of ``kind`` with ``params`` (``"key=value,..."``); ``ValueError`` naming the known kinds, or
    the known parameters, otherwise. A ``kind`` written ``MODULE:CLASS`` is imported (``agents.imported``;
    ``search``: where to look for the module beyond the import path, by default the current directory)."""
    if is_class_path(kind):
        try:
            return make_imported_agent(kind.strip(), params, search)
        except ValueError as exc:
            module, _, name = kind.strip().partition(":")
            if "." in module or "no module named" not in str(exc):
                raise
            # ``anna:heuristc`` reads as a class too: say what it would be as NAME:KIND
            raise ValueError(
                f"{exc}; as NAME:KIND, {name!r} is not a bot kind (known: {', '.join(agent_kinds())})"
            ) from None
    factory = AGENTS.get(kind.strip().lower())
    if factory is None:
        raise ValueError(f"unknown agent {kind!r} (known: {', '.join(agent_kinds())}, or a bot class as MODULE:CLASS)")
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
    (the parameters may also be separated by ``;``: ``seat_items``). KIND is a registered kind or a bot class,
    ``MODULE:CLASS`` (``split_seat``). ``ValueError`` for a malformed seat."""
    return [(*split_seat(seat), params) for seat, params in seat_items(text)]


def split_seat(seat: str, extra_kinds: Iterable[str] = ()) -> tuple[str | None, str]:
    """A seat as written before its parameters, as ``(name or None, kind)``: ``KIND``, ``NAME:KIND``,
    ``MODULE:CLASS`` or ``NAME:MODULE:CLASS``. ``A:B`` is ``NAME:KIND`` when ``B`` is a registered kind (or one
    of ``extra_kinds``, such as ``monopoly play``'s ``human``), a class otherwise. Registered kinds come back
    in lower case, class paths as written. ``ValueError`` for a malformed seat."""
    parts = [part.strip() for part in seat.split(":")]
    if len(parts) > 3 or not all(parts):
        raise ValueError(
            f"a seat is KIND, NAME:KIND, MODULE:CLASS or NAME:MODULE:CLASS (then :KEY=VALUE), got {seat!r}"
        )
    known = set(AGENTS) | {kind.lower() for kind in extra_kinds}
    if len(parts) == 1:
        return None, parts[0].lower()
    if len(parts) == 2:
        if parts[1].lower() in known:
            return parts[0], parts[1].lower()
        return None, f"{parts[0]}:{parts[1]}"
    return parts[0], f"{parts[1]}:{parts[2]}"


def split_kind(text: str) -> tuple[str, str]:
    """A kind written with its parameters after a colon (``heuristic:boldness=1``,
    ``examples.cautious_bot:CautiousBot:reserve=300``), as ``(kind, params)``: a registered kind is the text
    before the first colon, a class path the text before the second."""
    head, colon, rest = text.strip().partition(":")
    if not colon or head.strip().lower() in AGENTS:
        return head.strip().lower(), rest
    name, _, params = rest.partition(":")
    return f"{head.strip()}:{name.strip()}", params


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
    "SearchAgent",
    "SearchParams",
    "SimpleAgent",
    "agent_kinds",
    "bot_params",
    "make_agent",
    "seat_items",
    "seat_specs",
    "split_kind",
    "split_seat",
]
