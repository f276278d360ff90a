"""The protocol is declared once (``web/protocol.py``): every client frame type has its handler, the frames the
server builds are the declared ones, and docs/web.md's protocol section is generated from the models."""

from __future__ import annotations

import json
import random
import typing
from pathlib import Path

import pytest

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.runner import Table
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words
from monopoly_engine.views import PlayerView
from monopoly_engine.web.live import HANDLERS
from monopoly_engine.web.present import SPECTATOR, squares, state_frame
from monopoly_engine.web.protocol import (
    CLIENT_TYPES,
    SERVER_FRAMES,
    ActFrame,
    ClientFrame,
    FrameError,
    SyncFrame,
    error_frame,
    read_frame,
)
from monopoly_engine.web.protocol_doc import BEGIN, END, protocol_markdown, updated

PAGE = Path(__file__).parents[2] / "docs" / "web.md"


def test_the_page_is_generated_from_the_models() -> None:
    page = PAGE.read_text(encoding="utf-8")
    assert page.count(BEGIN) == 1 and page.count(END) == 1
    assert updated(page) == page, "docs/web.md is out of date: python -m monopoly_engine.web.protocol_doc docs/web.md"
    for kind in (*CLIENT_TYPES, "state", "error"):
        assert f'| `type` | `"{kind}"` |' in protocol_markdown()


def test_every_client_frame_type_has_one_handler() -> None:
    (union, _discriminator) = typing.get_args(ClientFrame)
    members = typing.get_args(union)
    assert set(HANDLERS) == set(members)
    assert [m.model_fields["type"].annotation.__args__[0] for m in members] == list(CLIENT_TYPES)


def test_the_one_reader_picks_the_model_by_type_and_refuses_the_rest() -> None:
    assert isinstance(read_frame('{"type": "act", "token": "t", "version": 3, "action": {}}'), ActFrame)
    assert read_frame('{"type": "sync"}') == SyncFrame(type="sync", since=-1)
    listed = "act, pass, counter, build_set, chat, mute, history, back, sync"
    with pytest.raises(FrameError, match=f"'type' must be one of {listed}"):
        read_frame('{"type": "dance"}')
    with pytest.raises(FrameError, match="'type' must be one of"):
        read_frame('{"version": 1}')
    with pytest.raises(FrameError, match=r"^version: "):
        read_frame('{"type": "pass", "token": "t", "version": -1}')
    with pytest.raises(FrameError, match=r"^extra: "):
        read_frame('{"type": "back", "token": "t", "extra": 1}')


@pytest.mark.parametrize(("edition", "options"), [("classic-en", {"rent_must_be_claimed": True}), ("cheaters-ru", {})])
def test_the_state_frames_built_are_the_declared_ones(edition: str, options: dict[str, object]) -> None:
    recorded = new_game(edition, ["Ann", "Bob", "Cy"], seed=4, options=options)
    table = Table(recorded, [make_agent("heuristic") for _ in range(3)], random.Random(4), 100)
    kinds = ["heuristic"] * 3
    checked = 0
    for number in range(120):
        request = table.next_request()
        if request is None:
            break
        for seat in (request.seat, SPECTATOR):
            view = PlayerView(recorded.game, max(seat, 0))
            fixed = squares(view, Words(recorded.game, Translator("en"))) if number == 0 else None
            frame = state_frame(recorded, view, seat, request, kinds, "en", number - 1, fixed, ["", "", ""])
            frame["ack"] = number
            SERVER_FRAMES.validate_json(json.dumps(frame))
            checked += 1
        table.step()
    assert checked > 100
    SERVER_FRAMES.validate_python(error_frame("stale", "too late"))
    with pytest.raises(ValueError):
        SERVER_FRAMES.validate_python({**error_frame("stale", "too late"), "extra": 1})  # undeclared keys refused
