"""The runner's step API (``agents.runner.Table``): a seat answered from outside gets the same requests, in the
same order, as a bot in that seat; wrong answers are refused and change nothing."""

from __future__ import annotations

import random

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import (
    AgentActionError,
    Decide,
    OfferClaim,
    OfferInterjection,
    Table,
    play_game,
)
from monopoly_engine.core.actions import ClaimRent, EndTurn, ProposeTrade, Roll, TradeSide
from monopoly_engine.core.events import Hidden, RentForfeited, visible_events
from monopoly_engine.game import new_game

NAMES = ["A", "B", "C", "D"]
CLAIMS = {"rent_must_be_claimed": True}


def answer_as(bot, table: Table, request):
    """What ``bot`` would answer to ``request`` if it sat in the seat: the outside driver's part."""
    view = table.views[request.seat]
    if type(request) is Decide:
        return bot.decide(view, request.actions, table.rng)
    if type(request) is OfferInterjection:
        return bot.interject(view, table.rng)
    assert type(request) is OfferClaim
    return ClaimRent(request.seat)


@pytest.mark.parametrize(("edition", "seed"), [("classic-en", 1), ("cheaters-ru", 1), ("cheaters-ru", 2)])
def test_a_seat_answered_from_outside_plays_the_game_its_bot_would(edition: str, seed: int) -> None:
    bots = [make_agent("heuristic") for _ in NAMES]
    alone = new_game(edition, NAMES, seed=seed, options=CLAIMS)
    play_game(alone, bots, random.Random(seed), max_rounds=120)

    bots = [make_agent("heuristic") for _ in NAMES]
    driven = new_game(edition, NAMES, seed=seed, options=CLAIMS)
    table = Table(driven, [None, bots[1], None, bots[3]], random.Random(seed), max_rounds=120)
    asked: set[type] = set()
    while (request := table.advance_bots()) is not None:
        assert request.seat in (0, 2)
        asked.add(type(request))
        table.submit(request.seat, answer_as(bots[request.seat], table, request))
    assert driven.history == alone.history
    assert driven.game.is_over
    assert OfferClaim in asked and (OfferInterjection in asked) == (edition == "cheaters-ru")


def first_choice(table: Table, request: Decide):
    """The decision's first choice; a debt's first way to raise money when the decision lists none."""
    return (request.actions or table.views[request.seat].free_actions())[0]


def test_wrong_answers_are_refused_and_change_nothing() -> None:
    recorded = new_game("classic-en", NAMES[:2], seed=3)
    table = Table(recorded, [None, None], random.Random(1))
    request = table.next_request()
    assert type(request) is Decide
    seat, other = request.seat, 1 - request.seat
    roll = request.actions[0]
    before = recorded.game.state.snapshot()
    refusals = [
        (other, roll, f"waits on seat {seat}, not seat {other}"),
        (seat, None, "must be answered"),
        (seat, type(roll)(other), "not one of the legal actions offered"),
    ]
    for who, action, reason in refusals:
        with pytest.raises(AgentActionError, match=reason):
            table.submit(who, action)
    assert recorded.game.state.snapshot() == before and not recorded.history
    assert table.next_request() is request  # still waiting on the same answer
    with pytest.raises(ValueError, match="no bot"):
        table.step()
    table.submit(seat, roll)
    assert len(recorded.history) == 1


def test_a_recorded_table_applies_unchecked_only_the_very_actions_the_game_listed() -> None:
    """An answer equal to a listed action but with ill-typed fields (``True`` for seat 1) is checked, and
    refused; the listed object itself, and a free action the seat's view listed, are applied."""
    recorded = new_game("classic-en", NAMES[:2], seed=3)
    table = Table(recorded, [None, None], random.Random(1))
    request = table.next_request()
    assert type(request) is Decide
    seat = request.seat
    roll = request.actions[0]
    ill_typed = Roll(bool(seat))  # type: ignore[arg-type]  # equal to Roll(seat), of another type
    assert ill_typed == roll
    before = recorded.game.state.snapshot()
    with pytest.raises(AgentActionError, match="seat"):
        table.submit(seat, ill_typed)
    assert recorded.game.state.snapshot() == before and not recorded.history
    table.submit(seat, roll)
    assert recorded.history[0][0] is roll
    # Later, a free action listed by the seat's view is applied as it was listed.
    for _ in range(400):
        request = table.next_request()
        assert type(request) is Decide
        free = table.views[request.seat].free_actions()
        if free:
            table.submit(request.seat, free[0])
            assert recorded.history[-1][0] is free[0]
            return
        table.submit(request.seat, request.actions[0])
    raise AssertionError("no free action was listed in 400 decisions")


