"""A smoke run of examples/train_maskable_ppo.py: a few hundred steps of training, a saved model that loads,
and the evaluation lines. Skipped without sb3-contrib (and torch), which the tests do not install."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install -e '.[rl]'")
pytest.importorskip("sb3_contrib", reason="the training example needs sb3-contrib and torch (pip install sb3-contrib)")

REPO = Path(__file__).resolve().parents[2]


def test_a_tiny_training_run_saves_and_evaluates(tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import train_maskable_ppo

    model = tmp_path / "tiny.zip"
    argv = ["--timesteps", "64", "--envs", "2", "--n-steps", "32", "--eval-games", "2", "--max-rounds", "5"]
    argv += ["--model", str(model)]
    assert train_maskable_ppo.main(argv) == 0
    out = capsys.readouterr().out
    assert model.is_file()
    for bot in ("random", "buyer", "heuristic"):
        assert f"vs {bot}" in out and "/2 = " in out
    from sb3_contrib import MaskablePPO

    assert MaskablePPO.load(model, device="cpu").num_timesteps >= 64
    sys.modules.pop("train_maskable_ppo", None)
