"""The game-over dialog: every scoring part per player (RULES.md 4), totals, the
tie-break (hand cards + goods, RULES.md 2.3), the winners and a chart of VP by round.

The chart (pyqtgraph, which imports NumPy: over a second on a slow machine) is added
just after the dialog has appeared, so the scores show at once (``ui/session/warmup.py`` imports
pyqtgraph in the background during play). pyqtgraph's own context menu (Export…) is not
offered.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sanjuan.rules.scoring import ScoreBreakdown, winners
from ui.dialogs.fit import FitScroll, fit_to_screen
from ui.dialogs.paper import PaperLook
from ui.text import arg
from ui.text.scoring import score_part_name

if TYPE_CHECKING:
    import pyqtgraph as pg

#: ms after the dialog appears until its chart is built.
CHART_DELAY_MS = 30
WINNER_BG = QColor("#f2d9a6")
#: ink on the winner's cells in every theme: the table's own text is light in the night
#: theme (1.1:1 on WINNER_BG), ink is 10.5:1
WINNER_INK = QColor("#3b2418")


def join_names(names: Sequence[str], and_word: str) -> str:
    """"A", "A and B", "A, B and C"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {and_word} " + names[-1]


class GameOverDialog(QDialog):
    """Final scores of ``scores`` (one ScoreBreakdown per seat) for ``names``, with
    ``history`` (VP per seat at the end of each round); ``you`` is the seat of the one
    human player (texts then say "You win"), else None. Emits ``newGameRequested``."""

    newGameRequested = Signal()

    def __init__(self, scores: Sequence[ScoreBreakdown], names: Sequence[str],
                 history: Sequence[Sequence[int]], parent: QWidget | None = None,
                 you: int | None = None) -> None:
        super().__init__(parent)
        self.you = you
        self.setObjectName("game_over_dialog")
        self.chart: pg.PlotWidget | None = None
        self.paper = PaperLook(self, lambda c: (
            f"#game_over_dialog {{ background: {c.window}; }}"
            f" QLabel {{ color: {c.text}; }} QLabel#winner_label {{ color: {c.accent}; }}"),
            changed=self._follow_colours)
        self.setWindowTitle(self.tr("Game over"))
        self.scores, self.names = list(scores), list(names)
        self.winners = winners(self.scores)
        outer = QVBoxLayout(self)
        body = QWidget()
        body.setObjectName("game_over_body")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.headline = QLabel(self.headline_text())
        self.headline.setObjectName("winner_label")
        self.headline.setStyleSheet("font-size: 22px; font-weight: bold;")  # colour: paper
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.headline)
        self.explanation = QLabel(self.tiebreak_text())
        self.explanation.setObjectName("tiebreak_label")
        self.explanation.setWordWrap(True)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.explanation.setVisible(bool(self.explanation.text()))
        layout.addWidget(self.explanation)
        self.table = self._make_table()
        layout.addWidget(self.table)
        self.history = [list(row) for row in history]
        self._chart_slot = QVBoxLayout()
        layout.addLayout(self._chart_slot, 1)
        # large text on a small screen: the scores scroll, the buttons stay (issue 22)
        outer.addWidget(FitScroll(body), 1)
        self._chart_timer = QTimer(self, singleShot=True, interval=CHART_DELAY_MS)
        self._chart_timer.timeout.connect(self.build_chart)
        buttons = QDialogButtonBox()
        new = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        new.setObjectName("new_game_button")
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.setObjectName("close_button")
        new.clicked.connect(self._new_game)
        close.clicked.connect(self.reject)
        outer.addWidget(buttons)
        # the first key goes to New game (the score table, before it in the Tab order,
        # takes the focus by Tab: its cells for the arrow keys and screen readers)
        new.setFocus(Qt.FocusReason.OtherFocusReason)
        # wide enough for every player's column beside the row names (at 200 % text
        # the names were cut to "r An"); the screen bounds it (fit_to_screen)
        self.resize(max(640, self._table_width()), 640)
        fit_to_screen(self)

    def _table_width(self) -> int:
        """Width (px) the dialog needs to show the score table's row names and every
        player's column header whole."""
        t = self.table
        header = t.horizontalHeader()
        fm = header.fontMetrics()
        pad = 2 * header.style().pixelMetric(header.style().PixelMetric.PM_HeaderMargin) + 12
        items = [t.horizontalHeaderItem(c) for c in range(t.columnCount())]
        column = max(fm.horizontalAdvance(i.text() if i is not None else "") + pad
                     for i in items)
        left = t.verticalHeader().sizeHint().width()
        return left + column * t.columnCount() + 2 * t.frameWidth() + 48

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Build the chart once the dialog is on screen (see the module docstring)."""
        super().showEvent(event)
        if self.chart is None:
            self._chart_timer.start()

    def build_chart(self) -> None:
        """Add the VP-by-round chart (once); called shortly after the dialog shows."""
        if self.chart is None:
            self.chart = self._make_chart(self.history)
            self._chart_slot.addWidget(self.chart)

    def _follow_colours(self) -> None:
        """A theme chosen while the dialog is open: the chart is made again in the
        new colours (a chart not yet made will be made in them)."""
        old, self.chart = self.chart, None
        if old is not None:
            self._chart_slot.removeWidget(old)
            old.deleteLater()
            self.build_chart()

    # ------------------------------------------------------------------ texts
    def headline_text(self) -> str:
        """"Rosa wins with 31 VP!" or "Rosa and Diego share the victory with 28 VP!"."""
        names = [self.names[w] for w in self.winners]
        vp = self.scores[self.winners[0]].total
        if self.winners == (self.you,):
            return arg(self.tr("You win with %1 VP!"), vp)
        if self.you in self.winners:
            others = [self.names[w] for w in self.winners if w != self.you]
            return arg(self.tr("You share the victory with %1 at %2 VP!"),
                       join_names(others, self.tr("and")), vp)
        if len(names) == 1:
            return arg(self.tr("%1 wins with %2 VP!"), names[0], vp)
        return arg(self.tr("%1 share the victory with %2 VP!"),
                   join_names(names, self.tr("and")), vp)

    def tiebreak_text(self) -> str:
        """How the tie-break decided, or "" when the best total was not tied."""
        best = max(b.total for b in self.scores)
        tied = [i for i, b in enumerate(self.scores) if b.total == best]
        if len(tied) == 1:
            return ""
        names = join_names([self.names[i] for i in tied], self.tr("and"))
        counts = ", ".join(f"{self.names[i]} {self.scores[i].tiebreak}" for i in tied)
        head = arg(self.tr("%1 tie at %2 VP; the tie-break is hand cards plus goods (%3)."),
                   names, best, counts)
        if self.winners == (self.you,):
            return head + " " + self.tr("You have the most and win.")
        if len(self.winners) == 1:
            return head + " " + arg(self.tr("%1 has the most and wins."),
                                    self.names[self.winners[0]])
        return head + " " + self.tr("That is tied too, so the victory is shared.")

    # ------------------------------------------------------------------ widgets
    def _make_table(self) -> QTableWidget:
        parts = list(self.scores[0].parts())
        shown = [p for p in parts if p == "buildings" or any(b.parts()[p] for b in self.scores)]
        rows = [(score_part_name(p), [b.parts()[p] for b in self.scores]) for p in shown]
        rows.append((self.tr("Total"), [b.total for b in self.scores]))
        rows.append((self.tr("Tie-break: hand cards + goods"), [b.tiebreak for b in self.scores]))
        table = QTableWidget(len(rows), len(self.names))
        table.setObjectName("score_table")
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # by keyboard: Tab into it, arrows from cell to cell (a screen reader reads each)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.setAccessibleName(self.tr("Scores"))
        table.setHorizontalHeaderLabels(
            [("★ " if i in self.winners else "") + n for i, n in enumerate(self.names)])
        table.setVerticalHeaderLabels([r[0] for r in rows])
        bold = QFont()
        bold.setBold(True)
        for r, (_, values) in enumerate(rows):
            for c, v in enumerate(values):
                item = QTableWidgetItem(str(v))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if c in self.winners:
                    item.setBackground(QBrush(WINNER_BG))
                    item.setForeground(QBrush(WINNER_INK))
                if r == len(rows) - 2:
                    item.setFont(bold)
                table.setItem(r, c, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        height = table.horizontalHeader().height() + sum(
            table.rowHeight(r) for r in range(len(rows))) + 4
        table.setFixedHeight(height)
        return table

    def _make_chart(self, history: Sequence[Sequence[int]]) -> pg.PlotWidget:
        import pyqtgraph as pg

        from ui.dialogs.charts import chart_colours  # pyqtgraph: not with the module

        colours = chart_colours(self.paper.chrome())
        plot = pg.PlotWidget(background=colours.paper)
        plot.setObjectName("vp_chart")
        plot.setMinimumHeight(200)
        # pyqtgraph sizes its title and legend in points of its own (9 pt): they follow
        # the text size like the rest of the dialog (at 200 % they stayed small)
        points = self.font().pointSizeF()
        plot.setTitle(self.tr("Victory points by round"), color=colours.ink,
                      size=f"{1.1 * points:.1f}pt")
        ink = pg.mkPen(colours.ink)
        for axis in ("left", "bottom"):
            plot.getAxis(axis).setPen(ink)
            plot.getAxis(axis).setTextPen(ink)
        plot.setLabel("left", self.tr("VP"))
        plot.setLabel("bottom", self.tr("Round"))
        plot.showGrid(x=True, y=True, alpha=0.2)
        plot.addLegend(offset=(10, 10), labelTextColor=colours.ink,
                       labelTextSize=f"{points:.1f}pt")
        rounds = list(range(1, len(history) + 1))
        for seat, name in enumerate(self.names):
            colour = colours.seats[seat % len(colours.seats)]
            plot.plot(rounds, [row[seat] for row in history], name=name,
                      pen=pg.mkPen(colour, width=3), symbol="o", symbolSize=6,
                      symbolBrush=colour, symbolPen=colour)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        # No pyqtgraph menu (View All, Plot Options, Export…, which can raise).
        plot.setMenuEnabled(False)
        plot.scene().contextMenu = []
        plot.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        return plot

    def _new_game(self) -> None:
        self.accept()
        self.newGameRequested.emit()
