"""Decision time of the Expert player, in CPU seconds as well as wall-clock seconds
(prints figures). On a shared, loaded machine the wall clock measures the load; the
CPU time of the thinking thread is what a decision costs on an idle core. The
wall-clock safety cap is lifted so that every search runs its full budget.

Usage: ``python bench/expert_decision_time.py [--games 2] [--players 2] [--edition E]
[--roles one|round|maxn]``. (The lab's variants: ``lab/bench/variant_ab.py``.)
"""

from __future__ import annotations

import argparse
import time

from sanjuan.ai import make_player
from sanjuan.ai.arena import load_average, percentile
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options


def main() -> None:
    """Play Expert against Hard and print the Expert's decision-time percentiles."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--seed", type=int, default=50)
    ap.add_argument("--roles", default=None,
                    help="Expert's role search (one|round; default: Expert's)")
    args = ap.parse_args()
    cpu: list[float] = []
    wall: list[float] = []
    for g in range(args.games):
        bots = [make_player("expert", g, max_seconds=60.0, roles=args.roles)] + [
            make_player("hard", g * 10 + i) for i in range(1, args.players)]
        s = new_game(Options(args.players, args.edition, False, args.seed + g), log=False)
        while not s.over:
            d = s.decision
            obs = observe(s, d.seat)
            if d.seat == 0:
                c0, w0 = time.thread_time(), time.perf_counter()
                action = bots[0].choose(obs)
                cpu.append(time.thread_time() - c0)
                wall.append(time.perf_counter() - w0)
            else:
                action = bots[d.seat].choose(obs)
            apply(s, action, d.seat)
    for name, xs in (("CPU", cpu), ("wall", wall)):
        print(f"expert {name} time per decision over {len(xs)} decisions: median "
              f"{1000 * percentile(xs, 0.5):.0f} ms, p95 {1000 * percentile(xs, 0.95):.0f} ms, "
              f"max {1000 * max(xs):.0f} ms, mean {1000 * sum(xs) / len(xs):.0f} ms")
    searched = [x for x in cpu if x > 0.002]
    print(f"expert CPU mean over the {len(searched)} decisions that took over 2 ms "
          f"(searched): {1000 * sum(searched) / max(1, len(searched)):.0f} ms")
    print(f"load {load_average()}")


if __name__ == "__main__":
    main()
