"""Payments, debts and bankruptcy.

Every movement of money goes through here (or the two bank primitives of ``bank``) so the bank's counters
stay exact: players' cash plus what the bank paid out minus what it took in is constant over a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .bank import bank_pays, pay_bank
from .decisions import AuctionDecision, Debt, DebtDecision, Decision, MortgageDecision, TradeDecision, TurnDecision
from .edition import HOTEL, SKYSCRAPER
from .events import (
    BANK,
    BuildingSold,
    CardReturned,
    CardTransferred,
    CashTransferred,
    DebtIncurred,
    DebtPaid,
    DepotSold,
    GameOver,
    LeftJail,
    MoneyPaid,
    PropertyTransferred,
    RentPaid,
    TaxPaid,
    WentBankrupt,
)
from .rent import nominal_value

if TYPE_CHECKING:
    from .engine import Game


def transfer(g: Game, payer: int, payee: int, amount: int) -> None:
    """Move cash from ``payer`` to ``payee`` (either may be ``BANK``)."""
    if payer == BANK:
        bank_pays(g, payee, amount)
    elif payee == BANK:
        pay_bank(g, payer, amount)
    else:
        players = g.state.players
        players[payer].cash -= amount
        players[payee].cash += amount


def charge(g: Game, debt: Debt, then_move: int = 0) -> bool:
    """Collect ``debt`` now if the debtor's cash covers it; otherwise open a raise-money decision.

    Returns True when paid now. ``then_move`` is a move the debtor makes once the debt is paid.
    """
    if g.hooks.on_debt:  # (cheats: an armed cheat may change a payment to a player)
        for on_debt in g.hooks.on_debt:
            debt = on_debt(g, debt)
    if g.state.players[debt.debtor].cash >= debt.amount:
        settle(g, debt)
        return True
    g.state.stack.append(DebtDecision(debt.debtor, debt, then_move))
    g.events.append(DebtIncurred(debt.debtor, debt.creditor, debt.amount))
    return False


def charge_bank(g: Game, player: int, amount: int, reason: str, space: int = -1) -> None:
    """``charge(g, Debt(player, BANK, amount, reason, space))``: a tax, card or fee owed to the bank.

    Fast path: when cash covers it (the usual case) it is paid at once, as ``settle`` would, without
    building the ``Debt`` record that only a raise-money decision needs.
    """
    p = g.state.players[player]
    if p.cash >= amount:
        p.cash -= amount
        g.state.bank_in += amount
        if reason == "tax":
            g.events.append(TaxPaid(player, space, amount))
        else:
            g.events.append(MoneyPaid(player, BANK, amount, reason))
        return
    charge(g, Debt(player, BANK, amount, reason, space))


def charge_all(g: Game, debts: list[Debt]) -> None:
    """Collect several debts in order; the first that cash cannot cover waits, with the rest queued behind it.

    Debts of or to a player who has gone bankrupt meanwhile are void.
    """
    players = g.state.players
    debts = [
        d for d in debts if not players[d.debtor].bankrupt and (d.creditor < 0 or not players[d.creditor].bankrupt)
    ]
    for i, debt in enumerate(debts):
        if not charge(g, debt):
            top = g.state.stack[-1]
            assert isinstance(top, DebtDecision)
            top.queue = tuple(debts[i + 1 :])
            return


def settle(g: Game, debt: Debt) -> None:
    """Pay ``debt`` from the debtor's cash, with the event that says what it was for."""
    transfer(g, debt.debtor, debt.creditor, debt.amount)
    reason = debt.reason
    if reason == "rent":
        g.events.append(RentPaid(debt.debtor, debt.creditor, debt.space, debt.amount))
    elif reason == "tax":
        g.events.append(TaxPaid(debt.debtor, debt.space, debt.amount))
    else:
        g.events.append(MoneyPaid(debt.debtor, debt.creditor, debt.amount, reason))


