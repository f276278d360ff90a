"""The terminal game's screen (Rich): the board, the players, the latest events.

The board is drawn as the ring of its squares like the physical board (``ring``); where no ring fits (a board
whose size is not a multiple of four, a very narrow terminal) as one column per side, GO's side first, each
square on one line: its colour, its number and name, then its owner's letter, houses (``⌂`` each), a hotel
(``H``) or a skyscraper (``S``), a railroad depot (``D``), ``×`` when mortgaged, and ``•`` and the letter of
each token standing there. Each player's entry gives cash and square, then jail state, cards, bus tickets and
the properties by colour set. Nothing here changes a game.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from monopoly_engine.choices import Context, Item, Menu
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER, STREET
from monopoly_engine.core.mega import tickets_left
from monopoly_engine.views import round_under_way

from . import ring
from .styles import legend_key, player_style

FULL, PLAYERS, COMPACT = "full", "players", "compact"
LAYOUTS = (FULL, PLAYERS, COMPACT)  # from the most to the fewest lines


def tokens_for(names: Sequence[str]) -> list[str]:
    """One distinct letter per player: the first letter of the name not taken yet, else a digit."""
    tokens: list[str] = []
    for i, name in enumerate(names):
        letter = next((c.upper() for c in name if c.isalnum() and c.upper() not in tokens), None)
        tokens.append(letter or str(i + 1))
    return tokens


def _truncate(text: str, width: int) -> str:
    if width <= 0:
        return ""
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


class Screen:
    """Draws one game for one terminal width; ``kinds`` says who is human and which bots play."""

    def __init__(self, ctx: Context, kinds: Sequence[str]) -> None:
        self.ctx = ctx
        self.kinds = list(kinds)
        self.tokens = tokens_for([ctx.name(seat) for seat in range(len(ctx.game.state.players))])

    # --- the whole screen ------------------------------------------------------------------------------

    def render(self, width: int, events: Sequence[str], earlier: int = 0, layout: str = FULL) -> RenderableType:
        """The screen in one of ``LAYOUTS``: ``full`` (the board, the players with their holdings, the events),
        ``players`` (no board) or ``compact`` (one line a player), the events last."""
        return Group(self.top(width, layout), self.events(events, earlier))

    def top(self, width: int, layout: str = FULL) -> Group:
        """The screen above the events."""
        parts: list[RenderableType] = [self.header()]
        if layout == FULL:
            parts.append(self.board(width))
        parts.append(self.players(width) if layout != COMPACT else self.players_compact(width))
        return Group(*parts)

    def round_seen(self) -> int:
        """The round under way, from 1: the engine counts the rounds completed from the opening roll's winner;
        a game ended by a round limit stops at its last round."""
        return round_under_way(self.ctx.game.state)

    def header(self) -> Text:
        ctx = self.ctx
        state = ctx.game.state
        text = Text()
        text.append(ctx.game.edition.name, style="bold")
        text.append("  ·  ")
        text.append(ctx.tr("screen.round", round=self.round_seen()))
        if not state.over:
            text.append("  ·  ")
            text.append(
                ctx.tr("screen.turn_of", name=ctx.name(state.current)), style=f"bold {player_style(state.current)}"
            )
        text.append("  ·  ")
        rules = ctx.game.rules
        if rules.skyscrapers or rules.depots:
            bank = ctx.tr(
                "screen.bank_mega",
                houses=ctx.tr.plural("summary.houses", state.bank_houses),
                hotels=ctx.tr.plural("summary.hotels", state.bank_hotels),
                skyscrapers=ctx.tr.plural("summary.skyscrapers", state.bank_skyscrapers),
                depots=ctx.tr.plural("summary.depots", state.bank_depots),
                tickets=ctx.tr.plural("summary.tickets", tickets_left(ctx.game)),
            )
        elif rules.hotels_only:
            bank = ctx.tr("screen.bank_hotels", hotels=state.bank_hotels)
        else:
            bank = ctx.tr(
                "screen.bank",
                houses=ctx.tr.plural("summary.houses", state.bank_houses),
                hotels=ctx.tr.plural("summary.hotels", state.bank_hotels),
            )
        text.append(bank, style="dim")
        if state.end_phase:
            text.append("  ·  ")
            text.append(ctx.tr("screen.end_phase", go=ctx.space(0)), style="bold yellow")
        cheats = state.cheats
        if cheats is not None:
            text.append("\n")
            cards = ", ".join(ctx.words.quoted(ctx.words.cheat(card)) for card in cheats.face_up)
            text.append(ctx.tr("screen.cheats", cards=cards), style="magenta")
        return text

    # --- the board -------------------------------------------------------------------------------------

    def board(self, width: int) -> RenderableType:
        """The ring of squares like the physical board, or one column per side where no ring fits."""
        if ring.fits(self.ctx.game.edition.size, width):
            return ring.Ring(self, width).render()
        return self.columns(width)

    def board_height(self, width: int) -> int:
        """How many lines ``board(width)`` takes."""
        size = self.ctx.game.edition.size
        return ring.height(size) if ring.fits(size, width) else -(-size // 4) + 6

    def columns(self, width: int) -> RenderableType:
        ctx = self.ctx
        size = ctx.game.edition.size
        side = -(-size // 4)
        column_width = max((width - 13) // 4, 14)
        table = Table(box=box.SQUARE, show_header=True, header_style="dim", padding=(0, 1), expand=False)
        for k in range(4):
            first, last = k * side, min((k + 1) * side, size) - 1
            table.add_column(f"{first}–{last}", width=column_width, no_wrap=True, overflow="crop")
        for row in range(side):
            cells = []
            for k in range(4):
                space = k * side + row
                cells.append(self.square(space, column_width) if space < size else Text(""))
            table.add_row(*cells)
        return Group(table, Text(ctx.tr(legend_key(ctx, "screen.legend")), style="dim"))

    def square(self, space: int, width: int) -> Text:
        """One square on one line of ``width`` characters."""
        game = self.ctx.game
        state = game.state
        sp = game.edition.spaces[space]
        text = Text()
        text.append(f"{space:>2}", style="dim")
        group = game.edition.groups.get(sp.group or "")
        if group is not None and group.color and sp.kind == STREET:
            text.append("█", style=Style(color=group.color))
        else:
            text.append(" ")
        text.append(" ")
        status = Text()
        owner = state.owner[space] if sp.is_property else -1
        if owner >= 0:
            status.append(self.tokens[owner], style=f"bold underline {player_style(owner)}")
        level = state.level[space]
        if level >= SKYSCRAPER:
            status.append("S", style="bold magenta")
        elif level >= HOTEL:
            status.append("H", style="bold red")
        elif level:
            status.append("⌂" * level, style="green")
        if state.depot[space]:
            status.append("D", style="bold cyan")
        if sp.is_property and state.mortgaged[space]:
            status.append("×", style="bold yellow")
        standing = [seat for seat, p in enumerate(state.players) if p.position == space and not p.bankrupt]
        if standing:
            if status.plain:
                status.append(" ")
            for seat in standing:
                status.append("•", style=player_style(seat))
                status.append(self.tokens[seat], style=f"reverse bold {player_style(seat)}")
        name_width = max(width - 4 - len(status.plain) - (1 if status.plain else 0), 3)
        name_style = "dim strike" if sp.is_property and state.mortgaged[space] else ""
        text.append(_truncate(self.ctx.space(space), name_width).ljust(name_width), style=name_style)
        if status.plain:
            text.append(" ")
            text.append_text(status)
        return text

    # --- the players -----------------------------------------------------------------------------------

    def players(self, width: int = 120) -> Group:
        """One entry per player: marker, name, cash, square, jail and cards; then the properties by colour set
        on the next line (wrapped, never cut: every width shows the cash and the whole holding)."""
        ctx = self.ctx
        tr = ctx.tr
        game = ctx.game
        state = game.state
        decider = game.decision.player if game.decision is not None else -1
        names = []
        shown = [ctx.name(seat) for seat in range(len(state.players))]
        for seat in range(len(state.players)):
            kind = self.kinds[seat] if seat < len(self.kinds) else ""
            names.append(f"{shown[seat]} " + (tr("screen.human") if kind == "human" else tr("screen.bot", kind=kind)))
        name_width = min(max(len(n) for n in names), max(width // 4, 12))
        cashes = [ctx.money(p.cash) for p in state.players]
        cash_width = max(len(c) for c in cashes)
        square_width = min(max(len(ctx.space(p.position)) for p in state.players), max(width // 5, 10))
        header = Text("    ")
        header.append(_truncate(tr("screen.col_player"), name_width).ljust(name_width) + "  ")
        header.append(_truncate(tr("screen.col_cash"), cash_width).rjust(cash_width) + "  ")
        header.append(_truncate(tr("screen.col_square"), square_width))
        lines: list[RenderableType] = [Text(header.plain, style="dim", no_wrap=True, overflow="ellipsis")]
        for seat, p in enumerate(state.players):
            colour = player_style(seat)
            line = Text("▶" if seat == decider else " ", style="bold")
            line.append(self.tokens[seat], style=f"reverse bold {colour}")
            line.append("  ")
            name = _truncate(names[seat], name_width).ljust(name_width)
            line.append(name[: len(shown[seat])], style=f"bold {colour}" if seat == decider else colour)
            line.append(name[len(shown[seat]) :] + "  ", style="dim")
            if p.bankrupt:
                line.append(tr("screen.bankrupt"), style="bold red")
                lines.append(line)
                continue
            line.append(cashes[seat].rjust(cash_width), style="bold")
            line.append("  ")
            line.append(_truncate(ctx.space(p.position), square_width))
            line.no_wrap = True
            line.overflow = "ellipsis"
            lines.append(line)
            second = Text()
            if p.in_jail:
                second.append(tr("screen.in_jail", tries=p.jail_tries, max=game.rules.max_jail_tries), style="bold red")
                second.append("  ")
            if p.home:
                second.append(tr("screen.home"), style="bold yellow")
                second.append("  ")
            if p.cards:
                decks = [ctx.words.deck(deck) for deck, _ in p.cards]
                second.append(tr("screen.cards", cards=", ".join(decks)), style="cyan")
                second.append("  ")
            if p.tickets:
                second.append(tr("screen.tickets", count=p.tickets), style="cyan")
                second.append("  ")
            second.append_text(self.holdings(seat))
            lines.append(Padding(second, (0, 0, 0, 6)))
        return Group(*lines)

    def players_compact(self, width: int) -> Group:
        """One line a player: marker, letter, name, cash, square and how many deeds (a small terminal's)."""
        ctx = self.ctx
        state = ctx.game.state
        decider = ctx.game.decision.player if ctx.game.decision is not None else -1
        names = [ctx.name(seat) for seat in range(len(state.players))]
        name_width = min(max(len(n) for n in names), max(width // 4, 8))
        cashes = [ctx.money(p.cash) for p in state.players]
        cash_width = max(len(c) for c in cashes)
        lines = []
        for seat, p in enumerate(state.players):
            colour = player_style(seat)
            line = Text("▶" if seat == decider else " ", style="bold", no_wrap=True, overflow="ellipsis")
            line.append(self.tokens[seat], style=f"reverse bold {colour}")
            line.append(" ")
            line.append(_truncate(names[seat], name_width).ljust(name_width), style=colour)
            line.append(" ")
            if p.bankrupt:
                line.append(ctx.tr("screen.bankrupt"), style="bold red")
                lines.append(line)
                continue
            line.append(cashes[seat].rjust(cash_width), style="bold")
            line.append("  ")
            line.append(ctx.space(p.position))
            owned = sum(1 for s in ctx.game.edition.properties if state.owner[s] == seat)
            extras = [ctx.tr("screen.deeds", count=owned)]
            if p.in_jail:
                extras.append(ctx.tr("screen.in_jail", tries=p.jail_tries, max=ctx.game.rules.max_jail_tries))
            if p.cards:
                extras.append(ctx.tr("screen.cards", cards=", ".join(ctx.words.deck(deck) for deck, _ in p.cards)))
            if p.tickets:
                extras.append(ctx.tr("screen.tickets", count=p.tickets))
            line.append("  · " + " · ".join(extras), style="dim")
            lines.append(line)
        return Group(*lines)

    def holdings(self, seat: int) -> Text:
        """The seat's properties by colour set: each group's colour, then its properties and buildings."""
        game = self.ctx.game
        state = game.state
        text = Text()
        for group in game.edition.groups.values():
            owned = [s for s in group.spaces if state.owner[s] == seat]
            if not owned:
                continue
            if text.plain:
                text.append("  ")
            complete = len(owned) == len(group.spaces)
            text.append("█" if complete else "▌", style=Style(color=group.color or None))
            text.append(" ")
            for i, space in enumerate(owned):
                if i:
                    text.append(", ")
                style = "dim strike" if state.mortgaged[space] else ("bold" if complete else "")
                text.append(self.ctx.space(space), style=style)
                level = state.level[space]
                if level >= SKYSCRAPER:
                    text.append(" S", style="bold magenta")
                elif level >= HOTEL:
                    text.append(" H", style="bold red")
                elif level:
                    text.append(" " + "⌂" * level, style="green")
                if state.depot[space]:
                    text.append(" D", style="bold cyan")
        if not text.plain:
            text.append("—", style="dim")
        return text

    # --- events and menus ------------------------------------------------------------------------------

    def events(self, lines: Sequence[str], earlier: int = 0, pinned: Sequence[str] = ()) -> Panel:
        """The latest events; ``pinned``: the player's own results from before them, shown first."""
        tr = self.ctx.tr
        text = Text()
        for line in pinned:
            text.append(tr("screen.yours", line=line) + "\n", style="bold")
        if earlier:
            text.append(tr.plural("screen.earlier", earlier) + "\n", style="dim")
        text.append("\n".join(lines) if lines else tr("screen.no_events"))
        return Panel(text, title=tr("screen.events"), title_align="left", box=box.ROUNDED)


LONG_MENU = 16  # a menu with more lines than this (a triple's 52 squares) is laid out in columns


def menu_text(ctx: Context, menu: Menu, seat: int | None = None, width: int = 100, height: int | None = None) -> Text:
    """The question, its details and the numbered lines (lines not allowed now, unnumbered, with why), each
    with the first word that also chooses it (where no other line has it). A long menu puts its lines side by
    side in as many columns as ``width`` holds, and as many as it takes to fit in ``height`` lines (labels
    shortened), so the board stays in view."""
    tr = ctx.tr
    text = Text()
    style = f"bold {player_style(seat)}" if seat is not None else "bold"
    text.append(menu.title + "\n", style=style)
    for detail in menu.details:
        text.append("  " + detail + "\n", style="italic")
    lines: list[Text] = []
    number = 0
    words = [typed_word(item) for item in menu.items]
    for item, word in zip(menu.items, words, strict=True):
        line = Text()
        if item.enabled:
            number += 1
            line.append(f"  {number:>2}. ", style="bold")
            line.append(item.label)
            if word and words.count(word) == 1:  # a word many lines share (``move``) picks none of them
                line.append(f" [{word}]", style="dim")
        else:
            line.append("   –  ", style="dim")
            line.append(item.label, style="dim")
            line.append(f"  ({item.reason})", style="dim italic")
        lines.append(line)
    columns = 1
    cell = max((cell_len(line.plain) for line in lines), default=0) + 2
    if len(lines) > LONG_MENU:
        columns = max(1, min(4, width // cell))
    if height is not None:
        fixed = 1 + len(menu.details) + int(menu.back) + 1  # the title, the details, "0. back", the hint
        rows = max(height - fixed, 4)
        if -(-len(lines) // columns) > rows:
            columns = min(4, -(-len(lines) // rows))
            cell = min(cell, width // columns)
            for line in lines:
                line.truncate(cell - 2, overflow="ellipsis")
    if columns == 1:
        for line in lines:
            text.append_text(line)
            text.append("\n")
    else:
        rows = -(-len(lines) // columns)
        for row in range(rows):
            for column in range(columns):
                k = column * rows + row
                if k < len(lines):
                    piece = lines[k]
                    text.append_text(piece)
                    if column < columns - 1 and k + rows < len(lines):
                        text.append(" " * (cell - cell_len(piece.plain)))
            text.append("\n")
    if menu.back:
        text.append("   0. ", style="bold")
        text.append(tr("menu.back") + "\n")
    text.append(tr("menu.hint"), style="dim")
    return text


def typed_word(item: Item) -> str:
    """The word shown beside a menu line: its first verb that is a word (not a one-letter short form)."""
    return next((verb for verb in item.verbs if len(verb) > 1), item.verbs[0] if item.verbs else "")
