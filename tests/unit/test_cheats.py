"""The cheat cards of ``cheaters-ru`` and the hidden-action protocol (docs/cheaters-ru-design.md sections 4, 6).

Each card: what it does, its reward when the window closes (the first roll of a later turn), and a right
accusation (reveal, undo, penalty, jail where the card says, the card replaced from the pile). Positions are
built with the scenario runner's setup, so each test states its board in a few lines.
"""

from __future__ import annotations

from typing import Any

import pytest

from monopoly_engine.core import IllegalActionError
from monopoly_engine.core.actions import Accuse, Cheat
from monopoly_engine.core.edition import HOTEL
from monopoly_engine.core.events import (
    BANK,
    AccusationRejected,
    AccusationUpheld,
    Accused,
    CheatCardReplaced,
    CheatPenalty,
    CheatRevealed,
    CheatRewarded,
    Hidden,
    MoneyPaid,
    RentPaid,
    SomethingHappened,
)
from monopoly_engine.notation import parse_action
from monopoly_engine.scenario import Scenario, build_game

A, B, C = 0, 1, 2
ALL_CARDS = [
    "steal-from-bank", "pickpocket", "extra-salary", "extra-steps", "wrong-token", "short-change", "overcharge",
    "foreign-rent", "remove-hotel", "place-hotel", "move-hotel", "steal-deed", "jailbreak", "extra-card", "cheap-buy",
]  # fmt: skip


def game_with(face_up: list[str], dice: list[list[int]] | None = None, pile: list[str] | None = None, **setup: Any):
    """A three-player cheaters-ru game, A to play, these cards face up (the pile: ``pile`` first, then the rest).

    Everybody starts on square 7 unless ``position`` says otherwise: a roll of 3 ends on Just Visiting."""
    setup = {"cheats": face_up, **setup}
    setup["position"] = {"A": 7, "B": 7, "C": 7, **setup.get("position", {})}
    if pile:
        setup["decks"] = {"cheats": pile}
    data = {"edition": "cheaters-ru", "players": ["A", "B", "C"], "setup": setup, "dice": dice or []}
    return build_game(Scenario("<test>", data))


def do(game, *lines: str) -> list:
    """Apply ``"A: roll"``-style actions; returns the events of the last."""
    events: list = []
    for line in lines:
        name, _, spec = line.partition(":")
        player = game.player_index(name.strip())
        events = game.apply(parse_action(spec.strip(), player, game))
    return events


def cash(game) -> list[int]:
    return [p.cash for p in game.state.players]


def money_total(game) -> int:
    state = game.state
    return sum(cash(game)) - state.bank_out + state.bank_in


def refused(game, line: str) -> str:
    before = game.state.snapshot()
    with pytest.raises(IllegalActionError) as info:
        do(game, line)
    assert game.state.snapshot() == before
    return info.value.reason


# --- setup and the protocol --------------------------------------------------------------------------------


def test_five_cards_face_up_from_the_seeded_shuffle_and_ten_in_the_pile() -> None:
    from monopoly_engine.game import new_game

    record = new_game("cheaters-ru", ["A", "B", "C"], seed=7)
    cs = record.game.state.cheats
    assert len(cs.face_up) == 5 and len(cs.pile) == 10
    assert sorted([*cs.face_up, *cs.pile]) == sorted(ALL_CARDS)
    kinds = [e.kind for e in record.setup_events]
    assert "cheats-revealed" in kinds
    shuffled = [e for e in record.setup_events if e.kind == "deck-shuffled" and e.deck == "cheats"]
    assert len(shuffled) == 1
    again = new_game("cheaters-ru", ["A", "B", "C"], seed=7).game.state.cheats
    assert again.face_up == cs.face_up and list(again.pile) == list(cs.pile)


def test_cheats_off_refuses_cheating() -> None:
    from monopoly_engine.game import new_game

    game = new_game("cheaters-ru", ["A", "B"], seed=1, options={"cheats": False}).game
    assert game.state.cheats is None
    assert "not part of this game" in (game.refusal(Cheat(0, "pickpocket", (1, 10))) or "")
    assert "not part of this game" in (game.refusal(Accuse(0, 1, "pickpocket")) or "")


