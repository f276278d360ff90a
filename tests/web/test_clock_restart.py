"""A real ``monopoly serve`` killed with SIGKILL in the middle of a countdown and restarted on the same database:
the decision goes on with the time that was left (the time the server was down is not charged)."""

from __future__ import annotations

import json
import os
import signal
import time
from urllib.parse import parse_qs, urlsplit

import pytest

from .test_crash_recovery import free_port, httpx, serve, state_of, ws_client

ALLOWANCE, BANK = 3, 10


@pytest.mark.slow
def test_a_countdown_resumes_after_a_kill_with_the_time_it_had_left(tmp_path):
    db = tmp_path / "games.db"
    port = free_port()
    process = serve(db, port)
    try:
        http = httpx.Client(base_url=f"http://127.0.0.1:{port}")
        made = http.post("/rooms", data={"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "person",
                                         "clock": "true", "clock_allowance": ALLOWANCE, "clock_bank": BANK,
                                         "clock_timeouts": 2})  # fmt: skip
        location = urlsplit(made.headers["location"])
        room = location.path.split("/")[2]
        first = parse_qs(location.query)["seat"][0]
        joined = http.post(f"/r/{room}/join", data={"seat": 1, "name": "Bea"})
        second = parse_qs(urlsplit(joined.headers["location"]).query)["seat"][0]
        assert http.post(f"/r/{room}/start").status_code in (200, 303)
        with ws_client.connect(f"ws://127.0.0.1:{port}/ws/{room}?token={first}") as ws:
            before = state_of(ws)
        clock = before["clock"]
        assert clock["seat"] == before["waiting_on"] and clock["left"] == pytest.approx(ALLOWANCE, abs=0.5)
        time.sleep(6.5)  # the allowance spent and 3.5 s of the bank; the time spent was saved at 5 s
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(10)
    time.sleep(3)  # the server is down: not charged
    process = serve(db, port)
    try:
        with ws_client.connect(f"ws://127.0.0.1:{port}/ws/{room}?token={second}") as ws:
            after = state_of(ws)
        assert after["version"] == before["version"]  # nobody moved: the same decision
        resumed = after["clock"]
        assert resumed["seat"] == clock["seat"] and resumed["left"] == 0
        # 13 s in all, 5 s spent as last saved: 8 s left, less the moments from the restart to this frame;
        # charged the time down it would be under 4 s, and never resumed it would be the whole 13 s
        assert 6 < resumed["bank"] <= 8, resumed
        with ws_client.connect(f"ws://127.0.0.1:{port}/ws/{room}?token={second}") as ws:
            state = state_of(ws)
            deadline = time.monotonic() + 20
            while state["version"] == before["version"] and time.monotonic() < deadline:
                state = json.loads(ws.recv(timeout=20))
        lines = [line for entry in state["events"] for line in entry["lines"]]
        name = ["Ann", "Bea"][clock["seat"]]
        assert f"Time ran out: the bot played for {name}" in lines  # it ran out when the time left was up
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(10)
