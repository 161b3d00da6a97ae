"""Calibration of the coach's win-chance estimates (sanjuan.learn.coach) on held-out
positions: does "60–70 %" mean winning 60–70 % of the time?

Positions: every ``--every``-th decision with a choice in ``--players``-player games
(2 by default) between the arena's levels (Medium and Easy, alternating around the table
and rotated from game to game; seeds from ``--seed``, never used by the tests). At
each position the coach rates the deciding seat's options from its observation; then
every rated option is played on the *real* state and the game is played out by the
Medium player in every seat (the policy the search's rollouts imitate). Estimates are
bucketed by tenths; for each bucket the program prints the number of options, the mean
estimate, how often the seat that chose them won (a shared win counts 1/k) with a 95 %
Wilson interval, and the Brier score overall.

    nice -n 10 .venv/bin/python bench/coach_calibration.py --games 12 --every 6
    nice -n 10 .venv/bin/python bench/coach_calibration.py --players 4 --games 6 --every 8
    nice -n 10 .venv/bin/python bench/coach_calibration.py --evaluation hand  # Hard's value
"""

from __future__ import annotations

import argparse
import json
import time

from sanjuan.ai import make_player
from sanjuan.ai.arena import wilson
from sanjuan.ai.hard import EVALUATIONS
from sanjuan.learn.coach import DEFAULT_EVALUATION, coach
from sanjuan.learn.review import has_choice
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.observation import observe
from sanjuan.rules.scoring import score, winners
from sanjuan.rules.state import GameState, Options

#: A play-out still running after this many rounds is dropped (games of Medium and Easy
#: players end within about 35; some positions after a weak option never end, as in
#: ``sanjuan simulate``).
ROUND_CAP = 60


def play_out(s: GameState, seed: int) -> GameState | None:
    """``s`` played to its end by Medium players (seeded by ``seed``); None if it has not
    ended after :data:`ROUND_CAP` rounds."""
    players = [make_player("medium", seed + i) for i in range(s.num_players)]
    while not s.over:
        if s.round > ROUND_CAP:
            return None
        d = s.decision
        apply(s, players[d.seat].choose(observe(s, d.seat)))
    return s


def measure(games: int, every: int, seed: int, iterations: int, players: int = 2,
            raw: list[dict[str, float]] | None = None,
            evaluation: str = DEFAULT_EVALUATION) -> list[tuple[float, float]]:
    """(estimate, outcome 0…1) for every rated option at the sampled positions, rated by
    the coach with ``evaluation``; with ``raw``, also one dict per option appended to it
    (estimate, the search's mean reward if the coach reports it, outcome, round,
    players)."""
    out: list[tuple[float, float]] = []
    for g in range(games):
        opts = Options(players, "classic", False, seed + g)
        levels = ["medium" if (q + g) % 2 == 0 else "easy" for q in range(players)]
        lineup = [make_player(level, g) for level in levels]
        s = new_game(opts, log=False)
        k = 0
        while not s.over and s.round <= ROUND_CAP:
            d = s.decision
            obs = observe(s, d.seat)
            if has_choice(d):
                k += 1
                if k % every == 0:
                    for h in coach(obs, seed=seed + k, iterations=iterations,
                                   max_seconds=30.0, evaluation=evaluation):
                        t = s.copy()
                        apply(t, h.action)
                        end = play_out(t, 7 * k + g)
                        if end is None:
                            continue
                        won = winners(score(end))
                        outcome = 1.0 / len(won) if d.seat in won else 0.0
                        out.append((h.win, outcome))
                        if raw is not None:
                            raw.append({"win": h.win, "reward": getattr(h, "reward", h.win),
                                        "outcome": outcome, "round": s.round,
                                        "players": players})
            apply(s, lineup[d.seat].choose(obs))
    return out


def table(pairs: list[tuple[float, float]]) -> list[dict[str, float]]:
    """Rows per tenth of the estimate: n, mean estimate, observed rate, its interval."""
    rows = []
    for b in range(10):
        lo, hi = b / 10, (b + 1) / 10
        sel = [(e, w) for e, w in pairs if lo <= e < hi or (b == 9 and e == 1.0)]
        n = len(sel)
        wins = sum(w for _, w in sel)
        low, high = wilson(wins, n)
        rows.append({"bucket": f"{10 * b}-{10 * b + 10} %", "n": n,
                     "estimate": sum(e for e, _ in sel) / n if n else 0.0,
                     "observed": wins / n if n else 0.0, "low": low, "high": high})
    return rows


def main() -> None:
    """Measure and print the calibration table."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=12)
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    p.add_argument("--every", type=int, default=6, help="rate every n-th choice")
    p.add_argument("--seed", type=int, default=90_000)
    p.add_argument("--iterations", type=int, default=160)
    p.add_argument("--evaluation", choices=EVALUATIONS, default=DEFAULT_EVALUATION,
                   help="the coach's position value (default: the hints' own)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--raw", default=None, help="also write every rated option to this JSON file")
    p.add_argument("--opponent-weight", type=float, default=None,
                   help="try another sanjuan.learn.coach.OPPONENT_WEIGHT (tuning)")
    a = p.parse_args()
    start = time.perf_counter()
    if a.opponent_weight is not None:
        import sanjuan.learn.coach as coach_module

        coach_module.OPPONENT_WEIGHT = a.opponent_weight
    raw: list[dict[str, float]] = []
    pairs = measure(a.games, a.every, a.seed, a.iterations, a.players, raw, a.evaluation)
    if a.raw:
        with open(a.raw, "w", encoding="utf-8") as f:
            json.dump(raw, f)
    rows = table(pairs)
    brier = sum((e - w) ** 2 for e, w in pairs) / max(1, len(pairs))
    if a.json:
        print(json.dumps({"players": a.players, "options": len(pairs), "brier": brier,
                          "rows": rows}))
        return
    print(f"{len(pairs)} rated options from {a.games} {a.players}-player games "
          f"in {time.perf_counter() - start:.0f} s; Brier score {brier:.3f}")
    print(f"{'estimate':>10} {'n':>5} {'mean est.':>9} {'won':>6}  95% interval")
    for r in rows:
        print(f"{r['bucket']:>10} {r['n']:>5} {100 * r['estimate']:>8.1f}% "
              f"{100 * r['observed']:>5.1f}%  {100 * r['low']:.0f}–{100 * r['high']:.0f}%")


if __name__ == "__main__":
    main()
