"""The encoders' kept rows and shortcuts against the slow paths: at every decision of seeded random masked games
of every bundled edition, every seat's observation is the one written coordinate by coordinate from the
view's one-by-one accessors, the mask is ``legal_mask``'s (a new encoder), and the views' shared and kept
tradable squares are the trade rules' answer square by square."""

from __future__ import annotations

import numpy as np
import pytest

from monopoly_engine import rl
from monopoly_engine.core import trade
from monopoly_engine.core.decisions import (
    AuctionDecision,
    AuctionSquareDecision,
    BuildingAuctionDecision,
    BuyDecision,
    CardLimitDecision,
    ChooseDieDecision,
    ChooseSquareDecision,
    DebtDecision,
    DeckChoiceDecision,
    GiftDecision,
    MortgageDecision,
    ReturnDeedDecision,
    TradeDecision,
)
from monopoly_engine.rl.actions import DECKS, MAX_PLAYERS, MAX_SQUARES, legal_mask
from monopoly_engine.rl.gym_env import MonopolyEnv
from monopoly_engine.rl.observation import (
    DECISION_KINDS,
    GL_BANK,
    GL_CLAIM,
    GL_DEBT,
    GL_DEBT_BANK,
    GL_DICE,
    GL_DOUBLES,
    GL_HIGH_BID,
    GL_HIGH_BIDDER,
    GL_KIND,
    GL_MIN_BID,
    GL_MY_CARDS,
    GL_PLAYERS,
    GL_ROLL_DUE,
    GL_ROLLED,
    GL_ROUNDS,
    GL_TRADE_CARDS_GET,
    GL_TRADE_CARDS_GIVE,
    GL_TRADE_CASH_GET,
    GL_TRADE_CASH_GIVE,
    MONEY_SCALE,
    OBSERVATION_SIZE,
    PL_BANKRUPT,
    PL_CARDS,
    PL_CASH,
    PL_DECIDING,
    PL_GO,
    PL_JAIL,
    PL_PRESENT,
    PL_TICKETS,
    PL_TRIES,
    PL_TURN,
    PLAYER_FEATURES,
    PLAYERS_SIZE,
    SQ_DECISION,
    SQ_DEPOT,
    SQ_EXISTS,
    SQ_LEVEL,
    SQ_MORTGAGED,
    SQ_OWNER,
    SQ_PRICE,
    SQ_PROPERTY,
    SQ_TOKENS,
    SQ_TRADE_GET,
    SQ_TRADE_GIVE,
    SQUARE_FEATURES,
    SQUARES_SIZE,
    ObservationEncoder,
)
from monopoly_engine.views import PlayerView

from .conftest import CONFIGURATION_PARAMS

# The decision kinds by class, as docs/rl.md names them (a turn decision: "roll" or "end-turn").
KINDS = {
    BuyDecision: "buy",
    AuctionDecision: "auction",
    BuildingAuctionDecision: "building-auction",
    DebtDecision: "debt",
    TradeDecision: "trade",
    MortgageDecision: "mortgage",
    ChooseDieDecision: "choose-die",
    ChooseSquareDecision: "choose-square",
    AuctionSquareDecision: "auction-square",
    GiftDecision: "gift",
    DeckChoiceDecision: "deck-choice",
    CardLimitDecision: "card-limit",
    ReturnDeedDecision: "return-deed",
}


