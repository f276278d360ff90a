"""The bots deserve their names: the seat's view, the liquidation planner, the heuristic's choices, and win
rates on fixed seeds (``heuristic`` beats ``random`` at least 95% of the time and ``buyer`` more often than
not in two-player games; four heuristic bots seldom reach the round limit). Every game is played through
``play_game``, which raises ``AgentActionError`` on any refused action, with every bot wrapped so that it
fails the test if it declares bankruptcy while liquidation could still cover the debt.

The default run plays a few hundred games (seconds); the ``slow`` ones (``pytest -m slow``) play more.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from monopoly_engine.agents import (
    AGENTS,
    BuyerAgent,
    HeuristicAgent,
    HeuristicParams,
    RandomAgent,
    bot_params,
    make_agent,
)
from monopoly_engine.agents.base import Agent
from monopoly_engine.agents.liquidation import debt_action, raise_money
from monopoly_engine.agents.runner import AgentActionError, play_game
from monopoly_engine.core import BANK, FREE_ACTIONS, Action, DebtDecision, Game, SeededRandom, TradeDecision
from monopoly_engine.core.actions import (
    AcceptTrade,
    Build,
    Buy,
    DeclareBankruptcy,
    EndTurn,
    Mortgage,
    Pay,
    PayBail,
    ProposeTrade,
    RejectTrade,
    Roll,
    SellBuilding,
    Unmortgage,
    UseCard,
)
from monopoly_engine.core.decisions import BuyDecision, Debt
from monopoly_engine.core.events import TradeProposed
from monopoly_engine.core.money import liquidation_value
from monopoly_engine.editions import load_edition
from monopoly_engine.views import PlayerView

EDITION = "classic-en"
MAX_ROUNDS = 1000

# classic-en squares
BROWN = (1, 3)
ORANGE = (16, 18, 19)
RED = (21, 23, 24)
GREEN = (31, 32, 34)
READING, ELECTRIC, WATER = 5, 12, 28
BOARDWALK = 39


# --- helpers ---------------------------------------------------------------------------------------------


class Honest:
    """Wraps a bot: fails if it declares bankruptcy while liquidation could still cover the debt."""

    wants_forced_moves = True  # a checking wrapper sees every decision, forced moves included

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = inner.name
        self.bankruptcies = 0

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        action = self.inner.decide(view, actions, rng)
        if isinstance(action, DeclareBankruptcy):
            decision = view.decision
            assert isinstance(decision, DebtDecision)
            assert view.liquidation_value() < decision.debt.amount, "bankrupt while it could still pay"
            self.bankruptcies += 1
        return action


def play(kinds: Sequence[str], seed: int, edition: str = EDITION, max_rounds: int = MAX_ROUNDS) -> Game:
    """One game of the given bots on fixed seeds (dice from ``seed``, the bots' own choices too)."""
    game, _ = Game.new(load_edition(edition), [f"P{i}" for i in range(len(kinds))], SeededRandom(seed))
    play_game(game, [Honest(make_agent(kind)) for kind in kinds], random.Random(seed), max_rounds=max_rounds)
    assert game.is_over
    return game


def duel(hero: str, villain: str, seeds: range, edition: str = EDITION) -> tuple[int, int]:
    """Two-player games, seats alternating; returns (hero's wins, draws at the round limit)."""
    wins = draws = 0
    for seed in seeds:
        kinds = [hero, villain] if seed % 2 == 0 else [villain, hero]
        winner = play(kinds, seed, edition).state.winner
        draws += winner < 0
        wins += winner >= 0 and kinds[winner] == hero
    return wins, draws


def table(names: Sequence[str] = ("A", "B", "C", "D"), seed: int = 1) -> Game:
    game, _ = Game.new(load_edition(EDITION), list(names), SeededRandom(seed), first_player=0)
    return game


def give(game: Game, player: int, *spaces: int, level: int = 0) -> None:
    for space in spaces:
        game.state.owner[space] = player
        game.state.level[space] = level


def offered(game: Game) -> list[Action]:
    """What the runner hands a bot: the pending decision's own choices (free actions: ``view.free_actions()``)."""
    return game.decision_actions()


def ask(agent: Agent, game: Game) -> Action:
    action = agent.decide(PlayerView(game, game.decision.player), offered(game), random.Random(0))  # type: ignore[union-attr]
    assert game.refusal(action) is None, game.refusal(action)
    return action


# --- the view --------------------------------------------------------------------------------------------


def test_the_view_reads_the_live_game_and_copies_nothing() -> None:
    game = table()
    view = PlayerView(game, 2)
    assert view.seat == 2 and view.num_players == 4 and view.edition is game.edition
    assert view.owner(BOARDWALK) == -1 and view.cash() == 1500
    give(game, 1, BOARDWALK)
    game.state.players[2].cash = 77
    game.state.players[1].cards.append(("chance", 0))
    assert view.owner(BOARDWALK) == 1 and view.owners[BOARDWALK] == 1 and view.cash() == 77
    assert view.card_count(1) == 1 and view.my_cards == () and view.player(1).cards == 1
    assert view.owned_by(1) == [BOARDWALK] and view.opponents() == [3, 0, 1]
    assert view.decision is game.decision and view.turns == game.state.turns


def test_the_view_hides_the_deck_order_and_the_random_source() -> None:
    game = table()
    view = PlayerView(game, 0)
    assert view.deck_size("chance") == len(game.state.decks["chance"]) > 0
    public = [name for name in dir(view) if not name.startswith("_")]
    for name in ("decks", "rng", "state", "game"):
        assert name not in public
    for name in public:
        value = getattr(view, name)
        if not callable(value):
            assert not isinstance(value, Game | SeededRandom), name
            assert not (isinstance(value, dict) and "chance" in value), name
    with pytest.raises(AttributeError):
        view.decks = game.state.decks  # type: ignore[attr-defined]


def test_rent_if_landed_counts_sets_railroads_and_a_utility_roll_of_seven() -> None:
    game = table()
    view = PlayerView(game, 0)
    give(game, 1, ELECTRIC)
    assert view.rent_if_landed(ELECTRIC) == 7 * 4
    give(game, 1, WATER)
    assert view.rent_if_landed(ELECTRIC) == 7 * 10 and view.rent_if_landed(ELECTRIC, payer=1) == 0
    give(game, 1, *BROWN)
    assert view.owns_group(1, BROWN[0]) and view.rent_if_landed(BROWN[1]) == 2 * 4
    game.state.level[BROWN[1]] = 5
    assert view.rent_if_landed(BROWN[1]) == 450
    give(game, 2, READING, 15)
    assert view.rent_if_landed(READING) == 50
    game.state.mortgaged[READING] = True
    assert view.rent_if_landed(READING) == 0
    assert view.liquidation_value(1) == liquidation_value(game, 1)


def test_the_views_free_actions_are_the_games_and_kept_until_refreshed() -> None:
    game = table()
    give(game, 0, *ORANGE)
    view = PlayerView(game, 0)
    free = view.free_actions()
    assert free == game.free_actions(0) and any(type(a) is Build for a in free)
    assert view.free_actions() is free  # listed once per decision
    game.state.players[0].cash = 0
    assert view.free_actions() is free  # until refreshed
    view.refresh()
    assert view.free_actions() == game.free_actions(0) and not any(type(a) is Build for a in view.free_actions())


def test_bots_get_the_decisions_choices_and_fresh_free_actions_every_decision() -> None:
    seen = Counter()

    class Spy:
        """A heuristic bot, looked over its shoulder (wrapped: the compiled build's classes take no subclass)."""

        name = "spy"

        def __init__(self) -> None:
            self.bot = HeuristicAgent()

        def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
            assert actions == game.decision_actions()
            assert not any(isinstance(a, FREE_ACTIONS) for a in actions)
            assert view.free_actions() == game.free_actions(view.seat)  # never a stale list
            seen[type(view.decision).__name__] += 1
            return self.bot.decide(view, actions, rng)

    game = table()
    play_game(game, [Spy() for _ in range(4)], random.Random(5), max_rounds=150)
    assert {"TurnDecision", "BuyDecision", "AuctionDecision"} <= set(seen)


def test_the_runner_takes_the_deciding_players_legal_free_actions_and_refuses_others() -> None:
    class Mortgager(BuyerAgent):
        """Mortgages Boardwalk instead of its first roll (a free action it was not handed)."""

        def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
            if view.owner(BOARDWALK) == view.seat and not view.is_mortgaged(BOARDWALK):
                return Mortgage(view.seat, BOARDWALK)
            return super().decide(view, actions, rng)

    game = table(("A", "B"))
    give(game, 0, BOARDWALK)
    seen: list = []
    play_game(game, [Mortgager(), BuyerAgent()], random.Random(1), max_rounds=1, on_events=seen.extend)
    assert game.state.mortgaged[BOARDWALK] and seen

    class Builder(BuyerAgent):
        def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
            return Build(view.seat, BOARDWALK)  # not a whole group: the rules say why

    game = table(("A", "B"))
    give(game, 0, BOARDWALK)
    with pytest.raises(AgentActionError, match="whole colour group"):
        play_game(game, [Builder(), Builder()], random.Random(1))

    class Meddler(BuyerAgent):
        def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
            return Mortgage(1 - view.seat, BOARDWALK)  # the other player's, legal for them, not theirs to ask

    game = table(("A", "B"))
    give(game, 1, BOARDWALK)
    with pytest.raises(AgentActionError, match="not one of the legal actions offered"):
        play_game(game, [Meddler(), Meddler()], random.Random(1))
    assert not game.state.mortgaged[BOARDWALK]


def test_the_same_seeds_play_the_same_games() -> None:
    first = [
        play(["heuristic", "buyer", "random", "heuristic"], seed, max_rounds=200).state.snapshot() for seed in (3, 4)
    ]
    again = [
        play(["heuristic", "buyer", "random", "heuristic"], seed, max_rounds=200).state.snapshot() for seed in (3, 4)
    ]
    assert first == again


def test_play_game_asks_each_bot_through_its_own_seats_view() -> None:
    seen: list[tuple[int, int]] = []

    class Spy(BuyerAgent):
        def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
            seen.append((view.seat, view.decision.player))  # type: ignore[union-attr]
            return super().decide(view, actions, rng)

    play_game(table(("A", "B", "C")), [Spy(), Spy(), Spy()], random.Random(3), max_rounds=5)
    assert seen and all(seat == player for seat, player in seen)
    assert {seat for seat, _ in seen} == {0, 1, 2}


# --- parameters and the registry -------------------------------------------------------------------------


def test_heuristic_parameters_parse_from_text_with_clear_errors() -> None:
    params = HeuristicParams.parse("reserve=200, trades=no, max-overbid=3,horizon=30")
    assert (params.reserve, params.trades, params.max_overbid, params.horizon) == (200, False, 3.0, 30.0)
    assert HeuristicParams.parse(params.as_text()) == params
    assert HeuristicParams.parse(None) == HeuristicParams.parse("") == HeuristicParams()
    with pytest.raises(ValueError, match=r"unknown heuristic parameter 'grit' \(known: .*reserve"):
        HeuristicParams.parse("grit=9")
    with pytest.raises(ValueError, match="whole number"):
        HeuristicParams.parse("reserve=2.5")
    with pytest.raises(ValueError, match="true or false"):
        HeuristicParams.parse("trades=maybe")
    with pytest.raises(ValueError, match="key=value"):
        HeuristicParams.parse("reserve")
    with pytest.raises(ValueError, match="negative"):
        HeuristicParams.parse("horizon=-1")
    described = HeuristicParams.describe()
    assert [name for name, _, _ in described][:3] == ["reserve", "reserve_per_danger", "horizon"]
    assert all(meaning for _, _, meaning in described)


def test_the_registry_and_command_line_bot_params() -> None:
    assert {"random", "buyer", "heuristic", "simple"} <= set(AGENTS)
    agent = make_agent("heuristic", "reserve=250")
    assert isinstance(agent, HeuristicAgent) and agent.params.reserve == 250
    assert isinstance(make_agent("random"), RandomAgent)
    grouped = bot_params(["heuristic.reserve=200", "heuristic.trades=false"])
    assert grouped == {"heuristic": "reserve=200,trades=false"}
    assert make_agent("heuristic", grouped["heuristic"]).params.trades is False  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match=r"kind\.key=value"):
        bot_params(["reserve=200"])
    with pytest.raises(ValueError, match="unknown agent"):
        bot_params(["wizard.reserve=1"])