def test_a_judged_answer_is_applied_as_given_and_anything_else_goes_the_checked_way() -> None:
    """``submit_judged`` applies the very object it is given to the pending decision, unchecked and recorded, as
    ``submit`` plays a legal answer; a wrong seat, or an answer to a request that is not a decision, goes
    through ``submit`` and is refused there."""
    judged = new_game("classic-en", NAMES[:2], seed=3)
    checked = new_game("classic-en", NAMES[:2], seed=3)
    fast = Table(judged, [None, None], random.Random(1))
    slow = Table(checked, [None, None], random.Random(1))
    request = fast.next_request()
    assert type(request) is Decide
    with pytest.raises(AgentActionError, match="waits on seat"):
        fast.submit_judged(1 - request.seat, request.actions[0])
    assert not judged.history
    for _ in range(300):
        request = fast.next_request()
        assert type(request) is Decide and slow.next_request() == request
        free = fast.views[request.seat].free_actions()
        action = free[0] if free else request.actions[-1]
        assert fast.submit_judged(request.seat, action) == slow.submit(request.seat, action)
        assert judged.history[-1][0] is action
        if judged.game.is_over:
            break
    assert list(judged.log_lines()) == list(checked.log_lines())


def test_an_offered_claim_passed_is_forfeited_at_the_next_roll() -> None:
    recorded = new_game("classic-en", NAMES[:2], seed=1, options=CLAIMS)
    table = Table(recorded, [None, make_agent("heuristic")], random.Random(2), max_rounds=60)
    passed = 0
    while (request := table.advance_bots()) is not None:
        if type(request) is OfferClaim:
            with pytest.raises(AgentActionError, match="claiming it or passing"):
                table.submit(0, ClaimRent(1))
            table.submit(0, None)  # the person lets it go
            passed += 1
        else:
            table.submit(0, first_choice(table, request))
    forfeited = [e for _, events in recorded.history for e in events if type(e) is RentForfeited]
    assert passed and len(forfeited) == passed and all(e.owner == 0 for e in forfeited)
    assert not [a for a, _ in recorded.history if type(a) is ClaimRent and a.player == 0]


def test_a_follow_up_comes_only_straight_after_the_seats_own_answer() -> None:
    recorded = new_game("classic-en", NAMES[:2], seed=3)
    table = Table(recorded, [None, None], random.Random(1))
    request = table.next_request()
    assert type(request) is Decide
    seat, other = request.seat, 1 - request.seat
    end = EndTurn(seat)
    with pytest.raises(AgentActionError, match="straight after"):
        table.follow_up(seat, end)  # nobody answered anything yet
    table.submit(seat, request.actions[0])  # the roll
    with pytest.raises(AgentActionError, match="straight after"):
        table.follow_up(other, EndTurn(other))  # another seat's answer
    with pytest.raises(AgentActionError, match="of the seat's own"):
        table.follow_up(seat, Roll(seat))  # not a free action
    before = len(recorded.history)
    gift = ProposeTrade(seat, other, TradeSide(cash=1), TradeSide())
    with pytest.raises(AgentActionError, match="for nothing"):
        table.follow_up(seat, gift)  # the rules' refusal
    assert len(recorded.history) == before
    table.next_request()
    with pytest.raises(AgentActionError, match="straight after"):
        table.follow_up(seat, end)  # someone was asked since


def test_a_seat_handed_to_a_bot_is_answered_by_it_and_an_offer_it_would_never_take_passes() -> None:
    recorded = new_game("cheaters-ru", NAMES[:2], seed=2)
    table = Table(recorded, [None, None], random.Random(1))
    while type(request := table.next_request()) is not OfferInterjection:
        table.submit(request.seat, None if type(request) is not Decide else first_choice(table, request))
    seat = request.seat
    table.seat_bot(seat, make_agent("buyer"))  # a bot with no interjections: the offer passes
    assert table.is_bot(seat) and seat not in table.interjectors
    assert table.next_request() is not request
    table.seat_bot(seat, None)  # the person is back: asked again, interjections included
    assert not table.is_bot(seat) and seat in table.interjectors
    table.seat_bot(seat, make_agent("heuristic"))
    while (request := table.next_request()) is not None and request.seat != seat:
        table.submit(request.seat, None if type(request) is not Decide else first_choice(table, request))
    assert request is not None
    table.step()  # the bot answers the seat's request, which a person's seat would have waited on
    assert table.next_request() is not request


