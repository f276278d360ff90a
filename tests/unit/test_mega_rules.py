"""Mega (002): the edition file and its loader checks, the bus-ticket side rule, majority ownership."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from monopoly_engine.core import Game, ScriptedSource
from monopoly_engine.core.actions import Build, UseTicket
from monopoly_engine.core.mega import ticket_targets
from monopoly_engine.core.rent import FULL, MAJORITY, NONE, holding, standing_rent
from monopoly_engine.editions import EditionError, load_edition
from monopoly_engine.editions.loader import _data_dir

MEGA_FILE = Path(str(_data_dir() / "mega.json"))


def _mega_data() -> dict[str, Any]:
    return json.loads(MEGA_FILE.read_text(encoding="utf-8"))


def _load_changed(tmp_path: Path, change: Any) -> EditionError:
    data = _mega_data()
    change(data)
    path = tmp_path / "mega-broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EditionError) as caught:
        load_edition(str(path))
    return caught.value


def _space(data: dict[str, Any], space_id: str) -> dict[str, Any]:
    return next(s for s in data["spaces"] if s["id"] == space_id)


# --------------------------------------------------------------------------- the edition file


def test_mega_loads_with_the_books_components() -> None:
    mega = load_edition("mega")
    assert mega.size == 52 and mega.jail_index == 13
    assert [mega.spaces[i].kind for i in (0, 13, 14, 26, 32, 39, 47)] == [
        "go", "jail", "auction", "free-parking", "bus-ticket", "go-to-jail", "birthday-gift",
    ]  # fmt: skip
    streets = [s for s in mega.spaces if s.kind == "street"]
    assert len(streets) == 30 and len(mega.properties) == 37  # "37 carte Proprietà"
    assert [len(mega.groups[g].spaces) for g in ("brown", "light-blue", "dark-blue", "railroad", "utility")] == [
        3, 4, 3, 4, 3,
    ]  # fmt: skip
    rules = mega.rules
    assert (rules.starting_cash, rules.houses, rules.hotels, rules.skyscrapers, rules.depots) == (2500, 32, 12, 8, 4)
    assert (rules.opening_bid, rules.min_raise, rules.building_auction_opening_bid) == (1, 1, 50)
    assert rules.mega_dice and not rules.speed_die
    assert (rules.set_rent_multiplier, rules.majority_rent_multiplier) == (3, 2)
    tickets = mega.decks["bus-tickets"].cards
    assert len(tickets) == 16 and sum(c.effect.expire_others for c in tickets) == 3
    assert all(len(s.rent) == 7 and s.skyscraper_cost for s in streets)
    assert all(mega.spaces[i].depot_cost == 100 for i in mega.groups["railroad"].spaces)
    assert all(mega.spaces[i].multipliers == (4, 10, 20) for i in mega.groups["utility"].spaces)
    assert mega.spaces[51].rent[6] == 3000  # the one corroborated skyscraper figure
    assert mega.spaces[16].name_it == "Via Accademia" and mega.spaces[15].name_it == ""


def test_mega_cards_follow_the_board_and_repairs_count_skyscrapers_and_depots() -> None:
    mega = load_edition("mega")
    assert mega.card("chance/advance-to-illinois").effect.target == 30
    assert mega.card("chance/advance-to-st-charles").effect.target == 16
    assert mega.card("chance/advance-to-boardwalk").effect.target == 51
    assert mega.card("chance/reading-railroad").effect.target == 6
    general = mega.card("chance/general-repairs").effect
    street = mega.card("community-chest/street-repairs").effect
    assert (general.per_house, general.per_hotel, general.per_skyscraper, general.per_depot) == (25, 100, 100, 25)
    assert (street.per_house, street.per_hotel, street.per_skyscraper, street.per_depot) == (40, 115, 115, 25)


def test_every_derived_value_follows_the_provenance_rules() -> None:
    """Recomputed from the classic deeds and the rules in docs/mega-design.md section 2 (D1-D4)."""
    mega = load_edition("mega")
    classic = load_edition("classic-en")
    classic_by_id = {s.id: s for s in classic.spaces}
    low_groups = {"brown", "light-blue", "pink", "orange"}
    assert set(mega.provenance) >= {"new_street_deed", "skyscraper_rent", "skyscraper_cost", "mortgage"}
    for space in mega.spaces:
        if space.kind != "street":
            assert not space.derived
            continue
        deed = classic_by_id.get(space.id)
        if deed is None:  # D1: the nearest classic street of its group, ties to the lower index
            assert set(space.derived) == {"price", "rent", "house_cost", "hotel_cost", "skyscraper_cost", "mortgage"}
            group = [i for i in mega.groups[space.group].spaces if mega.spaces[i].id in classic_by_id]
            nearest = min(group, key=lambda i: (abs(i - space.index), i))
            deed = classic_by_id[mega.spaces[nearest].id]
        assert (space.price, space.rent[:6], space.house_cost, space.hotel_cost) == (
            deed.price, deed.rent, deed.house_cost, deed.hotel_cost,
        )  # fmt: skip
        assert space.mortgage == space.price // 2  # D4
        assert space.skyscraper_cost == space.house_cost  # D3
        step = 500 if space.group in low_groups else 1000
        if space.id != "boardwalk":  # D2; Boardwalk's 3000 is sourced (and agrees)
            assert "rent" in space.derived
        assert space.rent[6] == space.rent[5] + step


@pytest.mark.parametrize(
    ("change", "place", "problem"),
    [
        (lambda d: _space(d, "boardwalk")["rent"].pop(), "spaces[51].rent", "7 rents"),
        (lambda d: _space(d, "park-place").pop("skyscraper_cost"), "spaces[49]", "missing key 'skyscraper_cost'"),
        (lambda d: _space(d, "short-line").pop("depot_cost"), "spaces[45]", "missing key 'depot_cost'"),
        (lambda d: _space(d, "arctic-avenue")["derived"].append("depot_cost"), "spaces[4].derived[6]", "not a field"),
        (lambda d: d["spaces"][26].update(id="auction-2", kind="auction"), "spaces[26].kind", "only one 'auction'"),
        (lambda d: d["decks"].pop("bus-tickets"), "decks", "missing deck 'bus-tickets'"),
        (
            lambda d: d["decks"]["chance"]["cards"].append(d["decks"]["bus-tickets"]["cards"][0]),
            "decks.chance.cards[16].effect.type",
            "belongs in the bus-tickets deck",
        ),
        (
            lambda d: d["decks"]["bus-tickets"]["cards"][3].update(id="bonus", effect={"type": "collect", "amount": 5}),
            "decks.bus-tickets.cards[3].effect.type",
            "every card of the bus-tickets deck",
        ),
        (lambda d: d["rules"].update(speed_die=True), "rules.speed_die", "exclude each other"),
        (lambda d: d["provenance"].update(mortgage=3), "provenance.mortgage", "non-empty string"),
    ],
)
def test_a_malformed_mega_file_is_refused_naming_the_place(
    tmp_path: Path, change: Any, place: str, problem: str
) -> None:
    error = _load_changed(tmp_path, change)
    assert error.place == place and problem in error.problem, str(error)
    assert str(error).startswith(str(tmp_path / "mega-broken.json"))


def test_the_speed_die_option_cannot_be_added_to_the_mega_dice() -> None:
    with pytest.raises(EditionError, match="already include a speed die"):
        load_edition("mega", {"speed_die": True})


def test_the_classic_editions_keep_their_rules() -> None:
    for edition_id in ("classic-en", "classic-it", "classic-es"):
        rules = load_edition(edition_id).rules
        assert (rules.mega_dice, rules.skyscrapers, rules.depots, rules.majority_rent_multiplier) == (False, 0, 0, 0)
        assert "bus-tickets" not in load_edition(edition_id).decks


# --------------------------------------------------------------------------- the bus-ticket side rule

SIDE_CASES = [
    (0, list(range(1, 14))),  # GO starts side 0: up to Jail, the far corner
    (3, list(range(4, 14))),
    (12, [13]),
    (13, list(range(14, 27))),  # a corner: the side that starts there
    (20, list(range(21, 27))),
    (26, list(range(27, 40))),
    (38, [39]),
    (39, [*range(40, 52), 0]),  # the last side ends on GO
    (40, [*range(41, 52), 0]),
    (51, [0]),
]


@pytest.mark.parametrize(("position", "targets"), SIDE_CASES)
def test_a_ticket_goes_forward_on_the_tokens_side(position: int, targets: list[int]) -> None:
    assert [t % 52 for t in ticket_targets(52, position)] == targets
    game = _mega_game(position=position, tickets=1)
    offered = sorted(a.space for a in game.decision_actions() if isinstance(a, UseTicket))
    assert offered == sorted(targets)
    for space in range(52):
        reason = game.refusal(UseTicket(0, space))
        assert (reason is None) == (space in targets), (space, reason)
        if reason is not None:
            assert "side of the board" in reason


def test_a_ticket_is_refused_without_one_and_in_jail() -> None:
    game = _mega_game(position=3, tickets=0)
    assert game.refusal(UseTicket(0, 5)) == "you hold no bus ticket"
    assert not [a for a in game.decision_actions() if isinstance(a, UseTicket)]
    jailed = _mega_game(position=13, tickets=1)
    jailed.state.players[0].in_jail = True
    assert "in jail" in (jailed.refusal(UseTicket(0, 20)) or "")
    assert not [a for a in jailed.decision_actions() if isinstance(a, UseTicket)]


# --------------------------------------------------------------------------- majority ownership


def test_majority_is_all_streets_of_a_group_but_one_for_groups_of_three_or_more() -> None:
    game = _mega_game()
    owner = game.state.owner
    for space in (7, 8):  # light blue: 7, 8, 11, 12
        owner[space] = 0
    assert holding(game, 0, 8) == NONE
    owner[11] = 0
    assert holding(game, 0, 8) == MAJORITY and holding(game, 1, 8) == NONE
    owner[12] = 1
    assert holding(game, 0, 12) == MAJORITY  # another's n-th street does not change it
    owner[12] = 0
    assert holding(game, 0, 12) == FULL
    owner[1] = 0  # brown: 1, 3, 4
    assert holding(game, 0, 1) == NONE
    owner[4] = 0
    assert holding(game, 0, 3) == MAJORITY
    owner[6] = 0
    owner[20] = 0
    owner[33] = 0  # three stations of four: no majority for stations
    assert standing_rent(game, 6, 0) == 100


def test_majority_doubles_and_the_full_group_triples_unimproved_rent() -> None:
    game = _mega_game()
    owner = game.state.owner
    for space in (27, 29):
        owner[space] = 0
    assert standing_rent(game, 27, 0) == 18
    owner[30] = 0
    assert standing_rent(game, 27, 0) == 36
    owner[31] = 0
    assert standing_rent(game, 27, 0) == 54
    game.state.level[29] = 1  # a built street has its house rent; the unbuilt one keeps its multiplier
    assert standing_rent(game, 29, 0) == 90 and standing_rent(game, 27, 0) == 54


@pytest.mark.parametrize("edition", ["mega", "classic-en"])
def test_unbuilt_street_rent_follows_the_one_holding_rule(edition: str) -> None:
    """An unbuilt street's rent, counted from the deeds on every random ownership: the whole group multiplies it
    by the set multiplier; under majority rules (Mega) all streets of a group of three or more but one by the
    majority multiplier; anything less not at all. ``holding`` names the same three cases."""
    import random

    game, _ = Game.new(load_edition(edition), ["A", "B"], ScriptedSource(), first_player=0, shuffle=False)
    rules, spaces, owner = game.rules, game.edition.spaces, game.state.owner
    streets = [s for s in game.edition.properties if spaces[s].kind == "street"]
    rng = random.Random(7)
    for _ in range(200):
        for s in streets:
            owner[s] = rng.choice((-1, 0, 0, 0, 1))
        for s in streets:
            if owner[s] < 0:
                continue
            group = game.edition.group_of[s]
            held = sum(owner[o] == owner[s] for o in group)
            if held == len(group):
                times, case = rules.set_rent_multiplier, FULL
            elif rules.majority_rent_multiplier and len(group) >= 3 and held == len(group) - 1:
                times, case = rules.majority_rent_multiplier, MAJORITY
            else:
                times, case = 1, NONE
            assert standing_rent(game, s, owner[s]) == spaces[s].rent[0] * times
            assert holding(game, owner[s], s) == case


def test_the_classic_board_has_no_majority() -> None:
    game, _ = Game.new(load_edition("classic-en"), ["A", "B"], ScriptedSource(), first_player=0, shuffle=False)
    for space in (6, 8):  # light blue: 6, 8, 9
        game.state.owner[space] = 0
    assert holding(game, 0, 6) == NONE
    assert game.refusal(Build(0, 6)) == "you need the whole colour group to build on Oriental Avenue"
    assert standing_rent(game, 6, 0) == 6


def test_a_majority_builds_houses_and_hotels_but_no_skyscraper() -> None:
    game = _mega_game()
    for space in (48, 51):  # dark blue: 48, 49, 51
        game.state.owner[space] = 0
    assert game.refusal(Build(0, 51)) is None
    game.state.level[48] = game.state.level[51] = 5
    assert "whole colour group" in (game.refusal(Build(0, 51)) or "")
    game.state.owner[49] = 0
    assert "hotel on every street" in (game.refusal(Build(0, 51)) or "")
    game.state.level[49] = 5
    assert game.refusal(Build(0, 51)) is None


def _mega_game(position: int = 0, tickets: int = 0) -> Game:
    game, _ = Game.new(load_edition("mega"), ["A", "B"], ScriptedSource(), first_player=0, shuffle=False)
    me = game.state.players[0]
    me.position = position
    me.tickets = tickets
    return game


# --------------------------------------------------------------------------- bus tickets out of play

SCENARIOS = Path(__file__).parents[1] / "scenarios"


@pytest.mark.parametrize(
    ("scenario", "held", "pile", "out"),
    [
        ("mega-ticket-instead-of-roll", 0, 15, 1),  # used: returned to the bank, never played again
        ("mega-ticket-all-others-expire", 1, 12, 3),  # A's older ticket and B's two expire
        ("mega-bankrupt-tickets-leave-game", 0, 14, 2),  # a bankrupt's tickets leave the game
    ],
)
def test_every_bus_ticket_is_held_in_the_pile_or_out_of_play(scenario: str, held: int, pile: int, out: int) -> None:
    from monopoly_engine.notation import parse_action
    from monopoly_engine.scenario import build_game, load_scenario

    loaded = load_scenario(SCENARIOS / f"{scenario}.mega.yaml")
    game = build_game(loaded)
    for line in loaded.data["actions"]:  # {"A": "roll"}
        ((name, spec),) = line.items()
        game.apply(parse_action(spec, game.player_index(name), game))
    state = game.state
    assert sum(p.tickets for p in state.players) == held
    assert len(state.decks["bus-tickets"]) == pile
    assert state.tickets_out == out
    assert held + pile + out == len(game.edition.decks["bus-tickets"].cards) == 16
    twin = game.clone()
    assert twin.state.tickets_out == out and twin.state.snapshot() == state.snapshot()


def test_a_hotel_sold_to_a_bank_short_of_houses_sells_only_the_sellers_buildings() -> None:
    """A majority owner's hotel sold while the bank has no houses brings the owner's streets down to bare land
    (RULINGS: hotels sold when the bank is short of houses); the other owner's street of the group is not sold."""
    from monopoly_engine.core.actions import SellBuilding
    from monopoly_engine.core.edition import HOTEL
    from monopoly_engine.core.events import BuildingSold

    game, _ = Game.new(load_edition("mega"), ["A", "B"], ScriptedSource(), first_player=0, shuffle=False)
    state = game.state
    state.owner[1] = state.owner[3] = 0
    state.owner[4] = 1
    state.level[1] = state.level[3] = HOTEL
    state.bank_hotels -= 2
    state.bank_houses = 0
    sold = [e for e in game.apply(SellBuilding(0, 1)) if isinstance(e, BuildingSold)]
    assert [(e.space, e.level) for e in sold] == [(1, 0), (3, 0)]
    assert state.level[4] == 0 and state.level[1] == state.level[3] == 0
