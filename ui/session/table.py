"""Where the game comes from: the small protocol :class:`Table` that the
:class:`~ui.session.game_model.GameModel` talks to, and :class:`LocalTable`, a game this
computer holds whole (a new game, an opened or resumed save).

A table is one source of actions. The model asks it for the game to show
(:attr:`Table.game`), hands it the human's action (:meth:`Table.submit`, which says
what happened: the :class:`~sanjuan.rules.undo.Step` applied, or None when the action
went elsewhere to be applied, e.g. to a network game's server), and asks it to take
actions back (:meth:`Table.rewind` here and now with a redo, or :meth:`Table.request_undo`
of whoever keeps the game). The table keeps the steps since it knows the game
(:attr:`Table.steps`, for Edit ▸ Undo) and every pass (:attr:`Table.passes`, for the
log: the engine has no event for a pass), and says how the game is saved and recorded
(:meth:`Table.record`, :meth:`Table.history_entry`). The network table is
:class:`ui.session.remote_game.NetTable`.

No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from sanjuan.rules.actions import Action, Pass
from sanjuan.rules.cards import Role
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import GameState, Options
from sanjuan.rules.undo import Step

__all__ = ["GameView", "LocalTable", "Passed", "Step", "Table", "passes_of"]


class GameView(Protocol):
    """What a table shows, read like a :class:`~sanjuan.rules.game.Game`: ``options``,
    ``state`` (for a network game our seat's redacted state) and ``actions`` (one entry
    per action applied; an action this computer was never told raises LookupError)."""

    @property
    def options(self) -> Options:
        """The game's options (a network game's without its seed)."""
        ...

    @property
    def state(self) -> GameState:
        """The state now, with the events so far as its ``log``."""
        ...

    @property
    def actions(self) -> Sequence[Action]:
        """The actions applied so far, in order."""
        ...


@dataclass(frozen=True)
class Passed:
    """A pass (RULES.md 3: a player chose nothing): action number ``seq`` (0-based) was
    seat ``seat``'s pass on a decision of ``kind`` in the phase of ``role`` (None: no
    phase); the events after it start at number ``event`` of the game's log. Public:
    everybody at a real table sees it."""

    seq: int
    seat: int
    kind: DecisionKind
    role: Role | None
    event: int


class Table(Protocol):
    """Where the running game comes from; see the module docstring."""

    @property
    def game(self) -> GameView:
        """The game as this computer shows it."""
        ...

    @property
    def steps(self) -> Sequence[Step]:
        """The steps of the latest actions, oldest first, as far back as this table
        knows them (not a loaded game's past); what Edit ▸ Undo may take back is decided
        from them (:func:`sanjuan.rules.undo.undo_depth`)."""
        ...

    @property
    def passes(self) -> Sequence[Passed]:
        """Every pass of the game so far that this table knows of, in order."""
        ...

    @property
    def asks_computers(self) -> bool:
        """True when the model asks this table's computer seats for their actions (on
        this computer); False when they are played where the game is kept."""
        ...

    @property
    def redo(self) -> bool:
        """True when this computer takes actions back itself (:meth:`rewind`), so an
        undone action may be given again (Edit ▸ Redo); False when the game's keeper
        takes them back on request (:meth:`request_undo`) and forgets them."""
        ...

    def record(self) -> Game | None:
        """The whole game, when this computer holds it (to save, autosave, record in
        the history, export); None while somebody else keeps it."""
        ...

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see now (RULES.md 5)."""
        ...

    def submit(self, action: Action) -> Step | None:
        """Carry out ``action`` for the seat deciding now. Returns the step applied here
        (who decided, the events it caused, the cards it showed), or None when the
        action was sent to be applied elsewhere (its step arrives with the next
        picture). Raises IllegalActionError (NotYourDecisionError when it is not that
        seat's turn), changing nothing."""
        ...

    def rewind(self, count: int) -> None:
        """Take the game back to its first ``count`` actions, here and now. Raises
        ValueError for a bad ``count`` or a table that cannot (:attr:`redo` False)."""
        ...

    def request_undo(self) -> bool:
        """Ask whoever keeps the game to take back this seat's last action (the answer
        comes as a new picture); False when nothing was asked."""
        ...

    def history_entry(self, seats: Sequence[Seat], mode: str) -> tuple[list[Seat], str]:
        """The seats and mode (:data:`sanjuan.store.history.MODES`) under which the game
        goes into the history, given the table's ``seats`` and the mode it was started
        as."""
        ...


def passes_of(game: Game) -> list[Passed]:
    """Every pass of ``game``, found by replaying it (only when it has a Pass at all;
    about 10 ms for a whole 4-player game)."""
    if not any(isinstance(a, Pass) for a in game.actions):
        return []
    replay = Game(game.options)
    out = []
    for n, action in enumerate(game.actions):
        d = replay.state.decision
        if isinstance(action, Pass) and d is not None:
            out.append(Passed(n, d.seat, d.kind, d.role, len(replay.state.log or ())))
        replay.apply(action)
    return out


class LocalTable:
    """A game this computer holds whole (``game``: a new one or a loaded save): its
    computer seats are asked here, undo replays it (the engine is deterministic, so the
    result cannot drift), it is autosaved and saved as it is."""

    asks_computers = True
    redo = True

    def __init__(self, game: Game) -> None:
        self._game = game
        self._steps: list[Step] = []
        self._base = len(game.actions)  # a loaded game's past is not undoable
        self._passes = passes_of(game)

    @property
    def game(self) -> Game:
        """The game (a new :class:`Game` object after :meth:`rewind`: the same game)."""
        return self._game

    @property
    def steps(self) -> list[Step]:
        """See :attr:`Table.steps`: the actions applied since the table was made."""
        return self._steps

    @property
    def passes(self) -> list[Passed]:
        """See :attr:`Table.passes`."""
        return self._passes

    def record(self) -> Game:
        """The game itself."""
        return self._game

    def observation(self, seat: int) -> Observation:
        """``observe(state, seat)``: a redacted copy (RULES.md 5)."""
        return observe(self._game.state, seat)

    def submit(self, action: Action) -> Step:
        """Apply ``action`` for the seat deciding now (human or computer: the model
        decides who may); returns its step. Raises IllegalActionError, game unchanged."""
        g = self._game
        d = g.state.decision
        at, n = len(g.state.log or ()), len(g.actions)
        g.apply(action)
        step = Step(-1 if d is None else d.seat, tuple((g.state.log or [])[at:]),
                    tuple(g.state.revealed))
        self._steps.append(step)
        if isinstance(action, Pass) and d is not None:
            self._passes.append(Passed(n, d.seat, d.kind, d.role, at))
        return step

    def rewind(self, count: int) -> None:
        """Replay the first ``count`` actions into a new :class:`Game`; the steps and
        passes after them are forgotten. Raises ValueError for a bad ``count``."""
        g = self._game
        if not 0 <= count <= len(g.actions):
            raise ValueError(f"cannot rewind to {count} of {len(g.actions)} actions")
        self._game = Game.replay(g.options, g.actions[:count])
        del self._steps[max(0, count - self._base):]
        self._base = min(self._base, count)
        self._passes = [p for p in self._passes if p.seq < count]

    def request_undo(self) -> bool:
        """Nothing to ask: this computer takes actions back itself (:meth:`rewind`)."""
        return False

    def history_entry(self, seats: Sequence[Seat], mode: str) -> tuple[list[Seat], str]:
        """The seats and mode as they are."""
        return list(seats), mode
