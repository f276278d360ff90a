"""One episode: a recorded game on the project's one game loop (``agents.runner.Table``), as the environments
drive it.

The learning seats are the table's outside seats (None); bots, if any, answer their own requests inside
``Table.advance_bots``. Of the requests an outside seat gets, only the decisions (``Decide``) are handed to the
agents; the two others are answered by a fixed default, through the table as a person's answer would be:

- ``OfferClaim`` (rule option ``rent_must_be_claimed``): the rent is claimed, as a bot without ``claims_rent``
  claims it;
- ``OfferInterjection`` (the Cheaters edition's cheats and accusations): passed. The agents never cheat nor
  accuse; the bots at the table may.

The game is a ``RecordedGame``: ``save`` writes the log ``monopoly replay`` reads, the round-limit draw
included.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from monopoly_engine.agents.base import Agent
from monopoly_engine.agents.runner import Decide, OfferClaim, Table
from monopoly_engine.core import Action, Edition, Event
from monopoly_engine.core.actions import ClaimRent
from monopoly_engine.game import RecordedGame, new_game
from monopoly_engine.views import PlayerView


class Episode:
    """A new game of ``edition`` seeded by ``seed``: ``seats[i]`` is seat i's bot, or None for a learning seat."""

    def __init__(
        self,
        edition: Edition,
        ref: str,
        options: dict[str, Any],
        names: Sequence[str],
        seats: Sequence[Agent | None],
        seed: int,
        max_rounds: int | None,
    ) -> None:
        self.recorded: RecordedGame = new_game(edition, names, seed=seed, options=options, ref=ref)
        self.game = self.recorded.game
        # The bots' own random choices, seeded from the game's seed as ``monopoly simulate`` seeds them.
        self.table = Table(self.recorded, seats, random.Random(f"agents-{seed}"), max_rounds=max_rounds)
        self.views: list[PlayerView] = self.table.views
        self._bots = any(seat is not None for seat in seats)  # (else the table's next request is the next stop)
        self.request: Decide | None = None
        self.advance()

    def advance(self) -> Decide | None:
        """Let the bots play and answer the offers by their defaults until a learning seat must decide (its
        ``Decide``, also kept in ``request``) or the game is over (None)."""
        table = self.table
        while True:
            request = table.advance_bots() if self._bots else table.next_request()
            if request is None or type(request) is Decide:
                self.request = request
                return request
            if type(request) is OfferClaim:
                table.submit(request.seat, ClaimRent(request.seat))
            else:
                table.submit(request.seat, None)

    def play(self, action: Action, judged: bool = False) -> list[Event]:
        """Answer the pending decision with ``action`` (refused, changing nothing, with ``IllegalActionError``),
        then advance to the next learning seat's decision. ``judged``: the action is of the engine's legal set
        now, applied without checking it again (``Table.submit_judged``)."""
        request = self.request
        if request is None:
            raise ValueError("the game is over: no decision is pending")
        table = self.table
        events = table.submit_judged(request.seat, action) if judged else table.submit(request.seat, action)
        if not self._bots:  # (``advance``'s first request, as it asks for it: most often the next stop)
            following = table.next_request()
            if following is None or type(following) is Decide:
                self.request = following
                return events
        self.advance()
        return events

    @property
    def over(self) -> bool:
        return self.game.is_over

    def save(self, path: str | Path) -> None:
        """Write the game's log (``monopoly replay`` reads it)."""
        self.recorded.save(path)
