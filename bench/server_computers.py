"""Benchmark: how fast one server plays games between its own computer players.

Run: ``nice -n 19 python bench/server_computers.py [--games 4] [--levels hard,expert]
[--thinkers N] [--tree DIR]``. Starts ``sanjuan serve`` on 127.0.0.1 (a free port, a
temporary data folder) as a child process, creates ``--games`` games of one computer
seat per level of ``--levels`` and one network seat that nobody takes, which a stand-in
of the first level plays after a second (a game needs a network seat); fixed seeds:
every run plays exactly the same games, so runs of two versions do the same searches.
It waits until all are over,
reading the server's database. Prints the wall time, the actions played per second,
and the CPU seconds of the server process and of its children (the thinking
processes). ``--tree`` runs the server of another checkout (e.g. the code before a
change) for a comparison. No client plays: it measures the server's computer players
alone. Bounded by ``--max-seconds``; asserts nothing. Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from server_load import start_server  # bench/ is the script's folder
from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent


def cpu_seconds(pid: int) -> tuple[float, float]:
    """(own, reaped children's) user + system CPU seconds of process ``pid``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / tick, (int(fields[13]) + int(fields[14])) / tick


def children_cpu(pid: int) -> float:
    """CPU seconds of the live children of ``pid`` (the thinking processes)."""
    total = 0.0
    for task in Path(f"/proc/{pid}/task").iterdir():
        for child in (task / "children").read_text().split():
            total += sum(cpu_seconds(int(child)))
    return total


async def create(url: str, levels: list[str], seed: int) -> None:
    """Create and start one game with ``seed``: a network seat that nobody takes (a
    stand-in of the first level plays it from the first second on) and one computer
    seat per level."""
    async with connect(url, compression=None, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1}))
        await ws.recv()
        await ws.send(json.dumps({"type": "create", "seats": ["network", *levels],
                                  "seed": seed, "edition": "2018", "takeover_seconds": 1,
                                  "takeover_level": levels[0]}))
        reply = json.loads(await ws.recv())
        if reply.get("type") != "created":
            raise RuntimeError(f"create refused: {reply}")
        await ws.send(json.dumps({"type": "start", "game": reply["game"],
                                  "host": reply["host"]}))
        await ws.recv()


def main() -> int:
    """Run the benchmark; prints one summary."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--levels", default="hard,expert", help="the computer seats' levels")
    p.add_argument("--thinkers", type=int, default=None)
    p.add_argument("--tree", type=Path, default=ROOT)
    p.add_argument("--max-seconds", type=float, default=600.0)
    args = p.parse_args()
    seats = args.levels.split(",")
    data = tempfile.mkdtemp(prefix="sanjuan-computers-")
    tree = args.tree.resolve()
    server, url = start_server(tree, data, args.thinkers)
    try:
        t0 = time.perf_counter()

        async def create_all() -> None:
            async with asyncio.timeout(60):
                await asyncio.gather(*(create(url, seats, 1000 + i) for i in range(args.games)))

        asyncio.run(create_all())
        db = sqlite3.connect(Path(data) / "games.sqlite")
        over = actions = 0
        live_children = 0.0
        while time.perf_counter() - t0 < args.max_seconds:
            over = db.execute("SELECT COUNT(*) FROM games WHERE over=1").fetchone()[0]
            actions = db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
            live_children = max(live_children, children_cpu(server.pid))
            if over == args.games:
                break
            time.sleep(0.2)
        wall = time.perf_counter() - t0
        own, _ = cpu_seconds(server.pid)
        db.close()
    finally:
        server.terminate()
        server.wait(10)
    kinds = f"network (stand-in {seats[0]}) + {' + '.join(seats)}"
    print(f"server of {tree}: {over}/{args.games} games of {kinds} over in {wall:.1f} s "
          f"(1 s of it waiting for the stand-ins), {actions} actions ({actions / wall:.1f}/s)"
          f"; CPU: server {own:.1f} s, thinking processes {live_children:.1f} s")
    print("load:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
