"""Rules of ``cheaters-ru`` the scenarios do not pin down: the decision protocol of the new decisions (every choice
listed, every other refused with a reason), held cards, bankruptcy, the end phase, and what ``clone()`` and
``snapshot()`` carry. The cheats are off here (``core/cheats.py`` has its own tests)."""

from __future__ import annotations

from monopoly_engine.core import Game, ScriptedSource
from monopoly_engine.core.actions import (
    ClaimRent,
    DeclareBankruptcy,
    DiscardCard,
    DrawCard,
    EndTurn,
    Mortgage,
    PlayCard,
    ProposeTrade,
    ReturnDeed,
    SellBuilding,
    SellProperty,
    TradeSide,
    UseCard,
)
from monopoly_engine.core.decisions import CardLimitDecision, Debt, DeckChoiceDecision, ReturnDeedDecision
from monopoly_engine.core.edition import HOTEL
from monopoly_engine.core.events import (
    CameHome,
    FinalRent,
    GameOver,
    HandcuffPassed,
    PropertySold,
    RentReduced,
    TurnSkipped,
)
from monopoly_engine.core.money import charge
from monopoly_engine.editions import load_edition

ED = load_edition("cheaters-ru", {"cheats": False})
ALL_STREETS = ED.properties


def table(players: int = 3, dice: list[list[int]] | None = None) -> Game:
    game, _ = Game.new(ED, ["A", "B", "C", "D"][:players], ScriptedSource(dice or []), first_player=0, shuffle=False)
    return game


def card(ref: str) -> tuple[str, int]:
    return ED.card_index(ref)


def test_free_parking_offers_both_decks_and_nothing_else() -> None:
    game = table()
    game.state.stack.append(DeckChoiceDecision(0))
    assert game.decision_actions() == [DrawCard(0, "chance"), DrawCard(0, "community-chest")]
    assert game.refusal(DrawCard(1, "chance")) == "it is A's decision, not yours"
    assert game.refusal(DrawCard(0, "cheats")) == "draw from chance or community-chest"
    assert game.refusal(EndTurn(0)) == "nobody is asked to end a turn now"
    game.apply(DrawCard(0, "community-chest"))  # advance-to-go: +200
    assert game.state.players[0].cash == 1700 and type(game.decision).__name__ == "TurnDecision"


def test_the_card_limit_lists_plays_and_discards_and_refuses_the_rest() -> None:
    game = table()
    a = game.state.players[0]
    a.cards += [card("chance/send-to-jail"), card("chance/reduced-rent")]
    game.state.stack.append(CardLimitDecision(0, "chance"))
    choices = game.decision_actions()
    assert DiscardCard(0, *card("chance/send-to-jail")) in choices
    assert DiscardCard(0, *card("chance/reduced-rent")) in choices
    assert PlayCard(0, *card("chance/send-to-jail"), target=1) in choices  # A's own turn
    assert PlayCard(0, *card("chance/reduced-rent"), target=2) in choices
    assert game.refusal(DiscardCard(0, *card("community-chest/no-rent"))) == (
        "you are over the limit of chance cards, not community-chest"
    )
    assert game.refusal(EndTurn(0)) == "nobody is asked to end a turn now"
    game.apply(PlayCard(0, *card("chance/reduced-rent"), target=1))
    assert game.state.modifiers == [("reduced-rent", 0, 1, 50)]
    assert type(game.decision).__name__ == "TurnDecision"  # one card left: the limit holds
    assert game.refusal(DiscardCard(0, *card("chance/send-to-jail"))) == (
        "a card is discarded only when you hold more than the limit"
    )


def test_reduced_rent_is_rounded_up_to_ten_and_used_once() -> None:
    game = table(dice=[[1, 2], [1, 2]])
    state = game.state
    state.owner[24] = 1  # Площадь Маяковского: 110
    state.players[0].position = 21
    state.modifiers.append(("reduced-rent", 0, 1, 50))
    game.apply(game.decision_actions()[0])  # roll: 21 + 3 = 24
    events = game.apply(ClaimRent(1))
    assert RentReduced(0, 1, 24, 110, 60) in events and state.players[0].cash == 1440
    assert state.modifiers == []


def test_a_prisoner_plays_no_card_but_may_discard_and_use_the_jail_card() -> None:
    game = table()
    a = game.state.players[0]
    a.in_jail, a.position = True, 10
    a.cards += [card("chance/reduced-rent"), card("community-chest/get-out-of-jail-free")]
    play = PlayCard(0, *card("chance/reduced-rent"), target=1)
    assert game.refusal(play).startswith("a prisoner plays no Chance or Community Chest card")
    assert play not in game.legal_actions(0)
    assert UseCard(0, "community-chest") in game.decision_actions()
    assert UseCard(0, "chance") not in game.decision_actions()  # the chance card is no jail card
    assert game.refusal(UseCard(0, "chance")) == "you hold no get-out-of-jail-free card"


def test_new_prisoner_frees_the_old_one() -> None:
    game = table()
    game.send_to_jail(1, "card")
    game.events = []
    game.send_to_jail(2, "card")
    assert game.events[0] == HandcuffPassed(1, 2)
    assert game.state.handcuff == 2 and not game.state.players[1].in_jail and game.state.players[1].position == 10


