"""The Cheaters terminal game in-process: the edition's menus, secrets kept between people at one keyboard,
the «Афёра!» prompt before the next roll, bots that cheat and accuse."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from test_session import GAME_OVER, Script

from monopoly_engine.choices import Context, decision_menu
from monopoly_engine.choices.cheaters import accuse_card_menu, cheaters_entries, edition_menu, sell_property_entry
from monopoly_engine.choices.items import Submenu
from monopoly_engine.core.actions import Accuse, Cheat
from monopoly_engine.game import load_log, new_game
from monopoly_engine.i18n import Translator
from monopoly_engine.play import run_play


def _run(script: Script, players: str, tmp_path, seed: int = 2, lang: str = "en", rounds: int = 12):
    out = io.StringIO()
    console = Console(file=out, width=140, force_terminal=False, highlight=False)
    save = tmp_path / "game.jsonl"
    code = run_play(
        players=players, edition="cheaters-ru", lang=lang, seed=seed, max_rounds=rounds, save=str(save),
        console=console, read_line=script, fast=True,
    )  # fmt: skip
    return code, out, load_log(save)


def test_one_person_at_the_keyboard_keeps_no_secret_from_themselves(tmp_path) -> None:
    script = Script(["cheat", "1"])
    code, out, recorded = _run(script, "Me:human,B1:heuristic,B2:heuristic", tmp_path)
    assert code == 0
    text = out.getvalue()
    assert "Secret to Me: Me secretly cheated" in text
    assert any(type(a) is Cheat and a.player == 0 for a, _ in recorded.history)
    # the bots' secrets never reach this person's screen, only their public trace
    bot_cheats = [a for a, _ in recorded.history if type(a) is Cheat and a.player != 0]
    assert "Secret to B1" not in text and "Secret to B2" not in text
    if bot_cheats:
        assert "Something happened." in text


def test_people_sharing_the_keyboard_never_see_each_others_secrets(tmp_path) -> None:
    out_ref: list[io.StringIO] = []
    state = {"cheated": False, "handed": -1, "checked": 0, "seen": 0}
    script = Script(limit=3000)

    def hook(s: Script) -> str | None:
        prompt = s.prompts[-1]
        text = out_ref[0].getvalue()
        if prompt.startswith("Ann » ") and not state["cheated"]:
            state["cheated"] = True
            s.lines[:0] = ["1"]
            return "cheat"
        if not prompt.rstrip().endswith("»"):  # a "take the seat" screen: Enter
            if state["cheated"] and "Ben, please take the seat." in text[state["seen"] :]:
                state["handed"] = len(text)  # from here on, Ben's screens
            state["seen"] = len(text)
            return ""
        if prompt.startswith("Ben » ") and state["handed"] >= 0:
            shown = text[state["handed"] :]
            assert "Secret to Ann" not in shown and "secretly cheated" not in shown
            state["checked"] += 1
        return None

    script.hooks.append(hook)
    out = io.StringIO()
    out_ref.append(out)
    console = Console(file=out, width=140, force_terminal=False, highlight=False)
    save = tmp_path / "game.jsonl"
    code = run_play(
        players="Ann:human,Ben:human,Bot:heuristic", edition="cheaters-ru", lang="en", seed=2, max_rounds=8,
        save=str(save), console=console, read_line=script, fast=True,
    )  # fmt: skip
    assert code == 0
    assert state["cheated"] and state["checked"] > 0
    text = out.getvalue()
    assert "Secret to Ann: Ann secretly cheated" in text  # on Ann's own screen
    assert "Something happened." in text
    recorded = load_log(save)
    assert any(type(a) is Cheat and a.player == 0 for a, _ in recorded.history)


def test_before_the_next_roll_someone_may_shout(tmp_path) -> None:
    """After a marker, the person is asked before the next turn's first roll; "1" shouts, then an accusation."""
    code, out, recorded = _run(Script(), "Me:human,B1:heuristic,B2:heuristic", tmp_path, seed=5, rounds=15)
    assert code == 0
    text = out.getvalue()
    assert "Something happened. Before" in text
    assert any(type(a) is Accuse and a.player == 0 for a, _ in recorded.history)
    assert any(type(a) in (Cheat, Accuse) and a.player != 0 for a, _ in recorded.history)


def test_the_editions_decisions_and_free_actions_have_menus() -> None:
    from monopoly_engine.core.actions import DrawCard, PlayCard, SellProperty
    from monopoly_engine.core.decisions import DeckChoiceDecision

    recorded = new_game("cheaters-ru", ["Me", "B"], seed=1)
    game = recorded.game
    ctx = Context.of(game, Translator("en"))
    menu = edition_menu(ctx, 0, DeckChoiceDecision(0), [DrawCard(0, "chance"), DrawCard(0, "community-chest")])
    decks = ["Sneaky Chance", "Community Chest"]  # the edition's English deck names in an English game
    assert [i.label for i in menu.items] == [f"Draw from “{d}”" for d in decks]
    seat = game.decision.player
    labels = [item.label for item in decision_menu(ctx, seat).items]
    assert "Cheat (secret)…" in labels and "Shout “Афёра!” (accuse someone)…" in labels
    assert not any("Mortgage" in label for label in labels)  # no mortgages in this edition
    free = [SellProperty(seat, 1), PlayCard(seat, "chance", 8, 1)]
    assert [e.opens for e in cheaters_entries(ctx, seat, free)] == [
        Submenu("play-card"),
        Submenu("cheat"),
        Submenu("accuse"),
    ]
    assert [e.opens for e in sell_property_entry(ctx, free)] == [Submenu("sell-property")]
    assert sell_property_entry(ctx, free[1:]) == []
    cards = accuse_card_menu(ctx, seat, 1 - seat)
    assert len(cards.items) == len(game.edition.cheats)
    assert all(type(i.action) is Accuse and i.action.accused == 1 - seat for i in cards.items)
    assert sum("(face up)" in i.label for i in cards.items) == game.rules.face_up_cheats


# The edition's own language and English in the default run; Italian and Spanish, whose menus are the same code
# with other catalogs (checked by the catalogs' tests), in the slow run.
@pytest.mark.parametrize(
    ("lang", "seed"),
    [
        ("en", 2),
        pytest.param("it", 1, marks=pytest.mark.slow),
        pytest.param("es", 6, marks=pytest.mark.slow),
        ("ru", 5),
    ],
)
def test_a_whole_cheaters_game_answering_the_first_choice(lang: str, seed: int, tmp_path) -> None:
    """Every menu the edition brings (Free Parking, the card limit, a street to give back, sales to the bank,
    the «Афёра!» prompt) answered with its first line, to the end of the game."""
    code, out, recorded = _run(Script(limit=6000), "Me:human,B1:heuristic,B2:random", tmp_path, seed, lang, 60)
    assert code == 0
    assert GAME_OVER[lang] in out.getvalue()
    kinds = {type(a).__name__ for a, _ in recorded.history if a is not None and a.player == 0}
    assert {"DrawCard", "Accuse"} <= kinds or {"DiscardCard", "Accuse"} <= kinds
