"""Behaviour cloning's policy: a small network that picks, among the legal actions, the one the heuristic would.

What makes it learn where a policy over the whole observation and action space did not (docs/rl.md, "The
trained agent"):

- the inputs are the coordinates of observation v1 that vary over the demonstrations (a few hundred of the 2,400:
  a heads-up classic game leaves most rows of the 8-player, 52-square layout zero), standardized by the
  demonstrations' mean and deviation;
- the outputs are the action integers the heuristic chose in them (a hundred or so of the 8,720); an integer
  outside that set is never chosen, and when none of them is legal the first legal integer is;
- ReLU layers and a cross-entropy over the legal actions only (the mask), Adam at 1e-3.

``ClonedPolicy`` is a policy as ``rl.opponents`` and ``rl.evaluation`` take it (a callable over the observation
returning an integer); ``save``/``load`` keep it in one small torch file. Needs torch (the ``rl-train`` extra).
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from monopoly_engine.rl.actions import BID_MINIMUM, BUY, DECLINE, END_TURN, MAX_SQUARES, PASS, SQUARE_FAMILIES, SQUARES
from monopoly_engine.rl.actions_v1 import BID_RAISE, SET_OFFERS
from monopoly_engine.rl.imitation import Demonstrations

FORMAT = 1  # the saved file's layout


def network(inputs: int, width: int, outputs: int) -> nn.Sequential:
    return nn.Sequential(
        nn.Linear(inputs, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(), nn.Linear(width, outputs)
    )


def width_of(net: nn.Sequential) -> int:
    first = net[0]
    assert isinstance(first, nn.Linear)
    return int(first.out_features)


class ClonedPolicy:
    """``features`` the observation's coordinates read, ``mean``/``scale`` their standardization, ``actions`` the
    action integer of each output of ``net``."""

    def __init__(
        self, net: nn.Sequential, features: np.ndarray, mean: np.ndarray, scale: np.ndarray, actions: np.ndarray
    ) -> None:
        self.net = net.eval()
        self.features = features.astype(np.int64)
        self.mean = mean.astype(np.float32)
        self.scale = scale.astype(np.float32)
        self.actions = actions.astype(np.int64)
        self.width = width_of(net)

    def __getstate__(self) -> dict[str, Any]:
        return self._saved()

    def __setstate__(self, saved: dict[str, Any]) -> None:
        # Unpickled in a worker process (``rl.imitation.collect``): one thread each, the workers being the
        # parallelism (a batch of one observation gains nothing from more).
        torch.set_num_threads(1)
        self.__init__(*_restore(saved))  # type: ignore[misc]

    def inputs(self, observations: np.ndarray) -> torch.Tensor:
        """The network's inputs for a batch of observation vectors."""
        chosen = observations[:, self.features].astype(np.float32)
        return torch.as_tensor((chosen - self.mean) / self.scale)

    def __call__(self, observation: dict[str, np.ndarray]) -> int:
        mask = observation["action_mask"]
        legal = mask[self.actions].astype(bool)
        if not legal.any():
            return int(np.flatnonzero(mask)[0])
        with torch.no_grad():
            logits = self.net(self.inputs(observation["observation"][None]))[0].numpy()
        logits[~legal] = -np.inf
        return int(self.actions[int(logits.argmax())])

    def _saved(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "width": self.width,
            "features": torch.as_tensor(self.features),
            "mean": torch.as_tensor(self.mean),
            "scale": torch.as_tensor(self.scale),
            "actions": torch.as_tensor(self.actions),
            "state": self.net.state_dict(),
        }

    def save(self, path: str | Path) -> None:
        """The weights (float32) and the input and output maps, loadable with ``torch.load(weights_only=True)``."""
        torch.save(self._saved(), path)

    @classmethod
    def load(cls, path: str | Path) -> ClonedPolicy:
        saved = torch.load(path, map_location="cpu", weights_only=True)
        if not isinstance(saved, dict) or saved.get("format") != FORMAT:
            raise ValueError(f"{path}: not a cloned policy of format {FORMAT}")
        return cls(*_restore(saved))


