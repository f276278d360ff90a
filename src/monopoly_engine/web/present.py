"""What a seat is sent: the board, the players, the events it may see and its own decision, as plain JSON.

Everything here is read through the seat's ``PlayerView`` (or, for a spectator, through what every seat may
see): the deck order, the random source, the other seats' held cards and pending cheats never reach a frame.
The decision is the menu every screen shows (``choices``) turned into a tree of buttons: an enabled line carries its
action in the codec's form, a disabled one the engine's reason in the seat's language, a submenu its lines.
"""

from __future__ import annotations

from typing import Any

from monopoly_engine.agents.runner import Decide, OfferClaim, OfferInterjection, Request
from monopoly_engine.choices import Accusation, Bidding, Context, Item, Menu, Submenu, decision_menu, follow
from monopoly_engine.choices.cheaters import accuse_menu
from monopoly_engine.codec import action_to_dict
from monopoly_engine.core.actions import ClaimRent
from monopoly_engine.core.decisions import TradeDecision
from monopoly_engine.core.edition import GET_OUT_OF_JAIL_FREE
from monopoly_engine.core.events import Event, visible_events
from monopoly_engine.game import ROUND_LIMIT, RecordedGame
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words, describe
from monopoly_engine.i18n.numbers import money_parts
from monopoly_engine.labels import labels
from monopoly_engine.safe_text import safe_text
from monopoly_engine.views import PlayerView

from .catalog import word
from .deeds import deed_fields
from .protocol import StateFrame
from .results import results
from .table import table

SPECTATOR = -1  # sees what every seat sees: no hidden event of anyone's


def event_lines(
    recorded: RecordedGame, seat: int, words: Words, since: int, until: int | None = None
) -> list[dict[str, Any]]:
    """The events after version ``since`` (-1: from the setup on) up to version ``until`` (None: the last) as
    ``seat`` may know them, worded: ``[{"v": version, "lines": [...]}, ...]``, with ``"mine": true`` on the
    seat's own actions (its results, pinned by the page). Version 0 is the setup, version n the n-th accepted
    action."""
    out: list[dict[str, Any]] = []
    if since < 0:
        out.append({"v": 0, "lines": _worded(visible_events(recorded.setup_events, seat), words)})
    history = recorded.history
    for number in range(max(since, 0), len(history) if until is None else min(until, len(history))):
        action, events = history[number]
        lines = _worded(visible_events(events, seat), words)
        if action is not ROUND_LIMIT or lines:
            entry: dict[str, Any] = {"v": number + 1, "lines": lines}
            if seat >= 0 and getattr(action, "player", None) == seat:
                entry["mine"] = True
            out.append(entry)
    return out


def _worded(events: list[Event], words: Words) -> list[str]:
    return [text for text in (describe(e, words) for e in events) if text]


def _worded_results(shown: dict[str, Any], tr: Translator, currency: str) -> dict[str, Any]:
    """The results with their amounts worded in the connection's language, as the players' cash is (the kept
    results, shared by every language, are left as they are)."""
    return {
        **shown,
        "standings": [
            {**entry, "worth_text": tr.money(entry["worth"], currency), "cash_text": tr.money(entry["cash"], currency)}
            for entry in shown["standings"]
        ],
        "top_rent": [{**top, "amount_text": tr.money(top["amount"], currency)} for top in shown["top_rent"]],
    }


SHORT_LABEL = 9  # the characters of a square's label on a narrow board (a phone): whole words where they fit


def squares(view: PlayerView, words: Words) -> list[dict[str, Any]]:
    """What never changes in a game: each square's name (and ``short``, its label on a narrow board), kind,
    colour, price and, for a deed, its rents and costs. Sent once per connection (the largest part of a frame);
    ``board`` carries what changes."""
    edition = view.edition
    names = [words.space(space.index) for space in edition.spaces]
    shorts = labels(names, SHORT_LABEL, dotted=True)  # a piece of a word ends with a stop: an abbreviation
    out = []
    for space in edition.spaces:
        group = edition.groups.get(space.group) if space.group else None
        square: dict[str, Any] = {
            "i": space.index,
            "name": names[space.index],
            "short": shorts[space.index],
            "kind": space.kind,
            "color": group.color if group is not None else "",
            "price": space.price,
        }
        if space.is_property:
            square.update(rent=list(space.rent), **deed_fields(edition, space, words.tr))
        out.append(square)
    return out


