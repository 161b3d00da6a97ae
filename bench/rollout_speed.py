"""Benchmark: play-outs per CPU second of the search's fast rollout policy, in the
pure-Python engine and in the compiled core (:mod:`sanjuan.ai.fastcore`).

Run: ``python bench/rollout_speed.py [--positions N] [--repeat R] [--engine E]``
(``E``: ``python``, ``c`` or ``both``, the default; ``c`` needs the compiled core). Takes ``N``
positions from seeded Medium self-play games (2-player classic and 2018, 3 and 4
players), deals a determinisation of each decision-maker's observation and plays it out
as Expert's search does (:func:`sanjuan.ai.search.play_out` with the fast policy,
Expert's horizon), timing the play-outs in CPU seconds (``time.process_time``: less
disturbed by other processes on a shared machine than the wall clock). Also prints a
SHA-256 of every play-out's final position: it must not change when the engine or the
rollout policy is only made faster, and it is the same for both engines. Prints the
machine's load average with the figures. Nothing is asserted (a benchmark, not a test).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time

from sanjuan.ai import fastcore
from sanjuan.ai.arena import load_average
from sanjuan.ai.expert import HORIZON_ROLES, NEAR_END_ROLES
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.rollout import FastPolicy
from sanjuan.ai.search import play_out
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import GameState, Options

SETUPS = ((2, "classic"), (2, "2018"), (3, "classic"), (4, "2018-expansion"))


def positions(n: int) -> list[Observation]:
    """``n`` observations at role and build decisions of seeded Medium self-play games."""
    out: list[Observation] = []
    seed = 0
    while len(out) < n:
        players, edition = SETUPS[seed % len(SETUPS)]
        s = new_game(Options(players, edition, seed=seed), log=False)
        medium = MediumPlayer(seed)
        step = 0
        while not s.over and len(out) < n:
            d = s.decision
            assert d is not None
            if d.kind.name in ("CHOOSE_ROLE", "BUILD") and step % 3 == 0:
                out.append(observe(s, d.seat))
            step += 1
            apply(s, medium.decide(s, d))
        seed += 1
    return out


def fingerprint(s: GameState) -> str:
    """The parts of a position a play-out changes, as text."""
    ps = ";".join(f"{p.hand}{p.buildings}{sorted(p.goods.items())}{p.chapel}{p.bank}"
                  f"{p.harbor}" for p in s.players)
    return f"{s.round}|{s.over}|{s.draw}|{s.discard}|{s.pending}|{ps}"


def run(obs: list[Observation], repeat: int,
        policy: FastPolicy | None = None) -> tuple[float, int, int, str]:
    """Play out every position ``repeat`` times with ``policy`` (default FastPolicy);
    returns (CPU seconds, play-outs, actions, SHA-256 of the final positions)."""
    policy = FastPolicy() if policy is None else policy
    rng = random.Random(1)
    deals = []
    for o in obs:
        d = o.decision
        assert d is not None
        det = o.determinize(rng)
        action = MediumPlayer(0).decide(det, det.decision) if det.decision else None
        deals.append((det, action))
    digest = hashlib.sha256()
    plays = actions = 0
    start = time.process_time()
    for r in range(repeat):
        for i, (det, action) in enumerate(deals):
            if action is None:
                continue
            s = play_out(det, action, 1000 * r + i, policy, HORIZON_ROLES, NEAR_END_ROLES)
            plays += 1
            actions += s.round
            if r == 0:
                digest.update(fingerprint(s).encode())
    return time.process_time() - start, plays, actions, digest.hexdigest()


def main() -> None:
    """Print play-outs per CPU second and the digest."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--engine", choices=("python", "c", "both"), default="both")
    args = ap.parse_args()
    obs = positions(args.positions)
    engines = fastcore.engines_for(args.engine)
    if args.engine != "python" and "c" not in engines:
        print("no compiled core (sanjuan/ai/_playout_core*): timing pure Python only")
        engines = ["python"]
    rates = {}
    for engine in engines:
        fastcore.use_engine(engine)
        load = load_average()[0]
        secs, plays, _, digest = run(obs, args.repeat, FastPolicy())
        rates[engine] = plays / secs
        print(f"{engine:6}  play-outs: {plays}  CPU s: {secs:.2f}  play-outs per CPU s: "
              f"{plays / secs:.0f}  (load {load:.2f})")
        print(f"        final positions sha256: {digest}")
    if len(rates) == 2:
        print(f"compiled core / Python: {rates['c'] / rates['python']:.1f}x")


if __name__ == "__main__":
    main()
