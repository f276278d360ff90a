"""Cross-site and browser hardening, as one ASGI middleware in front of the whole application.

- ``Host``: a request whose ``Host`` is a name not allowed is refused (400; a websocket is closed before it is
  accepted). A page on another site whose name resolves to this server (DNS rebinding) gets nothing. An IP
  address is always answered: the browser's origin is then that address, no other site's.
- ``Origin``: a websocket, or a request that changes something (POST, PUT, PATCH, DELETE), that a browser sent
  from another origin is refused (403): ``Sec-Fetch-Site`` other than ``same-origin``, or an ``Origin`` that is
  not this server's. Browsers send ``Origin`` with both; under ``Referrer-Policy: no-referrer`` a form's POST
  carries ``Origin: null``, which passes only with ``Sec-Fetch-Site: same-origin`` (which pages cannot forge).
  A client that sends neither header is no browser, and no other site's page can make it act.
- Every HTTP answer carries a strict Content Security Policy (scripts only from this server, no inline script,
  framing by nobody), ``X-Content-Type-Options: nosniff`` and ``Referrer-Policy: no-referrer``.
"""

from __future__ import annotations

import ipaddress
import sys
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

# Scripts and styles from this server only; inline styles are allowed (the board colours its squares with them,
# and a style cannot run code), inline scripts are not.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]
CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def host_name(host: str) -> str:
    """The name in a ``Host`` header, without its port, lower case (``[::1]:8000`` -> ``::1``)."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def is_address(name: str) -> bool:
    """Whether a Host names an IP address: always answered, as no DNS rebinding comes that way (the page's origin
    is then the address itself), and friends on a network reach the server by its address."""
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def same_origin(origin: str, host: str) -> bool:
    """Whether the ``Origin`` header names this server as the browser reached it (``Host``: name and port; the
    scheme is not compared, so a TLS proxy in front that speaks plain HTTP to the server still works)."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return False
    return parts.netloc.lower() == host.strip().lower()


class Hardening:
    """The middleware: ``allowed_hosts`` None answers any ``Host`` (the in-process tests' clients)."""

    def __init__(self, app: ASGIApp, allowed_hosts: Iterable[str] | None) -> None:
        self.app = app
        self.allowed = None if allowed_hosts is None else {host_name(h) for h in allowed_hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope.get("headers", [])}
        host = headers.get("host", "")
        problem = None
        name = host_name(host)
        if self.allowed is not None and name not in self.allowed and not is_address(name):
            problem = (400, f"host {host[:100]!r} is not served here (--allowed-hosts)")
        elif kind == "websocket" or scope.get("method") in CHANGING:
            origin = headers.get("origin")
            site = headers.get("sec-fetch-site") if kind == "http" else None
            if site is not None and site != "same-origin":
                problem = (403, f"a {site} request is not this site's (Sec-Fetch-Site)")
            elif origin is not None and not same_origin(origin, host) and not (origin == "null" and site):
                problem = (403, f"origin {origin[:100]!r} is not this site")
        if problem is not None:
            status, reason = problem
            client = scope.get("client") or ("?", 0)
            print(f"refused a request from {client[0]}: {reason}", file=sys.stderr, flush=True)
            if kind == "websocket":
                await receive()  # websocket.connect
                await send({"type": "websocket.close", "code": 1008, "reason": reason[:120]})
                return
            body = f"Refused: {reason}\n".encode()
            await send({"type": "http.response.start", "status": status, "headers": [
                (b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                *SECURITY_HEADERS]})  # fmt: skip
            await send({"type": "http.response.body", "body": body})
            return
        if kind == "websocket":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)
