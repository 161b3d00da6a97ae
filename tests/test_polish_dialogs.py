"""Rough edges in the dialogs (issue 34): Enter in the lobby's chat box sends the line
and never starts the game (item 2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Qt, Signal

from sanjuan.net.protocol import NETWORK
from ui.dialogs.lobby import LobbyDialog

pytest.importorskip("pytestqt")


class LobbySession(QObject):
    """What the lobby reads of a network session; it records chat lines and starts."""

    seatsChanged = Signal(list)
    chatChanged = Signal()
    joined = Signal(str, int, str)

    def __init__(self) -> None:
        super().__init__()
        self.seat, self.host = 0, "127.0.0.1"
        self.seats = [
            {"seat": 0, "kind": NETWORK, "name": "Ana", "claimed": True, "connected": True},
            {"seat": 1, "kind": NETWORK, "name": "", "claimed": False, "connected": False},
        ]
        self.chat: list[dict[str, object]] = []
        self.said: list[str] = []
        self.starts = 0

    def send_chat(self, text: str) -> bool:
        self.said.append(text)
        return bool(text)

    def start_game(self) -> bool:
        self.starts += 1
        return True


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_in_the_lobby_chat_sends_and_never_starts_the_game(qtbot, key) -> None:
    session = LobbySession()
    lobby = LobbyDialog(session, [(1, "ABCD-1234")], "ws://127.0.0.1:8765/")  # type: ignore[arg-type]
    qtbot.addWidget(lobby)
    lobby.show()
    qtbot.waitExposed(lobby)
    session.joined.emit("g", 0, "t")
    assert lobby.start_button.isEnabled()
    edit = lobby.panel.chat_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "waiting for Carla")
    qtbot.keyClick(edit, key)
    assert session.said == ["waiting for Carla"]
    assert session.starts == 0, "Enter in the chat box started the game"
    assert lobby.isVisible()
    # an empty chat box: Enter still does not start the game
    qtbot.keyClick(edit, key)
    assert session.starts == 0
    # the start button still starts it, by click and by Space when it has the focus
    lobby.start_button.setFocus()
    qtbot.keyClick(lobby.start_button, Qt.Key.Key_Space)
    assert session.starts == 1
