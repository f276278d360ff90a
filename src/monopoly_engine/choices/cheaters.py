"""Menus of the Cheaters edition (``cheaters-ru``).

The edition's own decisions (``edition_menu``): which deck to draw from at Free Parking, which card to play
or discard over the held-card limit, which street to give back to the bank. Its free actions
(``sell_property_entry`` where a mortgage would be, ``cheaters_entries`` after the other free actions of
every decision): sell a street to the bank, play a held card, and, with the rule option ``cheats``, the secret *cheat*
menu (every face-up card with the arguments it can take now, from ``PlayerView.cheat_options``) and the «Афёра!» menu (a
player, then the cheat they are accused of). Which choices are legal comes from the engine, as in ``menus``.
"""

from __future__ import annotations

from monopoly_engine.core.actions import Accuse, Action, DiscardCard, DrawCard, PlayCard, ReturnDeed, SellProperty
from monopoly_engine.core.decisions import CardLimitDecision, Decision, DeckChoiceDecision, ReturnDeedDecision
from monopoly_engine.core.edition import STREET
from monopoly_engine.core.rent import nominal_value
from monopoly_engine.views import PlayerView

from .context import Context, verbs_for
from .items import SUBMENU_ACCUSE, SUBMENU_CHEAT, SUBMENU_PLAY, SUBMENU_SELL_PROPERTY, Accusation, Item, Menu
from .reasons import why_not

EDITION_DECISIONS = (DeckChoiceDecision, CardLimitDecision, ReturnDeedDecision)
TOPICS = ("deck_choice", "card_limit", "return_deed", "play_card", "sell_property", "cheat", "accuse")


# --- the edition's decisions ----------------------------------------------------------------------------


def edition_menu(ctx: Context, seat: int, top: Decision, offered: list[Action]) -> Menu:
    """The menu of a Free Parking draw, a held-card limit or a street to give back."""
    tr, words = ctx.tr, ctx.words
    name = ctx.name(seat)
    if isinstance(top, DeckChoiceDecision):
        items = [
            Item(tr("act.draw", deck=words.deck(a.deck)), action=a, verbs=(*verbs_for(ctx, "draw", "draw"), a.deck))  # type: ignore[attr-defined]
            for a in offered
            if type(a) is DrawCard
        ]
        return Menu(tr("deck_choice.title", name=name, square=_square_name(ctx, seat)), items, "deck_choice")
    if isinstance(top, CardLimitDecision):
        items = [play_item(ctx, a) for a in offered if type(a) is PlayCard]  # type: ignore[arg-type]
        for a in offered:
            if type(a) is DiscardCard:
                text = words.card_text(a.deck, a.card)
                items.append(
                    Item(
                        tr("act.discard", text=text, deck=words.deck(a.deck)),
                        action=a,
                        verbs=verbs_for(ctx, "discard", "discard-card"),
                    )
                )
        title = tr("card_limit.title", name=name, deck=words.deck(top.deck), limit=ctx.game.rules.max_held_per_deck)
        return Menu(title, items, "card_limit")
    items = [
        Item(
            tr("act.return_deed", space=ctx.space(a.space), amount=ctx.money(nominal_value(ctx.game, a.space))),  # type: ignore[attr-defined]
            action=a,
            verbs=verbs_for(ctx, "return", "return"),
            value=a.space,  # type: ignore[attr-defined]
        )
        for a in offered
        if type(a) is ReturnDeed
    ]
    return Menu(tr("return_deed.title", name=name), items, "return_deed")


def _square_name(ctx: Context, seat: int) -> str:
    return ctx.space(ctx.game.state.players[seat].position)


def play_item(ctx: Context, action: PlayCard) -> Item:
    """One line that plays a held card, with its target player and streets."""
    words = ctx.words
    text = words.card_text(action.deck, action.card)
    parts = []
    if action.target >= 0:
        parts.append(ctx.name(action.target))
    parts.extend(ctx.space(space) for space in (action.space, action.to_space) if space >= 0)
    label = ctx.tr("act.play_card_on", text=text, on=" → ".join(parts)) if parts else ctx.tr("act.play_card", text=text)
    return Item(
        label,
        action=action,
        verbs=verbs_for(ctx, "play", "play-card"),
        value=action.space if action.space >= 0 else None,
    )


# --- free actions ---------------------------------------------------------------------------------------


def cheaters_entries(ctx: Context, seat: int, free: list[Action]) -> list[Item]:
    """The lines that open the edition's free actions for ``seat`` (``free``: its free actions now)."""
    game, tr = ctx.game, ctx.tr
    items: list[Item] = []
    if any(type(a) is PlayCard for a in free):
        items.append(Item(tr("menu.play_card"), opens=SUBMENU_PLAY, verbs=verbs_for(ctx, "play", "play-card")))
    if game.rules.cheats and not game.state.players[seat].bankrupt:
        items.append(Item(tr("menu.cheat"), opens=SUBMENU_CHEAT, verbs=verbs_for(ctx, "cheat", "cheat")))
        if game.other_players(seat):
            items.append(Item(tr("menu.accuse"), opens=SUBMENU_ACCUSE, verbs=verbs_for(ctx, "accuse", "accuse")))
    return items


