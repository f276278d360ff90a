"""Sources of chance: dice rolls and deck shuffles come from here, never from a global RNG.

The engine asks its source for every outcome and records each one in an event, so a game replays
from its log with ``RecordedSource`` and no seed. ``ScriptedSource`` serves the dice a scenario lists.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol, cast

from .errors import OutOfOutcomesError

if TYPE_CHECKING:
    from .edition import Rules

# The speed die's six faces (``003``; ``reference/mega.json``): 1, 2, 3, Mr. Monopoly twice, the bus.
SPEED_FACES = ("1", "2", "3", "mr-monopoly", "mr-monopoly", "bus")
SPEED_FACE_NAMES = frozenset(SPEED_FACES)

# The mean of a utility's rent roll, where a rent must be valued without rolling (bots, analysis, the Mega
# Auction square): two dice 7; with the speed die (the classic option, the Mega dice) three dice, its faces
# counting 1, 2, 3, 0, 0, 0: 8.
TWO_DICE_MEAN = 7
SPEED_DICE_MEAN = 8


def utility_roll_mean(rules: Rules) -> int:
    """The mean of a utility's rent roll under ``rules``: 7 with two dice, 8 with the speed die."""
    return SPEED_DICE_MEAN if rules.speed_die or rules.mega_dice else TWO_DICE_MEAN


class RandomSource(Protocol):
    """Where dice and shuffles come from."""

    def roll(self, count: int) -> tuple[int, ...]:
        """``count`` dice, each 1-6."""

    def roll_speed(self) -> str:
        """The speed die: one of ``SPEED_FACES``. Asked just before the white dice of the same roll."""

    def roll_rent_speed(self) -> str:
        """The speed die of a utility-rent roll; ``""`` where the outcomes given in advance leave it out
        (a scenario that writes that roll with the white dice only, a log that records none)."""

    def shuffle(self, size: int) -> list[int]:
        """A permutation of ``range(size)``: the new order of a deck, top first."""

    def clone(self) -> RandomSource:
        """An independent copy that will produce the same outcomes from here on."""


class SeededRandom:
    """Dice and shuffles from a seeded Mersenne Twister: the same seed gives the same game."""

    __slots__ = ("_next", "_random")

    def __init__(self, seed: int | str | random.Random | None = None) -> None:
        # A ``random.Random`` is drawn from as it is (``clone`` hands over a copy of its own).
        self._random = seed if isinstance(seed, random.Random) else random.Random(seed)
        self._next = self._random.random

    def roll(self, count: int) -> tuple[int, ...]:
        r = self._next
        if count == 2:
            return (int(r() * 6) + 1, int(r() * 6) + 1)
        return tuple(int(r() * 6) + 1 for _ in range(count))

    def roll_speed(self) -> str:
        return SPEED_FACES[int(self._next() * 6)]

    def roll_rent_speed(self) -> str:
        return SPEED_FACES[int(self._next() * 6)]

    def shuffle(self, size: int) -> list[int]:
        order = list(range(size))
        self._random.shuffle(order)
        return order

    def clone(self) -> SeededRandom:
        twin = random.Random.__new__(random.Random)  # no seeding from the OS: the state is copied
        twin.setstate(self._random.getstate())
        return SeededRandom(twin)  # through __init__: mypyc's classes have no bare __new__


