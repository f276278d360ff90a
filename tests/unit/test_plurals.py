"""The counts the pages and the narration write go through the catalogs' plural forms (issue 30: "1 cards",
"1 билеты", "+1 squares"): every form of each such message exists in every language, and one and many differ."""

from __future__ import annotations

import pytest

from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.catalogs import as_dict, plural_forms

LANGS = ["en", "it", "es", "ru"]
COUNTED = {  # message id -> its other fields
    "word.cards": {},
    "summary.tickets": {},
    "word.steps": {"sign": "+"},
    "ev.die_chosen": {"player": "Ann"},
    "deed.stations": {},
    "deed.utilities": {},
    "summary.houses": {},
    "summary.hotels": {},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(COUNTED))
def test_every_counted_message_has_all_its_plural_forms(lang: str, key: str) -> None:
    forms = as_dict(lang)[key]
    wanted = int(plural_forms(lang).split("nplurals=")[1].split(";")[0])
    assert isinstance(forms, list) and len(forms) == wanted and all(f.strip() for f in forms), (lang, key, forms)
    tr = Translator(lang)
    one, many = tr.plural(key, 1, **COUNTED[key]), tr.plural(key, 5, **COUNTED[key])
    assert "1" in one and "5" in many and one.replace("1", "5") != many, (one, many)


def test_russian_counts_take_their_three_forms() -> None:
    tr = Translator("ru")
    assert [tr.plural("word.cards", n) for n in (1, 3, 5, 21)] == [
        "1 карточка", "3 карточки", "5 карточек", "21 карточка",
    ]  # fmt: skip
    assert tr.plural("word.steps", 1, sign="+") == "+1 клетка"
