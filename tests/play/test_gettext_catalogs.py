"""The gettext catalogs under ``i18n/locale``, as Babel manages them: the template is what ``pybabel extract``
finds in the source today; every ``.po`` file has exactly the template's messages, all translated, a plural one
with as many forms as its ``Plural-Forms`` rule; the committed ``.mo`` files are the ``.po`` files compiled (so a
fresh clone or an sdist installs them without Babel); plural messages follow each language's rule; the web gets
the same catalog; and the package reads its catalogs without Babel."""

from __future__ import annotations

import gettext
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

babel_pofile = pytest.importorskip("babel.messages.pofile")
babel_mofile = pytest.importorskip("babel.messages.mofile")

from monopoly_engine.i18n import LANGUAGES, Translator, catalogs, placeholders

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import update_catalogs


def _read_po(path: Path):
    with path.open("rb") as file:
        return babel_pofile.read_po(file)


def _po(lang: str) -> Path:
    return catalogs.LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po"


def _ids(catalog) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory):
    template = tmp_path_factory.mktemp("extract") / "messages.pot"
    update_catalogs.extract(template)
    return _read_po(template)


def test_the_template_is_what_the_source_names(extracted) -> None:
    committed = _read_po(update_catalogs.TEMPLATE)
    assert len(_ids(extracted)) > 500
    assert _ids(extracted) == _ids(committed), (
        "messages.pot is behind the source: run python scripts/update_catalogs.py"
    )
    plural = {m.id[0] for m in extracted if m.pluralizable}
    assert {"summary.houses", "summary.rounds", "screen.earlier"} <= plural


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalog_has_the_sources_messages_translated(lang: str, extracted) -> None:
    catalog = _read_po(_po(lang))
    missing = sorted(_ids(extracted) - _ids(catalog))
    extra = sorted(_ids(catalog) - _ids(extracted))
    assert not missing, f"{lang}: messages of the source missing from the catalog: {missing}"
    assert not extra, f"{lang}: messages nothing in the source names (add them to i18n/built_ids.py?): {extra}"
    english = {
        m.id if isinstance(m.id, str) else m.id[0]: placeholders(list(m.string) if m.pluralizable else m.string)
        for m in _read_po(_po("en"))
        if m.id
    }
    wanted = {m.id if isinstance(m.id, str) else m.id[0]: m.pluralizable for m in extracted if m.id}
    for message in catalog:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        assert message.pluralizable == wanted[key], f"{lang}:{key} is plural in the source and not here, or back"
        assert not message.fuzzy, f"{lang}:{key} is marked fuzzy"
        forms = list(message.string) if message.pluralizable else [message.string]
        if message.pluralizable:
            assert len(forms) == catalog.num_plurals, f"{lang}:{key} has {len(forms)} forms, not {catalog.num_plurals}"
        assert all(forms), f"{lang}:{key} is not translated"
        for form in forms:
            assert placeholders(form) == english[key], f"{lang}:{key} placeholders differ from English: {form!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalogs_are_the_po_files(lang: str) -> None:
    compiled = io.BytesIO()
    babel_mofile.write_mo(compiled, _read_po(_po(lang)))
    compiled.seek(0)
    fresh = gettext.GNUTranslations(compiled)
    # The header entry ("") names the Babel version that compiled it ("Generated-By"): compared without that line.
    assert _without_generator(catalogs.messages(lang)) == _without_generator(fresh._catalog), (
        f"{lang}: messages.mo is behind messages.po: run python scripts/update_catalogs.py"
    )


def _without_generator(messages: dict) -> dict:
    header = "\n".join(line for line in messages.get("", "").split("\n") if not line.startswith("Generated-By:"))
    return {**messages, "": header}


def test_plural_rules_and_headers() -> None:
    assert catalogs.plural_forms("en") == "nplurals=2; plural=(n != 1);"
    assert catalogs.plural_forms("ru").startswith("nplurals=3;")
    ru, en, it = Translator("ru"), Translator("en"), Translator("it")
    assert [ru.plural("summary.houses", n) for n in (1, 2, 5, 11, 12, 21, 22, 25, 111, 0)] == [
        "1 дом", "2 дома", "5 домов", "11 домов", "12 домов", "21 дом", "22 дома", "25 домов", "111 домов", "0 домов",
    ]  # fmt: skip
    assert [en.plural("summary.houses", n) for n in (0, 1, 2)] == ["0 houses", "1 house", "2 houses"]
    assert [it.plural("summary.hotels", n) for n in (1, 2, 1_000_000)] == [
        "1 albergo",
        "2 alberghi",
        "1000000 alberghi",
    ]
    assert en("screen.bank", houses=en.plural("summary.houses", 1), hotels=en.plural("summary.hotels", 1)) == (
        "bank: 1 house, 1 hotel"
    )
    assert en.plural("screen.earlier", 1) == "… and 1 earlier event"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_plural_message_has_a_form_for_every_count(lang: str) -> None:
    tr = Translator(lang)
    messages = catalogs.as_dict(lang)
    plural = [key for key, text in messages.items() if isinstance(text, list)]
    assert len(plural) >= 9
    for key in plural:
        others = {name: "@" for form in messages[key] for name in re.findall(r"\{(\w+)\}", form) if name != "count"}
        for count in range(130):
            text = tr.plural(key, count, **others)
            assert str(count) in text and key not in text, (lang, key, count, text)
            assert tr.messages.get((key, catalogs.plural_rule(lang)(count))), f"{lang}:{key}[{count}] falls back"


def test_the_web_gets_the_same_catalog() -> None:
    web = json.loads(json.dumps(catalogs.web_catalog("ru"), ensure_ascii=False))
    assert web["language"] == "ru" and web["plural_forms"].startswith("nplurals=3;")
    assert web["messages"]["summary.houses"] == ["{count} дом", "{count} дома", "{count} домов"]
    tr = Translator("ru")
    assert web["messages"]["ev.bought"] == tr("ev.bought")
    assert len(web["messages"]) == len(catalogs.as_dict("en")) and "" not in web["messages"]


def test_the_package_reads_its_catalogs_without_babel() -> None:
    code = (
        "import sys; sys.modules['babel'] = None\n"
        "from monopoly_engine.i18n import Translator\n"
        "tr = Translator('ru'); print(tr.plural('summary.houses', 22), tr('word.bank'))\n"
        "assert not any(name.startswith('babel') and sys.modules[name] for name in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "22 дома банк"


def test_a_missing_message_falls_back_to_english_then_to_its_id() -> None:
    tr = Translator("ru")
    english = Translator("en")
    messages = dict(tr.messages)
    del messages["ev.bought"], messages[("summary.houses", 0)]
    tr.messages = messages
    assert tr("ev.bought", player="A", space="B", price="C") == english("ev.bought", player="A", space="B", price="C")
    assert tr.plural("summary.houses", 21) == "21 houses"  # the English form by the English rule
    assert tr("no.such_message") == "no.such_message"
    assert not tr.has("ev.bought") and tr.has("summary.hotels") and tr.has("word.bank")
