"""The bundled edition files and the edition loader (``monopoly_engine.editions``)."""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from monopoly_engine.core.edition import CardEffect, Edition
from monopoly_engine.editions import EditionError, available_editions, load_edition

EDITIONS = ("classic-en", "classic-it", "classic-es")

CHANCE_IDS = [
    "advance-to-boardwalk", "advance-to-go", "advance-to-illinois", "advance-to-st-charles", "nearest-railroad",
    "nearest-railroad", "nearest-utility", "bank-dividend", "get-out-of-jail-free", "go-back-3", "go-to-jail",
    "general-repairs", "speeding-fine", "reading-railroad", "chairman-of-the-board", "building-loan",
]  # fmt: skip
COMMUNITY_CHEST_IDS = [
    "advance-to-go", "bank-error", "doctor-fee", "sale-of-stock", "get-out-of-jail-free", "go-to-jail",
    "holiday-fund", "income-tax-refund", "birthday", "life-insurance", "hospital-fees", "school-fees",
    "consultancy-fee", "street-repairs", "beauty-contest", "inheritance",
]  # fmt: skip


def raw(edition_id: str) -> dict[str, Any]:
    """The bundled file of an edition, as plain JSON data."""
    text = (resources.files("monopoly_engine.editions") / "data" / f"{edition_id}.json").read_text(encoding="utf-8")
    return json.loads(text)


def numbers(edition: Edition) -> list[tuple[Any, ...]]:
    return [
        (s.kind, s.group, s.price, s.rent, s.multipliers, s.house_cost, s.hotel_cost, s.mortgage, s.amount)
        for s in edition.spaces
    ]


# --------------------------------------------------------------------------- the bundled editions


def test_available_editions_lists_the_bundled_files() -> None:
    assert available_editions() == sorted((*EDITIONS, "mega", "cheaters-ru"))


@pytest.mark.parametrize("edition_id", EDITIONS)
def test_bundled_edition_loads(edition_id: str) -> None:
    edition = load_edition(edition_id)
    assert edition.id == edition_id
    assert edition.size == 40
    assert [s.index for s in edition.spaces] == list(range(40))
    assert edition.spaces[0].kind == "go" and edition.jail_index == 10
    assert list(edition.groups) == [
        "brown", "light-blue", "pink", "orange", "red", "yellow", "green", "dark-blue", "railroad", "utility",
    ]  # fmt: skip
    assert edition.groups["dark-blue"].spaces == (37, 39)
    assert edition.groups["railroad"].spaces == (5, 15, 25, 35)
    assert edition.groups["utility"].spaces == (12, 28)
    assert [s.id for s in edition.spaces if s.kind in ("chance", "community-chest", "tax")] == [
        "community-chest-1", "income-tax", "chance-1", "community-chest-2", "chance-2", "community-chest-3",
        "chance-3", "luxury-tax",
    ]  # fmt: skip


def test_bundled_editions_are_cached_and_the_file_matches_the_id() -> None:
    assert load_edition("classic-it") is load_edition("classic-it")
    assert load_edition("classic-it") is not load_edition("classic-es")


@pytest.mark.parametrize("edition_id", ["classic-it", "classic-es"])
def test_the_three_boards_have_the_same_numbers(edition_id: str) -> None:
    assert numbers(load_edition(edition_id)) == numbers(load_edition("classic-en"))


def test_classic_en_numbers() -> None:
    edition = load_edition("classic-en")
    boardwalk = edition.spaces[39]
    assert (boardwalk.id, boardwalk.name, boardwalk.price) == ("boardwalk", "Boardwalk", 400)
    assert boardwalk.rent == (50, 200, 600, 1400, 1700, 2000)
    assert edition.spaces[1].id == "mediterranean-avenue" and edition.spaces[1].rent == (2, 10, 30, 90, 160, 250)
    assert edition.spaces[25].id == "b-and-o-railroad" and edition.spaces[25].rent == (25, 50, 100, 200)
    assert edition.spaces[12].id == "electric-company" and edition.spaces[12].multipliers == (4, 10)
    assert (edition.spaces[4].amount, edition.spaces[38].amount) == (200, 100)
    assert edition.currency == "$"


