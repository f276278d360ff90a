"""A swarm of websocket players against one ``monopoly serve`` process on loopback: how many games it holds at
once and how long a command takes to be acknowledged (its log line committed).

    python benchmarks/web_swarm.py --games 50 --seconds 30
    python benchmarks/web_swarm.py --games 50 --seconds 30 --db postgresql://monopoly@localhost/bench --durable

Starts the server (``--bot-delay 0``; its store a temporary SQLite file, or ``--db``: an empty database of your
own), creates ``--games`` rooms of one person and one heuristic bot, then plays every person's seat over its own
websocket with its first legal choice, all at once, until ``--seconds`` have passed. Prints the games held, the
commands acknowledged and the p50/p99 latency from sending a command to its acknowledgement. Needs the ``[web]``
extra and httpx.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import httpx
from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.web.helpers import first_action
from tests.web.test_crash_recovery import free_port, serve


async def player(port: int, room: str, token: str, until: float, latencies: list[float], done: list[int]) -> None:
    async with connect(f"ws://127.0.0.1:{port}/ws/{room}?token={token}", max_size=2**24) as ws:
        state = None
        while time.monotonic() < until:
            frame = json.loads(await ws.recv())
            if frame["type"] != "state":
                continue
            state = frame
            if state["over"]:
                done.append(1)
                return
            request = state["request"]
            if request is None:
                continue
            action = first_action(request)
            if request.get("pass") and (action is None or request["kind"] == "interject"):
                command = {"type": "pass", "token": token, "version": state["version"]}
            else:
                command = {"type": "act", "token": token, "version": state["version"], "action": action}
            sent = time.perf_counter()
            await ws.send(json.dumps(command))
            while True:
                reply = json.loads(await ws.recv())
                if reply["type"] in ("ack", "error"):
                    latencies.append(time.perf_counter() - sent)
                    break


async def swarm(port: int, rooms: list[tuple[str, str]], seconds: float) -> tuple[list[float], list[int]]:
    latencies: list[float] = []
    done: list[int] = []
    until = time.monotonic() + seconds
    tasks = [player(port, room, token, until, latencies, done) for room, token in rooms]
    await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), seconds + 30)
    return latencies, done


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--db", help="the server's --db (default: a new SQLite file in a temporary directory)")
    parser.add_argument("--durable", action="store_true", help="serve with --durable (a disk sync per commit)")
    args = parser.parse_args()
    if not 1 <= args.games <= 1000 or not 1 <= args.seconds <= 600:
        parser.error("--games 1-1000, --seconds 1-600")
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        flags = ("--durable",) if args.durable else ()
        process: subprocess.Popen = serve(args.db or Path(tmp) / "swarm.db", port, flags=flags)
        try:
            rooms = []
            with httpx.Client(base_url=f"http://127.0.0.1:{port}") as http:
                for i in range(args.games):
                    made = http.post("/rooms", data={"edition": "classic-en", "name": f"P{i}", "seat0": "person",
                                                     "seat1": "heuristic", "max_rounds": "200"})  # fmt: skip
                    location = urlsplit(made.headers["location"])
                    room = location.path.split("/")[2]
                    http.post(f"/r/{room}/start")
                    rooms.append((room, parse_qs(location.query)["seat"][0]))
            latencies, done = asyncio.run(swarm(port, rooms, args.seconds))
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
    if not latencies:
        print("no command was acknowledged")
        return 1
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(f"games held at once: {args.games} ({len(done)} finished) over {args.seconds:.0f} s")
    print(f"commands acknowledged: {len(latencies)} ({len(latencies) / args.seconds:.0f}/s)")
    print(f"latency command -> ack: p50 {statistics.median(latencies) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
