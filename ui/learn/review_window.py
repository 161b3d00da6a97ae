"""The Review window: where did one seat's game turn? (:mod:`sanjuan.learn.review`)

It reviews the game on a :class:`~ui.session.worker.TaggedWorker` (never blocking the
main window; each decision is rated in the computer players' second process,
:mod:`sanjuan.ai.thinking`) with a progress bar and a Cancel button, then shows a
pyqtgraph chart of the estimated win chance after each of the seat's decisions
(mistakes in red), the list of mistakes (round, decision, played, better, points lost)
and, for the mistake selected, the position as the seat saw it then on a read-only
:class:`~ui.table.TableWidget`.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from sanjuan.learn.coach import coach
from sanjuan.learn.review import Review, ReviewCancelled, ReviewedDecision, review_game
from sanjuan.rules.actions import Action
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.state import Options
from ui.dialogs.charts import chart_colours, integer_axes
from ui.session.thinking import think
from ui.session.worker import Call, Job, TaggedWorker
from ui.table import TableWidget, style
from ui.table.themes import dialog_chrome
from ui.text import arg, plural_en
from ui.text.hints import action_text, percent, reason_text
from ui.text.names import role_name


def _review_job(options: Options, actions: list[Action], seat: int) -> Job:
    """The background job of a review: the Review, or None when it was cancelled."""

    def job(call: Call) -> Review | None:
        try:
            # each decision is rated in the second process when there is one (a search
            # on this thread would compete with the GUI for the interpreter lock); live
            # work, not background: the player has opened the window and waits for it
            return review_game(options, actions, seat, progress=call.progress,
                               cancel=call.cancelled,
                               rate=functools.partial(think, coach))
        except ReviewCancelled:
            return None

    return job


class ReviewWindow(QDialog):
    """Reviews ``seat`` of the game of ``options`` and ``actions``; ``names`` of the
    seats. Starts at once; :attr:`review` is set when done."""

    def __init__(self, options: Options, actions: Sequence[Action], seat: int,
                 names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_window")
        self.setWindowTitle(arg(self.tr("Review: %1"), names[seat]))
        self.names, self.seat = list(names), seat
        self.review: Review | None = None
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.status = QLabel(self.tr("Reviewing your decisions…"))
        self.status.setObjectName("review_status")
        self.bar = QProgressBar()
        self.bar.setObjectName("review_progress")
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("review_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.status, 1)
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        lay.addLayout(row)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        # decisions are counted in whole numbers: never "1.5 decisions"
        # the paper dialogs' colours of the theme in use (the night theme's dark ones)
        self.colours = chart_colours(dialog_chrome(style.THEME))
        self.chart = pg.PlotWidget(background=self.colours.paper,
                                   axisItems=integer_axes("bottom"))
        self.chart.setObjectName("review_chart")
        self.chart.setYRange(0, 100)
        self.chart.setLabel("left", self.tr("Win chance (%)"))
        self.chart.setLabel("bottom", self.tr("Your decisions"))
        self.chart.setMouseEnabled(False, False)
        # a picture for the eyes: the keyboard and screen readers use the list below it
        self.chart.setAccessibleName(self.tr("Win chance after each of your decisions"))
        self.chart.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chart.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list = QListWidget()
        self.list.setObjectName("review_list")
        self.list.setAccessibleName(self.tr("Mistakes"))
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.list.setAlternatingRowColors(True)
        self.list.currentItemChanged.connect(self._on_current)
        self.detail = QLabel()
        self.detail.setObjectName("review_detail")
        self.detail.setWordWrap(True)
        self.verdict = QLabel()  # instead of an empty list: "No mistakes found …"
        self.verdict.setObjectName("review_verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict.setStyleSheet("font-size: 16px; font-weight: bold; padding: 12px;")
        self.verdict.hide()
        ll.addWidget(self.chart, 2)
        ll.addWidget(self.list, 3)
        ll.addWidget(self.verdict, 3)
        ll.addWidget(self.detail)
        self.table = TableWidget()
        self.table.setMinimumSize(560, 420)  # a smaller window keeps room for the list
        # shown with the position of a selected mistake only: an empty table with its
        # buttons would look like a game to play
        self.table.hide()
        split.addWidget(left)
        split.addWidget(self.table)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        lay.addWidget(split, 1)
        self.resize(1280, 800)
        # Esc closes the window wherever the focus is: the position's table keeps Esc
        # for itself (it clears a choice at the game's table), issue 34
        close = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        close.activated.connect(self.close)
        self._worker = TaggedWorker(self)
        self._worker.progress.connect(lambda _tag, done, total: self._on_progress(done, total))
        self._worker.finished.connect(lambda _tag, review: self._on_finished(review))
        self._worker.failed.connect(lambda _tag, _error: self._on_finished(None))  # logged
        self._worker.start(("review", seat), _review_job(options, list(actions), seat))

    def cancel(self) -> None:
        """Stop the review (the window stays open with what it says)."""
        self._worker.interrupt()
        self.cancel_button.setEnabled(False)

    def is_running(self) -> bool:
        """True while the review is being computed."""
        return self.cancel_button.isEnabled()

    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, total)
        self.bar.setValue(done)

    def _on_finished(self, review: Review | None) -> None:
        self.cancel_button.setEnabled(False)
        self.bar.setVisible(False)
        if review is None:
            self.status.setText(self.tr("The review was stopped."))
            return
        self.review = review
        n = len(review.decisions)
        self.status.setText(plural_en(self.tr(
            "%n decision(s) reviewed; the ones that cost 10 points of win chance or more:",
            None, n), n))
        self._plot(review)
        for r in review.mistakes:
            item = QListWidgetItem(self.mistake_text(r))
            item.setData(Qt.ItemDataRole.UserRole, r)
            self.list.addItem(item)
        if not review.mistakes:
            self.list.hide()
            self.status.setText(plural_en(self.tr("%n decision(s) reviewed.", None, n), n))
            self.verdict.setText(self.tr("No mistakes found: none of your decisions cost 10 "
                                         "points of win chance or more. Well played!"))
            self.verdict.show()
        else:
            self.list.setCurrentRow(0)

    def _plot(self, review: Review) -> None:
        self.chart.setVisible(bool(review.decisions))
        xs = list(range(1, len(review.decisions) + 1))
        ys = [100 * r.played_hint.win for r in review.decisions]
        self.chart.plot(xs, ys, pen=pg.mkPen(self.colours.anchor, width=2))
        bad = [(x, y) for x, y, r in zip(xs, ys, review.decisions, strict=True)
               if r in review.mistakes]
        if bad:
            self.chart.plot([x for x, _ in bad], [y for _, y in bad], pen=None,
                            symbol="o", symbolBrush=self.colours.line, symbolSize=9)

    def mistake_text(self, r: ReviewedDecision) -> str:
        """One line of the list: round, decision, played, better and points lost."""
        d = r.obs.decision
        if d is None or d.kind is DecisionKind.CHOOSE_ROLE:
            what = self.tr("role choice")
        elif d.role is not None:
            what = role_name(d.role)
        else:
            what = self.tr("round start")
        return arg(self.tr("Round %1 (%2): played %3 (%4), better %5 (%6): −%7 points"),
                   r.round, what, action_text(r.obs, r.played), percent(r.played_hint.win),
                   action_text(r.obs, r.best.action), percent(r.best.win), round(100 * r.loss))

    def _on_current(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        r = None if item is None else item.data(Qt.ItemDataRole.UserRole)
        if not isinstance(r, ReviewedDecision):
            return
        self.detail.setText(arg(self.tr("Better: %1 — %2"), action_text(r.obs, r.best.action),
                                reason_text(r.best.reason, self.names)))
        self.table.show_observation(r.obs, self.names, None, interactive=False)
        self.table.show()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Stop the review and wait for its thread."""
        self._stop()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        """Closing by Esc or a button also stops the review."""
        self._stop()
        super().done(result)

    def _stop(self) -> None:
        self._worker.interrupt()
        self._worker.cancel(wait_ms=3000)
