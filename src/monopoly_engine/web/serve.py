"""``monopoly serve``: open the store, build the app, run uvicorn."""

from __future__ import annotations

import sys
from urllib.parse import urlsplit

from .clock import ClockSettings
from .hosts import default_hosts
from .limits import Limits


def missing_extra() -> str | None:
    """The message to print when the ``[web]`` extra is not installed, else None."""
    try:
        import fastapi  # noqa: F401
        import jinja2  # noqa: F401
        import orjson  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError as exc:
        return f"the web game needs the [web] extra: pip install 'monopoly-engine[web]' ({exc.name} is missing)"
    return None


def run(
    host: str,
    port: int,
    db: str,
    bot_delay: float,
    durable: bool = False,
    away_after: float | None = 120.0,
    away_bot: str = "heuristic",
    public_url: str | None = None,
    limits: Limits | None = None,
    allowed_hosts: list[str] | None = None,
    clock: ClockSettings | None = None,
    clock_on: bool = True,
) -> int:
    """Serve until stopped. The port is taken first, then the store opened: ``address.AddressError`` (a busy port,
    a bad ``public_url``) or ``store.StoreError`` (a ``db`` that cannot be opened) before anything is printed, and
    nothing is left behind then (no database file is created for a busy port)."""
    import uvicorn

    from .address import ALL_INTERFACES, LOOPBACK_NAMES, listen, public_base, share_base
    from .app import create_app
    from .heap import FreezeSurvivors
    from .stores import open_store

    public = public_base(public_url)
    sock = listen(host, port)
    try:
        store = open_store(db, durable=durable)
    except BaseException:
        sock.close()
        raise
    try:
        store.claim()
        shared = share_base(host, port, public) if public or host in ALL_INTERFACES else None
        hosts = allowed_hosts
        if hosts is None:  # behind a proxy that passes the Host on, the --public-url's name is this server's too
            hosts = default_hosts(host) + ([urlsplit(public).hostname or ""] if public else [])
        limits = limits or Limits()  # a served app always has limits (create_app's None lifts them)
        app = create_app(
            store,
            bot_delay=bot_delay,
            away_after=away_after,
            away_bot=away_bot,
            public_url=shared,
            limits=limits,
            allowed_hosts=hosts,
            clock=clock,
            clock_on=clock_on,
        )
    except BaseException:
        store.close()
        sock.close()
        raise
    base = share_base(host, port, public)
    print(f"Monopoly is served at {base}/  (games kept in {store.location}; Ctrl-C stops)", flush=True)
    if public is None and host in ALL_INTERFACES:
        print("Friends on the same network open that address (the room's link says it too).", flush=True)
    elif public is None and host in LOOPBACK_NAMES:
        print("Only this computer can open it: --host 0.0.0.0 lets friends on the same network in.", flush=True)
    heap = FreezeSurvivors()
    heap.install()
    try:
        # No per-message compression: a frame is a few kilobytes, and deflating every frame for every socket
        # (and inflating it in every browser) cost the server about as much as making the frames.
        config = uvicorn.Config(
            app, host=host, port=port, log_level="warning", ws_max_size=64 * 1024, ws_per_message_deflate=False
        )
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        heap.uninstall()
        store.close()
        sock.close()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run("127.0.0.1", 8000, "monopoly.db", 0.8))
