"""Benchmark: what autosaving after every action costs on a 4-player game.

Run: ``python bench/autosave_cost.py [--games N]``. Plays whole 4-player games (Medium
players) and after every action measures, in milliseconds:

* *GUI thread*: :meth:`sanjuan.store.autosave.AutosaveWriter.save` as the window calls it
  (building the JSON and queuing it) — what play waits for;
* *disk write*: :func:`sanjuan.store.save.write_atomic` of that text (temporary file, fsync,
  rename) — what the background thread spends;
* *synchronous save*: :func:`sanjuan.store.save.save_game` (the indented Save… file).

Prints mean, 95th percentile and maximum per figure (not a test: nothing is asserted).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from sanjuan.ai import make_player
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.autosave import AutosaveWriter
from sanjuan.store.save import save_game, to_json, write_atomic

SEATS = [Seat("You")] + [Seat(n, "medium") for n in ("Rosa", "Diego", "Carmen")]


def measure(games: int, folder: Path) -> dict[str, list[float]]:
    """Per-action costs (ms) over ``games`` 4-player games, written into ``folder``."""
    out: dict[str, list[float]] = {"GUI thread": [], "disk write": [], "synchronous save": []}
    writer = AutosaveWriter(folder / "autosave.json")
    for seed in range(games):
        g = Game(Options(4, "2018-expansion", False, seed))
        players = [make_player("medium", seed * 10 + i) for i in range(4)]
        while not g.state.over:
            seat = g.state.decision.seat
            g.apply(players[seat].choose(observe(g.state, seat)))
            writer.flush()  # measure the GUI part alone, not waiting on the last write
            t0 = time.perf_counter()
            writer.save(g, SEATS)
            t1 = time.perf_counter()
            writer.flush()
            text = json.dumps(to_json(g, SEATS), separators=(",", ":"))
            t2 = time.perf_counter()
            write_atomic(folder / "direct.json", text)
            t3 = time.perf_counter()
            save_game(g, folder / "save.json", SEATS)
            t4 = time.perf_counter()
            for key, ms in zip(out, ((t1 - t0), (t3 - t2), (t4 - t3)), strict=True):
                out[key].append(ms * 1000)
    return out


def main() -> None:
    """Parse arguments, measure, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        costs = measure(args.games, Path(tmp))
    n = len(costs["GUI thread"])
    print(f"{args.games} four-player games, {n} actions (ms per action)")
    print(f"{'':18} {'mean':>7} {'p95':>7} {'max':>7}")
    for key, values in costs.items():
        p95 = statistics.quantiles(values, n=20)[-1]
        print(f"{key:18} {statistics.fmean(values):7.2f} {p95:7.2f} {max(values):7.2f}")


if __name__ == "__main__":
    main()
