"""A throwaway PostgreSQL server for the tests: ``initdb`` and ``pg_ctl`` in a temporary directory.

The server binaries are looked for in ``MONOPOLY_PG_BIN`` (a directory), on ``PATH``, then in Debian's
``/usr/lib/postgresql/VERSION/bin`` (the ``postgresql`` package; its service is never used). PostgreSQL refuses
to run as root, so as root the cluster belongs to the ``postgres`` user (or ``nobody``) and its commands run
through ``runuser``. It listens on 127.0.0.1 on a free port and on a socket in its own directory, trusts local
connections, and runs without fsync (the tests kill the web server, never PostgreSQL).
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

USER = "monopoly"  # the cluster's superuser


def server_binaries() -> Path | None:
    """The directory holding ``initdb``, ``pg_ctl`` and ``postgres``, or None. ``MONOPOLY_PG_BIN``, when set, is
    the only place looked at."""
    if os.environ.get("MONOPOLY_PG_BIN"):
        candidates = [Path(os.environ["MONOPOLY_PG_BIN"])]
    else:
        on_path = shutil.which("initdb")
        candidates = [Path(on_path).resolve().parent] if on_path else []
        debian = Path("/usr/lib/postgresql").glob("*/bin")
        candidates += sorted(debian, key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0, reverse=True)
    for directory in candidates:
        if all((directory / name).is_file() for name in ("initdb", "pg_ctl", "postgres")):
            return directory
    return None


def missing() -> str | None:
    """Why no cluster can be started here (a one-line reason), or None."""
    if server_binaries() is None:
        return "no PostgreSQL server binaries (apt-get install postgresql, or MONOPOLY_PG_BIN=DIR)"
    if os.geteuid() == 0 and _runuser() is None:
        return "PostgreSQL does not run as root, and runuser (util-linux) is not there to run it as another user"
    return None


def _runuser() -> str | None:
    found = shutil.which("runuser")
    return found or next((p for p in ("/usr/sbin/runuser", "/sbin/runuser") if os.path.exists(p)), None)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """A running PostgreSQL server; ``url(name)`` names one of its databases, ``create_database`` makes one."""

    def __init__(self, binaries: Path, settings: str = "-c fsync=off -c full_page_writes=off") -> None:
        self.binaries = binaries
        self.port = _free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="monopoly-pg-"))
        self.data = self.dir / "data"
        self._as: list[str] = []
        if os.geteuid() == 0:
            owner = "postgres" if _user_exists("postgres") else "nobody"
            entry = pwd.getpwnam(owner)
            os.chown(self.dir, entry.pw_uid, entry.pw_gid)
            self._as = [str(_runuser()), "-u", owner, "--"]
        self._count = 0
        try:
            self._lay_out(settings)
        except BaseException:
            shutil.rmtree(self.dir, ignore_errors=True)
            raise

    def _lay_out(self, settings: str) -> None:
        self._run("initdb", "-D", str(self.data), "-U", USER, "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync")
        self._options = (
            f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.dir}"
            f" -c max_connections=40 {settings}"
        )
        self._start()

    def _start(self) -> None:
        log = str(self.dir / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-w", "-t", "60", "-o", self._options, "start")

    def _run(self, program: str, *args: str) -> None:
        done = subprocess.run(
            [*self._as, str(self.binaries / program), *args], capture_output=True, text=True, timeout=120, check=False
        )
        if done.returncode != 0:
            log = self.dir / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr.strip()}\n{tail}")

    def restart(self) -> None:
        """Stop the server (every connection cut, every commit kept) and start it again, on the same port."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
        self._start()

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def create_database(self) -> str:
        """A new, empty database; returns its URL."""
        import psycopg

        self._count += 1
        name = f"test_{self._count}"
        with psycopg.connect(self.url(), autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


def _user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True
