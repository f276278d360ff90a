"""Which store a ``--db`` value names. Its own module so that the SQLite store and the PostgreSQL store, which
builds on the SQLite one's records, do not import each other."""

from __future__ import annotations

from .postgres_store import PostgresStore
from .store import SQLiteStore, Store, StoreError


def open_store(url: str, durable: bool = False) -> Store:
    """The store a ``--db`` value names: a file path or ``sqlite:///PATH`` (SQLite; ``sqlite:////abs/path``
    for an absolute one, as SQLAlchemy writes them), or a ``postgresql://`` (``postgres://``) URL. ``durable``:
    every commit is on the disk before it returns, a power cut loses nothing. ``StoreError`` when it cannot
    be opened, naming it (a URL without its password)."""
    if url.startswith(("postgres://", "postgresql://")):
        return PostgresStore(url, durable=durable)
    if url.startswith("sqlite:"):
        if not url.startswith("sqlite:///") or len(url) == len("sqlite:///"):
            raise StoreError(f"{url}: an SQLite URL is sqlite:///PATH (sqlite:////PATH for an absolute path)")
        url = url[len("sqlite:///") :]
    elif "://" in url:
        scheme = url.split("://", 1)[0]
        raise StoreError(f"{scheme}://...: not a store; give a file path, sqlite:///PATH or postgresql://...")
    return SQLiteStore(url, durable=durable)
