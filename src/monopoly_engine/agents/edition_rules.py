"""The decisions of the cheaters edition's own rules (``cheaters-ru``), the same for the heuristic and the buyer:
which deck to draw at Free Parking, which card to keep over the limit, which street to give back, and when to
play a held card.

* Free Parking (``draw``): Chance, whose deck holds more cards worth keeping (a coin toss is as good).
* Over the held-card limit: play the card worth most if one can be played now, otherwise discard the newest.
* A street to give back: the one of least nominal value.
* Held cards, at the end of the bot's own turn (``held_card_play``): a free hotel on its street with the
  highest hotel rent, a hotel moved from an opponent's street to its own, a bank street bought when the cash
  allows, the reduced rent armed against the opponent whose board is the most dangerous, another player sent
  to jail (the one whose token threatens most: the richest); it never swaps places.
"""

from __future__ import annotations

from monopoly_engine.core import Action
from monopoly_engine.core.actions import DiscardCard, DrawCard, PlayCard, ReturnDeed
from monopoly_engine.core.decisions import CardLimitDecision, DeckChoiceDecision, ReturnDeedDecision
from monopoly_engine.core.edition import (
    BUY_FROM_BANK,
    HOTEL,
    MOVE_HOTEL,
    PLACE_HOTEL,
    REDUCED_RENT,
    SEND_TO_JAIL,
)
from monopoly_engine.views import PlayerView

PREFERRED_DECK = "chance"


def edition_choice(view: PlayerView, actions: list[Action]) -> Action | None:
    """The answer to one of the edition's own decisions; None for any other decision."""
    kind = type(view.decision)
    if kind is DeckChoiceDecision:
        return next((a for a in actions if type(a) is DrawCard and a.deck == PREFERRED_DECK), actions[0])
    if kind is CardLimitDecision:
        plays = [a for a in actions if type(a) is PlayCard]
        if plays:
            return max(plays, key=lambda a: _play_value(view, a))
        discards = [a for a in actions if type(a) is DiscardCard]
        return discards[-1] if discards else actions[0]
    if kind is ReturnDeedDecision:
        returns = [a for a in actions if type(a) is ReturnDeed]
        if returns:
            return min(returns, key=lambda a: view.nominal_value(a.space))
    return None


def held_card_play(view: PlayerView) -> PlayCard | None:
    """A held card worth playing now (see the module docstring), or None."""
    if all(_is_jail_card(view, deck, index) for deck, index in view.my_cards):
        return None  # nothing to play (listing the free actions would be wasted)
    best: PlayCard | None = None
    best_value = 0.0
    for action in view.free_actions():
        if type(action) is not PlayCard:
            continue
        value = _play_value(view, action)
        if value > best_value:
            best, best_value = action, value
    return best


def _is_jail_card(view: PlayerView, deck: str, index: int) -> bool:
    return view.edition.decks[deck].cards[index].effect.type == "get-out-of-jail-free"


def _play_value(view: PlayerView, action: PlayCard) -> float:
    """What playing ``action`` is worth to the bot now (0: not worth it)."""
    card = view.edition.decks[action.deck].cards[action.card]
    kind = card.effect.type
    spaces = view.edition.spaces
    if kind == PLACE_HOTEL:
        return float(spaces[action.space].rent[HOTEL]) - card.effect.cost
    if kind == MOVE_HOTEL:
        return float(spaces[action.to_space].rent[HOTEL] + spaces[action.space].rent[HOTEL])
    if kind == BUY_FROM_BANK:
        price = spaces[action.space].price
        if view.cash() - price < view.rules.jail_fine * 4:
            return 0.0
        return float(
            spaces[action.space].rent[0]
            + (spaces[action.space].rent[HOTEL] if view.level(action.space) == HOTEL else 0)
        )
    if kind == REDUCED_RENT:
        return float(sum(view.rent_for_owner(s, action.target) for s in view.owned_by(action.target))) / 10
    if kind == SEND_TO_JAIL:
        return float(view.cash(action.target)) / 100
    return 0.0
