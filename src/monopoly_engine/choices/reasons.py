"""Why an action is not allowed now, in the player's language.

The engine says whether an action is legal (``Game.refused``); its refusals are English sentences that also
carry the ``code`` of the rule that refused and the ``params`` of its wording (``core.refusals.Refusal``).
``why_not(ctx, action)`` words that refusal from the catalogs (``why_not.<code>``), with spaces, players,
levels and money named as every screen names them; a refusal with no sentence of its own gets
``why_not.not_now``, never the engine's text. No rule is decided here. Nothing here changes a game.
"""

from __future__ import annotations

from monopoly_engine.core.actions import AcceptTrade, Action
from monopoly_engine.core.refusals import Reason, Refusal

from .context import Context

_MONEY = ("cost", "cash", "price", "low", "short", "worth", "amount", "debt")


def why_not(ctx: Context, action: Action) -> str | None:
    """None when ``action`` is legal now; else why not, from the catalogs."""
    refusal = ctx.game.refused(action)
    if refusal is None:
        return None
    if (
        isinstance(refusal, Refusal)
        and not ctx.tr.has("why_not." + refusal.code)
        and type(action) is AcceptTrade
        and refusal.code.startswith("trade_")
    ):
        # An offer proposed within the rules that can no longer be carried out, for a reason of its own.
        return ctx.tr("why_not.trade_invalid")
    return worded(ctx, refusal)


def worded(ctx: Context, refusal: Reason) -> str:
    """A core refusal in the catalogs' words (``why_not.<code>``), or ``why_not.not_now`` when it has none."""
    if not isinstance(refusal, Refusal) or not ctx.tr.has("why_not." + refusal.code):
        return not_now(ctx)
    return ctx.tr("why_not." + refusal.code, **_wording(ctx, refusal.params))


def not_now(ctx: Context) -> str:
    return ctx.tr("why_not.not_now")


def _wording(ctx: Context, params: dict[str, object]) -> dict[str, object]:
    """A refusal's parameters as the catalogs' placeholders: spaces and players by name (``player`` as ``name``),
    money in the edition's currency, a building level in words, a list of spaces as a listing."""
    words: dict[str, object] = dict(params)
    for key, value in params.items():
        if not isinstance(value, int) or isinstance(value, bool):
            continue
        if key == "space":
            words[key] = ctx.space(value)
        elif key in _MONEY:
            words[key] = ctx.money(value)
        elif key == "level":
            words[key] = ctx.words.level(value)
        elif key in ("owner", "partner"):
            words[key] = ctx.name(value)
        elif key == "player":
            words["name"] = ctx.name(value)
    others = params.get("others")
    if isinstance(others, tuple):
        words["others"] = ctx.words.listing([ctx.space(s) for s in others])
    return words
