"""A swarm of websocket players against one ``monopoly serve`` process on loopback: how many games it holds at
once and how long a command takes to be acknowledged (its log line committed).

    python benchmarks/web_swarm.py --games 50 --seconds 30
    python benchmarks/web_swarm.py --games 50 --seconds 30 --db postgresql://monopoly@localhost/bench --durable

Starts the server (``--bot-delay 0``; its store a temporary SQLite file, or ``--db``: an empty database of your
own), creates ``--games`` rooms of one person and one heuristic bot, then plays every person's seat over its own
websocket with its first legal choice, all at once, until ``--seconds`` have passed. Prints the games held, the
commands acknowledged and the p50/p99 latency from sending a command to its acknowledgement, the machine's load
average, and the floor (the bare dice loop, in wall-clock rolls per second, measured just before): on a shared
machine it says how much of the machine the run had. Needs the ``[web]`` extra and httpx.

``--profile FILE`` records the server with py-spy (``pip install py-spy``) for the whole swarm: a flame graph
for ``.svg``, collapsed stacks (one line per stack and its sample count) otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
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
from benchmarks.bench_engine import floor_loop
from tests.web.helpers import first_action
from tests.web.test_crash_recovery import free_port, serve


async def player(port: int, room: str, token: str, until: float, seen: Latencies, done: list[int]) -> None:
    async with connect(f"ws://127.0.0.1:{port}/ws/{room}?token={token}", max_size=2**24) as ws:
        sent = None  # when the command in flight was sent
        acked = False
        while time.monotonic() < until:
            frame = json.loads(await ws.recv())
            now = time.perf_counter()
            if ("ack" in frame or frame["type"] == "error") and sent is not None and not acked:
                seen.ack.append(now - sent)
                acked = True
            if frame["type"] != "state":
                continue
            state = frame
            if sent is not None and acked:
                seen.state.append(now - sent)
                sent = None
            if state["over"]:
                done.append(1)
                return
            request = state["request"]
            if request is None or sent is not None:
                continue
            action = first_action(request)
            if request.get("pass") and (action is None or request["kind"] == "interject"):
                command = {"type": "pass", "token": token, "version": state["version"]}
            else:
                command = {"type": "act", "token": token, "version": state["version"], "action": action}
            sent, acked = time.perf_counter(), False
            await ws.send(json.dumps(command))


class Latencies:
    """Seconds from sending a command to its acknowledgement, and to the state frame after it."""

    def __init__(self) -> None:
        self.ack: list[float] = []
        self.state: list[float] = []


async def swarm(port: int, rooms: list[tuple[str, str]], seconds: float) -> tuple[Latencies, list[int]]:
    seen = Latencies()
    done: list[int] = []
    until = time.monotonic() + seconds
    tasks = [player(port, room, token, until, seen, done) for room, token in rooms]
    await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), seconds + 30)
    return seen, done


def cpu_seconds(pid: int) -> float:
    """The user and system CPU time a process has used (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--db", help="the server's --db (default: a new SQLite file in a temporary directory)")
    parser.add_argument("--durable", action="store_true", help="serve with --durable (a disk sync per commit)")
    parser.add_argument("--profile", type=Path, help="record the server with py-spy into this file")
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
            floor = floor_rate()
            spy = None
            if args.profile is not None:
                kind = "flamegraph" if args.profile.suffix == ".svg" else "raw"
                spy_binary = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
                spy = subprocess.Popen(
                    [spy_binary, "record", "--pid", str(process.pid), "--duration", str(int(args.seconds)),
                     "--rate", "200", "--format", kind, "--output", str(args.profile), "--nonblocking"],
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                )  # fmt: skip
            server_cpu = cpu_seconds(process.pid)
            mine = time.process_time()
            seen, done = asyncio.run(swarm(port, rooms, args.seconds))
            server_cpu = cpu_seconds(process.pid) - server_cpu
            mine = time.process_time() - mine
            if spy is not None:
                spy.wait(60)
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
    latencies = seen.ack
    if not latencies:
        print("no command was acknowledged")
        return 1
    count = len(latencies)
    print(f"games held at once: {args.games} ({len(done)} finished) over {args.seconds:.0f} s")
    print(f"commands acknowledged: {count} ({count / args.seconds:.0f}/s)")
    print(
        f"latency command -> ack: p50 {statistics.median(latencies) * 1000:.1f} ms, "
        f"p99 {percentile(latencies, 0.99) * 1000:.1f} ms"
    )
    if seen.state:
        print(
            f"latency command -> the state frame after it: p50 {statistics.median(seen.state) * 1000:.1f} ms, "
            f"p99 {percentile(seen.state, 0.99) * 1000:.1f} ms"
        )
    print(
        f"CPU per command: server {server_cpu / count * 1000:.2f} ms, swarm {mine / count * 1000:.2f} ms "
        f"(server busy {server_cpu / args.seconds:.0%} of a core)"
    )
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average after: {load}; floor before: {floor / 1e6:.2f} M rolls/s (wall clock)")
    return 0


def floor_rate(rolls: int = 300_000) -> float:
    """The floor loop's rolls per wall-clock second now: how much of a core this run gets."""
    start = time.perf_counter()
    floor_loop(rolls)
    return rolls / (time.perf_counter() - start)


if __name__ == "__main__":
    sys.exit(main())
