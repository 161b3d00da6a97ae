"""Game ▸ History: the list of past games, newest first; Replay (or a double click)
opens the selected game in the replay viewer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sanjuan.rules.names import isolate
from sanjuan.store.history import GameRecord, History, HistoryError
from ui.dialogs.new_game import edition_label
from ui.history.export import ExportAsker, ask_export_path, export_history_game
from ui.history.records import replay_record, when_text
from ui.history.replay_viewer import ReplayViewer
from ui.history.review import review_record, reviewable
from ui.session.files import home
from ui.text import arg, plural_en
from ui.text.levels import level_word


class HistoryDialog(QDialog):
    """The games of ``history`` (default: the data folder's); a failing database is
    explained in the dialog. Non-modal; deletes itself when closed."""

    def __init__(self, parent: QWidget | None = None, history: History | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("history_dialog")
        self.setWindowTitle(self.tr("Game history"))
        self.viewer: ReplayViewer | None = None
        lay = QVBoxLayout(self)
        self.message = QLabel(objectName="history_message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.table = QTableWidget(0, 5, objectName="history_table")
        self.table.setAccessibleName(self.tr("Recorded games"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Finished"), self.tr("Edition"), self.tr("Players and scores"),
             self.tr("Rounds"), self.tr("Seed")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda _r, _c: self.replay_selected())
        lay.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton(self.tr("Replay"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.setObjectName("replay_button")
        self.replay_button.clicked.connect(self.replay_selected)
        self.review_button = buttons.addButton(self.tr("Review…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setObjectName("history_review_button")
        self.review_button.setToolTip(self.tr("Find the decisions that cost the most"))
        self.review_button.clicked.connect(lambda _checked=False: self.review_selected())
        self.review: QWidget | None = None
        self.export_button = buttons.addButton(self.tr("Export…"),
                                               QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.setObjectName("history_export_button")
        menu = QMenu(self.export_button)
        for html, text in ((False, self.tr("Game file (opens in the replay viewer)…")),
                           (True, self.tr("Web page…"))):
            act = menu.addAction(text)
            act.setObjectName(f"history_export_{'html' if html else 'game'}")
            act.triggered.connect(lambda _c=False, html=html: self.export_selected(html))
        self.export_button.setMenu(menu)
        #: Asks where to export (the file dialog; tests replace it).
        self.ask_export_path: ExportAsker = ask_export_path
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self.records: list[GameRecord] = []
        #: Games left out because their rows are damaged (said in the message).
        self.unreadable = 0
        try:
            self.history = history or History()
            read = self.history.read()
            self.records, self.unreadable = list(reversed(read.records)), read.unreadable
        except HistoryError as exc:
            self.message.setText(arg(self.tr("The game history cannot be read: %1"), exc))
        else:
            n = len(self.records)
            text = plural_en(self.tr(
                "%n finished game(s). Double-click one to replay it.", None, n), n)
            if self.unreadable:
                text += " " + plural_en(self.tr(
                    "%n game(s) could not be read (damaged).", None,
                    self.unreadable), self.unreadable)
            self.message.setText(text)
        self._fill()
        self.resize(760, 420)

    def _fill(self) -> None:
        self.table.setRowCount(len(self.records))
        for row, r in enumerate(self.records):
            seats = ", ".join(
                f"{'★ ' if s.winner else ''}{isolate(s.name)}"
                f"{'' if s.is_human else ' (' + level_word(s.kind) + ')'} {s.total}"
                for s in r.seats)
            if r.spectated:
                seats += " " + self.tr("(computers only)")
            if r.casual:  # take-backs against the computer: not rated
                seats += " " + self.tr("(with take-backs, not rated)")
            cells = (when_text(r.finished_at), edition_label(r.edition), seats,
                     str(r.rounds), str(r.seed))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, r.id)
                self.table.setItem(row, col, item)
        if self.records:
            self.table.selectRow(0)
        self.replay_button.setEnabled(bool(self.records))
        self.export_button.setEnabled(bool(self.records))
        self.table.currentCellChanged.connect(lambda *_: self._enable_review())
        self._enable_review()

    def _selected_id(self, review: bool = False) -> int | None:
        """The history id of the selected game (None: nothing selected, or with
        ``review`` a game that cannot be reviewed)."""
        row = self.table.currentRow()
        if not 0 <= row < len(self.records) or (review and not reviewable(self.records[row])):
            return None
        gid = self.records[row].id
        assert gid is not None
        return gid

    def _enable_review(self) -> None:
        self.review_button.setEnabled(self._selected_id(review=True) is not None)

    def review_selected(self, seat: int | None = None) -> QWidget | None:
        """Open the Review window on a human seat of the selected game (see
        :func:`ui.history.review.review_record`); None if nothing opened."""
        gid = self._selected_id(review=True)
        if gid is None:
            return None
        self.review = review_record(self.parentWidget() or self, self.history, gid, seat)
        return self.review

    def export_selected(self, html: bool) -> str | None:
        """Export the selected game as a game file, or a web page when ``html``; the
        path written, or None."""
        gid = self._selected_id()
        if gid is None:
            return None
        return export_history_game(self, self.history, gid, home(), html, self.ask_export_path)

    def replay_selected(self) -> ReplayViewer | None:
        """Open the selected game in the replay viewer; returns it (None: nothing)."""
        gid = self._selected_id()
        if gid is None:
            return None
        # parented to the main window, so the replay stays open when this list closes
        self.viewer = replay_record(self.parentWidget() or self, self.history, gid)
        return self.viewer
