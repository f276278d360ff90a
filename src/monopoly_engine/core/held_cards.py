"""Held cards (``cheaters-ru``): cards kept until played, the per-deck limit, and the effects of playing them.

A card with ``keep`` goes to the drawer's hand (``PlayerState.cards``) instead of acting at once. A
get-out-of-jail-free card is used with ``use-card`` as in every edition; any other held card is played
with ``play-card`` (``PlayCard``): ``when == "own-turn"`` at the holder's own turn decision (or while
they resolve their own card limit on their turn), ``when == "any"`` at any decision point. A prisoner
plays no card (only ``use-card``). With ``max_held_per_deck``, holding one card too many of a deck
puts a ``CardLimitDecision`` on the stack: play or discard (``discard-card``) until the limit holds.
A played or discarded card goes to the bottom of its deck.

Effects and their arguments (``PlayCard.target``, ``space``, ``to_space``; -1 where unused):

- ``send-to-jail`` P: P goes to jail (one prisoner at a time: the old one is freed);
- ``reduced-rent`` P: the next rent the holder pays to P is ``percent`` % of it, rounded up to 10
  (a public modifier, consumed by that payment: ``rent-reduced``);
- ``move-hotel`` FROM TO: the hotel of another player's street FROM moves to the holder's street TO;
- ``place-hotel`` S: a hotel from the bank on the holder's street S, for ``cost``, no colour set needed;
- ``buy-from-bank`` S: buy a street the bank owns at its price (a hotel on it comes free);
- ``swap-places`` P: the holder and P change places; neither square acts, no salary.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .actions import Action, DiscardCard, PlayCard, TradeSide
from .bank import pay_bank
from .decisions import AuctionDecision, BuildingAuctionDecision, BuyDecision, CardLimitDecision, TurnDecision
from .edition import (
    BUY_FROM_BANK,
    GET_OUT_OF_JAIL_FREE,
    HOTEL,
    MOVE_HOTEL,
    PLACE_HOTEL,
    REDUCED_RENT,
    SEND_TO_JAIL,
    STREET,
    SWAP_PLACES,
    WHEN_OWN_TURN,
    Card,
)
from .end_phase import put_home
from .events import (
    BANK,
    BuildingBuilt,
    CardPlayed,
    CardReturned,
    HotelMoved,
    Moved,
    PropertyBought,
    RentReduced,
)
from .refusals import Reason, Refusal, space_refusal
from .rule_module import ActionRule, DecisionRule, RuleModule

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Game

# What each played effect takes: "player" fills ``target``; "space" and "to-space" the two spaces.
PLAY_ARGS: dict[str, tuple[str, ...]] = {
    SEND_TO_JAIL: ("player",),
    REDUCED_RENT: ("player",),
    MOVE_HOTEL: ("space", "to-space"),
    PLACE_HOTEL: ("space",),
    BUY_FROM_BANK: ("space",),
    SWAP_PLACES: ("player",),
}


def held_count(g: Game, player: int, deck: str) -> int:
    count = 0
    for held_deck, _ in g.state.players[player].cards:
        if held_deck == deck:
            count += 1
    return count


def over_limit(g: Game, player: int, deck: str) -> bool:
    limit = g.rules.max_held_per_deck
    return bool(limit) and held_count(g, player, deck) > limit


def check_limit(g: Game, player: int, deck: str) -> None:
    """Ask ``player`` to play or discard when they hold too many cards of ``deck`` (once per deck)."""
    if over_limit(g, player, deck):
        for decision in g.state.stack:
            if type(decision) is CardLimitDecision and decision.player == player and decision.deck == deck:
                return
        g.state.stack.append(CardLimitDecision(player, deck))


def _settle_limit(g: Game, player: int, deck: str) -> None:
    """Drop the player's card-limit decision for ``deck`` once the limit holds again."""
    if over_limit(g, player, deck):
        return
    stack = g.state.stack
    for i in range(len(stack) - 1, -1, -1):
        decision = stack[i]
        if type(decision) is CardLimitDecision and decision.player == player and decision.deck == deck:
            del stack[i]
            return


# --- when a card may be played ------------------------------------------------------------------------


def _timing_refusal(g: Game, player: int, card: Card) -> Reason | None:
    state = g.state
    if state.players[player].in_jail:
        return "a prisoner plays no Chance or Community Chest card (only a get-out-of-jail-free card, with use-card)"
    if card.when == WHEN_OWN_TURN:
        top = state.stack[-1]
        if state.current != player or top.player != player or type(top) not in (TurnDecision, CardLimitDecision):
            return "this card is played at your own turn, before rolling or before ending it"
    return None