def pay_debt(g: Game, decision: DebtDecision) -> None:
    """The debtor pays the debt of the decision on top of the stack, then the game goes on."""
    g.state.stack.pop()
    debt = decision.debt
    settle(g, debt)
    g.events.append(DebtPaid(debt.debtor, debt.creditor, debt.amount))
    _after_debt(g, decision)


def _after_debt(g: Game, decision: DebtDecision) -> None:
    debt = decision.debt
    if debt.reason == "fine" and decision.then_move:  # the fine of a third failed jail roll: out, and move
        # (sent to jail again meanwhile, the move is void and the new term stands; freed meanwhile by the
        # one-prisoner rule, the fine is still owed and the move still made)
        player = g.state.players[debt.debtor]
        if player.in_jail:
            player.in_jail = False
            player.jail_tries = 0
            g.events.append(LeftJail(debt.debtor, "fine"))
        g.move_by(debt.debtor, decision.then_move)
    if decision.queue:
        charge_all(g, list(decision.queue))


def building_sale_value(g: Game, space: int) -> int:
    """What selling every building on ``space`` to the bank brings."""
    level = g.state.level[space]
    if not level or g.rules.hotels_only:  # hotels_only: hotels are never sold, they stay with the street
        return 0
    sp = g.edition.spaces[space]
    pct = g.rules.building_sell_percent
    house = sp.house_cost * pct // 100
    if level == HOTEL:
        return sp.hotel_cost * pct // 100 + 4 * house
    if level == SKYSCRAPER:
        return sp.skyscraper_cost * pct // 100 + sp.hotel_cost * pct // 100 + 4 * house
    return level * house


def depot_value(g: Game, space: int) -> int:
    """What selling the depot on ``space`` (if any) to the bank brings."""
    if not g.state.depot[space]:
        return 0
    return g.edition.spaces[space].depot_cost * g.rules.building_sell_percent // 100


def liquidation_value(g: Game, player: int) -> int:
    """Cash plus everything selling every building and mortgaging every property would raise."""
    state = g.state
    total = state.players[player].cash
    sell_to_bank = g.rules.sell_to_bank
    mortgages = g.rules.mortgages
    for space in g.edition.properties:
        if state.owner[space] == player:
            if state.depot[space]:
                total += depot_value(g, space)
            if sell_to_bank:  # the street itself goes to the bank at its nominal value
                total += nominal_value(g, space)
                continue
            total += building_sale_value(g, space)
            if mortgages and not state.mortgaged[space]:
                total += g.edition.spaces[space].mortgage
    return total


