"""A Babel extraction method for this project's message ids: Babel's own Python extractor, keeping what it finds
only when it is a whole message id (``"ev.bought"``, ``"prompt"``).

The Python extractor joins the string literals of one call's first argument, so ``tr("a.x" if c else "a.y")``
gives ``"a.xa.y"`` and ``tr("why_not." + code)`` gives ``"why_not."``: not ids, dropped here. The ids such calls
(and f-strings) build are listed in ``src/monopoly_engine/i18n/built_ids.py`` instead; Babel's warning for each
skipped f-string is silenced for the same reason. Named in ``babel.cfg`` (``[extractors]``); ``pybabel`` finds it
with ``scripts`` on ``PYTHONPATH`` (``scripts/update_catalogs.py`` puts it there).
"""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Collection, Iterator, Mapping
from typing import Any

from babel.messages.extract import extract_python

MESSAGE_ID = re.compile(r"[a-z][a-z_]*(?:\.[a-z0-9][a-z0-9_-]*)?")


def extract_message_ids(
    fileobj: Any, keywords: Mapping[str, Any], comment_tags: Collection[str], options: Mapping[str, Any]
) -> Iterator[tuple[int, str, str | tuple[str, ...], list[str]]]:
    with contextlib.redirect_stderr(io.StringIO()):
        found = list(extract_python(fileobj, keywords, comment_tags, options))
    for lineno, funcname, message, comments in found:
        first = message if isinstance(message, str) or not message else message[0]  # every keyword: the id first
        if isinstance(first, str) and MESSAGE_ID.fullmatch(first):
            yield lineno, funcname, message, comments
