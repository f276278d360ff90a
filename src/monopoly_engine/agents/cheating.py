"""Cheating and catching cheaters (rule option ``cheats``, ``cheaters-ru``): what ``boldness`` and ``vigilance``
mean for the heuristic bot (docs/cheaters-ru-design.md, section 7).

``CheatMind`` is one seat's memory of one game. Asked at every decision and every chance to interject
(``act(view, rng)``), it first *looks* (catching), then perhaps *schemes* (cheating); it answers one
``Accuse``, one ``Cheat`` or None.

**Catching.** The mind keeps a shadow of the public state: every player's cash, position and jail state,
every street's owner and hotel, as the public events alone explain them (its own hidden events included: it
knows what it did itself). Each look reads the events since the last one (``view.log``) into the shadow,
then, with probability ``vigilance``, compares the shadow with the live view. What the events do not explain
is matched to the cheats that produce it, among the face-up cards:

* a player's cash up by N and another's down by N: ``pickpocket`` or ``foreign-rent`` by the gainer;
* cash up with nobody down: ``steal-from-bank`` (the current player) or ``extra-salary`` (its amount);
* a token moved with no move: ``wrong-token`` by any other player;
* a hotel come and another gone: ``move-hotel`` by the new hotel's owner; a hotel come alone:
  ``place-hotel``; a hotel gone alone: ``remove-hotel`` by anyone but its owner;
* a street changed owner silently: ``steal-deed`` by the new owner; a prisoner free silently: ``jailbreak``.

Independently, with probability ``vigilance``, it checks the public amounts against the rules: rent paid
against rent claimed (``short-change`` by the payer, ``overcharge`` by the owner), purchase prices against
the deed or the last bid (``cheap-buy``) and the squares moved against the dice (``extra-steps``).
A player the events do not fully account for (a debt, a card played, a bankruptcy) is left out of the
comparison rather than guessed at. Each discrepancy's confidence is ``c = 1 / candidates``; the bot accuses
the best one when ``c * value > (1 - c) * fee`` (value: the card's penalty, plus what is given back when the
bot is the victim, plus the reward the cheater would collect), never itself, never the same (player, card)
twice in a turn after a rejection. So a vigilant bot catches every unambiguous cheat it looks at, and a
wrong-token (three suspects among four players) only when the stake is high.

**Cheating.** At most one pending cheat. With probability ``boldness`` (at most once per decision point) it
weighs every cheat it could make now (``view.cheat_options()``): gain ``G`` = the card's reward plus the
effect's value, loss ``L`` = the undo plus the penalty (plus the cost of jail), detection ``p`` = the card's
conspicuity times the most vigilant opponent's estimated vigilance (0.5, raised by each accusation they
make). It cheats with the best one when ``(1 - p) * G - p * L > (1 - boldness) * 50``. Armed cheats are
armed only when they can apply soon: ``overcharge`` when the bot is about to claim rent, ``cheap-buy``
before a purchase, and ``short-change`` before its own roll, valued at its amount times the odds that the
roll ends on an opponent's street (a rent is claimed before the payer is asked again, so only a cheat armed
before the roll can cut it).

Deterministic for a seed: every random draw comes from the generator the runner passes in, in a fixed order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from monopoly_engine.core import BANK, BuyDecision, Event, TurnDecision
from monopoly_engine.core import events as ev
from monopoly_engine.core.actions import Accuse, Cheat
from monopoly_engine.core.edition import HOTEL, STREET, CheatCard
from monopoly_engine.views import PlayerView

from .tables import board_tables

JAIL_COST = 150  # what a trip to jail costs a player, roughly: the fine and lost turns
DEFAULT_VIGILANCE_ESTIMATE = 0.5
VIGILANCE_PER_ACCUSATION = 0.1
MARGIN = 50  # the gain a bot of boldness 0 would want from a cheat: (1 - boldness) * MARGIN

CONSPICUITY = {
    "remove-hotel": 0.9,
    "place-hotel": 0.9,
    "move-hotel": 0.9,
    "steal-deed": 0.9,
    "jailbreak": 0.9,
    "steal-from-bank": 0.7,
    "pickpocket": 0.7,
    "extra-salary": 0.7,
    "foreign-rent": 0.7,
    "extra-card": 0.5,
    "short-change": 0.5,
    "overcharge": 0.5,
    "cheap-buy": 0.5,
    "extra-steps": 0.5,
    "wrong-token": 0.4,
}

# Event fields that name players: an event the shadow does not model makes these players uncertain.
_PARTY_FIELDS = ("player", "payer", "payee", "owner", "giver", "receiver", "creditor", "target", "accused")


@dataclass(slots=True)
class Suspicion:
    """One unexplained change and the (player, card) pairs that could have made it."""

    candidates: list[tuple[int, str]]
    victim: int = BANK  # who lost by it (for the value of a catch to the bot)
    amount: int = 0  # what a right accusation gives back to the victim


class Shadow:
    """The public state as the public events explain it: cash, position, jail, owners, hotels."""

    __slots__ = ("cash", "in_jail", "level", "owner", "position")

    def __init__(self, view: PlayerView) -> None:
        n = view.num_players
        self.cash = [view.cash(p) for p in range(n)]
        self.position = [view.position(p) for p in range(n)]
        self.in_jail = [view.in_jail(p) for p in range(n)]
        self.owner = list(view.owners)
        self.level = list(view.levels)


class CheatMind:
    """One seat's cheating and catching in one game (see the module docstring)."""

    __slots__ = (
        "accusations",
        "boldness",
        "considered",
        "read",
        "rejected",
        "seat",
        "shadow",
        "vigilance",
    )

    def __init__(self, seat: int, boldness: float, vigilance: float) -> None:
        self.seat = seat
        self.boldness = boldness
        self.vigilance = vigilance
        self.shadow: Shadow | None = None
        self.read = 0  # log entries already looked at
        self.accusations: dict[int, int] = {}  # seat -> accusations it made (its vigilance, as others see it)
        self.rejected: set[tuple[int, str, int]] = set()  # (accused, card, turn) refused to this seat
        self.considered: object = None  # the decision point where cheating was last considered

    # --- the one entry point -----------------------------------------------------------------------------

    def act(self, view: PlayerView, rng: random.Random) -> Accuse | Cheat | None:
        """An accusation, a cheat, or None; reads the events since the last call either way."""
        suspicions = self.look(view, rng)
        if suspicions and self.vigilance > 0:
            accusation = self.accusation(view, suspicions)
            if accusation is not None:
                return accusation
        if self.boldness > 0:
            return self.scheme(view, rng)
        return None

    # --- catching ----------------------------------------------------------------------------------------

    def look(self, view: PlayerView, rng: random.Random) -> list[Suspicion]:
        """Read the new events into the shadow; return what they do not explain (seen with ``vigilance``)."""
        events = view.log(self.read)
        self.read += len(events)
        if self.shadow is None:
            self.shadow = Shadow(view)
            return []
        if not events:
            return []
        suspicions: list[Suspicion] = []
        vigilant = self.vigilance > 0
        compare = vigilant and rng.random() < self.vigilance
        audit = vigilant and rng.random() < self.vigilance
        # (the shadow is rebuilt below either way: replaying the events into it only serves a look that was drawn)
        uncertain = self._replay(view, events, suspicions if audit else None) if compare or audit else set()
        if compare:
            suspicions += self._compare(view, uncertain)
        self.shadow = Shadow(view)  # what is unexplained now is reported once, then taken as the truth
        self.note_accusations(events)
        revealed = {(e.player, e.card) for e in events if type(e) is ev.CheatRevealed}
        revealed |= {(e.accused, e.card) for e in events if type(e) is ev.AccusationUpheld}
        face_up = set(view.face_up_cheats())
        kept = []
        for s in suspicions:
            s.candidates = [
                (p, c)
                for p, c in s.candidates
                if p != self.seat and c in face_up and (p, c) not in revealed and not view.is_bankrupt(p)
            ]
            if s.candidates:
                kept.append(s)
        return kept

    def _replay(self, view: PlayerView, events: list[Event], audit: list[Suspicion] | None) -> set:
        """Apply ``events`` to the shadow; return the players and spaces they leave uncertain. With ``audit``,
        add the public amounts that break the rules to it."""
        shadow = self.shadow
        assert shadow is not None
        cash, position, in_jail, owner, level = shadow.cash, shadow.position, shadow.in_jail, shadow.owner, shadow.level
        uncertain: set = set()
        spaces = view.edition.spaces
        jail = view.edition.jail_index
        size = view.edition.size
        claimed: dict[tuple[int, int], int] = {}  # (payer, owner) -> rent claimed, until paid
        bids: dict[int, int] = {}  # space -> highest bid seen
        auction_space = -1
        last_roll: tuple[int, tuple[int, ...]] | None = None  # (player, dice) until their move
        after_card = False
        for raw in events:
            e = raw
            if type(e) is ev.Hidden:
                if self.seat not in e.seats:
                    continue
                e = e.event
            kind = type(e)
            match e:
                case ev.Moved():
                    if audit is not None and last_roll is not None and last_roll[0] == e.player:
                        distance = (e.end - e.start) % size
                        cut_at_go = e.end == 0 and view.rules.end != "bankruptcy"
                        if distance != sum(last_roll[1]) % size and not cut_at_go:
                            audit.append(Suspicion([(e.player, "extra-steps")]))
                    last_roll = None
                    position[e.player] = e.end
                case ev.DiceRolled():
                    last_roll = (e.player, e.dice)
                case ev.TokenShifted():
                    position[e.player] = e.end
                case ev.WentToJail():
                    position[e.player] = jail
                    in_jail[e.player] = True
                    last_roll = None
                case ev.LeftJail():
                    in_jail[e.player] = False
                case ev.HandcuffPassed():
                    in_jail[e.released] = False
                case ev.SalaryCollected() | ev.FinalRent() | ev.CheatRewarded():
                    cash[e.player] += e.amount
                case ev.PropertyBought():
                    cash[e.player] -= e.price
                    owner[e.space] = e.player
                    if audit is not None and e.price < spaces[e.space].price and not after_card:
                        audit.append(Suspicion([(e.player, "cheap-buy")], BANK))
                case ev.AuctionStarted():
                    auction_space = e.space
                case ev.BidPlaced():
                    bids[auction_space] = e.amount
                case ev.AuctionWon():
                    cash[e.player] -= e.amount
                    owner[e.space] = e.player
                    bid = bids.get(e.space)
                    if audit is not None and bid is not None and e.amount < bid:
                        audit.append(Suspicion([(e.player, "cheap-buy")], BANK))
                case ev.RentClaimed():
                    claimed[(e.payer, e.owner)] = e.amount
                case ev.RentReduced():
                    claimed.pop((e.payer, e.owner), None)
                case ev.RentPaid():
                    cash[e.payer] -= e.amount
                    cash[e.owner] += e.amount
                    due = claimed.pop((e.payer, e.owner), None)
                    if audit is not None and due is not None:
                        if e.amount < due:
                            audit.append(Suspicion([(e.payer, "short-change")], e.owner, due - e.amount))
                        elif e.amount > due:
                            audit.append(Suspicion([(e.owner, "overcharge")], e.payer, e.amount - due))
                case ev.DebtIncurred():
                    uncertain.add(("p", e.player))
                    claimed.pop((e.player, e.creditor), None)
                case ev.TaxPaid():
                    cash[e.player] -= e.amount
                case ev.MoneyPaid():
                    if e.reason == "auction":
                        uncertain.add(("p", e.payer))
                    if e.payer != BANK:
                        cash[e.payer] -= e.amount
                    if e.payee != BANK:
                        cash[e.payee] += e.amount
                case ev.CashTransferred():
                    if e.giver != BANK:
                        cash[e.giver] -= e.amount
                    if e.receiver != BANK:
                        cash[e.receiver] += e.amount
                case ev.BuildingBuilt():
                    cash[e.player] -= e.cost
                    level[e.space] = e.level
                    if (
                        audit is not None
                        and not after_card
                        and e.level >= HOTEL
                        and e.cost < spaces[e.space].hotel_cost
                    ):
                        audit.append(Suspicion([(e.player, "cheap-buy")], BANK))
                case ev.PropertyTransferred():
                    owner[e.space] = e.receiver
                case ev.PropertySold():
                    cash[e.player] += e.amount
                    owner[e.space] = BANK
                case ev.HotelShifted():
                    level[e.space] = HOTEL if e.hotel else 0
                case ev.HotelMoved():
                    level[e.start] = 0
                    level[e.end] = HOTEL
                case _ if kind in _NOTHING_TO_TRACK:
                    pass
                case _:  # a kind the shadow does not model: whoever it names is not compared this time
                    _mark_uncertain(e, uncertain)
            after_card = kind is ev.CardPlayed
        return uncertain

    def _compare(self, view: PlayerView, uncertain: set) -> list[Suspicion]:
        """What the live view shows and the shadow does not explain, as suspicions."""
        shadow = self.shadow
        assert shadow is not None
        if ("all", 0) in uncertain:
            return []
        found: list[Suspicion] = []
        players = [p for p in range(view.num_players) if ("p", p) not in uncertain and not view.is_bankrupt(p)]
        others = [p for p in range(view.num_players) if not view.is_bankrupt(p)]
        # cash
        delta = {p: view.cash(p) - shadow.cash[p] for p in players}
        gainers = [p for p in players if delta[p] > 0]
        losers = [p for p in players if delta[p] < 0]
        for gainer in gainers:
            victim = next((q for q in losers if delta[q] == -delta[gainer]), None)
            if victim is not None:
                found.append(Suspicion([(gainer, "pickpocket"), (gainer, "foreign-rent")], victim, delta[gainer]))
                losers.remove(victim)
            elif not losers:
                candidates = [(gainer, "steal-from-bank")] if gainer == view.current else []
                if delta[gainer] == _card_max(view, "extra-salary", 100):
                    candidates.append((gainer, "extra-salary"))
                if candidates:
                    found.append(Suspicion(candidates, BANK, delta[gainer]))
        # tokens and jail
        for p in players:
            if view.position(p) != shadow.position[p] and not view.in_jail(p):
                found.append(Suspicion([(q, "wrong-token") for q in others if q != p], p))
            if shadow.in_jail[p] and not view.in_jail(p):
                found.append(Suspicion([(p, "jailbreak")]))
        # hotels and deeds
        streets = [
            s for s in view.edition.properties if view.edition.spaces[s].kind == STREET and ("s", s) not in uncertain
        ]
        came = [s for s in streets if view.level(s) == HOTEL and shadow.level[s] != HOTEL]
        gone = [s for s in streets if view.level(s) != HOTEL and shadow.level[s] == HOTEL]
        for s in came:
            holder = view.owner(s)
            if holder < 0:
                continue
            if gone:
                found.append(Suspicion([(holder, "move-hotel")], shadow.owner[gone[0]]))
            else:
                found.append(Suspicion([(holder, "place-hotel")], BANK))
        if not came:
            found.extend(
                Suspicion([(q, "remove-hotel") for q in others if q != view.owner(s)], view.owner(s)) for s in gone
            )
        found.extend(
            Suspicion([(view.owner(s), "steal-deed")], shadow.owner[s])
            for s in streets
            if view.owner(s) != shadow.owner[s] and view.owner(s) >= 0
        )
        return found

    def accusation(self, view: PlayerView, suspicions: list[Suspicion]) -> Accuse | None:
        """The accusation worth making, if any: ``c * value > (1 - c) * fee``."""
        fee = view.rules.false_accusation_fee
        turn = view.turns
        best: tuple[float, int, str] | None = None
        for s in suspicions:
            candidates = [(p, c) for p, c in s.candidates if (p, c, turn) not in self.rejected]
            if not candidates:
                continue
            confidence = 1.0 / len(s.candidates)
            for player, card in candidates:
                value = self._catch_value(view, card, s)
                score = confidence * value - (1 - confidence) * fee
                if score > 0 and (best is None or score > best[0]):
                    best = (score, player, card)
        if best is None:
            return None
        _, player, card = best
        self.rejected.add((player, card, turn))  # asked once: right or wrong, not again this turn
        return Accuse(self.seat, player, card)

    def _catch_value(self, view: PlayerView, card_id: str, s: Suspicion) -> float:
        card = _card(view, card_id)
        if card is None:
            return 0.0
        value = float(card.penalty + card.reward) + (JAIL_COST if card.jail else 0)
        if s.victim == self.seat:
            value += s.amount
        return value

    # --- cheating ----------------------------------------------------------------------------------------

    def scheme(self, view: PlayerView, rng: random.Random) -> Cheat | None:
        """The cheat worth making now, if any (see the module docstring)."""
        point = (view.turns, view.rolls, len(view.pending), type(view.decision))
        if point == self.considered:
            return None
        self.considered = point
        if view.my_pending_cheats() or view.is_bankrupt(view.seat):
            return None
        if rng.random() >= self.boldness:
            return None
        watch = max(
            (
                min(1.0, DEFAULT_VIGILANCE_ESTIMATE + VIGILANCE_PER_ACCUSATION * self.accusations.get(p, 0))
                for p in view.opponents()
            ),
            default=0.0,
        )
        threshold = (1 - self.boldness) * MARGIN
        best: tuple[float, Cheat] | None = None
        for option in view.cheat_options():
            card = _card(view, option.card)
            if card is None:
                continue
            valued = _effect_value(view, option, card.action)
            if valued is None:
                continue
            effect, applies = valued  # an armed gamble pays (and rewards) only if it applies
            gain = applies * (card.reward + effect)
            loss = applies * (effect if card.undo else 0) + card.penalty + (JAIL_COST if card.jail else 0)
            if card.penalty_hotel_cost and option.args:
                loss += view.edition.spaces[int(option.args[0])].hotel_cost
            p = CONSPICUITY.get(card.action, 0.7) * watch
            score = (1 - p) * gain - p * loss
            if score > threshold and (best is None or score > best[0]):
                best = (score, option)
        return best[1] if best is not None else None

    def note_accusations(self, events: list[Event]) -> None:
        """Count the accusations each seat makes (their vigilance, as this bot estimates it)."""
        for e in events:
            if isinstance(e, (ev.AccusationUpheld, ev.AccusationRejected)):
                self.accusations[e.player] = self.accusations.get(e.player, 0) + 1