def test_cheat_events_are_hidden_behind_a_public_marker() -> None:
    game = game_with(["steal-from-bank"])
    events = do(game, "A: cheat steal-from-bank 100")
    assert cash(game) == [1600, 1500, 1500]
    assert events[0] == SomethingHappened(1)
    assert all(type(e) is Hidden and e.seats == (A,) for e in events[1:])
    assert [e.event.kind for e in events[1:]] == ["cheat-performed", "money-paid"]


def test_no_marker_when_the_option_is_off() -> None:
    data = {
        "edition": "cheaters-ru", "players": ["A", "B"], "options": {"cheat_marker": False},
        "setup": {"cheats": ["steal-from-bank"]},
    }  # fmt: skip
    game = build_game(Scenario("<test>", data))
    events = do(game, "A: cheat steal-from-bank 10")
    assert all(type(e) is Hidden for e in events)


def test_window_closes_at_the_next_turns_first_roll_reward_and_card_replaced() -> None:
    game = game_with(["steal-from-bank"], dice=[[1, 2], [1, 2]], pile=["pickpocket"])
    do(game, "A: cheat steal-from-bank 100", "A: roll", "A: end-turn")
    assert cash(game)[A] == 1600
    events = do(game, "B: roll")
    assert cash(game)[A] == 1650
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["cheat-revealed", "cheat-rewarded", "cheat-card-replaced"]
    assert events[1] == CheatRewarded(A, "steal-from-bank", 50)
    assert events[2] == CheatCardReplaced("steal-from-bank", "pickpocket")
    assert game.state.cheats.face_up == ["pickpocket"]
    assert game.state.cheats.pile[-1] == "steal-from-bank"
    assert game.state.cheats.pending == []


def test_own_doubles_reroll_does_not_close_the_window() -> None:
    game = game_with(["steal-from-bank"], dice=[[1, 1], [1, 2]], position={"A": 8})
    do(game, "A: cheat steal-from-bank 50", "A: roll", "A: roll")  # 8 -> 10 -> 13
    assert len(game.state.cheats.pending) == 1
    do(game, "B: accuse A steal-from-bank")
    assert cash(game)[A] == 1500 - 100  # the 50 given back, then the penalty


def test_right_accusation_undo_penalty_and_replacement() -> None:
    game = game_with(["steal-from-bank"], pile=["jailbreak"])
    do(game, "A: cheat steal-from-bank 100")
    total = money_total(game)
    events = do(game, "C: accuse A steal-from-bank")
    assert events[:2] == [Accused(C, A, "steal-from-bank"), AccusationUpheld(C, A, "steal-from-bank")]
    assert any(isinstance(e, CheatRevealed) for e in events)
    assert CheatPenalty(A, "steal-from-bank", 100, BANK, False) in events
    assert cash(game) == [1400, 1500, 1500]
    assert game.state.cheats.face_up == ["jailbreak"]
    assert money_total(game) == total


def test_wrong_accusation_costs_the_accuser_the_fee() -> None:
    game = game_with(["steal-from-bank"])
    events = do(game, "B: accuse C pickpocket")
    assert events[:2] == [Accused(B, C, "pickpocket"), AccusationRejected(B, C, "pickpocket")]
    assert MoneyPaid(B, C, 100, "false-accusation") in events
    assert cash(game) == [1500, 1400, 1600]


def test_accusation_after_the_window_closed_is_wrong() -> None:
    game = game_with(["steal-from-bank"], dice=[[1, 2], [1, 2]])
    do(game, "A: cheat steal-from-bank 10", "A: roll", "A: end-turn", "B: roll")
    do(game, "C: accuse A steal-from-bank")
    assert cash(game) == [1510 + 50 + 100, 1500, 1400]


def test_accusation_refusals() -> None:
    game = game_with(["steal-from-bank"])
    assert "yourself" in refused(game, "A: accuse A steal-from-bank")
    assert "no cheat card" in refused(game, "A: accuse B robbery")


