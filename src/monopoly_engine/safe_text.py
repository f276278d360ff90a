"""Text from outside the program (player names, the texts of a scenario, log, save or edition file, a line
typed at the prompt) made safe to show on a terminal or a web page: the one rule every front end applies.

``safe_text`` removes terminal escape sequences (CSI, OSC, DCS and the other ESC sequences, 7-bit and 8-bit),
every other C0 and C1 control character and the bidirectional embedding, override and isolate characters
(which reorder what follows them on screen) and lone surrogates (as U+FFFD); line and paragraph breaks and tabs become
one space each, so no text can start a forged screen line; and it cuts the text to a length. Rich markup and emoji codes
(``[bold]``, ``:100:``) are not this module's business: they are only special to Rich, and the terminal prints every
text as a ``rich.text.Text`` or on a console with markup and emoji codes turned off.

``name_problem`` is the stricter rule for a name a person gives on the command line: one that ``safe_text``
would change is refused, not silently changed. No dependency here beyond the standard library.
"""

from __future__ import annotations

import re
import unicodedata

NAME_LIMIT = 32  # characters of a player's name
TEXT_LIMIT = 200  # characters of any other line of text from a file
ELLIPSIS = "…"

# ESC or its 8-bit form, then the rest of the sequence: CSI parameters up to the final byte; an OSC, DCS,
# SOS, PM or APC string up to BEL or the string terminator (or the end of the text); else one final byte.
_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"
    r"|(?:\x1b[\]PX^_]|[\x9d\x90\x98\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[ -/]*[0-~]?"
)
_BREAKS = "\t\n\v\f\r\x1c\x1d\x1e\x85\u2028\u2029"
_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_TABLE: dict[int, str | None] = {ord(c): " " for c in _BREAKS}
_TABLE |= {code: None for code in (*range(0x20), *range(0x7F, 0xA0), *map(ord, _BIDI)) if code not in _TABLE}
# A lone surrogate (undecodable bytes read with ``surrogateescape``) cannot even be written out as UTF-8.
_TABLE |= dict.fromkeys(range(0xD800, 0xE000), "\ufffd")


def safe_text(text: str, limit: int | None = TEXT_LIMIT) -> str:
    """``text`` with no escape sequence, control or bidi character, and breaks as spaces; longer than ``limit``
    characters (None: no limit), cut to ``limit`` with an ellipsis as its last character."""
    if not isinstance(text, str):
        text = str(text)
    if not text.isprintable():  # the common case, a plain name, costs one scan
        text = _ESCAPES.sub("", text).translate(_TABLE)
    if limit is not None and len(text) > limit:
        text = text[: max(limit - 1, 0)] + ELLIPSIS
    return text


def safe_name(name: str) -> str:
    """A player's name as shown: ``safe_text`` with spaces around it trimmed, at most ``NAME_LIMIT`` long."""
    return safe_text(safe_text(name, None).strip(), NAME_LIMIT) or "?"


def unsafe_character(text: str) -> str | None:
    """The first character of ``text`` that ``safe_text`` removes or changes, as ``U+001B`` or its Unicode name
    (``RIGHT-TO-LEFT OVERRIDE``); None when there is none."""
    if text.isprintable():
        return None
    bad = next((c for c in text if safe_text(c, None) != c), None)
    return None if bad is None else unicodedata.name(bad, f"U+{ord(bad):04X}")


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name given on the command line (English, for the error message), or
    None when it can: it has characters ``safe_text`` would remove or change, or is longer than ``NAME_LIMIT``."""
    bad = unsafe_character(name)
    if bad is not None:
        return f"it contains the control character {bad}"
    if len(name) > NAME_LIMIT:
        return f"it is longer than {NAME_LIMIT} characters"
    return None
