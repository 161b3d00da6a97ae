"""Does the rating put a computer level where its anchor is? Plays a level as if it were a
person (named after it) against the fast levels of the ladder, rates the games with
``sanjuan.store.rating`` and prints the rating with its 95 % band every few games, next
to the level's anchor.

    nice -n 10 python bench/rating_convergence.py [--level easy] [--games 120]
        [--opponents random,easy,medium] [--seed 1]
"""

from __future__ import annotations

import argparse
import time
from datetime import UTC, datetime, timedelta

from sanjuan.ai import make_player
from sanjuan.ai.arena import load_average
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options
from sanjuan.store.history import record_of
from sanjuan.store.rating import anchor_points, placement, placement_text, rate_history


class _Seat:
    def __init__(self, name: str, kind: str) -> None:
        self.name, self.kind = name, kind


def main() -> None:
    """Run the benchmark and print its figures."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--level", default="easy")
    p.add_argument("--games", type=int, default=120)
    p.add_argument("--opponents", default="random,easy,medium")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    opponents = args.opponents.split(",")
    start, t0 = datetime(2026, 1, 1, tzinfo=UTC), time.perf_counter()
    records = []
    for k in range(args.games):
        opp = opponents[k % len(opponents)]
        seed = args.seed + k
        levels = [args.level, opp] if k % 2 == 0 else [opp, args.level]
        g = Game(Options(2, "classic", False, seed), log=False)
        while not g.state.over:
            d = g.state.decision
            assert d is not None
            ai = make_player(levels[d.seat], player_seed(seed, d.seat, len(g.actions)))
            g.apply(ai.choose(observe(g.state, d.seat)))
        seats = [_Seat("the player", "human") if lv == args.level and i == (k % 2)
                 else _Seat(lv, lv) for i, lv in enumerate(levels)]
        records.append(record_of(g, seats, start + timedelta(hours=k)))
    history = rate_history(records)["the player"].history
    print(f"{args.level} rated as a person against {', '.join(opponents)}; "
          f"anchors {anchor_points()}")
    for i in range(9, len(history), max(1, len(history) // 8)):
        pt = history[i]
        print(f"after {i + 1:4d} games: {pt.points:6.0f}  (95%: {pt.low:.0f}–{pt.high:.0f})")
    cur = history[-1]
    print(f"final: {cur.points:.0f} ± {cur.high - cur.points:.0f}, "
          f"{placement_text(placement(cur.mu))}; anchor of {args.level}: "
          f"{anchor_points().get(args.level)}")
    print(f"{len(records)} games in {time.perf_counter() - t0:.1f} s; "
          f"load {load_average()[0]:.2f}")


if __name__ == "__main__":
    main()
