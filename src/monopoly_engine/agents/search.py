"""The ``expert`` bot: it weighs the decisions that matter by playing the game forward.

At a decision that matters (buy or decline, a bid, a jail choice, the answer to a trade offer, keeping or lifting a
mortgage that came with a trade, and at the end of a turn whatever the heuristic bot would do there: a build, a lift,
a mortgage, a trade offer) the bot lists a few candidates: the heuristic bot's own answer first, then the
decision's other choices (decline, pass, a bid at the minimum, end the turn). Each candidate is played on copies of
the game as the bot's seat may imagine it (``PlayerView.imagined_game``: the deck order, the other seats' open cheats
and the dice drawn afresh, never read), followed by ``horizon`` rounds of heuristic bots in every seat, each with its
parameters perturbed by up to ``perturb`` (so that the rollouts do not all assume one opponent). Rollout ``i`` uses
the same imagined game, dice and perturbations for every candidate (common random numbers: the candidates are
compared on the same futures). A rollout is worth the game's result when it ended (1 won, 0 lost, a share of a
shared win), otherwise the seat's chance to win by the learned value (``learned=1``, the default:
``agents.learned_value``, a model fitted on self-play games' results, read after a short ``horizon``) or, with
``learned=0``, its share of the players' net worth (cash, property at its printed price less the mortgage where
mortgaged, buildings at cost). At the end of a turn it also compares up to ``trades`` offers that would complete
one of its colour groups (``agents.search_trades``), which the heuristic does not make heads-up. The candidate with the
highest mean replaces the heuristic's answer only when it beats it clearly: by more than ``margin`` in value and by
more than ``confidence`` standard errors of the paired gains (rollout by rollout); otherwise the heuristic's answer
stands. Without that test the search's noise alone would overturn good answers half the time when the values are
close (declining a fair purchase, a bid a step lower).

Forced moves (the runner plays them), decisions with a single candidate and every other decision (raising money for
a debt, the Mega and Cheaters editions' own choices) are answered at once by the heuristic bot, and so are the
Cheaters edition's cheats and accusations offered between decisions (``interject``): searched decisions may still
choose a cheat the heuristic bot proposes at them.

Every random draw comes from the generator the runner hands to ``decide``, one seed per searched decision: the
same view and the same generator give the same answer, whatever the hidden deck order or the game's own dice.
The budget is ``rollouts`` per candidate (reproducible); ``ms`` caps the time of one decision as well, stopping
after the round of rollouts that passes it (at least two rounds), which makes the answer depend on the machine's
speed: leave it at 0 where results must reproduce.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, fields

from monopoly_engine.core import Action, Game
from monopoly_engine.core.actions import Bid, EndTurn, Pass, ProposeTrade
from monopoly_engine.core.decisions import (
    AuctionDecision,
    BuyDecision,
    MortgageDecision,
    TradeDecision,
    TurnDecision,
)
from monopoly_engine.views import PlayerView

from .base import Agent
from .learned_value import buildings_cost, shipped_weights, win_chances
from .runner import AgentActionError, Table
from .search_trades import OfferMemory, completing_offers

# The heuristic bot's parameters a rollout perturbs, with their defaults, by their public names only (what
# ``make_agent("heuristic", "key=value,...")`` reads: the bot's insides may change; ``test_search_bot`` checks these
# against its defaults).
PERTURBED: tuple[tuple[str, float, type], ...] = (
    ("reserve", 100, int),
    ("reserve_per_danger", 4.0, float),
    ("horizon", 36.0, float),
    ("set_bonus", 1.0, float),
    ("block_weight", 0.5, float),
    ("max_overbid", 2.5, float),
    ("trade_margin", 25.0, float),
    ("raise_ratio", 1.5, float),
)


@dataclass(frozen=True, slots=True)
class SearchParams:
    """The search bot's settings (``make_agent("expert", "rollouts=8,horizon=6")``)."""

    rollouts: int = 64  # rollouts per candidate at a searched decision
    horizon: int = 4  # rounds played forward in a rollout (0: to the end of the game)
    perturb: float = 0.2  # each rollout bot's heuristic parameters are scaled by a factor within 1 +- this
    margin: float = 0.01  # least mean gain in value over the heuristic's answer for another to be taken
    confidence: float = 2.0  # ... and least gain in standard errors of the gain (rollout by rollout: paired)
    ms: int = 0  # a cap on one decision's time in milliseconds (0: none; a cap makes answers depend on speed)
    max_rounds: int = 500  # a rollout never goes past this round (the simulations' round limit)
    learned: int = 1  # 1: an unfinished rollout is worth the learned value's chance to win (0: the net-worth share)
    trades: int = 4  # at most this many set-completing trade offers compared at the end of a turn (search_trades)

    @classmethod
    def parse(cls, text: str | None) -> SearchParams:
        """Parameters from ``"key=value,..."`` (``-`` or ``_`` in keys); ``ValueError`` naming an unknown key or a
        bad value. Empty or None: the defaults."""
        known = {f.name: f for f in fields(cls)}
        values: dict[str, int | float] = {}
        for item in (text or "").split(","):
            item = item.strip()
            if not item:
                continue
            key, sep, raw = item.partition("=")
            name = key.strip().lower().replace("-", "_")
            if not sep:
                raise ValueError(f"expert parameter {item!r} needs a value: key=value")
            if name not in known:
                raise ValueError(f"unknown expert parameter {key.strip()!r} (known: {', '.join(sorted(known))})")
            kind: type[int | float] = type(known[name].default)  # type: ignore[assignment]
            try:
                value: int | float = kind(raw.strip())
            except ValueError:
                what = "a whole number" if kind is int else "a number"
                raise ValueError(f"expert parameter {name!r} wants {what}, not {raw.strip()!r}") from None
            if not value >= 0:  # (NaN too)
                raise ValueError(f"expert parameter {name!r} may not be negative, not {raw.strip()!r}")
            values[name] = value
        params = cls(**values)  # type: ignore[arg-type]
        if params.rollouts < 1:
            raise ValueError("expert parameter 'rollouts' must be at least 1")
        if params.perturb >= 1:
            raise ValueError(f"expert parameter 'perturb' must be below 1, not {params.perturb}")
        if params.learned not in (0, 1):
            raise ValueError(f"expert parameter 'learned' is 0 or 1, not {params.learned}")
        return params

    def as_text(self) -> str:
        return ",".join(f"{f.name}={getattr(self, f.name)}" for f in fields(self))


