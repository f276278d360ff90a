"""Reading the files a user hands the program (scenarios, logs, saves, editions) within limits.

Every reader here refuses, with ``InputFileError`` naming the file, the line where the format has lines and
the problem: a path that is not a regular file, a file larger than its format allows, bytes that are not
UTF-8 (a UTF-8 byte-order mark is skipped; UTF-16 and UTF-32 are refused), nesting deeper than
``MAX_DEPTH``, whole numbers of more than ``MAX_DIGITS`` digits, numbers that are not finite (``NaN``,
``Infinity``, ``1e400``), duplicate keys, and in YAML anchors and aliases (a few hundred bytes of aliases
expand to gigabytes) and tags beyond plain data. What the values mean is left to each format's reader.
Messages quote at most ``excerpt`` of a bad value.
"""

from __future__ import annotations

import json
import math
import os
import reprlib
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import yaml

# The sizes each format may have: far above any real file (the largest bundled edition is 26 KB, the largest
# scenario 3 KB, a 1000-round game's log about 2 MB), low enough that parsing stays well under a second or two.
SCENARIO_MAX_BYTES = 128 * 1024
EDITION_MAX_BYTES = 4 * 1024 * 1024
LOG_MAX_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 32  # every format needs fewer than 10 levels
MAX_DIGITS = 100  # cash, seeds and indices; Python itself refuses to read more than 4300 digits
EXCERPT_CHARS = 40

_UTF8_BOM = b"\xef\xbb\xbf"
_OTHER_BOMS = (b"\x00\x00\xfe\xff", b"\xff\xfe\x00\x00", b"\xfe\xff", b"\xff\xfe")


class InputFileError(ValueError):
    """A file that cannot be read as its format: ``path:line: problem`` (``path: problem`` with no line)."""

    def __init__(self, path: str, line: int, problem: str) -> None:
        super().__init__(f"{path}:{line}: {problem}" if line else f"{path}: {problem}")
        self.path = path
        self.line = line
        self.problem = problem


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = EXCERPT_CHARS
_REPR.maxlist = _REPR.maxdict = _REPR.maxtuple = _REPR.maxset = 4
_REPR.maxlevel = 2


def excerpt(value: Any) -> str:
    """``repr(value)`` cut to about ``EXCERPT_CHARS`` characters, for quoting a bad value in a message."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a number of about {int(value.bit_length() * math.log10(2)) + 1} digits"
    return _REPR.repr(value)


def size_text(count: int) -> str:
    return f"{count / (1024 * 1024):.1f} MB" if count >= 1024 * 1024 else f"{math.ceil(count / 1024)} KB"


# --- bytes to text -------------------------------------------------------------------------------------


def read_text(path: str | os.PathLike[str], max_bytes: int) -> str:
    """The text of the regular file at ``path``, at most ``max_bytes`` of UTF-8 (a leading BOM dropped)."""
    name = str(path)
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below as not a regular file.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise InputFileError(name, 0, f"cannot read: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise InputFileError(name, 0, "is a directory, not a file")
        if not stat.S_ISREG(mode):
            raise InputFileError(name, 0, "is not a regular file")
        chunks = []
        left = max_bytes + 1
        while left > 0 and (chunk := os.read(fd, min(left, 1 << 20))):
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise InputFileError(name, 0, f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if len(raw) > max_bytes:
        raise InputFileError(name, 0, f"the file is larger than the {size_text(max_bytes)} this format allows")
    return decode_utf8(raw, name)


def decode_utf8(raw: bytes, name: str) -> str:
    if raw.startswith(_UTF8_BOM):
        raw = raw[len(_UTF8_BOM) :]
    elif raw.startswith(_OTHER_BOMS):
        raise InputFileError(name, 1, "UTF-16 or UTF-32 text (it starts with their byte-order mark): save it as UTF-8")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        byte = raw[exc.start]
        raise InputFileError(name, line, f"not UTF-8 text: byte 0x{byte:02x} at column {column}") from None


# --- JSON ---------------------------------------------------------------------------------------------------


class _Refused:
    """What the JSON scanner's hooks leave in place of a number that is refused, found by ``_check_tree``."""

    __slots__ = ("problem",)

    def __init__(self, problem: str) -> None:
        self.problem = problem


