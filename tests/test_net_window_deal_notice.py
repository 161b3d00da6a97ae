"""The window tells the player when the host chose the deal (issue 37, defect 1): on a
server started for testing (``--testing-chosen-seeds``) a game created with a seed is
marked for every seat, and the window says so in the lobby and, during the game, in the
Chat dock beside the log and in the status bar; a deal the server drew says nothing. A
real ``sanjuan serve`` on 127.0.0.1; every wait bounded."""

from __future__ import annotations

import pytest
from netkit import ServerProcess, run
from PySide6.QtWidgets import QLabel
from windowkit import join_by_dialog, make_window

from sanjuan.net.client import create_game, start_game
from ui.session.remote_game import net_live


@pytest.mark.subprocess  # netkit.ServerProcess
def test_the_lobby_and_the_chat_dock_say_that_the_host_chose_the_deal(qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server")  # started with --testing-chosen-seeds
    url = server.start()
    try:
        drawn = run(create_game(url, 2, ["easy"], seed=None, autostart=False))
        chosen = run(create_game(url, 2, ["easy"], seed=7, autostart=False))
        window = make_window(qtbot, tmp_path)
        net = window.net

        # a deal the server drew: no word of a chosen deal
        join_by_dialog(qtbot, window, url, drawn["invites"][0]["code"], "Ana")
        qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                        and net.session.seat == 0 and bool(net.session.seats),
                        timeout=20000)
        assert not net.session.deal_chosen
        assert not net.lobby.panel.deal_notice.isVisibleTo(net.lobby)
        net.lobby.leave_button.click()
        qtbot.waitUntil(lambda: net.session is None and net.lobby is None, timeout=20000)

        # the host chose the deal: the lobby says so, in words
        join_by_dialog(qtbot, window, url, chosen["invites"][0]["code"], "Ana")
        qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                        and net.session.deal_chosen, timeout=20000)
        lobby = net.lobby
        notice = lobby.panel.deal_notice
        qtbot.waitUntil(lambda: notice.isVisibleTo(lobby), timeout=5000)
        text = notice.text()
        assert "chosen by the host" in text and "every hand" in text
        assert notice.accessibleName() == "Deal chosen by the host"
        assert lobby.panel.layout().indexOf(notice) == 0  # above the seats
        # during the game: the Chat dock beside the log says it too
        run(start_game(url, chosen["game"], chosen["host"]))
        qtbot.waitUntil(lambda: net_live(window.model) and net.panel is not None,
                        timeout=20000)
        dock_notice = net.panel.deal_notice
        assert dock_notice.isVisibleTo(net.dock) and dock_notice.text() == text
        # the Chat dock is a tab behind the log: the status bar says it for the whole game
        status = window.statusBar().findChild(QLabel, "net_deal_status")
        assert status is not None and status.isVisible()
        assert status.accessibleName() == "Deal chosen by the host"
        assert status.toolTip() == text
        net.leave()
        qtbot.waitUntil(lambda: not status.isVisible(), timeout=20000)
        window.close()
    finally:
        server.stop()
