"""Build a trade offer step by step: the partner, then properties, cash and get-out-of-jail cards each way.

The builder holds the offer and makes the menus; the session asks them (``Prompter``) and the builder
returns the ``ProposeTrade`` to play, or None when the player cancels. Only what may be traded is offered
(a street whose colour group has buildings is listed with the reason); the finished offer is checked by the
engine (``Game.refusal``) before it can be sent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, cast

from monopoly_engine.choices import Choice, Context, Item, Menu, Step, why_not, worded
from monopoly_engine.core import Game, trade
from monopoly_engine.core.actions import ProposeTrade, TradeSide
from monopoly_engine.core.edition import GET_OUT_OF_JAIL_FREE

# The builder's own steps: what each line of its menu opens.
GIVE_SPACE = Step("give-space")
GET_SPACE = Step("get-space")
GIVE_CASH = Step("give-cash")
GET_CASH = Step("get-cash")
GIVE_CARD = Step("give-card")
GET_CARD = Step("get-card")
REMOVE = Step("remove")
SEND = Step("send")
CANCEL = Step("cancel")


class Prompter(Protocol):
    """What the builder needs from the terminal."""

    def choose(self, menu: Menu) -> Choice | None:
        """The choice made in ``menu``; None when the player goes back."""
        ...

    def amount(self, question: str, low: int, high: int) -> int | None:
        """A whole amount from ``low`` to ``high``; None when the player goes back."""
        ...


@dataclass
class Offer:
    partner: int
    give_spaces: list[int] = field(default_factory=list)
    give_cash: int = 0
    give_cards: list[tuple[str, int]] = field(default_factory=list)
    get_spaces: list[int] = field(default_factory=list)
    get_cash: int = 0
    get_cards: list[tuple[str, int]] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (
            self.give_spaces or self.give_cash or self.give_cards or self.get_spaces or self.get_cash or self.get_cards
        )

    def action(self, seat: int) -> ProposeTrade:
        return ProposeTrade(
            seat,
            self.partner,
            TradeSide(tuple(self.give_spaces), self.give_cash, tuple(self.give_cards)),
            TradeSide(tuple(self.get_spaces), self.get_cash, tuple(self.get_cards)),
        )


class TradeBuilder:
    """One offer being put together by ``seat``."""

    def __init__(self, ctx: Context, seat: int) -> None:
        self.ctx = ctx
        self.seat = seat

    def run(self, prompt: Prompter) -> ProposeTrade | None:
        """Ask for the partner and the offer; the finished ``ProposeTrade``, or None if cancelled."""
        partner = self._partner(prompt)
        if partner is None:
            return None
        offer = Offer(partner)
        while True:
            menu = self.offer_menu(offer)
            choice = prompt.choose(menu)
            if choice is None or choice.opens == CANCEL:
                return None
            if choice.opens == SEND:
                return offer.action(self.seat)
            if isinstance(choice.opens, Step):
                self._edit(offer, choice.opens, prompt)

    # --- menus -----------------------------------------------------------------------------------------

    def partner_menu(self) -> Menu:
        ctx = self.ctx
        items = [Item(ctx.name(p), value=p, verbs=(ctx.name(p).lower(),)) for p in ctx.game.other_players(self.seat)]
        return Menu(ctx.tr("trade.partner_title"), items, "trade", back=True)

    def _partner(self, prompt: Prompter) -> int | None:
        others = self.ctx.game.other_players(self.seat)
        if len(others) == 1:
            return others[0]
        choice = prompt.choose(self.partner_menu())
        if choice is None or choice.item is None:
            return None
        return cast(int, choice.item.value)  # a partner's seat (partner_menu)

    def offer_menu(self, offer: Offer) -> Menu:
        ctx, tr = self.ctx, self.ctx.tr
        words = ctx.words
        partner = offer.partner
        details = [
            tr("trade.builder_give", items=words.side(offer.give_spaces, offer.give_cash, offer.give_cards)),
            tr(
                "trade.builder_get",
                name=ctx.name(partner),
                items=words.side(offer.get_spaces, offer.get_cash, offer.get_cards),
            ),
        ]
        items: list[Item] = []
        if self._spaces(self.seat, offer.give_spaces):
            items.append(Item(tr("trade.add_give_space"), opens=GIVE_SPACE))
        if self._spaces(partner, offer.get_spaces):
            items.append(Item(tr("trade.add_get_space", name=ctx.name(partner)), opens=GET_SPACE))
        items.append(Item(tr("trade.set_give_cash", amount=ctx.money(offer.give_cash)), opens=GIVE_CASH))
        items.append(
            Item(tr("trade.set_get_cash", name=ctx.name(partner), amount=ctx.money(offer.get_cash)), opens=GET_CASH)
        )
        if self._jail_cards(self.seat, offer.give_cards):
            items.append(Item(tr("trade.add_give_card"), opens=GIVE_CARD))
        # Where other held cards exist (cheaters), which cards a player holds is secret: nobody may ask for them.
        if not _secret_hands(ctx.game) and self._jail_cards(partner, offer.get_cards):
            items.append(Item(tr("trade.add_get_card", name=ctx.name(partner)), opens=GET_CARD))
        if offer.give_spaces or offer.get_spaces or offer.give_cards or offer.get_cards:
            items.append(Item(tr("trade.remove"), opens=REMOVE))
        reason = self.send_refusal(offer)
        items.append(
            Item(tr("trade.send", name=ctx.name(partner)), opens=SEND, reason=reason, verbs=ctx.tr.words("verb.send"))
        )
        items.append(Item(tr("trade.cancel"), opens=CANCEL, verbs=ctx.tr.words("verb.cancel")))
        return Menu(tr("trade.builder_title", name=ctx.name(partner)), items, "trade", details=details)

    def send_refusal(self, offer: Offer) -> str | None:
        """Why the offer cannot be sent yet (translated), or None."""
        tr = self.ctx.tr
        if offer.empty:
            return tr("why_not.trade_empty")
        return why_not(self.ctx, offer.action(self.seat))

    def _spaces(self, owner: int, taken: list[int]) -> list[int]:
        game = self.ctx.game
        return [s for s in game.edition.properties if game.state.owner[s] == owner and s not in taken]

    def space_menu(self, owner: int, taken: list[int], title_key: str) -> Menu:
        ctx, tr = self.ctx, self.ctx.tr
        game = ctx.game
        state = game.state
        items = []
        for space in self._spaces(owner, taken):
            sp = game.edition.spaces[space]
            name = ctx.space(space)
            refusal = trade.property_refusal(game, owner, space)  # buildings on its group, a depot
            reason = worded(ctx, refusal) if refusal is not None else None
            group = game.edition.groups.get(sp.group or "")
            label = tr(
                "trade.space_line",
                space=name,
                group=group.name if group else "",
                price=ctx.money(sp.price),
            )
            if state.mortgaged[space]:
                label += " " + tr("word.mortgaged_mark")
            items.append(Item(label, value=space, reason=reason, verbs=()))
        return Menu(tr(title_key, name=ctx.name(owner)), items, "trade", back=True)

    def _jail_cards(self, owner: int, taken: list[tuple[str, int]]) -> list[tuple[str, int]]:
        """``owner``'s get-out-of-jail-free cards not yet in the offer (the only cards a trade may carry)."""
        decks = self.ctx.game.edition.decks
        return [
            c
            for c in self.ctx.game.state.players[owner].cards
            if c not in taken and decks[c[0]].cards[c[1]].effect.type == GET_OUT_OF_JAIL_FREE
        ]

    def card_menu(self, owner: int, taken: list[tuple[str, int]]) -> Menu:
        ctx = self.ctx
        held = self._jail_cards(owner, taken)
        items = [Item(ctx.tr("word.card_of", deck=ctx.words.deck(deck)), value=(deck, i)) for deck, i in held]
        return Menu(ctx.tr("trade.card_title", name=ctx.name(owner)), items, "trade", back=True)

    def remove_menu(self, offer: Offer) -> Menu:
        ctx = self.ctx
        items = [
            Item(ctx.tr("trade.remove_give", item=ctx.space(s)), value=("give-space", s)) for s in offer.give_spaces
        ]
        items += [
            Item(ctx.tr("trade.remove_give", item=ctx.words.deck(c[0])), value=("give-card", c))
            for c in offer.give_cards
        ]
        items += [Item(ctx.tr("trade.remove_get", item=ctx.space(s)), value=("get-space", s)) for s in offer.get_spaces]
        items += [
            Item(ctx.tr("trade.remove_get", item=ctx.words.deck(c[0])), value=("get-card", c)) for c in offer.get_cards
        ]
        return Menu(ctx.tr("trade.remove_title"), items, "trade", back=True)

    # --- editing ---------------------------------------------------------------------------------------

    def _edit(self, offer: Offer, step: Step, prompt: Prompter) -> None:
        ctx = self.ctx
        state = ctx.game.state
        partner = offer.partner
        if step == GIVE_SPACE:
            choice = prompt.choose(self.space_menu(self.seat, offer.give_spaces, "trade.give_space_title"))
            if choice is not None and choice.item is not None:
                offer.give_spaces.append(cast(int, choice.item.value))  # a space's index (space_menu)
        elif step == GET_SPACE:
            choice = prompt.choose(self.space_menu(partner, offer.get_spaces, "trade.get_space_title"))
            if choice is not None and choice.item is not None:
                offer.get_spaces.append(cast(int, choice.item.value))
        elif step == GIVE_CASH:
            cash = state.players[self.seat].cash
            amount = prompt.amount(ctx.tr("trade.give_cash_prompt", cash=ctx.money(cash)), 0, cash)
            if amount is not None:
                offer.give_cash = amount
        elif step == GET_CASH:
            cash = state.players[partner].cash
            amount = prompt.amount(
                ctx.tr("trade.get_cash_prompt", name=ctx.name(partner), cash=ctx.money(cash)), 0, cash
            )
            if amount is not None:
                offer.get_cash = amount
        elif step == GIVE_CARD:
            choice = prompt.choose(self.card_menu(self.seat, offer.give_cards))
            if choice is not None and choice.item is not None:
                offer.give_cards.append(cast(tuple[str, int], choice.item.value))  # (deck, index) (card_menu)
        elif step == GET_CARD:
            choice = prompt.choose(self.card_menu(partner, offer.get_cards))
            if choice is not None and choice.item is not None:
                offer.get_cards.append(cast(tuple[str, int], choice.item.value))
        elif step == REMOVE:
            choice = prompt.choose(self.remove_menu(offer))
            if choice is not None and choice.item is not None:
                where, value = cast(tuple[str, Any], choice.item.value)  # (list, entry) (remove_menu)
                entries: dict[str, list[Any]] = {
                    "give-space": offer.give_spaces,
                    "give-card": offer.give_cards,
                    "get-space": offer.get_spaces,
                    "get-card": offer.get_cards,
                }
                entries[where].remove(value)


def _secret_hands(game: Game) -> bool:
    """Whether players may hold cards other than get-out-of-jail-free ones (whose identity is then secret)."""
    return any(
        card.keep and card.effect.type != GET_OUT_OF_JAIL_FREE
        for deck in game.edition.decks.values()
        for card in deck.cards
    )
