"""The web application: lobby and game pages, the room API and the websocket (FastAPI).

``create_app(store, bot_delay)`` rebuilds every room the store holds (a started one by replaying its log) and
serves them. Pages are Jinja2 templates; the game page runs a small ES-module client (``static/game.js``) that
speaks ``protocol`` over ``/ws/{room}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Form, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from monopoly_engine.agents import agent_kinds
from monopoly_engine.editions import EditionError
from monopoly_engine.safe_text import safe_text

from .catalog import pick_language, web_words, word
from .commits import GroupCommit
from .hardening import Hardening
from .limits import Counts, FrameRate, Limits
from .names import clean_name, name_refusal
from .outbox import CLOSE_SLOW, STALL_SECONDS, Outbox
from .present import SPECTATOR
from .protocol import ActFrame, BackFrame, CounterFrame, FrameError, PassFrame, SyncFrame, read_frame
from .rooms import PERSON, CommandError, Connection, Room, bot_name, new_room
from .store import RoomRecord, Store

HERE = Path(__file__).parent
EDITIONS = ("classic-en", "classic-it", "classic-es", "mega", "cheaters-ru")
BOT_KINDS = tuple(k for k in ("heuristic", "buyer", "random", "simple") if k in agent_kinds())
MAX_SEATS = 6


# Close codes the websocket layer sends on bad input before the application sees a frame (uvicorn's
# ws_max_size: 64 KiB), each logged as one line.
REFUSED_AT_PROTOCOL = {1002: "a frame breaking the protocol (1002)", 1007: "a text frame that is not UTF-8 (1007)",
                       1009: "a frame over 64 KiB (1009)"}  # fmt: skip

AWAY_AFTER = 120.0  # seconds a disconnected person's seat may keep a game waiting before a bot plays it


def note(room: Room, what: str) -> None:
    """One line in the server's log for bad input on a room's socket (``safe_text``: what came from outside)."""
    print(safe_text(f"room {room.id}: {what}", 300), file=sys.stderr, flush=True)


def remember(response: Response, request: Request, name: str, value: str) -> None:
    """A seat's or the host's cookie: never read by scripts, not sent by other sites' requests, and only over
    TLS when the page came over TLS."""
    response.set_cookie(name, value, httponly=True, samesite="lax", secure=request.url.scheme == "https")


async def _nowhere(frame: dict[str, Any]) -> None:
    """A connection's ``send`` until its outbox is made."""


