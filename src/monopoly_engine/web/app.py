"""The web application: lobby and game pages, the room API and the websocket (FastAPI).

``create_app(store, bot_delay)`` rebuilds every room the store holds (a started one by replaying its log) and
serves them. Pages are Jinja2 templates; the game page runs a small ES-module client (``static/game.js``) that
speaks ``protocol`` over ``/ws/{room}``.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from .commits import GroupCommit
from .live import router as live_router
from .pages import BOT_KINDS
from .pages import router as pages_router
from .rematch import router as rematch_router
from .rooms import Room
from .store import Store

HERE = Path(__file__).parent


AWAY_AFTER = 120.0  # seconds a disconnected person's seat may keep a game waiting before a bot plays it


def create_app(
    store: Store, bot_delay: float = 0.8, away_after: float | None = AWAY_AFTER, away_bot: str = "heuristic"
) -> FastAPI:
    """The application over ``store``. A person's seat that keeps the game waiting ``away_after`` seconds with
    nobody connected to it is handed to a bot of ``away_bot``'s kind (None: never)."""
    if away_bot not in BOT_KINDS:
        raise ValueError(f"unknown bot kind {away_bot!r} (known: {', '.join(BOT_KINDS)})")
    rooms: dict[str, Room] = {}

    committer = GroupCommit(store)

    def adopt(room: Room) -> Room:
        room.away_after, room.away_bot = away_after, away_bot
        room.committer = committer
        rooms[room.id] = room
        return room

    for record in store.rooms():
        room = Room(record, store, bot_delay)
        if record.started:
            room.resume()
        adopt(room)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        for room in rooms.values():
            room.ensure_driving()
        yield
        for room in rooms.values():
            if room.task is not None:
                room.task.cancel()
        committer.close()

    app = FastAPI(title="monopoly-engine", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.rooms = rooms
    app.state.store = store
    app.state.bot_delay = bot_delay
    app.state.adopt = adopt
    app.include_router(pages_router)
    app.include_router(live_router)
    app.include_router(rematch_router)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    return app