_NOTHING_TO_TRACK = frozenset(
    t
    for t in (
        ev.DeckShuffled,
        ev.OrderRolled,
        ev.TurnStarted,
        ev.TurnEnded,
        ev.PropertyOffered,
        ev.BidderPassed,
        ev.AuctionUnsold,
        ev.RentDue,
        ev.RentForfeited,
        ev.CardDrawn,
        ev.CardKept,
        ev.CardReturned,
        ev.DebtPaid,
        ev.JailTryFailed,
        ev.TradeProposed,
        ev.TradeAccepted,
        ev.TradeRejected,
        ev.CardTransferred,
        ev.GameOver,
        ev.SomethingHappened,
        ev.CheatsRevealed,
        ev.CheatPerformed,
        ev.CheatApplied,
        ev.AccusationUpheld,
        ev.AccusationRejected,
        ev.CheatRevealed,
        ev.CheatCardReplaced,
        ev.CheatUndone,
        ev.CheatPenalty,
        ev.EndPhaseStarted,
        ev.CameHome,
        ev.TurnSkipped,
        ev.WinShared,
    )
)


def _mark_uncertain(e: Event, uncertain: set) -> None:
    if type(e) is ev.WentBankrupt:
        uncertain.add(("all", 0))
        return
    for name in _PARTY_FIELDS:
        value = getattr(e, name, None)
        if isinstance(value, int) and value >= 0:
            uncertain.add(("p", value))
    for name in ("space", "to_space", "start", "end"):
        value = getattr(e, name, None)
        if isinstance(value, int) and value >= 0:
            uncertain.add(("s", value))


