"""The narration of a game: one sentence per event, in the chosen language.

The only place events are put into words: ``monopoly watch`` prints these sentences, the terminal game
(``monopoly play``) shows them. The sentences come from the message catalogs (``ev.*`` messages); names of
squares, decks and card texts come from the edition.

    words = Words(game, Translator("es"))
    describe(event, words)

An event that another event already tells says nothing (``""``, e.g. the bus face's ticket, told by the
ticket drawn right after it): callers skip empty sentences. An event kind this module does not know yet is
told by its kind and fields, never with an error.

A ``Hidden`` event (a cheat's own effects, seen only by the cheater) is told as ``Secret to NAME: ...``:
whoever prints it decides who may read it (``monopoly_engine.core.events.visible_events``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from monopoly_engine.core import BANK, EVENT_TYPES, Edition, Event, Game
from monopoly_engine.core import events as ev
from monopoly_engine.core.cheats import PILE as CHEAT_PILE
from monopoly_engine.core.edition import BUS_TICKETS, GO_TO_JAIL, HOTEL, SKYSCRAPER
from monopoly_engine.editions.texts import in_language
from monopoly_engine.safe_text import NAME_LIMIT, safe_name, safe_text

from . import Translator

CARD_TEXT_LIMIT = 400  # characters of a card's text


class Words:
    """How one game's players, squares, decks, cards and money are written in one language."""

    __slots__ = ("edition", "players", "tr")

    def __init__(self, game: Game, tr: Translator) -> None:
        # The edition's own words in the language where its data file gives them (``editions.texts``): cards,
        # decks and squares follow the player's language, whatever language the edition was played in.
        self.edition = in_language(game.edition, tr.lang)
        self.players = [safe_name(p.name) for p in game.state.players]  # names may come from a file
        self.tr = tr

    def player(self, seat: int) -> str:
        if seat == BANK:
            return self.tr("word.bank")
        if 0 <= seat < len(self.players):
            return self.players[seat]
        return self.tr("word.player_n", number=seat + 1)

    def space(self, index: int) -> str:
        """The square's name; in Italian its Italian name where the edition gives one (``name_it``)."""
        spaces = self.edition.spaces
        if not 0 <= index < len(spaces):
            return str(index)
        sp = spaces[index]
        return safe_text(sp.name_it if sp.name_it and self.tr.lang == "it" else sp.name)  # an edition may be a file

    def deck(self, deck_id: str) -> str:
        deck = self.edition.decks.get(deck_id)
        if deck is None and deck_id == CHEAT_PILE:
            return self.tr("word.cheat_deck")
        return safe_text(deck.name if deck is not None else deck_id)

    def card_text(self, deck_id: str, index: int) -> str:
        deck = self.edition.decks.get(deck_id)
        if deck is None or not 0 <= index < len(deck.cards):
            return str(index)
        return safe_text(deck.cards[index].text.strip(), CARD_TEXT_LIMIT)

    def money(self, amount: int) -> str:
        return self.tr.money(amount, self.edition.currency)

    def cheat(self, card_id: str) -> str:
        """A cheat card's title in the language (the edition's title for a card the catalogs do not name)."""
        card_id = str(card_id)
        key = "cheat_title." + card_id.replace("-", "_")
        if self.tr.has(key):
            return self.tr(key)
        card = self.edition.cheat(card_id)
        if card is None:
            return safe_text(card_id, NAME_LIMIT)
        return safe_text((card.title_en or card.title) if self.tr.lang == "en" else card.title)

    def cheat_args(self, card_id: str, args: Sequence[object]) -> str:
        """A cheat's arguments in words, by the kinds its card declares (amount, player, space, steps, deck)."""
        card = self.edition.cheat(str(card_id))
        kinds = card.args if card is not None else ()
        words = []
        for i, value in enumerate(args):
            kind = kinds[i] if i < len(kinds) else ""
            if kind == "player" and isinstance(value, int):
                words.append(self.player(value))
            elif kind == "space" and isinstance(value, int):
                words.append(self.space(value))
            elif kind == "amount" and isinstance(value, int):
                words.append(self.money(value))
            elif kind == "steps" and isinstance(value, int):
                words.append(self.tr.plural("word.steps", abs(value), sign="-" if value < 0 else "+"))
            elif kind == "deck":
                words.append(self.deck(str(value)))
            else:
                words.append(str(value))
        return ", ".join(words)

    def quoted(self, text: str) -> str:
        """``“text”`` (``«text»`` in Russian)."""
        return self.tr("fmt.quoted", text=text)

    def cheat_with_args(self, card_id: str, args: Sequence[object]) -> str:
        """``“Title” (args)``."""
        words = self.cheat_args(card_id, args)
        title = self.quoted(self.cheat(card_id))
        return f"{title} ({words})" if words else title

    def level(self, level: int) -> str:
        """``"2 houses"``, ``"a hotel"``, ``"a skyscraper"``, ``"no buildings"``."""
        return self.tr(f"level.{min(max(level, 0), SKYSCRAPER)}")

    def listing(self, parts: Sequence[str]) -> str:
        """``a``, ``a and b``, ``a, b and c`` in the language."""
        parts = list(parts)
        if not parts:
            return self.tr("word.nothing")
        if len(parts) == 1:
            return parts[0]
        return self.tr("fmt.list", items=", ".join(parts[:-1]), last=parts[-1])

    def side(self, spaces: Sequence[int], cash: int, cards: Sequence[tuple[str, int]]) -> str:
        """One side of a trade: its properties, cash and cards."""
        parts = [self.space(s) for s in spaces]
        if cash:
            parts.append(self.money(cash))
        parts += [self.tr("word.card_of", deck=self.deck(deck)) for deck, _ in cards]
        return self.listing(parts)

    def speed_dice(self, dice: Sequence[int], face: str) -> str:
        """The white dice, and the speed die's face when it was rolled."""
        if not face:
            return self.dice(dice)
        face = str(face)
        name = (
            self.tr("speed.bus") if face == "bus" else self.tr("speed.mr_monopoly") if face == "mr-monopoly" else face
        )
        return self.tr("fmt.dice_speed", dice=self.dice(dice), face=name)

    def dice(self, dice: Sequence[int]) -> str:
        if len(dice) == 2:
            return self.tr("fmt.dice", a=dice[0], b=dice[1], total=dice[0] + dice[1])
        return " + ".join(str(d) for d in dice) + (f" = {sum(dice)}" if len(dice) > 1 else "")


