"""The replay viewer: steps forward and back through every action of a recorded game
(buttons, slider, arrow keys, Home/End) with the log in sync, seen from any seat, or
with all cards open once the game is over. Positions come from :class:`Replay` (the
engine replays the actions); the table and log are the game window's own widgets."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sanjuan.rules.events import Event
from sanjuan.store.replay import Replay
from ui.table import TableWidget
from ui.table.log_view import LogView
from ui.text import arg, is_you_name, shown_name

#: Combo box data of the "all cards open" view.
ALL_OPEN = -1


class ReplayViewer(QWidget):
    """A top-level window replaying ``replay`` with seat ``names``; ``viewer`` is the seat
    first shown (all cards open instead when None and the game is finished). Deletes
    itself when closed."""

    def __init__(self, replay: Replay, names: Sequence[str], title: str,
                 parent: QWidget | None = None, viewer: int | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("replay_viewer")
        self.setWindowTitle(arg(self.tr("Replay: %1"), title))
        # a stored default "You" ("Du" in a German game) in the current language
        self.replay, self.names = replay, [shown_name(n) for n in names]
        self.position = -1
        self._log_position = -1  # the position the log shows
        self._lines: list[int] = []  # log lines after each event shown
        self.table = TableWidget()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.viewer_named = True  # "Rosa's hand" when seen as Rosa
        scroll = QScrollArea(objectName="replay_scroll")
        scroll.setWidget(self.table)
        scroll.setWidgetResizable(True)  # the table's minimum size scrolls in small windows
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log = LogView()
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(scroll)
        split.addWidget(self.log)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setCollapsible(0, False)
        split.setSizes([980, 300])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(split, 1)
        lay.addLayout(self._controls())
        self._shortcuts()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # a text browser claims the arrow keys for its cursor; here they step the game
        self.log.browser.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        first = viewer if viewer is not None else (ALL_OPEN if replay.finished else 0)
        self.seat_box.setCurrentIndex(max(0, self.seat_box.findData(first)))
        self.seat_box.currentIndexChanged.connect(self._viewer_changed)
        self.resize(1280, 800)
        self.go(0)
        self.setFocus()

    def _controls(self) -> QHBoxLayout:
        row = QHBoxLayout()

        def button(name: str, icon: QStyle.StandardPixmap, tip: str,
                   slot: Callable[[], object]) -> QToolButton:
            b = QToolButton(objectName=name, toolTip=tip)
            b.setIcon(self.style().standardIcon(icon))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            row.addWidget(b)
            return b

        sp = QStyle.StandardPixmap
        self.first_button = button("first_button", sp.SP_MediaSkipBackward,
                                   self.tr("Start (Home)"), lambda: self.go(0))
        self.back_button = button("back_button", sp.SP_MediaSeekBackward,
                                  self.tr("One action back (Left)"), self.back)
        self.forward_button = button("forward_button", sp.SP_MediaSeekForward,
                                     self.tr("One action forward (Right)"), self.forward)
        self.last_button = button("last_button", sp.SP_MediaSkipForward,
                                  self.tr("End (End)"), lambda: self.go(self.replay.length))
        self.slider = QSlider(Qt.Orientation.Horizontal, objectName="replay_slider")
        self.slider.setRange(0, self.replay.length)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrow keys are ours
        self.slider.valueChanged.connect(self.go)
        row.addWidget(self.slider, 1)
        self.position_label = QLabel(objectName="position_label")
        row.addWidget(self.position_label)
        self.seat_box = QComboBox(objectName="seat_box")
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for seat, name in enumerate(self.names):
            self.seat_box.addItem(self.tr("As you saw it") if is_you_name(name) else
                                  arg(self.tr("As %1 saw it"), name), seat)
        if self.replay.finished:
            self.seat_box.addItem(self.tr("All cards open"), ALL_OPEN)
        row.addWidget(self.seat_box)
        return row

    def _steps(self) -> dict[Qt.Key, Callable[[], None]]:
        return {Qt.Key.Key_Right: self.forward, Qt.Key.Key_Left: self.back,
                Qt.Key.Key_Home: lambda: self.go(0),
                Qt.Key.Key_End: lambda: self.go(self.replay.length)}

    def _shortcuts(self) -> None:
        """Right/Left: one action forward/back; Home/End: start/end of the game —
        whichever child of this window has the focus (shortcuts come before it)."""
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for key, slot in self._steps().items():
            QShortcut(QKeySequence(key), self, slot, context=context)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """The same keys when they reach the window itself (not yet active)."""
        step = self._steps().get(Qt.Key(event.key()))
        if step is None:
            super().keyPressEvent(event)
        else:
            step()

    # ------------------------------------------------------------------ stepping
    @property
    def all_open(self) -> bool:
        """True when every card is shown face up (finished games only)."""
        return self.seat_box.currentData() == ALL_OPEN

    @property
    def viewer(self) -> int:
        """The seat whose view is shown (with all cards open: seat 0's tableau at the
        bottom, everything face up)."""
        data = self.seat_box.currentData()
        return 0 if data in (None, ALL_OPEN) else int(data)

    def forward(self) -> None:
        """One action forward (nothing at the end)."""
        self.go(self.position + 1)

    def back(self) -> None:
        """One action back (nothing at the start)."""
        self.go(self.position - 1)

    def go(self, k: int) -> None:
        """Show the position after ``k`` actions (clamped to the game)."""
        k = max(0, min(self.replay.length, k))
        if k == self.position:
            return
        self.position = k
        self.slider.blockSignals(True)
        self.slider.setValue(k)
        self.slider.blockSignals(False)
        self._render()

    def _viewer_changed(self) -> None:
        self._log_position = -1  # another viewer sees other lines: rebuild
        self._render()

    def _render(self) -> None:
        k, n = self.position, self.replay.length
        obs = self.replay.observation(k, self.viewer, self.all_open)
        self.table.show_observation(obs, self.names, None, interactive=False)
        self.position_label.setText(arg(self.tr("Action %1 of %2"), k, n))
        self.first_button.setEnabled(k > 0)
        self.back_button.setEnabled(k > 0)
        self.forward_button.setEnabled(k < n)
        self.last_button.setEnabled(k < n)
        self._sync_log()

    def _sync_log(self) -> None:
        """Show the log up to the current position: append the new lines when stepping
        forward, cut the last ones when stepping back, rebuild for another viewer."""
        events = self.replay.events
        until = len(self.replay.events_until(self.position))
        if self._log_position < 0:
            self.log.clear()
            self._lines = []
        elif until < self._log_position:
            self._truncate(self._lines[until - 1] if until else 0)
            del self._lines[until:]
        for e in events[len(self._lines):until]:
            self._append(e)
            self._lines.append(self.log_lines())
        self._log_position = until
        bar = self.log.browser.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _truncate(self, lines: int) -> None:
        """Keep only the first ``lines`` lines of the log."""
        if lines == 0:
            self.log.clear()
            return
        doc = self.log.browser.document()
        block = doc.findBlockByNumber(lines - 1)
        cursor = QTextCursor(doc)
        cursor.setPosition(block.position() + block.length() - 1)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def _append(self, e: Event) -> None:
        types = self.replay.final.types
        if self.all_open:
            # every card is open: read each line as the seat the cards were private to
            private = getattr(e, "private_to", -1)
            seat = private if isinstance(private, int) and private >= 0 else self.viewer
            self.log.append_event(e, seat, self.names, types, second_person=False)
        else:
            self.log.append_event(e, self.viewer, self.names, types, second_person=False)

    def log_lines(self) -> int:
        """Lines in the log now (tests)."""
        return self.log.browser.document().blockCount() if self.log.text() else 0
