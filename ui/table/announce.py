"""Spoken announcements for screen readers: what changed on the table (a new decision's
prompt, another player's move, the end of the game).

Two routes, one per platform, so that no screen reader hears a text twice:

* Windows and macOS (UI Automation, NSAccessibility): Qt 6.8+'s
  ``QAccessibleAnnouncementEvent`` (read at once by NVDA, JAWS, Narrator, VoiceOver).
* Linux and the BSDs (AT-SPI, the xcb and wayland platforms): a hidden *notification*
  (``QAccessible.Role.Notification``, a child of the window, see :class:`Notice`) takes
  the text as its name and reports ``ObjectShow``, which AT-SPI carries as
  ``object:state-changed:showing``. Orca speaks a notification that becomes showing
  ("notification Rosa builds the Smithy.") in every version: 43 (Debian 12) has no handler
  for ``object:announcement`` at all, Orca 45+ has one but also still speaks
  notifications, so sending both would be heard twice there. The focus never moves.
  Texts given within :data:`GATHER_MS` of each other are said as one notification (Orca
  interrupts a notification's speech with the next one); a few notices take turns so
  that Orca, reading a name a moment after the event, still finds the text it was told of.

Qt before 6.8 on other platforms: the widget given gets the text as its description and a
description-change event (the "live region" fallback). Every announcement is also kept in
:func:`recent` (newest last) and emitted by :func:`announcer`'s ``announced`` signal, so
tests and the window can follow them."""

from __future__ import annotations

import sys
from collections import deque

from PySide6 import QtGui
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QGuiApplication
from PySide6.QtWidgets import QWidget

from ui.table.accessible import install, plain

HAS_ANNOUNCEMENTS = hasattr(QtGui, "QAccessibleAnnouncementEvent")  # Qt 6.8+
ATSPI_PLATFORMS = ("xcb", "wayland")
GATHER_MS = 80  # texts announced this close together are said as one notification
NOTICES = 3  # notices per window taking turns


def uses_atspi() -> bool:
    """True when Qt talks to screen readers over AT-SPI (Linux/BSD with the xcb or
    wayland platform): then :func:`announce` uses a notification, not an announcement."""
    if sys.platform.startswith(("win", "darwin")):
        return False
    return QGuiApplication.platformName() in ATSPI_PLATFORMS


class Notice(QWidget):
    """A never-shown child of a window that screen readers on AT-SPI read as a
    notification: :meth:`say` sets its accessible name and reports it as shown."""

    a11y_role = QAccessible.Role.Notification

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("a11y_notice")
        self.text = ""
        self.hide()
        install()

    def a11y_name(self) -> str:
        """The text said last."""
        return self.text

    def a11y_description(self) -> str:
        """Nothing more than the name (Orca would say a description after it)."""
        return ""

    def say(self, text: str) -> None:
        """Make ``text`` this notice's name and report the notice as shown."""
        self.text = text
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectShow))


class Announcer(QObject):
    """Keeps the last 100 announcements and signals each one (``announced(str)``); on
    AT-SPI gathers texts announced close together and hands them to a window's
    notices (``noticed(str)`` says each text handed over)."""

    announced = Signal(str)
    noticed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.history: deque[str] = deque(maxlen=100)
        self._pending: list[str] = []
        self._window: QWidget | None = None
        self._turn = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(GATHER_MS)
        self._timer.timeout.connect(self.flush)

    def gather(self, window: QWidget, text: str) -> None:
        """Add ``text`` to what ``window``'s notice says next (within GATHER_MS)."""
        if self._window is not None and self._window is not window:
            self.flush()
        self._window = window
        self._pending.append(text)
        self._timer.start()

    def flush(self) -> str:
        """Say the gathered texts now as one notification; returns what was said."""
        self._timer.stop()
        window, texts = self._window, self._pending
        self._window, self._pending = None, []
        if window is None or not texts:
            return ""
        try:
            notices = notices_of(window)
        except RuntimeError:  # the window was closed meanwhile
            return ""
        self._turn = (self._turn + 1) % len(notices)
        said = " ".join(texts)
        notices[self._turn].say(said)
        self.noticed.emit(said)
        return said


_announcer: Announcer | None = None


def announcer() -> Announcer:
    """The application's one :class:`Announcer`."""
    global _announcer
    if _announcer is None:
        _announcer = Announcer()
    return _announcer


def notices_of(window: QWidget) -> list[Notice]:
    """The notices of the top-level ``window`` (made on first use)."""
    found = [n for n in window.findChildren(Notice) if n.parent() is window]
    while len(found) < NOTICES:
        found.append(Notice(window))
    return found


def announce(widget: QWidget, text: str, assertive: bool = False) -> str:
    """Have screen readers say ``text`` (simple HTML is made plain) as coming from
    ``widget``; ``assertive``: interrupt what is being said (the game's end). Returns the
    text said ("" said nothing)."""
    said = plain(text)
    if not said:
        return ""
    a = announcer()
    if uses_atspi():
        a.gather(widget.window(), said)
    elif HAS_ANNOUNCEMENTS:
        event = QtGui.QAccessibleAnnouncementEvent(widget, said)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
    else:  # Qt before 6.8: the widget as a live region
        widget.setAccessibleDescription(said)
        QAccessible.updateAccessibility(
            QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
    a.history.append(said)
    a.announced.emit(said)
    return said


def recent() -> list[str]:
    """The announcements made so far (at most the last 100), oldest first."""
    return list(announcer().history)
