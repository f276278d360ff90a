"""Damaged edition files: each one loads, or is refused with ``EditionError``, one line naming the file and the
place. Nothing else may escape ``load_edition``. The samples are bundled editions of each rule book."""

from __future__ import annotations

import json
import tempfile
from importlib import resources
from pathlib import Path

import pytest
from file_mutations import assert_clean_refusal, byte_damage, dumps, type_swaps
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from monopoly_engine.editions import EditionError, load_edition

SAMPLES = ["classic-en", "mega", "cheaters-ru"]
QUICK = settings(
    max_examples=15, deadline=2000, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
LONG = settings(max_examples=1000, deadline=2000, database=None, suppress_health_check=[HealthCheck.too_slow])


def bundled(edition: str) -> bytes:
    return (resources.files("monopoly_engine.editions") / "data" / f"{edition}.json").read_bytes()


def check(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "damaged.json"
        path.write_bytes(raw)
        try:
            load_edition(str(path))
        except EditionError as exc:
            assert_clean_refusal(str(exc), path)


@pytest.mark.parametrize("sample", SAMPLES)
@QUICK
@given(data=st.data())
def test_byte_damage(sample: str, data: st.DataObject) -> None:
    check(data.draw(byte_damage(bundled(sample))))


@pytest.mark.parametrize("sample", SAMPLES)
@QUICK
@given(data=st.data())
def test_type_swaps(sample: str, data: st.DataObject) -> None:
    check(dumps(data.draw(type_swaps(json.loads(bundled(sample))))).encode())


@pytest.mark.slow
@pytest.mark.parametrize("sample", SAMPLES)
@LONG
@given(data=st.data())
def test_long_run(sample: str, data: st.DataObject) -> None:
    if data.draw(st.booleans()):
        check(data.draw(byte_damage(bundled(sample))))
    else:
        check(dumps(data.draw(type_swaps(json.loads(bundled(sample))))).encode())
