"""One trade judged at any cash (``_Trade``): the board walked once, then a few sums per cash term."""

from __future__ import annotations

from .shared import _Funded
from .valuation import _Board


class _Trade:
    """One exchange of properties (``over``: space -> new owner) between this seat and ``partner``, judged at
    any cash: the board is walked once, then ``gains`` is a few sums per cash term tried. Each side's sum over
    ``_Board.parts`` begins with the parts whose worth does not depend on cash: that beginning is added up once
    (in the same order, so the same float), and a side none of whose parts depends on cash is a constant, its
    interest taken off once too. ``sides``, when given, are both sides' parts and the interest each receiver
    pays (the trade search puts them together from the pieces it tries, in the order ``over`` would give)."""

    __slots__ = ("board", "mine", "mine_rest", "my_cash", "partner_cash", "theirs", "theirs_rest")

    def __init__(
        self,
        board: _Board,
        partner: int,
        over: dict[int, int] | None,
        sides: tuple[list[tuple[float | _Funded, float]], list[tuple[float | _Funded, float]], list[int], list[int]]
        | None = None,
    ) -> None:
        view = board.view
        me = board.me
        self.board = board
        if sides is None:
            assert over is not None
            mine = board.parts(me, over)
            theirs = board.parts(partner, over)
            # A mortgaged property changing hands: its receiver pays the interest at once.
            my_interest: list[int] = []
            their_interest: list[int] = []
            for s, receiver in over.items():
                if view.is_mortgaged(s):
                    (my_interest if receiver == me else their_interest).append(view.mortgage_interest(s))
        else:
            mine, theirs, my_interest, their_interest = sides
        self.my_cash = view.cash(me)
        self.partner_cash = view.cash(partner)
        # No part at all (no property changes hands): no gain but the cash (``gains``).
        self.mine, self.mine_rest = _fixed_part(mine, my_interest) if mine else (0.0, None)
        self.theirs, self.theirs_rest = _fixed_part(theirs, their_interest) if mine else (0.0, None)

    def gains(self, cash: int, rival: float, cards: float = 0.0) -> tuple[float, float]:
        """``(this seat's gain, the partner's gain)`` when this seat pays ``cash`` (negative: receives it),
        each judged as its own gain minus ``rival`` times the other's."""
        mine = self.mine
        rest = self.mine_rest
        if rest is not None:
            mine = _rest_gain(self.board, mine, rest, self.my_cash - cash)
        theirs = self.theirs
        rest = self.theirs_rest
        if rest is not None:
            theirs = _rest_gain(self.board, theirs, rest, self.partner_cash + cash)
        mine += cards - cash
        theirs += cash - cards
        return mine - rival * theirs, theirs - rival * mine


# The parts of one side of a trade from its first part whose worth depends on cash, and the interest its receiver
# pays: what ``_Trade.gains`` adds up at each cash term.
_Rest = tuple[list[tuple[float | _Funded, float]], list[int]]


def _fixed_part(parts: list[tuple[float | _Funded, float]], interest: list[int]) -> tuple[float, _Rest | None]:
    """``_Board.gain`` of the parts before the first one that depends on cash (summed as it sums them), and the
    rest (None when no part depends on cash: then the whole gain, its interest taken off, is the first)."""
    total = 0.0
    for at, (shape, before) in enumerate(parts):
        if type(shape) is not float:
            return total, (parts[at:], interest)
        total += shape - before
    for paid in interest:
        total -= paid
    return total, None


def _rest_gain(board: _Board, total: float, rest: _Rest, money: int) -> float:
    """``_fixed_part``'s sum ``total`` carried on over ``rest`` at ``money`` in cash, the interest taken off."""
    parts, interest = rest
    for shape, before in parts:
        total += (shape if type(shape) is float else board.funded_value(shape, money)) - before  # type: ignore[arg-type]
    for paid in interest:
        total -= paid
    return total


def _clip(cash: int, my_cash: int, partner_cash: int, keep: int) -> int:
    if cash > 0:
        return min(cash, max(0, my_cash - keep))
    return -min(-cash, max(0, partner_cash - keep))