# --- the liquidation planner -------------------------------------------------------------------------------


def _in_debt(game: Game, player: int, amount: int) -> None:
    game.state.stack.append(DebtDecision(player, Debt(player, BANK, amount, "tax")))


def test_the_planner_mortgages_lone_properties_first_then_sells_evenly() -> None:
    game = table()
    give(game, 0, *ORANGE, level=2)  # a built set
    give(game, 0, BOARDWALK)  # a lone street
    give(game, 0, READING)  # a lone railroad
    give(game, 0, *GREEN[:2])  # part of a set (the bank has the third)
    game.state.players[0].cash = 0
    _in_debt(game, 0, 400)
    order: list[Action] = []
    for _ in range(50):
        action = debt_action(PlayerView(game, 0), offered(game))
        assert type(action) in (Mortgage, SellBuilding, Pay), action
        game.apply(action)
        order.append(action)
        if type(action) is Pay:
            break
    assert type(order[-1]) is Pay
    raised = [a.space for a in order[:-1]]  # type: ignore[attr-defined]
    # Lone properties first (the cheapest rent lost per cash raised), the part of a set after them, and the
    # built set untouched: 400 is covered by mortgages alone.
    assert set(raised[:2]) == {BOARDWALK, READING}
    assert all(type(a) is Mortgage for a in order[:-1])
    assert not any(s in ORANGE for s in raised)
    assert game.state.level[ORANGE[0]] == 2


