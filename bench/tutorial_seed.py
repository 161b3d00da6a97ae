"""Find deals for the tutorial: prints the seeds whose scripted play-through
(:func:`sanjuan.learn.tutorial.play_through`) shows every required lesson and one lesson of
each violet group, with the round each lesson showed in and the game's length.

Usage: python bench/tutorial_seed.py [FIRST_SEED] [COUNT]
"""

from __future__ import annotations

import dataclasses
import sys
import time

from sanjuan.learn.tutorial import LESSONS, OPTIONS, VIOLET_GROUPS, play_through


def main() -> int:
    """Try COUNT seeds from FIRST_SEED; print the good ones."""
    first = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    required = [lesson.key for lesson in LESSONS if lesson.required]
    for seed in range(first, first + count):
        options = dataclasses.replace(OPTIONS, seed=seed)
        start = time.perf_counter()
        try:
            game, script = play_through(options)
        except RuntimeError:
            continue
        shown = script.shown
        missing = [k for k in required if k not in shown]
        groups = [g for g in VIOLET_GROUPS if not any(k in shown for k in g)]
        ok = not missing and not groups
        print(f"seed {seed}: {'OK ' if ok else 'no '} {len(game.actions)} actions, "
              f"{time.perf_counter() - start:.2f} s, shown {len(shown)}: {' '.join(shown)}"
              + (f" | missing {missing} {groups}" if not ok else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
