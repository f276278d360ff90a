"""The end of a Cheaters game (rule option ``end = "all-owned-then-go"``, ``004`` «КОНЕЦ ИГРЫ»).

Once every street has been owned by players (checked after each action; latched: a street sold back
to the bank later does not undo it), the *end phase* runs: a clockwise move that would reach or pass GO
stops on GO, pays the salary, and the player is *home* (their turn ends; their later turns are
skipped, though they still claim rent, trade, build and play cards). A player put on GO by a card has come back
too (RULINGS.md: the advance-to-go card passes GO like a move; swap-places onto a home player's GO square makes
the card's player home). A card that moves a home player off GO (jail, swap-places) makes them move again. When
every player still in is home, the bank pays each of them, in turn order from the player whose turn would come
next, the rent of each of their streets (hotel rent; double for a whole colour set; else the base rent), and the
richest wins; a tie is a shared win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .bank import bank_pays
from .events import CameHome, EndPhaseStarted, FinalRent, GameOver, Moved, WinShared
from .rent import standing_rent
from .rule_module import RuleModule

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game


def check_start(g: Game) -> None:
    """Start the end phase once every street is owned by a player."""
    owner = g.state.owner
    for space in g.edition.properties:
        if owner[space] < 0:
            return
    g.state.end_phase = True
    g.events.append(EndPhaseStarted())


def come_home(g: Game, player: int, start: int, salary: bool) -> None:
    """The move stops on GO: salary (if the move pays one), the player is home, and their turn ends."""
    state = g.state
    p = state.players[player]
    p.position = 0
    g.events.append(Moved(player, start, 0, True))
    if salary:
        g._salary(player)
    put_home(g, player)


def put_home(g: Game, player: int) -> None:
    """``player``, on GO, is home: their turn ends, and the game when everyone still in is home."""
    state = g.state
    state.players[player].home = True
    g.events.append(CameHome(player))
    if player == state.current:
        state.roll_due = False
        state.doubles = 0
    if everyone_home(g):
        finish(g)


def everyone_home(g: Game) -> bool:
    for p in g.state.players:
        if not p.bankrupt and not p.home:
            return False
    return True


def finish(g: Game) -> None:
    """Everyone is home: the windows close, the bank pays the final rents, and the richest win."""
    g.close_windows(everything=True)
    state = g.state
    players = state.players
    n = len(players)
    events = g.events
    for k in range(1, n + 1):
        seat = (state.current + k) % n
        if players[seat].bankrupt:
            continue
        for space in g.edition.properties:
            if state.owner[space] == seat:
                amount = standing_rent(g, space, seat)
                if amount:
                    bank_pays(g, seat, amount)
                events.append(FinalRent(seat, space, amount))
    best = max(p.cash for p in players if not p.bankrupt)
    winners = tuple(i for i, p in enumerate(players) if not p.bankrupt and p.cash == best)
    state.over = True
    state.stack.clear()
    state.winners = winners
    if len(winners) == 1:
        state.winner = winners[0]
        events.append(GameOver(winners[0], "most-cash"))
    else:
        state.winner = -1
        events.append(WinShared(winners, best))
        events.append(GameOver(-1, "shared-win"))


# --- the record ------------------------------------------------------------------------------------------


def enabled(edition: Edition) -> bool:
    return edition.rules.end == "all-owned-then-go"


def start_when_all_owned(g: Game) -> None:
    """After an action: the end phase starts once every street is owned (``check_start``)."""
    state = g.state
    if not state.end_phase and not state.over:
        check_start(g)


def stop_at_go(g: Game, player: int, start: int, salary: bool) -> bool:
    """A move passing or reaching GO in the end phase stops there: the player is home (``come_home``)."""
    if not g.state.end_phase:
        return False
    come_home(g, player, start, salary)
    return True


def finish_when_all_home(g: Game) -> bool:
    """Before the turn passes: when everyone still in is home, the game ends instead (``finish``)."""
    if g.state.end_phase and everyone_home(g):
        finish(g)
        return True
    return False


MODULE: RuleModule = RuleModule(
    name="end-phase",
    enabled=enabled,
    after_action=start_when_all_owned,
    on_pass_go=stop_at_go,
    before_next_turn=finish_when_all_home,
)
