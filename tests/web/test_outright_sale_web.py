"""Mega's outright hotel sale in the browser's request frame: the sell submenu carries the group's line, worded in
the page's language, with the action in the codec's form, and the action the page sends back is applied."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")

from monopoly_engine.agents.runner import Decide
from monopoly_engine.choices import Context
from monopoly_engine.codec import action_from_dict
from monopoly_engine.core.edition import HOTEL
from monopoly_engine.core.events import BuildingSold
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.web.present import request_json

DARK_BLUE = (48, 49, 51)


def _lines(node: object) -> list[dict]:
    """Every line of a request frame's menu tree."""
    found: list[dict] = []
    if isinstance(node, dict):
        if "label" in node:
            found.append(node)
        for value in node.values():
            found += _lines(value)
    elif isinstance(node, list):
        for value in node:
            found += _lines(value)
    return found


def test_the_sell_submenu_offers_the_groups_hotels_outright_in_russian() -> None:
    recorded = new_game("mega", ["Аня", "Боря"], seed=1, first_player=0)
    game = recorded.game
    for space in DARK_BLUE:
        game.state.owner[space] = 0
        game.state.level[space] = HOTEL
        game.state.bank_hotels -= 1
    game.state.board_changed()
    ctx = Context.of(game, Translator("ru"))
    frame = request_json(ctx, Decide(0, game.decision_actions()), "ru")
    (line,) = [item for item in _lines(frame) if item.get("action", {}).get("kind") == "sell-hotels"]
    assert line["label"].startswith("Продать отели на ") and "1\u00a0500\u00a0$" in line["label"]
    assert "reason" not in line or not line["reason"]
    events = recorded.play(action_from_dict(line["action"]))
    assert sum(e.refund for e in events if isinstance(e, BuildingSold)) == 1500
    assert [game.state.level[s] for s in DARK_BLUE] == [0, 0, 0]
