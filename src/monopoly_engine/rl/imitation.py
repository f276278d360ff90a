"""Demonstrations for behaviour cloning: the heuristic's decisions, seen as the learner would see them.

``demonstrations(games, ...)`` plays seeded heads-up games of the heuristic against ``opponents`` (in turn, the
heuristic in both seats) on the project's game loop and keeps, at each decision the heuristic makes that the
learner would make itself (not a ``delegate``d kind, see ``rl.episode``) and that maps to an action integer
(``rl.actions_v1.encode_v1``, 99% of them), the observation, the mask (packed bits) and the integer. A
policy trained to pick those integers under those masks imitates the heuristic (``examples/train.py`` clones
one).

``corrections(policy, games, ...)`` is the other half of DAgger (Ross, Gordon and Bagnell, 2011): the *policy*
plays, and at each of its decisions the heuristic says what it would have done there. A cloned policy's mistakes
lead it into states the heuristic's own games never show (it has not built where the heuristic would have); these
samples teach it what to do there. ``collect(job, count, workers)`` runs either in ``workers`` processes, each on
its own blocks of seeds (the same samples, in the same order, whatever the number of processes).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import Decide, play_game
from monopoly_engine.core import Action
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView

from .actions_v1 import decode_v1, encode_v1
from .episode import DELEGABLE, decision_kind
from .opponents import Policy
from .setup import Setup


@dataclass(slots=True)
class Demonstrations:
    """``observations[i]`` float32, ``masks[i]`` the mask as ``np.packbits``, ``actions[i]`` the integer chosen;
    ``decisions`` the heuristic's decisions seen, ``unmapped`` those without an integer."""

    observations: np.ndarray
    masks: np.ndarray
    actions: np.ndarray
    action_count: int
    decisions: int
    unmapped: int

    def mask(self, index: int) -> np.ndarray:
        """The mask of sample ``index`` as booleans."""
        return np.unpackbits(self.masks[index], count=self.action_count).astype(bool)

    def masks_of(self, indices: Any) -> np.ndarray:
        return np.unpackbits(self.masks[indices], axis=1, count=self.action_count).astype(bool)

    @classmethod
    def concatenate(cls, parts: Sequence[Demonstrations]) -> Demonstrations:
        """The samples of ``parts`` in order (all of one action layout)."""
        if not parts:
            raise ValueError("no demonstrations to concatenate")
        return cls(
            np.concatenate([part.observations for part in parts]),
            np.concatenate([part.masks for part in parts]),
            np.concatenate([part.actions for part in parts]),
            parts[0].action_count,
            sum(part.decisions for part in parts),
            sum(part.unmapped for part in parts),
        )


class _Recorder:
    """The samples of one collection: the heuristic's mapped decisions with the learner's observation and mask."""

    def __init__(self, setup: Setup, dtype: Any) -> None:
        self.setup = setup
        self.dtype = dtype
        self.observations: list[np.ndarray] = []
        self.masks: list[np.ndarray] = []
        self.actions: list[int] = []
        self.seen = self.unmapped = 0

    def record(self, view: PlayerView, choices: list[Action], action: Action) -> None:
        self.seen += 1
        mask, _, _ = self.setup.masks.listing(view, choices)
        index = encode_v1(action, view)
        if index is None or not mask[index] or decode_v1(index, view, choices) != action:
            self.unmapped += 1
            return
        self.observations.append(self.setup.encoder.encode(view, True).astype(self.dtype))
        self.masks.append(np.packbits(mask.astype(bool)))
        self.actions.append(index)

    def result(self) -> Demonstrations:
        return Demonstrations(
            np.array(self.observations, dtype=self.dtype).reshape(len(self.observations), -1),
            np.array(self.masks, dtype=np.uint8).reshape(len(self.masks), -1),
            np.array(self.actions, dtype=np.int64),
            self.setup.action_count,
            self.seen,
            self.unmapped,
        )