def test_italian_names() -> None:
    edition = load_edition("classic-it")
    spaces = edition.spaces
    assert spaces[1].name == "Vicolo Corto"
    assert (spaces[24].name, spaces[24].price) == ("Largo Colombo", 240)
    assert (spaces[18].name, spaces[18].price) == ("Corso Raffaello", 180)
    assert spaces[39].name == "Parco della Vittoria" and spaces[39].rent[5] == 2000
    assert spaces[5].name == "Stazione Sud"
    assert [spaces[i].name for i in (15, 25, 35)] == ["Stazione Ovest", "Stazione Nord", "Stazione Est"]
    assert (spaces[12].name, spaces[28].name) == ("Società Elettrica", "Società Acqua Potabile")
    assert (spaces[4].name, spaces[4].amount) == ("Tassa Patrimoniale", 200)
    assert (spaces[38].name, spaces[38].amount) == ("Tassa di Lusso", 100)
    assert spaces[12].id == "societa-elettrica"
    assert edition.decks["chance"].name == "Imprevisti"
    assert edition.decks["community-chest"].name == "Probabilità"
    assert edition.currency == "€" and edition.language == "it"


def test_spanish_names() -> None:
    edition = load_edition("classic-es")
    spaces = edition.spaces
    assert spaces[1].name == "Ronda de Valencia"
    assert spaces[39].name == "Paseo del Prado" and spaces[39].id == "paseo-del-prado"
    assert spaces[5].name == "Estación de Goya"
    assert [spaces[i].name for i in (15, 25, 35)] == [
        "Estación de las Delicias", "Estación del Mediodía", "Estación del Norte",
    ]  # fmt: skip
    assert edition.decks["chance"].name == "Suerte"
    assert edition.decks["community-chest"].name == "Caja de Comunidad"
    assert edition.currency == "€" and edition.language == "es"


@pytest.mark.parametrize("edition_id", EDITIONS)
def test_decks_have_the_standard_cards_in_order(edition_id: str) -> None:
    edition = load_edition(edition_id)
    assert list(edition.decks) == ["chance", "community-chest"]
    assert [c.id for c in edition.decks["chance"].cards] == CHANCE_IDS
    assert [c.id for c in edition.decks["community-chest"].cards] == COMMUNITY_CHEST_IDS
    for deck_id, deck in edition.decks.items():
        assert deck.id == deck_id and all(card.deck == deck_id and card.text for card in deck.cards)


@pytest.mark.parametrize("edition_id", EDITIONS)
def test_card_effects_are_the_standard_deck(edition_id: str) -> None:
    edition = load_edition(edition_id)

    def effect(ref: str) -> CardEffect:
        return edition.card(ref).effect

    assert (effect("chance/advance-to-boardwalk").type, effect("chance/advance-to-boardwalk").target) == ("move-to", 39)
    assert effect("chance/advance-to-go").target == 0 and effect("chance/advance-to-go").collect_salary
    assert effect("chance/advance-to-illinois").target == 24
    assert effect("chance/advance-to-st-charles").target == 11
    assert effect("chance/reading-railroad").target == 5
    railroad = effect("chance/nearest-railroad")
    assert (railroad.type, railroad.kind, railroad.rent_multiplier, railroad.collect_salary) == (
        "move-nearest", "railroad", 2, True,
    )  # fmt: skip
    utility = effect("chance/nearest-utility")
    assert (utility.kind, utility.dice_multiplier, utility.collect_salary) == ("utility", 10, True)
    assert (effect("chance/go-back-3").type, effect("chance/go-back-3").steps) == ("move-by", -3)
    repairs = effect("chance/general-repairs")
    assert (repairs.per_house, repairs.per_hotel) == (25, 100)
    street = effect("community-chest/street-repairs")
    assert (street.per_house, street.per_hotel) == (40, 115)
    assert (effect("chance/chairman-of-the-board").type, effect("chance/chairman-of-the-board").amount) == (
        "pay-each-player", 50,
    )  # fmt: skip
    birthday = effect("community-chest/birthday")
    assert (birthday.type, birthday.amount) == ("collect-from-each-player", 10)
    assert effect("chance/speeding-fine").amount == 15 and effect("chance/building-loan").amount == 150
    assert effect("community-chest/bank-error").amount == 200
    assert effect("community-chest/go-to-jail").type == "go-to-jail"
    assert effect("community-chest/get-out-of-jail-free").type == "get-out-of-jail-free"


