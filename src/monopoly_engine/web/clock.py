"""The turn clock of a room: a per-decision allowance plus a time bank per player, measured by the server.

Pure: no IO and no clock of its own. The time comes from the ``now`` given (the server's monotonic clock,
``asyncio``'s loop time; a test's fake), and the room tells the clock whom the game waits on (``follow``) after
every change. A decision is timed from the moment the game comes to wait on a person's seat until it waits on
someone else or that seat answers a decision (``decided``): the free actions a player takes while deciding
(building, mortgaging, proposing a trade) do not start a new allowance, or a player could stall the game by
building and selling in turn. Time over the allowance is drawn from the seat's bank; once both are spent, the
decision has run out (``left`` is 0): the room's bot answers it for the seat (``run_out``), and after
``timeouts`` time-outs in a row the seat is handed to the bot.

The clock is no game action: it lives beside the game's log, never in it (replays and fingerprints are those of
the game alone). What a restart needs (the settings, each seat's bank and time-outs in a row, the decision being
timed with the time spent on it) is ``snapshot()``, kept with the room in the store whenever a bank or a count
changes, and every ``SAVE_EVERY`` seconds of a long decision. A restarted server resumes the decision with the
time spent on it as last saved: the time the server was down, and the few seconds since the last save, are not
charged to the player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from monopoly_engine.core import FREE_ACTIONS

SAVE_EVERY = 5.0  # seconds of a decision between two saves of the time spent on it
KEPT_RUN_OUTS = 100  # the time-outs remembered for the feed (the newest)


@dataclass(frozen=True, slots=True)
class ClockSettings:
    """A room's turn clock: ``allowance`` seconds for every decision, then up to ``bank`` seconds more per player
    for the whole game; after ``timeouts`` time-outs in a row the seat goes to the bot (0: never)."""

    allowance: float = 30.0
    bank: float = 120.0
    timeouts: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.allowance <= 3600:
            raise ValueError(f"the clock's allowance must be 1-3600 seconds, not {self.allowance:g}")
        if not 0 <= self.bank <= 36000:
            raise ValueError(f"the clock's time bank must be 0-36000 seconds, not {self.bank:g}")
        if not 0 <= self.timeouts <= 100:
            raise ValueError(f"the time-outs before a bot takes the seat must be 0-100, not {self.timeouts}")

    def as_dict(self) -> dict[str, Any]:
        return {"allowance": self.allowance, "bank": self.bank, "timeouts": self.timeouts}

    @classmethod
    def of(cls, data: dict[str, Any]) -> ClockSettings:
        """From a form's or the store's figures (``ValueError`` with the reason for a bad one)."""
        try:
            figures = float(data["allowance"]), float(data["bank"]), int(data["timeouts"])
        except (KeyError, TypeError) as exc:
            raise ValueError(f"the clock needs allowance, bank and timeouts ({exc})") from None
        except ValueError as exc:
            raise ValueError(f"the clock's figures are numbers of seconds and a whole count ({exc})") from None
        return cls(*figures)


def decided(actions: Iterable[object]) -> bool:
    """Whether any of ``actions`` (the history's, since a decision began being timed) answered a decision,
    rather than being a free action taken while deciding. The history's round-limit entry counts too."""
    return any(not isinstance(action, FREE_ACTIONS) for action in actions)


class TurnClock:
    """The clock of one room's seats. ``seat`` is the seat whose decision is timed (None: nobody's, the game
    waits on a bot or is over); ``since`` the event version it began at."""

    def __init__(self, settings: ClockSettings, seats: int, now: Callable[[], float]) -> None:
        self.settings = settings
        self.now = now
        self.banks = [settings.bank] * seats
        self.strikes = [0] * seats  # time-outs in a row
        self.seat: int | None = None
        self.since = -1
        self._start = 0.0  # when the timing of this decision (re)started
        self._spent = 0.0  # seconds spent on it before ``_start`` (before a restart)
        self._ran_out = False  # this decision ran out
        self.ran_out: list[tuple[int, int]] = []  # (version, seat): each time-out, for the feed
        self.dirty = False  # changed something a restart needs since the last snapshot
        self._saved = 0.0  # when the last snapshot was taken

    # --- what it shows -------------------------------------------------------------------------------------

    def spent(self) -> float:
        """Seconds spent on the decision being timed (0 when none is)."""
        return self._spent + self.now() - self._start if self.seat is not None else 0.0

    def left(self) -> float:
        """Seconds until the decision being timed runs out: the rest of the allowance and the seat's bank."""
        if self.seat is None:
            return 0.0
        return max(0.0, self.settings.allowance + self.banks[self.seat] - self.spent())

    def shown(self) -> dict[str, Any] | None:
        """What every page shows (None when no decision is timed): ``seat``, ``left`` (of the allowance) and
        ``bank`` (the seat's bank left), in seconds from now: the page counts them down itself."""
        seat = self.seat
        if seat is None:
            return None
        spent = self.spent()
        allowance = self.settings.allowance
        over = max(0.0, spent - allowance)
        return {
            "seat": seat,
            "left": round(max(0.0, allowance - spent), 2),
            "bank": round(max(0.0, self.banks[seat] - over), 2),
        }

    # --- what happens --------------------------------------------------------------------------------------

    def follow(self, seat: int | None, version: int, answered: bool) -> bool:
        """The game waits on ``seat`` (None: on no person's seat) at event version ``version``; ``answered``:
        a decision was answered since the one being timed began (``decided``). True when a new decision began
        being timed (or the timing stopped)."""
        if seat == self.seat and not answered:
            return False
        self._end()
        if seat is not None:
            self.seat, self.since = seat, version
            self._start, self._spent, self._ran_out = self.now(), 0.0, False
        return True

    def _end(self) -> None:
        """The decision being timed is over: its time over the allowance comes out of the seat's bank, and an
        answer in time ends the seat's run of time-outs."""
        seat = self.seat
        if seat is None:
            return
        over = self.spent() - self.settings.allowance
        if over > 0:
            self.banks[seat] = max(0.0, self.banks[seat] - over)
            self.dirty = True
        if not self._ran_out and self.strikes[seat]:
            self.strikes[seat] = 0
            self.dirty = True
        self.seat = None

    def run_out(self, version: int) -> bool:
        """The decision being timed ran out at event version ``version`` (the bot answers it); True when the
        seat's time-outs in a row reached ``timeouts``: the seat goes to the bot."""
        seat = self.seat
        assert seat is not None
        self.strikes[seat] += 1
        self._ran_out = True
        self.ran_out = [*self.ran_out, (version, seat)][-KEPT_RUN_OUTS:]
        self.dirty = True
        limit = self.settings.timeouts
        return limit > 0 and self.strikes[seat] >= limit

    def forgive(self, seat: int) -> None:
        """The person took their seat back from the bot: their run of time-outs starts again."""
        if self.strikes[seat]:
            self.strikes[seat] = 0
            self.dirty = True

    # --- kept with the room ------------------------------------------------------------------------------

    def due(self) -> bool:
        """Whether a snapshot should be saved: something changed, or a decision has run ``SAVE_EVERY`` seconds
        since the last one."""
        return self.dirty or (self.seat is not None and self.now() - self._saved >= SAVE_EVERY)

    def next_save(self) -> float | None:
        """Seconds until the time spent on the decision being timed should be saved (None: none is timed)."""
        return max(0.0, self._saved + SAVE_EVERY - self.now()) if self.seat is not None else None

    def snapshot(self) -> dict[str, Any]:
        """Everything a restart needs, as JSON-ready data (and the clock counts as saved from now)."""
        self.dirty = False
        self._saved = self.now()
        return {
            **self.settings.as_dict(),
            "banks": [round(b, 3) for b in self.banks],
            "strikes": list(self.strikes),
            "seat": self.seat,
            "since": self.since,
            "spent": round(self.spent(), 3),
            "ran_out": [list(pair) for pair in self.ran_out],
        }

    @classmethod
    def restore(cls, data: dict[str, Any], seats: int, now: Callable[[], float]) -> TurnClock:
        """A clock as ``snapshot`` left it, the decision it was timing going on from the time spent then."""
        clock = cls(ClockSettings.of(data), seats, now)
        banks, strikes = data.get("banks"), data.get("strikes")
        if isinstance(banks, list) and len(banks) == seats:
            clock.banks = [float(b) for b in banks]
        if isinstance(strikes, list) and len(strikes) == seats:
            clock.strikes = [int(s) for s in strikes]
        clock.ran_out = [(int(v), int(s)) for v, s in data.get("ran_out", [])][-KEPT_RUN_OUTS:]
        seat = data.get("seat")
        if isinstance(seat, int) and 0 <= seat < seats:
            clock.seat, clock.since = seat, int(data.get("since", -1))
            clock._start, clock._spent = now(), float(data.get("spent", 0.0))
        clock._saved = now()
        return clock
