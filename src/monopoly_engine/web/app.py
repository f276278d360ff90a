"""The web application: lobby and game pages, the room API and the websocket (FastAPI).

``create_app(store, bot_delay)`` rebuilds every room the store holds (a started one by replaying its log) and
serves them. Pages are Jinja2 templates; the game page runs a small ES-module client (``static/game.js``) that
speaks ``protocol`` over ``/ws/{room}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from fastapi.staticfiles import StaticFiles

from .clock import ClockSettings
from .commits import GroupCommit
from .hardening import Hardening
from .language import remember_language
from .limits import Counts, Limits
from .live import router as live_router
from .pages import BOT_KINDS
from .pages import router as pages_router
from .rematch import router as rematch_router
from .rooms import Room
from .store import RoomRecord, Store

HERE = Path(__file__).parent


AWAY_AFTER = 120.0  # seconds a disconnected person's seat may keep a game waiting before a bot plays it


def create_app(
    store: Store,
    bot_delay: float = 0.8,
    away_after: float | None = AWAY_AFTER,
    away_bot: str = "heuristic",
    public_url: str | None = None,
    limits: Limits | None = None,
    allowed_hosts: list[str] | None = None,
    clock: ClockSettings | None = None,
    clock_on: bool = True,
) -> FastAPI:
    """The application over ``store``. A person's seat that keeps the game waiting ``away_after`` seconds with
    nobody connected to it is handed to a bot of ``away_bot``'s kind (None: never). ``public_url``: the base of
    the rooms' share links (else the address the page was asked at). ``limits``: what one
    client may hold or do (None: none to speak of, for an application made in-process; ``monopoly serve``
    always gives its options' limits). ``allowed_hosts``: the ``Host`` names served
    (None: any; ``monopoly serve`` always gives a list). ``clock``: the turn clock's figures the lobby offers
    (``clock_on``: ticked by default, for rooms of more than one person)."""
    limits = limits or Limits.lifted()
    limits.check()
    if away_bot not in BOT_KINDS:
        raise ValueError(f"unknown bot kind {away_bot!r} (known: {', '.join(BOT_KINDS)})")
    rooms: dict[str, Room] = {}

    committer = GroupCommit(store)

    def adopt(room: Room) -> Room:
        room.away_after, room.away_bot = away_after, away_bot
        room.committer = committer
        rooms[room.id] = room
        return room

    unstarted_for = limits.unstarted_hours * 3600

    def expired(record: RoomRecord) -> bool:
        """A room never started, made over ``unstarted_hours`` ago (or before rooms kept their time)."""
        return not record.started and record.created < time.time() - unstarted_for

    def expire(gone: list[str]) -> None:
        """Forget the rooms that expired (``gone``, and those of ``rooms``): out of the lobby and the store (they
        have no log to keep)."""
        gone = gone + [r.id for r in rooms.values() if expired(r.record)]
        for room_id in gone:
            rooms.pop(room_id, None)
            store.forget(room_id)
        if gone:
            print(f"removed {len(gone)} rooms never started (over {limits.unstarted_hours:g} h)", file=sys.stderr)

    at_start: list[str] = []
    for record in store.rooms():
        if expired(record):  # not even rebuilt
            at_start.append(record.id)
            continue
        room = Room(record, store, bot_delay)
        if record.started:
            room.resume()
        adopt(room)
    expire(at_start)

    async def expiring() -> None:
        while True:
            await asyncio.sleep(min(60.0, unstarted_for))
            expire([])

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        for room in rooms.values():
            room.ensure_driving()
        expirer = asyncio.get_running_loop().create_task(expiring())
        yield
        expirer.cancel()
        for room in rooms.values():
            if room.task is not None:
                room.task.cancel()
            if room.clock is not None and room.clock.clock.seat is not None:
                room.clock.save()  # the time spent on the decisions under way, for the next server
        committer.close()

    app = FastAPI(title="monopoly-engine", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.middleware("http")(remember_language)  # a chosen ?lang= kept in a cookie (web/language.py)
    app.add_middleware(Hardening, allowed_hosts=allowed_hosts)  # outermost: a refused request goes no further
    app.state.rooms = rooms
    app.state.store = store
    app.state.bot_delay = bot_delay
    app.state.adopt = adopt
    app.state.public_url = public_url
    app.state.clock = clock or ClockSettings()
    app.state.clock_on = clock_on
    app.state.limits = limits
    app.state.counts = Counts()  # per client address: its open sockets and the rooms it created lately
    app.include_router(pages_router)
    app.include_router(live_router)
    app.include_router(rematch_router)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    # Every page links the icon; a browser that asks for /favicon.ico anyway (a JSON or log page) is sent there.
    app.add_api_route("/favicon.ico", _favicon, include_in_schema=False)
    return app


async def _favicon() -> RedirectResponse:
    return RedirectResponse("/static/favicon.svg", status_code=301)
