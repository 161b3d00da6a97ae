"""Game ▸ Statistics: the player's rating with its uncertainty and its course over time
(against the computer levels' fixed ratings; :mod:`sanjuan.store.rating`, shown unless
switched off in Settings, which also say whether games with hints and tutorial games
count), games played and won and average VP per opponent level, edition, player count
and kind of game, average and best score, and pyqtgraph charts of the rating, the score
distribution and the win rate over time (figures from
:func:`sanjuan.store.stats.summarize`), and the deals of the day (the person's score,
Expert's own result in the person's seat as kept in the history, abandoned days, the
streak). The charts are tabs, so that the window fits a small screen. Every text is set
again on a language change (titles, tabs, table headers, chart axes); numbers follow the
locale ("21,5" in German; whole values without decimals). The figures are worked out
without widgets by :class:`ui.session.statistics.Statistics`; this module words and
draws them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import TypeVar

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
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

from sanjuan.learn.daily import ExpertRun
from sanjuan.rules.names import isolate
from sanjuan.store.history import DailyAttempt, GameRecord
from sanjuan.store.rating import PlayerRating, anchor_points, placement
from sanjuan.store.stats import BIN_VP, WINDOW
from ui.dialogs.charts import chart_colours, integer_axes, style_chart
from ui.dialogs.fit import fit_to_screen
from ui.dialogs.new_game import edition_label
from ui.dialogs.paper import PaperLook
from ui.history.rating_chart import RatingChart
from ui.session.daily import date_text, today
from ui.session.statistics import RATING_SETTINGS, RatingChoice, Row, Statistics
from ui.settings import Settings
from ui.text import arg, plural_en
from ui.text.levels import level_word

W = TypeVar("W", bound=QWidget)


def number_text(value: float, decimals: int = 1) -> str:
    """``value`` rounded to ``decimals`` in the current locale's format ("21,5" in
    German), without decimals when the rounded value is whole ("21", never "21.0")."""
    r = round(value, decimals)
    if float(r).is_integer():
        return QLocale().toString(int(r))
    return QLocale().toString(float(r), "f", decimals)


class StatisticsDialog(QDialog):
    """The human's statistics over ``records``; ``error``: why the history could not be
    read (shown instead); ``settings``: whether the rating is shown and which games
    count for it (default: shown, ordinary games without hints and deals of the day);
    ``attempts`` and ``expert`` (ISO date → Expert's kept run in the person's seat) fill
    the Deals of the day tab, shown when there is a deal of the day; ``note``: a short
    word on kept data that could not be read; ``unreadable``: games of the history left
    out because their rows are damaged (said under the headline). Non-modal; deletes
    itself when closed; every text follows a language change."""

    def __init__(self, records: Sequence[GameRecord], parent: QWidget | None = None,
                 error: str = "", settings: Settings | None = None,
                 attempts: Sequence[DailyAttempt] = (),
                 expert: Mapping[str, ExpertRun] | None = None, note: str = "",
                 unreadable: int = 0) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("statistics_dialog")
        self.paper = PaperLook(self, lambda c: (
            f"#statistics_dialog {{ background: {c.window}; }} QLabel {{ color: {c.text}; }}"),
            changed=self._follow_colours)
        #: The figures shown (no widgets).
        self.stats = Statistics(records, attempts, expert)
        self.summary = s = self.stats.summary
        self.records = self.stats.records
        self.error = error
        self.settings = settings
        self.attempts = self.stats.attempts
        self.expert = self.stats.expert
        self.note = note
        self.unreadable = unreadable
        lay = QVBoxLayout(self)
        self.headline = _named(QLabel(), "stats_headline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 16px; font-weight: bold;")
        lay.addWidget(self.headline)
        self.spectated = _named(QLabel(), "stats_spectated")
        self.spectated.setVisible(s.spectated > 0)
        lay.addWidget(self.spectated)
        self.unreadable_label = _named(QLabel(), "stats_unreadable")
        self.unreadable_label.setVisible(unreadable > 0)
        lay.addWidget(self.unreadable_label)
        rating_row = QHBoxLayout()
        self.rating_label = _named(QLabel(), "rating_label")
        self.rating_label.setWordWrap(True)
        self.rating_player = _named(QComboBox(), "rating_player")
        rating_row.addWidget(self.rating_label, 1)
        rating_row.addWidget(self.rating_player)
        lay.addLayout(rating_row)
        self.tabs = _named(QTabWidget(), "stats_tabs")
        self.rows: list[Row] = self.stats.rows
        self.table = self._make_table()
        self.bars: pg.BarGraphItem | None = None
        self.curve: pg.PlotDataItem | None = None
        self.distribution_chart = self._distribution_chart()
        self.win_rate_chart = self._win_rate_chart()
        self.daily_table: QTableWidget | None = None
        self.daily_label: QLabel | None = None
        self.daily_page: QWidget | None = None
        self.ratings: dict[str, PlayerRating] = {}
        self.rating_chart: RatingChart | None = None
        self.tabs.addTab(self.table, "")
        self.tabs.addTab(self.distribution_chart, "")
        self.tabs.addTab(self.win_rate_chart, "")
        if self._daily_days():
            self.daily_page = self._daily_page()
            self.tabs.addTab(self.daily_page, "")
        lay.addWidget(self.tabs, 1)
        self.rating_player.currentIndexChanged.connect(lambda _i: self._show_rating())
        if settings is not None:
            settings.follow(self, self._on_setting)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self.retranslate()
        self.show_ratings()
        self.resize(900, 640)
        # Esc closes the window wherever the focus is (a chart took the key for itself)
        close = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        close.activated.connect(self.close)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Kept inside the screen: 900×640 is taller than a 960×540 one (issue 34)."""
        super().showEvent(event)
        fit_to_screen(self)

    # ------------------------------------------------------------------ texts
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Set every text again after a language change."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "tabs"):
            self.retranslate()
            self._show_rating()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set the texts in the current language: title, headline, tabs, the table's
        headers and rows, the charts' titles and axes, the deals of the day (the rating
        and its chart: :meth:`_show_rating`)."""
        s = self.summary
        self.setWindowTitle(self.tr("Statistics"))
        if self.error:
            self.headline.setText(arg(self.tr("The game history cannot be read: %1"),
                                      self.error))
        elif not s.overall.played:
            self.headline.setText(self.tr("No finished games of yours yet."))
        else:
            played = s.overall.played
            text = plural_en(self.tr("%n game(s) played", None, played), played) + " · " + \
                self.tr("%n won", None, s.overall.won) + \
                f" ({self.percent_text(s.overall.rate)}) · " + \
                arg(self.tr("average %1 VP · best %2 VP"), number_text(s.average or 0.0), s.best)
            self.headline.setText(text)
        self.spectated.setText(plural_en(self.tr(
            "%n computer-only game(s) watched (not counted).", None, s.spectated), s.spectated))
        self.unreadable_label.setText(plural_en(self.tr(
            "%n game(s) of the history could not be read (damaged; not counted).", None,
            self.unreadable), self.unreadable))
        for widget, title in ((self.table, self.tr("Results")),
                              (self.distribution_chart, self.tr("Scores")),
                              (self.win_rate_chart, self.tr("Win rate")),
                              (self.daily_page, self.tr("Deals of the day"))):
            index = self.tabs.indexOf(widget) if widget is not None else -1
            if index >= 0:
                self.tabs.setTabText(index, title)
        self._fill_table()
        colours = chart_colours(self.paper.chrome())
        style_chart(self.distribution_chart, self.tr("Your scores"), self.tr("Games"),
                    self.tr("VP"), colours=colours)
        style_chart(self.win_rate_chart,
                    plural_en(self.tr("Win rate over the last %n game(s)", None, WINDOW),
                              WINDOW),
                    self.tr("Win rate (%)"), self.tr("Game"), colours=colours)
        self._fill_daily()

    def _follow_colours(self) -> None:
        """A theme chosen while the window is open: the charts take its colours (their
        titles and axes by :meth:`retranslate`, the rating chart is made again)."""
        if not hasattr(self, "tabs"):
            return  # still being made: its charts will be made in the new colours
        c = chart_colours(self.paper.chrome())
        if self.bars is not None:
            self.bars.setOpts(brush=c.anchor, pen=c.ink)
        if self.curve is not None:
            self.curve.setPen(pg.mkPen(c.line, width=3))
            self.curve.setSymbolBrush(c.line)
            self.curve.setSymbolPen(c.line)
        shown = self.tabs.currentIndex()
        self.retranslate()
        self._show_rating()  # made again at the same place, index 0
        self.tabs.setCurrentIndex(shown)

    def percent_text(self, share: float) -> str:
        """``share`` (0…1) as a whole percentage in the language's way ("50%", "50 %")."""
        return arg(self.tr("%1%"), QLocale().toString(round(100 * share)))

    # ------------------------------------------------------------------ the rating
    def show_ratings(self) -> None:
        """Rate the history again (with the settings' choices) and show the rating of
        the player chosen (by default the one of the most recent counted game), or hide
        it all when Settings say so."""
        choice = RatingChoice.of(self.settings)
        shown = choice.shown
        self.ratings = self.stats.ratings(choice)
        names = self.stats.rating_order(self.ratings)
        self.rating_player.blockSignals(True)
        self.rating_player.clear()
        self.rating_player.addItems(names)
        self.rating_player.blockSignals(False)
        self.rating_player.setVisible(len(names) > 1)
        self.rating_label.setVisible(shown)
        self._show_rating()

    def _show_rating(self) -> None:
        shown = RatingChoice.of(self.settings).shown
        old = self.rating_chart
        if old is not None and self.tabs.indexOf(old) >= 0:
            self.tabs.removeTab(self.tabs.indexOf(old))
            old.deleteLater()
            self.rating_chart = None
        if not shown:
            return
        rating = self.ratings.get(self.rating_player.currentText())
        self.rating_label.setText(self.rating_text(rating))
        self.rating_chart = RatingChart(rating, anchor_points(), level_word,
                                        self.tr("Your rating after each counted game"),
                                        self.tr("Rating"), self.tr("Counted game"),
                                        chart_colours(self.paper.chrome()))
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
        head = arg(self.tr("Rating of %1: %2 ± %3"), isolate(rating.name), round(cur.points),
                   round((cur.high - cur.low) / 2)) + " " + \
            plural_en(self.tr("after %n counted game(s)", None, rating.games), rating.games)
        if not rating.placed:  # one game says little: no band before a few games
            n = rating.games_to_placement
            where = plural_en(self.tr(
                "no band yet: after %n more counted game(s) your rating is placed between "
                "two computer levels.", None, n), n)
        elif pl.above is None:
            where = arg(self.tr("below %1; %1 is the next step."), level_word(str(pl.below)))
        elif pl.below is None:
            where = arg(self.tr("at or above %1, the strongest computer."),
                        level_word(pl.above))
        else:
            where = arg(self.tr("between %1 and %2; %2 is the next step."),
                        level_word(pl.above), level_word(pl.below))
        return head + " — " + where

    def _on_setting(self, key: str, _value: object) -> None:
        if key in RATING_SETTINGS:
            self.show_ratings()

    def _row_label(self, group: str, key: object) -> str:
        if group == "level":
            return arg(self.tr("Strongest opponent: %1"), level_word(str(key)))
        if group == "edition":
            return arg(self.tr("Edition: %1"), edition_label(str(key)))
        if group == "players":
            return self.tr("%n players", None, key if isinstance(key, int) else 0)
        return mode_label(str(key))

    def _make_table(self) -> QTableWidget:
        table = _named(QTableWidget(len(self.rows), 4), "stats_table")
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # by keyboard: Tab into it, arrows from cell to cell (a screen reader reads each)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _fill_table(self) -> None:
        """The results table's headers, row names and cells in the current language."""
        table = self.table
        table.setHorizontalHeaderLabels([self.tr("Played"), self.tr("Won"), self.tr("Win rate"),
                                         self.tr("Average VP")])
        table.setVerticalHeaderLabels([self._row_label(g, k) for g, k, _, _ in self.rows])
        table.setAccessibleName(self.tr("Results"))
        for r, (_, _, t, vp) in enumerate(self.rows):
            cells = (str(t.played), str(t.won), self.percent_text(t.rate),
                     "–" if vp is None else number_text(vp))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)

    # ------------------------------------------------------------------ deals of the day
    def _daily_days(self) -> list[str]:
        """The deal dates listed (:meth:`ui.session.statistics.Statistics.daily_days`)."""
        return self.stats.daily_days()

    def _daily_page(self) -> QWidget:
        page = _named(QWidget(), "daily_page")
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 4, 0, 0)
        self.daily_label = _named(QLabel(), "daily_summary")
        self.daily_label.setWordWrap(True)
        lay.addWidget(self.daily_label)
        table = _named(QTableWidget(0, 3), "daily_table")
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.daily_table = table
        lay.addWidget(table, 1)
        return page

    def _fill_daily(self) -> None:
        """The deals of the day: per date the person's result (or "abandoned"), Expert's
        kept result in the person's seat, and the streak."""
        table, label = self.daily_table, self.daily_label
        if table is None or label is None:
            return
        rows = self.stats.daily_rows()
        summary = self.stats.daily_summary(today())
        n = summary.streak
        text = plural_en(self.tr("Streak: %n day(s) in a row", None, n), n) + " · " + \
            plural_en(self.tr("%n deal(s) played", None, summary.played), summary.played)
        if summary.abandoned:
            text += " · " + self.tr("%n abandoned", None, summary.abandoned)
        if self.note:
            text += "\n" + self.note
        label.setText(text)
        table.setRowCount(len(rows))
        table.setHorizontalHeaderLabels([self.tr("You"), self.tr("Expert in your seat"),
                                         self.tr("Result")])
        table.setVerticalHeaderLabels([date_text(date.fromisoformat(r.iso)) for r in rows])
        table.setAccessibleName(self.tr("Deals of the day"))
        results = {"won": self.tr("won"), "lost": self.tr("lost"),
                   "better": self.tr("better than Expert"), "below": self.tr("below Expert"),
                   "same": self.tr("as Expert"), "abandoned": self.tr("abandoned")}
        for row, r in enumerate(rows):
            mine = "–" if r.you is None else arg(self.tr("%1 : %2 VP"), r.you, r.other)
            run = r.run
            theirs = "–" if run is None else arg(self.tr("%1 : %2 VP"), run.score,
                                                 run.opponent_score)
            for col, cell in enumerate((mine, theirs, results[r.result])):
                item = QTableWidgetItem(cell)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, item)

    def _plot(self, name: str, title: str, left: str, bottom: str,
              counts: tuple[str, ...] = ()) -> pg.PlotWidget:
        """A chart in the dialog's colours; the axes named in ``counts`` (``"left"``,
        ``"bottom"``) count things and have whole-number ticks only."""
        plot = pg.PlotWidget(axisItems=integer_axes(*counts))
        plot.setObjectName(name)
        style_chart(plot, title, left, bottom, colours=chart_colours(self.paper.chrome()))
        return plot

    def _distribution_chart(self) -> pg.PlotWidget:
        plot = self._plot("distribution_chart", "", "", "", counts=("left", "bottom"))
        dist = self.summary.distribution
        colours = chart_colours(self.paper.chrome())
        if dist:
            self.bars = pg.BarGraphItem(x0=[lo for lo, _ in dist], width=BIN_VP * 0.9,
                                        height=[n for _, n in dist], brush=colours.anchor,
                                        pen=colours.ink)
            plot.addItem(self.bars)
        return plot

    def _win_rate_chart(self) -> pg.PlotWidget:
        plot = self._plot("win_rate_chart", "", "", "", counts=("bottom",))
        rates = self.summary.win_rate
        plot.setYRange(0, 100)
        line = chart_colours(self.paper.chrome()).line
        if rates:
            self.curve = plot.plot(list(range(1, len(rates) + 1)), [100 * r for r in rates],
                                   pen=pg.mkPen(line, width=3), symbol="o", symbolSize=5,
                                   symbolBrush=line, symbolPen=line)
        return plot


def _named(widget: W, name: str) -> W:
    """``widget`` with the object name ``name`` (tests and style sheets find it so)."""
    widget.setObjectName(name)
    return widget


def mode_label(mode: str) -> str:
    """The words for a kind of game of the history (``"daily"`` …)."""
    words = {"daily": QCoreApplication.translate("StatisticsDialog", "Deals of the day"),
             "tutorial": QCoreApplication.translate("StatisticsDialog", "Tutorial games"),
             "puzzle": QCoreApplication.translate("StatisticsDialog", "Puzzle games"),
             "game": QCoreApplication.translate("StatisticsDialog", "Ordinary games")}
    return words.get(mode, mode)
