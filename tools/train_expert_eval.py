"""Regenerate the Expert player's position models (``sanjuan/ai/expert_eval.json`` for 2
players, ``expert_eval_3p.json`` and ``expert_eval_4p.json``).

Plays ``--games`` games of ``--players`` (2 by default; edition ``--edition``, classic by
default) with the fast rollout policy (:class:`sanjuan.ai.rollout.FastPolicy`) in every
seat, a small share ``--explore`` of role and build choices made at random so that the
positions vary; records at every role choice each seat's model inputs against each other
seat (:func:`sanjuan.ai.evaluation.model_inputs`) and whether that seat finished ahead of
it by the rules' ranking (RULES.md 2.3: VP, then hand cards + goods; a full tie ½; with
2 players: whether it won);
fits a logistic regression without intercept (the inputs are differences, so the model
is symmetric) by Newton's method with a small L2 penalty. Same ``--seed`` = same weights.
``--policy hard`` has Hard players (``--iterations`` simulations each) play the games
instead, in ``--jobs`` processes (the same weights for any number).

Usage: ``python tools/train_expert_eval.py [--games 6000] [--seed 1] [--players 2]
[--policy fast|hard] [--iterations 40] [--jobs 1] [--out PATH]`` (about a minute on one
core for 2 players; the default ``--out`` is the weights file of that player count,
:func:`sanjuan.ai.evaluation.weights_file`). Needs NumPy (a dependency through pyqtgraph).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sanjuan.ai.evaluation import FEATURES, FORMAT, model_inputs, weights_file
from sanjuan.ai.rollout import FastPolicy, RolloutPolicy
from sanjuan.rules.actions import Action, Build
from sanjuan.rules.decisions import Decision, DecisionKind
from sanjuan.rules.ending import MAX_ROUNDS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score
from sanjuan.rules.state import GameState, Options


def explore_step(s: GameState, d: Decision, policy: RolloutPolicy, rng: random.Random,
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


def play(seed: int, rng: random.Random, explore: float, edition: str,
         players: int = 2, policy: RolloutPolicy | None = None
         ) -> tuple[list[list[float]], list[float]]:
    """One self-play game of ``players`` from ``seed``, moves by ``policy`` (the fast
    rollout policy if None) explored by :func:`explore_step`: (inputs, labels) of its
    role-choice positions, one row per ordered pair of seats; none for a game stopped
    unfinished after :data:`MAX_ROUNDS` rounds (a 4-player deck can run dry with nobody
    able to build)."""
    s = new_game(Options(players, edition, False, seed), log=False)
    mover = policy or FastPolicy()
    xs: list[list[float]] = []
    pairs: list[tuple[int, int]] = []
    while not s.over:
        d = s.decision
        assert d is not None
        if s.round > MAX_ROUNDS:
            return [], []
        if d.kind is DecisionKind.CHOOSE_ROLE:
            for q in range(players):
                for r in range(players):
                    if q != r:
                        xs.append(model_inputs(s, q, r))
                        pairs.append((q, r))
        explore_step(s, d, mover, rng, explore)
    final = [(b.total, b.tiebreak) for b in score(s)]
    return xs, [1.0 if final[q] > final[r] else 0.5 if final[q] == final[r] else 0.0
                for q, r in pairs]


class HardSeats:
    """A policy whose every seat is a Hard player (:class:`sanjuan.ai.hard.HardPlayer`
    with ``iterations`` simulations, seeded from ``seed``) that sees only its own
    observation."""

    def __init__(self, seed: int, players: int, iterations: int) -> None:
        from sanjuan.ai.hard import HardPlayer

        self.seats = [HardPlayer(seed * 7 + q, iterations=iterations, max_seconds=60.0)
                      for q in range(players)]

    def decide(self, s: GameState, d: Decision) -> Action:
        """The deciding seat's Hard player's choice."""
        return self.seats[d.seat].choose(observe(s, d.seat))


def play_searched(seed: int, explore: float, edition: str, players: int,
                  iterations: int) -> tuple[list[list[float]], list[float]]:
    """:func:`play` with :class:`HardSeats` in every seat, so that the positions and
    outcomes are those of searched play rather than of the play-out policy; the
    explored moves drawn from ``Random(seed)``. Same seed = same game."""
    return play(seed, random.Random(seed), explore, edition, players,
                HardSeats(seed, players, iterations))


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
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--out", default=None)
    ap.add_argument("--policy", choices=("fast", "hard"), default="fast",
                    help="who plays the games: the play-out policy, or Hard players")
    ap.add_argument("--iterations", type=int, default=40,
                    help="the Hard players' simulations per decision (--policy hard)")
    ap.add_argument("--jobs", type=int, default=1, help="processes (--policy hard)")
    args = ap.parse_args()
    out = args.out or str(weights_file(args.players))
    rng = random.Random(args.seed)
    # one array per game: Python lists of every 4-player position would not fit in memory
    xs: list[np.ndarray] = []
    ys: list[np.ndarray] = []
    game_of: list[np.ndarray] = []
    games: Iterable[tuple[list[list[float]], list[float]]]
    if args.policy == "hard":
        jobs = [(args.seed * 1_000_003 + g, args.explore, args.edition, args.players,
                 args.iterations) for g in range(args.games)]
        if args.jobs > 1:
            from multiprocessing import Pool

            with Pool(args.jobs) as pool:
                games = pool.starmap(play_searched, jobs, chunksize=4)
        else:
            games = (play_searched(*j) for j in jobs)
    else:  # lazily, one game at a time, from the shared generator in game order
        games = (play(args.seed * 1_000_003 + g, rng, args.explore, args.edition,
                      args.players) for g in range(args.games))
    for g, (x, y) in enumerate(games):
        xs.append(np.array(x).reshape(len(y), 2 * len(FEATURES)))
        ys.append(np.array(y))
        game_of.append(np.full(len(y), g))
    x_all, y_all, gid = np.concatenate(xs), np.concatenate(ys), np.concatenate(game_of)
    test = gid % 10 == 0
    w = fit(x_all[~test], y_all[~test], args.l2)
    p = 1.0 / (1.0 + np.exp(-x_all[test] @ w))
    acc = float(np.mean((p > 0.5) == (y_all[test] > 0.5)))
    yt = y_all[test]
    ll = float(-np.mean(yt * np.log(p + 1e-12) + (1 - yt) * np.log(1 - p + 1e-12)))
    w = fit(x_all, y_all, args.l2)
    data = {"format": FORMAT, "features": list(FEATURES), "inputs": "diff, diff*progress",
            "seed": args.seed, "edition": args.edition, "players": args.players,
            "games": args.games,
            "explore": args.explore, "l2": args.l2, "policy": args.policy,
            **({"iterations": args.iterations} if args.policy == "hard" else {}),
            "held_out_accuracy": round(acc, 4), "held_out_log_loss": round(ll, 4),
            "weights": [round(float(v), 6) for v in w]}
    Path(out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"{len(y_all)} positions; held-out accuracy {acc:.3f}, log loss {ll:.3f}; -> {out}")


if __name__ == "__main__":
    main()
