"""The limited readers (``monopoly_engine.safe_load``): each limit refuses with the file, the line and the problem."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from monopoly_engine.codec import CodecError, _fields, action_from_dict, event_from_dict
from monopoly_engine.core.actions import ACTION_TYPES
from monopoly_engine.core.events import EVENT_TYPES
from monopoly_engine.safe_load import (
    MAX_DEPTH,
    MAX_DIGITS,
    InputFileError,
    excerpt,
    json_lines,
    load_json,
    parse_json,
    parse_yaml,
    read_text,
)
from monopoly_engine.scenario import ScenarioFormatError, load_scenario


def refusal(call, *args) -> InputFileError:
    with pytest.raises(InputFileError) as caught:
        call(*args)
    return caught.value


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ("a: 1\nb: &x [1]\n", 2, "anchors"),
        ("a: 1\nb: *x\n", 2, "alias"),
        ("a: 1\nb:\n  c: 1\n  c: 2\n", 4, "duplicate key 'c'"),
        ("a: " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), 1, "nested more than"),
        ("a: 1\nb: " + "9" * (MAX_DIGITS + 1), 2, f"{MAX_DIGITS + 1} digits"),
        ("a: 1\nb: " + "9" * 5000, 2, "5000 digits"),
        ("b: .nan", 1, "not a finite number"),
        ("b: -.inf", 1, "not a finite number"),
        ("b: 1.0e+400", 1, "not a finite number"),
        ("b: !!binary aGk=", 1, "tag"),
        ("b: !!set {a}", 1, "tag"),
        ("b: !!python/name:os.system", 1, "tag"),
        ("b: !!int abc", 1, "not a valid int"),
        ("? [a]\n: 1", 1, "a key must be a plain value"),
        ("a: 1\nb: [\n", 3, "not valid YAML"),
        ("a: 1\nb: x\x07y\n", 2, "not allowed"),
    ],
)
def test_yaml_limits(text: str, line: int, problem: str) -> None:
    error = refusal(parse_yaml, text, "f.yaml")
    assert (error.path, error.line) == ("f.yaml", line)
    assert problem in error.problem
    assert "\n" not in str(error)


def test_yaml_keeps_plain_data_and_lines() -> None:
    data, lines = parse_yaml("a: 1\nb:\n  - x\n  - {c: 2.5, d: null, e: 2024-01-02}\n", "f.yaml")
    assert data == {"a": 1, "b": ["x", {"c": 2.5, "d": None, "e": "2024-01-02"}]}
    assert lines[("b", 1, "c")] == 4 and lines[("a",)] == 1


def test_the_billion_laughs_are_refused_at_the_first_anchor() -> None:
    text = 'a: &a ["lol","lol"]\n' + "".join(
        f"{c}: &{c} [*{p},*{p},*{p}]\n" for p, c in zip("abcd", "bcde", strict=True)
    )
    error = refusal(parse_yaml, text, "f.yaml")
    assert error.line == 1 and "anchors" in error.problem


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ('{"a": 1, "a": 2}', 0, "duplicate key 'a'"),
        ('{"a": NaN}', 0, "a: NaN is not a number"),
        ('{"a": [1, Infinity]}', 0, "a[1]: Infinity"),
        ('{"a": {"b": 1e400}}', 0, "a.b: a number too large"),
        ('{"a": ' + "9" * 5000 + "}", 0, "5000 digits"),
        ('{"a": -' + "9" * (MAX_DIGITS + 1) + "}", 0, f"{MAX_DIGITS + 1} digits"),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), 0, "nested more than"),
        ("[" * 100_000 + "]" * 100_000, 0, "nested more than"),
        ('{\n"a": }', 2, "not valid JSON"),
    ],
)
def test_json_limits(text: str, line: int, problem: str) -> None:
    error = refusal(parse_json, text, "f.json")
    assert (error.path, error.line) == ("f.json", line)
    assert problem in error.problem


def test_json_lines_name_their_line() -> None:
    error = refusal(parse_json, '{"a": NaN}', "log.jsonl", 7)
    assert str(error) == "log.jsonl:7: a: NaN is not a number this format accepts (numbers must be finite)"


def test_a_number_at_the_limit_is_read() -> None:
    assert parse_json('{"a": ' + "9" * MAX_DIGITS + "}", "f.json") == {"a": int("9" * MAX_DIGITS)}


def test_files(tmp_path: Path) -> None:
    (tmp_path / "dir").mkdir()
    assert "is a directory" in refusal(read_text, tmp_path / "dir", 100).problem
    assert "cannot read: No such file" in refusal(read_text, tmp_path / "none", 100).problem
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    assert "larger than" in refusal(read_text, big, 100).problem
    (tmp_path / "bom").write_bytes(b"\xef\xbb\xbf{}")
    assert read_text(tmp_path / "bom", 100) == "{}"
    (tmp_path / "utf16").write_bytes("{}".encode("utf-16"))
    assert "UTF-16" in refusal(read_text, tmp_path / "utf16", 100).problem
    (tmp_path / "latin1").write_bytes(b'{"a":\n "\xe9"}')
    error = refusal(read_text, tmp_path / "latin1", 100)
    assert error.line == 2 and "byte 0xe9 at column 3" in error.problem
    (tmp_path / "empty").write_bytes(b" \n")
    assert refusal(load_json, tmp_path / "empty", 100).problem == "empty file"


def test_json_lines_split_only_at_newlines(tmp_path: Path) -> None:
    """A player's name may hold U+2028 or a form feed, which ``str.splitlines`` would take for line ends."""
    path = tmp_path / "log.jsonl"
    path.write_text(json.dumps({"name": "a\u2028b\x0cc"}, ensure_ascii=False) + "\n{}\n", encoding="utf-8")
    lines = list(json_lines(path, 1000))
    assert len(lines) == 2 and json.loads(lines[0]) == {"name": "a\u2028b\x0cc"}


