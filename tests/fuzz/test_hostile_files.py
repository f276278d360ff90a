"""Hand-written hostile files, through the commands that read them: each is refused with the exit code the command
documents (2 for a malformed scenario or edition, 1 for a log or save that cannot be replayed), one line of error
naming the file, and no traceback. The expanding-aliases file runs in a subprocess under a memory limit.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest
from file_mutations import assert_clean_refusal
from typer.testing import CliRunner

from monopoly_engine.game import new_game
from monopoly_engine.safe_load import EDITION_MAX_BYTES, LOG_MAX_BYTES, SCENARIO_MAX_BYTES

SCENARIO_HEAD = b"name: hostile\nedition: classic-en\nplayers: [A, B]\n"
BILLION_LAUGHS = b"".join(
    [b'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n']
    + [f"{c}: &{c} [{','.join(['*' + p] * 9)}]\n".encode() for p, c in zip("abcdefgh", "bcdefghi", strict=True)]
)

# Hostile bytes that every format refuses, whatever it is.
COMMON = {
    "empty": b"",
    "blank": b"  \n\n",
    "not-utf8": b'{"name": "\xff\xfe\xfa"}\n',
    "utf16": '{"name": "x"}'.encode("utf-16"),
    "nul": b'{"a": 1}\x00\n',
    "deep-list": b"[" * 100_000 + b"]" * 100_000,
    "deep-object": b'{"a": ' * 5000 + b"1" + b"}" * 5000,
    "huge-int": b'{"a": ' + b"9" * 5000 + b"}",
    "long-int": b'{"a": ' + b"9" * 4200 + b"}",
    "nan": b'{"a": NaN}',
    "infinity": b'{"a": -Infinity}',
    "big-float": b'{"a": 1e400}',
    "duplicate-key": b'{"a": 1, "a": 2}',
    "a-list": b"[1, 2, 3]",
}
SCENARIO_ONLY = {
    "billion-laughs": BILLION_LAUGHS,
    "alias": SCENARIO_HEAD + b"setup: &s {cash: {A: 1}}\nexpect: *s\n",
    "merge-key": SCENARIO_HEAD + b"setup: {cash: {A: 1}}\nexpect:\n  <<: {cash: {A: 1}}\n",
    "duplicate-expect": SCENARIO_HEAD + b"expect: {cash: {A: 1500}}\nexpect: {cash: {A: 1}}\n",
    "yaml-huge-int": SCENARIO_HEAD + b"expect: {cash: {A: " + b"9" * 5000 + b"}}\n",
    "yaml-inf": SCENARIO_HEAD + b"expect: {cash: {A: .inf}}\n",
    "yaml-exp": SCENARIO_HEAD + b"expect: {cash: {A: 1.0e+400}}\n",
    "yaml-binary": SCENARIO_HEAD + b"expect: {cash: {A: !!binary aGVsbG8=}}\n",
    "python-tag": SCENARIO_HEAD + b"expect: !!python/object:os.system {}\n",
    "bad-int-tag": SCENARIO_HEAD + b"expect: {cash: {A: !!int abc}}\n",
    "list-key": SCENARIO_HEAD + b"expect:\n  ? [a, b]\n  : 1\n",
    "string-cash": SCENARIO_HEAD + b"expect: {cash: {A: '1500'}}\n",
    "two-documents": SCENARIO_HEAD + b"---\nname: second\n",
    "mortgaged-number": SCENARIO_HEAD + b"setup: {mortgaged: 5}\n",
    "long-space-id": SCENARIO_HEAD + b"setup: {owner: {'" + b"1" * 5000 + b"': A}}\n",
    "control-character": SCENARIO_HEAD + b"name: a\x1bb\n",
}


HIDDEN_WITH_TEXT_SEAT = {"kind": "hidden", "seats": ["x"], "event": {}}
PLAY_WITH_TEXT_ROUNDS = {"seats": ["human", "buyer"], "max_rounds": "9"}


def _log_lines() -> list[str]:
    recorded = new_game("classic-en", ["A", "B"], seed=1)
    for _ in range(30):
        recorded.play((recorded.game.decision_actions() or recorded.game.legal_actions())[0])
    return list(recorded.log_lines())


def _with_line(lines: list[str], number: int, change) -> bytes:
    data = [json.loads(line) for line in lines]
    change(data[number])
    return ("\n".join(json.dumps(d) for d in data) + "\n").encode()


def _log_only() -> dict[str, bytes]:
    lines = _log_lines()
    event_line = next(i for i, line in enumerate(lines) if i and json.loads(line)["events"])
    return {
        "player-as-text": _with_line(lines, event_line, lambda d: d["events"][0].update(player="0")),
        "player-as-float": _with_line(lines, event_line, lambda d: d["events"][0].update(player=0.0)),
        "player-as-bool": _with_line(lines, event_line, lambda d: d["events"][0].update(player=False)),
        "events-as-object": _with_line(lines, event_line, lambda d: d.update(events={"kind": "x"})),
        "action-as-list": _with_line(lines, event_line, lambda d: d.update(action=[1])),
        "players-as-numbers": _with_line(lines, 0, lambda d: d.update(players=[1, 2])),
        "seed-as-bool": _with_line(lines, 0, lambda d: d.update(seed=True)),
        "first-player-as-text": _with_line(lines, 0, lambda d: d.update(first_player="0")),
        "setup-event-seats": _with_line(lines, 0, lambda d: d["setup"].insert(0, HIDDEN_WITH_TEXT_SEAT)),
        "header-huge-seed": b'{"format": "monopoly-log", "version": 1, "seed": ' + b"7" * 5000 + b"}\n",
    }


def _save_only() -> dict[str, bytes]:
    lines = _log_lines()
    return {
        "play-entry-as-list": _with_line(lines, 0, lambda d: d.update(play=[1])),
        "seats-as-numbers": _with_line(lines, 0, lambda d: d.update(play={"seats": [1, 2]})),
        "max-rounds-as-text": _with_line(lines, 0, lambda d: d.update(play=PLAY_WITH_TEXT_ROUNDS)),
    }


def _files() -> dict[str, dict[str, bytes]]:
    log_only = _log_only()
    return {
        "scenario": {**COMMON, **SCENARIO_ONLY, "huge": b"#" * (SCENARIO_MAX_BYTES + 1)},
        "log": {**COMMON, **log_only, "huge": b" " * (LOG_MAX_BYTES + 1)},
        "save": {**COMMON, **log_only, **_save_only()},
        "edition": {**COMMON, "huge": b" " * (EDITION_MAX_BYTES + 1)},
    }


FILES = _files()
# The command that reads each format, and the exit code it documents for a file it refuses.
COMMANDS = {
    "scenario": (["scenario", "run"], 2),
    "log": (["replay"], 1),
    "save": (["play", "--resume"], 1),
    "edition": (["board", "--edition"], 2),
}
CASES = [(kind, name) for kind, files in FILES.items() for name in files]


def _refusal_line(output: str, path: Path) -> str:
    errors = [line for line in output.splitlines() if str(path) in line]
    assert len(errors) == 1, output
    assert str(path) in errors[0], output
    return errors[0]


@pytest.mark.parametrize(("kind", "name"), CASES, ids=[f"{k}-{n}" for k, n in CASES])
def test_refused_cleanly(tmp_path: Path, kind: str, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from monopoly_engine.cli import app

    monkeypatch.setenv("LANG", "en_US.UTF-8")
    path = tmp_path / (f"{name}.yaml" if kind == "scenario" else f"{name}.json")
    path.write_bytes(FILES[kind][name])
    args, code = COMMANDS[kind]
    start = time.perf_counter()
    result = CliRunner().invoke(app, [*args, str(path)])
    assert time.perf_counter() - start < 2
    assert result.exit_code == code, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    line = _refusal_line(result.output, path)
    assert_clean_refusal(line[line.index(str(path)) :], path)  # after "error: " or "cannot resume FILE: "


@pytest.mark.parametrize("kind", sorted(COMMANDS))
def test_a_directory_is_refused(tmp_path: Path, kind: str) -> None:
    from monopoly_engine.cli import app

    folder = tmp_path / ("folder.yaml" if kind == "scenario" else "folder.json")
    folder.mkdir()
    args, code = COMMANDS[kind]
    result = CliRunner().invoke(app, [*args, str(folder)])
    assert result.exit_code == code, result.output
    assert "directory" in _refusal_line(result.output, folder)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    from monopoly_engine.cli import app

    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    result = CliRunner().invoke(app, ["scenario", "run", str(fifo)])
    assert result.exit_code == 2
    assert "not a regular file" in _refusal_line(result.output, fifo)


def test_a_utf8_byte_order_mark_is_skipped(tmp_path: Path) -> None:
    from monopoly_engine.cli import app

    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + SCENARIO_HEAD + b"expect: {cash: {A: 1500}}\n")
    result = CliRunner().invoke(app, ["scenario", "run", str(path)])
    assert result.exit_code == 0, result.output


def _limited_memory(megabytes: int = 768) -> None:
    limit = megabytes * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


@pytest.mark.parametrize(
    ("kind", "name"), [("scenario", "billion-laughs"), ("scenario", "deep-list"), ("log", "deep-object")]
)
def test_in_a_subprocess_with_bounded_memory(tmp_path: Path, kind: str, name: str) -> None:
    """The real command, under a 768 MB address-space limit (the alias file expands past 2 GB when aliases
    are followed): a clean exit code, one line of error, nothing on stderr but that line."""
    path = tmp_path / (f"{name}.yaml" if kind == "scenario" else f"{name}.json")
    path.write_bytes(FILES[kind][name])
    args, code = COMMANDS[kind]
    done = subprocess.run(
        [sys.executable, "-m", "monopoly_engine", *args, str(path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=_limited_memory,
    )
    assert done.returncode == code, done.stdout + done.stderr
    assert "Traceback" not in done.stderr and "MemoryError" not in done.stderr
    _refusal_line(done.stdout + done.stderr, path)


@pytest.mark.slow
def test_a_log_of_blank_lines_up_to_the_cap_is_read_in_bounded_memory(tmp_path: Path) -> None:
    """64 MB of empty lines after a header: read one line at a time, under 400 MB, where a list of the 64 million
    lines (half a gigabyte of pointers) would not fit."""
    path = tmp_path / "blank-lines.jsonl"
    header = _log_lines()[0].encode() + b"\n"
    path.write_bytes(header + b"\n" * (LOG_MAX_BYTES - len(header)))
    done = subprocess.run(
        [sys.executable, "-m", "monopoly_engine", "replay", str(path)],
        check=False,
        capture_output=True,
        text=True,
        timeout=600,
        preexec_fn=lambda: _limited_memory(400),
    )
    assert done.returncode == 0, done.stderr
