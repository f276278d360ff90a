"""Refusals: why an action is not allowed, as English text that also carries what the rule was.

A ``Refusal`` is the English sentence (``str(refusal)``, what logs, errors and tests read) with a ``code``
naming the rule that refused and the ``params`` its wording needs (space indices, seats, amounts), so a
program can word it in another language without repeating the rule. Some checks refuse with a plain English
sentence instead (a ``Reason`` is either). Also the refusals many checks start with: whether the decision on
top is the one the action answers and the actor's, and whether a space named by an action exists. One wording
for the engine and every rule module."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

from .actions import Action

if TYPE_CHECKING:
    from .engine import Game


class Refusal:
    """An English refusal (``text``, also its ``str``) with the ``code`` of the rule and the ``params`` of its
    wording."""

    __slots__ = ("code", "params", "text")

    def __init__(self, text: str, code: str, params: dict[str, Any] | None = None) -> None:
        self.text = text
        self.code = code
        self.params = params if params is not None else {}

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Refusal({self.text!r}, {self.code!r}, {self.params!r})"

    def __reduce__(self) -> tuple[type[Refusal], tuple[str, str, dict[str, Any]]]:
        # Pickled as its constructor's arguments: the default rebuilds through a bare __new__, which the compiled
        # build's classes do not have.
        return (Refusal, (self.text, self.code, self.params))


Reason: TypeAlias = "Refusal | str"
"""Why an action is refused: a ``Refusal`` naming its rule, or a plain English sentence."""


def text_of(reason: Reason) -> str:
    """The English sentence of ``reason``."""
    return reason if isinstance(reason, str) else reason.text


def not_your_decision(game: Game, action: Action, expected: type, what: str) -> Refusal | None:
    """Why ``action`` may not answer the decision on top: none of type ``expected`` is open (``what`` the action
    does), or it is another player's; None when it is the actor's."""
    top = game.state.stack[-1]
    if type(top) is not expected:
        return Refusal(f"nobody is asked to {what} now", "not_asked", {"what": what})
    if top.player != action.player:
        return Refusal(
            f"it is {game.state.players[top.player].name}'s decision, not yours",
            "not_your_decision",
            {"player": top.player},
        )
    return None


def space_refusal(game: Game, space: object) -> Refusal | None:
    """Why ``space`` is no square of the board (a bool is no index either); None for a square."""
    if not isinstance(space, int) or isinstance(space, bool) or not 0 <= space < game.edition.size:
        return Refusal(f"there is no space {space!r}", "no_space", {"space": space})
    return None
