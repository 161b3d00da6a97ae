"""Regenerate ``lab/ai/expert_net.json``, the Expert player's value network.

1. Self-play: ``--games`` games (2 players in half of them, 3 and 4 in a quarter each;
   classic and 2018 + expansion alternately) with the fast rollout policy
   (:class:`sanjuan.ai.rollout.FastPolicy`) in every seat, a share ``--explore`` of role
   and build choices made at random so that the positions vary.
2. Positions: at every role choice, for every ordered pair of seats (a, b) the network
   input :func:`lab.ai.valuenet.pair_inputs` and the Monte Carlo target — 1 if a
   finished ahead of b (2 players: a won; more: more VP), ½ for a tie, else 0.
3. Fit: an MLP (``--hidden``, ReLU) whose output difference g(a, b) − g(b, a) is the
   logit of the target, by Adam on the cross-entropy with a little L2, ``--epochs``
   passes; every tenth game is held out and its log loss is printed (and that of the
   logistic model of :mod:`sanjuan.ai.evaluation` on the same 2-player positions, for
   comparison). Then written as JSON.

Same ``--seed`` and arguments = same weights (NumPy's generator, one thread). On this
2-core machine the defaults took 266 s with ``--jobs 2`` (load 3–8).

Usage: ``python lab/tools/train_expert_net.py [--games 40000] [--seed 1] [--jobs 2] [--out PATH]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: sanjuan, lab
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))  # train_expert_eval

from train_expert_eval import explore_step  # a script of tools/, not a package

from lab.ai.valuenet import (
    INPUT_SIZE,
    NET_FILE,
    ValueNet,
    game_encoding,
    pair_inputs,
    seat_encoding,
)
from sanjuan.ai.evaluation import load_weights, model_inputs
from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import new_game
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import Options

#: Games still running after this many rounds are dropped (they would never end).
MAX_ROUNDS = 60


def players_of(g: int) -> int:
    """Player count of game number ``g``: 2, 2, 3, 4, 2, 2, 3, 4, …"""
    return (2, 2, 3, 4)[g % 4]


def play(seed: int, players: int, edition: str, rng: random.Random, explore: float,
         keep_share: float) -> tuple[list[list[float]], list[float], list[list[float]]]:
    """One self-play game: (inputs, targets, logistic-model inputs for 2 players) of a
    share ``keep_share`` of its role choices (all ordered pairs of seats of each)."""
    s = new_game(Options(players, edition, False, seed), log=False)
    policy = FastPolicy()
    xs: list[list[float]] = []
    pairs: list[tuple[int, int]] = []
    logit_x: list[list[float]] = []
    while not s.over:
        if s.round > MAX_ROUNDS:  # a stalled game (nobody builds): no targets from it
            return [], [], []
        d = s.decision
        assert d is not None
        if d.kind is DecisionKind.CHOOSE_ROLE:
            enc = {q: seat_encoding(s, q) for q in range(players)}
            game = game_encoding(s)
            keep = rng.random() < keep_share
            for a in range(players):
                for b in range(players):
                    if a != b and keep:
                        xs.append(pair_inputs(s, a, b, enc, game))
                        pairs.append((a, b))
                        if players == 2:
                            logit_x.append(model_inputs(s, a, b))
        explore_step(s, d, policy, rng, explore)
    sc = score(s)
    won = winners(sc)
    ys = []
    for a, b in pairs:
        if players == 2:
            ys.append(1.0 if won == (a,) else 0.0 if won == (b,) else 0.5)
        else:
            ta, tb = sc[a].total, sc[b].total
            ys.append(1.0 if ta > tb else 0.0 if ta < tb else 0.5)
    return xs, ys, logit_x


def generate(args: argparse.Namespace, first: int, count: int) -> tuple:
    """Games ``first … first + count - 1``: (inputs, targets, game ids, logistic inputs,
    their game ids)."""
    rng = random.Random(args.seed * 7919 + first)
    xs: list[list[float]] = []
    ys: list[float] = []
    gid: list[int] = []
    lx: list[list[float]] = []
    lgid: list[int] = []
    for g in range(first, first + count):
        if g % 2000 == 0:
            print(f"  game {g} ({time.process_time():.0f} s CPU)", flush=True)
        edition = ("classic", "2018-expansion")[(g // 4) % 2]
        x, y, logit_x = play(args.seed * 1_000_003 + g, players_of(g), edition, rng,
                             args.explore, args.keep)
        xs += x
        ys += y
        gid += [g] * len(x)
        lx += logit_x
        lgid += [g] * len(logit_x)
    f32 = np.float32
    return (np.array(xs, dtype=f32).reshape(-1, INPUT_SIZE), np.array(ys, dtype=f32),
            np.array(gid), np.array(lx, dtype=f32).reshape(-1, 18), np.array(lgid))


def _gen_chunk(job: tuple) -> tuple:
    args, first, count = job
    return generate(args, first, count)


def forward(layers: list[list[np.ndarray]], x: np.ndarray) -> tuple[list[np.ndarray], np.ndarray]:
    """Hidden activations and output scores of the MLP for rows ``x``."""
    acts = [x]
    h = x
    for i, (w, b) in enumerate(layers):
        h = h @ w + b
        if i < len(layers) - 1:
            h = np.maximum(h, 0.0)
        acts.append(h)
    return acts, h[:, 0]


def backward(layers: list[list[np.ndarray]], acts: list[np.ndarray],
             grad_out: np.ndarray) -> list[list[np.ndarray]]:
    """Gradients of the layers given d(loss)/d(score) per row."""
    grads: list[list[np.ndarray]] = [[np.empty(0), np.empty(0)] for _ in layers]
    g = grad_out[:, None]
    for i in range(len(layers) - 1, -1, -1):
        w, _ = layers[i]
        grads[i] = [acts[i].T @ g, g.sum(axis=0)]
        if i:
            g = (g @ w.T) * (acts[i] > 0)
    return grads


def swap(x: np.ndarray, seat: int, game: int) -> np.ndarray:
    """The inputs with the two seats' encodings exchanged (b against a)."""
    return np.concatenate([x[:, seat:2 * seat], x[:, :seat], x[:, 2 * seat:]], axis=1)


