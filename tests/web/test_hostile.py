"""A hostile client against a real ``monopoly serve`` on 127.0.0.1: what it tries must slow nobody, change
nothing that is not its own, and get a clear refusal (docs/web.md, "Safe for strangers")."""

from __future__ import annotations

import contextlib
import html
import json
import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

httpx = pytest.importorskip("httpx")
ws_client = pytest.importorskip(
    "websockets.sync.client", reason="the hostile tests need websockets (uvicorn[standard])"
)

from websockets.exceptions import ConnectionClosed

from monopoly_engine.web.present import SPECTATOR

from .helpers import first_action
from .hostile import raw_websocket, serve_logged, text_frame
from .test_crash_recovery import free_port, state_of


class Server:
    def __init__(self, port: int, log: Path) -> None:
        self.port = port
        self.url = f"http://127.0.0.1:{port}"
        self.log = log

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=10)

    def room(self, seats: list[str], name: str = "Ann") -> tuple[str, str]:
        """A new room (seat 0 a person named ``name`` when "person"); its id and seat 0's token."""
        data = {"edition": "classic-en", "name": name, **{f"seat{i}": k for i, k in enumerate(seats)}}
        made = self.client().post("/rooms", data=data)
        assert made.status_code == 303, made.text
        location = urlsplit(made.headers["location"])
        return location.path.split("/")[2], parse_qs(location.query).get("seat", [""])[0]

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    where = tmp_path_factory.mktemp("hostile")
    port = free_port()
    process = serve_logged(where / "games.db", port, where / "server.log")
    try:
        yield Server(port, where / "server.log")
    finally:
        process.terminate()
        process.wait(10)
    assert "Traceback" not in (where / "server.log").read_text(errors="replace")


