"""Output files: written atomically, never through a symlink at the temporary name, never over an existing file
without ``--force``, and their paths checked before a run starts."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.output_files import AtomicFile, OutputFileError, check_new_file, check_new_files
from monopoly_engine.play.cli import run_play


def run(*args: str):
    return CliRunner().invoke(app, list(args))


def test_an_atomic_file_appears_whole_or_not_at_all(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(RuntimeError), AtomicFile(target) as out:
        out.file.write("half")
        raise RuntimeError
    assert target.read_text(encoding="utf-8") == "old"
    with AtomicFile(target) as out:
        out.file.write("new")
    assert target.read_text(encoding="utf-8") == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]  # no temporary file left behind


def test_an_atomic_file_gets_the_usual_mode(tmp_path: Path) -> None:
    with AtomicFile(tmp_path / "out.txt") as out:
        out.file.write("x")
    umask = os.umask(0o22)
    os.umask(umask)
    assert (tmp_path / "out.txt").stat().st_mode & 0o777 == 0o666 & ~umask


def test_a_symlink_planted_at_the_temporary_name_is_not_followed(tmp_path: Path, monkeypatch) -> None:
    """The temporary file is created with O_EXCL: a link planted at the name it picks is skipped, never written
    through. The name is made predictable here, as an attacker would wish it were."""
    victim = tmp_path / "victim"
    victim.write_text("precious", encoding="utf-8")
    (tmp_path / ".out.txt.planted.tmp").symlink_to(victim)
    monkeypatch.setattr(tempfile, "_get_candidate_names", lambda: iter(["planted", "fresh"]))
    with AtomicFile(tmp_path / "out.txt") as out:
        out.file.write("new")
    assert victim.read_text(encoding="utf-8") == "precious"
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == "new"
    assert not (tmp_path / "out.txt").is_symlink()


def test_check_new_file(tmp_path: Path) -> None:
    existing = tmp_path / "a.txt"
    existing.write_text("x", encoding="utf-8")
    with pytest.raises(OutputFileError, match="already exists: pass --force"):
        check_new_file(existing)
    assert check_new_file(existing, force=True) == existing
    with pytest.raises(OutputFileError, match="is a directory"):
        check_new_file(tmp_path, force=True)
    with pytest.raises(OutputFileError, match="does not exist"):
        check_new_file(tmp_path / "missing" / "a.txt")
    dangling = tmp_path / "link"
    dangling.symlink_to(tmp_path / "nowhere")
    with pytest.raises(OutputFileError, match="already exists"):
        check_new_file(dangling)


def test_check_new_files(tmp_path: Path) -> None:
    (tmp_path / "b.png").write_text("x", encoding="utf-8")
    with pytest.raises(OutputFileError, match=r"b\.png: already exists"):
        check_new_files(tmp_path, ["a.png", "b.png"])
    check_new_files(tmp_path, ["a.png", "b.png"], force=True)
    check_new_files(tmp_path / "new" / "deeper", ["a.png"])  # made when the files are written
    with pytest.raises(OutputFileError, match="is not a directory"):
        check_new_files(tmp_path / "b.png", ["a.png"])


def test_watch_refuses_an_existing_log_before_playing(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    log.write_text("mine", encoding="utf-8")
    result = run("watch", "--seed", "1", "--max-rounds", "3", "--log", str(log))
    assert result.exit_code == 2
    assert "already exists: pass --force" in result.output
    assert "Alice" not in result.output  # refused before the game was played
    assert log.read_text(encoding="utf-8") == "mine"
    result = run("watch", "--seed", "1", "--max-rounds", "3", "--log", str(log), "--force")
    assert result.exit_code == 0, result.output
    assert log.read_text(encoding="utf-8").startswith('{"format": "monopoly-log"')


def test_watch_refuses_a_log_in_a_missing_directory(tmp_path: Path) -> None:
    result = run("watch", "--seed", "1", "--max-rounds", "3", "--log", str(tmp_path / "no" / "game.jsonl"))
    assert result.exit_code == 2 and "does not exist" in result.output


def test_log_out_refuses_an_existing_file(tmp_path: Path) -> None:
    log, out = tmp_path / "game.jsonl", tmp_path / "seat.jsonl"
    assert run("watch", "--seed", "1", "--max-rounds", "3", "--log", str(log)).exit_code == 0
    out.write_text("mine", encoding="utf-8")
    result = run("log", str(log), "--as", "1", "--out", str(out))
    assert result.exit_code == 2 and "already exists" in result.output
    assert out.read_text(encoding="utf-8") == "mine"
    assert run("log", str(log), "--as", "1", "--out", str(out), "--force").exit_code == 0
    assert out.read_text(encoding="utf-8") != "mine"


@pytest.mark.parametrize("option", ["--out", "--plots", "--logs"])
def test_simulate_refuses_existing_outputs_before_the_first_game(tmp_path: Path, monkeypatch, option: str) -> None:
    import monopoly_engine.cli.run_simulation as command

    def no_games(*args, **kwargs):
        raise AssertionError("a game was played before the output paths were checked")

    monkeypatch.setattr(command, "simulate", no_games)
    if option == "--out":
        target = tmp_path / "games.csv"
        target.write_text("mine", encoding="utf-8")
    else:
        target = tmp_path / "folder"
        target.mkdir()
        (target / ("win_rates.png" if option == "--plots" else "game-000001.jsonl")).write_text("mine")
    result = run("simulate", "-n", "2", "--workers", "1", "--backend", "serial", option, str(target))
    assert result.exit_code == 2, result.output
    assert "already exists: pass --force" in result.output


def test_simulate_with_force_overwrites_and_an_interrupted_csv_is_not_left(tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "games.csv"
    out.write_text("mine", encoding="utf-8")
    args = ["simulate", "-n", "2", "--workers", "1", "--backend", "serial", "--seed", "1", "--out", str(out)]
    result = run(*args, "--force")
    assert result.exit_code == 0, result.output
    assert out.read_text(encoding="utf-8").startswith("game,seed,winner")
    import monopoly_engine.cli.run_simulation as command

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(command, "simulate", interrupted)
    out.write_text("mine", encoding="utf-8")
    seats = tmp_path / "games.seats.csv"  # the per-seat table the first run wrote beside it
    seats.write_text("mine too", encoding="utf-8")
    run(*args, "--force")
    assert out.read_text(encoding="utf-8") == "mine"  # the interrupted run's rows were dropped, the files kept
    assert seats.read_text(encoding="utf-8") == "mine too"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.csv", "games.seats.csv"]  # no temporary file left


def _play(tmp_path: Path, *, save: str | None = None, resume: str | None = None, force: bool = False) -> int:
    lines = iter(["quit"])
    return run_play(
        players="Ann:human,buyer", edition="classic-en", seed=1, save=save, resume=resume, fast=True, force=force,
        lang="en", read_line=lambda prompt="": next(lines),
    ) if resume is None else run_play(
        resume=resume, save=save, fast=True, force=force, lang="en", read_line=lambda prompt="": next(lines),
    )  # fmt: skip


def test_play_save_refuses_an_existing_file_unless_forced(tmp_path: Path, capsys) -> None:
    save = tmp_path / "game.jsonl"
    save.write_text("mine", encoding="utf-8")
    assert _play(tmp_path, save=str(save)) == 2
    assert "already exists" in capsys.readouterr().err
    assert save.read_text(encoding="utf-8") == "mine"
    assert _play(tmp_path, save=str(save), force=True) == 0
    assert save.read_text(encoding="utf-8").startswith('{"format": "monopoly-log"')


def test_play_resume_rewrites_its_own_save_but_not_another_file(tmp_path: Path, capsys) -> None:
    save, other = tmp_path / "game.jsonl", tmp_path / "other.jsonl"
    assert _play(tmp_path, save=str(save)) == 0
    assert _play(tmp_path, resume=str(save)) == 0  # the game goes on in its own save
    assert _play(tmp_path, resume=str(save), save=str(save)) == 0
    other.write_text("mine", encoding="utf-8")
    assert _play(tmp_path, resume=str(save), save=str(other)) == 2
    assert other.read_text(encoding="utf-8") == "mine"
    assert _play(tmp_path, resume=str(save), save=str(other), force=True) == 0
    assert other.read_text(encoding="utf-8").startswith('{"format": "monopoly-log"')


def test_the_default_save_name_never_overwrites(tmp_path: Path, monkeypatch) -> None:
    from monopoly_engine.play import session

    monkeypatch.setattr(session.time, "strftime", lambda pattern: "monopoly-save-fixed")
    (tmp_path / "monopoly-save-fixed.jsonl").write_text("mine", encoding="utf-8")
    assert session.default_save_path(tmp_path).name == "monopoly-save-fixed-2.jsonl"
