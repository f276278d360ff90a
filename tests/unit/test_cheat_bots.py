"""Bots that cheat and catch cheaters (``agents.cheating``): boldness, vigilance, the runner's interjections."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from monopoly_engine.agents import HeuristicParams, make_agent, seat_specs
from monopoly_engine.agents.runner import interjecting_seats, play_game
from monopoly_engine.core import cheats
from monopoly_engine.core import events as ev
from monopoly_engine.core.actions import Accuse, Cheat
from monopoly_engine.game import new_game
from monopoly_engine.views import PlayerView

EDITION = "cheaters-ru"


def _tally(specs: list[str], seeds: range, max_rounds: int = 150) -> Counter:
    """Cheats made, accusations right and wrong, per seat, over games with these bots."""
    counts: Counter = Counter()

    def count(events: list) -> None:
        for e in events:
            if type(e) is ev.Hidden and type(e.event) is ev.CheatPerformed:
                counts[("cheat", e.event.player)] += 1
            elif type(e) is ev.AccusationUpheld:
                counts[("right", e.player)] += 1
            elif type(e) is ev.AccusationRejected:
                counts[("wrong", e.player)] += 1

    for seed in seeds:
        recorded = new_game(EDITION, [f"P{i}" for i in range(len(specs))], seed=seed)
        agents = [make_agent("heuristic", spec) for spec in specs]
        play_game(recorded, agents, random.Random(seed), max_rounds=max_rounds, on_events=count)
    return counts


def test_a_seat_carries_its_own_parameters() -> None:
    assert seat_specs("heuristic:boldness=0.8,vigilance=0,random,Anna:heuristic:vigilance=1") == [
        (None, "heuristic", "boldness=0.8,vigilance=0"),
        (None, "random", ""),
        ("Anna", "heuristic", "vigilance=1"),
    ]
    with pytest.raises(ValueError, match="no seat before it"):
        seat_specs("boldness=0.8,heuristic")
    with pytest.raises(ValueError, match="empty seat"):
        seat_specs("heuristic,,random")


def test_boldness_and_vigilance_are_shares() -> None:
    params = HeuristicParams.parse("boldness=0.8,vigilance=0")
    assert (params.boldness, params.vigilance) == (0.8, 0.0)
    with pytest.raises(ValueError, match="between 0 and 1"):
        HeuristicParams.parse("boldness=1.5")
    assert HeuristicParams().boldness == 0.3 and HeuristicParams().vigilance == 0.5


def test_no_interjections_in_ordinary_games_or_from_bots_that_neither_cheat_nor_watch() -> None:
    classic = new_game("classic-en", ["A", "B"], seed=1).game
    assert interjecting_seats(classic, [make_agent("heuristic"), make_agent("heuristic")]) == []
    game = new_game(EDITION, ["A", "B", "C"], seed=1).game
    agents = [make_agent("heuristic", "boldness=0,vigilance=0"), make_agent("heuristic"), make_agent("random")]
    assert interjecting_seats(game, agents) == [1]


def test_boldness_zero_never_cheats_and_vigilance_zero_never_accuses() -> None:
    counts = _tally(["boldness=0,vigilance=0", "boldness=0,vigilance=0", "boldness=1,vigilance=0"], range(3))
    assert not any(counts[("cheat", seat)] for seat in (0, 1))
    assert counts[("cheat", 2)] > 0  # the bold one did cheat: the test could have seen a cheat
    assert not any(key[0] in ("right", "wrong") for key in counts)


def test_honest_players_are_never_accused_by_a_vigilant_bot() -> None:
    """The vigilant bot's shadow of the public state explains every honest game exactly: no false alarm."""
    counts = _tally(["boldness=0,vigilance=1"] * 4, range(6))
    assert not counts


def _table(seed: int, face_up: list[str]) -> tuple:
    recorded = new_game(EDITION, ["A", "B", "C"], seed=seed)
    cheats.arrange(recorded.game, face_up, [])
    return recorded, recorded.game