def _restore(saved: dict[str, Any]) -> tuple[nn.Sequential, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    features, actions = saved["features"].numpy(), saved["actions"].numpy()
    net = network(len(features), int(saved["width"]), len(actions))
    net.load_state_dict(saved["state"])
    return net, features, saved["mean"].numpy(), saved["scale"].numpy(), actions


def kind(action: int) -> str:
    """A name for the kind of decision an action integer answers (for the accuracy report)."""
    if action == END_TURN:
        return "end turn"
    if action in (BUY, DECLINE):
        return "buy or not"
    if action == PASS or BID_MINIMUM <= action < SQUARES or BID_RAISE <= action < SET_OFFERS:
        return "auction"
    if SQUARES <= action < SQUARES + len(SQUARE_FAMILIES) * MAX_SQUARES:
        return SQUARE_FAMILIES[(action - SQUARES) // MAX_SQUARES].__name__.lower()
    if action >= SET_OFFERS:
        return "trade"
    return "other"


@dataclass(slots=True)
class Fit:
    """What ``fit`` did: per epoch the training loss and the held-out accuracy, and that accuracy by kind."""

    losses: list[float] = field(default_factory=list)
    accuracies: list[float] = field(default_factory=list)
    by_kind: dict[str, tuple[int, float]] = field(default_factory=dict)
    seconds: float = 0.0
    stopped: bool = False  # by the deadline, before its last epoch


def fit(
    data: Demonstrations,
    held_out: Demonstrations | None = None,
    *,
    width: int = 256,
    epochs: int = 8,
    learning_rate: float = 1e-3,
    batch: int = 256,
    seed: int = 1,
    deadline: float | None = None,
    progress: Any = None,
) -> tuple[ClonedPolicy, Fit]:
    """A ``ClonedPolicy`` trained to pick ``data``'s actions under their masks (the module's text says how);
    ``held_out`` (other games) measures it after every epoch. ``deadline`` (``time.perf_counter()``) stops it
    early, after a whole batch."""
    started = time.perf_counter()
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    observations = data.observations
    mean, deviation = moments(observations)
    features = np.flatnonzero(deviation > 1e-6)
    actions = np.unique(data.actions)
    column = np.full(data.action_count, -1, dtype=np.int64)
    column[actions] = np.arange(len(actions))
    net = network(len(features), width, len(actions))
    policy = ClonedPolicy(net, features, mean[features], deviation[features], actions)
    inputs = torch.cat(
        [policy.inputs(observations[start : start + 50_000]) for start in range(0, len(observations), 50_000)]
    )
    masks = torch.as_tensor(mask_columns(data.masks, actions))
    targets = torch.as_tensor(column[data.actions])
    optimizer = torch.optim.Adam(net.parameters(), lr=learning_rate)
    report = Fit()
    for epoch in range(epochs):
        net.train()
        order = torch.as_tensor(rng.permutation(len(targets)))
        total = 0.0
        stopped = False
        for start in range(0, len(order), batch):
            if deadline is not None and time.perf_counter() > deadline:
                stopped = True
                break
            rows = order[start : start + batch]
            logits = net(inputs[rows]).masked_fill(~masks[rows], -1e9)
            loss = nn.functional.cross_entropy(logits, targets[rows])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += float(loss.detach()) * len(rows)
        net.eval()
        report.losses.append(total / max(len(order), 1))
        if held_out is not None:
            accuracy, report.by_kind = measure(policy, held_out)
            report.accuracies.append(accuracy)
        if progress is not None:
            shown = f", held-out accuracy {report.accuracies[-1]:.1%}" if held_out is not None else ""
            seconds = time.perf_counter() - started
            progress(f"cloning epoch {epoch + 1}: loss {report.losses[-1]:.3f}{shown} ({seconds:.0f} s)")
        if stopped:
            report.stopped = True
            if progress is not None:
                progress("cloning stopped by the time budget")
            break
    report.seconds = time.perf_counter() - started
    return policy, report


def moments(observations: np.ndarray, block: int = 20_000) -> tuple[np.ndarray, np.ndarray]:
    """Each coordinate's mean and standard deviation, summed in float64 a block of rows at a time (numpy's own
    ``mean(dtype=float64)`` of a float16 array makes a float64 copy of it all: 15 GB for 750,000 samples)."""
    total = np.zeros(observations.shape[1], dtype=np.float64)
    squares = np.zeros(observations.shape[1], dtype=np.float64)
    for start in range(0, len(observations), block):
        rows = observations[start : start + block].astype(np.float64)
        total += rows.sum(0)
        squares += (rows * rows).sum(0)
    count = max(len(observations), 1)
    mean = total / count
    variance = np.maximum(squares / count - mean * mean, 0.0)
    return mean.astype(np.float32), np.sqrt(variance).astype(np.float32)


def mask_columns(packed: np.ndarray, columns: np.ndarray) -> np.ndarray:
    """The bits ``columns`` of masks packed by ``np.packbits`` (big-endian bits), as booleans, without unpacking
    the rest (thousands of integers per sample, of which a hundred are read)."""
    return ((packed[:, columns // 8] >> (7 - columns % 8).astype(np.uint8)) & 1).astype(bool)


def measure(policy: ClonedPolicy, data: Demonstrations) -> tuple[float, dict[str, tuple[int, float]]]:
    """The share of ``data``'s decisions on which ``policy`` picks the demonstrated action, overall and by kind
    (samples, accuracy)."""
    count = len(data.actions)
    if count == 0:
        return 0.0, {}
    chosen = np.empty(count, dtype=np.int64)
    outputs = policy.actions
    with torch.no_grad():
        for start in range(0, count, 4096):
            rows = np.arange(start, min(start + 4096, count))
            legal = mask_columns(data.masks[rows], outputs)
            logits = policy.net(policy.inputs(data.observations[rows])).numpy()
            logits[~legal] = -np.inf
            best = outputs[logits.argmax(1)]
            none = np.flatnonzero(~legal.any(1))
            if len(none):  # no demonstrated integer legal: the first legal one, as ``__call__`` plays
                best[none] = data.masks_of(rows[none]).argmax(1)
            chosen[rows] = best
    right = chosen == data.actions
    kinds = Counter(kind(int(a)) for a in data.actions)
    hits = Counter(kind(int(a)) for a, ok in zip(data.actions, right, strict=True) if ok)
    return float(right.mean()), {name: (kinds[name], hits[name] / kinds[name]) for name in sorted(kinds)}
