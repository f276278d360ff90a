"""The server's collection policy: survivors of a full pass frozen, everything thawed again on schedule, and a
cycle that became garbage while frozen freed by the first full pass after the thaw."""

from __future__ import annotations

import gc
import weakref

import pytest

from monopoly_engine.web.heap import FreezeSurvivors


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def make_cycle() -> weakref.ref[Node]:
    a, b = Node(), Node()
    a.other, b.other = b, a
    keep.append(a)
    return weakref.ref(a)


keep: list[Node] = []


@pytest.fixture
def clock():
    now = [0.0]
    yield now
    gc.unfreeze()


def test_survivors_of_a_full_pass_are_frozen_until_the_thaw(clock) -> None:
    policy = FreezeSurvivors(thaw_every=60, clock=lambda: clock[0])
    policy.install()
    try:
        assert gc.get_freeze_count() > 0  # start-up's objects
        cycle = make_cycle()
        gc.collect()  # a full pass: the cycle, still referenced, survives and is frozen
        keep.clear()  # now garbage, but frozen: no pass sees it
        gc.collect()
        assert cycle() is not None
        clock[0] = 61
        gc.collect()  # the schedule's pass: it thaws after itself
        assert gc.get_freeze_count() == 0
        gc.collect()  # the next full pass sees everything again
        assert cycle() is None
        assert gc.get_freeze_count() > 0  # and freezes its survivors again
    finally:
        policy.uninstall()
    assert gc.get_freeze_count() == 0
    assert policy._after_collection not in gc.callbacks


def test_without_the_policy_the_same_cycle_is_freed_at_once() -> None:
    cycle = make_cycle()
    keep.clear()
    gc.collect()
    assert cycle() is None
