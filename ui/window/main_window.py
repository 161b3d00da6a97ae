"""The main window: the table in the middle, the game log on the right, a status bar,
and the Game / View / Help menus (see ui/menus.py). It renders the model after every
change for the right viewer and hands the computer over between hot-seat humans."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from sanjuan.rules.errors import IllegalActionError
from sanjuan.rules.events import Event
from sanjuan.rules.scoring import ScoreBreakdown
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from ui.dialogs.game_over import GameOverDialog  # light: pyqtgraph is loaded by its chart
from ui.dialogs.handover import HandoverScreen
from ui.dialogs.new_game import NewGameDialog, edition_label
from ui.dialogs.welcome import WelcomeScreen
from ui.learn.hint_dock import HintController
from ui.learn.tutorial import TutorialController
from ui.session.auto_answer import auto_answer
from ui.session.autosave import AutosaveMixin
from ui.session.files import GameFilesMixin, PathAsker
from ui.session.game_model import GameModel
from ui.session.pass_log import PassLogger
from ui.session.recorder import HistoryRecorder
from ui.session.undo import UndoController
from ui.session.warmup import warm_up
from ui.settings import NewGameChoices, Settings
from ui.table import TableWidget
from ui.table.log_view import LogView
from ui.window.language import RetranslateMixin
from ui.window.menus import build_menus, show_rules
from ui.window.window_fit import fit_to_screen, size_log_dock

RENDER_INTERVAL_MS = 40
LOG_MIN_WIDTH = 200  # px; narrower and the log wraps every other word


class MainWindow(RetranslateMixin, AutosaveMixin, GameFilesMixin, QMainWindow):
    """The game window. ``ask_save_path``/``ask_open_path`` may be replaced (tests)."""

    def __init__(self, settings: Settings | None = None, model: GameModel | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.settings = settings or Settings()
        self.model = model or GameModel(self, pace_ms=self.settings.pace_ms())
        self.setWindowTitle(self.tr("San Juan"))
        self.table = TableWidget()
        self.handover = HandoverScreen()
        self.welcome = WelcomeScreen()
        self.stack = QStackedWidget(objectName="central_stack")
        self.stack.addWidget(self.welcome)
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.handover)
        self.setCentralWidget(self.stack)
        self.log = LogView()
        self.log_dock = QDockWidget(self.tr("Game log"), self, objectName="log_dock")
        self.log_dock.setWidget(self.log)
        self.log_dock.setMinimumWidth(LOG_MIN_WIDTH)
        self.log_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                  | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.info_label = QLabel(objectName="game_info")
        self.statusBar().addPermanentWidget(self.info_label)
        self.undo = UndoController(self)
        self.actions_ = build_menus(self)
        self.hints = HintController(self)
        self.tutorial = TutorialController(self)

        self.ask_save_path: PathAsker = self._ask_save_path
        self.ask_open_path: PathAsker = self._ask_open_path
        self.new_game_dialog: NewGameDialog | None = None
        self.game_over_dialog: QDialog | None = None
        self.error_box: QMessageBox | None = None
        self._viewer = -1  # hot-seat: the human whose hand is shown
        self._handing_over = False
        # Computer moves at pace 0 come faster than the eye: redraw at most every 40 ms.
        self._render_timer = QTimer(self, singleShot=True, interval=RENDER_INTERVAL_MS)
        self._render_timer.timeout.connect(self.render)

        self.table.actionChosen.connect(self.submit)
        self.handover.ready.connect(self._handover_done)
        self.welcome.newGame.connect(self.request_new_game)
        self.welcome.openGame.connect(self.request_open_game)
        self.welcome.showRules.connect(lambda: show_rules(self))
        m = self.model
        m.gameStarted.connect(self._on_game_started)
        self.pass_logger = PassLogger(self)  # first: a pass's line precedes its events
        m.eventOccurred.connect(self._on_event)
        m.changed.connect(self._on_changed)
        m.humanToAct.connect(self._on_human_to_act)
        m.gameOver.connect(self._on_game_over)
        m.aiError.connect(lambda text: self.statusBar().showMessage(text, 10000))
        m.rewound.connect(self._rebuild_log)
        self.init_autosave()
        self.history_recorder = HistoryRecorder(m, self.statusBar().showMessage)
        self._restore_geometry()
        self._log_wanted: bool | None = not self.log_dock.isHidden()
        self.log_dock.hide()  # the welcome page has no game to log

    # ------------------------------------------------------------------ viewer
    def viewer(self) -> int:
        """The seat whose view the table shows: the human (hot-seat: the one last handed
        the computer), or seat 0 as a spectator when every seat is a computer."""
        humans = self.model.human_seats
        if not humans:
            return 0
        if len(humans) == 1:
            return humans[0]
        return self._viewer if self._viewer in humans else humans[0]

    def is_spectating(self) -> bool:
        """True when every seat is played by the computer."""
        return not self.model.human_seats

    # ------------------------------------------------------------------ rendering
    def render(self) -> None:
        """Show the current observation of :meth:`viewer` on the table."""
        m = self.model
        if m.game is None or self._handing_over:
            return
        if len(m.human_seats) >= 2 and self._viewer not in m.human_seats and not m.over:
            return  # hot-seat: nobody has been handed the computer yet
        viewer = self.viewer()
        thinking = m.thinking_seat if m.thinking_seat >= 0 else None
        interactive = not self.is_spectating() and m.deciding_seat == viewer
        self.table.follow_ms = m.pace_ms if self.settings.animations() else 0
        self.table.show_observation(m.observation(viewer), m.names, thinking, interactive)
        if self.is_spectating() and not self.statusBar().currentMessage():
            self.statusBar().showMessage(self.tr(
                "Watching the computer players; the hand below is %1's.").replace(
                "%1", m.names[viewer]))

    def _update_info(self) -> None:
        """Round and edition in the status bar, and the seed once the game is over (the
        seed replays the deal: shown during play it would reveal every hand)."""
        m = self.model
        if m.game is None:
            return
        s = m.game.state
        if not m.over:
            info = self.tr("Round %1 · %2").replace("%1", str(s.round))
            self.info_label.setText(info.replace("%2", edition_label(s.edition.key)))
            return
        info = self.tr("Round %1 · %2 · seed %3").replace("%1", str(s.round))
        self.info_label.setText(info.replace("%2", edition_label(s.edition.key))
                                .replace("%3", str(m.game.options.seed)))

    def _on_changed(self) -> None:
        m = self.model
        self._update_info()
        if m.over or m.deciding_seat in m.human_seats:
            self._render_timer.stop()
            self.render()
        elif not self._render_timer.isActive():
            self._render_timer.start()

    def _log_viewer(self) -> int:
        return -1 if self._handing_over else self.viewer()

    def _rebuild_log(self) -> None:
        self.log.clear()
        if self.model.game is None:
            return
        extra = self.pass_logger.history_lines()  # passes and idle phases: no events
        events = self.model.events()
        for i, e in enumerate(events):
            for line in extra.get(i, ()):
                self.log.append_text(line)
            self._append_event(e)
        for line in extra.get(len(events), ()):
            self.log.append_text(line)

    def _append_event(self, e: Event) -> None:
        assert self.model.game is not None
        # a spectator follows seat 0's cards but is not seat 0: no "You" in the log
        self.log.append_event(e, self._log_viewer(), self.model.names,
                              self.model.game.state.types, not self.is_spectating())

    # ------------------------------------------------------------------ model slots
    def _on_game_started(self) -> None:
        self._viewer = -1
        self._handing_over = False
        self.table.set_hand_hidden(False)
        self.table.reset_follow()
        if self._log_wanted is not None:  # the first game brings the log back
            self.log_dock.setVisible(self._log_wanted)
            self._log_wanted = None
        self.log_dock.raise_()  # the log's tab in front of the Hint tab beside it
        self.stack.setCurrentWidget(self.table)
        self.log.clear()
        warm_up()  # the game-over dialog's pyqtgraph, imported while the game runs
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None
        self.actions_["save"].setEnabled(True)
        self.actions_["scores"].setEnabled(False)

    def _on_event(self, e: Event) -> None:
        self._append_event(e)
        own = e.seat == self.viewer() and not self.is_spectating()
        self.table.note_event(e.for_viewer(self._log_viewer()), mark=not own)

    def _on_human_to_act(self, seat: int) -> None:
        if auto_answer(self, seat):
            return
        if len(self.model.human_seats) < 2 or seat == self._viewer:
            self._viewer = seat
            return
        self._handing_over = True
        self.table.set_hand_hidden(True)
        self.handover.prepare(self.model.names[seat])
        self.stack.setCurrentWidget(self.handover)
        self._pending_viewer = seat
        self._rebuild_log()

    def _handover_done(self) -> None:
        self._viewer = self._pending_viewer
        self._handing_over = False
        self.table.set_hand_hidden(False)
        self.stack.setCurrentWidget(self.table)
        self._rebuild_log()
        self.render()

    def _on_game_over(self, scores: list[ScoreBreakdown]) -> None:
        self.statusBar().showMessage(self.tr("Game over."))
        if self._handing_over:  # show the final table to everybody
            self._handing_over = False
            self.table.set_hand_hidden(False)
            self.stack.setCurrentWidget(self.table)
            self._rebuild_log()
        self.render()
        self.actions_["scores"].setEnabled(True)
        self.show_final_scores(scores)

    def show_final_scores(self, scores: list[ScoreBreakdown] | None = None) -> None:
        """Open the game-over dialog (scores, winners, VP chart) of the finished game."""
        if not self.model.over:
            return
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
        humans = self.model.human_seats
        you = humans[0] if len(humans) == 1 else None
        dialog = GameOverDialog(scores or self.model.scores(), self.model.names,
                                self.model.vp_history(), self, you)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # no dialog per game kept
        dialog.newGameRequested.connect(self.show_new_game_dialog)
        self.hints.decorate_game_over(dialog)
        dialog.finished.connect(lambda _result, d=dialog: self._game_over_closed(d))
        self.game_over_dialog = dialog
        dialog.open()

    def _game_over_closed(self, dialog: QDialog) -> None:
        if self.game_over_dialog is dialog:
            self.game_over_dialog = None

    # ------------------------------------------------------------------ actions
    def submit(self, action: object) -> None:
        """Send the human's ``action`` to the model; an illegal one is explained in the
        status bar and changes nothing."""
        if self.tutorial.refuse(action):  # type: ignore[arg-type]
            return
        try:
            self.undo.submit(action)  # type: ignore[arg-type]
        except IllegalActionError as exc:
            self.statusBar().showMessage(self.tr("Not allowed: %1").replace("%1", str(exc)),
                                         10000)

    def start_game(self, options: Options, seats: Sequence[Seat]) -> None:
        """Start a new game now."""
        self.statusBar().clearMessage()
        self.model.new_game(options, seats)

    def show_new_game_dialog(self, choices: NewGameChoices | None = None) -> NewGameDialog:
        """Open the new-game dialog (window-modal, not blocking) with ``choices`` (default:
        the remembered ones); on Start a new game begins. Returns the dialog."""
        dialog = NewGameDialog(choices or self.settings.new_game(), self)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.rejected.connect(self._dialog_rejected)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        self.settings.set_new_game(dialog.choices())
        self.new_game_dialog = None
        self.start_game(dialog.options(), dialog.seats())

    def _dialog_rejected(self) -> None:
        self.new_game_dialog = None

    def show_error(self, title: str, text: str) -> None:
        """Explain a problem in a window-modal message box (not blocking)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                          QMessageBox.StandardButton.Ok, self)
        self.error_box = box
        box.open()

    def set_pace(self, ms: int) -> None:
        """Set and remember the minimum time between computer moves (ms)."""
        self.model.pace_ms = ms
        self.settings.set_pace_ms(ms)

    # ------------------------------------------------------------------ window
    def _restore_geometry(self) -> None:
        geometry = self.settings.geometry()
        restored = geometry is not None and self.restoreGeometry(geometry)
        fit_to_screen(self, restored)  # never larger than the screen
        size_log_dock(self, self.log_dock)
        state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Stop any AI thinking (and wait for it), remember the window layout; a game
        that could not be autosaved is only lost after a confirmation."""
        if not self.allow_close():
            event.ignore()
            return
        self.model.cancel()
        if self._log_wanted:  # closed on the welcome page: keep the log for next time
            self.log_dock.show()
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_window_state(self.saveState())
        super().closeEvent(event)
