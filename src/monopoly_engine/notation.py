"""The short text form of actions ("buy", "bid 120", "build 39", a trade as a mapping): parse and format.

Used by scenarios, the terminal and logs meant for people. Spaces are written as an index or as the
edition's kebab-case id; cards as ``deck/card-id``.
"""

from __future__ import annotations

from typing import Any

from .core import Edition, Game
from .core.actions import (
    AcceptTrade,
    Accuse,
    Action,
    Bid,
    Build,
    BuildDepot,
    Buy,
    Cheat,
    ChooseAuctionProperty,
    ChooseDie,
    ChooseGift,
    ClaimRent,
    DeclareBankruptcy,
    Decline,
    DiscardCard,
    DrawCard,
    EndTurn,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    MoveTo,
    Pass,
    Pay,
    PayBail,
    PlayCard,
    ProposeTrade,
    RejectTrade,
    ReturnDeed,
    Roll,
    SellBuilding,
    SellDepot,
    SellHotelsOutright,
    SellProperty,
    TradeSide,
    Unmortgage,
    UseCard,
    UseTicket,
)
from .core.held_cards import PLAY_ARGS
from .safe_load import EXCERPT_CHARS, excerpt


class NotationError(ValueError):
    """Text that is not an action of this edition: an unknown verb, space, card or player."""


_SIMPLE = {
    "roll": Roll,
    "buy": Buy,
    "decline": Decline,
    "pass": Pass,
    "pay-bail": PayBail,
    "pay": Pay,
    "declare-bankruptcy": DeclareBankruptcy,
    "claim-rent": ClaimRent,
    "end-turn": EndTurn,
    "accept-trade": AcceptTrade,
    "reject-trade": RejectTrade,
}

_ON_SPACE = {
    "build": Build,
    "sell-building": SellBuilding,
    "sell-hotels": SellHotelsOutright,
    "mortgage": Mortgage,
    "unmortgage": Unmortgage,
    "keep-mortgage": KeepMortgage,
    "lift-mortgage": LiftMortgage,
    "move": MoveTo,
    "use-ticket": UseTicket,
    "auction": ChooseAuctionProperty,
    "build-depot": BuildDepot,
    "sell-depot": SellDepot,
    "sell-property": SellProperty,
    "return": ReturnDeed,
}

VERBS = (
    *_SIMPLE, *_ON_SPACE, "bid", "choose-die", "use-card", "gift", "propose-trade", "play-card", "discard-card", "draw",
    "cheat", "accuse",
)  # fmt: skip


def parse_action(spec: Any, player: int, game: Game) -> Action:
    """The action ``player`` takes, written as text (``"bid 120"``) or a trade mapping."""
    if isinstance(spec, dict):
        if set(spec) != {"propose-trade"}:
            raise NotationError(f"unknown action {excerpt(spec)}: a mapping action must be {{propose-trade: ...}}")
        return _parse_trade(spec["propose-trade"], player, game)
    if not isinstance(spec, str):
        raise NotationError(f"an action is text such as 'roll' or 'bid 20', not {excerpt(spec)}")
    words = spec.split()
    if not words:
        raise NotationError("empty action")
    verb, args = words[0], words[1:]
    if verb in _SIMPLE:
        _arity(verb, args, 0)
        return _SIMPLE[verb](player)
    if verb == "return" and args == ["nothing"]:  # no street left to give back
        return ReturnDeed(player, -1)
    if verb in _ON_SPACE:
        _arity(verb, args, 1)
        return _ON_SPACE[verb](player, space_index(game.edition, args[0]))
    if verb == "bid":
        _arity(verb, args, 1)
        try:
            return Bid(player, int(args[0]))
        except ValueError:
            raise NotationError(f"a bid is a whole amount, not {excerpt(args[0])}") from None
    if verb == "choose-die":
        _arity(verb, args, 1)
        try:
            return ChooseDie(player, int(args[0]))
        except ValueError:
            raise NotationError(f"choose-die takes a number of squares, not {excerpt(args[0])}") from None
    if verb == "gift":
        _arity(verb, args, 1)
        if args[0] not in ("cash", "ticket"):
            raise NotationError(f"gift takes 'cash' or 'ticket', not {excerpt(args[0])}")
        return ChooseGift(player, args[0])
    if verb == "use-card":
        if len(args) > 1:
            raise NotationError("use-card takes at most a deck or a deck/card-id")
        deck = args[0].partition("/")[0] if args else ""
        if deck and deck not in game.edition.decks:
            raise NotationError(f"no deck {excerpt(deck)} in {game.edition.id}")
        return UseCard(player, deck)
    if verb == "play-card":
        if not args:
            raise NotationError("play-card takes a held card (deck/card-id) and the card's arguments")
        return _parse_play(game, player, args[0], args[1:])
    if verb == "discard-card":
        _arity(verb, args, 1)
        deck, card = card_ref(game, args[0], player)
        return DiscardCard(player, deck, card)
    if verb == "draw":
        _arity(verb, args, 1)
        if args[0] not in game.edition.decks:
            raise NotationError(
                f"no deck {excerpt(args[0])} in {game.edition.id} (decks: {', '.join(game.edition.decks)})"
            )
        return DrawCard(player, args[0])
    if verb == "cheat":
        if not args:
            raise NotationError("cheat takes a cheat card id and the card's arguments")
        return Cheat(player, args[0], _cheat_args(game, args[0], args[1:]))
    if verb == "accuse":
        _arity(verb, args, 2)
        return Accuse(player, player_index(game, args[0]), args[1])
    raise NotationError(f"unknown action {excerpt(verb)} (known: {', '.join(VERBS)})")