def _card(view: PlayerView, card_id: str) -> CheatCard | None:
    return view.edition.cheat(card_id)


def _card_max(view: PlayerView, card_id: str, default: int) -> int:
    card = _card(view, card_id)
    return (card.max or default) if card is not None else default


def _effect_value(view: PlayerView, option: Cheat, action: str) -> tuple[float, float] | None:
    """``(what the cheat's effect is worth to its maker, the chance it applies)`` now; None when it is not
    worth making now."""
    valued = _worth(view, option, action)
    if valued is None:
        return None
    if action == "short-change":
        return float(option.args[0]), valued
    return valued, 1.0


def _worth(view: PlayerView, option: Cheat, action: str) -> float | None:
    """What a cheat's effect is worth to its maker now (for ``short-change``: the chance it applies)."""
    args = option.args
    me = view.seat
    spaces = view.edition.spaces
    decision = view.decision
    claim = view.claim
    if action in ("steal-from-bank",):
        return float(args[0])
    if action == "pickpocket":
        return float(args[1])
    if action == "extra-salary":
        return float(_card_max(view, "extra-salary", 100))
    if action == "foreign-rent":
        if claim is None:
            return None
        return float(view.rent_for_owner(claim[2], claim[1]) * claim[3])
    if action == "short-change":  # a gamble before the own roll: the rent of the square the dice may bring
        if not (isinstance(decision, TurnDecision) and decision.player == me and view.roll_due and not view.rolled):
            return None
        odds = board_tables(view.edition).p
        owners = view.owners
        chance = sum(odds[s] for s in view.edition.properties if owners[s] >= 0 and owners[s] != me)
        return min(1.0, chance) or None
    if action == "overcharge":
        mine = view.my_claim()
        if mine is None:
            return None
        return float(min(int(args[0]), max(0, view.cash(mine[0]) - view.rent_for_owner(mine[2], me))))
    if action == "cheap-buy":
        if isinstance(decision, BuyDecision) and decision.player == me:
            price = spaces[decision.space].price
            return float(min(int(args[0]), price)) if view.cash() >= price - int(args[0]) else None
        return None
    if action == "extra-steps":
        return None  # the dice are not known before the roll: not worth the jail
    if action == "wrong-token":
        return 0.0
    if action == "remove-hotel":
        return 1.5 * spaces[int(args[0])].rent[HOTEL]
    if action == "place-hotel":
        return 3.0 * spaces[int(args[0])].rent[HOTEL]
    if action == "move-hotel":
        return 3.0 * spaces[int(args[1])].rent[HOTEL] + spaces[int(args[0])].rent[HOTEL]
    if action == "steal-deed":
        space = int(args[0])
        worth = spaces[space].price + (spaces[space].rent[HOTEL] if view.level(space) == HOTEL else 0)
        group = view.edition.group_of[space]
        if all(s == space or view.owner(s) == me for s in group):
            worth += 2 * spaces[space].rent[0] * len(group)
        return float(worth)
    if action == "jailbreak":
        return float(view.rules.jail_fine + 50)
    if action == "extra-card":
        return 30.0
    return None