def bank_hotels_free(g: Game) -> int:
    """The bank's hotels a card or a cheat may take: not the last one while it is being auctioned."""
    free = g.state.bank_hotels
    for decision in g.state.stack:
        if type(decision) is BuildingAuctionDecision and decision.kind == "hotel":
            free -= 1
    return free


def _in_sale(g: Game, space: int) -> bool:
    """Whether ``space`` is being offered to a player or auctioned right now."""
    for decision in g.state.stack:
        if type(decision) is BuyDecision and decision.space == space:
            return True
        if type(decision) is AuctionDecision and (decision.space == space or space in decision.queue):
            return True
    return False


def _player_refusal(g: Game, holder: int, target: int, effect: str) -> Reason | None:
    players = g.state.players
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < len(players):
        return "name another player still in the game"
    if target == holder or players[target].bankrupt:
        return "name another player still in the game"
    if effect == SEND_TO_JAIL and players[target].in_jail:
        return f"{players[target].name} is in jail already"
    if effect == SWAP_PLACES and (players[target].in_jail or players[holder].in_jail):
        return "nobody in jail changes places"
    return None


def _street_refusal(g: Game, space: int) -> Reason | None:
    reason = space_refusal(g, space)
    if reason:
        return reason
    ed = g.edition
    if ed.spaces[space].kind != STREET:
        return f"{ed.spaces[space].name} is not a street"
    return None


def _args_refusal(g: Game, player: int, card: Card, target: int, space: int, to_space: int) -> Reason | None:
    """Why these arguments do not fit the card now (None: they do)."""
    state = g.state
    ed = g.edition
    effect = card.effect
    kind = effect.type
    wants = PLAY_ARGS[kind]
    if (
        ("player" in wants) != (target != -1)
        or ("space" in wants) != (space != -1)
        or (("to-space" in wants) != (to_space != -1))
    ):
        return f"this card takes: {', '.join(wants)}"
    if "player" in wants:
        return _player_refusal(g, player, target, kind)
    reason = _street_refusal(g, space)
    if reason:
        return reason
    name = ed.spaces[space].name
    if kind == MOVE_HOTEL:
        reason = _street_refusal(g, to_space)
        if reason:
            return reason
        if state.level[space] != HOTEL or state.owner[space] in (BANK, player):
            return f"{name} is not another player's street with a hotel"
        if state.owner[to_space] != player or state.level[to_space]:
            return f"{ed.spaces[to_space].name} is not a street of yours without a hotel"
        return None
    if kind == PLACE_HOTEL:
        if state.owner[space] != player or state.level[space]:
            return f"{name} is not a street of yours without a hotel"
        if bank_hotels_free(g) < 1:
            return "the bank's last hotel is being auctioned" if state.bank_hotels else "the bank has no hotels left"
        if state.players[player].cash < effect.cost:
            return f"the hotel costs {effect.cost}, you have {state.players[player].cash}"
        return None
    # buy-from-bank
    if state.owner[space] != BANK:
        return f"{name} is not the bank's"
    if _in_sale(g, space):
        return f"{name} is being sold right now"
    price = ed.spaces[space].price  # a hotel on it comes free (design H4)
    if state.players[player].cash < price:
        return f"{name} costs {price}, you have {state.players[player].cash}"
    return None


def play_refusal(g: Game, action: PlayCard) -> Reason | None:
    if not isinstance(action.deck, str) or action.deck not in g.edition.decks:
        return f"there is no deck {action.deck!r}"
    player = action.player
    held = (action.deck, action.card)
    if held not in g.state.players[player].cards:
        return "you do not hold that card"
    card = g.edition.decks[action.deck].cards[action.card]
    if card.effect.type == GET_OUT_OF_JAIL_FREE:
        return "a get-out-of-jail-free card is used with use-card, at the start of a turn in jail"
    return _timing_refusal(g, player, card) or _args_refusal(
        g, player, card, action.target, action.space, action.to_space
    )


def discard_refusal(g: Game, action: DiscardCard) -> Reason | None:
    top = g.state.stack[-1]
    if type(top) is not CardLimitDecision or top.player != action.player:
        return "a card is discarded only when you hold more than the limit"
    if action.deck != top.deck:
        return f"you are over the limit of {top.deck} cards, not {action.deck}"
    if (action.deck, action.card) not in g.state.players[action.player].cards:
        return "you do not hold that card"
    return None