class ScriptedSource:
    """Dice given in advance (a scenario's ``dice`` list); decks are never shuffled.

    Running out of dice raises ``OutOfOutcomesError``: a scenario must list every roll it needs.
    A speed-die roll is written ``[w1, w2, s]``: ``roll_speed`` takes ``s`` and the ``roll(2)`` that
    follows takes the white dice of the same entry. Where the game rolls only the white dice (a jail
    try), an entry written with all three dice gives its white dice: the speed die is not rolled there.
    """

    __slots__ = ("_dice", "_pos")

    def __init__(self, dice: Iterable[Iterable[int | str]] = ()) -> None:
        self._dice = [tuple(d) for d in dice]
        self._pos = 0

    @property
    def remaining(self) -> int:
        return len(self._dice) - self._pos

    def roll(self, count: int) -> tuple[int, ...]:
        if self._pos >= len(self._dice):
            raise OutOfOutcomesError("no dice left: the scenario lists fewer rolls than the game needs")
        dice = self._dice[self._pos]
        if len(dice) == 3 and count == 2:
            self._pos += 1
            return cast("tuple[int, ...]", dice[:2])  # an entry's first two are the white dice, ints
        if len(dice) != count:
            raise OutOfOutcomesError(f"roll {self._pos + 1} has {len(dice)} dice, the game rolls {count} here")
        self._pos += 1
        return cast("tuple[int, ...]", dice)  # only a speed-die entry has a face, and it has three

    def roll_speed(self) -> str:
        if self._pos >= len(self._dice):
            raise OutOfOutcomesError("no dice left: the scenario lists fewer rolls than the game needs")
        dice = self._dice[self._pos]
        if len(dice) != 3:
            raise OutOfOutcomesError(f"roll {self._pos + 1} has no speed die, the game rolls it here")
        face = str(dice[2])
        if face not in SPEED_FACE_NAMES:
            raise OutOfOutcomesError(f"roll {self._pos + 1}: {dice[2]!r} is not a face of the speed die")
        return face

    def roll_rent_speed(self) -> str:
        # A utility-rent roll written [w1, w2]: RULINGS 3 can be read as the white dice only, so the
        # scenario's two dice are the whole roll (the speed die counts 0, as its bus and Mr. Monopoly do).
        if self._pos < len(self._dice) and len(self._dice[self._pos]) == 2:
            return ""
        return self.roll_speed()

    def shuffle(self, size: int) -> list[int]:
        return list(range(size))

    def clone(self) -> ScriptedSource:
        twin = ScriptedSource()
        twin._dice = self._dice
        twin._pos = self._pos
        return twin


class RecordedSource:
    """Outcomes read back from a log: ``("dice", (..))``, ``("speed", face)`` and ``("shuffle", [..])`` items."""

    __slots__ = ("_outcomes", "_pos")

    def __init__(self, outcomes: Iterable[tuple[str, object]] = ()) -> None:
        self._outcomes = list(outcomes)
        self._pos = 0

    def extend(self, outcomes: Iterable[tuple[str, object]]) -> None:
        self._outcomes.extend(outcomes)

    def _take(self, kind: str) -> object:
        if self._pos >= len(self._outcomes):
            raise OutOfOutcomesError(f"the log records no more outcomes, the game needs a {kind}")
        got_kind, value = self._outcomes[self._pos]
        if got_kind != kind:
            raise OutOfOutcomesError(f"the log records a {got_kind} here, the game needs a {kind}")
        self._pos += 1
        return value

    def roll(self, count: int) -> tuple[int, ...]:
        dice = tuple(cast("Iterable[int]", self._take("dice")))  # a log's dice item is its dice
        if len(dice) != count:
            raise OutOfOutcomesError(f"the log records {len(dice)} dice here, the game rolls {count}")
        return dice

    def roll_speed(self) -> str:
        face = str(self._take("speed"))
        if face not in SPEED_FACE_NAMES:
            raise OutOfOutcomesError(f"the log records {face!r}, not a face of the speed die")
        return face

    def roll_rent_speed(self) -> str:
        if self._pos < len(self._outcomes) and self._outcomes[self._pos][0] != "speed":
            return ""  # the recorded rent roll had no speed die
        return self.roll_speed()

    def shuffle(self, size: int) -> list[int]:
        order = list(cast("Iterable[int]", self._take("shuffle")))  # a log's shuffle item is an order
        if sorted(order) != list(range(size)):
            raise OutOfOutcomesError(f"the log records a shuffle that is not an order of {size} cards")
        return order

    def clone(self) -> RecordedSource:
        twin = RecordedSource()
        twin._outcomes = self._outcomes
        twin._pos = self._pos
        return twin
