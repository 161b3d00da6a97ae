"""The window plays network games (issue 21) against a real ``sanjuan serve`` on
127.0.0.1: Game ▸ Host starts the server as a child process and creates the game, a
headless :class:`~sanjuan.net.client.SeatPlayer` takes the network seat, the window
plays by clicks to the end and the game lands in the history with mode ``"network"``;
Game ▸ Join takes a seat of a game created elsewhere; a wrong invite, a server that is
not there and another protocol version are explained in a message box. Every server
listens on 127.0.0.1 only; every wait is bounded."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest
from netkit import LOOPBACK, ServerProcess, play_in_thread, run
from uidriver import answer, click
from windowkit import join_by_dialog, make_window

from sanjuan.net.client import SeatPlayer
from sanjuan.rules.state import UNKNOWN
from sanjuan.store.history import History
from ui.session.net_link import create_game
from ui.session.remote_game import RemoteGame, net_live

GAME_MS = 60000


def _bot(url: str, code: str) -> tuple[threading.Thread, dict[str, Any]]:
    """A headless player taking the seat of ``code`` on a thread (its result or error in
    the returned dict)."""
    return play_in_thread(SeatPlayer(url, "easy", invite=code, name="Bot",
                                     reconnect_seconds=20), 120)


def _play_to_the_end(qtbot, window, rng: random.Random, pause_ms: int = 0,
                     undo: list[int] | None = None) -> int:
    """Answer every decision of our seat by clicks until the game is over, ``pause_ms``
    after each (a server of our own allows 20 messages a second); returns the number of
    our actions. With ``undo`` (a list), the first time Edit ▸ Undo is offered it is
    used and the action count it went back to is appended. Checks on the way that the
    window never holds another seat's hand."""
    m, net = window.model, window.net
    seat = net.session.seat
    moves = 0
    while True:
        def ready() -> bool:
            obs = window.table.observation
            return bool(m.over or (obs is not None and obs.decision is not None
                                   and obs.decision.seat == seat == m.deciding_seat))

        qtbot.waitUntil(ready, timeout=GAME_MS)
        if m.over:
            return moves
        g = m.game
        assert isinstance(g, RemoteGame)  # the server's picture, not a game of our own
        assert g.options.seed is None
        for i, p in enumerate(g.state.players):
            if i != seat:
                assert all(c == UNKNOWN for c in p.hand), "another seat's hand is known"
        assert all(c == UNKNOWN for c in g.state.draw)
        before = len(g.actions)
        answer(qtbot, window.table, m.observation(seat).decision.sample(rng))
        qtbot.waitUntil(lambda n=before: m.over or len(m.game.actions) > n, timeout=GAME_MS)
        assert window.error_box is None, window.error_box.text()
        moves += 1
        act = window.actions_["undo"]
        if m.deciding_seat != seat and m.deciding_seat >= 0:
            computer = m.seats[m.deciding_seat].kind != "network"
            assert not (computer and act.isEnabled())  # it would answer before the undo
        if undo is not None and not undo and act.isEnabled() and m.deciding_seat == seat:
            act.trigger()  # the server takes it back and sends the new picture
            qtbot.waitUntil(lambda n=before: len(m.game.actions) == n, timeout=GAME_MS)
            undo.append(before)
            assert m.deciding_seat == seat and not act.isEnabled()
        if pause_ms:
            qtbot.wait(pause_ms)


def _error_box(qtbot, window) -> str:
    qtbot.waitUntil(lambda: window.error_box is not None and window.error_box.isVisible(),
                    timeout=20000)
    text = window.error_box.text()
    window.error_box.close()
    return text


