"""Where Expert's choices are uncertain, by decision kind (prints figures).

Plays 2-player games of shipped Expert against Hard. At every decision Expert searches
(roles, builds, selections) it records Expert's choice and, on the same observation:

* ``reseed``: Expert with another seed and the same budget (the search's own noise);
* ``x4``: Expert with 4× the simulations (does more search change the choice?);
* ``oracle``: Expert searching the true state (it sees the hidden hands and the draw
  pile; only a measurement of what hidden information is worth, never a player).

Usage: ``python lab/bench/expert_where.py --games 6 --seed 500``. Prints agreement rates per
decision kind (and per game third for role choices), with Wilson intervals.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

from sanjuan.ai.arena import load_average, wilson
from sanjuan.ai.expert import ExpertPlayer
from sanjuan.ai.hard import HardPlayer
from sanjuan.ai.search import role_and_build_candidates
from sanjuan.ai.selections import SEARCHED_SELECTIONS, selection_candidates
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.ending import MAX_ROUNDS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options

K = DecisionKind


def cands_of(p: ExpertPlayer, obs: Observation) -> list:  # type: ignore[type-arg]
    """Expert's search candidates for ``obs`` (empty when it does not search)."""
    d = obs.decision
    assert d is not None
    if d.kind is K.CHOOSE_ROLE or d.kind is K.BUILD:
        return role_and_build_candidates(p.policy, obs, p.builds)
    if d.kind in SEARCHED_SELECTIONS:
        return selection_candidates(obs.state, d)
    return []


def oracle_obs(s: GameState, seat: int) -> Observation:
    """An 'observation' that is the whole true state (for measurement only)."""
    o = s.copy()
    return Observation(seat, o)


def main() -> None:
    """Play the games and print the agreement table."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=500)
    args = ap.parse_args()
    agree: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    results = {"expert": 0.0, "games": 0}
    for g in range(args.games):
        deal, rot = divmod(g, 2)
        s = new_game(Options(2, "classic", False, args.seed + deal), log=False)
        ex_seat = rot
        ex = ExpertPlayer(g * 8 + 1, max_seconds=30)
        hard = HardPlayer(g * 8 + 2, max_seconds=30)
        other = ExpertPlayer(g * 8 + 3, max_seconds=30)
        big = ExpertPlayer(g * 8 + 4, iterations=4 * ex.iterations, max_seconds=30)
        orc = ExpertPlayer(g * 8 + 5, max_seconds=30)
        while not s.over and s.round <= MAX_ROUNDS:
            d = s.decision
            assert d is not None
            obs = observe(s, d.seat)
            if d.seat != ex_seat:
                apply(s, hard.choose(obs, None), d.seat)
                continue
            a = ex.choose(obs, None)
            cands = cands_of(ex, obs)
            if len(cands) > 1:
                kind = d.kind.value
                if d.kind is K.CHOOSE_ROLE:
                    most = max(len(p.buildings) for p in s.players)
                    kind += ("_early" if most < 5 else "_mid" if most < 9 else "_late")
                budget = ex.iterations if d.kind in (K.CHOOSE_ROLE, K.BUILD) else \
                    ex.iterations // 2
                for name, pl, o in (("reseed", other, obs), ("x4", big, obs),
                                    ("oracle", orc, oracle_obs(s, d.seat))):
                    b = pl.search(o, cands, budget * (4 if name == "x4" else 1), None)
                    cell = agree[kind][name]
                    cell[0] += b == a
                    cell[1] += 1
            apply(s, a, d.seat)
        won = winners(score(s))
        results["expert"] += (1 / len(won)) if ex_seat in won else 0.0
        results["games"] += 1
        print(f"game {g}: expert {'won' if ex_seat in won else 'lost'}", flush=True)
    print(f"load {load_average()}; expert won {results['expert']} of {results['games']}")
    print(f"{'kind':<28}{'n':>5}  " + "  ".join(f"{n:>22}" for n in ("reseed", "x4", "oracle")))
    for kind in sorted(agree):
        row = agree[kind]
        n = row["reseed"][1]
        cells = []
        for name in ("reseed", "x4", "oracle"):
            k, m = row[name]
            lo, hi = wilson(k, m)
            cells.append(f"{k / m:6.1%} [{lo:.0%}-{hi:.0%}]".rjust(22))
        print(f"{kind:<28}{n:>5}  " + "  ".join(cells))
    print(json.dumps({k: {n: v for n, v in r.items()} for k, r in agree.items()}))


if __name__ == "__main__":
    main()
