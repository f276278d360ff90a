"""The pages and the room API over HTTP: the lobby (its choices from ``web/lobby.py``) and its live room list, a
room's page and what its waiting page watches, joining, starting, handing a seat to a bot, a room's status and its
finished log. The rooms, the store and the settings are the application's
(``app.state``, set by ``create_app``)."""

from __future__ import annotations

import secrets
import sys
from pathlib import Path
from typing import Any

from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates

from monopoly_engine.agents import agent_kinds
from monopoly_engine.editions import EditionError
from monopoly_engine.safe_text import safe_text

from .catalog import web_words, word
from .chat_words import chat_words
from .clock import ClockSettings
from .invite import qr_svg
from .language import language_of
from .limits import Counts, Limits
from .lobby import (
    bot_label,
    bot_params,
    edition_choices,
    edition_ids,
    most_seats,
    option_fields,
    options_from_form,
    params_from_form,
    room_list,
    seat_range,
)
from .names import clean_name, name_refusal
from .rooms import PERSON, CommandError, Room, bot_name, new_room
from .waiting import waiting_state

HERE = Path(__file__).parent
# The bundled editions, the engine's list (web/lobby.py: the classic ones first, classic-en the lobby's default).
EDITIONS = edition_ids()
BOT_KINDS = tuple(k for k in ("heuristic", "expert", "buyer", "random", "simple") if k in agent_kinds())
# The lobby form's seat rows: as many as the edition taking the most players (8); how many an edition seats is its
# rules' (``min_players``, ``max_players``), checked per room.
MAX_SEATS = most_seats()

router = APIRouter()
templates = Jinja2Templates(directory=HERE / "templates")


def _rooms(request: Request) -> dict[str, Room]:
    rooms: dict[str, Room] = request.app.state.rooms
    return rooms


def _limits(request: Request) -> Limits:
    limits: Limits = request.app.state.limits
    return limits


def lang_of(request: Request) -> str:
    """``?lang=``, else the language cookie (``web/language.py``), else the browser's preference."""
    return language_of(request.headers, request.query_params, request.cookies)


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


def remember(response: Response, request: Request, name: str, value: str) -> None:
    """A seat's or the host's cookie: never read by scripts, not sent by other sites' requests, and only over
    TLS when the page came over TLS."""
    response.set_cookie(name, value, httponly=True, samesite="lax", secure=request.url.scheme == "https")


def is_host_of(room: Room, given: str | None) -> bool:
    return bool(given) and secrets.compare_digest(room.record.host_token.encode(), str(given).encode())


@router.get("/", response_class=HTMLResponse)
async def lobby(request: Request) -> HTMLResponse:
    lang = lang_of(request)
    listed = room_list(_rooms(request).values(), lang)
    choices = edition_choices(lang)
    fields = {c.id: option_fields(c.id, lang) for c in choices}
    bots = [(k, bot_label(lang, k), bot_params(k, lang)) for k in BOT_KINDS]
    state = request.app.state
    return page(
        request, "lobby.html", rooms=listed, max_seats=MAX_SEATS, edition_choices=choices, fields=fields,
        bot_choices=bots, clock=state.clock, clock_on=state.clock_on,
    )  # fmt: skip


@router.post("/rooms")
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
    limits = _limits(request)
    counts: Counts = request.app.state.counts
    if sum(1 for r in _rooms(request).values() if not r.over) >= limits.rooms_total:
        print(f"refused a room from {address}: {limits.rooms_total} rooms open", file=sys.stderr)
        return error_page(request, "error.limit", 503, limit=f"{limits.rooms_total} {word(lang, 'rooms_open')}")
    if not counts.may_create(address, limits.rooms_per_minute):
        print(f"refused a room from {address}: {limits.rooms_per_minute} a minute", file=sys.stderr)
        limit = f"{limits.rooms_per_minute} {word(lang, 'rooms_minute')}"
        return error_page(request, "error.limit", 429, limit=limit)
    form = await request.form()
    kinds: list[tuple[str, str]] = []
    if edition not in EDITIONS:
        return error_page(request, "error.options", problem=safe_text(edition, 60))
    for i in range(MAX_SEATS):
        kind = str(form.get(f"seat{i}", "")).strip()
        if kind == PERSON or kind in BOT_KINDS:
            kinds.append((kind, "" if kind == PERSON else params_from_form(i, kind, form)))
    options: dict[str, Any] = options_from_form(edition, form)  # every option of the schema for the edition
    if speed_die:
        options["speed_die"] = True
    if rent_must_be_claimed:
        options["rent_must_be_claimed"] = True
    rounds = int(max_rounds) if max_rounds.strip().isdigit() and 0 < int(max_rounds) < 100000 else None
    try:
        low, high = seat_range(edition, options)  # the options may change it (min_players, max_players)
    except (EditionError, ValueError) as exc:
        return error_page(request, "error.options", problem=safe_text(str(exc), 300))
    high = min(high, MAX_SEATS)
    if not low <= len(kinds) <= high:
        return error_page(request, "error.seats", low=low, high=high)
    clock = None
    if str(form.get("clock", "")) in ("true", "on"):  # the lobby's box (ticked by default); a form without it: none
        figures = {key: form.get(f"clock_{key}", "") for key in ("allowance", "bank", "timeouts")}
        try:
            clock = ClockSettings.of({k: str(v).strip()[:12] for k, v in figures.items()})
        except ValueError as exc:
            return error_page(request, "error.options", problem=safe_text(str(exc), 300))
    name = clean_name(name)
    bots = [bot_name(kind, i) for i, (kind, _) in enumerate(kinds) if kind != PERSON]
    if kinds[0][0] == PERSON and (refusal := name_refusal(name, bots, limits.name_length)):
        return name_refused(request, refusal)
    try:
        state = request.app.state
        private = str(form.get("private", "")) in ("true", "on")
        room = new_room(state.store, edition, options, kinds, rounds, state.bot_delay, private=private, clock=clock)
    except CommandError:
        return error_page(request, "error.seats", low=low, high=high)
    except (EditionError, ValueError) as exc:
        return error_page(request, "error.options", problem=safe_text(str(exc), 300))
    state.adopt(room)
    response = RedirectResponse(f"/r/{room.id}", status_code=303)
    remember(response, request, f"host_{room.id}", room.record.host_token)
    if kinds[0][0] == PERSON:
        token = room.take_seat(0, name)
        response.headers["location"] = f"/r/{room.id}?seat={token}"
        remember(response, request, f"seat_{room.id}", token)
    return response


