"""``HeuristicAgent``: the strong default bot. Values properties by landing odds and set completion, keeps a
cash reserve that grows with the danger on the board, builds where the return is best, trades to complete
sets with fair compensation, and stays in jail late in the game. Its settings are ``HeuristicParams``
(``PARAM_DOCS`` says what each means; ``HeuristicParams.parse("reserve=200,trades=false")`` reads them from
text, as ``make_agent("heuristic", text)`` and the command line do).

Valuation, in cash, over a horizon of ``H = horizon`` future dice rolls of the opponents (all together). A
player's holding in one group is worth the price of what it holds (less the cost of lifting a mortgage) plus:

* a complete set of streets: ``set_bonus`` times its developed value, the most of ``H * rate(level) -
  cost(level)`` over the levels from the bare set to hotels, where ``rate`` is the rent one opponent roll is
  expected to pay: landing odds (``analysis.markov``, ``leave`` jail policy) times the deed's rents, see
  ``agents.tables``. In a trade, where cash changes hands, only the share of the development the holder's
  cash can pay for counts (at least ``fund_floor``): a set bought with the last cash is worth less;
* part of a set whose other streets are still the bank's: ``partial_weight * (1 / players) ** missing``
  times the set's value, a rough chance of completing it;
* otherwise the rent it charges now over the horizon (railroads and utilities by how many the player holds,
  a utility at a roll of 7).

A property's value to the bot is what it adds to its own holding plus ``block_weight`` times what it would
add, beyond its price, to the opponent holding part of its group who gains most (denying a set is worth
something).

Danger is the rent the bot is expected to pay per dice roll of its own on the opponents' board as it
stands. The reserve is ``reserve + reserve_per_danger * danger``. Building and lifting mortgages keep all
of it; buying and bidding keep ``buy_reserve`` of it, scaled down by price / value (a set-completing street
may take the last cash) and less what mortgaging idle property could raise at once.

Decisions:

* buy: when the cash left keeps that reserve, or the property is worth ``raise_ratio`` times its price (then
  idle property is mortgaged first if cash is short: ``raise_to_buy``). With ``snipe``, declines when no
  opponent has half the price in cash and none holds part of the group, to win the auction cheaply;
* auction: bids up to the least of its value, ``max_overbid`` times the price and the cash above the
  reserve, raising by ``bid_step`` times the price; the bank's last buildings up to 1.5 times their price;
* its own turn, after rolling: lifts mortgages in complete sets, builds where the expected rent gained per
  unit of cost is best (counted up to the third house for a group below three, where rents jump; mortgaging
  idle property for it when that pays over the horizon: ``raise_to_build``), lifts other mortgages when
  nothing can be built and ``lift_margin`` stays above the reserve, then proposes at most one trade;
  before rolling in jail: uses a card or pays early, rolls (stays) from round ``jail_late_round`` or when the
  danger reaches ``jail_danger``;
* trades: judges a trade as its own gain (value and cash) minus ``rival`` times the partner's, where
  ``rival = min(1, rival_weight / opponents)`` (two players: zero-sum, so it proposes nothing and accepts
  only gifts, until round ``stalemate_round`` passes with no complete set on the board: then the rival
  weight drops to 0.5, so that a fair swap of sets can end a game nobody could win); accepts at a gain of
  ``trade_margin`` or more. It proposes trades that complete one of its
  sets in exchange for cash, one of its properties, or the streets that complete a set of the partner's,
  with the cash that makes both gains equal (the partner judged by the same valuation), and only when both
  gain at least ``trade_margin``; at most one offer per turn, and the same player is not asked for the same
  properties again within ``trade_retry_rounds`` rounds, a wait doubled for every offer that player refused
  in a row (a player who never accepts is soon asked only every few hundred rounds);
* a debt, and raising money: the shared liquidation planner (``agents.liquidation``);
* the Cheaters edition: held cards played at the end of its turn and the edition's own decisions
  (``agents.edition_rules``); with the rule option ``cheats``, at every decision and every chance to
  interject, it may accuse (``vigilance``) or cheat (``boldness``), see ``agents.cheating``.

The Mega game (``mega``) adds:

* majority ownership: all streets of a group but one already build houses and hotels and double the
  unimproved rent, so such a holding is valued like a set (``GroupTable.majority``), part of a group counts
  towards the majority rather than the whole set, trades are sought where this seat and one opponent
  together reach the majority, and the landing odds are the 52-square board's with three dice;
* skyscrapers: built like hotels, where the rent gained per unit of cost is best; depots: on the station
  with the highest rent once cash stays ``depot_margin`` above the reserve;
* a bus ticket: every square a ticket reaches and the roll's outcomes are scored (an unowned property worth
  buying scores its value beyond the price plus a fifth of the price; another player's property minus its
  rent; a tax, or Go To Jail, minus their cost; passing GO the salary), and the ticket is used when its best
  square beats the roll's mean by ``ticket_keep`` or more (kept otherwise);
* a triple: the best square by the same score (a safe square past GO when nothing is worth buying);
* the Auction square: the unowned property worth most beyond its price when half the price is spare cash,
  otherwise the cheapest one of a group no opponent holds part of (nobody bids much for it);
* the Birthday Gift: a ticket when cash is above ``gift_ticket_cash`` and it holds fewer than two, else the
  cash.

Cost: a roll decision is a few attribute reads (and a forced roll is not even asked: the runner plays it). At
the end of a turn the board is not walked: the amounts that decide which builds, lifts and depots the game
would list for this seat (``_development_costs``) are kept while its holdings stay the same
(``view.holdings_version()``; when they change, worked out again only for the groups whose
``view.group_versions`` moved), and with cash below all of them nothing is listed; nor when the cash less the
reserve is below all of them and no build paid for by a cheap mortgage can be (``_may_develop``: nothing could
be chosen). Otherwise the list (``view.development_actions()``) and its scores are kept as a ``_Plan`` per
holdings, cash band (how many of those amounts the cash covers) and the bank's supply, so a turn that changed
nothing costs a few comparisons, and after its own build only the built group is listed again
(``view.group_builds``); a street's build score is kept while its group's version stays the same. When
buying, bidding or paying a debt only the steps that raise cash are listed (``view.raising_actions()``), and
buying and bidding count what cheap mortgages raise only when the reserve without it does not settle the
decision.
One valuation of the board is made per decision and shared by its parts; valuations touch only the groups
concerned. Remembered per seat while what they depend on stays the same: the danger (each property's term
kept and worked out again only for the groups whose ``view.group_versions`` moved) and the cash cheap mortgages
raise (this seat's ``holdings_version``). A trade is judged by walking its groups
once, then at each cash term tried with a few sums (``_Trade``; a search judges each piece given or asked
once and joins them per trade); the trade search runs only when ownership
changed since the last search that found nothing (``view.owner_version`` tells at once when it has not), and
only over groups this seat shares with one opponent. Tables, and what a seat keeps of the edition, are worked out
once per edition; nothing is cloned.
Limits: it does not count cards, the dice of the moving roll or what other bots are likely to do; in a
trade it offers cash and properties, never get-out-of-jail cards.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from operator import itemgetter
from typing import Any

from monopoly_engine.core import (
    Action,
    AuctionDecision,
    BuyDecision,
    DebtDecision,
    MortgageDecision,
    TradeDecision,
    TradeSide,
    TurnDecision,
)
from monopoly_engine.core.actions import (
    AcceptTrade,
    Bid,
    Build,
    BuildDepot,
    Buy,
    ChooseGift,
    ClaimRent,
    Decline,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    Pass,
    PayBail,
    ProposeTrade,
    RejectTrade,
    Roll,
    Unmortgage,
    UseCard,
    UseTicket,
)
from monopoly_engine.core.decisions import (
    AuctionSquareDecision,
    BuildingAuctionDecision,
    ChooseSquareDecision,
    GiftDecision,
)
from monopoly_engine.core.dice import utility_roll_mean
from monopoly_engine.core.edition import BIRTHDAY_GIFT, GO_TO_JAIL, HOTEL, RAILROAD, STREET, TAX
from monopoly_engine.core.properties import building_cost
from monopoly_engine.views import PlayerView

from .base import speed_die_choice
from .buyer import first_of
from .cheating import CheatMind
from .edition_rules import edition_choice, held_card_play
from .liquidation import SET_PENALTY, cheap_steps, debt_action, raise_money
from .tables import BoardTables, GroupTable, board_tables, rent_rate

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


# ``_edition_facts``: (tables, street groups, their holders' getters, majority rules, space costs, building prices,
# danger groups, the index of each danger group's street group), as ``HeuristicAgent`` keeps them
_Facts = tuple[
    BoardTables,
    tuple[tuple[tuple[int, ...], int, int], ...],
    tuple[Callable[[Sequence[int]], tuple[int, ...]], ...],
    bool,
    tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]],
    tuple[frozenset[int], ...],
    tuple[tuple[int, tuple[tuple[int, int], ...]], ...],
    tuple[int, ...],
]


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


# ``_Board.shape`` of a set whose worth depends on its holder's cash: (asset, bare value, development value,
# what three houses on each street cost, the whole set's developed value when the missing street is the
# bank's or None), finished by ``_Board.funded_value``.
_Funded = tuple[float, float, float, int, "float | None"]


class _Board:
    """The valuation of one decision: the view, the edition tables and the horizon, with hypothetical
    ownership changes given as ``{space: new owner}`` and cash changes as ``{seat: cash added}``."""

    __slots__ = (
        "_holdings",
        "chance",
        "dice",
        "funded",
        "horizon",
        "levels",
        "me",
        "mortgaged",
        "opponents",
        "owners",
        "p",
        "params",
        "shapes",
        "spaces",
        "tables",
        "view",
    )

    def __init__(self, view: PlayerView, tables: BoardTables, params: HeuristicParams) -> None:
        self.view = view
        self.tables = tables
        self.spaces = view.edition.spaces
        self.p = tables.p
        self.params = params
        self.me = view.seat
        self.opponents = opponents = len(view.opponents())
        self.horizon = params.horizon
        self.chance = 1.0 / (opponents + 1)  # the share of the bank's streets a player may expect to get
        self.owners = view.owners
        self.mortgaged = view.mortgaged
        self.levels = view.levels
        self.funded: dict[tuple[int, int], float] = {}  # (group, holder) -> funded worth as the board stands
        self.shapes: dict[tuple[int, int, tuple[tuple[int, int], ...]], float | _Funded] = {}  # see ``parts``
        self._holdings: tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...], tuple[bool, ...]] | None = None
        self.dice = utility_roll_mean(view.rules)  # a utility's mean rent roll

    def worth(
        self,
        group: GroupTable,
        holder: int,
        over: dict[int, int] | None = None,
        cash: dict[int, int] | None = None,
        fund: bool = False,
    ) -> float:
        """What ``holder``'s part of ``group`` is worth (see the module docstring); with ``fund``, an unbuilt
        set's development counts only in the share the holder's cash (changed by ``cash``) can pay for."""
        shape = self.shape(group, holder, over, fund)
        if type(shape) is float:
            return shape
        return self.funded_value(shape, self.view.cash(holder) + (cash.get(holder, 0) if cash else 0))  # type: ignore[arg-type]

    def shape(self, group: GroupTable, holder: int, over: dict[int, int] | None, fund: bool) -> float | _Funded:
        """``worth`` without the holder's cash: the worth itself when cash does not count, or, for an unbuilt
        set judged with ``fund``, what ``funded_value`` needs to finish it for a given cash."""
        owners = self.owners
        spaces = self.spaces
        p = self.p
        owned = others = built = 0
        asset = single = 0.0
        street = group.kind == STREET
        for s in group.members:
            o = over.get(s, owners[s]) if over else owners[s]
            if o == holder:
                owned += 1
                sp = spaces[s]
                asset += sp.price - (self.view.unmortgage_cost(s) if self.mortgaged[s] else 0)
                if street:
                    single += p[s] * sp.rent[0]
                    built += self.levels[s]
            elif o >= 0:
                others += 1
        if not owned:
            return 0.0
        horizon = self.horizon
        if street:
            n = len(group.members)
            bare = horizon * group.rate[0]
            extra = group.developed_value(horizon) - bare
            params = self.params
            if owned == n:
                if fund and not built:  # developing needs cash: count the part the holder can pay for now
                    return (asset, bare, extra, group.cost[3], None)
                return asset + params.set_bonus * (bare + extra)
            need = group.need
            if owned >= need:  # majority rules (Mega): all but one street already builds and pays double
                held = tuple(s for s in group.members if (over.get(s, owners[s]) if over else owners[s]) == holder)
                held_rate, cost = group.majority[held]
                held_bare = horizon * held_rate[0]
                held_extra = group.majority_value(held, horizon) - held_bare
                # The last street is the bank's: the whole set may still come (``funded_value`` adds it).
                developed = None if others else group.developed_value(horizon)
                if fund and not built:
                    return (asset, held_bare, held_extra, cost[3], developed)
                return self.funded_value((asset, held_bare, held_extra, 0, developed), None)
            value = asset + horizon * single
            if others <= n - need:  # what the others hold does not block building (a set, or a majority)
                target = bare + extra if need == n else group.mean_majority_value(horizon)
                value += params.partial_weight * self.chance ** (need - owned) * params.set_bonus * target
            return value
        rate = 0.0
        depot = self.view.has_depot
        for s in group.members:
            o = over.get(s, owners[s]) if over else owners[s]
            if o == holder:
                rate += rent_rate(spaces[s], p[s], owned, self.dice, depot(s))
        return asset + horizon * rate

    def funded_value(self, shape: _Funded, money: int | None) -> float:
        """The worth of a set from its ``shape``: its development counted in the share ``money`` pays for
        (at least ``fund_floor``; None: all of it), plus, for a majority whose last street is the bank's, a
        chance of the whole set."""
        asset, bare, extra, cost, developed = shape
        params = self.params
        if money is not None:
            extra *= min(1.0, max(params.fund_floor, money / max(1, cost)))
        value = asset + params.set_bonus * (bare + extra)
        if developed is not None:
            gain = developed - bare - extra
            value += params.partial_weight * self.chance * params.set_bonus * max(0.0, gain)
        return value

    def parts(self, holder: int, over: dict[int, int]) -> list[tuple[float | _Funded, float]]:
        """Per group that ``over`` touches (in its order): the ``shape`` of ``holder``'s part after the changes
        ``over`` (judged with ``fund``) and its ``funded_worth`` as the board stands, for ``gain``. A group's
        shape depends only on the changes to its own spaces: remembered by them (a trade search tries the
        same pieces with many others)."""
        groups = self.tables.groups
        group_of = self.tables.group_of
        touched: dict[int, list[tuple[int, int]]] = {}
        for s, o in over.items():
            changes = touched.get(group_of[s])
            if changes is None:
                touched[group_of[s]] = [(s, o)]
            else:
                changes.append((s, o))
        shapes = self.shapes
        found = []
        for g, changes in touched.items():
            group = groups[g]
            key = (g, holder, tuple(changes))
            shape = shapes.get(key)
            if shape is None:
                shape = shapes[key] = self.shape(group, holder, over, True)
            found.append((shape, self.funded_worth(group, holder)))
        return found

    def gain(self, parts: list[tuple[float | _Funded, float]], money: int) -> float:
        """How much a holding gains from the changes ``parts`` were made for, its holder then having
        ``money`` in cash (which counts only through what it can afford to build)."""
        total = 0.0
        for shape, before in parts:
            total += (shape if type(shape) is float else self.funded_value(shape, money)) - before  # type: ignore[arg-type,operator]
        return total

    def funded_worth(self, group: GroupTable, holder: int) -> float:
        """``worth(group, holder, fund=True)`` as the board stands, remembered (a trade search asks it often)."""
        key = (group.index, holder)
        value = self.funded.get(key)
        if value is None:
            value = self.funded[key] = self.worth(group, holder, None, None, True)
        return value

    def value_of(self, space: int) -> float:
        """What acquiring ``space`` from the bank is worth to this seat, denial of opponents included."""
        me = self.me
        group = self.tables.groups[self.tables.group_of[space]]
        price = self.spaces[space].price
        over = {space: me}
        value = self.worth(group, me, over) - self.worth(group, me)
        block = 0.0
        owners = self.owners
        rivals = {owners[s] for s in group.members if owners[s] >= 0 and owners[s] != me}
        for rival in rivals:
            over[space] = rival
            gain = self.worth(group, rival, over) - self.worth(group, rival) - price
            block = max(block, gain)
        return value + self.params.block_weight * block

    def holdings(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...], tuple[bool, ...]]:
        """This seat's properties, and their buildings, mortgages and depots: everything the worth of its
        raising steps depends on (with the number of opponents)."""
        found = self._holdings
        if found is None:
            me = self.me
            owners = self.owners
            mine = tuple([s for s in self.view.edition.properties if owners[s] == me])
            levels, mortgaged, depot = self.levels, self.mortgaged, self.view.has_depot
            found = self._holdings = (
                mine,
                tuple([levels[s] for s in mine]),
                tuple([mortgaged[s] for s in mine]),
                tuple([depot(s) for s in mine]),
            )
        return found

    def danger(self) -> float:
        """Rent this seat is expected to pay per dice roll on the opponents' board."""
        return _danger(self.view, self.p)