def test_the_planner_sells_buildings_evenly_once_mortgages_run_out_and_never_builds() -> None:
    game = table()
    give(game, 0, *ORANGE, level=3)
    give(game, 0, *BROWN, level=1)
    game.state.players[0].cash = 0
    game.state.bank_houses -= 11
    _in_debt(game, 0, 250)
    sold: list[int] = []
    while True:
        view = PlayerView(game, 0)
        action = debt_action(view, offered(game))
        assert type(action) not in (Build, Unmortgage, DeclareBankruptcy)
        game.apply(action)
        if type(action) is Pay:
            break
        if type(action) is SellBuilding:
            sold.append(action.space)
            levels = [game.state.level[s] for s in ORANGE]
            assert max(levels) - min(levels) <= 1  # evenly
    # Brown's houses earn least per house sold: they go before orange's.
    assert sold[:2] and set(sold[:2]) == set(BROWN)
    assert game.state.players[0].cash >= 0


def test_the_planner_declares_bankruptcy_only_when_the_game_offers_it() -> None:
    game = table()
    give(game, 0, BOARDWALK)
    game.state.players[0].cash = 10
    _in_debt(game, 0, 200)  # 10 cash + 200 mortgage: can pay
    view = PlayerView(game, 0)
    assert debt_action(view, offered(game)) == Mortgage(0, BOARDWALK)
    game.state.stack.pop()
    _in_debt(game, 0, 5000)  # cannot
    assert debt_action(view, offered(game)) == DeclareBankruptcy(0)
    assert raise_money(view, view.free_actions(), 0) is None


