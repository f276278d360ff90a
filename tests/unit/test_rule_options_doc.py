"""``docs/rule-options.md`` documents every rule option as the table in ``core/rule_options.py`` declares it."""

from __future__ import annotations

from pathlib import Path

from monopoly_engine.core.rule_options import RULE_OPTIONS
from monopoly_engine.editions.options_doc import BEGIN, END, options_markdown, updated

PAGE = Path(__file__).parents[2] / "docs" / "rule-options.md"


def test_the_page_is_generated_from_the_table_as_it_is() -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert page.count(BEGIN) == 1 and page.count(END) == 1
    assert updated(page) == page, (
        "docs/rule-options.md is out of date: python -m monopoly_engine.editions.options_doc docs/rule-options.md"
    )


def test_every_option_has_its_row_with_its_range_and_meaning() -> None:
    generated = options_markdown()
    rows = {line.split(" | ")[0].strip("| `"): line for line in generated.splitlines() if line.startswith("| `")}
    assert list(rows) == [option.name for option in RULE_OPTIONS]
    for option in RULE_OPTIONS:
        assert option.range_text in rows[option.name] and option.meaning in rows[option.name]
