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


@pytest.mark.slow
@pytest.mark.timeout(3600)  # the run is long by design; the default limit is for hung tests
def test_the_trained_agent_beats_random_in_nine_games_of_ten(tmp_path, capsys, monkeypatch) -> None:
    """The figure docs/rl.md reports: 20 minutes of training, then 100 games against random (about 25 minutes
    on one loaded core)."""
    monkeypatch.syspath_prepend(str(REPO / "examples"))
    import train_maskable_ppo

    argv = ["--timesteps", "5000000", "--minutes", "20", "--envs", "8", "--eval-games", "100"]
    argv += ["--eval-against", "random", "--model", str(tmp_path / "model.zip")]
    assert train_maskable_ppo.main(argv) == 0
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("vs random"))
    wins = int(line.split("won ")[1].split("/")[0])
    assert wins >= 90, line
    sys.modules.pop("train_maskable_ppo", None)
