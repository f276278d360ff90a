"""The stall budget: a game cannot be held still by free actions (rule options ``max_offers_per_turn`` and
``max_free_actions_per_decision``), and an offer refused in a turn cannot be made again in that turn."""

from __future__ import annotations

import pytest

from monopoly_engine.core import Game, IllegalActionError, ScriptedSource
from monopoly_engine.core.actions import (
    AcceptTrade,
    EndTurn,
    Mortgage,
    ProposeTrade,
    RejectTrade,
    Roll,
    TradeSide,
    Unmortgage,
)
from monopoly_engine.core.edition import Rules
from monopoly_engine.editions import load_edition
from monopoly_engine.editions.loader import EditionError


def two_players(**options: object) -> Game:
    """A and B on classic-en, A to play; A owns Mediterranean (1) and Baltic (3), B owns Oriental (6)."""
    edition = load_edition("classic-en", dict(options))
    game, _ = Game.new(edition, ["A", "B"], ScriptedSource([(1, 2), (1, 2), (1, 2), (1, 2)]), first_player=0)
    state = game.state
    state.owner[1] = state.owner[3] = 0
    state.owner[6] = 1
    state.board_changed()
    return game


SWAP = ProposeTrade(0, 1, TradeSide(spaces=(1,)), TradeSide(spaces=(6,)))


def test_an_offer_refused_cannot_be_made_again_in_that_turn() -> None:
    game = two_players()
    game.apply(SWAP)
    game.apply(RejectTrade(1))
    reason = game.refusal(SWAP)
    assert reason is not None and "refused this offer in this turn" in reason
    # The same offer with its lists in another order is the same offer.
    both = ProposeTrade(0, 1, TradeSide(spaces=(1, 3)), TradeSide(spaces=(6,)))
    game.apply(both)
    game.apply(RejectTrade(1))
    assert game.refusal(ProposeTrade(0, 1, TradeSide(spaces=(3, 1)), TradeSide(spaces=(6,)))) is not None
    # Another offer is still welcome, and the refused one again in the next turn.
    assert game.refusal(ProposeTrade(0, 1, TradeSide(spaces=(1,), cash=10), TradeSide(spaces=(6,)))) is None
    game.apply(Roll(0))
    game.apply(EndTurn(0))
    assert game.refusal(SWAP) is None


def test_an_accepted_offer_is_not_remembered() -> None:
    game = two_players()
    game.apply(SWAP)
    game.apply(AcceptTrade(1))
    back = ProposeTrade(0, 1, TradeSide(spaces=(6,)), TradeSide(spaces=(1,)))
    assert game.refusal(back) is None


def test_offers_per_turn_are_counted_per_player_and_start_again_each_turn() -> None:
    game = two_players(max_offers_per_turn=10)
    for cash in range(1, 11):
        game.apply(ProposeTrade(0, 1, TradeSide(spaces=(1,), cash=cash), TradeSide(spaces=(6,))))
        game.apply(RejectTrade(1))
    third = ProposeTrade(0, 1, TradeSide(spaces=(1,), cash=11), TradeSide(spaces=(6,)))
    reason = game.refusal(third)
    assert reason is not None and "max_offers_per_turn" in reason
    with pytest.raises(IllegalActionError):
        game.apply(third)
    # B's own offers are B's budget.
    assert game.refusal(ProposeTrade(1, 0, TradeSide(spaces=(6,)), TradeSide(spaces=(1,)))) is None
    game.apply(Roll(0))
    game.apply(EndTurn(0))
    assert game.refusal(third) is None


