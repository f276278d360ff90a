"""The table's short paths against its general one: ``next_request`` making a plain decision at once, and
``submit`` answering a decision without the request's dispatch, give the requests, the games and the logs that
the general way (``Table._make_request`` phase by phase, ``Table._answer``) gives, on seeded games of every
edition, with outside seats and bots, rent claims, cheats and the round limit."""

from __future__ import annotations

import dataclasses
import random

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import Decide, OfferClaim, Table
from monopoly_engine.core.actions import ClaimRent
from monopoly_engine.game import new_game

NAMES = ["A", "B", "C"]
GAMES = [
    ("classic-en", {}),
    ("classic-it", {}),
    ("classic-es", {}),
    ("classic-en", {"rent_must_be_claimed": True, "free_parking": "draw-card"}),
    ("classic-en", {"speed_die": True}),
    ("mega", {}),
    ("cheaters-ru", {}),
    ("cheaters-ru", {"rent_must_be_claimed": True}),
]


def outside_answer(table: Table, request, rng: random.Random):
    """A seeded answer from outside: a decision's choice or a listed free action (sometimes an equal copy, which
    goes the checked way), a claim taken or passed, an interjection passed."""
    if type(request) is Decide:
        choices = request.actions + table.views[request.seat].free_actions()
        action = choices[rng.randrange(len(choices))]
        return action if rng.random() < 0.8 else dataclasses.replace(action)
    if type(request) is OfferClaim:
        return ClaimRent(request.seat) if rng.random() < 0.7 else None
    return None


def play(edition: str, options: dict, seed: int, bots: list[str | None], general: bool, max_rounds: int):
    recorded = new_game(edition, NAMES, seed=seed, options=options)
    seats = [make_agent(kind) if kind is not None else None for kind in bots]
    table = Table(recorded, seats, random.Random(seed), max_rounds=max_rounds)
    rng = random.Random(f"answers-{seed}")
    asked = []
    while True:
        request = (table._request or table._make_request()) if general else table.next_request()
        if request is None:
            break
        agent = table.seats[request.seat]
        answer = table._bot_answer(agent, request) if agent is not None else outside_answer(table, request, rng)
        asked.append((type(request).__name__, request.seat))
        if general:
            table._answer(request, answer)
        else:
            table.submit(request.seat, answer)
    return asked, list(recorded.log_lines())


@pytest.mark.parametrize(("edition", "options"), GAMES, ids=[f"{e}-{'-'.join(o) or 'plain'}" for e, o in GAMES])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_short_paths_play_the_games_the_general_way_plays(edition: str, options: dict, seed: int) -> None:
    for bots, max_rounds in (([None, None, None], 40), ([None, "heuristic", "random"], 60)):
        short = play(edition, options, seed, bots, general=False, max_rounds=max_rounds)
        general = play(edition, options, seed, bots, general=True, max_rounds=max_rounds)
        assert short == general
        assert len(short[0]) > 50