# --- the heuristic's choices --------------------------------------------------------------------------------


def _my_turn_after_rolling(game: Game) -> None:
    state = game.state
    state.roll_due, state.rolled = False, True


def test_the_heuristic_builds_on_its_set_but_keeps_a_reserve() -> None:
    game = table()
    give(game, 0, *ORANGE)
    _my_turn_after_rolling(game)
    bot = HeuristicAgent()
    action = ask(bot, game)
    assert type(action) is Build and action.space in ORANGE  # type: ignore[attr-defined]
    game.state.players[0].cash = 150  # a house costs 100; the reserve is 100 or more
    assert type(ask(bot, game)) is EndTurn


def test_the_heuristic_keeps_its_reserve_when_a_hotel_goes_on_a_bare_street() -> None:
    """``hotels_only`` (cheaters-ru): the first building of a street is a hotel at the hotel's price, so the
    reserve is kept against that price, not the (nil) price of a house."""
    game, _ = Game.new(load_edition("cheaters-ru"), ["A", "B"], SeededRandom(1), first_player=0)
    group = game.edition.group_of[game.edition.properties[0]]
    give(game, 0, *group)
    game.state.level[:] = [0] * game.edition.size  # (the bank's setup hotel stands elsewhere)
    _my_turn_after_rolling(game)
    hotel = game.edition.spaces[group[0]].hotel_cost
    bot = HeuristicAgent(HeuristicParams.parse("boldness=0, vigilance=0"))
    game.state.players[0].cash = hotel + 5000
    assert type(ask(bot, game)) is Build
    game.state.players[0].cash = hotel + 50  # the reserve is 100 or more
    assert type(ask(bot, game)) is EndTurn


