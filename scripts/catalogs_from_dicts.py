"""Turn the dict catalogs (``i18n/en.py``, ``it.py``, ``es.py``, ``ru.py``: ``MESSAGES = {id: text}``) into the
gettext catalogs (``i18n/locale/<lang>/LC_MESSAGES/messages.po``), then extract, update and compile them.

    python scripts/catalogs_from_dicts.py                      # the dict modules in src/monopoly_engine/i18n
    python scripts/catalogs_from_dicts.py --rev main           # the dict modules as a git revision has them
    python scripts/catalogs_from_dicts.py --dir path/to/dicts  # the dict modules in another directory

Re-runnable: every run rebuilds the ``.po`` files from the dicts alone (whatever the ``.po`` files held is
replaced), applies ``CHANGES`` (the messages that became plural or were reworded for plural parts), and rewrites
``i18n/built_ids.py``: the ids of the dicts that the source never names as a literal (``f"help.{topic}"``), listed
so that ``pybabel extract`` finds them. The dicts are read as data (``ast.literal_eval``), never imported.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
import update_catalogs

ROOT = update_catalogs.ROOT
DICT_DIR = Path("src/monopoly_engine/i18n")
BUILT_IDS = ROOT / DICT_DIR / "built_ids.py"
LANGUAGES = update_catalogs.LANGUAGES
# The gettext manual's rules (CLDR's, which Babel would write by default, give Italian and Spanish a third form
# for millions that no message of a game needs).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
# A fixed creation date: regenerating the same dicts gives the same files.
CREATED = datetime(2026, 12, 1, tzinfo=UTC)

# Messages that count something: one form per plural category (English, Italian, Spanish: one, other; Russian:
# one (1, 21...), few (2-4, 22-24...), many (0, 5-20, 25...)). They replace the dicts' ``X_one``/``X`` pairs.
PLURALS: dict[str, dict[str, tuple[str, ...]]] = {
    "summary.rounds": {
        "en": ("{count} round", "{count} rounds"),
        "it": ("{count} giro", "{count} giri"),
        "es": ("{count} ronda", "{count} rondas"),
        "ru": ("{count} круг", "{count} круга", "{count} кругов"),
    },
    "summary.properties": {
        "en": ("{count} property", "{count} properties"),
        "it": ("{count} proprietà", "{count} proprietà"),
        "es": ("{count} propiedad", "{count} propiedades"),
        "ru": ("{count} владение", "{count} владения", "{count} владений"),
    },
    "summary.mortgaged": {
        "en": ("({count} mortgaged)", "({count} mortgaged)"),
        "it": ("({count} ipotecata)", "({count} ipotecate)"),
        "es": ("({count} hipotecada)", "({count} hipotecadas)"),
        "ru": ("({count} в залоге)", "({count} в залоге)", "({count} в залоге)"),
    },
    "summary.houses": {
        "en": ("{count} house", "{count} houses"),
        "it": ("{count} casa", "{count} case"),
        "es": ("{count} casa", "{count} casas"),
        "ru": ("{count} дом", "{count} дома", "{count} домов"),
    },
    "summary.hotels": {
        "en": ("{count} hotel", "{count} hotels"),
        "it": ("{count} albergo", "{count} alberghi"),
        "es": ("{count} hotel", "{count} hoteles"),
        "ru": ("{count} отель", "{count} отеля", "{count} отелей"),
    },
    "summary.skyscrapers": {
        "en": ("{count} skyscraper", "{count} skyscrapers"),
        "it": ("{count} grattacielo", "{count} grattacieli"),
        "es": ("{count} rascacielos", "{count} rascacielos"),
        "ru": ("{count} небоскрёб", "{count} небоскрёба", "{count} небоскрёбов"),
    },
    "summary.depots": {
        "en": ("{count} depot", "{count} depots"),
        "it": ("{count} deposito ferroviario", "{count} depositi ferroviari"),
        "es": ("{count} depósito ferroviario", "{count} depósitos ferroviarios"),
        "ru": ("{count} депо", "{count} депо", "{count} депо"),
    },
    "summary.tickets": {
        "en": ("{count} bus ticket", "{count} bus tickets"),
        "it": ("{count} biglietto dell'autobus", "{count} biglietti dell'autobus"),
        "es": ("{count} billete de autobús", "{count} billetes de autobús"),
        "ru": ("{count} автобусный билет", "{count} автобусных билета", "{count} автобусных билетов"),
    },
    "screen.earlier": {
        "en": ("… and {count} earlier event", "… and {count} earlier events"),
        "it": ("… e {count} evento precedente", "… e {count} eventi precedenti"),
        "es": ("… y {count} suceso anterior", "… y {count} sucesos anteriores"),
        "ru": ("… и ещё {count} событие раньше", "… и ещё {count} события раньше", "… и ещё {count} событий раньше"),
    },
}

# Messages whose counts are now plural messages of their own (``{houses}`` is "3 houses", not "3"), so that a
# count never meets a noun of the wrong number ("bank: 1 houses").
REWORDED: dict[str, dict[str, str]] = {
    "screen.bank": {
        "en": "bank: {houses}, {hotels}",
        "it": "Banca: {houses}, {hotels}",
        "es": "banca: {houses}, {hotels}",
        "ru": "банк: {houses}, {hotels}",
    },
    "screen.bank_mega": {
        "en": "bank: {houses}, {hotels}, {skyscrapers}, {depots}, {tickets}",
        "it": "Banca: {houses}, {hotels}, {skyscrapers}, {depots}, {tickets}",
        "es": "banca: {houses}, {hotels}, {skyscrapers}, {depots}, {tickets}",
        "ru": "банк: {houses}, {hotels}, {skyscrapers}, {depots}, {tickets}",
    },
    "build.supply": {
        "en": "The bank has {houses} and {hotels}; you have {cash}.",
        "it": "La Banca ha {houses} e {hotels}; voi avete {cash}.",
        "es": "La banca tiene {houses} y {hotels}; tú tienes {cash}.",
        "ru": "У банка {houses} и {hotels}; у вас {cash}.",
    },
    "build.supply_mega": {
        "en": "The bank has {houses}, {hotels} and {skyscrapers}; you have {cash}.",
        "it": "La Banca ha {houses}, {hotels} e {skyscrapers}; voi avete {cash}.",
        "es": "La banca tiene {houses}, {hotels} y {skyscrapers}; tú tienes {cash}.",
        "ru": "У банка {houses}, {hotels} и {skyscrapers}; у вас {cash}.",
    },
    "over.winner": {
        "en": "{name} wins after {rounds}!",
        "it": "{name} vince dopo {rounds}!",
        "es": "¡{name} gana tras {rounds}!",
        "ru": "{name} побеждает за {rounds}!",
    },
    "over.shared": {
        "en": "{names} share the win after {rounds}!",
        "it": "{names} vincono a pari merito dopo {rounds}!",
        "es": "¡{names} comparten la victoria tras {rounds}!",
        "ru": "Победу за {rounds} делят {names}!",
    },
    "over.draw": {
        "en": "A draw after {rounds}: the round limit was reached.",
        "it": "Pareggio dopo {rounds}: è stato raggiunto il limite dei giri.",
        "es": "Empate tras {rounds}: se ha llegado al límite de rondas.",
        "ru": "Ничья за {rounds}: достигнут предел кругов.",
    },
    "over.in_progress": {
        "en": "In progress after {rounds}.",
        "it": "In corso dopo {rounds}.",
        "es": "En curso tras {rounds}.",
        "ru": "Игра идёт: позади {rounds}.",
    },
}

# The dicts' singular halves of the pairs PLURALS replaces.
REMOVED = {f"{key}_one" for key in PLURALS if key.startswith("summary.")}


def read_dicts(directory: Path | None, rev: str | None) -> dict[str, dict[str, str]]:
    """Each language's ``MESSAGES`` dict, from files in ``directory`` or from git revision ``rev``."""
    found = {}
    for lang in LANGUAGES:
        if rev is not None:
            source = subprocess.run(
                ["git", "show", f"{rev}:{(DICT_DIR / f'{lang}.py').as_posix()}"],
                cwd=ROOT, check=True, capture_output=True, text=True,
            ).stdout  # fmt: skip
        elif (directory / f"{lang}.py").exists():
            source = (directory / f"{lang}.py").read_text(encoding="utf-8")
        else:
            raise SystemExit(f"{directory / f'{lang}.py'}: no such dict module (name a revision that has it: --rev)")
        found[lang] = _messages_literal(source, f"{lang}.py")
    return found


