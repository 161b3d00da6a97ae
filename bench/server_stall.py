"""Benchmark: where a busy server's event loop stalls (issue 37), without the network.

Run: ``nice -n 19 python bench/server_stall.py [--games 500,1000,2000] [--actions N]``.
Builds two-seat rooms in memory, each some way into its game (random legal moves), and
prints for each number of games held the CPU time of one full (generation-2) garbage
collection: while it runs no connection is served. Then it plays ``--actions`` actions
round-robin across the rooms the way the server does for each action (``Room.apply``,
the ``update`` message of every seat), once with Python's garbage collector as it comes
and once as ``sanjuan serve`` manages it (no automatic full collections, see
``GameServer._collecting``): CPU time per action (median, p99, max) and the full
collections that ran. How often the real server collected is in ``server_load.py``'s
rows (from its metrics). CPU time, not wall time, so the figures hold on a shared
machine. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sanjuan.ai import make_player
from sanjuan.net.rooms import Room, new_room, update_messages
from sanjuan.rules.observation import observe


def build(games: int, seed: int) -> list[Room]:
    """``games`` started two-seat rooms, each 0–120 random moves into its game."""
    rng = random.Random(seed)
    rooms = []
    for i in range(games):
        room = new_room({"seats": ["network", "network"], "seed": i}, 0.0).room
        room.started = True
        for _ in range(rng.randint(0, 120)):
            if not step(room, rng):
                break
        rooms.append(room)
    return rooms


def step(room: Room, rng: random.Random) -> bool:
    """One random legal action in ``room`` and its ``update`` messages; False at the end."""
    s = room.game.state
    if s.over or s.decision is None:
        return False
    first = len(s.log or ())
    seat = s.decision.seat
    room.apply(make_player("random", rng.randrange(1 << 30)).choose(observe(s, seat)), seat)
    update_messages(room, first)
    return True


def run(rooms: list[Room], actions: int, seed: int) -> dict[str, float]:
    """Play ``actions`` actions; per-action CPU times and the full collections."""
    rng = random.Random(seed)
    full: list[float] = []
    began = [0.0]

    def watch(phase: str, info: dict[str, int]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            began[0] = time.thread_time()
        else:
            full.append(time.thread_time() - began[0])

    gc.callbacks.append(watch)
    times = []
    try:
        for k in range(actions):
            i = k % len(rooms)
            t = time.thread_time()
            if not step(rooms[i], rng):  # a finished game is replaced by a new one
                rooms[i] = new_room({"seats": ["network", "network"],
                                     "seed": rng.randrange(1 << 30)}, 0.0).room
                rooms[i].started = True
            times.append(time.thread_time() - t)
    finally:
        gc.callbacks.remove(watch)
    times.sort()
    return {"median_ms": 1000 * statistics.median(times),
            "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))], "max_ms": 1000 * times[-1],
            "full_collections": len(full), "longest_full_ms": 1000 * max(full, default=0.0),
            "full_total_ms": 1000 * sum(full)}


def main() -> int:
    """Print, per number of games held, the CPU time of one full collection (the stall
    it causes), then both modes' run; and the machine's load."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default="500,1000,2000",
                   help="games held, in turn (comma-separated; the last is used for the runs)")
    p.add_argument("--actions", type=int, default=20000)
    args = p.parse_args()
    levels = [int(x) for x in args.games.split(",")]
    rooms: list[Room] = []
    for n in levels:
        rooms += build(n - len(rooms), n)
        gc.collect()
        costs = []
        for _ in range(3):
            t = time.thread_time()
            gc.collect()
            costs.append(time.thread_time() - t)
        print(f"{n:>6} games held: {len(gc.get_objects())} objects tracked; one full "
              f"collection {1000 * statistics.median(costs):.0f} ms of CPU (a stall of "
              "every connection)", flush=True)
    for mode in ("python's own", "managed (sanjuan serve)"):
        old = gc.get_threshold()
        if mode.startswith("managed"):
            gc.collect()
            gc.freeze()
            gc.set_threshold(old[0], old[1], 1_000_000_000)
        try:
            row = run(rooms, args.actions, 2)
        finally:
            if mode.startswith("managed"):
                gc.unfreeze()
                gc.set_threshold(*old)
        print(f"{mode:>24}: {len(rooms)} games, {args.actions} actions: CPU per action "
              f"median {row['median_ms']:.2f} p99 {row['p99_ms']:.2f} max "
              f"{row['max_ms']:.1f} ms; full collections {row['full_collections']} "
              f"(longest {row['longest_full_ms']:.0f} ms, total {row['full_total_ms']:.0f} "
              "ms)", flush=True)
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