def create_app(
    store: Store,
    bot_delay: float = 0.8,
    away_after: float | None = AWAY_AFTER,
    away_bot: str = "heuristic",
    limits: Limits | None = None,
    allowed_hosts: list[str] | None = None,
) -> FastAPI:
    """The application over ``store``. A person's seat that keeps the game waiting ``away_after`` seconds with
    nobody connected to it is handed to a bot of ``away_bot``'s kind (None: never). ``limits``: what one
    client may hold or do (None: none to speak of, for an application made in-process; ``monopoly serve``
    always gives its options' limits). ``allowed_hosts``: the ``Host`` names served
    (None: any; ``monopoly serve`` always gives a list)."""
    limits = limits or Limits.lifted()
    limits.check()
    counts = Counts()
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
        committer.close()

    app = FastAPI(title="monopoly-engine", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.add_middleware(Hardening, allowed_hosts=allowed_hosts)
    app.state.rooms = rooms
    app.state.store = store
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    templates = Jinja2Templates(directory=HERE / "templates")

    def lang_of(request: Request) -> str:
        return pick_language(request.headers.get("accept-language"), request.query_params.get("lang"))

    def page(request: Request, name: str, **values: Any) -> HTMLResponse:
        lang = lang_of(request)
        return templates.TemplateResponse(
            request, name, {"w": web_words(lang), "lang": lang, "editions": EDITIONS, "bots": BOT_KINDS, **values}
        )

    def error_page(request: Request, key: str, status: int = 400, **values: object) -> HTMLResponse:
        response = page(request, "error.html", message=word(lang_of(request), key, **values))
        response.status_code = status
        return response

    def name_refused(request: Request, refusal: tuple[str, dict[str, object]]) -> HTMLResponse:
        """A name refused: the reason in the page's language (400; 409 when another player has it)."""
        key, values = refusal
        status = 409 if key == "error.name_taken" else 400
        return error_page(request, "error.name", status, problem=word(lang_of(request), key, **values))

    @app.get("/", response_class=HTMLResponse)
    async def lobby(request: Request) -> HTMLResponse:
        listed = [
            {
                "id": r.id,
                "edition": r.record.edition,
                "state": "finished" if r.recorded and r.recorded.game.is_over else
                ("started" if r.record.started else "not_started"),
                "seats": [s.name or "" for s in r.record.seats],
            }
            for r in reversed(list(rooms.values()))
            if not r.over  # a finished game keeps its page and log, not its place in the live list
        ][:30]  # fmt: skip
        return page(request, "lobby.html", rooms=listed, max_seats=MAX_SEATS)

    @app.post("/rooms")
    async def create(
        request: Request,
        edition: str = Form(...),
        name: str = Form(""),
        speed_die: bool = Form(False),
        rent_must_be_claimed: bool = Form(False),
        max_rounds: str = Form(""),
    ) -> Response:
        lang = lang_of(request)
        address = request.client.host if request.client else ""
        if sum(1 for r in rooms.values() if not r.over) >= limits.rooms_total:
            print(f"refused a room from {address}: {limits.rooms_total} rooms open", file=sys.stderr)
            return error_page(request, "error.limit", 503, limit=f"{limits.rooms_total} {word(lang, 'rooms_open')}")
        if not counts.may_create(address, limits.rooms_per_minute):
            print(f"refused a room from {address}: {limits.rooms_per_minute} a minute", file=sys.stderr)
            limit = f"{limits.rooms_per_minute} {word(lang, 'rooms_minute')}"
            return error_page(request, "error.limit", 429, limit=limit)
        form = await request.form()
        kinds: list[tuple[str, str]] = []
        for i in range(MAX_SEATS):
            kind = str(form.get(f"seat{i}", "")).strip()
            if kind == PERSON or kind in BOT_KINDS:
                kinds.append((kind, str(form.get(f"params{i}", "")).strip()[:200]))
        options: dict[str, Any] = {}
        if speed_die:
            options["speed_die"] = True
        if rent_must_be_claimed:
            options["rent_must_be_claimed"] = True
        if edition not in EDITIONS:
            return error_page(request, "error.options", problem=safe_text(edition, 60))
        rounds = int(max_rounds) if max_rounds.strip().isdigit() and 0 < int(max_rounds) < 100000 else None
        if not 2 <= len(kinds) <= MAX_SEATS:
            return error_page(request, "error.seats", low=2, high=MAX_SEATS)
        name = clean_name(name)
        bots = [bot_name(kind, i) for i, (kind, _) in enumerate(kinds) if kind != PERSON]
        if kinds[0][0] == PERSON and (refusal := name_refusal(name, bots, limits.name_length)):
            return name_refused(request, refusal)
        try:
            room = new_room(store, edition, options, kinds, rounds, bot_delay)
        except CommandError:
            return error_page(request, "error.seats", low=2, high=MAX_SEATS)
        except (EditionError, ValueError) as exc:
            return error_page(request, "error.options", problem=safe_text(str(exc), 300))
        adopt(room)
        response = RedirectResponse(f"/r/{room.id}", status_code=303)
        remember(response, request, f"host_{room.id}", room.record.host_token)
        if kinds[0][0] == PERSON:
            token = room.take_seat(0, name)
            response.headers["location"] = f"/r/{room.id}?seat={token}"
            remember(response, request, f"seat_{room.id}", token)
        return response

    def is_host_of(room: Room, given: str | None) -> bool:
        return bool(given) and secrets.compare_digest(room.record.host_token.encode(), str(given).encode())

    @app.get("/r/{room_id}", response_class=HTMLResponse)
    async def room_page(
        request: Request, room_id: str, seat: str = "", host: str = "", watch: bool = False
    ) -> Response:
        room = rooms.get(room_id)
        if room is None:
            return error_page(request, "error.room", 404)
        if seat or host:
            # A private link: its seat (and the host's powers, for the host's link) go into cookies, and the
            # browser is sent on to the plain room address, so the token never stays in the address bar, where
            # links are copied from.
            plain = f"/r/{room_id}" + (f"?lang={lang_of(request)}" if request.query_params.get("lang") else "")
            response = RedirectResponse(plain, status_code=303)
            if seat and room.seat_of(seat) is not None:
                remember(response, request, f"seat_{room_id}", seat)
            if is_host_of(room, host):
                remember(response, request, f"host_{room_id}", host)
            return response
        token = "" if watch else request.cookies.get(f"seat_{room_id}", "")
        my_seat = room.seat_of(token)
        if my_seat is None:
            token = ""
        is_host = is_host_of(room, request.cookies.get(f"host_{room_id}"))
        base = str(request.base_url).rstrip("/")
        private = [f"seat={token}"] if token else []
        if is_host:
            private.append(f"host={room.record.host_token}")
        values = {
            "room": room,
            "seats": room.record.seats,
            "my_seat": my_seat,
            "token": token,
            "is_host": is_host,
            "share": f"{base}/r/{room_id}",
            "own_link": f"{base}/r/{room_id}?{'&'.join(private)}" if private else "",
            "commitment": room.commitment,
        }
        if not room.record.started:
            return page(request, "waiting.html", **values)
        return page(request, "game.html", **values)

    @app.post("/r/{room_id}/join")
    async def join(request: Request, room_id: str, seat: int = Form(...), name: str = Form(...)) -> Response:
        room = rooms.get(room_id)
        if room is None:
            return error_page(request, "error.room", 404)
        name = clean_name(name)
        async with room.lock:
            if not 0 <= seat < len(room.record.seats):
                return error_page(request, "error.taken", 409)
            if refusal := name_refusal(name, room.names_taken(), limits.name_length):
                return name_refused(request, refusal)
            try:
                token = room.take_seat(seat, name)
            except CommandError:
                return error_page(request, "error.taken", 409)
        response = RedirectResponse(f"/r/{room_id}?seat={token}", status_code=303)
        remember(response, request, f"seat_{room_id}", token)
        return response

    @app.post("/r/{room_id}/start")
    async def start(request: Request, room_id: str) -> Response:
        room = rooms.get(room_id)
        if room is None:
            return error_page(request, "error.room", 404)
        if not is_host_of(room, request.cookies.get(f"host_{room_id}")):
            return error_page(request, "error.host", 403)
        async with room.lock:
            if not room.record.started:
                if any(s.kind == PERSON and not s.token for s in room.record.seats):
                    return error_page(request, "error.empty_seats", 409)
                room.start()
        room.ensure_driving()
        return RedirectResponse(f"/r/{room_id}", status_code=303)

    @app.post("/r/{room_id}/seats/{seat}/bot")
    async def hand_to_bot(
        request: Request, room_id: str, seat: int, kind: str = Form(...), params: str = Form("")
    ) -> Response:
        """The host hands a person's seat to a bot (the person left); the person takes it back by reopening
        their link. JSON: ``{"ok": true}`` or ``{"error": MESSAGE}``."""
        room = rooms.get(room_id)
        lang = lang_of(request)
        if room is None:
            return JSONResponse({"error": word(lang, "error.room")}, status_code=404)
        if not is_host_of(room, request.cookies.get(f"host_{room_id}")):
            return JSONResponse({"error": word(lang, "error.host")}, status_code=403)
        if kind not in BOT_KINDS:
            return JSONResponse({"error": word(lang, "error_bot", problem=safe_text(kind, 60))}, status_code=400)
        async with room.lock:
            try:
                room.hand_to_bot(seat, kind, params.strip()[:200], "host")
            except CommandError as exc:
                key = {"handed": "error_handed", "bot": "error_bot"}.get(exc.code, "error_not_person")
                status = 409 if exc.code == "handed" else 400
                return JSONResponse({"error": word(lang, key, problem=safe_text(exc.message, 200))}, status_code=status)
            await room.broadcast()
        room.ensure_driving()
        return JSONResponse({"ok": True})

    @app.get("/api/rooms/{room_id}")
    async def room_status(room_id: str) -> Response:
        room = rooms.get(room_id)
        if room is None:
            return JSONResponse({"error": "no such room"}, status_code=404)
        over = room.recorded is not None and room.recorded.game.is_over
        return JSONResponse(
            {
                "id": room.id,
                "edition": room.record.edition,
                "started": room.record.started,
                "over": over,
                "version": room.version,
                **room.fairness(),
                "seats": [{"kind": s.kind, "name": s.name, "taken": bool(s.token) or s.kind != PERSON,
                           "bot": s.bot, "handovers": s.handovers} for s in room.record.seats],
            }
        )  # fmt: skip

    @app.get("/r/{room_id}/log")
    async def download_log(request: Request, room_id: str) -> Response:
        room = rooms.get(room_id)
        if room is None or room.recorded is None:
            return error_page(request, "error.room", 404)
        if not room.recorded.game.is_over:  # the whole log tells the seed and every secret
            return error_page(request, "error.not_waiting", 403)
        text = "\n".join(room.recorded.log_lines()) + "\n"
        headers = {"content-disposition": f'attachment; filename="monopoly-{room_id}.jsonl"'}
        return PlainTextResponse(text, headers=headers, media_type="application/x-ndjson")

    @app.websocket("/ws/{room_id}")
    async def live(socket: WebSocket, room_id: str) -> None:
        await socket.accept()
        lang = pick_language(socket.headers.get("accept-language"), socket.query_params.get("lang"))
        room = rooms.get(room_id)
        if room is None or room.recorded is None:
            await socket.send_json({"type": "error", "code": "room", "message": word(lang, "error.room")})
            await socket.close()
            return
        address = socket.client.host if socket.client else ""
        seated = room.seat_of(socket.query_params.get("token", "")) is not None
        # A seat's own socket is let into a full room: spectators filling it must not lock its players out.
        if not seated and len(room.connections) >= limits.sockets_per_room:
            await _refuse(socket, lang, "room_full", f"{limits.sockets_per_room} sockets on this room")
            return
        if not counts.open_socket(address, limits.sockets_per_address):
            await _refuse(socket, lang, "too_many", f"{limits.sockets_per_address} sockets from one address")
            return
        try:
            await _serve_socket(socket, room, lang)
        finally:
            counts.close_socket(address)

    async def _refuse(socket: WebSocket, lang: str, code: str, limit: str) -> None:
        """A socket over a limit: the error frame, then closed with 1008 and the limit as the reason."""
        print(f"refused a socket from {socket.client.host if socket.client else '?'}: {limit}", file=sys.stderr)
        frame = {"type": "error", "code": code, "message": word(lang, "error.limit", limit=limit)}
        with contextlib.suppress(Exception):  # a fresh socket: two small writes, bounded all the same
            await asyncio.wait_for(socket.send_json(frame), STALL_SECONDS)
            await asyncio.wait_for(socket.close(CLOSE_SLOW, limit), STALL_SECONDS)

    async def _serve_socket(socket: WebSocket, room: Room, lang: str) -> None:
        token = socket.query_params.get("token", "")
        seat = room.seat_of(token)
        if token and seat is None:
            note(room, "a socket's token is no seat's; it watches")
            await socket.send_json({"type": "error", "code": "token", "message": word(lang, "error.token")})
        connection = Connection(SPECTATOR if seat is None else seat, lang, _nowhere)
        outbox = Outbox(socket.send_text, socket.close, lambda: room.drop(connection), label=f" on room {room.id}")
        connection.send = outbox.send
        outbox.receiver = asyncio.current_task()
        outbox.start()
        rate = FrameRate(limits.frames_per_second, limits.frame_burst)
        try:
            connection.seen = max(-1, int(socket.query_params.get("since", "-1")))
        except ValueError:
            connection.seen = -1
        async with room.lock:
            room.connections.append(connection)
            if seat is not None and room.take_back(seat):  # the person reopened their link: their seat again
                await room.broadcast()
            else:
                await room.send_state(connection)
        room.ensure_driving()
        try:
            while not outbox.closed:
                message = await socket.receive()
                if message["type"] == "websocket.disconnect":
                    if (why := REFUSED_AT_PROTOCOL.get(message.get("code", 1000))) is not None:
                        print(f"closed a connection on room {room.id}: {why}", file=sys.stderr, flush=True)
                    break
                if not rate.allow():
                    if rate.refused > limits.frame_burst:  # still sending, refused a burst's worth in a row
                        outbox.give_up(f"more than {limits.frames_per_second:g} frames a second")
                        break
                    limit = word(lang, "error.limit", limit=f"{limits.frames_per_second:g} frames a second")
                    await connection.send({"type": "error", "code": "rate", "message": limit})
                    continue
                text = message.get("text")
                if text is None:
                    text = (message.get("bytes") or b"").decode("utf-8", "replace")
                try:
                    await _handle(room, connection, text)
                except Exception as exc:  # noqa: BLE001 - a public server logs a line and closes, never a traceback
                    note(room, f"closed a connection: {type(exc).__name__}: {exc}")
                    outbox.give_up("internal error", 1011)
                    break
        except WebSocketDisconnect:
            pass
        except asyncio.CancelledError:
            if not outbox.closed:  # not stopped by its own outbox: the server is stopping
                raise
            asyncio.current_task().uncancel()  # type: ignore[union-attr]
        finally:
            room.drop(connection)
            await outbox.stop()

    async def _handle(room: Room, connection: Connection, text: str) -> None:
        lang = connection.lang
        try:
            frame = read_frame(text)
        except FrameError as exc:
            note(room, f"refused a frame: {exc.code}: {exc.problem}")
            key = "error.too_big" if exc.code == "too_big" else "error.malformed"
            await connection.send({"type": "error", "code": exc.code, "message": word(lang, key, problem=exc.problem)})
            return
        if isinstance(frame, BackFrame):
            seat = room.seat_of(frame.token)
            if seat is None:
                note(room, "refused a frame: its token is no seat's")
                await connection.send({"type": "error", "code": "token", "message": word(lang, "error.token")})
                return
            async with room.lock:
                if room.take_back(seat):
                    await room.broadcast()
            room.ensure_driving()
            return
        if isinstance(frame, SyncFrame):
            async with room.lock:
                connection.seen = frame.since
                connection.has_squares = False  # a client catching up may have lost everything
                await room.send_state(connection)
            return
        assert isinstance(frame, ActFrame | PassFrame | CounterFrame)
        seat = room.seat_of(frame.token)
        if seat is None:
            note(room, "refused a frame: its token is no seat's")
            await connection.send({"type": "error", "code": "token", "message": word(lang, "error.token")})
            return
        async with room.lock:
            try:
                if isinstance(frame, CounterFrame):
                    version = room.counter(seat, frame.version, frame.action, lang)
                else:
                    action = frame.action if isinstance(frame, ActFrame) else None
                    version = room.command(seat, frame.version, action, lang)
            except CommandError as exc:
                await connection.send({"type": "error", "code": exc.code, "message": exc.message})
                await room.send_state(connection)
                return
            await room.broadcast(connection, version)
        room.ensure_driving()

    return app