@pytest.mark.subprocess  # sanjuan serve: netkit.ServerProcess or the window's own
def test_host_a_game_play_it_by_clicks_and_find_it_in_the_history(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.actions_["host_network"].trigger()
    dialog = window.net.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.name.setText("Ana")
    dialog.players.setValue(2)
    dialog.lan.setChecked(False)  # this machine only: 127.0.0.1
    assert dialog.local.isChecked() and dialog.kinds[0].currentData() == "network"
    click(qtbot, dialog, "host_button")
    net = window.net
    qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                    and net.session.seat == 0 and len(net.session.seats) == 2, timeout=30000)
    assert net.server is not None and net.server.host == LOOPBACK
    url = net.server.url
    assert url.startswith(f"ws://{LOOPBACK}:")
    lobby = net.lobby
    assert not window.close()  # the host's server would stop: asked first
    assert "everybody" in net.close_box.text() and window.isVisible()
    net.close_box.reject()  # Keep playing
    (seat, code), = lobby.panel.invites
    assert seat == 1
    assert lobby.panel.invite_box.isVisibleTo(lobby)
    bot, box = _bot(url, code)
    qtbot.waitUntil(lambda: any(d.get("claimed") for d in net.session.seats
                                if d.get("seat") == 1), timeout=20000)
    assert not lobby.panel.invite_box.isVisibleTo(lobby)  # the seat is taken
    lobby.panel.chat_edit.setText("Hola!")
    click(qtbot, lobby, "net_chat_send")
    qtbot.waitUntil(lambda: any(line.get("text") == "Hola!" for line in net.session.chat),
                    timeout=10000)
    assert "Ana: Hola!" in lobby.panel.chat_view.toPlainText()
    click(qtbot, lobby, "lobby_start")
    qtbot.waitUntil(lambda: net.lobby is None and net_live(window.model),
                    timeout=20000)
    assert net.dock is not None and net.dock.isVisible()
    assert window.model.names == ["Ana", "Bot"]
    moves = _play_to_the_end(qtbot, window, random.Random(2), pause_ms=80)
    assert moves > 10
    bot.join(30)
    assert "error" not in box, box.get("error")
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=10000)
    totals = [b.total for b in window.model.scores()]
    assert totals == [s["total"] for s in box["result"]["seats"]]
    records = History().games()
    mine = [r for r in records if r.mode == "network" and r.seed == box["result"]["seed"]]
    assert len(mine) == 1
    assert [s.name for s in mine[0].seats] == ["Ana", "Bot"]
    assert [s.kind for s in mine[0].seats] == ["human", "human"]
    window.close()
    assert net.server is None  # the server started here stops with the window


@pytest.mark.subprocess  # sanjuan serve: netkit.ServerProcess or the window's own
def test_join_a_game_created_elsewhere_and_play_it(qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, ["network", "network", "easy"]))
        codes = [i["code"] for i in created["invites"]]
        bot, box = _bot(url, codes[0])
        window = make_window(qtbot, tmp_path)
        window.actions_["join_network"].trigger()
        dialog = window.net.dialog
        dialog.url.setText(url.removeprefix("ws://"))  # the scheme may be left out
        dialog.code.setText(codes[1].lower())
        dialog.name.setText("Bea")
        click(qtbot, dialog, "join_button")
        net = window.net
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 1,
                        timeout=20000)
        assert net.lobby is not None and not net.lobby.start_button.isVisible()  # a guest
        net.session.start_game()  # refused: a guest holds no host token
        # the host starts the game (a created game with a lobby waits for it)
        from sanjuan.net.client import start_game

        run(start_game(url, created["game"], created["host"]))
        qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
        assert window.model.names[1] == "Bea"
        m = window.model
        hints = window.hints.session
        qtbot.waitUntil(lambda: m.deciding_seat == 1 and hints.current_tag() is not None,
                        timeout=GAME_MS)
        window.hints.request()  # the coach, from our seat's observation only
        qtbot.waitUntil(lambda: bool(window.hints.hints), timeout=GAME_MS)
        legal = m.observation(1).decision
        assert all(h.action in legal.legal_actions() for h in window.hints.hints)
        undone: list[int] = []
        moves = _play_to_the_end(qtbot, window, random.Random(5), undo=undone)
        assert moves > 5
        assert len(undone) == 1  # Edit ▸ Undo was offered and took our action back
        bot.join(30)
        assert "error" not in box, box.get("error")
        assert [b.total for b in window.model.scores()] == \
            [s["total"] for s in box["result"]["seats"]]
        assert any(r.mode == "network" and r.seed == box["result"]["seed"]
                   for r in History().games())
        window.close()
    finally:
        server.stop()


