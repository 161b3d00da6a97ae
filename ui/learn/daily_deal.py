"""Game ▸ Deal of the day in the window: the questions before today's deal starts and the
deal-of-the-day box of the game-over dialog (Expert's result beside the person's, the
streak, Cancel, Ask Expert, Watch). What happens (the day's one attempt, Expert's game in
the background, what is kept in the history) is the session's,
:class:`ui.session.daily.DailySession`; :class:`DailyController` adds the window's part.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sanjuan.learn.daily import PLAYER_SEAT, ExpertRun
from sanjuan.store.history import History
from ui.session.controller import GameController
from ui.session.daily import (
    DailySession,
    daily_seats,
    date_text,
    deal_date_of,
    kept_expert_runs,
    today,
)
from ui.text import arg, plural_en

translate = QCoreApplication.translate


class DailyController(DailySession):
    """The deal of the day of the session of ``controller`` in ``window``: the session's
    behaviour (:class:`~ui.session.daily.DailySession`, ``history`` as there) and the
    window's questions and game-over box. The controller's question before another game
    replaces the running one says when that game is the day's attempt; closing the
    window keeps the attempt and stops Expert's game."""

    def __init__(self, window: QWidget, controller: GameController,
                 history: Callable[[], History] = History) -> None:
        super().__init__(controller, history, parent=window)
        self.window = window
        self.question: QMessageBox | None = None
        self._ask_abandon = controller.ask_abandon
        controller.ask_abandon = self.ask_abandon
        window.installEventFilter(self)

    def start(self) -> None:
        """Game ▸ Deal of the day: today's deal against Expert (after the usual question
        if a game is running). Today's attempt, once started, is resumed; a deal already
        finished or abandoned is offered as practice."""
        day = today()
        choice, attempt = self.start_choice(day)
        if choice in ("again_abandoned", "again_played"):
            if choice == "again_abandoned":
                text = translate("Daily", "You left today's deal unfinished; that was "
                                 "today's attempt. Play it again for practice? It is not "
                                 "recorded.")
            else:
                text = translate("Daily", "You have played today's deal already. "
                                 "Play it again for practice? It is not recorded "
                                 "again.")
            box = QMessageBox(QMessageBox.Icon.Question, translate("Daily", "Deal of the day"),
                              text, QMessageBox.StandardButton.NoButton, self.window)
            box.setObjectName("daily_again_box")
            again = box.addButton(translate("Daily", "Play again"),
                                  QMessageBox.ButtonRole.AcceptRole)
            again.setObjectName("daily_again_button")
            box.addButton(QMessageBox.StandardButton.Cancel)
            again.clicked.connect(lambda _c=False: self.controller.confirm_abandon(
                lambda: self.start_deal(day, record=False)))
            self.question = box
            box.open()
            return
        if attempt is not None:
            self.resume(day, attempt)
            return
        # said before it starts, not after: this is the day's one attempt (issue 34)
        box = QMessageBox(QMessageBox.Icon.Information, translate("Daily", "Deal of the day"),
                          arg(translate("Daily", "Today's deal, %1: you against Expert."),
                              date_text(day)),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("daily_first_box")
        box.setInformativeText(translate(
            "Daily", "You have one attempt a day, and it starts now. It is recorded; a "
            "game left unfinished uses up the attempt. Replays of the deal afterwards are "
            "practice."))
        go = box.addButton(translate("Daily", "Start today's attempt"),
                           QMessageBox.ButtonRole.AcceptRole)
        go.setObjectName("daily_start_button")
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(go)
        go.clicked.connect(lambda _c=False: self.controller.confirm_abandon(
            lambda: self.start_deal(day)))
        self.question = box
        box.open()

    def ask_abandon(self, round_: int, then: Callable[[], object]) -> None:
        """The controller's question before another game replaces the running (or the
        autosaved) one, as the window asks it; when that game is an open attempt at a
        deal of the day, the question says that leaving it counts as that day's attempt,
        abandoned. (The window keeps the box as ``abandon_box``.)"""
        self._ask_abandon(round_, then)
        box = getattr(self.window, "abandon_box", None)
        if self.abandons_attempt() and isinstance(box, QMessageBox):
            box.setInformativeText(translate(
                "Daily", "It is your attempt at the deal of the day: left now, it counts "
                "as abandoned, not as a day played, and the deal can then only be played "
                "for practice."))

    def decorate_game_over(self, dialog: QDialog) -> None:
        """Add the deal-of-the-day box (Expert's result beside the person's, the streak)
        to the game-over ``dialog`` of a deal of the day; nothing for other games."""
        outcome = self.outcome()
        if outcome is None:
            return
        box = DailyBox(self, outcome.iso, outcome.you, outcome.other, outcome.days,
                       outcome.recorded)
        layout = dialog.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(layout.count() - 1, box)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """On closing the window, keep the attempt, stop Expert's game and wait for it."""
        if obj is self.window and event.type() == QEvent.Type.Close:
            self.shut_down()
        return False


class DailyBox(QGroupBox):
    """The game-over dialog's deal-of-the-day part: the person's ``you`` VP against
    ``other``, Expert's result in the person's seat (when it is in; meanwhile a note and
    a Cancel button), the ``days`` of the streak, and whether this try was ``recorded``."""

    def __init__(self, daily: DailySession, iso: str, you: int, other: int, days: int,
                 recorded: bool) -> None:
        super().__init__(translate("Daily", "Deal of the day"))
        self.setObjectName("daily_box")
        self.daily, self.iso, self.you, self.other = daily, iso, you, other
        lay = QVBoxLayout(self)
        self.result = QLabel()
        self.result.setObjectName("daily_result")
        self.result.setWordWrap(True)
        lay.addWidget(self.result)
        row = QHBoxLayout()
        self.expert = QLabel()
        self.expert.setObjectName("daily_expert")
        self.expert.setWordWrap(True)
        row.addWidget(self.expert, 1)
        self.cancel_button = QPushButton(translate("Daily", "Cancel"))
        self.cancel_button.setObjectName("daily_cancel")
        self.cancel_button.clicked.connect(daily.cancel)
        self.retry_button = QPushButton(translate("Daily", "Ask Expert"))
        self.retry_button.setObjectName("daily_retry")
        self.retry_button.clicked.connect(lambda _c=False: daily.compute(iso))
        self.watch_button = QPushButton(translate("Daily", "Watch Expert's game"))
        self.watch_button.setObjectName("daily_watch")
        self.watch_button.clicked.connect(lambda _c=False: self.watch())
        row.addWidget(self.cancel_button)
        row.addWidget(self.retry_button)
        row.addWidget(self.watch_button)
        lay.addLayout(row)
        self.streak = QLabel()
        self.streak.setObjectName("daily_streak")
        lay.addWidget(self.streak)
        self.result.setText(arg(translate("Daily", "%1 · you scored %2 VP, Expert %3 VP."),
                                date_text(date.fromisoformat(iso)), you, other))
        note = "" if recorded else " " + translate("Daily", "(practice, not recorded)")
        self.streak.setText(plural_en(translate("Daily", "Streak: %n day(s) in a row.", None, days),
                                      days) + note)
        daily.expertDone.connect(self._update)
        self._update(iso)

    def _update(self, iso: str) -> None:
        if iso != self.iso:
            return
        run = self.daily.results.get(iso)
        busy = self.daily.computing() == iso
        self.cancel_button.setVisible(busy)
        self.retry_button.setVisible(run is None and not busy)
        self.watch_button.setVisible(run is not None and self.daily.show_replay is not None)
        if run is not None:
            self.expert.setText(expert_text(run, self.you))
        elif busy:
            self.expert.setText(translate("Daily", "Expert is playing your seat on the same "
                                          "deal to compare…"))
        else:
            self.expert.setText(self.daily.problem)

    def watch(self) -> None:
        """Open Expert's game (Expert in the person's seat) in the replay viewer."""
        run = self.daily.results.get(self.iso)
        if run is None or self.daily.show_replay is None:
            return
        names = [s.name for s in self.daily.controller.model.seats]
        names[PLAYER_SEAT] = translate("Daily", "Expert in your seat")
        self.daily.show_replay(run.game, names)


def expert_text(run: ExpertRun, you: int) -> str:
    """How Expert did in the person's seat, compared with the person's ``you`` VP."""
    outcome = translate("Daily", "it won") if run.won else translate("Daily", "it lost")
    line = arg(translate("Daily", "Expert in your seat: %1 VP against %2 VP, %3."),
               run.score, run.opponent_score, outcome)
    gap = abs(you - run.score)
    if you > run.score:
        verdict = translate("Daily", "You did better by %n VP!", None, gap)
    elif you < run.score:
        verdict = translate("Daily", "Expert did better by %n VP.", None, gap)
    else:
        verdict = translate("Daily", "The same score as Expert.")
    return line + " " + verdict


__all__ = ["DailyBox", "DailyController", "date_text", "daily_seats", "deal_date_of",
           "expert_text", "kept_expert_runs", "today"]
