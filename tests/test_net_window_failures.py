"""The window explains network trouble and stays responsive (issue 21): an invite that
has expired, and a server that goes down in the middle of a game and stays down. Every
server listens on 127.0.0.1 only; every wait is bounded (the reconnect time is cut to a
few seconds)."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from netkit import ServerProcess, run, served
from uidriver import answer, click
from windowkit import join_by_dialog, make_window

from sanjuan.net.client import create_game, start_game
from ui.session.remote_game import net_live

#: The longest the window's event loop may stand still while it waits on the network:
#: generous (the shared machine is busy), far below a freeze.
MAX_STALL_S = 3.0


class Ticker:
    """Counts the GUI thread's timer ticks and the longest gap between two."""

    def __init__(self, qtbot) -> None:
        from PySide6.QtCore import QTimer

        self.last, self.gap, self.ticks = time.monotonic(), 0.0, 0
        self.timer = QTimer(interval=20)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.monotonic()
        self.gap, self.last, self.ticks = max(self.gap, now - self.last), now, self.ticks + 1

    def stop(self) -> tuple[int, float]:
        """The ticks counted and the longest gap, the one still open at the stop
        included (an answer quicker than one tick leaves 0 ticks and a short gap)."""
        self.timer.stop()
        self.gap = max(self.gap, time.monotonic() - self.last)
        return self.ticks, self.gap


class ThreadServer:
    """A server in this process, on its own event loop in a thread, on 127.0.0.1 with a
    clock the test moves (invites expire by it)."""

    def __init__(self, data) -> None:
        self.now = time.time()
        self.url = ""
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main(data)),
                                        daemon=True)

    async def _main(self, data) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        async with served(data, clock=lambda: self.now) as (_server, url):
            self.url = url
            self._ready.set()
            await self._stop.wait()

    def __enter__(self) -> ThreadServer:
        self._thread.start()
        assert self._ready.wait(20), "the server did not start"
        return self

    def __exit__(self, *_exc: object) -> None:
        assert self._loop is not None and self._stop is not None
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(20)


def _error_box(qtbot, window) -> str:
    qtbot.waitUntil(lambda: window.error_box is not None and window.error_box.isVisible(),
                    timeout=20000)
    text = window.error_box.text()
    window.error_box.close()
    return text


def test_an_expired_invite_is_explained(qtbot, tmp_path):
    with ThreadServer(tmp_path / "server") as server:
        created = run(create_game(server.url, 2, invite_minutes=1))
        code = created["invites"][0]["code"]
        server.now += 120  # two minutes later
        window = make_window(qtbot, tmp_path)
        net = window.net
        net.show_join_dialog()
        net.dialog.url.setText(server.url)
        net.dialog.code.setText(code)
        net.dialog.name.setText("Eve")
        ticker = Ticker(qtbot)
        click(qtbot, net.dialog, "join_button")
        text = _error_box(qtbot, window)
        ticks, gap = ticker.stop()
        assert "expired" in text and "new one" in text and "Traceback" not in text
        assert gap < MAX_STALL_S  # the answer may come before the first 20 ms tick
        assert net.session is None and net.lobby is None  # nothing changed
        assert window.model.game is None
        window.close()


@pytest.mark.subprocess  # netkit.ServerProcess, killed for good
def test_a_server_that_stays_down_is_explained(qtbot, tmp_path, monkeypatch):
    import random

    monkeypatch.setattr("ui.session.net_link.RECONNECT_SECONDS", 3.0)
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, 2, ["easy"], autostart=False))
        window = make_window(qtbot, tmp_path)
        join_by_dialog(qtbot, window, url, created["invites"][0]["code"], "Flo")
        net = window.net
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 0,
                        timeout=20000)
        run(start_game(url, created["game"], created["host"]))
        m = window.model
        qtbot.waitUntil(lambda: net_live(m) and m.deciding_seat == 0, timeout=20000)
        answer(qtbot, window.table, m.observation(0).decision.sample(random.Random(1)))
        qtbot.waitUntil(lambda: len(m.game.actions) > 0, timeout=20000)
        ticker = Ticker(qtbot)
        server.kill()  # kill -9, and it never comes back
        qtbot.waitUntil(lambda: "trying again" in window.statusBar().currentMessage(),
                        timeout=20000)
        assert window.error_box is None or not window.error_box.isVisible()
        text = _error_box(qtbot, window)  # after the reconnect time (3 s here)
        ticks, gap = ticker.stop()
        assert "cannot be reached" in text and "Traceback" not in text
        assert ticks > 0 and gap < MAX_STALL_S
        assert net.session is None  # the link has stopped
        assert m.game is not None and not net_live(m)  # the table still shows the game
        window.close()
    finally:
        server.stop()


def test_the_reconnect_time_is_the_links_default(monkeypatch):
    from ui.session import net_link

    monkeypatch.setattr(net_link, "RECONNECT_SECONDS", 7.0)
    assert net_link.NetLink("ws://127.0.0.1:1/").reconnect_seconds == 7.0
    assert net_link.NetLink("ws://127.0.0.1:1/", reconnect_seconds=2).reconnect_seconds == 2

