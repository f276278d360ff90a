"""The shipped training example, ``python -m monopoly_engine.examples.train``: its help without torch, and a
smoke run on tiny budgets (demonstrations, cloning, a DAgger round, a PPO iteration, the evaluation file,
the saved policy loaded back), skipped without torch (the ``rl-train`` extra; CI's tests step installs torch's CPU
build for it, .ci/run)."""

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


def test_a_tiny_training_run_clones_corrects_and_evaluates(tmp_path, capsys) -> None:
    pytest.importorskip("torch", reason="the training example needs torch (the rl-train extra)")
    from monopoly_engine.examples import train
    from monopoly_engine.examples.cloning import ClonedPolicy

    model, results = tmp_path / "tiny.pt", tmp_path / "eval.json"
    argv = ["--demo-games", "4", "--held-out-games", "2", "--epochs", "2", "--dagger-rounds", "1"]
    argv += ["--dagger-games", "2", "--workers", "1", "--eval-games", "2", "--eval-against", "buyer"]
    argv += ["--max-rounds", "30", "--model", str(model), "--results", str(results)]
    argv += ["--ppo-minutes", "0.01", "--ppo-games", "2"]  # one PPO iteration (the critic's warm-up)
    assert train.main(argv) == 0
    out = capsys.readouterr().out
    assert "cloning epoch 2" in out and "held-out accuracy" in out and "DAgger round 1" in out
    assert "PPO iteration 1" in out and "trained in" in out
    assert model.with_suffix(".clone.pt").exists()  # the clone kept beside the fine-tuned policy
    data = json.loads(results.read_text())
    assert set(data["opponents"]) == {"buyer"} and data["max_steps"] is None and data["max_rounds"] == 30
    assert len(data["opponents"]["buyer"]["games"]) == 2
    assert data["arguments"]["demo_games"] == 4 and data["env_options"]["observation"] == "v1"
    loaded = ClonedPolicy.load(model)
    again = ["--load", str(model), "--eval-games", "2", "--eval-against", "buyer", "--max-rounds", "30"]
    assert train.main([*again, "--results", str(results)]) == 0
    assert json.loads(results.read_text())["opponents"] == data["opponents"]  # the same policy, the same games
    assert len(loaded.actions) > 3