def test_a_caught_card_no_longer_face_up_still_judged() -> None:
    game = game_with(["pickpocket"], pile=["jailbreak"])
    do(game, "A: cheat pickpocket B 50", "C: cheat pickpocket B 50", "B: accuse A pickpocket")
    assert game.state.cheats.face_up == ["jailbreak"]
    do(game, "B: accuse C pickpocket")  # the card went under the pile; C's attempt is still pending
    assert cash(game)[C] == 1500 - 100
    assert cash(game)[B] == 1500 + 100 + 100


def test_refusals_change_nothing() -> None:
    game = game_with(["pickpocket", "steal-from-bank"])
    assert "not face up" in refused(game, "A: cheat jailbreak")
    assert "only for the player whose turn" in refused(game, "B: cheat steal-from-bank 10")
    assert "multiple of 10" in refused(game, "A: cheat steal-from-bank 15")
    assert "multiple of 10" in refused(game, "A: cheat steal-from-bank 110")
    assert "another player" in refused(game, "A: cheat pickpocket A 10")
    do(game, "A: cheat pickpocket B 10")
    assert "already have a pending" in refused(game, "A: cheat pickpocket C 10")
    do(game, "C: cheat pickpocket B 10")  # several players may use the same face-up card


def test_amount_never_above_the_victims_cash() -> None:
    game = game_with(["pickpocket"], cash={"B": 40})
    assert "has only 40" in refused(game, "A: cheat pickpocket B 50")
    do(game, "A: cheat pickpocket B 40")


# --- each card ------------------------------------------------------------------------------------------------


def test_pickpocket_caught_victim_compensated() -> None:
    game = game_with(["pickpocket"])
    do(game, "C: cheat pickpocket B 100")
    assert cash(game) == [1500, 1400, 1600]
    do(game, "A: accuse C pickpocket")
    assert cash(game) == [1500, 1600, 1400]


def test_extra_salary_only_right_after_a_salary() -> None:
    game = game_with(["extra-salary"], dice=[[1, 3]], position={"A": 37})
    assert "not collected a salary" in refused(game, "A: cheat extra-salary")
    do(game, "A: roll")  # 37 -> 1: salary
    assert cash(game)[A] == 1700
    do(game, "A: cheat extra-salary")
    assert cash(game)[A] == 1800
    assert "not collected a salary" in refused(game, "B: cheat extra-salary")
    do(game, "B: accuse A extra-salary")
    assert cash(game)[A] == 1600


def test_extra_steps_moves_further_and_caught_goes_to_jail_without_undo() -> None:
    game = game_with(["extra-steps"], dice=[[1, 2]], position={"A": 0})
    assert "own turn" in refused(game, "B: cheat extra-steps 2")
    events = do(game, "A: cheat extra-steps 3")
    assert game.state.players[A].position == 0
    events = do(game, "A: roll")
    assert game.state.players[A].position == 6
    moved = [e for e in events if e.kind == "moved"]
    assert (moved[0].start, moved[0].end) == (0, 6)
    applied = [e for e in events if type(e) is Hidden]
    assert applied and applied[0].event.kind == "cheat-applied" and applied[0].seats == (A,)
    do(game, "B: accuse A extra-steps")
    assert game.state.players[A].in_jail and game.state.players[A].position == 10
    assert cash(game)[A] == 1500


def test_wrong_token_caught_token_restored() -> None:
    game = game_with(["wrong-token"], position={"B": 11})
    do(game, "A: cheat wrong-token B 3")
    assert game.state.players[B].position == 14
    do(game, "C: accuse A wrong-token")
    assert game.state.players[B].position == 11
    assert cash(game)[A] == 1400


def test_wrong_token_refused_past_go_and_for_prisoners() -> None:
    game = game_with(["wrong-token"], position={"B": 38}, jail={"C": 0})
    assert "reach GO" in refused(game, "A: cheat wrong-token B 2")
    assert "in jail" in refused(game, "A: cheat wrong-token C 1")


