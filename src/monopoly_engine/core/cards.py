"""Chance and Community Chest: draw the top card, obey it, put it at the bottom (or keep it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .bank import bank_pays
from .decisions import Debt, ReturnDeedDecision
from .edition import (
    BRIBE,
    COLLECT,
    COLLECT_FROM_EACH_PLAYER,
    GO_TO_JAIL_CARD,
    MOST_VALUABLE,
    MOVE_BY,
    MOVE_NEAREST,
    MOVE_TO,
    PAY,
    PAY_EACH_PLAYER,
    REPAIRS,
    RETURN_DEED,
)
from .events import BANK, CardDrawn, CardKept, MoneyPaid, PropertyTransferred
from .money import charge_all, charge_bank
from .properties import building_counts
from .rent import nominal_value

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
    if card.keep:
        g.state.players[player].cards.append((deck_id, index))
        g.events.append(CardKept(player, deck_id, index))
        if g.hooks.on_card_kept:  # (the card limit)
            for on_card_kept in g.hooks.on_card_kept:
                on_card_kept(g, player, deck_id)
        return
    deck.append(index)
    if kind == COLLECT:
        bank_pays(g, player, effect.amount)
        g.events.append(MoneyPaid(BANK, player, effect.amount, "card"))
    elif kind == PAY:
        charge_bank(g, player, effect.amount, "card")
    elif kind == MOVE_TO:
        if effect.backward:
            g.move_back_to(player, effect.target)
        else:
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
    elif kind == BRIBE:  # pay, then collect (a payment beyond cash waits as a debt; the prize is paid anyway)
        charge_bank(g, player, effect.pay, "card")
        bank_pays(g, player, effect.collect)
        g.events.append(MoneyPaid(BANK, player, effect.collect, "card"))
    elif kind == RETURN_DEED:
        streets = [s for s in g.edition.properties if g.state.owner[s] == player]
        if not streets:
            return
        if effect.choice == MOST_VALUABLE:
            best = max(streets, key=lambda s: (nominal_value(g, s), s))
            return_deed(g, player, best)
        else:
            g.state.stack.append(ReturnDeedDecision(player))


def return_deed(g: Game, player: int, space: int) -> None:
    """``player`` gives ``space`` to the bank for nothing; a hotel on it stays."""
    g.state.owner[space] = BANK
    g.state.owner_version += 1
    g.state.group_version[g.edition.group_head[space]] += 1
    g.state.players[player].holdings_version += 1
    g.events.append(PropertyTransferred(space, player, BANK))


def nearest(g: Game, start: int, kind: str) -> int:
    """The first space of ``kind`` ahead of ``start``, going round the board (``start`` if there is none)."""
    ahead = g.edition.nearest.get(kind)  # looked up once per edition, not scanned per card
    return start if ahead is None else ahead[start]
