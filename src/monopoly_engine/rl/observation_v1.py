"""Observation v1: v0 (``rl.observation``, unchanged, first) followed by what a player looks at, so that a
policy need not learn the colour groups from square indices.

The v1 part, in order (offsets below, ``docs/rl.md`` has the table); players are numbered from the observing
seat, as in v0, and the rows a smaller board or table does not use stay zero:

1. per square (``SQUARE_V1`` each, ``MAX_SQUARES`` rows): its group, one-hot over ``MAX_GROUPS`` (the groups
   numbered in board order of their first square: the colour groups, the railroads and the utilities, each one
   group); its current rent / ``MONEY_SCALE`` (what a token landing there pays now: 0 while the bank owns it or
   it is mortgaged; a utility at the mean dice roll); its house cost / 400; whether its owner holds its whole
   group (the set).
2. per player and group (``MAX_PLAYERS`` x ``MAX_GROUPS`` x 2): the share of the group's squares the player
   holds; whether it holds all of them.
3. per player (``MAX_PLAYERS``): the rent it is expected to collect per opponent roll, from the engine's long-run
   landing odds (``analysis.markov``, through the bots' ``agents.tables``) times each of its squares' current
   rent, / ``RENT_RATE_SCALE``.
4. the seat's cash relative to the opponents' best rent: min(cash / the highest current rent on an opponent's
   square, ``CASH_RATIO_CAP``) / ``CASH_RATIO_CAP`` (1 when no opponent's square has rent).

Every coordinate of the v1 part lies in [0, 1] but the rents, which are bounded by ``COUNT_BOUND`` as v0's
amounts are. It is computed afresh at every ``encode`` (a few hundred operations on a 52-square board).
"""

from __future__ import annotations

import numpy as np

from monopoly_engine.agents.tables import board_tables
from monopoly_engine.core import Edition
from monopoly_engine.core.dice import utility_roll_mean
from monopoly_engine.core.edition import RAILROAD, STREET, UTILITY
from monopoly_engine.views import PlayerView

from .actions import MAX_PLAYERS, MAX_SQUARES
from .observation import COUNT_BOUND, MONEY_SCALE, OBSERVATION_SIZE, ObservationEncoder, upper_bounds

MAX_GROUPS = 12  # groups of the bundled editions: 10 in classic and Mega, 8 in Cheaters
RENT_RATE_SCALE = 100.0
CASH_RATIO_CAP = 20.0

# Column offsets of a square's v1 row.
S1_GROUP = 0  # MAX_GROUPS, one-hot
S1_RENT = MAX_GROUPS
S1_HOUSE_COST = S1_RENT + 1
S1_SET = S1_HOUSE_COST + 1
SQUARE_V1 = S1_SET + 1
GROUP_V1 = 2  # per player and group: share held, whole group held

V1_SQUARES_AT = OBSERVATION_SIZE
V1_GROUPS_AT = V1_SQUARES_AT + MAX_SQUARES * SQUARE_V1
V1_RENT_RATES_AT = V1_GROUPS_AT + MAX_PLAYERS * MAX_GROUPS * GROUP_V1
V1_CASH_RATIO_AT = V1_RENT_RATES_AT + MAX_PLAYERS
OBSERVATION_V1_SIZE = V1_CASH_RATIO_AT + 1


def upper_bounds_v1() -> np.ndarray:
    high = np.ones(OBSERVATION_V1_SIZE, dtype=np.float32)
    high[:OBSERVATION_SIZE] = upper_bounds()
    squares = high[V1_SQUARES_AT:V1_GROUPS_AT].reshape(MAX_SQUARES, SQUARE_V1)
    squares[:, S1_RENT] = COUNT_BOUND
    high[V1_RENT_RATES_AT:V1_CASH_RATIO_AT] = COUNT_BOUND
    return high


def check_groups(edition: Edition) -> None:
    groups = len(board_tables(edition).groups)
    if groups > MAX_GROUPS:
        raise ValueError(f"edition {edition.id!r}: {groups} groups, observation v1 holds {MAX_GROUPS}")


