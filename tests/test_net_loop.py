"""The window's one network event loop (issue 33, step 1; python-chess's SimpleEngine
model): every link and request runs on one asyncio loop in one background thread,
instead of a thread and a loop of their own each. Real sockets to a server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
from netkit import ServerProcess

from ui.cli.app import make_app
from ui.session.net_link import NetLink, call, create_game
from ui.session.net_loop import NetLoop


def _net_threads() -> list[str]:
    return sorted(t.name for t in threading.enumerate() if t.name.startswith("sanjuan-net"))


def test_every_coroutine_runs_on_the_one_thread_and_close_ends_it() -> None:
    net = NetLoop()
    assert net.thread is None  # nothing started before the first coroutine

    async def where() -> int:
        await asyncio.sleep(0)
        return threading.get_ident()

    idents = {net.submit(where()).result(5) for _ in range(5)}
    assert net.thread is not None and idents == {net.thread.ident}

    async def forever() -> None:
        await asyncio.sleep(3600)

    pending = net.submit(forever())
    thread = net.thread
    net.close(wait_s=5)
    assert not thread.is_alive() and pending.cancelled()
    assert net.submit(where()).result(5) == net.thread.ident
    assert net.thread is not thread and net.thread.is_alive()  # a new one on demand
    net.close(wait_s=5)


@pytest.mark.subprocess  # netkit.ServerProcess
def test_links_and_requests_share_one_network_thread(qtbot, tmp_path) -> None:
    make_app()
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    net = NetLoop()
    links: list[NetLink] = []
    try:
        box: dict[str, Any] = {}
        asked = call(lambda: create_game(url, ["network", "network"]), None,
                     lambda created: box.setdefault("created", created),
                     lambda code, text: box.setdefault("failed", (code, text)), loop=net)
        qtbot.waitUntil(lambda: bool(box), timeout=20000)
        assert "created" in box, box
        assert asked is not None
        connected: list[str] = []
        for i, invite in enumerate(box["created"]["invites"]):
            link = NetLink(url, loop=net)
            link.connection.connect(connected.append)
            link.join(invite["code"], f"P{i}")
            links.append(link)
        qtbot.waitUntil(lambda: connected.count("connected") == 2, timeout=20000)
        assert all(link.token for link in links)
        # two seats and a request: one network thread, no thread per link or per call
        assert net.thread is not None and net.thread.is_alive()
        names = [t.name for t in threading.enumerate()]
        assert names.count("sanjuan-net") >= 1
        assert not any(n in ("sanjuan-net-link", "sanjuan-net-call") for n in names)
        ours = [t for t in threading.enumerate() if t is net.thread]
        assert len(ours) == 1
        assert all(link.send({"type": "chat", "text": "hola"}) for link in links)
        for link in links:
            link.close(wait_s=5)
        assert net.thread.is_alive()  # the loop outlives its links
    finally:
        for link in links:
            link.close(wait_s=1)
        net.close(wait_s=5)
        server.stop()