def _messages_literal(source: str, name: str) -> dict[str, str]:
    for node in ast.parse(source, name).body:
        target = (
            node.target
            if isinstance(node, ast.AnnAssign)
            else (node.targets[0] if isinstance(node, ast.Assign) else None)
        )
        if isinstance(target, ast.Name) and target.id == "MESSAGES":
            return ast.literal_eval(node.value)
    raise SystemExit(f"{name}: no MESSAGES = {{...}}")


def converted(dicts: dict[str, dict[str, str]]) -> dict[str, dict[str, str | tuple[str, ...]]]:
    """The dicts with CHANGES applied; a message the English dict lacks is reported and left out."""
    english = set(dicts["en"])
    result = {}
    for lang, messages in dicts.items():
        extra = sorted(set(messages) - english)
        if extra:
            print(f"{lang}.py: ids the English dict lacks, left out: {', '.join(extra)}", file=sys.stderr)
        catalog: dict[str, str | tuple[str, ...]] = {
            key: text for key, text in messages.items() if key in english and key not in REMOVED
        }
        for key, by_lang in REWORDED.items():
            catalog[key] = by_lang[lang]
        for key, by_lang in PLURALS.items():
            catalog[key] = by_lang[lang]
        result[lang] = catalog
    return result


def write_catalog(lang: str, messages: dict[str, str | tuple[str, ...]]) -> None:
    catalog = Catalog(
        locale=lang, domain=update_catalogs.DOMAIN, project="monopoly-engine", version="",
        copyright_holder="monopoly-engine contributors", creation_date=CREATED, revision_date=CREATED,
        fuzzy=False,
    )  # fmt: skip
    catalog.language_team = f"{lang} <LL@li.org>"
    catalog.mime_headers = [
        (name, PLURAL_FORMS[lang] if name == "Plural-Forms" else value) for name, value in catalog.mime_headers
    ]
    for key in sorted(messages):
        text = messages[key]
        catalog.add((key, key) if isinstance(text, tuple) else key, text)
    path = update_catalogs.LOCALE_DIR / lang / "LC_MESSAGES" / f"{update_catalogs.DOMAIN}.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        write_po(file, catalog, sort_output=True, omit_header=False)


