"""Typed errors of the rules core."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .refusals import Reason


class MonopolyError(Exception):
    """Base of every error the rules core raises."""


class IllegalActionError(MonopolyError, ValueError):
    """An action the rules do not allow now. The state is left exactly as it was; ``reason`` says why (in
    English) and ``refusal`` is that reason as the rules gave it (a ``Refusal`` names its rule)."""

    def __init__(self, action: object, reason: Reason) -> None:
        text = str(reason)
        super().__init__(text)
        self.action = action
        self.reason = text
        self.refusal = reason


class OutOfOutcomesError(MonopolyError):
    """A scripted or recorded source of dice and shuffles has nothing left to give."""


class GameSetupError(MonopolyError, ValueError):
    """A game cannot be created as asked (player count, names, options)."""
