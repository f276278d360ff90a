"""Players' names: cleaned, 1-24 visible characters, unique within a room however they are written."""

from __future__ import annotations

import pytest

from monopoly_engine.web.names import clean_name, name_key, name_refusal, visible_length


@pytest.mark.parametrize("typed", ["", "   ", "\u200b", "\u200b \u200b", "\u2060\ufeff", "\x1b[2J", "\u0301\u0301"])
def test_a_blank_or_invisible_only_name_is_refused(typed):
    assert name_refusal(clean_name(typed), [], 24) == ("error.name_blank", {})


def test_a_name_is_trimmed_and_counted_in_visible_characters():
    assert clean_name("  Ann \t") == "Ann"
    assert visible_length("Ann Lee") == 6 and visible_length("Zoë\u200b") == 3
    assert name_refusal("a" * 24, [], 24) is None
    assert name_refusal("a" * 25, [], 24) == ("error.name_long", {"limit": 24})
    assert name_refusal("a" + "\u0301" * 200, [], 24) == ("error.name_long", {"limit": 24})  # marks pile up


@pytest.mark.parametrize("other", ["Anna", "ANNA", "anna", "Ａｎｎａ", "An\u200bna", " Anna "])
def test_the_same_name_written_otherwise_is_taken(other):
    assert name_key(clean_name(other)) == name_key("Anna")
    assert name_refusal(clean_name(other), ["Bea", "Anna"], 24) == ("error.name_taken", {})


def test_different_names_are_different():
    assert name_refusal("Anne", ["Anna", "heuristic-2"], 24) is None
    assert name_refusal("Ann Lee", ["Ann  Lee"], 24) == ("error.name_taken", {})