def test_italian_and_spanish_cards_name_their_own_streets() -> None:
    it, es = load_edition("classic-it"), load_edition("classic-es")
    assert "Parco della Vittoria" in it.card("chance/advance-to-boardwalk").text
    assert "Largo Colombo" in it.card("chance/advance-to-illinois").text
    assert "Stazione Sud" in it.card("chance/reading-railroad").text
    assert "Paseo del Prado" in es.card("chance/advance-to-boardwalk").text
    assert "Glorieta de Bilbao" in es.card("chance/advance-to-st-charles").text
    assert "Estación de Goya" in es.card("chance/reading-railroad").text


@pytest.mark.parametrize("edition_id", EDITIONS)
def test_rules_defaults(edition_id: str) -> None:
    rules = load_edition(edition_id).rules
    assert (rules.starting_cash, rules.go_salary, rules.jail_fine, rules.opening_bid, rules.min_raise) == (
        1500, 200, 50, 10, 1,
    )  # fmt: skip
    assert (rules.houses, rules.hotels) == (32, 12)
    assert rules.utility_rent_roll == "fresh"
    assert rules.rent_must_be_claimed is False


# --------------------------------------------------------------------------- options


def test_options_override_the_rules_on_a_copy() -> None:
    edition = load_edition("classic-it", {"starting_cash": "2000"})
    assert edition.rules.starting_cash == 2000
    assert load_edition("classic-it").rules.starting_cash == 1500
    assert edition.spaces is load_edition("classic-it").spaces
    assert edition.space_ids["largo-colombo"] == 24


def test_options_accept_kebab_case_names() -> None:
    assert load_edition("classic-en", {"utility-rent-roll": "movement"}).rules.utility_rent_roll == "movement"


@pytest.mark.parametrize(
    ("options", "problem"),
    [
        ({"free_parking_jackpot": True}, "unknown rule option 'free_parking_jackpot'"),
        ({"starting_cash": "lots"}, "must be a whole number"),
        ({"utility_rent_roll": "never"}, "'fresh' or 'movement'"),
    ],
)
def test_bad_options_raise_edition_error(options: dict[str, Any], problem: str) -> None:
    with pytest.raises(EditionError) as info:
        load_edition("classic-it", options)
    assert str(info.value).startswith("classic-it.json: options: ")
    assert problem in str(info.value)


# --------------------------------------------------------------------------- loading by path


def test_an_edition_file_loads_by_path(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(raw("classic-es")), encoding="utf-8")
    assert load_edition(str(path)) == load_edition("classic-es")
    assert load_edition(path, {"jail_fine": 100}).rules.jail_fine == 100


def test_an_unknown_reference_is_refused() -> None:
    with pytest.raises(EditionError, match=r"no bundled edition of that name .*classic-it.* and no such file"):
        load_edition("classic-xx")


def test_edition_error_is_a_value_error() -> None:
    assert issubclass(EditionError, ValueError)


# --------------------------------------------------------------------------- validation

Mutation = Callable[[dict[str, Any]], None]


def assign(*path: Any, value: Any) -> Mutation:
    """Set the value at ``path`` (keys and list indices) in the document."""

    def mutate(doc: dict[str, Any]) -> None:
        *parents, last = path
        for key in parents:
            doc = doc[key]
        doc[last] = value

    return mutate


def delete(*path: Any) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        *parents, last = path
        for key in parents:
            doc = doc[key]
        del doc[last]

    return mutate


def both(*mutations: Mutation) -> Mutation:
    def mutate(doc: dict[str, Any]) -> None:
        for mutation in mutations:
            mutation(doc)

    return mutate


def move_go_to_index_1(doc: dict[str, Any]) -> None:
    doc["spaces"].insert(1, doc["spaces"].pop(0))


