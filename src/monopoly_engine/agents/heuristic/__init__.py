"""``HeuristicAgent``: the strong default bot. Values properties by landing odds and set completion, keeps a
cash reserve that grows with the danger on the board, builds where the return is best, trades to complete
sets with fair compensation, and stays in jail late in the game. Its settings are ``HeuristicParams``
(``PARAM_DOCS`` says what each means; ``HeuristicParams.parse("reserve=200,trades=false")`` reads them from
text, as ``make_agent("heuristic", text)`` and the command line do).

Valuation, in cash, over a horizon of ``H = horizon`` future dice rolls of the opponents (all together). A
player's holding in one group is worth the price of what it holds (less the cost of lifting a mortgage) plus:

* a complete set of streets: ``set_bonus`` times its developed value, the most of ``H * rate(level) -
  cost(level)`` over the levels from the bare set to hotels, where ``rate`` is the rent one opponent roll is
  expected to pay: landing odds (``analysis.markov``, ``leave`` jail policy) times the deed's rents, see
  ``agents.tables``. In a trade, where cash changes hands, only the share of the development the holder's
  cash can pay for counts (at least ``fund_floor``): a set bought with the last cash is worth less;
* part of a set whose other streets are still the bank's: ``partial_weight * (1 / players) ** missing``
  times the set's value, a rough chance of completing it;
* otherwise the rent it charges now over the horizon (railroads and utilities by how many the player holds,
  a utility at a roll of 7).

A property's value to the bot is what it adds to its own holding plus ``block_weight`` times what it would
add, beyond its price, to the opponent holding part of its group who gains most (denying a set is worth
something).

Danger is the rent the bot is expected to pay per dice roll of its own on the opponents' board as it
stands. The reserve is ``reserve + reserve_per_danger * danger``. Building and lifting mortgages keep all
of it; buying and bidding keep ``buy_reserve`` of it, scaled down by price / value (a set-completing street
may take the last cash) and less what mortgaging idle property could raise at once.

Decisions:

* buy: when the cash left keeps that reserve, or the property is worth ``raise_ratio`` times its price (then
  idle property is mortgaged first if cash is short: ``raise_to_buy``). With ``snipe``, declines when no
  opponent has half the price in cash and none holds part of the group, to win the auction cheaply;
* auction: bids up to the least of its value, ``max_overbid`` times the price and the cash above the
  reserve, raising by ``bid_step`` times the price; the bank's last buildings up to 1.5 times their price;
* its own turn, after rolling: lifts mortgages in complete sets, builds where the expected rent gained per
  unit of cost is best (counted up to the third house for a group below three, where rents jump; mortgaging
  idle property for it when that pays over the horizon: ``raise_to_build``), lifts other mortgages when
  nothing can be built and ``lift_margin`` stays above the reserve, then proposes at most one trade;
  before rolling in jail: uses a card or pays early, rolls (stays) from round ``jail_late_round`` or when the
  danger reaches ``jail_danger``;
* trades: judges a trade as its own gain (value and cash) minus ``rival`` times the partner's, where
  ``rival = min(1, rival_weight / opponents)`` (two players: zero-sum, so it proposes nothing and accepts
  only gifts, until round ``stalemate_round`` passes with no complete set on the board: then the rival
  weight drops to 0.5, so that a fair swap of sets can end a game nobody could win); accepts at a gain of
  ``trade_margin`` or more. It proposes trades that complete one of its
  sets in exchange for cash, one of its properties, or the streets that complete a set of the partner's,
  with the cash that makes both gains equal (the partner judged by the same valuation), and only when both
  gain at least ``trade_margin``; at most one offer per turn, and the same player is not asked for the same
  properties again within ``trade_retry_rounds`` rounds, a wait doubled for every offer that player refused
  in a row (a player who never accepts is soon asked only every few hundred rounds);
* a debt, and raising money: the shared liquidation planner (``agents.liquidation``);
* the Cheaters edition: held cards played at the end of its turn and the edition's own decisions
  (``agents.edition_rules``); with the rule option ``cheats``, at every decision and every chance to
  interject, it may accuse (``vigilance``) or cheat (``boldness``), see ``agents.cheating``.

The Mega game (``mega``) adds:

* majority ownership: all streets of a group but one already build houses and hotels and double the
  unimproved rent, so such a holding is valued like a set (``GroupTable.majority``), part of a group counts
  towards the majority rather than the whole set, trades are sought where this seat and one opponent
  together reach the majority, and the landing odds are the 52-square board's with three dice;
* skyscrapers: built like hotels, where the rent gained per unit of cost is best; depots: on the station
  with the highest rent once cash stays ``depot_margin`` above the reserve;
* a bus ticket: every square a ticket reaches and the roll's outcomes are scored (an unowned property worth
  buying scores its value beyond the price plus a fifth of the price; another player's property minus its
  rent; a tax, or Go To Jail, minus their cost; passing GO the salary), and the ticket is used when its best
  square beats the roll's mean by ``ticket_keep`` or more (kept otherwise);
* a triple: the best square by the same score (a safe square past GO when nothing is worth buying);
* the Auction square: the unowned property worth most beyond its price when half the price is spare cash,
  otherwise the cheapest one of a group no opponent holds part of (nobody bids much for it);
* the Birthday Gift: a ticket when cash is above ``gift_ticket_cash`` and it holds fewer than two, else the
  cash.

Cost: a roll decision is a few attribute reads (and a forced roll is not even asked: the runner plays it). At
the end of a turn the board is not walked: the amounts that decide which builds, lifts and depots the game
would list for this seat (``_development_costs``) are kept while its holdings stay the same
(``view.holdings_version()``; when they change, worked out again only for the groups whose
``view.group_versions`` moved), and with cash below all of them nothing is listed; nor when the cash less the
reserve is below all of them and no build paid for by a cheap mortgage can be (``_may_develop``: nothing could
be chosen; judged first against the least reserve, the base ``reserve``, so that the danger is worked out only
when that does not settle it). Otherwise the list (``view.development_actions()``) and its scores are kept as a
``_Plan`` per holdings, cash band (how many of those amounts the cash covers) and the bank's supply, so a turn
that changed nothing costs a few comparisons, and after its own build only the built group is listed again
(``view.group_builds``); a street's build score is kept while its group's version stays the same. When
buying, bidding or paying a debt only the steps that raise cash are listed (``view.raising_actions()``), and
buying and bidding count what cheap mortgages raise only when the reserve without it does not settle the
decision.
One valuation of the board is made per decision and shared by its parts; valuations touch only the groups
concerned, and a group's valuation shape (its worth before the holder's cash) is kept by the group's version in one
table per game for all its heuristic seats that value alike (``shared.py``): the other seats, and later decisions,
ask the same ones. Remembered per seat while what they depend on stays the same: the danger (each property's term
kept and worked out again only for the groups whose ``view.group_versions`` moved) and the cash cheap mortgages
raise (this seat's ``holdings_version``). A trade is judged by walking its groups
once, then at each cash term tried with a few sums (``_Trade``; a search judges each piece given or asked
once and joins them per trade); the trade search runs only when ownership
changed since the last search that found nothing (``view.owner_version`` tells at once when it has not), and
only over groups this seat shares with one opponent. Tables, and what a seat keeps of the edition, are worked out
once per edition; nothing is cloned.
Limits: it does not count cards, the dice of the moving roll or what other bots are likely to do; in a
trade it offers cash and properties, never get-out-of-jail cards.
"""

from __future__ import annotations

from .agent import HeuristicAgent
from .params import (
    CARD_VALUE,
    JAIL_PENALTY,
    MAX_TICKETS_WANTED,
    PARAM_DOCS,
    RAISE_MAX_RATIO,
    STALEMATE_RIVAL,
    TICKET_BUY_SHARE,
    UNIT_PARAMS,
    HeuristicParams,
)

__all__ = [
    "CARD_VALUE",
    "JAIL_PENALTY",
    "MAX_TICKETS_WANTED",
    "PARAM_DOCS",
    "RAISE_MAX_RATIO",
    "STALEMATE_RIVAL",
    "TICKET_BUY_SHARE",
    "UNIT_PARAMS",
    "HeuristicAgent",
    "HeuristicParams",
]
