"""Announcements reach screen readers by one route per platform (issue 22): over AT-SPI
(Linux) a hidden notification that reports itself shown — Orca 43 speaks that and has no
handler for Qt's announcement event, Orca 45+ speaks both, so only the notification is
sent there; elsewhere Qt's announcement event. The focus never moves."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget

from ui.table import announce

pytest.importorskip("pytestqt")
R = QAccessible.Role


class Recorder:
    """Qt accessibility events sent while recording (QAccessible.updateAccessibility)."""

    def __init__(self, monkeypatch) -> None:
        self.events: list[tuple[str, QAccessible.Event, str]] = []
        real = QAccessible.updateAccessibility

        def record(event) -> None:
            obj = event.object()
            text = event.message() if hasattr(event, "message") else ""
            self.events.append((type(event).__name__, event.type(), text or
                                getattr(obj, "objectName", lambda: "")()))
            real(event)
        monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))

    def kinds(self) -> list[str]:
        return [k for k, _, _ in self.events]


def window_with_prompt(qtbot) -> tuple[QMainWindow, QLabel, QPushButton]:
    win = QMainWindow()
    body = QWidget()
    lay = QVBoxLayout(body)
    prompt, button = QLabel("Choose a role"), QPushButton("Pass")
    lay.addWidget(prompt)
    lay.addWidget(button)
    win.setCentralWidget(body)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    button.setFocus()
    return win, prompt, button


def test_atspi_says_it_with_a_hidden_notification_only(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(announce, "uses_atspi", lambda: True)
    rec = Recorder(monkeypatch)
    win, prompt, button = window_with_prompt(qtbot)
    noticed: list[str] = []
    announce.announcer().noticed.connect(noticed.append)
    assert announce.announce(prompt, "<b>Rosa</b> takes the Builder.") == \
        "Rosa takes the Builder."
    assert announce.announce(prompt, "Choose a building to build.") == \
        "Choose a building to build."
    assert announce.recent()[-2:] == ["Rosa takes the Builder.", "Choose a building to build."]
    qtbot.waitUntil(lambda: bool(noticed))
    # said together: Orca interrupts one notification's speech with the next
    assert noticed == ["Rosa takes the Builder. Choose a building to build."]
    notices = win.findChildren(announce.Notice)
    assert len(notices) == announce.NOTICES and not any(n.isVisible() for n in notices)
    spoken = [n for n in notices if n.text]
    assert len(spoken) == 1
    iface = QAccessible.queryAccessibleInterface(spoken[0])
    assert iface.role() is R.Notification
    assert iface.text(QAccessible.Text.Name) == noticed[0]
    shows = [e for e in rec.events if e[1] == QAccessible.Event.ObjectShow]
    assert [e[2] for e in shows] == ["a11y_notice"]
    assert "QAccessibleAnnouncementEvent" not in rec.kinds()  # never both: no double speech
    assert QApplication.focusWidget() is button  # the focus stays


def test_notices_take_turns_so_a_late_reader_finds_its_text(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(announce, "uses_atspi", lambda: True)
    win, prompt, _ = window_with_prompt(qtbot)
    texts = ["Rosa takes the Builder.", "Rosa builds the Smithy.", "Choose a role."]
    for text in texts:
        announce.announce(prompt, text)
        assert announce.announcer().flush() == text
    names = sorted(n.text for n in win.findChildren(announce.Notice))
    assert names == sorted(texts)


@pytest.mark.skipif(not announce.HAS_ANNOUNCEMENTS, reason="Qt before 6.8")
def test_elsewhere_qts_announcement_event_and_no_notification(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(announce, "uses_atspi", lambda: False)
    rec = Recorder(monkeypatch)
    win, prompt, _ = window_with_prompt(qtbot)
    announce.announce(prompt, "Game over. Ann: 30 VP")
    assert "QAccessibleAnnouncementEvent" in rec.kinds()
    assert announce.announcer().flush() == ""
    assert not win.findChildren(announce.Notice)


def test_atspi_is_the_linux_window_systems_only(monkeypatch) -> None:
    monkeypatch.setattr(announce.QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(announce.sys, "platform", "linux")
    assert announce.uses_atspi()
    monkeypatch.setattr(announce.sys, "platform", "win32")
    assert not announce.uses_atspi()
    monkeypatch.setattr(announce.sys, "platform", "linux")
    monkeypatch.setattr(announce.QGuiApplication, "platformName",
                        staticmethod(lambda: "offscreen"))
    assert not announce.uses_atspi()
