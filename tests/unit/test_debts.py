"""Debt queues and bankruptcies that cut across them; building-auction opening bids."""

from __future__ import annotations

from collections import deque

from monopoly_engine.core import Game, ScriptedSource
from monopoly_engine.core.actions import (
    AcceptTrade,
    Bid,
    Build,
    DeclareBankruptcy,
    KeepMortgage,
    Mortgage,
    Pass,
    Pay,
    ProposeTrade,
    Roll,
    TradeSide,
)
from monopoly_engine.editions import load_edition


def test_debt_queued_to_a_player_who_went_bankrupt_meanwhile_is_void() -> None:
    # A draws "birthday": B and C owe A 10 each. B cannot pay and waits; C's debt is queued behind.
    # While B raises money, C goes bankrupt (to the bank, for a mortgage fee): C's queued debt is void.
    ed = load_edition("classic-en")
    game, _ = Game.new(ed, ["A", "B", "C"], ScriptedSource([(1, 1)]), first_player=0, shuffle=False)
    state = game.state
    birthday = [c.id for c in ed.decks["community-chest"].cards].index("birthday")
    state.decks["community-chest"] = deque([birthday] + [i for i in range(16) if i != birthday])
    state.owner[39], state.mortgaged[39] = 0, True
    state.owner[1] = 1
    state.players[1].cash = state.players[2].cash = 5
    for action in (
        Roll(0),
        ProposeTrade(0, 2, TradeSide(spaces=(39,)), TradeSide()),
        AcceptTrade(2),
        KeepMortgage(2, 39),
        DeclareBankruptcy(2),
        Pass(0),
        Pass(1),
        Mortgage(1, 1),
        Pay(1),
    ):
        game.apply(action)
    assert state.players[2].bankrupt
    assert game.legal_actions(), "the game must be able to go on"
    assert game.decision is not None and game.decision.player == 0
    assert state.players[0].cash == 1500 + 10  # B paid; C's 10 died with C


def test_building_auction_opens_at_its_own_opening_bid() -> None:
    ed = load_edition("classic-en", {"houses": 1, "opening_bid": 1, "building_auction_opening_bid": 50})
    game, _ = Game.new(ed, ["A", "B"], ScriptedSource(), first_player=0, shuffle=False)
    state = game.state
    for space in (1, 3):
        state.owner[space] = 0
    for space in (6, 8, 9):
        state.owner[space] = 1
    game.apply(Build(0, 1))
    assert game.refusal(Bid(1, 49)) is not None
    assert game.refusal(Bid(1, 50)) is None
