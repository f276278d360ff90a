"""The outcome of a game and a short standing of its players, as lines of plain text.

Shared by ``monopoly watch`` (the end of a game, in the narration's language) and ``monopoly replay`` (a
loaded log, in English). Seat order, no ranking: cash, properties (how many mortgaged) and buildings of
each player still in (with Mega's skyscrapers, railroad depots and bus tickets where a player has any).

The words are the catalogs' ``summary.*`` messages. A counted noun has two messages, ``summary.X_one`` for
a count of 1 and ``summary.X`` for any other; a language whose plural needs more forms than that (Russian)
writes both so that the number never agrees with a noun (``"домов: {count}"``).
"""

from __future__ import annotations

from monopoly_engine.core import Game
from monopoly_engine.core.properties import building_counts
from monopoly_engine.i18n import DEFAULT_LANGUAGE, Translator
from monopoly_engine.safe_text import safe_name

ENGLISH = Translator(DEFAULT_LANGUAGE)
CASH_WIDTH = 8  # the amounts line up in a column up to ``$999,999``


def counted(tr: Translator, count: int, one: str, other: str) -> str:
    """``count`` with its noun: message ``one`` for a count of 1, ``other`` for any other count."""
    return tr(one if count == 1 else other, count=count)


def result_line(game: Game, tr: Translator = ENGLISH) -> str:
    """Who won, a draw at the round limit, or a game still in progress."""
    state = game.state
    rounds = counted(tr, state.rounds, "summary.rounds_one", "summary.rounds")
    if not state.over:
        return tr("summary.in_progress", rounds=rounds)
    if state.winner >= 0:
        return tr("summary.won", name=safe_name(state.players[state.winner].name), rounds=rounds)
    winners = state.winners
    if len(winners) > 1:
        names = [safe_name(state.players[w].name) for w in winners]
        listed = tr("fmt.list", items=", ".join(names[:-1]), last=names[-1])
        return tr("summary.shared", names=listed, rounds=rounds)
    return tr("summary.draw", rounds=rounds)


def standing_lines(game: Game, tr: Translator = ENGLISH) -> list[str]:
    """One line per seat: cash, properties and buildings, or that the player went bankrupt."""
    state = game.state
    currency = game.edition.currency
    names = [safe_name(p.name) for p in state.players]  # names may come from a file
    width = max(len(name) for name in names)
    lines = []
    for seat, player in enumerate(state.players):
        if player.bankrupt:
            lines.append(f"  {names[seat]:<{width}}  " + tr("summary.bankrupt"))
            continue
        owned = [s for s in game.edition.properties if state.owner[s] == seat]
        mortgaged = sum(1 for s in owned if state.mortgaged[s])
        houses, hotels, skyscrapers, depots = building_counts(game, seat)
        properties = counted(tr, len(owned), "summary.properties_one", "summary.properties")
        if mortgaged:
            properties += " " + counted(tr, mortgaged, "summary.mortgaged_one", "summary.mortgaged")
        parts = [tr("summary.cash", amount=f"{tr.money(player.cash, currency):>{CASH_WIDTH}}"), properties]
        if houses or hotels or skyscrapers:
            parts.append(counted(tr, houses, "summary.houses_one", "summary.houses"))
            parts.append(counted(tr, hotels, "summary.hotels_one", "summary.hotels"))
            if skyscrapers:
                parts.append(counted(tr, skyscrapers, "summary.skyscrapers_one", "summary.skyscrapers"))
        if depots:
            parts.append(counted(tr, depots, "summary.depots_one", "summary.depots"))
        if player.tickets:
            parts.append(counted(tr, player.tickets, "summary.tickets_one", "summary.tickets"))
        lines.append(f"  {names[seat]:<{width}}  " + ", ".join(parts))
    return lines