def test_a_seat_handed_to_a_bot_and_back_has_its_forced_moves_played_only_while_the_bot_has_it() -> None:
    """``seat_bot`` keeps ``plays_forced`` true to who answers now: a person's forced moves are asked of them, a
    bot's that does not want them are played for it (not asked of it for the rest of the game)."""
    game = new_game("classic-en", ["A", "B"], seed=5)
    table = Table(game, [None, None], random.Random(1))
    assert table.plays_forced == [False, False]
    table.seat_bot(0, make_agent("heuristic"))
    assert table.plays_forced == [True, False]
    table.seat_bot(0, make_agent("buyer"))  # it builds before rolling: it wants its forced moves asked
    assert table.plays_forced == [False, False]
    table.seat_bot(1, make_agent("heuristic"))
    table.seat_bot(0, None)
    assert table.plays_forced == [False, True]


class _Listening:
    """A heuristic bot that also hears every applied action (the ``on_events`` hook) and keeps what it heard."""

    def __init__(self) -> None:
        self.inner = make_agent("heuristic")
        self.name = self.inner.name
        self.interjects = self.inner.interjects
        self.heard: list[tuple[int, list]] = []  # (the view's seat, the events)

    def decide(self, view, actions, rng):
        return self.inner.decide(view, actions, rng)

    def interject(self, view, rng):
        return self.inner.interject(view, rng)

    def on_events(self, view, events) -> None:
        assert view.listed(EndTurn(view.seat)) is False  # refreshed: nothing listed before these events counts
        self.heard.append((view.seat, list(events)))


@pytest.mark.parametrize(("edition", "seed"), [("classic-en", 1), ("cheaters-ru", 1)])
def test_bots_with_an_events_hook_hear_every_applied_action_as_their_seat_may_know_it(edition: str, seed: int) -> None:
    quiet = new_game(edition, NAMES, seed=seed, options=CLAIMS)
    play_game(quiet, [make_agent("heuristic") for _ in NAMES], random.Random(seed), max_rounds=120)

    recorded = new_game(edition, NAMES, seed=seed, options=CLAIMS)
    seats = [_Listening(), make_agent("heuristic"), _Listening(), make_agent("heuristic")]
    told: list[list] = []
    Table(recorded, seats, random.Random(seed), 120, lambda seat, events: told.append(events)).advance_bots()
    assert recorded.history == quiet.history  # hearing changes nothing in the game
    assert len(told) == len(recorded.history) + (0 if recorded.game.state.winner is not None else 1)
    for seat in (0, 2):
        heard = seats[seat].heard
        assert [s for s, _ in heard] == [seat] * len(told)
        assert [events for _, events in heard] == [visible_events(events, seat) for events in told]
    hidden = [e for events in told for e in events if type(e) is Hidden]
    if edition == "cheaters-ru":  # some seat's cheat, which another seat does not hear
        assert any(0 not in e.seats for e in hidden)
        assert all(type(e) is not Hidden or 0 in e.seats for _, events in seats[0].heard for e in events)
    else:
        assert not hidden


def test_a_table_without_listening_bots_sends_the_events_to_its_sink_alone_and_a_seated_bot_begins_to_hear() -> None:
    def sink(seat, events) -> None:
        return None

    recorded = new_game("classic-en", NAMES[:2], seed=3)
    table = Table(recorded, [make_agent("buyer"), None], random.Random(3), on_events=sink)
    assert table._sink is sink  # nothing between the table and its sink: no cost per action
    assert Table(new_game("classic-en", NAMES[:2], seed=3), [None, None], random.Random(3))._sink is None
    listener = _Listening()
    table.seat_bot(1, listener)
    assert table._sink is not sink
    table.step()
    assert len(listener.heard) == 1 and listener.heard[0][0] == 1
    table.seat_bot(1, None)
    assert table._sink is sink