def written_observation(view: PlayerView, deciding: bool) -> np.ndarray:
    """The observation as the module's text lays it out, each coordinate written from the view's one-by-one
    accessors (no kept rows, no runs of figures)."""
    edition = view.edition
    seat, n = view.seat, view.num_players
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    board = out[:SQUARES_SIZE].reshape(MAX_SQUARES, SQUARE_FEATURES)
    players = out[SQUARES_SIZE : SQUARES_SIZE + PLAYERS_SIZE].reshape(MAX_PLAYERS, PLAYER_FEATURES)
    moment = out[SQUARES_SIZE + PLAYERS_SIZE :]
    for space in range(edition.size):
        row = board[space]
        row[SQ_EXISTS] = 1.0
        if space in edition.properties:
            row[SQ_PROPERTY] = 1.0
            row[SQ_PRICE] = min(edition.spaces[space].price / 400.0, 1.0)
        row[SQ_LEVEL] = view.level(space) / 6.0
        row[SQ_MORTGAGED] = view.is_mortgaged(space)
        row[SQ_DEPOT] = view.has_depot(space)
        if view.owner(space) >= 0:
            row[SQ_OWNER + (view.owner(space) - seat) % n] = 1.0
    decision = view.decision
    for player in range(n):
        relative = (player - seat) % n
        row = players[relative]
        row[PL_PRESENT] = 1.0
        if view.is_bankrupt(player):
            row[PL_BANKRUPT] = 1.0
            continue
        board[view.position(player), SQ_TOKENS + relative] = 1.0
        row[PL_CASH] = view.cash(player) / MONEY_SCALE
        row[PL_JAIL] = view.in_jail(player)
        row[PL_TRIES] = view.jail_tries(player) / 3.0
        row[PL_CARDS] = view.card_count(player) / 2.0
        row[PL_TICKETS] = view.tickets(player) / 4.0
        row[PL_TURN] = view.current == player
        row[PL_DECIDING] = decision is not None and decision.player == player
        row[PL_GO] = view.passed_go(player)
    if decision is not None:
        kind = KINDS.get(type(decision)) or ("roll" if view.roll_due else "end-turn")
        moment[GL_KIND + DECISION_KINDS.index(kind)] = 1.0
        if type(decision) in KINDS:
            if isinstance(decision, (BuyDecision, AuctionDecision)):
                board[decision.space, SQ_DECISION] = 1.0
            if isinstance(decision, AuctionDecision):
                moment[GL_MIN_BID] = view.minimum_bid() / MONEY_SCALE
                moment[GL_HIGH_BID] = decision.high_bid / MONEY_SCALE
                moment[GL_HIGH_BIDDER] = decision.high_bidder == seat
            if isinstance(decision, DebtDecision):
                moment[GL_DEBT] = decision.debt.amount / MONEY_SCALE
                moment[GL_DEBT_BANK] = decision.debt.creditor < 0
            if isinstance(decision, MortgageDecision):
                for space in decision.spaces:
                    board[space, SQ_DECISION] = 1.0
            if isinstance(decision, TradeDecision) and seat in (decision.player, decision.proposer):
                receives = decision.player == seat  # the partner asked receives what the proposer gives
                for space in decision.give_spaces:
                    board[space, SQ_TRADE_GET if receives else SQ_TRADE_GIVE] = 1.0
                for space in decision.get_spaces:
                    board[space, SQ_TRADE_GIVE if receives else SQ_TRADE_GET] = 1.0
                cash_in, cash_out = decision.give_cash, decision.get_cash
                cards_in, cards_out = decision.give_cards, decision.get_cards
                if not receives:
                    cash_in, cash_out, cards_in, cards_out = cash_out, cash_in, cards_out, cards_in
                moment[GL_TRADE_CASH_GET] = cash_in / MONEY_SCALE
                moment[GL_TRADE_CASH_GIVE] = cash_out / MONEY_SCALE
                moment[GL_TRADE_CARDS_GET] = len(cards_in)
                moment[GL_TRADE_CARDS_GIVE] = len(cards_out)
    moment[GL_ROLL_DUE] = view.roll_due
    moment[GL_ROLLED] = view.rolled
    moment[GL_DOUBLES] = view.doubles / 3.0
    for die, value in enumerate(view.last_roll[:3]):
        moment[GL_DICE + die] = value / 6.0
    bank = (view.bank_houses / 32.0, view.bank_hotels / 12.0, view.bank_skyscrapers / 12.0, view.bank_depots / 4.0)
    moment[GL_BANK : GL_BANK + 4] = bank
    moment[GL_ROUNDS] = view.rounds / 100.0
    for slot, deck in enumerate(DECKS):
        moment[GL_MY_CARDS + slot] = sum(1 for held, _ in view.my_cards if held == deck)
    moment[GL_PLAYERS] = n / MAX_PLAYERS
    moment[GL_CLAIM] = deciding and view.my_claim() is not None
    return out


