"""Game ▸ Puzzles: the built-in puzzles (:mod:`sanjuan.learn.puzzles`), one position each
where one move decides the game.

The list on the left shows every puzzle (solved ones ticked, with the count solved); the
puzzle chosen is shown on the game's own :class:`~ui.table.TableWidget` as its seat sees
it, and the move is made there by the usual clicks. The move is judged by
:func:`~sanjuan.learn.puzzles.check_move` on a :class:`~ui.session.worker.TaggedWorker`
(a move the puzzle data does not rate needs a search: never on the GUI thread); a wrong
move is explained with the coach's reasons for it and for the solution. Solved puzzles and
wrong tries are kept in the data folder (:mod:`sanjuan.store.puzzle_progress`); damaged
puzzle data or progress files are explained in the window, never overwritten unasked.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from sanjuan.learn.puzzles import Puzzle, PuzzleError, Verdict, check_move, load_puzzles
from sanjuan.learn.reasons import reason
from sanjuan.rules.decisions import DecisionKind
from sanjuan.rules.observation import Observation
from sanjuan.rules.seat import HUMAN
from sanjuan.store.paths import data_dir
from sanjuan.store.puzzle_progress import FILE_NAME, ProgressError, PuzzleProgress
from ui.dialogs.fit import FitScroll
from ui.dialogs.new_game import edition_label
from ui.session.seats import dialog_default_name
from ui.session.worker import Call, TaggedWorker
from ui.table import TableWidget
from ui.text import arg
from ui.text.hints import action_text, percent, reason_text

#: The marks of solved and unsolved puzzles in the list.
SOLVED_MARK, OPEN_MARK = "✓", "·"
#: The side column's widest (px): the table gets the rest.
SIDE_MAX_WIDTH = 270


class PuzzleWindow(QWidget):
    """The Puzzles window (a top-level window of ``parent``). ``puzzles`` (default the
    built-in set) and ``progress`` (default the data folder's) may be given (tests).
    Deletes itself when closed."""

    def __init__(self, parent: QWidget | None = None,
                 puzzles: Sequence[Puzzle] | None = None,
                 progress: PuzzleProgress | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("puzzle_window")
        self.problem = ""
        try:
            self.puzzles = list(puzzles) if puzzles is not None else load_puzzles()
        except PuzzleError as exc:
            self.puzzles, self.problem = [], str(exc)
        self.progress_error = ""
        if progress is None:
            try:
                progress = PuzzleProgress.load()
            except ProgressError as exc:
                self.progress_error = str(exc)
        self.progress = progress
        self.current: Puzzle | None = None
        self.obs: Observation | None = None
        self.verdict: Verdict | None = None
        self.names: list[str] = []
        self._worker = TaggedWorker(self)
        self._worker.finished.connect(self._on_verdict)
        self._worker.failed.connect(self._on_failed)
        self._build()
        self._set_texts()
        self._arrange_buttons()
        self._fill()
        if self.puzzles:
            first = next((i for i, p in enumerate(self.puzzles) if not self._solved(p.id)), 0)
            self.list.setCurrentRow(first)
        self.resize(1180, 760)

    def _build(self) -> None:
        """The side column (progress, list, the task, the verdict, the buttons) and the
        table, which takes the rest of the window: a small screen keeps the whole table."""
        self.count = QLabel()
        self.count.setObjectName("puzzle_count")
        self.count.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("puzzle_list")
        self.list.setMinimumHeight(4 * self.list.fontMetrics().lineSpacing())
        self.list.currentRowChanged.connect(self.open_puzzle)
        self.task = QLabel()
        self.task.setObjectName("puzzle_task")
        self.task.setWordWrap(True)
        self.task.setStyleSheet("font-weight: bold;")
        self.answer = QLabel()
        self.answer.setObjectName("puzzle_answer")
        self.answer.setWordWrap(True)
        self.answer.setTextFormat(Qt.TextFormat.PlainText)
        self.answer.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("puzzle_retry")
        self.retry_button.clicked.connect(lambda _c=False: self.reset_position())
        self.solution_button = QPushButton()
        self.solution_button.setObjectName("puzzle_solution")
        self.solution_button.clicked.connect(lambda _c=False: self.show_solution())
        self.next_button = QPushButton()
        self.next_button.setObjectName("puzzle_next")
        self.next_button.clicked.connect(lambda _c=False: self.next_puzzle())
        side = QWidget()
        side.setObjectName("puzzle_side")
        side.setMaximumWidth(SIDE_MAX_WIDTH)
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(self.count)
        self.afresh_button = QPushButton()
        self.afresh_button.setObjectName("puzzle_afresh")
        self.afresh_button.setVisible(self.progress is None and bool(self.progress_error))
        self.afresh_button.clicked.connect(lambda _c=False: self.start_afresh())
        sl.addWidget(self.afresh_button)
        sl.addWidget(self.list, 2)
        sl.addWidget(self.task)
        sl.addWidget(self.answer, 3)
        # side by side while both fit the side panel, else one above the other (large
        # text or long German labels: never cut)
        self.button_row = row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.addWidget(self.retry_button)
        row.addWidget(self.solution_button)
        sl.addLayout(row)
        sl.addWidget(self.next_button)
        self.table = TableWidget()
        self.table.actionChosen.connect(self.try_move)
        split = QSplitter(Qt.Orientation.Horizontal)
        # large text on a small screen: the side scrolls rather than cut the task
        side_scroll = FitScroll(side)
        side_scroll.setObjectName("puzzle_side_scroll")
        side_scroll.setMaximumWidth(SIDE_MAX_WIDTH)
        side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        split.addWidget(side_scroll)
        split.addWidget(self.table)
        split.setStretchFactor(1, 1)
        split.setCollapsible(1, False)
        split.setSizes([SIDE_MAX_WIDTH, 960])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(split)

    # ------------------------------------------------------------------ texts
    def _set_texts(self) -> None:
        self.setWindowTitle(self.tr("Puzzles"))
        self.list.setAccessibleName(self.tr("Puzzles"))  # screen readers: the list's name
        self.retry_button.setText(self.tr("&Try again"))
        self.solution_button.setText(self.tr("Show the &solution"))
        self.next_button.setText(self.tr("&Next puzzle"))
        self.afresh_button.setText(self.tr("Start afresh (replaces the damaged progress file)"))
        self._show_count()
        for i in range(self.list.count()):
            self.list.item(i).setText(self._item_text(i))
        if self.current is not None:
            self.names = self._names(self.current)
            self.task.setText(self.task_text(self.current))
            if self.obs is not None:
                self.table.show_observation(self.obs, self.names)  # its words too
            if self.verdict is not None:
                self._show_verdict(self.verdict)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Set the texts again after a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self._set_texts()
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            QTimer.singleShot(0, self, self._arrange_buttons)  # after the buttons' own
        super().changeEvent(event)

    def _arrange_buttons(self) -> None:
        """Retry and Show solution side by side if both fit :data:`SIDE_MAX_WIDTH`."""
        need = self.retry_button.sizeHint().width() + self.solution_button.sizeHint().width()
        wide = need + 12 <= SIDE_MAX_WIDTH - 8
        self.button_row.setDirection(QBoxLayout.Direction.LeftToRight if wide
                                     else QBoxLayout.Direction.TopToBottom)

    def _solved(self, pid: str) -> bool:
        return self.progress is not None and self.progress.is_solved(pid)

    def start_afresh(self) -> None:
        """Replace an unreadable progress file by an empty one (only when asked: the
        button shows only then) and keep the progress from now on."""
        try:
            fresh = PuzzleProgress(data_dir() / FILE_NAME)
            fresh.reset()
        except OSError as exc:
            self.progress_error = exc.strerror or str(exc)
        except ProgressError as exc:
            self.progress_error = str(exc)
        else:
            self.progress, self.progress_error = fresh, ""
            self.afresh_button.hide()
        self._show_count()

    def solved_count(self) -> int:
        """Puzzles of the list solved so far."""
        return sum(self._solved(p.id) for p in self.puzzles)

    def _show_count(self) -> None:
        if self.problem:
            text = arg(self.tr("The puzzles cannot be read: %1"), self.problem)
        else:
            text = arg(self.tr("%1 of %2 solved"), self.solved_count(), len(self.puzzles))
        if self.progress_error:
            text += "\n" + arg(self.tr("Your progress is not saved: %1"), self.progress_error)
        self.count.setText(text)

    def _item_text(self, row: int) -> str:
        p = self.puzzles[row]
        mark = SOLVED_MARK if self._solved(p.id) else OPEN_MARK
        d = p.observation().decision
        kind = self.tr("Role") if d is not None and d.kind == DecisionKind.CHOOSE_ROLE \
            else self.tr("Build")
        return f"{mark} " + arg(self.tr("Puzzle %1 · %2"), row + 1, kind)

    def _fill(self) -> None:
        self.list.clear()
        for i in range(len(self.puzzles)):
            item = QListWidgetItem(self._item_text(i))
            item.setData(Qt.ItemDataRole.UserRole, self.puzzles[i].id)
            self.list.addItem(item)

    def task_text(self, p: Puzzle) -> str:
        """What the puzzle asks, in words."""
        obs = p.observation()
        d = obs.decision
        what = (self.tr("Choose the role that wins the game.")
                if d is not None and d.kind == DecisionKind.CHOOSE_ROLE
                else self.tr("Build so that you win the game (or choose not to build)."))
        when = (self.tr("It is decided in this round.") if p.rounds_left <= 1
                else self.tr("It is decided in the next round."))
        return arg(self.tr("Round %1 · %2 · %3 players."), obs.state.round,
                   edition_label(p.options.edition), p.options.players) + " " + what + " " + when

    # ------------------------------------------------------------------ playing
    def open_puzzle(self, row: int) -> None:
        """Show puzzle ``row`` of the list at its position."""
        if not 0 <= row < len(self.puzzles):
            return
        self.current = self.puzzles[row]
        p = self.current
        self.names = self._names(p)
        self.task.setText(self.task_text(p))
        self.reset_position()

    @staticmethod
    def _names(p: Puzzle) -> list[str]:
        """The seats' names: "You" for the puzzle's seat, the computers' names else."""
        kinds = [HUMAN if i == p.seat else "medium" for i in range(p.options.players)]
        return [dialog_default_name(i, kinds) for i in range(p.options.players)]

    def reset_position(self) -> None:
        """Show the current puzzle's position again, ready for a move."""
        p = self.current
        if p is None:
            return
        self._worker.cancel()
        self.verdict = None
        self.obs = p.observation()
        self.table.show_observation(self.obs, self.names)
        solved = self._solved(p.id)
        self.answer.setText(self.tr("You solved this puzzle. Play it again if you like.")
                            if solved else self.tr("Your move."))
        self.retry_button.setEnabled(False)
        self.solution_button.setEnabled(True)

    def try_move(self, action: object) -> None:
        """Judge ``action`` (chosen on the table) in the background; after a wrong move
        the position stays, so another move is simply a new try (a solved puzzle takes
        no more moves until Try again)."""
        p = self.current
        if p is None or self._worker.busy() or (self.verdict is not None
                                                 and self.verdict.correct):
            return
        self.verdict = None
        self.answer.setText(self.tr("The coach is checking your move…"))

        def job(_call: Call) -> Verdict:
            return check_move(p, action)  # type: ignore[arg-type]

        self._worker.start((p.id, repr(action)), job)

    def _on_verdict(self, tag: tuple[str, str], verdict: Verdict) -> None:
        p = self.current
        if p is None or tag[0] != p.id:
            return
        self.verdict = verdict
        if self.obs is not None:
            self.table.show_observation(self.obs, self.names)  # the choice made is undone
        self._show_verdict(verdict)
        if self.progress is not None:
            try:
                self.progress.record(p.id, verdict.correct)
            except (ProgressError, ValueError) as exc:
                self.progress_error = str(exc)
        row = self.puzzles.index(p)
        self.list.item(row).setText(self._item_text(row))
        self._show_count()
        self.retry_button.setEnabled(True)

    def _on_failed(self, _tag: object, error: str) -> None:
        self.answer.setText(arg(self.tr("That move cannot be judged: %1"), error))
        self.retry_button.setEnabled(True)

    def _show_verdict(self, v: Verdict) -> None:
        obs = self.obs
        assert obs is not None
        played = action_text(obs, v.played)
        if v.correct:
            text = arg(self.tr("Right! %1 wins with an estimated %2. %3"), played,
                       percent(v.best_win if v.played == v.best else v.played_win),
                       reason_text(v.played_reason, self.names))
        else:
            text = arg(self.tr("Not the best: %1 — an estimated %2 to win. %3"), played,
                       percent(v.played_win), reason_text(v.played_reason, self.names))
            text += "\n" + arg(self.tr("Better: %1 — an estimated %2. %3"),
                               action_text(obs, v.best), percent(v.best_win),
                               reason_text(v.best_reason, self.names))
        self.answer.setText(text)

    def show_solution(self) -> None:
        """Say the solution and why (it does not count as solved)."""
        p = self.current
        if p is None:
            return
        obs = p.observation()
        self.answer.setText(arg(self.tr("The solution: %1 — an estimated %2 to win. %3"),
                                action_text(obs, p.solution), percent(p.candidates[0].win),
                                reason_text(reason(obs, p.solution), self.names)))
        self.retry_button.setEnabled(True)

    def next_puzzle(self) -> None:
        """Go to the next unsolved puzzle (or simply the next one)."""
        if not self.puzzles:
            return
        row = self.list.currentRow()
        n = len(self.puzzles)
        order = [(row + k) % n for k in range(1, n + 1)]
        nxt = next((r for r in order if not self._solved(self.puzzles[r].id)), (row + 1) % n)
        if nxt == row:
            self.open_puzzle(row)
        self.list.setCurrentRow(nxt)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Stop a judgement in progress and wait for it."""
        self._worker.cancel(wait_ms=2000)
        super().closeEvent(event)

