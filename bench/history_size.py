"""History database size per game: plays computer games (medium against easy, 2–4
players, both editions) headless, records each as a human game would be, and prints
the database file size per game and the time per record.

    python bench/history_size.py [--games 40]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from sanjuan.ai import make_player
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.history import History, record_of


def play(options: Options, levels: list[str]) -> Game:
    """One whole game of computer players of ``levels``."""
    g = Game(options, log=False)
    players = [make_player(lv, options.seed * 10 + i) for i, lv in enumerate(levels)]
    while not g.state.over:
        d = g.state.decision
        assert d is not None
        g.apply(players[d.seat].choose(observe(g.state, d.seat), lambda: False))
    return g


def main() -> None:
    """Print the size per game of a fresh history database holding ``--games`` games."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=40)
    args = ap.parse_args()
    path = Path(tempfile.mkdtemp()) / "history.sqlite3"
    h = History(path)
    h.count()
    empty = os.path.getsize(path)
    actions = 0
    spent = 0.0
    for i in range(args.games):
        n = 2 + i % 3
        opts = Options(n, ("2018", "classic")[i % 2], False, i)
        g = play(opts, ["medium"] + ["easy"] * (n - 1))
        actions += len(g.actions)
        rec = record_of(g, [Seat("You", "human")] + [Seat(f"AI{k}", "easy") for k in range(1, n)])
        t = time.perf_counter()
        h.add(rec)
        spent += time.perf_counter() - t
    size = os.path.getsize(path)
    print(f"{args.games} games, {actions / args.games:.0f} actions per game on average")
    print(f"database: {size} bytes ({empty} empty) = {(size - empty) / args.games / 1024:.2f} KiB "
          f"per game")
    print(f"recording: {spent / args.games * 1000:.1f} ms per game")


if __name__ == "__main__":
    main()
