"""The Python examples of README.md and docs/ run as written, and print what their comments say.

Every ```python block is run: one holding `>>>` prompts as a doctest, any other as a script in a fresh namespace
(in a scratch directory, so the files it saves land there), where `print(X)  # shown` checks that X prints as
`shown`. A block meant as a fragment is preceded by `<!-- not run: reason -->` and counted below, so that the
fragments stay few.
"""

from __future__ import annotations

import doctest
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
NOT_RUN = re.compile(r"<!--\s*not run:\s*(?P<reason>\S.*?)\s*-->")
FENCE = re.compile(r"^```(?P<language>\S*)\s*$")
PRINT_WITH_OUTPUT = re.compile(r"^(?P<indent>\s*)print\((?P<expression>.*)\)\s+#\s(?P<shown>.*)$")
MOST_FRAGMENTS = 2


@dataclass(frozen=True)
class Example:
    document: Path
    line: int  # of the opening fence, 1-based
    code: str
    not_run_reason: str | None

    @property
    def name(self) -> str:
        return f"{self.document.relative_to(ROOT)}:{self.line}"


def python_examples(document: Path) -> list[Example]:
    """The ```python blocks of a markdown file, each with the `not run` reason of the line before it, if any."""
    lines = document.read_text(encoding="utf-8").splitlines()
    examples = []
    index = 0
    while index < len(lines):
        fence = FENCE.match(lines[index])
        if fence is None:
            index += 1
            continue
        start = index
        index += 1
        while index < len(lines) and lines[index].strip() != "```":
            index += 1
        if index == len(lines):
            raise AssertionError(f"{document}:{start + 1}: a code block is never closed")
        if fence["language"] == "python":
            previous = next((line for line in reversed(lines[:start]) if line.strip()), "")
            marker = NOT_RUN.search(previous)
            code = "\n".join(lines[start + 1 : index]) + "\n"
            examples.append(Example(document, start + 1, code, marker["reason"] if marker else None))
        index += 1
    return examples


EXAMPLES = [example for document in DOCUMENTS for example in python_examples(document)]
RUN = [example for example in EXAMPLES if example.not_run_reason is None]


def with_output_checks(code: str) -> str:
    """The script with each `print(X)  # shown` line turned into a check that X prints as `shown`."""

    def checked(line: str, number: int) -> str:
        match = PRINT_WITH_OUTPUT.match(line)
        if match is None:
            return line
        return f"{match['indent']}__printed__({match['expression']}, {match['shown'].strip()!r}, {number})"

    return "\n".join(checked(line, number) for number, line in enumerate(code.splitlines(), start=1)) + "\n"


def run_script(example: Example) -> None:
    def printed(value: Any, shown: str, number: int) -> None:
        assert str(value) == shown, f"{example.name}, line {number} of the block: prints {value}, says {shown}"

    namespace: dict[str, Any] = {"__name__": "__example__", "__printed__": printed}
    exec(compile(with_output_checks(example.code), example.name, "exec"), namespace)  # noqa: S102 -- our own docs


def run_doctest(example: Example) -> None:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(example.code, {"__name__": "__example__"}, example.name, str(example.document), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0
    assert result.failed == 0, f"{example.name}: {result.failed} of {result.attempted} examples fail (see above)"


@pytest.mark.parametrize("example", RUN, ids=[example.name for example in RUN])
def test_the_example_runs_as_written(example: Example, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    if ">>>" in example.code:
        run_doctest(example)
    else:
        run_script(example)


def test_the_readme_has_examples_that_run() -> None:
    assert any(example.document.name == "README.md" for example in RUN)
    assert len(RUN) >= 4


def test_few_examples_are_fragments() -> None:
    fragments = [f"{example.name} ({example.not_run_reason})" for example in EXAMPLES if example.not_run_reason]
    assert len(fragments) <= MOST_FRAGMENTS, fragments


def test_a_printed_output_comment_is_checked() -> None:
    wrong = Example(ROOT / "README.md", 1, "print([1, 2])  # [1, 3]\n", None)
    with pytest.raises(AssertionError, match=r"prints \[1, 2\], says \[1, 3\]"):
        run_script(wrong)
    run_script(Example(ROOT / "README.md", 1, "print([1, 2])  # [1, 2]\n", None))


def test_a_not_run_marker_belongs_to_the_block_after_it(tmp_path: Path) -> None:
    document = tmp_path / "page.md"
    document.write_text(
        "<!-- not run: needs a socket -->\n\n```python\nawait x\n```\n\n```python\nprint(1)\n```\n", encoding="utf-8"
    )
    first, second = python_examples(document)
    assert first.not_run_reason == "needs a socket"
    assert second.not_run_reason is None
