"""The server's limits on what one client may hold or do, each a ``monopoly serve`` option (docs/web.md).

``Limits`` holds the numbers; ``FrameRate`` is one connection's frames-per-second allowance (a token bucket);
``Counts`` keeps, per client address, its open sockets and the rooms it created in the last minute.
"""

from __future__ import annotations

import collections
import time
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Limits:
    sockets_per_room: int = 50  # open websockets on one room, players and spectators together
    sockets_per_address: int = 20  # open websockets from one client address, over every room
    rooms_per_minute: int = 10  # rooms one client address may create in any 60 seconds
    rooms_total: int = 1000  # rooms not finished (waiting or playing) on the server at once
    frames_per_second: float = 10.0  # frames one connection may send each second, on average
    frame_burst: int = 30  # frames one connection may send at once before the rate applies
    name_length: int = 24  # visible characters in a player's name
    unstarted_hours: float = 24.0  # a room never started is removed this long after it was made

    @classmethod
    def lifted(cls) -> Limits:
        """No limit worth the name: an application made in-process (tests, embedding) that asked for none."""
        big = 10**9
        return cls(big, big, big, big, float(big), big, 24, 10.0**6)

    def check(self) -> None:
        """``ValueError`` naming the first limit that is not positive."""
        for name, value in vars(self).items():
            if not value > 0:
                raise ValueError(f"--{name.replace('_', '-')} must be positive (got {value})")


class FrameRate:
    """A token bucket: ``burst`` frames at once, then ``per_second`` on average. ``allow()`` takes one token."""

    __slots__ = ("_at", "_tokens", "burst", "per_second", "refused")

    def __init__(self, per_second: float, burst: int) -> None:
        self.per_second = per_second
        self.burst = burst
        self._tokens = float(burst)
        self._at = time.monotonic()
        self.refused = 0  # frames refused in a row (reset by one allowed)

    def allow(self) -> bool:
        now = time.monotonic()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.per_second)
        self._at = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            self.refused = 0
            return True
        self.refused += 1
        return False


@dataclass
class Counts:
    """Per client address: its open sockets, and when it created its recent rooms."""

    sockets: collections.Counter[str] = field(default_factory=collections.Counter)
    created: dict[str, collections.deque[float]] = field(default_factory=dict)

    def open_socket(self, address: str, limit: int) -> bool:
        if self.sockets[address] >= limit:
            return False
        self.sockets[address] += 1
        return True

    def close_socket(self, address: str) -> None:
        self.sockets[address] -= 1
        if self.sockets[address] <= 0:
            del self.sockets[address]

    def may_create(self, address: str, per_minute: int) -> bool:
        """Whether ``address`` may create a room now; counts it when it may."""
        now = time.monotonic()
        times = self.created.setdefault(address, collections.deque())
        while times and times[0] <= now - 60.0:
            times.popleft()
        if len(times) >= per_minute:
            return False
        times.append(now)
        if len(self.created) > 10000:  # forget the addresses with nothing recent, so the map stays small
            for key in [k for k, v in self.created.items() if not v or v[-1] <= now - 60.0]:
                del self.created[key]
        return True
