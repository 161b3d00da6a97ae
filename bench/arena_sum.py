"""Sum ``sanjuan arena --json`` reports (one per line, disjoint seeds) into one figure
per level: seat games, wins, win rate with its 95% Wilson interval, average score, the
95th percentile of the per-run p95 decision times and the load averages seen.

Usage: ``python bench/arena_sum.py runs.jsonl`` — lets a long arena run in short
chunks (``--seed k --games <players>``, one deal each) whose progress can be read.

Lines of ``bench/ismcts.py`` (Expert against SO-ISMCTS) also give, when present: the
deals' seeds, each side's CPU per game and per searched decision, SO-ISMCTS's
iterations per searched decision (median and quartiles) and the play-out engines seen.
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
    cpu: dict[str, list[float]] = {}  # per level: CPU s, searched CPU s, searched count
    iters: list[int] = []
    engines: set[str] = set()
    seeds: list[int] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        rep = json.loads(line)
        games += rep["games"]
        if "load" in rep:
            loads.append(rep["load"][0])
        if "seed" in rep:
            seeds.append(rep["seed"])
        iters += rep.get("ismcts_iterations", [])
        if "engines" in rep:
            engines.add(", ".join(f"{lv} {e}" for lv, e in sorted(rep["engines"].items())))
        for lv, st in rep["levels"].items():
            t = tot.setdefault(lv, {"n": 0, "wins": 0.0, "score": 0.0})
            t["n"] += st["seat_games"]
            t["wins"] += st["wins"]
            t["score"] += st["average_score"] * st["seat_games"]
            p95s.setdefault(lv, []).append(st["decision_ms_p95"])
            if "search_cpu_s" in st:
                c = cpu.setdefault(lv, [0.0, 0.0, 0.0])
                c[0] += st["cpu_s"]
                c[1] += st["search_cpu_s"]
                c[2] += st["searched_decisions"]
    print(f"{path}: {games} games")
    for lv, t in tot.items():
        n = int(t["n"])
        lo, hi = wilson(t["wins"], n)
        xs = sorted(p95s[lv])
        p95 = (f", per-run p95 decision ms: median {xs[len(xs) // 2]:.0f}, max {xs[-1]:.0f}"
               if xs[-1] > 0 else "")  # bench/ismcts.py does not time single decisions
        print(f"  {lv}: win rate {t['wins'] / n:.1%} [{lo:.1%}–{hi:.1%}] of {n} seat-games, "
              f"avg {t['score'] / n:.1f} VP{p95}")
    for lv, (total, searched_s, count) in cpu.items():
        print(f"  {lv}: CPU {total / games:.2f} s per game, "
              f"{1000 * searched_s / max(1.0, count):.1f} ms per searched decision "
              f"({int(count)} searched decisions)")
    if iters:
        xs = sorted(iters)
        print(f"  ismcts iterations per searched decision: median {xs[len(xs) // 2]}, "
              f"quartiles {xs[len(xs) // 4]}–{xs[3 * len(xs) // 4]} ({len(xs)} decisions)")
    if engines:
        print(f"  play-out engines: {'; '.join(sorted(engines))}")
    if seeds:
        print(f"  deals {min(seeds)}–{max(seeds)} ({len(set(seeds))} deals)")
    if loads:
        xs = sorted(loads)
        print(f"  load (1-min) during runs: {xs[0]:.1f}–{xs[-1]:.1f}, "
              f"median {xs[len(xs) // 2]:.1f}")


if __name__ == "__main__":
    main(sys.argv[1])
