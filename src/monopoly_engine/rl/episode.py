"""One episode: a recorded game on the project's one game loop (``agents.runner.Table``), as the environments
drive it.

The learning seats are the table's outside seats (None); bots, if any, answer their own requests inside
``Table.advance_bots``. Of the requests an outside seat gets, only the decisions (``Decide``) are handed to the
agents; the two others are answered by a fixed default, through the table as a person's answer would be:

- ``OfferClaim`` (rule option ``rent_must_be_claimed``): the rent is claimed, as a bot without ``claims_rent``
  claims it;
- ``OfferInterjection`` (the Cheaters edition's cheats and accusations): passed. The agents never cheat nor
  accuse; the bots at the table may.

Delegation (``delegate``, a set of ``DELEGABLE`` kinds): a learning seat's decisions of those kinds are answered
by a heuristic bot of its own (``agents.heuristic``, seeded from the game's seed), through the table as the
seat's answer, so that the agents decide only the rest (buying, bidding, building, trading):

- ``"debt"``: a debt the seat must pay (``DebtDecision``): the heuristic raises the cash (sells, mortgages) and
  pays, or goes bankrupt;
- ``"jail"``: the turn decision of a prisoner before the roll (pay the bail, use a card, or roll for doubles);
- ``"mortgage"``: received mortgages to keep or lift (``MortgageDecision``);
- ``"forced"``: a decision whose only choice is a roll, a payment or a bankruptcy (the seat then takes no free
  action before it, as a bot the runner does not ask at forced moves).

The game is a ``RecordedGame``: ``save`` writes the log ``monopoly replay`` reads, the round-limit draw
included.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.base import Agent
from monopoly_engine.agents.runner import Decide, OfferClaim, Table
from monopoly_engine.core import Action, Edition, Event
from monopoly_engine.core.actions import ClaimRent, DeclareBankruptcy, Pay, Roll
from monopoly_engine.core.decisions import DebtDecision, MortgageDecision, TurnDecision
from monopoly_engine.game import RecordedGame, new_game
from monopoly_engine.views import PlayerView

DELEGABLE = ("debt", "jail", "mortgage", "forced")
_FORCED = (Roll, Pay, DeclareBankruptcy)


def check_delegate(delegate: Sequence[str]) -> frozenset[str]:
    kinds = frozenset([delegate] if isinstance(delegate, str) else delegate)
    unknown = sorted(kinds - set(DELEGABLE))
    if unknown:
        raise ValueError(f"delegate: unknown decision kinds {unknown} (known: {', '.join(DELEGABLE)})")
    return kinds


def decision_kind(view: PlayerView, request: Decide) -> str | None:
    """The ``DELEGABLE`` kind of ``request`` (a learning seat's decision), or None for one the agent makes."""
    top = view.decision
    cls = type(top)
    if cls is DebtDecision:
        return "debt"
    if cls is MortgageDecision:
        return "mortgage"
    if cls is TurnDecision and view.in_jail() and view.roll_due and not view.rolled:
        return "jail"
    actions = request.actions
    if len(actions) == 1 and type(actions[0]) in _FORCED:
        return "forced"
    return None


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
        delegate: frozenset[str] = frozenset(),
    ) -> None:
        self.recorded: RecordedGame = new_game(edition, names, seed=seed, options=options, ref=ref)
        self.game = self.recorded.game
        # The bots' own random choices, seeded from the game's seed as ``monopoly simulate`` seeds them.
        self.table = Table(self.recorded, seats, random.Random(f"agents-{seed}"), max_rounds=max_rounds)
        self.views: list[PlayerView] = self.table.views
        self._bots = any(seat is not None for seat in seats)  # (else the table's next request is the next stop)
        self.request: Decide | None = None
        self.delegate = delegate
        self.delegated = 0  # the learning seats' decisions answered by the helper
        self._helper: Agent | None = make_agent("heuristic") if delegate else None
        self._helper_rng = random.Random(f"delegate-{seed}")
        self.advance()

    def advance(self) -> Decide | None:
        """Let the bots play and answer the offers by their defaults until a learning seat must decide (its
        ``Decide``, also kept in ``request``) or the game is over (None)."""
        table = self.table
        while True:
            request = table.advance_bots() if self._bots else table.next_request()
            if request is None:
                self.request = request
                return request
            if type(request) is Decide:
                if self._helper is not None:
                    view = self.views[request.seat]
                    if decision_kind(view, request) in self.delegate:
                        self.delegated += 1
                        table.submit(request.seat, self._helper.decide(view, request.actions, self._helper_rng))
                        continue
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
        if (
            not self._bots and not self.delegate
        ):  # (``advance``'s first request, as it asks for it: most often the next stop)
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
