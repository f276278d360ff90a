"""The result and standing lines (``monopoly_engine.render.summary``): in English by default, as ``monopoly replay``
prints them, and in the language of a translator (``monopoly watch --lang``), with that language's words and
money format and never a word of the English lines."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.core import Game
from monopoly_engine.core.edition import HOTEL, RAILROAD, SKYSCRAPER, STREET
from monopoly_engine.game import new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.render.summary import result_line, standing_lines

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]


def mega_position() -> Game:
    """A Mega game over after 48 rounds, won by Anna: every part of a standing line shows, each counted
    noun once with a count of 1 and once with another count."""
    game = new_game("mega", PLAYERS, seed=1).game
    state, edition = game.state, game.edition
    streets = [s for s in edition.properties if edition.spaces[s].kind == STREET]
    stations = [s for s in edition.properties if edition.spaces[s].kind == RAILROAD]
    anna = [*streets[:4], *stations[:2]]
    for space in anna:
        state.owner[space] = 0
    state.level[streets[0]], state.level[streets[1]] = 3, HOTEL
    state.level[streets[2]], state.level[streets[3]] = SKYSCRAPER, SKYSCRAPER
    state.depot[stations[0]] = True
    state.mortgaged[stations[1]] = True
    state.owner[streets[4]] = 1
    state.level[streets[4]] = 1
    state.depot[stations[2]] = state.depot[stations[3]] = True
    state.owner[stations[2]] = state.owner[stations[3]] = 1
    state.mortgaged[stations[2]] = state.mortgaged[stations[3]] = True
    state.players[0].cash, state.players[0].tickets = 12345, 1
    state.players[1].cash, state.players[1].tickets = 7, 2
    state.players[2].bankrupt = True
    state.players[3].cash = 0
    state.rounds, state.over, state.winner, state.winners = 48, True, 0, (0,)
    return game


ENGLISH_STANDING = [
    "  Anna    $12,345 cash, 6 properties (1 mortgaged), 3 houses, 1 hotel, 2 skyscrapers, 1 depot, 1 bus ticket",
    "  Bruno        $7 cash, 3 properties (2 mortgaged), 1 house, 0 hotels, 2 depots, 2 bus tickets",
    "  Carla  bankrupt",
    "  Dario        $0 cash, 0 properties",
]


def test_english_lines_are_the_default() -> None:
    game = mega_position()
    assert game.edition.currency == "$"
    assert result_line(game) == "Anna won after 48 rounds."
    assert standing_lines(game) == ENGLISH_STANDING
    assert standing_lines(game, Translator("en")) == ENGLISH_STANDING


def test_every_outcome_in_english() -> None:
    game = mega_position()
    state = game.state
    state.rounds, state.winner, state.winners = 1, -1, (0, 1, 3)
    assert result_line(game) == "Anna, Bruno and Dario shared the win after 1 round."
    state.winners = ()
    assert result_line(game) == "Draw after 1 round: the round limit was reached."
    state.over, state.rounds = False, 2
    assert result_line(game) == "In progress after 2 rounds."


def english_words(text: str) -> set[str]:
    """The Latin-letter words of ``text`` but the players' names, of three letters or more ("in" is Italian too)."""
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)} - {p.lower() for p in PLAYERS}


def outcomes(game: Game, tr: Translator) -> list[str]:
    """The result line of each way a game can stand: won, shared, drawn, in progress (1 round, then 48)."""
    state = game.state
    lines = []
    for rounds in (1, 48):
        state.rounds = rounds
        for over, winner, winners in ((True, 0, (0,)), (True, -1, (0, 1)), (True, -1, ()), (False, -1, ())):
            state.over, state.winner, state.winners = over, winner, winners
            lines.append(result_line(game, tr))
    return lines


@pytest.mark.parametrize(
    ("lang", "money", "cash_word"),
    [("it", "12.345\u00a0$", "in contanti"), ("ru", "12\u00a0345\u00a0$", "наличными")],
)
def test_lines_speak_the_language_with_its_money(lang: str, money: str, cash_word: str) -> None:
    game = mega_position()
    tr = Translator(lang)
    standing = standing_lines(game, tr)
    english = standing_lines(game) + outcomes(game, Translator("en"))
    told = standing + outcomes(game, tr)
    forbidden = set().union(*(english_words(line) for line in english))
    assert {
        "won",
        "and",
        "round",
        "rounds",
        "progress",
        "draw",
        "cash",
        "properties",
        "mortgaged",
        "houses",
        "hotels",
        "bankrupt",
    } <= forbidden
    for line in told:
        assert not english_words(line) & forbidden, (lang, line)
        assert "{" not in line and "summary." not in line, (lang, line)
    assert standing[0].startswith(f"  Anna   {money:>8} {cash_word}, ")
    assert "$12,345" not in standing[0] and "$7" not in standing[1]
    assert standing[2] == "  Carla  " + tr("summary.bankrupt")
    assert all(str(n) in standing[0] for n in (6, 1, 3, 2))


def test_italian_counts_agree_with_their_nouns() -> None:
    game = mega_position()
    standing = standing_lines(game, Translator("it"))
    assert standing[0] == (
        "  Anna   12.345\u00a0$ in contanti, 6 proprietà (1 ipotecata), 3 case, 1 albergo, 2 grattacieli, "
        "1 deposito ferroviario, 1 biglietto dell'autobus"
    )
    assert standing[1] == (
        "  Bruno       7\u00a0$ in contanti, 3 proprietà (2 ipotecate), 1 casa, 0 alberghi, 2 depositi ferroviari, "
        "2 biglietti dell'autobus"
    )
    assert result_line(game, Translator("it")) == "Anna ha vinto dopo 48 giri."


def test_russian_counts_take_their_three_plural_forms() -> None:
    game = mega_position()
    tr = Translator("ru")
    standing = standing_lines(game, tr)
    assert standing[0] == (
        "  Anna   12\u00a0345\u00a0$ наличными, 6 владений (1 в залоге), 3 дома, 1 отель, 2 небоскрёба, 1 депо, "
        "1 автобусный билет"
    )
    assert standing[1] == (
        "  Bruno       7\u00a0$ наличными, 3 владения (2 в залоге), 1 дом, 0 отелей, 2 депо, 2 автобусных билета"
    )
    assert result_line(game, tr) == "Anna побеждает (48 кругов)."
    game.state.rounds = 21
    assert result_line(game, tr) == "Anna побеждает (21 круг)."
    game.state.rounds = 23
    assert result_line(game, tr) == "Anna побеждает (23 круга)."


def test_watch_ends_in_the_chosen_language() -> None:
    result = CliRunner().invoke(app, ["watch", "--edition", "classic-it", "--seed", "3", "--lang", "it"])
    assert result.exit_code == 0, result.output
    end = result.output.strip().splitlines()[-5:]
    assert re.fullmatch(r"\w+ ha vinto dopo \d+ giri\.", end[0]), end
    assert all(line.endswith("in bancarotta") or "\u00a0€ in contanti, " in line for line in end[1:]), end


def test_watch_heading_in_the_chosen_language() -> None:
    args = ["watch", "--edition", "cheaters-ru", "--seed", "3", "--max-rounds", "1", "--lang", "ru", "--as", "1"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    heading = result.output.splitlines()[0]
    assert heading.startswith("Монополия: Большая Афёра (cheaters-ru), зерно 3: "), heading
    assert "seed" not in heading and "as seen by" not in heading and ", глазами игрока " in heading
