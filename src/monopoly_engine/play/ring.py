"""The board as the ring of its squares, laid out like the physical board.

A board of ``4 × n`` squares becomes an ``(n + 1) × (n + 1)`` grid: GO at the bottom right, then the bottom row
right to left, the left column upwards, the top row left to right and the right column downwards. Each square
is a cell of two lines: the group's colour and a short label made from its name, then the owner's letter
(underlined), houses (``⌂`` each, or ``⌂`` and the count when narrow), a hotel (``H``) or a skyscraper (``S``),
a railroad depot (``D``), ``×`` when mortgaged, and the tokens standing there (each player's letter, highlighted
in their colour). The middle holds the legend and the key to the letters, with each player's cash and the bus
tickets they hold (public, as the Mega book wants). Nothing here changes a game, and the layout comes from the
board's size alone.
"""

from __future__ import annotations

from typing import Protocol

from rich.cells import cell_len
from rich.console import Group
from rich.style import Style
from rich.text import Text

from monopoly_engine.choices import Context
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER, STREET
from monopoly_engine.labels import labels

from .styles import legend_key, player_style


class Drawn(Protocol):
    """What the ring draws from: the game's words and each player's token letter (``screen.Screen``)."""

    ctx: Context
    tokens: list[str]


MIN_CELL = 6  # the narrowest cell: a colour mark and five characters
MAX_CELL = 24  # a wide terminal shows whole names


def fits(size: int, width: int) -> bool:
    """Whether a board of ``size`` squares can be drawn as a ring in ``width`` columns."""
    return size >= 8 and size % 4 == 0 and width // (size // 4 + 1) >= MIN_CELL


def cell_width(size: int, width: int) -> int:
    return min(width // (size // 4 + 1), MAX_CELL)


def height(size: int) -> int:
    return 2 * (size // 4 + 1)


def place(size: int, space: int) -> tuple[int, int]:
    """Row and column of ``space`` in the grid (row 0 at the top), GO at the bottom right."""
    side = size // 4
    if space <= side:
        return side, side - space
    if space <= 2 * side:
        return 2 * side - space, 0
    if space <= 3 * side:
        return 0, space - 2 * side
    return space - 3 * side, side


class Ring:
    """Draws ``screen``'s game as a ring ``width`` columns wide (``fits`` must hold)."""

    def __init__(self, screen: Drawn, width: int) -> None:
        self.screen = screen
        game = screen.ctx.game
        self.size = game.edition.size
        self.side = self.size // 4
        self.cell = cell_width(self.size, width)
        self.room = self.cell - 1 - (3 if self.cell - 1 >= 11 else 0)  # the label's, after colour and number
        self.labels = labels([screen.ctx.space(i) for i in range(self.size)], self.room)

    def render(self) -> Group:
        side, cell = self.side, self.cell
        grid: dict[tuple[int, int], tuple[Text, Text]] = {}
        for space in range(self.size):
            grid[place(self.size, space)] = self.square(space)
        middle = self.middle((side - 1) * cell, 2 * (side - 1))
        lines: list[Text] = []
        for row in range(side + 1):
            for half in (0, 1):
                line = Text(no_wrap=True, overflow="crop")
                if 0 < row < side:
                    line.append_text(grid[(row, 0)][half])
                    line.append_text(middle[2 * (row - 1) + half])
                    line.append_text(grid[(row, side)][half])
                else:
                    for col in range(side + 1):
                        line.append_text(grid[(row, col)][half])
                lines.append(line)
        return Group(*lines)

    # --- one square ----------------------------------------------------------------------------------------

    def square(self, space: int) -> tuple[Text, Text]:
        """The two lines of one square, each ``cell`` characters wide."""
        screen = self.screen
        game = screen.ctx.game
        state = game.state
        sp = game.edition.spaces[space]
        cell = self.cell
        top = Text()
        group = game.edition.groups.get(sp.group or "")
        bar = Text("▌", style=Style(color=group.color)) if group and group.color and sp.kind == STREET else Text(" ")
        top.append_text(bar)
        if self.room < cell - 1:
            top.append(f"{space:>2} ", style="dim")
        mortgaged = sp.is_property and state.mortgaged[space]
        top.append(self.labels[space], style="dim strike" if mortgaged else "bold" if space == 0 else "")
        top.append(" " * (cell - cell_len(top.plain)))

        status = bar.copy()
        owner = state.owner[space] if sp.is_property else -1
        if owner >= 0:
            status.append(screen.tokens[owner], style=f"bold underline {_colour(owner)}")
        standing = [seat for seat, p in enumerate(state.players) if p.position == space and not p.bankrupt]
        level = state.level[space]
        marks = Text()
        if level >= SKYSCRAPER:
            marks.append("S", style="bold magenta")
        elif level >= HOTEL:
            marks.append("H", style="bold red")
        elif level:
            houses = "⌂" * level
            if cell_len(status.plain) + level + int(mortgaged) + len(standing) > cell:
                houses = f"⌂{level}"
            marks.append(houses, style="green")
        if state.depot[space]:
            marks.append("D", style="bold cyan")
        if mortgaged:
            marks.append("×", style="bold yellow")
        status.append_text(marks)
        tokens = Text()
        free = cell - cell_len(status.plain)
        for k, seat in enumerate(standing):
            if k == free - 1 and len(standing) > free:
                tokens.append("+", style="bold")
                break
            tokens.append(screen.tokens[seat], style=f"reverse bold {_colour(seat)}")
        status.append(" " * max(free - cell_len(tokens.plain), 0))
        status.append_text(tokens)
        status.truncate(cell)
        return top, status

    # --- the middle ------------------------------------------------------------------------------------------

    def middle(self, width: int, lines: int) -> list[Text]:
        """The inside of the ring: the legend and each player's letter, ``lines`` lines of ``width``."""
        screen = self.screen
        ctx = screen.ctx
        inner = max(width - 4, 1)
        body: list[Text] = [Text("")]
        legend = ctx.tr(legend_key(ctx, "screen.ring_legend"))
        body.extend(Text(part, style="dim") for part in legend.split(" · "))
        body.append(Text(""))
        for seat, p in enumerate(ctx.game.state.players):
            line = Text()
            line.append(screen.tokens[seat], style=f"reverse bold {_colour(seat)}")
            line.append(" ")
            line.append(ctx.name(seat), style=_colour(seat))
            if p.bankrupt:
                line.append(" " + ctx.tr("screen.bankrupt"), style="dim")
            else:
                line.append(" · " + ctx.money(p.cash), style="dim")
                if p.tickets:
                    line.append(" · " + ctx.tr("screen.ring_tickets", count=p.tickets), style="cyan")
            body.append(line)
        body = body[:lines]
        out = []
        for k in range(lines):
            text = Text("  ")
            if k < len(body):
                piece = body[k]
                piece.truncate(inner, overflow="ellipsis")
                text.append_text(piece)
            text.append(" " * (width - cell_len(text.plain)))
            out.append(text)
        return out


def _colour(seat: int) -> str:
    return player_style(seat)
