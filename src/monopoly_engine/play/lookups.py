"""What a player may look up at any prompt: a deed card, who owns what by colour set, each player's holdings,
and the game's events (``history``, paged by the session). Each is a renderable built from the game alone;
nothing here reads the terminal or changes a game.
"""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from monopoly_engine.choices import Context
from monopoly_engine.choices.menus import deed_line
from monopoly_engine.core import money
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER, STREET


def find_space(ctx: Context, text: str) -> int | None:
    """The property ``text`` names: its number on the board, its id, or the start of its name (either the
    edition's or the shown one); None when it names none or several."""
    edition = ctx.game.edition
    text = text.strip().casefold()
    if not text:
        return None
    if text.isdigit():
        space = int(text)
        return space if space in edition.properties else None
    exact = [s for s in edition.properties if text in (edition.spaces[s].id.casefold(), ctx.space(s).casefold())]
    if exact:
        return exact[0]
    starts = [
        s
        for s in edition.properties
        if edition.spaces[s].name.casefold().startswith(text) or ctx.space(s).casefold().startswith(text)
    ]
    return starts[0] if len(starts) == 1 else None


def find_seat(ctx: Context, text: str) -> int | None:
    """The player ``text`` names: a seat number from 1, or the start of a name; None when none or several."""
    players = ctx.game.state.players
    text = text.strip().casefold()
    if text.isdigit():
        seat = int(text) - 1
        return seat if 0 <= seat < len(players) else None
    named = [seat for seat in range(len(players)) if ctx.name(seat).casefold().startswith(text)]
    return named[0] if len(named) == 1 else None


def _level_text(ctx: Context, space: int) -> str:
    state = ctx.game.state
    level = state.level[space]
    if level >= SKYSCRAPER:
        return ctx.tr("look.skyscraper")
    if level >= HOTEL:
        return ctx.tr("look.hotel")
    return ctx.tr(f"level.{level}") if level else ""


def deed_card(ctx: Context, space: int) -> Panel:
    """A property's deed: its name, prices and rents, who owns it, its buildings, whether mortgaged."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    sp = game.edition.spaces[space]
    group = game.edition.groups.get(sp.group or "")
    text = Text()
    text.append(deed_line(ctx, space) + "\n")
    owner = state.owner[space]
    text.append(tr("look.owner", name=ctx.name(owner)) if owner >= 0 else tr("look.unowned"), style="bold")
    built = _level_text(ctx, space)
    if built:
        text.append(" · " + built)
    if state.depot[space]:
        text.append(" · " + tr("look.depot"))
    if state.mortgaged[space]:
        text.append(" · " + tr("look.mortgaged"), style="bold yellow")
    if sp.kind == STREET and group is not None:
        text.append("\n" + tr("look.set", spaces=", ".join(ctx.space(s) for s in group.spaces)), style="dim")
    colour = Style(color=group.color) if group is not None and group.color else Style()
    title = Text(f"{space} · {ctx.space(space)}", style=colour + Style(bold=True))
    return Panel(text, title=title, title_align="left", box=box.ROUNDED)


def colour_sets(ctx: Context) -> Table:
    """Every colour set with its properties and who owns each (``—``: the bank)."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), title=tr("look.sets_title"), title_justify="left")
    table.add_column(tr("look.col_set"))
    table.add_column(tr("look.col_owners"))
    for group in game.edition.groups.values():
        cells = Text()
        for i, space in enumerate(group.spaces):
            if i:
                cells.append(", ")
            cells.append(ctx.space(space))
            owner = state.owner[space]
            cells.append(f" ({ctx.name(owner) if owner >= 0 else '—'})", style="dim" if owner < 0 else "bold")
        mark = Text("█ ", style=Style(color=group.color or None))
        mark.append(group.name)
        table.add_row(mark, cells)
    return table


def holdings(ctx: Context, seats: list[int]) -> Group:
    """Each of ``seats``' full holdings: cash, cards, tickets, properties with buildings, and worth."""
    game, tr = ctx.game, ctx.tr
    state = game.state
    parts: list[RenderableType] = []
    for seat in seats:
        p = state.players[seat]
        text = Text()
        if p.bankrupt:
            text.append(tr("screen.bankrupt"), style="bold red")
        else:
            text.append(tr("look.cash", cash=ctx.money(p.cash), worth=ctx.money(money.liquidation_value(game, seat))))
            if p.in_jail:
                text.append("\n" + tr("screen.in_jail", tries=p.jail_tries, max=game.rules.max_jail_tries))
            if p.cards:
                text.append("\n" + tr("screen.cards", cards=", ".join(ctx.words.deck(deck) for deck, _ in p.cards)))
            if p.tickets:
                text.append("\n" + tr("screen.tickets", count=p.tickets))
            owned = False
            for group in game.edition.groups.values():
                mine = [s for s in group.spaces if state.owner[s] == seat]
                if not mine:
                    continue
                owned = True
                text.append("\n")
                text.append("█ " if len(mine) == len(group.spaces) else "▌ ", style=Style(color=group.color or None))
                text.append(group.name + ": ", style="bold")
                for i, space in enumerate(mine):
                    if i:
                        text.append(", ")
                    text.append(ctx.space(space))
                    notes = [n for n in (_level_text(ctx, space),) if n]
                    if state.depot[space]:
                        notes.append(tr("look.depot"))
                    if state.mortgaged[space]:
                        notes.append(tr("look.mortgaged"))
                    if notes:
                        text.append(" (" + ", ".join(notes) + ")", style="dim")
            if not owned:
                text.append("\n" + tr("look.no_properties"), style="dim")
        title = Text(ctx.name(seat), style="bold")
        parts.append(Panel(text, title=title, title_align="left", box=box.ROUNDED))
    return Group(*parts)
