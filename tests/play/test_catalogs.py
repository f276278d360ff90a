"""The message catalogs: every language has every message, with the same placeholders; every message the
code asks for exists; every event kind has its sentence in every language, from that language's own catalog
(never the English fallback, never a message id), in sampled events and in whole bot games.

The gettext side (``i18n/locale``): the template is what ``pybabel extract`` finds in the source today, every
``.po`` file has exactly its messages, translated, with every form of a plural message; the committed ``.mo``
files are the ``.po`` files compiled; plural messages follow each language's plural rule."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest

import monopoly_engine
from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import play_game
from monopoly_engine.choices import HELP_TOPICS
from monopoly_engine.choices.cheaters import TOPICS as CHEATERS_TOPICS
from monopoly_engine.core import EVENT_TYPES
from monopoly_engine.core.events import Event
from monopoly_engine.game import new_game
from monopoly_engine.i18n import CATALOGS, LANGUAGES, Translator, detect_language, placeholders, rulebook
from monopoly_engine.i18n.events import EVENT_SENTENCES, Words, describe

MEGA_TOPICS = ("mega_turn", "mega_jail", "mega_triple", "mega_build", "ticket", "auction_square", "gift", "depots")

SOURCE = Path(monopoly_engine.__file__).parent
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
        expected = placeholders(REFERENCE[key])
        assert isinstance(text, str) == isinstance(REFERENCE[key], str), f"{lang}:{key} plural in one language only"
        for form in [text] if isinstance(text, str) else text:  # every form of a plural message has them all
            assert form.strip(), f"{lang}:{key} is empty"
            assert placeholders(form) == expected, f"{lang}:{key} placeholders differ: {form!r}"


def _keys_in_source() -> set[str]:
    """Message ids written as string literals in the terminal game and the catalogs' users (the narration, the
    end-of-game summary, watch's heading)."""
    prefixes = (
        "accuse|act|auction|auction_square|build|buy|card_limit|cheat|claim|cli|cmd|debt|deck_choice|deed|depots|"
        "error|ev|fmt|gift|help|hotseat|intro|level|mega_triple|menu|mortgage|mortgage_received|over|play|"
        "return_deed|save|screen|sell|sell_property|session|shout|summary|ticket|trade|turn|unmortgage|verb|why|"
        "why_not|word"
    )
    pattern = re.compile(rf'"((?:{prefixes})\.[a-z_]+)"')
    found: set[str] = set()
    for path in [
        *SOURCE.joinpath("play").glob("*.py"),
        SOURCE / "i18n" / "events.py",
        SOURCE / "i18n" / "__init__.py",
        SOURCE / "render" / "summary.py",
        SOURCE / "cli" / "watch_game.py",
    ]:
        found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    for path in SOURCE.joinpath("play").glob("*.py"):  # verbs named through _verbs(ctx, "key", ...)
        found |= {f"verb.{key}" for key in re.findall(r'_verbs\(ctx, "([a-z_]+)"', path.read_text(encoding="utf-8"))}
    return found


def test_every_message_the_code_uses_exists() -> None:
    used = _keys_in_source()
    assert len(used) > 150
    missing = sorted(key for key in used if key not in REFERENCE)
    assert not missing, f"used in the code but not in the catalogs: {missing}"
    summary = {key for key in REFERENCE if key.startswith("summary.")}
    assert len(summary) > 15 and summary <= used, f"summary messages nothing asks for: {sorted(summary - used)}"


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
        assert rulebook.quote("ru", topic, book="cheaters"), f"no ru rule book words for {topic}"
        assert topic in HELP_TOPICS
    assert rulebook.quote("en", "build") is None
    # A Mega game quotes the Italian Mega book (002) on every topic it can meet, never a classic book.
    for topic in HELP_TOPICS:
        if topic not in general and topic not in cheaters and not topic.startswith("speed_"):
            source, words = rulebook.quote("it", topic, book="mega") or ("", "")
            assert source == rulebook.MEGA_SOURCE and words, f"no Mega book words for {topic}"
            assert rulebook.quote("es", topic, book="mega") is None
    assert "2-4 giocatori" in rulebook.quote("it", "turn", book="mega")[1]
    assert "M10" not in rulebook.quote("it", "auction", book="mega")[1]
    # A Cheaters game quotes only its Russian book (004): never the classic Italian or Spanish one (no houses, no
    # mortgages there); a classic game never quotes the Cheaters book.
    for lang in ("it", "es"):
        assert all(rulebook.quote(lang, topic, book="cheaters") is None for topic in HELP_TOPICS)
    assert all(rulebook.quote("ru", topic) is None for topic in HELP_TOPICS)


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


