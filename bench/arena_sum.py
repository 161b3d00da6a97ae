"""Sum ``sanjuan arena --json`` reports (one per line, disjoint seeds) into one figure
per level: seat games, wins, win rate with its 95% Wilson interval, average score, the
95th percentile of the per-run p95 decision times and the load averages seen.

Usage: ``python bench/arena_sum.py runs.jsonl`` — lets a long arena run in short
chunks (``--seed k --games <players>``, one deal each) whose progress can be read.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from sanjuan.ai.arena import wilson


def main(path: str) -> None:
    """Print the summed figures of the JSON lines in ``path``."""
    tot: dict[str, dict[str, float]] = {}
    games = 0
    loads: list[float] = []
    p95s: dict[str, list[float]] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        rep = json.loads(line)
        games += rep["games"]
        if "load" in rep:
            loads.append(rep["load"][0])
        for lv, st in rep["levels"].items():
            t = tot.setdefault(lv, {"n": 0, "wins": 0.0, "score": 0.0})
            t["n"] += st["seat_games"]
            t["wins"] += st["wins"]
            t["score"] += st["average_score"] * st["seat_games"]
            p95s.setdefault(lv, []).append(st["decision_ms_p95"])
    print(f"{path}: {games} games")
    for lv, t in tot.items():
        n = int(t["n"])
        lo, hi = wilson(t["wins"], n)
        xs = sorted(p95s[lv])
        print(f"  {lv}: win rate {t['wins'] / n:.1%} [{lo:.1%}–{hi:.1%}] of {n} seat-games, "
              f"avg {t['score'] / n:.1f} VP, per-run p95 decision ms: median "
              f"{xs[len(xs) // 2]:.0f}, max {xs[-1]:.0f}")
    if loads:
        print(f"  load (1-min) during runs: {min(loads):.1f}–{max(loads):.1f}")


if __name__ == "__main__":
    main(sys.argv[1])
