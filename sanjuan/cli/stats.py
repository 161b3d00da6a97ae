"""``sanjuan stats [--json]``: the human's statistics from the game history (games
played and won per opponent level, edition and player count; average and best score;
score distribution; win rate over time). Imports no Qt."""

from __future__ import annotations

import argparse
import json
import logging

from sanjuan.store.history import History, HistoryError
from sanjuan.store.stats import BIN_VP, Summary, Tally, summarize

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan stats``."""
    p.add_argument("--json", action="store_true", help="print one JSON object")


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


def run(args: argparse.Namespace) -> int:
    """Print the statistics; 1 with a readable message if the database cannot be read."""
    try:
        summary = summarize(History().games())
    except HistoryError as exc:
        log.error("sanjuan stats: %s", exc)
        return 1
    print(json.dumps(summary.to_json()) if args.json else summary_text(summary))
    return 0