def describe(event: Event, words: Words) -> str:
    """One sentence that says what ``event`` was, in ``words``' language; ``""`` for an event another one
    already tells."""
    sentence = _SENTENCES.get(type(event))
    if sentence is None:
        return words.tr("ev.unknown", kind=fields_of(event))
    return sentence(event, words)


def fields_of(event: object) -> str:
    """An event kind this module has no words for, by its kind and fields: ``teleported: player=0``."""
    kind = getattr(event, "kind", "") or type(event).__name__
    if not dataclasses.is_dataclass(event):
        return kind
    fields = ", ".join(f"{f.name}={getattr(event, f.name)!r}" for f in dataclasses.fields(event))
    return f"{kind}: {fields}" if fields else kind


def is_triple(e: ev.DiceRolled) -> bool:
    """Whether the roll is a triple: the speed die shows the number both white dice show."""
    return len(e.dice) == 2 and str(e.speed) in ("1", "2", "3") and e.dice[0] == e.dice[1] == int(e.speed)


def expires_others(edition: Edition, card: int) -> bool:
    """Whether bus ticket ``card`` (an index into the edition's bus-tickets deck) makes the others expire."""
    deck = edition.decks.get(BUS_TICKETS)
    return deck is not None and 0 <= card < len(deck.cards) and deck.cards[card].effect.expire_others


