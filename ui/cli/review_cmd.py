"""``sanjuan review SAVEFILE [--seat N] [--json]``: where one seat's choices in a saved
game cost the most win chance (see :mod:`sanjuan.learn.review`), with the win-chance curve.

Text output: one line per mistake (round, decision, what was played, what was better,
by how many points); ``--json``: one object with ``mistakes`` and ``win_chance``.
A damaged file or a seat not in the game gives a short message and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from typing import Any

from sanjuan.learn.review import REVIEW_ITERATIONS, THRESHOLD, ReviewedDecision, review_game
from sanjuan.rules.actions import action_to_json
from sanjuan.rules.errors import SaveFileError
from sanjuan.store.save import load_game
from ui.text.hints import action_text, percent, reason_text

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan review``."""
    p.add_argument("savefile", help="a saved game (JSON)")
    p.add_argument("--seat", type=int, default=1, help="seat (1-based) to review (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--seed", type=int, default=0, help="seed of the searches (default 0)")
    p.add_argument("--iterations", type=int, default=REVIEW_ITERATIONS,
                   help=f"simulations per decision (default {REVIEW_ITERATIONS})")


def mistake_json(r: ReviewedDecision, names: list[str]) -> dict[str, Any]:
    """A JSON-ready description of reviewed decision ``r``."""
    def option(h: Any) -> dict[str, Any]:
        return {"action": action_to_json(h.action), "label": action_text(r.obs, h.action),
                "win": round(h.win, 4), "reason": reason_text(h.reason, names)}
    return {"index": r.index, "round": r.round, "decision": r.kind.value,
            "played": option(r.played_hint), "better": option(r.best),
            "loss": round(r.loss, 4)}


def run(args: argparse.Namespace) -> int:
    """Review and print; 0 on success, 2 for a bad file or seat."""
    try:
        game = load_game(args.savefile)
    except SaveFileError as exc:
        log.error("sanjuan review: %s", exc)
        return 2
    seat = args.seat - 1
    if not 0 <= seat < game.options.players:
        log.error("sanjuan review: there is no seat %s in this game", args.seat)
        return 2
    start = time.perf_counter()
    review = review_game(game.options, game.actions, seat, seed=args.seed,
                         iterations=args.iterations)
    seconds = time.perf_counter() - start
    names = [f"Player {i + 1}" for i in range(game.options.players)]
    mistakes = [mistake_json(r, names) for r in review.mistakes]
    if args.json:
        print(json.dumps({"seat": args.seat, "decisions": len(review.decisions),
                          "threshold": THRESHOLD, "seconds": round(seconds, 2),
                          "mistakes": mistakes,
                          "win_chance": [{"index": i, "win": round(w, 4)}
                                         for i, w in review.win_curve()]}))
        return 0
    print(f"Seat {args.seat}: {len(review.decisions)} decisions reviewed in {seconds:.1f} s; "
          f"{len(mistakes)} cost {round(100 * THRESHOLD)} points of win chance or more")
    for r in review.mistakes:
        print(f"round {r.round:2}  {r.kind.value.replace('_', ' '):<12} played "
              f"{action_text(r.obs, r.played)} ({percent(r.played_hint.win)}), better "
              f"{action_text(r.obs, r.best.action)} ({percent(r.best.win)}): "
              f"-{round(100 * r.loss)} points")
    curve = " ".join(percent(w).replace(" ", "") for _, w in review.win_curve())
    print(f"win chance over the game: {curve}")
    return 0
