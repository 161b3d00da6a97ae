"""The lobby of a network game and its panel beside the log during play.

:class:`NetPanel` shows a :class:`~ui.session.net_session.NetSession`: who sits where
(free, joined, gone, a computer standing in), the invites of the free seats (code and
address, copyable) and the chat (other people's words as plain text, never markup).
:class:`LobbyDialog` holds a panel until the game starts: the host starts it, anybody may
leave. The window keeps a second panel in a dock beside the log during the game.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.session.net_session import NetSession, seat_name
from ui.session.remote_game import NETWORK
from ui.text import arg, esc
from ui.text.levels import seat_label

translate = QCoreApplication.translate
CHAT_LENGTH = 300


def seat_status(doc: dict[str, Any], mine: bool) -> str:
    """One line about a seat of the server's ``seats`` message: number, name and state."""
    i = int(doc.get("seat", 0))
    name = seat_name(doc)
    if doc.get("kind") != NETWORK:
        what = seat_label(str(doc.get("level") or ""))
    elif mine:
        what = translate("Network", "you")
    elif doc.get("standin") and not doc.get("claimed"):
        name, what = "", translate("Network", "free – a computer plays for now")
    elif doc.get("standin"):
        what = translate("Network", "gone – a computer plays for now")
    elif not doc.get("claimed"):
        name, what = "", translate("Network", "waiting for a player")
    elif not doc.get("connected"):
        what = translate("Network", "connection lost")
    else:
        what = translate("Network", "connected")
    if name:
        return arg(translate("Network", "Seat %1: %2 – %3"), i + 1, name, what)
    return arg(translate("Network", "Seat %1: %2"), i + 1, what)


def invite_text(code: str, url: str) -> str:
    """What the host sends a friend: the code and the address."""
    return arg(translate("Network", "Join my San Juan game: Game ▸ Join a network game, "
                                    "address %1, invite code %2"), url, code)


class SeatList(QListWidget):
    """The seats in words, one row each, wrapped (never cut) in a narrow dock: as high
    as its rows at the width it has, without a scroll bar."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("net_seats")
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)

    def fit(self) -> None:
        """Give each row the height of its text wrapped at the present width, and the
        list the height of its rows (two at least)."""
        fm = self.fontMetrics()
        width = max(40, self.viewport().width() - 8)  # the item's own padding
        flags = int(Qt.TextFlag.TextWordWrap)
        total = 0
        for i in range(self.count()):
            item = self.item(i)
            h = fm.boundingRect(QRect(0, 0, width, 100000), flags, item.text()).height() + 4
            item.setSizeHint(QSize(width, h))
            total += h
        total += (fm.height() + 4) * max(0, 2 - self.count())
        self.setFixedHeight(total + 2 * self.frameWidth() + 2)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """A new width wraps the rows anew: fit the height to them."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()


