"""What the terminal and the browser show a person over seeded games: the record the screens test compares.

Bots play every seat of a few seeded games; at every request the table makes, the menu the terminal would
print for it (and every submenu its lines open) and the browser's request frame for the same seat are
written down, in the seat's language. ``python tests/play/screens_record.py --write`` records the golden file
afresh (only when the screens are meant to change); the test compares the record with it.
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any

from rich.console import Console

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import Decide, OfferClaim, Request, Table
from monopoly_engine.choices import Accusation, Context, Menu, Submenu, decision_menu, follow
from monopoly_engine.choices.cheaters import accuse_menu
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.play.screen import menu_text
from monopoly_engine.web.present import request_json

GOLDEN = Path(__file__).parent / "data" / "screens.json.gz"

# (edition, language, seed, options, requests recorded): every edition, every language, the speed die, the
# rent that must be claimed, and the Cheaters edition's cheats and accusations.
SEATS = ("heuristic", "random", "heuristic")  # the random bot lets deeds go to auction and offers trades
GAMES: tuple[tuple[str, str, int, dict[str, Any], int], ...] = (
    ("classic-en", "en", 3, {}, 160),
    ("classic-it", "it", 5, {"speed_die": True}, 160),
    ("classic-es", "es", 7, {"rent_must_be_claimed": True}, 160),
    ("mega", "en", 11, {}, 160),
    ("cheaters-ru", "ru", 13, {}, 200),
)


def _text(menu: Any, ctx: Any, seat: int) -> str:
    console = Console(width=100, record=True, file=open("/dev/null", "w"), color_system=None)  # noqa: SIM115
    console.print(menu_text(ctx, menu, seat, 100, 60))
    text = console.export_text()
    console.file.close()
    return text


def _terminal(ctx: Any, request: Request) -> list[str]:
    """The menus the terminal shows for ``request``: the question and every submenu one of its lines opens."""
    seat = request.seat
    if type(request) is OfferClaim:
        return []
    menu = decision_menu(ctx, seat) if type(request) is Decide else accuse_menu(ctx, seat)
    shown = [_text(menu, ctx, seat)]
    for item in menu.items:
        if item.enabled and isinstance(item.opens, Submenu | Accusation):
            question = follow(ctx, seat, item.opens)
            assert isinstance(question, Menu)
            shown.append(_text(question, ctx, seat))
    return shown


def record() -> list[dict[str, Any]]:
    """Every game's screens, request by request."""
    out = []
    for edition, lang, seed, options, count in GAMES:
        recorded = new_game(edition, ["Ann", "Bob", "Cy"], seed=seed, options=options)
        agents = [make_agent(kind) for kind in SEATS]
        table = Table(recorded, agents, random.Random(seed), 200)
        ctx = Context.of(recorded.game, Translator(lang))
        for number in range(count):
            request = table.next_request()
            if request is None:
                break
            kind = type(request).__name__
            out.append(
                {
                    "game": f"{edition}/{lang}/{seed}",
                    "request": number,
                    "kind": kind,
                    "seat": request.seat,
                    "terminal": _terminal(ctx, request),
                    "web": json.dumps(request_json(ctx, request, lang), ensure_ascii=False, sort_keys=True),
                }
            )
            table.step()
    return out


def load_golden() -> list[dict[str, Any]]:
    with gzip.open(GOLDEN, "rt", encoding="utf-8") as f:
        return json.load(f)  # type: ignore[no-any-return]


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/play/screens_record.py --write  (records the golden screens afresh)")
    screens = record()
    with gzip.GzipFile(GOLDEN, "wb", mtime=0) as raw:
        raw.write(json.dumps(screens, ensure_ascii=False, indent=0).encode())
    print(f"{len(screens)} requests written to {GOLDEN}")