CHANCE_0 = ("decks", "chance", "cards", 0)
NEAREST_RAILROAD = ("decks", "chance", "cards", 4)
PARKING = {"id": "just-visiting", "name": "Transito", "kind": "free-parking"}

# (test id, mutation of classic-it, JSON place named in the error, problem named in the error)
BROKEN: list[tuple[str, Mutation, str, str]] = [
    # the document
    ("unknown top-level key", assign("colour", value="red"), "colour", "unknown key"),
    ("missing top-level key", delete("decks"), "top level", "missing key 'decks'"),
    ("wrong format", assign("format", value=2), "format", "unsupported format 2"),
    ("format as text", assign("format", value="1"), "format", "unsupported format '1'"),
    ("non-kebab edition id", assign("id", value="Classic IT"), "id", "must be kebab-case"),
    ("name not a string", assign("name", value=5), "name", "must be a non-empty string"),
    ("spaces not a list", assign("spaces", value={}), "spaces", "must be a list"),
    # spaces
    ("unknown space kind", assign("spaces", 20, "kind", value="parking"), "spaces[20].kind",
     "unknown space kind 'parking'"),
    ("space without kind", delete("spaces", 20, "kind"), "spaces[20]", "missing key 'kind'"),
    ("unknown space key", assign("spaces", 1, "colour", value="brown"), "spaces[1].colour", "unknown key"),
    ("key of another kind", assign("spaces", 20, "price", value=0), "spaces[20].price", "unknown key"),
    ("duplicate space id", assign("spaces", 3, "id", value="vicolo-corto"), "spaces[3].id",
     "duplicate space id 'vicolo-corto'"),
    ("non-kebab space id", assign("spaces", 1, "id", value="Vicolo_Corto"), "spaces[1].id", "must be kebab-case"),
    ("accented space id", assign("spaces", 12, "id", value="società-elettrica"), "spaces[12].id",
     "must be kebab-case"),
    ("street without group", delete("spaces", 1, "group"), "spaces[1]", "missing key 'group'"),
    ("street without price", delete("spaces", 1, "price"), "spaces[1]", "missing key 'price'"),
    ("street without rent", delete("spaces", 1, "rent"), "spaces[1]", "missing key 'rent'"),
    ("street without house cost", delete("spaces", 1, "house_cost"), "spaces[1]", "missing key 'house_cost'"),
    ("street without hotel cost", delete("spaces", 1, "hotel_cost"), "spaces[1]", "missing key 'hotel_cost'"),
    ("street without mortgage", delete("spaces", 1, "mortgage"), "spaces[1]", "missing key 'mortgage'"),
    ("street with 5 rents", assign("spaces", 3, "rent", value=[4, 20, 60, 180, 320]), "spaces[3].rent",
     "a street needs 6 rents (base, 1-4 houses, hotel), got 5"),
    ("rent not a number", assign("spaces", 3, "rent", 2, value="60"), "spaces[3].rent[2]", "must be a whole number"),
    ("price as text", assign("spaces", 1, "price", value="60"), "spaces[1].price", "must be a whole number"),
    ("railroad with 3 rents", assign("spaces", 5, "rent", value=[25, 50, 100]), "spaces[5].rent",
     "a railroad needs 4 rents (1-4 railroads owned), got 3"),
    ("utility without multipliers", delete("spaces", 12, "multipliers"), "spaces[12]", "missing key 'multipliers'"),
    ("utility with no multiplier", assign("spaces", 12, "multipliers", value=[]), "spaces[12].multipliers",
     "needs at least one dice multiplier"),
    ("tax without amount", delete("spaces", 4, "amount"), "spaces[4]", "missing key 'amount'"),
    # negative numbers
    ("negative price", assign("spaces", 1, "price", value=-60), "spaces[1].price", "must not be negative"),
    ("negative rent", assign("spaces", 1, "rent", 0, value=-2), "spaces[1].rent[0]", "must not be negative"),
    ("negative tax", assign("spaces", 4, "amount", value=-200), "spaces[4].amount", "must not be negative"),
    ("negative card amount", assign("decks", "community-chest", "cards", 1, "effect", "amount", value=-200),
     "decks.community-chest.cards[1].effect.amount", "must not be negative"),
    ("negative rule", assign("rules", "starting_cash", value=-1), "rules.starting_cash", "must not be negative"),
    # groups
    ("undeclared group", assign("spaces", 1, "group", value="purple"), "spaces[1].group", "undeclared group 'purple'"),
    ("empty group", assign("groups", "purple", value={"name": "Viola", "color": "#800080"}), "groups.purple",
     "no space belongs to this group"),
    ("bad group colour", assign("groups", "brown", "color", value="brown"), "groups.brown.color", "#rrggbb"),
    ("group without name", delete("groups", "brown", "name"), "groups.brown", "missing key 'name'"),
    # the board
    ("go not first", move_go_to_index_1, "spaces[0].kind", "the first space must be the 'go' space"),
    ("two go spaces", assign("spaces", 20, value={"id": "go-2", "name": "Via!", "kind": "go"}), "spaces[20].kind",
     "only one 'go' space"),
    ("two jails", assign("spaces", 20, value={"id": "jail-2", "name": "Prigione", "kind": "jail"}), "spaces[20].kind",
     "only one 'jail' space"),
    ("go-to-jail without jail", assign("spaces", 10, value=PARKING), "spaces[30].kind",
     "a 'go-to-jail' space needs a 'jail' space"),
    ("no jail", both(assign("spaces", 10, value=PARKING), assign("spaces", 30, value=dict(PARKING, id="parking-2"))),
     "spaces", "exactly one 'jail' space, got 0"),
    # decks and cards
    ("missing deck", delete("decks", "community-chest"), "decks", "missing deck 'community-chest'"),
    ("unknown deck", assign("decks", "surprise", value={"name": "Sorpresa", "cards": []}), "decks.surprise",
     "unknown deck"),
    ("empty deck", assign("decks", "chance", "cards", value=[]), "decks.chance.cards", "at least one card"),
    ("card without text", delete(*CHANCE_0, "text"), "decks.chance.cards[0]", "missing key 'text'"),
    ("non-kebab card id", assign("decks", "community-chest", "cards", 8, "id", value="Birthday"),
     "decks.community-chest.cards[8].id", "must be kebab-case"),
    ("same card id, other effect", assign(*CHANCE_0, "id", value="go-to-jail"), "decks.chance.cards[10].id",
     "used again with a different effect"),
    ("unknown effect type", assign(*CHANCE_0, "effect", "type", value="teleport"), "decks.chance.cards[0].effect.type",
     "unknown effect type 'teleport'"),
    ("unknown effect key", assign(*CHANCE_0, "effect", "amount", value=5), "decks.chance.cards[0].effect.amount",
     "unknown key"),
    ("effect missing field", delete(*CHANCE_0, "effect", "target"), "decks.chance.cards[0].effect",
     "missing key 'target'"),
    ("target not a space", assign(*CHANCE_0, "effect", "target", value="boardwalk"),
     "decks.chance.cards[0].effect.target", "no space 'boardwalk' on this board"),
    ("move-nearest kind not on board", assign(*NEAREST_RAILROAD, "effect", "kind", value="airport"),
     "decks.chance.cards[4].effect.kind", "no space of kind 'airport' on this board"),
    ("collect_salary not a bool", assign(*CHANCE_0, "effect", "collect_salary", value="yes"),
     "decks.chance.cards[0].effect.collect_salary", "must be true or false"),
    # rules
    ("unknown rule option", assign("rules", "free_parking_jackpot", value=True), "rules.free_parking_jackpot",
     "unknown rule option"),
    ("rule of the wrong type", assign("rules", "rent_must_be_claimed", value="no"), "rules.rent_must_be_claimed",
     "must be true or false"),
    ("number rule as text", assign("rules", "houses", value="32"), "rules.houses", "must be a whole number"),
    ("bad utility rent roll", assign("rules", "utility_rent_roll", value="never"), "rules.utility_rent_roll",
     "must be 'fresh' or 'movement'"),
    ("min players above max", assign("rules", "min_players", value=9), "rules.min_players",
     "must be at most 8"),
    # the box's player count
    ("recommended players not a list", assign("recommended_players", value=4), "recommended_players",
     "must be a list"),
    ("recommended players not a pair", assign("recommended_players", value=[2]), "recommended_players",
     "must be [fewest, most], got 1 number(s)"),
    ("recommended players as text", assign("recommended_players", value=["2", 6]), "recommended_players[0]",
     "must be a whole number"),
    ("recommended fewest above most", assign("recommended_players", value=[6, 2]), "recommended_players",
     "the fewest (6) is more than the most (2)"),
    ("recommended beyond the rules", assign("recommended_players", value=[2, 9]), "recommended_players",
     "must lie within the players the rules accept (2-8), got 2-9"),
    ("an unknown rule book", assign("rule_book", value="monopoly-jr"), "rule_book",
     "must be one of classic, mega, cheaters, got 'monopoly-jr'"),
]  # fmt: skip


