"""The Hint dock: on a human decision, the Hint button (or key H) asks the coach for the
options ranked by estimated win chance, each with its reason; clicking an option selects
it on the table (it is not played).

The widgets only: what may be asked, the asking, the stale answers and the counts are the
session's (:class:`ui.session.hints.HintSession`, :attr:`HintController.session`); the
dock shows its state and sends it the player's requests. Respects
``Settings.hints_enabled()``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QDialog,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sanjuan.learn.coach import Hint
from sanjuan.rules.actions import Action, Build, ChooseRole, Select
from ui.session.controller import GameController
from ui.session.hints import HintSession, Tag
from ui.table import TableWidget
from ui.table.decision import DecisionController
from ui.text.hints import about_equal_text, action_text, percent, reason_text

#: The width (logical px) the Hint dock's top row may take side by side (a 960 px
#: window's log dock is 240 px).
ROW_WIDTH = 230


class HintController(QObject):
    """Owns the Hint dock of ``window`` (tabbed beside ``log_dock``) for the session of
    ``controller`` shown on ``table``, and its H shortcut. The hint state is
    :attr:`session` (a :class:`~ui.session.hints.HintSession`)."""

    def __init__(self, window: QMainWindow, controller: GameController, table: TableWidget,
                 log_dock: QDockWidget) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.model = controller.model
        self.table = table
        self.log_dock = log_dock
        self.session = HintSession(controller, lambda: table.observation, self)
        self.review_window: QDialog | None = None
        self._build_dock()
        self.action = QAction(window)
        self.action.setObjectName("hint_action")
        self.action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.request)
        window.addAction(self.action)
        self.session.changed.connect(self._show_state)
        self.session.hintsChanged.connect(self._show_hints)
        window.installEventFilter(self)
        self.dock.installEventFilter(self)  # its LanguageChange: set the texts again
        self.button.installEventFilter(self)  # their FontChange: side by side or not
        self.enabled_box.installEventFilter(self)
        self._set_texts()
        self._arrange_row()
        self.session.refresh()

    @property
    def used(self) -> int:
        """Hints asked for in the current game (:attr:`HintSession.used`)."""
        return self.session.used

    @property
    def hints(self) -> list[Hint]:
        """The hints shown, best first (:attr:`HintSession.hints`)."""
        return self.session.hints

    def _status_text(self) -> str:
        """The session's status (:data:`ui.session.hints.STATUSES`) in the current
        language."""
        close = any(h.close for h in self.session.hints)
        texts = {"off": self.tr("Hints are switched off in the settings."),
                 "thinking": self.tr("The coach is thinking…"),
                 "none": self.tr("No hint this time."),
                 "shown": self.tr("Best first, with the estimated chance to win:") + (
                     " " + self.tr("“About equal”: the difference is within the search's "
                                   "noise.") if close else "")}
        return texts.get(self.session.status, "")

    def _set_texts(self) -> None:
        """Every text of the dock in the current language: the fixed ones, the status and
        the hints shown (their options, reasons and seat names)."""
        self.action.setText(self.tr("Hint"))
        self.dock.setWindowTitle(self.tr("Hint"))
        self.button.setText(self.tr("Hint (H)"))
        self.button.setToolTip(self.tr("Ask the coach which option is best, and why"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.enabled_box.setText(self.tr("Offer hints"))
        self.list.setAccessibleName(self.tr("Hints, best first"))  # screen readers
        self.status.setAccessibleDescription(self.tr("Hint status"))
        self.status.setText(self._status_text())
        self._show_hints()

    def _arrange_row(self) -> None:
        """The Hint button and the "Offer hints" box side by side while they fit
        :data:`ROW_WIDTH` px (the dock's width in a small window), else one above the
        other: large text (the text-size setting) or long German labels never widen
        the dock and so narrow the table."""
        gap = self.row.spacing() if self.row.spacing() >= 0 else 6
        need = self.button.sizeHint().width() + gap + self.enabled_box.sizeHint().width() + 8
        self.row.setDirection(QBoxLayout.Direction.LeftToRight if need <= ROW_WIDTH
                              else QBoxLayout.Direction.TopToBottom)

    def _build_dock(self) -> None:
        w = self.window
        self.dock = QDockWidget(w)
        self.dock.setObjectName("hint_dock")
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)
        self.row = row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.button = QPushButton()
        self.button.setObjectName("hint_button")
        self.button.clicked.connect(self.request)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("hint_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setVisible(False)
        self.enabled_box = QCheckBox()
        self.enabled_box.setObjectName("hints_enabled")
        self.enabled_box.setChecked(self.session.hints_on())
        self.enabled_box.toggled.connect(self.session.set_hints_on)
        row.addWidget(self.button)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        row.addWidget(self.enabled_box)
        lay.addLayout(row)
        self.status = QLabel()
        self.status.setObjectName("hint_status")
        self.status.setWordWrap(True)
        # A wrapped label in a dock is often given one line only: reserve two.
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 4)
        lay.addWidget(self.status)
        self.list = QListWidget()
        self.list.setObjectName("hint_list")
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.list.setAlternatingRowColors(True)
        # wrapped items are laid out again when the dock's width changes (a long German
        # reason keeps all its lines); the whole text is also the item's tooltip
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.itemClicked.connect(self._on_item_clicked)
        self.list.itemActivated.connect(self._on_item_clicked)  # Enter, by keyboard too
        lay.addWidget(self.list, 1)
        self.dock.setWidget(body)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        # A tab beside the game log: showing or filling it never resizes the table.
        w.tabifyDockWidget(self.log_dock, self.dock)
        self.log_dock.raise_()

    # ------------------------------------------------------------------ showing
    def _show_state(self) -> None:
        """Show the session's state: whether a hint may be asked, the coach thinking,
        the status, hints on or off."""
        s = self.session
        enabled = s.available()
        self.button.setEnabled(enabled)
        self.action.setEnabled(enabled)
        self.cancel_button.setVisible(s.thinking)
        self.enabled_box.setChecked(s.hints_on())
        self.status.setText(self._status_text())

    def _show_hints(self) -> None:
        """Show the session's hints (none: an empty list)."""
        s = self.session
        if s.shown is None or not s.hints or self.model.game is None:
            self.list.clear()
        else:
            self._fill_list(s.shown, s.hints)

    def request(self) -> None:
        """Ask for a hint on the decision shown now (ignored if none may be asked or
        one is being computed for it already); the dock comes to the front."""
        if self.session.request():
            self.dock.raise_()

    def cancel(self) -> None:
        """Stop the hint being computed (its answer is dropped)."""
        self.session.cancel()

    def _fill_list(self, tag: Tag, hints: list[Hint]) -> None:
        """One item per option: "2. Trader — 31 % (about equal)" and its reason below."""
        m = self.model
        obs = self.session.observation(tag)
        self.list.clear()
        for i, h in enumerate(hints):
            head = f"{i + 1}. {action_text(obs, h.action)} — {percent(h.win)}"
            if h.close:
                head += " " + about_equal_text()
            item = QListWidgetItem(f"{head}\n{reason_text(h.reason, m.names)}")
            item.setData(Qt.ItemDataRole.UserRole, i)
            item.setToolTip(f"{head}\n{reason_text(h.reason, m.names)}")
            self.list.addItem(item)

    # ------------------------------------------------------------------ choosing
    def _on_item_clicked(self, item: QListWidgetItem) -> None:
        i = item.data(Qt.ItemDataRole.UserRole)
        hints = self.session.hints
        if isinstance(i, int) and 0 <= i < len(hints):
            self.select_on_table(hints[i].action)

    def select_on_table(self, action: Action) -> None:
        """Pre-select ``action`` on the table so that one more click plays it."""
        table = self.table
        ctl = table.controller
        d = ctl.decision
        if d is None or ctl.obs is None:
            return
        panel = table.panel
        if isinstance(action, ChooseRole):
            if panel.library.isVisible():
                panel.library.setChecked(action.use_library)
            panel.hint.setText(self.tr("Coach: take the role of the %1").replace(
                "%1", action_text(ctl.obs, action)))
        elif isinstance(action, Build):
            if ctl.build_card != action.card:
                ctl.card_clicked(action.card)
        else:
            self._clear_selection(ctl)
            if isinstance(action, Select):
                for c in action.cards:
                    ctl.card_clicked(c)
            else:
                panel.pass_button.setFocus()

    @staticmethod
    def _clear_selection(ctl: DecisionController) -> None:
        """Unselect by clicking the selected cards again (the controller's own path)."""
        if ctl.build_card is not None:
            ctl.card_clicked(ctl.build_card)
        for c in list(ctl.selected):
            ctl.card_clicked(c)

    # ------------------------------------------------------------------ game over
    def decorate_game_over(self, dialog: QDialog) -> None:
        """Add the number of hints used and a Review button to the game-over
        ``dialog``."""
        row = QHBoxLayout()
        label = QLabel(self.tr("Hints used in this game: %n", None, self.session.used))
        label.setObjectName("hints_used_label")
        review = QPushButton(self.tr("Review my game…"))
        review.setObjectName("review_button")
        review.setToolTip(self.tr("Find the decisions that cost you the most"))
        review.clicked.connect(self.open_review)
        row.addWidget(label, 1)
        row.addWidget(review)
        layout = dialog.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertLayout(layout.count() - 1, row)

    def open_review(self) -> QDialog | None:
        """Open the Review window for the human seat (the shown seat if there are
        several or none); returns it (None without a game)."""
        from ui.learn.review_window import ReviewWindow  # pyqtgraph: load only when needed

        m = self.model
        if m.game is None:
            return None
        seat = self.session.review_seat()
        if self.review_window is not None:
            self.review_window.close()  # one review at a time (it stops its worker)
        # A window of its own, not a child of the main window: the window-modal game-over
        # dialog blocks the main window and its children, so a child could be neither
        # used nor closed while that dialog is open. Closing the main window closes it.
        self.review_window = ReviewWindow(m.game.options, m.game.actions, seat, m.names)
        self.review_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_window.destroyed.connect(self._review_gone)
        frame = self.window.frameGeometry()
        self.review_window.move(frame.topLeft() + QPoint(40, 40))
        self.review_window.show()
        return self.review_window

    def _review_gone(self) -> None:
        self.review_window = None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """On closing the window, stop the coach (and a review) and wait for them; on a
        language change of the dock, set its texts again."""
        if obj is self.dock and event.type() == QEvent.Type.LanguageChange:
            self._set_texts()
            self._arrange_row()
        if obj in (self.button, self.enabled_box) and event.type() == QEvent.Type.FontChange:
            # after the widget itself has seen the event (a button's size hint is cached
            # until then)
            QTimer.singleShot(0, self.dock, self._arrange_row)
        if obj is self.window and event.type() == QEvent.Type.Close:
            self.session.shut_down()
            if self.review_window is not None:
                self.review_window.close()  # stops its worker too
        return False