def write_built_ids(ids: list[str]) -> None:
    lines = [
        '"""The message ids the code builds at run time (``f"help.{topic}"``, ``"why_not." + code``, a key chosen',
        "by an expression), listed so that ``pybabel extract`` (keyword ``N_``) puts them in the template like the ids",
        'written as ``tr("id")``. Never imported by the game. A new built id goes here by hand; an id the code',
        'comes to write as a literal can leave. First written by ``scripts/catalogs_from_dicts.py``."""',
        "",
        "",
        "def N_(message_id: str) -> str:  # the gettext name for a string marked for extraction, left as it is",
        "    return message_id",
        "",
        "",
        "BUILT_IDS = (",
        *(f'    N_("{key}"),' for key in ids),
        ")",
        "",
    ]
    BUILT_IDS.write_text("\n".join(lines), encoding="utf-8")


def ids_in_source() -> set[str]:
    """Every id the source names as a literal, with ``built_ids.py`` emptied meanwhile."""
    write_built_ids([])
    with tempfile.TemporaryDirectory() as scratch:
        template = Path(scratch) / "messages.pot"
        update_catalogs.extract(template)
        with template.open("rb") as file:
            return {
                message.id if isinstance(message.id, str) else message.id[0] for message in read_po(file) if message.id
            }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--dir", type=Path, default=ROOT / DICT_DIR, help="directory of en.py, it.py, es.py, ru.py")
    where.add_argument("--rev", help="read the dict modules from this git revision")
    args = parser.parse_args(argv)
    catalogs = converted(read_dicts(None if args.rev else args.dir, args.rev))
    for lang, messages in catalogs.items():
        write_catalog(lang, messages)
    write_built_ids(sorted(set(catalogs["en"]) - ids_in_source()))
    update_catalogs.extract()
    update_catalogs.update()
    update_catalogs.compile_catalogs()
    for lang, messages in catalogs.items():
        print(f"{lang}: {len(messages)} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
