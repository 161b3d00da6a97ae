"""Benchmark: the CPU of a self-play game of full-strength Experts, and their decision
times, with the compiled play-out core and in pure Python (issue 36, step 2).

Run: ``python bench/selfplay_cpu.py [--players 3] [--seed 1] [--games 1]
[--engine both|python|c]``. Plays the same deal(s) with every seat an Expert
(``max_seconds=60``: every search runs its whole simulation budget, as on an idle
machine) once per engine, and prints per engine the game's CPU seconds
(``time.process_time``), the decision times' median, p95 and max in CPU milliseconds
(all decisions, and the searched ones: over 2 ms) and the load average; with both
engines, whether the games were identical (they must be: the core plays the Python
play-outs exactly) and the speed-up. Nothing is asserted (a benchmark, not a test).
"""

from __future__ import annotations

import argparse
import hashlib
import time

from sanjuan.ai import fastcore, make_player
from sanjuan.ai.arena import load_average, percentile
from sanjuan.rules.actions import action_to_json
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options


def play(players: int, seed: int, games: int) -> tuple[float, list[float], str]:
    """(CPU seconds, CPU seconds per decision, SHA-256 of every action) of ``games``
    games of Experts from deal ``seed`` on."""
    times: list[float] = []
    digest = hashlib.sha256()
    start = time.process_time()
    for g in range(games):
        bots = [make_player("expert", 100 * g + i, max_seconds=60.0) for i in range(players)]
        s = new_game(Options(players, "classic", False, seed + g), log=False)
        while not s.over:
            d = s.decision
            assert d is not None
            t0 = time.process_time()
            action = bots[d.seat].choose(observe(s, d.seat))
            times.append(time.process_time() - t0)
            digest.update(repr(action_to_json(action)).encode())
            apply(s, action, d.seat)
    return time.process_time() - start, times, digest.hexdigest()


def main() -> None:
    """Print the figures of each engine."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--engine", choices=("python", "c", "both"), default="both")
    args = ap.parse_args()
    engines = fastcore.engines_for(args.engine)
    if args.engine != "python" and "c" not in engines:
        print("no compiled core (sanjuan/ai/_playout_core*): pure Python only")
        engines = ["python"]
    results = {}
    for engine in engines:
        fastcore.use_engine(engine)
        load = load_average()[0]
        cpu, times, digest = play(args.players, args.seed, args.games)
        results[engine] = (cpu, digest)
        searched = [t for t in times if t > 0.002]
        print(f"{engine:6}  {args.games} game(s) of {args.players} Experts: {cpu:.1f} s CPU "
              f"(load {load:.1f} before, {load_average()[0]:.1f} after)")
        for name, xs in (("all", times), ("searched", searched)):
            if xs:
                print(f"        {name} {len(xs)} decisions: CPU median "
                      f"{1000 * percentile(xs, 0.5):.0f} ms, p95 "
                      f"{1000 * percentile(xs, 0.95):.0f} ms, max {1000 * max(xs):.0f} ms")
    if len(results) == 2:
        same = results["python"][1] == results["c"][1]
        print(f"same games in both engines: {same}; compiled core / Python: "
              f"{results['python'][0] / results['c'][0]:.1f}x less CPU")


if __name__ == "__main__":
    main()
