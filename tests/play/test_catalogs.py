"""The message catalogs: every language has every message, with the same placeholders; every message the
code asks for exists; every event kind has its sentence in every language."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

import monopoly
from monopoly.core import EVENT_TYPES
from monopoly.game import new_game
from monopoly.i18n import CATALOGS, LANGUAGES, Translator, detect_language, placeholders, rulebook
from monopoly.i18n.events import EVENT_SENTENCES, Words, describe
from monopoly.play.cheat_menus import TOPICS as CHEATERS_TOPICS
from monopoly.play.menus import HELP_TOPICS

MEGA_TOPICS = ("mega_turn", "mega_jail", "mega_triple", "mega_build", "ticket", "auction_square", "gift", "depots")

SOURCE = Path(monopoly.__file__).parent
REFERENCE = CATALOGS["en"]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_exactly_the_english_keys(lang: str) -> None:
    catalog = CATALOGS[lang]
    missing = sorted(set(REFERENCE) - set(catalog))
    extra = sorted(set(catalog) - set(REFERENCE))
    assert not missing, f"{lang} misses {missing}"
    assert not extra, f"{lang} has keys English does not: {extra}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_messages_keep_the_placeholders_and_are_not_empty(lang: str) -> None:
    for key, text in CATALOGS[lang].items():
        assert text.strip() or key == "fmt.thousands", f"{lang}:{key} is empty"
        assert placeholders(text) == placeholders(REFERENCE[key]), f"{lang}:{key} placeholders differ"


def _keys_in_source() -> set[str]:
    """Message ids written as string literals in the terminal game and the catalogs' users."""
    prefixes = (
        "accuse|act|auction|auction_square|build|buy|card_limit|cheat|claim|cli|cmd|debt|deck_choice|deed|depots|"
        "error|ev|fmt|gift|help|hotseat|intro|level|mega_triple|menu|mortgage|mortgage_received|over|play|"
        "return_deed|save|screen|sell|sell_property|session|shout|ticket|trade|turn|unmortgage|verb|why|why_not|word"
    )
    pattern = re.compile(rf'"((?:{prefixes})\.[a-z_]+)"')
    found: set[str] = set()
    for path in [*SOURCE.joinpath("play").glob("*.py"), SOURCE / "i18n" / "events.py", SOURCE / "i18n" / "__init__.py"]:
        found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    for path in SOURCE.joinpath("play").glob("*.py"):  # verbs named through _verbs(ctx, "key", ...)
        found |= {f"verb.{key}" for key in re.findall(r'_verbs\(ctx, "([a-z_]+)"', path.read_text(encoding="utf-8"))}
    return found


def test_every_message_the_code_uses_exists() -> None:
    used = _keys_in_source()
    assert len(used) > 150
    missing = sorted(key for key in used if key not in REFERENCE)
    assert not missing, f"used in the code but not in the catalogs: {missing}"


def test_every_help_topic_has_its_text_and_the_books_are_quoted() -> None:
    for topic in HELP_TOPICS:
        assert f"help.{topic}" in REFERENCE
    general = ("input", "amount", "claim")
    cheaters = set(CHEATERS_TOPICS)
    for lang in ("it", "es"):  # the Italian book (000) has no speed die: its topics quote the Spanish one only
        for topic in HELP_TOPICS:
            edition_only = topic in MEGA_TOPICS or topic in cheaters
            if topic not in general and not edition_only and not (lang == "it" and topic.startswith("speed_")):
                assert rulebook.quote(lang, topic), f"no {lang} rule book words for {topic}"
    for topic in cheaters:  # the Cheaters edition's own topics quote its Russian book (004)
        assert rulebook.quote("ru", topic), f"no ru rule book words for {topic}"
        assert topic in HELP_TOPICS
    assert rulebook.quote("en", "build") is None
    # A Mega game quotes the Italian Mega book (002) on every topic it can meet, never a classic book.
    for topic in HELP_TOPICS:
        if topic not in general and topic not in cheaters and not topic.startswith("speed_"):
            source, words = rulebook.quote("it", topic, mega=True) or ("", "")
            assert source == rulebook.MEGA_SOURCE and words, f"no Mega book words for {topic}"
            assert rulebook.quote("es", topic, mega=True) is None
    assert "2-4 giocatori" in rulebook.quote("it", "turn", mega=True)[1]
    assert "M10" not in rulebook.quote("it", "auction", mega=True)[1]


def _sample(event_type: type) -> object:
    values = {}
    for f in dataclasses.fields(event_type):
        kind = str(f.type)
        if "tuple[tuple" in kind:
            values[f.name] = (("chance", 0),)
        elif "tuple" in kind:
            values[f.name] = (3, 4)
        elif kind == "str":
            values[f.name] = "chance" if f.name == "deck" else "card"
        elif kind == "bool":
            values[f.name] = True
        else:
            values[f.name] = 1
    return event_type(**values)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_kind_has_a_sentence_in_every_language(lang: str) -> None:
    game = new_game("classic-en", ["Anna", "Bruno"], seed=1).game
    words = Words(game, Translator(lang))
    for kind, event_type in EVENT_TYPES.items():
        assert event_type in EVENT_SENTENCES, f"no sentence for {kind}"
        sentence = describe(_sample(event_type), words)  # type: ignore[arg-type]
        assert sentence and "{" not in sentence, (kind, sentence)


def test_money_is_written_the_languages_way() -> None:
    assert Translator("en").money(1500, "$") == "$1,500"
    assert Translator("it").money(1500, "€") == "1.500 €"
    assert Translator("es").money(1500, "€") == "1.500 €"
    assert Translator("ru").money(1500, "€") == "1\u00a0500 €"


def test_language_comes_from_the_environment() -> None:
    assert detect_language({"LANG": "it_IT.UTF-8"}) == "it"
    assert detect_language({"LC_ALL": "es_ES.UTF-8", "LANG": "it_IT.UTF-8"}) == "es"
    assert detect_language({"LANGUAGE": "ru:en", "LANG": "en_US.UTF-8"}) == "ru"
    assert detect_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert detect_language({"LANG": "C.UTF-8"}) == "en"
    assert detect_language({}) == "en"
