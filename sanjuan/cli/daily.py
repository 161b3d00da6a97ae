"""``sanjuan daily [--date YYYY-MM-DD] [--expert] [--json]``: the deal of the day (its
seed and options), the streak of days played, and with ``--expert`` how Expert itself
does in the player's seat on that deal (about a minute). Imports no Qt."""

from __future__ import annotations

import argparse
import json
import logging
from datetime import date

from sanjuan.learn.daily import PLAYER_SEAT, daily_options, deal_date, expert_in_seat, streak
from sanjuan.store.history import History, HistoryError

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan daily``."""
    p.add_argument("--date", type=deal_date, default=None,
                   help="the deal of this date (default: today, local calendar)")
    p.add_argument("--expert", action="store_true",
                   help="also play the deal with Expert in the player's seat")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    """Print the deal of the day; 1 with a readable message if the history is unusable."""
    day = args.date or date.today()
    o = daily_options(day)
    doc: dict[str, object] = {"date": day.isoformat(), "players": o.players,
                              "edition": o.edition, "variant": o.variant, "seed": o.seed,
                              "player_seat": PLAYER_SEAT}
    try:
        doc["streak"] = streak(History().games(), date.today())
    except HistoryError as exc:
        log.error("sanjuan daily: %s", exc)
        return 1
    if args.expert:
        run_ = expert_in_seat(day)
        doc["expert"] = {"score": run_.score, "opponent_score": run_.opponent_score,
                         "won": run_.won, "rounds": run_.rounds}
    if args.json:
        print(json.dumps(doc))
        return 0
    print(f"Deal of {doc['date']}: {o.players} players, {o.edition}, seed {o.seed}; "
          f"you play seat {PLAYER_SEAT + 1} against Expert")
    print(f"Days in a row: {doc['streak']}")
    if args.expert:
        e = run_
        print(f"Expert in your seat: {e.score} VP against {e.opponent_score} "
              f"({'won' if e.won else 'lost'}, {e.rounds} rounds)")
    return 0
