"""Per-game seeds: game ``i`` of a run gets a seed derived from the run's base seed and ``i`` alone.

Because a game's seed depends on nothing else (not the number of workers, the backend or how games are
split into chunks), a run gives the same games, and so the same results, however it is executed.
"""

from __future__ import annotations

import hashlib
import secrets

SEED_BITS = 63


def game_seed(base: int | str, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``base``: a 63-bit integer from BLAKE2b of ``"base:index"``."""
    digest = hashlib.blake2b(f"{base}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


def agent_seed(seed: int) -> str:
    """The seed of the bots' own random choices in the game seeded ``seed`` (as ``monopoly watch`` uses)."""
    return f"agents-{seed}"


def fresh_base_seed() -> int:
    """A new random base seed, for a run given none (it is reported, so the run can be repeated)."""
    return secrets.randbits(32)