class _Trade:
    """One exchange of properties (``over``: space -> new owner) between this seat and ``partner``, judged at
    any cash: the board is walked once, then ``gains`` is a few sums per cash term tried. Each side's sum over
    ``_Board.parts`` begins with the parts whose worth does not depend on cash: that beginning is added up once
    (in the same order, so the same float), and a side none of whose parts depends on cash is a constant, its
    interest taken off once too. ``sides``, when given, are both sides' parts and the interest each receiver
    pays (the trade search puts them together from the pieces it tries, in the order ``over`` would give)."""

    __slots__ = ("board", "mine", "mine_rest", "my_cash", "partner_cash", "theirs", "theirs_rest")

    def __init__(
        self,
        board: _Board,
        partner: int,
        over: dict[int, int] | None,
        sides: tuple[list[tuple[float | _Funded, float]], list[tuple[float | _Funded, float]], list[int], list[int]]
        | None = None,
    ) -> None:
        view = board.view
        me = board.me
        self.board = board
        if sides is None:
            assert over is not None
            mine = board.parts(me, over)
            theirs = board.parts(partner, over)
            # A mortgaged property changing hands: its receiver pays the interest at once.
            my_interest: list[int] = []
            their_interest: list[int] = []
            for s, receiver in over.items():
                if view.is_mortgaged(s):
                    (my_interest if receiver == me else their_interest).append(view.mortgage_interest(s))
        else:
            mine, theirs, my_interest, their_interest = sides
        self.my_cash = view.cash(me)
        self.partner_cash = view.cash(partner)
        # No part at all (no property changes hands): no gain but the cash (``gains``).
        self.mine, self.mine_rest = _fixed_part(mine, my_interest) if mine else (0.0, None)
        self.theirs, self.theirs_rest = _fixed_part(theirs, their_interest) if mine else (0.0, None)

    def gains(self, cash: int, rival: float, cards: float = 0.0) -> tuple[float, float]:
        """``(this seat's gain, the partner's gain)`` when this seat pays ``cash`` (negative: receives it),
        each judged as its own gain minus ``rival`` times the other's."""
        mine = self.mine
        rest = self.mine_rest
        if rest is not None:
            mine = _rest_gain(self.board, mine, rest, self.my_cash - cash)
        theirs = self.theirs
        rest = self.theirs_rest
        if rest is not None:
            theirs = _rest_gain(self.board, theirs, rest, self.partner_cash + cash)
        mine += cards - cash
        theirs += cash - cards
        return mine - rival * theirs, theirs - rival * mine


