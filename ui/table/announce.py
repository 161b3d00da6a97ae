"""Spoken announcements for screen readers: what changed on the table (a new decision's
prompt, another player's move, the end of the game).

Qt 6.8+ sends a ``QAccessibleAnnouncementEvent`` (read at once by Orca, NVDA, VoiceOver);
an older Qt sets the text as the description of the widget given and sends a
description-change event (the "live region" fallback). Every announcement is also kept
in :func:`recent` (newest last) and emitted by :func:`announcer`'s ``announced`` signal,
so tests and the window can follow them."""

from __future__ import annotations

from collections import deque

from PySide6 import QtGui
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from ui.table.accessible import plain

HAS_ANNOUNCEMENTS = hasattr(QtGui, "QAccessibleAnnouncementEvent")  # Qt 6.8+


class Announcer(QObject):
    """Keeps the last 100 announcements and signals each one (``announced(str)``)."""

    announced = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.history: deque[str] = deque(maxlen=100)


_announcer: Announcer | None = None


def announcer() -> Announcer:
    """The application's one :class:`Announcer`."""
    global _announcer
    if _announcer is None:
        _announcer = Announcer()
    return _announcer


def announce(widget: QWidget, text: str, assertive: bool = False) -> str:
    """Have screen readers say ``text`` (simple HTML is made plain) as coming from
    ``widget``; ``assertive``: interrupt what is being said (the game's end). Returns the
    text said ("" said nothing)."""
    said = plain(text)
    if not said:
        return ""
    if HAS_ANNOUNCEMENTS:
        event = QtGui.QAccessibleAnnouncementEvent(widget, said)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
    else:  # Qt before 6.8: the widget as a live region
        widget.setAccessibleDescription(said)
        QAccessible.updateAccessibility(
            QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
    a = announcer()
    a.history.append(said)
    a.announced.emit(said)
    return said


def recent() -> list[str]:
    """The announcements made so far (at most the last 100), oldest first."""
    return list(announcer().history)
