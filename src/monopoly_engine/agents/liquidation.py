"""The liquidation planner every bot uses: raise money in the least damaging order, never go bankrupt early.

``raise_money(view, steps, amount)`` picks, among the ``Mortgage``, ``SellBuilding``, ``SellHotelsOutright`` and
``SellDepot`` (Mega) and ``SellProperty`` (``sell_to_bank``) actions of ``steps`` (the seat's free actions:
``view.raising_actions()`` lists exactly these), the next step towards raising ``amount`` more cash;
``debt_action(view, actions)`` answers a ``DebtDecision`` from its own choices (``actions``): pay when cash
covers the debt, otherwise the next raising step, and ``DeclareBankruptcy`` only when the game offers it,
which it does only when even full liquidation cannot cover the debt (``liquidation_value < debt``). The
planner never picks ``Build`` or ``Unmortgage``, so every step raises cash and a debt is settled in a
bounded number of steps.

Each step has a *damage*: what it costs the player, in cash, over a horizon of future opponent rolls
(``HORIZON_PER_OPPONENT`` rolls per opponent still in, with the per-square landing odds of
``agents.tables``):

* mortgaging a property: the interest paid to lift it later, plus the rent it stops charging, plus a
  penalty for breaking a position: a street of a complete set, or of a Mega majority (nothing can be built
  there while it is mortgaged) costs half its mortgage value more, a property of a partial set (two or more of its
  group) a fifth. A lone property is the cheapest to mortgage: singletons go first, then parts of sets, then sets;
* selling a building: the half of its price that is lost, plus the rent the lower level stops charging.
  Buildings come down evenly because the game offers only the sales that keep a group even. A skyscraper
  (Mega) comes down to its hotel like a hotel to its houses; a railroad depot (Mega) loses half its cost and
  half the station's rent, which it doubled. Mega's outright sale of a group's hotels loses half the price of each
  hotel and of its 4 houses, plus the rent each street stops charging down to bare land: it is weighed like any
  other step, so it goes first where a hotel's own step of rent is large beside the hotel's half price (a cheap
  group's hotel earns far more than its 4 houses for a price of 50), and it needs no houses from the bank;
* selling a street to the bank (``sell_to_bank``, cheaters: no mortgages, at its nominal value): the rent it
  stops charging, plus the same set penalties as a mortgage (the sale is for good, so a set's street costs
  its whole value more). Lone streets go first.

The step with the least damage per unit of cash that still counts (cash beyond what is needed does not)
is taken first. So mortgages of lone and unbuilt properties (damage about a tenth of the cash) come before
any building is sold (damage at least the cash), and among buildings the group whose rent suffers least
goes first. This deliberately puts cheap mortgages ahead of house sales: selling a house loses half its
price for good, mortgaging an idle street only the interest.
"""

from __future__ import annotations

from collections.abc import Collection

from monopoly_engine.core import Action, DebtDecision
from monopoly_engine.core.actions import (
    DeclareBankruptcy,
    Mortgage,
    Pay,
    SellBuilding,
    SellDepot,
    SellHotelsOutright,
    SellProperty,
)
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER, STREET
from monopoly_engine.core.properties import outright_refund
from monopoly_engine.views import PlayerView

from .tables import board_tables

HORIZON_PER_OPPONENT = 20.0  # future rolls per opponent over which lost rent is counted
SET_PENALTY = 0.5  # extra damage, as a share of the mortgage value, for mortgaging a street of a complete set
PARTIAL_PENALTY = 0.2  # the same for a property of which the owner holds two or more of the group
RAISING_STEPS = (Mortgage, SellBuilding, SellHotelsOutright, SellDepot, SellProperty)  # the steps that raise cash


def step_damage(view: PlayerView, action: Action, horizon: float | None = None) -> tuple[int, float]:
    """``(cash raised, damage)`` of one ``Mortgage``, ``SellBuilding``, ``SellHotelsOutright``, ``SellDepot`` or
    ``SellProperty`` by this view's seat."""
    tables = board_tables(view.edition)
    if horizon is None:
        horizon = HORIZON_PER_OPPONENT * max(1, len(view.opponents()))
    me = view.seat
    space = action.space  # type: ignore[attr-defined]
    sp = view.edition.spaces[space]
    p = tables.p[space]
    if type(action) is Mortgage:
        cash = sp.mortgage
        damage = view.mortgage_interest(space) + horizon * p * view.rent_for_owner(space, me)
        group = view.edition.group_of[space]
        if len(group) > 1:
            owned = view.count_owned_in_group(me, space)
            need = tables.groups[tables.group_of[space]].need  # the whole group, or all but one (Mega)
            if owned >= need and sp.kind == STREET:
                damage += SET_PENALTY * cash
            elif owned >= 2:
                damage += PARTIAL_PENALTY * cash
        return cash, damage
    if type(action) is SellProperty:
        cash = view.nominal_value(space)
        damage = horizon * p * view.rent_for_owner(space, me)
        group = view.edition.group_of[space]
        if len(group) > 1:
            owned = view.count_owned_in_group(me, space)
            if owned == len(group):
                damage += 2 * SET_PENALTY * max(cash, sp.rent[0] * len(group))
            elif owned >= 2:
                damage += PARTIAL_PENALTY * max(cash, sp.rent[0])
        return cash, damage
    pct = view.rules.building_sell_percent
    if type(action) is SellDepot:
        cash = sp.depot_cost * pct // 100
        return cash, (sp.depot_cost - cash) + horizon * p * view.rent_for_owner(space, me) / 2
    if type(action) is SellHotelsOutright:
        return _outright_damage(view, space, horizon)
    # SellBuilding
    level = view.level(space)
    if level == SKYSCRAPER:
        price = sp.skyscraper_cost
    elif level == HOTEL:
        price = sp.hotel_cost
    else:
        price = sp.house_cost
    cash = price * pct // 100
    below = sp.rent[level - 1] if level > 1 else sp.rent[0] * view.rules.set_rent_multiplier
    damage = (price - cash) + horizon * p * max(0, sp.rent[level] - below)
    return cash, damage


