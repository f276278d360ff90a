"""The invite on a room's waiting page: its link as a QR code, drawn as inline SVG by ``segno`` (a maintained,
pure-Python QR encoder), so that a friend's phone opens the room by scanning the screen."""

from __future__ import annotations

import functools

import segno


@functools.lru_cache(maxsize=256)
def qr_svg(link: str) -> str:
    """``link`` as a QR code: an ``<svg>`` element to put in the page (error correction M, 4 px a module)."""
    return str(segno.make(link, error="m", micro=False).svg_inline(scale=4, title=link, border=2))
