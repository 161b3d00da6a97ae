"""Bundle check: the compiled play-out core is in the bundle and in use.

The frozen program runs this instead of the game when ``SANJUAN_CORE_PROBE`` is set
(``launch.py``); ``packaging/smoke_test.py`` and the Windows lane start it. It loads the
core as the computer players do (sanjuan/ai/fastcore.py: found next to fastcore, its
self-check of two whole play-outs against the Python engine passed), then plays out a
few positions both ways and compares them. Prints ``core probe: ok …`` and exits 0, or
prints why and exits 1. Runs from source too (``python packaging/core_probe.py``).
"""

from __future__ import annotations

import os
import random
import sys
import time


def main() -> int:
    """Check the core; returns the exit status."""
    from sanjuan.ai import fastcore
    from sanjuan.ai.rollout import FastPolicy
    from sanjuan.ai.search import play_out
    from sanjuan.rules.engine import apply, new_game
    from sanjuan.rules.state import Options

    os.environ.pop(fastcore.PURE_PYTHON_ENV, None)
    path = fastcore.library_path()
    if path is None or not fastcore.enabled():
        print(f"core probe: FAILED: no usable compiled core next to {fastcore.__file__} "
              f"(found: {[p.name for p in fastcore.library_paths()]})")
        return 1
    rng = random.Random(36)
    played = 0
    timing = {"1": 0.0, "0": 0.0}
    for seed in range(6):
        s = new_game(Options(2 + seed % 3, ("classic", "2018", "2018-expansion")[seed % 3],
                             seed=seed), log=False)
        for _ in range(40):  # into the game
            d = s.decision
            assert d is not None
            apply(s, FastPolicy().decide(s, d))
        d = s.decision
        if s.over or d is None:
            continue
        action = d.sample(rng)
        ends = []
        for pure in ("1", "0"):
            os.environ[fastcore.PURE_PYTHON_ENV] = pure
            t = time.process_time()
            end = play_out(s, action, seed, FastPolicy(), 9, 9)
            timing[pure] += time.process_time() - t
            assert end.rng is not None
            ends.append((end.round, end.draw, end.discard, end.agenda, end.pending,
                         [(p.hand, p.buildings, p.goods) for p in end.players],
                         end.rng.getstate()))
        os.environ.pop(fastcore.PURE_PYTHON_ENV, None)
        if ends[0] != ends[1]:
            print(f"core probe: FAILED: the core's play-out {seed} differs from Python's")
            return 1
        played += 1
    print(f"core probe: ok: {path.name}, {played} play-outs the same as Python's "
          f"(CPU {1000 * timing['0']:.1f} ms against {1000 * timing['1']:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
