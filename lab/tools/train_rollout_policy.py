"""Regenerate ``lab/ai/rollout_roles.json``: play-out role choices distilled from the
Expert's search (:mod:`lab.ai.distilled`).

1. Positions: ``--games`` 2-player games (classic and 2018 + expansion alternately) with
   the fast rollout policy in both seats, a share ``--explore`` of its choices made at
   random so that positions vary. At a share ``--label`` of the role choices with more
   than one option, the Expert as shipped (no time cap) chooses on the chooser's
   observation; the row is every option's :func:`~lab.ai.distilled.role_features`
   (on the full state, as a play-out sees it) and the index of Expert's choice.
2. Fit: a conditional logit (softmax over the options of a position) by gradient descent
   with a little L2, starting from FastPolicy's own rule; every fifth game is held out,
   and the share of held-out positions where the top option is Expert's choice is
   printed for FastPolicy's rule and for the fit. Then written as JSON.

Same ``--seed`` and arguments = same rows and weights (the labels come from seeded
searches with no time cap). ``--data`` keeps the rows (JSON lines) to refit without
playing again (``--fit-only``).

Usage: ``nice -n 19 python lab/tools/train_rollout_policy.py [--games 90] [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: sanjuan, lab

from lab.ai.distilled import (
    FEATURE_NAMES,
    FORMAT,
    N_FEATURES,
    ROLE_FILE,
    baseline_weights,
    role_features,
)
from sanjuan.ai.expert import ExpertPlayer
from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options

NO_CAP = 1e9
MAX_ROUNDS = 60
EDITIONS = ("classic", "2018-expansion")


def collect(args: tuple[int, int, float, float]) -> list[dict[str, object]]:
    """The rows of game ``g`` (seed ``seed * 100_000 + g``)."""
    g, seed, explore, label = args
    game_seed = seed * 100_000 + g
    rng = random.Random(game_seed)
    f = FastPolicy()
    s = new_game(Options(2, EDITIONS[g % 2], seed=game_seed), log=False)
    rows: list[dict[str, object]] = []
    while not s.over and s.round <= MAX_ROUNDS:
        d = s.decision
        assert d is not None
        if d.kind is DecisionKind.CHOOSE_ROLE and len(d.options) > 1 and rng.random() < label:
            expert = ExpertPlayer(game_seed * 64 + len(rows), max_seconds=NO_CAP)
            choice = expert.choose(observe(s, d.seat))
            rows.append({"game": g, "y": d.options.index(choice),
                         "x": role_features(f, s, d)})
        apply(s, d.sample(rng) if rng.random() < explore else f.decide(s, d))
    return rows


def fit(rows: list[dict[str, object]], w0: np.ndarray, l2: float, epochs: int,
        lr: float) -> np.ndarray:
    """Conditional-logit weights by full-batch gradient descent (Adam), from ``w0``."""
    xs = [np.asarray(r["x"], dtype=np.float64) for r in rows]
    ys = [int(r["y"]) for r in rows]  # type: ignore[call-overload]
    w = w0.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for t in range(1, epochs + 1):
        grad = l2 * (w - w0)
        for x, y in zip(xs, ys, strict=True):
            z = x @ w
            p = np.exp(z - z.max())
            p /= p.sum()
            grad += (x.T @ p - x[y]) / len(xs)
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= lr * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
    return w


def agreement(rows: list[dict[str, object]], w: np.ndarray) -> float:
    """Share of rows whose best-scored option (first of equals) is the label."""
    hits = 0
    for r in rows:
        z = np.asarray(r["x"], dtype=np.float64) @ w
        hits += int(int(np.argmax(z)) == r["y"])
    return hits / max(1, len(rows))


def main() -> None:
    """Collect, fit, print held-out agreement, write the weights."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=90)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--explore", type=float, default=0.15)
    ap.add_argument("--label", type=float, default=0.5)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--l2", type=float, default=0.01)
    ap.add_argument("--epochs", type=int, default=300)
    ap.add_argument("--lr", type=float, default=0.03)
    ap.add_argument("--data", type=Path, default=None, help="JSON-lines file of the rows")
    ap.add_argument("--fit-only", action="store_true", help="read the rows from --data")
    ap.add_argument("--out", type=Path, default=ROLE_FILE)
    args = ap.parse_args()
    start = time.time()
    if args.fit_only:
        assert args.data is not None
        rows = [json.loads(line) for line in args.data.read_text().splitlines() if line]
    else:
        todo = [(g, args.seed, args.explore, args.label) for g in range(args.games)]
        rows = []
        sink = None if args.data is None else args.data.open("w", encoding="utf-8")
        with Pool(max(1, args.jobs)) as pool:
            # Rows are written as games finish (a long run can be fitted part-way with
            # --fit-only); sorted by game before the fit, so the order does not matter.
            for part in pool.imap_unordered(collect, todo, chunksize=1):
                rows += part
                if sink is not None:
                    sink.write("".join(json.dumps(r) + "\n" for r in part))
                    sink.flush()
        if sink is not None:
            sink.close()
        print(f"{len(rows)} positions from {args.games} games in {time.time() - start:.0f} s")
    rows.sort(key=lambda r: (r["game"], json.dumps(r["x"]), r["y"]))
    train = [r for r in rows if int(r["game"]) % 5]  # type: ignore[call-overload]
    held = [r for r in rows if not int(r["game"]) % 5]  # type: ignore[call-overload]
    w0 = np.asarray(baseline_weights(2))
    w = fit(train, w0, args.l2, args.epochs, args.lr)
    print(f"held-out positions: {len(held)}; top option = Expert's choice: FastPolicy "
          f"{agreement(held, w0):.1%}, fitted {agreement(held, w):.1%} (training: "
          f"{agreement(train, w0):.1%} → {agreement(train, w):.1%})")
    doc = {"format": FORMAT, "features": list(FEATURE_NAMES),
           "weights": [round(float(x), 6) for x in w],
           "trained": {"games": args.games, "seed": args.seed, "explore": args.explore,
                       "label": args.label, "l2": args.l2, "epochs": args.epochs,
                       "positions": len(rows)}}
    assert len(doc["weights"]) == N_FEATURES  # type: ignore[arg-type]
    args.out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({time.time() - start:.0f} s)")


if __name__ == "__main__":
    main()
