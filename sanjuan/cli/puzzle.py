"""``sanjuan puzzle [ID [--move N]] [--json]``: the built-in puzzles, headless.

Without an ID: one line per puzzle (solved ones marked, from the progress file). With an
ID: the position's legal moves, numbered. With ``--move N``: judge move N (right, or the
coach's reasons for it and for the solution, as reason kinds and values; the window words
them) and remember the result. Imports no Qt.
"""

from __future__ import annotations

import argparse
import json
import logging
from typing import Any

from sanjuan.learn.puzzles import PuzzleError, Verdict, check_move, load_puzzles
from sanjuan.rules.actions import Action, Build, ChooseRole, action_to_json
from sanjuan.rules.cards import CARD_TYPES
from sanjuan.store.puzzle_progress import ProgressError, PuzzleProgress

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan puzzle``."""
    p.add_argument("id", nargs="?", help="a puzzle's id (e.g. p01)")
    p.add_argument("--move", type=int, default=None, help="judge legal move N (1-based)")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def move_text(action: Action, types: tuple[int, ...]) -> str:
    """A short English name of a role or build move."""
    if isinstance(action, ChooseRole):
        return f"choose the {action.role.name.lower()}" + (
            " with the Library" if action.use_library else "")
    if isinstance(action, Build):
        over = (f" over the {CARD_TYPES[types[action.replace]].name}"
                if action.replace is not None else "")
        return f"build the {CARD_TYPES[types[action.card]].name}{over}"
    return "build nothing"


def _verdict_json(v: Verdict) -> dict[str, Any]:
    return {"correct": v.correct,
            "played": {"action": action_to_json(v.played), "win": round(v.played_win, 3),
                       "reason": {"kind": v.played_reason.kind, **v.played_reason.values}},
            "best": {"action": action_to_json(v.best), "win": round(v.best_win, 3),
                     "reason": {"kind": v.best_reason.kind, **v.best_reason.values}}}


def run(args: argparse.Namespace) -> int:
    """List, show or judge a puzzle; 1 with a readable message on failure."""
    try:
        puzzles = load_puzzles()
        progress = PuzzleProgress.load()
    except (PuzzleError, ProgressError) as exc:
        log.error("sanjuan puzzle: %s", exc)
        return 1
    if args.id is None:
        for p in puzzles:
            mark = " ✓" if progress.is_solved(p.id) else ""
            print(f"{p.id}: {p.options.edition}, seat {p.seat + 1} to move, the game ends "
                  f"within {p.rounds_left} round(s){mark}")
        return 0
    found = [p for p in puzzles if p.id == args.id]
    if not found:
        log.error("sanjuan puzzle: no puzzle %r", args.id[:40])
        return 1
    p = found[0]
    obs = p.observation()
    assert obs.decision is not None
    legal = obs.decision.legal_actions()
    types = obs.state.types
    if args.move is None:
        if args.json:
            print(json.dumps({"id": p.id, "moves": [action_to_json(a) for a in legal]}))
        else:
            for i, a in enumerate(legal, 1):
                print(f"{i}. {move_text(a, types)}")
        return 0
    if not 1 <= args.move <= len(legal):
        log.error("sanjuan puzzle: choose a move from 1 to %s", len(legal))
        return 1
    v = check_move(p, legal[args.move - 1])
    try:
        progress.record(p.id, v.correct)
    except ProgressError as exc:
        log.error("sanjuan puzzle: %s", exc)
    if args.json:
        print(json.dumps(_verdict_json(v)))
    elif v.correct:
        print(f"Right: {move_text(v.played, types)} wins ({v.played_win:.0%}).")
    else:
        print(f"Not this time: {move_text(v.played, types)} wins {v.played_win:.0%} "
              f"({v.played_reason.kind}: {v.played_reason.values}).")
        print(f"Best: {move_text(v.best, types)} wins {v.best_win:.0%} "
              f"({v.best_reason.kind}: {v.best_reason.values}).")
    return 0