def test_recommended_players_from_the_books() -> None:
    """000 and 004: 2-6 players; 002: Mega 2-4 (RULINGS 7: up to 8 accepted)."""
    for edition_id in ("classic-en", "classic-es", "classic-it", "cheaters-ru"):
        assert load_edition(edition_id).recommended_players == (2, 6)
    mega = load_edition("mega")
    assert mega.recommended_players == (2, 4) and mega.rules.max_players == 8


def test_recommended_players_default_to_what_the_rules_accept(tmp_path: Path) -> None:
    doc = raw("classic-it")
    del doc["recommended_players"]
    doc["rules"]["max_players"] = 5
    path = tmp_path / "classic-it.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    assert load_edition(str(path)).recommended_players == (2, 5)


@pytest.mark.parametrize(("mutation", "place", "problem"), [case[1:] for case in BROKEN], ids=[c[0] for c in BROKEN])
def test_a_broken_edition_is_refused(tmp_path: Path, mutation: Mutation, place: str, problem: str) -> None:
    doc = copy.deepcopy(raw("classic-it"))
    mutation(doc)
    path = tmp_path / "classic-it.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(EditionError) as info:
        load_edition(str(path))
    message = str(info.value)
    assert message.startswith(f"{path}: {place}: "), message
    assert problem in message, message
    assert (info.value.source, info.value.place) == (str(path), place)


