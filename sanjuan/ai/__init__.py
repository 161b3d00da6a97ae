"""Computer players. Every player sees only its seat's
:class:`~sanjuan.rules.observation.Observation`.

Use :func:`make_player` to get a player by level name (:data:`LEVEL_TABLE` says how each
level is made and whether it searches); a player's :meth:`choose` returns a legal action
for the observation's current decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Level:
    """One computer level of the level table, :data:`LEVEL_TABLE`.

    ``name``: one of :data:`sanjuan.rules.seat.LEVELS`; ``make(seed, **kwargs)``: a new
    player of this level (``kwargs`` reach only the levels that take them: Hard's and
    Expert's ``iterations``, ``think_ms`` …); ``searches``: True when a decision costs
    tens of milliseconds of CPU or more (a tree search) — such a player thinks in the
    thinking service (:mod:`sanjuan.ai.thinking`: a worker process, never the window's
    GUI thread or the server's event loop); the others answer in milliseconds and are
    asked where they are needed."""

    name: str
    make: Callable[..., Player]
    searches: bool


def _random(seed: int, **_kwargs: object) -> Player:
    from sanjuan.ai.random_player import RandomPlayer

    return RandomPlayer(seed)


def _easy(seed: int, **_kwargs: object) -> Player:
    from sanjuan.ai.easy import EasyPlayer

    return EasyPlayer(seed)


def _casual(seed: int, **_kwargs: object) -> Player:
    from sanjuan.ai.casual import CasualPlayer

    return CasualPlayer(seed)


def _steady(seed: int, **_kwargs: object) -> Player:
    from sanjuan.ai.steady import SteadyPlayer

    return SteadyPlayer(seed)


def _medium(seed: int, **_kwargs: object) -> Player:
    from sanjuan.ai.medium import MediumPlayer

    return MediumPlayer(seed)


def _skilled(seed: int, **kwargs: object) -> Player:
    from sanjuan.ai.skilled import SkilledPlayer

    return SkilledPlayer(seed, **kwargs)  # type: ignore[arg-type]


def _hard(seed: int, **kwargs: object) -> Player:
    from sanjuan.ai.hard import HardPlayer

    return HardPlayer(seed, **kwargs)  # type: ignore[arg-type]


def _tough(seed: int, **kwargs: object) -> Player:
    from sanjuan.ai.tough import ToughPlayer

    return ToughPlayer(seed, **kwargs)  # type: ignore[arg-type]


def _expert(seed: int, **kwargs: object) -> Player:
    from sanjuan.ai.expert import ExpertPlayer

    return ExpertPlayer(seed, **kwargs)  # type: ignore[arg-type]


#: Every computer level, in the order of :data:`sanjuan.rules.seat.LEVELS` (weakest
#: first): the one table that says how to make each player and whether it searches.
LEVEL_TABLE: tuple[Level, ...] = (
    Level("random", _random, searches=False),
    Level("easy", _easy, searches=False),
    Level("casual", _casual, searches=False),
    Level("steady", _steady, searches=False),
    Level("medium", _medium, searches=False),
    Level("skilled", _skilled, searches=True),
    Level("hard", _hard, searches=True),
    Level("tough", _tough, searches=True),
    Level("expert", _expert, searches=True),
)
_BY_NAME = {lv.name: lv for lv in LEVEL_TABLE}


def level_of(name: str) -> Level:
    """The :class:`Level` called ``name``. Raises ValueError for an unknown level."""
    try:
        return _BY_NAME[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown AI level {name!r}; choose one of {', '.join(LEVELS)}"
                         ) from None


def searches(kind: str) -> bool:
    """True if seat kind ``kind`` is a computer level that searches (:attr:`Level.searches`);
    False for the other levels and for any other kind (``"human"``, ``"network"``)."""
    lv = _BY_NAME.get(kind) if isinstance(kind, str) else None
    return lv is not None and lv.searches


def make_player(level: str, seed: int = 0, **kwargs: object) -> Player:
    """A player of ``level`` (one of :data:`sanjuan.rules.seat.LEVELS`) with random seed
    ``seed``, made as :data:`LEVEL_TABLE` says.

    ``kwargs`` go to the searching levels (Skilled, Hard, Tough, Expert: ``iterations``,
    ``think_ms``, ``max_seconds``). Raises ValueError for an unknown level.
    """
    return level_of(level).make(seed, **kwargs)
