"""The main window: the table in the middle, the game log on the right, a status bar,
and the Game / Edit / View / Help menus (see ui/window/menus.py).

It is view and wiring only: the session (model, undo, autosave, files, history, pass
log, hot-seat viewer) is the :class:`~ui.session.controller.GameController`'s. The
window renders for the controller's viewer, shows the hand-over screen when the
controller asks, and answers the controller's questions (a path, abandon this game?)
with its dialogs."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from sanjuan.rules.game import Game
from sanjuan.rules.scoring import ScoreBreakdown
from sanjuan.rules.seat import Seat
from sanjuan.rules.state import Options
from sanjuan.store.autosave import Unfinished
from sanjuan.store.replay import Replay
from ui.dialogs.fit import fit_to_screen as fit_dialog  # never larger than the screen
from ui.dialogs.game_over import GameOverDialog  # light: pyqtgraph is loaded by its chart
from ui.dialogs.handover import HandoverScreen
from ui.dialogs.new_game import NewGameDialog
from ui.dialogs.welcome import WelcomeScreen
from ui.history.export import ExportAsker, ask_export_path, export_finished
from ui.learn.daily_deal import DailyController
from ui.learn.hint_dock import HintController
from ui.learn.tutorial import TutorialController
from ui.session.adaptive import Ratings, load_ratings
from ui.session.controller import GameController
from ui.session.files import PathAsker, home
from ui.session.game_model import GameModel
from ui.session.warmup import warm_up
from ui.settings import NewGameChoices, Settings
from ui.sound.board import SoundBoard, settle_default
from ui.sound.cues import SoundCues
from ui.table import TableWidget
from ui.table.log_view import LogView
from ui.table.themes import desktop_is_dark, resolve
from ui.text import arg
from ui.window import session_ui
from ui.window.attention import Attention
from ui.window.chrome import apply_chrome
from ui.window.game_view import GameView
from ui.window.menus import MenuTargets, about_box, build_menus
from ui.window.net_ui import NetUi
from ui.window.retranslate import retranslate_table
from ui.window.text_size import apply_text_scale
from ui.window.window_fit import fit_to_screen, size_log_dock
from ui.window.window_keys import WindowKeys

LOG_MIN_WIDTH = 200  # px; narrower and the log wraps every other word


class MainWindow(QMainWindow):
    """The game window. ``ask_save_path``/``ask_open_path`` may be replaced (tests)."""

    def __init__(self, settings: Settings | None = None, model: GameModel | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.settings = settings or Settings()
        self.controller = GameController(self.settings, model, self)
        self.model = self.controller.model
        self.table = TableWidget()
        self.handover = HandoverScreen()
        self.welcome = WelcomeScreen()
        self.stack = QStackedWidget()
        self.stack.setObjectName("central_stack")
        for page in (self.welcome, self.table, self.handover):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        self.log = LogView()
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("log_dock")
        self.log_dock.setWidget(self.log)
        self.log_dock.setMinimumWidth(LOG_MIN_WIDTH)
        self.log_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                  | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.info_label = QLabel()
        self.info_label.setObjectName("game_info")
        self.statusBar().addPermanentWidget(self.info_label)
        self.new_game_dialog: NewGameDialog | None = None
        self.game_over_dialog: QDialog | None = None
        self.error_box: QMessageBox | None = None
        self.abandon_box: QMessageBox | None = None
        self.settings_dialog: QDialog | None = None
        self.rules_window: QWidget | None = None
        self.about_box: QMessageBox | None = None
        self.puzzle_window: QWidget | None = None
        #: Asks where to export a finished game (the file dialog; tests replace it).
        self.ask_export_path: ExportAsker = ask_export_path
        self._retranslate_pending = False
        self._apply_look()
        self.settings.follow(self, lambda key, _value: self._apply_look()
                             if key in ("text_scale", "high_contrast", "theme") else None)
        # no theme chosen yet: the table follows the desktop's dark mode, also when the
        # desktop switches while San Juan runs
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._apply_look)
        self.view = GameView(self.controller, self.table, self.log, self.stack, self.handover,
                             self.info_label, self.statusBar())
        self._wire_controller()
        settle_default(self.settings)  # first start: no sound when the system is muted
        self.sound = SoundBoard(self.settings, parent=self)
        self.cues = SoundCues(self.controller, self.sound, self.table, self)
        self.attention = Attention(self, self.controller, self.settings)
        self.cues.away = lambda: self.attention.wanted() and self.attention.away()
        self.net = NetUi(self, self.controller, self.show_error)  # Host/Join a network game
        self.table.panel.resume_button.clicked.connect(self.net.play.resume_paused)
        self.window_keys = WindowKeys(self, self.table)  # F6/Ctrl+Tab; 1–5, Enter anywhere
        self.welcome.rejoinGame.connect(self.net.rejoin_held)
        self.welcome.set_rejoin(self.net.rejoin_summary())
        self.net.play.failed.connect(  # a seat the server knows no more is not offered
            lambda _text: self.welcome.set_rejoin(self.net.rejoin_summary()))
        self._set_texts()
        self.actions_ = build_menus(self.menuBar(), self._menu_targets())
        self.hints = HintController(self, self.controller, self.table, self.log_dock)
        self.controller.recorder.hints = self.hints.session.used_per_seat
        self.controller.hint_counts = self.hints.session.used_per_seat
        self.controller.set_hint_counts = self.hints.session.restore_counts
        self.daily = DailyController(self, self.controller)
        self.daily.show_replay = self.show_replay
        self.tutorial = TutorialController(self.controller, self, self.table, self.welcome,
                                           self.render)
        self.table.actionChosen.connect(self.submit)
        self.welcome.newGame.connect(self.request_new_game)
        self.welcome.openGame.connect(self.request_open_game)
        self.welcome.showRules.connect(self.show_rules)
        self.welcome.resumeGame.connect(self.resume_game)
        self.refresh_resume()
        self._restore_geometry()
        self._log_wanted: bool | None = not self.log_dock.isHidden()
        self.log_dock.hide()  # the welcome page has no game to log

    def _wire_controller(self) -> None:
        c = self.controller
        c.ask_save_path = lambda: session_ui.ask_save_path(self, self.settings)
        c.ask_open_path = lambda: session_ui.ask_open_path(self, self.settings)
        c.ask_abandon = lambda round_, then: setattr(
            self, "abandon_box", session_ui.ask_abandon(self, round_, then))
        c.ask_quit_anyway = lambda why, then: setattr(
            self, "abandon_box", session_ui.ask_quit_anyway(self, why, then))
        c.show_error = self.show_error
        c.gameStarted.connect(self._on_game_started)
        c.gameOver.connect(self._on_game_over)
        c.status.connect(self._show_status)
        c.resumeChanged.connect(self._on_resume_changed)
        c.closeRequested.connect(self.close)

    def _menu_targets(self) -> MenuTargets:
        return MenuTargets(
            parent=self, settings=self.settings, new_game=self.request_new_game,
            open_game=self.request_open_game, save_game=self.save_game,
            final_scores=self.show_final_scores, show_settings=self.show_settings,
            quit=self.close, rules=self.show_rules, tutorial=lambda: self.tutorial.start(),
            about=self.show_about, edit_menu=self.controller.undo.build_menu,
            log_action=self.log_dock.toggleViewAction(), daily=lambda: self.daily.start(),
            puzzles=self.show_puzzles, export_game=lambda: self.export_game(False),
            export_html=lambda: self.export_game(True), host_network=self.net.host,
            join_network=self.net.join)

    # ------------------------------------------------------------------ the session
    model: GameModel
    autosave = property(lambda self: self.controller.autosave.writer,
                        doc="The autosave writer of the session.")
    resume_problem = property(lambda self: self.controller.resume_problem,
                              doc="Why the autosave cannot be resumed (\"\" if it can).")

    @property
    def ask_save_path(self) -> PathAsker:
        """Asks where to save (the file dialog; tests replace it)."""
        return self.controller.ask_save_path

    @ask_save_path.setter
    def ask_save_path(self, asker: PathAsker) -> None:
        self.controller.ask_save_path = asker

    @property
    def ask_open_path(self) -> PathAsker:
        """Asks which save file to open (the file dialog; tests replace it)."""
        return self.controller.ask_open_path

    @ask_open_path.setter
    def ask_open_path(self, asker: PathAsker) -> None:
        self.controller.ask_open_path = asker

    def render(self) -> None:  # type: ignore[override]  # the game's render, not QWidget's
        """Show the current observation of :meth:`viewer` on the table."""
        self.view.render()

    def start_game(self, options: Options, seats: Sequence[Seat]) -> None:
        """Start a new game now."""
        self.controller.start_game(options, seats)

    def save_game(self) -> bool:
        """Game ▸ Save…: ask for a path and save there; True when saved."""
        return self.controller.save_game()

    def resume_game(self) -> bool:
        """Continue the autosaved game; False (explained) when there is none."""
        return self.controller.resume_game()

    def refresh_resume(self) -> Unfinished | None:
        """Offer Resume on the welcome page if an unfinished game was autosaved."""
        return self.controller.refresh_resume()

    def request_new_game(self) -> None:
        """Game ▸ New game: ask before abandoning a running game, then the dialog."""
        self.controller.confirm_abandon(self.show_new_game_dialog)

    def request_open_game(self) -> None:
        """Game ▸ Open: ask before abandoning a running game, then the file dialog."""
        self.controller.confirm_abandon(self.controller.open_game)

    def submit(self, action: object) -> None:
        """Send the human's ``action`` to the controller; an illegal one is explained in
        the status bar and changes nothing."""
        done = self.controller.submit(action)  # type: ignore[arg-type]
        if done.error:
            self.statusBar().showMessage(
                arg(self.tr("Not allowed: %1"), done.error), 10000)

    # ------------------------------------------------------------------ controller reports
    def _show_status(self, text: str, ms: int) -> None:
        if text:
            self.statusBar().showMessage(text, ms)
        else:
            self.statusBar().clearMessage()

    def _on_resume_changed(self, unfinished: Unfinished | None, names: list[str] | None,
                           problem: str) -> None:
        if unfinished is None or names is None:
            self.welcome.set_resume(None, problem)
        else:
            self.welcome.set_resume(session_ui.resume_summary(unfinished, names))

    def _on_game_started(self) -> None:
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
        # a game kept elsewhere (a network game's server) is saved there, not here
        self.actions_["save"].setEnabled(self.model.record() is not None)
        self.actions_["scores"].setEnabled(False)
        self.actions_["export_game"].setEnabled(False)
        self.actions_["export_html"].setEnabled(False)

    def _on_game_over(self, scores: list[ScoreBreakdown]) -> None:
        self.statusBar().showMessage(self.tr("Game over."))
        if self.stack.currentWidget() is self.handover:  # the final table, to everybody
            self.view.show_table()
        self.render()
        self.actions_["save"].setEnabled(self.model.record() is not None)
        self.actions_["scores"].setEnabled(True)
        self.actions_["export_game"].setEnabled(True)
        self.actions_["export_html"].setEnabled(True)
        self.show_final_scores(scores)

    # ------------------------------------------------------------------ dialogs
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
        self.daily.decorate_game_over(dialog)
        self.net.decorate_game_over(dialog)
        dialog.finished.connect(lambda _result, d=dialog: self._game_over_closed(d))
        self.game_over_dialog = dialog
        dialog.open()

    def _game_over_closed(self, dialog: QDialog) -> None:
        if self.game_over_dialog is dialog:
            self.game_over_dialog = None

    def show_new_game_dialog(self, choices: NewGameChoices | None = None) -> NewGameDialog:
        """Open the new-game dialog (window-modal, not blocking) with ``choices`` (default:
        the remembered ones); on Start a new game begins. Returns the dialog."""
        dialog = NewGameDialog(choices or self.settings.new_game(), self, self._ratings)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.rejected.connect(self._dialog_rejected)
        self.new_game_dialog = dialog
        fit_dialog(dialog)
        dialog.open()
        return dialog

    def _ratings(self) -> Ratings:
        """The people's ratings as the Statistics window counts them with the settings'
        choices (for the new-game dialog's adaptive seats)."""
        from ui.session.statistics import RatingChoice  # the rating's library: when used

        return load_ratings(RatingChoice.of(self.settings))

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

    def show_settings(self) -> QDialog:
        """Open (or raise) the Settings dialog: a new language is installed at once (and
        ends a ``--lang`` override); other values apply through ``Settings.changed``."""
        from ui.dialogs.settings import SettingsDialog
        from ui.window.language import apply_language, set_override

        dialog = self.settings_dialog
        if dialog is None:
            dialog = SettingsDialog(self.settings, self)

            def language(lang: str) -> None:
                set_override(None)
                apply_language(lang)

            dialog.languageChanged.connect(language)
            dialog.destroyed.connect(lambda *_: setattr(self, "settings_dialog", None))
            self.settings_dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def show_rules(self) -> QWidget:
        """Open (or raise) the rules window."""
        rules = self.rules_window
        if rules is None:
            from ui.dialogs.rules import RulesWindow  # only when asked for: faster start-up

            rules = self.rules_window = RulesWindow(self)
            fit_dialog(rules)
        rules.show()
        rules.raise_()
        rules.activateWindow()
        return rules

    def show_puzzles(self) -> QWidget:
        """Open (or raise) the Puzzles window."""
        window = self.puzzle_window
        if window is None:
            from ui.learn.puzzle_window import PuzzleWindow  # only when asked for

            window = self.puzzle_window = PuzzleWindow(self)
            window.destroyed.connect(lambda *_: setattr(self, "puzzle_window", None))
            fit_dialog(window)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def show_replay(self, game: Game, names: list[str]) -> QWidget:
        """Open ``game`` (finished) in the replay viewer, all cards open, with seat
        ``names``."""
        from ui.history.replay_viewer import ReplayViewer

        viewer = ReplayViewer(Replay(game.options, game.actions), names, ", ".join(names), self)
        fit_dialog(viewer)
        viewer.show()
        return viewer

    def export_game(self, html: bool) -> str | None:
        """Game ▸ Export game… (``html`` False) or Export as web page…: write the
        finished game where the user says; returns the path (None: not exported)."""
        path = export_finished(self, self.model.record(), self.model.seats,
                               self.settings.save_dir() or home(), html, self.ask_export_path)
        if path:
            self.statusBar().showMessage(arg(self.tr("Exported to %1"), path), 8000)
        return path

    def show_about(self) -> QMessageBox:
        """The About box (window-modal, not blocking), with the version."""
        self.about_box = about_box(self)
        return self.about_box

    # ------------------------------------------------------------------ language
    def _set_texts(self) -> None:
        self.setWindowTitle(self.tr("San Juan"))
        self.log_dock.setWindowTitle(self.tr("Game log"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Schedule :meth:`retranslate_ui` after a language change (the several events
        of one switch are gathered by a zero timer)."""
        if event.type() == QEvent.Type.LanguageChange and not self._retranslate_pending:
            self._retranslate_pending = True
            QTimer.singleShot(0, self, self.retranslate_ui)  # dropped if the window goes first
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Set every text of the window again in the current language: titles, menus
        (rebuilt, keeping what the game made of them), table, log, status bar, and the
        dialogs built once from many texts (reopened with what they showed)."""
        self._retranslate_pending = False
        self._set_texts()
        old = self.actions_
        self.menuBar().clear()
        self.actions_ = build_menus(self.menuBar(), self._menu_targets())
        for key, act in old.items():  # keep what the game made of the fresh actions
            new = self.actions_.get(key)
            if new is act:
                continue  # an action its owner keeps (Undo/Redo): reused, not rebuilt
            if new is not None:
                new.setEnabled(act.isEnabled())
                if act.isCheckable() and new.isCheckable():
                    new.setChecked(act.isChecked())
            group = act.actionGroup()
            if group is not None:
                group.deleteLater()
            act.deleteLater()
        self.controller.undo.refresh()
        self.refresh_resume()
        retranslate_table(self.table)
        seats = self.controller.hot_seat
        if seats.handing_over and seats.pending_viewer >= 0:
            self.handover.prepare(self.model.names[seats.pending_viewer])
        self.statusBar().clearMessage()
        self.view.update_info()
        self.view.rebuild_log()
        self.render()
        self._reopen_dialogs()

    def _reopen_dialogs(self) -> None:
        """The new-game dialog keeps what was entered, the game-over dialog shows the
        same scores."""
        dialog = self.new_game_dialog
        if dialog is not None and dialog.isVisible():
            choices = dialog.choices()
            geometry = dialog.geometry()
            dialog.blockSignals(True)  # closing it here is no "Cancel"
            dialog.close()
            dialog.deleteLater()
            self.new_game_dialog = None
            self.show_new_game_dialog(choices).setGeometry(geometry)
        over = self.game_over_dialog
        if over is not None and over.isVisible():
            over.close()
            self.show_final_scores()

    def _apply_look(self) -> None:
        """The text size, theme and high contrast of the settings, on the table, the
        felt pages, the log and the window's chrome (ui.window.chrome: menu bar, docks,
        status bar, dialogs); no theme chosen yet: the desktop's dark mode picks it
        (ui.table.themes.resolve). The text size also on menus, the status bar, docks
        and dialogs (ui.window.text_size)."""
        apply_text_scale(self.settings.text_scale())
        theme = resolve(self.settings.theme(), self.settings.high_contrast(),
                        desktop_is_dark())
        self.table.set_look(self.settings.text_scale(), theme)
        apply_chrome(theme)  # menu bar, docks, status bar and dialogs in its colours
        self.welcome.follow_look()
        self.handover.follow_look()
        self.log.set_text_scale(self.settings.text_scale())

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
        that could not be autosaved, or a network game still running, is only left after
        a confirmation."""
        if not self.controller.allow_close() or not self.net.allow_close():
            event.ignore()
            return
        self.controller.shut_down()
        self.net.shut_down()
        self.sound.close()
        if self._log_wanted:  # closed on the welcome page: keep the log for next time
            self.log_dock.show()
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_window_state(self.saveState())
        super().closeEvent(event)
