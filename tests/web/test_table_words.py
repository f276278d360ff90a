"""The web table's words: every language has every one with the same placeholders, none clashes with a page
word, and the page's catalog (``web_words``) hands them to the client."""

from __future__ import annotations

from monopoly_engine.i18n import LANGUAGES, placeholders
from monopoly_engine.web.catalog import CATALOGS, web_words
from monopoly_engine.web.chat_words import CHAT_WORDS, REACTION, chat_words
from monopoly_engine.web.table_words import TABLE_WORDS


def test_every_language_has_every_table_word_with_the_same_placeholders():
    assert set(TABLE_WORDS) == set(LANGUAGES)
    english = TABLE_WORDS["en"]
    for lang, messages in TABLE_WORDS.items():
        assert set(messages) == set(english), lang
        for key, text in messages.items():
            assert text.strip(), (lang, key)
            assert placeholders(text) == placeholders(english[key]), (lang, key)
    assert not set(english) & set(CATALOGS["en"])  # a table word never hides a page word


def test_the_page_catalog_carries_the_table_words_in_its_language():
    assert web_words("it")["turn_of"] == "Tocca a {name}"
    assert web_words("ru")["round"] == TABLE_WORDS["ru"]["round"]
    assert web_words("xx")["last_roll"] == TABLE_WORDS["en"]["last_roll"]


def test_every_language_has_every_chat_word_and_none_hides_another_word():
    english = CHAT_WORDS["en"]
    assert set(CHAT_WORDS) == set(LANGUAGES)
    for lang, messages in CHAT_WORDS.items():
        assert set(messages) == set(english), lang
        for key, text in messages.items():
            assert text.strip(), (lang, key)
            assert placeholders(text) == placeholders(english[key]), (lang, key)
    assert not set(english) & (set(CATALOGS["en"]) | set(TABLE_WORDS["en"]))
    reactions = [key for key in english if key.startswith(REACTION)]
    assert reactions == ["quick_deal", "quick_no_deal", "quick_nice", "quick_ouch", "quick_gg"]
    assert not [key for key in web_words("en") if key.startswith(REACTION) and key not in english]  # no other word
    assert web_words("es")["chat_send"] == "Enviar" and web_words("xx")["quick_gg"] == "Good game!"
    assert chat_words("ru") == CHAT_WORDS["ru"] and chat_words("xx") == english  # the waiting page's
