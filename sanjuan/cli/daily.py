"""``sanjuan daily [--date YYYY-MM-DD] [--expert] [--json]``: the deal of the day (its
seed and options), the streak of days played, and with ``--expert`` how Expert itself
does in the player's seat on that deal: Expert's game kept in the history (by the window
or an earlier run; replayed, ``"kept": true``), else played now (about a minute) and
kept. Imports no Qt."""

from __future__ import annotations

import argparse
import json
import logging
from datetime import date

from sanjuan.learn.daily import (
    OPPONENT,
    PLAYER_SEAT,
    ExpertRun,
    daily_options,
    deal_date,
    expert_in_seat,
    expert_run_of,
    streak,
)
from sanjuan.rules.actions import action_to_json
from sanjuan.rules.codec import options_to_json
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
    doc: dict[str, object] = {"date": day.isoformat(), **options_to_json(o),
                              "player_seat": PLAYER_SEAT}
    try:
        doc["streak"] = streak(History().games(), date.today())
    except HistoryError as exc:
        log.error("sanjuan daily: %s", exc)
        return 1
    if args.expert:
        run_, kept = _expert(day)
        doc["expert"] = {"score": run_.score, "opponent_score": run_.opponent_score,
                         "won": run_.won, "rounds": run_.rounds, "kept": kept}
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


def _expert(day: date) -> tuple[ExpertRun, bool]:
    """Expert's run on ``day``'s deal and whether it was kept before: the history's
    (replayed), else played now and kept (a history that cannot be used, or a damaged
    kept game, is logged and the game played)."""
    iso = day.isoformat()
    try:
        actions = History().expert_games().get((iso, OPPONENT))
        if actions is not None:
            return expert_run_of(day, OPPONENT, actions), True
    except (HistoryError, ValueError) as exc:
        log.warning("sanjuan daily: Expert's kept game is not used: %s", exc)
    run = expert_in_seat(day)
    try:
        History().add_expert_game(iso, OPPONENT, [action_to_json(a) for a in run.game.actions])
    except HistoryError as exc:
        log.warning("sanjuan daily: Expert's game is not kept: %s", exc)
    return run, False