class ChatEdit(QLineEdit):
    """The chat's line edit: Return and Enter send the line (``returnPressed``) and stop
    there. A plain QLineEdit lets the key on to its dialog, whose default button then
    fires: in the lobby that was "Start the game" (issue 34, item 2)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Handle ``event``; Return and Enter are accepted so that no parent sees them."""
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class NetPanel(QWidget):
    """Seats, invites and chat of ``session``. ``invites`` are ``(seat, code)`` of the
    host's free seats, shown with ``address`` (the URL to give friends)."""

    def __init__(self, session: NetSession, invites: list[tuple[int, str]] | None = None,
                 address: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("net_panel")
        self.session, self.invites, self.address = session, list(invites or ()), address
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        # The host chose the deal (a server started for testing): the host may know
        # every hand, and every seat is told so, in words, before and during the game.
        self.deal_notice = QLabel(translate(
            "Network", "⚠ Deal chosen by the host: the host can know every hand and "
                       "every card to come."))
        self.deal_notice.setObjectName("net_deal_notice")
        self.deal_notice.setWordWrap(True)
        self.deal_notice.setTextFormat(Qt.TextFormat.PlainText)
        self.deal_notice.setAccessibleName(translate("Network", "Deal chosen by the host"))
        self.deal_notice.setAccessibleDescription(self.deal_notice.text())
        self.deal_notice.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # read by a screen reader
        self.deal_notice.setVisible(False)
        layout.addWidget(self.deal_notice)
        self.seats = SeatList()
        self.seats.setAccessibleName(translate("Network", "Seats"))
        layout.addWidget(self.seats)
        self.invite_box = QWidget()
        self.invite_box.setObjectName("net_invites")
        self.invite_layout = QVBoxLayout(self.invite_box)
        self.invite_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.invite_box)
        self.chat_view = QPlainTextEdit(readOnly=True)
        self.chat_view.setObjectName("net_chat_view")
        self.chat_view.setAccessibleName(translate("Network", "Chat"))
        self.chat_view.setPlaceholderText(translate("Network", "Chat with the other players."))
        layout.addWidget(self.chat_view, 1)
        row = QHBoxLayout()
        self.chat_edit = ChatEdit()
        self.chat_edit.setObjectName("net_chat_edit")
        self.chat_edit.setMaxLength(CHAT_LENGTH)
        self.chat_edit.setPlaceholderText(translate("Network", "Say something…"))
        self.chat_edit.setAccessibleName(translate("Network", "Chat message"))
        self.chat_send = QPushButton(translate("Network", "Send"))
        self.chat_send.setObjectName("net_chat_send")
        self.chat_send.setAutoDefault(False)  # Enter belongs to the chat box, not a button
        row.addWidget(self.chat_edit, 1)
        row.addWidget(self.chat_send)
        layout.addLayout(row)
        self.chat_edit.returnPressed.connect(self.send_chat)
        self.chat_send.clicked.connect(self.send_chat)
        session.seatsChanged.connect(self.show_seats)
        session.chatChanged.connect(self.show_chat)
        self.show_seats(session.seats)
        self.show_chat()

    def show_seats(self, seats: list[dict[str, Any]]) -> None:
        """List the seats and the invites of the seats still free; say whether the host
        chose the deal."""
        self.deal_notice.setVisible(bool(getattr(self.session, "deal_chosen", False)))
        self.seats.clear()
        for doc in seats:
            mine = int(doc.get("seat", -1)) == self.session.seat
            item = QListWidgetItem(seat_status(doc, mine))
            item.setToolTip(item.text())
            if doc.get("kind") == NETWORK and doc.get("claimed") and (
                    doc.get("standin") or not doc.get("connected")) and not mine:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.seats.addItem(item)
        self.seats.fit()
        free = {int(d.get("seat", -1)) for d in seats
                if d.get("kind") == NETWORK and not d.get("claimed")}
        while self.invite_layout.count():
            taken = self.invite_layout.takeAt(0)
            w = None if taken is None else taken.widget()
            if w is not None:
                w.deleteLater()
        for seat, code in self.invites:
            if seat in free:
                self.invite_layout.addWidget(self._invite_row(seat, code))
        self.invite_box.setVisible(bool(free & {s for s, _ in self.invites}))

    def _invite_row(self, seat: int, code: str) -> QWidget:
        row = QWidget()
        row.setObjectName(f"invite_{seat}")
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        label = QLabel(arg(translate("Network", "Seat %1: code <b>%2</b> at %3"), seat + 1,
                           esc(code), esc(self.address)))
        label.setObjectName(f"invite_label_{seat}")
        label.setTextFormat(Qt.TextFormat.RichText)  # the code in bold; both escaped
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        copy = QPushButton(translate("Network", "Copy"))
        copy.setObjectName(f"invite_copy_{seat}")
        copy.setToolTip(translate("Network", "Copy the invite to send it to a friend."))
        copy.setAccessibleName(arg(translate("Network", "Copy the invite for seat %1"),
                                   seat + 1))  # several Copy buttons: told apart
        copy.clicked.connect(lambda _c=False: QGuiApplication.clipboard().setText(
            invite_text(code, self.address)))
        lay.addWidget(label, 1)
        lay.addWidget(copy)
        return row

    def show_chat(self) -> None:
        """Show the chat lines (plain text: names and words are other people's)."""
        lines = []
        for line in self.session.chat:
            stamp = time.strftime("%H:%M", time.localtime(float(line.get("time") or 0)))
            lines.append(f"{stamp} {line.get('name') or '?'}: {line.get('text') or ''}")
        self.chat_view.setPlainText("\n".join(lines))
        bar = self.chat_view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def send_chat(self) -> None:
        """Send the line typed (cleared once sent)."""
        if self.session.send_chat(self.chat_edit.text()):
            self.chat_edit.clear()


class LobbyDialog(QDialog):
    """The lobby of ``session`` (not modal): the panel, a status line, "Start the game"
    for the host and "Leave". Signals: ``leave()`` (the player leaves the game)."""

    leave = Signal()

    def __init__(self, session: NetSession, invites: list[tuple[int, str]] | None = None,
                 address: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby_dialog")
        self.setWindowTitle(translate("Network", "Network game – lobby"))
        self.session = session
        layout = QVBoxLayout(self)
        self.status = QLabel(translate("Network", "Connecting…"), wordWrap=True)
        self.status.setObjectName("lobby_status")
        layout.addWidget(self.status)
        self.panel = NetPanel(session, invites, address, self)
        layout.addWidget(self.panel, 1)
        row = QHBoxLayout()
        self.leave_button = QPushButton(translate("Network", "Leave"))
        self.leave_button.setObjectName("lobby_leave")
        self.start_button = QPushButton(translate("Network", "Start the game"))
        self.start_button.setObjectName("lobby_start")
        self.start_button.setToolTip(translate(
            "Network", "Seats nobody has taken are played by a computer player once the "
            "stand-in time has passed."))
        self.start_button.setVisible(session.host is not None)
        self.start_button.setEnabled(False)
        # never the default button: Enter typed anywhere in the lobby (the chat box, the
        # seat list) must not start the game before everybody is there; Space or a click
        # on the button does
        for button in (self.leave_button, self.start_button):
            button.setAutoDefault(False)
        row.addWidget(self.leave_button)
        row.addStretch(1)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        self.leave_button.clicked.connect(self._leave)
        self.start_button.clicked.connect(self._start)
        self.rejected.connect(self.leave.emit)
        session.joined.connect(self._joined)
        session.seatsChanged.connect(self._seats)
        self.resize(460, 420)

    def _joined(self, _game: str, seat: int, _token: str) -> None:
        self.start_button.setEnabled(True)
        text = translate("Network", "Waiting for the other players.")
        if self.session.host is not None:
            text = translate("Network", "Send each friend an invite. Start the game when "
                                        "everybody is here.")
        self.status.setText(arg(translate("Network", "You have seat %1. %2"), seat + 1, text))

    def _seats(self, seats: list[dict[str, Any]]) -> None:
        waiting = [d for d in seats if d.get("kind") == NETWORK and not d.get("claimed")]
        self.start_button.setText(translate("Network", "Start the game") if not waiting else
                                  translate("Network", "Start without them"))

    def _start(self) -> None:
        self.start_button.setEnabled(False)
        self.status.setText(translate("Network", "Starting…"))
        if not self.session.start_game():
            self.start_button.setEnabled(True)

    def _leave(self) -> None:
        self.reject()
