"""The board drawn as a ring like the physical board: layout, labels, what each square shows, the fallback."""

from __future__ import annotations

import pytest
from rich.console import Console

from monopoly_engine import labels
from monopoly_engine.choices import Context
from monopoly_engine.core.edition import HOTEL
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.play import ring
from monopoly_engine.play.screen import Screen


def screen_for(edition: str = "classic-en", lang: str = "en") -> Screen:
    recorded = new_game(edition, ["Anna", "Bruno", "Carla"], seed=1, first_player=0)
    return Screen(Context.of(recorded.game, Translator(lang)), ["human", "heuristic", "heuristic"])


def text_of(renderable, width: int) -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text().splitlines()


def test_the_squares_go_round_like_the_physical_board() -> None:
    assert ring.place(40, 0) == (10, 10)  # GO at the bottom right
    assert ring.place(40, 5) == (10, 5)  # the bottom row, right to left
    assert ring.place(40, 10) == (10, 0)  # the bottom-left corner
    assert ring.place(40, 15) == (5, 0)  # the left column, upwards
    assert ring.place(40, 20) == (0, 0)
    assert ring.place(40, 25) == (0, 5)  # the top row, left to right
    assert ring.place(40, 30) == (0, 10)
    assert ring.place(40, 39) == (9, 10)  # the right column, downwards
    places = {ring.place(40, s) for s in range(40)}
    assert len(places) == 40 and all(r in (0, 10) or c in (0, 10) for r, c in places)
    assert ring.place(24, 6) == (6, 0) and ring.place(24, 23) == (5, 6)  # any multiple of four


def test_labels_are_short_and_tell_the_squares_apart() -> None:
    for edition in ("classic-en", "classic-it", "classic-es"):
        names = [sp.name for sp in screen_for(edition).ctx.game.edition.spaces]
        for width in (6, 9):
            short = labels.labels(names, width)
            assert all(0 < len(label) <= width for label in short)
            distinct = dict(zip(names, short, strict=True))
            assert len(set(distinct.values())) == len(distinct), f"{edition} {width}: {distinct}"
    assert labels.abbreviate("Vicolo Corto", 6, {"vicolo"}, drop=True) == "Corto"
    assert labels.abbreviate("Parco della Vittoria", 9) == "ParcoVitt"


def test_dotted_labels_end_every_word_cut_short_with_a_stop_and_still_tell_the_squares_apart() -> None:
    assert labels.abbreviate("Mediterranean Avenue", 9, {"avenue"}, drop=True, dotted=True) == "Mediterr."
    assert labels.abbreviate("Pennsylvania Avenue", 9, {"avenue"}, dotted=True) == "Pennsy.A."  # common: its initial
    assert labels.abbreviate("Marvin Gardens", 9, dotted=True) == "Marv.Gar."
    assert labels.abbreviate("Boardwalk", 9, dotted=True) == "Boardwalk"  # whole: it fits
    assert labels.abbreviate("Short Line", 9, dotted=True) == "ShortLine"  # whole words: no stop
    assert labels.abbreviate("A B C D E", 4, dotted=True) == "ABCD"  # no room for the stops: none
    for edition in ("classic-en", "classic-it", "classic-es"):
        names = [sp.name for sp in screen_for(edition).ctx.game.edition.spaces]
        short = labels.labels(names, 9, dotted=True)
        assert all(0 < len(label) <= 9 for label in short)
        distinct = dict(zip(names, short, strict=True))
        assert len(set(distinct.values())) == len(distinct), f"{edition}: {distinct}"


@pytest.mark.parametrize("width", [80, 120])
def test_the_ring_shows_owners_buildings_mortgages_and_tokens(width: int) -> None:
    screen = screen_for()
    state = screen.ctx.game.state
    state.owner[1] = state.owner[3] = 0
    state.level[1], state.level[3] = 2, HOTEL
    state.owner[39] = 1
    state.mortgaged[39] = True
    state.players[1].position = 39
    state.players[2].position = 39
    lines = text_of(screen.board(width), width)
    assert len(lines) == ring.height(40) == 22
    assert all(len(line) <= width for line in lines)
    bottom_label, bottom_status = lines[-2], lines[-1]
    assert bottom_label.rstrip().endswith("GO")  # GO at the bottom right, the Mediterranean just left of it
    cell = ring.cell_width(40, width)
    mediterranean = bottom_status[9 * cell : 10 * cell]
    assert "A⌂⌂" in mediterranean
    baltic = bottom_status[7 * cell : 8 * cell]
    assert "AH" in baltic
    assert "Boardw" in lines[-4][10 * cell :]
    boardwalk = lines[-3][10 * cell :]
    assert "B×" in boardwalk and "BC" in boardwalk  # owner, mortgage, the two tokens standing there
    assert "A" in bottom_status[10 * cell :] and "C" not in bottom_status[10 * cell :]  # Anna on GO
    assert any("Anna" in line for line in lines[2:-2])  # the key to the letters in the middle


def test_where_no_ring_fits_the_board_is_one_column_a_side() -> None:
    screen = screen_for()
    assert not ring.fits(42, 120) and not ring.fits(40, 60) and ring.fits(40, 80)
    lines = text_of(screen.board(60), 60)
    assert len(lines) <= screen.board_height(60)
    assert "0–9" in lines[1]


def test_the_ring_in_every_language() -> None:
    for edition, lang in (("classic-it", "it"), ("classic-es", "es"), ("classic-en", "ru")):
        lines = text_of(screen_for(edition, lang).board(80), 80)
        middle = "\n".join(lines[2:-2])
        assert Translator(lang)("screen.ring_legend").split(" · ")[0] in middle