# The parts of one side of a trade from its first part whose worth depends on cash, and the interest its receiver
# pays: what ``_Trade.gains`` adds up at each cash term.
_Rest = tuple[list[tuple[float | _Funded, float]], list[int]]


def _fixed_part(parts: list[tuple[float | _Funded, float]], interest: list[int]) -> tuple[float, _Rest | None]:
    """``_Board.gain`` of the parts before the first one that depends on cash (summed as it sums them), and the
    rest (None when no part depends on cash: then the whole gain, its interest taken off, is the first)."""
    total = 0.0
    for at, (shape, before) in enumerate(parts):
        if type(shape) is not float:
            return total, (parts[at:], interest)
        total += shape - before  # type: ignore[operator]
    for paid in interest:
        total -= paid
    return total, None


def _rest_gain(board: _Board, total: float, rest: _Rest, money: int) -> float:
    """``_fixed_part``'s sum ``total`` carried on over ``rest`` at ``money`` in cash, the interest taken off."""
    parts, interest = rest
    for shape, before in parts:
        total += (shape if type(shape) is float else board.funded_value(shape, money)) - before  # type: ignore[arg-type,operator]
    for paid in interest:
        total -= paid
    return total


class _Memory:
    """What the bot remembers about one seat's game between decisions."""

    __slots__ = (
        "auction",
        "build_scores",
        "built",
        "cheap_groups",
        "cost_groups",
        "costs",
        "danger",
        "idle_owner_version",
        "idle_signature",
        "mind",
        "offered",
        "pending",
        "plan",
        "plan_key",
        "proposed_turn",
        "raisable",
        "refusals",
    )

    def __init__(self) -> None:
        self.mind: CheatMind | None = None  # cheating and catching (rule option ``cheats``)
        self.offered: dict[tuple[int, tuple[int, ...]], int] = {}  # (partner, properties asked) -> round asked
        self.pending: tuple[int, tuple[int, ...]] | None = None  # the last offer, until its answer is seen
        self.refusals: dict[int, int] = {}  # partner -> offers refused in a row
        self.proposed_turn = -1  # the last turn it proposed a trade in
        self.idle_signature: object = None  # the board when the last search found no trade
        self.idle_owner_version = -1  # ``view.owner_version`` of that board
        self.auction: tuple[object, int, tuple[int, float, int]] | None = None  # (auction, cash, limits)
        # (``view.group_versions`` copied, each property's term ``p * rent`` in ``edition.properties`` order, their
        # sum: the danger) when last computed: see ``HeuristicAgent._danger_now``
        self.danger: tuple[list[int], list[float], float] | None = None
        # (holdings and opponents, the cheap raising steps as (space, cash)) of the last holdings seen
        self.raisable: tuple[object, list[tuple[int, int]]] | None = None
        # When only mortgages can be cheap: (the number of opponents, ``view.group_versions`` copied, per group of
        # ``HeuristicAgent._danger_groups`` its cheap mortgages as (space, cash)) when last worked out
        self.cheap_groups: tuple[int, list[int], list[list[tuple[int, int]]]] | None = None
        # (``holdings_version``, the costs that decide which development actions are listed: ``_development_costs``,
        # the cheapest building of a group this seat may build on (-1: none), the mortgage values of its unmortgaged
        # properties outside its sets (what cheap raising steps raise at most; -1 when other steps may be cheap too),
        # the board's versions they were worked out at (``_development_costs``))
        self.costs: tuple[int, list[int], int, int, tuple[int, ...]] | None = None
        # (``view.group_versions`` copied, per group of ``HeuristicAgent._danger_groups`` its part of the costs:
        # ``HeuristicAgent._group_costs``) when last worked out
        self.cost_groups: tuple[list[int], list[tuple[tuple[int, ...], int, int]]] | None = None
        self.plan_key: tuple[object, ...] | None = None  # what ``plan`` was made for: see ``_plan_key``
        self.plan: _Plan | None = None
        # street -> (its group's ``view.group_versions`` entry, the score, cost and level of building on it) when
        # last scored: see ``HeuristicAgent._score_builds``
        self.build_scores: dict[int, tuple[int, float, int, int]] = {}
        # (``holdings_version``, ``board_version``, space, its level once built) when the last development
        # chosen from ``plan`` was a build
        self.built: tuple[int, tuple[int, int, int], int, int] | None = None

    def forget_board(self) -> None:
        """Drop what was worked out of the board (a new view: the board may have been set by hand)."""
        self.danger = None
        self.cheap_groups = None
        self.cost_groups = None
        self.costs = None
        self.plan_key = None
        self.plan = None
        self.build_scores = {}
        self.built = None
        self.idle_owner_version = -1


class _Plan:
    """This seat's development actions as the board stands and its cash band allows, each scored once (see
    ``HeuristicAgent._develop``): lifts as ``(cost, in a complete set, score, action)`` in the game's order,
    builds as ``(score, landing odds, cost, level, action)`` best first, depots as ``(cost, rate, action)``."""

    __slots__ = ("builds", "depots", "lifts")

    def __init__(
        self,
        lifts: list[tuple[int, bool, float, Unmortgage]],
        builds: list[tuple[float, float, int, int, Build]],
        depots: list[tuple[int, float, BuildDepot]],
    ) -> None:
        self.lifts = lifts
        self.builds = builds
        self.depots = depots


