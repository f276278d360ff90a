"""The narration (``monopoly_engine.i18n.events``) in English, its default: every event kind has words, with the
edition's names and the game's players."""

from __future__ import annotations

import dataclasses

import pytest

from monopoly_engine.core import BANK, EVENT_TYPES, Game, SeededRandom
from monopoly_engine.core import events as ev
from monopoly_engine.editions import load_edition
from monopoly_engine.i18n import Translator
from monopoly_engine.i18n.events import Words, describe

EDITION = load_edition("classic-it")
PLAYERS = ["Anna", "Bruno", "Carla"]
WHERE = Words(Game.new(EDITION, PLAYERS, SeededRandom(0))[0], Translator("en"))
UNKNOWN = Translator("en")("ev.unknown", kind="@").split("@")[0]

# A plausible value for every field name the events use.
VALUES = {
    "deck": "chance",
    "order": (2, 0, 1),
    "dice": (3, 4),
    "doubles": False,
    "passed_go": True,
    "speed": "bus",
    "steps": 5,
    "reason": "card",
    "how": "bail",
    "give_spaces": (1,),
    "get_spaces": (3,),
    "give_cards": (("chance", 0),),
    "get_cards": (),
    "winner": 0,
    "level": 2,
    "space": 39,
    "start": 0,
    "end": 7,
    "hotel": False,
    "skyscraper": False,
    "expired": (0, 2, 1),
    "choice": "cash",
    "card": 0,
}


def sample(cls: type) -> ev.Event:
    """An instance of ``cls`` with plausible values (1 for any other number)."""
    return cls(**{f.name: VALUES.get(f.name, 1) for f in dataclasses.fields(cls)})


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_every_event_kind_has_a_sentence(kind: str) -> None:
    event = sample(EVENT_TYPES[kind])
    sentence = describe(event, WHERE)
    assert not sentence.startswith(UNKNOWN), f"no sentence for {kind}"
    assert sentence.endswith((".", "!", "”")) and sentence[0].isupper(), sentence
    assert "=" not in sentence and "{" not in sentence


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_the_bank_may_stand_in_any_party_field(kind: str) -> None:
    cls = EVENT_TYPES[kind]
    parties = {"payer", "payee", "owner", "creditor", "giver", "receiver"}
    fields = {f.name: (BANK if f.name in parties else VALUES.get(f.name, 1)) for f in dataclasses.fields(cls)}
    assert describe(cls(**fields), WHERE)


@pytest.mark.parametrize(
    ("event", "sentence"),
    [
        (ev.DiceRolled(0, (3, 4), False), "Anna rolled 3 and 4 (7)."),
        (ev.DiceRolled(0, (5, 5), True), "Anna rolled 5 and 5 (10): doubles!"),
        (ev.Moved(0, 0, 7, False), "Anna moved from GO to Chance (7)."),
        (ev.SalaryCollected(0, 200), "Anna passed GO and collected €200."),
        (ev.PropertyBought(0, 37, 350), "Anna bought Viale dei Giardini for €350."),
        (ev.RentPaid(1, 0, 1, 2), "Bruno paid €2 rent to Anna for Vicolo Corto."),
        (ev.WentToJail(0, "doubles"), "Anna went to jail (3 doubles in a row)."),
        (ev.BuildingBuilt(0, 1, 2, 50), "Anna built a house on Vicolo Corto for €50 (now 2 houses)."),
        (ev.BuildingBuilt(0, 1, 5, 50), "Anna built a hotel on Vicolo Corto for €50."),
        (ev.WentBankrupt(2, 0), "Carla went bankrupt to Anna."),
        (ev.WentBankrupt(2, BANK), "Carla went bankrupt to the bank."),
        (ev.GameOver(0, "last-player-standing"), "Anna won the game!"),
        (ev.GameOver(-1, "round-limit"), "The game ended in a draw at the round limit."),
        (ev.MoneyPaid(BANK, 1, 1500, "card"), "Bruno collected €1,500 from the bank as the card says."),
        (ev.MoneyPaid(0, BANK, 50, "bail"), "Anna paid €50 to the bank as bail to leave jail."),
    ],
)
def test_sentences(event: ev.Event, sentence: str) -> None:
    assert describe(event, WHERE) == sentence


def test_a_card_is_told_by_the_editions_text() -> None:
    # classic-it's own (Italian) words in English, as its data file gives them (``texts``); streets keep their names
    deck = EDITION.decks["chance"]
    assert deck.cards[0].text == "Avanzate fino a Parco della Vittoria."
    assert describe(ev.CardDrawn(1, "chance", 0), WHERE) == "Bruno drew Chance: “Advance to Parco della Vittoria.”"


def test_the_games_names_and_the_language_are_the_words() -> None:
    from monopoly_engine.game import new_game

    game = new_game("classic-en", ["Ann", "Ben"], seed=3).game
    assert describe(ev.Moved(1, 0, 39, False), Words(game, Translator("en"))) == "Ben moved from GO to Boardwalk (39)."
    assert describe(ev.PropertyBought(1, 39, 400), Words(game, Translator("en"))) == "Ben bought Boardwalk for $400."
    assert describe(ev.PropertyBought(1, 39, 400), Words(game, Translator("it"))) == (
        "Ben ha comprato Boardwalk per 400\u00a0$."
    )


def test_an_unknown_event_is_told_by_its_kind_and_fields() -> None:
    @dataclasses.dataclass
    class Teleported:  # an event kind from a newer engine
        player: int
        kind = "teleported"

    assert describe(Teleported(0), WHERE) == "Something happened (teleported: player=0)."  # type: ignore[arg-type]


def test_money_with_a_currency_in_letters_or_below_zero() -> None:
    en, it = Translator("en"), Translator("it")
    assert en.money(200, "RUB") == "RUB\u00a0200" and it.money(1500, "RUB") == "1.500\u00a0RUB"  # CLDR spacing
    assert en.money(-50, "$") == "-$50" and it.money(-1500, "€") == "-1.500\u00a0€"


def test_a_caught_cheats_penalty_is_told_in_one_line() -> None:
    from monopoly_engine.game import new_game

    game = new_game("cheaters-ru", ["Anna", "Bruno"], seed=1).game
    words = Words(game, Translator("en"))
    card = game.edition.cheats[0].id
    told = [
        describe(e, words)
        for e in (ev.CheatPenalty(0, card, 100, BANK, False), ev.MoneyPaid(0, BANK, 100, "cheat-penalty"))
    ]
    assert "₽100" in told[0] and told[1] == ""