@router.get("/r/{room_id}", response_class=HTMLResponse)
async def room_page(request: Request, room_id: str, seat: str = "", host: str = "", watch: bool = False) -> Response:
    room = _rooms(request).get(room_id)
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
    # the address friends can open (web/address.py): ``create_app``'s public_url, else the one the page was asked at
    base = request.app.state.public_url or str(request.base_url).rstrip("/")
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
        "share_qr": qr_svg(f"{base}/r/{room_id}") if not room.record.started else "",
        "own_link": f"{base}/r/{room_id}?{'&'.join(private)}" if private else "",
        "waiting": waiting_state(room),
        "commitment": room.commitment,
    }
    if not room.record.started:  # its chat has its own words only: the page shows no other of the game page's
        return page(request, "waiting.html", chat_words=chat_words(lang_of(request)), **values)
    return page(request, "game.html", **values)


@router.get("/rooms.json")
async def listed_rooms(request: Request) -> JSONResponse:
    """The lobby's live list of public rooms (``web/lobby.py``), asked by the lobby page every few seconds."""
    return JSONResponse(room_list(_rooms(request).values(), lang_of(request)))


@router.get("/r/{room_id}/waiting")
async def waiting(request: Request, room_id: str) -> JSONResponse:
    """What the waiting page watches (``web/waiting.py``)."""
    room = _rooms(request).get(room_id)
    if room is None:
        return JSONResponse({"error": "room"}, status_code=404)
    return JSONResponse(waiting_state(room))


@router.post("/r/{room_id}/join")
async def join(request: Request, room_id: str, seat: int = Form(...), name: str = Form(...)) -> Response:
    room = _rooms(request).get(room_id)
    if room is None:
        return error_page(request, "error.room", 404)
    name = clean_name(name)
    async with room.lock:
        if not 0 <= seat < len(room.record.seats):
            return error_page(request, "error.taken", 409)
        if refusal := name_refusal(name, room.names_taken(), _limits(request).name_length):
            return name_refused(request, refusal)
        try:
            token = room.take_seat(seat, name)
        except CommandError:
            return error_page(request, "error.taken", 409)
    response = RedirectResponse(f"/r/{room_id}?seat={token}", status_code=303)
    remember(response, request, f"seat_{room_id}", token)
    return response


@router.post("/r/{room_id}/start")
async def start(request: Request, room_id: str) -> Response:
    room = _rooms(request).get(room_id)
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


@router.post("/r/{room_id}/seats/{seat}/bot")
async def hand_to_bot(
    request: Request, room_id: str, seat: int, kind: str = Form(...), params: str = Form("")
) -> Response:
    """The host hands a person's seat to a bot (the person left); the person takes it back by reopening
    their link. JSON: ``{"ok": true}`` or ``{"error": MESSAGE}``."""
    room = _rooms(request).get(room_id)
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


@router.get("/api/rooms/{room_id}")
async def room_status(request: Request, room_id: str) -> Response:
    room = _rooms(request).get(room_id)
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


@router.get("/r/{room_id}/log")
async def download_log(request: Request, room_id: str) -> Response:
    room = _rooms(request).get(room_id)
    if room is None or room.recorded is None:
        return error_page(request, "error.room", 404)
    if not room.recorded.game.is_over:  # the whole log tells the seed and every secret
        return error_page(request, "error.not_waiting", 403)
    text = "\n".join(room.recorded.log_lines()) + "\n"
    headers = {"content-disposition": f'attachment; filename="monopoly-{room_id}.jsonl"'}
    return PlainTextResponse(text, headers=headers, media_type="application/x-ndjson")
