"""Game ▸ Statistics: games played and won per opponent level, edition and player
count, average and best score, and pyqtgraph charts of the score distribution and the
win rate over time (figures from :func:`sanjuan.store.stats.summarize`)."""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sanjuan.store.history import GameRecord
from sanjuan.store.stats import BIN_VP, WINDOW, Tally, summarize
from ui.dialogs.new_game import edition_label
from ui.history.records import level_label
from ui.learn.review_window import integer_ticks
from ui.text import arg, plural_en

INK, PAPER, BAR, LINE = "#3b2418", "#fffaf0", "#1f7a8c", "#c1502e"



class StatisticsDialog(QDialog):
    """The human's statistics over ``records``; ``error``: why the history could not be
    read (shown instead). Non-modal; deletes itself when closed."""

    def __init__(self, records: Sequence[GameRecord], parent: QWidget | None = None,
                 error: str = "") -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("statistics_dialog")
        self.setWindowTitle(self.tr("Statistics"))
        self.setStyleSheet("#statistics_dialog { background: #fffaf0; } QLabel { color: #3b2418; }")
        self.summary = s = summarize(records)
        lay = QVBoxLayout(self)
        self.headline = QLabel(objectName="stats_headline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 16px; font-weight: bold;")
        lay.addWidget(self.headline)
        if error:
            self.headline.setText(arg(self.tr("The game history cannot be read: %1"), error))
        elif not s.overall.played:
            self.headline.setText(self.tr("No finished games of yours yet."))
        else:
            played = s.overall.played
            text = plural_en(self.tr("%n game(s) played", None, played), played) + " · " + \
                self.tr("%n won", None, s.overall.won) + f" ({s.overall.rate:.0%}) · " + \
                arg(self.tr("average %1 VP · best %2 VP"), f"{s.average:.1f}", s.best)
            self.headline.setText(text)
        self.spectated = QLabel(plural_en(self.tr(
            "%n computer-only game(s) watched (not counted).", None, s.spectated), s.spectated),
            objectName="stats_spectated")
        self.spectated.setVisible(s.spectated > 0)
        lay.addWidget(self.spectated)
        self.table = self._make_table()
        lay.addWidget(self.table)
        charts = QHBoxLayout()
        self.distribution_chart = self._distribution_chart()
        self.win_rate_chart = self._win_rate_chart()
        charts.addWidget(self.distribution_chart)
        charts.addWidget(self.win_rate_chart)
        lay.addLayout(charts, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self.resize(900, 640)

    def _make_table(self) -> QTableWidget:
        s = self.summary
        rows: list[tuple[str, Tally]] = []
        for level, t in s.by_level.items():
            label = arg(self.tr("Strongest opponent: %1"), level_label(str(level)))
            rows.append((label, t))
        for ed, t in s.by_edition.items():
            rows.append((arg(self.tr("Edition: %1"), edition_label(str(ed))), t))
        for n, t in s.by_players.items():
            rows.append((self.tr("%n players", None, int(n)), t))  # type: ignore[call-overload]
        table = QTableWidget(len(rows), 3, objectName="stats_table")
        table.setHorizontalHeaderLabels([self.tr("Played"), self.tr("Won"), self.tr("Win rate")])
        table.setVerticalHeaderLabels([r[0] for r in rows])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for r, (_, t) in enumerate(rows):
            for c, text in enumerate((str(t.played), str(t.won), f"{t.rate:.0%}")):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setMaximumHeight(table.horizontalHeader().height()
                               + sum(table.rowHeight(r) for r in range(len(rows))) + 4)
        return table

    def _plot(self, name: str, title: str, left: str, bottom: str) -> pg.PlotWidget:
        plot = pg.PlotWidget(background=PAPER)
        plot.setObjectName(name)
        plot.setMinimumHeight(160)
        plot.setTitle(title, color=INK)
        ink = pg.mkPen(INK)
        for axis in ("left", "bottom"):
            plot.getAxis(axis).setPen(ink)
            plot.getAxis(axis).setTextPen(ink)
        plot.setLabel("left", left)
        plot.setLabel("bottom", bottom)
        plot.showGrid(x=False, y=True, alpha=0.2)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        return plot

    def _distribution_chart(self) -> pg.PlotWidget:
        plot = self._plot("distribution_chart", self.tr("Your scores"), self.tr("Games"),
                          self.tr("VP"))
        dist = self.summary.distribution
        if dist:
            self.bars = pg.BarGraphItem(x0=[lo for lo, _ in dist], width=BIN_VP * 0.9,
                                        height=[n for _, n in dist], brush=BAR, pen=INK)
            plot.addItem(self.bars)
            integer_ticks(plot.getAxis("left"), max(n for _, n in dist))
        return plot

    def _win_rate_chart(self) -> pg.PlotWidget:
        plot = self._plot("win_rate_chart",
                          plural_en(self.tr("Win rate over the last %n game(s)", None, WINDOW),
                                    WINDOW),
                          self.tr("Win rate (%)"), self.tr("Game"))
        rates = self.summary.win_rate
        plot.setYRange(0, 100)
        if rates:
            self.curve = plot.plot(list(range(1, len(rates) + 1)), [100 * r for r in rates],
                                   pen=pg.mkPen(LINE, width=3), symbol="o", symbolSize=5,
                                   symbolBrush=LINE, symbolPen=LINE)
            integer_ticks(plot.getAxis("bottom"), len(rates))
        return plot

