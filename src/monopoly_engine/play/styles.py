"""What the terminal's pictures share: each player's colour and the board legend's catalog key."""

from __future__ import annotations

from monopoly_engine.choices import Context

PLAYER_COLOURS = ("red", "blue", "green", "magenta", "cyan", "yellow", "bright_red", "bright_blue")


def player_style(seat: int) -> str:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def legend_key(ctx: Context, key: str) -> str:
    """The legend's key for the game's buildings: Mega's (skyscrapers, depots), hotels only without mortgages
    (Cheaters), or the classic one."""
    rules = ctx.game.rules
    if rules.skyscrapers or rules.depots:
        return key + "_mega"
    if rules.hotels_only and not rules.mortgages:
        return key + "_hotels"
    return key
