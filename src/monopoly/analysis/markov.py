"""Exact long-run landing probabilities of one player, from a Markov chain built from the edition data.

The chain has one state per situation a player can be in before a dice roll:

* ``(square, d)``: on ``square`` (the jail square means just visiting) having rolled ``d`` doubles
  earlier in this turn, ``0 <= d < rules.max_doubles``;
* ``jail t``: in jail after ``t`` failed tries for doubles (the ``stay`` policy has
  ``rules.max_jail_tries`` of them; the ``leave`` policy has one).

One step of the chain is one roll of two dice. A roll from ``(square, d)`` that is the last allowed
double goes to jail without moving; otherwise the token moves and the square is resolved: the
go-to-jail square sends it to jail, a Chance or Community Chest square draws a card of the deck named
by the square's kind. Cards are drawn at random with replacement (each card ``1 / len(deck)``); the
movement cards (``move-to``, ``move-nearest``, ``move-by``, ``go-to-jail``) move the token, and the
square they lead to is resolved in turn (Chance "go back 3" onto Community Chest draws again). Every
other card, get-out-of-jail-free included, leaves the token where it is.

Jail policies:

* ``leave``: pay before rolling at once; a jailed player's turn is a normal roll from the jail square,
  doubles counting as usual.
* ``stay``: roll for doubles up to ``max_jail_tries`` times; doubles move by that roll and end the
  turn (no extra roll); after the last failed try pay and move by that roll.

The result is per dice roll: the share of rolls that end on each square once cards and go-to-jail
have been applied. ``"jail"`` is the share of rolls that end in jail (sent there, or a failed try for
doubles while staying); the jail square's own index then means just visiting.

Limits: one player; cards drawn with replacement (a real deck is a cycle, and a kept
get-out-of-jail card shrinks it); a chain of card moves is followed at most 16 cards deep.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from monopoly.core.edition import (
    CARD_SPACE_KINDS,
    GO_TO_JAIL,
    GO_TO_JAIL_CARD,
    MOVE_BY,
    MOVE_NEAREST,
    MOVE_TO,
    Edition,
)

JAIL_KEY = "jail"
JAIL_POLICIES = ("leave", "stay")

_MAX_CARD_CHAIN = 16  # deepest chain of card moves followed (a deck may point back at itself)


def _check_policy(jail: str) -> None:
    if jail not in JAIL_POLICIES:
        raise ValueError(f"jail policy must be one of {', '.join(JAIL_POLICIES)}, not {jail!r}")


def _nearest(edition: Edition, start: int, kind: str) -> int:
    """The first space of ``kind`` ahead of ``start``, going round the board (as the engine does)."""
    n = edition.size
    for step in range(1, n + 1):
        index = (start + step) % n
        if edition.spaces[index].kind == kind:
            return index
    return start


def resolve_landing(edition: Edition, square: int) -> dict[int, float]:
    """Where a token that lands on ``square`` ends up: ``{square index or -1 for jail: probability}``."""
    return _resolve(edition, square, 0)


def _resolve(edition: Edition, square: int, depth: int) -> dict[int, float]:
    space = edition.spaces[square]
    if space.kind == GO_TO_JAIL:
        result = {-1: 1.0}
    elif space.kind in CARD_SPACE_KINDS and space.kind in edition.decks and depth < _MAX_CARD_CHAIN:
        cards = edition.decks[space.kind].cards
        share = 1.0 / len(cards) if cards else 0.0
        out: dict[int, float] = {} if cards else {square: 1.0}
        for card in cards:
            effect = card.effect
            if effect.type == GO_TO_JAIL_CARD:
                branch = {-1: 1.0}
            elif effect.type == MOVE_TO:
                branch = _resolve(edition, effect.target, depth + 1)
            elif effect.type == MOVE_NEAREST:
                branch = _resolve(edition, _nearest(edition, square, effect.kind), depth + 1)
            elif effect.type == MOVE_BY:
                branch = _resolve(edition, (square + effect.steps) % edition.size, depth + 1)
            else:
                branch = {square: 1.0}
            for where, p in branch.items():
                out[where] = out.get(where, 0.0) + share * p
        result = out
    else:
        result = {square: 1.0}
    return result


def _dice() -> Iterable[tuple[int, bool, float]]:
    for a in range(1, 7):
        for b in range(1, 7):
            yield a + b, a == b, 1.0 / 36.0


class Chain:
    """The transition matrix ``T`` (state -> state) and outcome matrix ``O`` (state -> square or jail) of one roll."""

    def __init__(self, edition: Edition, jail: str) -> None:
        _check_policy(jail)
        if edition.jail_index < 0:
            raise ValueError(f"edition {edition.id} has no jail square")
        self.edition = edition
        self.jail = jail
        n = edition.size
        rules = edition.rules
        self.n = n
        self.max_doubles = max(1, rules.max_doubles)
        self.jail_states = max(1, rules.max_jail_tries) if jail == "stay" else 1
        self.size = n * self.max_doubles + self.jail_states
        self.outcomes = n + 1  # squares, then jail
        self.T = np.zeros((self.size, self.size))
        self.O = np.zeros((self.size, self.outcomes))
        landing = [resolve_landing(edition, s) for s in range(n)]
        home = edition.jail_index

        def add(state: int, where: int, p: float, doubles_next: int | None) -> None:
            """A roll from ``state`` ends at ``where`` (-1 jail); the next roll is in ``doubles_next`` or a new turn."""
            if where < 0:
                self.O[state, n] += p
                self.T[state, self.jail_state(0)] += p
                return
            self.O[state, where] += p
            self.T[state, self.square_state(where, doubles_next or 0)] += p

        def move(state: int, start: int, total: int, p: float, doubles_next: int | None) -> None:
            for where, q in landing[(start + total) % n].items():
                add(state, where, p * q, doubles_next)

        for square in range(n):
            for d in range(self.max_doubles):
                state = self.square_state(square, d)
                for total, double, p in _dice():
                    if double and d + 1 >= self.max_doubles:
                        add(state, -1, p, None)
                    else:
                        move(state, square, total, p, d + 1 if double else None)
        if jail == "leave":  # paid before rolling: the turn is a normal first roll from the jail square
            state, first = self.jail_state(0), self.square_state(home, 0)
            self.T[state] = self.T[first]
            self.O[state] = self.O[first]
            return
        for t in range(self.jail_states):
            state = self.jail_state(t)
            for total, double, p in _dice():
                if double or t + 1 >= self.jail_states:
                    move(state, home, total, p, None)  # out by doubles (no extra roll) or by paying
                else:
                    self.O[state, n] += p
                    self.T[state, self.jail_state(t + 1)] += p

    def square_state(self, square: int, doubles: int) -> int:
        return square * self.max_doubles + doubles

    def jail_state(self, tries: int) -> int:
        return self.n * self.max_doubles + tries

    def stationary(self) -> np.ndarray:
        """The stationary distribution over states (a linear solve of ``pi (T - I) = 0``, ``sum pi = 1``)."""
        a = self.T.T - np.eye(self.size)
        a[-1, :] = 1.0
        b = np.zeros(self.size)
        b[-1] = 1.0
        pi = np.linalg.solve(a, b)
        return np.clip(pi, 0.0, None)  # transient states may come out as -1e-18

    def landing(self) -> np.ndarray:
        """Per-roll shares of the outcomes: squares ``0..n-1``, then jail."""
        out = self.stationary() @ self.O
        return out / out.sum()


def landing_vector(edition: Edition, jail: str = "stay") -> np.ndarray:
    """``landing_probabilities`` as an array: squares ``0..N-1``, then jail at index ``N``."""
    return Chain(edition, jail).landing()


def landing_probabilities(edition: Edition, jail: str = "stay") -> dict[str, float]:
    """Long-run share of dice rolls ending on each square (keys ``"0"``..``"N-1"``) and in ``"jail"``; sums to 1."""
    vector = landing_vector(edition, jail)
    result = {str(i): float(vector[i]) for i in range(edition.size)}
    result[JAIL_KEY] = float(vector[edition.size])
    return result
