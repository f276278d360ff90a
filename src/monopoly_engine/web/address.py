"""Where the browser game listens and the address friends can open: the listening socket is bound before anything
else is done (a busy port is refused with nothing created), and the address printed and shared is one that works
from another machine: ``--public-url`` when given (a proxy or a tunnel), else the machine's LAN address when
listening on every interface, else the address listened on."""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit

ALL_INTERFACES = {"0.0.0.0", "::", ""}  # the addresses that mean "every interface"
LOOPBACK_NAMES = {"localhost", "127.0.0.1", "::1"}


class AddressError(ValueError):
    """A port that cannot be listened on, or a ``--public-url`` that is no http(s) address."""


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host``:``port`` and listening; ``AddressError`` naming why not (a busy port)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6 and host == "::":
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        sock.bind((host, port))
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        shown = f"[{host}]" if ":" in host else host
        why = "it is in use (another server?)" if exc.errno in (98, 48, 10048) else exc.strerror or str(exc)
        raise AddressError(f"cannot listen on {shown}:{port}: {why}; choose another with --port") from None
    sock.set_inheritable(True)
    return sock


def lan_address() -> str | None:
    """This machine's address on its local network (the one its default route leaves by), or None. No packet is
    sent: connecting a UDP socket only picks the route."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere real
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if ipaddress.ip_address(address).is_loopback else address


def public_base(public_url: str | None) -> str | None:
    """``--public-url`` checked and without a trailing slash; ``AddressError`` if it is no http(s) URL."""
    if public_url is None:
        return None
    parts = urlsplit(public_url.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise AddressError(f"--public-url must be an http:// or https:// address, not {public_url!r}")
    return public_url.strip().rstrip("/")


def share_base(host: str, port: int, public_url: str | None) -> str:
    """The base URL to print and to put in share links: ``public_url``, the LAN address when listening on every
    interface, else ``host`` itself."""
    if public_url:
        return public_url
    if host in ALL_INTERFACES:
        host = lan_address() or "127.0.0.1"
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"
