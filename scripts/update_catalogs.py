"""Extract the message ids from the source, bring every language's catalog up to date, and compile them.

    python scripts/update_catalogs.py          # extract -> messages.pot, update the .po files, compile the .mo
    python scripts/update_catalogs.py --check  # only check: exit 1 when a catalog is behind the source

The same three ``pybabel`` steps can be run by hand (docs/translations.md lists them). A message the source gains
appears in every ``.po`` file with an empty text: write its English words in ``en/LC_MESSAGES/messages.po`` and
its translations in the others, then run this again (the test ``tests/play/test_catalogs.py`` fails meanwhile).
Babel is a dependency of the package (it writes money and numbers); the package reads the committed ``.mo``
files with the standard library.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

sys.path.insert(0, str(Path(__file__).resolve().parent))  # babel.cfg's extraction method, scripts/message_ids.py

ROOT = Path(__file__).resolve().parent.parent
LOCALE_DIR = ROOT / "src" / "monopoly_engine" / "i18n" / "locale"
TEMPLATE = LOCALE_DIR / "messages.pot"
DOMAIN = "messages"
LANGUAGES = ("en", "it", "es", "ru")
# How the source names a message: tr("id", ...) (on any object: ctx.tr, w.tr), tr.plural("id", count, ...) (one
# id for both forms: the ids are not English words), and N_("id") for an id the code builds (i18n/built_ids.py).
KEYWORDS = ("tr", "plural:1,1", "N_")
_CREATION_DATE = re.compile(r'^"POT-Creation-Date: .*\\n"\n', re.MULTILINE)


def pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "--quiet", *args])


def extract(output: Path = TEMPLATE) -> None:
    """The template of every message id in the source (sorted, without line numbers: merges stay small)."""
    keywords = [arg for keyword in KEYWORDS for arg in ("-k", keyword)]
    previous = output.read_text(encoding="utf-8") if output.exists() else None
    pybabel(
        "extract", "-F", str(ROOT / "babel.cfg"), "--no-default-keywords", *keywords, "--no-location",
        "--sort-output", "--project", "monopoly-engine", "--copyright-holder", "monopoly-engine contributors",
        "-o", str(output), str(ROOT / "src" / "monopoly_engine"),
    )  # fmt: skip
    if previous is not None and _CREATION_DATE.sub("", previous) == _CREATION_DATE.sub("", output.read_text("utf-8")):
        output.write_text(previous, encoding="utf-8")  # same messages: keep the file as it was


def update(check: bool = False) -> None:
    """Every ``.po`` file given the template's messages (new ones empty, removed ones dropped; never guessed)."""
    options = ["--check"] if check else []
    pybabel(
        "update", "-i", str(TEMPLATE), "-d", str(LOCALE_DIR), "-D", DOMAIN, "--no-fuzzy-matching",
        "--ignore-obsolete", "--ignore-pot-creation-date", *options,
    )  # fmt: skip


def compile_catalogs() -> None:
    pybabel("compile", "-d", str(LOCALE_DIR), "-D", DOMAIN)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the catalogs are up to date")
    args = parser.parse_args(argv)
    if args.check:
        import tempfile

        with tempfile.TemporaryDirectory() as scratch:
            fresh = Path(scratch) / "messages.pot"
            extract(fresh)
            if _CREATION_DATE.sub("", fresh.read_text("utf-8")) != _CREATION_DATE.sub("", TEMPLATE.read_text("utf-8")):
                print(f"{TEMPLATE} is behind the source: run python scripts/update_catalogs.py", file=sys.stderr)
                return 1
        try:
            update(check=True)
        except SystemExit as exc:
            return int(exc.code or 1)
        return 0
    extract()
    update()
    compile_catalogs()
    return 0


if __name__ == "__main__":
    sys.exit(main())