def test_short_change_pays_less_rent_and_caught_pays_the_shortfall_and_fine() -> None:
    game = game_with(
        position={"A": 0},
        face_up=["short-change"],
        dice=[[1, 2]],
        owner={"nagatinskaya-ulitsa": "B", "zhitnaya-ulitsa": "B"},
    )
    do(game, "A: cheat short-change 50", "A: roll")
    events = do(game, "B: claim-rent")
    assert RentPaid(A, B, 3, 10) in events  # 60 for the brown set, 50 less
    assert cash(game)[:2] == [1490, 1510]
    do(game, "C: accuse A short-change")
    assert cash(game)[:2] == [1490 - 50 - 100, 1560]


def test_overcharge_takes_more_rent_caught_payer_refunded_and_paid() -> None:
    game = game_with(position={"A": 0}, face_up=["overcharge"], dice=[[1, 2]], owner={"nagatinskaya-ulitsa": "B"})
    do(game, "B: cheat overcharge 100", "A: roll")
    events = do(game, "B: claim-rent")
    assert RentPaid(A, B, 3, 130) in events
    do(game, "A: accuse B overcharge")
    assert cash(game)[:2] == [1500 - 130 + 100 + 100, 1500 + 130 - 100 - 100]


def test_foreign_rent_payer_pays_twice_undetected() -> None:
    game = game_with(
        position={"A": 0}, face_up=["foreign-rent"], dice=[[1, 2], [2, 2]], owner={"nagatinskaya-ulitsa": "B"}
    )
    do(game, "A: roll")
    assert "between you" in refused(game, "B: cheat foreign-rent")
    do(game, "C: cheat foreign-rent")
    do(game, "B: claim-rent", "A: end-turn", "B: roll")
    assert cash(game) == [1500 - 60, 1530, 1530 + 50]


def test_foreign_rent_caught_undone() -> None:
    game = game_with(position={"A": 0}, face_up=["foreign-rent"], dice=[[1, 2]], owner={"nagatinskaya-ulitsa": "B"})
    do(game, "A: roll", "C: cheat foreign-rent", "B: accuse C foreign-rent")
    assert cash(game) == [1500, 1500, 1400]


def test_remove_hotel_caught_restored_and_jail() -> None:
    game = game_with(["remove-hotel"], owner={"ulitsa-arbat": "B"}, houses={"ulitsa-arbat": 5})
    hotels = game.state.bank_hotels
    do(game, "A: cheat remove-hotel ulitsa-arbat")
    assert game.state.level[39] == 0 and game.state.bank_hotels == hotels + 1
    assert "no hotel" in refused(game, "C: cheat remove-hotel ulitsa-arbat")
    do(game, "B: accuse A remove-hotel")
    assert game.state.level[39] == HOTEL and game.state.bank_hotels == hotels
    assert game.state.players[A].in_jail
    assert game.state.roll_due is False  # the cheater's own turn ends


def test_place_hotel_undetected_stays_without_reward() -> None:
    game = game_with(["place-hotel"], dice=[[1, 2], [1, 3]], owner={"ulitsa-arbat": "A"}, pile=["jailbreak"])
    assert "not your street" in refused(game, "A: cheat place-hotel 37")
    do(game, "A: cheat place-hotel ulitsa-arbat", "A: roll", "A: end-turn", "B: roll")
    assert game.state.level[39] == HOTEL
    assert cash(game)[A] == 1500
    assert game.state.cheats.face_up == ["jailbreak"]


def test_place_hotel_caught_pays_the_hotel_cost() -> None:
    game = game_with(["place-hotel"], owner={"ulitsa-arbat": "A"})
    do(game, "A: cheat place-hotel ulitsa-arbat", "B: accuse A place-hotel")
    assert game.state.level[39] == 0
    assert cash(game)[A] == 1500 - 900


