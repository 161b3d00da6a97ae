"""``sanjuan arena``: AI players against each other, with fair deals and honest numbers.

Every deal (seed ``seed + k``) is played once with each rotation of the seats, so each
AI plays each seat of each deal and the luck of the cards cancels out. Reported per AI
level: win rate with a 95% Wilson interval (a shared win counts 1/k), average score,
and decision time (median and 95th percentile, in milliseconds). Each AI sees only its
seat's :class:`~sanjuan.rules.observation.Observation`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from dataclasses import dataclass, field
from typing import Any

from sanjuan.ai import make_player, searches
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.ending import MAX_ROUNDS
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.seat import LEVELS
from sanjuan.rules.state import Options

Z95 = 1.959964


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval (low, high) of a win rate of ``wins`` out of ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)



def load_average() -> tuple[float, float, float]:
    """The system's 1-, 5- and 15-minute load averages (runnable processes, for the
    machine's load that every benchmark reports), each NaN where the system keeps none
    (Windows has no ``os.getloadavg``: a benchmark there raised AttributeError)."""
    getloadavg = getattr(os, "getloadavg", None)
    if getloadavg is None:
        return (math.nan, math.nan, math.nan)
    one, five, fifteen = getloadavg()
    return (one, five, fifteen)

def percentile(xs: list[float], q: float) -> float:
    """The ``q``-quantile (0…1) of ``xs`` by linear interpolation (0 for no data)."""
    if not xs:
        return 0.0
    ys = sorted(xs)
    pos = q * (len(ys) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(ys) - 1)
    return ys[lo] + (ys[hi] - ys[lo]) * (pos - lo)


@dataclass
class LevelStats:
    """Results of one AI level over all its seats: ``seat_games`` (games × seats it held),
    ``wins`` (shared wins fractional), ``score_sum`` (VP), decision ``times`` (s) and
    searches stopped by the Hard player's wall-clock cap (``capped``)."""

    seat_games: int = 0
    wins: float = 0.0
    score_sum: int = 0
    times: list[float] = field(default_factory=list)
    capped: int = 0

    def summary(self) -> dict[str, float | int | list[float]]:
        """Win rate, Wilson interval, average score, decision time median/p95 (ms)."""
        n = self.seat_games
        lo, hi = wilson(self.wins, n)
        return {"seat_games": n, "wins": round(self.wins, 3),
                "win_rate": self.wins / n if n else 0.0, "win_rate_ci95": [lo, hi],
                "average_score": self.score_sum / n if n else 0.0,
                "decisions": len(self.times),
                "decision_ms_median": 1000 * percentile(self.times, 0.5),
                "decision_ms_p95": 1000 * percentile(self.times, 0.95),
                "decision_ms_max": 1000 * max(self.times, default=0.0),
                "searches_capped_by_time": self.capped}


def play_game(lineup: list[str], options: Options, player_seed: int,
              stats: dict[str, LevelStats], hard_kwargs: dict[str, object]) -> bool:
    """Play one game with ``lineup[i]`` in seat i; add its results to ``stats``.
    Returns False if the game was stopped unfinished after MAX_ROUNDS rounds."""
    players = [make_player(lv, player_seed * 8 + i, **_kwargs(lv, hard_kwargs))
               for i, lv in enumerate(lineup)]
    s = new_game(options, log=False)
    while not s.over and s.round <= MAX_ROUNDS:
        d = s.decision
        assert d is not None
        obs = observe(s, d.seat)
        start = time.perf_counter()
        action = players[d.seat].choose(obs, None)
        stats[lineup[d.seat]].times.append(time.perf_counter() - start)
        apply(s, action, d.seat)
    sc = score(s)
    won = winners(sc) if s.over else ()
    for seat, lv in enumerate(lineup):
        st = stats[lv]
        st.capped += getattr(players[seat], "capped", 0)
        st.seat_games += 1
        st.score_sum += sc[seat].total
        if seat in won:
            st.wins += 1 / len(won)
    return s.over


def _kwargs(level: str, hard_kwargs: dict[str, object]) -> dict[str, object]:
    """Keyword arguments for a player of ``level``: all of ``hard_kwargs`` for Hard,
    only its ``max_seconds`` (the wall-clock cap) for the other searching levels
    (Skilled, Tough, Expert), none for the others."""
    if level == "hard":
        return hard_kwargs
    if searches(level) and "max_seconds" in hard_kwargs:
        return {"max_seconds": hard_kwargs["max_seconds"]}
    return {}


