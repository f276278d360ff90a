"""The Ray backend joins an existing cluster (``--ray-address``, or ``RAY_ADDRESS``) and plays the same games as the
process backend. The cluster is a local one, started here with ``ray start --head --block`` and stopped by ending that
process (never ``ray stop``, which would stop every Ray on the machine), in a temporary directory of its own."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("ray")

SRC = Path(__file__).resolve().parents[2] / "src"
RUN = ["simulate", "--games", "12", "--players", "random,buyer,heuristic", "--edition", "classic-en", "--seed", "9",
       "--max-rounds", "120", "--json", "--quiet"]  # fmt: skip
TIMING = ("seconds", "games_per_second", "rolls_per_second", "backend", "workers")

pytestmark = pytest.mark.slow  # starting a Ray cluster takes tens of seconds on a small machine


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    env["PYTHONPATH"] = str(SRC)  # the cluster's workers import monopoly_engine from this tree, as the driver does
    # Ray's token authentication on for the cluster and its clients alike (with the mode unset, newer Rays turn it on
    # for `ray start` when a token file exists and the client may not follow).
    env["RAY_AUTH_MODE"] = "token"
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    ray = shutil.which("ray", path=str(Path(sys.executable).parent)) or shutil.which("ray")
    if ray is None:
        pytest.skip("the ray command is not installed")
    port = _free_port()
    temp = tempfile.mkdtemp(prefix="ray-", dir="/tmp")  # short: Ray's socket paths must fit in 107 characters
    head = subprocess.Popen(
        [
            ray,
            "start",
            "--head",
            "--block",
            f"--port={port}",
            "--num-cpus=2",
            "--include-dashboard=false",
            "--disable-usage-stats",
            "--node-ip-address=127.0.0.1",
            # its own temporary directory: the cluster's address file (ray_current_cluster), which a plain ray.init()
            # on this machine would follow, never lands in /tmp/ray, and nothing is left behind
            f"--temp-dir={temp}",
        ],
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group: ended as a whole below
    )
    address = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if head.poll() is not None:
                pytest.fail(f"ray start --head stopped: {head.stderr.read() if head.stderr else ''}")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("the Ray head did not start within 120 s")
                time.sleep(0.5)
        yield address
    finally:
        os.killpg(head.pid, signal.SIGTERM)
        try:
            head.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(head.pid, signal.SIGKILL)
            head.wait()
        shutil.rmtree(temp, ignore_errors=True)


def _simulate(*args: str, env: dict[str, str]) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "monopoly_engine", *RUN, *args], check=False, capture_output=True, text=True,
        env=env, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    return {key: value for key, value in data.items() if key not in TIMING}


def test_a_cluster_plays_the_same_games_as_the_process_backend(cluster: str) -> None:
    expected = _simulate("--backend", "process", "--workers", "2", env=_env())
    assert _simulate("--backend", "ray", "--ray-address", cluster, env=_env()) == expected
    # RAY_ADDRESS, as Ray's own tools read it, when --ray-address is not given
    assert _simulate("--backend", "ray", env=_env(RAY_ADDRESS=cluster)) == expected
