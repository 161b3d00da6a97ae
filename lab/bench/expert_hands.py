"""What knowing the other hands would be worth to Expert (prints measured figures).

Plays Expert against Hard in every seat rotation of the deals ``--first`` …, exactly the
games of ``bench/expert_ab.py "expert:max_seconds=5" hard --games P --players P --seed D``
run once per deal D (same seats and player seeds; ``--mode plain`` replays them). With
``--mode hands`` Expert's observation also carries the other seats' true hands: its
determinisations then deal only the draw pile and the other hidden places at random.
That is the most any reading of the rivals' revealed choices (which roles they take,
what they build, when they pass) could tell it about their hands; the draw pile's order
stays unknown, as it is to every player. A measurement only, never a player: no player
of the game ever gets another seat's hand.

Usage: ``python lab/bench/expert_hands.py --first 4000 --deals 40 --players 3 --mode hands``.
Prints one JSON line per game (deal, rotation, Expert's win share and seat, every
seat's VP), then Expert's win rate with a 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import json

from sanjuan.ai import make_player
from sanjuan.ai.arena import wilson
from sanjuan.rules.ending import MAX_ROUNDS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options


def with_hands(obs: Observation, s: GameState) -> Observation:
    """``obs`` with the true hands of the other seats of ``s`` written in (measurement
    only: see the module doc)."""
    o = obs.state.copy()
    for i, p in enumerate(o.players):
        if i != obs.seat:
            p.hand = list(s.players[i].hand)
    return Observation(obs.seat, o)


def play(deal: int, rot: int, players: int, mode: str, edition: str
         ) -> tuple[float, int, list[int]]:
    """One game of deal ``deal`` with Expert in the arena's rotation ``rot`` (and its
    player seeds): Expert's win share (a k-way shared win counts 1/k), its seat and
    every seat's VP."""
    lineup = ["expert" if (i + rot) % players == 0 else "hard" for i in range(players)]
    seed = deal * 1000 + rot
    kw: dict[str, dict[str, object]] = {"expert": {"max_seconds": 5}, "hard": {}}
    seats = [make_player(lv, seed * 8 + i, **kw[lv]) for i, lv in enumerate(lineup)]
    me = lineup.index("expert")
    s = new_game(Options(players, edition, False, deal), log=False)
    while not s.over and s.round <= MAX_ROUNDS:
        d = s.decision
        assert d is not None
        obs = observe(s, d.seat)
        if d.seat == me and mode == "hands":
            obs = with_hands(obs, s)
        apply(s, seats[d.seat].choose(obs, None), d.seat)
    sc = score(s)
    won = winners(sc) if s.over else ()
    return (1 / len(won) if me in won else 0.0), me, [x.total for x in sc]


def main() -> None:
    """Play the games and print one JSON line each, then the win rate."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--first", type=int, default=4000, help="seed of the first deal")
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--mode", choices=("plain", "hands"), default="hands")
    args = ap.parse_args()
    wins = 0.0
    n = 0
    for deal in range(args.first, args.first + args.deals):
        for rot in range(args.players):
            win, me, vps = play(deal, rot, args.players, args.mode, args.edition)
            wins += win
            n += 1
            print(json.dumps({"deal": deal, "rot": rot, "mode": args.mode, "win": win,
                              "seat": me, "scores": vps}), flush=True)
    lo, hi = wilson(wins, n)
    print(f"expert ({args.mode}): win rate {wins / n:.1%} [{lo:.1%}–{hi:.1%}] of {n} games, "
          f"fair share {1 / args.players:.0%}")


if __name__ == "__main__":
    main()
