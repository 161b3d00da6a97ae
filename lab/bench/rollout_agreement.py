"""How often the search's play-out policy picks what the Expert's search picks (prints
figures): the head-room of a play-out policy distilled from the search's choices.

Positions: role and build decisions with more than one option in seeded 2-player
classic games of Hard against Expert (every ``--every``-th). At each, the Expert's choice
(a fresh Expert on the seat's observation, budget as shipped, no time cap) is compared
with the fast rollout policy's (:class:`~sanjuan.ai.rollout.FastPolicy`, on one
determinisation of the same observation, as in a play-out) and the Medium player's. A
low agreement means play-outs do not play as Expert would; a high one leaves little
for a distilled policy to gain. Prints shares with 95 % Wilson intervals and the load.

Usage: ``nice -n 19 .venv/bin/python lab/bench/rollout_agreement.py [--games 4] [--every 2]``.
"""

from __future__ import annotations

import argparse
import random

from sanjuan.ai.arena import load_average, wilson
from sanjuan.ai.expert import ExpertPlayer
from sanjuan.ai.hard import HardPlayer
from sanjuan.ai.medium import MediumPlayer
from sanjuan.ai.rollout import FastPolicy
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options

NO_CAP = 1e9


def main() -> None:
    """Play the games and print the agreement figures."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--every", type=int, default=2)
    ap.add_argument("--seed", type=int, default=97_000)
    args = ap.parse_args()
    fast, rng = FastPolicy(), random.Random(1)
    agree: dict[tuple[str, str], list[int]] = {}
    for g in range(args.games):
        s = new_game(Options(2, "classic", False, args.seed + g), log=False)
        bots = {g % 2: ExpertPlayer(g, max_seconds=NO_CAP),
                1 - g % 2: HardPlayer(g, max_seconds=NO_CAP)}
        medium = MediumPlayer(g)
        k = 0
        while not s.over:
            d = s.decision
            assert d is not None
            obs = observe(s, d.seat)
            if d.kind in (DecisionKind.CHOOSE_ROLE, DecisionKind.BUILD) and (
                    len(d.options) > 1 or d.kind is DecisionKind.BUILD and d.options):
                k += 1
                if k % args.every == 0:
                    kind = "role" if d.kind is DecisionKind.CHOOSE_ROLE else "build"
                    expert = ExpertPlayer(1000 + k).choose(obs)
                    det = obs.determinize(rng)
                    assert det.decision is not None
                    for name, choice in (("fast", fast.decide(det, det.decision)),
                                         ("medium", medium.decide(obs.state, d))):
                        agree.setdefault((name, kind), []).append(int(choice == expert))
            apply(s, bots[d.seat].choose(obs), d.seat)
    print(f"positions: Expert vs Hard, {args.games} games, every {args.every}th role/build "
          f"decision with a choice; load {load_average()[0]:.1f}")
    for (name, kind), xs in sorted(agree.items()):
        lo, hi = wilson(sum(xs), len(xs))
        print(f"{name:>6} agrees with Expert on {kind:5}: {sum(xs) / len(xs):6.1%} "
              f"[{lo:.1%}–{hi:.1%}] of {len(xs)}")


if __name__ == "__main__":
    main()