class SearchAgent:
    """Weighs the decisions that matter by rollouts over imagined copies of the game (the module's text)."""

    name = "expert"

    def __init__(self, params: SearchParams | None = None, heuristic: Callable[[str | None], Agent] | None = None):
        from . import make_agent

        self.params = params if params is not None else SearchParams()
        self._make_heuristic: Callable[[str | None], Agent] = heuristic or (lambda p: make_agent("heuristic", p))
        self._heuristic = self._make_heuristic(None)  # proposes the candidates, answers what is not searched
        self._weights = shipped_weights() if self.params.learned else None  # the learned value's, if used
        self._offers = OfferMemory()  # the set-completing offers made (``trades``), not repeated every turn
        self.searched = 0  # decisions searched so far (for tests and measurements)
        self.rollouts = 0  # rollouts played so far
        self.cut_short = 0  # rollouts ended early by a refused repeat offer (``rollout``)
        self.last_values: list[float] = []  # the candidates' mean values at the last searched decision

    def __repr__(self) -> str:
        return f"SearchAgent({self.params.as_text()})"

    # --- what the runner asks besides decisions: the heuristic's answers --------------------------------------

    @property
    def interjects(self) -> bool:
        return bool(getattr(self._heuristic, "interjects", False))

    def interject(self, view: PlayerView, rng: random.Random) -> Action | None:
        return self._heuristic.interject(view, rng)  # type: ignore[attr-defined, no-any-return]

    def claims_rent(self, view: PlayerView) -> bool:
        wants = getattr(self._heuristic, "claims_rent", None)
        return True if wants is None else bool(wants(view))

    # --- decisions ------------------------------------------------------------------------------------------

    def decide(self, view: PlayerView, actions: list[Action], rng: random.Random) -> Action:
        seed = rng.getrandbits(64)  # drawn at every decision, searched or not: the stream does not depend on which
        proposal = self._heuristic.decide(view, actions, random.Random(seed))
        candidates = self.candidates(view, actions, proposal)
        if len(candidates) < 2:
            return proposal
        answer = self.search(view, candidates, seed)
        if type(answer) is ProposeTrade and answer is not proposal:
            self._offers.made(view, answer)
        return answer

    def candidates(self, view: PlayerView, actions: list[Action], proposal: Action) -> list[Action]:
        """What is compared at this decision, the heuristic's ``proposal`` first; one item: nothing to search."""
        top = view.decision
        kind = type(top)
        others: list[Action]
        if kind is BuyDecision or kind is TradeDecision or kind is MortgageDecision:
            others = actions
        elif kind is AuctionDecision:  # (not a building auction: the bank's houses, rarely worth a search)
            others = [a for a in actions if type(a) is Pass or type(a) is Bid]
        elif kind is TurnDecision:
            if view.roll_due and not view.in_jail():
                return [proposal]  # before the roll: the Mega bus tickets' moves, left to the heuristic
            offers: list[Action] = []
            if not view.roll_due and self.params.trades:
                offers.extend(completing_offers(view, self._offers, self.params.trades))
            if not view.roll_due and type(proposal) is EndTurn:
                return [proposal, *offers]  # (alone: nothing the heuristic would do, end the turn at once)
            others = [*actions, *offers]
        else:
            return [proposal]
        found = [proposal]
        for action in others:
            if action not in found:
                found.append(action)
        return found

    def search(self, view: PlayerView, candidates: list[Action], seed: int) -> Action:
        """The heuristic's answer (the first candidate) unless another beat it clearly: the best other by mean
        value, when its mean gain over the first, rollout by rollout, exceeds both ``margin`` and ``confidence``
        standard errors of that gain."""
        params = self.params
        values: list[list[float]] = [[] for _ in candidates]
        deadline = time.perf_counter() + params.ms / 1000 if params.ms else 0.0
        self.searched += 1
        played = 0
        while played < params.rollouts:
            for c, candidate in enumerate(candidates):
                values[c].append(self.rollout(view, candidate, seed + played))
            played += 1
            self.rollouts += len(candidates)
            if deadline and played >= 2 and time.perf_counter() > deadline:
                break
        self.last_values = [sum(v) / played for v in values]
        best = max(range(1, len(candidates)), key=lambda c: (self.last_values[c], -c))
        gains = [b - a for a, b in zip(values[0], values[best], strict=True)]
        gain = sum(gains) / played
        spread = statistics.stdev(gains) / math.sqrt(played) if played > 1 else math.inf
        if gain > params.margin and gain > params.confidence * spread:
            return candidates[best]
        return candidates[0]

    def rollout(self, view: PlayerView, candidate: Action, seed: int) -> float:
        """``candidate`` played on an imagined copy drawn from ``seed``, then ``horizon`` rounds of perturbed
        heuristic bots: the seat's value at the end."""
        params = self.params
        draw = random.Random(seed)
        game = view.imagined_game(draw)
        bots = [self._make_heuristic(perturbed(draw, params.perturb)) for _ in game.state.players]
        game.apply(candidate)  # checked: a proposal need not be one of the listed choices (a bid, an offer)
        limit = params.max_rounds
        if params.horizon:
            limit = min(limit, game.state.rounds + params.horizon)
        if not game.state.over and game.state.rounds < limit:
            try:
                Table(game, bots, draw, max_rounds=limit).advance_bots()
            except AgentActionError:
                # A rollout bot is fresh: it does not remember the offers refused earlier in this turn of the
                # real game, and may make one again, which the engine refuses (nothing applied). The rollout
                # ends there, worth the position it reached.
                self.cut_short += 1
        return value(game, view.seat, self._weights)