def _money_paid(e: ev.MoneyPaid, w: Words) -> str:
    if e.reason == "cheat-penalty":  # one event, one line: the caught cheat's penalty line already tells it
        return ""
    why_key = f"why.{e.reason}"
    why = w.tr(why_key) if w.tr.has(why_key) else w.tr("why.other", reason=e.reason)
    if e.payer == BANK:
        return w.tr("ev.money_from_bank", player=w.player(e.payee), amount=w.money(e.amount), why=why)
    return w.tr("ev.money_paid", payer=w.player(e.payer), amount=w.money(e.amount), payee=w.player(e.payee), why=why)


def _went_to_jail(e: ev.WentToJail, w: Words) -> str:
    who = w.player(e.player)
    if e.reason == "doubles":
        return w.tr("ev.jail_doubles", player=who, count=w.edition.rules.max_doubles)
    if e.reason == "square":
        square = next((s.name for s in w.edition.spaces if s.kind == GO_TO_JAIL), "")
        return w.tr("ev.jail_square", player=who, square=square)
    if e.reason == "card":
        return w.tr("ev.jail_card", player=who)
    if e.reason == "cheat":
        return w.tr("ev.jail_cheat", player=who)
    return w.tr("ev.jail_other", player=who)


def _left_jail(e: ev.LeftJail, w: Words) -> str:
    key = f"ev.left_jail_{e.how}"
    return w.tr(key if w.tr.has(key) else "ev.left_jail", player=w.player(e.player))


def _built(e: ev.BuildingBuilt, w: Words) -> str:
    who, where, cost = w.player(e.player), w.space(e.space), w.money(e.cost)
    if e.level >= SKYSCRAPER:
        return w.tr("ev.built_skyscraper", player=who, space=where, cost=cost)
    if e.level >= HOTEL:
        return w.tr("ev.built_hotel", player=who, space=where, cost=cost)
    return w.tr("ev.built_house", player=who, space=where, cost=cost, level=w.level(e.level))


def _trade_proposed(e: ev.TradeProposed, w: Words) -> str:
    return w.tr(
        "ev.trade_proposed",
        player=w.player(e.player),
        partner=w.player(e.partner),
        give=w.side(e.give_spaces, e.give_cash, e.give_cards),
        get=w.side(e.get_spaces, e.get_cash, e.get_cards),
    )


def _transferred(e: ev.PropertyTransferred, w: Words) -> str:
    if e.receiver == BANK:
        return w.tr("ev.transferred_bank", space=w.space(e.space), giver=w.player(e.giver))
    return w.tr("ev.transferred", space=w.space(e.space), giver=w.player(e.giver), receiver=w.player(e.receiver))


def _game_over(e: ev.GameOver, w: Words) -> str:
    if e.winner >= 0:
        return w.tr("ev.game_over_winner", player=w.player(e.winner))
    if e.reason == "round-limit":
        return w.tr("ev.game_over_draw")
    return w.tr("ev.game_over_none")


def _dice_rolled(e: ev.DiceRolled, w: Words) -> str:
    key = "ev.dice_rolled_triple" if is_triple(e) else "ev.dice_rolled_doubles" if e.doubles else "ev.dice_rolled"
    return w.tr(key, player=w.player(e.player), dice=w.speed_dice(e.dice, e.speed))


def _mr_monopoly(e: ev.MrMonopolyMoved, w: Words) -> str:
    if e.space < 0:
        return w.tr("ev.mr_monopoly_stays", player=w.player(e.player))
    return w.tr("ev.mr_monopoly", player=w.player(e.player), space=w.space(e.space))


def _building_kind(e: ev.BuildingAuctionStarted | ev.BuildingAuctionWon) -> str:
    return "skyscraper" if e.skyscraper else "hotel" if e.hotel else "house"


def _building_auction(e: ev.BuildingAuctionStarted, w: Words) -> str:
    key = f"ev.building_auction_{_building_kind(e)}"
    return w.tr(key, player=w.player(e.requester), space=w.space(e.space), amount=w.money(e.opening_bid))


