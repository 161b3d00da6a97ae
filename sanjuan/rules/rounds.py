"""Scores over a game's course: each seat's VP at the end of every round (for the
game-over chart), computed by replaying the game's actions."""

from __future__ import annotations

from collections.abc import Sequence

from sanjuan.rules.actions import Action
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.events import RoundStarted
from sanjuan.rules.scoring import score
from sanjuan.rules.state import Options


def vp_by_round(options: Options, actions: Sequence[Action]) -> list[list[int]]:
    """Each seat's total VP at the end of every round, by replaying ``actions``.

    Returns one list per round (index 0 = after round 1) of totals per seat; the last
    entry is the score when the history ends (the final score of a finished game).
    Raises IllegalActionError if ``actions`` is not a legal game.
    """
    s = new_game(options)
    assert s.log is not None
    rows: list[list[int]] = []
    seen = len(s.log)
    for a in actions:
        apply(s, a)
        new, seen = s.log[seen:], len(s.log)
        if any(isinstance(e, RoundStarted) for e in new):
            rows.append([b.total for b in score(s)])
    rows.append([b.total for b in score(s)])
    return rows