def loss_and_logit(layers: list[Any], xa: np.ndarray, xb: np.ndarray) -> tuple:
    """Forward passes of both orderings; returns (acts a, acts b, logit)."""
    acts_a, ga = forward(layers, xa)
    acts_b, gb = forward(layers, xb)
    return acts_a, acts_b, ga - gb


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    """Mean cross-entropy of predictions ``p`` for targets ``y``."""
    p = np.clip(p, 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def train(x: np.ndarray, y: np.ndarray, args: argparse.Namespace,
          rng: np.random.Generator, xt: np.ndarray | None = None,
          yt: np.ndarray | None = None) -> list[list[np.ndarray]]:
    """Adam on the pairwise cross-entropy; returns the layers. Prints the held-out
    log loss on (``xt``, ``yt``) after every epoch if given."""
    from lab.ai.valuenet import SEAT_SIZE

    sizes = [INPUT_SIZE, *args.hidden, 1]
    layers = [[rng.normal(0, np.sqrt(2.0 / a), (a, b)), np.zeros(b)]
              for a, b in zip(sizes[:-1], sizes[1:], strict=True)]
    m = [[np.zeros_like(p) for p in la] for la in layers]
    v = [[np.zeros_like(p) for p in la] for la in layers]
    t = 0
    n = len(x)
    lr = args.lr
    for epoch in range(args.epochs):
        order = rng.permutation(n)
        total = 0.0
        for k in range(0, n, args.batch):
            idx = order[k:k + args.batch]
            xa = x[idx]
            xb = swap(xa, SEAT_SIZE, 0)
            acts_a, acts_b, z = loss_and_logit(layers, xa, xb)
            p = 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))
            total += log_loss(p, y[idx]) * len(idx)
            d = (p - y[idx]) / len(idx)
            ga = backward(layers, acts_a, d)
            gb = backward(layers, acts_b, -d)
            t += 1
            for i, la in enumerate(layers):
                for j in range(2):
                    g = ga[i][j] + gb[i][j] + (args.l2 * la[j] if j == 0 else 0.0)
                    m[i][j] = 0.9 * m[i][j] + 0.1 * g
                    v[i][j] = 0.999 * v[i][j] + 0.001 * g * g
                    mh = m[i][j] / (1 - 0.9 ** t)
                    vh = v[i][j] / (1 - 0.999 ** t)
                    la[j] -= lr * mh / (np.sqrt(vh) + 1e-8)
        lr *= args.decay
        held = "" if xt is None else f", held out {log_loss(predict(layers, xt), yt):.4f}"
        print(f"  epoch {epoch + 1}: train log loss {total / n:.4f}{held}", flush=True)
    return layers


