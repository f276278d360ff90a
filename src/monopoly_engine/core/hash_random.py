"""Dice and shuffles nobody can predict from what the game shows: SHA-256 in counter mode over a secret key.

``SeededRandom`` (a Mersenne Twister from an integer seed) is fast and fine for simulations, but its state can be
worked out from enough of its outputs, and a small seed can be searched for: the rolls a web game shows would
give away the rolls to come. ``HashRandom`` draws every outcome from the blocks ``SHA-256(key || counter)``, the
counter running 0, 1, 2, ...: knowing any number of blocks tells nothing about the key or the next block, short of
breaking SHA-256. The same key gives the same outcomes, so a game's log still replays from its seed.

Its seed is written ``"sha256-ctr:" + 64 hex digits`` (the 32-byte key), so a log's header says which generator
made it: ``source_for(seed)`` gives ``HashRandom`` for such a seed and ``SeededRandom`` for any other.

An outcome in ``range(n)`` takes the fewest whole bytes that hold ``n - 1`` and is drawn again when it falls in
the last, partial multiple of ``n`` (rejection sampling: every face exactly as likely). A shuffle is
Fisher-Yates, top of the deck first, drawing ``range(i + 1)`` for ``i`` from the last position down.
"""

from __future__ import annotations

import hashlib
import secrets

from .dice import SPEED_FACES, RandomSource, SeededRandom

PREFIX = "sha256-ctr:"
KEY_BYTES = 32


def new_hash_seed() -> str:
    """A fresh seed from the operating system's CSPRNG: 256 bits, as ``HashRandom`` reads it."""
    return PREFIX + secrets.token_hex(KEY_BYTES)


def is_hash_seed(seed: object) -> bool:
    return isinstance(seed, str) and seed.startswith(PREFIX)


def commitment(seed: str, salt: str) -> str:
    """What every seat is shown before the first roll: ``SHA-256(seed + ":" + salt)`` in hex. It binds the server
    to the seed (it cannot pick another once the game is under way) and, with the salt kept back until the end,
    tells nothing about it. At the end both are revealed and anyone can check the commitment and the log."""
    return hashlib.sha256(f"{seed}:{salt}".encode()).hexdigest()


def source_for(seed: int | str | None) -> RandomSource:
    """The random source a game's seed names: ``HashRandom`` for a ``sha256-ctr:`` seed, else ``SeededRandom``."""
    if isinstance(seed, str) and seed.startswith(PREFIX):
        return HashRandom(seed)
    return SeededRandom(seed)


class HashRandom:
    """Outcomes from ``SHA-256(key || counter)`` blocks (``counter``: 8 bytes, big-endian)."""

    __slots__ = ("_block", "_counter", "_key", "_pos")

    def __init__(self, seed: str) -> None:
        if not seed.startswith(PREFIX):
            raise ValueError(f"a hash seed starts with {PREFIX!r}")
        try:
            key = bytes.fromhex(seed[len(PREFIX) :])
        except ValueError:
            raise ValueError("a hash seed's key is hexadecimal") from None
        if len(key) != KEY_BYTES:
            raise ValueError(f"a hash seed's key is {KEY_BYTES} bytes ({2 * KEY_BYTES} hex digits)")
        self._key = key
        self._counter = 0
        self._block = b""
        self._pos = 0

    def _bytes(self, count: int) -> int:
        """The next ``count`` bytes of the stream, as a big-endian number."""
        value = 0
        for _ in range(count):
            if self._pos == len(self._block):
                self._block = hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
                self._counter += 1
                self._pos = 0
            value = (value << 8) | self._block[self._pos]
            self._pos += 1
        return value

    def below(self, n: int) -> int:
        """A number in ``range(n)``, each as likely as the others."""
        width = max(1, ((n - 1).bit_length() + 7) // 8)
        span = 1 << (8 * width)
        limit = span - span % n
        while True:
            value = self._bytes(width)
            if value < limit:
                return value % n

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self.below(6) + 1 for _ in range(count))

    def roll_speed(self) -> str:
        return SPEED_FACES[self.below(6)]

    def roll_rent_speed(self) -> str:
        return SPEED_FACES[self.below(6)]

    def shuffle(self, size: int) -> list[int]:
        order = list(range(size))
        for i in range(size - 1, 0, -1):
            j = self.below(i + 1)
            order[i], order[j] = order[j], order[i]
        return order

    def clone(self) -> HashRandom:
        twin = HashRandom(PREFIX + self._key.hex())
        twin._counter = self._counter
        twin._block = self._block
        twin._pos = self._pos
        return twin
