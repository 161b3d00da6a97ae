"""A game with its history: options plus every action, enough to replay and save it.

Same options + same actions = same game (the engine is deterministic), so a game is
stored as its options and actions (see ``save.py``).
"""

from __future__ import annotations

from collections.abc import Iterable

from sanjuan.rules.actions import Action
from sanjuan.rules.engine import apply, new_game
from sanjuan.rules.state import GameState, Options


class Game:
    """A :class:`GameState` and the list of actions that led to it."""

    def __init__(self, options: Options, log: bool = True) -> None:
        self.options = options
        self.state: GameState = new_game(options, log=log)
        self.actions: list[Action] = []

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply ``action`` (see :func:`sanjuan.rules.engine.apply`) and record it; raises
        IllegalActionError, leaving game and history unchanged, if it is illegal."""
        apply(self.state, action, seat)
        self.actions.append(action)

    @classmethod
    def replay(cls, options: Options, actions: Iterable[Action], log: bool = True) -> Game:
        """The game reached by playing ``actions`` from a new game with ``options``.

        Raises IllegalActionError at the first action that is not legal."""
        g = cls(options, log=log)
        for a in actions:
            g.apply(a)
        return g
