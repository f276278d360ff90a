"""Fixtures for the web game: an app on a store in a temporary file, and a client that plays a seat."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi", reason="the web tests need the [web] extra (pip install -e '.[web,web-test]')")
pytest.importorskip("httpx", reason="the web tests need httpx (pip install -e '.[web-test]')")
