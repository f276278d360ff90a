"""Chance and Community Chest: draw the top card, obey it, put it at the bottom (or keep it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .decisions import Debt
from .edition import (
    COLLECT,
    COLLECT_FROM_EACH_PLAYER,
    GET_OUT_OF_JAIL_FREE,
    GO_TO_JAIL_CARD,
    MOVE_BY,
    MOVE_NEAREST,
    MOVE_TO,
    PAY,
    PAY_EACH_PLAYER,
    REPAIRS,
)
from .events import BANK, CardDrawn, CardKept, MoneyPaid
from .money import bank_pays, charge_all, charge_bank
from .properties import building_counts

if TYPE_CHECKING:
    from .engine import Game


def draw(g: Game, player: int, deck_id: str) -> None:
    deck = g.state.decks[deck_id]
    if not deck:  # every card is held by players
        return
    index = deck.popleft()
    card = g.edition.decks[deck_id].cards[index]
    g.events.append(CardDrawn(player, deck_id, index))
    effect = card.effect
    kind = effect.type
    if kind == GET_OUT_OF_JAIL_FREE:
        g.state.players[player].cards.append((deck_id, index))
        g.events.append(CardKept(player, deck_id, index))
        return
    deck.append(index)
    if kind == COLLECT:
        bank_pays(g, player, effect.amount)
        g.events.append(MoneyPaid(BANK, player, effect.amount, "card"))
    elif kind == PAY:
        charge_bank(g, player, effect.amount, "card")
    elif kind == MOVE_TO:
        g.move_to(player, effect.target, effect.collect_salary)
    elif kind == MOVE_NEAREST:
        target = nearest(g, g.state.players[player].position, effect.kind)
        if effect.kind == "utility":
            g.move_to(player, target, effect.collect_salary, dice_multiplier=effect.dice_multiplier)
        else:
            g.move_to(player, target, effect.collect_salary, rent_multiplier=effect.rent_multiplier)
    elif kind == MOVE_BY:
        g.move_by(player, effect.steps)
    elif kind == GO_TO_JAIL_CARD:
        g.send_to_jail(player, "card")
    elif kind == REPAIRS:
        houses, hotels, skyscrapers, depots = building_counts(g, player)
        amount = (
            houses * effect.per_house
            + hotels * effect.per_hotel
            + skyscrapers * effect.per_skyscraper
            + depots * effect.per_depot
        )
        if amount:
            charge_bank(g, player, amount, "repairs")
    elif kind == PAY_EACH_PLAYER:
        others = g.other_players(player)
        charge_all(g, [Debt(player, other, effect.amount, "card") for other in others])
    elif kind == COLLECT_FROM_EACH_PLAYER:
        others = g.other_players(player)
        charge_all(g, [Debt(other, player, effect.amount, "card") for other in others])


def nearest(g: Game, start: int, kind: str) -> int:
    """The first space of ``kind`` ahead of ``start``, going round the board (``start`` if there is none)."""
    ahead = g.edition.nearest.get(kind)  # looked up once per edition, not scanned per card
    return start if ahead is None else ahead[start]
