"""A real ``monopoly serve`` process, killed with SIGKILL mid-game, restarts with every acknowledged action."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

httpx = pytest.importorskip("httpx")
ws_client = pytest.importorskip("websockets.sync.client", reason="the crash test needs websockets (uvicorn[standard])")

from .helpers import first_action


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(db: Path | str, port: int, bot_delay: float = 0, flags: tuple[str, ...] = ()) -> subprocess.Popen:
    command = [sys.executable, "-m", "monopoly_engine", "serve", "--port", str(port), "--db", str(db)]
    process = subprocess.Popen(
        [*command, "--bot-delay", str(bot_delay), *flags],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    line = process.stdout.readline()
    assert f"http://127.0.0.1:{port}/" in line, line
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/", timeout=1)
            return process
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise AssertionError("the server did not answer")


def state_of(ws) -> dict:
    while True:
        frame = json.loads(ws.recv(timeout=10))
        if frame["type"] == "state":
            return frame


def play(port: int, room: str, tokens: list[str], moves: int) -> tuple[int, list]:
    """Answer ``moves`` requests, each seat over its own socket; returns the last acknowledged version and
    seat 0's events from the start."""
    with contextlib.ExitStack() as opened:
        sockets = [
            opened.enter_context(ws_client.connect(f"ws://127.0.0.1:{port}/ws/{room}?token={t}")) for t in tokens
        ]
        states = [state_of(ws) for ws in sockets]
        acked = states[0]["version"]
        for _ in range(moves):
            seat = next(i for i, s in enumerate(states) if s["request"] is not None)
            state = states[seat]
            request = state["request"]
            action = first_action(request)
            if request.get("pass") and action is None:
                frame = {"type": "pass", "token": tokens[seat], "version": state["version"]}
            else:
                frame = {"type": "act", "token": tokens[seat], "version": state["version"], "action": action}
            sockets[seat].send(json.dumps(frame))
            reply = json.loads(sockets[seat].recv(timeout=10))
            assert reply["type"] == "state" and "ack" in reply, reply
            acked = reply["ack"]
            states = [reply if i == seat else state_of(ws) for i, ws in enumerate(sockets)]
        with ws_client.connect(f"ws://127.0.0.1:{port}/ws/{room}?token={tokens[0]}") as fresh:
            history = state_of(fresh)["events"]
        return acked, history


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new store for the server: an SQLite file, or a database on the tests' throwaway PostgreSQL server."""
    if request.param == "sqlite":
        return str(tmp_path / "games.db")
    return request.getfixturevalue("postgres_url")


def test_a_killed_server_resumes_every_game_at_its_last_acknowledged_action(database):
    db = database
    port = free_port()
    process = serve(db, port)
    try:
        http = httpx.Client(base_url=f"http://127.0.0.1:{port}")
        made = http.post("/rooms", data={"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "person"})
        location = urlsplit(made.headers["location"])
        room = location.path.split("/")[2]
        first = parse_qs(location.query)["seat"][0]
        joined = httpx.post(f"http://127.0.0.1:{port}/r/{room}/join", data={"seat": 1, "name": "Bea"})
        second = parse_qs(urlsplit(joined.headers["location"]).query)["seat"][0]
        assert http.post(f"/r/{room}/start").status_code in (200, 303)
        acked, history = play(port, room, [first, second], 25)
        assert acked >= 20
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    process = serve(db, port)
    try:
        status = httpx.get(f"http://127.0.0.1:{port}/api/rooms/{room}").json()
        assert status["started"] and status["version"] == acked
        again, replayed = play(port, room, [first, second], 0)
        assert again == acked and replayed == history
        later, _ = play(port, room, [first, second], 5)
        assert later > acked
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)


def test_the_server_declines_per_message_compression(tmp_path):
    port = free_port()
    process = serve(tmp_path / "games.db", port)
    try:
        with ws_client.connect(f"ws://127.0.0.1:{port}/ws/nosuchroom") as ws:  # the client offers permessage-deflate
            assert "permessage-deflate" in ws.request.headers.get("Sec-WebSocket-Extensions", "")
            assert ws.response.headers.get("Sec-WebSocket-Extensions") is None
            assert json.loads(ws.recv(timeout=10))["code"] == "room"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)


def test_a_second_server_on_the_same_database_is_refused_until_the_first_is_gone(database):
    port = free_port()
    process = serve(database, port)
    try:
        second = subprocess.run(
            [sys.executable, "-m", "monopoly_engine", "serve", "--port", str(free_port()), "--db", str(database)],
            check=False,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 2
        assert "another monopoly serve is using this database" in second.stderr + second.stdout
        assert httpx.get(f"http://127.0.0.1:{port}/", timeout=5).status_code == 200  # the first serves on
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    process = serve(database, port)  # a killed server leaves the database to the next one
    process.send_signal(signal.SIGKILL)
    process.wait(10)
