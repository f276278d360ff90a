"""Editions: the bundled edition files (``data/*.json``) and the loader that validates and builds them.

>>> from monopoly_engine.editions import load_edition
>>> load_edition("classic-it").spaces[39].name
'Parco della Vittoria'
"""

from monopoly_engine.editions.loader import EditionError, available_editions, load_edition

__all__ = ["EditionError", "available_editions", "load_edition"]
