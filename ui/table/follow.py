"""Follow the play: what another player just did lights up on the table for the pace's
duration — the chosen role glows with the chooser's name, a new building is framed,
produced and sold goods are marked, drawn and paid cards pop up on the seat.

Marks are :class:`Halo` overlays on top of the table, transparent for the mouse (they
never block input), faded out by a ``QPropertyAnimation`` of their ``opacity``; nothing
waits for them, so the game is never slower than its pace.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from sanjuan.rules.events import (
    BuildingBuilt,
    CardsDrawn,
    Event,
    GoodsProduced,
    GoodsSold,
    RoleChosen,
)
from ui.table import style
from ui.text import count

translate = QCoreApplication.translate
MIN_MS = 250  # shorter flashes are not seen


class Halo(QWidget):
    """A glowing frame (and an optional caption) over ``target``, in its parent's
    coordinates; follows the target while it moves; deletes itself when faded out."""

    def __init__(self, parent: QWidget, target: QWidget, caption: str = "",
                 colour: QColor = style.GOLD, frame: bool = True, place: str = "low",
                 short: str = "") -> None:
        super().__init__(parent)
        self.target, self.caption, self.colour, self.frame = target, caption, colour, frame
        # "before": the caption used when ``caption`` finds no room left of the target
        # ("+5" for "+5 cards" beside the hand-size icon), rather than covering a card
        self.full, self.short = caption, short
        # caption: "top" / "low" on the target, "before" just left of it (a seat's header
        # stats: the mark must not cover the VP it changes)
        self.place = place
        self._box = QRectF()  # the caption's box when placed "before" (set by track)
        self._opacity = 1.0
        target.installEventFilter(self)  # follow the target when the layout moves it
        self.setObjectName("follow_halo")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.track()
        self.show()
        self.raise_()

    def track(self) -> bool:
        """Move over the target again; False (and hidden) once the target is gone."""
        parent = self.parentWidget()
        if not isValid(self.target) or not self.target.isVisible() or parent is None:
            self.hide()
            return False
        top_left = self.target.mapTo(parent, self.target.rect().topLeft())
        rect = QRect(top_left, self.target.size()).adjusted(-4, -4, 4, 4)
        if self.place == "before":
            rect = self._before(rect)
        self.setGeometry(rect)
        return True

    def _before(self, rect: QRect) -> QRect:
        """The geometry for a caption just left of the target, in the free room of its
        line (a seat header's stretch); below the line's right end when that line has
        no room (a narrow header: the mark must cover neither the name nor the
        counts)."""
        fm = QFontMetrics(self._font())
        line = self._line()
        room = self._room_left(line)
        self.caption = self.full
        if self.short and room < fm.horizontalAdvance(self.full) + 14:
            self.caption = self.short
        w, h = fm.horizontalAdvance(self.caption) + 14, fm.height() + 6
        if room >= w:
            out = QRect(rect)
            out.setLeft(max(0, rect.left() - w))
            self._box = QRectF(2, (out.height() - h) / 2, w, h)
            return out
        # below the line's right end (a tableau fills from the left)
        right = rect.right() + max([0, *(g.right() - self.target.geometry().right()
                                         for g in line)])
        out = QRect(right - w - 2, rect.top(), w + 4, rect.height() + h)
        self._box = QRectF(2, rect.height() - 2, w, h)
        return out

    def _line(self) -> list[QRect]:
        """Geometries of the target's visible siblings on its line (overlapping it
        vertically), in their parent's coordinates."""
        t = self.target
        parent = t.parentWidget()
        line = t.geometry()
        out = []
        for w in parent.children() if parent is not None else ():
            if isinstance(w, QWidget) and w is not t and w.isVisible():
                g = w.geometry()
                if g.bottom() > line.top() and g.top() < line.bottom():
                    out.append(g)
        return out

    def _room_left(self, line: list[QRect]) -> int:
        """Free pixels between the target and the nearest of its siblings ``line``
        (:meth:`_line`) left of it."""
        t = self.target
        edge = 0
        for g in line:
            if g.right() < t.geometry().left():
                edge = max(edge, g.right() + 1)
        return t.x() - edge - 6

    def _font(self) -> QFont:
        """The caption's font: sized by the target's height (a card's, or a header
        line's)."""
        height = self.target.height() + 4 if isValid(self.target) else self.height() - 4
        share = 0.12 if self.frame else 0.5
        return style.font(max(12.0, min(48.0, height * share)), True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show,
                            QEvent.Type.Hide) and isValid(self):
            self.track()
        return False

    def _get_opacity(self) -> float:
        return self._opacity

    def _set_opacity(self, value: float) -> None:
        self._opacity = value
        if self.track():
            self.update()

    opacity = Property(float, _get_opacity, _set_opacity)

    def caption_box(self) -> QRectF:
        """Where the caption's box is drawn, in this halo's coordinates (pixels)."""
        if self.place == "before":
            return QRectF(self._box)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        fm = QFontMetrics(self._font())
        w = min(r.width(), fm.horizontalAdvance(self.caption) + 14)
        h = fm.height() + 6
        # clear of what the target says: a card's name band, a role's name and owner
        left = r.left() if self.place == "before" else r.center().x() - w / 2
        top = {"top": r.top() + 4, "low": r.bottom() - h * 2.2}.get(
            self.place, r.top() + (r.height() - h) / 2)
        return QRectF(left, top, w, h)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setOpacity(self._opacity)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.frame:
            glow = QColor(self.colour)
            glow.setAlpha(90)
            p.setPen(QPen(glow, 7))
            p.drawRoundedRect(r, 9, 9)
            p.setPen(QPen(self.colour, 3))
            p.drawRoundedRect(r, 9, 9)
        if self.caption:
            p.setFont(self._font())
            fm = p.fontMetrics()
            box = self.caption_box()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(style.PLUM if self.frame else QColor(59, 36, 24, 230))
            p.drawRoundedRect(box, 6, 6)
            p.setPen(QColor("#ffffff"))
            text = fm.elidedText(self.caption, Qt.TextElideMode.ElideRight,
                                 int(box.width() - 8))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.end()


