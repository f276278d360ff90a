"""The terminal game's loop, driven in-process with scripted answers: whole games, saves, resume, hot seat."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
from rich.console import Console

from monopoly_engine.game import load_log
from monopoly_engine.play import run_play
from monopoly_engine.play.savefile import PLAY_KEY

QUICK = {"seed": 1, "options": ["starting_cash=300"], "max_rounds": 40}  # a game a bot wins in ~30 rounds
GAME_OVER = {"en": "Game over", "it": "Partita finita", "es": "Fin de la partida", "ru": "Игра окончена"}


class Script:
    """A keyboard: scripted lines first, then ``default`` at every prompt; Enter at a take-the-seat prompt."""

    def __init__(self, lines: Iterable[str] = (), default: str = "1", limit: int = 4000) -> None:
        self.lines = list(lines)
        self.default = default
        self.limit = limit
        self.prompts: list[str] = []
        self.hooks: list[Callable[[Script], str | None]] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if len(self.prompts) > self.limit:
            raise AssertionError("the game did not end")
        for hook in self.hooks:
            answer = hook(self)
            if answer is not None:
                return answer
        if not prompt.rstrip().endswith("»"):
            return ""  # "press Enter when you are ready"
        if self.lines:
            line = self.lines.pop(0)
            if isinstance(line, BaseException):
                raise line
            return line
        return self.default


def play(script: Script, **kwargs) -> tuple[int, str]:
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=False, highlight=False)
    code = run_play(console=console, read_line=script, fast=True, **kwargs)
    return code, out.getvalue()


@pytest.mark.parametrize("lang", ["en", "it", "es", "ru"])
def test_a_whole_game_answering_the_first_choice(lang: str) -> None:
    script = Script()
    code, out = play(script, players="Me:human,B1:heuristic", lang=lang, **QUICK)
    assert code == 0
    assert GAME_OVER[lang] in out
    assert len(script.prompts) > 20
    assert "{" not in out.replace("{}", "")


def test_the_default_table_is_one_person_and_three_heuristic_bots() -> None:
    script = Script()
    code, out = play(script, lang="it", seed=2, max_rounds=3)
    assert code == 0
    assert "Classico (Italia 2014)" in out
    assert out.count("(bot: heuristic)") >= 3 and "(persona)" in out
    code, out = play(Script(), lang="es", seed=2, max_rounds=1)
    assert "Madrid" in out or "España" in out


def test_the_save_file_is_the_replayable_log_after_every_action(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    sizes: list[int] = []

    def check(script: Script) -> None:
        if path.exists():
            sizes.append(len(path.read_text(encoding="utf-8").splitlines()))

    script = Script()
    script.hooks.append(check)
    code, out = play(script, players="Me:human,B1:heuristic", lang="en", save=str(path), **QUICK)
    assert code == 0
    assert sizes == sorted(sizes) and sizes[-1] > sizes[0]  # it grows as the game goes on
    recorded = load_log(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(recorded.history) + 1
    header = json.loads(lines[0])
    assert header[PLAY_KEY] == {"seats": ["human", "heuristic"], "max_rounds": 40, "lang": "en"}
    assert "monopoly replay" in out
    code, _ = play(Script(), save=str(path), lang="en")
    assert code == 2  # an existing file is never overwritten by a new game


def test_quit_saves_and_resume_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    code, out = play(
        Script(["1", "1", "1", "quit"]), players="Me:human,B1:heuristic", lang="en", save=str(path), **QUICK
    )
    assert code == 0
    assert "The game is saved." in out and "monopoly play --resume" in out
    before = len(load_log(path).history)
    script = Script()
    code, out = play(script, resume=str(path))
    assert code == 0
    assert "Resumed" in out and "Game over" in out
    assert len(load_log(path).history) > before


def test_ctrl_c_saves_to_a_new_file_in_the_current_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, out = play(Script(["1", "1", KeyboardInterrupt()]), players="Me:human,B1:heuristic", lang="es", **QUICK)
    assert code == 130
    saved = list(tmp_path.glob("monopoly-save-*.jsonl"))
    assert len(saved) == 1
    assert "Interrumpida" in out and f"monopoly play --resume {saved[0].name}" in out
    code, out = play(Script(), resume=saved[0].name)
    assert code == 0 and "Fin de la partida" in out  # the language was saved with the game


def test_a_damaged_save_is_refused_with_the_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.jsonl"
    play(Script(["1"] * 30 + ["quit"]), players="Me:human,B1:heuristic", lang="en", save=str(path), **QUICK)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) > 10
    capsys.readouterr()

    tampered = tmp_path / "tampered.jsonl"
    entry = json.loads(lines[5])
    entry["events"] = entry["events"][:-1]
    tampered.write_text("\n".join([*lines[:5], json.dumps(entry), *lines[6:]]) + "\n", encoding="utf-8")
    code, out = play(Script(), resume=str(tampered))
    assert code == 1
    err = capsys.readouterr().err
    assert "cannot resume" in err and "tampered.jsonl:6:" in err
    assert "Game over" not in out and "»" not in out  # nothing was played from a half-loaded game

    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(lines)[:-15], encoding="utf-8")  # a write cut short
    assert play(Script(), resume=str(cut))[0] == 1
    assert "not valid JSON" in capsys.readouterr().err

    bad_seats = tmp_path / "seats.jsonl"
    header = json.loads(lines[0])
    header[PLAY_KEY]["seats"] = ["human"]
    bad_seats.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    assert play(Script(), resume=str(bad_seats), lang="it")[0] == 1
    assert "impossibile riprendere" in capsys.readouterr().err

    assert play(Script(), resume=str(tmp_path / "missing.jsonl"))[0] == 1
    assert "cannot read" in capsys.readouterr().err


def test_two_people_share_the_keyboard_and_trade(tmp_path: Path) -> None:
    # Anna rolls twice (doubles: the first draws a get-out-of-jail-free card), opens the trade builder (Bruno is
    # the only partner), offers the card for $10 of Bruno's and sends it; Bruno is asked to take the seat and
    # accepts. Then everybody answers the first choice.
    script = Script(["1", "1", "trade", "3", "1", "2", "10", "send", "accept"])
    code, out = play(script, players="Anna:human,Bruno:human", lang="en", seed=5, max_rounds=3)
    assert code == 0
    assert "Bruno, please take the seat." in out
    assert "Anna has made you, Bruno, a trade offer." in out
    assert "Bruno accepted Anna's trade." in out
    assert "Bruno handed $10 to Anna." in out
    assert any(p.startswith("Press Enter") for p in script.prompts)


def test_rent_that_must_be_claimed_is_offered_to_the_person_owed(tmp_path: Path) -> None:
    # Three seats: the prompt comes before another player's roll closes the claim (with two, that roll is the
    # owner's own, whose menu lists the claim first).
    script = Script()
    code, out = play(
        script,
        players="Me:human,B1:buyer,B2:buyer",
        lang="en",
        seed=3,
        max_rounds=25,
        options=["rent_must_be_claimed=true"],
    )
    assert code == 0
    assert "rent is owed to you" in out
    assert "Me claimed" in out


def test_bad_arguments_are_refused_in_the_users_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert play(Script(), players="Me:wizard", lang="it")[0] == 2
    assert "tipo di giocatore sconosciuto wizard" in capsys.readouterr().err
    assert play(Script(), lang="xx")[0] == 2
    assert play(Script(), edition="nowhere", lang="en")[0] == 2
    assert "error:" in capsys.readouterr().err
    assert play(Script(), resume="x.jsonl", seed=3, lang="en")[0] == 2


def test_without_a_terminal_it_plays_line_by_line(tmp_path: Path) -> None:
    answers = "1\n" * 3000
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "monopoly_engine",
            "play",
            "--players",
            "Me:human,B1:heuristic",
            "--seed",
            "1",
            "--fast",
            "--lang",
            "en",
            "--max-rounds",
            "40",
            "--option",
            "starting_cash=300",
        ],
        input=answers,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        encoding="utf-8",
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Game over" in result.stdout


def test_a_bot_that_breaks_the_rules_does_not_lose_the_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from monopoly_engine import agents
    from monopoly_engine.core.actions import Build

    class RuleBreaker:
        """Builds on Boardwalk, owned or not, whatever it is asked."""

        name = "heuristic"

        def decide(self, view, actions, rng):
            return Build(view.seat, 39)

    # Through the registry, not by patching HeuristicAgent: a compiled build's classes cannot be patched.
    monkeypatch.setitem(agents.AGENTS, "heuristic", lambda params: RuleBreaker())
    path = tmp_path / "g.jsonl"
    code, out = play(Script(), players="B1:heuristic,Me:human", lang="en", seed=1, save=str(path))
    assert code == 1
    assert "Something went wrong" in out and "monopoly play --resume" in out
    assert load_log(path).game.decision is not None


def test_a_finished_game_resumes_to_its_summary(tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    assert play(Script(), players="Me:human,B1:heuristic", lang="en", save=str(path), **QUICK)[0] == 0
    code, out = play(Script(limit=0), resume=str(path))
    assert code == 0 and "Game over" in out
