"""Paired A/B arena of AI variants, for tuning the Expert player (prints figures).

Usage: ``python bench/expert_ab.py "expert:builds=8,iterations=400" hard --games 40``.
A variant is ``level[:key=value,…]``; values are ints, floats or true/false. Uses
:func:`sanjuan.ai.arena.arena` (paired deals, seat rotation, Wilson intervals).
"""

from __future__ import annotations

import argparse
import json

from sanjuan.ai import Player, make_player
from sanjuan.ai import arena as arena_mod
from sanjuan.ai.arena import load_average


def parse(spec: str) -> tuple[str, dict[str, object]]:
    """``level:k=v,…`` → (level, kwargs)."""
    level, _, rest = spec.partition(":")
    kw: dict[str, object] = {}
    for item in filter(None, rest.split(",")):
        k, _, v = item.partition("=")
        val: object = v
        if v in ("true", "false"):
            val = v == "true"
        else:
            try:
                val = int(v)
            except ValueError:
                try:
                    val = float(v)
                except ValueError:
                    pass
        kw[k] = val
    return level, kw


def main() -> None:
    """Run the arena with the named variants and print its JSON report."""
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--json", action="store_true", help="print the arena's JSON report")
    args = ap.parse_args()
    specs = {args.a: parse(args.a), args.b: parse(args.b)}
    arena_mod.LEVELS = tuple(specs)  # type: ignore[misc]

    def make(name: str, seed: int = 0, **_: object) -> Player:
        level, kw = specs[name]
        return make_player(level, seed, **kw)

    arena_mod.make_player = make  # type: ignore[assignment]
    rep = arena_mod.arena([args.a, args.b], args.games, args.players, args.edition,
                          args.seed)
    rep["load"] = load_average()
    if args.json:
        print(json.dumps(rep))
        return
    for name, st in rep["levels"].items():
        lo, hi = st["win_rate_ci95"]
        print(f"{name}: {st['win_rate']:.3f} [{lo:.3f}-{hi:.3f}] n={st['seat_games']} "
              f"avg {st['average_score']:.1f} p95 {st['decision_ms_p95']:.0f} ms "
              f"median {st['decision_ms_median']:.0f} ms capped {st['searches_capped_by_time']}")
    print(json.dumps({"load": rep["load"], "seconds": rep["seconds"]}))


if __name__ == "__main__":
    main()
