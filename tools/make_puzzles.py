"""Make the built-in puzzles (``sanjuan/learn/puzzles.json``) from self-play games.

    nice -n 19 python tools/make_puzzles.py --count 24 [--first-seed 1] [--levels medium]
        [--iterations 640] [--out sanjuan/learn/puzzles.json]

Plays 2-player games (classic and 2018 in turn, every seat the same computer level, each
decision seeded as the window seeds it), and in each game looks at the role and build
decisions of its last two rounds (the game ends in this round or the next) with 3 to
``MAX_RATED`` legal moves, every one of which the search rates. A position becomes a
puzzle when the coach's search, first cheaply and then with ``--iterations`` simulations,
finds one move that wins with at least ``MIN_WIN`` chance and leads every other move by
at least ``MIN_GAP``, and the real deal is won in at least ``MIN_REAL_WINS`` of
``REAL_PLAYOUTS`` continuations after it (see :mod:`sanjuan.learn.puzzles`). At most one
puzzle per game, the latest found. Progress goes to stderr; the file is written after
every puzzle found, so an interrupted run keeps what it has.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from sanjuan.ai import LEVELS, make_player
from sanjuan.ai.search import near_end
from sanjuan.learn.puzzles import (
    KINDS,
    MAX_RATED,
    MIN_REAL_WINS,
    Candidate,
    Puzzle,
    clearly_best,
    dump_puzzles,
    load_puzzles,
    rate,
    real_playouts,
)
from sanjuan.rules.game import Game
from sanjuan.rules.observation import observe
from sanjuan.rules.seeds import player_seed
from sanjuan.rules.state import Options

EDITIONS = ("classic", "2018")
#: Simulations of the cheap first look at a position.
SCREEN_ITERATIONS = 160
#: Puzzles come from the last this many rounds of a game.
LAST_ROUNDS = 2


def self_play(options: Options, level: str) -> Game:
    """A finished game of ``level`` players in every seat."""
    g = Game(options, log=False)
    while not g.state.over:
        d = g.state.decision
        assert d is not None
        ai = make_player(level, player_seed(options.seed, d.seat, len(g.actions)))
        g.apply(ai.choose(observe(g.state, d.seat)))
    return g


def find_puzzle(options: Options, level: str, iterations: int, pid: str) -> Puzzle | None:
    """The latest puzzle position of one self-play game, or None."""
    full = self_play(options, level)
    game = Game(options, log=False)
    found = None
    for k, action in enumerate(full.actions):
        s = game.state
        d = s.decision
        assert d is not None
        last_rounds = full.state.round - s.round < LAST_ROUNDS
        legal = len(d.legal_actions())
        if d.kind in KINDS and last_rounds and near_end(s) and 3 <= legal <= MAX_RATED:
            obs = observe(s, d.seat)
            if clearly_best(rate(obs, k, SCREEN_ITERATIONS)):
                hints = rate(obs, k, iterations)
                if clearly_best(hints):
                    wins = real_playouts(s, d.seat, hints[0].action, options.seed, k)
                    if wins >= MIN_REAL_WINS:
                        found = Puzzle(pid, options, tuple(full.actions[:k]), d.seat,
                                       hints[0].action, k, iterations,
                                       tuple(Candidate(h.action, h.win) for h in hints),
                                       wins, full.state.round - s.round + 1,
                                       {"tool": "tools/make_puzzles.py", "levels": level,
                                        "decision": k})
        game.apply(action)
    return found


def main(argv: list[str] | None = None) -> int:
    """Run the generator; returns the exit status."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--count", type=int, default=24)
    p.add_argument("--first-seed", type=int, default=1)
    p.add_argument("--levels", choices=LEVELS, default="medium")
    p.add_argument("--iterations", type=int, default=640)
    p.add_argument("--out", type=Path, default=Path("sanjuan/learn/puzzles.json"))
    p.add_argument("--append", action="store_true", help="keep the puzzles already in --out")
    args = p.parse_args(argv)
    puzzles = load_puzzles(args.out) if args.append and args.out.exists() else []
    seed = args.first_seed
    start = time.time()
    while len(puzzles) < args.count:
        opts = Options(2, EDITIONS[seed % len(EDITIONS)], False, seed)
        pid = f"p{len(puzzles) + 1:02d}"
        found = find_puzzle(opts, args.levels, args.iterations, pid)
        print(f"seed {seed}: {'puzzle ' + pid if found else 'none'} "
              f"({time.time() - start:.0f} s)", file=sys.stderr, flush=True)
        if found is not None:
            puzzles.append(found)
            args.out.write_text(dump_puzzles(puzzles), encoding="utf-8")
        seed += 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