def declare_bankruptcy(g: Game, decision: DebtDecision) -> None:
    """The debtor cannot cover the debt even by liquidating: everything goes to the creditor."""
    state = g.state
    events = g.events
    state.stack.pop()
    debtor = decision.debt.debtor
    creditor = decision.debt.creditor
    player = state.players[debtor]
    player.bankrupt = True
    events.append(WentBankrupt(debtor, creditor))
    owned = [s for s in g.edition.properties if state.owner[s] == debtor]
    # Buildings go back to the bank at the sale price first; the money is part of what the creditor gets.
    # (``hotels_only``: a hotel is never sold; it goes with its street.)
    for space in owned:
        if state.level[space] and not g.rules.hotels_only:
            refund = building_sale_value(g, space)
            if state.level[space] == HOTEL:
                state.bank_hotels += 1
            elif state.level[space] == SKYSCRAPER:
                state.bank_skyscrapers += 1
            else:
                state.bank_houses += state.level[space]
            state.level[space] = 0
            state.building_version += 1
            state.group_version[g.edition.group_head[space]] += 1
            state.players[debtor].holdings_version += 1
            bank_pays(g, debtor, refund)
            events.append(BuildingSold(debtor, space, 0, refund))
        if state.depot[space]:
            refund = depot_value(g, space)
            state.depot[space] = False
            state.building_version += 1
            state.group_version[g.edition.group_head[space]] += 1
            state.players[debtor].holdings_version += 1
            state.bank_depots += 1
            bank_pays(g, debtor, refund)
            events.append(DepotSold(debtor, space, refund))
    cash = player.cash
    if creditor != BANK:
        if cash:
            transfer(g, debtor, creditor, cash)
            events.append(CashTransferred(debtor, creditor, cash))
        received_mortgaged = []
        for space in owned:
            state.owner[space] = creditor
            state.owner_version += 1
            state.group_version[g.edition.group_head[space]] += 1
            state.players[debtor].holdings_version += 1
            state.players[creditor].holdings_version += 1
            events.append(PropertyTransferred(space, debtor, creditor))
            if state.mortgaged[space]:
                received_mortgaged.append(space)
        for deck, card in player.cards:
            state.players[creditor].cards.append((deck, card))
            events.append(CardTransferred(deck, card, debtor, creditor))
        received_decks = sorted({deck for deck, _ in player.cards})
        auctions: list[int] = []
    else:
        if cash:
            pay_bank(g, debtor, cash)
            events.append(CashTransferred(debtor, BANK, cash))
        for space in owned:
            state.owner[space] = BANK
            state.mortgaged[space] = False
            state.owner_version += 1
            state.group_version[g.edition.group_head[space]] += 1
            state.players[debtor].holdings_version += 1
            state.mortgage_version += 1
            events.append(PropertyTransferred(space, debtor, BANK))
        for deck, card in player.cards:
            state.decks[deck].append(card)
            events.append(CardReturned(debtor, deck, card))
        received_mortgaged = []
        received_decks = []
        auctions = owned
    player.cards = []
    player.in_jail = False
    player.home = False
    for on_bankrupt in g.hooks.on_bankrupt:  # (rent claims, Mega's bus tickets, armed cards: void)
        on_bankrupt(g, debtor)
    orphaned = _drop_player_decisions(g, debtor)
    active = [i for i, p in enumerate(state.players) if not p.bankrupt]
    if len(active) <= 1:
        state.over = True
        state.winner = active[0] if active else -1
        state.winners = tuple(active)
        state.stack.clear()
        events.append(GameOver(state.winner, "last-player-standing"))
        return
    if debtor == state.current:
        g.next_turn()
        if state.over:  # the end phase: everyone left was home, the final rents are paid
            return
    for deck in received_decks:  # (the card limit: one card too many is played or discarded at once)
        for on_card_kept in g.hooks.on_card_kept:
            on_card_kept(g, creditor, deck)
    if received_mortgaged:
        state.stack.append(MortgageDecision(creditor, received_mortgaged))
    if auctions:
        g.start_auction(auctions[0], debtor, tuple(auctions[1:]))
    queued = [*decision.queue, *orphaned]
    if queued:
        charge_all(g, queued)


def _drop_player_decisions(g: Game, gone: int) -> list[Debt]:
    """Remove what a bankrupt player was still to decide, and them from running auctions.

    Returns the debts that were queued behind a dropped debt (owed by or to others, still due).
    """
    kept: list[Decision] = []
    orphaned: list[Debt] = []
    for decision in g.state.stack:
        if isinstance(decision, TurnDecision):
            kept.append(decision)
        elif isinstance(decision, AuctionDecision):
            if gone in decision.bidders:
                was_asked = decision.player == gone
                idx = decision.bidders.index(gone)
                decision.bidders.remove(gone)
                if decision.high_bidder == gone:
                    decision.high_bidder, decision.high_bid = -1, 0
                if not decision.bidders:
                    continue
                if was_asked:
                    decision.player = decision.bidders[idx % len(decision.bidders)]
            kept.append(decision)
        elif isinstance(decision, TradeDecision):
            if gone not in (decision.player, decision.proposer):
                kept.append(decision)
        elif isinstance(decision, DebtDecision):
            if gone not in (decision.debt.debtor, decision.debt.creditor):
                kept.append(decision)
            else:
                orphaned.extend(decision.queue)
        elif decision.player != gone:
            kept.append(decision)
    g.state.stack[:] = kept
    return orphaned