@pytest.mark.subprocess  # sanjuan serve: netkit.ServerProcess or the window's own
def test_a_wrong_invite_and_a_missing_server_are_explained(qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        window = make_window(qtbot, tmp_path)
        net = window.net
        net.show_join_dialog()
        net.dialog.url.setText(url)
        net.dialog.code.setText("ZZZZZ-ZZZZZ")
        click(qtbot, net.dialog, "join_button")
        text = _error_box(qtbot, window)
        assert "invite" in text.lower() and "Traceback" not in text
        assert net.session is None and net.lobby is None
        assert window.model.game is None  # nothing changed
        port = server.port
    finally:
        server.stop()
    net.show_join_dialog()  # the same address, now with nobody listening
    net.dialog.code.setText("ABCDE-FGHJK")
    click(qtbot, net.dialog, "join_button")
    text = _error_box(qtbot, window)
    assert "cannot be reached" in text
    assert f"{LOOPBACK}:{port}" in net.last_url
    net.show_join_dialog()  # a typo is caught before anything is sent
    net.dialog.url.setText("http://example")
    net.dialog.code.setText("ABCDE-FGHJK")
    click(qtbot, net.dialog, "join_button")
    assert net.dialog.isVisible() and net.dialog.problem.isVisibleTo(net.dialog)
    net.dialog.reject()


@pytest.mark.subprocess  # sanjuan serve: netkit.ServerProcess or the window's own
def test_another_protocol_version_is_refused_with_a_sentence(qtbot, tmp_path, monkeypatch):
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        monkeypatch.setattr("sanjuan.net.client.PROTOCOL_VERSION", 99)
        window = make_window(qtbot, tmp_path)
        net = window.net
        net.show_join_dialog()
        net.dialog.url.setText(url)
        net.dialog.code.setText("ABCDE-FGHJK")
        click(qtbot, net.dialog, "join_button")
        text = _error_box(qtbot, window)
        assert "version" in text and "Traceback" not in text
    finally:
        server.stop()


@pytest.mark.parametrize("typed, url", [
    ("192.168.1.20", "ws://192.168.1.20:8765/"),
    ("127.0.0.1:9000", "ws://127.0.0.1:9000/"),
    ("wss://example.org/", "wss://example.org:8765/"),
    ("[::1]:80", "ws://[::1]:80/"),
])
def test_server_addresses_are_read_as_players_type_them(typed, url):
    from ui.session.net_session import normalise_url

    assert normalise_url(typed) == url


@pytest.mark.parametrize("typed", ["", "http://x", "a b", "ws://h:99999"])
def test_bad_server_addresses_are_refused(typed):
    from ui.session.net_session import normalise_url

    with pytest.raises(ValueError):
        normalise_url(typed)


def test_seat_marks_show_who_is_gone_and_where_a_computer_stands_in():
    from ui.dialogs.lobby import seat_status
    from ui.session.net_session import seat_label

    base = {"seat": 1, "name": "Bo", "kind": "network", "claimed": True,
            "connected": True, "standin": False}
    gone = {**base, "connected": False}
    standin = {**gone, "standin": True}
    assert seat_label(base, False) == "Bo"
    assert seat_label(gone, False) == "⚠ Bo"  # at the table: a short mark first
    assert seat_label(standin, False) == "⚙ Bo"
    free = {**base, "claimed": False, "connected": False}
    assert seat_label(free, False) == "Seat 2 (free)"
    assert seat_label({**free, "standin": True}, False) == "⚙ Seat 2 (free)"  # started
    assert seat_label(gone, True) == "Bo"  # our own seat: no mark
    assert seat_status(base, False) == "Seat 2: Bo – connected"  # in the Chat dock: words
    assert seat_status(gone, False) == "Seat 2: Bo – connection lost"
    assert "computer" in seat_status(standin, False)
    computer = {"seat": 2, "name": "Medium computer", "kind": "computer", "level": "hard",
                "claimed": False, "connected": False, "standin": False}
    assert seat_label(computer, False) == "Carmen"  # named as in a local game


@pytest.mark.subprocess  # netkit.ServerProcess, killed and started again
def test_a_dropped_seat_is_marked_and_the_window_survives_a_server_restart(qtbot, tmp_path):
    import asyncio

    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, ["network", "network"], takeover_seconds=1))
        box: dict[str, Any] = {}

        def play() -> None:  # the other player, until the test pulls the plug
            loop = asyncio.new_event_loop()
            box["loop"] = loop
            box["task"] = loop.create_task(SeatPlayer(
                url, "easy", invite=created["invites"][0]["code"], name="Bot").run())
            try:
                loop.run_until_complete(box["task"])
            except BaseException:  # noqa: BLE001 - cancelled by the test
                pass

        bot = threading.Thread(target=play, daemon=True)
        bot.start()
        window = make_window(qtbot, tmp_path)
        join_by_dialog(qtbot, window, url, created["invites"][1]["code"], "Cy")
        net = window.net
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 1
                        and any(d.get("claimed") for d in net.session.seats
                                if d["seat"] == 0), timeout=20000)
        from sanjuan.net.client import start_game

        run(start_game(url, created["game"], created["host"]))
        qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
        rng = random.Random(9)
        m = window.model
        for _ in range(3):
            qtbot.waitUntil(lambda: m.deciding_seat == 1, timeout=GAME_MS)
            n = len(m.game.actions)
            answer(qtbot, window.table, m.observation(1).decision.sample(rng))
            qtbot.waitUntil(lambda n=n: len(m.game.actions) > n, timeout=GAME_MS)
        box["loop"].call_soon_threadsafe(box["task"].cancel)  # Bot's network is gone
        bot.join(10)
        # gone, then after the takeover time (1 s) a computer plays the seat: marked
        qtbot.waitUntil(lambda: m.shown_names[0] == "⚙ Bot", timeout=20000)
        items = [net.panel.seats.item(i).text() for i in range(net.panel.seats.count())]
        assert "computer" in items[0]
        server.kill()  # kill -9: the window keeps the game and reconnects
        qtbot.waitUntil(lambda: not net.session.connected, timeout=20000)
        assert "trying again" in window.statusBar().currentMessage()
        server.start()  # the same port and data: every game is back
        qtbot.waitUntil(lambda: net.session.connected, timeout=30000)
        moves = _play_to_the_end(qtbot, window, rng)
        assert moves > 3
        assert m.names == ["Bot", "Cy"]  # the record's plain names
        assert any(r.mode == "network" and [s.name for s in r.seats] == ["Bot", "Cy"]
                   for r in History().games())
        window.close()
    finally:
        server.stop()