def predict(layers: list[Any], x: np.ndarray) -> np.ndarray:
    """P(a ahead of b) for rows ``x``."""
    from lab.ai.valuenet import SEAT_SIZE

    _, _, z = loss_and_logit(layers, x, swap(x, SEAT_SIZE, 0))
    return 1.0 / (1.0 + np.exp(-np.clip(z, -30, 30)))


def main() -> None:
    """Generate positions, train, report held-out log loss and write the weights."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--explore", type=float, default=0.05)
    ap.add_argument("--keep", type=float, default=0.1,
                    help="share of role choices whose positions are kept")
    ap.add_argument("--hidden", type=int, nargs="+", default=[64, 32])
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--decay", type=float, default=0.7)
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument("--jobs", type=int, default=1, help="processes for the self-play")
    ap.add_argument("--out", default=str(NET_FILE))
    args = ap.parse_args()
    start = time.time()
    chunk = 500
    jobs = [(args, k, min(chunk, args.games - k)) for k in range(0, args.games, chunk)]
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            parts = pool.map(_gen_chunk, jobs)
    else:
        parts = [_gen_chunk(j) for j in jobs]
    x = np.concatenate([p[0] for p in parts]).astype(np.float64)
    y = np.concatenate([p[1] for p in parts]).astype(np.float64)
    gid = np.concatenate([p[2] for p in parts])
    lxs = np.concatenate([p[3] for p in parts]).astype(np.float64)
    lgids = np.concatenate([p[4] for p in parts])
    print(f"{len(y)} pair positions from {args.games} games in {time.time() - start:.0f} s",
          flush=True)
    test = gid % 10 == 0
    mean = x[~test].mean(axis=0)
    std = x[~test].std(axis=0)
    scale = np.where(std > 1e-6, 1.0 / np.maximum(std, 1e-6), 0.0)
    from lab.ai.valuenet import SEAT_SIZE

    for arr in (mean, scale):  # both seats standardised alike (the model is symmetric)
        arr[SEAT_SIZE:2 * SEAT_SIZE] = arr[:SEAT_SIZE]
    xn = (x - mean) * scale
    rng = np.random.default_rng(args.seed)
    layers = train(xn[~test], y[~test], args, rng, xn[test], y[test])
    p = predict(layers, xn[test])
    two = x[test][:, INPUT_SIZE - 18] > 0.5  # the "2 players" flag of game_encoding
    held = log_loss(p, y[test])
    held2 = log_loss(p[two], y[test][two])
    acc2 = float(np.mean((p[two] > 0.5) == (y[test][two] > 0.5)))
    lx, lg = lxs, lgids
    lt = lg % 10 == 0
    w = np.array(load_weights())
    pl = 1.0 / (1.0 + np.exp(-np.clip(lx[lt] @ w, -30, 30)))
    yl = y[test][two]
    logit_ll = log_loss(pl, yl) if len(pl) == len(yl) else float("nan")
    print(f"held-out log loss {held:.4f} (2 players {held2:.4f}, accuracy {acc2:.3f}); "
          f"logistic model on the same 2-player positions {logit_ll:.4f}", flush=True)
    net = ValueNet([(w_, b_) for w_, b_ in layers], mean, scale)
    data = net.to_json()
    data.update({"seed": args.seed, "games": args.games, "explore": args.explore,
                 "hidden": args.hidden, "epochs": args.epochs,
                 "held_out_log_loss": round(held, 4),
                 "held_out_log_loss_2p": round(held2, 4),
                 "logistic_log_loss_2p": round(logit_ll, 4), "l2": args.l2,
                 "keep": args.keep})
    Path(args.out).write_text(json.dumps(data, separators=(",", ":")) + "\n",
                              encoding="utf-8")
    print(f"-> {args.out} in {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