def _parse_play(game: Game, player: int, ref: str, words: list[str]) -> PlayCard:
    """``play-card DECK/ID [args]``: the arguments are read by what the card's effect takes (players by name,
    streets by index or id)."""
    deck, card = card_ref(game, ref, player)
    effect = game.edition.decks[deck].cards[card].effect.type
    kinds = PLAY_ARGS.get(effect, ())
    if len(words) != len(kinds):
        wants = ", ".join(kinds) or "no argument"
        raise NotationError(f"play-card {ref} takes {wants}, got {' '.join(words) or 'none'}")
    values = {"player": -1, "space": -1, "to-space": -1}
    for kind, word in zip(kinds, words, strict=True):
        values[kind] = player_index(game, word) if kind == "player" else space_index(game.edition, word)
    return PlayCard(player, deck, card, values["player"], values["space"], values["to-space"])


def _cheat_args(game: Game, card_id: str, words: list[str]) -> tuple[int | str, ...]:
    """A cheat's arguments by the kinds its card names: players by name, spaces by index or id, numbers."""
    card = game.edition.cheat(card_id)
    kinds = card.args if card is not None and len(card.args) == len(words) else ("",) * len(words)
    values: list[int | str] = []
    for kind, word in zip(kinds, words, strict=True):
        if kind == "player":
            values.append(player_index(game, word))
        elif kind == "space":
            values.append(space_index(game.edition, word))
        elif kind == "deck":
            values.append(word)
        else:
            try:
                values.append(int(word))
            except ValueError:
                if kind:
                    raise NotationError(
                        f"cheat {card_id}: {kind} must be a whole number, not {excerpt(word)}"
                    ) from None
                values.append(word)
    return tuple(values)


def _arity(verb: str, args: list[str], count: int) -> None:
    if len(args) != count:
        need = {0: "no argument", 1: "one argument"}.get(count, f"{count} arguments")
        raise NotationError(f"{excerpt(verb)} takes {need}, got {' '.join(args)[: 2 * EXCERPT_CHARS] or 'none'}")


def space_index(edition: Edition, ref: Any) -> int:
    try:
        return edition.space_index(ref)
    except KeyError as exc:
        raise NotationError(str(exc.args[0])) from None


def player_index(game: Game, name: Any) -> int:
    for i, p in enumerate(game.state.players):
        if p.name == str(name):
            return i
    raise NotationError(
        f"unknown player {excerpt(name)} (players: {', '.join(p.name[:EXCERPT_CHARS] for p in game.state.players)})"
    )


# The standard deck (``reference/classic-cards.json``, US 2008) numbers its cards CH01-CH16 and CC01-CC16 in this
# order; an edition whose deck holds these cards in this order also answers to those numbers.
STANDARD_DECKS = {
    "chance": ("CH", (
        "advance-to-boardwalk", "advance-to-go", "advance-to-illinois", "advance-to-st-charles", "nearest-railroad",
        "nearest-railroad", "nearest-utility", "bank-dividend", "get-out-of-jail-free", "go-back-3", "go-to-jail",
        "general-repairs", "speeding-fine", "reading-railroad", "chairman-of-the-board", "building-loan",
    )),
    "community-chest": ("CC", (
        "advance-to-go", "bank-error", "doctor-fee", "sale-of-stock", "get-out-of-jail-free", "go-to-jail",
        "holiday-fund", "income-tax-refund", "birthday", "life-insurance", "hospital-fees", "school-fees",
        "consultancy-fee", "street-repairs", "beauty-contest", "inheritance",
    )),
}  # fmt: skip


def _standard_card(edition: Edition, deck: str, card_id: str) -> int | None:
    """``CH02`` / ``CC05``: the card's index in an edition deck laid out as the standard deck, else None."""
    prefix, ids = STANDARD_DECKS.get(deck, ("", ()))
    number = card_id[len(prefix) :] if prefix and card_id.upper().startswith(prefix) else ""
    if not number.isdigit() or not 1 <= int(number) <= len(ids):
        return None
    if tuple(c.id for c in edition.decks[deck].cards) != ids:
        return None
    return int(number) - 1


