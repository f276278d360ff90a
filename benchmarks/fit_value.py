"""Fits the ``expert`` bot's learned value (``agents.learned_value``) and checks its calibration. Run on demand:

    PYTHONPATH=src python benchmarks/fit_value.py [--games 600] [--four-player 0.3] [--edition classic-en]
        [--seed 1] [--perturb 0.2] [--ridge 1.0] [--holdout 5] [--out FILE] [--json]

DATA: ``--games`` seeded games of heuristic bots, heads-up and (a ``--four-player`` share of them) 4-player, each
bot's parameters perturbed as the search's rollouts perturb them (``agents.search.perturbed``, within 1 +-
``--perturb``), played to their end or the 500-round limit. At the start of every round the features of every
seat (``learned_value.features``) are recorded; the label is the game's result (the winner's seat; a draw at the
round limit shares the win among the seats still in). Every ``--holdout``-th block of ten games is held out of the fit.

FIT: a conditional logit over the seats (``learned_value``'s model), by Newton's method on the log-likelihood of
the labels with a ridge of ``--ridge`` on the weights, on the other games' positions.

CHECK: on the held-out games' positions, the log loss (nats per position, of the winner's predicted chance) and
the accuracy (the seat with the highest chance won), of the model and of the net-worth share used as the chance
(what the search's rollouts used at their horizon before), overall and by the rounds left in the game.

``--out`` writes the weights with the features' names and the figures (the package's ``value_weights.json``
is written by ``--out src/monopoly_engine/agents/value_weights.json``). Not collected by pytest.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

import numpy as np

from monopoly_engine.agents import make_agent
from monopoly_engine.agents.learned_value import FEATURES, features
from monopoly_engine.agents.runner import Table
from monopoly_engine.agents.search import net_worth, perturbed
from monopoly_engine.game import new_game

MAX_ROUNDS = 500  # the simulations' round limit


def label(winners: list[int], players: int) -> list[float]:
    """The result as each seat's share of the win."""
    share = 1.0 / len(winners)
    return [share if s in winners else 0.0 for s in range(players)]