class HeuristicAgent:
    """The strong default bot; see the module docstring. Its memory is kept per seat and forgotten when a new
    game begins, so one instance may serve several seats and several games in turn."""

    name = "heuristic"

    def __init__(self, params: HeuristicParams | None = None) -> None:
        self.params = params if params is not None else HeuristicParams()
        self._view: PlayerView | None = None
        self._tables: BoardTables | None = None
        # (members, cheapest building, streets needed to build) of every colour group of streets
        self._street_groups: tuple[tuple[tuple[int, ...], int, int], ...] = ()
        # per colour group of streets, in the same order: its owners (a tuple) from the board's owners
        self._holders_of: tuple[Callable[[Sequence[int]], tuple[int, ...]], ...] = ()
        self._majority = False  # some colour group builds with all its streets but one (Mega)
        # per space: the cost of lifting its mortgage, its mortgage value, the cost of a depot on it (-1: none can
        # stand there in this game), as ``_development_costs`` reads them
        self._space_costs: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] = ((), (), ())
        # per colour group of streets, in the same order: every price a building on it may have
        self._building_prices: tuple[frozenset[int], ...] = ()
        # per group of properties (``Edition.group_head``, in board order of the heads): its head and its members as
        # (index in ``edition.properties``, space), as ``_danger_now`` works out their terms
        self._danger_groups: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()
        # per group of ``_danger_groups``: the index of its colour group in ``_street_groups`` (-1: not streets)
        self._street_index: tuple[int, ...] = ()
        self._deciding = False
        self._valuation: _Board | None = None
        self._memories: dict[int, _Memory] = {}
        self._memory = _Memory()

    def __repr__(self) -> str:
        return f"HeuristicAgent({self.params.as_text()})"

    # --- the protocol ------------------------------------------------------------------------------------

    @property
    def interjects(self) -> bool:
        """Whether the runner should ask this bot to interject (cheats games): only if it may cheat or accuse."""
        return self.params.boldness > 0 or self.params.vigilance > 0

    def interject(self, view: PlayerView, rng: random.Random) -> Action | None:
        """Off-turn, after another player's action: an accusation, a cheat, or None (rule option ``cheats``)."""
        if not view.rules.cheats or not self.interjects:
            return None
        if view is not self._view:
            self._adopt(view)
        return self._mind(view).act(view, rng)

    def _mind(self, view: PlayerView) -> CheatMind:
        mind = self._memory.mind
        if mind is None:
            mind = self._memory.mind = CheatMind(view.seat, self.params.boldness, self.params.vigilance)
        return mind

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        if view is not self._view:
            self._adopt(view)
        if view.rules.cheats and self.interjects:
            hidden = self._mind(view).act(view, rng)
            if hidden is not None:
                return hidden
        self._deciding = True  # one valuation of the board per decision, made when first needed
        try:
            return self._decide(view, actions)
        finally:
            self._deciding = False
            self._valuation = None

    def _decide(self, view: PlayerView, actions: list[Action]) -> Action:
        decision = view.decision
        kind = type(decision)
        if self._memory.pending is not None and kind is not TradeDecision:
            self._settle_pending(view)
        if kind is TurnDecision:
            return self._turn(view, actions)
        if kind is BuyDecision:
            return self._buy(view, decision, actions)  # type: ignore[arg-type]
        if kind is AuctionDecision:
            return self._bid(view, decision, actions)  # type: ignore[arg-type]
        if kind is BuildingAuctionDecision:
            return self._building_bid(view, decision, actions)  # type: ignore[arg-type]
        if kind is DebtDecision:
            return debt_action(view, actions)
        if kind is TradeDecision:
            return self._answer(view, decision, actions)  # type: ignore[arg-type]
        if kind is MortgageDecision:
            return self._received_mortgage(view, decision, actions)  # type: ignore[arg-type]
        if kind is ChooseSquareDecision:
            return self._triple(view, actions)
        if kind is AuctionSquareDecision:
            return self._auction_square(view, actions)
        if kind is GiftDecision:
            return self._gift(view, actions)
        return edition_choice(view, actions) or speed_die_choice(view, actions) or actions[0]

    def _adopt(self, view: PlayerView) -> None:
        if not view.same_game(self._view):  # a new game: forget the last one
            self._memories.clear()
        memory = self._memories.get(view.seat)
        if memory is None:
            memory = self._memories[view.seat] = _Memory()
        memory.forget_board()
        self._memory = memory
        self._view = view
        facts = _EDITION_FACTS.get(id(view.edition))
        if facts is None or facts[0] is not view.edition or facts[1] is not view.rules:
            if len(_EDITION_FACTS) >= _EDITION_FACTS_MAX:
                _EDITION_FACTS.clear()
            facts = _EDITION_FACTS[id(view.edition)] = (view.edition, view.rules, _edition_facts(view))
        (
            self._tables,
            self._street_groups,
            self._holders_of,
            self._majority,
            self._space_costs,
            self._building_prices,
            self._danger_groups,
            self._street_index,
        ) = facts[2]

    def _board(self, view: PlayerView) -> _Board:
        """The valuation of the board as it stands: one per decision (the board cannot change within one)."""
        board = self._valuation
        if board is None:
            board = _Board(view, self._tables, self.params)  # type: ignore[arg-type]
            if self._deciding:
                self._valuation = board
        return board

    def danger(self, board: _Board) -> float:
        """``board.danger()``, worked out again only for the groups that changed (``_danger_now``)."""
        return self._danger_now(board.view)

    def _danger_now(self, view: PlayerView) -> float:
        """``_danger(view, p)``: the rent this seat is expected to pay per dice roll on the opponents' board. A
        property's term ``p * rent`` depends only on its own group's owners, buildings, depots and mortgages (its
        rent and whether it is charged), so the terms are kept and worked out again only for the groups whose
        ``view.group_versions`` moved since the last time (nothing at all while none did); when one of them
        differs, all are summed in board order as ``_danger`` sums them (a term not charged is 0.0, which leaves
        a float sum as it is), otherwise (this seat's own buying, building or mortgaging, say) the danger stays."""
        versions = view.group_versions
        memo = self._memory.danger
        if memo is not None and memo[0] == versions:
            return memo[2]
        me = view.seat
        p = self._tables.p  # type: ignore[union-attr]
        owners = view.owners
        mortgaged = view.mortgaged
        rent = view.rent_for_owner
        if memo is None:
            seen = None
            kept = terms = [0.0] * len(view.edition.properties)
        else:
            seen = memo[0]
            kept = terms = memo[1]
        for head, members in self._danger_groups:
            if seen is not None and seen[head] == versions[head]:
                continue
            for at, s in members:
                o = owners[s]
                term = p[s] * rent(s, o) if o >= 0 and o != me and not mortgaged[s] else 0.0
                if term != terms[at]:
                    if terms is kept:
                        terms = kept[:]  # (a fresh list: a remembered danger is never changed)
                    terms[at] = term
        if memo is not None and terms is kept:
            total = memo[2]
        else:
            total = 0.0
            for term in terms:
                total += term
        self._memory.danger = (versions[:], terms, total)
        return total

    def _reserve_now(self, view: PlayerView) -> float:
        """``reserve(board)`` without making the board's valuation."""
        return self.params.reserve + self.params.reserve_per_danger * self._danger_now(view)

    def _raisable(self, view: PlayerView, protect: tuple[int, ...]) -> int:
        """What the cheap raising steps (``RAISE_MAX_RATIO``) outside ``protect`` raise together: the cash of the
        cheap steps, found once while this seat's holdings (``holdings_version``) and the number of opponents stay
        the same (all a step's cash and damage depend on), summed for each ``protect``."""
        key = (view.holdings_version(), len(view.opponents()))
        memo = self._memory.raisable
        if memo is None or memo[0] != key:
            memo = self._memory.raisable = (key, self._cheap_steps(view))
        total = 0
        for space, cash in memo[1]:
            if space not in protect:
                total += cash
        return total

    def _cheap_steps(self, view: PlayerView) -> list[tuple[int, int]]:
        """``liquidation.cheap_steps`` of this seat's raising steps. When only mortgages can be that cheap
        (``_only_mortgages_cheap``) the rules are asked about this seat's properties one by one
        (``view.can_mortgage``: the mortgages ``raising_actions`` would list) rather than listing every raising
        step."""
        if _only_mortgages_cheap(view.rules):
            return self._cheap_mortgages(view)
        return cheap_steps(view, view.raising_actions(), max_ratio=RAISE_MAX_RATIO)

    def _cheap_mortgages(self, view: PlayerView) -> list[tuple[int, int]]:
        """The cheap steps when only mortgages can be cheap, group by group (in ``_danger_groups`` order, not board
        order: ``_raisable`` only sums them). Whether a property may be mortgaged and what that costs
        (``liquidation.step_damage``: its rent, the interest, how much of its group this seat holds; the horizon
        by the number of opponents) depend only on its own group, so a group's cheap mortgages are kept while its
        ``view.group_versions`` entry and the number of opponents stay the same."""
        versions = view.group_versions
        opponents = len(view.opponents())
        memo = self._memory.cheap_groups
        seen = memo[1] if memo is not None and memo[0] == opponents else None
        me = view.seat
        owners = view.owners
        found: list[tuple[int, int]] = []
        per_group: list[list[tuple[int, int]]] = []
        for i, (head, members) in enumerate(self._danger_groups):
            if seen is not None and seen[head] == versions[head]:
                steps = memo[2][i]  # type: ignore[index]
            else:
                mortgages: list[Action] = [
                    Mortgage(me, s) for _, s in members if owners[s] == me and view.can_mortgage(s)
                ]
                steps = cheap_steps(view, mortgages, max_ratio=RAISE_MAX_RATIO) if mortgages else []
            per_group.append(steps)
            found += steps
        self._memory.cheap_groups = (opponents, versions[:], per_group)
        return found

    def reserve(self, board: _Board) -> float:
        return self.params.reserve + self.params.reserve_per_danger * self.danger(board)

    # --- turn -------------------------------------------------------------------------------------------

    def _turn(self, view: PlayerView, actions: list[Action]) -> Action:
        first = actions[0]
        if view.claims and view.my_claim() is not None:
            return ClaimRent(view.seat)  # a free action, legal exactly when the claim is this seat's
        if type(first) is Roll:
            if len(actions) > 1:
                if view.in_jail():
                    if not view.rolled:
                        return self._jail(view, actions, first)
                elif type(actions[1]) is UseTicket:
                    return self._ticket(view, actions) or first
            return first
        return self._end_of_turn(view, first)

    def _jail(self, view: PlayerView, actions: list[Action], roll: Action) -> Action:
        params = self.params
        board = self._board(view)
        danger = self.danger(board)
        if view.rounds >= params.jail_late_round or danger >= params.jail_danger:
            return roll  # late: jail is a safe place to wait
        card = first_of(actions, UseCard)
        if card is not None:
            return card
        bail = first_of(actions, PayBail)
        if (
            bail is not None
            and view.cash() - view.rules.jail_fine >= params.reserve + params.reserve_per_danger * danger
        ):
            return bail
        return roll

    def _end_of_turn(self, view: PlayerView, end: Action) -> Action:
        costs = self._development_costs(view)
        cash = view.cash()
        if costs and cash >= costs[0] and self._may_develop(view, cash, costs[0]):
            action = self._develop(view, cash, bisect_right(costs, cash))
            if action is not None:
                return action
        if view.my_cards:
            play = held_card_play(view)
            if play is not None:
                return play
        if self.params.trades and self._memory.proposed_turn != view.turns:
            offer = self._propose(view)
            if offer is not None:
                return offer
        return end

    def _may_develop(self, view: PlayerView, cash: int, cheapest: int) -> bool:
        """Whether ``_develop`` could choose anything, judged without listing: every lift, build and depot it
        takes leaves the reserve (more for some) after its cost, which is one of ``_development_costs`` (so at
        least ``cheapest``); below that, only a build paid for by a cheap mortgage (``_build``'s
        ``raise_to_build``) remains, which needs a build listed (cash covering the cheapest building of a group
        it may build on) and cheap steps outside its group covering the shortfall (at most what cheap steps
        anywhere raise: ``_raisable(view, ())``, at most ``_development_costs``' sum of mortgage values). False
        only when ``_develop`` would return None."""
        reserve = self._reserve_now(view)
        if cash - cheapest >= reserve:
            return True
        _, _, building, mortgages, _ = self._memory.costs  # type: ignore[misc]  # (it has just been asked)
        if building < 0 or cash < building or not self.params.raise_to_build or view.rules.hotels_only:
            return False
        if 0 <= mortgages < int(building + reserve - cash) + 1:
            return False
        return self._raisable(view, ()) >= int(building + reserve - cash) + 1

    def _development_costs(self, view: PlayerView) -> list[int]:
        """The amounts that decide which development actions the game lists for this seat, in increasing
        order: the prices of the buildings of every group it may build on (the whole group or a Mega majority,
        none of its streets mortgaged; the next building's price is one of them), the cost of lifting each of
        its mortgages, and each depot it might build. The game lists such an action only when the cash covers
        its amount, so while the board stays the same the list changes only when the cash crosses one of these.
        They depend on which properties this seat holds and which are mortgaged (and, with depots, where they
        stand), not on the buildings: remembered while its ``holdings_version`` stays the same, or while the board's
        ownership and mortgages (``owner_version``, ``mortgage_version``; and ``building_version`` with depots) do
        (a build changes its holdings but none of these); otherwise summed from each group's part
        (``_group_costs``), worked out again only for the groups whose ``view.group_versions`` entry moved."""
        version = view.holdings_version()
        memory = self._memory
        known = memory.costs
        if known is not None and known[0] == version:
            return known[1]
        state = view.board_version
        board = state if view.rules.depots else (state[0], state[2])
        if known is not None and known[4] == board:
            memory.costs = (version, *known[1:])  # type: ignore[assignment]
            return known[1]
        # Worked out per group of properties, again only for the groups whose ``view.group_versions`` moved
        # (a group's part depends only on its own spaces' owners, mortgages and depots).
        versions = view.group_versions
        memo = memory.cost_groups
        found: set[int] = set()
        building = -1
        mortgages = 0
        parts: list[tuple[tuple[int, ...], int, int]] = []
        owners = view.owners
        mortgaged = view.mortgaged
        for i, (head, _) in enumerate(self._danger_groups):
            if memo is not None and memo[0][head] == versions[head]:
                part = memo[1][i]
            else:
                part = self._group_costs(view, i, owners, mortgaged)
            parts.append(part)
            amounts, cheapest, raised = part
            found.update(amounts)
            if cheapest >= 0 and (building < 0 or cheapest < building):
                building = cheapest
            mortgages += raised
        memory.cost_groups = (versions[:], parts)
        costs = sorted(found)
        memory.costs = (version, costs, building, mortgages if _only_mortgages_cheap(view.rules) else -1, board)
        return costs

    def _group_costs(
        self, view: PlayerView, i: int, owners: tuple[int, ...], mortgaged: tuple[bool, ...]
    ) -> tuple[tuple[int, ...], int, int]:
        """Group ``i`` of ``_danger_groups``' part of ``_development_costs``: its amounts (the building prices of a
        colour group this seat may build on, the cost of lifting each of its mortgages there, each depot it might
        build there), the cheapest building there (-1: it may not build there) and what cheap raising steps could
        raise there at most (the mortgage values of its unmortgaged properties, but for the streets of a group it
        holds enough of to build: ``liquidation.step_damage`` adds ``SET_PENALTY`` of the cash for them)."""
        me = view.seat
        found: list[int] = []
        building = -1
        in_set = False
        k = self._street_index[i]
        if k >= 0:
            members, _, need = self._street_groups[k]
            if self._holders_of[k](owners).count(me) >= need:
                in_set = len(members) > 1 and SET_PENALTY > RAISE_MAX_RATIO
                if not any(mortgaged[s] for s in members if owners[s] == me):
                    prices = self._building_prices[k]
                    found += prices  # whatever the next building is, its price is one of these
                    building = min(prices)
        has_depot = view.depots if view.rules.depots else ()
        lift_costs, mortgage_values, depot_costs = self._space_costs
        mortgages = 0
        for _, s in self._danger_groups[i][1]:
            if owners[s] != me:
                continue
            if mortgaged[s]:
                found.append(lift_costs[s])
                continue
            if not in_set:
                mortgages += mortgage_values[s]
            depot_cost = depot_costs[s]
            if depot_cost >= 0 and not has_depot[s]:
                found.append(depot_cost)
        return tuple(found), building, mortgages

    def _develop(self, view: PlayerView, cash: int, band: int) -> Action | None:
        """A mortgage lifted, a building or a depot built, when the reserve allows; or a cheap mortgage that
        pays for a building (``_build``); None when nothing is worth it. The choices (``development_actions``)
        are scored once per board and cash band (how many of ``_development_costs`` the cash covers: the same
        band, the same list) and kept in a ``_Plan``: a turn that changed nothing costs a few comparisons."""
        key = self._plan_key(view, band)
        memory = self._memory
        plan = memory.plan
        if plan is None or memory.plan_key != key:
            plan = self._plan_after_build(view, key, plan)
            if plan is None:
                plan = self._plan(view)
            memory.plan = plan
            memory.plan_key = key
        memory.built = None
        lifts, builds, depots = plan.lifts, plan.builds, plan.depots
        if not (builds or lifts or depots):
            return None
        reserve = self._reserve_now(view)
        if lifts:
            action = self._lift(lifts, cash, reserve, sets_only=True)
            if action is not None:
                return action
        if builds:
            action = self._build(view, builds, cash, reserve)
            if action is not None:
                if type(action) is Build:
                    space = action.space  # type: ignore[attr-defined]
                    level = HOTEL if view.rules.hotels_only else view.level(space) + 1  # (``_place``)
                    memory.built = (view.holdings_version(), view.board_version, space, level)
                return action
        elif lifts:  # only when nothing can be built: lifting never competes with building for cash
            action = self._lift(lifts, cash, reserve + self.params.lift_margin, sets_only=False)
            if action is not None:
                return action
        if depots:  # a depot doubles a station's rent: bought with cash well above the reserve
            return self._depot(depots, cash, reserve + self.params.depot_margin)
        return None

    def _plan_after_build(self, view: PlayerView, key: tuple[object, ...], plan: _Plan | None) -> _Plan | None:
        """The plan made after this seat's last build, from the plan it was chosen from, when nothing else
        changed: this seat's holdings and the board changed once each (the build), its cash band and the bank's
        supply (the rest of ``key``) stayed the same. Then the listing differs only on the built group, which
        is asked again (``view.group_builds``); the other builds keep their scores, the lifts stay (a lift's
        legality and score depend on the cash band and its own group); the builds are ranked as ``_plan``
        ranks them. None when that does not hold (Mega's majority rules and depots, cheats: the whole plan)."""
        memory = self._memory
        built = memory.built
        old_key = memory.plan_key
        if built is None or plan is None or old_key is None or self._majority or view.rules.cheats:
            return None
        version, (owners, buildings, mortgages), space, level = built
        if (
            old_key[0] != version
            or key[0] != version + 1
            or key[1:] != old_key[1:]
            or view.board_version != (owners, buildings + 1, mortgages)
            or view.level(space) != level  # the one building put up since is this one
            or plan.depots
        ):
            return None
        group = view.edition.group_of[space]
        builds = [item for item in plan.builds if item[4].space not in group]
        builds += self._score_builds(view, view.group_builds(space))  # type: ignore[arg-type]
        builds.sort(key=_space_of_build)  # the listing's order (board order), then the ranking
        builds.sort(key=_rank_of_build, reverse=True)
        return _Plan(plan.lifts, builds, plan.depots)

    def _plan_key(self, view: PlayerView, band: int) -> tuple[object, ...]:
        """What the development actions listed and their scores depend on besides the cash band: this seat's
        properties, whether the bank has each kind of building left, and (under Mega's majority rules, where
        another player's street or mortgage in the group matters) the whole board. (Asked at the end of a turn
        only, where no building auction, which stops building, can be running.)"""
        supply = (view.bank_houses > 0, view.bank_hotels > 0, view.bank_skyscrapers > 0, view.bank_depots > 0)
        if self._majority:
            return (view.holdings_version(), band, supply, view.board_version)
        return (view.holdings_version(), band, supply)

    def _plan(self, view: PlayerView) -> _Plan:
        """The development actions listed now, sorted into lifts, builds and depots and scored."""
        me = view.seat
        p = self._tables.p  # type: ignore[union-attr]
        spaces = view.edition.spaces
        builds: list[Build] = []
        lifts: list[tuple[int, bool, float, Unmortgage]] = []
        depots: list[tuple[int, float, BuildDepot]] = []
        for action in view.development_actions():
            kind = type(action)
            if kind is Build:
                builds.append(action)  # type: ignore[arg-type]
            elif kind is Unmortgage:
                space = action.space  # type: ignore[attr-defined]
                cost = view.unmortgage_cost(space)
                in_set = spaces[space].kind == STREET and view.owns_group(me, space)
                score = (1.0 if in_set else 0.0) + p[space] * view.rent_for_owner(space, me) / max(1, cost)
                lifts.append((cost, in_set, score, action))  # type: ignore[arg-type]
            elif kind is BuildDepot:
                space = action.space  # type: ignore[attr-defined]
                rate = p[space] * view.rent_for_owner(space, me)
                depots.append((spaces[space].depot_cost, rate, action))  # type: ignore[arg-type]
        return _Plan(lifts, self._score_builds(view, builds) if builds else [], depots)

    def _depot(self, depots: list[tuple[int, float, BuildDepot]], cash: int, keep: float) -> Action | None:
        """The depot on the station with the highest rent, when its cost leaves ``keep``."""
        best = None
        best_rate = -1.0
        for cost, rate, action in depots:
            if cash - cost < keep:
                continue
            if rate > best_rate:
                best, best_rate = action, rate
        return best

    def _lift(
        self, lifts: list[tuple[int, bool, float, Unmortgage]], cash: int, keep: float, sets_only: bool
    ) -> Action | None:
        """The best-scored lift whose cost leaves ``keep`` (only in complete sets with ``sets_only``)."""
        best = None
        best_score = -1.0
        for cost, in_set, score, action in lifts:
            if cash - cost < keep or (sets_only and not in_set):
                continue
            if score > best_score:
                best, best_score = action, score
        return best

    def _score_builds(self, view: PlayerView, builds: list[Build]) -> list[tuple[float, float, int, int, Build]]:
        """``(score, landing odds, cost, level, build)`` for each build, best first: the expected rent gained per
        unit of cost, counted up to three houses each for a group below three (where rents jump). A street's
        score, cost and level depend only on its own group (its owners, buildings and, through the unbuilt
        rent, mortgages): remembered per street while its group's ``view.group_versions`` entry stays the same."""
        spaces = view.edition.spaces
        p = self._tables.p  # type: ignore[union-attr]
        me = view.seat
        scored: list[tuple[float, float, int, int, Build]] = []
        group_scores: dict[tuple[int, ...], float] = {}
        hotels_only = view.rules.hotels_only
        versions = view.group_versions
        group_head = view.edition.group_head
        known = self._memory.build_scores
        for action in builds:
            space = action.space
            version = versions[group_head[space]]
            hit = known.get(space)
            if hit is not None and hit[0] == version:
                scored.append((hit[1], p[space], hit[2], hit[3], action))
                continue
            sp = spaces[space]
            level = view.level(space)
            cost = view.next_building(space)[1]  # type: ignore[index]  # (listed as legal: there is a next one)
            if level < 3 and not hotels_only:  # the group's return up to three houses each, where rents jump
                group = view.edition.group_of[space]
                score = group_scores.get(group, -1.0)
                if score < 0:
                    gain = 0.0
                    spend = 0
                    for s in group:
                        if view.owner(s) != me:  # majority rules: the missing street is somebody else's
                            continue
                        other = spaces[s]
                        lv = view.level(s)
                        if lv < 3:
                            now = other.rent[lv] if lv else view.rent_for_owner(s, me)
                            gain += p[s] * (other.rent[3] - now)
                            spend += (3 - lv) * other.house_cost
                    score = group_scores[group] = gain / max(1, spend)
            else:
                top = HOTEL if hotels_only else level + 1  # hotels_only: the hotel goes on the bare street
                score = p[space] * (sp.rent[top] - sp.rent[level]) / max(1, cost)
            known[space] = (version, score, cost, level)
            scored.append((score, p[space], cost, level, action))
        scored.sort(key=_rank_of_build, reverse=True)
        return scored

    def _build(
        self, view: PlayerView, scored: list[tuple[float, float, int, int, Build]], cash: int, reserve: float
    ) -> Action | None:
        """The best build the reserve allows; or, for a group below three houses whose return over the horizon
        beats the cost, a cheap mortgage (``raise_to_build``) that pays for it."""
        for _score, _, cost, _level, action in scored:
            if cash - cost >= reserve:
                return action
        if not self.params.raise_to_build:
            return None
        hotels_only = view.rules.hotels_only
        horizon = self.params.horizon
        for score, _, cost, level, action in scored:  # the best group still short of three houses, if it pays
            if level < 3 and not hotels_only and score * horizon >= 1.0:
                return self._raise_for(view, int(cost + reserve - cash) + 1, action.space)
        return None

    # --- buying and auctions -----------------------------------------------------------------------------

    def _buy(self, view: PlayerView, decision: BuyDecision, actions: list[Action]) -> Action:
        space = decision.space
        price = view.edition.spaces[space].price
        board = self._board(view)
        value = board.value_of(space)
        # The reserve less what cheap mortgages raise (``_buy_reserve``) is worked out only when the reserve
        # before that deduction (``_kept_to_buy``, never less) does not settle the decision.
        kept = self._kept_to_buy(board, price, value)
        reserve = -1.0
        cash = view.cash()
        buy = first_of(actions, Buy)
        if buy is not None and self.params.snipe:
            outbid = self._snipe_outbid(view, price)
            if outbid >= 0:
                reserve = self._less_raisable(view, kept, space)
                if self._snipe(view, board, space, cash - reserve, outbid):
                    return first_of(actions, Decline) or buy
        if buy is not None:
            if cash - price >= kept:
                return buy
            if reserve < 0:
                reserve = self._less_raisable(view, kept, space)
            if cash - price >= reserve:
                return buy
        if buy is not None and value >= self.params.raise_ratio * price and cash >= price:
            return buy  # worth it even below the reserve; the planner covers a later debt
        if self.params.raise_to_buy and value >= self.params.raise_ratio * price:
            step = self._raise_for(view, price - cash, space)
            if step is not None:
                return step
        return first_of(actions, Decline) or actions[0]

    def _snipe_outbid(self, view: PlayerView, price: int) -> int:
        """What it takes to outbid every opponent (the richest one's cash and a raise), when that is at most
        half the price; -1 otherwise (no snipe)."""
        richest = max((view.cash(o) for o in view.opponents()), default=0)
        outbid = richest + max(view.rules.min_raise, view.rules.opening_bid)
        return -1 if outbid > price // 2 else outbid

    def _snipe(self, view: PlayerView, board: _Board, space: int, spare: float, outbid: int) -> bool:
        """Whether declining should win the auction for much less: every opponent's cash is below half the
        price (``outbid``: ``_snipe_outbid``), this seat's ``spare`` cash (above its reserve) tops them all, and
        no opponent holds a street of the group (such a bidder might raise money to bid)."""
        if spare < outbid:
            return False
        me = view.seat
        owners = board.owners
        return all(owners[s] == me or owners[s] < 0 for s in view.edition.group_of[space])

    def _raise_for(self, view: PlayerView, shortfall: int, space: int) -> Action | None:
        """A cheap raising step when cheap steps can cover ``shortfall`` (never from ``space``'s group)."""
        if shortfall <= 0:
            return None
        protect = view.edition.group_of[space]
        if self._raisable(view, protect) < shortfall:
            return None
        return raise_money(view, view.raising_actions(), shortfall, max_ratio=RAISE_MAX_RATIO, protect=protect)

    def _buy_reserve(self, view: PlayerView, board: _Board, price: int, value: float, space: int) -> float:
        """Cash to keep after buying: the reserve, times ``buy_reserve``, scaled down by how much the property
        is worth beyond its price, less what mortgaging idle property could raise at once."""
        return self._less_raisable(view, self._kept_to_buy(board, price, value), space)

    def _kept_to_buy(self, board: _Board, price: int, value: float) -> float:
        """``_buy_reserve`` before the deduction of what mortgages raise (so never less than it)."""
        reserve = self.params.buy_reserve * self.reserve(board)
        if value > price:
            reserve *= price / value
        return max(0.0, reserve)

    def _less_raisable(self, view: PlayerView, kept: float, space: int) -> float:
        """``kept`` less what cheap mortgages outside ``space``'s group raise, at least 0."""
        if kept <= 0:
            return 0.0
        return max(0.0, kept - self._raisable(view, view.edition.group_of[space]))

    def _bid_limit(self, view: PlayerView, decision: AuctionDecision) -> tuple[int, float, int]:
        """``(highest bid, value cap, printed price)`` for the running auction, cached while cash is unchanged."""
        cash = view.cash()
        cached = self._memory.auction
        if cached is not None and cached[0] is decision and cached[1] == cash:
            return cached[2]  # type: ignore[return-value]
        space = decision.space
        price = view.edition.spaces[space].price
        board = self._board(view)
        value = board.value_of(space)
        cap = min(value, self.params.max_overbid * price)
        kept = self._kept_to_buy(board, price, value)
        # (``_buy_reserve`` is at most ``kept``: with ``cap`` below ``cash - kept`` the cap decides.)
        reserve = kept if cap <= cash - kept else self._less_raisable(view, kept, space)
        result = (int(min(cap, cash - reserve)), cap, price)
        self._memory.auction = (decision, cash, result)  # type: ignore[assignment]
        return result

    def _bid(self, view: PlayerView, decision: AuctionDecision, actions: list[Action]) -> Action:
        limit, cap, price = self._bid_limit(view, decision)
        bid = first_of(actions, Bid)
        low = view.minimum_bid()
        if bid is not None and low <= limit:
            step = max(view.rules.min_raise, int(price * self.params.bid_step))
            amount = low if decision.high_bidder < 0 else max(low, decision.high_bid + step)
            return Bid(view.seat, min(amount, limit))
        if self.params.raise_to_buy and low <= cap and cap >= self.params.raise_ratio * price and low > view.cash():
            step_action = self._raise_for(view, low - view.cash(), decision.space)
            if step_action is not None:
                return step_action
        return first_of(actions, Pass) or actions[0]

    def _building_bid(self, view: PlayerView, decision: BuildingAuctionDecision, actions: list[Action]) -> Action:
        bid = first_of(actions, Bid)
        if bid is not None:
            price = building_cost(view.edition.spaces[decision.space], decision.kind)
            amount = bid.amount  # type: ignore[attr-defined]
            if amount <= 1.5 * price and view.cash() - amount >= self.reserve(self._board(view)):
                return bid
        return first_of(actions, Pass) or actions[0]

    def _received_mortgage(self, view: PlayerView, decision: MortgageDecision, actions: list[Action]) -> Action:
        space = decision.spaces[0]
        lift = LiftMortgage(view.seat, space)
        keep = KeepMortgage(view.seat, space)
        if lift in actions and (
            keep not in actions or view.cash() - view.unmortgage_cost(space) >= self.reserve(self._board(view))
        ):
            return lift
        return keep if keep in actions else actions[0]

    # --- the speed die and the Mega squares -------------------------------------------------------------

    def _square_score(self, view: PlayerView, board: _Board, square: int, passes_go: bool) -> float:
        """What ending a move on ``square`` is worth, in cash: buying an unowned property worth its price
        (that the reserve allows), minus a rent, a tax or a trip to jail; plus the salary when passing GO."""
        sp = view.edition.spaces[square]
        score = float(view.rules.go_salary) if passes_go else 0.0
        owner = view.owner(square)
        if sp.is_property:
            if owner < 0:
                price = sp.price
                cash = view.cash() + (view.rules.go_salary if passes_go else 0)
                value = board.value_of(square)
                if value >= price and cash - price >= self._buy_reserve(view, board, price, value, square):
                    score += value - price + TICKET_BUY_SHARE * price
            else:
                score -= view.rent_if_landed(square)
        elif sp.kind == TAX:
            score -= sp.amount
        elif sp.kind == GO_TO_JAIL:
            score -= JAIL_PENALTY
        elif sp.kind == BIRTHDAY_GIFT:
            score += sp.amount
        return score

    def _roll_score(self, view: PlayerView, board: _Board) -> float:
        """The mean ``_square_score`` of where the next roll ends (cards and doubles left out)."""
        position = view.position()
        size = view.edition.size
        total = 0.0
        for steps, p in self._tables.steps:  # type: ignore[union-attr]
            square = (position + steps) % size
            total += p * self._square_score(view, board, square, position + steps >= size)
        return total

    def _ticket(self, view: PlayerView, actions: list[Action]) -> Action | None:
        """A bus ticket instead of the roll when its best square beats the roll by more than a ticket is worth
        kept: an unowned property worth buying, or a safe square when the roll risks a costly one."""
        board = self._board(view)
        position = view.position()
        best: Action | None = None
        best_score = 0.0
        for action in actions:
            if type(action) is not UseTicket:
                continue
            target = action.space  # type: ignore[attr-defined]
            score = self._square_score(view, board, target, target == 0 or target < position)
            if best is None or score > best_score:
                best, best_score = action, score
        if best is None:
            return None
        if best_score - self._roll_score(view, board) >= self.params.ticket_keep:
            return best
        return None

    def _triple(self, view: PlayerView, actions: list[Action]) -> Action:
        """A triple's free choice of square: the best by ``_square_score`` (GO on a tie: the salary)."""
        board = self._board(view)
        position = view.position()
        best = actions[0]
        best_score = float("-inf")
        for action in actions:
            target = action.space  # type: ignore[attr-defined]
            passes = target != position and (target == 0 or target < position)
            score = self._square_score(view, board, target, passes)
            if score > best_score:
                best, best_score = action, score
        return best

    def _auction_square(self, view: PlayerView, actions: list[Action]) -> Action:
        """The Auction square: the unowned property it values most when it can bid for it, otherwise the
        cheapest one no opponent holds part of the group of (nobody wants it: the auction costs little)."""
        board = self._board(view)
        cash = view.cash()
        best: Action | None = None
        best_gain = 0.0
        for action in actions:
            space = action.space  # type: ignore[attr-defined]
            price = view.edition.spaces[space].price
            value = board.value_of(space)
            spare = cash - self._buy_reserve(view, board, price, value, space)
            if value >= price and spare >= price // 2 and value - price >= best_gain:
                best, best_gain = action, value - price
        if best is not None:
            return best
        owners = board.owners
        me = view.seat

        def interest(action: Action) -> tuple[bool, int]:
            space = action.space  # type: ignore[attr-defined]
            wanted = any(owners[s] >= 0 and owners[s] != me for s in view.edition.group_of[space])
            return wanted, view.edition.spaces[space].price

        return min(actions, key=interest)

    def _gift(self, view: PlayerView, actions: list[Action]) -> Action:
        """The Birthday Gift: a bus ticket when cash is above ``gift_ticket_cash`` and it holds fewer than
        ``MAX_TICKETS_WANTED`` (a ticket is then likely to be used), otherwise the cash."""
        ticket = ChooseGift(view.seat, "ticket")
        if ticket in actions and view.cash() > self.params.gift_ticket_cash and view.tickets() < MAX_TICKETS_WANTED:
            return ticket
        return ChooseGift(view.seat, "cash") if ChooseGift(view.seat, "cash") in actions else actions[0]

    # --- trades -----------------------------------------------------------------------------------------

    def _rival(self, view: PlayerView) -> float:
        """How much the partner's gain counts against this seat's in a trade."""
        rival = min(1.0, self.params.rival_weight / max(1, len(view.opponents())))
        if rival >= 1.0 and view.rounds >= self.params.stalemate_round and not self._any_set(view):
            rival = STALEMATE_RIVAL  # a game nobody can win: a fair swap of sets is better than a draw
        return rival

    def _any_set(self, view: PlayerView) -> bool:
        """Whether some player holds enough of a colour group to build (the whole group, or all but one
        under majority rules)."""
        owners = view.owners
        for group in self._tables.groups:  # type: ignore[union-attr]
            if group.kind == STREET:
                held: dict[int, int] = {}
                for s in group.members:
                    if owners[s] >= 0:
                        held[owners[s]] = held.get(owners[s], 0) + 1
                if held and max(held.values()) >= group.need:
                    return True
        return False

    def trade_gain(self, view: PlayerView, partner: int, give: TradeSide, get: TradeSide) -> float:
        """This seat's gain, by its own valuation, from giving ``give`` to ``partner`` for ``get``."""
        board = self._board(view)
        over = dict.fromkeys(give.spaces, partner)
        over.update(dict.fromkeys(get.spaces, view.seat))
        cards = CARD_VALUE * (len(get.cards) - len(give.cards))
        mine, _ = _Trade(board, partner, over).gains(give.cash - get.cash, self._rival(view), cards)
        return mine

    def _answer(self, view: PlayerView, decision: TradeDecision, actions: list[Action]) -> Action:
        accept = first_of(actions, AcceptTrade)
        if accept is not None:
            # The proposer gives the ``give_*`` side to this seat.
            give = TradeSide(decision.get_spaces, decision.get_cash, decision.get_cards)
            get = TradeSide(decision.give_spaces, decision.give_cash, decision.give_cards)
            if self.trade_gain(view, decision.proposer, give, get) >= self.params.trade_margin:
                return accept
        return first_of(actions, RejectTrade) or actions[0]

    def _may_ask(self, view: PlayerView, partner: int, get: tuple[int, ...]) -> bool:
        """Whether ``get`` may be asked of ``partner`` again: ``trade_retry_rounds`` after the last time,
        doubled for every offer that partner refused in a row (at most 32 times), so a player who never
        accepts is seldom asked."""
        asked = self._memory.offered.get((partner, get))
        if asked is None:
            return True
        wait = self.params.trade_retry_rounds * 2 ** min(5, self._memory.refusals.get(partner, 0))
        return view.rounds - asked >= wait

    def _settle_pending(self, view: PlayerView) -> None:
        """Note whether the last offer was accepted (this seat now owns what it asked for) or refused."""
        memory = self._memory
        partner, get = memory.pending  # type: ignore[misc]
        memory.pending = None
        if all(view.owner(s) == view.seat for s in get):
            memory.refusals.pop(partner, None)
        else:
            memory.refusals[partner] = memory.refusals.get(partner, 0) + 1

    def _propose(self, view: PlayerView) -> Action | None:
        """At most one offer per turn that completes one of this seat's sets, fair by its own valuation."""
        memory = self._memory
        # Ownership decides which trades exist; cash only their terms: search again when it changes (or
        # when offers made earlier may be repeated). The same ``owner_version``: the same owners, not compared.
        window = (view.rounds // max(1, self.params.trade_retry_rounds), len(memory.refusals))
        idle = memory.idle_signature
        version = view.owner_version
        if version == memory.idle_owner_version and idle is not None and idle[1:] == window:  # type: ignore[index]
            return None
        owners = view.owners
        signature = (owners, *window)
        if signature == idle:
            memory.idle_owner_version = version
            return None
        rival = self._rival(view)
        if rival >= 1.0:  # two players: zero-sum, no trade is good for both (until a stalemate)
            return None
        offer = self._best_offer(view, owners, rival)
        if offer is None:
            memory.idle_signature = signature
            memory.idle_owner_version = version
            return None
        memory.proposed_turn = view.turns
        memory.offered[(offer.partner, offer.get.spaces)] = view.rounds
        memory.pending = (offer.partner, offer.get.spaces)
        return offer

    def _best_offer(self, view: PlayerView, owners: tuple[int, ...], rival: float) -> ProposeTrade | None:
        me = view.seat
        tables = self._tables
        assert tables is not None
        # Only a colour group none of which is the bank's, where this seat and one opponent together hold
        # enough to build (the whole group; all but one street under Mega's majority rules).
        shared: list[tuple[GroupTable, int]] = []
        for (members, _, need), holders_of in zip(self._street_groups, self._holders_of, strict=True):
            holders = holders_of(owners)
            if me not in holders or -1 in holders:
                continue
            held = holders.count(me)
            for partner in dict.fromkeys(holders):
                if partner != me and held + holders.count(partner) >= need:
                    shared.append((tables.groups[tables.group_of[members[0]]], partner))  # noqa: PERF401 - hot loop
        if not shared:
            return None
        params = self.params
        margin = params.trade_margin
        opponents = set(view.opponents())
        edition = view.edition
        levels = view.levels
        mine = [s for s in edition.properties if owners[s] == me]
        depots = view.depots  # a station with a depot cannot be traded (Mega)
        tradeable = [s for s in mine if not depots[s] and not any(levels[t] for t in edition.group_of[s])]
        board = self._board(view)
        my_cash = view.cash()
        mortgaged = board.mortgaged
        # (a give, the partner) -> both sides' parts of giving it and the interest the partner pays on it
        given: dict[
            tuple[tuple[int, ...], int],
            tuple[list[tuple[float | _Funded, float]], list[tuple[float | _Funded, float]], list[int]],
        ] = {}
        best: ProposeTrade | None = None
        best_gain = 0.0
        for group, partner in shared:
            members = group.members
            if partner not in opponents:
                continue
            get = tuple(s for s in members if owners[s] == partner)
            # A Mega majority holder may have built: no street of the group can be traded then, the minority
            # owner's neither (with ``hotels_only`` a hotel goes with its street).
            if (any(levels[s] for s in members) and not view.rules.hotels_only) or not self._may_ask(
                view, partner, get
            ):
                continue
            partner_cash = view.cash(partner)
            # What to give: nothing (cash only), one tradeable property, or the pieces completing a set of theirs.
            gives: list[tuple[int, ...]] = [()]
            gives += [(s,) for s in tradeable if s not in members]
            for other in tables.groups:
                if other is group or other.kind != STREET:
                    continue
                theirs = {owners[s] for s in other.members}
                if theirs == {me, partner}:
                    pieces = tuple(s for s in other.members if owners[s] == me)
                    if len(pieces) > 1 and all(s in tradeable for s in pieces):
                        gives.append(pieces)
            # A trade's parts are the give's group's then the get's (``over``'s order, the give first): each
            # worked out once per search and put together for each give.
            got = dict.fromkeys(get, me)
            get_mine = board.parts(me, got)
            get_theirs = board.parts(partner, got)
            get_interest = [view.mortgage_interest(s) for s in get if mortgaged[s]]
            for give in gives:
                if give:
                    judged = given.get((give, partner))
                    if judged is None:
                        gone = dict.fromkeys(give, partner)
                        judged = given[(give, partner)] = (
                            board.parts(me, gone),
                            board.parts(partner, gone),
                            [view.mortgage_interest(s) for s in give if mortgaged[s]],
                        )
                    sides = (judged[0] + get_mine, judged[1] + get_theirs, get_interest, judged[2])
                else:
                    sides = (get_mine, get_theirs, get_interest, [])
                trade = _Trade(board, partner, None, sides)
                for cash in self._cash_terms(trade, my_cash, partner_cash, rival):
                    if cash < 0 and not give:
                        continue  # the partner's cash would buy nothing: the engine refuses a gift of money
                    gain_me, gain_them = trade.gains(cash, rival)
                    if gain_me >= margin and gain_them >= margin:
                        if gain_me > best_gain:
                            best_gain = gain_me
                            best = ProposeTrade(
                                me, partner, TradeSide(give, max(cash, 0)), TradeSide(get, max(-cash, 0))
                            )
                        break
        return best

    def _cash_terms(self, trade: _Trade, my_cash: int, partner_cash: int, rival: float) -> list[int]:
        """Cash this seat could pay (negative: ask) in ``trade``: the amount that makes both gains equal
        (found by bisection, since what a set is worth depends on the cash left to build it), clipped to what
        the payer can spare, then the least the partner would accept."""
        keep = self.params.reserve
        mine, theirs = trade.gains(0, rival)
        if mine + theirs < 2 * self.params.trade_margin:
            return []  # not enough gain to share, whatever the cash
        # Were values independent of cash, paying c would move the gains by -(1 + rival) c and +(1 + rival) c.
        even = (mine - theirs) / (2 * (1 + rival))
        least = (self.params.trade_margin - theirs) / (1 + rival)
        low, high = (
            _clip(int(min(even, least)) - 1, my_cash, partner_cash, keep),
            _clip(int(max(even, least)) + 1, my_cash, partner_cash, keep),
        )
        fair = _clip(round(even), my_cash, partner_cash, keep)
        a, b = trade.gains(fair, rival)
        if abs(a - b) > 2 * self.params.trade_margin and low < high:
            if a < b:
                high = fair
            else:
                low = fair
            for _ in range(8):
                mid = (low + high) // 2
                a, b = trade.gains(mid, rival)
                if a < b:
                    high = mid
                else:
                    low = mid
                if high - low <= 10:
                    break
            fair = (low + high) // 2
        terms = [fair]
        floor = _clip(round(least) + 1, my_cash, partner_cash, keep)
        if floor != fair:
            terms.append(floor)
        return terms


# What ``HeuristicAgent._adopt`` works out of an edition and its rules (the same for every game and seat of them),
# remembered per edition object (bounded like ``tables.board_tables``' cache): see ``_edition_facts``.
_EDITION_FACTS: dict[int, tuple[object, object, _Facts]] = {}
_EDITION_FACTS_MAX = 32


def _edition_facts(view: PlayerView) -> _Facts:
    """The tables and the per-group and per-space facts ``HeuristicAgent`` keeps (see its ``__init__``), which
    depend only on ``view``'s edition and rules."""
    tables = board_tables(view.edition)
    spaces = view.edition.spaces
    street_groups = tuple(
        (g.members, min(c for s in g.members for c in (spaces[s].house_cost, spaces[s].hotel_cost) if c), g.need)
        for g in tables.groups
        if g.kind == STREET
    )
    holders_of = tuple(_getter(members) for members, _, _ in street_groups)
    majority = any(need < len(members) for members, _, need in street_groups)
    depots = bool(view.rules.depots)
    space_costs = (
        tuple(view.unmortgage_cost(s) if sp.is_property else 0 for s, sp in enumerate(spaces)),
        tuple(sp.mortgage if sp.is_property else 0 for sp in spaces),
        tuple(sp.depot_cost if depots and sp.kind == RAILROAD else -1 for sp in spaces),
    )
    # (frozen: every agent of the edition shares them)
    building_prices = tuple(
        frozenset(
            c for s in members for c in (spaces[s].house_cost, spaces[s].hotel_cost, spaces[s].skyscraper_cost) if c
        )
        for members, _, _ in street_groups
    )
    heads: dict[int, list[tuple[int, int]]] = {}
    for at, s in enumerate(view.edition.properties):
        heads.setdefault(view.edition.group_head[s], []).append((at, s))
    danger_groups = tuple((head, tuple(members)) for head, members in heads.items())
    street_heads = [view.edition.group_head[members[0]] for members, _, _ in street_groups]
    street_index = tuple(street_heads.index(head) if head in street_heads else -1 for head, _ in danger_groups)
    return tables, street_groups, holders_of, majority, space_costs, building_prices, danger_groups, street_index


def _rank_of_build(item: tuple[float, float, int, int, Build]) -> tuple[float, float]:
    """A scored build's rank (``_score_builds``): its score, then its landing odds."""
    return item[0], item[1]


def _space_of_build(item: tuple[float, float, int, int, Build]) -> int:
    return item[4].space


def _getter(members: tuple[int, ...]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """``lambda owners: tuple(owners[s] for s in members)``, at the speed of ``operator.itemgetter``."""
    if len(members) == 1:
        (only,) = members
        return lambda owners: (owners[only],)
    return itemgetter(*members)


def _danger(view: PlayerView, p: Sequence[float]) -> float:
    """Rent ``view``'s seat is expected to pay per dice roll on the opponents' board (``p``: landing odds)."""
    me = view.seat
    owners = view.owners
    mortgaged = view.mortgaged
    total = 0.0
    for s in view.edition.properties:
        o = owners[s]
        if o >= 0 and o != me and not mortgaged[s]:
            total += p[s] * view.rent_for_owner(s, o)
    return total


def _only_mortgages_cheap(rules: Any) -> bool:
    """Whether only mortgages can be cheap raising steps (``RAISE_MAX_RATIO``): no sales to the bank, and selling a
    building or a depot loses more than that ratio of the cash it brings (``liquidation.step_damage``: the part
    of the price lost is damage enough)."""
    return not rules.sell_to_bank and rules.building_sell_percent * (1 + RAISE_MAX_RATIO) < 100


def _clip(cash: int, my_cash: int, partner_cash: int, keep: int) -> int:
    if cash > 0:
        return min(cash, max(0, my_cash - keep))
    return -min(-cash, max(0, partner_cash - keep))
