"""Monopoly Mega in words and on screen: every event kind the core defines is narrated (``i18n.events``)
in English and in every other catalog language on the Mega board; the new events have their own sentences,
the bus face's ticket is told once; the 52-square ring shows skyscrapers, depots and bus tickets; ``monopoly watch`` and
``monopoly board`` take the Mega edition, and ``watch`` the ``speed_die`` option."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from monopoly_engine.agents.runner import play_game
from monopoly_engine.choices import Context
from monopoly_engine.cli import app, watch_game
from monopoly_engine.cli.listing import edition_lines
from monopoly_engine.core import BANK, EVENT_TYPES
from monopoly_engine.core import events as ev
from monopoly_engine.core.edition import BUS_TICKETS, HOTEL, SKYSCRAPER
from monopoly_engine.editions import load_edition
from monopoly_engine.game import new_game
from monopoly_engine.i18n import LANGUAGES, Translator
from monopoly_engine.i18n.events import Words
from monopoly_engine.i18n.events import describe as say
from monopoly_engine.play import ring
from monopoly_engine.play.screen import Screen
from monopoly_engine.render.board import board_table

MEGA = load_edition("mega")
PLAYERS = ["Anna", "Bruno", "Carla"]

# A plausible value for every field name the events use, valid on the Mega board.
VALUES = {
    "deck": "chance",
    "order": (2, 0, 1),
    "dice": (3, 4),
    "speed": "bus",
    "reason": "card",
    "how": "bail",
    "give_spaces": (1,),
    "get_spaces": (3,),
    "give_cards": (("chance", 0),),
    "get_cards": (),
    "level": 2,
    "space": 51,
    "start": 3,
    "end": 12,
    "expired": (0, 2, 1),
    "choice": "ticket",
    "card": 0,
}


def sample(cls: type) -> ev.Event:
    values = {}
    for f in dataclasses.fields(cls):
        if f.name in VALUES:
            values[f.name] = VALUES[f.name]
        elif str(f.type) == "bool":
            values[f.name] = False
        else:
            values[f.name] = 1
    return cls(**values)


def mega_words(lang: str) -> Words:
    return Words(new_game("mega", PLAYERS, seed=1).game, Translator(lang))


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_every_event_kind_is_narrated_in_english_on_the_mega_board(kind: str) -> None:
    event = sample(EVENT_TYPES[kind])
    sentence = say(event, mega_words("en"))
    assert not sentence.startswith("Something happened ("), f"no sentence for {kind}"
    assert sentence[0].isupper() and sentence.endswith((".", "!", "”")) and "=" not in sentence


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_kind_is_narrated_in_every_language_on_the_mega_board(lang: str) -> None:
    words = mega_words(lang)
    unknown = Translator(lang)("ev.unknown", kind="@").split("@")[0]
    for kind, cls in EVENT_TYPES.items():
        sentence = say(sample(cls), words)
        assert sentence and "{" not in sentence, (kind, sentence)
        assert not sentence.startswith(unknown), f"{lang}: no sentence for {kind}"


@pytest.mark.parametrize(
    ("event", "sentence"),
    [
        (ev.DiceRolled(0, (2, 2), True, "2"), "Anna rolled 2 and 2 (4), speed die 2: a triple!"),
        (ev.DiceRolled(0, (2, 2), True, "3"), "Anna rolled 2 and 2 (4), speed die 3: doubles!"),
        (ev.BusTicketDrawn(0, 0), "Anna took a bus ticket."),
        (ev.BusTicketsExpired(1, (2, 0, 1)), "Every other bus ticket expires: Anna loses 2 and Carla loses 1."),
        (ev.BusTicketsExpired(1, (0, 0, 0)), "No other bus ticket was held: none expires."),
        (
            ev.BusTicketUsed(0, 3, 13),
            "Anna used a bus ticket and rode from Baltic Avenue to Jail / Just Visiting (13).",
        ),
        (ev.BusStep(1, -1), ""),  # the ticket is told by the bus-ticket-drawn event that follows
        (ev.BusStep(1, 2), "The bus: no tickets are left, so Bruno goes on to Community Chest."),
        (ev.AuctionSquareChosen(0, 51), "Anna chose Boardwalk: it goes to auction."),
        (
            ev.AuctionSquareMoved(2, 30, 1100),
            "Every property is owned: Carla stops at Illinois Avenue, the costliest rent for them ($1,100).",
        ),
        (ev.AuctionSquareMoved(2, -1, 0), "Every property is owned, and none would charge Carla rent: Carla stays."),
        (ev.GiftChosen(0, "cash"), "Anna chooses the birthday gift in cash."),
        (ev.GiftChosen(0, "ticket"), "Anna chooses a bus ticket as the birthday gift."),
        (ev.MoneyPaid(BANK, 0, 100, "gift"), "Anna collected $100 from the bank as a birthday gift."),
        (ev.DepotBuilt(1, 6, 100), "Bruno built a railroad depot at Reading Railroad for $100."),
        (ev.DepotSold(1, 6, 50), "Bruno sold the depot at Reading Railroad to the bank for $50."),
        (
            ev.BuildingBuilt(0, 51, SKYSCRAPER, 200),
            "Anna built a skyscraper on Boardwalk for $200 (a hotel went back to the bank).",
        ),
        (ev.BuildingSold(0, 51, HOTEL, 100), "Anna sold buildings on Boardwalk to the bank for $100 (a hotel left)."),
        (
            ev.BuildingAuctionStarted(0, 51, False, 50, True),
            (
                "Anna wants to build on Boardwalk, but others want the bank's last skyscrapers too: "
                "one goes to auction, bids from $50."
            ),
        ),
        (ev.BuildingAuctionWon(1, False, 70, True), "Bruno won a skyscraper at auction for $70."),
        (ev.BuildingAuctionWon(1, True, 70, False), "Bruno won a hotel at auction for $70."),
    ],
)
def test_mega_sentences_in_english(event: ev.Event, sentence: str) -> None:
    assert say(event, mega_words("en")) == sentence


def test_the_expiring_ticket_is_told_apart() -> None:
    deck = MEGA.decks[BUS_TICKETS]
    expiring = next(i for i, card in enumerate(deck.cards) if card.effect.expire_others)
    assert say(ev.BusTicketDrawn(0, expiring), mega_words("en")) == (
        "Anna took a bus ticket that makes every other ticket expire."
    )
    assert say(ev.BusTicketDrawn(0, expiring), mega_words("it")) == (
        "Anna prende un biglietto dell'autobus che fa scadere tutti gli altri."
    )


def test_the_bus_face_ticket_is_told_once() -> None:
    """The bus face's ``bus-step`` with a ticket says nothing: the ``bus-ticket-drawn`` right after it tells
    the ticket (and whether it makes the others expire)."""
    recorded, bots = watch_game.setup("mega", 3, None, [], {})
    events: list[ev.Event] = []
    play_game(recorded, bots, random.Random(3), max_rounds=60, on_events=events.extend)
    words = Words(recorded.game, Translator("en"))
    steps = [i for i, e in enumerate(events) if type(e) is ev.BusStep and e.space < 0]
    assert steps
    for i in steps:
        drawn = events[i + 1]
        assert type(drawn) is ev.BusTicketDrawn and drawn.player == events[i].player
        assert say(events[i], words) == ""
        assert say(drawn, words).startswith(f"{words.player(drawn.player)} took a bus ticket")


@pytest.mark.parametrize(
    ("lang", "event", "sentence"),
    [
        (
            "it",
            ev.BusTicketUsed(0, 3, 13),
            "Anna usa un biglietto dell'autobus e va da Vicolo Stretto a Prigione / Transito (13).",
        ),
        ("it", ev.DiceRolled(0, (3, 3), True, "3"), "Anna ha tirato 3 e 3 (6), dado veloce 3: un triplo!"),
        ("es", ev.GiftChosen(1, "ticket"), "Bruno elige un billete de autobús como regalo de cumpleaños."),
        ("ru", ev.DepotBuilt(2, 6, 100), "Carla строит депо на «Железная дорога Рединг» за 100\u00a0$."),
        (
            "it",
            ev.BuildingBuilt(0, 51, SKYSCRAPER, 200),
            "Anna ha costruito un grattacielo su Parco della Vittoria per 200\u00a0$ (un albergo torna alla Banca).",
        ),
        (
            "es",
            ev.BusTicketsExpired(0, (1, 2, 0)),
            "Todos los demás billetes de autobús caducan: Anna pierde 1 y Bruno pierde 2.",
        ),
        ("ru", ev.AuctionSquareChosen(1, 4), "Bruno выбирает «Арктический проспект»: участок идёт с аукциона."),
    ],
)
def test_mega_sentences_in_the_catalog_languages(lang: str, event: ev.Event, sentence: str) -> None:
    assert say(event, mega_words(lang)) == sentence


# --- the ring of 52 squares ------------------------------------------------------------------------------


def text_of(renderable, width: int) -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text().splitlines()


def test_the_mega_ring_has_thirteen_squares_a_side_with_skyscrapers_depots_and_tickets() -> None:
    recorded = new_game("mega", PLAYERS, seed=1, first_player=0)
    screen = Screen(Context.of(recorded.game, Translator("en")), ["human", "heuristic", "heuristic"])
    state = recorded.game.state
    state.owner[1] = state.owner[3] = state.owner[4] = 0
    state.level[1], state.level[3], state.level[4] = SKYSCRAPER, HOTEL, HOTEL
    state.owner[6] = 1
    state.depot[6] = True
    state.players[1].tickets = 2
    assert ring.place(52, 13) == (13, 0) and ring.place(52, 26) == (0, 0) and ring.place(52, 39) == (0, 13)
    width = 140
    lines = text_of(screen.board(width), width)
    assert len(lines) == ring.height(52) == 28
    cell = ring.cell_width(52, width)
    bottom = lines[-1]
    assert "AS" in bottom[12 * cell : 13 * cell]  # Mediterranean (1): Anna's skyscraper
    assert "AH" in bottom[10 * cell : 11 * cell]  # Baltic (3): a hotel
    assert "BD" in bottom[7 * cell : 8 * cell]  # Reading Railroad (6): Bruno's depot
    middle = "\n".join(lines[2:-2])
    assert "S a skyscraper" in middle and "D a depot" in middle
    assert re.search(r"Bruno · \$2,500 · tickets 2", middle)
    header = text_of(screen.header(), width)[0]
    assert "8 skyscrapers, 4 depots, 16 bus tickets" in header
    players = "\n".join(text_of(screen.players(width), width))
    assert "bus tickets: 2" in players and "Mediterranean Avenue S" in players and "Reading Railroad D" in players


def test_the_italian_screen_uses_the_italian_names_of_the_mega_board() -> None:
    recorded = new_game("mega", PLAYERS, seed=1, first_player=0)
    ctx = Context.of(recorded.game, Translator("it"))
    assert ctx.space(1) == "Vicolo Corto" and ctx.space(4) == "Arctic Avenue" and ctx.space(0) == "Via!"
    lines = text_of(Screen(ctx, ["human"] * 3).board(140), 140)
    assert "Corto" in lines[-2]


# --- the commands ------------------------------------------------------------------------------------


def test_board_lists_the_mega_deeds() -> None:
    console = Console(width=200, record=True, color_system=None)
    console.print(board_table(MEGA))
    text = console.export_text()
    assert "50 / 200 / 600 / 1400 / 1700 / 2000 / 3000" in text  # Boardwalk, its skyscraper last
    assert "200 (skyscraper 200)" in text
    assert "depot 100" in text
    assert any(line.startswith("mega ") and line.rstrip().endswith("52") for line in edition_lines())


@pytest.mark.parametrize(("edition", "options"), [("mega", {}), ("classic-en", {"speed_die": "true"})])
def test_watch_runs_a_whole_game_in_words(edition: str, options: dict[str, str]) -> None:
    recorded, bots = watch_game.setup(edition, 7, None, [], options)
    lines: list[str] = []
    watch_game.watch(recorded, bots, 200, lines.append)
    assert recorded.game.is_over
    body = lines[1 : lines.index("")]
    assert all(not re.search(r"\b[a-z_]+=", line) for line in body), "an event without words"
    assert any("speed die" in line for line in body)
    if edition == "mega":
        assert any("bus ticket" in line for line in body)


def test_the_commands_take_the_mega_edition_and_the_speed_die_option(tmp_path: Path) -> None:
    runner = CliRunner()
    board = runner.invoke(app, ["board", "--edition", "mega"])
    assert board.exit_code == 0, board.output
    assert "Boardwalk" in board.output and "depot 100" in board.output
    log = tmp_path / "mega.jsonl"
    watched = runner.invoke(
        app, ["watch", "--edition", "mega", "--seed", "3", "--max-rounds", "100", "--log", str(log)]
    )
    assert watched.exit_code == 0, watched.output
    assert "bus ticket" in watched.output and re.search(r"(won|Draw) after \d+ rounds", watched.output)
    replayed = runner.invoke(app, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.output
    assert "Edition: mega (Mega)" in replayed.output
    speed = runner.invoke(app, ["watch", "--seed", "3", "--option", "speed_die=true", "--max-rounds", "60"])
    assert speed.exit_code == 0, speed.output
    assert "speed die" in speed.output
    both = runner.invoke(app, ["watch", "--edition", "mega", "--option", "speed_die=true"])
    assert both.exit_code == 2 and "the Mega dice already include a speed die" in both.output
