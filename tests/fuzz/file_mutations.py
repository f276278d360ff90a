"""Hypothesis strategies that damage valid files: byte flips, cuts, insertions, repeated lines, and type swaps
(any value in the document replaced by a value of another shape, a huge or non-finite number, deep nesting).

Shared by the fuzz tests of each file format, with the checks every refusal must pass (``assert_clean_refusal``).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

# Text that ``json.dumps`` cannot write, put in place of a marker string after dumping.
RAW_TOKENS = {
    "<huge-int>": "9" * 5000,
    "<long-int>": "1" * 150,
    "<big-float>": "1e400",
    "<nan>": "NaN",
    "<infinity>": "-Infinity",
    "<deep-list>": "[" * 300 + "]" * 300,
    "<deep-object>": '{"a": ' * 300 + "1" + "}" * 300,
}

HOSTILE_VALUES = st.one_of(
    st.sampled_from(sorted(RAW_TOKENS)),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.integers(min_value=10**20, max_value=10**99),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.none(),
    st.text(max_size=12),
    st.just("x" * 5000),
    st.just("\u2028\x1b[2J"),
    st.lists(st.integers(min_value=-3, max_value=50), max_size=3),
    st.dictionaries(st.text(max_size=4), st.integers(max_value=50), max_size=2),
    st.just([[[]]]),
)


def places(data: Any, place: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a parsed document, the document itself first."""
    found = [place]
    if isinstance(data, dict):
        for key, value in data.items():
            found.extend(places(value, (*place, key)))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found.extend(places(value, (*place, i)))
    return found


def replaced(data: Any, place: tuple[Any, ...], value: Any) -> Any:
    if not place:
        return value
    result = copy.deepcopy(data)
    parent = result
    for key in place[:-1]:
        parent = parent[key]
    parent[place[-1]] = value
    return result


def dumps(data: Any) -> str:
    """JSON with the ``RAW_TOKENS`` markers written out as their raw text."""
    text = json.dumps(data, ensure_ascii=False)
    for marker, raw in RAW_TOKENS.items():
        text = text.replace(json.dumps(marker), raw)
    return text


@st.composite
def type_swaps(draw: st.DrawFn, data: Any, skip: Callable[[tuple[Any, ...]], bool] = lambda place: False) -> Any:
    """``data`` with one to three of its values replaced by ``HOSTILE_VALUES`` (places for which ``skip`` is
    true are left alone: what another part of the program validates)."""
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        candidates = [p for p in places(data) if not skip(p)]
        place = draw(st.sampled_from(candidates))
        data = replaced(data, place, draw(HOSTILE_VALUES))
    return data


BYTE_EDITS = ("flip", "cut", "insert", "truncate", "repeat-line", "drop-line")


@st.composite
def byte_damage(draw: st.DrawFn, raw: bytes) -> bytes:
    """``raw`` with one to four edits: a byte changed, a range cut, bytes inserted, the end cut off, a line
    repeated (in YAML a repeated key) or dropped."""
    rng = random.Random(draw(st.integers(min_value=0, max_value=2**32)))
    data = bytearray(raw)
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        edit = draw(st.sampled_from(BYTE_EDITS))
        at = rng.randrange(len(data)) if data else 0
        if edit == "flip" and data:
            data[at] = draw(st.sampled_from([0x00, 0x0A, 0x22, 0x7B, 0x5B, 0x26, 0x2A, 0xFF, 0xC3, 0x80]))
        elif edit == "cut":
            del data[at : at + rng.randrange(1, 40)]
        elif edit == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif edit == "truncate":
            del data[at:]
        else:
            lines = bytes(data).split(b"\n")
            line = rng.randrange(len(lines))
            if edit == "repeat-line":
                lines.insert(line, lines[line])
            else:
                del lines[line]
            data = bytearray(b"\n".join(lines))
    return bytes(data)


def assert_clean_refusal(message: str, path: object) -> None:
    """A refusal is one line that names the file, and quotes no more than an excerpt of what it read."""
    assert "\n" not in message, message
    assert message.startswith(str(path)), message
    assert len(message) < 1000, message[:1000]  # lists of the known keys or options can be long
    for run in ("x" * 60, "9" * 60, "1" * 60, "[" * 60, '{"a": ' * 10):  # the hostile values are never quoted whole
        assert run not in message, message[:1000]
    assert "Traceback" not in message
