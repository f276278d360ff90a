"""Drive a game with bots to its end: ask whoever must decide, check the answer, apply it.

Only the player the game waits on is asked, through its seat's ``PlayerView`` (made once per seat and game:
views are live and copy nothing), with its decision's choices and its own free actions; the other players'
free actions are not offered off-turn, so with ``rent_must_be_claimed`` a bot claims rent
only when its own decision comes before the next roll. Given a ``RecordedGame`` the runner plays through
it, so the log is kept and can be saved, the round-limit draw included.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from monopoly.core import Action, Event, Game, IllegalActionError
from monopoly.core.actions import Bid, ProposeTrade
from monopoly.game import RecordedGame
from monopoly.views import PlayerView

from .base import Agent

EventSink = Callable[[list[Event]], None]


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
    if len(agents) != len(engine.state.players):
        raise ValueError(f"{len(engine.state.players)} players need as many agents, got {len(agents)}")
    views = [PlayerView(engine, seat) for seat in range(len(agents))]
    while not engine.is_over:
        if max_rounds is not None and engine.state.rounds >= max_rounds:
            ended = recorded.end_by_round_limit() if recorded is not None else engine.end_by_round_limit()
            if on_events is not None:
                on_events(ended)
            return
        player = engine.decision.player  # type: ignore[union-attr]
        actions = engine.decision_actions() + engine.free_actions(player)
        agent = agents[player]
        action = agent.decide(views[player], actions, rng)
        _check(engine, agent, player, action, actions)
        try:
            events = apply(action)
        except IllegalActionError as exc:
            raise _refused(engine, agent, player, action, exc.reason) from None
        if on_events is not None:
            on_events(events)


def _check(game: Game, agent: Agent, player: int, action: Action, offered: list[Action]) -> None:
    """Refuse an answer that was not offered (a higher ``Bid`` or a legal ``ProposeTrade`` excepted)."""
    if action in offered:
        return
    if isinstance(action, Bid | ProposeTrade) and getattr(action, "player", None) == player:
        reason = game.refusal(action)
        if reason is None:
            return
        raise _refused(game, agent, player, action, reason)
    raise _refused(game, agent, player, action, "it is not one of the legal actions offered")


def _refused(game: Game, agent: Agent, player: int, action: object, reason: str) -> AgentActionError:
    name = game.state.players[player].name
    return AgentActionError(action, f"agent {agent.name!r} playing {name} (seat {player}) chose {action!r}: {reason}")
