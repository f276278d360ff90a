"""A script that starts a process-backend run without ``if __name__ == "__main__":`` works, warned once; a guarded
one is left alone (``sim.main_guard``, ``backends._start_method``)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from monopoly_engine.sim import BackendError, backends
from monopoly_engine.sim.main_guard import Unguarded

SRC = Path(__file__).resolve().parents[2] / "src"
RUN = 'me.simulate(me.make_spec("classic-en", "random,random", seed=3, max_rounds=40), games=6, workers=2)'
SCRIPTS = {
    "top level": f"import monopoly_engine as me\nprint('hello')\nrun = {RUN}\nprint('wins', run.summary.wins)\n",
    "function called at top level": textwrap.dedent(f"""\
        import monopoly_engine as me
        print('hello')
        def main():
            for _ in range(2):
                run = {RUN}
            print('wins', run.summary.wins)
        main()
        """),
    "guarded": textwrap.dedent(f"""\
        import monopoly_engine as me
        print('hello')
        if __name__ == "__main__":
            run = {RUN}
            print('wins', run.summary.wins)
        """),
}


def _run(tmp_path: Path, source: str) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "script.py"
    script.write_text(source)
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    return subprocess.run(
        [sys.executable, str(script)], check=False, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("kind", SCRIPTS)
def test_a_script_with_or_without_the_guard_runs_once(tmp_path: Path, kind: str) -> None:
    done = _run(tmp_path, SCRIPTS[kind])
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "hello"
    if kind != "guarded":  # (a guarded script's own top level runs again in each fresh worker, as Python does)
        assert lines.count("hello") == 1, done.stdout  # the forked workers never re-ran the script
    assert lines[-1].startswith("wins [")
    warned = done.stderr.count("RuntimeWarning")
    if kind == "guarded":
        assert warned == 0, done.stderr
    else:
        assert warned == 1, done.stderr  # once, however many runs
        assert f"script.py:{7 if 'function' in kind else 3}: RuntimeWarning" in done.stderr
        assert 'if __name__ == "__main__":' in done.stderr


def test_without_fork_an_unguarded_script_is_refused_naming_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backends.multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    with pytest.raises(BackendError, match=r"script\.py starts a run .*if __name__ == \"__main__\":.*'serial'"):
        backends._start_method(Unguarded("script.py", 3))
    assert backends._start_method(None) == "spawn"


def test_the_test_runner_itself_is_not_an_unguarded_script() -> None:
    from monopoly_engine.sim.main_guard import unguarded_script

    assert unguarded_script() is None