# --- what may be played now --------------------------------------------------------------------------


def play_options(g: Game, player: int, deck: str | None = None) -> list[Action]:
    """Every legal ``PlayCard`` of ``player`` now (of ``deck`` only, if given)."""
    state = g.state
    me = state.players[player]
    if not me.cards or me.in_jail:
        return []
    actions: list[Action] = []
    seen = set()
    for held in me.cards:
        if held in seen or (deck is not None and held[0] != deck):
            continue
        seen.add(held)
        card = g.edition.decks[held[0]].cards[held[1]]
        kind = card.effect.type
        if kind == GET_OUT_OF_JAIL_FREE or _timing_refusal(g, player, card):
            continue
        for target, space, to_space in _candidates(g, player, kind):
            if _args_refusal(g, player, card, target, space, to_space) is None:
                actions.append(PlayCard(player, held[0], held[1], target, space, to_space))
    return actions


def _candidates(g: Game, player: int, kind: str) -> list[tuple[int, int, int]]:
    wants = PLAY_ARGS[kind]
    state = g.state
    if "player" in wants:
        return [(p, -1, -1) for p in range(len(state.players)) if p != player]
    streets = [s for s in g.edition.properties if g.edition.spaces[s].kind == STREET]
    if kind == MOVE_HOTEL:
        sources = [s for s in streets if state.level[s] == HOTEL and state.owner[s] not in (BANK, player)]
        targets = [s for s in streets if state.owner[s] == player and not state.level[s]]
        return [(-1, a, b) for a in sources for b in targets]
    return [(-1, s, -1) for s in streets]


def limit_actions(g: Game, decision: CardLimitDecision) -> list[Action]:
    """The choices of a card-limit decision: play a card of that deck (if it can be played now) or discard one."""
    player = decision.player
    actions = play_options(g, player, decision.deck)
    seen = set()
    for held in g.state.players[player].cards:
        if held[0] == decision.deck and held not in seen:
            seen.add(held)
            actions.append(DiscardCard(player, held[0], held[1]))
    return actions


# --- carrying out ------------------------------------------------------------------------------------


def discard(g: Game, action: DiscardCard) -> None:
    state = g.state
    state.players[action.player].cards.remove((action.deck, action.card))
    state.decks[action.deck].append(action.card)
    g.events.append(CardReturned(action.player, action.deck, action.card))
    _settle_limit(g, action.player, action.deck)


def play(g: Game, action: PlayCard) -> None:
    state = g.state
    player = action.player
    deck = action.deck
    state.players[player].cards.remove((deck, action.card))
    state.decks[deck].append(action.card)
    card = g.edition.decks[deck].cards[action.card]
    effect = card.effect
    kind = effect.type
    g.events.append(CardPlayed(player, deck, action.card, action.target, action.space, action.to_space))
    if kind == SEND_TO_JAIL:
        g.send_to_jail(action.target, "card")
    elif kind == REDUCED_RENT:
        state.modifiers.append((REDUCED_RENT, player, action.target, effect.percent))
    elif kind == MOVE_HOTEL:
        state.level[action.space] = 0
        state.level[action.to_space] = HOTEL
        state.building_version += 1
        state.group_version[g.edition.group_head[action.space]] += 1
        state.group_version[g.edition.group_head[action.to_space]] += 1
        for space in (action.space, action.to_space):  # the hotel may leave another player's street
            if state.owner[space] >= 0:
                state.players[state.owner[space]].holdings_version += 1
        g.events.append(HotelMoved(player, action.space, action.to_space))
    elif kind == PLACE_HOTEL:
        state.bank_hotels -= 1
        state.level[action.space] = HOTEL
        state.building_version += 1
        state.group_version[g.edition.group_head[action.space]] += 1
        if state.owner[action.space] >= 0:
            state.players[state.owner[action.space]].holdings_version += 1
        if effect.cost:
            pay_bank(g, player, effect.cost)
        g.events.append(BuildingBuilt(player, action.space, HOTEL, effect.cost))
    elif kind == BUY_FROM_BANK:
        price = g.edition.spaces[action.space].price
        if state.cheats is not None:  # an armed cheap-buy cheat lowers a purchase from the bank
            from .cheats import purchase_price  # (the cheat module builds on this one)

            price = purchase_price(g, player, price)
        pay_bank(g, player, price)
        state.owner[action.space] = player
        state.owner_version += 1
        state.group_version[g.edition.group_head[action.space]] += 1
        state.players[player].holdings_version += 1
        g.events.append(PropertyBought(player, action.space, price))
    elif kind == SWAP_PLACES:
        swap_places(g, player, action.target)
    _settle_limit(g, player, deck)


