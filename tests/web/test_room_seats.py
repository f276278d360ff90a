"""How many seats a room may have is its edition's rule (``Rules.min_players``, ``max_players``), not a number of
the web's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from monopoly_engine.editions import load_edition
from monopoly_engine.web.rooms import CommandError, new_room
from monopoly_engine.web.store import SQLiteStore


@pytest.mark.parametrize("edition", ["classic-en", "cheaters-ru"])
def test_a_room_seats_what_its_edition_seats(tmp_path: Path, edition: str) -> None:
    store = SQLiteStore(tmp_path / "rooms.db")
    rules = load_edition(edition).rules
    bots = [("random", "")] * rules.max_players
    assert len(new_room(store, edition, {}, bots, None, 0).record.seats) == rules.max_players
    for count in (rules.min_players - 1, rules.max_players + 1):
        with pytest.raises(CommandError) as refused:
            new_room(store, edition, {}, [("random", "")] * count, None, 0)
        assert refused.value.code == "seats"
        assert refused.value.message == f"{rules.min_players}-{rules.max_players}"
