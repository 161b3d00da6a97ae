"""The score each player has *as far as everyone at the table can know* (RULES.md 4, 5).

Every part of the final scoring depends only on public facts: the tableaus (printed VP,
the 6-cost buildings' bonuses, Cathedral) and the *number* of cards under a Chapel, Bank
or Harbor (their identities stay hidden, their count is public). So the score of an
observation equals the score of the real game; only the tie-break (hand cards + goods)
is left out of the header.
"""

from __future__ import annotations

from sanjuan.rules.observation import Observation
from sanjuan.rules.scoring import ScoreBreakdown, score_player


def public_scores(obs: Observation) -> list[ScoreBreakdown]:
    """Each seat's current score breakdown (VP) computed from ``obs`` alone; the same
    numbers every seat's observation gives (RULES.md 4)."""
    s = obs.state
    return [score_player(s, seat) for seat in range(s.num_players)]


def leaders(scores: list[ScoreBreakdown]) -> tuple[int, ...]:
    """Seats with the highest total VP now (several on a tie; none while everyone has
    0 VP, when nobody leads)."""
    best = max(b.total for b in scores)
    if best <= 0:
        return ()
    return tuple(i for i, b in enumerate(scores) if b.total == best)
