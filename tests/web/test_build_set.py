"""Building by the set (``web/build_set.py``): one more level on every street of a set, the lowest street
first; refused as a whole, with the engine's reason, when the bank's houses, the money or the even-build rule
would stop it part way, and then nothing changes."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from monopoly_engine.game import new_game
from monopoly_engine.web.build_set import set_builds
from monopoly_engine.web.rooms import CommandError


def owning_brown():
    recorded = new_game("classic-en", ["Ann", "Bea"], seed=1)
    state = recorded.game.state
    seat = state.current
    for street in recorded.game.edition.groups["brown"].spaces:  # Mediterranean (1) and Baltic (3)
        state.owner[street] = seat
    return recorded, seat


def test_one_more_house_on_every_street_of_the_set_the_lowest_first():
    recorded, seat = owning_brown()
    room = SimpleNamespace(recorded=recorded)
    assert [b.space for b in set_builds(room, seat, 3, "en")] == [1, 3]
    recorded.game.state.level[1] = 1
    assert [b.space for b in set_builds(room, seat, 1, "en")] == [3, 1]  # the even-build rule: 3 first


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda state, seat: setattr(state, "bank_houses", 1), "no houses left"),
        (lambda state, seat: setattr(state.players[seat], "cash", 60), "you have $10"),  # the second build
        (lambda state, seat: state.level.__setitem__(1, 5), "hotel"),
    ],
)
def test_a_set_build_that_would_stop_part_way_is_refused_whole(change, reason):
    recorded, seat = owning_brown()
    state = recorded.game.state
    change(state, seat)
    before = (list(state.level), state.players[seat].cash, state.bank_houses, len(recorded.history))
    with pytest.raises(CommandError) as refused:
        set_builds(SimpleNamespace(recorded=recorded), seat, 1, "en")
    assert refused.value.code == "refused" and reason in refused.value.message.lower()
    assert (list(state.level), state.players[seat].cash, state.bank_houses, len(recorded.history)) == before


def test_a_square_of_no_set_is_refused():
    recorded, seat = owning_brown()
    with pytest.raises(CommandError):
        set_builds(SimpleNamespace(recorded=recorded), seat, 0, "en")  # GO
