"""Expected rent per opponent roll and break-even (``monopoly_engine.analysis.rent``), checked by hand."""

from __future__ import annotations

import math

import pytest

pytest.importorskip("numpy")

from monopoly_engine.analysis import landing_probabilities, rent_table, rent_table_rows
from monopoly_engine.analysis.rent import RentRow
from monopoly_engine.core.edition import Edition
from monopoly_engine.editions import load_edition

STREET_LEVELS = ["alone", "set", "1-house", "2-houses", "3-houses", "4-houses", "hotel"]


@pytest.fixture(scope="module")
def classic() -> Edition:
    return load_edition("classic-en")


@pytest.fixture(scope="module")
def stay(classic: Edition) -> dict[str, float]:
    return landing_probabilities(classic, "stay")


@pytest.fixture(scope="module")
def table(classic: Edition) -> list[RentRow]:
    return rent_table(classic)


def rows_of(table: list[RentRow], index: int) -> dict[str, RentRow]:
    return {r.level: r for r in table if r.index == index}


def test_every_property_at_every_level(classic: Edition, table: list[RentRow]) -> None:
    # 22 streets x 7 levels, 4 railroads x 4, 2 utilities x 2.
    assert len(table) == 22 * 7 + 4 * 4 + 2 * 2
    assert [r.index for r in table] == sorted(r.index for r in table)
    assert {r.index for r in table} == set(classic.properties)
    assert list(rows_of(table, 1)) == STREET_LEVELS
    assert list(rows_of(table, 5)) == ["1-owned", "2-owned", "3-owned", "4-owned"]
    assert list(rows_of(table, 12)) == ["1-owned", "2-owned"]


def test_default_policy_is_stay(classic: Edition, table: list[RentRow], stay: dict[str, float]) -> None:
    assert rows_of(table, 39)["hotel"].probability == stay["39"]
    leave = rent_table(classic, "leave")
    assert rows_of(leave, 39)["hotel"].probability == landing_probabilities(classic, "leave")["39"]


def test_boardwalk_hotel(table: list[RentRow], stay: dict[str, float]) -> None:
    row = rows_of(table, 39)["hotel"]
    expected = stay["39"] * 2000
    assert (row.name, row.rent, row.houses, row.owned) == ("Boardwalk", 2000, 5, 2)
    assert row.expected_rent == pytest.approx(expected)
    assert row.cost == 400 + 4 * 200 + 200
    assert row.break_even_rolls == pytest.approx((400 + 4 * 200 + 200) / expected)


def test_mediterranean_at_every_level(table: list[RentRow], stay: dict[str, float]) -> None:
    p = stay["1"]
    rows = rows_of(table, 1)
    rents = {"alone": 2, "set": 4, "1-house": 10, "2-houses": 30, "3-houses": 90, "4-houses": 160, "hotel": 250}
    costs = {"alone": 60, "set": 60, "1-house": 110, "2-houses": 160, "3-houses": 210, "4-houses": 260, "hotel": 310}
    for level in STREET_LEVELS:
        row = rows[level]
        assert row.rent == rents[level], level
        assert row.cost == costs[level], level
        assert row.expected_rent == pytest.approx(p * rents[level]), level
        assert row.break_even_rolls == pytest.approx(costs[level] / (p * rents[level])), level
    assert rows["alone"].owned == 1 and rows["set"].owned == 2


def test_illinois_three_houses(table: list[RentRow], stay: dict[str, float]) -> None:
    row = rows_of(table, 24)["3-houses"]
    assert (row.rent, row.cost, row.houses, row.owned) == (750, 240 + 3 * 150, 3, 3)
    assert row.expected_rent == pytest.approx(stay["24"] * 750)


def test_railroads_by_number_owned(table: list[RentRow], stay: dict[str, float]) -> None:
    rows = rows_of(table, 25)  # B. & O.
    for n, rent in enumerate([25, 50, 100, 200], start=1):
        row = rows[f"{n}-owned"]
        assert (row.rent, row.cost, row.owned) == (rent, 200, n)
        assert row.expected_rent == pytest.approx(stay["25"] * rent)
        assert row.break_even_rolls == pytest.approx(200 / (stay["25"] * rent))


def test_utilities_use_an_expected_roll_of_7(table: list[RentRow], stay: dict[str, float]) -> None:
    rows = rows_of(table, 28)  # Water Works
    assert rows["1-owned"].rent == 4 * 7 and rows["2-owned"].rent == 10 * 7
    assert rows["2-owned"].expected_rent == pytest.approx(stay["28"] * 70)
    assert rows["2-owned"].break_even_rolls == pytest.approx(150 / (stay["28"] * 70))


def test_break_even_without_visitors_is_infinite_and_json_null(classic: Edition, stay: dict[str, float]) -> None:
    never = dict(stay, **{"39": 0.0})
    rows = rent_table(classic, probabilities=never)
    hotel = rows_of(rows, 39)["hotel"]
    assert hotel.expected_rent == 0.0 and math.isinf(hotel.break_even_rolls)
    data = rent_table_rows(rows)
    assert data[-1]["level"] == "hotel" and data[-1]["break_even_rolls"] is None
    assert data[0] == rows[0].as_dict()