def _limited_int(text: str) -> int | _Refused:
    digits = len(text) - text.startswith("-")
    if digits > MAX_DIGITS:
        return _Refused(f"a whole number of {digits} digits (at most {MAX_DIGITS})")
    return int(text)


def _constant(text: str) -> _Refused:
    return _Refused(f"{text} is not a number this format accepts (numbers must be finite)")


class _DuplicateKey(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return result


def parse_json(text: str, name: str, line: int = 0) -> Any:
    """One JSON document, within the limits. ``line``: the document is that line of a JSON Lines file
    (errors name it); otherwise errors name the line the JSON parser reports, or the place in the document."""
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_limited_int, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        if line:
            raise InputFileError(name, line, f"not valid JSON: {exc.msg} at column {exc.colno}") from None
        raise InputFileError(name, exc.lineno, f"not valid JSON: {exc.msg} (column {exc.colno})") from None
    except _DuplicateKey as exc:
        raise InputFileError(name, line, f"duplicate key {excerpt(exc.key)} in an object") from None
    except RecursionError:
        raise InputFileError(name, line, f"nested more than {MAX_DEPTH} levels deep") from None
    _check_tree(data, name, line)
    return data


def _check_tree(data: Any, name: str, line: int) -> None:
    """Depth, and the numbers the hooks refused or the scanner made infinite, with the place of the first."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        value, place = stack.pop()
        kind = type(value)
        if kind is dict or kind is list:
            if len(place) >= MAX_DEPTH:
                raise InputFileError(name, line, f"{place_text(place)}: nested more than {MAX_DEPTH} levels deep")
            items: Iterable[tuple[str | int, Any]] = value.items() if kind is dict else enumerate(value)
            stack.extend((item, (*place, key)) for key, item in items)
        elif kind is _Refused:
            raise InputFileError(name, line, f"{place_text(place)}: {value.problem}")
        elif kind is float and not math.isfinite(value):
            raise InputFileError(name, line, f"{place_text(place)}: a number too large to be finite")


def place_text(place: Iterable[str | int]) -> str:
    """``("spaces", 3, "rent")`` -> ``spaces[3].rent``; the empty place is the document."""
    text = ""
    for key in place:
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else str(key))
    return text or "the document"


def load_json(path: str | os.PathLike[str], max_bytes: int) -> Any:
    """The JSON document in the file at ``path``."""
    name = str(path)
    text = read_text(path, max_bytes)
    if not text.strip():
        raise InputFileError(name, 1, "empty file")
    return parse_json(text, name)


def json_lines(path: str | os.PathLike[str], max_bytes: int) -> Iterator[str]:
    """The lines of a JSON Lines file, one at a time (a file of millions of empty lines makes no list of them).
    Only ``\\n`` ends a line: JSON text may hold U+2028 and the like raw, which ``str.splitlines`` would split at."""
    text = read_text(path, max_bytes)
    start = 0
    while start < len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        yield text[start:end]
        start = end + 1


# --- YAML --------------------------------------------------------------------------------------------------

Lines = dict[tuple[Any, ...], int]
_PLAIN_SCALARS = {"null", "bool", "int", "float", "str"}
_YAML_TAG = "tag:yaml.org,2002:"


class _PlainDataLoader(yaml.SafeLoader):
    """A ``SafeLoader`` for plain data: no anchors or aliases, nesting bounded by ``MAX_DEPTH``."""

    def __init__(self, stream: str, name: str) -> None:
        super().__init__(stream)
        self.name = name
        self.depth = 0

    def refuse(self, mark: Any, problem: str) -> InputFileError:  # yaml.error.Mark or the C loader's Mark
        return InputFileError(self.name, mark.line + 1 if mark else 0, problem)

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            raise self.refuse(event.start_mark, "YAML aliases (*name) are not allowed: write the value out")
        if getattr(event, "anchor", None) is not None:
            raise self.refuse(event.start_mark, "YAML anchors (&name) are not allowed: write the value out")
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.refuse(event.start_mark, f"nested more than {MAX_DEPTH} levels deep")
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def plain(self, node: yaml.Node, path: tuple[Any, ...], lines: Lines) -> Any:
        """The node as dicts, lists and scalars; ``lines`` gets the line (from 1) of every key path."""
        lines[path] = node.start_mark.line + 1
        if isinstance(node, yaml.MappingNode):
            self.check_tag(node, "map")
            result: dict[Any, Any] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise self.refuse(key_node.start_mark, "a key must be a plain value, not a list or a mapping")
                key = self.scalar(key_node)
                if key in result:
                    raise self.refuse(key_node.start_mark, f"duplicate key {excerpt(key)}")
                result[key] = self.plain(value_node, (*path, key), lines)
                lines[(*path, key)] = key_node.start_mark.line + 1
            return result
        if isinstance(node, yaml.SequenceNode):
            self.check_tag(node, "seq")
            return [self.plain(item, (*path, i), lines) for i, item in enumerate(node.value)]
        assert isinstance(node, yaml.ScalarNode)  # the composer makes only these three kinds
        return self.scalar(node)

    def check_tag(self, node: yaml.Node, wanted: str) -> None:
        if node.tag != _YAML_TAG + wanted:
            raise self.refuse(node.start_mark, f"the YAML tag {excerpt(node.tag)} is not allowed: plain data only")

    def scalar(self, node: yaml.ScalarNode) -> Any:
        tag = node.tag.removeprefix(_YAML_TAG)
        if tag == "timestamp":  # a date is kept as it is written
            return node.value
        if tag not in _PLAIN_SCALARS:
            raise self.refuse(node.start_mark, f"the YAML tag {excerpt(node.tag)} is not allowed: plain data only")
        if tag == "int":
            digits = len(node.value.replace("_", "").lstrip("+-"))
            if digits > MAX_DIGITS:
                raise self.refuse(node.start_mark, f"a whole number of {digits} digits (at most {MAX_DIGITS})")
        try:
            value = self.construct_object(node)
        except (ValueError, KeyError, TypeError):  # an explicit tag on a value it does not fit (!!int abc)
            raise self.refuse(node.start_mark, f"{excerpt(node.value)} is not a valid {tag}") from None
        if tag == "float" and not math.isfinite(value):
            raise self.refuse(node.start_mark, f"{excerpt(node.value)} is not a finite number")
        return value


def parse_yaml(text: str, name: str) -> tuple[Any, Lines]:
    """One YAML document as plain data (``None`` when there is none) and the line of every key path."""
    lines: Lines = {}
    loader = None
    try:
        loader = _PlainDataLoader(text, name)  # the reader refuses control characters at once
        node = loader.get_single_node()
        return (loader.plain(node, (), lines) if node is not None else None), lines
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = " ".join(part for part in (exc.context, exc.problem) if part)
        raise InputFileError(name, mark.line + 1 if mark else 0, f"not valid YAML: {problem}") from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        raise InputFileError(name, line, f"not valid YAML: the character {excerpt(chr(exc.character))} "
                             "is not allowed") from None  # fmt: skip
    except yaml.YAMLError as exc:
        raise InputFileError(name, 0, f"not valid YAML: {excerpt(str(exc))}") from None
    finally:
        if loader is not None:
            loader.dispose()


def load_yaml(path: str | Path, max_bytes: int) -> tuple[Any, Lines]:
    """The YAML document in the file at ``path`` (``parse_yaml``)."""
    return parse_yaml(read_text(path, max_bytes), str(path))
