"""Computer players. Every player sees only its seat's
:class:`~sanjuan.rules.observation.Observation`.

Use :func:`make_player` to get a player by level name; a player's :meth:`choose` returns
a legal action for the observation's current decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from sanjuan.rules.actions import Action
from sanjuan.rules.observation import Observation
from sanjuan.rules.seat import LEVELS

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
    """A player of ``level`` (one of :data:`sanjuan.rules.seat.LEVELS`) with random seed ``seed``.

    ``kwargs`` go to the Hard or Expert player (``iterations``, ``think_ms``). Raises ValueError
    for an unknown level.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
    if level == "easy":
        from sanjuan.ai.easy import EasyPlayer

        return EasyPlayer(seed)
    if level == "medium":
        from sanjuan.ai.medium import MediumPlayer

        return MediumPlayer(seed)
    if level == "hard":
        from sanjuan.ai.hard import HardPlayer

        return HardPlayer(seed, **kwargs)  # type: ignore[arg-type]
    if level == "expert":
        from sanjuan.ai.expert import ExpertPlayer

        return ExpertPlayer(seed, **kwargs)  # type: ignore[arg-type]
    from sanjuan.ai.random_player import RandomPlayer

    return RandomPlayer(seed)
