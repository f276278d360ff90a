"""``monopoly verify LOG``: check a web game's downloaded log against its seed and the commitment shown at the start.

A web game's seed is a ``sha256-ctr:`` key (``core.hash_random``); before the first roll every seat is shown
``SHA-256(seed:salt)``, and when the game is over the server reveals the seed (in the log's header) and the
salt. This checks both halves: the revealed seed and salt hash to the commitment, and replaying the log from the
seed gives every roll and shuffle it records (``game.replay_lines`` compares every event). Either failing means
the log is not the game the commitment was made for.
"""

from __future__ import annotations

import hmac
import json
from pathlib import Path
from typing import Annotated

import typer

from monopoly_engine.core.hash_random import commitment as commitment_of
from monopoly_engine.core.hash_random import is_hash_seed

HEADER_LIMIT = 1 << 20  # characters of the header line read to find the seed (the replay applies the log's limits)


class VerifyError(ValueError):
    """The log does not check out (the message says where)."""


def check(path: str | Path, commitment: str | None, salt: str | None) -> list[str]:
    """The lines reporting a log that checks out; ``VerifyError`` naming the first thing that does not."""
    from monopoly_engine.game import LogError, load_log

    try:
        with open(path, encoding="utf-8") as handle:
            first = handle.readline(HEADER_LIMIT)
        header = json.loads(first)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise VerifyError(f"{path}: cannot read its header: {str(exc)[:200]}") from None
    seed = header.get("seed") if isinstance(header, dict) else None
    if seed is None:
        raise VerifyError(f"{path}: the log records no seed (a seat's copy): download the whole log after the game")
    if not is_hash_seed(seed):
        raise VerifyError(f"{path}: the seed is not a sha256-ctr seed, so no commitment was made for it")
    lines = []
    if commitment is not None:
        if salt is None:
            raise VerifyError("--commitment needs --salt (both are on the game-over page)")
        if not hmac.compare_digest(commitment_of(seed, salt).encode(), commitment.strip().lower().encode()):
            raise VerifyError("the log's seed and the salt do not hash to the commitment: not the game committed to")
        lines.append(f"Commitment {commitment.strip().lower()}: matches the seed and salt")
    try:
        recorded = load_log(path)
    except LogError as exc:
        raise VerifyError(f"the log does not follow from its seed: {exc}") from None
    rolls = len(recorded.history)
    lines.append(f"Every roll and shuffle of {rolls} actions follows from the seed: the log is the game played")
    return lines


def verify(
    log: Annotated[Path, typer.Argument(help="A web game's log, downloaded after the game (monopoly-ROOM.jsonl).")],
    commitment: Annotated[str | None, typer.Option(help="The commitment the room showed at the start.")] = None,
    salt: Annotated[str | None, typer.Option(help="The salt revealed on the game-over page.")] = None,
) -> None:
    """Check that a web game's log follows from its revealed seed and matches the commitment shown at the start."""
    try:
        lines = check(log, commitment, salt)
    except VerifyError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    typer.echo("\n".join(lines))
