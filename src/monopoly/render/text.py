"""One English sentence per event, with the edition's space names, deck names, card texts and currency.

    describe(event, game)                      # a Game (or RecordedGame.game)
    describe(event, (edition, player_names))   # no game at hand: an edition and the seat names

Every event kind of ``monopoly.core.events`` has its sentence; an event this module does not know yet
is described by its kind and fields, never with an error. Sentences are English whatever the edition's
language: only the names and card texts come from the edition (a cheat card by its English title).

A ``Hidden`` event (a cheat's own effects, seen only by the cheater) is described as ``Secret to NAME: ...``:
whoever prints it decides who may read it (``monopoly watch`` shows everything, ``--as SEAT`` only what
that seat sees).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from monopoly.core import BANK, EVENT_TYPES, Edition, Event, Game
from monopoly.core import events as ev
from monopoly.core.edition import BUS_TICKETS, GO_TO_JAIL, HOTEL, SKYSCRAPER

Context = Game | tuple[Edition, Sequence[str]]

CHEAT_PILE = "cheats"  # the deck id of the cheat cards' pile (``deck-shuffled``)

_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


class Names:
    """How players, spaces, decks, cards and amounts of money are written for one game."""

    __slots__ = ("edition", "players")

    def __init__(self, edition: Edition, players: Sequence[str]) -> None:
        self.edition = edition
        self.players = list(players)

    @classmethod
    def of(cls, where: Context | Names) -> Names:
        if isinstance(where, Names):
            return where
        game = getattr(where, "game", where)  # a RecordedGame carries its Game
        if isinstance(game, Game):
            return cls(game.edition, [p.name for p in game.state.players])
        edition, players = where
        return cls(edition, players)

    def player(self, seat: int) -> str:
        if seat == BANK:
            return "the bank"
        if 0 <= seat < len(self.players):
            return self.players[seat]
        return f"player {seat}"

    def space(self, index: int) -> str:
        spaces = self.edition.spaces
        return spaces[index].name if 0 <= index < len(spaces) else f"space {index}"

    def deck(self, deck_id: str) -> str:
        deck = self.edition.decks.get(deck_id)
        if deck is None and deck_id == CHEAT_PILE:
            return "Cheat"
        return deck.name if deck is not None else deck_id

    def card_text(self, deck_id: str, index: int) -> str:
        deck = self.edition.decks.get(deck_id)
        if deck is None or not 0 <= index < len(deck.cards):
            return f"card {index}"
        return deck.cards[index].text.strip().rstrip(".")

    def cheat(self, card_id: str) -> str:
        """A cheat card's English title (its id when the edition has no such card)."""
        for card in getattr(self.edition, "cheats", ()):
            if card.id == card_id:
                return card.title_en or card.title
        return card_id

    def cheat_args(self, card_id: str, args: Sequence[object]) -> str:
        """A cheat's arguments in words, by the kinds its card declares (amount, player, space, steps, deck)."""
        kinds = next((c.args for c in getattr(self.edition, "cheats", ()) if c.id == card_id), ())
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
                words.append(f"{value:+d} squares")
            elif kind == "deck":
                words.append(self.deck(str(value)))
            else:
                words.append(str(value))
        return ", ".join(words)

    def money(self, amount: int) -> str:
        """``€1,200``, ``$200``; a currency written as letters goes after: ``200 RUB``."""
        symbol = self.edition.currency
        if not symbol:
            return f"{amount:,}"
        if symbol.isalpha() and len(symbol) > 1:
            return f"{amount:,} {symbol}"
        return f"-{symbol}{-amount:,}" if amount < 0 else f"{symbol}{amount:,}"


def describe(event: Event, where: Context | Names) -> str:
    """One sentence, ending with a full stop, that says what ``event`` was."""
    names = Names.of(where)
    sentence = _SENTENCES.get(type(event))
    if sentence is None:
        return fallback(event, names)
    return sentence(event, names)


def fallback(event: Event, names: Names | None = None) -> str:
    """The sentence of an event kind this module has no words for: its kind and fields."""
    kind = getattr(event, "kind", "") or type(event).__name__
    if dataclasses.is_dataclass(event):
        fields = ", ".join(f"{f.name}={getattr(event, f.name)!r}" for f in dataclasses.fields(event))
        return f"{kind}: {fields}." if fields else f"{kind}."
    return f"{kind}."


