"""Hypothesis invariants: random legal games in every bundled edition, checked after every step.

Hypothesis draws the game (2-6 players, dice seed, rule options: whether rent must be claimed, the
building supply (skyscrapers and depots too on the Mega board), the starting cash, the Speed Die option
on the boards whose dice do not already include it) and the choices: which legal action, bid amounts, houses, random
trade offers and their answers, rent claims. After every step the state must be consistent
(``game_invariants.check_invariants``: money, building supply, even building, ownership, cards, the
decision protocol), random actions that ``refusal()`` rejects must be refused by ``apply`` without
touching the state, and ``clone()`` must be equal, deterministic and independent. At the end the
game's log must replay to the same state, with and without its seed.

Only the first ``HYPOTHESIS_CHOICES`` choices of a game are drawn from Hypothesis (so a long game
does not overrun its buffer and the falsifying example stays readable); later ones come from a
``random.Random`` seeded by a drawn seed, so every example is still reproducible. On failure the
game's log (which replays up to the failing step) is written to the temporary directory and its
path is noted in the report.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from game_invariants import (
    RandomChooser,
    build_move,
    check_group_versions,
    check_invariants,
    check_replays,
    check_versions,
    decision_move,
    free_move,
    group_versions,
    initial_total,
    random_trade,
    versions,
)
from hypothesis import HealthCheck, Phase, event, given, note, settings
from hypothesis import strategies as st

from monopoly_engine.core import Game, IllegalActionError
from monopoly_engine.core.actions import (
    AcceptTrade,
    Action,
    Bid,
    Build,
    BuildDepot,
    Buy,
    ChooseAuctionProperty,
    ChooseGift,
    ClaimRent,
    DeclareBankruptcy,
    Decline,
    EndTurn,
    KeepMortgage,
    LiftMortgage,
    Mortgage,
    MoveTo,
    Pass,
    Pay,
    PayBail,
    RejectTrade,
    Roll,
    SellBuilding,
    SellDepot,
    SellHotelsOutright,
    Unmortgage,
    UseCard,
    UseTicket,
)
from monopoly_engine.core.rule_options import EditionFeatures
from monopoly_engine.editions import available_editions, load_edition
from monopoly_engine.game import RecordedGame, new_game

EDITIONS = available_editions()
FEWER_EXAMPLES = ("mega",)  # editions whose default run draws fewer games (see below)
# classic-en in other words (tests/playthroughs/test_classic_editions.py checks it): their random games are classic-en
# games, so the default run leaves them to classic-en and the slow run plays them too
TRANSLATIONS = ("classic-it", "classic-es")
MAX_STEPS = 1500  # actions per game
HYPOTHESIS_CHOICES = 600  # choices per game drawn from Hypothesis; the rest from a drawn seed
INDEPENDENCE_EVERY = 10  # steps between checks that playing a clone leaves the original alone

_HEALTH = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example]
_NO_SHRINK = [Phase.explicit, Phase.reuse, Phase.generate]


class DataChooser:
    """Choices drawn from Hypothesis while the budget lasts, then from a seeded ``random.Random``."""

    def __init__(self, data: st.DataObject, budget: int, seed: int) -> None:
        self.data = data
        self.left = budget
        self.rng = random.Random(seed)

    def index(self, n: int) -> int:
        if n <= 1:
            return 0
        if self.left > 0:
            self.left -= 1
            return self.data.draw(st.integers(0, n - 1))
        return self.rng.randrange(n)

    def between(self, low: int, high: int) -> int:
        if low >= high:
            return low
        if self.left > 0:
            self.left -= 1
            return self.data.draw(st.integers(low, high))
        return self.rng.randint(low, high)


# --- one step ------------------------------------------------------------------------------------------


def choose(game: Game, chooser: DataChooser, claims: bool) -> Action:
    """The next action: mostly the pending decision's; sometimes a claim, a house, another free action
    or a trade offer. Shrinking moves every choice towards 0: the first choice of the pending decision.
    """
    kind = chooser.index(20)
    action: Action | None = None
    if kind >= 19:
        offer = random_trade(game, chooser)
        if offer is not None and game.is_legal(offer):
            action = offer
    elif kind >= 17:
        action = free_move(game, chooser)
    elif kind >= 14:
        action = build_move(game, chooser)
    elif kind >= 11 and claims and game.state.claims:
        action = ClaimRent(game.state.claims[chooser.index(len(game.state.claims))][1])
    return action or decision_move(game, chooser)


def random_probe(game: Game, rng: random.Random) -> Action:
    """Some action by some seat, most of them illegal now: the wrong player, space, amount or moment."""
    n = len(game.state.players)
    player = rng.randrange(-1, n + 1) if rng.random() < 0.05 else rng.randrange(n)
    space = rng.randrange(-1, game.edition.size + 1)
    kind = rng.randrange(24)
    if kind == 23:
        return SellHotelsOutright(player, space)
    if kind == 17:
        return UseTicket(player, space)
    if kind == 18:
        return ChooseAuctionProperty(player, space)
    if kind == 19:
        return ChooseGift(player, rng.choice(["cash", "ticket", "both"]))
    if kind == 20:
        return BuildDepot(player, space)
    if kind == 21:
        return SellDepot(player, space)
    if kind == 22:
        return MoveTo(player, space)
    if kind == 0:
        return Build(player, space)
    if kind == 1:
        return SellBuilding(player, space)
    if kind == 2:
        return Mortgage(player, space)
    if kind == 3:
        return Unmortgage(player, space)
    if kind == 4:
        cash = game.state.players[player].cash if 0 <= player < n else 100
        return Bid(player, rng.randint(-5, cash + 50))
    if kind == 5:
        return UseCard(player, rng.choice(["", "nope", *game.edition.decks]))
    if kind == 6:
        return KeepMortgage(player, space)
    if kind == 7:
        return LiftMortgage(player, space)
    simple = (Roll, EndTurn, Buy, Decline, Pass, PayBail, Pay, DeclareBankruptcy, ClaimRent, AcceptTrade, RejectTrade)
    if kind == 8:
        offer = random_trade(game, RandomChooser(rng))
        if offer is not None:
            return offer
    return simple[rng.randrange(len(simple))](player)


def check_refusal_changes_nothing(game: Game, before: dict, rng: random.Random, tries: int = 3) -> None:
    """Actions that ``refusal()`` rejects are refused by ``apply`` with that reason, state untouched."""
    for _ in range(tries):
        action = random_probe(game, rng)
        reason = game.refusal(action)
        if reason is None:
            continue
        with pytest.raises(IllegalActionError) as refused:
            game.apply(action)
        assert refused.value.reason == reason
        assert game.state.snapshot() == before, f"refusing {action!r} ({reason}) changed the state"


def check_clone_independent(game: Game, before: dict, rng: random.Random) -> None:
    """Playing a clone for a few moves leaves the original exactly as it was."""
    twin = game.clone()
    chooser = RandomChooser(rng)
    for _ in range(rng.randint(1, 6)):
        if twin.is_over:
            break
        action = free_move(twin, chooser) if rng.random() < 0.3 else None
        twin.apply(action or decision_move(twin, chooser))
    assert game.state.snapshot() == before, "playing a clone changed the original"


# --- the game ------------------------------------------------------------------------------------------


def write_failure_log(rec: RecordedGame, edition: str, seed: int) -> Path:
    path = Path(tempfile.gettempdir()) / f"monopoly-invariants-{edition}-{seed}.jsonl"
    path.write_text("\n".join(rec.log_lines()) + "\n", encoding="utf-8")
    return path


def play_checked_game(edition: str, data: st.DataObject) -> None:
    players = data.draw(st.integers(2, 6), label="players")
    seed = data.draw(st.integers(0, 2**32 - 1), label="dice seed")
    claims = data.draw(st.booleans(), label="rent_must_be_claimed")
    speed = data.draw(st.booleans(), label="speed_die")
    # Rule options that steer games into rarer states: a small building supply makes shortages (and
    # building auctions) common; little starting cash makes debts and bankruptcies come early.
    supply = data.draw(st.none() | st.tuples(st.integers(1, 12), st.integers(1, 4)), label="houses, hotels")
    mega = load_edition(edition).rules.mega_dice
    tall = (
        data.draw(st.none() | st.tuples(st.integers(1, 3), st.integers(1, 4)), label="skyscrapers, depots")
        if mega
        else None
    )
    cash = data.draw(st.none() | st.integers(100, 1000), label="starting cash")
    choice_seed = data.draw(st.integers(0, 2**32 - 1), label="seed of choices after the budget")
    options: dict[str, object] = {}
    if claims:
        options["rent_must_be_claimed"] = True
    if speed and not mega:  # the Mega dice already include the speed die
        options["speed_die"] = True
    if supply is not None:
        if EditionFeatures.of(load_edition(edition)).houses:  # cheaters-ru: hotels only, no houses to set
            options["houses"] = supply[0]
        options["hotels"] = supply[1]
    if mega and tall is not None:
        options["skyscrapers"], options["depots"] = tall
    if cash is not None:
        options["starting_cash"] = cash
    rec = new_game(edition, [f"P{i}" for i in range(players)], seed=seed, options=options or None)
    game = rec.game
    chooser = DataChooser(data, HYPOTHESIS_CHOICES, choice_seed)
    probes = random.Random(choice_seed ^ 0x5EED)  # probes and clone play: reproducible, off the budget
    total = initial_total(game)
    step = 0
    shortage = False
    try:
        check_invariants(game, total)
        before = game.state.snapshot()
        for step in range(1, MAX_STEPS + 1):
            if game.is_over:
                break
            check_refusal_changes_nothing(game, before, probes)
            if step % INDEPENDENCE_EVERY == 0:
                check_clone_independent(game, before, probes)

            action = choose(game, chooser, claims)
            twin = game.clone()
            assert twin.state.snapshot() == before, "clone() is not equal to the original"
            assert versions(twin.state) == versions(game.state), "clone() did not copy the version counters"
            was, groups_was = versions(game.state), group_versions(game.state)
            assert group_versions(twin.state) == groups_was, "clone() did not copy the group versions"
            twin_events = twin.apply(action)
            events = rec.play(action)
            after = game.state.snapshot()
            assert events == twin_events, f"a clone given {action!r} went another way"
            assert twin.state.snapshot() == after, f"a clone given {action!r} ended in another state"
            check_versions(before, after, was, versions(game.state))
            check_group_versions(game.edition, before, after, groups_was, group_versions(game.state))

            check_invariants(game, total)
            before = after
            shortage = shortage or game.state.bank_houses == 0

        check_replays(rec)
    except Exception:
        path = write_failure_log(rec, edition, seed)
        last = [repr(a) for a, _ in rec.history[-8:]]
        note(f"{edition}, {players} players, seed {seed}, options {options}: failed at step {step}")
        note(f"last actions: {last}")
        note(f"the log so far (replay it with monopoly_engine.game.load_log): {path}")
        raise
    finally:
        note(f"{len(rec.history)} actions, {game.state.rolls} rolls, over={game.is_over}")
    record_coverage(rec)
    event(f"the bank ran out of houses: {'yes' if shortage else 'no'}")


COVERED = ("property-bought", "auction-won", "building-built", "building-auction-won", "property-mortgaged",
           "trade-accepted", "mortgage-kept", "debt-incurred", "went-bankrupt", "rent-claimed", "card-kept",
           "game-over", "bus-ticket-used", "depot-built", "auction-square-chosen", "gift-chosen")  # fmt: skip


def record_coverage(rec: RecordedGame) -> None:
    """What the game went through, for ``--hypothesis-show-statistics``."""
    kinds = {e.kind for _, events in rec.history for e in events}
    for kind in COVERED:
        event(f"{kind}: {'yes' if kind in kinds else 'no'}")
    if any(e.kind == "building-built" and e.level == 5 for _, events in rec.history for e in events):
        event("hotel built")
    if any(e.kind == "building-built" and e.level == 6 for _, events in rec.history for e in events):
        event("skyscraper built")


# The default run does not shrink: a game of 1500 checked steps takes minutes to shrink, and the
# failure report already names the seed, the options and a log that replays to the failing step.
# It draws 12 games per edition (5 on Mega), a sample kept small for the run's time; the slow run draws 500
# per edition, the translations included, and shrinks.
@pytest.mark.parametrize("edition", [e for e in EDITIONS if e not in FEWER_EXAMPLES + TRANSLATIONS])
@settings(max_examples=12, deadline=None, suppress_health_check=_HEALTH, phases=_NO_SHRINK)
@given(data=st.data())
def test_random_play_keeps_invariants(edition: str, data: st.DataObject) -> None:
    play_checked_game(edition, data)


# The Mega board (52 squares, every rule of the classic game and its own) in the default run with fewer
# examples, to keep the run short; the slow run gives it as many as the others.
@pytest.mark.parametrize("edition", [e for e in EDITIONS if e in FEWER_EXAMPLES])
@settings(max_examples=5, deadline=None, suppress_health_check=_HEALTH, phases=_NO_SHRINK)
@given(data=st.data())
def test_random_play_keeps_invariants_fewer_examples(edition: str, data: st.DataObject) -> None:
    play_checked_game(edition, data)


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
@settings(max_examples=500, deadline=None, suppress_health_check=_HEALTH)
@given(data=st.data())
def test_random_play_keeps_invariants_long(edition: str, data: st.DataObject) -> None:
    play_checked_game(edition, data)
