"""The rules core: state, actions, events, pending decisions, legal actions and ``apply``.

Standard library only; no IO, no clock, no global random. Adapters (CLI, bots, simulation, web, RL)
import this package; it imports none of them.
"""

from .actions import ACTION_TYPES, FREE_ACTIONS, Action, TradeSide
from .decisions import (
    AuctionDecision,
    AuctionSquareDecision,
    BuildingAuctionDecision,
    BuyDecision,
    CardLimitDecision,
    DebtDecision,
    Decision,
    DeckChoiceDecision,
    GiftDecision,
    MortgageDecision,
    ReturnDeedDecision,
    TradeDecision,
    TurnDecision,
)
from .dice import RandomSource, RecordedSource, ScriptedSource, SeededRandom
from .edition import Card, CardEffect, CheatCard, Deck, Edition, Group, Rules, Space
from .engine import Game
from .errors import GameSetupError, IllegalActionError, MonopolyError, OutOfOutcomesError
from .events import BANK, EVENT_TYPES, Event
from .state import GameState, PlayerState

__all__ = [
    "ACTION_TYPES",
    "BANK",
    "EVENT_TYPES",
    "FREE_ACTIONS",
    "Action",
    "AuctionDecision",
    "AuctionSquareDecision",
    "BuildingAuctionDecision",
    "BuyDecision",
    "Card",
    "CardEffect",
    "CardLimitDecision",
    "CheatCard",
    "DebtDecision",
    "Decision",
    "Deck",
    "DeckChoiceDecision",
    "Edition",
    "Event",
    "Game",
    "GameSetupError",
    "GameState",
    "GiftDecision",
    "Group",
    "IllegalActionError",
    "MonopolyError",
    "MortgageDecision",
    "OutOfOutcomesError",
    "PlayerState",
    "RandomSource",
    "RecordedSource",
    "ReturnDeedDecision",
    "Rules",
    "ScriptedSource",
    "SeededRandom",
    "Space",
    "TradeDecision",
    "TradeSide",
    "TurnDecision",
]
