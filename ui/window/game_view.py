"""What the main window shows of the game: the table for the controller's viewer, the
log, the round in the status bar, and the hot-seat hand-over screen in between."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel, QStackedWidget, QStatusBar

from sanjuan.rules.events import Event
from ui.dialogs.handover import HandoverScreen
from ui.dialogs.new_game import edition_label
from ui.session.controller import GameController
from ui.table import TableWidget
from ui.table.log_view import LogView
from ui.text import arg

translate = QCoreApplication.translate
RENDER_INTERVAL_MS = 40


class GameView(QObject):
    """Shows ``controller``'s game on ``table`` and ``log`` inside ``stack`` (which
    also holds the ``handover`` screen), with the round in ``info`` and messages in
    ``status_bar``. Computer moves at pace 0 come faster than the eye: the table is
    redrawn at most every 40 ms while computers play."""

    def __init__(self, controller: GameController, table: TableWidget, log: LogView,
                 stack: QStackedWidget, handover: HandoverScreen, info: QLabel,
                 status_bar: QStatusBar) -> None:
        super().__init__(stack)
        self.controller, self.model = controller, controller.model
        self.table, self.log, self.stack, self.handover = table, log, stack, handover
        self.info, self.status_bar = info, status_bar
        self.render_timer = QTimer(self, singleShot=True, interval=RENDER_INTERVAL_MS)
        self.render_timer.timeout.connect(self.render)
        controller.set_follow_up("render", self.changed)
        controller.eventShown.connect(self.show_event)
        # a pass or an idle phase: said to screen readers like any other move
        controller.logLine.connect(lambda line: self.log.append_text(line, announce=True))
        controller.handoverNeeded.connect(self.hand_over)
        controller.rewound.connect(self.rebuild_log)
        controller.viewerChanged.connect(self.render)
        handover.ready.connect(self.hand_over_done)

    def render(self) -> None:
        """Show the current observation of the controller's viewer on the table."""
        m, c = self.model, self.controller.hot_seat
        if m.game is None or c.handing_over or c.waiting():
            return
        viewer = c.viewer()
        thinking = m.thinking_seat if m.thinking_seat >= 0 else None
        # a paused network game offers nothing: no glowing role, no card to choose
        interactive = not c.is_spectating() and m.deciding_seat == viewer and not m.paused
        self.table.follow_ms = m.pace_ms if self.controller.settings.animations() else 0
        self.table.motion.enabled = self.controller.settings.animations()
        self.table.viewer_named = c.is_spectating()  # a computer's hand: named by its seat
        self.table.show_observation(m.observation(viewer), m.shown_names, thinking, interactive)
        self.table.panel.show_paused(m.paused, m.paused_resumable)
        if c.is_spectating() and not self.status_bar.currentMessage():
            self.status_bar.showMessage(translate(
                "MainWindow", "Watching the computer players; the hand below is %1's.").replace(
                "%1", m.names[viewer]))

    def changed(self) -> None:
        """The render follow-up of each change: status line, then the table (at once
        when a human decides or the game ended, else at most every 40 ms)."""
        m = self.model
        self.update_info()
        if m.over or m.deciding_seat in m.human_seats:
            self.render_timer.stop()
            self.render()
        elif not self.render_timer.isActive():
            self.render_timer.start()

    def update_info(self) -> None:
        """Round and edition in the status bar, and the seed once the game is over (the
        seed replays the deal: shown during play it would reveal every hand)."""
        m = self.model
        if m.game is None:
            return
        s = m.game.state
        if not m.over:
            self.info.setText(arg(translate("MainWindow", "Round %1 · %2"), s.round,
                                  edition_label(s.edition.key)))
            return
        self.info.setText(arg(translate("MainWindow", "Round %1 · %2 · seed %3"), s.round,
                              edition_label(s.edition.key), m.game.options.seed))

    def rebuild_log(self) -> None:
        """Write the whole log again (for whoever sees it now)."""
        self.log.clear()
        if self.model.game is None:
            return
        extra = self.controller.pass_log.history_lines()  # passes and idle phases
        events = self.model.events()
        for i, e in enumerate(events):
            for line in extra.get(i, ()):
                self.log.append_text(line)
            self.append_event(e, index=i)
        for line in extra.get(len(events), ()):
            self.log.append_text(line)

    def append_event(self, e: Event, announce: bool = False, index: int | None = None) -> None:
        """One event in the log, worded for the log's viewer; ``announce``: said to
        screen readers too; ``index``: its place in the game's log (default: the event
        the model is reporting)."""
        g = self.model.game
        assert g is not None
        # a spectator follows seat 0's cards but is not seat 0: no "You" in the log
        c = self.controller.hot_seat
        # a move a computer made for the viewer's seat (a stand-in while we were away)
        # is told in the third person: "Bea (computer) built", never "You built"
        names, by_computer = self.model.log_names_at(
            self.model.emitting if index is None else index, e.seat)
        by_computer = by_computer and e.seat == c.log_viewer()
        self.log.append_event(e, c.log_viewer(), names, g.state.types,
                              not c.is_spectating() and not by_computer, announce)

    def show_event(self, e: Event) -> None:
        """A new event: in the log (said to screen readers unless it is the viewer's
        own move), and marked on the table unless it is the viewer's."""
        c = self.controller.hot_seat
        own = e.seat == c.viewer() and not c.is_spectating()
        self.append_event(e, announce=not own)
        self.table.note_event(e.for_viewer(c.log_viewer()), mark=not own)

    def hand_over(self, seat: int) -> None:
        """Hot-seat: hide the hand and ask for the computer to be handed to ``seat``."""
        self.table.set_hand_hidden(True)
        self.handover.prepare(self.model.names[seat])
        self.stack.setCurrentWidget(self.handover)
        self.rebuild_log()

    def hand_over_done(self) -> None:
        """The next human has the computer: show the table for them."""
        self.controller.hot_seat.hand_over_done()
        self.show_table()
        self.render()

    def show_table(self) -> None:
        """Leave the hand-over screen (also at the game's end, for everybody)."""
        self.table.set_hand_hidden(False)
        self.stack.setCurrentWidget(self.table)
        self.rebuild_log()