def collect(args: argparse.Namespace) -> list[dict[str, object]]:
    """Every game's positions with its label, its players and whether it is held out."""
    games = []
    for g in range(args.games):
        players = 4 if g % 10 < round(10 * args.four_player) else 2
        seed = args.seed + g
        game = new_game(args.edition, [f"p{i}" for i in range(players)], seed=seed).game
        draw = random.Random(seed)
        bots = [make_agent("heuristic", perturbed(draw, args.perturb) or None) for _ in range(players)]
        table = Table(game, bots, draw)
        state = game.state
        positions = []
        seen = -1
        while not state.over and state.rounds < MAX_ROUNDS:
            if state.rounds != seen:
                seen = state.rounds
                rows = [None if p.bankrupt else features(game, s) for s, p in enumerate(state.players)]
                worth = [net_worth(game, s) for s in range(players)]
                positions.append((seen, rows, worth))
            table.step()
        if state.over and state.winner >= 0:
            winners = [state.winner]
        elif state.over and state.winners:
            winners = list(state.winners)
        else:
            winners = [s for s, p in enumerate(state.players) if not p.bankrupt]
        games.append(
            {
                "players": players,
                "positions": positions,
                "label": label(winners, players),
                "end": state.rounds,
                "held_out": (g // 10) % args.holdout == args.holdout - 1,  # whole blocks of ten: both formats
            }
        )
        if not args.json and (g + 1) % 50 == 0:
            print(f"  {g + 1} games played", file=sys.stderr)
    return games


def arrays(games: list[dict[str, object]]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """X (positions, 4 seats, features), mask (live seats), Y (labels), net-worth share, rounds left."""
    xs, masks, ys, shares, left = [], [], [], [], []
    d = len(FEATURES)
    for game in games:
        label_row = game["label"]
        for rounds, rows, worth in game["positions"]:  # type: ignore[attr-defined]
            x = np.zeros((4, d))
            m = np.zeros(4, dtype=bool)
            y = np.zeros(4)
            share = np.zeros(4)
            total = sum(worth)
            for s, row in enumerate(rows):
                if row is not None:
                    x[s] = row
                    m[s] = True
                y[s] = label_row[s]  # type: ignore[index]
                share[s] = worth[s] / total if total > 0 else 0.0
            if not (y * m).sum() > 0:
                continue  # the label's winners are all bankrupt here (cannot be): skip
            y = y * m / (y * m).sum()
            xs.append(x)
            masks.append(m)
            ys.append(y)
            shares.append(share)
            left.append(game["end"] - rounds)  # type: ignore[operator]
    return np.array(xs), np.array(masks), np.array(ys), np.array(shares), np.array(left)


def chances(w: np.ndarray, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    scores = np.where(mask, x @ w, -np.inf)
    scores = scores - scores.max(axis=1, keepdims=True)
    e = np.exp(scores)
    return e / e.sum(axis=1, keepdims=True)


def fit(x: np.ndarray, mask: np.ndarray, y: np.ndarray, ridge: float) -> np.ndarray:
    """The conditional logit's weights by Newton's method (the log-likelihood is concave: a few steps)."""
    d = x.shape[2]
    w = np.zeros(d)
    for _ in range(50):
        p = chances(w, x, mask)
        xm = x * mask[:, :, None]
        grad = np.einsum("ns,nsd->d", y - p, xm) - ridge * w
        mean = np.einsum("ns,nsd->nd", p, xm)
        hess = np.einsum("ns,nsd,nse->de", p, xm, xm) - np.einsum("nd,ne->de", mean, mean) + ridge * np.eye(d)
        step = np.linalg.solve(hess, grad)
        w = w + step
        if np.abs(step).max() < 1e-9:
            break
    return w


def scores(p: np.ndarray, y: np.ndarray, mask: np.ndarray) -> tuple[float, float]:
    """Log loss (cross-entropy of the labels, nats per position) and accuracy (the likeliest seat won)."""
    p = np.clip(np.where(mask, p, 0.0), 1e-6, 1.0)
    p = p / p.sum(axis=1, keepdims=True)
    loss = float(-(y * np.log(p)).sum(axis=1).mean())
    picked = np.where(mask, p, -1).argmax(axis=1)
    accuracy = float(y[np.arange(len(y)), picked].mean())
    return loss, accuracy


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--four-player", type=float, default=0.3)
    parser.add_argument("--edition", default="classic-en")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--perturb", type=float, default=0.2)
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--holdout", type=int, default=5)
    parser.add_argument("--out", default="")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = collect(args)
    train = [g for g in games if not g["held_out"]]
    test = [g for g in games if g["held_out"]]
    x, mask, y, _, _ = arrays(train)
    w = fit(x, mask, y, args.ridge)
    tx, tmask, ty, tshare, tleft = arrays(test)
    figures: dict[str, object] = {"positions": {"fit": len(x), "held_out": len(tx)}}
    pm, ps = chances(w, tx, tmask), tshare
    rows = {}
    for name, keep in (
        ("all", np.ones(len(tx), dtype=bool)),
        ("heads-up", tmask.sum(axis=1) == 2),
        ("rounds left <= 10", tleft <= 10),
        ("rounds left 11-30", (tleft > 10) & (tleft <= 30)),
        ("rounds left > 30", tleft > 30),
    ):
        if keep.any():
            fitted = scores(pm[keep], ty[keep], tmask[keep])
            share = scores(ps[keep], ty[keep], tmask[keep])
            rows[name] = {
                "positions": int(keep.sum()),
                "model_log_loss": round(fitted[0], 4),
                "model_accuracy": round(fitted[1], 4),
                "net_worth_log_loss": round(share[0], 4),
                "net_worth_accuracy": round(share[1], 4),
            }
    figures["held_out"] = rows
    command = "PYTHONPATH=src python benchmarks/fit_value.py " + " ".join(argv if argv is not None else sys.argv[1:])
    model = {
        "features": list(FEATURES),
        "weights": [round(float(v), 6) for v in w],
        "fitted_by": command,
        "games": {"all": len(games), "held_out": len(test), "edition": args.edition},
        "figures": figures,
    }
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            json.dump(model, out, indent=1)
            out.write("\n")
    if args.json:
        print(json.dumps(model))
    else:
        print(f"{len(games)} games ({len(test)} held out), {len(x)} positions fitted, {len(tx)} held out")
        for name, value in zip(FEATURES, w, strict=True):
            print(f"  {name:>10} {value:+.4f}")
        for name, row in rows.items():
            print(
                f"  {name:>18}: {row['positions']:>6} positions, log loss {row['model_log_loss']} (net worth "
                f"{row['net_worth_log_loss']}), accuracy {row['model_accuracy']} ({row['net_worth_accuracy']})"
            )
    return 0 if all(math.isfinite(v) for v in w) else 1


if __name__ == "__main__":
    raise SystemExit(main())
