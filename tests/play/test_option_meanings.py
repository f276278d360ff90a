"""The rule options' and the bots' parameters' meanings in every UI language (issue 30: the lobby showed them in
English): each has its message in every catalog (``option.NAME``, ``bot_param.KIND-NAME``), the English one the
schema's or the bot table's own text, so that a new option or parameter, or a meaning reworded, fails here until
its catalogs follow."""

from __future__ import annotations

import pytest

from monopoly_engine.agents import agent_kinds, agent_params
from monopoly_engine.core.rule_options import RULE_OPTIONS
from monopoly_engine.i18n import CATALOGS, LANGUAGES

MEANINGS = [(f"option.{o.name}", o.meaning) for o in RULE_OPTIONS] + [
    (f"bot_param.{kind}-{name}", meaning) for kind in agent_kinds() for name, _, meaning in agent_params(kind)
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_meaning_is_in_every_language(lang: str) -> None:
    missing = [key for key, _ in MEANINGS if not str(CATALOGS[lang].get(key, "")).strip()]
    assert not missing, f"{lang} lacks {missing}"


def test_the_english_catalog_says_what_the_schema_says() -> None:
    differ = [key for key, meaning in MEANINGS if CATALOGS["en"].get(key) != meaning]
    assert not differ, f"en.po and the schema or the bot's table differ on {differ}"


@pytest.mark.parametrize("lang", ["it", "es", "ru"])
def test_the_other_languages_translate(lang: str) -> None:
    same = [key for key, meaning in MEANINGS if CATALOGS[lang].get(key) == meaning]
    assert not same, f"{lang} copies the English of {same}"


def test_the_lobby_shows_them_in_the_pages_language() -> None:
    pytest.importorskip("fastapi")
    from monopoly_engine.web.lobby import bot_params, option_fields

    italian = {f.name: f.meaning for f in option_fields("classic-it", "it")}
    assert italian["speed_die"] == CATALOGS["it"]["option.speed_die"] != CATALOGS["en"]["option.speed_die"]
    russian = {p.name: p.meaning for p in bot_params("heuristic", "ru")}
    assert russian["snipe"] == CATALOGS["ru"]["bot_param.heuristic-snipe"]
    assert {f.name: f.meaning for f in option_fields("mega")}["hotel_sale_outright"] == CATALOGS["en"][
        "option.hotel_sale_outright"
    ]