def swap_places(g: Game, a: int, b: int) -> None:
    """``a`` and ``b`` change places; no square acts and nobody collects a salary. Leaving GO ends *home*;
    in the end phase, being put on GO by the card is coming home (RULINGS.md)."""
    players = g.state.players
    pa, pb = players[a], players[b]
    start_a, start_b = pa.position, pb.position
    pa.position, pb.position = start_b, start_a
    pa.home = pb.home = False
    g.events.append(Moved(a, start_a, start_b, False))
    g.events.append(Moved(b, start_b, start_a, False))
    if g.state.end_phase:
        for seat in (a, b):
            if players[seat].position == 0 and not g.state.over:
                put_home(g, seat)


def reduce_rent(g: Game, payer: int, owner: int, space: int, amount: int) -> int:
    """The rent after a reduced-rent card ``payer`` armed against ``owner`` (consumed here), else ``amount``."""
    modifiers = g.state.modifiers
    for i, (kind, holder, target, percent) in enumerate(modifiers):
        if kind == REDUCED_RENT and holder == payer and target == owner:
            del modifiers[i]
            reduced = -(-amount * percent // 1000) * 10  # the share, rounded up to 10
            g.events.append(RentReduced(payer, owner, space, amount, reduced))
            return reduced
    return amount


def drop_modifiers_of(g: Game, player: int) -> None:
    """A bankrupt's reduced-rent cards, and those armed against them, are void."""
    g.state.modifiers[:] = [m for m in g.state.modifiers if m[0] != REDUCED_RENT or (m[1] != player and m[2] != player)]


# --- the records -----------------------------------------------------------------------------------------


def playable_cards(edition: Edition) -> bool:
    """Whether a deck has kept cards other than get-out-of-jail (cheaters-ru): cards played when one likes.
    Elsewhere a held jail card must not cost a scan of the hand at every decision."""
    return any(
        card.keep and card.effect.type != GET_OUT_OF_JAIL_FREE for deck in edition.decks.values() for card in deck.cards
    )


def limits_cards(edition: Edition) -> bool:
    return edition.rules.max_held_per_deck > 0


def modified_rent(g: Game, payer: int, owner: int, space: int, amount: int) -> int:
    """A rent about to be charged: as a reduced-rent card armed against its owner makes it (``reduce_rent``)."""
    if not g.state.modifiers:
        return amount
    return reduce_rent(g, payer, owner, space, amount)


def drop_modifiers(g: Game, player: int) -> None:
    """A bankrupt's armed cards and the cards armed against them are void (``drop_modifiers_of``)."""
    if g.state.modifiers:
        drop_modifiers_of(g, player)


def trade_limit_refusal(g: Game, proposer: int, partner: int, give: TradeSide, get: TradeSide) -> Refusal | None:
    """A trade may not leave a player holding more cards of a deck than ``max_held_per_deck``."""
    if not give.cards and not get.cards:
        return None
    limit = g.rules.max_held_per_deck
    players = g.state.players
    for receiver, gets, gives in ((partner, give, get), (proposer, get, give)):
        counts = Counter(deck for deck, _ in players[receiver].cards)
        counts.update(deck for deck, _ in gets.cards)
        counts.subtract(deck for deck, _ in gives.cards)
        for deck, count in counts.items():
            if count > limit:
                text = f"{players[receiver].name} would hold {count} {deck} cards, {limit} at most"
                return Refusal(
                    text, "trade_card_limit", {"player": receiver, "count": count, "deck": deck, "limit": limit}
                )
    return None


# The cards kept to be played: ``play-card`` and what a played card leaves armed.
MODULE: RuleModule = RuleModule(
    name="held-cards",
    enabled=playable_cards,
    actions=(ActionRule(PlayCard, play_refusal, play),),
    free_actions=play_options,
    on_rent=modified_rent,
    on_bankrupt=drop_modifiers,
)

# The per-deck limit (``max_held_per_deck``): one card too many is played or discarded at once.
CARD_LIMIT: RuleModule = RuleModule(
    name="card-limit",
    enabled=limits_cards,
    actions=(ActionRule(DiscardCard, discard_refusal, discard),),
    decisions=(DecisionRule(CardLimitDecision, limit_actions),),
    on_card_kept=check_limit,
    trade_refusal=trade_limit_refusal,
)