def sell_property_entry(ctx: Context, free: list[Action]) -> list[Item]:
    """The line that opens the sale of a street to the bank, when the seat may sell one now."""
    if not any(type(a) is SellProperty for a in free):
        return []
    verbs = verbs_for(ctx, "sell_property", "sell-property")
    return [Item(ctx.tr("menu.sell_property"), opens=SUBMENU_SELL_PROPERTY, verbs=verbs)]


def play_card_menu(ctx: Context, seat: int) -> Menu:
    items = [play_item(ctx, a) for a in ctx.game.free_actions(seat) if type(a) is PlayCard]  # type: ignore[arg-type]
    return Menu(ctx.tr("play.title"), items, "play_card", back=True)


def sell_property_menu(ctx: Context, seat: int) -> Menu:
    """Every street of the seat, sold to the bank at its nominal value (not allowed now: why)."""
    game, tr = ctx.game, ctx.tr
    items = []
    for space in game.edition.properties:
        if game.state.owner[space] != seat or game.edition.spaces[space].kind != STREET:
            continue
        action = SellProperty(seat, space)
        label = tr("act.sell_property", space=ctx.space(space), amount=ctx.money(nominal_value(ctx.game, space)))
        items.append(
            Item(
                label,
                action=action,
                reason=why_not(ctx, action),
                verbs=verbs_for(ctx, "sell_property", "sell-property"),
                value=space,
            )
        )
    return Menu(tr("sell_property.title"), items, "sell_property", back=True)


def cheat_terms(ctx: Context, card: str) -> str:
    """A cheat card's reward if it works and what it costs if caught (``cheat.terms``)."""
    tr = ctx.tr
    found = next((c for c in ctx.game.edition.cheats if c.id == card), None)
    if found is None:
        return ""
    caught = [tr("cheat.penalty_undone" if found.undo else "cheat.penalty_stands")]
    if found.penalty or found.penalty_hotel_cost:
        amount = tr("cheat.hotel_cost") if found.penalty_hotel_cost else ctx.money(found.penalty)
        payee = tr("cheat.victim") if found.penalty_to == "victim" else tr("word.bank")
        caught.append(tr("cheat.penalty_pay", amount=amount, payee=payee))
    if found.jail:
        caught.append(tr("cheat.penalty_jail"))
    reward = ctx.money(found.reward) if found.reward else tr("cheat.no_reward")
    return tr("cheat.terms", reward=reward, penalty=", ".join(caught))


def face_up_terms(ctx: Context) -> list[str]:
    """Each face-up cheat card with its terms, one line each (for ``help``)."""
    cheats = ctx.game.state.cheats
    if cheats is None:
        return []
    words = ctx.words
    return [f"{words.quoted(words.cheat(card))}: {cheat_terms(ctx, card)}" for card in cheats.face_up]


def cheat_menu(ctx: Context, seat: int, view: PlayerView) -> Menu:
    """The secret menu: every cheat the seat could make now (only this seat sees it)."""
    tr, words = ctx.tr, ctx.words
    items = [
        Item(
            tr("act.cheat", cheat=words.cheat_with_args(action.card, action.args)),
            action=action,
            verbs=(*verbs_for(ctx, "cheat", "cheat"), action.card),
        )
        for action in view.cheat_options()
    ]
    details = [tr("help.face_up_cheats"), *("  " + line for line in face_up_terms(ctx))]
    details.extend(
        tr("cheat.pending", cheat=words.cheat_with_args(pending.card, pending.args))
        for pending in view.my_pending_cheats()
    )
    if not items:
        details.append(tr("cheat.none"))
    return Menu(tr("cheat.title", name=ctx.name(seat)), items, "cheat", details=details, back=True)


def accuse_menu(ctx: Context, seat: int) -> Menu:
    """Whom to accuse: every other player still in."""
    tr = ctx.tr
    items = [
        Item(
            tr("act.accuse_player", name=ctx.name(p)),
            opens=Accusation(p),
            verbs=(ctx.name(p).lower(),),
            value=p,
        )
        for p in ctx.game.other_players(seat)
    ]
    fee = ctx.money(ctx.game.rules.false_accusation_fee)
    return Menu(
        tr("accuse.title", name=ctx.name(seat)), items, "accuse", details=[tr("accuse.fee", fee=fee)], back=True
    )


def accuse_card_menu(ctx: Context, seat: int, accused: int) -> Menu:
    """Which cheat ``accused`` made: the face-up cards first, then the others (a replaced card may still be
    pending)."""
    tr, words = ctx.tr, ctx.words
    state = ctx.game.state
    face_up = list(state.cheats.face_up) if state.cheats is not None else []
    others = [c.id for c in ctx.game.edition.cheats if c.id not in face_up]
    items = []
    for card in [*face_up, *others]:
        key = "act.accuse_card_face_up" if card in face_up else "act.accuse_card"
        items.append(
            Item(
                tr(key, cheat=words.cheat(card)),
                action=Accuse(seat, accused, card),
                verbs=(card, *verbs_for(ctx, "accuse")),
            )
        )
    title = tr("accuse.card_title", name=ctx.name(accused))
    return Menu(title, items, "accuse", back=True)
