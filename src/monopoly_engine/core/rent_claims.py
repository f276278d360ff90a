"""Rent that the owner must ask for (rule option ``rent_must_be_claimed``; ``004``: «Если владелец не успел спросить
ренту … ничего платить не надо!»).

Landing on another player's property records a claim (``GameState.claims``, event ``rent-due``) instead of charging
the rent; the owner's ``ClaimRent`` charges it, as the property stands then. The first roll of a later turn closes
the window: a claim not made by then is lost (``rent-forfeited``; 000 «prima che il giocatore successivo tiri i
dadi»; the payer's own rolls after doubles do not close it). A bankrupt neither pays nor asks any more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import money, rent
from .actions import ClaimRent
from .decisions import Debt
from .events import RentClaimed, RentDue, RentForfeited
from .refusals import Reason
from .rule_module import ActionRule, RuleModule
from .state import claim_of

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game


def record_claim(g: Game, payer: int, owner: int, space: int, rent_multiplier: int, dice_multiplier: int) -> None:
    """The rent is due: it waits for its owner to ask."""
    state = g.state
    state.claims.append((payer, owner, space, rent_multiplier, dice_multiplier, state.turns))
    g.events.append(RentDue(payer, owner, space))


def check_claim(g: Game, action: ClaimRent) -> Reason | None:
    if claim_of(g.state, action.player) is None:
        return "there is no rent for you to claim"
    return None


def do_claim(g: Game, action: ClaimRent) -> None:
    state = g.state
    claim = claim_of(state, action.player)
    assert claim is not None  # the check found it
    state.claims.remove(claim)
    payer, owner, space, rent_multiplier, dice_multiplier, _ = claim
    if state.mortgaged[space] or state.owner[space] != owner:
        amount = 0
    else:
        amount = rent.rent_due(g, space, payer, rent_multiplier, dice_multiplier)
    g.events.append(RentClaimed(owner, payer, space, amount))
    if amount and g.hooks.on_rent:
        for on_rent in g.hooks.on_rent:
            amount = on_rent(g, payer, owner, space, amount)
    if amount:
        money.charge(g, Debt(payer, owner, amount, "rent", space))


def close_claims(g: Game, everything: bool) -> None:
    """The claims of earlier turns (``everything``: all, at the game's end) are lost."""
    state = g.state
    if not state.claims:
        return
    turn = state.turns
    still_open = []
    for claim in state.claims:
        if everything or claim[5] < turn:
            g.events.append(RentForfeited(claim[1], claim[0], claim[2]))
        else:
            still_open.append(claim)
    state.claims = still_open


def drop_claims(g: Game, debtor: int) -> None:
    """Rent not yet asked for is no debt: a bankrupt neither pays nor asks it any more."""
    state = g.state
    if state.claims:
        state.claims = [c for c in state.claims if debtor != c[0] and debtor != c[1]]


def enabled(edition: Edition) -> bool:
    return edition.rules.rent_must_be_claimed


MODULE: RuleModule = RuleModule(
    name="rent-claims",
    enabled=enabled,
    actions=(ActionRule(ClaimRent, check_claim, do_claim),),
    on_rent_owed=record_claim,
    close_windows=close_claims,
    on_bankrupt=drop_claims,
)