def _outright_damage(view: PlayerView, space: int, horizon: float) -> tuple[int, float]:
    """``(cash raised, damage)`` of selling the hotels of the seat's streets in ``space``'s group outright: each
    street's hotel and 4 houses at ``building_sell_percent``, and the rent each stops charging, from a hotel's to
    a bare street's of a complete group (as ``step_damage`` counts a last house sold)."""
    tables = board_tables(view.edition)
    pct = view.rules.building_sell_percent
    multiplier = view.rules.set_rent_multiplier
    me = view.seat
    cash = 0
    damage = 0.0
    for street in view.edition.group_of[space]:
        if view.owner(street) != me or view.level(street) != HOTEL:
            continue
        deed = view.edition.spaces[street]
        refund = outright_refund(deed, pct)
        cash += refund
        damage += (deed.hotel_cost + 4 * deed.house_cost - refund) + horizon * tables.p[street] * max(
            0, deed.rent[HOTEL] - deed.rent[0] * multiplier
        )
    return cash, damage


def raise_money(
    view: PlayerView,
    steps: list[Action],
    amount: int,
    *,
    max_ratio: float | None = None,
    protect: Collection[int] = (),
    horizon: float | None = None,
) -> Action | None:
    """The least damaging of ``steps`` (free actions) towards ``amount`` more cash, or None when none raises any.

    ``max_ratio`` leaves out steps whose damage per unit of cash is above it (``0.5``: mortgages only);
    ``protect`` names squares not to mortgage or sell from.
    """
    if amount <= 0:
        return None
    if horizon is None:
        horizon = HORIZON_PER_OPPONENT * max(1, len(view.opponents()))
    best: Action | None = None
    best_score = 0.0
    for action in steps:
        if type(action) not in RAISING_STEPS:
            continue
        if action.space in protect:  # type: ignore[attr-defined]
            continue
        cash, damage = step_damage(view, action, horizon)
        if cash <= 0:
            continue
        if max_ratio is not None and damage > max_ratio * cash:
            continue
        score = damage / min(cash, amount)
        if best is None or score < best_score:
            best, best_score = action, score
    return best


def cheap_steps(
    view: PlayerView, steps: list[Action], *, max_ratio: float, horizon: float | None = None
) -> list[tuple[int, int]]:
    """``(space, cash raised)`` of each of the raising ``steps`` (free actions) with damage per unit of cash at
    most ``max_ratio``, in their order."""
    if horizon is None:
        horizon = HORIZON_PER_OPPONENT * max(1, len(view.opponents()))
    found = []
    for action in steps:
        if type(action) in RAISING_STEPS:
            cash, damage = step_damage(view, action, horizon)
            if damage <= max_ratio * cash:
                found.append((action.space, cash))  # type: ignore[attr-defined]
    return found


def raisable(
    view: PlayerView,
    steps: list[Action],
    *,
    max_ratio: float,
    protect: Collection[int] = (),
    horizon: float | None = None,
) -> int:
    """Cash the ``steps`` (free actions) with damage per unit of cash at most ``max_ratio`` would raise
    together, but those on a square of ``protect`` (a lower bound: steps that become possible only after
    others are not counted)."""
    found = cheap_steps(view, steps, max_ratio=max_ratio, horizon=horizon)
    return sum(cash for space, cash in found if space not in protect)


def debt_action(view: PlayerView, actions: list[Action]) -> Action:
    """The answer to a pending ``DebtDecision`` offering ``actions``: pay, raise money (a step from
    ``view.raising_actions()``), or (only when offered) go bankrupt."""
    bankrupt = None
    for action in actions:
        kind = type(action)
        if kind is Pay:
            return action
        if kind is DeclareBankruptcy:
            bankrupt = action
    if bankrupt is not None:  # offered only when liquidation_value < debt
        return bankrupt
    decision = view.decision
    need = decision.debt.amount - view.cash() if isinstance(decision, DebtDecision) else 1
    steps = view.raising_actions()
    step = raise_money(view, steps, max(1, need))
    if step is not None:
        return step
    if steps:  # nothing scored (should not happen): any step that raises money
        return steps[0]
    fallback = actions or view.free_actions()
    if not fallback:
        raise ValueError("a debt with no action offered")
    return fallback[0]
