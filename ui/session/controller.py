"""The game controller: owns the session behind the window (Mu's ``Editor`` to the
window's ``Window``).

:class:`GameController` holds the :class:`~ui.session.game_model.GameModel` with the
active :class:`~ui.session.table.Table` (:attr:`GameController.table`: a local game's,
started here, or a network game's, put there by its session), the settings, the undo
stack, the autosave, the game files, the history recorder, the pass log and the viewer
(:class:`~ui.session.hotseat.HotSeat`). It is the model's only listener: after each
change it runs the follow-up steps in one fixed order, :data:`FOLLOW_UPS` — pass lines,
undo step, autosave, then the steps the window and its tools install with
:meth:`set_follow_up` (render, tutorial, hints, sound, attention) — instead of several
listeners whose order would be the order they happened to be connected in.

It never imports the window: it talks to it through signals (``logLine``,
``eventShown``, ``handoverNeeded``, ``status`` …) and injected callables (ask a path,
confirm abandoning a game or quitting, show an error), each with a harmless default.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from sanjuan.rules.actions import Action
from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.events import Event
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.autosave import Unfinished
from sanjuan.store.save import PlayCounts, SavedGame
from ui.session import files
from ui.session.auto_answer import auto_answer
from ui.session.auto_answer import history_lines as forced_lines
from ui.session.autosave import AutosaveService
from ui.session.game_model import GameModel
from ui.session.hotseat import HotSeat
from ui.session.pass_log import PassLogger
from ui.session.recorder import ORDINARY, GameMode, HistoryRecorder
from ui.session.seats import seats_of
from ui.session.table import Table
from ui.session.undo import UndoController
from ui.settings import Settings
from ui.text import arg

translate = QCoreApplication.translate

#: The follow-up steps after each change of the game, in the order they run.
FOLLOW_UPS = ("pass_lines", "undo", "autosave", "render", "tutorial", "hints", "sound",
              "attention")
STATUS_MS = 5000


def player_text(exc: IllegalActionError) -> str:
    """Why ``exc``'s action was refused, for the player: its message without the rule
    citation (``"… [RULES.md 2.2]"`` is for developers and logs)."""
    return str(exc).removesuffix(f" [{exc.rule}]")


@dataclass(frozen=True)
class Submitted:
    """What :meth:`GameController.submit` did with an action: ``applied`` (the game
    went on), ``refused`` (a gate such as the tutorial's step kept it back; nothing
    changed), ``error`` (why it is illegal; nothing changed; "" otherwise)."""

    applied: bool
    refused: bool = False
    error: str = ""


def _no_path() -> str | None:
    return None


class GameController(QObject):
    """One game session; see the module docstring.

    Signals: ``gameStarted()``, ``eventShown(Event)`` (after its pass line),
    ``logLine(str)`` (a pass, an idle phase, an automatic answer), ``handoverNeeded(seat)``
    (hot-seat: hand the computer over, then call ``hot_seat.hand_over_done()``),
    ``gameOver(list[ScoreBreakdown])``, ``rewound()``, ``status(text, ms)`` (text ""
    clears the status bar), ``resumeChanged(Unfinished | None, names, problem)``,
    ``closeRequested()`` (quit anyway, after a confirmation), ``viewerChanged()`` (a
    loaded hot-seat game shows its saved viewer: render again), ``decisionOpened(seat)``
    (a decision of a human seat at this computer waits for its player: not one answered
    automatically; the sound and the "your turn" nudge listen).

    Injected callables (replace them): ``ask_save_path()``/``ask_open_path()`` → path or
    None, ``ask_abandon(round, then)`` and ``ask_quit_anyway(reason, then)`` (call
    ``then()`` if the user agrees), ``show_error(title, text)``, ``gate(action)`` → True
    to refuse a human action (the tutorial's step), ``new_game_choices()`` (the choices
    naming the seats of an old save)."""

    gameStarted = Signal()
    eventShown = Signal(object)
    logLine = Signal(str)
    handoverNeeded = Signal(int)
    gameOver = Signal(object)
    rewound = Signal()
    status = Signal(str, int)
    resumeChanged = Signal(object, object, str)
    closeRequested = Signal()
    viewerChanged = Signal()
    decisionOpened = Signal(int)

    def __init__(self, settings: Settings, model: GameModel | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.model = model or GameModel(self, pace_ms=settings.pace_ms())
        self.undo = UndoController(self.model, self)
        self.autosave = AutosaveService(self.model)
        self.hot_seat = HotSeat(self.model)
        self.pass_log = PassLogger(self.model, self.hot_seat.is_you, self.logLine.emit)
        self.pass_log.more_lines = lambda: (
            forced_lines(self.model) if self.settings.skip_forced() else [])
        self.ask_save_path: files.PathAsker = _no_path
        self.ask_open_path: files.PathAsker = _no_path
        self.ask_abandon: Callable[[int, Callable[[], object]], object] = \
            lambda _round, then: then()
        self.ask_quit_anyway: Callable[[str, Callable[[], object]], object] = \
            lambda _why, _then: None
        self.show_error: Callable[[str, str], object] = lambda _title, _text: None
        self.gate: Callable[[Action], bool] = lambda _action: False
        self.new_game_choices = settings.new_game
        self._steps: dict[str, Callable[[], object]] = {
            "pass_lines": self.pass_log.changed, "undo": self.undo.changed,
            "autosave": self._autosave}
        self._closing_anyway = False
        m = self.model
        m.gameStarted.connect(self._on_started)
        m.eventOccurred.connect(self._on_event)
        m.stepped.connect(self.undo.note_step)
        m.changed.connect(self._after_change)
        m.humanToAct.connect(self._on_human_to_act)
        m.gameOver.connect(self._on_game_over)
        m.aiError.connect(lambda text: self.status.emit(text, 10000))
        m.rewound.connect(self._on_rewound)
        settings.changed.connect(self._on_setting)
        self.recorder = HistoryRecorder(self.model, self.status.emit)
        self.recorder.takebacks = lambda: self.undo.takebacks
        #: Hints asked for in the running game, one count per seat, and how to set them
        #: again for a resumed game: the hint session's (the window sets them).
        self.hint_counts: Callable[[], Sequence[int]] = lambda: ()
        self.set_hint_counts: Callable[[Sequence[int]], object] = lambda _counts: None
        self.autosave.counts = self.play_counts

    @property
    def table(self) -> Table | None:
        """Where the running game comes from (None before the first game)."""
        return self.model.table

    # ------------------------------------------------------------------ follow-ups
    def set_follow_up(self, name: str, step: Callable[[], object]) -> None:
        """Install ``step`` as the follow-up ``name`` (one of :data:`FOLLOW_UPS`), run
        after each change of the game in that order. Raises ValueError for another name."""
        if name not in FOLLOW_UPS:
            raise ValueError(f"unknown follow-up {name!r}; expected one of {FOLLOW_UPS}")
        self._steps[name] = step

    def _after_change(self) -> None:
        for name in FOLLOW_UPS:
            step = self._steps.get(name)
            if step is not None:
                step()

    def _autosave(self) -> None:
        self.autosave.save(self.hot_seat.saved_viewer())

    # ------------------------------------------------------------------ model reports
    def _on_started(self) -> None:
        self.hot_seat.reset()
        self.pass_log.started()
        self.undo.started()
        self.recorder.started()
        self.gameStarted.emit()

    def _on_event(self, e: Event) -> None:
        self.pass_log.event(e)  # first: a pass's line precedes its events
        self.eventShown.emit(e)

    def _on_human_to_act(self, seat: int) -> None:
        if self.settings.skip_forced() and auto_answer(self.model, seat, self.logLine.emit):
            return
        if self.hot_seat.human_to_act(seat):
            self.handoverNeeded.emit(seat)
        if self.model.deciding_seat == seat:  # still open (no slot answered it)
            self.decisionOpened.emit(seat)

    def _on_game_over(self, scores: object) -> None:
        self.autosave.clear()
        self.hot_seat.handing_over = False  # the final table is shown to everybody
        self.gameOver.emit(scores)
        self.recorder.game_over()  # last: its message follows the window's "Game over."

    def _on_rewound(self) -> None:
        self.undo.rewound()
        self.rewound.emit()

    def _on_setting(self, key: str, value: object) -> None:
        if key == "pace_ms" and isinstance(value, int):
            self.model.pace_ms = value

    # ------------------------------------------------------------------ actions
    def submit(self, action: Action) -> Submitted:
        """Send the human's ``action`` (through the undo stack); returns what happened
        (``applied``: the game took it, here or at a network game's server).
        An illegal or refused action changes nothing."""
        if self.gate(action):
            return Submitted(False, refused=True)
        try:
            self.undo.submit(action)
        except IllegalActionError as exc:
            return Submitted(False, error=player_text(exc))
        return Submitted(True)

    def start_game(self, options: Options, seats: Sequence[Seat],
                   mode: GameMode | None = None) -> None:
        """Start a new game now, recorded in the history as ``mode`` (default an
        ordinary game); raises ValueError for seats that do not fit."""
        self.status.emit("", 0)
        self.recorder.set_next_mode(mode or ORDINARY)
        try:
            self.model.new_game(options, seats)
        finally:
            self.recorder.set_next_mode(None)  # used by now, or the game did not start

    def seats_of(self, loaded: SavedGame) -> list[Seat]:
        """The seats of a saved game (opened or resumed; see
        :func:`ui.session.seats.seats_of`)."""
        return seats_of(loaded, self.new_game_choices())

    def play_counts(self) -> PlayCounts:
        """The running game's take-backs and hints so far, kept in its saves."""
        return PlayCounts(self.undo.takebacks, tuple(self.hint_counts()))

    def continue_game(self, loaded: SavedGame) -> None:
        """Continue a saved game (opened or resumed) with its own seats and its counts
        of take-backs and hints (a casual game stays casual); a hot-seat game shows the
        hand-over screen of whoever is to act, or else the saved viewer's view."""
        self.model.load(loaded.game, self.seats_of(loaded))
        self.undo.takebacks = loaded.counts.takebacks  # (the start set it to 0)
        self.set_hint_counts(loaded.counts.hints)
        if loaded.viewer in self.model.human_seats and not self.hot_seat.handing_over:
            self.hot_seat.viewer_seat = loaded.viewer
            self.viewerChanged.emit()

    def confirm_abandon(self, then: Callable[[], object]) -> None:
        """Run ``then`` at once, or after ``ask_abandon`` if it would abandon a game."""
        round_ = self.autosave.unfinished_round()
        if round_ is None:
            then()
        else:
            self.ask_abandon(round_, then)

    # ------------------------------------------------------------------ files
    def save_game(self) -> bool:
        """Ask for a path and save the running game there; True when saved. A game kept
        elsewhere (a network game's server keeps it until its end) is not saved here
        (the window's Save is off meanwhile)."""
        g = self.model.record()
        if g is None:
            return False
        path = self.ask_save_path()
        if not path:
            return False
        problem = files.save_to(path, g, self.model.seats, self.hot_seat.saved_viewer(),
                                self.play_counts())
        if problem:
            self.show_error(translate("GameFiles", "The game could not be saved"), problem)
            return False
        self.status.emit(arg(translate("GameFiles", "Saved to %1"), path), STATUS_MS)
        return True

    def open_game(self) -> bool:
        """Ask for a save file and continue the game in it; a damaged file is explained
        and the running game continues unchanged. True when a game was loaded."""
        path = self.ask_open_path()
        if not path:
            return False
        loaded, problem = files.load_from(path)
        if loaded is None:
            self.show_error(translate("GameFiles", "The game could not be opened"), problem)
            return False
        self.continue_game(loaded)
        self.status.emit(arg(translate("GameFiles", "Opened %1"), path), STATUS_MS)
        return True

    # ------------------------------------------------------------------ resume / quit
    def refresh_resume(self) -> Unfinished | None:
        """Read the autosave and report it (``resumeChanged``); returns the unfinished
        game (None if there is none or it cannot be read: ``resume_problem`` says why)."""
        unfinished = self.autosave.read()
        names = None if unfinished is None else [s.name for s in self.seats_of(unfinished.loaded)]
        self.resumeChanged.emit(unfinished, names, self.autosave.resume_problem)
        return unfinished

    @property
    def resume_problem(self) -> str:
        """Why the autosave cannot be resumed ("" if it can)."""
        return self.autosave.resume_problem

    def resume_game(self) -> bool:
        """Continue the autosaved unfinished game; False (explained by ``show_error``
        and ``resume_problem``) if there is none or it is damaged."""
        unfinished = self.refresh_resume()
        if unfinished is None:
            self.autosave.resume_problem = self.autosave.resume_problem or translate(
                "Autosave", "There is no unfinished game to resume.")
            self.show_error(translate("Autosave", "Nothing to resume"), self.resume_problem)
            return False
        self.continue_game(unfinished.loaded)
        return True

    def has_unfinished_game(self) -> bool:
        """True while a started game is not over."""
        return self.model.game is not None and not self.model.over

    def allow_close(self) -> bool:
        """True when closing loses nothing (no game running, or its autosave is
        written); otherwise asks (``ask_quit_anyway``) and returns False."""
        if self._closing_anyway or not self.has_unfinished_game():
            return True
        if self.autosave.flush():
            return True
        self.ask_quit_anyway(self.autosave.writer.error or "?", self._close_anyway)
        return False

    def _close_anyway(self) -> None:
        self._closing_anyway = True
        self.closeRequested.emit()

    def shut_down(self) -> None:
        """Stop any computer thinking (and wait for it): the window is closing."""
        self.model.cancel()