def _building_auction_won(e: ev.BuildingAuctionWon, w: Words) -> str:
    key = f"ev.building_auction_won_{_building_kind(e)}"
    return w.tr(key, player=w.player(e.player), amount=w.money(e.amount))


# --- Monopoly Mega ---------------------------------------------------------------------------------------


def _ticket_drawn(e: ev.BusTicketDrawn, w: Words) -> str:
    key = "ev.bus_ticket_drawn_expire" if expires_others(w.edition, e.card) else "ev.bus_ticket_drawn"
    return w.tr(key, player=w.player(e.player))


def _tickets_expired(e: ev.BusTicketsExpired, w: Words) -> str:
    losses = [
        w.tr("fmt.tickets_lost", player=w.player(seat), count=count) for seat, count in enumerate(e.expired) if count
    ]
    if not losses:
        return w.tr("ev.bus_tickets_expired_none")
    return w.tr("ev.bus_tickets_expired", losses=w.listing(losses))


def _bus_step(e: ev.BusStep, w: Words) -> str:
    if e.space < 0:
        return ""  # the ticket taken is told by the bus-ticket-drawn event that follows at once
    return w.tr("ev.bus_step_card", player=w.player(e.player), space=w.space(e.space))


def _auction_square_moved(e: ev.AuctionSquareMoved, w: Words) -> str:
    who = w.player(e.player)
    if e.space < 0:
        return w.tr("ev.auction_square_stays", player=who)
    return w.tr("ev.auction_square_moved", player=who, space=w.space(e.space), amount=w.money(e.rent))


