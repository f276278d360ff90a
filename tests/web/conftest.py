"""Fixtures for the web game: the extras it needs, and a throwaway PostgreSQL server for the PostgreSQL store."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

pytest.importorskip("fastapi", reason="the web tests need the [web] extra (pip install -e '.[web,web-test]')")
pytest.importorskip("httpx", reason="the web tests need httpx (pip install -e '.[web-test]')")

from .postgres import Cluster, missing, server_binaries


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    """One PostgreSQL server for the whole run, started the first time a test asks for it."""
    pytest.importorskip("psycopg", reason="the PostgreSQL tests need psycopg (the [web] extra)")
    reason = missing()
    if reason is not None:
        pytest.skip(reason)
    binaries = server_binaries()
    assert binaries is not None  # missing() found them
    cluster = Cluster(binaries)
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> str:
    """The URL of a new, empty database on the throwaway server."""
    return postgres_cluster.create_database()
