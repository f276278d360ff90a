"""Fixtures for the web game: the extras it needs, and a throwaway PostgreSQL server for the PostgreSQL store."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


CHROMIUM = os.environ.get("MONOPOLY_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """One Chromium for a test module's tests (each opens its own contexts, and closes them): a launch costs about a
    second. Not one per process: while Playwright's sync API is started, its event loop counts as running in the
    main thread, and a later test's ``asyncio.run`` in the same process would be refused."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright (web-test)")
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        pytest.skip(f"the browser tests need Chromium at {CHROMIUM} (apt-get install chromium)")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()
