"""Every refusal the terminal words names its rule: a ``Refusal`` whose code has a ``why_not`` message in every
language (filled in from its parameters), or one of the few codes worded ``why_not.not_now`` on purpose.

The refusals come from the situations of ``test_reasons`` and ``test_reasons_mega`` and from bot games of
every edition, where at many moments many candidate actions of every kind the terminal explains are asked
of the engine for every seat."""

from __future__ import annotations

import pickle
import random
import string
from collections import Counter

import pytest
import test_reasons  # the sibling modules: pytest puts this directory on the path
import test_reasons_mega

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.choices import Context, why_not
from monopoly_engine.core.actions import (
    AcceptTrade,
    Action,
    Bid,
    Build,
    BuildDepot,
    Buy,
    ChooseAuctionProperty,
    ChooseGift,
    DeclareBankruptcy,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    Pay,
    PayBail,
    ProposeTrade,
    SellBuilding,
    SellDepot,
    SellHotelsOutright,
    SellProperty,
    TradeSide,
    Unmortgage,
    UseTicket,
)
from monopoly_engine.core.decisions import TradeDecision
from monopoly_engine.core.edition import GET_OUT_OF_JAIL_FREE
from monopoly_engine.core.refusals import Refusal
from monopoly_engine.game import new_game
from monopoly_engine.i18n import CATALOGS, LANGUAGES, Translator

# The refusals the terminal words as ``why_not.not_now`` on purpose (they have no sentence of their own): actions its
# menus never offer in that state: another player's decision or none open, no such space or player, a malformed amount
# or trade, a move out of its moment (a ticket with no roll due, bail out of jail or after the roll), a depot where the
# game has none, a mortgage choice for a property not just received.
NOT_NOW_CODES = frozenset(
    {
        "not_asked",
        "not_your_decision",
        "no_space",
        "no_auction",
        "ill_typed",
        "not_in_jail",
        "jail_after_roll",
        "not_received",
        "no_partner",
        "trade_self",
        "trade_negative",
        "trade_twice",
        "trade_not_property",
        "trade_card_kind",
        "ticket_no_roll",
        "gift_choice",
        "no_depot_rule",
        "no_bank_sales",
        "sell_property_depot",
    }
)

SPACE_ACTIONS = (
    Build, SellBuilding, SellHotelsOutright, Mortgage, Unmortgage, BuildDepot, SellDepot, KeepMortgage, LiftMortgage,
    SellProperty,
)  # fmt: skip


def _candidates(game, rng: random.Random) -> list[Action]:
    """Actions of every kind the terminal explains, for every seat still playing, most of them refused now."""
    state = game.state
    ed = game.edition
    seats = [i for i, p in enumerate(state.players) if not p.bankrupt]
    actions: list[Action] = []
    for seat in seats:
        owned = [s for s in ed.properties if state.owner[s] == seat]
        others = [s for s in ed.properties if state.owner[s] not in (seat, -1)]
        spaces = owned + rng.sample(range(ed.size), 8)
        for space in spaces:
            actions += [kind(seat, space) for kind in SPACE_ACTIONS]
            actions += [ChooseAuctionProperty(seat, space), UseTicket(seat, space)]
        cash = state.players[seat].cash
        actions += [Buy(seat), PayBail(seat), Pay(seat), DeclareBankruptcy(seat), AcceptTrade(seat)]
        actions += [ChooseGift(seat, "cash"), ChooseGift(seat, "ticket")]
        actions += [Bid(seat, amount) for amount in (0, 1, 10, cash, cash + 1)]
        for partner in seats:
            mine = tuple(rng.sample(owned, min(len(owned), rng.randint(0, 2))))
            give = TradeSide(mine, rng.choice((0, 0, cash + 1)), tuple(state.players[seat].cards[: rng.randint(0, 2)]))
            theirs = [s for s in others if state.owner[s] == partner] or others
            asked = tuple(rng.sample(theirs, min(len(theirs), rng.randint(0, 2))))
            get = TradeSide(asked, rng.choice((0, 50)), tuple(state.players[partner].cards[: rng.randint(0, 2)]))
            actions.append(ProposeTrade(seat, partner, give, get))
    return actions


def _check(game, action: Action, contexts: dict[str, Context], seen: Counter) -> None:
    refusal = game.refused(action)
    if refusal is None:
        return
    assert isinstance(refusal, Refusal), f"{action}: {refusal!r} has no code"
    seen[refusal.code] += 1
    if refusal.code in NOT_NOW_CODES:
        # An offer that went bad for a trade rule of its own is worded as such when answered.
        gone_bad = type(action) is AcceptTrade and refusal.code.startswith("trade_")
        expected = "why_not.trade_invalid" if gone_bad else "why_not.not_now"
        for ctx in contexts.values():
            assert why_not(ctx, action) == ctx.tr(expected)
        return
    key = "why_not." + refusal.code
    for lang, ctx in contexts.items():
        assert key in CATALOGS[lang], f"{action}: {refusal!r} ({refusal.code}) has no {key} in {lang}"
        shown = why_not(ctx, action)
        assert shown and shown != ctx.tr("why_not.not_now") and "{" not in shown, (lang, action, shown)