_SENTENCES: dict[type, Callable[..., str]] = {
    ev.DeckShuffled: lambda e, w: w.tr("ev.deck_shuffled", deck=w.deck(e.deck)),
    ev.OrderRolled: lambda e, w: w.tr("ev.order_rolled", player=w.player(e.player), dice=w.dice(e.dice)),
    ev.TurnStarted: lambda e, w: w.tr("ev.turn_started", player=w.player(e.player)),
    ev.DiceRolled: _dice_rolled,
    ev.Moved: lambda e, w: w.tr(
        "ev.moved", player=w.player(e.player), start=w.space(e.start), end=w.space(e.end), index=e.end
    ),
    ev.SalaryCollected: lambda e, w: w.tr(
        "ev.salary", player=w.player(e.player), go=w.space(0), amount=w.money(e.amount)
    ),
    ev.PropertyOffered: lambda e, w: w.tr(
        "ev.offered",
        space=w.space(e.space),
        price=w.money(w.edition.spaces[e.space].price),
        player=w.player(e.player),
    ),
    ev.PropertyBought: lambda e, w: w.tr(
        "ev.bought", player=w.player(e.player), space=w.space(e.space), price=w.money(e.price)
    ),
    ev.AuctionStarted: lambda e, w: w.tr("ev.auction_started", space=w.space(e.space), amount=w.money(e.opening_bid)),
    ev.BidPlaced: lambda e, w: w.tr("ev.bid", player=w.player(e.player), amount=w.money(e.amount)),
    ev.BidderPassed: lambda e, w: w.tr("ev.passed", player=w.player(e.player)),
    ev.AuctionWon: lambda e, w: w.tr(
        "ev.auction_won", player=w.player(e.player), space=w.space(e.space), amount=w.money(e.amount)
    ),
    ev.AuctionUnsold: lambda e, w: w.tr("ev.auction_unsold", space=w.space(e.space)),
    ev.BuildingAuctionStarted: _building_auction,
    ev.BuildingAuctionWon: _building_auction_won,
    ev.RentPaid: lambda e, w: w.tr(
        "ev.rent_paid",
        payer=w.player(e.payer),
        owner=w.player(e.owner),
        space=w.space(e.space),
        amount=w.money(e.amount),
    ),
    ev.RentDue: lambda e, w: w.tr(
        "ev.rent_due", payer=w.player(e.payer), owner=w.player(e.owner), space=w.space(e.space)
    ),
    ev.RentClaimed: lambda e, w: w.tr(
        "ev.rent_claimed",
        owner=w.player(e.owner),
        payer=w.player(e.payer),
        space=w.space(e.space),
        amount=w.money(e.amount),
    ),
    ev.RentForfeited: lambda e, w: w.tr(
        "ev.rent_forfeited", owner=w.player(e.owner), payer=w.player(e.payer), space=w.space(e.space)
    ),
    ev.UtilityDiceRolled: lambda e, w: w.tr(
        "ev.utility_dice", player=w.player(e.player), dice=w.speed_dice(e.dice, e.speed)
    ),
    ev.TaxPaid: lambda e, w: w.tr(
        "ev.tax_paid", player=w.player(e.player), amount=w.money(e.amount), space=w.space(e.space)
    ),
    ev.CardDrawn: lambda e, w: w.tr(
        "ev.card_drawn", player=w.player(e.player), deck=w.deck(e.deck), text=w.card_text(e.deck, e.card)
    ),
    ev.CardKept: lambda e, w: w.tr("ev.card_kept", player=w.player(e.player), deck=w.deck(e.deck)),
    ev.CardReturned: lambda e, w: w.tr("ev.card_returned", player=w.player(e.player), deck=w.deck(e.deck)),
    ev.MoneyPaid: _money_paid,
    ev.WentToJail: _went_to_jail,
    ev.JailTryFailed: lambda e, w: w.tr(
        "ev.jail_try_failed", player=w.player(e.player), tries=e.tries, max=w.edition.rules.max_jail_tries
    ),
    ev.LeftJail: _left_jail,
    ev.BuildingBuilt: _built,
    ev.BuildingSold: lambda e, w: w.tr(
        "ev.sold",
        player=w.player(e.player),
        space=w.space(e.space),
        amount=w.money(e.refund),
        left=w.level(e.level),
    ),
    ev.PropertyMortgaged: lambda e, w: w.tr(
        "ev.mortgaged", player=w.player(e.player), space=w.space(e.space), amount=w.money(e.amount)
    ),
    ev.PropertyUnmortgaged: lambda e, w: w.tr(
        "ev.unmortgaged", player=w.player(e.player), space=w.space(e.space), amount=w.money(e.cost)
    ),
    ev.MortgageKept: lambda e, w: w.tr(
        "ev.mortgage_kept", player=w.player(e.player), space=w.space(e.space), amount=w.money(e.interest)
    ),
    ev.TradeProposed: _trade_proposed,
    ev.TradeAccepted: lambda e, w: w.tr("ev.trade_accepted", partner=w.player(e.partner), player=w.player(e.player)),
    ev.TradeRejected: lambda e, w: w.tr("ev.trade_rejected", partner=w.player(e.partner), player=w.player(e.player)),
    ev.PropertyTransferred: _transferred,
    ev.CardTransferred: lambda e, w: w.tr(
        "ev.card_transferred", giver=w.player(e.giver), deck=w.deck(e.deck), receiver=w.player(e.receiver)
    ),
    ev.CashTransferred: lambda e, w: w.tr(
        "ev.cash_transferred", giver=w.player(e.giver), amount=w.money(e.amount), receiver=w.player(e.receiver)
    ),
    ev.DebtIncurred: lambda e, w: w.tr(
        "ev.debt_incurred", player=w.player(e.player), amount=w.money(e.amount), creditor=w.player(e.creditor)
    ),
    ev.DebtPaid: lambda e, w: w.tr(
        "ev.debt_paid", player=w.player(e.player), amount=w.money(e.amount), creditor=w.player(e.creditor)
    ),
    ev.WentBankrupt: lambda e, w: w.tr("ev.bankrupt", player=w.player(e.player), creditor=w.player(e.creditor)),
    ev.TurnEnded: lambda e, w: w.tr("ev.turn_ended", player=w.player(e.player)),
    ev.GameOver: _game_over,
    ev.DieChosen: lambda e, w: w.tr.plural("ev.die_chosen", e.steps, player=w.player(e.player)),
    ev.SquareChosen: lambda e, w: w.tr("ev.square_chosen", player=w.player(e.player), space=w.space(e.space)),
    ev.MrMonopolyMoved: _mr_monopoly,
    ev.BusTicketDrawn: _ticket_drawn,
    ev.BusTicketsExpired: _tickets_expired,
    ev.BusTicketUsed: lambda e, w: w.tr(
        "ev.bus_ticket_used", player=w.player(e.player), start=w.space(e.start), end=w.space(e.end), index=e.end
    ),
    ev.BusStep: _bus_step,
    ev.AuctionSquareChosen: lambda e, w: w.tr(
        "ev.auction_square_chosen", player=w.player(e.player), space=w.space(e.space)
    ),
    ev.AuctionSquareMoved: _auction_square_moved,
    ev.GiftChosen: lambda e, w: w.tr(
        "ev.gift_ticket" if e.choice == "ticket" else "ev.gift_cash", player=w.player(e.player)
    ),
    ev.DepotBuilt: lambda e, w: w.tr(
        "ev.depot_built", player=w.player(e.player), space=w.space(e.space), cost=w.money(e.cost)
    ),
    ev.DepotSold: lambda e, w: w.tr(
        "ev.depot_sold", player=w.player(e.player), space=w.space(e.space), amount=w.money(e.amount)
    ),
}