@pytest.mark.subprocess  # netkit.ServerProcess
def test_host_on_a_server_at_an_address_and_leave_the_lobby(qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        window = make_window(qtbot, tmp_path)
        net = window.net
        dialog = net.show_host_dialog()
        dialog.players.setValue(4)
        dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("hard"))
        dialog.remote.setChecked(True)
        dialog.url.setText("")
        click(qtbot, dialog, "host_button")  # no address: refused in the dialog
        assert dialog.isVisible() and dialog.problem.isVisibleTo(dialog)
        dialog.url.setText(url.removeprefix("ws://"))
        click(qtbot, dialog, "host_button")
        qtbot.waitUntil(lambda: net.session is not None and len(net.session.seats) == 4,
                        timeout=20000)
        assert net.server is None  # nothing started here
        lobby = net.lobby
        assert [s for s, _ in lobby.panel.invites] == [1, 3]  # the two network seats
        assert url in lobby.panel.findChild(type(lobby.status), "invite_label_1").text()
        rows = [lobby.panel.seats.item(i).text() for i in range(4)]
        assert "you" in rows[0] and "waiting" in rows[1] and "hard" in rows[2]
        assert lobby.start_button.isVisible()
        click(qtbot, lobby, "lobby_leave")
        assert net.session is None and net.lobby is None
        assert window.model.game is None
    finally:
        server.stop()


