"""Drive a game with bots to its end: ask whoever must decide, check the answer, apply it.

Only the player the game waits on is asked, through its seat's ``PlayerView`` (made once per seat and game:
views are live and copy nothing), with its decision's own choices (``Game.decision_actions``). Its free
actions (build, sell, mortgage, lift a mortgage, claim rent) are not listed with every decision, which would
walk every property through the rules each time: a bot that wants them asks ``view.free_actions()``, which
the runner makes fresh for every decision (or the narrower ``development_actions()`` and
``raising_actions()``). The other players' free actions are not offered off-turn, with
one exception: with ``rent_must_be_claimed``, as soon as a rent can be claimed the owner's bot is asked
(``claims_rent(view)``, yes when the bot does not say) and the claim is made for it at once.

Under the ``cheats`` rule option, after every applied action the runner gives the other seats one chance
each to interject (seat order from the decider's left): a bot with an ``interject(view, rng)`` method may
answer a free action of its own (a cheat, an accusation) or None. Seats whose bots say they never
interject (``interjects`` false: the heuristic bot with boldness 0 and vigilance 0) are not asked, and in a
game without the rule nobody is, so an ordinary simulation costs nothing extra. Interjections are played
as ordinary actions, so a replayed log never calls the bots.

The answer must be one of the decision's choices, or an action of the deciding player's own that the rules
accept now: a free action, a ``Bid`` above the offered minimum or a ``ProposeTrade``; anything else is refused
with ``AgentActionError`` before it touches the game. A choice taken from the decision's list, or from the
free actions the seat's view listed during this decision (``PlayerView.listed``), is applied without
checking it again (``Game.apply_unchecked``: the game listed it as legal a moment ago, in the state it is
still in); any other answer goes through the checked ``apply``. Given a ``RecordedGame`` the runner plays
through it, so the log is kept and can be saved, the round-limit draw included (and every action is
checked, by ``RecordedGame.play``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from monopoly_engine.core import ACTION_TYPES, FREE_ACTIONS, Event, Game, IllegalActionError
from monopoly_engine.core.actions import Action, Bid, ClaimRent
from monopoly_engine.core.state import claim_of
from monopoly_engine.game import RecordedGame
from monopoly_engine.views import views_for

from .base import Agent

EventSink = Callable[[list[Event]], None]

# The hidden actions of the cheats rule: free actions of any seat, at any decision point.
HIDDEN_ACTIONS: tuple[type[Action], ...] = tuple(ACTION_TYPES[k] for k in ("cheat", "accuse") if k in ACTION_TYPES)
# What a player may do, besides the decision's own choices, when asked: checked by the rules when applied.
ANSWERS_BEYOND_THE_LIST = tuple(dict.fromkeys((Bid, *FREE_ACTIONS, *HIDDEN_ACTIONS)))


class AgentActionError(IllegalActionError):
    """An agent chose an action the game does not allow; the message names the agent, seat and reason."""


def play_game(
    game: RecordedGame | Game,
    agents: Sequence[Agent],
    rng: random.Random,
    max_rounds: int | None = None,
    on_events: EventSink | None = None,
) -> None:
    """Play until the game is over (or ``max_rounds`` rounds are complete: a draw), one agent per seat.

    ``on_events`` receives the events of every action as it is applied, and the round-limit ``GameOver``.
    """
    recorded = game if isinstance(game, RecordedGame) else None
    engine = recorded.game if recorded is not None else game
    apply = recorded.play if recorded is not None else engine.apply
    apply_listed = apply if recorded is not None else engine.apply_unchecked
    state = engine.state
    if len(agents) != len(state.players):
        raise ValueError(f"{len(state.players)} players need as many agents, got {len(agents)}")
    interjectors = interjecting_seats(engine, agents)
    record = recorded
    if record is None and interjectors:
        record = _EventRecord()  # what the bots read their seat's events from (``PlayerView.log``)
        apply = record.recording(apply)
        apply_listed = record.recording(apply_listed)
    views = views_for(engine, record)
    decision_actions = engine.decision_actions
    while not state.over:
        if max_rounds is not None and state.rounds >= max_rounds:
            ended = recorded.end_by_round_limit() if recorded is not None else engine.end_by_round_limit()
            if on_events is not None:
                on_events(ended)
            return
        player = state.stack[-1].player
        actions = decision_actions()
        view = views[player]
        view.refresh()
        agent = agents[player]
        action = agent.decide(view, actions, rng)
        if action in actions or view.listed(action):
            events = apply_listed(action)
        else:
            events = _apply_own(engine, agent, player, action, apply, "it is not one of the legal actions offered")
        if on_events is not None:
            on_events(events)
        if interjectors and not state.over:
            interjections(engine, agents, views, interjectors, player, rng, apply, on_events)
        if state.claims and not state.over:
            events = _claim_for_owner(engine, agents, views, apply)
            if events and on_events is not None:
                on_events(events)


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


def interjecting_seats(game: Game, agents: Sequence[Agent]) -> list[int]:
    """The seats whose bots may interject: none unless the game is played with the ``cheats`` rule."""
    if not getattr(game.rules, "cheats", False):
        return []
    return [
        seat
        for seat, agent in enumerate(agents)
        if getattr(agent, "interject", None) is not None and getattr(agent, "interjects", True)
    ]


def interjections(
    game: Game,
    agents: Sequence[Agent],
    views: list,
    seats: list[int],
    decider: int,
    rng: random.Random,
    apply: Callable,
    on_events: EventSink | None,
) -> None:
    """One round: every interjecting seat but the decider, from the decider's left, may add one action."""
    players = game.state.players
    n = len(players)
    for k in range(1, n):
        seat = (decider + k) % n
        if seat not in seats or players[seat].bankrupt or game.state.over:
            continue
        view = views[seat]
        view.refresh()
        agent = agents[seat]
        action = agent.interject(view, rng)  # type: ignore[attr-defined]
        if action is None:
            continue
        events = _apply_own(game, agent, seat, action, apply, "an interjection must be a free action of its own seat")
        if on_events is not None:
            on_events(events)


def _apply_own(
    game: Game, agent: Agent, seat: int, action: Action, apply: Callable[[Action], list[Event]], not_own: str
) -> list[Event]:
    """Apply, checked, an answer that was not listed: only an action of ``seat``'s own of the kinds a player may
    always try (``not_own``: why anything else is refused); a refusal names the agent, seat and reason."""
    if not isinstance(action, ANSWERS_BEYOND_THE_LIST) or action.player != seat:
        raise _refused(game, agent, seat, action, not_own)
    try:
        return apply(action)
    except IllegalActionError as exc:
        raise _refused(game, agent, seat, action, exc.reason) from None


def _claim_for_owner(game: Game, agents: Sequence[Agent], views: list, apply: Callable) -> list[Event]:
    """Under ``rent_must_be_claimed``: each owner's bot claims its rents now, unless it says it would not."""
    events: list[Event] = []
    asked: set[int] = set()
    for claim in list(game.state.claims):
        owner = claim[1]
        if owner in asked or game.state.over:
            continue
        asked.add(owner)
        wants = getattr(agents[owner], "claims_rent", None)
        view = views[owner]
        view.refresh()
        if wants is not None and not wants(view):
            continue
        while claim_of(game.state, owner) is not None and not game.state.over:
            events += apply(ClaimRent(owner))
    return events


def _refused(game: Game, agent: Agent, player: int, action: object, reason: str) -> AgentActionError:
    name = game.state.players[player].name
    return AgentActionError(action, f"agent {agent.name!r} playing {name} (seat {player}) chose {action!r}: {reason}")
