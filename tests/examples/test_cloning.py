"""Behaviour cloning's policy (``examples.cloning``): it learns the demonstrations, chooses only legal integers,
and is saved and loaded whole. Skipped without torch (the ``rl-train`` extra)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install -e '.[rl]'")
torch = pytest.importorskip("torch", reason="cloning needs torch (the rl-train extra)")

from monopoly_engine.examples.cloning import ClonedPolicy, fit, kind, mask_columns, measure, moments
from monopoly_engine.rl.actions import BUY, END_TURN, SQUARES
from monopoly_engine.rl.imitation import demonstrations


@pytest.fixture(scope="module")
def shown():
    return demonstrations(4, ["buyer"], max_rounds=60, first_seed=11)


def test_the_clone_learns_its_demonstrations(shown) -> None:
    policy, report = fit(shown, shown, epochs=10, width=64, batch=32)
    baseline = float(np.mean(shown.actions == END_TURN))  # always ending the turn where it may
    assert report.accuracies[-1] >= 0.9 > baseline + 0.1, (report.accuracies, baseline)
    assert report.losses[-1] < report.losses[0]
    assert set(np.unique(shown.actions)) == set(policy.actions.tolist())  # one output per integer demonstrated
    assert len(policy.features) < shown.observations.shape[1] // 2  # the varying coordinates only


def test_the_clone_chooses_legal_integers_only(shown) -> None:
    policy, _ = fit(shown, epochs=1, width=16)
    for index in range(0, len(shown.actions), 7):
        mask = shown.mask(index).astype(np.int8)
        chosen = policy({"observation": shown.observations[index], "action_mask": mask})
        assert mask[chosen]
    # No demonstrated integer legal: the first legal one.
    mask = np.zeros(shown.action_count, dtype=np.int8)
    mask[[SQUARES + 3 * 52 + 1, 8000]] = 1  # none of them demonstrated in these games
    assert not set(np.flatnonzero(mask)) & set(policy.actions.tolist())
    assert policy({"observation": shown.observations[0], "action_mask": mask}) == SQUARES + 3 * 52 + 1


def test_a_saved_clone_loads_back_choosing_alike(shown, tmp_path) -> None:
    policy, _ = fit(shown, epochs=2, width=32)
    policy.save(tmp_path / "clone.pt")
    loaded = ClonedPolicy.load(tmp_path / "clone.pt")
    assert measure(loaded, shown) == measure(policy, shown)
    torch.save({"weights": torch.zeros(3)}, tmp_path / "other.pt")
    with pytest.raises(ValueError, match="not a cloned policy"):
        ClonedPolicy.load(tmp_path / "other.pt")


def test_decision_kinds_for_the_report() -> None:
    assert kind(END_TURN) == "end turn" and kind(BUY) == "buy or not" and kind(SQUARES + 6 * 52 + 1) == "build"


def test_mask_columns_reads_the_packed_bits_it_is_asked_for() -> None:
    rng = np.random.default_rng(0)
    masks = rng.random((50, 8720)) < 0.01
    columns = np.array([0, 7, 8, 9, 100, 8719])
    assert np.array_equal(mask_columns(np.packbits(masks, axis=1), columns), masks[:, columns])


def test_moments_by_blocks_are_numpys() -> None:
    rng = np.random.default_rng(1)
    observations = (rng.random((1000, 7)) * [1, 2, 0, 5, 1, 1, 30]).astype(np.float16)
    mean, deviation = moments(observations, block=64)
    assert np.allclose(mean, observations.astype(np.float64).mean(0), atol=1e-5)
    assert np.allclose(deviation, observations.astype(np.float64).std(0), atol=1e-4)
    assert deviation[2] == 0.0


def test_the_checked_in_agent_replays_its_recorded_games() -> None:
    """docs/rl-agent: the trained agent and its evaluation file; its first games, played again, end as recorded."""
    import json
    from pathlib import Path

    from monopoly_engine.examples.train import ENV_OPTIONS
    from monopoly_engine.rl.evaluation import evaluate

    folder = Path(__file__).resolve().parents[2] / "docs" / "rl-agent"
    recorded = json.loads((folder / "evaluation.json").read_text())
    agent = ClonedPolicy.load(folder / "agent.pt")
    for opponent in ("buyer", "heuristic"):
        kept = recorded["opponents"][opponent]
        assert len(kept["games"]) >= 400 and recorded["max_steps"] is None
        again = evaluate(agent, [opponent], 2, first_seed=recorded["first_seed"], env_options=ENV_OPTIONS)
        played = [(g.seed, g.seat, g.end, g.rounds, g.decisions) for g in again.against[0].games]
        assert played == [(g["seed"], g["seat"], g["end"], g["rounds"], g["decisions"]) for g in kept["games"][:2]]
