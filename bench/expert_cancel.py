"""How fast the Expert player stops when cancelled (prints figures): for role, build
and selection decisions of a few games, ``cancel()`` turns True 50 ms into the search;
prints the delay from then until ``choose`` returns (median, max) with the load, and
the CPU time from the last poll before the cancel to the return (what the delay is on an idle
core; on a loaded machine the wall clock mostly measures the load).

``--remote``: the search runs in the second process (:mod:`sanjuan.ai.thinking`, as in
the window); only the wall-clock delay is printed (cancel polled every 10 ms here,
forwarded there, answer sent back). ``bench/thinking_cancel.py`` measures how soon the
worker is free again.

Usage: ``python bench/expert_cancel.py [--remote]``.
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
    """Cancel searches of 2-, 3- and 4-player games and print the delays."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--remote", action="store_true")
    if ap.parse_args().remote:
        remote()
        return
    delays: list[float] = []
    cpu: list[float] = []
    for players in (2, 3, 4):
        s = new_game(Options(players, "2018-expansion", False, 7), log=False)
        med = make_player("medium")
        while not s.over and len(delays) < 40 * players // 2:
            d = s.decision
            obs = observe(s, d.seat)
            ex = make_player("expert", 1, iterations=100_000, max_seconds=60.0)
            start = time.perf_counter()
            flip = start + 0.05
            seen: list[float] = []
            last = [time.thread_time()]

            def cancel(f: float = flip, seen: list[float] = seen,
                       last: list[float] = last) -> bool:
                now = time.thread_time()
                if time.perf_counter() > f:
                    if not seen:
                        # CPU since the previous poll: the most a cancel can wait.
                        seen.append(now - last[0])
                        seen.append(now)
                    return True
                last[0] = now
                return False

            ex.choose(obs, cancel)
            end = time.perf_counter()
            if ex.last_simulations and seen:
                delays.append(max(0.0, end - flip))
                cpu.append(seen[0] + time.thread_time() - seen[1])
            apply(s, med.choose(obs), d.seat)
    print(f"cancel delay over {len(delays)} searches: median "
          f"{1000 * percentile(delays, 0.5):.1f} ms, p95 {1000 * percentile(delays, 0.95):.1f}"
          f" ms, max {1000 * max(delays):.1f} ms (wall clock); CPU time between polls "
          f"plus after the first True: median {1000 * percentile(cpu, 0.5):.1f} ms, "
          f"max {1000 * max(cpu):.1f} ms"
          f"; load {load_average()[0]:.1f}")


def remote() -> None:
    """The wall-clock cancel delay of Expert searches in the second process."""
    from sanjuan.ai.thinking import ThinkingPlayer, ThinkingService

    process = ThinkingService(1, background=0)
    if process.pid() is None:
        raise SystemExit(f"no second process: {process.failure}")
    delays: list[float] = []
    for players in (2, 3, 4):
        s = new_game(Options(players, "2018-expansion", False, 7), log=False)
        med = make_player("medium")
        while not s.over and len(delays) < 40 * players // 2:
            d = s.decision
            obs = observe(s, d.seat)
            ex = ThinkingPlayer("expert", 1, process, iterations=100_000, max_seconds=60.0)
            flip = time.perf_counter() + 0.05
            ex.choose(obs, lambda f=flip: time.perf_counter() > f)
            end = time.perf_counter()
            if end > flip:  # a search still running at the cancel
                delays.append(end - flip)
            apply(s, med.choose(obs), d.seat)
    process.close()
    print(f"second process: cancel delay over {len(delays)} searches: median "
          f"{1000 * percentile(delays, 0.5):.1f} ms, p95 {1000 * percentile(delays, 0.95):.1f}"
          f" ms, max {1000 * max(delays):.1f} ms (wall clock); load {load_average()[0]:.1f}")


if __name__ == "__main__":
    main()