def test_excerpts_are_short() -> None:
    assert len(excerpt("x" * 5000)) < 50
    assert len(excerpt(list(range(5000)))) < 50
    assert "digits" in excerpt(10**5000)


def test_every_field_of_every_action_and_event_has_a_decoder() -> None:
    for cls in [*ACTION_TYPES.values(), *EVENT_TYPES.values()]:
        _fields(cls)  # raises TypeError for a field type the codec cannot decode


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({"kind": "roll", "player": "0"}, "action 'roll' player must be a whole number, not '0'"),
        ({"kind": "roll", "player": 0.0}, "must be a whole number, not 0.0"),
        ({"kind": "roll", "player": True}, "must be a whole number, not True"),
        ({"kind": "roll"}, "needs the field 'player'"),
        ({"kind": "roll", "player": 0, "x": 1}, "unknown field(s) 'x'"),
        ({"kind": ["roll"], "player": 0}, "unknown action kind ['roll']"),
        ({"kind": "propose-trade", "player": 0, "partner": 1, "give": {"cash": 0.5}, "get": {}}, "cash"),
        ({"kind": "propose-trade", "player": 0, "partner": 1, "give": [], "get": {}}, "give must be an object"),
        ({"kind": "propose-trade", "player": 0, "partner": 1, "give": {"cards": [["chance"]]}, "get": {}}, "two"),
        ({"kind": "cheat", "player": 0, "card": "x", "args": [1, None]}, "args[1] must be a whole number or"),
    ],
)
def test_actions_are_decoded_strictly(data: dict, problem: str) -> None:
    with pytest.raises(CodecError) as caught:
        action_from_dict(data)
    assert problem in str(caught.value)


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({"kind": "dice-rolled", "player": 0, "dice": [3, "4"], "doubles": False}, "dice[1] must be a whole number"),
        ({"kind": "dice-rolled", "player": 0, "dice": [3, 4], "doubles": 0}, "doubles must be true or false"),
        ({"kind": "deck-shuffled", "deck": "chance", "order": {"0": 1}}, "order must be a list"),
        ({"kind": "hidden", "seats": [0], "event": {"kind": "turn-started", "player": "x"}}, "player must be"),
        ({"kind": "hidden", "seats": ["0"], "event": {"kind": "turn-started", "player": 0}}, "seats[0] must be"),
    ],
)
def test_events_are_decoded_strictly(data: dict, problem: str) -> None:
    with pytest.raises(CodecError) as caught:
        event_from_dict(data)
    assert problem in str(caught.value)


@pytest.mark.parametrize(
    ("body", "line", "problem"),
    [
        ("expect: {cash: {A: 1500}}\nexpect: {cash: {A: 1}}\n", 5, "duplicate key 'expect'"),
        ("expect: {cash: {A: '1500'}}\n", 4, "'A' must be a whole number, not '1500'"),
        ("expect: {cash: {A: 1e400}}\n", 4, "'A' must be a whole number, not '1e400'"),
        ("setup: {mortgaged: 5}\n", 4, "'mortgaged' must be a list, not 5"),
        ("expect: {bankrupt: B}\n", 4, "'bankrupt' must be a list, not 'B'"),
    ],
)
def test_scenario_values_of_the_wrong_type_are_malformed(tmp_path: Path, body: str, line: int, problem: str) -> None:
    from monopoly_engine.scenario import run_scenario

    path = tmp_path / "s.yaml"
    path.write_text("name: s\nedition: classic-en\nplayers: [A, B]\n" + body, encoding="utf-8")
    with pytest.raises(ScenarioFormatError) as caught:
        run_scenario(load_scenario(path))
    assert (caught.value.line, caught.value.problem) == (line, problem)
