"""How well each position evaluation ranks the positions Expert's search compares
(prints measured figures).

Expert's search plays every candidate of a role or build decision on the same deal and
rollout seed up to its horizon, and ranks the candidates by the evaluation of the
positions reached there: *sibling* positions. This benchmark plays Expert against Hard
(every seat rotation of the deals ``--first`` …, the arena's player seeds) and, at a
share ``--share`` of Expert's role and build decisions, draws one determinisation of
its observation and one rollout seed, plays every candidate to the horizon exactly as
the search does (:func:`sanjuan.ai.search.play_out` with the fast rollout policy,
:data:`sanjuan.ai.expert.HORIZON_ROLES`), and continues each sibling position
``--continuations`` times to the game's end with the same policy (the same seeds for
every sibling). Their mean win share for Expert's seat is the sibling's value under the
play-out policy: the value every learned evaluation is fitted to predict.

Per evaluation it prints, over the decisions whose siblings' values differ: the mean
correlation between the evaluation and that value among siblings, the regret (the value
of the best sibling minus that of the evaluation's favourite) and the mean squared error.
The evaluations: ``logistic`` (the player count's model read as every seat's chance to
win, Expert's default), ``logistic-2p`` (the 2-player model against the strongest
rival), ``net`` (the value network) and ``hand`` (Hard's hand-tuned position value). A
finished sibling counts as its result for all of them. The measurement draws from its
own generator, and Expert's candidates come from its rule player, which has no noise: so
Expert and Hard play exactly the games they would play without it.

Usage: ``python lab/bench/eval_siblings.py --first 9000 --deals 20 --players 3``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: sanjuan, lab

from lab.ai.valuenet import load_net
from sanjuan.ai import make_player
from sanjuan.ai.evaluation import load_weights, weights_file, win_chance, winner_chance
from sanjuan.ai.expert import HORIZON_ROLES, NEAR_END_ROLES, ExpertPlayer
from sanjuan.ai.rollout import FastPolicy, play_on
from sanjuan.ai.search import play_out, reward, role_and_build_candidates
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.ending import MAX_ROUNDS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options

Evaluation = Callable[[GameState, int], float]
FAST = FastPolicy()


def evaluations(players: int) -> dict[str, Evaluation]:
    """The evaluations compared, by name (see the module doc): each maps a position
    that is not over and a seat to a win chance in [0, 1]."""
    by_players = load_weights(str(weights_file(players)))
    two = load_weights()
    net = load_net()
    return {"logistic": lambda s, q: winner_chance(s, q, by_players),
            "logistic-2p": lambda s, q: win_chance(s, q, two),
            "net": net.win_chance,
            "hand": lambda s, q: reward(s, q)}


def result(s: GameState, seat: int) -> float:
    """``seat``'s win share in the finished game ``s`` (1/k for a k-way shared win)."""
    won = winners(score(s))
    return 1.0 / len(won) if seat in won else 0.0


def siblings(obs: Observation, expert: ExpertPlayer, rng: random.Random, runs: int,
             evals: dict[str, Evaluation]) -> tuple[list[float], dict[str, list[float]]]:
    """One sample of the search's sibling positions at ``obs`` (Expert's role or build
    decision): per candidate its value under the play-out policy (mean win share of
    ``runs`` continuations to the end) and each evaluation's reading."""
    cands = role_and_build_candidates(expert.policy, obs, expert.builds)
    det = obs.determinize(rng)
    roll = rng.getrandbits(32)
    seeds = [rng.getrandbits(32) for _ in range(runs)]
    values: list[float] = []
    read: dict[str, list[float]] = {k: [] for k in evals}
    for a in cands:
        h = play_out(det, a, roll, FAST, HORIZON_ROLES, NEAR_END_ROLES)
        if h.over:
            v = result(h, obs.seat)
            values.append(v)
            for k in evals:
                read[k].append(v)
            continue
        total = 0.0
        for sd in seeds:
            c = h.copy()
            c.rng = random.Random(sd)
            play_on(c, FAST, 10**6)
            total += result(c, obs.seat) if c.over else 0.0
        values.append(total / runs)
        for k, ev in evals.items():
            read[k].append(ev(h, obs.seat))
    return values, read


def play(deal: int, rot: int, args: argparse.Namespace, evals: dict[str, Evaluation],
         out: list[tuple[list[float], dict[str, list[float]]]]) -> None:
    """One arena game of ``deal`` in rotation ``rot``, appending the sibling samples of
    Expert's decisions to ``out``."""
    players = args.players
    lineup = ["expert" if (i + rot) % players == 0 else "hard" for i in range(players)]
    seed = deal * 1000 + rot
    kw: dict[str, dict[str, object]] = {
        "expert": {"max_seconds": 5, "iterations": args.iterations},
        "hard": {"max_seconds": 5, "iterations": args.hard_iterations}}
    seats = [make_player(lv, seed * 8 + i, **kw[lv]) for i, lv in enumerate(lineup)]
    me = lineup.index("expert")
    expert = seats[me]
    assert isinstance(expert, ExpertPlayer)
    rng = random.Random(seed * 31 + 7)
    s = new_game(Options(players, args.edition, False, deal), log=False)
    while not s.over and s.round <= MAX_ROUNDS:
        d = s.decision
        assert d is not None
        obs = observe(s, d.seat)
        if (d.seat == me and d.kind in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD)
                and rng.random() < args.share):
            out.append(siblings(obs, expert, rng, args.continuations, evals))
        apply(s, seats[d.seat].choose(obs, None), d.seat)


def summary(samples: list[tuple[list[float], dict[str, list[float]]]]
            ) -> dict[str, dict[str, float]]:
    """Per evaluation: mean within-decision correlation, regret and squared error over
    the samples whose siblings' values differ (see the module doc)."""
    rows: dict[str, dict[str, list[float]]] = {}
    for values, read in samples:
        v = np.array(values)
        if len(v) < 2 or v.std() < 1e-9:
            continue
        for k, xs in read.items():
            e = np.array(xs)
            r = rows.setdefault(k, {"corr": [], "regret": [], "mse": []})
            if e.std() > 1e-12:
                r["corr"].append(float(np.corrcoef(e, v)[0, 1]))
            r["regret"].append(float(v.max() - v[int(np.argmax(e))]))
            r["mse"].extend(((e - v) ** 2).tolist())
    return {k: {"decisions": len(r["regret"]), "correlation": round(float(np.mean(r["corr"])), 3),
                "regret": round(float(np.mean(r["regret"])), 4),
                "mse": round(float(np.mean(r["mse"])), 4)} for k, r in rows.items()}


def main() -> None:
    """Play the games and print the figures as JSON, one line per evaluation."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--first", type=int, default=9000, help="seed of the first deal")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--iterations", type=int, default=128, help="Expert's simulations")
    ap.add_argument("--hard-iterations", type=int, default=40, help="Hard's simulations")
    ap.add_argument("--share", type=float, default=0.5,
                    help="share of Expert's role and build decisions sampled")
    ap.add_argument("--continuations", type=int, default=8,
                    help="play-outs to the end from each sibling position")
    args = ap.parse_args()
    evals = evaluations(args.players)
    samples: list[tuple[list[float], dict[str, list[float]]]] = []
    for deal in range(args.first, args.first + args.deals):
        for rot in range(args.players):
            play(deal, rot, args, evals, samples)
    print(f"{len(samples)} decisions sampled, {sum(len(v) for v, _ in samples)} siblings")
    for name, fig in summary(samples).items():
        print(json.dumps({"evaluation": name, **fig}))


if __name__ == "__main__":
    main()
