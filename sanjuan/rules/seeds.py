"""Seeds of the computer players: drawn independently of the game's seed, or (games
without their own, :attr:`~sanjuan.rules.state.Options.ai_seed` None) derived one-way
from it.

A game seed has ~30 bits (a number a person can type), so a player seed hashed from it
can be inverted by trying every game seed against the computer's choices, in minutes of
CPU; a game whose ``ai_seed`` was drawn by :func:`new_ai_seed` (63 bits from
``secrets``) has nothing to invert. The ``ai_seed`` is recorded with the game (save
files), so its computer players' choices stay reproducible for replays and bug reports.

A computer player's own random generator must not reveal the game's seed (RULES.md 5:
with it, the deal can be replayed and every hand read), yet the same game seed must give
the same players (same seed + same actions = same game). A hash does both.

The window makes a fresh player for every decision, seeded by the decision's number, so
that a game resumed after a crash continues exactly as it would have without one: no
player carries random state from one decision to the next.
"""

from __future__ import annotations

import hashlib
import secrets

from sanjuan.rules.state import Options


def player_seed(game_seed: int, seat: int, decision: int) -> int:
    """The seed (0 ≤ seed < 2**63) of the computer player at ``seat`` (0-based) for the
    decision taken after ``decision`` actions of the game with ``game_seed``; the game
    seed cannot be recovered from it."""
    text = f"sanjuan-ai:{game_seed}:{seat}:{decision}"
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def new_ai_seed() -> int:
    """A fresh seed (0 ≤ seed < 2**63, from ``secrets``) for the computer players of a
    new game, independent of its game seed."""
    return secrets.randbits(63)


def computer_seed(options: Options, seat: int, decision: int) -> int:
    """The seed (0 ≤ seed < 2**63) of the computer player at ``seat`` for the decision
    taken after ``decision`` actions of the game set up by ``options``: from its own
    ``ai_seed`` when it has one (nothing about the deal can be learnt from it), else
    :func:`player_seed` of the game seed (older games, and games whose seed a person
    chose to replay them)."""
    if options.ai_seed is None:
        return player_seed(options.seed, seat, decision)
    text = f"sanjuan-computer:{options.ai_seed}:{seat}:{decision}"
    digest = hashlib.blake2b(text.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1
