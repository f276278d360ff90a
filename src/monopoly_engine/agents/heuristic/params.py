"""The heuristic bot's settings (``HeuristicParams``, ``PARAM_DOCS``) and the fixed amounts it weighs with."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

# How much a held get-out-of-jail-free card is worth in a trade.
CARD_VALUE = 30
# The rival weight of a two-player game in a stalemate (see ``stalemate_round``).
STALEMATE_RIVAL = 0.5
# Raising money to buy or bid: only steps this cheap per unit of cash (mortgages of idle property).
RAISE_MAX_RATIO = 0.35
# A move that ends on an unowned property worth buying counts this share of its price on top of its value
# beyond the price (getting property early is worth something in itself).
TICKET_BUY_SHARE = 0.2
# What going to jail by a square costs, in a move's score (a lost turn or the fine).
JAIL_PENALTY = 50
# More bus tickets than this are not worth a Birthday Gift's cash.
MAX_TICKETS_WANTED = 2


PARAM_DOCS: dict[str, str] = {
    "reserve": "base of the cash reserve: reserve + reserve_per_danger * danger is kept after building or lifting "
    "a mortgage (buy_reserve of it after buying or bidding)",
    "reserve_per_danger": "reserve added per unit of danger "
    "(the rent expected per own dice roll on the opponents' board)",
    "horizon": "future opponent dice rolls (all opponents together) over which rent counts in a property's value",
    "set_bonus": "weight of a complete set's developed value (how much more a set is worth than its streets)",
    "partial_weight": "for part of a set whose other streets are the bank's: share of the set's value counted, "
    "times (1 / players) per missing street",
    "fund_floor": "least share of an unbuilt set's development value counted when its holder lacks the cash "
    "for three houses (1: cash never matters)",
    "block_weight": "share of an opponent's gain counted when a property would give them (part of) a set",
    "buy_reserve": "share of the reserve kept when buying or bidding (building and lifting keep all of it)",
    "max_overbid": "never bid more than this times the printed price",
    "bid_step": "an auction raise, as a share of the printed price (at least the edition's minimum raise)",
    "raise_to_buy": "mortgage idle property to buy or bid for a property worth raise_ratio times its price",
    "raise_ratio": "value / price from which a property is bought below the reserve (and money raised for it)",
    "raise_to_build": "mortgage idle property to build a set up to three houses when that pays over the horizon",
    "snipe": "decline a purchase when no opponent has the cash to bid near the price, to win the auction cheaply",
    "lift_margin": "cash kept above the reserve before lifting a mortgage outside a complete set",
    "jail_late_round": "from this round on, stay in jail (roll for doubles) instead of paying",
    "jail_danger": "stay in jail when the danger reaches this, whatever the round",
    "trades": "propose trades (offers received are judged either way)",
    "trade_margin": "least gain, by its own valuation, for accepting or proposing a trade",
    "rival_weight": "how much an opponent's gain counts against its own in a trade, before dividing by opponents",
    "trade_retry_rounds": "rounds before the same player is asked for the same properties again (doubled for "
    "every offer that player refused in a row)",
    "stalemate_round": "two players, nobody holding a set from this round on: trade sets at a rival weight of 0.5",
    "depot_margin": "Mega: cash kept above the reserve after building a railroad depot",
    "ticket_keep": "Mega: what a bus ticket is worth kept; one is used when its best square beats the roll by more",
    "gift_ticket_cash": "Mega: on the Birthday Gift square, take a bus ticket instead of the cash above this cash",
    "boldness": "cheaters: how willing to cheat, 0 to 1 (0 never cheats; see agents.cheating)",
    "vigilance": "cheaters: how attentive to the others' cheats, 0 to 1 (0 never accuses)",
}

# Parameters that are shares: at most 1.
UNIT_PARAMS = ("boldness", "vigilance")


@dataclass(slots=True)
class HeuristicParams:
    """The heuristic bot's settings; ``PARAM_DOCS`` says what each one means."""

    reserve: int = 100
    reserve_per_danger: float = 4.0
    horizon: float = 36.0
    set_bonus: float = 1.0
    partial_weight: float = 0.3
    fund_floor: float = 0.1
    block_weight: float = 0.5
    buy_reserve: float = 1.0
    max_overbid: float = 2.5
    bid_step: float = 0.05
    raise_to_buy: bool = True
    raise_ratio: float = 1.5
    raise_to_build: bool = True
    snipe: bool = True
    lift_margin: int = 150
    jail_late_round: int = 40
    jail_danger: float = 20.0
    trades: bool = True
    trade_margin: float = 25.0
    rival_weight: float = 1.0
    trade_retry_rounds: int = 10
    stalemate_round: int = 60
    depot_margin: int = 300
    ticket_keep: float = 100.0
    gift_ticket_cash: int = 500
    boldness: float = 0.3
    vigilance: float = 0.5

    @classmethod
    def parse(cls, text: str | None) -> HeuristicParams:
        """Parameters from ``"key=value,key=value"`` (``-`` or ``_`` in keys); ``ValueError`` naming an
        unknown key or a bad value. Empty or None: the defaults."""
        return cls().updated(text)

    def updated(self, text: str | None) -> HeuristicParams:
        """A copy with the ``"key=value,..."`` settings of ``text`` applied."""
        known = {f.name: f for f in fields(self)}
        changes: dict[str, Any] = {}
        for item in (text or "").split(","):
            item = item.strip()
            if not item:
                continue
            key, sep, value = item.partition("=")
            name = key.strip().lower().replace("-", "_")
            if not sep:
                raise ValueError(f"heuristic parameter {item!r} needs a value: key=value")
            if name not in known:
                raise ValueError(f"unknown heuristic parameter {key.strip()!r} (known: {', '.join(sorted(known))})")
            # The kind from the default's type, not the annotation: a compiled dataclass's annotations are classes.
            changes[name] = _coerce(name, value.strip(), type(known[name].default).__name__)
            if name in UNIT_PARAMS and changes[name] > 1:
                raise ValueError(f"heuristic parameter {name!r} must be between 0 and 1, not {value.strip()!r}")
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(changes)
        return HeuristicParams(**values)

    def as_text(self) -> str:
        """The parameters as ``"key=value,..."`` (``parse`` reads it back)."""
        return ",".join(f"{f.name}={getattr(self, f.name)}" for f in fields(self))

    @staticmethod
    def describe() -> list[tuple[str, object, str]]:
        """``(name, default, meaning)`` of every parameter, for help texts."""
        defaults = HeuristicParams()
        return [(f.name, getattr(defaults, f.name), PARAM_DOCS[f.name]) for f in fields(HeuristicParams)]


def _coerce(name: str, value: str, kind: str) -> object:
    if kind == "bool":
        lowered = value.lower()
        if lowered in ("true", "yes", "on", "1"):
            return True
        if lowered in ("false", "no", "off", "0"):
            return False
        raise ValueError(f"heuristic parameter {name!r} must be true or false, not {value!r}")
    try:
        number: int | float = int(value) if kind == "int" else float(value)
    except ValueError:
        what = "a whole number" if kind == "int" else "a number"
        raise ValueError(f"heuristic parameter {name!r} must be {what}, not {value!r}") from None
    if not number >= 0:  # negative, or NaN
        raise ValueError(f"heuristic parameter {name!r} must not be negative")
    return number