@pytest.mark.subprocess  # netkit.ServerProcess
def test_a_player_who_closed_the_window_rejoins_with_the_remembered_seat(qtbot, tmp_path):
    from ui.session import net_seats

    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, ["network", "network"]))
        bot, box = _bot(url, created["invites"][0]["code"])
        window = make_window(qtbot, tmp_path)
        join_by_dialog(qtbot, window, url, created["invites"][1]["code"], "Di")
        net = window.net
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 1,
                        timeout=20000)
        from sanjuan.net.client import start_game

        run(start_game(url, created["game"], created["host"]))
        m = window.model
        qtbot.waitUntil(lambda: net_live(m) and m.deciding_seat == 1, timeout=20000)
        held = [e for e in net_seats.load() if e["game"] == created["game"]]
        assert [(e["seat"], e["name"], e["url"]) for e in held] == [(1, "Di", url)]
        assert not window.close()  # a guest is asked too
        assert "computer" in net.close_box.text()
        click(qtbot, net.close_box, "net_close_button")
        assert not window.isVisible() and net.session is None

        again = make_window(qtbot, tmp_path)
        dialog = again.net.show_join_dialog()
        assert dialog.rejoin_combo.count() >= 1 and "Di" in dialog.rejoin_combo.itemText(0)
        click(qtbot, dialog, "rejoin_button")
        qtbot.waitUntil(lambda: net_live(again.model), timeout=20000)
        assert again.net.session.seat == 1
        moves = _play_to_the_end(qtbot, again, random.Random(4))
        assert moves > 3
        bot.join(30)
        assert "error" not in box, box.get("error")
        assert [b.total for b in again.model.scores()] == \
            [s["total"] for s in box["result"]["seats"]]
        assert not [e for e in net_seats.load() if e["game"] == created["game"]]  # over
        again.close()
    finally:
        server.stop()


def test_the_seat_list_wraps_long_rows_instead_of_cutting_them(qtbot):
    """In a narrow Chat dock (German is long) every seat row is shown whole: rows wrap
    and the list is as high as its wrapped rows."""
    from PySide6.QtCore import QObject, QRect, Qt, Signal

    from ui.dialogs.lobby import NetPanel

    class Session(QObject):
        seatsChanged = Signal(object)
        chatChanged = Signal()

        def __init__(self) -> None:
            super().__init__()
            self.seat, self.chat = 0, []
            self.seats = [
                {"seat": 0, "name": "Ana", "kind": "network", "claimed": True,
                 "connected": True, "standin": False},
                {"seat": 1, "name": "Bea", "kind": "network", "claimed": True,
                 "connected": False, "standin": True},
                {"seat": 2, "name": "", "kind": "computer", "level": "medium",
                 "claimed": False, "connected": False, "standin": False}]

    panel = NetPanel(Session())
    qtbot.addWidget(panel)
    panel.resize(220, 500)
    panel.show()
    qtbot.waitExposed(panel)
    seats = panel.seats
    fm = seats.fontMetrics()
    width = seats.viewport().width() - 8
    needed = 0
    for i in range(seats.count()):
        text = seats.item(i).text()
        h = fm.boundingRect(QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap),
                            text).height()
        assert seats.item(i).sizeHint().height() >= h
        needed += h
    assert fm.horizontalAdvance(seats.item(1).text()) > width  # it does wrap
    assert seats.height() >= needed
    panel.resize(600, 500)  # wider: fewer lines, a lower list
    qtbot.waitUntil(lambda: seats.height() < needed, timeout=5000)


