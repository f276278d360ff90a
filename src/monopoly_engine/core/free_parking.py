"""Free Parking draws a card (``cheaters-ru``, rule option ``free_parking = "draw-card"``, ``004``: «Вытяни
карточку Шанс или Общественная казна»): the player chooses the deck (``DeckChoiceDecision``, ``DrawCard``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards
from .actions import Action, DrawCard
from .decisions import DeckChoiceDecision
from .edition import CARD_SPACE_KINDS, FREE_PARKING
from .refusals import Reason, not_your_decision
from .rule_module import ActionRule, DecisionRule, RuleModule

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game


def offer_decks(g: Game, player: int, space: int) -> None:
    g.state.stack.append(DeckChoiceDecision(player))


def deck_choices(g: Game, top: DeckChoiceDecision) -> list[Action]:
    return [DrawCard(top.player, deck) for deck in CARD_SPACE_KINDS if deck in g.edition.decks]


def check_draw(g: Game, action: DrawCard) -> Reason | None:
    reason = not_your_decision(g, action, DeckChoiceDecision, "choose a deck")
    if reason:
        return reason
    if action.deck not in CARD_SPACE_KINDS or action.deck not in g.edition.decks:
        return f"draw from {' or '.join(d for d in CARD_SPACE_KINDS if d in g.edition.decks)}"
    return None


def do_draw(g: Game, action: DrawCard) -> None:
    g.state.stack.pop()
    cards.draw(g, action.player, action.deck)


def enabled(edition: Edition) -> bool:
    return edition.rules.free_parking == "draw-card"


MODULE: RuleModule = RuleModule(
    name="free-parking-draw",
    enabled=enabled,
    actions=(ActionRule(DrawCard, check_draw, do_draw),),
    decisions=(DecisionRule(DeckChoiceDecision, deck_choices),),
    squares=((FREE_PARKING, offer_decks),),
)
