"""The coach bubble: a frameless overlay on the main window with a title, a short text,
a "Leave tutorial" button and an arrow pointing at the widget the lesson is about. It is
placed beside the target (above, below, left or right, wherever it fits) and placed
again whenever the window or the target moves."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import Shiboken

ARROW = 14  # px: length of the arrow
MARGIN = 6  # px: kept free at the window's edges
WATCH_MS = 150  # how often the bubble checks whether its target moved
FILL, BORDER = QColor("#fffaf0"), QColor("#8a5a1c")


class CoachBubble(QWidget):
    """The bubble (a child of ``host``, the main window). :meth:`show_lesson` shows a
    text pointing at a widget; emits ``leave`` when "Leave tutorial" is clicked."""

    leave = Signal()
    languageChanged = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("tutorial_bubble")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.host = host
        self.target: QWidget | None = None
        self.target_name = ""
        self.final = False
        self.side = "none"  # where the target is, seen from the bubble
        self._tip = QPoint()
        self.title = QLabel()
        self.title.setObjectName("tutorial_title")
        self.title.setStyleSheet("font-weight: bold; font-size: 15px; color: #4a2f0b;")
        self.title.setWordWrap(True)
        self.body = QLabel()
        self.body.setObjectName("tutorial_text")
        self.body.setWordWrap(True)
        self.body.setStyleSheet("color: #2b1d08;")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("tutorial_leave")
        self.leave_button.clicked.connect(self.leave)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.leave_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.body)
        lay.addLayout(row)
        self.retranslate_ui()
        # Polled rather than event-filtered: a Python event filter on the main window
        # crashed PySide when the window was destroyed at interpreter exit.
        self._watch = QTimer(self, interval=WATCH_MS)
        self._watch.timeout.connect(self._follow)
        self._placed: tuple[object, ...] = ()  # (host size, target place or None)
        self.hide()

    def retranslate_ui(self) -> None:
        """Set the fixed texts in the current language."""
        self.leave_button.setText(self.tr("Close") if self.final else self.tr("Leave tutorial"))
        self.leave_button.setToolTip(self.tr("Play on freely; Help ▸ Tutorial brings "
                                             "the coach back"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        """Re-translate the fixed texts; the controller re-reads the lesson's."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.languageChanged.emit()
        super().changeEvent(event)

    def show_lesson(self, title: str, text: str, target: str = "",
                    final: bool = False) -> None:
        """Show ``title`` and ``text`` pointing at the host's widget named ``target``
        ("": centred, no arrow). The widget is looked up again whenever the bubble is
        placed: the table replaces card widgets when it re-renders. ``final``: the
        tutorial is over, the button only closes the bubble."""
        self.final = final
        self.retranslate_ui()
        self.title.setText(title)
        self.body.setText(text)
        self.target_name = target
        self.show()
        self.raise_()
        self.reposition()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        """Start following the target while shown."""
        self._watch.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt API
        """Stop following the target while hidden."""
        self._watch.stop()
        super().hideEvent(event)

    def _follow(self) -> None:
        t = self._find_target()
        where = (self.host.size(), None if t is None else
                 (t.mapTo(self.host, QPoint(0, 0)), t.size()))
        if where != self._placed:
            self.reposition()

    # ------------------------------------------------------------------ geometry
    def _find_target(self) -> QWidget | None:
        """The visible widget named ``target_name`` (watched for moves), or None."""
        t = self.target
        if t is None or not Shiboken.isValid(t) or t.objectName() != self.target_name \
                or not t.isVisible():
            found = [w for w in self.host.findChildren(QWidget, self.target_name)
                     if w.isVisible()] if self.target_name else []
            t = found[0] if found else None
            self.target = t
        return t

    def _width(self) -> int:
        return max(240, min(380, self.host.width() // 3))

    def _clickable(self, target: QWidget) -> list[QRect]:
        """Rects (host pixels) of the table's widgets the player may click now
        (buttons, choosable cards and roles) and the prompt that says what is being
        decided, but the target: the bubble avoids them."""
        table = self.host.findChild(QWidget, "table_widget")
        if table is None:
            return []
        out = []
        for w in table.findChildren(QWidget):
            if w is target or not w.isVisible() or not w.isEnabled():
                continue
            if isinstance(w, QAbstractButton) or getattr(w, "selectable", False) \
                    or getattr(w, "choosable", False) or w.objectName() == "prompt_label":
                out.append(QRect(w.mapTo(self.host, QPoint(0, 0)), w.size()))
        return out

    def reposition(self) -> None:
        """Place the bubble beside its target inside the host (pixels of the host)."""
        host = self.host.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        w = self._width()
        self.setFixedWidth(w)
        layout = self.layout()
        assert layout is not None  # set in __init__
        layout.setContentsMargins(12 + ARROW, 10 + ARROW, 12 + ARROW, 10 + ARROW)
        h = layout.heightForWidth(w) if layout.hasHeightForWidth() \
            else self.sizeHint().height()
        h = min(h, host.height())
        self.setFixedHeight(h)
        t = self._find_target()
        self._placed = (self.host.size(), None if t is None else
                        (t.mapTo(self.host, QPoint(0, 0)), t.size()))
        if t is None or not t.isVisible() or t.window() is not self.host.window():
            self.side = "none"
            self.move(host.center() - QPoint(w // 2, h // 2))
            self.update()
            return
        r = QRect(t.mapTo(self.host, QPoint(0, 0)), t.size())
        # "below": the target is below the bubble, i.e. the bubble sits above it
        # the arrow near the bubble's end on the target's side leaves the target's
        # surroundings (e.g. the governor's crown beside a role card) in view
        left_half = r.center().x() < host.center().x()
        cx = r.center().x() - (40 if left_half else w - 40)
        cy = r.center().y() - h // 2
        places = (("below", QPoint(cx, r.top() - h), r.top() - h - host.top()),
                  ("above", QPoint(cx, r.bottom()), host.bottom() - r.bottom() - h),
                  ("right", QPoint(r.left() - w, cy), r.left() - w - host.left()),
                  ("left", QPoint(r.right(), cy), host.right() - r.right() - w))
        clickable = self._clickable(t)

        def clamped(pos: QPoint) -> QRect:
            return QRect(min(max(pos.x(), host.left()), host.right() - w),
                         min(max(pos.y(), host.top()), host.bottom() - h), w, h)

        def covered(pos: QPoint) -> int:  # px² of what the player may click
            box = clamped(pos)
            return sum(box.intersected(c).width() * box.intersected(c).height()
                       for c in clickable)

        fits = [(covered(p), i, s, p) for i, (s, p, room) in enumerate(places) if room >= 0]
        side, pos = min(fits)[2:] if fits else max(places, key=lambda q: q[2])[:2]
        x, y = clamped(pos).topLeft().toTuple()
        self.side = side
        self.move(x, y)
        self._tip = self.mapFromParent(r.center() if side in ("left", "right") else QPoint(
            r.center().x(), r.top() if side == "below" else r.bottom()))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        """The rounded box and the arrow towards the target."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.rect().adjusted(ARROW, ARROW, -ARROW, -ARROW)
        path = QPainterPath()
        path.addRoundedRect(box, 10, 10)
        if self.side != "none":
            tip = QPointF(self._tip)
            if self.side in ("below", "above"):
                x: float = min(max(tip.x(), box.left() + 20), box.right() - 20)
                y: float = box.bottom() if self.side == "below" else box.top()
                end = QPointF(x, y + (ARROW if self.side == "below" else -ARROW))
                base = (QPointF(x - 10, y), QPointF(x + 10, y))
            else:
                y = min(max(tip.y(), box.top() + 20), box.bottom() - 20)
                x = box.right() if self.side == "right" else box.left()
                end = QPointF(x + (ARROW if self.side == "right" else -ARROW), y)
                base = (QPointF(x, y - 10), QPointF(x, y + 10))
            arrow = QPainterPath()
            arrow.addPolygon(QPolygonF([base[0], end, base[1]]))
            path = path.united(arrow)
        p.setPen(QPen(BORDER, 2))
        p.setBrush(FILL)
        p.drawPath(path)