@pytest.mark.subprocess  # netkit.ServerProcess
def test_the_log_names_a_stand_in_in_words_and_never_shows_the_seat_marks(qtbot, tmp_path):
    """Issue 34, item 4: the ⚠/⚙ marks are the seat panels' alone; the log says
    "Bot (computer) …" for the stand-in's moves, and the names it wrote before the drop
    stay plain."""
    import asyncio

    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, ["network", "network"], takeover_seconds=1))
        box: dict[str, Any] = {}

        def play() -> None:
            loop = asyncio.new_event_loop()
            box["loop"] = loop
            box["task"] = loop.create_task(SeatPlayer(
                url, "easy", invite=created["invites"][0]["code"], name="Bot").run())
            try:
                loop.run_until_complete(box["task"])
            except BaseException:  # noqa: BLE001 - cancelled by the test
                pass

        bot = threading.Thread(target=play, daemon=True)
        bot.start()
        window = make_window(qtbot, tmp_path)
        join_by_dialog(qtbot, window, url, created["invites"][1]["code"], "Cy")
        net = window.net
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 1
                        and any(d.get("claimed") for d in net.session.seats
                                if d["seat"] == 0), timeout=20000)
        from sanjuan.net.client import start_game

        run(start_game(url, created["game"], created["host"]))
        qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
        rng = random.Random(5)
        m = window.model
        for _ in range(2):
            qtbot.waitUntil(lambda: m.deciding_seat == 1, timeout=GAME_MS)
            n = len(m.game.actions)
            answer(qtbot, window.table, m.observation(1).decision.sample(rng))
            qtbot.waitUntil(lambda n=n: len(m.game.actions) > n, timeout=GAME_MS)
        box["loop"].call_soon_threadsafe(box["task"].cancel)  # Bot's network is gone
        bot.join(10)
        qtbot.waitUntil(lambda: net.session.seats[0].get("standin"), timeout=20000)
        text = window.log.text()
        # the stand-in plays on: its moves are told as the computer's
        for _ in range(6):
            if "Bot (computer)" in text:
                break
            qtbot.waitUntil(lambda: m.over or m.deciding_seat == 1, timeout=GAME_MS)
            if m.over:
                break
            n = len(m.game.actions)
            answer(qtbot, window.table, m.observation(1).decision.sample(rng))
            qtbot.waitUntil(lambda n=n: len(m.game.actions) > n, timeout=GAME_MS)
            text = window.log.text()
        assert "Bot (computer)" in text, text
        assert "⚙" not in text and "⚠" not in text, text
        assert m.shown_names[0] == "⚙ Bot"  # the seat panel keeps its mark
        assert m.names[0] == "Bot" and m.log_names[0] == "Bot (computer)"
        window.view.rebuild_log()  # as after a take-back or a hand-over
        assert "⚙" not in window.log.text() and "⚠" not in window.log.text()
        window.close()
    finally:
        server.stop()


@pytest.mark.subprocess  # netkit.ServerProcess
def test_a_guest_who_restarts_is_offered_rejoin_on_the_welcome_page(qtbot, tmp_path):
    """Issue 34, item 5: a guest whose window went away mid-game (a crash: nothing asked,
    the seat still remembered) finds Rejoin on the welcome page, as a host finds Resume,
    and one click takes the seat up again."""
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, ["network", "network"]))
        bot, box = _bot(url, created["invites"][0]["code"])
        window = make_window(qtbot, tmp_path)
        assert not window.welcome.rejoin.isVisibleTo(window)  # nothing held yet
        join_by_dialog(qtbot, window, url, created["invites"][1]["code"], "Di")
        net = window.net
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 1,
                        timeout=20000)
        from sanjuan.net.client import start_game

        run(start_game(url, created["game"], created["host"]))
        qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
        net.play.leave()  # the window is gone as after a crash: the seat stays remembered
        window.hide()

        again = make_window(qtbot, tmp_path)
        welcome = again.welcome
        assert welcome.rejoin.isVisibleTo(again)
        assert "Di" in welcome.rejoin_info.text() and url in welcome.rejoin_info.text()
        click(qtbot, welcome, "welcome_rejoin")
        qtbot.waitUntil(lambda: net_live(again.model), timeout=20000)
        assert again.net.session.seat == 1
        again.net.play.leave()
        again.hide()
    finally:
        server.stop()