def test_move_hotel_caught_moved_back_and_jail() -> None:
    game = game_with(["move-hotel"], owner={"ulitsa-arbat": "B", "zhitnaya-ulitsa": "C"}, houses={"ulitsa-arbat": 5})
    do(game, "C: cheat move-hotel ulitsa-arbat zhitnaya-ulitsa")
    assert (game.state.level[39], game.state.level[1]) == (0, HOTEL)
    do(game, "B: accuse C move-hotel")
    assert (game.state.level[39], game.state.level[1]) == (HOTEL, 0)
    assert game.state.players[C].in_jail


def test_steal_deed_from_the_bank_caught_returned_and_jail() -> None:
    game = game_with(["steal-deed"])
    do(game, "B: cheat steal-deed ulitsa-arbat")
    assert game.state.owner[39] == B
    do(game, "A: accuse B steal-deed")
    assert game.state.owner[39] == BANK and game.state.players[B].in_jail


def test_steal_deed_sold_on_costs_its_nominal_value() -> None:
    game = game_with(["steal-deed"], owner={"ulitsa-arbat": "C"})
    do(game, "B: cheat steal-deed ulitsa-arbat")
    game.state.owner[39] = A  # passed on meanwhile (a trade)
    do(game, "C: accuse B steal-deed")
    assert cash(game)[B] == 1100 and cash(game)[C] == 1900


def test_jailbreak_undetected_and_caught() -> None:
    game = game_with(["jailbreak"], jail={"B": 0})
    assert "not in jail" in refused(game, "A: cheat jailbreak")
    do(game, "B: cheat jailbreak")
    assert not game.state.players[B].in_jail and game.state.players[B].position == 10
    do(game, "C: accuse B jailbreak")
    assert game.state.players[B].in_jail and cash(game)[B] == 1450


def test_extra_card_held_and_refused_when_holding() -> None:
    game = game_with(["extra-card"], decks={"chance": ["send-to-jail"]})
    size = len(game.state.decks["chance"])
    do(game, "A: cheat extra-card chance")
    assert len(game.state.decks["chance"]) == size - 1
    assert len(game.state.players[A].cards) == 1
    game2 = game_with(["extra-card"], cards={"A": ["chance/send-to-jail"]})
    assert "hold a chance card" in refused(game2, "A: cheat extra-card chance")
    do(game, "B: accuse A extra-card")
    assert game.state.players[A].cards == [] and len(game.state.decks["chance"]) == size
    assert cash(game)[A] == 1400


def test_cheap_buy_pays_less_and_caught_pays_it_back() -> None:
    game = game_with(position={"A": 0}, face_up=["cheap-buy"], dice=[[1, 2]])
    do(game, "A: cheat cheap-buy 50", "A: roll")
    events = do(game, "A: buy")
    assert [e.price for e in events if e.kind == "property-bought"] == [10]
    assert cash(game)[A] == 1490
    do(game, "B: accuse A cheap-buy")
    assert cash(game)[A] == 1490 - 50 - 100


def test_armed_cheat_unused_is_void_card_stays() -> None:
    game = game_with(["short-change"], dice=[[1, 2], [1, 3]], pile=["jailbreak"])
    do(game, "A: cheat short-change 100", "A: roll", "A: end-turn")
    events = do(game, "B: roll")
    assert CheatRevealed(A, "short-change", (100,), (("unused",),)) in events
    assert cash(game)[A] == 1500
    assert game.state.cheats.face_up == ["short-change"]


def test_right_accusation_of_an_unused_armed_cheat_still_penalised() -> None:
    game = game_with(["short-change"])
    do(game, "A: cheat short-change 100", "B: accuse A short-change")
    assert cash(game)[A] == 1400


def test_penalty_beyond_cash_is_a_debt() -> None:
    game = game_with(["pickpocket"], cash={"A": 20})
    do(game, "A: cheat pickpocket B 100", "B: cheat pickpocket A 100")
    assert cash(game)[A] == 20
    do(game, "C: accuse A pickpocket")  # owes 100 back and 100 to B: 20 in cash
    top = game.state.stack[-1]
    assert type(top).__name__ == "DebtDecision" and top.player == A