def board(view: PlayerView) -> list[dict[str, Any]]:
    """What changes on the board: each deed's owner, level, mortgage and depot."""
    return [
        {
            "i": index,
            "owner": view.owner(index),
            "level": view.level(index),
            "mortgaged": view.is_mortgaged(index),
            "depot": view.has_depot(index),
        }
        for index in view.edition.properties
    ]


def players(view: PlayerView, kinds: list[str], away: list[str] | None = None) -> list[dict[str, Any]]:
    """Every player as all may see them; ``away[seat]``: the bot kind playing a person's seat the person left."""
    return [
        {
            "away": away[p.seat] if away and away[p.seat] else None,
            "seat": p.seat,
            "name": safe_text(p.name),
            "cash": p.cash,
            "position": p.position,
            "in_jail": p.in_jail,
            "bankrupt": p.bankrupt,
            "cards": p.cards,
            "tickets": p.tickets,
            "kind": kinds[p.seat],
            "deeds": view.owned_by(p.seat),
        }
        for p in view.players()
    ]


def menu_json(ctx: Context, seat: int, menu: Menu, depth: int = 0) -> dict[str, Any]:
    items = []
    for item in menu.items:
        entry = _item_json(ctx, seat, item, depth)
        if entry is not None:
            items.append(entry)
    shown: dict[str, Any] = {"title": menu.title, "details": list(menu.details), "items": items}
    if menu.bid is not None:
        shown["bid"] = {"low": menu.bid[0], "cash": menu.bid[1]}
    return shown


def _item_json(ctx: Context, seat: int, item: Item, depth: int) -> dict[str, Any] | None:
    entry: dict[str, Any] = {"label": item.label}
    if item.reason is not None:
        entry["reason"] = item.reason
    if item.action is not None:
        entry["action"] = action_to_dict(item.action)
        return entry
    opens = item.opens
    if opens is None or (depth >= 2 and isinstance(opens, Submenu | Accusation)):  # nested twice at most
        return entry if item.reason is not None else None
    question = follow(ctx, seat, opens)
    if isinstance(question, Menu):
        entry["menu"] = menu_json(ctx, seat, question, depth + 1)
    elif isinstance(question, Bidding):
        entry["bid"] = True
    else:
        entry["trade"] = trade_parts(ctx, seat)
    return entry


def trade_parts(ctx: Context, seat: int) -> dict[str, Any]:
    """What the trade builder offers: each partner with their deeds and cards, and this seat's own. Whether an
    offer is allowed is the engine's to say when it is proposed (a refused one comes back with the reason)."""
    game = ctx.game
    state = game.state
    decks = game.edition.decks
    # Where players may hold other cards (Cheaters), which cards a player holds is secret: only their own listed.
    secret_hands = any(
        card.keep and card.effect.type != GET_OUT_OF_JAIL_FREE for deck in decks.values() for card in deck.cards
    )

    def holdings(player: int) -> dict[str, Any]:
        shown = player == seat or not secret_hands
        cards = [
            {"card": [deck, index], "name": ctx.words.deck(deck)}
            for deck, index in state.players[player].cards
            if shown and decks[deck].cards[index].effect.type == GET_OUT_OF_JAIL_FREE
        ]
        return {
            "seat": player,
            "name": ctx.name(player),
            "cash": state.players[player].cash,
            "deeds": [{"i": s, "name": ctx.space(s)} for s in game.edition.properties if state.owner[s] == player],
            "cards": cards,
        }

    return {"me": holdings(seat), "partners": [holdings(p) for p in game.other_players(seat)]}


def counter_parts(ctx: Context, seat: int, top: TradeDecision) -> dict[str, Any]:
    """The trade builder for a counter-offer: the proposer is the only partner, and the builder starts from the
    offer turned round (what they asked of this seat is what this seat gives). The proposer's cards that the
    offer names are listed even where hands are secret: the offer showed them."""
    parts = trade_parts(ctx, seat)
    partner = next(p for p in parts["partners"] if p["seat"] == top.proposer)
    listed = {tuple(c["card"]) for c in partner["cards"]}
    for card in dict.fromkeys(top.give_cards):
        if card not in listed:
            partner["cards"].append({"card": list(card), "name": ctx.words.deck(card[0])})
    return {
        "me": parts["me"],
        "partners": [partner],
        "give": {"spaces": list(top.get_spaces), "cash": top.get_cash, "cards": [list(c) for c in top.get_cards]},
        "get": {"spaces": list(top.give_spaces), "cash": top.give_cash, "cards": [list(c) for c in top.give_cards]},
        "send": ctx.tr("act.send_counter"),
    }