class Follower:
    """Turns the events of other players' moves into halos on ``table``. ``find(kind,
    key)`` returns the widget to mark: ("role", Role), ("building", card id) or ("seat",
    seat) — or None when it is not on the table."""

    def __init__(self, table: QWidget, find: Callable[[str, object], QWidget | None]) -> None:
        self.table, self.find = table, find
        self.halos: list[Halo] = []
        self.animations: list[QPropertyAnimation] = []
        # Layouts settle after a rendering (and windows get resized): marks follow their
        # targets on a light timer rather than on every ancestor's move.
        self.timer = QTimer(table, interval=60)
        self.timer.timeout.connect(self.track)

    def track(self) -> None:
        """Move every live mark over its target again; stop the timer when none is left."""
        self.halos = [h for h in self.halos if isValid(h)]
        for h in self.halos:
            h.track()
        if not self.halos:
            self.timer.stop()

    def clear(self) -> None:
        """Remove every mark at once."""
        for a in self.animations:
            if isValid(a):  # a finished fade was deleted with its halo
                a.stop()
        for h in self.halos:
            if isValid(h):
                h.hide()
                h.deleteLater()
        self.halos, self.animations = [], []
        self.timer.stop()

    def show(self, events: Sequence[Event], names: Sequence[str], duration_ms: int,
             hold: bool = False) -> list[Halo]:
        """Mark what ``events`` did for ``duration_ms`` (no marks below 250 ms unless
        ``hold``); ``hold``: keep the marks until the next call (screenshots). Returns the
        halos made."""
        self.clear()
        if duration_ms < MIN_MS and not hold:
            return []
        drawn: dict[int, int] = {}
        for e in events:
            if isinstance(e, RoleChosen):
                self._mark("role", e.role, names[e.seat], place="top")
            elif isinstance(e, BuildingBuilt):
                self._mark("building", e.card, translate("Table", "new"))
                if e.paid:
                    self._mark("seat", e.seat, count(
                        e.paid, translate("Table", "−1 card"),
                        translate("Table", "−%1 cards")), frame=False, place="before",
                               short=f"−{e.paid}")
            elif isinstance(e, GoodsProduced):
                for b in e.buildings:
                    self._mark("building", b, translate("Table", "produced"), style.TEAL)
            elif isinstance(e, GoodsSold):
                for b in e.buildings:
                    self._mark("building", b, translate("Table", "sold"), style.TERRACOTTA)
            elif isinstance(e, CardsDrawn) and e.count:
                drawn[e.seat] = drawn.get(e.seat, 0) + e.count
        for seat, n in drawn.items():
            self._mark("seat", seat, count(n, translate("Table", "+1 card"),
                                           translate("Table", "+%1 cards")), frame=False,
                       place="before", short=f"+{n}")
        for halo in self.halos:
            anim = QPropertyAnimation(halo, b"opacity", halo)
            anim.setDuration(max(MIN_MS, duration_ms))
            # full strength for most of the pace, then a quick fade
            anim.setKeyValueAt(0.0, 1.0)
            anim.setKeyValueAt(0.7, 1.0)
            anim.setKeyValueAt(1.0, 0.0)
            anim.setEasingCurve(QEasingCurve.Type.Linear)
            anim.finished.connect(halo.deleteLater)
            if not hold:
                anim.start()
                self.animations.append(anim)
        if self.halos:
            self.timer.start()
        return list(self.halos)

    def _mark(self, kind: str, key: object, caption: str, colour: QColor = style.GOLD,
              frame: bool = True, place: str = "low", short: str = "") -> None:
        target = self.find(kind, key)
        if target is not None and target.isVisible():
            self.halos.append(Halo(self.table, target, caption, colour, frame, place, short))
