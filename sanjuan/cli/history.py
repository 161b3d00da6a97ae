"""``sanjuan history [--json]``: every recorded game, one line (or one JSON object per
line) each, oldest first; games whose rows are damaged are left out and counted ("1 game
could not be read."). Names are cleaned by the name rule when read and isolated on each
line, so that nothing printed can be an escape sequence or turn the line around. Imports
no Qt."""

from __future__ import annotations

import argparse
import json
import logging
from typing import Any

from sanjuan.rules.names import isolate
from sanjuan.store.history import GameRecord, History, HistoryError, unreadable_text

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan history``."""
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p.add_argument("--actions", action="store_true",
                   help="with --json: include each game's full action list")


def record_json(r: GameRecord) -> dict[str, Any]:
    """A JSON-ready dict of ``r`` (actions only if ``r`` holds them)."""
    doc: dict[str, Any] = {
        "id": r.id, "finished_at": r.finished_at, "edition": r.edition, "variant": r.variant,
        "players": r.players, "seed": r.seed, "rounds": r.rounds, "spectated": r.spectated,
        "winners": list(r.winners), "mode": r.mode, "deal_date": r.deal_date,
        "seats": [{"name": s.name, "kind": s.kind, "total": s.total, "tiebreak": s.tiebreak,
                   "winner": s.winner, "parts": s.parts, "hints": s.hints} for s in r.seats]}
    if r.actions:
        doc["actions"] = list(r.actions)
    return doc


def record_line(r: GameRecord) -> str:
    """One readable line: id, time, edition, seats with scores (★ winner), rounds, seed
    (every field checked when read, names isolated)."""
    seats = ", ".join(f"{isolate(s.name)} ({s.kind}) {s.total}{' ★' if s.winner else ''}"
                      for s in r.seats)
    watched = " · spectated" if r.spectated else ""
    if r.mode == "daily":
        watched += f" · deal of {r.deal_date}"
    elif r.mode != "game":
        watched += f" · {r.mode}"
    variant = " variant" if r.variant else ""
    return (f"#{r.id} {r.finished_at[:16].replace('T', ' ')} · {r.edition}{variant} · "
            f"{seats} · {r.rounds} rounds · seed {r.seed}{watched}")


def run(args: argparse.Namespace) -> int:
    """Print the history (damaged games counted, not shown); 1 with a readable message
    if the database cannot be read at all."""
    try:
        read = History().read(with_actions=args.json and args.actions)
    except HistoryError as exc:
        log.error("sanjuan history: %s", exc)
        return 1
    for r in read.records:
        print(json.dumps(record_json(r)) if args.json else record_line(r))
    if read.unreadable and args.json:  # stdout stays one JSON object per line
        log.warning("sanjuan history: %s", unreadable_text(read.unreadable))
    elif read.unreadable:
        print(unreadable_text(read.unreadable))
    elif not read.records and not args.json:
        print("No finished games recorded yet.")
    return 0
