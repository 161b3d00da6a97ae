"""Benchmark: where a busy server's event loop stalls (issue 37), without the network.

Run: ``nice -n 19 python bench/server_stall.py [--games 2000] [--actions 20000]``.
Builds ``--games`` two-seat rooms in memory, each some way into its game (random legal
moves), then plays ``--actions`` actions round-robin across them the way the server does
for each action (``Room.apply``, the ``update`` message of every seat), once with
Python's garbage collector as it comes and once as ``sanjuan serve`` manages it (no
automatic full collections; one per ``--gc-seconds`` instead, see
``GameServer._collecting``). Prints per mode: the CPU time of the work per action
(median, p99, max), the full (generation-2) collections that ran and their longest and
total CPU time: a full collection is a stall of every connection. CPU time, not wall
time, so the figures hold on a shared machine. Not a test: nothing is asserted.
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
            began[0] = time.process_time()
        else:
            full.append(time.process_time() - began[0])

    gc.callbacks.append(watch)
    times = []
    try:
        for k in range(actions):
            i = k % len(rooms)
            t = time.process_time()
            if not step(rooms[i], rng):  # a finished game is replaced by a new one
                rooms[i] = new_room({"seats": ["network", "network"],
                                     "seed": rng.randrange(1 << 30)}, 0.0).room
                rooms[i].started = True
            times.append(time.process_time() - t)
    finally:
        gc.callbacks.remove(watch)
    times.sort()
    return {"median_ms": 1000 * statistics.median(times),
            "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))], "max_ms": 1000 * times[-1],
            "full_collections": len(full), "longest_full_ms": 1000 * max(full, default=0.0),
            "full_total_ms": 1000 * sum(full)}


def main() -> int:
    """Run both modes and print one line each, and the machine's load."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--actions", type=int, default=20000)
    args = p.parse_args()
    for mode in ("python's own", "managed (sanjuan serve)"):
        gc.collect()
        rooms = build(args.games, 1)
        if mode.startswith("managed"):
            old = gc.get_threshold()
            gc.collect()
            gc.freeze()
            gc.set_threshold(old[0], old[1], 1_000_000_000)
        try:
            row = run(rooms, args.actions, 2)
        finally:
            if mode.startswith("managed"):
                gc.unfreeze()
                gc.set_threshold(*old)
        print(f"{mode:>24}: {args.games} games, {args.actions} actions: CPU per action "
              f"median {row['median_ms']:.2f} p99 {row['p99_ms']:.2f} max "
              f"{row['max_ms']:.1f} ms; full collections {row['full_collections']} "
              f"(longest {row['longest_full_ms']:.0f} ms, total {row['full_total_ms']:.0f} "
              "ms)", flush=True)
        del rooms
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
