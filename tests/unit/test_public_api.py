"""The top-level API: every name of ``__all__`` imports, is the object of the module it comes from, is what
docs/api.md lists and what a type checker sees; ``import monopoly_engine`` itself imports nothing else."""

from __future__ import annotations

import ast
import doctest
import importlib
import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

import monopoly_engine
from monopoly_engine.core import actions, events

ROOT = Path(__file__).resolve().parents[2]
INIT = ROOT / "src" / "monopoly_engine" / "__init__.py"
API_DOC = ROOT / "docs" / "api.md"


def documented_names() -> list[str]:
    """The names on the ``Names:`` lines of docs/api.md, in order."""
    found: list[str] = []
    for line in API_DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("Names: "):
            found += re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", line)
    return found


def type_checking_names() -> set[str]:
    """The names bound under ``if TYPE_CHECKING:`` in ``__init__.py``: what a type checker sees."""
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    block = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    names: set[str] = set()
    for node in block.body:
        if isinstance(node, ast.ImportFrom) and node.module != "typing":
            names |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def test_every_public_name_imports() -> None:
    unresolved = []
    for name in monopoly_engine.__all__:
        module = __import__("monopoly_engine", fromlist=[name])  # what `from monopoly_engine import name` does
        if getattr(module, name, None) is not getattr(monopoly_engine, name):
            unresolved.append(name)
    assert not unresolved


def test_each_name_is_the_object_of_its_module() -> None:
    for module, names in monopoly_engine._SOURCES.items():
        for name in names:
            assert getattr(monopoly_engine, name) is getattr(importlib.import_module(module), name), name


def test_all_has_no_duplicates_and_star_import_gives_it() -> None:
    assert len(monopoly_engine.__all__) == len(set(monopoly_engine.__all__))
    namespace: dict[str, object] = {}
    exec("from monopoly_engine import *", namespace)  # noqa: S102 (the statement under test)
    assert set(monopoly_engine.__all__) <= set(namespace)


def test_the_docs_list_exactly_all() -> None:
    listed = documented_names()
    assert len(listed) == len(set(listed)), "a name listed twice in docs/api.md"
    assert set(listed) == set(monopoly_engine.__all__)


def test_a_type_checker_sees_exactly_all() -> None:
    assert type_checking_names() == set(monopoly_engine.__all__) - {"__version__"}


def test_the_lazy_table_covers_all() -> None:
    lazy = {name for names in monopoly_engine._SOURCES.values() for name in names}
    assert lazy == set(monopoly_engine.__all__) - {"__version__", "COMPILED"}


def test_every_action_and_event_class_is_exported() -> None:
    for module, base in ((actions, actions.Action), (events, events.Event)):
        classes = {
            name
            for name, obj in vars(module).items()
            if inspect.isclass(obj) and issubclass(obj, base) and obj.__module__ == module.__name__
        }
        missing = classes - set(monopoly_engine.__all__)
        assert not missing, f"add to monopoly_engine (__init__.py, docs/api.md): {sorted(missing)}"


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'new_gmae'"):
        _ = monopoly_engine.new_gmae  # type: ignore[attr-defined]


def test_importing_the_package_imports_nothing_else() -> None:
    code = "import sys, monopoly_engine; print(sorted(m for m in sys.modules if m.startswith('monopoly_engine')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['monopoly_engine']"


def test_the_module_docstring_examples_run() -> None:
    result = doctest.testmod(monopoly_engine, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0


def test_the_api_doc_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    block = re.search(r"```python\n(.*?)```", API_DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert block is not None
    monkeypatch.chdir(tmp_path)
    exec(compile(block.group(1), str(API_DOC), "exec"), {"__name__": "api_example"})  # noqa: S102 (the docs' code)
    assert monopoly_engine.load_log(tmp_path / "game.jsonl").history
