"""Computer players. Every player sees only its seat's :class:`~sanjuan.observation.Observation`.

Use :func:`make_player` to get a player by level name; a player's :meth:`choose` returns
a legal action for the observation's current decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..actions import Action
from ..observation import Observation

LEVELS = ("random", "easy", "medium", "hard")

CancelCheck = Callable[[], bool]


class Player(Protocol):
    """A computer player."""

    name: str

    def choose(self, obs: Observation, cancel: CancelCheck | None = None) -> Action:
        """A legal action for ``obs.decision`` (which must be this seat's). ``cancel``
        is polled during long searches; when it returns True the player returns its
        best action so far at once (within 100 ms)."""
        ...


def make_player(level: str, seed: int = 0, **kwargs: object) -> Player:
    """A player of ``level`` (one of :data:`LEVELS`) with random seed ``seed``.

    Raises ValueError for an unknown level.
    """
    from .random_player import RandomPlayer

    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
    return RandomPlayer(seed)