def test_free_actions_per_decision_end_until_a_decision_is_answered() -> None:
    game = two_players(max_free_actions_per_decision=500)
    game.state.players[0].cash = 10**6  # (each lift costs the interest)
    for _ in range(250):
        game.apply(Mortgage(0, 1))
        assert not game.budget_spent(0)
        game.apply(Unmortgage(0, 1))
    assert game.budget_spent(0)
    reason = game.refusal(Mortgage(0, 1))
    assert reason is not None and "max_free_actions_per_decision" in reason
    assert game.free_actions(0) == [] and game.raising_actions(0) == [] and game.development_actions(0) == []
    assert game.legal_actions(0) == [Roll(0)]  # the decision's answers stay
    assert not game.budget_spent(1) and game.free_actions(1)  # B's budget is B's
    game.apply(Roll(0))
    assert not game.budget_spent(0)
    assert game.refusal(Mortgage(0, 1)) is None


def test_a_game_clone_keeps_the_budget() -> None:
    game = two_players()
    game.apply(SWAP)
    game.apply(RejectTrade(1))
    twin = game.clone()
    assert twin.refusal(SWAP) is not None
    assert twin.state.snapshot() == game.state.snapshot()


def test_the_defaults_are_far_above_honest_play() -> None:
    # The heuristic, buyer and random bots reach at most 34 free actions while one decision waits and 1 offer in
    # a turn over seeded games on classic-en, mega and cheaters-ru (docs/rule-options.md).
    rules = Rules()
    assert rules.max_offers_per_turn == 25
    assert rules.max_free_actions_per_decision == 1000


@pytest.mark.parametrize(("option", "least"), [("max_offers_per_turn", 10), ("max_free_actions_per_decision", 500)])
def test_the_budget_leaves_honest_play_room(option: str, least: int) -> None:
    with pytest.raises(EditionError, match=f"must be at least {least}"):
        load_edition("classic-en", {option: least - 1})
    load_edition("classic-en", {option: least})


def _spent_free_actions() -> Game:
    game = two_players(max_free_actions_per_decision=500)
    game.state.players[0].cash = 10**6
    for _ in range(250):
        game.apply(Mortgage(0, 1))
        game.apply(Unmortgage(0, 1))
    return game


def _spent_offers() -> Game:
    game = two_players(max_offers_per_turn=10)
    for cash in range(1, 11):
        game.apply(ProposeTrade(0, 1, TradeSide(spaces=(1,), cash=cash), TradeSide(spaces=(6,))))
        game.apply(RejectTrade(1))
    return game


def _refused_once() -> Game:
    game = two_players()
    game.apply(SWAP)
    game.apply(RejectTrade(1))
    return game


BUDGET_REFUSALS = [
    (_spent_free_actions, Mortgage(0, 1), "free_actions_spent", {"player": 0, "limit": 500}),
    (
        _spent_offers,
        ProposeTrade(0, 1, TradeSide(spaces=(1,), cash=11), TradeSide(spaces=(6,))),
        "offers_per_turn",
        {"player": 0, "limit": 10},
    ),
    (_refused_once, SWAP, "offer_refused_again", {"partner": 1}),
]


@pytest.mark.parametrize(("situation", "action", "code", "params"), BUDGET_REFUSALS)
def test_the_budgets_refusals_have_codes_and_are_worded_in_every_language(situation, action, code, params) -> None:
    """The screens word a refusal by its code (``choices.why_not``): the stall budget's, in each language, with the
    player and the limit, never the engine's English nor the 'not now' of a refusal without a code."""
    from monopoly_engine.choices import Context, why_not
    from monopoly_engine.core.refusals import Refusal
    from monopoly_engine.i18n import LANGUAGES, Translator

    game = situation()
    refusal = game.refused(action)
    assert isinstance(refusal, Refusal) and refusal.code == code and refusal.params == params
    for lang in LANGUAGES:
        ctx = Context.of(game, Translator(lang))
        shown = why_not(ctx, action)
        assert shown and shown != ctx.tr("why_not.not_now") and "{" not in shown, (lang, shown)
        assert ("A" if "player" in params else "B") in shown and (str(params.get("limit", "")) in shown)
        if lang != "en":
            assert shown != refusal.text
