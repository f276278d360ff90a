"""The outcome of a game and a short standing of its players, as lines of plain text.

Shared by ``monopoly watch`` (the end of a game, in the narration's language) and ``monopoly replay`` (a
loaded log, in English). Seat order, no ranking: cash, properties (how many mortgaged) and buildings of
each player still in (with Mega's skyscrapers, railroad depots and bus tickets where a player has any).

The words are the catalogs' ``summary.*`` messages; a counted noun is a plural message (``tr.plural``), with
as many forms as its language has (Russian three: ``"1 дом"``, ``"2 дома"``, ``"5 домов"``).
"""

from __future__ import annotations

from monopoly_engine.core import Game
from monopoly_engine.core.properties import building_counts
from monopoly_engine.i18n import DEFAULT_LANGUAGE, Translator
from monopoly_engine.safe_text import safe_name

ENGLISH = Translator(DEFAULT_LANGUAGE)
CASH_WIDTH = 8  # the amounts line up in a column up to ``$999,999``


def result_line(game: Game, tr: Translator = ENGLISH) -> str:
    """Who won, a draw at the round limit, or a game still in progress."""
    state = game.state
    rounds = tr.plural("summary.rounds", state.rounds)
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
        properties = tr.plural("summary.properties", len(owned))
        if mortgaged:
            properties += " " + tr.plural("summary.mortgaged", mortgaged)
        parts = [tr("summary.cash", amount=f"{tr.money(player.cash, currency):>{CASH_WIDTH}}"), properties]
        if houses or hotels or skyscrapers:
            parts.append(tr.plural("summary.houses", houses))
            parts.append(tr.plural("summary.hotels", hotels))
            if skyscrapers:
                parts.append(tr.plural("summary.skyscrapers", skyscrapers))
        if depots:
            parts.append(tr.plural("summary.depots", depots))
        if player.tickets:
            parts.append(tr.plural("summary.tickets", player.tickets))
        lines.append(f"  {names[seat]:<{width}}  " + ", ".join(parts))
    return lines
