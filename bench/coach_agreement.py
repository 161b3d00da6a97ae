"""Agreement between the coach's top option and the Expert player's choice (prints
figures), on positions of held-out 2-player games (Expert against Hard, seeds from
``--seed``; every ``--every``-th decision with a choice of the Expert's seat). Each
position: :func:`sanjuan.learn.coach.coach` (the hint, with its default budget) with each
``--evaluation`` and a fresh Expert (same memory as the game's Expert, i.e. a copy of
it) on the same observation. Prints, per evaluation, the share of positions where both
pick the same action (by decision kind: roles, builds, selections) with 95 % Wilson
intervals, and the load.

Usage: ``nice -n 10 .venv/bin/python bench/coach_agreement.py [--games 4] [--every 3]
[--evaluation learned hand]``.
"""

from __future__ import annotations

import argparse
import copy

from sanjuan.ai import make_player
from sanjuan.ai.arena import load_average, wilson
from sanjuan.ai.hard import EVALUATIONS
from sanjuan.learn.coach import DEFAULT_EVALUATION, coach
from sanjuan.learn.review import has_choice
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options


def group(kind: DecisionKind) -> str:
    """"role", "build" or "selection"."""
    if kind is DecisionKind.CHOOSE_ROLE:
        return "role"
    return "build" if kind is DecisionKind.BUILD else "selection"


def main() -> None:
    """Play the games and print the agreement figures."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--seed", type=int, default=95_000)
    ap.add_argument("--evaluation", nargs="+", choices=EVALUATIONS,
                    default=[DEFAULT_EVALUATION], help="the coach's position values to compare")
    args = ap.parse_args()
    agree: dict[str, dict[str, list[int]]] = {e: {} for e in args.evaluation}
    for g in range(args.games):
        s = new_game(Options(2, "classic", False, args.seed + g), log=False)
        ex_seat = g % 2
        bots = {ex_seat: make_player("expert", g, max_seconds=60.0),
                1 - ex_seat: make_player("hard", g, max_seconds=60.0)}
        k = 0
        while not s.over:
            d = s.decision
            obs = observe(s, d.seat)
            if d.seat == ex_seat and has_choice(d):
                k += 1
                if k % args.every == 0:
                    twin = copy.deepcopy(bots[ex_seat])
                    mine = twin.choose(obs)
                    for ev in args.evaluation:
                        top = coach(obs, seed=g, max_seconds=60.0, evaluation=ev)[0].action
                        agree[ev].setdefault(group(d.kind), []).append(int(mine == top))
            apply(s, bots[d.seat].choose(obs), d.seat)
    for ev, by_kind in agree.items():
        total = [x for xs in by_kind.values() for x in xs]
        for name, xs in [*sorted(by_kind.items()), ("all", total)]:
            lo, hi = wilson(sum(xs), len(xs))
            print(f"{ev} {name}: coach's top = Expert's choice in {sum(xs)} of {len(xs)} "
                  f"({sum(xs) / max(1, len(xs)):.0%} [{lo:.0%}–{hi:.0%}])")
    print(f"load {load_average()}")


if __name__ == "__main__":
    main()