# --- cheaters (``cheaters-ru``) ---------------------------------------------------------------------------------


def _items(value: object) -> tuple:
    """A tuple field as a tuple (a lone value as a tuple of one)."""
    return tuple(value) if isinstance(value, tuple | list) else (value,)


def _hidden(e: Event, w: Words) -> str:
    text = describe(e.event, w)  # type: ignore[attr-defined]
    if not text:
        return ""
    seats = w.listing([w.player(s) for s in _items(e.seats)])  # type: ignore[attr-defined]
    return w.tr("ev.hidden", seats=seats, text=text)


def _cheat_revealed(e: Event, w: Words) -> str:
    if _items(e.effect) == (("unused",),):  # type: ignore[attr-defined]
        return w.tr("ev.cheat_unused", player=w.player(e.player), cheat=w.cheat(e.card))  # type: ignore[attr-defined]
    return w.tr("ev.cheat_revealed", player=w.player(e.player), cheat=w.cheat_with_args(e.card, _items(e.args)))  # type: ignore[attr-defined]


def _cheat_card_replaced(e: Event, w: Words) -> str:
    if not e.new:  # type: ignore[attr-defined]
        return w.tr("ev.cheat_card_replaced_none", old=w.cheat(e.old))  # type: ignore[attr-defined]
    return w.tr("ev.cheat_card_replaced", old=w.cheat(e.old), new=w.cheat(e.new))  # type: ignore[attr-defined]


_PENALTY_KEYS = {
    (True, True): "ev.cheat_penalty_pay_jail",
    (True, False): "ev.cheat_penalty_pay",
    (False, True): "ev.cheat_penalty_jail",
    (False, False): "ev.cheat_penalty_none",
}


def _cheat_penalty(e: Event, w: Words) -> str:
    amount, jail = e.amount, e.jail  # type: ignore[attr-defined]
    key = _PENALTY_KEYS[(bool(amount), bool(jail))]
    return w.tr(key, player=w.player(e.player), cheat=w.cheat(e.card), amount=w.money(amount), payee=w.player(e.payee))  # type: ignore[attr-defined]


def _card_played(e: Event, w: Words) -> str:
    parts = []
    if e.target >= 0:  # type: ignore[attr-defined]
        parts.append(w.player(e.target))  # type: ignore[attr-defined]
    parts.extend(w.space(space) for space in (e.space, e.to_space) if space >= 0)  # type: ignore[attr-defined]
    text = w.card_text(e.deck, e.card)  # type: ignore[attr-defined]
    key = "ev.card_played_on" if parts else "ev.card_played"
    return w.tr(key, player=w.player(e.player), deck=w.deck(e.deck), text=text, on=w.listing(parts))  # type: ignore[attr-defined]


