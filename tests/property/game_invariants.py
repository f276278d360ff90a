"""Invariants every reachable game state must satisfy, and a small random player used to reach states.

Shared by ``test_invariants.py`` (Hypothesis drives the choices) and ``test_random_games.py`` (seeded
``random.Random`` drives them). Nothing here is collected by pytest.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Protocol

from monopoly_engine.core import Game, speed_die
from monopoly_engine.core.actions import Action, Bid, Build, BuildDepot, ProposeTrade, TradeSide
from monopoly_engine.core.decisions import DebtDecision, MortgageDecision
from monopoly_engine.core.edition import BUS_TICKETS, HOTEL, RAILROAD, SKYSCRAPER, STREET, Edition
from monopoly_engine.core.state import GameState
from monopoly_engine.game import RecordedGame, replay_lines


def initial_total(game: Game) -> int:
    """What the players held between them at the start: the money conservation constant."""
    return len(game.state.players) * speed_die.starting_cash(game.rules)


def check_invariants(game: Game, total: int) -> None:
    """Assert every invariant of a consistent game state; the message names the first that fails."""
    state = game.state
    ed = game.edition
    rules = game.rules
    players = state.players
    n = len(players)

    # Money: nothing is created or lost, only moved between players and the bank.
    cash = [p.cash for p in players]
    assert min(cash) >= 0, f"negative cash: {cash}"
    held = sum(cash)
    # (The bank's counters count from its side: ``bank_out`` went into players' hands, ``bank_in`` out of them.)
    assert held - state.bank_out + state.bank_in == total, (
        f"money not conserved: players hold {held}, bank paid out {state.bank_out}, took in {state.bank_in}, "
        f"expected total {total}"
    )

    # Ownership, buildings and mortgages, square by square.
    top_level = SKYSCRAPER if rules.skyscrapers else HOTEL
    on_board_houses = on_board_hotels = on_board_skyscrapers = on_board_depots = 0
    for space, sp in enumerate(ed.spaces):
        owner, level, mortgaged = state.owner[space], state.level[space], state.mortgaged[space]
        depot = state.depot[space]
        if not sp.is_property:
            assert owner == -1 and level == 0 and not mortgaged and not depot, (
                f"non-property space {space} owned/built/mortgaged"
            )
            continue
        assert -1 <= owner < n, f"space {space} has owner index {owner}"
        if owner >= 0:
            assert not players[owner].bankrupt, f"space {space} is owned by bankrupt player {owner}"
        else:
            assert not mortgaged, f"space {space} is mortgaged but owned by the bank"
        assert 0 <= level <= top_level, f"space {space} has building level {level}"
        if level:
            assert sp.kind == STREET, f"buildings on non-street {space}"
            assert not mortgaged, f"buildings on mortgaged street {space}"
        if depot:
            assert sp.kind == RAILROAD and owner >= 0, f"a depot on {space}, a {sp.kind} owned by {owner}"
            assert not mortgaged, f"a depot on mortgaged station {space}"
            on_board_depots += 1
        if level == SKYSCRAPER:
            on_board_skyscrapers += 1  # the hotel went back to the bank
        elif level == HOTEL:
            on_board_hotels += 1
        else:
            on_board_houses += level
    supply = (
        ("houses", state.bank_houses, on_board_houses, rules.houses),
        ("hotels", state.bank_hotels, on_board_hotels, rules.hotels),
        ("skyscrapers", state.bank_skyscrapers, on_board_skyscrapers, rules.skyscrapers),
        ("depots", state.bank_depots, on_board_depots, rules.depots),
    )
    for what, bank, board, made in supply:
        assert bank >= 0, f"bank {what}: {bank}"
        assert bank + board == made, f"{what}: bank {bank} + board {board} != {made}"

    # Colour groups: buildings only on the streets of one owner who holds enough of the group to build
    # (all of it; all but one of three or more under majority rules), evenly over that owner's streets
    # (a late last street under majority rules apart), none of them mortgaged; a skyscraper only on a
    # whole group. (``hotels_only``: cards put hotels on lone streets, and a hotel stays on a street sold
    # to the bank.)
    for group in ed.groups.values() if not rules.hotels_only else ():
        streets = [s for s in group.spaces if ed.spaces[s].kind == STREET]
        built = [s for s in streets if state.level[s]]
        if not built:
            continue
        owners = {state.owner[s] for s in built}
        assert len(owners) == 1 and -1 not in owners, f"buildings in {group.id} of several owners: {owners}"
        builder = owners.pop()
        own = [s for s in streets if state.owner[s] == builder]
        need = len(streets) - 1 if rules.majority_rent_multiplier and len(streets) >= 3 else len(streets)
        assert len(own) >= need, f"buildings in {group.id}, whose owner holds only {len(own)} of {len(streets)}"
        levels = sorted(state.level[s] for s in own)
        if need < len(streets) and len(own) == len(streets):
            # Majority rules: the group's last street may join the builder late, at level 0, and then only
            # catches up (docs/mega-design.md, P-even); the others stay even.
            levels = levels[1:]
        assert levels[-1] - levels[0] <= 1, f"uneven building in {group.id}: {levels}"
        # (A mortgaged street just received must be lifted: allowed only while that decision is pending, or
        # when the transfer ended the game.)
        lifting = {s for d in state.stack if type(d) is MortgageDecision for s in d.spaces}
        mortgaged = [s for s in own if state.mortgaged[s] and s not in lifting and not state.over]
        assert not mortgaged, f"buildings in {group.id} with a mortgaged street {mortgaged}"
        if max(levels) == SKYSCRAPER:
            assert len(own) == len(streets), f"a skyscraper in {group.id} without the whole group"

    # Bus tickets (Mega): every ticket is in the pile, held (public counts), or out of play (used, expired, or gone
    # with a bankrupt: returned to the bank for good, 002); drawn ones never go back to the pile.
    held_tickets = sum(p.tickets for p in players)
    assert all(p.tickets >= 0 for p in players), "a negative ticket count"
    assert state.tickets_out >= 0, "a negative count of tickets out of play"
    if BUS_TICKETS in ed.decks:
        pile = state.decks[BUS_TICKETS]
        total = len(ed.decks[BUS_TICKETS].cards)
        assert held_tickets + len(pile) + state.tickets_out == total, (
            f"bus tickets: {held_tickets} held + {len(pile)} in the pile + {state.tickets_out} out != {total}"
        )
        assert len(set(pile)) == len(pile), "a bus ticket twice in the pile"
    else:
        assert held_tickets == 0 and state.tickets_out == 0, "bus tickets in an edition without them"

    # Players.
    for i, p in enumerate(players):
        assert 0 <= p.position < ed.size, f"player {i} at {p.position}"
        if p.in_jail:
            assert p.position == ed.jail_index, f"player {i} in jail but at {p.position}"
        if p.bankrupt:
            assert p.cash == 0 and not p.cards and not p.in_jail and not p.tickets, (
                f"bankrupt player {i} still holds something"
            )

    # Get-out-of-jail cards: each card index of a deck is in exactly one place, the deck or one hand.
    hands = Counter(card for p in players for card in p.cards)
    for deck_id, deck in ed.decks.items():
        if deck_id == BUS_TICKETS:
            continue  # drawn tickets are held as counts or out of the game (above)
        in_deck = Counter(state.decks[deck_id])
        in_hand = Counter({idx: c for (d, idx), c in hands.items() if d == deck_id})
        everywhere = in_deck + in_hand
        assert everywhere == Counter(range(len(deck.cards))), (
            f"deck {deck_id}: cards out of place (deck {sorted(in_deck.elements())}, hands {dict(in_hand)})"
        )
        for idx in in_hand:
            assert deck.cards[idx].keep, f"a player holds {deck_id}/{idx}"
    assert {d for d, _ in hands} <= set(ed.decks), f"cards of unknown decks held: {hands}"

    # The decision protocol.
    # A pending keep-or-lift choice names only mortgaged properties of the player who makes it (none traded on or
    # unmortgaged before the choice).
    for decision in state.stack:
        if type(decision) is MortgageDecision:
            for s in decision.spaces:
                assert state.owner[s] == decision.player and state.mortgaged[s], (
                    f"{decision!r}: {s} is not a mortgaged property of player {decision.player}"
                )
    legal = game.legal_actions()
    if game.is_over:
        assert not legal, f"the game is over but legal actions are {legal}"
        assert not state.stack, "the game is over but decisions are pending"
        if state.winner >= 0:
            assert not players[state.winner].bankrupt, "the winner is bankrupt"
    else:
        assert legal, f"no legal action though the game is not over (decision {game.decision!r})"
        top = state.stack[-1]
        assert not players[top.player].bankrupt, f"bankrupt player {top.player} must decide: {top!r}"
        assert 0 <= state.current < n and not players[state.current].bankrupt, f"current player {state.current}"
        for action in legal:
            reason = game.refusal(action)
            assert reason is None, f"legal_actions() lists {action!r} but refusal() says {reason!r}"
        check_holdings_index(game)
        # The pending decision can be answered: by one of its choices, or (a debt beyond cash) by raising money.
        if not game.decision_actions():
            assert type(top) is DebtDecision, f"the decision {top!r} offers no choice"
            assert game.free_actions(top.player), f"{top!r}: no choice and no way to raise money"


def check_holdings_index(game: Game) -> None:
    """The engine's holdings index lists, for every seat, what walking every property through the rules lists
    (``Game.property_actions_recount``): the lifts, builds and depots, the steps that raise cash, and both."""
    heads = {game.edition.group_head[s] for s in game.edition.properties}
    for player, p in enumerate(game.state.players):
        if p.bankrupt:
            continue
        walks = {}
        # (the narrow listings first: each computes one half of the index's entries, which the last reads together)
        for develop, raise_cash in ((False, True), (True, False), (True, True)):
            # (``_property_actions`` is what ``free_actions``, ``development_actions`` and ``raising_actions`` read.)
            indexed = game._property_actions(player, develop=develop, raise_cash=raise_cash)
            walked = walks[develop, raise_cash] = game.property_actions_recount(
                player, develop=develop, raise_cash=raise_cash
            )
            assert indexed == walked, (
                f"player {player}, develop={develop}, raise_cash={raise_cash}: the index lists {indexed}, "
                f"the recount {walked}"
            )
        # (one walk of the developing steps serves every group: the recount is what each group is checked against)
        developing = walks[True, False]
        for head in heads:
            builds = [a for a in developing if type(a) is Build and game.edition.group_head[a.space] == head]
            assert game.group_builds(player, head) == builds, f"player {player}: group_builds({head}) differs"


def check_replays(rec: RecordedGame) -> None:
    """The game's log replays to the same state, with the seed's dice and with the recorded ones alone, and
    to the same version counters (derived, not logged: the replay bumps them as the game did)."""
    lines = list(rec.log_lines())
    want = rec.game.state.snapshot()
    replayed = replay_lines(lines).game.state
    assert replayed.snapshot() == want, "the log does not replay to the same state"
    assert versions(replayed) == versions(rec.game.state), "the replay's version counters differ"
    assert group_versions(replayed) == group_versions(rec.game.state), "the replay's group versions differ"
    header = json.loads(lines[0])
    header["seed"] = None
    unseeded = replay_lines([json.dumps(header), *lines[1:]])
    assert unseeded.game.state.snapshot() == want, "the log without its seed does not replay to the same state"


def versions(state: GameState) -> tuple[int, ...]:
    """The state's version counters: ownership, buildings (and depots), mortgages, then each player's holdings."""
    return (
        state.owner_version,
        state.building_version,
        state.mortgage_version,
        *(p.holdings_version for p in state.players),
    )


# The snapshot's parts each board version counter follows.
VERSIONED = (
    ("owner_version", ("owner",)),
    ("building_version", ("level", "depot")),
    ("mortgage_version", ("mortgaged",)),
)
BOARD_PARTS = ("owner", "level", "depot", "mortgaged")


def check_versions(before: dict, after: dict, was: tuple[int, ...], now: tuple[int, ...]) -> None:
    """Across one action: a counter never goes back, and it moves whenever what it follows changed (a player's
    holdings counter: whenever a property the player owned before or owns after changed in any way)."""
    for i, (counter, parts) in enumerate(VERSIONED):
        assert now[i] >= was[i], f"{counter} went back from {was[i]} to {now[i]}"
        changed = [part for part in parts if before[part] != after[part]]
        assert not changed or now[i] > was[i], f"{', '.join(changed)} changed but {counter} stayed at {now[i]}"
    touched: set[int] = set()
    for part in BOARD_PARTS:
        for space, (a, b) in enumerate(zip(before[part], after[part], strict=True)):
            if a != b:
                touched.update(o for o in (before["owner"][space], after["owner"][space]) if o >= 0)
    for seat in range(len(was) - len(VERSIONED)):
        i = len(VERSIONED) + seat
        assert now[i] >= was[i], f"player {seat}'s holdings_version went back"
        assert seat not in touched or now[i] > was[i], f"player {seat}'s properties changed, its holdings_version not"


def group_versions(state: GameState) -> tuple[int, ...]:
    """The state's per-group version counters (``GameState.group_version``, at each group's first space)."""
    return tuple(state.group_version)


def check_group_versions(
    edition: Edition, before: dict, after: dict, was: tuple[int, ...], now: tuple[int, ...]
) -> None:
    """Across one action: no group's counter goes back, and a group's counter moves whenever the owner, the
    buildings, the depot or the mortgage of one of its spaces changed (the group of every changed space recomputed
    from the board itself, ``Edition.group_of``), so a mutation site that forgets the counter fails here."""
    for head, (a, b) in enumerate(zip(was, now, strict=True)):
        assert b >= a, f"the group_version at {head} went back from {a} to {b}"
    for part in BOARD_PARTS:
        for space, (a, b) in enumerate(zip(before[part], after[part], strict=True)):
            if a != b:
                group = edition.group_of[space] or (space,)
                head = group[0]
                assert all(edition.group_head[s] == head for s in group), f"space {space}'s group has several heads"
                assert now[head] > was[head], (
                    f"{part} of space {space} changed, its group's version stayed at {now[head]}"
                )


# --- choosing moves ----------------------------------------------------------------------------------


class Chooser(Protocol):
    def index(self, n: int) -> int:
        """A choice in ``range(n)`` (n >= 1)."""

    def between(self, low: int, high: int) -> int:
        """An integer in ``[low, high]``."""


class RandomChooser:
    """Choices from a ``random.Random`` (given, or seeded with ``source``)."""

    def __init__(self, source: int | random.Random) -> None:
        self.rng = source if isinstance(source, random.Random) else random.Random(source)

    def index(self, n: int) -> int:
        return self.rng.randrange(n)

    def between(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)


def decision_move(game: Game, chooser: Chooser) -> Action:
    """A legal move for whoever must decide: one of the decision's choices, or, while they must raise
    money (no decision choice yet), one of their free actions. A bid may be raised above the minimum."""
    actions = game.decision_actions()
    if not actions:
        actions = game.free_actions(game.decision.player)  # type: ignore[union-attr]
    action = actions[chooser.index(len(actions))]
    if type(action) is Bid and chooser.index(3) == 0:
        cash = game.state.players[action.player].cash
        action = Bid(action.player, chooser.between(action.amount, cash))
    return action


def active_players(game: Game) -> list[int]:
    return [i for i, p in enumerate(game.state.players) if not p.bankrupt]


def free_move(game: Game, chooser: Chooser) -> Action | None:
    """A free action (build, sell, mortgage, lift, claim rent) of a random player still in, if they have one."""
    players = active_players(game)
    player = players[chooser.index(len(players))]
    actions = game.free_actions(player)
    if not actions:
        return None
    return actions[chooser.index(len(actions))]


def build_move(game: Game, chooser: Chooser) -> Action | None:
    """A building (house, hotel, skyscraper, depot) for a random player who can build somewhere (developed
    games end sooner)."""
    options = [a for p in active_players(game) for a in game.free_actions(p) if type(a) in (Build, BuildDepot)]
    if not options:
        return None
    return options[chooser.index(len(options))]


def random_trade(game: Game, chooser: Chooser) -> ProposeTrade | None:
    """A random trade offer between two players still in, from what they hold (it may be illegal)."""
    players = active_players(game)
    if len(players) < 2:
        return None
    state = game.state
    proposer = players[chooser.index(len(players))]
    others = [p for p in players if p != proposer]
    partner = others[chooser.index(len(others))]

    def side(player: int) -> TradeSide:
        owned = [s for s in game.edition.properties if state.owner[s] == player]
        spaces = tuple(s for s in owned if chooser.index(4) == 0)
        cash = 0
        if chooser.index(3) == 0:
            cash = chooser.between(0, state.players[player].cash)
        cards = tuple(c for c in state.players[player].cards if chooser.index(2) == 0)
        return TradeSide(spaces, cash, cards)

    return ProposeTrade(proposer, partner, side(proposer), side(partner))
