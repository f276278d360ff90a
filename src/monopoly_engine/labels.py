"""Short labels for the board's squares, made from their names: whole words kept where they fit, the words
common on the board (``Avenue``, ``Via``) cut to their initial. The terminal's ring and the web board both use
them, so a name is shortened the same way everywhere and never broken in the middle of a word."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Sequence


def common_words(names: Sequence[str]) -> set[str]:
    """Words found in two or more different names of the board (``Avenue``, ``Via``): only their initial is kept."""
    counts: Counter[str] = Counter()
    for name in set(names):
        counts.update({w.lower() for w in re.findall(r"\w+", name)})
    return {word for word, count in counts.items() if count >= 2}


def abbreviate(name: str, width: int, common: Collection[str] = (), *, drop: bool = False, dotted: bool = False) -> str:
    """``name`` in at most ``width`` characters: whole if it fits, else a piece of each word. The distinctive
    words get the room first, words common on the board (``common``) their initial, or nothing with ``drop``;
    small lower-case joining words (``di``, ``de``) are left out. ``dotted``: a word cut short ends with a full
    stop (``Mediterr.``, ``Penns.Av.``), so that a reader sees an abbreviation rather than a broken word; the
    stops count in ``width`` (where even the initials and their stops do not fit, none is written)."""
    if len(name) <= width:
        return name
    words = re.findall(r"\w+", name)
    words = [w for w in words if not (w.islower() and len(w) <= 5)] or words
    if drop:
        kept = [w for w in words if w.lower() not in common]
        if sum(len(w) for w in kept) >= 3:
            words = kept
    if not words:
        return name[:width]
    words = words[:width]
    room = [1] * len(words)
    stops = dotted and 2 * len(words) <= width  # room for every initial and its stop
    if stops:
        return _dotted(words, width, common)
    spare = width - len(words)
    distinctive = [i for i, w in enumerate(words) if w.lower() not in common]
    for growing in (distinctive, range(len(words))):
        while spare > 0:
            grew = False
            for i in growing:
                if spare and room[i] < len(words[i]):
                    room[i] += 1
                    spare -= 1
                    grew = True
            if not grew:
                break
    return "".join(w[:1].upper() + w[1 : room[i]] for i, w in enumerate(words))


def _dotted(words: list[str], width: int, common: Collection[str]) -> str:
    """``abbreviate`` with a stop after each word cut short: a word grows a letter at a time, the distinctive
    ones first; the letter that completes a word takes its stop's place, so it costs nothing."""
    room = [1] * len(words)

    def used() -> int:
        return sum(room) + sum(1 for i, w in enumerate(words) if room[i] < len(w))

    distinctive = [i for i, w in enumerate(words) if w.lower() not in common]
    for growing in (distinctive, range(len(words))):
        grew = True
        while grew:
            grew = False
            for i in growing:
                if room[i] < len(words[i]):
                    room[i] += 1
                    if used() <= width:
                        grew = True
                    else:
                        room[i] -= 1
    return "".join(w[:1].upper() + w[1 : room[i]] + ("." if room[i] < len(w) else "") for i, w in enumerate(words))


def labels(names: Sequence[str], width: int, *, dotted: bool = False) -> list[str]:
    """A short label for each name: without the board's common words where that keeps labels apart.
    ``dotted``: words cut short end with a stop (``abbreviate``)."""
    common = common_words(names)
    short = [abbreviate(name, width, common, drop=True, dotted=dotted) for name in names]
    owners: dict[str, set[str]] = {}
    for name, label in zip(names, short, strict=True):
        owners.setdefault(label, set()).add(name)
    return [
        label if len(owners[label]) == 1 else abbreviate(name, width, common, dotted=dotted)
        for name, label in zip(names, short, strict=True)
    ]
