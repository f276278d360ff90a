"""Plain data for the command line and other front ends: landing tables and JSON documents.

The landing JSON document has exactly this shape::

    {"edition": "classic-en", "jail": "stay",
     "probabilities": {"0": 0.0291..., ..., "39": 0.0248..., "jail": 0.0938...}}

and, for rules with the speed die (the classic option, the Mega game), one key more, ``"notes"``: the
moves the chain leaves out or models its own way (``markov.model_notes``), one sentence each.

Nothing here prints; callers format the rows.
"""

from __future__ import annotations

import json
import math
from typing import Any

from monopoly_engine.core.edition import Edition

from .markov import JAIL_KEY, landing_probabilities, model_notes
from .rent import RentRow

IN_JAIL = "In jail"


def landing_json(edition: Edition, jail: str, probabilities: dict[str, float] | None = None) -> dict[str, Any]:
    """The landing document ``{"edition", "jail", "probabilities"}`` (computed unless given), with
    ``"notes"`` when the chain leaves moves out."""
    probs = probabilities if probabilities is not None else landing_probabilities(edition, jail)
    ordered = {str(i): float(probs[str(i)]) for i in range(edition.size)}
    ordered[JAIL_KEY] = float(probs[JAIL_KEY])
    doc: dict[str, Any] = {"edition": edition.id, "jail": jail, "probabilities": ordered}
    notes = model_notes(edition)
    if notes:
        doc["notes"] = notes
    return doc


def landing_json_text(
    edition: Edition, jail: str, probabilities: dict[str, float] | None = None, indent: int | None = 2
) -> str:
    """``landing_json`` as text."""
    return json.dumps(landing_json(edition, jail, probabilities), indent=indent, ensure_ascii=False)


def landing_table_rows(edition: Edition, probabilities: dict[str, float]) -> list[dict[str, Any]]:
    """One row per square in board order, with the in-jail row right after the jail square.

    Each row: ``key`` ("0".."N-1" or "jail"), ``index`` (``None`` for in jail), ``name``, ``kind``,
    ``group``, ``probability``, ``percent`` and ``rank`` (1 = most likely; ties share a rank).
    """
    entries: list[tuple[str, int | None, str, str, str]] = []
    for space in edition.spaces:
        entries.append((str(space.index), space.index, space.name, space.kind, space.group or ""))
        if space.index == edition.jail_index:
            entries.append((JAIL_KEY, None, IN_JAIL, "in-jail", ""))
    values = sorted((probabilities[key] for key, *_ in entries), reverse=True)
    rows = []
    for key, index, name, kind, group in entries:
        p = float(probabilities[key])
        rows.append(
            {
                "key": key,
                "index": index,
                "name": name,
                "kind": kind,
                "group": group,
                "probability": p,
                "percent": 100.0 * p,
                "rank": values.index(p) + 1,
            }
        )
    return rows


def rent_table_rows(rows: list[RentRow]) -> list[dict[str, Any]]:
    """``rent_table`` rows as JSON-safe dicts (an infinite break-even becomes ``None``)."""
    out = []
    for row in rows:
        data = row.as_dict()
        if math.isinf(data["break_even_rolls"]):
            data["break_even_rolls"] = None
        out.append(data)
    return out