class RecordingTranslator(Translator):
    """A translator that remembers every message id it was asked for."""

    __slots__ = ("asked",)

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.asked: set[str] = set()

    def __call__(self, key: str, /, **values: object) -> str:
        self.asked.add(key)
        return super().__call__(key, **values)


MESSAGE_ID = re.compile(r"\b(?:ev|fmt|why|word|level|speed|cheat_title)\.[a-z_]+")


def _assert_told_in(lang: str, tr: RecordingTranslator, kind: str, sentence: str) -> None:
    assert sentence and "{" not in sentence and not MESSAGE_ID.search(sentence), (lang, kind, sentence)
    assert not sentence.startswith(tr("ev.unknown", kind="@").split("@")[0]), f"{lang}: no sentence for {kind}"
    missing = sorted(key for key in tr.asked if key not in CATALOGS[lang])
    assert not missing, f"{lang}: {kind} asks for messages the catalog lacks: {missing}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_kind_has_a_sentence_in_every_language(lang: str) -> None:
    game = new_game("classic-en", ["Anna", "Bruno"], seed=1).game
    tr = RecordingTranslator(lang)
    words = Words(game, tr)
    for kind, event_type in EVENT_TYPES.items():
        assert event_type in EVENT_SENTENCES, f"no sentence for {kind}"
        sentence = describe(_sample(event_type), words)  # type: ignore[arg-type]
        _assert_told_in(lang, tr, kind, sentence)


def _played(edition: str, options: dict[str, str]) -> tuple[object, list[Event]]:
    recorded = new_game(edition, ["Anna", "Bruno", "Carla"], seed=5, options=options)
    events: list[Event] = list(recorded.setup_events)
    agents = [make_agent("heuristic") for _ in range(3)]
    play_game(recorded, agents, random.Random(5), max_rounds=80, on_events=events.extend)
    return recorded.game, events


@pytest.fixture(scope="module")
def played_games() -> list[tuple[object, list[Event]]]:
    return [_played("classic-en", {"speed_die": "true"}), _played("mega", {}), _played("cheaters-ru", {})]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whole_games_are_told_from_the_languages_own_catalog(lang: str, played_games: list) -> None:
    for game, events in played_games:
        tr = RecordingTranslator(lang)
        words = Words(game, tr)
        for event in events:
            sentence = describe(event, words)
            if sentence:  # the bus face's ticket is told by the ticket drawn after it
                _assert_told_in(lang, tr, event.kind, sentence)
        kinds = {event.kind for event in events}
        assert len(kinds) > 15, kinds


def test_money_is_written_the_languages_way() -> None:
    """Babel's CLDR patterns (``i18n.numbers``): a no-break space keeps an amount and its symbol together."""
    assert Translator("en").money(1500, "$") == "$1,500"
    assert Translator("it").money(1500, "€") == "1.500\u00a0€"
    assert Translator("es").money(1500, "€") == "1.500\u00a0€"
    assert Translator("ru").money(1500, "€") == "1\u00a0500\u00a0€"


def test_language_comes_from_the_environment() -> None:
    assert detect_language({"LANG": "it_IT.UTF-8"}) == "it"
    assert detect_language({"LC_ALL": "es_ES.UTF-8", "LANG": "it_IT.UTF-8"}) == "es"
    assert detect_language({"LANGUAGE": "ru:en", "LANG": "en_US.UTF-8"}) == "ru"
    assert detect_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert detect_language({"LANG": "C.UTF-8"}) == "en"
    assert detect_language({}) == "en"
