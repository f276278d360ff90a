"""Scenario setup on the Cheaters board: what a position written in a scenario file means there."""

from __future__ import annotations

from pathlib import Path

import pytest

from monopoly_engine.scenario import ScenarioFormatError, build_game, load_scenario

ALL_OWNED = (
    "{1: A, 3: A, 6: A, 8: A, 9: A, 11: A, 13: A, 14: A, 16: A, 18: A, 21: A, "
    "19: B, 23: B, 24: B, 26: B, 27: B, 29: B, 31: B, 32: B, 34: B, 37: B, 39: B}"
)


def _game(tmp_path: Path, setup: str):
    path = tmp_path / "s.yaml"
    path.write_text(f"name: s\nedition: cheaters-ru\nplayers: [A, B]\nsetup:\n{setup}actions: []\n", encoding="utf-8")
    return build_game(load_scenario(path))


def test_two_prisoners_are_a_malformed_setup(tmp_path: Path) -> None:
    # 004: «Кто-то уже сел в тюрьму до тебя? Освободи его и займи его место!» One handcuff, one prisoner.
    with pytest.raises(ScenarioFormatError, match="one prisoner at a time"):
        _game(tmp_path, "  jail: {A: 0, B: 0}\n")
    assert _game(tmp_path, "  jail: {B: 0}\n").state.handcuff == 1


def test_the_end_phase_follows_the_owners_unless_written(tmp_path: Path) -> None:
    assert _game(tmp_path, f"  owner: {ALL_OWNED}\n").state.end_phase is True
    assert _game(tmp_path, "  owner: {1: A}\n").state.end_phase is False
    assert _game(tmp_path, f"  owner: {ALL_OWNED}\n  end_phase: false\n").state.end_phase is False
    assert _game(tmp_path, "  end_phase: true\n").state.end_phase is True
