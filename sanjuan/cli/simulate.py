"""``sanjuan simulate``: random-legal-move games, headless, with a summary.

Each game uses seed ``seed + i``; every decision is answered by a uniformly random legal
action (:meth:`Decision.sample`), drawn from a generator seeded by the game's seed.
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import time
from dataclasses import asdict, dataclass

from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.ending import MAX_ROUNDS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import Options

log = logging.getLogger(__name__)


@dataclass
class Summary:
    """Result of :func:`simulate`: counts, averages (rounds, VP) and speed (games/s)."""

    games: int
    players: int
    edition: str
    variant: bool
    average_rounds: float
    average_winning_score: float
    errors: int
    unfinished: int
    decisions: int
    seconds: float
    games_per_second: float


def play_random_game(options: Options) -> tuple[int, int, int, bool]:
    """Play one random-legal-move game; returns (rounds, winning score, decisions,
    finished)."""
    s = new_game(options, log=False)
    rng = random.Random(options.seed)
    decisions = 0
    while not s.over and s.round <= MAX_ROUNDS:
        assert s.decision is not None
        apply(s, s.decision.sample(rng))
        decisions += 1
    sc = score(s)
    return s.round, sc[winners(sc)[0]].total, decisions, s.over


def simulate(games: int, players: int, edition: str, variant: bool = False,
             seed: int = 0) -> Summary:
    """Play ``games`` random games (seeds ``seed`` … ``seed + games − 1``) and summarise.
    An exception inside a game is counted in ``errors`` and logged with its traceback,
    not raised."""
    rounds = wins = decisions = errors = unfinished = 0
    start = time.perf_counter()
    for i in range(games):
        try:
            r, w, d, done = play_random_game(Options(players, edition, variant, seed + i))
        except Exception:  # a simulation reports engine errors, never dies
            errors += 1
            log.exception("sanjuan simulate: game %d (seed %d) failed", i + 1, seed + i)
            continue
        rounds, wins, decisions = rounds + r, wins + w, decisions + d
        unfinished += not done
    secs = time.perf_counter() - start
    ok = max(1, games - errors)
    return Summary(games, players, edition, variant, rounds / ok, wins / ok, errors, unfinished,
                   decisions, secs, games / secs if secs else 0.0)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan simulate``."""
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument("--edition", default="classic", choices=tuple(EDITIONS))
    p.add_argument("--variant", action="store_true", help="start-hand variant (keep 4)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Run ``sanjuan simulate``; exit status 1 if any game raised an error."""
    if args.games < 1:
        raise SystemExit("sanjuan simulate: --games must be at least 1")
    s = simulate(args.games, args.players, args.edition, args.variant, args.seed)
    if args.json:
        print(json.dumps(asdict(s)))
    else:
        print(f"games: {s.games} ({s.players} players, {s.edition}"
              f"{', variant' if s.variant else ''})\n"
              f"average rounds: {s.average_rounds:.1f}\n"
              f"average winning score: {s.average_winning_score:.1f} VP\n"
              f"errors: {s.errors}\nunfinished (stopped after {MAX_ROUNDS} rounds): "
              f"{s.unfinished}\ngames per second: {s.games_per_second:.1f}")
    return 1 if s.errors else 0