def test_the_written_observation_is_the_encoders_on_a_new_game() -> None:
    """The slow path itself, checked once against a new encoder (the test below compares the kept one)."""
    env = rl.raw_env(edition="classic-en", players=3)
    env.reset(seed=3)
    view = env.episode.views[0]
    assert np.array_equal(env.observe("player_0")["observation"], written_observation(view, True))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_every_observation_and_mask_are_the_slow_paths(edition: str, options: dict, players: int) -> None:
    """At every decision of random masked games: every seat's observation (the environment's encoder, its rows
    kept across the games) is the one written coordinate by coordinate, the deciding seat's mask is a new
    encoder's (``legal_mask``), the view's one-call queries are its one-by-one accessors, and every seat's
    tradable squares (kept, and shared between the seats) are the trade rules' answer, square by square."""
    env = rl.raw_env(edition=edition, players=players, options=options, max_rounds=60)
    rng = np.random.default_rng(players)
    env.reset(seed=players)
    games = decisions = 0
    while decisions < 700:
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            env.step(None)
            if not env.agents:
                games += 1
                env.reset(seed=players + 10 * games)
            continue
        episode = env.episode
        request = episode.request
        observed = env.observe(agent)
        game = episode.game
        owner = game.state.owner
        tradable = tuple(
            s for s in game.edition.properties if owner[s] >= 0 and trade.property_refusal(game, owner[s], s) is None
        )
        for seat, view in enumerate(episode.views):
            deciding = seat == request.seat
            observation = observed["observation"] if deciding else env.setup.encoder.encode(view, deciding)
            assert np.array_equal(observation, written_observation(view, deciding)), (decisions, seat)
            figures = view.moment_figures()
            assert figures == (
                view.board_version,
                view.current,
                view.decision,
                view.roll_due,
                view.rolled,
                view.doubles,
                view.last_roll,
                view.bank_houses,
                view.bank_hotels,
                view.bank_skyscrapers,
                view.bank_depots,
                view.rounds,
                len(view.my_cards),
                bool(view.claims),
            )
            order = [(seat + k) % players for k in range(players)]
            assert view.table_figures() == [view.player_figures(player) for player in order]
            assert view.tradable_properties() == tradable
            assert view.tradable_now() == (None if view.trade_waiting else tradable)
        view = episode.views[request.seat]
        assert np.array_equal(observed["action_mask"], legal_mask(view, request.actions)), decisions
        decisions += 1
        env.step(int(rng.choice(np.flatnonzero(observed["action_mask"]))))


@pytest.mark.parametrize(("edition", "options"), CONFIGURATION_PARAMS)
def test_observations_and_masks_among_bots_are_the_slow_paths(edition: str, options: dict) -> None:
    """Games against bots (``MonopolyEnv``: the bots play many actions between two of the learner's decisions,
    cheats and trades of their own included), several episodes on one environment (its encoders' kept rows carry
    over the resets): at every learner decision its observation and mask are the slow paths', and every bot
    seat's observation, made by an encoder of its own kept across the whole run, is the one written from that
    seat's view."""
    env = MonopolyEnv(edition=edition, options=options, opponents=["heuristic", "random"], max_rounds=40)
    others = ObservationEncoder(env.setup.edition)
    rng = np.random.default_rng(5)
    decisions = 0
    for episode in range(3):
        observed, _ = env.reset(seed=20 + episode)
        done = False
        while not done and decisions < 400:
            views = env.episode.views
            request = env.episode.request
            view = views[env.seat]
            assert np.array_equal(observed["observation"], written_observation(view, True)), decisions
            assert np.array_equal(observed["action_mask"], legal_mask(view, request.actions)), decisions
            for seat, other in enumerate(views):
                if seat != env.seat:
                    assert np.array_equal(others.encode(other, False), written_observation(other, False)), seat
            decisions += 1
            observed, _, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(observed["action_mask"]))))
            done = terminated or truncated
    assert decisions > 100


@pytest.mark.parametrize(("edition", "options"), [("classic-en", {}), ("cheaters-ru", {})])
def test_a_seat_sees_nothing_hidden(edition: str, options: dict) -> None:
    """The observation reads the seat's view alone: at every learner decision among bots, the decks' order and
    the cheat pile's order turned otherwise, and (the Cheaters edition) the bots' pending cheats taken away, give
    the same observation, from the kept encoder and from a new one."""
    env = MonopolyEnv(edition=edition, options=options, opponents=["heuristic", "heuristic"], max_rounds=40)
    rng = np.random.default_rng(7)
    checked = others_cheating = 0
    for episode in range(3):
        observed, _ = env.reset(seed=30 + episode)
        done = False
        while not done:
            state = env.episode.game.state
            view = env.episode.views[env.seat]
            before = observed["observation"]
            decks = {deck: list(cards) for deck, cards in state.decks.items()}
            cheats = state.cheats
            hidden = (list(cheats.pile), list(cheats.pending)) if cheats is not None else None
            for cards in state.decks.values():
                cards.reverse()
            if cheats is not None:
                cheats.pile.reverse()
                mine = [p for p in cheats.pending if p.player == env.seat]
                others_cheating += len(cheats.pending) > len(mine)
                cheats.pending[:] = mine
            assert np.array_equal(env.setup.encoder.encode(view, True), before), checked
            assert np.array_equal(ObservationEncoder(env.setup.edition).encode(view, True), before), checked
            for deck, cards in decks.items():  # the game put back as it was
                state.decks[deck].clear()
                state.decks[deck].extend(cards)
            if cheats is not None and hidden is not None:
                cheats.pile.clear()
                cheats.pile.extend(hidden[0])
                cheats.pending[:] = hidden[1]
            checked += 1
            action = int(rng.choice(np.flatnonzero(observed["action_mask"])))
            observed, _, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
    assert checked > 100
    assert others_cheating > 0 or edition != "cheaters-ru"