def perturbed(rng: random.Random, spread: float) -> str:
    """Heuristic parameters scaled by factors drawn within 1 +- ``spread`` (``""``: the defaults)."""
    if not spread:
        return ""
    items = []
    for name, default, kind in PERTURBED:
        scaled = default * (1 + spread * (2 * rng.random() - 1))
        items.append(f"{name}={round(scaled) if kind is int else round(scaled, 3)}")
    return ",".join(items)


def value(game: Game, seat: int, weights: tuple[float, ...] | None = None) -> float:
    """What a (possibly unfinished) game is worth to ``seat``: its result once the game has a winner (1, 0, or a
    share of a shared win), otherwise its chance to win by the learned value of ``weights``
    (``learned_value.win_chances``) or, without weights, its share of the players' net worth."""
    state = game.state
    if state.over and (state.winner >= 0 or state.winners):
        winners = state.winners or (state.winner,)
        return 1.0 / len(winners) if seat in winners else 0.0
    if weights is not None:
        return win_chances(game, weights)[seat]
    worths = [net_worth(game, p) for p in range(len(state.players))]
    total = sum(worths)
    return worths[seat] / total if total > 0 else 0.0


def net_worth(game: Game, seat: int) -> float:
    """Cash, property at its price (less the mortgage where mortgaged) and buildings at cost; 0 once bankrupt."""
    state = game.state
    player = state.players[seat]
    if player.bankrupt:
        return 0.0
    total = player.cash
    owner, mortgaged, level, depot = state.owner, state.mortgaged, state.level, state.depot
    spaces = game.edition.spaces
    hotels_only = game.rules.hotels_only
    for space in game.edition.properties:
        if owner[space] != seat:
            continue
        sp = spaces[space]
        total += sp.price - (sp.mortgage if mortgaged[space] else 0)
        total += buildings_cost(sp, level[space], depot[space], hotels_only)
    return float(total)


__all__ = ["SearchAgent", "SearchParams", "net_worth", "perturbed", "value"]
