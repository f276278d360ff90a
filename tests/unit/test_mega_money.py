"""Mega (002): buildings, depots and tickets in bankruptcy, the forced lift of a mortgage (P6), the
building crisis for skyscrapers, and options that need data a board lacks. Positions are written in
the scenario format and run by the scenario runner."""

from __future__ import annotations

from pathlib import Path

import pytest

from monopoly_engine.core.actions import Build, LiftMortgage
from monopoly_engine.core.decisions import BuildingAuctionDecision, DebtDecision, MortgageDecision
from monopoly_engine.editions import EditionError, load_edition
from monopoly_engine.notation import parse_action
from monopoly_engine.scenario import build_game, load_scenario, run_scenario


def _run(tmp_path: Path, text: str) -> None:
    path = tmp_path / "case.mega.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert result.ok, result.message


BANKRUPT = """
name: bankrupt to a player
edition: mega
players: [A, B]
setup:
  cash: {A: 0}
  owner: {48: A, 49: A, 51: A, 6: A, 40: B, 41: B, 42: B, 44: B}
  houses: {48: 5, 49: 5, 51: 6, 40: 6, 41: 6, 42: 6, 44: 6}
  depots: [6]
  position: {A: 40}
  tickets: {A: 2, B: 1}
  bank: {skyscrapers: 3, hotels: 10}
dice: [[1, 2, 1]]
actions:
  - A: roll
  - A: declare-bankruptcy
expect:
  cash: {B: 4150}
  owner: {48: B, 49: B, 51: B, 6: B}
  houses: {48: 0, 49: 0, 51: 0}
  depots: []
  bank: {skyscrapers: 4, hotels: 12, depots: 4, tickets: 13}
  tickets: {A: 0, B: 1}
  bankrupt: [A]
  winner: B
"""


def test_bankruptcy_sells_skyscrapers_and_depots_at_half_and_tickets_leave_the_game(tmp_path: Path) -> None:
    # Liquidation: 500 + 500 + 600 (the skyscraper's every level at half) + 50 (the depot) and 650 of
    # mortgages = 2300 < 2400 (Pennsylvania Avenue's skyscraper): bankrupt; B gets the 1650 of the sales.
    _run(tmp_path, BANKRUPT)


def test_declaring_bankruptcy_is_refused_while_a_depot_could_cover_the_debt(tmp_path: Path) -> None:
    # With 100 more cash, liquidation reaches the 2400 owed exactly: selling everything pays.
    text = BANKRUPT.replace("{A: 0}", "{A: 100}").split("expect:")[0] + "expect:\n  refused: 1\n"
    _run(tmp_path, text)


# (The street comes by a bankruptcy: no street of a built group is traded, RULINGS.md.) B (10, on 1) lands on
# massachusetts-avenue (7): rent 30, bankrupt to A, who gets the 10 and connecticut-avenue mortgaged.
P6 = """
name: completing a built group
edition: mega
players: [A, B, C]
setup:
  owner: {7: A, 8: A, 11: A, 12: B}
  houses: {7: 1, 8: 1, 11: 1}
  mortgaged: [12]
  cash: {A: 20, B: 10}
  position: {B: 1}
  turn: B
dice: [[1, 2, 3]]
actions:
  - B: roll
  - B: declare-bankruptcy
"""


def test_a_forced_lift_without_the_cash_becomes_a_debt(tmp_path: Path) -> None:
    path = tmp_path / "p6.mega.yaml"
    path.write_text(P6, encoding="utf-8")
    scenario = load_scenario(path)
    assert run_scenario(scenario).ok
    game = build_game(scenario)
    for entry in scenario.data["actions"]:
        ((name, spec),) = entry.items()
        game.apply(parse_action(spec, game.player_index(name), game))
    assert isinstance(game.decision, MortgageDecision)
    assert [type(a) for a in game.decision_actions()] == [LiftMortgage]  # keeping it is refused
    game.apply(LiftMortgage(0, 12))
    assert not game.state.mortgaged[12]
    decision = game.decision
    assert isinstance(decision, DebtDecision) and decision.debt.amount == 66  # 60 + 10%


def test_the_last_skyscraper_wanted_by_two_goes_to_auction(tmp_path: Path) -> None:
    path = tmp_path / "sky.mega.yaml"
    path.write_text(
        """
name: skyscraper crisis
edition: mega
players: [A, B]
setup:
  owner: {1: A, 3: A, 4: A, 48: B, 49: B, 51: B}
  houses: {1: 5, 3: 5, 4: 5, 48: 5, 49: 5, 51: 5}
  bank: {skyscrapers: 1, hotels: 6}
""",
        encoding="utf-8",
    )
    game = build_game(load_scenario(path))
    game.apply(Build(0, 1))
    decision = game.decision
    assert isinstance(decision, BuildingAuctionDecision) and decision.kind == "skyscraper"
    assert decision.player == 1 and game.refusal(Build(1, 51)) is not None


@pytest.mark.parametrize(("option", "problem"), [("skyscrapers", "skyscraper rent"), ("depots", "depot cost")])
def test_options_needing_mega_data_are_refused_on_a_classic_board(option: str, problem: str) -> None:
    with pytest.raises(EditionError, match=problem):
        load_edition("classic-en", {option: 2})


def test_a_skyscraper_sold_without_a_hotel_in_the_bank_brings_the_group_down_evenly(tmp_path: Path) -> None:
    # No hotel to put back on Boardwalk, 5 houses: every street comes down to houses (a skyscraper left would need
    # a hotel beside it), as few levels as 5 houses allow and evenly: 2/2/1, Boardwalk the lowest.
    # 48, 49: skyscraper 100 + hotel 100 + 2 houses at 100 = 400 each; 51: 3 houses, 500. A: 2500 + 1300.
    _run(
        tmp_path,
        """
name: skyscrapers down to houses
edition: mega
players: [A, B]
setup:
  owner: {48: A, 49: A, 51: A}
  houses: {48: 6, 49: 6, 51: 6}
  bank: {houses: 5, hotels: 0}
actions:
  - A: sell-building 51
expect:
  houses: {48: 2, 49: 2, 51: 1}
  cash: {A: 3800}
  bank: {houses: 0, hotels: 0, skyscrapers: 8}
""",
    )