def test_no_mortgage_no_building_sale_and_sale_to_the_bank_at_nominal_value() -> None:
    game = table()
    state = game.state
    state.owner[9] = 0  # with the setup hotel: nominal = hotel rent 200
    state.owner[13] = 0
    assert game.refusal(Mortgage(0, 13)) == "there are no mortgages in this edition"
    assert game.refusal(SellBuilding(0, 9)) == "hotels are never sold: a hotel stays on its street"
    assert game.refusal(SellProperty(1, 9)) == "you do not own Первая Парковая улица"
    assert {SellProperty(0, 9), SellProperty(0, 13)} <= set(game.free_actions(0))
    assert not [a for a in game.free_actions(0) if type(a) in (Mortgage, SellBuilding)]
    assert PropertySold(0, 9, 200) in game.apply(SellProperty(0, 9))
    assert state.owner[9] == -1 and state.level[9] == HOTEL and state.players[0].cash == 1700


def test_bankruptcy_only_once_the_streets_cannot_cover_the_debt() -> None:
    game = table()
    state = game.state
    state.owner[39] = 1  # Арбат: 400 at the bank
    state.players[1].cash = 100
    charge(game, Debt(1, 0, 450, "rent", 1))
    assert game.refusal(DeclareBankruptcy(1)).startswith("you can still raise 500 by selling streets to the bank")
    assert game.decision_actions() == [] and SellProperty(1, 39) in game.free_actions(1)
    game.apply(SellProperty(1, 39))
    game.apply(game.decision_actions()[0])  # pay
    assert state.players[1].cash == 50 and state.players[0].cash == 1950


def test_bankruptcy_to_a_player_gives_hotels_and_all_cards_and_the_limit_follows() -> None:
    game = table()
    state = game.state
    b, c = state.players[1], state.players[2]
    state.owner[9] = 1
    b.cash = 0
    b.cards += [card("chance/reduced-rent"), card("community-chest/no-rent")]
    c.cards += [card("chance/move-hotel")]
    charge(game, Debt(1, 2, 300, "rent", 9))  # 9 sold to the bank would bring 200
    game.apply(DeclareBankruptcy(1))
    assert state.owner[9] == 2 and state.level[9] == HOTEL
    assert sorted(c.cards) == sorted(
        [card("chance/move-hotel"), card("chance/reduced-rent"), card("community-chest/no-rent")]
    )
    assert game.decision == CardLimitDecision(2, "chance")


def test_trading_keeps_to_the_jail_card_and_the_limit() -> None:
    game = table()
    a, b = game.state.players[0], game.state.players[1]
    a.cards.append(card("chance/get-out-of-jail-free"))
    b.cards.append(card("chance/reduced-rent"))
    refused = game.refusal(ProposeTrade(0, 1, TradeSide(cash=10), TradeSide(cards=(card("chance/reduced-rent"),))))
    assert refused == "only get-out-of-jail-free cards change hands in a trade"
    refused = game.refusal(
        ProposeTrade(0, 1, TradeSide(cards=(card("chance/get-out-of-jail-free"),)), TradeSide(cash=5))
    )
    assert refused == "B would hold 2 chance cards, 1 at most"


def test_a_card_return_with_no_street_left_does_nothing() -> None:
    game = table()
    game.state.stack.append(ReturnDeedDecision(0))
    assert game.decision_actions() == [ReturnDeed(0, -1)]
    game.state.owner[1] = 0
    assert game.decision_actions() == [ReturnDeed(0, 1)]
    assert game.refusal(ReturnDeed(0, -1)) == "choose one of your streets to give back"
    assert game.refusal(ReturnDeed(0, 3)) == "Нагатинская улица is not yours"


def _all_owned(game: Game) -> None:
    for i, space in enumerate(ALL_STREETS):
        game.state.owner[space] = i % 2


def test_home_turns_are_skipped_and_the_last_one_home_ends_the_game() -> None:
    game = table(players=3, dice=[[2, 3], [3, 4]])
    state = game.state
    _all_owned(game)
    state.end_phase = True
    state.players[1].home = True
    state.players[1].position = 0
    state.players[0].position = 30
    state.players[2].position = 38
    game.apply(game.decision_actions()[0])  # A: 30 + 5 = 35 ... the station hop stops on GO
    assert state.players[0].home and state.players[0].position == 0
    events = game.apply(EndTurn(0))
    assert TurnSkipped(1) in events and state.current == 2
    events = game.apply(game.decision_actions()[0])  # C: 38 + 7 passes GO: stops there; everyone is home
    assert CameHome(2) in events and game.is_over
    rents = [e for e in events if type(e) is FinalRent]
    assert [e.player for e in rents][:1] == [0]  # from the player after C
    assert {e.player for e in rents} == {0, 1} and events[-1] == GameOver(state.winner, "most-cash")
    assert state.winners == (state.winner,)


def test_clone_and_snapshot_carry_the_cheaters_state() -> None:
    game = table()
    state = game.state
    state.end_phase = True
    state.players[0].home = True
    state.modifiers.append(("reduced-rent", 0, 1, 0))
    twin = game.clone()
    assert twin.state.snapshot() == state.snapshot()
    twin.state.modifiers.clear()
    twin.state.players[0].home = False
    assert state.modifiers and state.players[0].home
    assert twin.state.snapshot() != state.snapshot()
    snap = state.snapshot()
    assert snap["end_phase"] is True and snap["modifiers"] == (("reduced-rent", 0, 1, 0),)