def _dice(dice: Sequence[int]) -> str:
    if len(dice) == 1:
        return f"{dice[0]}"
    listed = ", ".join(str(d) for d in dice[:-1]) + f" and {dice[-1]}"
    return f"{listed} ({sum(dice)})"


def _buildings(level: int) -> str:
    if level >= SKYSCRAPER:
        return "a skyscraper"
    if level >= HOTEL:
        return "a hotel"
    if level == 0:
        return "no buildings"
    return f"{level} house" + ("" if level == 1 else "s")


def _card_sentence(text: str) -> str:
    return text if text.endswith(("!", "?")) else text + "."


def _moved(e: ev.Moved, n: Names) -> str:
    return f"{n.player(e.player)} moved from {n.space(e.start)} to {n.space(e.end)} ({e.end})."


def _card_drawn(e: ev.CardDrawn, n: Names) -> str:
    return f"{n.player(e.player)} drew {n.deck(e.deck)}: {_card_sentence(n.card_text(e.deck, e.card))}"


_MONEY_REASONS = {
    "card": "as the card says",
    "bail": "as bail to leave jail",
    "fine": "as the jail fine",
    "fee": "as mortgage interest",
    "repairs": "for repairs",
    "auction": "for the property won at auction",
    "gift": "as a birthday gift",
    "cheat": "by a cheat",
    "cheat-penalty": "as a cheat's penalty",
    "cheat-undo": "to undo a cheat",
    "false-accusation": "for a false accusation",
    "rent": "as rent",
}


def _money_paid(e: ev.MoneyPaid, n: Names) -> str:
    why = _MONEY_REASONS.get(e.reason, f"({e.reason})")
    if e.payer == BANK:
        return f"{n.player(e.payee)} collected {n.money(e.amount)} from the bank {why}."
    return f"{n.player(e.payer)} paid {n.money(e.amount)} to {n.player(e.payee)} {why}."


def _went_to_jail(e: ev.WentToJail, n: Names) -> str:
    if e.reason == "doubles":
        why = f"{_NUMBER_WORDS.get(n.edition.rules.max_doubles, n.edition.rules.max_doubles)} doubles"
    elif e.reason == "square":
        square = next((s.name for s in n.edition.spaces if s.kind == GO_TO_JAIL), "the go-to-jail square")
        why = f"landed on {square}"
    elif e.reason == "card":
        why = "sent by a card"
    elif e.reason == "cheat":
        why = "caught cheating"
    else:
        why = e.reason
    return f"{n.player(e.player)} went to jail ({why})."


_LEFT_JAIL = {
    "bail": "paying bail",
    "card": "using a get-out-of-jail-free card",
    "doubles": "rolling doubles",
    "fine": "paying the fine",
    "cheat": "a cheat",
}


def _built(e: ev.BuildingBuilt, n: Names) -> str:
    who, where, cost = n.player(e.player), n.space(e.space), n.money(e.cost)
    if e.level >= SKYSCRAPER:
        return f"{who} built a skyscraper on {where} for {cost} (a hotel went back to the bank)."
    if e.level >= HOTEL:
        return f"{who} built a hotel on {where} for {cost}."
    return f"{who} built a house on {where} for {cost} ({_buildings(e.level)})."


def _sold(e: ev.BuildingSold, n: Names) -> str:
    return (
        f"{n.player(e.player)} sold buildings on {n.space(e.space)} to the bank for {n.money(e.refund)} "
        f"({_buildings(e.level)} left)."
    )


def _side(spaces: Sequence[int], cash: int, cards: Sequence[tuple[str, int]], n: Names) -> str:
    parts = [n.space(s) for s in spaces]
    if cash:
        parts.append(n.money(cash))
    parts += [f"a {n.deck(deck)} card" for deck, _ in cards]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _trade_proposed(e: ev.TradeProposed, n: Names) -> str:
    give = _side(e.give_spaces, e.give_cash, e.give_cards, n)
    get = _side(e.get_spaces, e.get_cash, e.get_cards, n)
    return f"{n.player(e.player)} offered {n.player(e.partner)} {give} for {get}."


def _transferred(e: ev.PropertyTransferred, n: Names) -> str:
    if e.receiver == BANK:
        return f"{n.space(e.space)} went from {n.player(e.giver)} back to the bank."
    return f"{n.space(e.space)} passed from {n.player(e.giver)} to {n.player(e.receiver)}."


