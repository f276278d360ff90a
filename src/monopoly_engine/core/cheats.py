"""Cheaters («Афёра»): the cheat cards and the hidden-action protocol (docs/cheaters-ru-design.md, sections 4, 6).

Switched on by the rule option ``cheats``. At the start the edition's cheat cards are shuffled and the top
``face_up_cheats`` are turned face up; the rest is the hidden pile. Any player still in may, at any decision,
``Cheat``: secretly do what a face-up card says. The system applies it, records it as *pending* with exactly what
it changed, and tells nobody (its events are ``Hidden`` to the cheater; a public ``something-happened`` marker
when ``cheat_marker`` is on). Four cards (``ARMED``) change nothing at once: they arm a modifier that the next
matching payment, purchase or move consumes. Any other player may ``Accuse`` a player of a card: right, the
cheat is revealed, undone and penalised; wrong, the accuser pays the accused ``false_accusation_fee``. The
*window* of a pending cheat closes at the first roll of any later turn: it is revealed, its reward paid by the
bank, and its card (still face up) goes under the pile while the top one is turned up. An armed cheat never
consumed is void at the close (revealed as unused, no reward, the card stays).

The engine calls in here through the hooks of ``MODULE`` (core/rule_module.py), composed only into the games
of editions with the option, so other editions pay nothing: ``setup`` (``Game.new``), ``free_actions``,
``close_windows`` (a roll), ``dice_steps`` (a dice move), ``salary_collected``, ``adjusted_debt`` (a payment to
a player, ``money.charge``), ``purchase_price`` (a purchase from the bank).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import Accuse, Action, Cheat
from .bank import bank_pays
from .decisions import AuctionDecision, BuyDecision, Debt, TradeDecision
from .edition import CARD_SPACE_KINDS, GET_OUT_OF_JAIL_FREE, HOTEL, STREET, CheatCard
from .errors import GameSetupError
from .events import (
    BANK,
    AccusationRejected,
    AccusationUpheld,
    Accused,
    CardDrawn,
    CardKept,
    CardReturned,
    CheatApplied,
    CheatCardReplaced,
    CheatPenalty,
    CheatPerformed,
    CheatRevealed,
    CheatRewarded,
    CheatsRevealed,
    CheatUndone,
    DeckShuffled,
    Hidden,
    HotelShifted,
    LeftJail,
    MoneyPaid,
    PropertyTransferred,
    SomethingHappened,
    TokenShifted,
)
from .held_cards import bank_hotels_free
from .money import charge, charge_all, transfer
from .refusals import Reason, space_refusal
from .rent import nominal_value, standing_rent
from .rule_module import ActionRule, RuleModule

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game

PILE = "cheats"  # the deck id of the cheat pile in ``deck-shuffled``
EXTRA_SALARY = 100  # what ``extra-salary`` takes when its card names no amount
ARMED = ("extra-steps", "short-change", "overcharge", "cheap-buy")
UNUSED: tuple[tuple[int | str, ...], ...] = (("unused",),)
# Debts a cheat itself causes: never shortened by ``short-change``.
CHEAT_DEBTS = ("cheat-undo", "cheat-penalty")


class Pending:
    """One cheat attempt in its open window. ``applied``: what it changed, as ``(what, *values)`` tuples
    (empty while an armed cheat waits); the undo and the reveal read it."""

    __slots__ = ("applied", "args", "armed", "card", "player", "seq", "turn")

    def __init__(
        self, seq: int, player: int, card: str, args: tuple[int | str, ...], turn: int, armed: bool,
        applied: tuple[tuple[int | str, ...], ...],
    ) -> None:  # fmt: skip
        self.seq = seq
        self.player = player
        self.card = card
        self.args = args
        self.turn = turn  # the turn counter when it was made: the window closes at a roll of a later turn
        self.armed = armed
        self.applied = applied

    def copy(self) -> Pending:
        return Pending(self.seq, self.player, self.card, self.args, self.turn, self.armed, self.applied)

    def picture(self) -> tuple[Any, ...]:
        return (self.seq, self.player, self.card, self.args, self.turn, self.armed, self.applied)

    def __repr__(self) -> str:
        return f"Pending{self.picture()!r}"


class CheatState:
    """The cheat cards' state: ``face_up`` (public), the pile (hidden order), the pending attempts (hidden)."""

    __slots__ = ("face_up", "markers", "open_markers", "pending", "pile", "salaries", "salary", "seq")

    def __init__(self, face_up: list[str], pile: deque[str]) -> None:
        self.face_up = face_up
        self.pile = pile  # card ids, top first
        self.pending: list[Pending] = []
        self.seq = 0  # the next attempt's number
        self.markers = 0  # public "something happened" markers so far
        self.open_markers: list[int] = []  # turn counters of the markers whose window is still open (public)
        self.salaries = 0  # salaries collected so far (``extra-salary`` rides on the last one)
        self.salary: tuple[int, int, int] = (-1, -1, 0)  # the last salary: (player, turn counter, its number)

    def copy(self) -> CheatState:
        twin = CheatState(self.face_up[:], deque(self.pile))  # through __init__: mypyc's classes have no bare __new__
        twin.pending = [p.copy() for p in self.pending]
        twin.seq = self.seq
        twin.markers = self.markers
        twin.open_markers = self.open_markers[:]
        twin.salaries = self.salaries
        twin.salary = self.salary
        return twin

    def snapshot(self) -> tuple[Any, ...]:
        return (
            tuple(self.face_up), tuple(self.pile), tuple(p.picture() for p in self.pending), self.seq,
            self.markers, tuple(self.open_markers), self.salaries, self.salary,
        )  # fmt: skip


