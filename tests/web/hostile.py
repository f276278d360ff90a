"""A real ``monopoly serve`` for the hostile-client tests, its log in a file, and a raw websocket client that
does only what it is told (a peer that never reads, a frame of any size, any header)."""

from __future__ import annotations

import base64
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

# The limits the suite's server runs with: small enough to reach in a few frames.
FLAGS = (
    "--sockets-per-room", "12",
    "--sockets-per-address", "16",
    "--rooms-per-minute", "60",
    "--rooms-total", "40",
)  # fmt: skip


def serve_logged(db: Path, port: int, log: Path, flags: tuple[str, ...] = FLAGS) -> subprocess.Popen[bytes]:
    """``monopoly serve`` on 127.0.0.1:``port`` with no bot delay, its output in ``log``; answers when returned."""
    command = [sys.executable, "-m", "monopoly_engine", "serve", "--port", str(port), "--db", str(db)]
    with open(log, "wb") as out:
        process = subprocess.Popen([*command, "--bot-delay", "0", *flags], stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/", timeout=1)
            return process
        except httpx.HTTPError:
            if process.poll() is not None:
                break
            time.sleep(0.1)
    process.kill()
    raise AssertionError(f"the server did not answer: {log.read_text(errors='replace')[-2000:]}")


def raw_websocket(
    port: int, path: str, headers: dict[str, str] | None = None, receive_buffer: int | None = None
) -> tuple[socket.socket, str]:
    """A websocket handshake by hand; returns the socket and the server's status line. Nothing is read after
    the handshake unless the caller reads it."""
    sock = socket.socket()
    if receive_buffer is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    given = {"Host": f"127.0.0.1:{port}", **(headers or {})}
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [f"GET {path} HTTP/1.1", "Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}",
             "Sec-WebSocket-Version: 13", *(f"{k}: {v}" for k, v in given.items())]  # fmt: skip
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("utf-8"))
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = sock.recv(1)  # byte by byte: nothing after the handshake is taken from the socket
        if not chunk:
            break
        answer += chunk
    return sock, answer.split(b"\r\n", 1)[0].decode("latin-1")


def text_frame(text: str | bytes) -> bytes:
    """One masked text frame, as a client sends it."""
    payload = text.encode() if isinstance(text, str) else text
    size = len(payload)
    if size < 126:
        head = bytes([0x81, 0x80 | size])
    elif size < 65536:
        head = bytes([0x81, 0x80 | 126]) + size.to_bytes(2, "big")
    else:
        head = bytes([0x81, 0x80 | 127]) + size.to_bytes(8, "big")
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
