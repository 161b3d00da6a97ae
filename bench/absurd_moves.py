"""Count absurd builds (:func:`sanjuan.ai.plausible.absurd_build`) per computer level.

Each level plays ``--games`` games against Medium with every seat rotation (2 players) or
against a Medium/Easy field (3 and 4 players); every build it makes is judged on its
seat's observation before the engine applies it. Prints, per level and player count: games,
builds, absurd builds by reason, and examples. Figures, not assertions (tests/test_ai_ladder.py
asserts zero for the shipped levels).

Usage: ``python bench/absurd_moves.py --levels easy,casual --games 200 --players 2``
"""

from __future__ import annotations

import argparse
import collections
import time

from sanjuan.ai import make_player
from sanjuan.ai.plausible import absurd_build
from sanjuan.rules.actions import Build
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.state import Options


def count(level: str, games: int, players: int, edition: str, seed: int,
          kwargs: dict[str, object]) -> tuple[int, collections.Counter[str], list[str]]:
    """(builds, absurd builds by reason, up to 5 examples) of ``level`` over ``games``."""
    field = ["medium", "easy", "medium"]
    builds = 0
    absurd: collections.Counter[str] = collections.Counter()
    examples: list[str] = []
    for g in range(games):
        deal, rot = divmod(g, players)
        lineup = [level] + field[:players - 1]
        lineup = lineup[rot:] + lineup[:rot]
        me = (players - rot) % players  # the seat of the level under test
        ps = [make_player(lv, (seed + g) * 8 + i, **(kwargs if i == me else {}))
              for i, lv in enumerate(lineup)]
        s = new_game(Options(players, edition, False, seed + deal), log=False)
        while not s.over and s.round < 200:
            d = s.decision
            assert d is not None
            obs = observe(s, d.seat)
            a = ps[d.seat].choose(obs, None)
            if d.seat == me and isinstance(a, Build):
                builds += 1
                why = absurd_build(obs.state, d.seat, a)
                if why is not None:
                    absurd[why] += 1
                    if len(examples) < 5:
                        t = s.types
                        old = "" if a.replace is None else \
                            f" over {CARD_TYPES[t[a.replace]].name}"
                        examples.append(f"deal {seed + deal} round {s.round}: "
                                        f"{CARD_TYPES[t[a.card]].name}{old} ({why})")
            apply(s, a, d.seat)
    return builds, absurd, examples


def main() -> None:
    """Parse the arguments, count, print."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--levels", default="easy,casual,steady,medium")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--iterations", type=int, default=None, help="Hard/Expert budget")
    args = ap.parse_args()
    kw: dict[str, object] = {} if args.iterations is None else {"iterations": args.iterations}
    for lv in args.levels.split(","):
        start = time.perf_counter()
        builds, absurd, ex = count(lv, args.games, args.players, args.edition, args.seed,
                                   kw if lv in ("hard", "expert") else {})
        print(f"{lv}: {args.games} games, {args.players} players, {args.edition}: "
              f"{builds} builds, {sum(absurd.values())} absurd {dict(absurd)} "
              f"({time.perf_counter() - start:.0f} s)")
        for e in ex:
            print("   ", e)


if __name__ == "__main__":
    main()
