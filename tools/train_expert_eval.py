"""Regenerate ``sanjuan/ai/expert_eval.json``, the Expert player's position model.

Plays ``--games`` 2-player games (edition ``--edition``, classic by default) with
the fast rollout policy (:class:`sanjuan.ai.rollout.FastPolicy`) in both seats, a small
share ``--explore`` of role and build choices made at random so that the positions vary;
records at every role choice each seat's model inputs against the other
(:func:`sanjuan.ai.evaluation.model_inputs`) and whether that seat won (a shared win ½);
fits a logistic regression without intercept (the inputs are differences, so the model
is symmetric) by Newton's method with a small L2 penalty. Same ``--seed`` = same weights.

Usage: ``python tools/train_expert_eval.py [--games 6000] [--seed 1] [--out PATH]``
(about a minute on one core). Needs NumPy (a dependency through pyqtgraph).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sanjuan.ai.evaluation import FEATURES, FORMAT, WEIGHTS_FILE, model_inputs
from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.actions import Build
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options


def explore_step(s: GameState, d: Decision, policy: FastPolicy, rng: random.Random,
                 explore: float) -> None:
    """Apply one move of exploring self-play to ``s`` (decision ``d``): with probability
    ``explore`` a random role (role choice) or a random build (builder phase), else the
    play-out policy's move. Draws from ``rng`` in a fixed order, so a seed gives the same
    games (and weights) every time; shared by both training scripts."""
    if d.kind is DecisionKind.CHOOSE_ROLE and rng.random() < explore:
        apply(s, rng.choice(d.options))
        return
    if d.kind is DecisionKind.BUILD and rng.random() < explore:
        opts = [Build(o.card, o.replace) for o in d.options]
        if opts:
            apply(s, rng.choice(opts))
            return
    apply(s, policy.decide(s, d))


def play(seed: int, rng: random.Random, explore: float,
         edition: str) -> tuple[list[list[float]], list[float]]:
    """One self-play game from ``seed``: (inputs, labels) of its role-choice positions."""
    s = new_game(Options(2, edition, False, seed), log=False)
    policy = FastPolicy()
    xs: list[list[float]] = []
    seats: list[int] = []
    while not s.over:
        d = s.decision
        assert d is not None
        if d.kind is DecisionKind.CHOOSE_ROLE:
            for q in (0, 1):
                xs.append(model_inputs(s, q, 1 - q))
                seats.append(q)
        explore_step(s, d, policy, rng, explore)
    won = winners(score(s))
    return xs, [1.0 / len(won) if q in won else 0.0 for q in seats]


def fit(x: np.ndarray, y: np.ndarray, l2: float, steps: int = 30) -> np.ndarray:
    """Logistic regression weights (no intercept) by Newton's method."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def main() -> None:
    """Train and write the weights; print the fit's accuracy on held-out games."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--explore", type=float, default=0.05)
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--out", default=str(WEIGHTS_FILE))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    xs: list[list[float]] = []
    ys: list[float] = []
    game_of: list[int] = []
    for g in range(args.games):
        x, y = play(args.seed * 1_000_003 + g, rng, args.explore, args.edition)
        xs += x
        ys += y
        game_of += [g] * len(x)
    x_all, y_all, gid = np.array(xs), np.array(ys), np.array(game_of)
    test = gid % 10 == 0
    w = fit(x_all[~test], y_all[~test], args.l2)
    p = 1.0 / (1.0 + np.exp(-x_all[test] @ w))
    acc = float(np.mean((p > 0.5) == (y_all[test] > 0.5)))
    yt = y_all[test]
    ll = float(-np.mean(yt * np.log(p + 1e-12) + (1 - yt) * np.log(1 - p + 1e-12)))
    w = fit(x_all, y_all, args.l2)
    data = {"format": FORMAT, "features": list(FEATURES), "inputs": "diff, diff*progress",
            "seed": args.seed, "edition": args.edition, "games": args.games,
            "explore": args.explore, "l2": args.l2,
            "held_out_accuracy": round(acc, 4), "held_out_log_loss": round(ll, 4),
            "weights": [round(float(v), 6) for v in w]}
    Path(args.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"{len(ys)} positions; held-out accuracy {acc:.3f}, log loss {ll:.3f}; -> {args.out}")


if __name__ == "__main__":
    main()
