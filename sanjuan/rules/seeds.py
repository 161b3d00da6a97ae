"""Seeds of the computer players, derived one-way from the game's seed.

A computer player's own random generator must not reveal the game's seed (RULES.md 5:
with it, the deal can be replayed and every hand read), yet the same game seed must give
the same players (same seed + same actions = same game). A hash does both.

The window makes a fresh player for every decision, seeded by the decision's number, so
that a game resumed after a crash continues exactly as it would have without one: no
player carries random state from one decision to the next.
"""

from __future__ import annotations

import hashlib


def player_seed(game_seed: int, seat: int, decision: int) -> int:
    """The seed (0 ≤ seed < 2**63) of the computer player at ``seat`` (0-based) for the
    decision taken after ``decision`` actions of the game with ``game_seed``; the game
    seed cannot be recovered from it."""
    text = f"sanjuan-ai:{game_seed}:{seat}:{decision}"
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1
