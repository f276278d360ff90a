"""The outcome of a game and a short standing of its players, as lines of plain text.

Shared by ``monopoly watch`` (the end of a game) and ``monopoly replay`` (a loaded log). Seat order,
no ranking: cash, properties (how many mortgaged) and buildings of each player still in (with Mega's
skyscrapers, railroad depots and bus tickets where a player has any).
"""

from __future__ import annotations

from monopoly.core import Game
from monopoly.core.edition import HOTEL, SKYSCRAPER
from monopoly.i18n import DEFAULT_LANGUAGE, Translator


def result_line(game: Game) -> str:
    """Who won, a draw at the round limit, or a game still in progress."""
    state = game.state
    rounds = f"{state.rounds} round" + ("" if state.rounds == 1 else "s")
    if not state.over:
        return f"In progress after {rounds}."
    if state.winner >= 0:
        return f"{state.players[state.winner].name} won after {rounds}."
    winners = getattr(state, "winners", ())
    if len(winners) > 1:
        names = [state.players[w].name for w in winners]
        return f"{', '.join(names[:-1])} and {names[-1]} shared the win after {rounds}."
    return f"Draw after {rounds}: the round limit was reached."


def standing_lines(game: Game) -> list[str]:
    """One line per seat: cash, properties and buildings, or that the player went bankrupt."""
    state = game.state
    money = Translator(DEFAULT_LANGUAGE).money
    currency = game.edition.currency
    width = max(len(p.name) for p in state.players)
    lines = []
    for seat, player in enumerate(state.players):
        if player.bankrupt:
            lines.append(f"  {player.name:<{width}}  bankrupt")
            continue
        owned = [s for s in game.edition.properties if state.owner[s] == seat]
        mortgaged = sum(1 for s in owned if state.mortgaged[s])
        hotels = sum(1 for s in owned if state.level[s] == HOTEL)
        houses = sum(state.level[s] for s in owned if state.level[s] < HOTEL)
        parts = [f"{money(player.cash, currency):>8} cash", f"{len(owned)} properties"]
        if mortgaged:
            parts[-1] += f" ({mortgaged} mortgaged)"
        skyscrapers = sum(1 for s in owned if state.level[s] == SKYSCRAPER)
        depots = sum(1 for s in owned if state.depot[s])
        if houses or hotels or skyscrapers:
            built = f"{houses} houses, {hotels} hotels"
            if skyscrapers:
                built += f", {skyscrapers} skyscraper" + ("" if skyscrapers == 1 else "s")
            parts.append(built)
        if depots:
            parts.append(f"{depots} depot" + ("" if depots == 1 else "s"))
        if player.tickets:
            parts.append(f"{player.tickets} bus ticket" + ("" if player.tickets == 1 else "s"))
        lines.append(f"  {player.name:<{width}}  " + ", ".join(parts))
    return lines
