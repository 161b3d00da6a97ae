"""The game as a Qt object: :class:`GameModel` runs one game for the window.

It wraps a :class:`~sanjuan.rules.game.Game` (options + action history, so it can be saved and
replayed), forwards every engine event as a signal, says whose decision is due, accepts
the human's actions and lets computer seats think on a worker thread. This is the only
module of ``sanjuan/`` that imports Qt.

Computer players (RULES.md 5): each sees only ``observe(state, seat)`` (a redacted copy),
is asked on a :class:`~ui.session.worker.TaggedWorker` (one AI at a time, never in the GUI
thread) and polls a cancel flag. By default Hard and Expert search in a second process
(:mod:`sanjuan.ai.remote`; the pool thread only waits), so the GUI thread never
competes with a search for the interpreter lock. Every answer is tagged with the
decision it answers (game generation + number of actions applied); stale answers are
dropped. A *pace* (milliseconds) keeps computer moves at least that far apart so a
human can follow.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import cast

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from sanjuan.ai import Player
from sanjuan.ai.remote import REMOTE_LEVELS, make_thinking_player, shared_process
from sanjuan.rules.actions import Action
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.events import Event
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation, observe
from sanjuan.rules.rounds import vp_by_round
from sanjuan.rules.scoring import ScoreBreakdown, score
from sanjuan.rules.seat import Seat
from sanjuan.rules.seeds import computer_seed
from sanjuan.rules.state import Options
from ui.session.remote_game import RemoteGame, check_action
from ui.session.worker import Call, TaggedWorker
from ui.text import shown_name

__all__ = ["GameModel", "PlayerFactory", "vp_by_round"]

#: Makes the computer player of a level (see :func:`sanjuan.ai.make_player`) and seed.
PlayerFactory = Callable[[str, int], Player]

#: Sends our seat's action of a network game to the server (see :meth:`GameModel.show_remote`).
ActionSender = Callable[[Action], None]

#: Identifies one decision: (game generation, actions applied before it).
Token = tuple[int, int]



class GameModel(QObject):
    """One running game with its seats; see the module docstring.

    Signals: ``gameStarted()``, ``eventOccurred(Event)`` (unfiltered; filter per viewer
    with ``Event.for_viewer``), ``changed()``, ``thinkingChanged(seat or -1)``,
    ``humanToAct(seat)``, ``gameOver(list[ScoreBreakdown])``, ``aiError(str)`` and
    ``rewound()`` (actions were taken back: rebuild anything built from the events).
    """

    gameStarted = Signal()
    eventOccurred = Signal(object)
    changed = Signal()
    thinkingChanged = Signal(int)
    humanToAct = Signal(int)
    gameOver = Signal(object)
    aiError = Signal(str)
    rewound = Signal()

    def __init__(self, parent: QObject | None = None, pace_ms: int = 0,
                 player_factory: PlayerFactory | None = None) -> None:
        super().__init__(parent)
        self.pace_ms = pace_ms
        self.player_factory: PlayerFactory = player_factory or make_thinking_player
        #: True when Hard and Expert think in the shared second process (the default
        #: factory, also once wrapped by :meth:`wrap_player_factory`): then a game with
        #: such a seat starts that process at once, overlapping the first moves.
        self.uses_thinking_process = player_factory is None
        #: The game; in a network game until its end a :class:`RemoteGame` (our seat's
        #: picture: ``options``, ``state`` and ``actions`` read like a Game's).
        self.game: Game | None = None
        self.seats: tuple[Seat, ...] = ()
        #: In a network game: sends our seat's actions to the server (None: a local game).
        self.remote: ActionSender | None = None
        #: In a network game: asks the server to take back our last action (or None).
        self.remote_undo: Callable[[], object] | None = None
        self._generation = 0
        self._log_seen = 0
        self._thinking = -1
        self._last_move = 0.0
        self._worker = TaggedWorker(self)
        self._worker.finished.connect(lambda token, action: self._on_ai_finished(token, action, ""))
        self._worker.failed.connect(lambda token, error: self._on_ai_finished(token, None, error))
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.setTimerType(Qt.TimerType.PreciseTimer)  # coarse ones fire early
        self._pace_timer.timeout.connect(self._apply_paced)
        self._paced: tuple[Token, Action] | None = None

    def wrap_player_factory(self, wrap: Callable[[PlayerFactory], PlayerFactory]) -> None:
        """Replace the player factory by ``wrap(current factory)`` (the tutorial's
        opponent wraps the easy player); whether Hard and Expert think in the second
        process (:attr:`uses_thinking_process`) stays as it was."""
        self.player_factory = wrap(self.player_factory)

    # ----------------------------------------------------------------- game set-up
    def new_game(self, options: Options, seats: Sequence[Seat]) -> None:
        """Start a new game (cancelling any AI thinking). Raises ValueError when the
        seat count differs from ``options.players`` or the options are invalid."""
        if len(seats) != options.players:
            raise ValueError(f"{options.players} players need {options.players} seats, "
                             f"not {len(seats)}")
        self.load(Game(options), seats)

    def load(self, game: Game, seats: Sequence[Seat]) -> None:
        """Continue ``game`` (e.g. from a save file) with ``seats``; its events so far
        are emitted again so a log can show the whole history."""
        if len(seats) != game.options.players:
            raise ValueError(f"the game has {game.options.players} seats, not {len(seats)}")
        self.cancel()
        self.game, self.seats, self.remote, self.remote_undo = game, tuple(seats), None, None
        if (self.uses_thinking_process or self.player_factory is make_thinking_player) and any(
                c.kind in REMOTE_LEVELS for c in seats):
            shared_process().start()  # its start-up overlaps the first moves
        self._log_seen = 0
        self._last_move = time.monotonic()
        self.gameStarted.emit()
        self._advance()

    # ----------------------------------------------------------------- network games
    def show_remote(self, game: RemoteGame, seats: Sequence[Seat], send: ActionSender,
                    undo: Callable[[], object] | None = None) -> None:
        """Show a network game: ``game`` is our seat's picture of it (the server holds the
        real one), ``seats`` its seats (ours human, the others network or computer seats,
        none of which this model asks: the server plays them), ``send`` carries our
        seat's actions to the server, ``undo`` asks it to take our last one back. Emits
        ``gameStarted`` and then reports as after an action. Raises ValueError when the
        seat count differs."""
        if len(seats) != game.options.players:
            raise ValueError(f"the game has {game.options.players} seats, not {len(seats)}")
        self.cancel()
        self.game = cast(Game, game)  # it reads like one: options, state, actions
        self.seats, self.remote, self.remote_undo = tuple(seats), send, undo
        self._log_seen = 0
        self.gameStarted.emit()
        self._advance()

    def remote_changed(self, seats: Sequence[Seat] | None = None) -> None:
        """The network game's picture changed (the server sent an update) or its
        ``seats`` did (a player came, went, or a computer stands in): report as after
        an action."""
        if seats is not None:
            self.seats = tuple(seats)
        if isinstance(self.game, RemoteGame):
            self._advance()

    def remote_rewound(self, game: RemoteGame) -> None:
        """The server took actions back (an undo): ``game`` is our seat's new picture.
        Emits ``rewound`` (rebuild what was built from the events) and then reports as
        after an action, like :meth:`rewind`."""
        self.cancel()
        self.game = cast(Game, game)
        self._log_seen = len(game.state.log or ())
        self.rewound.emit()
        self._advance()

    def remote_finished(self, game: Game, seats: Sequence[Seat] | None = None) -> None:
        """The network game is over and the server sent its record: report the last
        events of our picture, then hold the real ``game`` (its seed and every hand may
        be known now), for the final scores, the chart, the history and replays."""
        self._emit_new_events()
        self.game = game
        if seats is not None:
            self.seats = tuple(seats)
        self._log_seen = len(game.state.log or ())
        self._advance()

    # ------------------------------------------------------------------- queries
    @property
    def network(self) -> bool:
        """True while the model shows a network game (held by its server; from its end
        on, until another game, the real game with :attr:`remote` still set)."""
        return self.remote is not None or isinstance(self.game, RemoteGame)

    @property
    def names(self) -> list[str]:
        """Player names by seat, as shown now: a human seat's default name "You" in the
        current language (:func:`ui.text.shown_name`: "Du" after switching to English
        reads "You")."""
        return [shown_name(c.name) if c.is_human else c.name for c in self.seats]

    @property
    def human_seats(self) -> list[int]:
        """Seats played by humans at this computer."""
        return [i for i, c in enumerate(self.seats) if c.is_human]

    @property
    def thinking_seat(self) -> int:
        """The seat whose AI is thinking now, or -1."""
        return self._thinking

    @property
    def over(self) -> bool:
        """True once the game has ended (False before any game)."""
        return self.game is not None and self.game.state.over

    @property
    def deciding_seat(self) -> int:
        """The seat whose decision is due, or -1 (no game, or the game is over)."""
        d = None if self.game is None else self.game.state.decision
        return -1 if d is None else d.seat

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see now (a redacted copy; RULES.md 5; in a network game the
        server's observation of our seat). Raises RuntimeError before the first game."""
        if isinstance(self.game, RemoteGame) and seat == self.game.seat:
            return self.game.observation()
        return observe(self._state(), seat)

    def events(self) -> list[Event]:
        """Every event of the game so far (unfiltered)."""
        log = self._state().log
        return list(log or ())

    def scores(self) -> list[ScoreBreakdown]:
        """Each seat's score breakdown now (final once the game is over)."""
        return score(self._state())

    def vp_history(self) -> list[list[int]]:
        """Each seat's VP at the end of each round so far (see :func:`vp_by_round`)."""
        g = self._game()
        return vp_by_round(g.options, g.actions)

    # ------------------------------------------------------------------ actions
    def submit(self, action: Action) -> None:
        """Carry out ``action`` for the human seat deciding now.

        Raises IllegalActionError (state and history unchanged) for an illegal action,
        NotYourDecisionError-like IllegalActionError when a computer seat is deciding.
        """
        g = self._game()
        seat = self.deciding_seat
        if isinstance(g, RemoteGame):
            if self.remote is None:
                raise IllegalActionError("RULES.md 2.2", "you have left this network game")
            check_action(g.observation(), action)  # the server checks it fully
            g.sent(action)
            self.remote(action)
            return
        if seat >= 0 and not self.seats[seat].is_human:
            from sanjuan.rules.errors import NotYourDecisionError

            raise NotYourDecisionError(
                "RULES.md 2.2", f"{self.seats[seat].name} (a computer player) is deciding now")
        g.apply(action)
        self._last_move = time.monotonic()
        self._advance()

    def rewind(self, count: int) -> None:
        """Take the game back to its first ``count`` actions (undo) by replaying them:
        the engine is deterministic, so the result cannot drift. ``game`` becomes a new
        :class:`Game` object, but it is the same game (no ``gameStarted``: listeners such
        as the history recorder keep it as theirs). Emits ``rewound`` and then continues
        as after an action. Raises ValueError for a bad ``count``."""
        g = self._game()
        if isinstance(g, RemoteGame):
            raise ValueError("a network game is taken back by its server")
        if not 0 <= count <= len(g.actions):
            raise ValueError(f"cannot rewind to {count} of {len(g.actions)} actions")
        self.cancel()
        self.game = Game.replay(g.options, g.actions[:count])
        self._log_seen = len(self.game.state.log or ())
        self._last_move = time.monotonic()
        self.rewound.emit()
        self._advance()

    def cancel(self) -> None:
        """Stop any AI thinking and wait until the worker has returned; pending and
        later answers for the current decision are dropped. Safe to call at any time."""
        self._generation += 1
        self._pace_timer.stop()
        self._paced = None
        self._worker.cancel(wait_ms=-1)
        self._set_thinking(-1)

    def resume(self) -> None:
        """Ask the computer seat deciding now to think again (after :meth:`cancel`)."""
        if self.game is not None and self._thinking < 0:
            self._advance()

    # ------------------------------------------------------------------ internals
    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("no game has been started")
        return self.game

    def _state(self):  # noqa: ANN202 - GameState; kept private
        return self._game().state

    def _token(self) -> Token:
        return (self._generation, len(self._game().actions))

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking:
            self._thinking = seat
            self.thinkingChanged.emit(seat)

    def _emit_new_events(self) -> None:
        log = self._state().log or []
        new, self._log_seen = log[self._log_seen:], len(log)
        for e in new:
            self.eventOccurred.emit(e)

    def _advance(self) -> None:
        """Report new events and the change, then ask whoever decides next (in a
        network game the server asks every seat but ours)."""
        s = self._state()
        self._emit_new_events()
        seat = self.deciding_seat
        if s.over or seat < 0:
            self._set_thinking(-1)
            self.changed.emit()
            self.gameOver.emit(score(s))
            return
        if self.seats[seat].is_human:
            self._set_thinking(-1)
            self.changed.emit()
            self.humanToAct.emit(seat)
            return
        self._set_thinking(seat)
        self.changed.emit()
        if isinstance(self.game, RemoteGame):
            return  # another seat of a network game: its answer comes from the server
        if self.deciding_seat == seat and self._thinking == seat:  # a slot may have cancelled
            self._start_ai(seat)

    def _start_ai(self, seat: int) -> None:
        g = self._game()
        # A fresh player per decision (see sanjuan/rules/seeds.py): resumed games replay exactly.
        player = self.player_factory(self.seats[seat].kind,
                                     computer_seed(g.options, seat, len(g.actions)))
        obs = observe(g.state, seat)

        def think(call: Call) -> Action:
            return player.choose(obs, call.cancelled)

        self._worker.start(self._token(), think)

    def _on_ai_finished(self, token: Token, action: Action | None, error: str) -> None:
        if token != self._token():
            return  # a stale answer (cancelled, or the game moved on)
        if action is None:
            self.aiError.emit(error)
            action = self._fallback()
        delay = self.pace_ms / 1000 - (time.monotonic() - self._last_move)
        if delay > 0:
            self._paced = (token, action)
            self._pace_timer.start(int(delay * 1000) + 1)
        else:
            self._apply_ai(action)

    @Slot()
    def _apply_paced(self) -> None:
        if self._paced is not None and self._paced[0] == self._token():
            action = self._paced[1]
            self._paced = None
            self._apply_ai(action)

    def _apply_ai(self, action: Action) -> None:
        g = self._game()
        try:
            g.apply(action)
        except IllegalActionError as exc:
            self.aiError.emit(f"{self.seats[self.deciding_seat].name}: {exc}")
            g.apply(self._fallback())
        self._last_move = time.monotonic()
        self._advance()

    def _fallback(self) -> Action:
        """A legal action when an AI failed: the first legal answer (deterministic)."""
        d = self._state().decision
        assert d is not None
        return d.legal_actions()[0]
