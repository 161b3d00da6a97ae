"""Stepping through a recorded game (history or save file) for the replay viewer.

Positions are built by replaying the actions with the engine (same options + same
actions = same game), once, keeping a copy of the state after every action, so stepping
back and forth costs nothing. Pure Python (no Qt).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sanjuan.rules.actions import Action, action_from_json
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.events import Event
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe, open_observation
from sanjuan.rules.state import GameState, Options


class ReplayError(ValueError):
    """The recorded actions are not a legal game of these options (damaged record)."""


class Replay:
    """Every position of the game of ``options`` played by ``actions``.

    Position ``k`` (0 … :attr:`length`) is the state after the first ``k`` actions.
    Raises ReplayError when an action is malformed or illegal."""

    def __init__(self, options: Options, actions: Iterable[Action]) -> None:
        game = Game(options, log=True)
        self.options = options
        self._states: list[GameState] = [game.state.copy()]
        self._log_counts: list[int] = [len(game.state.log or ())]
        for i, action in enumerate(actions):
            try:
                game.apply(action)
            except IllegalActionError as exc:
                raise ReplayError(f"action {i + 1} is not legal: {exc}") from None
            self._states.append(game.state.copy())
            self._log_counts.append(len(game.state.log or ()))
        self.actions: tuple[Action, ...] = tuple(game.actions)
        self.events: tuple[Event, ...] = tuple(game.state.log or ())

    @classmethod
    def from_json(cls, options: Options, actions: Sequence[dict[str, Any]]) -> Replay:
        """The replay of JSON actions (``action_to_json`` form); ReplayError if one is
        malformed."""
        try:
            parsed = [action_from_json(a) for a in actions]
        except ValueError as exc:
            raise ReplayError(f"a recorded action is malformed: {exc}") from None
        return cls(options, parsed)

    @property
    def length(self) -> int:
        """The number of actions (the last position's index)."""
        return len(self._states) - 1

    @property
    def final(self) -> GameState:
        """The state after every action."""
        return self._states[-1]

    @property
    def finished(self) -> bool:
        """True when the recorded game reached its end (all cards may then be shown)."""
        return self.final.over

    def state(self, k: int) -> GameState:
        """The state after ``k`` actions (a shared copy: do not change it); IndexError
        outside 0 … length."""
        if not 0 <= k <= self.length:
            raise IndexError(f"position {k} is outside 0…{self.length}")
        return self._states[k]

    def observation(self, k: int, seat: int, all_open: bool = False) -> Observation:
        """Position ``k`` as ``seat`` saw it, or with every card face up (``all_open``;
        only for a finished game, else ValueError)."""
        s = self.state(k)
        return open_observation(s, seat, self.final) if all_open else observe(s, seat)

    def events_until(self, k: int) -> tuple[Event, ...]:
        """The (unfiltered) events up to position ``k``."""
        self.state(k)
        return self.events[:self._log_counts[k]]

    def position_of_event(self, index: int) -> int:
        """The first position at which event ``index`` has happened."""
        for k, n in enumerate(self._log_counts):
            if n > index:
                return k
        return self.length
