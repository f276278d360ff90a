"""The command line on the Cheaters edition: board, watch (the spectator, and one seat's view), simulate with
cheating bots, a seat's log."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from monopoly_engine.cli import app

runner = CliRunner()
BOTS = "heuristic:boldness=0.9,vigilance=0.3,heuristic:boldness=0,vigilance=1,heuristic,random"


def run(*args: str):
    return runner.invoke(app, list(args))


def test_board_shows_hotel_rents_and_the_cheat_cards() -> None:
    result = run("board", "--edition", "cheaters-ru")
    assert result.exit_code == 0, result.output
    assert "50 · set 100 · hotel 200" in result.output and "hotel 250" in result.output  # the book's deed
    assert "hop to the next station" in result.output
    assert "Ограбь Банк (Rob the Bank)" in result.output and "pays 100 to the victim" in result.output


def test_watch_shows_the_spectator_every_secret_to_the_end(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    result = run("watch", "--edition", "cheaters-ru", "--seed", "3", "--agents", BOTS, "--log", str(log))
    assert result.exit_code == 0, result.output
    text = result.output
    assert re.search(r"(won|shared the win) after \d+ rounds", text)
    assert "Something happened." in text
    assert "Secret to Анна: Анна secretly cheated" in text
    assert "shouted «Афёра!»" in text or "Right:" in text
    seat = run("log", str(log), "--as", "2")
    assert seat.exit_code == 0, seat.output
    lines = [json.loads(line) for line in seat.output.splitlines()]
    assert lines[0]["redacted_for"] == "Борис" and lines[0]["seed"] is None
    assert any(entry.get("action", {}).get("kind") == "hidden-action" for entry in lines[1:])


def test_watch_as_one_seat_hides_the_others_secrets() -> None:
    result = run("watch", "--edition", "cheaters-ru", "--seed", "3", "--agents", BOTS, "--as", "Борис", "--lang", "ru")
    assert result.exit_code == 0, result.output
    text = result.output
    assert "глазами игрока Борис" in text
    assert "Что-то произошло…" in text
    assert "Тайно (Анна)" not in text and "Тайно (Вера)" not in text and "Тайно (Глеб)" not in text
    assert run("watch", "--edition", "cheaters-ru", "--seed", "3", "--as", "Zed").exit_code == 2


def test_simulate_says_whether_cheating_pays() -> None:
    result = run(
        "simulate", "--edition", "cheaters-ru", "--players", f"bold:{BOTS}", "-n", "3", "--seed", "5",
        "--workers", "1", "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [p["name"] for p in data["players"]][:2] == ["bold", "heuristic-1"]
    assert data["players"][1]["params"] == "boldness=0,vigilance=1"
    bold = data["cheating"][0]
    assert bold["attempted"] > 0 and data["cheating"][1]["attempted"] == 0
    assert (
        run("simulate", "--edition", "cheaters-ru", "--players", "heuristic:courage=1,heuristic", "-n", "1").exit_code
        == 2
    )
