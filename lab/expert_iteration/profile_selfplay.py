"""Where the CPU of a self-play game goes (issue 36, step 2's measurement).

Plays one game of full-strength Experts (``make_player("expert", …, max_seconds=60)``:
every search runs its whole simulation budget, as on an idle machine) under
``cProfile`` and prints the CPU time (profiled ``tottime``, whose sum is the game's
profiled time; the profiler's own overhead inflates it evenly) grouped by what the code
does: the rules engine, the play-out rule policy, the learned evaluation, the search's
own bookkeeping, determinisation, the Medium player's scoring of candidates, and the
rest. Also prints the game's plain CPU seconds, measured in a second, unprofiled run
of the same deal.

Usage: ``python lab/expert_iteration/profile_selfplay.py [--players 3] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sanjuan.ai import make_player
from sanjuan.ai.arena import load_average
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options

#: (group, substrings of the file path or function name), first match wins.
GROUPS = (
    ("determinisation (observation.py)", ("rules/observation.py",)),
    ("state copies (GameState.copy, list/dict copy)", ("rules/state.py copy",
                                                        "method 'copy'")),
    ("rules engine (sanjuan/rules)", ("sanjuan/rules/",)),
    ("play-out rule policy (ai/rollout.py)", ("ai/rollout.py",)),
    ("learned evaluation (ai/evaluation.py)", ("ai/evaluation.py",)),
    ("candidate scoring (ai/medium.py, heuristics.py, selections.py)",
     ("ai/medium.py", "ai/heuristics.py", "ai/selections.py", "ai/roles.py")),
    ("search bookkeeping (ai/search.py, roundsearch.py, expert.py)",
     ("ai/search.py", "ai/roundsearch.py", "ai/expert.py")),
    ("Python's random module", ("random.py", "_random")),
)


def play(players: int, seed: int) -> None:
    """One game of Experts on deal ``seed``."""
    s = new_game(Options(players, "classic", False, seed), log=False)
    bots = [make_player("expert", seed * 8 + q, max_seconds=60.0) for q in range(players)]
    while not s.over:
        d = s.decision
        assert d is not None
        apply(s, bots[d.seat].choose(observe(s, d.seat)), d.seat)


def main() -> None:
    """Profile one game and print the grouped CPU shares."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    t = time.process_time()
    play(args.players, args.seed)
    plain = time.process_time() - t
    pr = cProfile.Profile()
    pr.enable()
    play(args.players, args.seed)
    pr.disable()
    st = pstats.Stats(pr)
    totals: dict[str, float] = {}
    others: dict[str, float] = {}
    for (path, _line, func), (_cc, _nc, tottime, _ct, _callers) in st.stats.items():  # type: ignore[attr-defined]
        key = f"{path} {func}"
        group = next((g for g, subs in GROUPS if any(x in key for x in subs)), "other")
        totals[group] = totals.get(group, 0.0) + tottime
        if group == "other":
            others[key] = others.get(key, 0.0) + tottime
    whole = sum(totals.values())
    print(f"one {args.players}-player game of Experts, deal {args.seed}: "
          f"{plain:.1f} s CPU unprofiled; load {load_average()[0]:.1f}")
    for g, v in sorted(totals.items(), key=lambda x: -x[1]):
        print(f"  {v / whole:6.1%}  {g}")
    print("  the largest of 'other' (built-ins are charged to no module):")
    for k, v in sorted(others.items(), key=lambda x: -x[1])[:6]:
        print(f"    {v / whole:6.1%}  {k.replace(str(Path.cwd()), '.')}")


if __name__ == "__main__":
    main()