def _game_over(e: ev.GameOver, n: Names) -> str:
    if e.winner >= 0:
        return f"{n.player(e.winner)} won the game."
    if e.reason == "round-limit":
        return "The game ended in a draw at the round limit."
    return "The game ended without a winner."


_SPEED_FACES = {"bus": "the bus", "mr-monopoly": "Mr. Monopoly"}


def _speed(face: object) -> str:
    """The speed die's part of a roll sentence ("" when it was not rolled)."""
    if not face:
        return ""
    return f", speed die {_SPEED_FACES.get(str(face), str(face))}"


def _utility_dice(e: ev.UtilityDiceRolled, n: Names) -> str:
    return f"{n.player(e.player)} rolled {_dice(e.dice)}{_speed(e.speed)} for the utility rent."


def is_triple(e: ev.DiceRolled) -> bool:
    """Whether the roll is a triple: the speed die shows the number both white dice show."""
    return len(e.dice) == 2 and str(e.speed) in ("1", "2", "3") and e.dice[0] == e.dice[1] == int(e.speed)


def _dice_rolled(e: ev.DiceRolled, n: Names) -> str:
    tail = ", a triple" if is_triple(e) else ", doubles" if e.doubles else ""
    return f"{n.player(e.player)} rolled {_dice(e.dice)}{_speed(e.speed)}{tail}."


def _mr_monopoly(e: ev.MrMonopolyMoved, n: Names) -> str:
    if e.space < 0:
        return f"Mr. Monopoly: no property to go on to, {n.player(e.player)} stays."
    return f"Mr. Monopoly sends {n.player(e.player)} on to {n.space(e.space)}."


# --- Monopoly Mega ---------------------------------------------------------------------------------------


def _building_kind(e: ev.BuildingAuctionStarted | ev.BuildingAuctionWon) -> str:
    return "skyscraper" if e.skyscraper else "hotel" if e.hotel else "house"


def _building_auction(e: ev.BuildingAuctionStarted, n: Names) -> str:
    return (
        f"{n.player(e.requester)} wants to build on {n.space(e.space)}, but others want the bank's last "
        f"{_building_kind(e)}s too: one goes to auction, bids from {n.money(e.opening_bid)}."
    )


def _building_auction_won(e: ev.BuildingAuctionWon, n: Names) -> str:
    return f"{n.player(e.player)} won a {_building_kind(e)} at auction for {n.money(e.amount)}."


def expires_others(edition: Edition, card: int) -> bool:
    """Whether bus ticket ``card`` (an index into the edition's bus-tickets deck) makes the others expire."""
    deck = edition.decks.get(BUS_TICKETS)
    return deck is not None and 0 <= card < len(deck.cards) and deck.cards[card].effect.expire_others


def _ticket_drawn(e: ev.BusTicketDrawn, n: Names) -> str:
    if expires_others(n.edition, e.card):
        return f"{n.player(e.player)} took a bus ticket that makes every other ticket expire."
    return f"{n.player(e.player)} took a bus ticket."


def _tickets_expired(e: ev.BusTicketsExpired, n: Names) -> str:
    losses = [f"{n.player(seat)} loses {count}" for seat, count in enumerate(e.expired) if count]
    if not losses:
        return "No other bus ticket was held: none expires."
    listed = losses[0] if len(losses) == 1 else ", ".join(losses[:-1]) + " and " + losses[-1]
    return f"Every other bus ticket expires: {listed}."


def _bus_step(e: ev.BusStep, n: Names) -> str:
    if e.space < 0:
        return f"The bus: {n.player(e.player)} takes a bus ticket."
    return f"The bus: no tickets are left, so {n.player(e.player)} goes on to {n.space(e.space)}."


def _auction_square_moved(e: ev.AuctionSquareMoved, n: Names) -> str:
    who = n.player(e.player)
    if e.space < 0:
        return f"Every property is owned, and none would charge {who} rent: {who} stays."
    return (
        f"Every property is owned: {who} stops at {n.space(e.space)}, the costliest rent for them ({n.money(e.rent)})."
    )


def _gift(e: ev.GiftChosen, n: Names) -> str:
    if e.choice == "ticket":
        return f"{n.player(e.player)} takes a bus ticket as the birthday gift."
    return f"{n.player(e.player)} takes the birthday gift in cash."


