"""The page's language, kept: ``?lang=`` chooses it and a cookie remembers it, so that the redirects after
creating, joining and starting a room (which carry no ``?lang=``) and a later visit from the same browser stay in
it; without either, the browser's ``Accept-Language``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping

from starlette.requests import Request
from starlette.responses import Response

from monopoly_engine.i18n import normalize_language

from .catalog import pick_language

LANG_COOKIE = "lang"
LANG_COOKIE_AGE = 365 * 24 * 3600  # a year: a device's visits keep the language


def language_of(headers: Mapping[str, str], query: Mapping[str, str], cookies: Mapping[str, str]) -> str:
    """``?lang=``, else the cookie's language, else the browser's preference, else English."""
    chosen = query.get("lang")
    if not normalize_language(chosen):
        chosen = cookies.get(LANG_COOKIE)
    return pick_language(headers.get("accept-language"), chosen)


async def remember_language(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
    """An HTTP middleware: a valid ``?lang=`` is kept in the cookie for the requests that follow."""
    response = await call_next(request)
    lang = normalize_language(request.query_params.get("lang"))
    if lang and request.cookies.get(LANG_COOKIE) != lang:
        response.set_cookie(LANG_COOKIE, lang, max_age=LANG_COOKIE_AGE, samesite="lax")
    return response
