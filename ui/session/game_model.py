"""The game as a Qt object: :class:`GameModel` runs one game for the window.

It shows the game of a :class:`~ui.session.table.Table` (where the game comes from: a
:class:`~ui.session.table.LocalTable` holding a :class:`~sanjuan.rules.game.Game`, or a
network game's table), forwards every engine event as a signal, says whose decision is
due, hands the human's actions to the table and lets computer seats of a local table
think on a worker thread.

Computer players (RULES.md 5): each sees only ``observe(state, seat)`` (a redacted copy),
is asked on a :class:`~ui.session.worker.TaggedWorker` (one AI at a time, never in the GUI
thread) and polls a cancel flag. By default Hard and Expert search in a second process
(:mod:`sanjuan.ai.thinking`; the pool thread only waits), so the GUI thread never
competes with a search for the interpreter lock. Every answer is tagged with the
decision it answers (game generation + number of actions applied); stale answers are
dropped. A *pace* (milliseconds) keeps computer moves at least that far apart so a
human can follow.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot

from sanjuan.ai import Player, searches
from sanjuan.ai.thinking import make_thinking_player, shared_service
from sanjuan.rules.actions import Action
from sanjuan.rules.errors import IllegalActionError, NotYourDecisionError
from sanjuan.rules.events import Event
from sanjuan.rules.game import Game
from sanjuan.rules.observation import Observation
from sanjuan.rules.rounds import vp_by_round
from sanjuan.rules.scoring import ScoreBreakdown, score
from sanjuan.rules.seat import LEVELS, Seat
from sanjuan.rules.seeds import computer_seed
from sanjuan.rules.state import GameState, Options
from sanjuan.rules.undo import Step
from ui.session.table import GameView, LocalTable, Passed, Table
from ui.session.worker import Call, TaggedWorker
from ui.text import arg, shown_name

__all__ = ["GameModel", "PlayerFactory", "vp_by_round"]

#: Makes the computer player of a level (see :func:`sanjuan.ai.make_player`) and seed.
PlayerFactory = Callable[[str, int], Player]

#: Identifies one decision: (game generation, actions applied before it).
Token = tuple[int, int]



@dataclass(frozen=True)
class SeatNotes:
    """What a network game says about its seats beside their names (issue 34): ``marks``
    by seat, a short decoration for the seat panels only (``"⚠ "`` its player is gone,
    ``"⚙ "`` a computer stands in, ``""``), and ``computers``, the seats whose moves a
    computer makes now: the log names them "Bea (computer)" (never a mark, and never
    "You" for our own seat's moves made by the stand-in while we were away)."""

    marks: tuple[str, ...] = ()
    computers: frozenset[int] = frozenset()
    #: indices (in the game's log) of the events a computer caused for our own seat
    #: while we were away: logged as "Cy (computer) …", live and rebuilt alike
    away: frozenset[int] = frozenset()

class GameModel(QObject):
    """One running game with its seats; see the module docstring.

    The game comes from a :class:`~ui.session.table.Table`: a
    :class:`~ui.session.table.LocalTable` for a game this computer holds (:meth:`new_game`,
    :meth:`load`), another (a network game's) through :meth:`play`.

    Signals: ``gameStarted()``, ``eventOccurred(Event)`` (unfiltered; filter per viewer
    with ``Event.for_viewer``), ``stepped(Step)`` (an action was applied: who decided
    it, its events, the cards it showed; after its events), ``changed()``,
    ``thinkingChanged(seat or -1)``, ``humanToAct(seat)``,
    ``gameOver(list[ScoreBreakdown])``, ``aiError(str)`` and ``rewound()`` (actions were
    taken back: rebuild anything built from the events).
    """

    gameStarted = Signal()
    eventOccurred = Signal(object)
    stepped = Signal(object)
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
        self._table: Table | None = None
        self.seats: tuple[Seat, ...] = ()
        self.notes = SeatNotes()  # a network game's marks and stand-ins
        #: Why the table cannot be played now ("" while it can): a network game whose
        #: server is away. Set with :meth:`set_paused`; a new game clears it.
        self.paused = ""
        self.paused_resumable = False  # the table offers "Restart the server and resume"
        self.emitting = -1  # the log index of the event being reported (eventOccurred)
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
        """Continue ``game`` (e.g. from a save file) with ``seats`` on a
        :class:`~ui.session.table.LocalTable`; its events so far are emitted again so a
        log can show the whole history. Raises ValueError when the seat count differs."""
        if len(seats) != game.options.players:
            raise ValueError(f"the game has {game.options.players} seats, not {len(seats)}")
        if (self.uses_thinking_process or self.player_factory is make_thinking_player) and any(
                searches(c.kind) for c in seats):
            shared_service().start()  # its start-up overlaps the first moves
        self.play(LocalTable(game), seats)

    def play(self, table: Table, seats: Sequence[Seat], notes: SeatNotes | None = None) -> None:
        """Show the game of ``table`` with ``seats`` (a network table: ours human, the
        others network or computer seats, whom this model does not ask; ``notes``: its
        marks and stand-ins, :class:`SeatNotes`). Cancels any AI
        thinking, emits ``gameStarted`` (events so far are emitted again) and then
        reports as after an action. Raises ValueError when the seat count differs."""
        players = table.game.options.players
        if len(seats) != players:
            raise ValueError(f"the game has {players} seats, not {len(seats)}")
        self.cancel()
        self._table, self.seats = table, tuple(seats)
        self.notes = notes or SeatNotes()
        self.paused, self.paused_resumable = "", False
        self._log_seen = 0
        self._last_move = time.monotonic()
        self.gameStarted.emit()
        self._advance()

    # ----------------------------------------------------------------- the table reports
    def set_paused(self, text: str, resumable: bool = False) -> None:
        """The table cannot be played now, because of ``text`` (a sentence; "": it can
        again): no choice is offered and the table says why; ``resumable``: it offers to
        start the game's server here again. Emits ``changed``."""
        if (text, resumable) != (self.paused, self.paused_resumable):
            self.paused, self.paused_resumable = text, resumable and bool(text)
            self.changed.emit()

    def table_changed(self, seats: Sequence[Seat] | None = None,
                      steps: Sequence[Step] = (), notes: SeatNotes | None = None) -> None:
        """The table's game changed from elsewhere (a network game's server sent a
        picture with ``steps`` applied) or its ``seats`` did (a player came, went, or a
        computer stands in: ``notes``): report as after an action."""
        if seats is not None:
            self.seats = tuple(seats)
        if notes is not None:
            self.notes = notes
        if self._table is not None:
            self._advance(steps)

    def table_rewound(self) -> None:
        """The table's keeper took actions back (an undo): emits ``rewound`` (rebuild
        what was built from the events) and then reports as after an action, like
        :meth:`rewind`."""
        self.cancel()
        self._log_seen = len(self._state().log or ())
        self.rewound.emit()
        self._advance()

    def table_finished(self, finish: Callable[[], object],
                       seats: Sequence[Seat] | None = None) -> None:
        """The table's game is over and will be held whole (a network game's server sent
        its record): report the last events shown, run ``finish()`` (the table swaps
        in the whole game: its seed and every hand may be known now), then report as
        after an action, for the final scores, the chart, the history and replays."""
        self._emit_new_events()
        finish()
        if seats is not None:
            self.seats = tuple(seats)
            self.notes = SeatNotes(away=self.notes.away)  # the record's plain names
        self._log_seen = len(self._state().log or ())
        self._advance()

    # ------------------------------------------------------------------- queries
    @property
    def table(self) -> Table | None:
        """Where the game comes from (None before the first game)."""
        return self._table

    @property
    def game(self) -> GameView | None:
        """The game as shown (None before the first game): options, state, actions."""
        return None if self._table is None else self._table.game

    def record(self) -> Game | None:
        """The whole game when this computer holds it (to save, autosave, record,
        export); None before any game or while somebody else keeps it."""
        return None if self._table is None else self._table.record()

    @property
    def steps(self) -> Sequence[Step]:
        """The latest steps the table knows (see :attr:`ui.session.table.Table.steps`)."""
        return () if self._table is None else self._table.steps

    @property
    def passes(self) -> Sequence[Passed]:
        """Every pass of the game so far that the table knows of."""
        return () if self._table is None else self._table.passes

    @property
    def names(self) -> list[str]:
        """Player names by seat, as shown now: a human seat's default name "You" in the
        current language (:func:`ui.text.shown_name`: "Du" after switching to English
        reads "You")."""
        return [shown_name(c.name) if c.is_human else c.name for c in self.seats]

    @property
    def shown_names(self) -> list[str]:
        """:attr:`names` with the seat panels' marks of a network game (``"⚙ Bea"``,
        :class:`SeatNotes`); for the seat panels only."""
        marks = self.notes.marks
        return [(marks[i] if i < len(marks) else "") + n for i, n in enumerate(self.names)]

    @property
    def log_names(self) -> list[str]:
        """:attr:`names` as the log writes them: a seat a computer plays for now is
        "Bea (computer)" (:class:`SeatNotes`); never a mark."""
        return [self.computer_name(i) if i in self.notes.computers else n
                for i, n in enumerate(self.names)]

    def computer_name(self, seat: int) -> str:
        """The log's name of ``seat`` while a computer plays it: "Bea (computer)"."""
        return arg(QCoreApplication.translate("Log", "%1 (computer)"), self.names[seat])

    def log_names_at(self, index: int, seat: int) -> tuple[list[str], bool]:
        """The names for the log line of the event at ``index`` of the log about
        ``seat``, and whether a computer caused it for that seat (a stand-in, also for
        our own seat while we were away, :attr:`SeatNotes.away`)."""
        names = self.log_names
        if 0 <= seat < len(names) and index in self.notes.away:
            names[seat] = self.computer_name(seat)
            return names, True
        return names, 0 <= seat < len(names) and seat in self.notes.computers

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
        g = self.game
        return g is not None and g.state.over

    @property
    def deciding_seat(self) -> int:
        """The seat whose decision is due, or -1 (no game, or the game is over)."""
        g = self.game
        d = None if g is None else g.state.decision
        return -1 if d is None else d.seat

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see now (a redacted copy; RULES.md 5; in a network game the
        server's observation of our seat). Raises RuntimeError before the first game."""
        return self._active().observation(seat)

    def events(self) -> list[Event]:
        """Every event of the game so far (unfiltered)."""
        log = self._state().log
        return list(log or ())

    def scores(self) -> list[ScoreBreakdown]:
        """Each seat's score breakdown now (final once the game is over)."""
        return score(self._state())

    def vp_history(self) -> list[list[int]]:
        """Each seat's VP at the end of each round so far (see :func:`vp_by_round`).
        Raises LookupError for a network game before its end (the other seats' actions
        are not known here)."""
        g = self._game()
        return vp_by_round(g.options, g.actions)

    # ------------------------------------------------------------------ actions
    def submit(self, action: Action) -> Step | None:
        """Carry out ``action`` for the human seat deciding now. Returns what happened:
        the step applied (the seat, the events, the cards shown), or None when the
        table sent the action to be applied elsewhere (a network game's server: its
        step comes with the next picture).

        Raises IllegalActionError (state and history unchanged) for an illegal action,
        NotYourDecisionError when another seat (a computer, another person) is deciding.
        """
        table = self._active()
        seat = self.deciding_seat
        if seat >= 0 and not self.seats[seat].is_human:
            who = self.seats[seat]
            what = " (a computer player)" if who.kind in LEVELS else ""
            raise NotYourDecisionError("RULES.md 2.2", f"{who.name}{what} is deciding now")
        step = table.submit(action)
        if step is not None:
            self._last_move = time.monotonic()
            self._advance((step,))
        return step

    def rewind(self, count: int) -> None:
        """Take the game back to its first ``count`` actions (undo) here and now (see
        :meth:`ui.session.table.Table.rewind`: a local game is replayed, so the result
        cannot drift). ``game`` becomes a new object, but it is the same game (no
        ``gameStarted``: listeners such as the history recorder keep it as theirs).
        Emits ``rewound`` and then continues as after an action. Raises ValueError for
        a bad ``count`` or a table that cannot (a network game's: see
        :meth:`request_undo`)."""
        table = self._active()
        if not table.redo:
            raise ValueError("this game is taken back by whoever keeps it")
        self.cancel()
        table.rewind(count)
        self._log_seen = len(self._state().log or ())
        self._last_move = time.monotonic()
        self.rewound.emit()
        self._advance()

    def request_undo(self) -> bool:
        """Ask whoever keeps the game to take back our last action (a network game's
        server; its answer comes as :meth:`table_rewound`); False when nothing was asked."""
        return self._table is not None and self._table.request_undo()

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
        if self._table is not None and self._thinking < 0:
            self._advance()

    # ------------------------------------------------------------------ internals
    def _active(self) -> Table:
        if self._table is None:
            raise RuntimeError("no game has been started")
        return self._table

    def _game(self) -> GameView:
        return self._active().game

    def _state(self) -> GameState:
        return self._game().state

    def _token(self) -> Token:
        return (self._generation, len(self._game().actions))

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking:
            self._thinking = seat
            self.thinkingChanged.emit(seat)

    def _emit_new_events(self) -> None:
        log = self._state().log or []
        first = self._log_seen
        new, self._log_seen = log[first:], len(log)
        for i, e in enumerate(new, start=first):
            self.emitting = i  # the event's index in the log, while it is reported
            self.eventOccurred.emit(e)
        self.emitting = -1

    def _advance(self, steps: Sequence[Step] = ()) -> None:
        """Report new events, the ``steps`` applied and the change, then ask whoever
        decides next (a table that does not ask its computer seats here, such as a
        network game's, has them played where the game is kept)."""
        s = self._state()
        self._emit_new_events()
        for step in steps:
            self.stepped.emit(step)
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
        if not self._active().asks_computers:
            return  # its answer comes from where the game is kept
        if self.deciding_seat == seat and self._thinking == seat:  # a slot may have cancelled
            self._start_ai(seat)

    def _start_ai(self, seat: int) -> None:
        g = self._game()
        # A fresh player per decision (see sanjuan/rules/seeds.py): resumed games replay exactly.
        player = self.player_factory(self.seats[seat].kind,
                                     computer_seed(g.options, seat, len(g.actions)))
        obs = self._active().observation(seat)

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
        table = self._active()
        try:
            step = table.submit(action)
        except IllegalActionError as exc:
            self.aiError.emit(f"{self.seats[self.deciding_seat].name}: {exc}")
            step = table.submit(self._fallback())
        self._last_move = time.monotonic()
        self._advance(() if step is None else (step,))

    def _fallback(self) -> Action:
        """A legal action when an AI failed: the first legal answer (deterministic)."""
        d = self._state().decision
        assert d is not None
        return d.legal_actions()[0]