_SENTENCES: dict[type, Callable[..., str]] = {
    ev.DeckShuffled: lambda e, n: f"The {n.deck(e.deck)} deck was shuffled.",
    ev.OrderRolled: lambda e, n: f"{n.player(e.player)} rolled {_dice(e.dice)} to decide who starts.",
    ev.TurnStarted: lambda e, n: f"{n.player(e.player)}'s turn.",
    ev.DiceRolled: _dice_rolled,
    ev.Moved: _moved,
    ev.SalaryCollected: lambda e, n: f"{n.player(e.player)} passed {n.space(0)} and collected {n.money(e.amount)}.",
    ev.PropertyOffered: lambda e, n: (
        f"{n.space(e.space)} is for sale at {n.money(n.edition.spaces[e.space].price)}: "
        f"{n.player(e.player)} may buy it."
    ),
    ev.PropertyBought: lambda e, n: f"{n.player(e.player)} bought {n.space(e.space)} for {n.money(e.price)}.",
    ev.AuctionStarted: lambda e, n: f"{n.space(e.space)} goes to auction, bids from {n.money(e.opening_bid)}.",
    ev.BidPlaced: lambda e, n: f"{n.player(e.player)} bid {n.money(e.amount)}.",
    ev.BidderPassed: lambda e, n: f"{n.player(e.player)} passed.",
    ev.AuctionWon: lambda e, n: f"{n.player(e.player)} won the auction of {n.space(e.space)} for {n.money(e.amount)}.",
    ev.AuctionUnsold: lambda e, n: f"Nobody bid: {n.space(e.space)} stays with the bank.",
    ev.BuildingAuctionStarted: _building_auction,
    ev.BuildingAuctionWon: _building_auction_won,
    ev.RentPaid: lambda e, n: (
        f"{n.player(e.payer)} paid {n.money(e.amount)} rent to {n.player(e.owner)} for {n.space(e.space)}."
    ),
    ev.RentDue: lambda e, n: (
        f"{n.player(e.payer)} owes {n.player(e.owner)} rent for {n.space(e.space)}, "
        "if it is claimed before the next roll."
    ),
    ev.RentClaimed: lambda e, n: (
        f"{n.player(e.owner)} claimed {n.money(e.amount)} rent from {n.player(e.payer)} for {n.space(e.space)}."
    ),
    ev.RentForfeited: lambda e, n: (
        f"{n.player(e.owner)} did not claim the rent from {n.player(e.payer)} for {n.space(e.space)}: it is lost."
    ),
    ev.UtilityDiceRolled: _utility_dice,
    ev.TaxPaid: lambda e, n: f"{n.player(e.player)} paid {n.money(e.amount)} for {n.space(e.space)}.",
    ev.CardDrawn: _card_drawn,
    ev.CardKept: lambda e, n: f"{n.player(e.player)} kept the {n.deck(e.deck)} card for later.",
    ev.CardReturned: lambda e, n: f"{n.player(e.player)} put the {n.deck(e.deck)} card back at the bottom of its deck.",
    ev.MoneyPaid: _money_paid,
    ev.WentToJail: _went_to_jail,
    ev.JailTryFailed: lambda e, n: (
        f"{n.player(e.player)} stays in jail: no doubles (try {e.tries} of {n.edition.rules.max_jail_tries})."
    ),
    ev.LeftJail: lambda e, n: f"{n.player(e.player)} left jail by {_LEFT_JAIL.get(e.how, e.how)}.",
    ev.BuildingBuilt: _built,
    ev.BuildingSold: _sold,
    ev.PropertyMortgaged: lambda e, n: f"{n.player(e.player)} mortgaged {n.space(e.space)} for {n.money(e.amount)}.",
    ev.PropertyUnmortgaged: lambda e, n: (
        f"{n.player(e.player)} lifted the mortgage on {n.space(e.space)} for {n.money(e.cost)}."
    ),
    ev.MortgageKept: lambda e, n: (
        f"{n.player(e.player)} kept the mortgage on {n.space(e.space)} (interest {n.money(e.interest)})."
    ),
    ev.TradeProposed: _trade_proposed,
    ev.TradeAccepted: lambda e, n: f"{n.player(e.partner)} accepted {n.player(e.player)}'s trade.",
    ev.TradeRejected: lambda e, n: f"{n.player(e.partner)} rejected {n.player(e.player)}'s trade.",
    ev.PropertyTransferred: _transferred,
    ev.CardTransferred: lambda e, n: f"{n.player(e.giver)}'s {n.deck(e.deck)} card passed to {n.player(e.receiver)}.",
    ev.CashTransferred: lambda e, n: f"{n.player(e.giver)} handed {n.money(e.amount)} to {n.player(e.receiver)}.",
    ev.DebtIncurred: lambda e, n: (
        f"{n.player(e.player)} owes {n.money(e.amount)} to {n.player(e.creditor)} "
        "and must raise the money or go bankrupt."
    ),
    ev.DebtPaid: lambda e, n: (
        f"{n.player(e.player)}'s debt of {n.money(e.amount)} to {n.player(e.creditor)} is settled."
    ),
    ev.WentBankrupt: lambda e, n: f"{n.player(e.player)} went bankrupt to {n.player(e.creditor)}.",
    ev.TurnEnded: lambda e, n: f"{n.player(e.player)} ended the turn.",
    ev.GameOver: _game_over,
    ev.DieChosen: lambda e, n: f"{n.player(e.player)} takes the bus: {e.steps} squares.",
    ev.SquareChosen: lambda e, n: f"{n.player(e.player)} rolled a triple and goes to {n.space(e.space)}.",
    ev.MrMonopolyMoved: _mr_monopoly,
    ev.BusTicketDrawn: _ticket_drawn,
    ev.BusTicketsExpired: _tickets_expired,
    ev.BusTicketUsed: lambda e, n: (
        f"{n.player(e.player)} used a bus ticket and rode from {n.space(e.start)} to {n.space(e.end)} ({e.end})."
    ),
    ev.BusStep: _bus_step,
    ev.AuctionSquareChosen: lambda e, n: f"{n.player(e.player)} chose {n.space(e.space)}: it goes to auction.",
    ev.AuctionSquareMoved: _auction_square_moved,
    ev.GiftChosen: _gift,
    ev.DepotBuilt: lambda e, n: (
        f"{n.player(e.player)} built a railroad depot at {n.space(e.space)} for {n.money(e.cost)}."
    ),
    ev.DepotSold: lambda e, n: (
        f"{n.player(e.player)} sold the depot at {n.space(e.space)} to the bank for {n.money(e.amount)}."
    ),
}