def card_ref(game: Game, ref: Any, holder: int | None = None) -> tuple[str, int]:
    """``deck/card-id`` as ``(deck, card index)``, preferring a copy ``holder`` holds."""
    text = str(ref)
    deck, _, card_id = text.partition("/")
    edition = game.edition
    if deck not in edition.decks or not card_id:
        raise NotationError(
            f"unknown card {excerpt(text)}: write it as deck/card-id, decks: {', '.join(edition.decks)}"
        )
    matches = [i for i, c in enumerate(edition.decks[deck].cards) if c.id == card_id]
    standard = None if matches else _standard_card(edition, deck, card_id)
    if standard is not None:
        matches = [i for i, c in enumerate(edition.decks[deck].cards) if c.id == edition.decks[deck].cards[standard].id]
        matches.remove(standard)
        matches.insert(0, standard)
    if not matches:
        raise NotationError(f"no card {excerpt(card_id)} in the {deck} deck of {edition.id}")
    if holder is not None:
        for held in game.state.players[holder].cards:
            if held[0] == deck and held[1] in matches:
                return held
    return deck, matches[0]


def _parse_trade(spec: Any, player: int, game: Game) -> ProposeTrade:
    if not isinstance(spec, dict):
        raise NotationError("propose-trade needs a mapping with 'with', 'give' and 'get'")
    unknown = set(spec) - {"with", "give", "get"}
    if unknown:
        raise NotationError(f"unknown key(s) in propose-trade: {', '.join(sorted(map(str, unknown)))}")
    if "with" not in spec:
        raise NotationError("propose-trade needs 'with: PLAYER'")
    partner = player_index(game, spec["with"])
    give = _parse_side(spec.get("give") or {}, player, game)
    get = _parse_side(spec.get("get") or {}, partner, game)
    return ProposeTrade(player, partner, give, get)


def _parse_side(spec: Any, holder: int, game: Game) -> TradeSide:
    if not isinstance(spec, dict):
        raise NotationError("a side of a trade is a mapping of spaces, cash and cards")
    unknown = set(spec) - {"spaces", "cash", "cards"}
    if unknown:
        raise NotationError(f"unknown key(s) in a trade side: {', '.join(sorted(map(str, unknown)))}")
    spaces = tuple(space_index(game.edition, s) for s in spec.get("spaces") or [])
    try:
        cash = int(spec.get("cash") or 0)
    except (TypeError, ValueError):
        raise NotationError(f"trade cash must be a whole amount, not {excerpt(spec.get('cash'))}") from None
    cards: list[tuple[str, int]] = []
    for ref in spec.get("cards") or []:
        card = card_ref(game, ref, holder)
        if card in cards:  # a second copy of the same card id
            remaining = [c for c in game.state.players[holder].cards if c[0] == card[0] and c not in cards]
            card = remaining[0] if remaining else card
        cards.append(card)
    return TradeSide(spaces, cash, tuple(cards))


def format_action(action: Action, edition: Edition) -> str:
    """The text form of ``action`` (a trade is summarised on one line)."""
    kind = action.kind
    if isinstance(action, Bid):
        return f"bid {action.amount}"
    if isinstance(action, ChooseDie):
        return f"choose-die {action.steps}"
    if isinstance(action, ChooseGift):
        return f"gift {action.choice}"
    if isinstance(action, PlayCard | DiscardCard):
        words = [kind, f"{action.deck}/{edition.decks[action.deck].cards[action.card].id}"]
        if isinstance(action, PlayCard):
            if action.target >= 0:
                words.append(str(action.target))
            words += [edition.spaces[s].id for s in (action.space, action.to_space) if s >= 0]
        return " ".join(words)
    if isinstance(action, DrawCard):
        return f"draw {action.deck}"
    if isinstance(action, ReturnDeed) and action.space < 0:
        return "return nothing"
    space = getattr(action, "space", None)
    if space is not None:
        return f"{kind} {edition.spaces[space].id}"
    if isinstance(action, UseCard):
        return f"use-card {action.deck}".strip()
    if isinstance(action, Cheat):
        return " ".join(["cheat", action.card, *(_cheat_arg_text(action, i, edition) for i in range(len(action.args)))])
    if isinstance(action, Accuse):
        return f"accuse {action.accused} {action.card}"
    if isinstance(action, ProposeTrade):
        give, get = _side_text(action.give, edition), _side_text(action.get, edition)
        return f"propose-trade with {action.partner}: give {give}, get {get}"
    return kind


def _cheat_arg_text(action: Cheat, i: int, edition: Edition) -> str:
    card = edition.cheat(action.card)
    value = action.args[i]
    if card is not None and i < len(card.args) and card.args[i] == "space" and isinstance(value, int):
        return edition.spaces[value].id if 0 <= value < edition.size else str(value)
    return str(value)


def _side_text(side: TradeSide, edition: Edition) -> str:
    parts = [edition.spaces[s].id for s in side.spaces]
    if side.cash:
        parts.append(str(side.cash))
    parts.extend(f"{deck}/{edition.decks[deck].cards[i].id}" for deck, i in side.cards)
    return " + ".join(parts) or "nothing"
