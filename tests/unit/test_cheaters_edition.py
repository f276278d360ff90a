"""The ``cheaters-ru`` edition file: the board, the design table, the decks, the cheat cards, the rule options,
and the loader's errors on a malformed design table (each naming the file and the place)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from monopoly_engine.core import Game, Rules, SeededRandom
from monopoly_engine.core.edition import HOTEL, RAILROAD, STREET
from monopoly_engine.editions import EditionError, load_edition

ED = load_edition("cheaters-ru")


def raw() -> dict[str, Any]:
    text = (resources.files("monopoly_engine.editions") / "data" / "cheaters-ru.json").read_text(encoding="utf-8")
    return json.loads(text)


def test_the_board_has_22_streets_and_stations_nobody_owns() -> None:
    assert ED.size == 40 and len(ED.properties) == 22
    assert all(ED.spaces[s].kind == STREET for s in ED.properties)
    stations = [s.index for s in ED.spaces if s.kind == RAILROAD]
    assert stations == [5, 15, 25, 35] and not any(ED.spaces[s].is_property for s in stations)
    assert [ED.spaces[i].kind for i in (4, 12, 28, 38)] == ["chance", "community-chest", "community-chest", "chance"]
    assert not [s for s in ED.spaces if s.kind in ("tax", "utility")]
    assert ED.spaces[9].name == "Первая Парковая улица" and ED.spaces[34].id == "kutuzovskiy-prospekt"


def test_the_design_table_gives_the_deeds() -> None:
    for index in (6, 8, 9):  # the book's deed: 50 / 100 / 200, hotel 250
        sp = ED.spaces[index]
        assert (sp.rent[0], sp.rent[0] * ED.rules.set_rent_multiplier, sp.rent[HOTEL], sp.hotel_cost) == (
            50,
            100,
            200,
            250,
        )
    prices = {sp.id: sp.price for sp in ED.spaces if sp.kind == STREET}
    assert sum(prices.values()) == 4020
    assert (prices["ulitsa-sretenka"], prices["ulitsa-gruzinskiy-val"], prices["kutuzovskiy-prospekt"]) == (20, 130, 0)
    assert ED.spaces[39].rent[0] == 180 and ED.spaces[39].rent[HOTEL] == 720 and ED.spaces[39].hotel_cost == 900
    assert all(ED.spaces[s].mortgage == 0 and ED.spaces[s].house_cost == 0 for s in ED.properties)


def test_decks_cheats_and_the_setup_hotel() -> None:
    assert ED.decks["chance"].name == "Коварный шанс"
    assert [len(d.cards) for d in ED.decks.values()] == [16, 16]
    kept = {c.ref: c.when for d in ED.decks.values() for c in d.cards if c.keep}
    assert kept == {
        "chance/get-out-of-jail-free": "", "chance/send-to-jail": "own-turn", "chance/reduced-rent": "any",
        "chance/move-hotel": "any", "chance/swap-places": "own-turn", "community-chest/get-out-of-jail-free": "",
        "community-chest/free-hotel": "any", "community-chest/no-rent": "any", "community-chest/buy-any-street": "any",
    }  # fmt: skip
    assert len(ED.cheats) == 15 and len({c.id for c in ED.cheats}) == 15
    steal = ED.cheats[0]
    assert (steal.id, steal.title, steal.max, steal.step, steal.who, steal.reward, steal.penalty) == (
        "steal-from-bank", "Ограбь Банк", 100, 10, "current-player", 50, 100,
    )  # fmt: skip
    place = next(c for c in ED.cheats if c.id == "place-hotel")
    assert place.penalty_hotel_cost and place.reward == 0
    game, _ = Game.new(ED, ["A", "B"], SeededRandom(1))
    assert game.state.level[9] == HOTEL and game.state.bank_hotels == 15 and game.state.owner[9] == -1


def test_rule_options_of_the_edition_and_the_defaults_of_every_other() -> None:
    rules = ED.rules
    assert (rules.mortgages, rules.hotels_only, rules.railroad_landing, rules.free_parking) == (
        False,
        True,
        "hop",
        "draw-card",
    )
    assert (rules.max_held_per_deck, rules.one_prisoner, rules.sell_to_bank, rules.end) == (
        1,
        True,
        True,
        "all-owned-then-go",
    )
    assert (rules.cheats, rules.face_up_cheats, rules.false_accusation_fee, rules.cheat_marker) == (True, 5, 100, True)
    assert (rules.opening_bid, rules.min_raise, rules.houses, rules.hotels, rules.max_players) == (10, 10, 0, 16, 6)
    default = Rules()
    for edition_id in ("classic-en", "classic-it", "classic-es"):
        classic = load_edition(edition_id).rules
        for name in ("mortgages", "hotels_only", "railroad_landing", "free_parking", "max_held_per_deck",
                     "one_prisoner", "sell_to_bank", "end", "cheats"):  # fmt: skip
            assert getattr(classic, name) == getattr(default, name)
    assert load_edition("cheaters-ru", {"cheats": "false"}).rules.cheats is False
    with pytest.raises(EditionError, match="options: rule option 'end' must be"):
        load_edition("cheaters-ru", {"end": "never"})
    with pytest.raises(EditionError, match="railroad_landing"):
        load_edition("classic-en", {"railroad-landing": "fly"})
    with pytest.raises(
        EditionError, match="options: rule option 'cheats' does not apply to classic-en: it has no cheat"
    ):
        load_edition("classic-en", {"cheats": True})
    with pytest.raises(EditionError, match="options: rule option 'railroad_landing' does not apply to classic-en"):
        load_edition("classic-en", {"railroad_landing": "hop", "end": "all-owned-then-go"})


def broken(tmp_path: Path, change: Any) -> str:
    data = raw()
    change(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def _set(data: dict[str, Any], path: str, value: Any) -> None:
    *parents, last = path.split("/")
    node: Any = data
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if value is _DELETE:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value


_DELETE = object()


@pytest.mark.parametrize(
    ("path", "value", "place"),
    [
        (
            "design/streets/zhitnaya-ulitsa",
            _DELETE,
            "design.streets: missing the numbers of spaces[1] (zhitnaya-ulitsa)",
        ),
        (
            "spaces/1/price",
            60,
            "spaces[1].price: in an edition with a design table this number belongs in design.streets",
        ),
        ("design/streets/ulitsa-arbat/set_rent", 300, "design.streets.ulitsa-arbat.set_rent: must be rent x"),
        ("design/streets/no-such-street", {}, "design.streets.no-such-street: no street of the board"),
        ("design/squares/4", "tax", "design.squares.4: says 'tax' but spaces[4] is a 'chance'"),
        ("design/decks/chance/cards/8/when", "sometimes", "design.decks.chance.cards[8].when: a kept card says when"),
        (
            "design/decks/chance/cards/9/keep",
            False,
            "design.decks.chance.cards[9]: a 'reduced-rent' card is played later",
        ),
        (
            "design/decks/community-chest/cards/6/effect/collect",
            "x",
            "design.decks.community-chest.cards[6].effect.collect",
        ),
        ("design/cheats/0/action/type", "rob-everyone", "design.cheats[0].action.type: unknown cheat 'rob-everyone'"),
        ("design/cheats/1/action/args/0", "victim", "design.cheats[1].action.args[0]: unknown argument kind"),
        ("design/cheats/2/penalty/to", "mayor", "design.cheats[2].penalty.to: must be 'bank' or 'victim'"),
        ("design/cheats/3/id", "steal-from-bank", "design.cheats[3].id: duplicate cheat card id"),
        ("setup/hotels/0", "go", "setup.hotels[0]: 'go' is not a street"),
        ("decks", {}, "decks: an edition with a design table keeps its decks in design.decks"),
        ("rules/free_parking", "jackpot", "rules.free_parking: must be 'nothing' or 'draw-card'"),
    ],
)
def test_a_malformed_design_table_is_refused_naming_the_place(
    tmp_path: Path, path: str, value: Any, place: str
) -> None:
    with pytest.raises(EditionError) as caught:
        load_edition(broken(tmp_path, lambda data: _set(data, path, value)))
    assert str(caught.value).startswith(f"{tmp_path / 'broken.json'}: {place}"), str(caught.value)


def test_too_few_cheat_cards_for_the_cheat_rules(tmp_path: Path) -> None:
    path = broken(tmp_path, lambda data: data["design"].__setitem__("cheats", data["design"]["cheats"][:4]))
    with pytest.raises(EditionError, match=r"design\.cheats: the cheat rules need at least 5 cheat cards, got 4"):
        load_edition(path)


def test_cheat_cards_found_by_id() -> None:
    edition = load_edition("cheaters-ru")
    for card in edition.cheats:
        assert edition.cheat(card.id) is card
    assert edition.cheat("extra-steps").title_en == "Extra Steps"  # type: ignore[union-attr]
    assert edition.cheat("no-such-card") is None
    assert load_edition("classic-en").cheat("extra-steps") is None
    with_options = load_edition("cheaters-ru", {"face_up_cheats": 3})
    assert (
        with_options.cheat("pickpocket") is with_options.cheats[[c.id for c in with_options.cheats].index("pickpocket")]
    )
