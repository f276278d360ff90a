"""What a person typed at the terminal, read against a menu: a number, a word (``roll``, ``tira``, ``bid 120``,
``build boardwalk``), a lookup (``deed boardwalk``), ``help``, ``quit`` or ``back``.

``resolve(ctx, menu, text)`` returns the ``Choice`` the text names, or a one-line explanation of why it names
none. The menus and their words come from ``choices``; this is the terminal's way of choosing among them.
"""

from __future__ import annotations

from monopoly_engine.choices import Choice, Context, Item, Lookup, Menu, Submenu, submenu, why_not
from monopoly_engine.core.actions import Bid, SellHotelsOutright
from monopoly_engine.core.edition import HOTEL
from monopoly_engine.safe_text import safe_text
from monopoly_engine.typed_input import ECHO_LIMIT, typed_line, whole_number

# What may be looked up at any prompt (``lookups``); ``cmd.<name>`` in the catalogs holds the words for each.
HISTORY, DEED, SETS, HOLDINGS = "history", "deed", "sets", "holdings"
LOOKUPS = (HISTORY, DEED, SETS, HOLDINGS)


def resolve(ctx: Context, menu: Menu, text: str) -> Choice | str:
    """The choice ``text`` names in ``menu``, or a one-line explanation of why it names none."""
    tr = ctx.tr
    raw = typed_line(text)
    words = raw.lower()
    choices = menu.choices
    if not words:
        return _not_on_menu(ctx, menu, raw)
    if words in tr.words("cmd.help") or words in ("help", "?"):
        return Choice(command="help")
    if words in tr.words("cmd.quit") or words == "quit":
        return Choice(command="quit")
    if menu.back and (words == "0" or words in tr.words("cmd.back") or words == "back"):
        return Choice(command="back")
    lookup = lookup_choice(ctx, words)
    if lookup is not None:
        return lookup
    number = whole_number(words)
    if number is not None:
        if 1 <= number <= len(choices):
            return _choose(ctx, choices[number - 1])
        if menu.bid is not None and number > len(choices):
            return bid_choice(ctx, menu, number)
        return _not_on_menu(ctx, menu, raw)
    verb, _, arg = words.partition(" ")
    if menu.bid is not None and verb in (*tr.words("verb.bid"), "bid") and arg:
        amount = whole_number(arg, grouped=True)
        if amount is None:
            return tr("error.not_a_number", text=safe_text(arg, ECHO_LIMIT))
        return bid_choice(ctx, menu, amount)
    matching = [item for item in menu.items if verb in item.verbs]
    openers = [item for item in matching if item.enabled and isinstance(item.opens, Submenu)]
    if arg:
        matching = [item for item in matching if _names_value(ctx, item, arg)]
    if not matching and arg and openers:
        return _through_submenu(ctx, openers, verb, arg) or _not_on_menu(ctx, menu, raw)
    if not matching:
        return _not_on_menu(ctx, menu, raw)
    enabled = [item for item in matching if item.enabled]
    if not enabled:
        return matching[0].reason or _not_on_menu(ctx, menu, raw)
    return _choose(ctx, enabled[0])


def lookup_choice(ctx: Context, words: str) -> Choice | None:
    """``history``, ``deed NAME``, ``sets``, ``holdings [NAME]`` (or the language's words): the lookup asked for."""
    verb, _, arg = words.partition(" ")
    for name in LOOKUPS:
        if verb == name or verb in ctx.tr.words(f"cmd.{name}"):
            return Choice(opens=Lookup(name, arg.strip()))
    return None


def _through_submenu(ctx: Context, openers: list[Item], verb: str, arg: str) -> Choice | str | None:
    """``ticket 12`` or ``build 6`` typed at a decision menu: the line of the submenu the verb opens that
    names that square (its choice, or why it is not allowed); None when no submenu has such a line."""
    top = ctx.game.decision
    if top is None:
        return None
    reason = None
    for opener in openers:
        assert isinstance(opener.opens, Submenu)
        lines = submenu(ctx, top.player, opener.opens).items
        named = [
            item for item in lines if _names_value(ctx, item, arg) and (verb in item.verbs or verb in opener.verbs)
        ]
        enabled = [item for item in named if item.enabled]
        if enabled:
            return _choose(ctx, enabled[0])
        if named and reason is None:
            reason = named[0].reason
    return reason


def _choose(ctx: Context, item: Item) -> Choice:
    return Choice(item=item, action=item.action, opens=item.opens)


def _names_value(ctx: Context, item: Item, arg: str) -> bool:
    """Whether ``arg`` (an index, an id, or the start of a name) names a space of ``item``."""
    for space in _item_spaces(ctx, item):
        sp = ctx.game.edition.spaces[space]
        if (
            arg == str(space)
            or arg == sp.id
            or sp.name.lower().startswith(arg)
            or ctx.space(space).lower().startswith(arg)
        ):
            return True
    return False


def _item_spaces(ctx: Context, item: Item) -> tuple[int, ...]:
    """The spaces a typed argument may name to pick ``item``: its value's, or its action's; for the outright sale
    of a group's hotels (Mega) any of the group's streets it sells, as the line lists them."""
    action = item.action
    if isinstance(item.value, int):
        return (item.value,)
    if type(action) is SellHotelsOutright:
        state, edition = ctx.game.state, ctx.game.edition
        return tuple(
            s for s in edition.group_of[action.space] if state.owner[s] == action.player and state.level[s] == HOTEL
        )
    space = getattr(action, "space", None)
    return () if space is None else (space,)


def bid_choice(ctx: Context, menu: Menu, amount: int) -> Choice | str:
    """A bid of ``amount`` in the auction ``menu`` asks about, or why it is refused."""
    assert menu.bid is not None
    low, cash = menu.bid
    top = ctx.game.decision
    seat = top.player if top is not None else 0
    if amount < low:
        return ctx.tr("error.bid_low", amount=ctx.money(amount), low=ctx.money(low))
    if amount > cash:
        return ctx.tr("error.bid_cash", amount=ctx.money(amount), cash=ctx.money(cash))
    action = Bid(seat, amount)
    reason = why_not(ctx, action)
    if reason is not None:
        return ctx.tr("why_not.generic", reason=reason)
    return Choice(action=action)


def _not_on_menu(ctx: Context, menu: Menu, raw: str) -> str:
    count = len(menu.choices)
    if not raw:
        return ctx.tr("error.empty", count=count)
    return ctx.tr("error.not_on_menu", text=safe_text(raw, ECHO_LIMIT), count=count)