def _cheats(g: Game) -> CheatState:
    """The cheat cards' state of a game played with them (every caller here runs only in such a game)."""
    cs = g.state.cheats
    assert cs is not None
    return cs


# --- setup ----------------------------------------------------------------------------------------------


def setup(g: Game, shuffle: bool = True) -> None:
    """Shuffle the edition's cheat cards (a seeded ``deck-shuffled``) and turn up the top ``face_up_cheats``."""
    cards = g.edition.cheats
    if not cards:
        raise GameSetupError(f"the cheats rule needs cheat cards, and {g.edition.id} has none")
    order = g.rng.shuffle(len(cards)) if shuffle else list(range(len(cards)))
    if shuffle:
        g.events.append(DeckShuffled(PILE, tuple(order)))
    pile = deque(cards[i].id for i in order)
    face_up = [pile.popleft() for _ in range(min(g.rules.face_up_cheats, len(pile)))]
    g.state.cheats = CheatState(face_up, pile)
    g.events.append(CheatsRevealed(tuple(face_up)))


def arrange(g: Game, face_up: list[str] | None, pile_top: list[str]) -> None:
    """Scenario setup: these cards face up (default: as dealt), then the pile with ``pile_top`` first and the
    remaining cards in edition order. Raises ``KeyError`` naming an unknown card."""
    cs = _cheats(g)
    cards = g.edition.cheat_ids
    for card in [*(face_up or []), *pile_top]:
        if card not in cards:
            shown = card if len(card) <= 40 else card[:40] + "..."  # a scenario's text: quoted as an excerpt
            raise KeyError(f"no cheat card {shown!r} (cards: {', '.join(cards)})")
    if face_up is not None:
        cs.face_up = list(face_up)
    rest = [c for c in cards if c not in cs.face_up and c not in pile_top]
    cs.pile = deque([c for c in pile_top if c not in cs.face_up] + rest)


# --- refusals -------------------------------------------------------------------------------------------


def cheat_refusal(g: Game, action: Cheat) -> Reason | None:
    """Why ``action`` may not be done now (None: it may). Only the actor ever sees the reason."""
    cs = g.state.cheats
    if cs is None:
        return "cheating is not part of this game"
    card = g.edition.cheat(action.card) if isinstance(action.card, str) else None
    if card is None:
        return f"there is no cheat card {action.card!r}"
    if action.card not in cs.face_up:
        return f"{card.title_en} ({card.id}) is not face up"
    player = action.player
    for p in cs.pending:
        if p.player == player and p.card == card.id:
            return f"you already have a pending {card.id} attempt"
    args = action.args
    if not isinstance(args, tuple) or len(args) != len(card.args):
        return f"{card.id} takes {len(card.args)} argument(s): {' '.join(card.args) or 'none'}"
    for kind, value in zip(card.args, args, strict=True):
        reason = _arg_refusal(g, card, player, kind, value)
        if reason:
            return reason
    reason = _who_refusal(g, card, player)
    if reason:
        return reason
    return _CHEATS[card.action][0](g, player, card, args)


