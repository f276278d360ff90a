"""What a person types, read one way by every prompt: the line cleaned, numbers written with 0-9 only.

A typed line may hold anything the keyboard or a paste sends: escape sequences (arrow keys where no line
editing is loaded), control characters, NUL, a screenful of text. ``typed_line`` keeps what can be read:
the ``safe_text`` rule (no escapes or controls, breaks as spaces), runs of spaces as one, at most ``MAX_LINE``
characters (a longer line is cut and ends with an ellipsis, so it names no choice).

``whole_number`` is the only reader of numbers at a prompt. Digits are the ASCII ``0``-``9`` the menus show:
``str.isdigit`` also accepts superscripts such as ``²`` (which ``int`` refuses) and ``int`` also accepts the
decimal digits of other scripts (``٣``); both are refused, so the same line reads the same everywhere. More
than ``MAX_DIGITS`` digits is no amount of any game (and ``int`` refuses a string past 4300 digits).
"""

from __future__ import annotations

import re

from .safe_text import safe_text

MAX_LINE = 200
MAX_DIGITS = 12
ECHO_LIMIT = 40  # characters of a typed line quoted back in an error message

_PLAIN = re.compile(r"-?[0-9]+", re.ASCII)
# Groups of three after a separator, as amounts are written: 1500, 1.500, 1,500, 1 500.
# (a no-break space too: the screens group Russian amounts with it, and a bid may be copied from them)
_GROUPED = re.compile(r"-?[0-9]{1,3}(?:([.,' \u00a0])[0-9]{3})(?:\1[0-9]{3})*", re.ASCII)


def typed_line(raw: str) -> str:
    """``raw`` as the prompts read it: cleaned, spaces collapsed and trimmed, at most ``MAX_LINE`` long."""
    return safe_text(" ".join(safe_text(raw, None).split()), MAX_LINE)


def whole_number(text: str, *, grouped: bool = False) -> int | None:
    """The whole number ``text`` is (a leading ``-`` allowed), or None when it is none: other characters,
    other digits than 0-9, more than ``MAX_DIGITS`` digits. ``grouped``: digits may also be grouped by
    thousands with one separator (``1.500``, ``1,500``, ``1 500``, ``1'500``, a no-break space)."""
    text = text.strip()
    if _PLAIN.fullmatch(text) is None and not (grouped and _GROUPED.fullmatch(text)):
        return None
    digits = "".join(c for c in text if c in "0123456789")
    if len(digits.lstrip("0")) > MAX_DIGITS:
        return None
    return -int(digits) if text.startswith("-") else int(digits)