def test_the_unbroken_copy_loads(tmp_path: Path) -> None:
    """The broken copies above fail for the reason given, not because copying breaks something."""
    path = tmp_path / "classic-it.json"
    path.write_text(json.dumps(raw("classic-it"), ensure_ascii=False), encoding="utf-8")
    assert load_edition(str(path)) == load_edition("classic-it")


def test_invalid_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": 1,\n "id": }', encoding="utf-8")
    with pytest.raises(EditionError, match=r"broken\.json: line 2: not valid JSON: .*column 8"):
        load_edition(str(path))


def test_duplicate_json_keys_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": 1, "format": 1}', encoding="utf-8")
    with pytest.raises(EditionError, match=r"broken\.json: duplicate key 'format'"):
        load_edition(str(path))


def test_a_document_that_is_not_an_object_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("[]", encoding="utf-8")
    with pytest.raises(EditionError, match=r"broken\.json: top level: must be an object, got a list"):
        load_edition(str(path))


def test_rules_may_leave_options_at_their_defaults(tmp_path: Path) -> None:
    doc = raw("classic-it")
    doc["rules"] = {"starting_cash": 2500}
    path = tmp_path / "short.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    rules = load_edition(str(path)).rules
    assert (rules.starting_cash, rules.go_salary) == (2500, 200)
    assert dataclasses.replace(rules, starting_cash=1500) == load_edition("classic-it").rules


def test_the_editions_listing_shows_the_recommended_players() -> None:
    from monopoly_engine.cli.listing import edition_lines

    rows = {line.split()[0]: line.split() for line in edition_lines()[1:]}
    assert "players" in edition_lines()[0].split()
    assert "2-4" in rows["mega"] and "2-6" in rows["classic-it"] and "2-6" in rows["cheaters-ru"]
