"""How fast are hints and reviews? Prints hint latency (median, 95th percentile, worst, in
ms) at the default budget over the decisions with a choice of a few Medium-vs-Easy
2-player games, and the wall-clock time of reviewing one seat of whole games.

    nice -n 10 .venv/bin/python bench/coach_speed.py --games 3 --reviews 2 [--evaluation hand]
"""

from __future__ import annotations

import argparse
import time
from functools import partial

from sanjuan.ai import make_player
from sanjuan.ai.arena import load_average, percentile
from sanjuan.ai.hard import EVALUATIONS
from sanjuan.learn.coach import DEFAULT_EVALUATION, coach
from sanjuan.learn.review import has_choice, review_game
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options


def game(seed: int) -> Game:
    """A whole 2-player game, Medium against Easy."""
    g = Game(Options(2, "classic", False, seed), log=False)
    players = [make_player("medium", seed), make_player("easy", seed)]
    while not g.state.over:
        d = g.state.decision
        g.apply(players[d.seat].choose(observe(g.state, d.seat)))
    return g


def main() -> None:
    """Measure and print."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--every", type=int, default=3, help="time every n-th choice")
    p.add_argument("--reviews", type=int, default=2)
    p.add_argument("--seed", type=int, default=70_000)
    p.add_argument("--evaluation", choices=EVALUATIONS, default=DEFAULT_EVALUATION,
                   help="the coach's position value (default: the hints' own)")
    a = p.parse_args()
    rate = partial(coach, evaluation=a.evaluation)
    print(f"load average {load_average()[0]:.2f} at start")
    times, cpu = [], []
    for k in range(a.games):
        g = game(a.seed + k)
        s = new_game(g.options, log=False)
        for i, act in enumerate(g.actions):
            if has_choice(s.decision) and i % a.every == 0:
                obs = observe(s, s.decision.seat)
                t, c = time.perf_counter(), time.process_time()
                rate(obs, seed=i)
                times.append(1000 * (time.perf_counter() - t))
                cpu.append(1000 * (time.process_time() - c))
            apply(s, act)
    print(f"hint latency over {len(times)} decisions: median {percentile(times, 0.5):.0f} ms, "
          f"p95 {percentile(times, 0.95):.0f} ms, worst {max(times):.0f} ms wall; CPU median "
          f"{percentile(cpu, 0.5):.0f} ms, p95 {percentile(cpu, 0.95):.0f} ms")
    for k in range(a.reviews):
        g = game(a.seed + 100 + k)
        t, c = time.perf_counter(), time.process_time()
        r = review_game(g.options, g.actions, 0, rate=rate)
        print(f"review of seat 1, game {k + 1} ({g.state.round} rounds, {len(r.decisions)} "
              f"decisions): {time.perf_counter() - t:.1f} s wall, "
              f"{time.process_time() - c:.1f} s CPU, {len(r.mistakes)} mistakes")
    print(f"load average {load_average()[0]:.2f} at end")


if __name__ == "__main__":
    main()
