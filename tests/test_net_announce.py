"""Games announced on the local network (issue 21, zeroconf; off unless the host turns it
on): the announcement carries the address, the host's name and the free seats and goes
when no seat is free; the Join dialog lists what it finds and fills in the address, the
invite code is still typed; the window's start loads none of it.

Multicast DNS runs on the loopback interface only (``SANJUAN_MDNS_INTERFACES=127.0.0.1``,
set for every test by conftest.py), and every announced address is 127.0.0.1: nothing is
sent on a real interface, nothing connects anywhere but 127.0.0.1. Every wait is bounded.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from typing import Any

import pytest
from netkit import LOOPBACK, ROOT, run
from uidriver import click
from windowkit import make_window

from sanjuan.net.announce import INTERFACES_ENV, Announcer, browse, interfaces
from sanjuan.net.client import SeatPlayer

#: Only one test on this machine browses for announced games at a time (conftest.py).
pytestmark = pytest.mark.usefixtures("mdns_alone")


def test_every_test_keeps_multicast_dns_on_loopback():
    assert os.environ[INTERFACES_ENV] == LOOPBACK
    assert interfaces() == [LOOPBACK]


def browse_until(want: Any, tries: int = 4) -> list[Any]:
    """What ``browse`` finds once ``want(found)`` holds, at most ``tries`` looks of 1.5 s
    (a responder may hold back a record it sent less than a second ago, RFC 6762 6, and a
    loaded machine answers late): the last look's finds."""
    found = browse(1.5)
    for _ in range(tries - 1):
        if want(found):
            break
        found = browse(1.5)
    return found


def test_an_announced_game_is_found_with_its_free_seats_until_it_is_withdrawn():
    a = Announcer("Ana.\x07 la host", [LOOPBACK], 4242, "0123456789abcdef", 3, 2)
    try:
        (found,) = browse_until(lambda f: len(f) == 1)
        assert (found.url, found.name, found.players, found.free) == \
            (f"ws://{LOOPBACK}:4242/", "Ana la host", 3, 2)  # no dots, no control chars
        a.update(1)
        (found,) = browse_until(lambda f: [g.free for g in f] == [1])
        assert found.free == 1
        a.update(0)  # every seat taken: not offered any more
        assert browse_until(lambda f: f == []) == []
    finally:
        a.close()
    assert browse(1.0) == []


@pytest.mark.subprocess  # the window's own sanjuan serve
def test_a_guest_picks_the_announced_game_and_joins_with_the_code(qtbot, tmp_path,
                                                                 monkeypatch):
    # the game is announced at 127.0.0.1 (the only address a test connects to)
    monkeypatch.setattr("ui.session.local_server.lan_addresses", lambda: [LOOPBACK])
    host = make_window(qtbot, tmp_path / "host")
    net = host.net
    dialog = net.show_host_dialog()
    dialog.name.setText("Ana")
    dialog.players.setValue(3)
    dialog.kinds[1].setCurrentIndex(dialog.kinds[1].findData("network"))
    assert not dialog.announce.isChecked()  # off unless the host turns it on
    dialog.lan.setChecked(False)
    assert not dialog.announce.isEnabled()  # only for a game on the local network
    dialog.lan.setChecked(True)
    dialog.announce.setChecked(True)
    click(qtbot, dialog, "host_button")
    qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                    and net.session.seat == 0 and len(net.lobby.panel.invites) == 2,
                    timeout=30000)
    qtbot.waitUntil(lambda: net.announcer is not None and net.announcer.announcing,
                    timeout=15000)
    invites = dict(net.lobby.panel.invites)

    guest = make_window(qtbot, tmp_path / "guest")
    join = guest.net.show_join_dialog()
    join.url.setText("")
    click(qtbot, join, "join_find")
    qtbot.waitUntil(lambda: join.find_button.isEnabled(), timeout=20000)
    assert [(g.name, g.free, g.players) for g in join.found] == [("Ana", 2, 3)]
    assert "Ana" in join.found_list.item(0).text()
    join.found_list.setCurrentRow(0)
    assert join.url.text() == net.server.url  # the address comes from the announcement
    click(qtbot, join, "join_button")  # no code yet: still asked
    assert join.isVisible() and join.problem.isVisibleTo(join)
    join.code.setText(invites[1])
    join.name.setText("Bea")
    click(qtbot, join, "join_button")
    qtbot.waitUntil(lambda: any(d.get("name") == "Bea" and d.get("claimed")
                                for d in net.session.seats), timeout=20000)
    qtbot.waitUntil(lambda: [g.free for g in browse(1.0)] == [1], timeout=20000)
    box: dict[str, Any] = {}

    def third() -> None:  # the last free seat: the announcement goes
        try:
            box["r"] = run(SeatPlayer(net.server.url, "easy", invite=invites[2],
                                      name="Cy").run(), 60)
        except Exception as exc:  # noqa: BLE001 - the test looks at it
            box["error"] = exc

    threading.Thread(target=third, daemon=True).start()
    qtbot.waitUntil(lambda: any(d.get("name") == "Cy" for d in net.session.seats),
                    timeout=20000)
    qtbot.waitUntil(lambda: not net.announcer.announcing, timeout=20000)
    assert browse(1.0) == []
    guest.net.leave()
    guest.close()
    host.net.leave()
    assert net.announcer is None


@pytest.mark.subprocess  # the window, with -X importtime
def test_the_window_starts_without_network_or_multicast_code(tmp_path):
    env = {**os.environ, "SANJUAN_FIRST_PAINT": "1", "QT_QPA_PLATFORM": "offscreen",
           "SANJUAN_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "ui.cli"], env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    mods = {line.split("|")[-1].strip() for line in done.stderr.splitlines()
            if line.startswith("import time:")}
    assert "ui.window.main_window" in mods  # the list is real
    assert not [m for m in mods if m.startswith(("zeroconf", "websockets", "sanjuan.net",
                                                 "ifaddr", "ui.session.net_link"))]
