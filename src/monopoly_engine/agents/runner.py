"""The runner: one table of seats, bots and people alike, driven through one loop.

A ``Table`` says at every moment which seat must answer what (``next_request()``), takes the answer
(``submit(seat, action)``), and lets the bots answer their own requests (``step()`` one, ``advance_bots()``
all of them until an outside seat is asked or the game is over). A seat is a bot (an ``Agent``) or None: its
answers come from outside (the terminal's prompt, a websocket), so a caller can wait for a person as long as it
likes without the table holding anything but its own state; ``play_game`` is the loop over the same table with
bots in every seat. The requests, in the order the table makes them:

- ``Decide(seat, actions)``: the game's pending decision. The answer must be one of ``actions`` (its own
  choices) or an action of the deciding seat's own that the rules accept now: a free action, a ``Bid`` above
  the offered minimum or a ``ProposeTrade``; it cannot be passed. The seat's free actions (build, sell,
  mortgage, lift a mortgage, claim rent) are not listed with every decision, which would walk every property
  through the rules each time: a bot that wants them asks ``view.free_actions()``, which the table makes fresh
  for every request (or the narrower ``development_actions()`` and ``raising_actions()``).
- ``OfferInterjection(seat, decider)``: under the ``cheats`` rule option, after every applied decision, every
  other seat in turn from the decider's left may add one free action of its own (a cheat, an accusation) or
  pass (None). Bots that say they never interject (``interjects`` false: the heuristic bot with boldness 0 and
  vigilance 0) are not asked, nor is anybody in a game without the rule, so an ordinary simulation costs
  nothing extra. Outside seats are always asked (their answer is usually None, given at once).
- ``OfferClaim(seat, claim)``: under ``rent_must_be_claimed``, once a rent can be claimed (after the
  decision and its interjections), its owner is asked once: ``ClaimRent(seat)`` or None. A bot is asked
  ``claims_rent(view)`` and claims unless it says no.

A forced move (the decision's only choice is a ``Roll``, a ``Pay`` or a ``DeclareBankruptcy``: ``FORCED_MOVES``)
is played by the table without asking the bot, unless the bot says ``wants_forced_moves`` (it builds before
rolling, draws from its rng at every decision, or learns from every step), the game has interjections, or a
rent claim is open: the same action applied the same way, so the events, the log and the random streams are
those of asking a bot that answers with the only choice.

Before every decision the round limit is checked: a game that reached ``max_rounds`` ends there in a draw.
Only the seat the table waits on may answer; a refused answer (``AgentActionError``, an ``IllegalActionError``
that names the seat, who answered and the reason) leaves the game and the request exactly as they were.

Bots are asked through their seat's ``PlayerView`` (made once per seat and game: views are live and copy
nothing), refreshed for every request. A choice taken from the decision's list, or from the free actions the
seat's view listed during this request (``PlayerView.listed``), is applied without checking it again
(``Game.apply_unchecked``: the game listed it as legal a moment ago, in the state it is still in); any other
answer goes through the checked ``apply``. Given a ``RecordedGame`` the table plays through it, so the log is
kept and can be saved, the round-limit draw included; there an answer from outside (a person's, parsed from what
they sent) is checked unless it is one of the very objects the game listed (``RecordedGame.play_listed``): an
equal action may still carry ill-typed fields (``True`` for seat 1, ``5.0`` for square 5), which only the checked
``RecordedGame.play`` refuses. A caller that took its answer from the engine's legal set itself, in the state the
decision was asked in (the RL environments' mask), hands it to ``submit_judged``, which applies it unchecked.
Interjections and claims are played as ordinary actions, so a replayed log never calls the bots.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from monopoly_engine.core import ACTION_TYPES, FREE_ACTIONS, Event, Game, IllegalActionError
from monopoly_engine.core.actions import Action, Bid, ClaimRent, DeclareBankruptcy, Pay, Roll
from monopoly_engine.core.events import DeckShuffled, Hidden, visible_events
from monopoly_engine.game import RecordedGame
from monopoly_engine.views import PlayerView, views_for

from .base import Agent

EventSink = Callable[[list[Event]], None]
# A table's listener: the seat whose answer was applied (None: the round-limit draw) and its events.
SeatEventSink = Callable[[int | None, list[Event]], None]

# The hidden actions of the cheats rule: free actions of any seat, at any decision point.
HIDDEN_ACTIONS: tuple[type[Action], ...] = tuple(ACTION_TYPES[k] for k in ("cheat", "accuse") if k in ACTION_TYPES)
# What a player may do, besides the decision's own choices, when asked: checked by the rules when applied.
ANSWERS_BEYOND_THE_LIST = tuple(dict.fromkeys((Bid, *FREE_ACTIONS, *HIDDEN_ACTIONS)))
# Forced moves: a decision whose only choice is one of these is played without asking its bot (unless the bot
# says ``wants_forced_moves``). Rolling with nothing else to do before it, paying a debt the cash covers, going
# bankrupt when nothing could cover it. Not ending the turn (where a player builds and trades), nor declining or
# passing (money raised first could make buying or bidding possible).
FORCED_MOVES: tuple[type[Action], ...] = (Roll, Pay, DeclareBankruptcy)
# Events not every seat may see as they are (``visible_events``): another seat's cheat, a shuffle's order.
PRIVATE_EVENTS: tuple[type[Event], ...] = (Hidden, DeckShuffled)


class AgentActionError(IllegalActionError):
    """A seat answered with an action the game does not allow; the message names the seat, who answered, and why."""


@dataclass(slots=True)
class Decide:
    """``seat`` must answer the game's pending decision: one of ``actions`` or an action of its own the rules
    accept now (a free action, a higher ``Bid``, a ``ProposeTrade``). It cannot be passed."""

    seat: int
    actions: list[Action]


@dataclass(slots=True)
class OfferInterjection:
    """Cheats: after ``decider``'s action ``seat`` may add one free action of its own (a cheat, an accusation),
    or pass (None)."""

    seat: int
    decider: int


@dataclass(slots=True)
class OfferClaim:
    """``rent_must_be_claimed``: ``seat`` is owed the rent of ``claim`` (payer, owner, space, multipliers) and
    may claim it (``ClaimRent(seat)``) or pass (None). Offered once per claim."""

    seat: int
    claim: tuple[int, ...]


Request = Decide | OfferInterjection | OfferClaim

# The table's phases: what it asks next.
_DECIDE, _INTERJECT, _CLAIM = 0, 1, 2


class Table:
    """One game and its seats: ``seats[i]`` is seat i's bot, or None for a seat answered from outside.

    ``on_events(seat, events)`` receives the events of every applied answer as it is applied (``seat``: who
    answered) and the round-limit draw's (``seat`` None). Before it, every bot with an ``on_events(view, events)``
    method of its own (``Agent``'s optional hook) receives them through its seat's view, as that seat may know them
    (``visible_events``); bots without one cost nothing: the table then calls ``on_events`` alone, as before.
    """

    def __init__(
        self,
        game: RecordedGame | Game,
        seats: Sequence[Agent | None],
        rng: random.Random,
        max_rounds: int | None = None,
        on_events: SeatEventSink | None = None,
    ) -> None:
        recorded = game if isinstance(game, RecordedGame) else None
        engine = recorded.game if recorded is not None else game
        assert isinstance(engine, Game)
        state = engine.state
        if len(seats) != len(state.players):
            raise ValueError(f"{len(state.players)} players need as many seats, got {len(seats)}")
        self.game = engine
        self.recorded = recorded
        self.seats = list(seats)
        self.rng = rng
        self.max_rounds = max_rounds
        self.on_events = on_events
        self.interjectors = interjecting_seats(engine, self.seats)
        # Per seat: whether its forced moves are played without asking (never in a game with interjections,
        # where every decision is a moment to cheat or accuse).
        self.plays_forced = self._forced_players()
        apply: Callable[[Action], list[Event]] = recorded.play if recorded is not None else engine.apply
        apply_listed: Callable[[Action], list[Event]] = (
            recorded.play_listed if recorded is not None else engine.apply_unchecked
        )
        record: RecordedGame | _EventRecord | None = recorded
        if record is None and self.interjectors:
            record = _EventRecord()  # what the bots read their seat's events from (``PlayerView.log``)
            apply = record.recording(apply)
            apply_listed = record.recording(apply_listed)
        self._apply = apply
        self._apply_listed = apply_listed
        self.views: list[PlayerView] = views_for(engine, record)
        self._sink = _event_sink(self.seats, self.views, on_events)  # what every applied answer's events go to
        self._state = state
        self._phase = _CLAIM  # a claim left open (a resumed game) is offered before the next decision
        self._decider = -1  # whose decision the interjections follow
        self._next = 0  # the next interjecting seat, counted from the decider's left
        self._offered: list[tuple[int, ...]] = []  # the open claims already offered (each is a tuple of its own)
        self._request: Request | None = None
        self._answered = -1  # the seat whose decision was answered last, until anything else is asked or answered

    # --- what the table waits on -------------------------------------------------------------------------

    def next_request(self) -> Request | None:
        """Who must answer what now; None once the game is over. Reaching the round limit ends the game here."""
        request = self._request
        if request is not None:
            return request
        state = self._state
        if self._phase == _DECIDE and not state.over and (self.max_rounds is None or state.rounds < self.max_rounds):
            # The plain decision (no offer before it, the round limit not reached), as ``_make_request`` makes it:
            # asked at every step of the RL environments, which answer every seat from outside.
            player = state.stack[-1].player
            request = self._request = Decide(player, self.game.decision_actions())
            self.views[player].refresh()
            self._answered = -1
            return request
        return self._make_request()

    def _make_request(self) -> Request | None:
        """``next_request`` the general way, phase by phase, when no request is waiting."""
        state = self._state
        request: Request
        while not state.over:
            phase = self._phase
            if phase == _DECIDE:
                if self.max_rounds is not None and state.rounds >= self.max_rounds:
                    recorded = self.recorded
                    ended = recorded.end_by_round_limit() if recorded is not None else self.game.end_by_round_limit()
                    if self._sink is not None:
                        self._sink(None, ended)
                    return None
                player = state.stack[-1].player
                request = Decide(player, self.game.decision_actions())
            elif phase == _INTERJECT:
                seat = self._next_interjector()
                if seat < 0:
                    self._phase = _CLAIM
                    continue
                request = OfferInterjection(seat, self._decider)
            else:
                claim = self._unoffered_claim()
                if claim is None:
                    self._phase = _DECIDE
                    continue
                self._offered.append(claim)
                request = OfferClaim(claim[1], claim)
            return self._wait_on(request)
        return None

    def _unoffered_claim(self) -> tuple[int, ...] | None:
        """The oldest open claim not offered yet (several may be open: a landing, then another after doubles)."""
        claims = self._state.claims
        offered = self._offered = [done for done in self._offered if any(done is claim for claim in claims)]
        for claim in claims:
            if not any(claim is done for done in offered):
                return claim
        return None

    def _wait_on(self, request: Request) -> Request:
        self.views[request.seat].refresh()
        self._request = request
        self._answered = -1
        return request

    def _next_interjector(self) -> int:
        """The next seat from the decider's left that may interject (-1: the round is over)."""
        players = self._state.players
        n = len(players)
        decider = self._decider
        while self._next < n:
            seat = (decider + self._next) % n
            self._next += 1
            if seat in self.interjectors and not players[seat].bankrupt:
                return seat
        return -1

    def seat_bot(self, seat: int, agent: Agent | None) -> None:
        """From now on ``seat`` is answered by ``agent`` (None: from outside): a person who left hands their seat
        to a bot, and takes it back. The game is untouched; a request already made stays, to be answered by the
        new answerer, except an interjection offer to a bot that never interjects, which passes."""
        self.seats[seat] = agent
        self.interjectors = interjecting_seats(self.game, self.seats)
        self.plays_forced[:] = self._forced_players()  # (in place: ``advance_bots`` holds the list)
        self._sink = _event_sink(self.seats, self.views, self.on_events)
        request = self._request
        if type(request) is OfferInterjection and request.seat == seat and seat not in self.interjectors:
            self._request = None

    def _forced_players(self) -> list[bool]:
        return [
            agent is not None and not self.interjectors and not getattr(agent, "wants_forced_moves", False)
            for agent in self.seats
        ]

    def is_bot(self, seat: int) -> bool:
        """Whether ``seat``'s answers come from its bot (``step``) rather than from outside (``submit``)."""
        return self.seats[seat] is not None

    @property
    def over(self) -> bool:
        return self._state.over

    # --- answers -----------------------------------------------------------------------------------------

    def submit(self, seat: int, action: Action | None) -> list[Event]:
        """Answer the request the table waits on for ``seat``: an action, or None to pass an offer. Returns the
        events applied ([] for a pass). A refused answer raises ``AgentActionError`` and changes nothing."""
        request = self.next_request()
        if request is None:
            raise AgentActionError(action, "the game is over")
        if seat != request.seat:
            raise AgentActionError(action, f"the table waits on seat {request.seat}, not seat {seat}")
        if type(request) is Decide and action is not None:  # (``_answer``'s first case: a decision answered)
            return self._play_decision(seat, request.actions, action)
        return self._answer(request, action)

    def submit_judged(self, seat: int, action: Action) -> list[Event]:
        """Answer ``seat``'s pending decision with ``action``, applied without checking it again: only for an
        action the caller took from the engine's legal set in the state the decision was asked in, and made with
        well-typed fields (the RL environments' mask, which is that set mapped: a listed object, or a trade offer
        ``rl.actions.decode`` made for an integer the mask set). Anything else goes through ``submit``."""
        request = self._request  # (the decision the caller judged its answer in was asked: it waits)
        if type(request) is not Decide or request.seat != seat:
            return self.submit(seat, action)
        return self._played_decision(seat, self._apply_listed(action))

    def follow_up(self, seat: int, action: Action) -> list[Event]:
        """Play ``action``, one of ``seat``'s own that a player may always try (a ``ProposeTrade``, a free action),
        straight after ``seat``'s answer to a decision and before anyone else is asked: a counter-offer is a
        rejection followed at once by an offer of one's own. The interjections and the next request come after
        both. Refused (``AgentActionError``, nothing changed) unless ``seat`` answered the last decision and
        nobody has been asked anything since, or when the rules refuse the action."""
        if self._answered != seat or self._request is not None or self._state.over:
            raise self._refused(seat, action, "a follow-up comes straight after the seat's own answer")
        events = self._apply_own(seat, action, "a follow-up must be an action of the seat's own")
        if self._sink is not None:
            self._sink(seat, events)
        return events

    def step(self) -> list[Event]:
        """Let the bot of the request the table waits on answer it; returns the events applied."""
        thought = self.think()
        return [] if thought is None else self.play(*thought)

    def think(self) -> tuple[Request, Action | None] | None:
        """``step``'s first half: the request the table waits on and its bot's answer, which changes nothing but
        the bot's own memory and the table's generator; None once the game is over. A server runs it off its
        event loop (a search bot thinks for up to a second) and then ``play``s it, changing nothing in between."""
        request = self.next_request()
        if request is None:
            return None
        agent = self.seats[request.seat]
        if agent is None:
            raise ValueError(f"seat {request.seat} has no bot: its answer comes from outside (submit)")
        return request, self._bot_answer(agent, request)

    def play(self, request: Request, action: Action | None) -> list[Event]:
        """``step``'s second half: ``think``'s answer to ``request`` played; the events applied."""
        if request is not self._request:
            raise AgentActionError(action, "the table no longer waits on the request this answer was thought for")
        return self._answer(request, action)

    def _bot_answer(self, agent: Agent, request: Request) -> Action | None:
        """The answer of ``request``'s bot: a forced move the table plays for it, or what the bot says."""
        if type(request) is Decide:
            forced = self._forced_move(request.seat, request.actions)
            if forced is not None:
                return forced
        return self._ask_bot(agent, request)

    def _forced_move(self, seat: int, actions: list[Action]) -> Action | None:
        """The decision's only choice when it is a forced move the table plays for ``seat``'s bot, else None."""
        if len(actions) == 1 and self.plays_forced[seat] and not self._state.claims:
            only = actions[0]
            if type(only) in FORCED_MOVES:
                return only
        return None

    def advance_bots(self) -> Request | None:
        """Let the bots answer until an outside seat must answer (its request is returned) or the game is over
        (None)."""
        # The simulations' hot path: a bot's decision or interjection is asked and played here without making its
        # request (what ``next_request`` and ``step`` would do, in the same order); the rest goes the general way.
        seats = self.seats
        views = self.views
        rng = self.rng
        state = self._state
        decision_actions = self.game.decision_actions
        max_rounds = self.max_rounds
        plays_forced = self.plays_forced
        while True:
            if self._request is None and not state.over:
                phase = self._phase
                if phase == _DECIDE and (max_rounds is None or state.rounds < max_rounds):
                    player = state.stack[-1].player
                    agent = seats[player]
                    if agent is not None:
                        actions = decision_actions()
                        if len(actions) == 1 and plays_forced[player] and not state.claims:
                            only = actions[0]
                            if type(only) in FORCED_MOVES:  # (``_forced_move``, inlined: one per dice roll)
                                self._play_decision(player, actions, only)
                                continue
                        view = views[player]
                        view.refresh()
                        self._play_decision(player, actions, agent.decide(view, actions, rng))
                        continue
                elif phase == _INTERJECT:
                    next_interjector = self._next_interjector
                    while (seat := next_interjector()) >= 0:
                        agent = seats[seat]
                        if agent is None:
                            return self._wait_on(OfferInterjection(seat, self._decider))
                        view = views[seat]
                        view.refresh()
                        action = agent.interject(view, rng)  # type: ignore[attr-defined]  # an interjector has it
                        if action is not None:
                            self._play_interjection(seat, action)
                            if state.over:
                                break
                    else:
                        self._phase = _CLAIM
                    continue
            request = self.next_request()
            if request is None:
                return None
            agent = seats[request.seat]
            if agent is None:
                return request
            self._answer(request, self._bot_answer(agent, request))

    def _ask_bot(self, agent: Agent, request: Request) -> Action | None:
        view = self.views[request.seat]
        kind = type(request)
        if type(request) is Decide:
            return agent.decide(view, request.actions, self.rng)
        if kind is OfferInterjection:
            interjection: Action | None = agent.interject(view, self.rng)  # type: ignore[attr-defined]  # (only an interjector is offered one)
            return interjection
        wants = getattr(agent, "claims_rent", None)
        return ClaimRent(request.seat) if wants is None or wants(view) else None

    def _answer(self, request: Request, action: Action | None) -> list[Event]:
        seat = request.seat
        kind = type(request)
        if type(request) is Decide:
            if action is None:
                raise self._refused(seat, action, "a decision must be answered")
            return self._play_decision(seat, request.actions, action)
        if action is None:
            self._request = None
            return []
        if kind is OfferInterjection:
            return self._play_interjection(seat, action)
        if type(action) is not ClaimRent or action.player != seat:
            raise self._refused(seat, action, "a rent claim is answered by claiming it or passing")
        events = self._apply_own(seat, action, "")
        self._request = None
        self._answered = -1
        if self._sink is not None:
            self._sink(seat, events)
        return events

    def _play_interjection(self, seat: int, action: Action) -> list[Event]:
        events = self._apply_own(seat, action, "an interjection must be a free action of its own seat")
        self._request = None
        self._answered = -1
        if self._sink is not None:
            self._sink(seat, events)
        return events

    def _play_decision(self, seat: int, actions: list[Action], action: Action) -> list[Event]:
        """Play ``seat``'s answer to the decision whose choices were ``actions``; the interjections come next."""
        if self.recorded is None:
            listed = action in actions or self.views[seat].listed(action)
        else:  # (an equal action is not enough: see the module's text)
            listed = _is_one_of(action, actions) or self.views[seat].listed(action, same=True)
        if listed:
            events = self._apply_listed(action)
        elif self.recorded is not None and action in actions:  # one of the choices, to be checked
            events = self._apply_checked(seat, action)
        else:
            events = self._apply_own(seat, action, "it is not one of the legal actions offered")
        return self._played_decision(seat, events)

    def _played_decision(self, seat: int, events: list[Event]) -> list[Event]:
        """After ``seat``'s answer to the decision was applied (its ``events``): the interjections come next."""
        self._request = None
        self._answered = seat
        self._decider = seat
        self._next = 1
        if self.interjectors:
            self._phase = _INTERJECT
        else:  # no interjections; no rent to offer either unless one can be claimed now
            self._phase = _CLAIM if self._state.claims else _DECIDE
        if self._sink is not None:
            self._sink(seat, events)
        return events

    def _apply_own(self, seat: int, action: Action, not_own: str) -> list[Event]:
        """Apply, checked, an answer that was not listed: only an action of ``seat``'s own of the kinds a player
        may always try (``not_own``: why anything else is refused); a refusal names the seat and the reason."""
        if not isinstance(action, ANSWERS_BEYOND_THE_LIST) or action.player != seat:
            raise self._refused(seat, action, not_own)
        return self._apply_checked(seat, action)

    def _apply_checked(self, seat: int, action: Action) -> list[Event]:
        """Apply ``action``, checked; a refusal names ``seat`` and the reason."""
        try:
            return self._apply(action)
        except IllegalActionError as exc:
            raise self._refused(seat, action, exc.reason) from None

    def _refused(self, seat: int, action: object, reason: str) -> AgentActionError:
        name = self._state.players[seat].name
        agent = self.seats[seat]
        who = f"agent {agent.name!r}" if agent is not None else "the person"
        return AgentActionError(action, f"{who} playing {name} (seat {seat}) chose {action!r}: {reason}")


def _event_sink(
    seats: Sequence[Agent | None], views: list[PlayerView], on_events: SeatEventSink | None
) -> SeatEventSink | None:
    """Where a table sends each applied answer's events: ``on_events`` alone when no bot has an ``on_events``
    hook (None when there is no ``on_events`` either: the table then tests one attribute per answer); otherwise
    each such bot first, in seat order, with its seat's view and what that seat may know of the events (another
    seat's ``Hidden`` events left out, a shuffle without its order: ``visible_events``), then ``on_events``."""
    hooks = [
        (views[seat], hook)
        for seat, agent in enumerate(seats)
        if agent is not None and (hook := getattr(agent, "on_events", None)) is not None
    ]
    if not hooks:
        return on_events

    def sink(seat: int | None, events: list[Event]) -> None:
        private = False
        for event in events:
            if type(event) in PRIVATE_EVENTS:
                private = True
                break
        for view, hook in hooks:
            view.refresh()  # (what it listed before these events is gone; the next request refreshes it anyway)
            hook(view, visible_events(events, view.seat) if private else events)
        if on_events is not None:
            on_events(seat, events)

    return sink


def _is_one_of(action: Action, actions: list[Action]) -> bool:
    """Whether ``action`` is one of the very objects of ``actions`` (not merely equal to one)."""
    for listed in actions:  # noqa: SIM110 - no generator: asked at every decision
        if listed is action:
            return True
    return False


def play_game(
    game: RecordedGame | Game,
    agents: Sequence[Agent],
    rng: random.Random,
    max_rounds: int | None = None,
    on_events: EventSink | None = None,
) -> None:
    """Play until the game is over (or ``max_rounds`` rounds are complete: a draw), one bot per seat.

    ``on_events`` receives the events of every action as it is applied, and the round-limit ``GameOver``.
    """
    sink = None if on_events is None else lambda seat, events: on_events(events)
    Table(game, agents, rng, max_rounds, sink).advance_bots()


class _EventRecord:
    """The events of a game played without a ``RecordedGame`` (a simulation keeps no log), for the views."""

    def __init__(self) -> None:
        self.setup_events: list[Event] = []
        self.history: list[tuple[Action, list[Event]]] = []

    def recording(self, apply: Callable[[Action], list[Event]]) -> Callable[[Action], list[Event]]:
        def play(action: Action) -> list[Event]:
            events = apply(action)
            self.history.append((action, events))
            return events

        return play


def interjecting_seats(game: Game, seats: Sequence[Agent | None]) -> list[int]:
    """The seats that may interject: none unless the game is played with the ``cheats`` rule; then every seat
    answered from outside, and every bot with an ``interject`` method that does not say it never would."""
    if not getattr(game.rules, "cheats", False):
        return []
    return [
        seat
        for seat, agent in enumerate(seats)
        if agent is None or (getattr(agent, "interject", None) is not None and getattr(agent, "interjects", True))
    ]
