"""Game ▸ Statistics: the player's rating with its uncertainty and its course over time
(against the computer levels' fixed ratings; :mod:`sanjuan.store.rating`, shown unless
switched off in Settings, which also say whether games with hints and tutorial games
count), games played and won and average VP per opponent level, edition, player count
and kind of game, average and best score, and pyqtgraph charts of the rating, the score
distribution and the win rate over time (figures from
:func:`sanjuan.store.stats.summarize`). The charts are tabs, so that the window fits a
small screen."""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sanjuan.store.history import GameRecord
from sanjuan.store.rating import PlayerRating, anchor_points, placement, rate_history
from sanjuan.store.stats import BIN_VP, WINDOW, Tally, summarize
from ui.dialogs.new_game import edition_label
from ui.history.rating_chart import RatingChart
from ui.history.records import level_label
from ui.learn.charts import ANCHOR as BAR
from ui.learn.charts import INK, LINE, PAPER, integer_axes, style_chart
from ui.settings import Settings
from ui.text import arg, plural_en


class StatisticsDialog(QDialog):
    """The human's statistics over ``records``; ``error``: why the history could not be
    read (shown instead); ``settings``: whether the rating is shown and which games
    count for it (default: shown, ordinary games without hints and deals of the day).
    Non-modal; deletes itself when closed."""

    def __init__(self, records: Sequence[GameRecord], parent: QWidget | None = None,
                 error: str = "", settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("statistics_dialog")
        self.setWindowTitle(self.tr("Statistics"))
        self.setStyleSheet("#statistics_dialog { background: #fffaf0; } QLabel { color: #3b2418; }")
        self.summary = s = summarize(records)
        self.records = list(records)
        self.settings = settings
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
        rating_row = QHBoxLayout()
        self.rating_label = QLabel(objectName="rating_label")
        self.rating_label.setWordWrap(True)
        self.rating_player = QComboBox(objectName="rating_player")
        rating_row.addWidget(self.rating_label, 1)
        rating_row.addWidget(self.rating_player)
        lay.addLayout(rating_row)
        self.tabs = QTabWidget(objectName="stats_tabs")
        self.table = self._make_table()
        self.distribution_chart = self._distribution_chart()
        self.win_rate_chart = self._win_rate_chart()
        self.ratings: dict[str, PlayerRating] = {}
        self.rating_chart: RatingChart | None = None
        self.tabs.addTab(self.table, self.tr("Results"))
        self.tabs.addTab(self.distribution_chart, self.tr("Scores"))
        self.tabs.addTab(self.win_rate_chart, self.tr("Win rate"))
        lay.addWidget(self.tabs, 1)
        self.rating_player.currentIndexChanged.connect(lambda _i: self._show_rating())
        self.show_ratings()
        if settings is not None:
            settings.follow(self, self._on_setting)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self.resize(900, 640)

    # ------------------------------------------------------------------ the rating
    def show_ratings(self) -> None:
        """Rate the history again (with the settings' choices) and show the rating of
        the player chosen (by default the one of the most recent counted game), or hide
        it all when Settings say so."""
        st = self.settings
        shown = st is None or st.show_rating()
        hinted = st is not None and st.rating_counts_hinted()
        tutorial = st is not None and st.rating_counts_tutorial()
        self.ratings = rate_history(self.records, tutorial, hinted) if shown else {}
        names = sorted(self.ratings, key=lambda n: self.ratings[n].current.finished_at,
                       reverse=True)
        self.rating_player.blockSignals(True)
        self.rating_player.clear()
        self.rating_player.addItems(names)
        self.rating_player.blockSignals(False)
        self.rating_player.setVisible(len(names) > 1)
        self.rating_label.setVisible(shown)
        self._show_rating()

    def _show_rating(self) -> None:
        shown = self.settings is None or self.settings.show_rating()
        index = self.tabs.indexOf(self.rating_chart) if self.rating_chart is not None else -1
        if index >= 0:
            self.tabs.removeTab(index)
            self.rating_chart.deleteLater()  # type: ignore[union-attr]
            self.rating_chart = None
        if not shown:
            return
        rating = self.ratings.get(self.rating_player.currentText())
        self.rating_label.setText(self.rating_text(rating))
        self.rating_chart = RatingChart(rating, anchor_points(), level_label,
                                        self.tr("Your rating after each counted game"),
                                        self.tr("Rating"), self.tr("Counted game"))
        self.tabs.insertTab(0, self.rating_chart, self.tr("Rating"))
        self.tabs.setCurrentIndex(0)

    def rating_text(self, rating: PlayerRating | None) -> str:
        """"Rating of Ann: 1480 ± 240 after 12 games — between Medium and Hard; Hard is
        the next step." (or why there is none yet)."""
        if rating is None:
            return self.tr("No rating yet: it starts with your first finished game against "
                           "the computer (without hints).")
        cur = rating.current
        pl = placement(cur.mu)
        head = arg(self.tr("Rating of %1: %2 ± %3"), rating.name, round(cur.points),
                   round((cur.high - cur.low) / 2)) + " " + \
            plural_en(self.tr("after %n counted game(s)", None, rating.games), rating.games)
        if pl.above is None:
            where = arg(self.tr("below %1; %1 is the next step."), level_label(str(pl.below)))
        elif pl.below is None:
            where = arg(self.tr("at or above %1, the strongest computer."),
                        level_label(pl.above))
        else:
            where = arg(self.tr("between %1 and %2; %2 is the next step."),
                        level_label(pl.above), level_label(pl.below))
        return head + " — " + where

    def _on_setting(self, key: str, _value: object) -> None:
        if key in ("show_rating", "count_hinted", "count_tutorial"):
            self.show_ratings()

    def _make_table(self) -> QTableWidget:
        s = self.summary
        rows: list[tuple[str, Tally, float | None]] = []
        for level, t in s.by_level.items():
            label = arg(self.tr("Strongest opponent: %1"), level_label(str(level)))
            rows.append((label, t, (s.vp_by_level or {}).get(level)))
        for ed, t in s.by_edition.items():
            rows.append((arg(self.tr("Edition: %1"), edition_label(str(ed))), t,
                         (s.vp_by_edition or {}).get(ed)))
        for n, t in s.by_players.items():
            rows.append((self.tr("%n players", None, int(n)), t, None))  # type: ignore[call-overload]
        for mode, t in (s.by_mode or {}).items():
            if mode != "game":
                rows.append((mode_label(str(mode)), t, None))
        table = QTableWidget(len(rows), 4, objectName="stats_table")
        table.setHorizontalHeaderLabels([self.tr("Played"), self.tr("Won"), self.tr("Win rate"),
                                         self.tr("Average VP")])
        table.setVerticalHeaderLabels([r[0] for r in rows])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # by keyboard: Tab into it, arrows from cell to cell (a screen reader reads each)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.setAccessibleName(self.tr("Results"))
        for r, (_, t, vp) in enumerate(rows):
            cells = (str(t.played), str(t.won), f"{t.rate:.0%}",
                     "–" if vp is None else f"{vp:.1f}")
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _plot(self, name: str, title: str, left: str, bottom: str,
              counts: tuple[str, ...] = ()) -> pg.PlotWidget:
        """A chart in the dialog's colours; the axes named in ``counts`` (``"left"``,
        ``"bottom"``) count things and have whole-number ticks only."""
        plot = pg.PlotWidget(background=PAPER, axisItems=integer_axes(*counts))
        plot.setObjectName(name)
        style_chart(plot, title, left, bottom)
        return plot

    def _distribution_chart(self) -> pg.PlotWidget:
        plot = self._plot("distribution_chart", self.tr("Your scores"), self.tr("Games"),
                          self.tr("VP"), counts=("left", "bottom"))
        dist = self.summary.distribution
        if dist:
            self.bars = pg.BarGraphItem(x0=[lo for lo, _ in dist], width=BIN_VP * 0.9,
                                        height=[n for _, n in dist], brush=BAR, pen=INK)
            plot.addItem(self.bars)
        return plot

    def _win_rate_chart(self) -> pg.PlotWidget:
        plot = self._plot("win_rate_chart",
                          plural_en(self.tr("Win rate over the last %n game(s)", None, WINDOW),
                                    WINDOW),
                          self.tr("Win rate (%)"), self.tr("Game"), counts=("bottom",))
        rates = self.summary.win_rate
        plot.setYRange(0, 100)
        if rates:
            self.curve = plot.plot(list(range(1, len(rates) + 1)), [100 * r for r in rates],
                                   pen=pg.mkPen(LINE, width=3), symbol="o", symbolSize=5,
                                   symbolBrush=LINE, symbolPen=LINE)
        return plot


def mode_label(mode: str) -> str:
    """The words for a kind of game of the history (``"daily"`` …)."""
    words = {"daily": QCoreApplication.translate("StatisticsDialog", "Deals of the day"),
             "tutorial": QCoreApplication.translate("StatisticsDialog", "Tutorial games"),
             "puzzle": QCoreApplication.translate("StatisticsDialog", "Puzzle games"),
             "game": QCoreApplication.translate("StatisticsDialog", "Ordinary games")}
    return words.get(mode, mode)
