"""``monopoly serve``: open the store, build the app, run uvicorn."""

from __future__ import annotations

import sys

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
    limits: Limits | None = None,
    allowed_hosts: list[str] | None = None,
) -> int:
    """Serve until stopped; ``store.StoreError`` when ``db`` cannot be opened (nothing is started then)."""
    import uvicorn

    from .app import create_app
    from .heap import FreezeSurvivors
    from .store import open_store

    store = open_store(db, durable=durable)
    try:
        store.claim()
        hosts = allowed_hosts if allowed_hosts is not None else default_hosts(host)
        limits = limits or Limits()  # a served app always has limits (create_app's None lifts them)
        app = create_app(
            store, bot_delay=bot_delay, away_after=away_after, away_bot=away_bot, limits=limits, allowed_hosts=hosts
        )
    except BaseException:
        store.close()
        raise
    shown = f"[{host}]" if ":" in host else host
    print(f"Monopoly is served at http://{shown}:{port}/  (games kept in {store.location}; Ctrl-C stops)", flush=True)
    heap = FreezeSurvivors()
    heap.install()
    try:
        # No per-message compression: a frame is a few kilobytes, and deflating every frame for every socket
        # (and inflating it in every browser) cost the server about as much as making the frames.
        uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=64 * 1024, ws_per_message_deflate=False)
    finally:
        heap.uninstall()
        store.close()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run("127.0.0.1", 8000, "monopoly.db", 0.8))
