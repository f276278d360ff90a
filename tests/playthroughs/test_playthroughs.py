"""Every playthrough file is what its games give today: a rule or bot change fails here, at the first line
that changed, until the files are regenerated (and the diff reviewed)."""

from __future__ import annotations

import pytest

from .games import HERE, PLAYTHROUGHS, REGENERATE, Playthrough, first_difference, playthrough_lines

TOTAL_BYTES = 3 * 1024 * 1024  # the files stay small enough to review and to keep in the repository


@pytest.mark.parametrize("playthrough", PLAYTHROUGHS, ids=lambda p: p.name)
def test_the_playthrough_is_what_the_games_give(playthrough: Playthrough) -> None:
    path = playthrough.path
    command = f"{REGENERATE} {playthrough.name}"
    if not path.exists():
        pytest.fail(f"{path.name} is missing: write it with `{command}`", pytrace=False)
    difference = first_difference(path.read_text(encoding="utf-8").splitlines(), playthrough_lines(playthrough))
    if difference is not None:
        number, recorded, played = difference
        pytest.fail(
            f"{path.name}:{number}: the games changed here\n"
            f"  file:   {recorded if recorded is not None else '(the file ends)'}\n"
            f"  played: {played if played is not None else '(the game ends)'}\n"
            f"If the change is meant, regenerate and review the diff: {command}",
            pytrace=False,
        )


def test_every_file_is_a_playthrough_and_they_stay_small() -> None:
    files = sorted(HERE.glob("*.txt"))
    assert {f.name for f in files} == {p.path.name for p in PLAYTHROUGHS}
    assert sum(f.stat().st_size for f in files) < TOTAL_BYTES


def test_a_changed_line_is_found_where_it_is() -> None:
    lines = ["a", "b", "c"]
    assert first_difference(lines, iter(lines)) is None
    assert first_difference(lines, iter(["a", "x", "c"])) == (2, "b", "x")
    assert first_difference(lines, iter(["a", "b"])) == (3, "c", None)
    assert first_difference(lines, iter([*lines, "d"])) == (4, None, "d")
