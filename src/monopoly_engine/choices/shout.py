"""Cheaters: when a person is asked whether to shout «Афёра!», the one rule every screen follows.

Under the rule option ``cheats`` every other seat may interject after each action; asking a person every time
would bury the game in questions. A person is asked only when something happened (a cheat left its public
marker, ``SomethingHappened``) since they were last asked, that cheat is not already out in the open (an upheld
accusation settles one marker), and the next roll, another player's, would close its window. Otherwise the offer
is passed without a word (their own menus keep a cheat and an «Афёра!» line).
"""

from __future__ import annotations

from collections.abc import Iterable

from monopoly_engine.core import Game
from monopoly_engine.core.decisions import TurnDecision
from monopoly_engine.core.events import AccusationUpheld, Event, SomethingHappened


class ShoutOffers:
    """The markers one table has seen and who was asked since the last one."""

    def __init__(self) -> None:
        self.markers = 0  # "something happened" markers not yet settled by an upheld accusation
        self.asked: set[int] = set()  # the people asked since the last marker

    def heard(self, events: Iterable[Event]) -> None:
        """Take note of events as they are applied (a new marker; a cheat caught)."""
        for event in events:
            kind = type(event)
            if kind is SomethingHappened:
                self.markers += 1
                self.asked.clear()
            elif kind is AccusationUpheld:
                self.markers = max(0, self.markers - 1)

    def worth_asking(self, game: Game, seat: int) -> bool:
        """Whether ``seat``, a person offered to interject now, is to be asked to shout; asking counts as asked."""
        state = game.state
        top = game.decision
        if not self.markers or seat in self.asked or state.players[seat].bankrupt:
            return False
        if not isinstance(top, TurnDecision) or not state.roll_due or state.rolled or top.player == seat:
            return False
        self.asked.add(seat)
        return True
