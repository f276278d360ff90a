"""``monopoly serve`` prints an address friends can open and refuses what cannot work before printing it (issue 30):
a busy port or an unusable ``--db`` ends with the reason and nothing created; on every interface the banner and the
room's share link carry the machine's network address, and ``--public-url`` replaces both."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx")

from monopoly_engine.web.address import lan_address, share_base

from .test_crash_recovery import free_port

# The children run in a temporary folder (to see what they create): the package is found from here, not from ".".
SOURCE = str(Path(__import__("monopoly_engine").__file__).resolve().parents[1])
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([SOURCE, os.environ.get("PYTHONPATH", "")])}


def _serve(tmp_path: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "monopoly_engine", "serve", *flags]
    return subprocess.run(command, cwd=tmp_path, env=ENV, capture_output=True, text=True, timeout=60, check=False)


def test_a_busy_port_is_refused_before_the_banner_and_nothing_is_created(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = _serve(tmp_path, "--port", str(port))
    assert done.returncode == 2
    assert "Monopoly is served" not in done.stdout and f"127.0.0.1:{port}" in done.stderr
    assert "in use" in done.stderr and "--port" in done.stderr
    assert list(tmp_path.iterdir()) == []  # no monopoly.db


@pytest.mark.parametrize("db", ["not-a-database.db", "no-such-folder/rooms.db", "sqlite://rooms.db"])
def test_an_unusable_db_is_refused_before_the_banner(tmp_path: Path, db: str) -> None:
    (tmp_path / "not-a-database.db").write_text("some notes", encoding="utf-8")
    done = _serve(tmp_path, "--port", str(free_port()), "--db", db)
    assert done.returncode == 2 and "Monopoly is served" not in done.stdout and db.split("/")[0] in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["not-a-database.db"]


def test_the_share_base_is_an_address_another_machine_can_open() -> None:
    assert share_base("127.0.0.1", 8000, None) == "http://127.0.0.1:8000"
    assert share_base("0.0.0.0", 8000, "https://m.example.org") == "https://m.example.org"
    lan = lan_address()
    everywhere = share_base("0.0.0.0", 8000, None)
    assert "0.0.0.0" not in everywhere and everywhere == f"http://{lan or '127.0.0.1'}:8000"


@pytest.mark.parametrize("public", [None, "https://monopoly.example.org/"])
def test_the_banner_and_the_share_link_carry_the_address_friends_open(tmp_path: Path, public: str | None) -> None:
    port = free_port()
    flags = ["--host", "0.0.0.0", "--port", str(port)]
    flags += ["--public-url", public] if public else []
    command = [sys.executable, "-m", "monopoly_engine", "serve", *flags]
    process = subprocess.Popen(
        command, cwd=tmp_path, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    try:
        banner = process.stdout.readline() if process.stdout else ""
        expected = public.rstrip("/") if public else f"http://{lan_address() or '127.0.0.1'}:{port}"
        assert banner.startswith(f"Monopoly is served at {expected}/"), banner
        assert "0.0.0.0" not in banner
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as client:
            for _ in range(100):
                try:
                    client.get("/")
                    break
                except httpx.HTTPError:
                    import time

                    time.sleep(0.1)
            data = {"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "heuristic"}
            page = client.post("/rooms", data=data, follow_redirects=True)
        room = page.url.path.split("/")[2]
        assert f"{expected}/r/{room}" in page.text
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(20)
