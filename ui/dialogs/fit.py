"""Dialogs and windows that fit the screen whatever the text size (issue 22: 200 % text on
a 960×540 screen): a scroll area as large as its contents but never larger than the
screen, and a clamp of a window's size and place to the screen's free area."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: Room left around a dialog's contents for its title bar, frame and button row (px).
ROOM = QSize(40, 110)


def available(widget: QWidget | None = None) -> QRect:
    """The free area (logical px) of the screen ``widget`` is on (else the primary
    screen's): without task bars and docks."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


class FitScroll(QScrollArea):
    """A frameless scroll area showing ``body`` whole when the screen has room for it,
    else as much as fits (the screen's free area less :data:`ROOM`), scrolling the rest:
    a dialog holding it never outgrows the screen, at any text size."""

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fit_scroll")
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its contents take the focus (and
        # are scrolled into view when they do)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # the dialog's own background shows through (a parchment dialog stays parchment)
        self.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """The body's size hint, bounded by the screen (plus a scroll bar's width when
        the body is taller than that)."""
        body = self.widget()
        if body is None:
            return super().sizeHint()
        hint = body.sizeHint().expandedTo(body.minimumSizeHint())
        room = available(self.window())
        most = QSize(max(200, room.width() - ROOM.width()),
                     max(150, room.height() - ROOM.height()))
        width = hint.width()
        if hint.height() > most.height():
            width += self.verticalScrollBar().sizeHint().width()
        return QSize(min(width, most.width()), min(hint.height(), most.height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Small: the dialog may shrink to the screen and scroll."""
        return QSize(min(200, self.sizeHint().width()), min(120, self.sizeHint().height()))


def fit_to_screen(window: QWidget) -> None:
    """Shrink ``window`` (a dialog or secondary window) to the screen's free area and
    move it inside, keeping its size when there is room (call before or after show)."""
    room = available(window)
    frame = window.frameGeometry()
    extra = QSize(frame.width() - window.width(), frame.height() - window.height())
    size = window.size()
    if not window.isVisible() and not window.testAttribute(Qt.WidgetAttribute.WA_Resized):
        layout = window.layout()
        if layout is not None:
            layout.activate()
        size = window.sizeHint()  # what showing it would give (not the 640×480 default)
    size = size.boundedTo(QSize(room.width() - extra.width(),
                                         room.height() - extra.height()))
    size = size.expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    frame = window.frameGeometry()
    x = min(max(frame.x(), room.x()), room.right() + 1 - frame.width())
    y = min(max(frame.y(), room.y()), room.bottom() + 1 - frame.height())
    if (x, y) != (frame.x(), frame.y()):
        window.move(max(room.x(), x), max(room.y(), y))


def regrow(dialog: QWidget, scroll: FitScroll) -> None:
    """After rows of ``dialog`` were shown or hidden while it is visible: grow it to its
    new size hint (at its minimum the rows would squash), then keep it on the screen
    (:func:`fit_to_screen`). Does nothing while ``dialog`` is hidden."""
    if not dialog.isVisible():
        return
    body = scroll.widget()
    if body is not None:
        body.adjustSize()
    scroll.updateGeometry()
    layout = dialog.layout()
    if layout is not None:
        layout.invalidate()
        layout.activate()
    hint = dialog.sizeHint()
    dialog.resize(max(dialog.width(), hint.width()), max(dialog.height(), hint.height()))
    fit_to_screen(dialog)
