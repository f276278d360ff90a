"""The shipped training example, ``python -m monopoly_engine.examples.train``: its help without torch, and a
smoke run on tiny budgets (cloning, PPO against bots and a frozen copy, the evaluation file), skipped without
sb3-contrib and torch, which the tests do not install."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install -e '.[rl]'")


def test_the_example_is_a_module_of_the_package() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "monopoly_engine.examples.train", "--help"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "--minutes" in done.stdout and "--results" in done.stdout


def test_a_tiny_training_run_clones_trains_and_evaluates(tmp_path, capsys) -> None:
    pytest.importorskip("sb3_contrib", reason="the training example needs sb3-contrib and torch")
    from monopoly_engine.examples import train

    model, results = tmp_path / "tiny.zip", tmp_path / "eval.json"
    argv = ["--demo-games", "2", "--bc-epochs", "1", "--timesteps", "64", "--envs", "2", "--n-steps", "32"]
    argv += ["--max-rounds", "5", "--eval-games", "2", "--model", str(model), "--results", str(results)]
    assert train.main(argv) == 0
    out = capsys.readouterr().out
    assert "cloning epoch 1" in out and model.is_file()
    data = json.loads(results.read_text())
    assert set(data["opponents"]) == {"buyer", "heuristic"} and data["max_steps"] is None