# --- cheaters (``cheaters-ru``): the cheat cards' protocol and the edition's own rules --------------------------


def _items(value: object) -> tuple:
    """A tuple field as a tuple (a lone value as a tuple of one)."""
    return tuple(value) if isinstance(value, tuple | list) else (value,)


def _hidden(e: Event, n: Names) -> str:
    seats = ", ".join(n.player(s) for s in _items(e.seats))  # type: ignore[attr-defined]
    return f"Secret to {seats}: {describe(e.event, n)}"  # type: ignore[attr-defined]


def _with_args(n: Names, card: str, args: Sequence[object]) -> str:
    words = n.cheat_args(card, _items(args))
    return f"{n.cheat(card)} ({words})" if words else n.cheat(card)


def _cheat_revealed(e: Event, n: Names) -> str:
    if _items(e.effect) == (("unused",),):  # type: ignore[attr-defined]
        return f"{n.player(e.player)}'s cheat «{n.cheat(e.card)}» was never used: it is void."  # type: ignore[attr-defined]
    return f"{n.player(e.player)} revealed a cheat: {_with_args(n, e.card, e.args)}."  # type: ignore[attr-defined]


def _cheat_card_replaced(e: Event, n: Names) -> str:
    old = n.cheat(e.old)  # type: ignore[attr-defined]
    if not e.new:  # type: ignore[attr-defined]
        return f"The cheat card «{old}» went under the pile; none was left to turn up."
    return f"The cheat card «{old}» went under the pile; «{n.cheat(e.new)}» was turned face up."  # type: ignore[attr-defined]


def _cheat_penalty(e: Event, n: Names) -> str:
    who, card = n.player(e.player), n.cheat(e.card)  # type: ignore[attr-defined]
    parts = []
    if e.amount:  # type: ignore[attr-defined]
        parts.append(f"paid {n.money(e.amount)} to {n.player(e.payee)}")  # type: ignore[attr-defined]
    if e.jail:  # type: ignore[attr-defined]
        parts.append("went to jail")
    return f"{who} {' and '.join(parts) or 'got off'} as the penalty for «{card}»."


