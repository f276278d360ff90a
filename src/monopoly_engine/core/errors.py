"""Typed errors of the rules core."""

from __future__ import annotations


class MonopolyError(Exception):
    """Base of every error the rules core raises."""


class IllegalActionError(MonopolyError, ValueError):
    """An action the rules do not allow now. The state is left exactly as it was; ``reason`` says why."""

    def __init__(self, action: object, reason: str) -> None:
        super().__init__(reason)
        self.action = action
        self.reason = reason


class OutOfOutcomesError(MonopolyError):
    """A scripted or recorded source of dice and shuffles has nothing left to give."""


class GameSetupError(MonopolyError, ValueError):
    """A game cannot be created as asked (player count, names, options)."""
