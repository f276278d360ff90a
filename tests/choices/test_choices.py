"""The presentation layer (``monopoly_engine.choices``): what a line opens, the one decoder of it, the shout rule,
and the layering (the screens import it, never each other)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from monopoly_engine.choices import (
    BID_OTHER,
    TRADE,
    Accusation,
    Bidding,
    Context,
    Menu,
    ShoutOffers,
    Submenu,
    TradeOffer,
    decision_menu,
    follow,
)
from monopoly_engine.choices.items import Lookup, Step
from monopoly_engine.core.actions import Bid, Decline, Roll
from monopoly_engine.core.decisions import TurnDecision
from monopoly_engine.core.events import AccusationUpheld, SomethingHappened
from monopoly_engine.game import load_log, new_game
from monopoly_engine.i18n import Translator

PACKAGE = Path(__file__).parents[2] / "src" / "monopoly_engine"


def _imports(folder: str) -> set[str]:
    """The ``monopoly_engine`` modules the files of ``folder`` import (relative imports made absolute)."""
    found = set()
    for path in (PACKAGE / folder).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level:
                    module = ".".join(["monopoly_engine", folder][: 3 - node.level] + ([module] if module else []))
                found.add(module)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
    return {m for m in found if m.startswith("monopoly_engine")}


def test_the_screens_import_the_choices_and_never_each_other() -> None:
    play, web, choices = _imports("play"), _imports("web"), _imports("choices")
    assert not [m for m in play if m.startswith("monopoly_engine.web")]
    assert not [m for m in web if m.startswith("monopoly_engine.play")]
    assert any(m.startswith("monopoly_engine.choices") for m in play)
    assert any(m.startswith("monopoly_engine.choices") for m in web)
    assert not [m for m in choices if m.startswith(("monopoly_engine.play", "monopoly_engine.web"))]


def _auction() -> Context:
    """A classic game where the first deed landed on was declined: its auction is on."""
    for seed in range(1, 50):
        recorded = new_game("classic-en", ["Ann", "Bob"], seed=seed, first_player=0)
        game = recorded.game
        recorded.play(Roll(0))
        if Decline(0) in game.legal_actions():
            recorded.play(Decline(0))
            return Context.of(game, Translator("en"))
    raise AssertionError("no seed lands on a deed at once")


def test_follow_gives_the_bid_range_of_the_auction() -> None:
    ctx = _auction()
    seat = ctx.game.decision.player  # type: ignore[union-attr]
    menu = decision_menu(ctx, seat)
    assert any(item.opens == BID_OTHER for item in menu.items)
    question = follow(ctx, seat, BID_OTHER)
    assert question == Bidding(menu.bid[0], ctx.game.state.players[seat].cash)  # type: ignore[index]
    assert ctx.game.refusal(Bid(seat, question.low)) is None  # type: ignore[union-attr]
    assert ctx.game.refusal(Bid(seat, question.low - 1)) is not None  # type: ignore[union-attr]


def test_follow_opens_submenus_accusations_and_the_trade_builder() -> None:
    recorded = new_game("cheaters-ru", ["Ann", "Bob"], seed=1)
    ctx = Context.of(recorded.game, Translator("en"))
    seat = recorded.game.decision.player  # type: ignore[union-attr]
    accuse = follow(ctx, seat, Submenu("accuse"))
    assert isinstance(accuse, Menu) and [item.opens for item in accuse.items] == [Accusation(1 - seat)]
    cards = follow(ctx, seat, Accusation(1 - seat))
    assert isinstance(cards, Menu) and len(cards.items) == len(recorded.game.edition.cheats)
    assert follow(ctx, seat, TRADE) == TradeOffer()
    with pytest.raises(ValueError):
        follow(ctx, seat, Lookup("history"))
    with pytest.raises(ValueError):
        follow(ctx, seat, Step("send"))
    with pytest.raises(TypeError):
        follow(ctx, seat, BID_OTHER)  # no auction now


def test_a_person_is_asked_to_shout_once_per_marker_before_the_next_roll_closes_its_window() -> None:
    recorded = new_game("cheaters-ru", ["Ann", "Bob", "Cy"], seed=1)
    game = recorded.game
    top = game.decision
    assert isinstance(top, TurnDecision) and game.state.roll_due and not game.state.rolled
    roller, other = top.player, (top.player + 1) % 3
    shouts = ShoutOffers()
    assert not shouts.worth_asking(game, other)  # nothing happened yet
    shouts.heard([SomethingHappened(1)])
    assert not shouts.worth_asking(game, roller)  # the roll that closes the window is the roller's own
    assert shouts.worth_asking(game, other)
    assert not shouts.worth_asking(game, other)  # asked once per marker
    shouts.heard([SomethingHappened(1)])
    assert shouts.worth_asking(game, other)  # a new marker: asked again
    shouts.heard([AccusationUpheld(other, roller, "x"), AccusationUpheld(other, roller, "y")])
    shouts.heard([])
    assert shouts.markers == 0
    assert not shouts.worth_asking(game, (top.player + 2) % 3)  # both cheats caught: nothing left to shout about


def test_no_shout_offer_once_the_turn_has_rolled() -> None:
    recorded = new_game("cheaters-ru", ["Ann", "Bob", "Cy"], seed=2)
    game = recorded.game
    roller = game.decision.player  # type: ignore[union-attr]
    recorded.play(Roll(roller))
    shouts = ShoutOffers()
    shouts.heard([SomethingHappened(1)])
    assert not shouts.worth_asking(game, (roller + 1) % 3)


def test_history_lines_since_n_are_the_logs_own_lines(tmp_path: Path) -> None:
    recorded = new_game("classic-en", ["Ann", "Bob"], seed=3, first_player=0)
    for _ in range(6):
        recorded.play(recorded.game.legal_actions()[0])
    whole = list(recorded.log_lines())
    assert recorded.history_lines() == whole[1:]
    assert recorded.history_lines(4) == whole[5:]
    assert recorded.history_lines(len(recorded.history)) == []
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join([whole[0], *recorded.history_lines()]) + "\n", encoding="utf-8")
    assert len(load_log(path).history) == len(recorded.history)