def _card_played(e: Event, n: Names) -> str:
    parts = []
    if e.target >= 0:  # type: ignore[attr-defined]
        parts.append(n.player(e.target))  # type: ignore[attr-defined]
    for space in (e.space, e.to_space):  # type: ignore[attr-defined]
        if space >= 0:
            parts.append(n.space(space))
    on = f" ({', '.join(parts)})" if parts else ""
    text = _card_sentence(n.card_text(e.deck, e.card))  # type: ignore[attr-defined]
    return f"{n.player(e.player)} played a {n.deck(e.deck)} card{on}: {text}"  # type: ignore[attr-defined]


def _listing(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1] if parts else "nobody"


CHEATERS_SENTENCES: dict[str, Callable[..., str]] = {
    "handcuff-passed": lambda e, n: (
        f"{n.player(e.prisoner)} took the handcuff: {n.player(e.released)} was freed and stays as a visitor."
    ),
    "card-played": _card_played,
    "rent-reduced": lambda e, n: (
        f"A card cut the rent {n.player(e.payer)} owes {n.player(e.owner)} for {n.space(e.space)} "
        f"from {n.money(e.rent)} to {n.money(e.amount)}."
    ),
    "property-sold": lambda e, n: f"{n.player(e.player)} sold {n.space(e.space)} to the bank for {n.money(e.amount)}.",
    "hotel-moved": lambda e, n: f"{n.player(e.player)} moved the hotel of {n.space(e.start)} to {n.space(e.end)}.",
    "end-phase-started": lambda e, n: f"Every street is owned: whoever reaches {n.space(0)} now stops there.",
    "came-home": lambda e, n: f"{n.player(e.player)} is home on {n.space(0)}.",
    "turn-skipped": lambda e, n: f"{n.player(e.player)} is home: the turn was skipped.",
    "final-rent": lambda e, n: f"The bank paid {n.player(e.player)} {n.money(e.amount)} rent for {n.space(e.space)}.",
    "win-shared": lambda e, n: (
        f"{_listing([n.player(p) for p in _items(e.players)])} shared the win with {n.money(e.cash)} each."
    ),
    "hidden": _hidden,
    "something-happened": lambda e, n: "Something happened.",
    "cheats-revealed": lambda e, n: (
        "Cheat cards face up: " + ", ".join(f"«{n.cheat(c)}»" for c in _items(e.cards)) + "."
    ),
    "cheat-performed": lambda e, n: f"{n.player(e.player)} secretly cheated: {_with_args(n, e.card, e.args)}.",
    "cheat-applied": lambda e, n: f"{n.player(e.player)}'s cheat «{n.cheat(e.card)}» took effect ({e.amount:+d}).",
    "accused": lambda e, n: f"{n.player(e.player)} shouted «Афёра!» at {n.player(e.accused)}: «{n.cheat(e.card)}».",
    "accusation-upheld": lambda e, n: f"Right: {n.player(e.accused)} did cheat with «{n.cheat(e.card)}».",
    "accusation-rejected": lambda e, n: f"Wrong: {n.player(e.accused)} did not cheat with «{n.cheat(e.card)}».",
    "cheat-revealed": _cheat_revealed,
    "cheat-rewarded": lambda e, n: (
        f"{n.player(e.player)} got away with «{n.cheat(e.card)}» and collects {n.money(e.amount)} from the bank."
    ),
    "cheat-card-replaced": _cheat_card_replaced,
    "cheat-undone": lambda e, n: f"{n.player(e.player)}'s cheat «{n.cheat(e.card)}» was undone.",
    "cheat-penalty": _cheat_penalty,
    "token-shifted": lambda e, n: (
        f"{n.player(e.player)}'s token was put from {n.space(e.start)} on {n.space(e.end)} ({e.end})."
    ),
    "hotel-shifted": lambda e, n: (
        f"A hotel was put on {n.space(e.space)}." if e.hotel else f"The hotel was taken off {n.space(e.space)}."
    ),
}

_SENTENCES.update({EVENT_TYPES[kind]: f for kind, f in CHEATERS_SENTENCES.items() if kind in EVENT_TYPES})
