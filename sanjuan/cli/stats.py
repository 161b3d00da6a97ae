"""``sanjuan stats [--json]``: the human's statistics from the game history (games
played and won per opponent level, edition and player count; average and best score;
score distribution; win rate over time), the skill rating of each person with its history
(:mod:`sanjuan.store.rating`) and the deal-of-the-day streak (:mod:`sanjuan.learn.daily`).
Games whose rows are damaged are left out and counted; names are isolated. Imports no
Qt."""

from __future__ import annotations

import argparse
import json
import logging
from datetime import date

from sanjuan.learn.daily import daily_json, streak
from sanjuan.rules.names import isolate
from sanjuan.store.history import GameRecord, History, HistoryError, unreadable_text
from sanjuan.store.rating import rate_history, rating_placement_text, ratings_json
from sanjuan.store.stats import BIN_VP, Summary, Tally, summarize

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan stats``."""
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--include-tutorial", action="store_true",
                   help="let tutorial and puzzle games count for the rating")
    p.add_argument("--include-hinted", action="store_true",
                   help="let games in which you asked for hints count for the rating")


def _rate(t: Tally) -> str:
    return f"{t.won}/{t.played} won ({t.rate:.0%})"


def summary_text(s: Summary) -> str:
    """The statistics as readable lines."""
    lines = [f"Games: {_rate(s.overall)}  (spectated computer-only games: {s.spectated})"]
    if s.average is not None:
        lines.append(f"Average score: {s.average:.1f} VP · best: {s.best} VP")
    for title, groups in (("Strongest opponent", s.by_level), ("Edition", s.by_edition),
                          ("Players", s.by_players)):
        if groups:
            lines.append(f"{title}: " + " · ".join(f"{k} {_rate(t)}" for k, t in groups.items()))
    if s.distribution:
        lines.append("Scores: " + " · ".join(f"{lo}–{lo + BIN_VP - 1}: {n}"
                                              for lo, n in s.distribution))
    if s.win_rate:
        lines.append(f"Win rate over the last 10 games: {s.win_rate[-1]:.0%}")
    return "\n".join(lines)


def rating_lines(records: list[GameRecord], today: date, include_tutorial: bool = False,
                 include_hinted: bool = False) -> list[str]:
    """The ratings and the deal-of-the-day streak as readable lines."""
    lines = []
    for p in rate_history(records, include_tutorial, include_hinted).values():
        cur = p.current
        lines.append(f"Rating of {isolate(p.name)}: {cur.points:.0f} "
                     f"(95%: {cur.low:.0f}–{cur.high:.0f}, {p.games} "
                     f"game{'' if p.games == 1 else 's'}), {rating_placement_text(p)}")
    lines.append(f"Deal of the day: {streak(records, today)} days in a row")
    return lines


def run(args: argparse.Namespace) -> int:
    """Print the statistics over the readable games (damaged ones counted: a last line,
    or ``unreadable_games`` in the JSON); 1 with a readable message if the database
    cannot be read at all."""
    try:
        read = History().read()
    except HistoryError as exc:
        log.error("sanjuan stats: %s", exc)
        return 1
    records = read.records
    summary = summarize(records)
    today = date.today()
    tut, hinted = args.include_tutorial, args.include_hinted
    if args.json:
        try:  # the deals of the day left unfinished (an unreadable list: none)
            abandoned = [a.deal_date for a in History().attempts() if a.state == "abandoned"]
        except HistoryError as exc:
            log.warning("sanjuan stats: %s", exc)
            abandoned = []
        print(json.dumps({**summary.to_json(), "rating": ratings_json(records, tut, hinted),
                          "daily": daily_json(records, today, abandoned),
                          "unreadable_games": read.unreadable}))
    else:
        damaged = [unreadable_text(read.unreadable)] if read.unreadable else []
        print("\n".join([summary_text(summary), *rating_lines(records, today, tut, hinted),
                         *damaged]))
    return 0
