"""Damaged game logs and terminal-game saves: each one replays, or is refused with ``LogError``, one line naming
the file (and the line). Nothing else may escape ``load_log`` or ``load_save``.

The samples are real games: random legal play in the classic and the Cheaters editions (hidden events, cheats),
and a save, which is a log with the terminal game's ``"play"`` entry in its header. The header's ``options`` are
left alone: the rule options' own schema validates them.
"""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

import pytest
from file_mutations import assert_clean_refusal, byte_damage, dumps, type_swaps
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from monopoly_engine.game import LogError, RecordedGame, load_log, new_game
from monopoly_engine.play.savefile import SaveFile, load_save

QUICK = settings(
    max_examples=20, deadline=2000, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
LONG = settings(max_examples=1000, deadline=2000, database=None, suppress_health_check=[HealthCheck.too_slow])


def _played(edition: str, players: list[str], seed: int, steps: int) -> RecordedGame:
    recorded = new_game(edition, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if recorded.game.is_over:
            break
        recorded.play(rng.choice(recorded.game.decision_actions() or recorded.game.legal_actions()))
    return recorded


def _log_bytes(recorded: RecordedGame) -> bytes:
    return ("\n".join(recorded.log_lines()) + "\n").encode()


def _save_bytes(recorded: RecordedGame) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.jsonl"
        SaveFile(path, {"seats": ["human", "heuristic"], "max_rounds": None, "lang": "en"}).write_all(recorded)
        return path.read_bytes()


@pytest.fixture(scope="module")
def samples() -> dict[str, bytes]:
    return {
        "classic": _log_bytes(_played("classic-en", ["Ann", "Bob", "Cid"], 3, 150)),
        "cheaters": _log_bytes(_played("cheaters-ru", ["Ann", "Bob", "Cid"], 4, 150)),
        "save": _save_bytes(_played("classic-it", ["Ann", "Bob"], 5, 100)),
    }


def check(raw: bytes, sample: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "damaged.jsonl"
        path.write_bytes(raw)
        try:
            load_save(path) if sample == "save" else load_log(path)
        except LogError as exc:
            assert_clean_refusal(str(exc), path)


def skip_options(place: tuple[object, ...]) -> bool:
    return place[:2] == (0, "options")


def test_the_samples_load(samples: dict[str, bytes]) -> None:
    """The damage is what the tests below refuse: the undamaged files replay."""
    for name, raw in samples.items():
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "log.jsonl"
            path.write_bytes(raw)
            recorded = load_log(path)
            assert len(recorded.history) == len(raw.splitlines()) - 1, name


@pytest.mark.parametrize("sample", ["classic", "cheaters", "save"])
@QUICK
@given(data=st.data())
def test_byte_damage(samples: dict[str, bytes], sample: str, data: st.DataObject) -> None:
    check(data.draw(byte_damage(samples[sample])), sample)


@pytest.mark.parametrize("sample", ["classic", "cheaters", "save"])
@QUICK
@given(data=st.data())
def test_type_swaps(samples: dict[str, bytes], sample: str, data: st.DataObject) -> None:
    lines = [json.loads(line) for line in samples[sample].decode().splitlines()]
    damaged = data.draw(type_swaps(lines, skip_options))
    if not isinstance(damaged, list):  # the whole file replaced by one value
        damaged = [damaged]
    check(("\n".join(dumps(line) for line in damaged) + "\n").encode(), sample)


@pytest.mark.slow
@pytest.mark.parametrize("sample", ["classic", "cheaters", "save"])
@LONG
@given(data=st.data())
def test_long_run(samples: dict[str, bytes], sample: str, data: st.DataObject) -> None:
    if data.draw(st.booleans()):
        check(data.draw(byte_damage(samples[sample])), sample)
    else:
        lines = [json.loads(line) for line in samples[sample].decode().splitlines()]
        damaged = data.draw(type_swaps(lines, skip_options))
        damaged = damaged if isinstance(damaged, list) else [damaged]
        check(("\n".join(dumps(line) for line in damaged) + "\n").encode(), sample)
