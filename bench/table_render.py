"""Benchmark: milliseconds per table update (``TableWidget.show_observation``) at
1280×800, for 2–4 players mid-game (round 9 of a seeded random 2018-expansion game).

Run: ``QT_QPA_PLATFORM=offscreen python bench/table_render.py [--updates N]``. Prints a
table (not a test: nothing is asserted). The first update builds every card widget; the
later ones re-render the same observation and reuse the widgets of cards that stayed put.
"""

from __future__ import annotations

import argparse
import random
import time


def main() -> None:
    """Print ms per first and per repeated update for 2, 3 and 4 players."""
    from sanjuan.rules.engine import apply, new_game
    from sanjuan.rules.observation import observe
    from sanjuan.rules.state import Options
    from ui.cli.app import make_app
    from ui.table import TableWidget

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--updates", type=int, default=30)
    args = ap.parse_args()
    app = make_app()
    names = ["You", "Rosa", "Diego", "Carmen"]
    print("players  first update ms  repeated update ms  buildings")
    for players in (2, 3, 4):
        s = new_game(Options(players=players, edition="2018-expansion", seed=3))
        rng = random.Random(3)
        while s.round < 9 and not s.over:
            apply(s, s.decision.sample(rng))
        obs = observe(s, 0)
        table = TableWidget()
        table.resize(960, 760)
        table.show()
        start = time.perf_counter()
        table.show_observation(obs, names[:players])
        first = (time.perf_counter() - start) * 1000
        app.processEvents()
        start = time.perf_counter()
        for _ in range(args.updates):
            table.show_observation(obs, names[:players])
        again = (time.perf_counter() - start) * 1000 / args.updates
        app.processEvents()
        built = sum(len(p.buildings) for p in s.players)
        print(f"{players:7}  {first:15.1f}  {again:18.1f}  {built:9}")
        table.close()


if __name__ == "__main__":
    main()