def test_the_heuristic_aims_for_the_third_house() -> None:
    game = table()
    give(game, 0, *ORANGE, level=3)
    give(game, 0, *RED, level=2)
    _my_turn_after_rolling(game)
    game.state.players[0].cash = 5000
    bot = HeuristicAgent()
    action = ask(bot, game)
    assert type(action) is Build and action.space in RED  # type: ignore[attr-defined]
    give(game, 0, *RED, level=3)
    action = ask(bot, game)  # every set at three: now the best fourth house
    assert type(action) is Build and action.space in ORANGE + RED  # type: ignore[attr-defined]


def test_the_heuristic_pays_to_leave_jail_early_and_stays_late() -> None:
    game = table()
    me = game.state.players[0]
    me.in_jail, me.position = True, 10
    bot = HeuristicAgent()
    assert type(ask(bot, game)) is PayBail
    me.cards.append(game.edition.card_index("chance/get-out-of-jail-free"))
    assert type(ask(bot, game)) is UseCard
    game.state.rounds = 60
    assert type(ask(HeuristicAgent(), game)) is Roll
    game.state.rounds = 5
    give(game, 1, *GREEN, level=5)  # hotels on the board: stay
    assert type(ask(HeuristicAgent(), game)) is Roll


def test_the_heuristic_buys_a_set_completing_street_even_short_of_its_reserve() -> None:
    game = table()
    give(game, 0, *ORANGE[:2])
    game.state.players[0].cash = 230
    game.state.players[0].position = ORANGE[2]
    game.state.stack.append(BuyDecision(0, ORANGE[2]))
    assert type(ask(HeuristicAgent(), game)) is Buy


def test_the_heuristic_judges_trades_by_their_value() -> None:
    game = table()
    give(game, 0, BOARDWALK)
    give(game, 1, READING)
    bot = HeuristicAgent()
    # A gift: a property for nothing (cash for nothing is refused by the engine).
    game.state.stack.append(TradeDecision(0, 1, (READING,), 0, (), (), 0, ()))
    assert type(ask(bot, game)) is AcceptTrade
    game.state.stack.pop()
    # Boardwalk for 10: no.
    game.state.stack.append(TradeDecision(0, 1, (), 10, (), (BOARDWALK,), 0, ()))
    assert type(ask(bot, game)) is RejectTrade


def test_the_heuristic_proposes_a_set_completing_trade_the_partner_accepts() -> None:
    game = table()
    give(game, 0, *ORANGE[:2])
    give(game, 1, ORANGE[2])
    give(game, 0, GREEN[0])
    give(game, 1, *GREEN[1:])
    _my_turn_after_rolling(game)
    proposer, partner = HeuristicAgent(), HeuristicAgent()
    offer = ask(proposer, game)
    assert isinstance(offer, ProposeTrade) and offer.partner == 1
    game.apply(offer)
    assert type(ask(partner, game)) is AcceptTrade
    game.apply(AcceptTrade(1))
    view = PlayerView(game, 0)
    assert view.owns_group(0, ORANGE[0]) or view.owns_group(0, GREEN[0])  # a set of its own completed
    # Once per turn: the same turn goes on with no second offer (building on the new set is allowed).
    assert not isinstance(ask(proposer, game), ProposeTrade)


def test_two_heuristic_players_swap_sets_only_in_a_stalemate() -> None:
    game = table(("A", "B"))
    give(game, 0, *ORANGE[:2], GREEN[0])
    give(game, 1, ORANGE[2], *GREEN[1:])
    _my_turn_after_rolling(game)
    assert type(ask(HeuristicAgent(), game)) is EndTurn  # zero-sum: no trade helps both
    game.state.rounds = HeuristicParams().stalemate_round
    offer = ask(HeuristicAgent(), game)
    assert isinstance(offer, ProposeTrade)
    game.apply(offer)
    assert type(ask(HeuristicAgent(), game)) is AcceptTrade