class _CutProxy:
    """A TCP relay on 127.0.0.1 between the window and the server whose connections the
    test can cut for a while (the server stays up: a computer stands in for the seat)."""

    def __init__(self, port: int) -> None:
        import socket

        self.target, self.cut_until, self.pairs = port, 0.0, []
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.bind((LOOPBACK, 0))
        self.listener.listen(8)
        self.listener.settimeout(0.2)
        self.port = self.listener.getsockname()[1]
        self.running = True
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        import socket
        import time

        while self.running:
            try:
                client, _ = self.listener.accept()
            except (TimeoutError, OSError):
                continue
            if time.monotonic() < self.cut_until:
                client.close()
                continue
            server = socket.create_connection((LOOPBACK, self.target), timeout=5)
            self.pairs.append((client, server))
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(a, b) -> None:
        try:
            while data := a.recv(65536):
                b.sendall(data)
        except OSError:
            pass
        for s in (a, b):
            try:
                s.close()
            except OSError:
                pass

    def cut(self, seconds: float) -> None:
        import socket
        import time

        self.cut_until = time.monotonic() + seconds
        pairs, self.pairs = self.pairs, []
        for pair in pairs:
            for s in pair:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        self.running = False
        self.cut(0)
        self.listener.close()


@pytest.mark.subprocess  # netkit.ServerProcess
def test_a_guest_back_from_a_drop_reads_the_stand_ins_moves_as_the_computers(qtbot, tmp_path):
    """Issue 34, item 4: what a computer did for our seat while we were away is told in
    the third person, "Cy (computer) …", never "You …"."""
    import time

    server = ServerProcess(tmp_path / "server")
    server.start()
    proxy = _CutProxy(server.port)
    try:
        url = f"ws://{LOOPBACK}:{proxy.port}/"
        created = run(create_game(url, ["network", "network"], takeover_seconds=1))
        bot, box = _bot(f"ws://{LOOPBACK}:{server.port}/", created["invites"][0]["code"])
        window = make_window(qtbot, tmp_path)
        join_by_dialog(qtbot, window, url, created["invites"][1]["code"], "Cy")
        net, m = window.net, window.model
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 1
                        and any(d.get("claimed") for d in net.session.seats
                                if d["seat"] == 0), timeout=20000)
        from sanjuan.net.client import start_game

        run(start_game(url, created["game"], created["host"]))
        qtbot.waitUntil(lambda: net_live(m) and m.deciding_seat == 1, timeout=GAME_MS)
        net.session.link.reconnect_seconds = 60.0
        before = len(m.game.actions)
        log_before = window.log.text()
        proxy.cut(3.0)  # away: after 1 s a computer plays our seat
        qtbot.waitUntil(lambda: not net.session.connected, timeout=20000)
        deadline = time.monotonic() + 3.0
        qtbot.waitUntil(lambda: time.monotonic() > deadline, timeout=10000)
        qtbot.waitUntil(lambda: m.over or (net.session.connected
                                           and len(m.game.actions) > before + 1),
                        timeout=GAME_MS)
        caught_up = window.log.text()[len(log_before):]
        assert "Cy (computer)" in caught_up, caught_up
        assert "⚙" not in caught_up and "⚠" not in caught_up
        assert m.over or m.log_names[1] == "Cy"  # back: our own moves are ours again
        window.close()
        if net.close_box is not None:
            click(qtbot, net.close_box, "net_close_button")
    finally:
        proxy.close()
        server.stop()
