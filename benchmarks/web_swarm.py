"""A swarm of websocket players against one ``monopoly serve`` process on loopback: how many games it holds at
once and how long a command takes to be acknowledged (its log line committed).

    python benchmarks/web_swarm.py --games 200 --seconds 60                          # people's pace
    python benchmarks/web_swarm.py --games 200 --seconds 60 --people 3 --bots 1
    python benchmarks/web_swarm.py --games 200 --seconds 30 --think 0 --bot-delay 0  # closed loop: throughput
    python benchmarks/web_swarm.py --games 50 --seconds 30 --db postgresql://monopoly@localhost/bench --durable

Starts the server (its store a temporary SQLite file, or ``--db``: an empty database of your own), creates
``--games`` rooms of ``--people`` people and ``--bots`` heuristic bots (1 and 1), then plays every person's seat
over its own websocket with its first legal choice, all at once, until ``--seconds`` have passed. A person takes
``--think`` seconds on average over each request it holds (uniform between half and one and a half times that,
seeded; 0.5 by default, a quick player), and the server's bots move every ``--bot-delay`` seconds (0.8, the
server's own pace). With ``--think 0 --bot-delay 0`` every player answers the moment its frame arrives and the
bots answer inside the command: a closed loop that keeps the server saturated, so its latency is about the
number of players divided by the throughput. Prints the games held, the commands acknowledged and the p50/p99
latency from sending a command to its acknowledgement, the machine's load average, and the floor (run() of
``../shared/bench/floor.py``, in wall-clock rolls per second, measured just before): on a shared machine it says
how much of the machine the run had. Needs the ``[web]`` extra and httpx.

``--page`` opens every socket as the game page does (presence, the chat, the feed's last page), and ``--chat S``
has every person post a chat message every S seconds on average: the server's cost per command with the table's
frames on, against a run without them.

``--profile FILE`` records the server with py-spy (``pip install py-spy``) for the whole swarm: a flame graph
for ``.svg``, collapsed stacks (one line per stack and its sample count) otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
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
from benchmarks import shared_floor
from tests.web.helpers import first_action
from tests.web.test_crash_recovery import free_port, serve

# What the game page adds to its socket's address: presence, the chat and the feed's last page (``--page``).
PAGE_QUERY = "&presence=1&chat=1&feed=100"


async def player(
    port: int, room: str, token: str, until: float, seen: Latencies, done: list[int], think: Think, talk: Talk
) -> None:
    async with connect(f"ws://127.0.0.1:{port}/ws/{room}?token={token}{talk.query}", max_size=2**24) as ws:
        sent = None  # when the command in flight was sent
        acked = False
        state: dict | None = None
        due = None  # when this seat answers the request it holds (its thinking time over)
        while time.monotonic() < until:
            if talk.due is not None and time.monotonic() >= talk.due:
                await ws.send(json.dumps({"type": "chat", "token": token, "text": talk.message()}))
            try:
                waits = [t - time.monotonic() for t in (due, talk.due) if t is not None]
                wait = max(0.0, min(waits)) if waits else None
                frame = json.loads(await asyncio.wait_for(ws.recv(), wait))
            except TimeoutError:
                frame = None
            now = time.perf_counter()
            if frame is not None:
                if frame["type"] == "chat":
                    talk.heard += len(frame["messages"])
                    continue
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
                if state["request"] is None or sent is not None:
                    due = None
                    continue
                if due is None:
                    due = time.monotonic() + think.next()
                if time.monotonic() < due:
                    continue
            if state is None or state["request"] is None or sent is not None:
                due = None
                continue
            due = None
            request = state["request"]
            action = first_action(request)
            if request.get("pass") and (action is None or request["kind"] == "interject"):
                command = {"type": "pass", "token": token, "version": state["version"]}
            else:
                command = {"type": "act", "token": token, "version": state["version"], "action": action}
            sent, acked = time.perf_counter(), False
            await ws.send(json.dumps(command))


class Think:
    """How long a person takes over each request: uniform between half and one and a half times ``mean``
    seconds (0: answers at once), from a seeded source so runs are alike."""

    def __init__(self, mean: float, seed: int) -> None:
        self.mean = mean
        self.random = random.Random(seed)

    def next(self) -> float:
        return self.mean * (0.5 + self.random.random()) if self.mean > 0 else 0.0


class Talk:
    """A person's chat (``--page``, ``--chat``): the socket opened as the game page opens it, and a message every
    ``every`` seconds on average (uniform between half and one and a half times that, seeded; 0: none)."""

    def __init__(self, page: bool, every: float, seed: int) -> None:
        self.query = PAGE_QUERY if page else ""
        self.every = every
        self.random = random.Random(seed)
        self.due: float | None = None
        self.said = self.heard = 0
        self._next()

    def _next(self) -> None:
        self.due = time.monotonic() + self.every * (0.5 + self.random.random()) if self.every > 0 else None

    def message(self) -> str:
        self.said += 1
        self._next()
        return f"message {self.said}: deal?"


class Latencies:
    """Seconds from sending a command to its acknowledgement, and to the state frame after it."""

    def __init__(self) -> None:
        self.ack: list[float] = []
        self.state: list[float] = []


async def swarm(
    port: int, rooms: list[tuple[str, str]], seconds: float, think: float, talks: list[Talk]
) -> tuple[Latencies, list[int]]:
    seen = Latencies()
    done: list[int] = []
    until = time.monotonic() + seconds
    tasks = [
        player(port, room, token, until, seen, done, Think(think, i), talks[i]) for i, (room, token) in enumerate(rooms)
    ]
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
    parser.add_argument("--people", type=int, default=1, help="people per room, each on its own websocket")
    parser.add_argument("--bots", type=int, default=1, help="heuristic bots per room, played by the server")
    parser.add_argument(
        "--think",
        type=float,
        default=0.5,
        help="each person's mean seconds per answer (0: at once, a closed loop that saturates the server)",
    )
    parser.add_argument(
        "--bot-delay",
        type=float,
        default=0.8,
        help="the server's --bot-delay: seconds per bot move (0.8: the server's own pace)",
    )
    parser.add_argument(
        "--page",
        action="store_true",
        help="open each socket as the game page does (presence, the chat and the feed's last page: " + PAGE_QUERY + ")",
    )
    parser.add_argument(
        "--chat", type=float, default=0, help="each person posts a chat message every this many seconds on average"
    )
    parser.add_argument("--db", help="the server's --db (default: a new SQLite file in a temporary directory)")
    parser.add_argument("--durable", action="store_true", help="serve with --durable (a disk sync per commit)")
    parser.add_argument("--profile", type=Path, help="record the server with py-spy into this file")
    parser.add_argument(
        "--clock",
        help="the rooms' turn clock as ALLOWANCE,BANK,TIMEOUTS (seconds, seconds, a count; rooms of two people "
        "or more; default: none)",
    )
    shared_floor.add_option(parser)
    args = parser.parse_args()
    floor_run = shared_floor.load(args.floor)
    if not 1 <= args.games <= 1000 or not 1 <= args.seconds <= 600:
        parser.error("--games 1-1000, --seconds 1-600")
    if not 1 <= args.people <= 8 or not 0 <= args.bots <= 7 or not 2 <= args.people + args.bots <= 8:
        parser.error("--people 1-8 and --bots 0-7, 2-8 seats in all")
    if not 0 <= args.think <= 60 or not 0 <= args.bot_delay <= 60:
        parser.error("--think and --bot-delay: 0-60 seconds")
    if args.chat and not 2 <= args.chat <= 600:
        parser.error("--chat: 2-600 seconds (a person may post 5 messages in 10 seconds)")
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        # One client address plays every seat of every room here, as fast as the server answers: the limits a
        # public server puts on one address (docs/web.md, "Safe for strangers") are lifted for the swarm.
        lifted = ("--sockets-per-address", "100000", "--rooms-per-minute", "100000", "--rooms-total", "100000",
                  "--frames-per-second", "100000")  # fmt: skip
        flags = (*lifted, "--durable") if args.durable else lifted
        process: subprocess.Popen = serve(args.db or Path(tmp) / "swarm.db", port, args.bot_delay, flags=flags)
        try:
            rooms = []
            with httpx.Client(base_url=f"http://127.0.0.1:{port}") as http:
                seats = {f"seat{i}": "person" for i in range(args.people)}
                seats |= {f"seat{args.people + i}": "heuristic" for i in range(args.bots)}
                if args.clock:
                    allowance, bank, timeouts = args.clock.split(",")
                    seats |= {"clock": "true", "clock_allowance": allowance, "clock_bank": bank,
                              "clock_timeouts": timeouts}  # fmt: skip
                for i in range(args.games):
                    made = http.post("/rooms", data={"edition": "classic-en", "name": f"P{i}", **seats,
                                                     "max_rounds": "200"})  # fmt: skip
                    location = urlsplit(made.headers["location"])
                    room = location.path.split("/")[2]
                    rooms.append((room, parse_qs(location.query)["seat"][0]))
                    for seat in range(1, args.people):
                        joined = http.post(f"/r/{room}/join", data={"seat": seat, "name": f"P{i}.{seat}"})
                        rooms.append((room, parse_qs(urlsplit(joined.headers["location"]).query)["seat"][0]))
                    http.post(f"/r/{room}/start")
            floor = floor_rate(floor_run)
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
            talks = [Talk(args.page, args.chat, i) for i in range(len(rooms))]
            seen, done = asyncio.run(swarm(port, rooms, args.seconds, args.think, talks))
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
    print(f"rooms of {args.people} people (one websocket each) and {args.bots} heuristic bots")
    print(f"pace: a person answers in {args.think:g} s on average, a bot moves every {args.bot_delay:g} s")
    print(f"commands acknowledged: {count} ({count / args.seconds:.0f}/s)")
    if args.page or args.chat:
        said, heard = sum(t.said for t in talks), sum(t.heard for t in talks)
        print(f"sockets opened as the game page's: {args.page}; chat messages posted: {said}, received: {heard}")
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


def floor_rate(run: shared_floor.FloorRun, rolls: int = 300_000) -> float:
    """The shared floor's rolls per wall-clock second now: how much of a core this run gets."""
    return 1e9 / shared_floor.floor_ns_per_roll(run, rolls, clock=time.perf_counter)


if __name__ == "__main__":
    sys.exit(main())