def demonstrations(
    games: int,
    opponents: Sequence[str] = ("buyer", "heuristic"),
    *,
    edition: str = "classic-en",
    first_seed: int = 0,
    delegate: Sequence[str] = DELEGABLE,
    max_rounds: int = 500,
    dtype: Any = np.float32,
    teacher: str | None = None,
) -> Demonstrations:
    """The heuristic's mapped decisions over ``games`` games (see the module's text), observation and actions v1.
    ``dtype``: the observations' (float16 halves the memory of a large set; v1's coordinates are small).
    ``teacher``: the heuristic's parameters (``"buy_reserve=0"``, docs/bots.md), its defaults if None; the
    delegated decisions are the default heuristic's, as in the environments."""
    setup = Setup(edition, 2, None, "v1", "v1")
    delegated = frozenset(delegate)
    recorder = _Recorder(setup, dtype)

    class Teacher:
        """The heuristic, recording what it decides."""

        def __init__(self) -> None:
            self.inner = make_agent("heuristic", teacher)
            self.name = self.inner.name

        def __getattr__(self, name: str) -> Any:
            return getattr(self.inner, name)

        def decide(self, view: PlayerView, choices: list[Action], rng: random.Random) -> Action:
            action = self.inner.decide(view, choices, rng)
            if decision_kind(view, Decide(view.seat, choices)) not in delegated:
                recorder.record(view, choices, action)
            return action

    for game in range(games):
        seed = first_seed + game
        seat = game % 2
        opponent = make_agent(opponents[(game // 2) % len(opponents)])
        taught = Teacher()
        seats = [taught, opponent] if seat == 0 else [opponent, taught]
        record = new_game(setup.edition, ["a", "b"], seed=seed, ref=setup.ref)
        play_game(record, seats, random.Random(f"agents-{seed}"), max_rounds=max_rounds)
    return recorder.result()


def corrections(
    policy: Policy,
    games: int,
    opponents: Sequence[str] = ("buyer", "heuristic"),
    *,
    edition: str = "classic-en",
    first_seed: int = 0,
    delegate: Sequence[str] = DELEGABLE,
    max_rounds: int = 500,
    dtype: Any = np.float32,
    teacher: str | None = None,
) -> Demonstrations:
    """DAgger's samples (see the module's text): ``policy`` (a callable over the observation, as an opponent
    policy is) plays observation and actions v1 in ``games`` heads-up games against ``opponents`` in turn, in both
    seats, with ``delegate`` delegated; at each of its decisions the heuristic's choice there is recorded. The
    policy's own choice is played (an illegal one ends the game, which is then recorded no further). ``teacher``:
    the labelling heuristic's parameters, as in ``demonstrations``."""
    from .gym_env import MonopolyEnv  # (gymnasium, the rl extra: demonstrations alone do not need it)

    setup = Setup(edition, 2, None, "v1", "v1")
    recorder = _Recorder(setup, dtype)
    for game in range(games):
        seed = first_seed + game
        env = MonopolyEnv(
            edition=edition,
            opponents=[opponents[(game // 2) % len(opponents)]],
            seat=game % 2,
            max_rounds=max_rounds,
            max_steps=None,
            illegal="penalize",
            observation="v1",
            actions="v1",
            delegate=tuple(delegate),
        )
        observation, _ = env.reset(seed=seed)
        labeller = make_agent("heuristic", teacher)
        rng = random.Random(f"teacher-{seed}")
        while True:
            episode = env.episode
            assert episode is not None and episode.request is not None
            view = episode.views[env.seat]
            choices = episode.request.actions
            recorder.record(view, choices, labeller.decide(view, choices, rng))
            observation, _, terminated, truncated, _ = env.step(int(policy(observation)))
            if terminated or truncated:
                break
    return recorder.result()


def _collect_block(job: Callable[..., Demonstrations], games: int, first_seed: int, kwargs: dict[str, Any]) -> Any:
    return job(games, first_seed=first_seed, **kwargs)


def collect(
    job: Callable[..., Demonstrations],
    games: int,
    *,
    workers: int = 1,
    first_seed: int = 0,
    blocks: int = 0,
    **kwargs: Any,
) -> Demonstrations:
    """``job(games, first_seed=..., **kwargs)`` (``demonstrations``, or ``functools.partial(corrections,
    policy)``) over ``games`` games from ``first_seed``, split into ``blocks`` blocks of consecutive seeds (by
    default 4 per worker, so that a slow block does not keep a worker idle) run in ``workers`` fresh processes
    (``spawn``: no state of the caller's, such as torch's threads, is copied into them). Each block starts on an
    even game, so both seats of a seed are in one block; the opponents' rotation starts again in each block. The
    samples depend on the blocks, not on the workers: any ``workers`` gives the same for the same ``blocks``."""
    if type(games) is not int or games < 1:
        raise ValueError(f"games must be a positive number, not {games!r}")
    if type(workers) is not int or workers < 1:
        raise ValueError(f"workers must be a positive number, not {workers!r}")
    count = blocks or 4 * workers
    size = max(2, -(-games // count))
    size += size % 2  # even: both seats of a seed in one block, the opponents' rotation kept
    starts = list(range(0, games, size))
    sizes = [min(size, games - start) for start in starts]
    if workers == 1:
        parts = [_collect_block(job, n, first_seed + start, kwargs) for start, n in zip(starts, sizes, strict=True)]
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            futures = [
                pool.submit(_collect_block, job, n, first_seed + start, kwargs)
                for start, n in zip(starts, sizes, strict=True)
            ]
            parts = [future.result() for future in futures]
    return Demonstrations.concatenate(parts)
