"""Exact long-run landing probabilities of one player, from a Markov chain built from the edition data.

The chain has one state per situation a player can be in before a dice roll:

* ``(square, d)``: on ``square`` (the jail square means just visiting) having rolled ``d`` doubles
  earlier in this turn, ``0 <= d < rules.max_doubles``;
* ``jail t``: in jail after ``t`` failed tries for doubles (the ``stay`` policy has
  ``rules.max_jail_tries`` of them; the ``leave`` policy has one).

One step of the chain is one roll of the dice (``roll_outcomes``): two white dice, plus the speed die
when the rules roll it (``rules.speed_die``, the classic option; ``rules.mega_dice``, the Mega game),
its faces 1-3 adding their pips and the bus and Mr. Monopoly adding 0; only the white dice make
doubles. A roll from ``(square, d)`` that is the last allowed
double goes to jail without moving; otherwise the token moves and the square is resolved: the
go-to-jail square sends it to jail, a Chance or Community Chest square draws a card of the deck named
by the square's kind. Cards are drawn at random with replacement (each card ``1 / len(deck)``); the
movement cards (``move-to``, ``move-nearest``, ``move-by``, ``go-to-jail``) move the token, and the
square they lead to is resolved in turn (Chance "go back 3" onto Community Chest draws again). Every
other card, get-out-of-jail-free included, leaves the token where it is.

A triple (three equal dice, only with the speed die) is a free choice of square in the rules; the
chain moves it by its pips instead. Under the classic option it is still a double (the three-doubles
rule first, then another roll); in the Mega game it is tested first, never sends to jail and ends the
turn's rolling. Every move that depends on ownership, on the game's history or on a player's choice
is left out, and ``model_notes`` lists each one for the edition (the command line prints them).

Jail policies:

* ``leave``: pay before rolling at once; a jailed player's turn is a normal roll from the jail square,
  doubles counting as usual.
* ``stay``: roll for doubles up to ``max_jail_tries`` times; doubles move by that roll and end the
  turn (no extra roll); after the last failed try pay and move by that roll. Tries roll the two white
  dice only, with the speed die too.

The result is per dice roll: the share of rolls that end on each square once cards and go-to-jail
have been applied. ``"jail"`` is the share of rolls that end in jail (sent there, or a failed try for
doubles while staying); the jail square's own index then means just visiting.

Limits: one player; cards drawn with replacement (a real deck is a cycle, and a kept
get-out-of-jail card shrinks it); a chain of card moves is followed at most 16 cards deep; with the
classic Speed Die option the speed die is rolled from the first roll (the rules add it once a player
has passed GO, a start the long run forgets).
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from monopoly_engine.core.dice import SPEED_FACES, TWO_DICE_MEAN
from monopoly_engine.core.edition import (
    CARD_SPACE_KINDS,
    GO_TO_JAIL,
    GO_TO_JAIL_CARD,
    MOVE_BY,
    MOVE_NEAREST,
    MOVE_TO,
    Edition,
    Rules,
)
from monopoly_engine.core.speed_die import pips

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


def mega_dice(rules: Rules) -> bool:
    """Whether ``rules`` are the Mega game's dice (three dice from the first roll, triples tested first)."""
    return rules.mega_dice


def expected_dice(rules: Rules) -> float:
    """The mean of a movement roll's total under ``rules`` (7 with two dice, 8 with the speed die), which is
    also the mean of a utility's rent roll."""
    if not rolls_speed_die(rules):
        return float(TWO_DICE_MEAN)
    return sum(steps * p for steps, _, _, p in roll_outcomes(rules))


def rolls_speed_die(rules: Rules) -> bool:
    """Whether a movement roll under ``rules`` adds the speed die (the classic option or the Mega dice)."""
    return rules.speed_die or rules.mega_dice


def _white_dice() -> Iterable[tuple[int, bool, bool, float]]:
    for a in range(1, 7):
        for b in range(1, 7):
            yield a + b, a == b, False, 1.0 / 36.0


def roll_outcomes(rules: Rules) -> list[tuple[int, bool, bool, float]]:
    """Every movement roll as ``(steps, doubles, triple, probability)``, equal outcomes merged.

    Two white dice, 36 equally likely outcomes; with the speed die (``rolls_speed_die``) times its six
    faces (``monopoly_engine.core.dice.SPEED_FACES``): 1-3 add their pips, the bus and Mr. Monopoly add 0, and
    a triple (both white dice showing the speed die's number) moves by its pips.
    """
    if not rolls_speed_die(rules):
        return list(_white_dice())
    share = 1.0 / (36 * len(SPEED_FACES))
    merged: dict[tuple[int, bool, bool], float] = {}  # equal outcomes summed: fewer rows to build
    for a in range(1, 7):
        for b in range(1, 7):
            for face in SPEED_FACES:
                extra = pips(face)
                key = (a + b + extra, a == b, a == b == extra)
                merged[key] = merged.get(key, 0.0) + share
    return [(steps, double, triple, p) for (steps, double, triple), p in sorted(merged.items())]


def model_notes(edition: Edition) -> list[str]:
    """What the chain leaves out or models in its own way for this edition's rules (empty: nothing)."""
    rules = edition.rules
    if not rolls_speed_die(rules):
        return []
    mega = mega_dice(rules)
    kinds = {space.kind for space in edition.spaces}
    notes = [
        "speed die: faces 1, 2, 3 add their pips; the bus and Mr. Monopoly add 0",
        "triples: the free choice of square depends on the player; modelled as a move by the dice total"
        + (" that ends the turn's rolling and never sends to jail" if mega else ", still a double (roll again)"),
        (
            "Mr. Monopoly: the move on to the next unowned property (or to the nearest rent) depends on"
            " ownership; left out, the roll moves by the white dice only"
        ),
    ]
    if mega:
        notes.append(
            "bus: the roll moves by the white dice and a bus ticket is drawn; the move to the nearest Chance or"
            " Community Chest when no ticket is left depends on the game so far and is left out"
        )
        notes.append("bus tickets: using one instead of a roll is a player's choice; left out (every turn rolls)")
    else:
        notes.append("bus: the choice of one white die or their sum is the player's; modelled as the sum")
        notes.append("the speed die is rolled from the first roll (the rules add it after a player first passes GO)")
    if "auction" in kinds:
        notes.append(
            "Auction square with every property owned: the move to the dearest rent depends on ownership; left out"
        )
    notes.append("jail: tries for doubles roll the white dice only")
    return notes


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

        outcomes = roll_outcomes(rules)
        triple_first = mega_dice(rules)  # Mega: a triple is no double and ends the turn's rolling
        for square in range(n):
            for d in range(self.max_doubles):
                state = self.square_state(square, d)
                for total, double, triple, p in outcomes:
                    if triple and triple_first:
                        move(state, square, total, p, None)
                    elif double and d + 1 >= self.max_doubles:
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
            for total, double, _, p in _white_dice():
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