CHEATERS_SENTENCES: dict[str, Callable[..., str]] = {
    "handcuff-passed": lambda e, w: w.tr(
        "ev.handcuff_passed", prisoner=w.player(e.prisoner), released=w.player(e.released)
    ),
    "card-played": _card_played,
    "rent-reduced": lambda e, w: w.tr(
        "ev.rent_reduced",
        payer=w.player(e.payer),
        owner=w.player(e.owner),
        space=w.space(e.space),
        rent=w.money(e.rent),
        amount=w.money(e.amount),
    ),
    "property-sold": lambda e, w: w.tr(
        "ev.property_sold", player=w.player(e.player), space=w.space(e.space), amount=w.money(e.amount)
    ),
    "hotel-moved": lambda e, w: w.tr(
        "ev.hotel_moved", player=w.player(e.player), start=w.space(e.start), end=w.space(e.end)
    ),
    "end-phase-started": lambda e, w: w.tr("ev.end_phase_started", go=w.space(0)),
    "came-home": lambda e, w: w.tr("ev.came_home", player=w.player(e.player), go=w.space(0)),
    "turn-skipped": lambda e, w: w.tr("ev.turn_skipped", player=w.player(e.player)),
    "final-rent": lambda e, w: w.tr(
        "ev.final_rent", player=w.player(e.player), space=w.space(e.space), amount=w.money(e.amount)
    ),
    "win-shared": lambda e, w: w.tr(
        "ev.win_shared", players=w.listing([w.player(p) for p in _items(e.players)]), cash=w.money(e.cash)
    ),
    "hidden": _hidden,
    "something-happened": lambda e, w: w.tr("ev.something_happened"),
    "cheats-revealed": lambda e, w: w.tr(
        "ev.cheats_revealed", cards=", ".join(w.quoted(w.cheat(c)) for c in _items(e.cards))
    ),
    "cheat-performed": lambda e, w: w.tr(
        "ev.cheat_performed", player=w.player(e.player), cheat=w.cheat_with_args(e.card, _items(e.args))
    ),
    "cheat-applied": lambda e, w: w.tr(
        "ev.cheat_applied", player=w.player(e.player), cheat=w.cheat(e.card), amount=f"{e.amount:+d}"
    ),
    "accused": lambda e, w: w.tr(
        "ev.accused", player=w.player(e.player), accused=w.player(e.accused), cheat=w.cheat(e.card)
    ),
    "accusation-upheld": lambda e, w: w.tr("ev.accusation_upheld", accused=w.player(e.accused), cheat=w.cheat(e.card)),
    "accusation-rejected": lambda e, w: w.tr(
        "ev.accusation_rejected", accused=w.player(e.accused), cheat=w.cheat(e.card)
    ),
    "cheat-revealed": _cheat_revealed,
    "cheat-rewarded": lambda e, w: w.tr(
        "ev.cheat_rewarded", player=w.player(e.player), cheat=w.cheat(e.card), amount=w.money(e.amount)
    ),
    "cheat-card-replaced": _cheat_card_replaced,
    "cheat-undone": lambda e, w: w.tr("ev.cheat_undone", player=w.player(e.player), cheat=w.cheat(e.card)),
    "cheat-penalty": _cheat_penalty,
    "token-shifted": lambda e, w: w.tr(
        "ev.token_shifted", player=w.player(e.player), start=w.space(e.start), end=w.space(e.end), index=e.end
    ),
    "hotel-shifted": lambda e, w: w.tr("ev.hotel_put" if e.hotel else "ev.hotel_taken", space=w.space(e.space)),
}

_SENTENCES.update({EVENT_TYPES[kind]: f for kind, f in CHEATERS_SENTENCES.items() if kind in EVENT_TYPES})

EVENT_SENTENCES = _SENTENCES  # for the catalog test: every event kind has its sentence
