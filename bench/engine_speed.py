"""Benchmark: random-legal-move games per second on one core, per edition and player count.

Run: ``python bench/engine_speed.py [--games N]``. Prints a table (not a test: nothing is
asserted). Also copies-per-second of a mid-game state, the figure the AI's search needs.
"""

from __future__ import annotations

import argparse
import random
import time

from sanjuan.cli.simulate import MAX_ROUNDS, simulate
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.state import Options


def copies_per_second(n: int = 20000) -> float:
    """GameState.copy() calls per second on a 2-player classic state after 60 actions."""
    s = new_game(Options(2, "classic", seed=1), log=False)
    rng = random.Random(1)
    for _ in range(60):
        apply(s, s.decision.sample(rng))
    start = time.perf_counter()
    for _ in range(n):
        s.copy()
    return n / (time.perf_counter() - start)


def main() -> None:
    """Print the benchmark table."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    args = ap.parse_args()
    print(f"{'edition':16} {'players':>7} {'games/s':>8} {'decisions/s':>12} {'rounds':>7} "
          f"{'unfinished':>10}")
    for ed in EDITIONS:
        for players in (2, 3, 4):
            r = simulate(args.games, players, ed, seed=1000)
            print(f"{ed:16} {players:7d} {r.games_per_second:8.1f} "
                  f"{r.decisions / r.seconds:12.0f} {r.average_rounds:7.1f} {r.unfinished:10d}")
    print(f"(unfinished: random play starved the game of cards; stopped after {MAX_ROUNDS} "
          "rounds, each costing\n the time of about 10 finished games: compare decisions/s)")
    print(f"state copies per second: {copies_per_second():.0f}")


if __name__ == "__main__":
    main()