def accuse_refusal(g: Game, action: Accuse) -> Reason | None:
    cs = g.state.cheats
    if cs is None:
        return "cheating is not part of this game"
    accused = action.accused
    players = g.state.players
    if not isinstance(accused, int) or isinstance(accused, bool) or not 0 <= accused < len(players):
        return f"there is no player {accused!r}"
    if accused == action.player:
        return "you cannot accuse yourself"
    if players[accused].bankrupt:
        return f"{players[accused].name} is out of the game"
    if not isinstance(action.card, str) or g.edition.cheat(action.card) is None:
        return f"there is no cheat card {action.card!r}"
    return None


def _arg_refusal(g: Game, card: CheatCard, player: int, kind: str, value: object) -> Reason | None:
    if kind == "deck":
        if not isinstance(value, str) or value not in g.edition.decks or value not in CARD_SPACE_KINDS:
            return f"there is no deck {value!r} to take a card from"
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        return f"{card.id}: {kind} must be a whole number, not {value!r}"
    if kind == "amount":
        if value < card.step or value > card.max or value % card.step:
            return f"{card.id}: the amount is a multiple of {card.step} from {card.step} to {card.max}"
    elif kind == "steps":
        if value not in card.choices:
            return f"{card.id}: the steps are one of {', '.join(map(str, card.choices))}"
    elif kind == "player":
        players = g.state.players
        if not 0 <= value < len(players) or players[value].bankrupt:
            return f"there is no player {value!r} in the game"
        if value == player:
            return f"{card.id} names another player"
    elif kind == "space":
        return space_refusal(g, value)
    return None


def _who_refusal(g: Game, card: CheatCard, player: int) -> Reason | None:
    state = g.state
    who = card.who
    if who == "current-player" and state.current != player:
        return f"{card.id} is only for the player whose turn it is"
    if who == "own-turn":
        if state.current != player:
            return f"{card.id} is done during your own turn"
        if not state.roll_due:
            return f"{card.id} is done before a roll"
    if who == "prisoner" and not state.players[player].in_jail:
        return "you are not in jail"
    return None


def _amount_of_victim(g: Game, victim: int, amount: int) -> Reason | None:
    cash = g.state.players[victim].cash
    if amount > cash:
        return f"{g.state.players[victim].name} has only {cash}"
    return None


def _in_decision(g: Game, space: int) -> bool:
    """Whether ``space`` is being bought, auctioned or traded right now."""
    for d in g.state.stack:
        if type(d) is BuyDecision and d.space == space:
            return True
        if isinstance(d, AuctionDecision) and (d.space == space or space in d.queue):
            return True
        if type(d) is TradeDecision and (space in d.give_spaces or space in d.get_spaces):
            return True
    return False