@pytest.mark.parametrize(
    ("card", "args"),
    [("steal-from-bank", (100,)), ("pickpocket", "victim")],
)
def test_a_vigilant_bot_catches_an_unambiguous_cheat(card: str, args: object) -> None:
    recorded, game = _table(4, [card, "jailbreak", "extra-card", "wrong-token", "cheap-buy"])
    cheater = game.decision.player
    watcher = (cheater + 1) % 3
    victim = (cheater + 2) % 3
    bot = make_agent("heuristic", "boldness=0,vigilance=1")
    view = PlayerView(game, watcher, recorded)
    rng = random.Random(0)
    assert bot.interject(view, rng) is None  # its first look: the table as it is
    recorded.play(Cheat(cheater, card, (100,) if args != "victim" else (victim, 100)))
    assert bot.interject(view, rng) == Accuse(watcher, cheater, card)


def test_an_oblivious_bot_sees_nothing_and_nobody_accuses_itself() -> None:
    recorded, game = _table(4, ["steal-from-bank", "jailbreak", "extra-card", "wrong-token", "cheap-buy"])
    cheater = game.decision.player
    blind = make_agent("heuristic", "boldness=0,vigilance=0")
    self_watch = make_agent("heuristic", "boldness=0,vigilance=1")
    views = [PlayerView(game, seat, recorded) for seat in range(3)]
    rng = random.Random(0)
    blind.interject(views[(cheater + 1) % 3], rng)
    self_watch.interject(views[cheater], rng)
    recorded.play(Cheat(cheater, "steal-from-bank", (100,)))
    assert blind.interject(views[(cheater + 1) % 3], rng) is None
    assert self_watch.interject(views[cheater], rng) is None


def test_a_bold_bot_robs_the_bank_when_it_pays() -> None:
    recorded, game = _table(4, ["steal-from-bank", "jailbreak", "extra-card", "wrong-token", "cheap-buy"])
    seat = game.decision.player
    bot = make_agent("heuristic", "boldness=1,vigilance=0")
    view = PlayerView(game, seat, recorded)
    action = bot.decide(view, game.decision_actions(), random.Random(0))
    assert action == Cheat(seat, "steal-from-bank", (100,))
    recorded.play(action)
    # one pending cheat at a time: the next answer is the turn's own
    assert type(bot.decide(view, game.decision_actions(), random.Random(0))) is not Cheat


def test_cheating_games_with_random_and_heuristic_bots_end() -> None:
    for seed in range(3):
        recorded = new_game(EDITION, ["A", "B", "C", "D"], seed=seed)
        agents = [
            make_agent("random"),
            make_agent("heuristic", "boldness=0.9"),
            make_agent("random"),
            make_agent("heuristic"),
        ]
        play_game(recorded, agents, random.Random(seed), max_rounds=400)
        assert recorded.game.is_over


@pytest.mark.slow
def test_cheating_pays_against_the_oblivious_and_not_against_the_vigilant() -> None:
    """Fixed seeds: a bold bot among oblivious honest bots gains from its cheats and is never caught; among
    vigilant honest bots it is caught often, pays more in penalties than it collects, and wins less."""
    from monopoly_engine.sim import make_spec, simulate

    bold = "bold:heuristic:boldness=0.9,vigilance=0"
    easy = simulate(make_spec(EDITION, f"{bold},heuristic:boldness=0,vigilance=0,heuristic:boldness=0,vigilance=0", 11),
                    games=30, backend="serial").summary  # fmt: skip
    hard = simulate(make_spec(EDITION, f"{bold},heuristic:boldness=0,vigilance=1,heuristic:boldness=0,vigilance=1", 11),
                    games=30, backend="serial").summary  # fmt: skip
    easy_bold, hard_bold = easy.cheating()[0], hard.cheating()[0]
    assert easy_bold["attempted"] > 30 and easy_bold["caught"] == 0
    assert easy_bold["net_reward_per_game"] > 0
    assert hard_bold["caught_share"] > 0.25
    assert hard_bold["penalty_cash"] > hard_bold["reward_cash"]
    assert easy.wins[0] > hard.wins[0]
    assert all(row["accusations_false"] == 0 for row in hard.cheating()[1:])
