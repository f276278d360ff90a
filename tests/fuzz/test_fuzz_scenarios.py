"""Damaged scenario files: each one runs, fails, or is refused as malformed with one line naming the file.

Nothing else may escape ``run_files`` (an exception here is a traceback for the user). The mutated files start from
real scenarios of every rule book, in YAML and in JSON. ``options`` are left alone: the rule options' own schema
validates them.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
import yaml
from file_mutations import assert_clean_refusal, byte_damage, dumps, type_swaps
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from monopoly_engine.scenario import run_files

SCENARIOS = Path(__file__).parent.parent / "scenarios"
SAMPLES = [
    "auction-decliner-may-bid.classic-en.yaml",
    "bankruptcy-to-player-hands-everything-over.classic-en.yaml",
    "accuse-wrong-costs-100.cheaters-ru.yaml",
]
QUICK = settings(
    max_examples=25, deadline=2000, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
LONG = settings(max_examples=2000, deadline=2000, database=None, suppress_health_check=[HealthCheck.too_slow])


def check(text: bytes, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"damaged{suffix}"
        path.write_bytes(text)
        (result,) = run_files([path])
        if result.malformed:
            assert_clean_refusal(result.message, path)
        elif not result.ok:
            assert len(result.message) < 600, result.message[:600]


def skip_options(place: tuple[object, ...]) -> bool:
    return bool(place) and place[0] == "options"


@pytest.mark.parametrize("sample", SAMPLES)
@QUICK
@given(data=st.data())
def test_byte_damage(sample: str, data: st.DataObject) -> None:
    check(data.draw(byte_damage((SCENARIOS / sample).read_bytes())), ".yaml")


@pytest.mark.parametrize("sample", SAMPLES)
@QUICK
@given(data=st.data())
def test_type_swaps(sample: str, data: st.DataObject) -> None:
    original = yaml.safe_load((SCENARIOS / sample).read_text(encoding="utf-8"))
    damaged = data.draw(type_swaps(original, skip_options))
    check(dumps(damaged).encode(), data.draw(st.sampled_from([".json", ".yaml"])))


@pytest.mark.slow
@pytest.mark.parametrize("sample", SAMPLES)
@LONG
@given(data=st.data())
def test_long_run(sample: str, data: st.DataObject) -> None:
    raw = (SCENARIOS / sample).read_bytes()
    if data.draw(st.booleans()):
        check(data.draw(byte_damage(raw)), ".yaml")
    else:
        damaged = data.draw(type_swaps(yaml.safe_load(raw), skip_options))
        check(dumps(damaged).encode(), ".json")