def new_game(server: Server) -> tuple[str, str]:
    http = server.client()
    data = {"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "heuristic"}
    made = http.post("/rooms", data=data)
    location = urlsplit(made.headers["location"])
    room, token = location.path.split("/")[2], parse_qs(location.query)["seat"][0]
    answer = http.post(f"/r/{room}/start")
    assert answer.status_code == 303, answer.text
    return room, token


def moves_with_latency(port: int, room: str, token: str, moves: int) -> list[float]:
    """Play ``moves`` of the person's requests over a fresh socket; the seconds from each command to its ack."""
    took = []
    with ws_client.connect(f"ws://127.0.0.1:{port}/ws/{room}?token={token}") as ws:
        state = state_of(ws)
        for _ in range(moves):
            if state["over"] or state["request"] is None:
                break
            action = first_action(state["request"])
            frame = {"type": "act", "token": token, "version": state["version"], "action": action}
            if action is None:
                frame = {"type": "pass", "token": token, "version": state["version"]}
            began = time.monotonic()
            ws.send(json.dumps(frame))
            while True:
                reply = json.loads(ws.recv(timeout=30))
                if reply["type"] == "state":
                    break
            took.append(time.monotonic() - began)
            assert "ack" in reply, reply
            state = reply
    return took


def test_a_socket_that_never_reads_slows_nobody(tmp_path):
    # No frame rate to speak of here: the outbox alone must keep the room going (the rate limit is tested apart).
    port = free_port()
    process = serve_logged(tmp_path / "games.db", port, tmp_path / "server.log", ("--frames-per-second", "100000"))
    try:
        server = Server(port, tmp_path / "server.log")
        room, token = new_game(server)
        # A spectator with a tiny receive buffer asks for the whole state again and again and never reads a byte:
        # megabytes of frames that the server cannot get rid of.
        hog, status = raw_websocket(port, f"/ws/{room}", receive_buffer=4096)
        assert " 101 " in status, status
        sync = text_frame(json.dumps({"type": "sync", "since": -1}))

        def ask_again_and_again() -> None:  # a sync every few milliseconds: megabytes of frames a second
            with contextlib.suppress(OSError):  # until the server closes it: what it is for
                for _ in range(3000):
                    hog.sendall(sync)
                    time.sleep(0.004)

        asking = threading.Thread(target=ask_again_and_again, daemon=True)
        asking.start()
        time.sleep(1.0)  # the socket's buffers are full by now
        took = moves_with_latency(port, room, token, 15)
        assert len(took) >= 10
        assert max(took) < 2.0, took  # milliseconds as a rule; a shared machine's worst case well inside 2 s
        deadline = time.monotonic() + 15
        while "too slow" not in server.log_text() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert "closed a connection on room" in server.log_text() and "too slow" in server.log_text()
        hog.close()
    finally:
        process.terminate()
        process.wait(10)
    assert "Traceback" not in (tmp_path / "server.log").read_text()


def test_a_flood_of_frames_is_refused_then_closed(server):
    room, token = new_game(server)
    with ws_client.connect(f"ws://127.0.0.1:{server.port}/ws/{room}") as ws:
        state_of(ws)
        for _ in range(200):
            try:
                ws.send(json.dumps({"type": "sync", "since": 0}))
            except Exception:  # noqa: BLE001 - closed mid-flood
                break
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                ws.recv(timeout=10)
    assert (
        closed.value.rcvd is not None
        and closed.value.rcvd.code == 1008
        and "frames a second" in closed.value.rcvd.reason
    )
    assert moves_with_latency(server.port, room, token, 3)  # the room plays on


def test_the_commitment_shown_at_the_start_verifies_the_log_at_the_end(server, tmp_path):
    from typer.testing import CliRunner

    from monopoly_engine.cli import app

    http = server.client()
    data = {"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "heuristic", "max_rounds": "2"}
    made = http.post("/rooms", data=data)
    location = urlsplit(made.headers["location"])
    room, token = location.path.split("/")[2], parse_qs(location.query)["seat"][0]
    before = http.get(f"/api/rooms/{room}").json()
    assert len(before["commitment"]) == 64 and "seed" not in before and "salt" not in before
    assert before["commitment"] in http.get(f"/r/{room}").text  # every seat sees it before the first roll
    assert http.post(f"/r/{room}/start").status_code == 303
    assert "seed" not in http.get(f"/api/rooms/{room}").json()  # not while the game is on
    moves_with_latency(server.port, room, token, 500)
    after = http.get(f"/api/rooms/{room}").json()
    assert after["over"] and after["commitment"] == before["commitment"]
    assert after["seed"].startswith("sha256-ctr:") and len(after["salt"]) == 32
    assert room not in http.get("/").text and http.get(f"/r/{room}").status_code == 200  # kept, not listed
    log = tmp_path / "game.jsonl"
    log.write_text(http.get(f"/r/{room}/log").text)
    args = ["verify", str(log), "--commitment", after["commitment"], "--salt", after["salt"]]
    checked = CliRunner().invoke(app, args)
    assert checked.exit_code == 0, checked.output
    # One die changed anywhere in the log, and the log is refused.
    lines = log.read_text().splitlines()
    index = next(i for i, line in enumerate(lines) if i > 0 and ('"dice": [' in line or '"dice":[' in line))
    entry = json.loads(lines[index])
    event = next(e for e in entry["events"] if "dice" in e)
    event["dice"] = [7 - d for d in event["dice"]]
    lines[index] = json.dumps(entry)
    log.write_text("\n".join(lines) + "\n")
    tampered = CliRunner().invoke(app, args)
    assert tampered.exit_code == 1 and "does not follow from its seed" in tampered.output


def test_sockets_are_capped_per_room_and_per_address(server):
    room, token = new_game(server)
    other, _ = new_game(server)
    url = f"ws://127.0.0.1:{server.port}/ws"
    with contextlib.ExitStack() as held:
        for _ in range(12):  # --sockets-per-room 12
            state_of(held.enter_context(ws_client.connect(f"{url}/{room}")))
        with ws_client.connect(f"{url}/{room}") as refused:
            frame = json.loads(refused.recv(timeout=10))
            assert frame["code"] == "room_full" and "12 sockets" in frame["message"]
            with pytest.raises(ConnectionClosed) as closed:
                refused.recv(timeout=10)
            assert closed.value.rcvd.code == 1008
        # the room's player is let in all the same: spectators filling a room lock nobody out of their seat
        player = held.enter_context(ws_client.connect(f"{url}/{room}?token={token}"))
        assert state_of(player)["seat"] == 0
        for _ in range(3):  # --sockets-per-address 16, over every room
            state_of(held.enter_context(ws_client.connect(f"{url}/{other}")))
        with ws_client.connect(f"{url}/{other}") as refused:
            frame = json.loads(refused.recv(timeout=10))
            assert frame["code"] == "too_many" and "16 sockets from one address" in frame["message"]
    time.sleep(0.5)  # the server sees them go
    with ws_client.connect(f"{url}/{room}") as again:  # closed sockets count no more
        assert state_of(again)["type"] == "state"


def test_a_room_creation_flood_is_refused_and_rooms_never_started_expire(tmp_path):
    port = free_port()
    flags = ("--rooms-per-minute", "4", "--unstarted-hours", "0.001")  # 3.6 seconds
    process = serve_logged(tmp_path / "games.db", port, tmp_path / "server.log", flags)
    try:
        server = Server(port, tmp_path / "server.log")
        http = server.client()
        # a free person's seat: the lobby lists only the rooms a visitor can join (or watch, once started)
        data = {"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "heuristic", "seat2": "person"}
        answers = [http.post("/rooms", data=data, headers={"accept-language": "it"}) for _ in range(7)]
        assert [a.status_code for a in answers] == [303] * 4 + [429] * 3
        assert "stanze nuove al minuto" in answers[-1].text  # the reason, in the page's language
        made = [urlsplit(a.headers["location"]).path.split("/")[2] for a in answers[:4]]
        assert all(room in http.get("/").text for room in made)
        deadline = time.monotonic() + 20
        while any(room in http.get("/").text for room in made) and time.monotonic() < deadline:
            time.sleep(0.5)
        assert not any(room in http.get("/").text for room in made)
        assert http.get(f"/r/{made[0]}").status_code == 404
        assert "removed" in server.log_text() and "rooms never started" in server.log_text()
    finally:
        process.terminate()
        process.wait(10)
    assert "Traceback" not in (tmp_path / "server.log").read_text()


def test_a_foreign_origin_is_refused_on_the_websocket_and_on_every_post(server):
    room, _ = new_game(server)
    origin = server.url
    evil, status = raw_websocket(server.port, f"/ws/{room}", {"Origin": "http://evil.example"})
    evil.close()
    assert " 403 " in status, status
    same, status = raw_websocket(server.port, f"/ws/{room}", {"Origin": origin})
    same.close()
    assert " 101 " in status, status
    http = server.client()
    listed = http.get("/").text.count("/r/")
    data = {"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "heuristic"}
    for bad in ("http://evil.example", "null", f"{origin}.evil.example", "http://127.0.0.1:1"):
        refused = http.post("/rooms", data=data, headers={"Origin": bad})
        assert refused.status_code == 403 and "not this site" in refused.text, bad
    cross = http.post("/rooms", data=data, headers={"Origin": origin, "Sec-Fetch-Site": "cross-site"})
    assert cross.status_code == 403
    assert http.get("/").text.count("/r/") == listed  # nothing made
    # What a browser sends for its own form under Referrer-Policy: no-referrer: Origin null, same-origin fetch.
    own_form = http.post("/rooms", data=data, headers={"Origin": "null", "Sec-Fetch-Site": "same-origin"})
    assert own_form.status_code == 303
    assert http.post(f"/r/{room}/start", headers={"Origin": "http://evil.example"}).status_code == 403
    assert http.post("/rooms", data=data, headers={"Origin": origin}).status_code == 303


def test_a_foreign_host_is_refused(server):
    http = server.client()
    assert http.get("/", headers={"Host": f"localhost:{server.port}"}).status_code == 200
    refused = http.get("/", headers={"Host": "evil.example"})
    assert refused.status_code == 400 and "allowed-hosts" in refused.text
    assert http.get("/static/game.js", headers={"Host": "rebind.evil.example:80"}).status_code == 400
    # an address is no rebinding: a friend on the network reaches the server by its address
    assert http.get("/", headers={"Host": f"192.0.2.7:{server.port}"}).status_code == 200
    sock, status = raw_websocket(server.port, "/ws/x", {"Host": "evil.example"})
    sock.close()
    assert " 403 " in status, status


def test_every_page_sends_a_strict_policy_and_no_page_has_inline_script(server):
    room, _ = new_game(server)
    http = server.client()
    for path in ("/", f"/r/{room}", f"/r/{room}?watch=1", "/static/game.js", "/r/nosuchroom", f"/api/rooms/{room}"):
        answer = http.get(path)
        policy = answer.headers.get("content-security-policy", "")
        assert "frame-ancestors 'none'" in policy and "script-src 'self';" in policy, path
        assert answer.headers.get("x-content-type-options") == "nosniff", path
        assert answer.headers.get("referrer-policy") == "no-referrer", path
        if answer.headers.get("content-type", "").startswith("text/html"):
            scripts = re.findall(r"<script([^>]*)>", answer.text)
            assert all("src=" in s or "application/json" in s for s in scripts), (path, scripts)
            assert not re.search(r"\son[a-z]+=", answer.text), path  # no inline event handlers either


def test_the_private_link_sets_the_cookie_and_leaves_the_address_bar(server):
    http = server.client()
    data = {"edition": "classic-en", "name": "Ann", "seat0": "person", "seat1": "person"}
    made = http.post("/rooms", data=data)
    room = urlsplit(made.headers["location"]).path.split("/")[2]
    link = http.get(made.headers["location"])  # what the browser does next
    assert link.status_code == 303 and link.headers["location"] == f"/r/{room}"
    page = http.get(f"/r/{room}")
    own = re.search(r'id="own-link">([^<]+)<', page.text)
    assert own and "seat=" in own.group(1) and "host=" in own.group(1) and 'class="copy"' in page.text
    private = html.unescape(own.group(1))
    # Bea joins from another browser: her seat's link moves her seat, not the host's powers.
    bea = server.client()
    joined = bea.post(f"/r/{room}/join", data={"seat": 1, "name": "Bea"})
    moved = bea.get(joined.headers["location"])
    assert moved.status_code == 303 and moved.headers["location"] == f"/r/{room}"
    cookie = moved.headers["set-cookie"]
    assert f"seat_{room}=" in cookie and "HttpOnly" in cookie and "samesite=lax" in cookie.lower()
    assert "secure" not in cookie.lower()  # plain HTTP here; behind TLS it is Secure
    assert bea.post(f"/r/{room}/start").status_code == 403
    # The host's private link, opened on another device, carries the host's powers there.
    phone = server.client()
    assert phone.get(private).status_code == 303
    assert 'id="start"' in phone.get(f"/r/{room}").text
    assert phone.post(f"/r/{room}/start").status_code == 303


def test_names_are_refused_with_the_reason_in_the_pages_language(server):
    http = server.client()
    data = {"edition": "classic-en", "seat0": "person", "seat1": "person", "seat2": "heuristic"}
    for blank in ("", "   ", "\u200b", "\u200b\u200b "):
        refused = http.post("/rooms", data={**data, "name": blank}, headers={"accept-language": "ru"})
        assert refused.status_code == 400 and "хотя бы один видимый символ" in refused.text, repr(blank)
    long = http.post("/rooms", data={**data, "name": "x" * 25}, headers={"accept-language": "es"})
    assert long.status_code == 400 and "como máximo 24 caracteres visibles" in long.text
    made = http.post("/rooms", data={**data, "name": "  Anna  "})
    room = urlsplit(made.headers["location"]).path.split("/")[2]
    assert http.get(f"/api/rooms/{room}").json()["seats"][0]["name"] == "Anna"
    bea = server.client()
    for same in ("ANNA", "Ａｎｎａ", "An\u200bna", "Heuristic-3"):  # the bot at seat 3 plays as heuristic-3
        refused = bea.post(f"/r/{room}/join", data={"seat": 1, "name": same}, headers={"accept-language": "it"})
        assert refused.status_code == 409 and "ha già questo nome" in refused.text, same
    assert bea.post(f"/r/{room}/join", data={"seat": 1, "name": "Anne"}).status_code == 303


def test_bad_tokens_and_frames_get_the_documented_answer_and_a_line_in_the_log(server):
    room, token = new_game(server)
    url = f"ws://127.0.0.1:{server.port}/ws/{room}"
    with ws_client.connect(url + "?token=%C3%A9%E2%80%8B%00") as ws:  # non-ASCII and NUL in the URL's token
        first = json.loads(ws.recv(timeout=10))
        assert first["type"] == "error" and first["code"] == "token"
        assert state_of(ws)["seat"] == SPECTATOR  # watched as a spectator
        for frame, code in [
            ({"type": "act", "token": "ключ", "version": 0, "action": {"kind": "roll", "player": 0}}, "token"),
            ({"type": "pass", "token": "\udcff" * 3, "version": 0}, "malformed"),
            ({"type": "back", "token": token + "é"}, "token"),
            ({"type": "act", "token": token, "version": -1, "action": {}}, "malformed"),
            ({"type": "sync", "since": "x" * 20000}, "too_big"),
        ]:
            ws.send(json.dumps(frame, ensure_ascii="\udcff" in frame.get("token", "")))  # a lone surrogate: escaped
            answer = json.loads(ws.recv(timeout=10))
            assert answer["type"] == "error" and answer["code"] == code, (frame, answer)
        ws.send("[" * 50000)
        assert json.loads(ws.recv(timeout=10))["code"] == "too_big"
        ws.send("{" + '"a":' * 1000)
        assert json.loads(ws.recv(timeout=10))["code"] == "malformed"
    # A 10 MB frame: refused at the protocol level (over 64 KiB), with 1009 and a line in the log.
    sock, status = raw_websocket(server.port, f"/ws/{room}")
    assert " 101 " in status
    size = 10 * 1024 * 1024
    sock.sendall(bytes([0x81, 0x80 | 127]) + size.to_bytes(8, "big") + b"\0\0\0\0")
    with contextlib.suppress(OSError):
        sock.sendall(b"x" * 200_000)
    got = b""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(65536)
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    sock.close()
    close = got.rfind(b"\x88")  # the close frame: code 1009 follows its length byte
    assert close >= 0 and int.from_bytes(got[close + 2 : close + 4], "big") == 1009, got[-80:]
    # The host's cookie with non-ASCII bytes: refused as not the host, not an error.
    answer = httpx.post(f"{server.url}/r/{room}/start", headers={"cookie": f"host_{room}=é".encode()})
    assert answer.status_code == 403
    assert moves_with_latency(server.port, room, token, 2)  # the room plays on
    deadline = time.monotonic() + 5
    while "1009" not in server.log_text() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert "1009" in server.log_text() and "Traceback" not in server.log_text()
    log = server.log_text()
    for line in ("a socket's token is no seat's", "refused a frame: its token is no seat's",
                 "refused a frame: malformed", "refused a frame: too_big"):  # fmt: skip
        assert f"room {room}: {line}" in log, line