def test_bankrupt_cheaters_pending_cheat_is_void() -> None:
    from monopoly_engine.core.cheats import close_windows

    game = game_with(["pickpocket"])
    do(game, "A: cheat pickpocket B 100")
    game.state.players[A].bankrupt = True
    game.state.turns += 1
    close_windows(game)
    assert game.state.cheats.pending == [] and game.state.cheats.face_up == ["pickpocket"]


def test_clone_copies_the_cheat_state() -> None:
    game = game_with(["pickpocket"])
    do(game, "A: cheat pickpocket B 100")
    twin = game.clone()
    assert twin.state.snapshot() == game.state.snapshot()
    do(twin, "C: accuse A pickpocket")
    assert len(game.state.cheats.pending) == 1 and twin.state.cheats.pending == []


@pytest.mark.parametrize("card", ALL_CARDS)
def test_every_card_has_rules(card: str) -> None:
    game = game_with([card])
    assert game.edition.cheat(card) is not None


# card -> (setup, the cheat): every card whose effect is immediate, made so that B's first roll ends the window
UNDETECTED = {
    "steal-from-bank": ({}, "A: cheat steal-from-bank 100"),
    "pickpocket": ({}, "C: cheat pickpocket B 100"),
    "extra-steps": ({"position": {"A": 8}}, "A: cheat extra-steps -1"),
    "wrong-token": ({}, "C: cheat wrong-token B 1"),
    "remove-hotel": ({"owner": {"ulitsa-arbat": "B"}, "houses": {"ulitsa-arbat": 5}}, "C: cheat remove-hotel 39"),
    "place-hotel": ({"owner": {"ulitsa-arbat": "C"}}, "C: cheat place-hotel 39"),
    "move-hotel": (
        {"owner": {"ulitsa-arbat": "B", "ulitsa-malaya-bronnaya": "C"}, "houses": {"ulitsa-arbat": 5}},
        "C: cheat move-hotel 39 37",
    ),
    "steal-deed": ({"owner": {"ulitsa-arbat": "B"}}, "C: cheat steal-deed 39"),
    "jailbreak": ({"jail": {"C": 0}}, "C: cheat jailbreak"),
    "extra-card": ({}, "C: cheat extra-card community-chest"),
}


@pytest.mark.parametrize("card", sorted(UNDETECTED))
def test_undetected_cheat_is_rewarded_at_the_next_turns_roll_and_its_card_replaced(card: str) -> None:
    setup, line = UNDETECTED[card]
    game = game_with([card, "cheap-buy"], dice=[[1, 2], [1, 2]], pile=["overcharge"], **setup)
    cheater = game.player_index(line[0])
    do(game, line)
    assert game.state.cheats.pending[0].card == card
    state_after_cheat = game.state.snapshot()["owner"], game.state.snapshot()["level"]
    before = cash(game)[cheater]
    do(game, "A: roll", "A: end-turn")
    assert game.state.cheats.pending, "the cheater's own turn does not close the window"
    events = do(game, "B: roll")
    reward = game.edition.cheat_ids[card].reward
    assert cash(game)[cheater] == before + reward
    assert any(isinstance(e, CheatRevealed) and e.card == card for e in events)
    assert (CheatRewarded(cheater, card, reward) in events) == (reward > 0)
    assert game.state.cheats.face_up == ["overcharge", "cheap-buy"]
    assert (game.state.snapshot()["owner"], game.state.snapshot()["level"]) == state_after_cheat
    assert game.state.cheats.pending == []


def test_short_change_also_cuts_a_false_accusation_fee_but_never_a_penalty() -> None:
    game = game_with(["short-change", "pickpocket"])
    do(game, "B: cheat short-change 30", "B: accuse C pickpocket")  # wrong: 100 less 30
    assert cash(game) == [1500, 1430, 1570]
    do(game, "A: cheat short-change 50", "A: cheat pickpocket C 10", "C: accuse A pickpocket")
    assert cash(game)[A] == 1500 - 100  # undo and penalty in full; short-change still armed
    assert game.state.cheats.pending[-1].card == "short-change" and game.state.cheats.pending[-1].armed