def _no_check(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    return None


def _check_pickpocket(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    return _amount_of_victim(g, args[0], args[1])


def _check_extra_salary(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    cs = _cheats(g)
    who, turn, _ = cs.salary
    if who != player or turn != g.state.turns:
        return "you have not collected a salary this turn"
    return None


def _check_extra_steps(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    if g.state.players[player].in_jail:
        return "a prisoner's roll is not a move"
    return None


def _check_wrong_token(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    victim, steps = args
    p = g.state.players[victim]
    if p.in_jail:
        return f"{p.name} is in jail"
    if getattr(p, "home", False):
        return f"{p.name} is home on GO"
    if p.position + steps >= g.edition.size:
        return "the token would reach GO"
    return None


def _open_claim(g: Game) -> tuple[int, int, int, int] | None:
    """The latest open rent claim as ``(payer, owner, space, rent)``, if its rent is more than nothing."""
    claims = g.state.claims
    if not claims:
        return None
    payer, owner, space, rent_multiplier = claims[-1][:4]
    if g.state.owner[space] != owner or g.state.mortgaged[space]:
        return None
    amount = standing_rent(g, space, owner) * max(rent_multiplier, 1)
    return (payer, owner, space, amount) if amount > 0 else None


def _check_foreign_rent(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    claim = _open_claim(g)
    if claim is None:
        return "no rent is waiting to be claimed"
    payer, owner, _, amount = claim
    if player in (payer, owner):
        return "the rent is between you and another player: claim it or pay it"
    # Once per claim for each cheater (one pending attempt per card); whether another player took it too is
    # not asked: the answer would tell this player of someone else's hidden cheat.
    return _amount_of_victim(g, payer, amount)


def _check_remove_hotel(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    space = args[0]
    if g.state.level[space] != HOTEL:
        return f"{g.edition.spaces[space].name} has no hotel"
    if g.state.owner[space] == player:
        return "the hotel is yours"
    return None


def _own_free_street(g: Game, player: int, space: int) -> Reason | None:
    sp = g.edition.spaces[space]
    if sp.kind != STREET or g.state.owner[space] != player:
        return f"{sp.name} is not your street"
    if g.state.level[space]:
        return f"{sp.name} has a building already"
    return None


def _check_place_hotel(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    reason = _own_free_street(g, player, args[0])
    if reason:
        return reason
    if bank_hotels_free(g) <= 0:
        return "the bank has no hotels left" if g.state.bank_hotels <= 0 else "the bank's last hotel is being auctioned"
    return None


def _check_move_hotel(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    return _check_remove_hotel(g, player, card, args[:1]) or _own_free_street(g, player, args[1])


def _check_steal_deed(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    space = args[0]
    sp = g.edition.spaces[space]
    if sp.kind != STREET or not sp.is_property:
        return f"{sp.name} is not a street"
    if g.state.owner[space] == player:
        return f"{sp.name} is yours already"
    if _in_decision(g, space):
        return f"{sp.name} is being bought, auctioned or traded now"
    return None


def _check_extra_card(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Reason | None:
    deck = args[0]
    p = g.state.players[player]
    if p.in_jail:
        return "a prisoner cannot take cards"
    if any(d == deck for d, _ in p.cards):
        return f"you hold a {deck} card already"
    if not g.state.decks.get(deck):
        return f"the {deck} deck is empty"
    return None


# --- effects: each returns what it changed (``applied``), or None for an armed cheat -----------------------

Applied = tuple[tuple[int | str, ...], ...]


def _armed(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied | None:
    return None


def _take(g: Game, payer: int, payee: int, amount: int, reason: str = "cheat") -> tuple[int | str, ...]:
    transfer(g, payer, payee, amount)
    g.events.append(MoneyPaid(payer, payee, amount, reason))
    return ("cash", payer, payee, amount)


def _steal_from_bank(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    return (_take(g, BANK, player, args[0]),)


def _pickpocket(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    return (_take(g, args[0], player, args[1]),)


def _extra_salary(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    number = _cheats(g).salary[2]
    return (_take(g, BANK, player, card.max or EXTRA_SALARY), ("salary", number))


def _wrong_token(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    victim, steps = args
    p = g.state.players[victim]
    start = p.position
    p.position = start + steps
    g.events.append(TokenShifted(victim, start, p.position))
    return (("token", victim, start, p.position),)


def _foreign_rent(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    claim = _open_claim(g)
    assert claim is not None  # the check found it
    payer, owner, space, amount = claim
    return (_take(g, payer, player, amount, "rent"), ("claim", g.state.rolls, payer, owner, space))


def _set_hotel(g: Game, space: int, hotel: bool) -> None:
    state = g.state
    state.level[space] = HOTEL if hotel else 0
    state.building_version += 1
    state.group_version[g.edition.group_head[space]] += 1
    if state.owner[space] >= 0:
        state.players[state.owner[space]].holdings_version += 1
    state.bank_hotels += -1 if hotel else 1
    g.events.append(HotelShifted(space, hotel))


def _remove_hotel(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    _set_hotel(g, args[0], False)
    return (("hotel-off", args[0]),)


def _place_hotel(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    _set_hotel(g, args[0], True)
    return (("hotel-on", args[0]),)


def _move_hotel(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    _set_hotel(g, args[0], False)
    _set_hotel(g, args[1], True)
    return (("hotel-moved", args[0], args[1]),)


def _steal_deed(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    space = args[0]
    was = g.state.owner[space]
    g.state.owner[space] = player
    g.state.owner_version += 1
    g.state.group_version[g.edition.group_head[space]] += 1
    if was >= 0:
        g.state.players[was].holdings_version += 1
    g.state.players[player].holdings_version += 1
    g.events.append(PropertyTransferred(space, was, player))
    return (("deed", space, was),)


def _jailbreak(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    state = g.state
    p = state.players[player]
    tries = p.jail_tries
    p.in_jail = False
    p.jail_tries = 0  # the handcuff is off: nobody wears it until the next prisoner
    g.events.append(LeftJail(player, "cheat"))
    return (("jail", player, tries),)


def _extra_card(g: Game, player: int, card: CheatCard, args: tuple[Any, ...]) -> Applied:
    deck_id = args[0]
    state = g.state
    index = state.decks[deck_id].popleft()
    drawn = g.edition.decks[deck_id].cards[index]
    g.events.append(CardDrawn(player, deck_id, index))
    kept = drawn.effect.type == GET_OUT_OF_JAIL_FREE or getattr(drawn, "keep", False)
    if kept:
        state.players[player].cards.append((deck_id, index))
        g.events.append(CardKept(player, deck_id, index))
    else:  # an immediate card goes under the deck unplayed
        state.decks[deck_id].append(index)
    return (("card", deck_id, index, int(kept)),)


_Check = Callable[["Game", int, CheatCard, tuple[Any, ...]], "Reason | None"]
_Apply = Callable[["Game", int, CheatCard, tuple[Any, ...]], "Applied | None"]
_CHEATS: dict[str, tuple[_Check, _Apply]] = {
    "steal-from-bank": (_no_check, _steal_from_bank),
    "pickpocket": (_check_pickpocket, _pickpocket),
    "extra-salary": (_check_extra_salary, _extra_salary),
    "extra-steps": (_check_extra_steps, _armed),
    "wrong-token": (_check_wrong_token, _wrong_token),
    "short-change": (_no_check, _armed),
    "overcharge": (_no_check, _armed),
    "foreign-rent": (_check_foreign_rent, _foreign_rent),
    "remove-hotel": (_check_remove_hotel, _remove_hotel),
    "place-hotel": (_check_place_hotel, _place_hotel),
    "move-hotel": (_check_move_hotel, _move_hotel),
    "steal-deed": (_check_steal_deed, _steal_deed),
    "jailbreak": (_no_check, _jailbreak),
    "extra-card": (_check_extra_card, _extra_card),
    "cheap-buy": (_no_check, _armed),
}


# --- the actions ------------------------------------------------------------------------------------------


def _hide(g: Game, seat: int, start: int) -> None:
    """Wrap the events from ``start`` on as seen by ``seat`` alone."""
    events = g.events
    seats = (seat,)
    events[start:] = [Hidden(seats, e) for e in events[start:]]


def cheat(g: Game, action: Cheat) -> None:
    state = g.state
    cs = _cheats(g)
    card = g.edition.cheat_ids[action.card]
    player = action.player
    events = g.events
    if g.rules.cheat_marker:
        cs.markers += 1
        cs.open_markers.append(state.turns)
        events.append(SomethingHappened(cs.markers))
    start = len(events)
    events.append(CheatPerformed(player, card.id, action.args))
    applied = _CHEATS[card.action][1](g, player, card, action.args)
    cs.pending.append(Pending(cs.seq, player, card.id, action.args, state.turns, applied is None, applied or ()))
    cs.seq += 1
    _hide(g, player, start)


def accuse(g: Game, action: Accuse) -> None:
    cs = _cheats(g)
    accused = action.accused
    caught = next((p for p in cs.pending if p.player == accused and p.card == action.card), None)
    g.events.append(Accused(action.player, accused, action.card))
    if caught is None:
        g.events.append(AccusationRejected(action.player, accused, action.card))
        fee = g.rules.false_accusation_fee
        if fee:
            charge(g, Debt(action.player, accused, fee, "false-accusation"))
        return
    cs.pending.remove(caught)
    g.events.append(AccusationUpheld(action.player, accused, action.card))
    _punish(g, caught)
    _replace(g, caught.card)


def _punish(g: Game, caught: Pending) -> None:
    """Reveal a caught attempt, undo what it did (or charge its value), then the card's penalty."""
    state = g.state
    card = g.edition.cheat_ids[caught.card]
    cheater = caught.player
    events = g.events
    applied = UNUSED if caught.armed else caught.applied
    events.append(CheatRevealed(cheater, caught.card, caught.args, applied))
    debts: list[Debt] = []
    victim = BANK
    if card.undo and not caught.armed:
        events.append(CheatUndone(cheater, caught.card))
        for change in caught.applied:
            victim = _undo(g, cheater, change, debts, victim)
    if card.action == "pickpocket":
        seat = caught.args[0]
        assert isinstance(seat, int)  # a pickpocket's first argument is its victim's seat (checked when cheated)
        victim = seat
    amount = card.penalty
    if card.penalty_hotel_cost:
        space = caught.args[0]
        assert isinstance(space, int)  # such a card's first argument is its street (checked when cheated)
        amount = g.edition.spaces[space].hotel_cost
    payee = victim if card.penalty_to == "victim" else BANK
    if payee != BANK and state.players[payee].bankrupt:
        payee = BANK
    events.append(CheatPenalty(cheater, caught.card, amount, payee, card.jail))
    if amount:
        debts.append(Debt(cheater, payee, amount, "cheat-penalty"))
    if card.jail:
        g.send_to_jail(cheater, "cheat")
    if debts:
        charge_all(g, debts)


def _undo(g: Game, cheater: int, change: tuple[Any, ...], debts: list[Debt], victim: int) -> int:
    """Reverse one recorded change, or add what it is worth to ``debts``; returns the victim known so far."""
    state = g.state
    what = change[0]
    payer: int  # the seats in a change (a tuple whose shape its first item names)
    creditor: int
    if what == "cash":
        _, payer, payee, amount = change
        debts.append(Debt(payee, payer, amount, "cheat-undo"))
        return payer if payer != BANK else victim
    if what == "token":
        _, player, start, end = change
        p = state.players[player]
        if p.position == end and not p.in_jail and not p.bankrupt:
            p.position = start
            g.events.append(TokenShifted(player, end, start))
        return victim
    if what == "hotel-off":
        space = change[1]
        if state.level[space] == 0 and bank_hotels_free(g) > 0:
            _set_hotel(g, space, True)
        else:
            debts.append(Debt(cheater, _owner_or_bank(g, space), g.edition.spaces[space].hotel_cost, "cheat-undo"))
        return victim
    if what == "hotel-on":
        space = change[1]
        if state.level[space] == HOTEL:
            _set_hotel(g, space, False)
        return victim
    if what == "hotel-moved":
        _, start, end = change
        if state.level[end] == HOTEL and state.level[start] == 0:
            _set_hotel(g, end, False)
            _set_hotel(g, start, True)
        else:
            debts.append(Debt(cheater, _owner_or_bank(g, start), g.edition.spaces[start].hotel_cost, "cheat-undo"))
        return victim
    if what == "deed":
        _, space, was = change
        back = was if was == BANK or not state.players[was].bankrupt else BANK
        if state.owner[space] == cheater and not _in_decision(g, space):
            state.owner[space] = back
            state.owner_version += 1
            state.group_version[g.edition.group_head[space]] += 1
            state.players[cheater].holdings_version += 1
            if back >= 0:
                state.players[back].holdings_version += 1
            if back == BANK:
                state.mortgaged[space] = False
                state.mortgage_version += 1
            g.events.append(PropertyTransferred(space, cheater, back))
        else:
            debts.append(Debt(cheater, back, nominal_value(g, space), "cheat-undo"))
        return back if back != BANK else victim
    if what == "card":
        _, deck, index, kept = change
        cards = state.players[cheater].cards
        if kept and (deck, index) in cards:
            cards.remove((deck, index))
            state.decks[deck].append(index)
            g.events.append(CardReturned(cheater, deck, index))
        return victim
    if what == "short":
        _, creditor, shortfall = change
        debts.append(Debt(cheater, creditor, shortfall, "cheat-undo"))
        return creditor
    if what == "over":
        _, payer, extra = change
        debts.append(Debt(cheater, payer, extra, "cheat-undo"))
        return payer
    if what == "discount":
        debts.append(Debt(cheater, BANK, change[1], "cheat-undo"))
    return victim  # "steps", "salary", "claim", "jail": nothing to give back


def _owner_or_bank(g: Game, space: int) -> int:
    owner = g.state.owner[space]
    return owner if owner >= 0 and not g.state.players[owner].bankrupt else BANK


def _replace(g: Game, card: str) -> None:
    """A used card, if still face up, goes under the pile; the top one is turned up in its place."""
    cs = _cheats(g)
    if card not in cs.face_up:
        return
    slot = cs.face_up.index(card)
    cs.pile.append(card)
    new = cs.pile.popleft()
    cs.face_up[slot] = new
    g.events.append(CheatCardReplaced(card, new))


# --- the window ----------------------------------------------------------------------------------------------


def close_windows(g: Game, everything: bool = False) -> None:
    """At a roll: the pending cheats of earlier turns (or all, ``everything``) are revealed and rewarded."""
    state = g.state
    cs = _cheats(g)
    turn = state.turns
    if cs.open_markers:
        cs.open_markers = [] if everything else [t for t in cs.open_markers if t >= turn]
    if not cs.pending:
        return
    due = [p for p in cs.pending if everything or p.turn < turn]
    if not due:
        return
    cs.pending = [p for p in cs.pending if not (everything or p.turn < turn)]
    events = g.events
    players = state.players
    for p in due:
        if players[p.player].bankrupt:  # void: no reward, never revealed as a success
            continue
        if p.armed:
            events.append(CheatRevealed(p.player, p.card, p.args, UNUSED))
            continue
        events.append(CheatRevealed(p.player, p.card, p.args, p.applied))
        reward = g.edition.cheat_ids[p.card].reward
        if reward:
            bank_pays(g, p.player, reward)
            events.append(CheatRewarded(p.player, p.card, reward))
        _replace(g, p.card)


# --- armed cheats: consumed by the next matching move, payment or purchase ---------------------------------------


def _consume(g: Game, player: int, action: str) -> Pending | None:
    cards = g.edition.cheat_ids
    for p in _cheats(g).pending:
        if p.armed and p.player == player and cards[p.card].action == action:
            return p
    return None


def _applied(g: Game, p: Pending, change: tuple[int | str, ...], amount: int) -> None:
    p.armed = False
    p.applied = (change,)
    event = CheatApplied(p.player, p.card, amount)
    g.events.append(Hidden((p.player,), event))


def dice_steps(g: Game, player: int, total: int) -> int:
    """The squares a dice move of ``total`` really goes: ``extra-steps`` armed this turn adds its K.

    A dice move goes forward: when the dice show too few to go K fewer and still move (a 2 with K = -3), the cheat
    stays armed for a later dice move this turn (after doubles) and is void if none comes."""
    state = g.state
    if not _cheats(g).pending:
        return total
    p = _consume(g, player, "extra-steps")
    if p is None or p.turn != state.turns:
        return total
    steps = int(p.args[0])
    if total + steps < 1:
        return total
    _applied(g, p, ("steps", steps), steps)
    return total + steps


def adjusted_debt(g: Game, debt: Debt) -> Debt:
    """A payment to a player: ``short-change`` armed by the payer takes N off; ``overcharge`` armed by the
    owner adds up to N to a rent, as far as the payer's cash goes."""
    cs = _cheats(g)
    if not cs.pending or debt.creditor < 0 or debt.reason in CHEAT_DEBTS:
        return debt
    amount = debt.amount
    short = _consume(g, debt.debtor, "short-change")
    if short is not None and amount > 0:
        cut = min(int(short.args[0]), amount)
        amount -= cut
        _applied(g, short, ("short", debt.creditor, cut), cut)
    if debt.reason == "rent":
        over = _consume(g, debt.creditor, "overcharge")
        extra = min(int(over.args[0]), g.state.players[debt.debtor].cash - amount) if over is not None else 0
        if over is not None and extra > 0:
            amount += extra
            _applied(g, over, ("over", debt.debtor, extra), extra)
    if amount == debt.amount:
        return debt
    return Debt(debt.debtor, debt.creditor, amount, debt.reason, debt.space)


def purchase_price(g: Game, player: int, price: int) -> int:
    """A purchase from the bank: ``cheap-buy`` armed by the buyer takes N off (not below 0)."""
    if not _cheats(g).pending:
        return price
    p = _consume(g, player, "cheap-buy")
    if p is None or price <= 0:
        return price
    cut = min(int(p.args[0]), price)
    _applied(g, p, ("discount", cut), cut)
    return price - cut


def salary_collected(g: Game, player: int) -> None:
    cs = _cheats(g)
    cs.salaries += 1
    cs.salary = (player, g.state.turns, cs.salaries)


# --- what a seat may do (for ``free_actions`` and ``PlayerView.cheat_options``) -----------------------------------


def _amounts(card: CheatCard, cap: int, full: bool) -> list[int]:
    top = min(card.max, cap - cap % card.step if card.step else cap)
    if top < card.step:
        return []
    if not full:
        return [top]
    half = (top // 2) // card.step * card.step
    return sorted({top, max(half, card.step), card.step}, reverse=True)


def _candidates(g: Game, player: int, card: CheatCard, full: bool) -> list[tuple[int | str, ...]]:
    state = g.state
    others = list(g.other_players(player))
    streets = [s for s in g.edition.properties if g.edition.spaces[s].kind == STREET]
    action = card.action
    args = card.args
    if not args:
        return [()]
    if args == ("amount",):
        return [(n,) for n in _amounts(card, card.max, full)]
    if args == ("player", "amount"):
        return [(p, n) for p in others for n in _amounts(card, state.players[p].cash, full)]
    if args == ("steps",):
        return [(k,) for k in sorted(card.choices, reverse=True)]
    if args == ("player", "steps"):
        return [(p, k) for p in others for k in sorted(card.choices, reverse=True)]
    if args == ("deck",):
        return [(d,) for d in g.edition.decks if d in CARD_SPACE_KINDS]
    if args == ("space",):
        if action in ("remove-hotel",):
            return [(s,) for s in streets if state.level[s] == HOTEL]
        return [(s,) for s in streets]
    if args == ("space", "space"):
        hotels = [s for s in streets if state.level[s] == HOTEL and state.owner[s] != player]
        mine = [s for s in streets if state.owner[s] == player and not state.level[s]]
        return [(a, b) for a in hotels for b in mine]
    return []


def options(g: Game, player: int, full: bool = False) -> list[Cheat]:
    """Legal cheats of ``player`` now: with ``full``, every instantiation (amounts at their max and a few
    steps); without, at most one per face-up card (its largest), which keeps random play bounded."""
    cs = g.state.cheats
    if cs is None or g.state.players[player].bankrupt:
        return []
    found: list[Cheat] = []
    for card_id in cs.face_up:
        card = g.edition.cheat_ids[card_id]
        for args in _candidates(g, player, card, full):
            action = Cheat(player, card_id, args)
            if cheat_refusal(g, action) is None:
                found.append(action)
                if not full:
                    break
    return found


def accusation_options(g: Game, player: int) -> list[Accuse]:
    """Accusations worth listing: of each other player for each face-up card, while a public marker's window
    is open (a cheat happened that nobody has seen revealed). Others stay legal, just not listed."""
    cs = g.state.cheats
    if cs is None or not cs.open_markers or g.state.players[player].bankrupt:
        return []
    return [Accuse(player, other, card) for other in g.other_players(player) for card in cs.face_up]


def pending_of(g: Game, player: int) -> list[tuple[str, tuple[int | str, ...], bool, Applied]]:
    """``player``'s own pending cheats: ``(card, args, armed, applied)`` each."""
    cs = g.state.cheats
    if cs is None:
        return []
    return [(p.card, p.args, p.armed, p.applied) for p in cs.pending if p.player == player]


# --- the record ------------------------------------------------------------------------------------------


def enabled(edition: Edition) -> bool:
    return edition.rules.cheats


def free_actions(g: Game, player: int) -> list[Action]:
    """The cheats and accusations ``Game.free_actions`` lists (``options``, ``accusation_options``)."""
    found: list[Action] = []
    found += options(g, player)
    found += accusation_options(g, player)
    return found


MODULE: RuleModule = RuleModule(
    name="cheats",
    enabled=enabled,
    actions=(
        ActionRule(Cheat, cheat_refusal, cheat),
        ActionRule(Accuse, accuse_refusal, accuse),
    ),
    on_setup=setup,
    free_actions=free_actions,
    close_windows=close_windows,
    dice_steps=dice_steps,
    on_salary=salary_collected,
    on_debt=adjusted_debt,
    purchase_price=purchase_price,
)