def _contexts(game) -> dict[str, Context]:
    return {lang: Context.of(game, Translator(lang)) for lang in LANGUAGES}


@pytest.mark.parametrize(
    ("edition", "seed"), [("classic-en", 3), ("classic-it", 5), ("classic-es", 7), ("mega", 11), ("cheaters-ru", 13)]
)
def test_refusals_in_bot_games_are_worded_from_the_catalogs(edition: str, seed: int) -> None:
    rng = random.Random(seed)
    recorded = new_game(edition, ["Anna", "Bruno", "Carla"], seed=seed)
    game = recorded.game
    contexts = _contexts(game)
    seen: Counter = Counter()
    calls = 0

    def sample(events) -> None:
        nonlocal calls
        calls += 1
        if calls % 10 == 0 and not game.state.over:
            for action in _candidates(game, rng):
                _check(game, action, contexts, seen)

    agents = [make_agent("heuristic"), make_agent("random"), make_agent("heuristic")]
    play_game(recorded, agents, random.Random(seed), max_rounds=60, on_events=sample)
    assert calls > 100
    worded = {code for code in seen if code not in NOT_NOW_CODES}
    assert len(worded) >= 12, seen


SITUATIONS = [("classic", name) for name in test_reasons.SITUATIONS if name != "not_now"] + [
    ("mega", name) for name in test_reasons_mega.SITUATIONS
]


@pytest.mark.parametrize(("module", "situation"), SITUATIONS)
def test_the_refusals_of_the_reason_situations_have_their_codes(module: str, situation: str) -> None:
    tests = test_reasons if module == "classic" else test_reasons_mega
    game, _ = tests.position("en")
    action, _ = tests.SITUATIONS[situation](game, Context.of(game, Translator("en")))
    refusal = game.refused(action)
    if refusal is None:  # an empty offer: the trade builder says so before asking the engine
        assert situation == "trade_empty"
        return
    assert isinstance(refusal, Refusal)
    assert refusal.code == tests.KEYS.get(situation, situation)
    _check(game, action, _contexts(game), Counter())


def test_the_codes_worded_not_now_have_no_sentence_of_their_own() -> None:
    for lang in LANGUAGES:
        assert not any("why_not." + code in CATALOGS[lang] for code in NOT_NOW_CODES)


def test_a_refusal_is_its_english_text_with_a_code() -> None:
    refusal = Refusal("a house costs 100, you have 40", "cash", {"kind": "house", "cost": 100, "cash": 40})
    assert str(refusal) == f"{refusal}" == refusal.text == "a house costs 100, you have 40"
    assert not isinstance(refusal, str)  # a code-less text is a plain str: the two never compare equal by accident
    back = pickle.loads(pickle.dumps(refusal))
    assert (back.text, back.code, back.params) == (refusal.text, "cash", refusal.params)
    assert set(refusal.code) <= set(string.ascii_lowercase + "_")


def test_a_hotels_only_board_is_refused_hotels_not_houses() -> None:
    """The building the refusal speaks of is the engine's: on a hotels-only board (Cheaters) the first building
    of a street is a hotel, so an empty bank of hotels (even with houses in it) is the reason, at the hotel's price."""
    game = new_game("cheaters-ru", ["Anna", "Bruno"], seed=1, first_player=0).game
    assert game.rules.hotels_only
    group = next(g for g in game.edition.group_of if len(g) >= 2)
    for space in group:
        game.state.owner[space] = 0
    ctx = Context.of(game, Translator("en"))
    game.state.bank_hotels = 0
    game.state.bank_houses = 32
    assert why_not(ctx, Build(0, group[0])) == ctx.tr("why_not.no_hotels")
    game.state.bank_hotels = 5
    sp = game.edition.spaces[group[0]]
    game.state.players[0].cash = sp.hotel_cost - 1
    assert sp.house_cost != sp.hotel_cost
    expected = ctx.tr("why_not.cash", cost=ctx.money(sp.hotel_cost), cash=ctx.money(sp.hotel_cost - 1))
    assert why_not(ctx, Build(0, group[0])) == expected


def test_an_offer_that_cannot_be_carried_out_for_a_reason_without_words_is_invalid() -> None:
    """Answering an offer the rules refuse for a reason of their own with no sentence (here: a card that is
    not a get-out-of-jail-free card, which no legal proposal names) is "the offer can no longer be carried out"."""
    game = new_game("classic-en", ["Anna", "Bruno"], seed=1, first_player=0).game
    deck_id, deck = next(iter(game.edition.decks.items()))
    card = next(i for i, c in enumerate(deck.cards) if c.effect.type != GET_OUT_OF_JAIL_FREE)
    game.state.players[0].cards.append((deck_id, card))
    game.state.stack.append(TradeDecision(1, 0, (), 0, ((deck_id, card),), (), 10, ()))
    refusal = game.refused(AcceptTrade(1))
    assert isinstance(refusal, Refusal) and refusal.code == "trade_card_kind"
    for lang in LANGUAGES:
        ctx = Context.of(game, Translator(lang))
        assert why_not(ctx, AcceptTrade(1)) == ctx.tr("why_not.trade_invalid")