def request_json(ctx: Context, request: Request, lang: str) -> dict[str, Any]:
    """The request the table waits on, as the menu of the seat that must answer it."""
    seat = request.seat
    kind = type(request)
    if kind is Decide:
        shown = {"kind": "decide", **menu_json(ctx, seat, decision_menu(ctx, seat))}
        top = ctx.game.decision
        if type(top) is TradeDecision:
            shown["items"].append({"label": ctx.tr("act.counter"), "counter": counter_parts(ctx, seat, top)})
        return shown
    if kind is OfferClaim:
        claim = request.claim  # type: ignore[union-attr]
        label = ctx.tr("act.claim", payer=ctx.name(claim[0]), space=ctx.space(claim[2]))
        return {
            "kind": "claim",
            "title": word(lang, "claim_title"),
            "details": [],
            "items": [{"label": label, "action": action_to_dict(ClaimRent(seat))}],
            "pass": True,
        }
    assert kind is OfferInterjection
    menu = menu_json(ctx, seat, accuse_menu(ctx, seat), 1)
    return {"kind": "interject", "title": word(lang, "interject_title"), "details": menu["details"],
            "items": menu["items"], "pass": True}  # fmt: skip


def own_secrets(view: PlayerView, words: Words) -> dict[str, Any]:
    """What only this seat knows: its held cards and its cheats still in their window."""
    cards = [{"deck": words.deck(deck), "text": words.card_text(deck, index)} for deck, index in view.my_cards]
    pending = [words.cheat_with_args(p.card, p.args) for p in view.my_pending_cheats()] if view.rules.cheats else []
    return {"cards": cards, "pending_cheats": pending}


def state_frame(
    recorded: RecordedGame,
    view: PlayerView,
    seat: int,
    request: Request | None,
    kinds: list[str],
    lang: str,
    since: int,
    fixed_squares: list[dict[str, Any]] | None = None,
    away: list[str] | None = None,
) -> StateFrame:
    """The whole frame for ``seat`` (``SPECTATOR``: the public one) with the events after ``since``; with
    ``fixed_squares`` (the connection has not had them yet) the squares too."""
    tr = Translator(lang)
    ctx = Context.of(recorded.game, tr)
    words = ctx.words
    game = recorded.game
    frame: StateFrame = {
        "type": "state",
        "version": len(recorded.history),
        "seat": seat,
        "edition": recorded.edition_ref,
        "currency": game.edition.currency,
        "money": money_parts(game.edition.currency, lang),
        "board": board(view),
        "players": players(view, kinds, away),
        "current": view.current if not game.is_over else -1,
        "events": event_lines(recorded, seat, words, since),
        "over": game.is_over,
        "winner": view.winner if game.is_over else None,
        "waiting_on": None,
        "request": None,
        "table": table(recorded, view, words),
    }
    for player in frame["players"]:  # cash and counts worded in the language (money, plural forms)
        player["cash_text"] = tr.money(player["cash"], game.edition.currency)
        player["cards_text"] = tr.plural("word.cards", player["cards"]) if player["cards"] else ""
        player["tickets_text"] = tr.plural("summary.tickets", player["tickets"]) if player["tickets"] else ""
    if fixed_squares is not None:
        frame["squares"] = fixed_squares
    if game.is_over:
        shown = results(recorded)  # worked out once per game, then kept
        if shown is not None:
            frame["results"] = _worded_results(shown, tr, game.edition.currency)
    if view.rules.cheats:
        frame["face_up_cheats"] = [words.cheat(c) for c in view.face_up_cheats()]
    if seat != SPECTATOR:
        frame["mine"] = own_secrets(view, words)
    if request is not None:
        frame["waiting_on"] = request.seat
        if request.seat == seat:
            frame["request"] = request_json(ctx, request, lang)
    return frame