def arena(seats: list[str], games: int, players: int, edition: str = "classic",
          seed: int = 0, variant: bool = False,
          hard_kwargs: dict[str, object] | None = None) -> dict[str, object]:
    """Play ``games`` games (deal k = game // players, rotation = game % players) and
    return the report as a JSON-ready dict. ``seats`` lists one level per seat (padded
    with its last entry). Raises ValueError for bad levels or counts."""
    if not 2 <= players <= 4:
        raise ValueError("the arena needs 2 to 4 players [RULES.md 2.1]")
    bad = [lv for lv in seats if lv not in LEVELS]
    if bad or not seats or len(seats) > players:
        raise ValueError(f"--seats: give 1 to {players} of {', '.join(LEVELS)}, not {seats}")
    lineup = seats + [seats[-1]] * (players - len(seats))
    stats = {lv: LevelStats() for lv in lineup}
    unfinished = 0
    start = time.perf_counter()
    for g in range(games):
        deal, rot = divmod(g, players)
        rotated = [lineup[(i + rot) % players] for i in range(players)]
        opts = Options(players, edition, variant, seed + deal)
        unfinished += not play_game(rotated, opts, seed * 1000 + g, stats, hard_kwargs or {})
    return {"games": games, "players": players, "edition": edition, "variant": variant,
            "seed": seed, "seats": lineup, "deals": math.ceil(games / players),
            "unfinished": unfinished, "fair_share": 1 / players,
            "seconds": time.perf_counter() - start,
            "levels": {lv: st.summary() for lv, st in stats.items()},
            "hard": dict(hard_kwargs or {})}


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan arena``."""
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument("--games", type=int, default=20,
                   help="number of games; best a multiple of --players (default 20)")
    p.add_argument("--seats", default="hard,medium",
                   help="comma-separated levels per seat, padded with the last "
                        f"({', '.join(LEVELS)}; default hard,medium)")
    p.add_argument("--edition", default="classic", choices=tuple(EDITIONS))
    p.add_argument("--variant", action="store_true", help="start-hand variant (keep 4)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first deal")
    p.add_argument("--think-ms", type=float, default=None,
                   help="Hard: thinking time per decision in ms instead of its iteration "
                        "budget (results then depend on machine speed)")
    p.add_argument("--iterations", type=int, default=None,
                   help="Hard: simulations per decision (default: the Hard player's own)")
    p.add_argument("--max-seconds", type=float, default=None,
                   help="Skilled, Hard, Tough and Expert: wall-clock cap per decision in "
                        "seconds (default their own, under 1 s); raise it on a loaded "
                        "machine so that every search runs its whole budget and results "
                        "depend only on the seeds")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Run ``sanjuan arena``; prints the report (text or JSON). Exit status 2 for bad
    arguments."""
    seats = [x.strip() for x in args.seats.split(",") if x.strip()]
    hard: dict[str, object] = {}
    if args.think_ms is not None:
        hard["think_ms"] = args.think_ms
    if args.iterations is not None:
        hard["iterations"] = args.iterations
    if args.max_seconds is not None:
        hard["max_seconds"] = args.max_seconds
    if args.games < 1:
        raise SystemExit("sanjuan arena: --games must be at least 1")
    try:
        rep: dict[str, Any] = arena(seats, args.games, args.players, args.edition, args.seed,
                                    args.variant, hard)
    except ValueError as exc:
        raise SystemExit(f"sanjuan arena: {exc}") from None
    if args.json:
        print(json.dumps(rep))
        return 0
    print(f"games: {rep['games']} ({rep['players']} players, {rep['edition']}; "
          f"{rep['deals']} deals × every seat rotation), seats: {','.join(rep['seats'])}")
    for lv, st in rep["levels"].items():
        lo, hi = st["win_rate_ci95"]
        print(f"{lv:>7}: win rate {st['win_rate']:6.1%} [95% CI {lo:.1%}–{hi:.1%}] "
              f"(fair share {rep['fair_share']:.0%}), average score {st['average_score']:.1f} "
              f"VP, decision time median {st['decision_ms_median']:.1f} ms, "
              f"p95 {st['decision_ms_p95']:.1f} ms"
              + (f", {st['searches_capped_by_time']} searches cut short by the time cap"
                 if st["searches_capped_by_time"] else ""))
    if rep["unfinished"]:
        print(f"unfinished games (stopped after {MAX_ROUNDS} rounds): {rep['unfinished']}")
    print(f"time: {rep['seconds']:.1f} s")
    return 0


__all__ = ["arena", "wilson", "percentile", "add_arguments", "run"]
