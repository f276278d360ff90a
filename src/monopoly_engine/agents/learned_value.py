"""A learned value of a position: each seat's chance to win the game, from what the board shows.

The ``expert`` bot's rollouts stop after a few rounds and ask this model what the position is worth instead of
playing on (``agents.search``). It is a conditional logit over the seats still in the game: seat *p* gets a score
``w . x_p`` from features of its own holdings (``features``), and its chance to win is
``exp(score_p) / sum over the live seats of exp(score_q)``. Heads-up that is a logistic regression on the
difference of the two seats' features; it needs no other form for three or more players, and a bankrupt seat's
chance is 0. Every feature is public (cash, holdings, buildings, mortgages, jail, the rent the board charges), so
the value reads nothing a seat could not see.

The weights are fitted by ``benchmarks/fit_value.py`` (numpy, Newton's method on the log-likelihood of the
winner, with a small ridge) on positions sampled at every round of heuristic self-play games whose bots'
parameters are perturbed, labelled with the games' results; they ship as ``value_weights.json`` beside this
module, with the figures of their fit. This module needs only the standard library.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources

from monopoly_engine.core import Game
from monopoly_engine.core.dice import utility_roll_mean
from monopoly_engine.core.edition import HOTEL, SKYSCRAPER, STREET, UTILITY, Space
from monopoly_engine.core.rent import standing_rent

from .tables import board_tables

# What each feature is, in the order of the weights (the fitting script writes them under these names and the
# loader checks them: a weights file of other features is refused, not misread).
FEATURES: tuple[str, ...] = (
    "cash",  # cash / 1000
    "low_cash",  # how far cash falls short of 300, as a share of 300 (0 at 300 or more): a seat that cannot pay
    "property",  # printed price of its unmortgaged property / 1000
    "mortgaged",  # printed price of its mortgaged property / 1000
    "buildings",  # what its buildings cost / 1000
    "income",  # rent expected from one opponent roll as the board stands, times the opponents / 100
    "sets",  # complete colour groups held
    "jail",  # 1 while in jail
)

WEIGHTS_FILE = "value_weights.json"


def features(game: Game, seat: int) -> list[float]:
    """The features of ``seat``'s position (``FEATURES``); a bankrupt seat has none to speak of (all 0)."""
    state = game.state
    player = state.players[seat]
    if player.bankrupt:
        return [0.0] * len(FEATURES)
    edition = game.edition
    spaces = edition.spaces
    landing = board_tables(edition).p
    owner, mortgaged, level, depot = state.owner, state.mortgaged, state.level, state.depot
    hotels_only = game.rules.hotels_only
    held = unheld = built = 0
    income = 0.0
    sets = 0
    for space in edition.properties:
        if owner[space] != seat:
            continue
        sp = spaces[space]
        if mortgaged[space]:
            unheld += sp.price
            continue
        held += sp.price
        if sp.kind == UTILITY:
            count = sum(1 for other in edition.group_of[space] if owner[other] == seat)
            income += landing[space] * utility_roll_mean(game.rules) * sp.multipliers[count - 1]
        else:
            income += landing[space] * standing_rent(game, space, seat)
        if (
            sp.kind == STREET
            and edition.group_head[space] == space
            and all(owner[other] == seat for other in edition.group_of[space])
        ):
            sets += 1
        built += buildings_cost(sp, level[space], depot[space], hotels_only)
    opponents = sum(1 for p in state.players if not p.bankrupt) - 1
    cash = player.cash
    return [
        cash / 1000,
        max(0.0, 300 - cash) / 300,
        held / 1000,
        unheld / 1000,
        built / 1000,
        income * opponents / 100,
        float(sets),
        1.0 if player.in_jail else 0.0,
    ]


def buildings_cost(sp: Space, level: int, depot: bool, hotels_only: bool) -> int:
    """What the buildings standing on a street at ``level`` (and its depot, Mega) cost to build."""
    built = 0
    if level:
        if hotels_only:
            built += sp.hotel_cost
        else:
            built += min(level, 4) * sp.house_cost
            if level >= HOTEL:
                built += sp.hotel_cost
            if level >= SKYSCRAPER:
                built += sp.skyscraper_cost
    if depot:
        built += sp.depot_cost
    return built


def win_chances(game: Game, weights: tuple[float, ...]) -> list[float]:
    """Each seat's chance to win as the model ``weights`` sees the position (0 for a bankrupt seat)."""
    players = game.state.players
    scores: list[float | None] = []
    for seat, player in enumerate(players):
        if player.bankrupt:
            scores.append(None)
        else:
            scores.append(sum(w * x for w, x in zip(weights, features(game, seat), strict=True)))
    live = [s for s in scores if s is not None]
    if not live:
        return [0.0] * len(players)
    top = max(live)
    exps = [math.exp(s - top) if s is not None else 0.0 for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


@lru_cache(maxsize=1)
def shipped_weights() -> tuple[float, ...]:
    """The weights shipped with the package (``value_weights.json``), checked against ``FEATURES``."""
    text = resources.files(__package__).joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    return parse_weights(json.loads(text))


def parse_weights(data: object) -> tuple[float, ...]:
    """The weights of a fitted model's JSON (``{"features": [...], "weights": [...]}``); ``ValueError`` when its
    features are not ``FEATURES`` or a weight is not a finite number (``TypeError`` when it is not an object)."""
    if not isinstance(data, dict):
        raise TypeError("a value model is a JSON object with 'features' and 'weights'")
    names, weights = data.get("features"), data.get("weights")
    if names != list(FEATURES):
        raise ValueError(f"the value model's features {names!r} are not {list(FEATURES)!r}")
    if not isinstance(weights, list) or len(weights) != len(FEATURES):
        raise ValueError(f"the value model needs {len(FEATURES)} weights, one per feature")
    out = []
    for w in weights:
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not math.isfinite(w):
            raise ValueError(f"a value model's weight must be a finite number, not {w!r}")
        out.append(float(w))
    return tuple(out)


__all__ = ["FEATURES", "features", "parse_weights", "shipped_weights", "win_chances"]
