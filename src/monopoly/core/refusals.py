"""The refusals many checks start with: whether the decision on top is the one the action answers and the
actor's, and whether a space named by an action exists. One wording for the engine and every rule module."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action

if TYPE_CHECKING:
    from .engine import Game


def not_your_decision(game: Game, action: Action, expected: type, what: str) -> str | None:
    """Why ``action`` may not answer the decision on top: none of type ``expected`` is open (``what`` the action
    does), or it is another player's; None when it is the actor's."""
    top = game.state.stack[-1]
    if type(top) is not expected:
        return f"nobody is asked to {what} now"
    if top.player != action.player:
        return f"it is {game.state.players[top.player].name}'s decision, not yours"
    return None


def space_refusal(game: Game, space: object) -> str | None:
    """Why ``space`` is no square of the board (a bool is no index either); None for a square."""
    if not isinstance(space, int) or isinstance(space, bool) or not 0 <= space < game.edition.size:
        return f"there is no space {space!r}"
    return None
