"""A checkpoint's player against a shipped level, on paired deals.

``python lab/expert_iteration/versus.py --run RUN --checkpoint HASH --level hard
--deals 10 [--seed 900000]``: each deal is played once per seat rotation, the learned
player (:class:`.search.GuidedPlayer`, the checkpoint's own search settings) in one
seat and the shipped level (``make_player``, public API; Hard and Expert with
``max_seconds=60`` so that their searches run their full budget) in the others. Prints
the learned player's win share with its 95 % Wilson interval, CPU per game of each side
and the load. ``--against HASH`` plays another checkpoint of the run instead of a
shipped level (e.g. a promoted checkpoint against checkpoint 0 on fresh deals).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

_HERE = Path(__file__).resolve()
sys.path[:0] = [str(_HERE.parents[2]), str(_HERE.parents[1])]

from expert_iteration.model import Model, load_checkpoint  # noqa: E402
from expert_iteration.search import GuidedPlayer, Settings, win_shares  # noqa: E402
from sanjuan.ai import make_player  # noqa: E402
from sanjuan.ai.arena import load_average, wilson  # noqa: E402
from sanjuan.rules.engine import apply, new_game  # noqa: E402
from sanjuan.rules.observation import observe  # noqa: E402
from sanjuan.rules.state import Options  # noqa: E402


def main() -> None:
    """Play the deals and print the figures."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", type=Path, required=True)
    ap.add_argument("--checkpoint", required=True)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=900_000)
    ap.add_argument("--against", default=None, metavar="HASH",
                    help="another checkpoint of the run instead of --level")
    args = ap.parse_args()
    ck = load_checkpoint(args.run / "checkpoints", args.checkpoint)
    model, settings, n = Model(ck), Settings.of(ck["search"]), int(ck["players"])
    kw = {"max_seconds": 60.0} if args.level in ("hard", "expert") else {}
    if args.against is not None:
        other = load_checkpoint(args.run / "checkpoints", args.against)
        omodel, osettings = Model(other), Settings.of(other["search"])
        args.level = args.against

    def opponent(seed: int) -> object:
        if args.against is not None:
            return GuidedPlayer(omodel, osettings, seed)
        return make_player(args.level, seed, **kw)

    wins = 0.0
    cpu = {"learned": 0.0, args.level: 0.0}
    games = 0
    for seed in range(args.seed, args.seed + args.deals):
        for rot in range(n):
            bots = [GuidedPlayer(model, settings, seed * 8 + q) if q == rot
                    else opponent(seed * 8 + q) for q in range(n)]
            s = new_game(Options(n, "classic", False, seed), log=False)
            while not s.over:
                d = s.decision
                assert d is not None
                t = time.process_time()
                a = bots[d.seat].choose(observe(s, d.seat))
                cpu["learned" if d.seat == rot else args.level] += time.process_time() - t
                apply(s, a, d.seat)
            wins += win_shares(s)[rot]
            games += 1
    lo, hi = wilson(wins, games)
    print(f"learned {args.checkpoint} against {args.level}: {wins:g}/{games} = "
          f"{wins / games:.1%} [{lo:.1%}–{hi:.1%}] (fair share {1 / n:.0%}); CPU per game "
          f"learned {cpu['learned'] / games:.1f} s, {args.level} "
          f"{cpu[args.level] / games / (n - 1):.1f} s per seat; deals {args.seed}–"
          f"{args.seed + args.deals - 1}; load {load_average()[0]:.1f}")


if __name__ == "__main__":
    main()
