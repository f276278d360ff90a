"""The rule options' schema (``core/rule_options.py``): every combination the engine was not built for is refused
before a game starts, naming the option and why: through ``load_edition``, every command that takes ``--option``,
scenario files, log and save headers, and edition files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.core.edition import Rules
from monopoly_engine.core.rule_options import (
    OPTIONS,
    RULE_OPTIONS,
    EditionFeatures,
    RuleOptionError,
    apply_options,
    check_edition,
)
from monopoly_engine.editions import EditionError, available_editions, load_edition
from monopoly_engine.game import LogError, load_log, new_game
from monopoly_engine.scenario import run_files

# (edition, options, the option the refusal must name, a word of the reason)
REFUSED: list[tuple[str, dict[str, Any], str, str]] = [
    # sell_to_bank where there are mortgages or houses: a mortgaged street sold at its price, houses left standing
    ("classic-en", {"sell_to_bank": True}, "sell_to_bank", "mortgages"),
    ("classic-it", {"sell_to_bank": "true"}, "sell_to_bank", "mortgages"),
    ("classic-es", {"sell_to_bank": True, "mortgages": False}, "sell_to_bank", "hotels_only"),
    ("mega", {"sell_to_bank": True}, "sell_to_bank", "mortgages"),
    ("cheaters-ru", {"mortgages": True}, "mortgages", "mortgage values"),
    # an auction that never ends
    ("classic-en", {"min_raise": 0}, "min_raise", "never ends"),
    ("cheaters-ru", {"min_raise": "0"}, "min_raise", "never ends"),
    # hotels_only outside the Cheaters book (mega: a skyscraper vanished from the supply, a debt with no action)
    ("mega", {"hotels_only": True}, "hotels_only", "Cheaters"),
    ("classic-it", {"hotels_only": True}, "hotels_only", "Cheaters"),
    ("cheaters-ru", {"hotels_only": False}, "hotels_only", "house costs"),
    # the bank at -1: cheaters-ru puts a hotel on the board at the start
    ("cheaters-ru", {"hotels": 0}, "hotels", "at the start"),
    # the players a game accepts
    ("classic-en", {"min_players": 1}, "min_players", "between 2 and 8"),
    ("classic-en", {"max_players": 9}, "max_players", "between 2 and 8"),
    ("classic-en", {"min_players": 5, "max_players": 4}, "min_players", "max_players"),
    # building free of cost: a bot builds and sells forever
    ("classic-en", {"building_sell_percent": 100}, "building_sell_percent", "forever"),
    ("mega", {"building_sell_percent": 150}, "building_sell_percent", "at most 99"),
    # types and ranges
    ("classic-en", {"rent_must_be_claimed": "maybe"}, "rent_must_be_claimed", "true or false"),
    ("classic-en", {"speed_die": 1}, "speed_die", "true or false"),
    ("classic-en", {"go_salary": "1e400"}, "go_salary", "whole number"),
    ("classic-en", {"go_salary": float("inf")}, "go_salary", "whole number"),
    ("classic-en", {"go_salary": 200.5}, "go_salary", "whole number"),
    ("classic-en", {"starting_cash": "9" * 5000}, "starting_cash", "at most"),
    ("classic-en", {"starting_cash": 10**5000}, "starting_cash", "at most"),
    ("classic-en", {"jail_fine": -50}, "jail_fine", "must not be negative"),
    ("classic-en", {"opening_bid": "-5"}, "opening_bid", "at least 1"),
    ("classic-en", {"opening_bid": 0}, "opening_bid", "no bid"),
    ("classic-en", {"max_jail_tries": 0}, "max_jail_tries", "at least 1"),
    ("classic-en", {"utility_rent_roll": "never"}, "utility_rent_roll", "'fresh' or 'movement'"),
    ("classic-en", {"go_salary": 1, "go-salary": 2}, "go_salary", "twice"),
    # options for an edition whose board lacks what they act on
    ("classic-en", {"skyscrapers": 2}, "skyscrapers", "skyscraper rent"),
    ("classic-en", {"depots": 2}, "depots", "depot cost"),
    ("classic-en", {"mega_dice": True}, "mega_dice", "bus tickets"),
    ("classic-en", {"cheats": True}, "cheats", "cheat cards"),
    ("classic-en", {"railroad_landing": "hop"}, "railroad_landing", "Cheaters"),
    ("classic-en", {"end": "all-owned-then-go"}, "end", "Cheaters"),
    ("cheaters-ru", {"railroad_landing": "buy"}, "railroad_landing", "not for sale"),
    ("cheaters-ru", {"houses": 32}, "houses", "no houses"),
    ("cheaters-ru", {"utility_rent_roll": "movement"}, "utility_rent_roll", "no utilities"),
    ("cheaters-ru", {"mortgage_interest_percent": 5}, "mortgage_interest_percent", "no mortgage values"),
    ("cheaters-ru", {"face_up_cheats": 50}, "face_up_cheats", "cheat cards face up"),
    ("mega", {"speed_die": True}, "speed_die", "exclude each other"),
    ("mega", {"mega_dice": False, "hotels_only": True}, "hotels_only", "Cheaters"),
]


@pytest.mark.parametrize(("edition", "options", "option", "why"), REFUSED, ids=[f"{r[0]}-{r[2]}" for r in REFUSED])
def test_a_combination_the_engine_was_not_built_for_is_refused_naming_the_option(
    edition: str, options: dict[str, Any], option: str, why: str
) -> None:
    with pytest.raises(EditionError) as info:
        load_edition(edition, options)
    message = str(info.value)
    assert message.startswith(f"{edition}.json: options: rule option {option!r} "), message
    assert why in message, message
    assert "\n" not in message and len(message) < 300, message  # one line, the bad value quoted short
    assert info.value.__cause__.option == option


@pytest.mark.parametrize(
    ("written", "suggested"),
    [("min_rise", "min_raise"), ("go-salry", "go_salary"), ("speeddie", "speed_die"), ("hotel", "hotels")],
)
def test_an_unknown_option_is_refused_with_the_close_name(written: str, suggested: str) -> None:
    with pytest.raises(EditionError, match=f"unknown rule option {written!r} \\(did you mean {suggested!r}\\?\\)"):
        load_edition("classic-en", {written: "1"})


def test_an_unknown_option_far_from_every_name_lists_them() -> None:
    with pytest.raises(EditionError, match="unknown rule option 'zzzz' \\(known: starting_cash, go_salary"):
        load_edition("classic-en", {"zzzz": "1"})


ACCEPTED: list[tuple[str, dict[str, Any]]] = [
    ("classic-en", {"speed_die": "true", "go_salary": "400", "min_raise": 5, "building_sell_percent": 99}),
    ("classic-it", {"min_players": 2, "max_players": 2, "houses": 0, "hotels": 0}),
    ("classic-es", {"mortgages": False, "free_parking": "draw-card", "one_prisoner": True, "open_auction": True}),
    ("mega", {"skyscrapers": 0, "depots": 0, "majority_rent_multiplier": 0, "mega_dice": "false"}),
    ("cheaters-ru", {"cheats": False, "hotels": 1, "sell_to_bank": False, "end": "bankruptcy", "speed_die": True}),
    ("cheaters-ru", {"face_up_cheats": 3, "false_accusation_fee": 0, "max_players": 8}),
]


@pytest.mark.parametrize(("edition", "options"), ACCEPTED)
def test_combinations_within_the_schema_are_accepted(edition: str, options: dict[str, Any]) -> None:
    rules = load_edition(edition, options).rules
    for key, value in options.items():
        assert str(getattr(rules, key.replace("-", "_"))).lower() == str(value).lower()


def test_every_bundled_edition_satisfies_the_schema_as_it_is() -> None:
    for edition_id in available_editions():
        check_edition(load_edition(edition_id))  # raises naming the option otherwise


def test_the_table_covers_every_rule_and_every_default_lies_in_its_range() -> None:
    assert [option.name for option in RULE_OPTIONS] == list(Rules.__dataclass_fields__)
    defaults = Rules()
    for option in RULE_OPTIONS:
        assert option.meaning.endswith((".", ")")), option.name
        value = getattr(defaults, option.name)
        assert type(value) is option.type, option.name
        if option.type is int:
            assert option.low <= value <= option.high, option.name
        if option.type is str:
            assert value in option.choices, option.name


def test_a_scope_names_what_the_board_lacks() -> None:
    features = {e: EditionFeatures.of(load_edition(e)) for e in available_editions()}
    assert features["cheaters-ru"].houses is False and features["classic-en"].houses is True
    assert features["cheaters-ru"].mortgages is False and features["mega"].mortgages is True
    assert features["mega"].skyscraper_rents and not features["classic-it"].skyscraper_rents
    assert features["cheaters-ru"].setup_hotels == 1 and not features["cheaters-ru"].stations_for_sale
    assert OPTIONS["houses"].scope.test(features["mega"]) and not OPTIONS["houses"].scope.test(features["cheaters-ru"])


def test_the_values_of_an_option_are_read_once_and_the_rules_left_alone() -> None:
    rules = Rules()
    changed, given = apply_options(rules, {"go-salary": " 400 ", "speed_die": "On"})
    assert (changed.go_salary, changed.speed_die, given) == (400, True, ("go_salary", "speed_die"))
    assert rules == Rules()
    with pytest.raises(RuleOptionError) as info:
        apply_options(rules, {3: "x"})
    assert "name is text" in str(info.value)


# --------------------------------------------------------------------------- every way options come in


runner = CliRunner()


@pytest.mark.parametrize(
    "command",
    [
        ["board"],
        ["watch", "--seed", "1"],
        ["simulate", "--games", "1", "--workers", "1", "--backend", "serial"],
        ["analyze", "landing"],
        ["analyze", "rent"],
        ["play", "--players", "Ann,bot", "--seed", "1"],
    ],
)
@pytest.mark.parametrize(("option", "named"), [("sell_to_bank=true", "sell_to_bank"), ("min_raise=0", "min_raise")])
def test_every_command_taking_options_refuses_a_bad_combination_before_the_game(
    command: list[str], option: str, named: str, tmp_path: Path
) -> None:
    result = runner.invoke(app, [*command, "--edition", "classic-en", "--option", option], input="")
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and named in lines[0], result.output
    assert "error" in lines[0].lower(), result.output  # "error: ..." (play: in the player's language)


def _scenario(tmp_path: Path, options: str) -> Path:
    path = tmp_path / "bad.classic-en.yaml"
    path.write_text(
        f"name: a bad option\nedition: classic-en\nplayers: [A, B]\noptions:\n  go_salary: 300\n{options}\n"
        "actions: []\nexpect: {}\n",
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize(
    ("line", "named"),
    [("  min_raise: 0", "min_raise"), ("  sell_to_bank: true", "sell_to_bank"), ("  min-rase: 2", "min_raise")],
)
def test_a_scenario_with_a_bad_option_is_malformed_at_the_options_line(tmp_path: Path, line: str, named: str) -> None:
    path = _scenario(tmp_path, line)
    [result] = run_files([str(path)])
    assert result.malformed and not result.ok
    assert result.message.startswith(f"{path}:6: "), result.message  # the line of the option
    assert named in result.message
    code = runner.invoke(app, ["scenario", "run", str(path)])
    assert code.exit_code == 2, code.output


def _log_with_options(tmp_path: Path, options: dict[str, Any], name: str = "game.jsonl") -> Path:
    recorded = new_game("classic-en", ["A", "B"], seed=3)
    lines = list(recorded.log_lines())
    header = json.loads(lines[0])
    header["options"] = options
    path = tmp_path / name
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("options", "named"),
    [({"sell_to_bank": True}, "sell_to_bank"), ({"min_raise": 0}, "min_raise"), ({"go_salary": 1e400}, "go_salary")],
)
def test_a_log_or_save_whose_header_has_a_bad_option_set_is_refused(
    tmp_path: Path, options: dict[str, Any], named: str
) -> None:
    path = _log_with_options(tmp_path, options)
    with pytest.raises(LogError) as info:
        load_log(path)
    assert info.value.source == str(path) and info.value.line == 1
    assert named in info.value.problem
    for command in (["replay", str(path)], ["play", "--resume", str(path)]):
        result = runner.invoke(app, command, input="")
        assert result.exit_code != 0 and named in result.output and "Traceback" not in result.output, result.output


def test_an_edition_file_whose_rules_combine_badly_is_refused_at_the_rule(tmp_path: Path) -> None:
    from monopoly_engine.editions.loader import _data_dir

    doc = json.loads((_data_dir() / "classic-en.json").read_text(encoding="utf-8"))
    doc["rules"]["sell_to_bank"] = True
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(EditionError) as info:
        load_edition(str(path))
    assert info.value.place == "rules.sell_to_bank" and "mortgages" in info.value.problem
    doc["rules"]["sell_to_bank"], doc["rules"]["min_raise"] = False, 0
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(EditionError) as info:
        load_edition(str(path))
    assert info.value.place == "rules.min_raise" and "never ends" in info.value.problem


@pytest.mark.parametrize("command", [["watch", "--seed", "1"], ["play", "--players", "Ann,bot", "--seed", "1"]])
def test_an_option_given_twice_on_the_command_line_is_refused(command: list[str]) -> None:
    result = runner.invoke(
        app, [*command, "--edition", "classic-en", "-o", "go_salary=100", "-o", "go-salary=300"], input=""
    )
    assert result.exit_code == 2 and "twice" in result.output, result.output
