"""The end of a game as the results screen shows it: the winner, the standings (place, net worth, cash,
properties, buildings, how each player left), every player's net worth round by round, and a few statistics
(rounds, the squares that earned the most rent). Plain JSON, in no language: the page words it.

The net worth over the rounds comes from the game's own record: the game is played again from its setup with
the recorded actions (as ``monopoly replay`` does), and each player's worth is read at the start of every round.
That is done once per finished game and kept (``results``), never on the hot path of a game in play."""

from __future__ import annotations

import weakref
from collections import Counter
from typing import Any

from monopoly_engine.core import Game
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER
from monopoly_engine.core.events import GameOver, RentClaimed, RentPaid, WentBankrupt
from monopoly_engine.core.properties import building_counts
from monopoly_engine.game import ROUND_LIMIT, RecordedGame, new_game
from monopoly_engine.safe_text import safe_text

TOP_SQUARES = 3  # the squares that earned the most rent, listed

_KEPT: dict[int, tuple[weakref.ref[RecordedGame], dict[str, Any]]] = {}


def net_worth(game: Game, seat: int) -> int:
    """Cash, each deed at its price (less its mortgage when mortgaged) and what its buildings cost; 0 once
    bankrupt (what a player could raise is not the question: what they have built up is)."""
    state = game.state
    if state.players[seat].bankrupt:
        return 0
    spaces = game.edition.spaces
    total = state.players[seat].cash
    for space in game.edition.properties:
        if state.owner[space] != seat:
            continue
        sp = spaces[space]
        total += sp.price - (sp.mortgage if state.mortgaged[space] else 0)
        level = state.level[space]
        if level:
            if game.rules.hotels_only:
                total += sp.hotel_cost
            else:
                total += min(level, 4) * sp.house_cost
                total += sp.hotel_cost if level >= HOTEL else 0
                total += sp.skyscraper_cost if level >= SKYSCRAPER else 0
        if state.depot[space]:
            total += sp.depot_cost
    return total


def _played_again(recorded: RecordedGame) -> dict[str, Any]:
    """One pass over the game played again from its setup with the recorded actions (the recorded game is left
    as it is): each player's net worth at the start of every round and at the end (``worth[seat][point]``), the
    round and version each bankrupt player went out at, the rent each square earned, why the game ended."""
    again = new_game(recorded.edition_ref, recorded.players, recorded.seed, recorded.options, recorded.first_player)
    game = again.game
    seats = range(len(recorded.players))
    worth: list[list[int]] = [[net_worth(game, s)] for s in seats]
    out: dict[int, dict[str, int]] = {}
    rent: Counter[int] = Counter()
    reason = ""
    rounds = game.state.rounds
    for number, (action, _) in enumerate(recorded.history, 1):
        if action is ROUND_LIMIT:
            events = again.end_by_round_limit()
        else:
            assert action is not None
            events = again.play(action)
        for event in events:
            if type(event) is RentPaid or type(event) is RentClaimed:
                rent[event.space] += event.amount
            elif type(event) is WentBankrupt:
                out[event.player] = {"round": game.state.rounds, "creditor": event.creditor, "v": number}
            elif type(event) is GameOver:
                reason = event.reason
        if game.state.rounds != rounds:
            rounds = game.state.rounds
            for s in seats:
                worth[s].append(net_worth(game, s))
    for s in seats:
        worth[s].append(net_worth(game, s))
    return {"worth": worth, "out": out, "rent": rent, "reason": reason}


def results(recorded: RecordedGame) -> dict[str, Any] | None:
    """The results of a finished game (None while it is in play), worked out once and kept with the game."""
    if not recorded.game.is_over:
        return None
    kept = _KEPT.get(id(recorded))
    if kept is not None and kept[0]() is recorded:
        return kept[1]
    shown = _work_out(recorded)
    key = id(recorded)
    _KEPT[key] = (weakref.ref(recorded, lambda _: _KEPT.pop(key, None)), shown)
    return shown


def _work_out(recorded: RecordedGame) -> dict[str, Any]:
    game = recorded.game
    state = game.state
    again = _played_again(recorded)
    standings: list[dict[str, Any]] = []
    for seat, player in enumerate(state.players):
        houses, hotels, skyscrapers, depots = building_counts(game, seat)
        owned = [s for s in game.edition.properties if state.owner[s] == seat]
        if player.bankrupt:
            left: dict[str, Any] = {"how": "bankrupt", **again["out"].get(seat, {"round": 0, "creditor": -1, "v": 0})}
        elif state.winner == seat or seat in state.winners:
            left = {"how": "won"}
        else:
            left = {"how": "in"}
        standings.append(
            {
                "seat": seat,
                "name": safe_text(player.name),
                "worth": net_worth(game, seat),
                "cash": player.cash,
                "properties": len(owned),
                "mortgaged": sum(1 for s in owned if state.mortgaged[s]),
                "houses": houses,
                "hotels": hotels,
                "skyscrapers": skyscrapers,
                "depots": depots,
                "left": left,
            }
        )
    # the winners first, then those still in by net worth, then the bankrupt, the last to go out first
    standings.sort(key=lambda s: ({"won": 0, "in": 1}.get(s["left"]["how"], 2), -s["worth"], -s["left"].get("v", 0)))
    for place, entry in enumerate(standings, 1):
        entry["place"] = place
    return {
        "winner": state.winner,
        "winners": list(state.winners),
        "reason": again["reason"],
        "rounds": state.rounds,
        "standings": standings,
        "worth": again["worth"],
        "top_rent": [{"space": space, "amount": amount} for space, amount in again["rent"].most_common(TOP_SQUARES)],
    }
