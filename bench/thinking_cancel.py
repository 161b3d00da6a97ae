"""How soon a cancelled search frees its worker (prints figures): the cancel-to-idle
latency of the thinking service (:mod:`sanjuan.ai.thinking`), one live worker process.

Expert searches with a budget far beyond the test (``iterations=100_000``) are started
on positions of a 3-player game and cancelled 50 ms after they were asked for, through
each face of the service:

* sync (as the window): :meth:`ThinkingService.call` with a cancel check that turns
  True; *answer* is when the call returns (the search's best action so far), *idle*
  when a round trip asked right after it (:meth:`ThinkingService.pid`) has come back;
* async (as the server): :meth:`ThinkingService.cancel` of the job's tag; *answer* is
  when ``choose_async`` returns None, *idle* when a Random player's decision asked right
  after it has come back (it waits for the worker to be free).

Prints median, 95th percentile and maximum of each delay (wall clock, ms) with the load.

Usage: ``python bench/thinking_cancel.py [--searches 20]``.
"""

from __future__ import annotations

import argparse
import asyncio
import time

from sanjuan.ai import make_player
from sanjuan.ai.arena import load_average, percentile
from sanjuan.ai.thinking import ThinkingPlayer, ThinkingService
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.state import Options

LONG = {"iterations": 100_000, "max_seconds": 60.0}
CANCEL_AFTER_S = 0.05


def positions(n: int) -> list[Observation]:
    """The deciding seat's observations of the first ``n`` decisions that Medium plays
    in a 3-player game."""
    s = new_game(Options(3, "2018", False, 7), log=False)
    out: list[Observation] = []
    med = make_player("medium")
    while not s.over and len(out) < n:
        assert s.decision is not None
        obs = observe(s, s.decision.seat)
        out.append(obs)
        apply(s, med.choose(obs))
    return out


def line(name: str, values: list[float]) -> str:
    """``name``: median, p95 and max of ``values`` (s) in ms."""
    return (f"{name} median {1000 * percentile(values, 0.5):.1f} ms, p95 "
            f"{1000 * percentile(values, 0.95):.1f} ms, max {1000 * max(values):.1f} ms")


def sync_face(service: ThinkingService, obs: list[Observation]) -> tuple[list[float],
                                                                         list[float]]:
    """Cancel-to-answer and cancel-to-idle delays (s) of the sync face."""
    answer, idle = [], []
    for o in obs:
        flip = time.perf_counter() + CANCEL_AFTER_S
        ThinkingPlayer("expert", 1, service, **LONG).choose(
            o, lambda f=flip: time.perf_counter() > f)
        answered = time.perf_counter()
        service.pid()
        free = time.perf_counter()
        if answered > flip:
            answer.append(answered - flip)
            idle.append(free - flip)
    return answer, idle


async def async_face(service: ThinkingService, obs: list[Observation]) -> tuple[list[float],
                                                                                list[float]]:
    """Cancel-to-answer and cancel-to-idle delays (s) of the async face."""
    answer, idle = [], []
    for o in obs:
        task = asyncio.create_task(service.choose_async("game", "expert", 1, o, **LONG))
        await asyncio.sleep(CANCEL_AFTER_S)
        if task.done():  # a decision with one option is answered at once
            continue
        flip = time.perf_counter()
        service.cancel("game")
        assert await task is None
        answered = time.perf_counter()
        await service.choose_async("next", "random", 1, o)
        free = time.perf_counter()
        answer.append(answered - flip)
        idle.append(free - flip)
    return answer, idle


def main() -> None:
    """Measure both faces and print the figures."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--searches", type=int, default=20)
    n = ap.parse_args().searches
    obs = positions(n)
    service = ThinkingService(1, background=0)
    try:
        if service.pid() is None:
            raise SystemExit(f"no worker process: {service.failure}")
        answer, idle = sync_face(service, obs)
        print(f"sync face, {len(answer)} searches: " + line("cancel → answer", answer)
              + "; " + line("cancel → idle", idle))
        answer, idle = asyncio.run(async_face(service, obs))
        print(f"async face, {len(answer)} searches: " + line("cancel → answer", answer)
              + "; " + line("cancel → idle", idle))
    finally:
        service.close()
    print(f"load {load_average()[0]:.1f}")


if __name__ == "__main__":
    main()
