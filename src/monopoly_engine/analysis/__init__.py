"""Analysis: exact Markov-chain landing odds, expected rent and break-even, from an edition's data.

Needs numpy (the ``analysis`` extra). Nothing in ``monopoly_engine.core`` imports this package; it only reads
editions. Front ends that must start without numpy should import it lazily.

    >>> from monopoly_engine.editions import load_edition
    >>> from monopoly_engine.analysis import landing_probabilities
    >>> p = landing_probabilities(load_edition("classic-en"), jail="leave")
    >>> round(100 * p["24"], 2)  # Illinois Avenue, share of dice rolls
    3.19
"""

from .format import landing_json, landing_json_text, landing_table_rows, rent_table_rows
from .markov import (
    JAIL_KEY,
    JAIL_POLICIES,
    expected_dice,
    landing_probabilities,
    landing_vector,
    model_notes,
    resolve_landing,
    roll_outcomes,
)
from .rent import RentRow, rent_table

__all__ = [
    "JAIL_KEY",
    "JAIL_POLICIES",
    "RentRow",
    "expected_dice",
    "landing_json",
    "landing_json_text",
    "landing_probabilities",
    "landing_table_rows",
    "landing_vector",
    "model_notes",
    "rent_table",
    "rent_table_rows",
    "resolve_landing",
    "roll_outcomes",
]