class ObservationEncoderV1:
    """Encodes views of one edition's games as v0 followed by the v1 part (see the module's text)."""

    def __init__(self, edition: Edition) -> None:
        check_groups(edition)
        self.v0 = ObservationEncoder(edition)
        self.edition = edition
        tables = board_tables(edition)
        self.odds = tables.p
        self.group_of = tables.group_of  # per square: the group's number, -1 off the properties
        self.members = [group.members for group in tables.groups]
        self.dice_mean = utility_roll_mean(edition.rules)
        fixed = np.zeros(OBSERVATION_V1_SIZE - OBSERVATION_SIZE, dtype=np.float32)
        squares = fixed[: MAX_SQUARES * SQUARE_V1].reshape(MAX_SQUARES, SQUARE_V1)
        for space in edition.properties:
            squares[space, S1_GROUP + self.group_of[space]] = 1.0
            squares[space, S1_HOUSE_COST] = min(edition.spaces[space].house_cost / 400.0, 1.0)
        self.fixed = fixed

    def rents(
        self, owners: tuple[int, ...], levels: tuple[int, ...], mortgaged: tuple[bool, ...], depots: tuple[bool, ...]
    ) -> list[float]:
        """Per square, the rent a token landing there pays now (``core.rent.standing_rent``'s rules; a
        utility at the mean roll; 0 for the bank's, a mortgaged square or no property)."""
        edition = self.edition
        rules = edition.rules
        spaces = edition.spaces
        rents = [0.0] * edition.size
        for space in edition.properties:
            owner = owners[space]
            if owner < 0 or mortgaged[space]:
                continue
            sp = spaces[space]
            group = edition.group_of[space] or (space,)
            held = sum(1 for other in group if owners[other] == owner)
            if sp.kind == STREET:
                level = levels[space]
                if level:
                    rents[space] = float(sp.rent[level])
                elif held == len(group):
                    rents[space] = float(sp.rent[0] * rules.set_rent_multiplier)
                elif rules.majority_rent_multiplier and len(group) >= 3 and held == len(group) - 1:
                    rents[space] = float(sp.rent[0] * rules.majority_rent_multiplier)
                else:
                    rents[space] = float(sp.rent[0])
            elif sp.kind == RAILROAD:
                rents[space] = float(sp.rent[held - 1] * (2 if depots[space] else 1))
            elif sp.kind == UTILITY:
                rents[space] = float(sp.multipliers[held - 1] * self.dice_mean)
        return rents

    def encode(self, view: PlayerView, deciding: bool) -> np.ndarray:
        """The v1 observation of ``view``'s seat (``deciding``: whether the game waits on it now)."""
        out = np.empty(OBSERVATION_V1_SIZE, dtype=np.float32)
        out[:OBSERVATION_SIZE] = self.v0.encode(view, deciding)
        extra = out[OBSERVATION_SIZE:]
        extra[:] = self.fixed
        owners, levels, mortgaged, depots = view.owners, view.levels, view.mortgaged, view.depots
        rents = self.rents(owners, levels, mortgaged, depots)
        players = view.num_players
        seat = view.seat
        squares = extra[: MAX_SQUARES * SQUARE_V1].reshape(MAX_SQUARES, SQUARE_V1)
        groups = extra[MAX_SQUARES * SQUARE_V1 : V1_RENT_RATES_AT - OBSERVATION_SIZE].reshape(
            MAX_PLAYERS, MAX_GROUPS, GROUP_V1
        )
        rates = [0.0] * players
        best_rent = 0.0
        for space in self.edition.properties:
            owner = owners[space]
            rent = rents[space]
            squares[space, S1_RENT] = rent / MONEY_SCALE
            if owner < 0:
                continue
            members = self.members[self.group_of[space]]
            if all(owners[other] == owner for other in members):
                squares[space, S1_SET] = 1.0
            rates[owner] += self.odds[space] * rent
            if owner != seat and rent > best_rent:
                best_rent = rent
        for player in range(players):
            relative = (player - seat) % players
            for number, members in enumerate(self.members):
                held = sum(1 for space in members if owners[space] == player)
                if held:
                    groups[relative, number, 0] = held / len(members)
                    groups[relative, number, 1] = 1.0 if held == len(members) else 0.0
            extra[V1_RENT_RATES_AT - OBSERVATION_SIZE + relative] = rates[player] / RENT_RATE_SCALE
        cash = view.cash()
        ratio = CASH_RATIO_CAP if best_rent <= 0 else min(cash / best_rent, CASH_RATIO_CAP)
        extra[-1] = ratio / CASH_RATIO_CAP
        return out