def test_the_heuristic_never_repeats_a_rejected_offer_within_its_retry_window() -> None:
    """One heuristic among buyers, who reject every offer: offers stay rare and never repeat too soon."""
    retry = HeuristicParams().trade_retry_rounds
    for seed in range(6):
        game = table(seed=seed)
        proposals: list[tuple[int, int, tuple[int, ...], tuple[int, ...], int]] = []

        def record(events: list, game: Game = game, proposals: list = proposals) -> None:
            proposals.extend(
                (event.player, event.partner, event.give_spaces, event.get_spaces, game.state.rounds)
                for event in events
                if isinstance(event, TradeProposed)
            )

        turns: Counter[tuple[int, int]] = Counter()
        agents = [Honest(HeuristicAgent()), Honest(BuyerAgent()), Honest(BuyerAgent()), Honest(BuyerAgent())]
        play_game(game, agents, random.Random(seed), max_rounds=300, on_events=record)
        last: dict[tuple[int, int, tuple[int, ...], tuple[int, ...]], int] = {}
        for proposer, partner, gave, got, round_made in proposals:
            key = (proposer, partner, gave, got)
            assert key not in last or round_made - last[key] >= retry, key
            last[key] = round_made
            turns[(proposer, round_made)] += 1
        assert all(count <= 1 for count in turns.values())  # one turn per player a round: one offer a turn


def test_one_heuristic_instance_forgets_a_finished_game() -> None:
    bot = HeuristicAgent()
    for seed in (1, 2):
        game = table(seed=seed)
        play_game(game, [bot, bot, bot, bot], random.Random(seed), max_rounds=200)
        assert game.is_over


# --- the bots deserve their names ------------------------------------------------------------------------


def test_heuristic_beats_random_at_least_95_percent_of_two_player_games() -> None:
    wins, _ = duel("heuristic", "random", range(60))
    assert wins >= 57, wins


def test_heuristic_beats_buyer_in_most_two_player_games() -> None:
    wins, _ = duel("heuristic", "buyer", range(100))
    assert wins > 50, wins


def test_four_heuristic_bots_seldom_reach_the_round_limit() -> None:
    games = [play(["heuristic"] * 4, seed) for seed in range(40)]
    at_limit = sum(g.state.winner < 0 for g in games)
    assert at_limit < 0.05 * len(games), at_limit


def test_every_bot_finishes_mixed_games_without_an_illegal_action() -> None:
    for seed, kinds in enumerate((["random", "buyer", "heuristic"], ["heuristic", "simple", "random", "heuristic"])):
        game = play(kinds, seed, max_rounds=300)
        state = game.state
        start = game.rules.starting_cash * len(state.players)
        assert sum(p.cash for p in state.players) == start + state.bank_out - state.bank_in


# --- slow: bigger samples and the other editions -------------------------------------------------------------


@pytest.mark.slow
def test_slow_heuristic_beats_random_in_two_player_games() -> None:
    wins, _ = duel("heuristic", "random", range(1000, 1400))
    assert wins >= 0.95 * 400, wins


@pytest.mark.slow
def test_slow_heuristic_beats_buyer_in_two_player_games() -> None:
    wins, _ = duel("heuristic", "buyer", range(1000, 1600))
    assert wins > 0.55 * 600, wins


@pytest.mark.slow
def test_slow_four_heuristic_bots_seldom_reach_the_round_limit() -> None:
    games = [play(["heuristic"] * 4, seed) for seed in range(1000, 1300)]
    assert sum(g.state.winner < 0 for g in games) < 0.05 * len(games)


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["classic-it", "classic-es"])
def test_slow_the_bots_on_the_other_classic_editions(edition: str) -> None:
    wins, _ = duel("heuristic", "random", range(100), edition)
    assert wins >= 95, wins
    wins, _ = duel("heuristic", "buyer", range(200), edition)
    assert wins > 100, wins


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 5, 6, 8])
def test_slow_heuristic_tables_of_every_size_end(players: int) -> None:
    games = [play(["heuristic"] * players, seed) for seed in range(60)]
    assert sum(g.state.winner < 0 for g in games) < 0.05 * len(games)
