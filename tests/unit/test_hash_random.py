"""The hash-based random source of web games, their commitment and ``monopoly verify``."""

from __future__ import annotations

import collections
import json
import random

import pytest
from typer.testing import CliRunner

from monopoly_engine.cli import app
from monopoly_engine.core import SeededRandom
from monopoly_engine.core.dice import SPEED_FACES
from monopoly_engine.core.hash_random import (
    PREFIX,
    HashRandom,
    commitment,
    is_hash_seed,
    new_hash_seed,
    source_for,
)
from monopoly_engine.game import LogError, new_game, replay_lines

SEED = PREFIX + "00" * 31 + "07"


def test_a_new_seed_is_256_bits_from_the_os_and_never_the_same():
    seeds = {new_hash_seed() for _ in range(50)}
    assert len(seeds) == 50
    for seed in seeds:
        assert is_hash_seed(seed) and len(bytes.fromhex(seed[len(PREFIX) :])) == 32


def test_the_same_key_gives_the_same_outcomes_and_another_key_others():
    a, b, c = HashRandom(SEED), HashRandom(SEED), HashRandom(new_hash_seed())
    draws = [a.roll(2) for _ in range(100)]
    assert draws == [b.roll(2) for _ in range(100)]
    assert draws != [c.roll(2) for _ in range(100)]


def test_the_first_block_is_sha256_of_the_key_and_counter_zero():
    import hashlib

    key = bytes.fromhex(SEED[len(PREFIX) :])
    block = hashlib.sha256(key + (0).to_bytes(8, "big")).digest()
    expected = [b % 6 + 1 for b in block if b < 252][:10]  # rejection sampling: 252 = 6 * 42
    source = HashRandom(SEED)
    assert [source.roll(1)[0] for _ in range(10)] == expected


def test_every_face_is_as_likely():
    source = HashRandom(SEED)
    counts = collections.Counter(source.roll(1)[0] for _ in range(60000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    # chi-square with 5 degrees of freedom: above 20.5 one time in a thousand for a fair die
    chi2 = sum((n - 10000) ** 2 / 10000 for n in counts.values())
    assert chi2 < 20.5, counts
    assert {source.roll_speed() for _ in range(200)} == set(SPEED_FACES)


def test_a_shuffle_is_an_order_and_every_first_card_is_as_likely():
    source = HashRandom(SEED)
    firsts = collections.Counter()
    for _ in range(4000):
        order = source.shuffle(16)
        assert sorted(order) == list(range(16))
        firsts[order[0]] += 1
    assert len(firsts) == 16 and min(firsts.values()) > 180 and max(firsts.values()) < 320  # 250 each expected


def test_a_clone_goes_on_with_the_same_outcomes():
    source = HashRandom(SEED)
    source.roll(3)  # part of a block used
    twin = source.clone()
    assert [source.roll(2) for _ in range(50)] + [source.shuffle(20)] == [twin.roll(2) for _ in range(50)] + [
        twin.shuffle(20)
    ]


@pytest.mark.parametrize("bad", ["sha256-ctr:xyz", "sha256-ctr:" + "00" * 31, "mt:" + "00" * 32])
def test_a_malformed_hash_seed_is_refused(bad):
    with pytest.raises(ValueError, match="seed"):
        HashRandom(bad)


def test_other_seeds_keep_the_mersenne_twister():
    assert type(source_for(7)) is SeededRandom and type(source_for("seven")) is SeededRandom
    assert source_for(7).roll(2) == SeededRandom(7).roll(2)
    assert type(source_for(SEED)) is HashRandom


def test_a_game_with_a_hash_seed_replays_from_its_log_and_a_tampered_roll_is_refused():
    record = new_game("classic-en", ["Ann", "Bob"], seed=SEED)
    game = record.game
    rng = random.Random(1)
    for _ in range(60):
        if game.is_over:
            break
        record.play(rng.choice(game.legal_actions()))
    lines = list(record.log_lines())
    again = replay_lines(lines)
    assert again.history == record.history
    index = next(i for i, line in enumerate(lines) if '"dice"' in line and i > 0)
    entry = json.loads(lines[index])
    for event in entry["events"]:
        if "dice" in event:
            event["dice"] = [7 - d for d in event["dice"]]
            break
    lines[index] = json.dumps(entry)
    with pytest.raises(LogError):
        replay_lines(lines)


def test_verify_checks_the_commitment_and_every_roll(tmp_path):
    record = new_game("classic-en", ["Ann", "Bob"], seed=SEED)
    rng = random.Random(2)
    for _ in range(40):
        record.play(rng.choice(record.game.legal_actions()))
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(record.log_lines()) + "\n")
    salt = "ab" * 16
    made = commitment(SEED, salt)
    ok = CliRunner().invoke(app, ["verify", str(path), "--commitment", made, "--salt", salt])
    assert ok.exit_code == 0 and "matches" in ok.output and "follows from the seed" in ok.output
    wrong_salt = CliRunner().invoke(app, ["verify", str(path), "--commitment", made, "--salt", "cd" * 16])
    assert wrong_salt.exit_code == 1 and "do not hash to the commitment" in wrong_salt.output
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    header["seed"] = new_hash_seed()  # another seed: neither the commitment nor the setup follows
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    assert CliRunner().invoke(app, ["verify", str(path)]).exit_code == 1
    header["seed"] = 7  # a simulation's seed: no commitment could have been made
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    refused = CliRunner().invoke(app, ["verify", str(path)])
    assert refused.exit_code == 1 and "not a sha256-ctr seed" in refused.output
