"""``sanjuan hint SAVEFILE [--seat N] [--json]``: the coach's view of the decision pending
in a save file — the options ranked, each with its estimated win chance and reason.

Reads the save (a damaged file gives a short message and exit status 2), observes the
deciding seat (or ``--seat``, which must be the deciding one) and runs
:func:`sanjuan.learn.coach.coach`. Words come from :mod:`ui.text.hints` in plain English.
"""

from __future__ import annotations

import argparse
import json
import logging
from typing import Any

from sanjuan.ai.hard import DEFAULT_ITERATIONS
from sanjuan.learn.coach import coach
from sanjuan.rules.actions import action_to_json
from sanjuan.rules.errors import SaveFileError
from sanjuan.rules.observation import observe
from sanjuan.store.save import load_game
from ui.text.hints import about_equal_text, action_text, percent, reason_text

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan hint``."""
    p.add_argument("savefile", help="a saved game (JSON)")
    p.add_argument("--seat", type=int, default=None,
                   help="seat (1-based) asking for the hint (default: the deciding seat)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--seed", type=int, default=0, help="seed of the search (default 0)")
    p.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS,
                   help=f"search budget in simulations (default {DEFAULT_ITERATIONS})")


def run(args: argparse.Namespace) -> int:
    """Print the hint; 0 on success, 2 for a bad file or seat."""
    try:
        game = load_game(args.savefile)
    except SaveFileError as exc:
        log.error("sanjuan hint: %s", exc)
        return 2
    s = game.state
    if s.over or s.decision is None:
        log.error("sanjuan hint: the game in this file is over")
        return 2
    seat = s.decision.seat if args.seat is None else args.seat - 1
    if seat != s.decision.seat:
        log.error("sanjuan hint: seat %s is not to decide now (seat %d is)",
                  args.seat, s.decision.seat + 1)
        return 2
    obs = observe(s, seat)
    hints = coach(obs, seed=args.seed, iterations=args.iterations, max_seconds=30.0)
    names = [f"Player {i + 1}" for i in range(s.num_players)]
    rows: list[dict[str, Any]] = [
        {"action": action_to_json(h.action), "label": action_text(obs, h.action),
         "win": round(h.win, 4), "simulations": h.simulations, "about_equal": h.close,
         "reason": {"kind": h.reason.kind, "values": h.reason.values,
                    "text": reason_text(h.reason, names)}} for h in hints]
    if args.json:
        print(json.dumps({"seat": seat + 1, "round": s.round,
                          "decision": s.decision.kind.value, "options": rows}))
        return 0
    print(f"Round {s.round}, seat {seat + 1}: {s.decision.kind.value.replace('_', ' ')}")
    width = max(len(r["label"]) for r in rows)
    for i, (h, r) in enumerate(zip(hints, rows, strict=True)):
        mark = f"  {about_equal_text()}" if h.close else ""
        print(f"{i + 1:2}. {r['label']:<{width}}  {percent(h.win):>5}  {r['reason']['text']}"
              f"{mark}")
    return 0
