"""Bundle smoke test: host a network game as the window does, offscreen, on 127.0.0.1.

The frozen program runs this instead of the game when ``SANJUAN_HOST_PROBE`` names a
folder for its settings (``launch.py``); ``packaging/smoke_test.py`` starts it, and it
runs from source too (``python packaging/host_probe.py DIR``). It opens the main window,
fills Game ▸ Host a network game… (two seats: ours and one over the network, this
machine only) and presses Host: the window starts ``SanJuan serve`` as its child
(:class:`ui.session.local_server.LocalServer`: in the bundle the program itself, no
Python), creates the game and shows the lobby. A headless
:class:`~sanjuan.net.client.SeatPlayer` (Easy) takes the network seat with the lobby's
invite, the host presses Start, and the window plays its seat to the end (each choice
emitted by the table as a click would, 50 ms apart: the server allows 20 messages a
second). Then the game must be in the history as a network game with the guest's scores,
and closing the window must stop the server. It also prints what
:func:`~ui.session.local_server.lan_addresses` finds (it sends nothing), and announces a
game with zeroconf and finds it again — multicast DNS on the loopback interface only
(``SANJUAN_MDNS_INTERFACES=127.0.0.1``): the bundle carries ``zeroconf`` and it works.

Prints ``host probe: ok …`` and exits 0, or prints why and exits 1; gives up after
:data:`DEADLINE_S`.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import threading
import time
from pathlib import Path
from typing import Any

DEADLINE_S = 240.0


def main(folder: str) -> int:
    """Run the probe with settings and history under ``folder``; returns the exit
    status (0: hosted and played to the end, 1: a step failed, said on stdout)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SANJUAN_MDNS_INTERFACES"] = "127.0.0.1"  # never a real interface
    try:
        return _probe(Path(folder))
    except Exception as exc:  # noqa: BLE001 - the smoke test shows the message
        print(f"host probe: FAILED: {type(exc).__name__}: {exc}", flush=True)
        return 1


def _probe(folder: Path) -> int:
    from PySide6.QtCore import QSettings

    from sanjuan.net.client import SeatPlayer
    from sanjuan.store.history import History
    from ui.cli.app import make_app
    from ui.session.local_server import LOOPBACK, lan_addresses
    from ui.session.remote_game import net_live
    from ui.settings import Settings
    from ui.window.main_window import MainWindow

    app = make_app()
    start = time.monotonic()

    def wait(what: str, done: Any, limit: float = 60.0) -> None:
        end = min(time.monotonic() + limit, start + DEADLINE_S)
        while not done():
            if window.error_box is not None and window.error_box.isVisible():
                raise RuntimeError(f"{what}: the window says {window.error_box.text()!r}")
            if time.monotonic() > end:
                raise TimeoutError(f"{what}: not within {limit:.0f} s")
            app.processEvents()
            time.sleep(0.01)

    folder.mkdir(parents=True, exist_ok=True)
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_pace_ms(0)
    window = MainWindow(settings)
    window.show()
    print(f"host probe: LAN addresses {lan_addresses()}", flush=True)

    window.actions_["host_network"].trigger()
    dialog = window.net.dialog
    dialog.name.setText("Ana")
    dialog.players.setValue(2)
    dialog.lan.setChecked(False)  # this machine only: 127.0.0.1
    dialog.accept()
    net = window.net
    wait("the lobby", lambda: net.lobby is not None and net.session is not None
         and net.session.seat == 0 and len(net.session.seats) == 2)
    assert net.server is not None and net.server.host == LOOPBACK
    url = net.server.url
    print(f"host probe: the window's server listens at {url}", flush=True)
    (_seat, code), = net.lobby.panel.invites

    box: dict[str, Any] = {}

    def guest() -> None:
        try:
            box["result"] = asyncio.run(SeatPlayer(url, "easy", invite=code, name="Bot",
                                                   reconnect_seconds=20).run())
        except Exception as exc:  # noqa: BLE001 - reported below
            box["error"] = exc

    thread = threading.Thread(target=guest, daemon=True)
    thread.start()
    wait("the guest's seat", lambda: any(d.get("claimed") for d in net.session.seats
                                         if d.get("seat") == 1))
    net.lobby.start_button.click()
    model = window.model
    wait("the game on the table", lambda: net.lobby is None and net_live(model))
    rng, moves = random.Random(1), 0
    seat = net.session.seat
    while not model.over:
        wait("our decision", lambda: model.over or model.deciding_seat == seat
             and window.table.observation is not None
             and window.table.observation.decision is not None, DEADLINE_S)
        if model.over:
            break
        before = len(model.game.actions)
        window.table.actionChosen.emit(window.table.observation.decision.sample(rng))
        wait("the server's answer", lambda n=before: model.over or len(model.game.actions) > n)
        moves += 1
        end = time.monotonic() + 0.05
        while time.monotonic() < end:
            app.processEvents()
    thread.join(30)
    if "error" in box or "result" not in box:
        raise RuntimeError(f"the guest failed: {box.get('error')!r}")
    totals = [b.total for b in model.scores()]
    if totals != [s["total"] for s in box["result"]["seats"]]:
        raise RuntimeError(f"scores differ: window {totals}, guest {box['result']['seats']}")
    if not [r for r in History().games() if r.mode == "network"
            and r.seed == box["result"]["seed"]]:
        raise RuntimeError("the game is not in the history")
    port = net.server.port if net.server is not None else 0
    window.net.shut_down()
    window.close()
    if net.server is not None or _listening(port):
        raise RuntimeError("the server still runs after the window closed")
    announced = _announce_and_find()
    print(f"host probe: ok: hosted on {url}, {moves} moves of ours, scores {totals}, "
          f"announced and found {announced}, {time.monotonic() - start:.1f} s", flush=True)
    return 0


def _announce_and_find() -> str:
    """Announce a game on 127.0.0.1 with zeroconf and find it; its URL."""
    from sanjuan.net.announce import Announcer, browse

    announcer = Announcer("Probe", ["127.0.0.1"], 4321, "probe0000000", 2, 1)
    try:
        found = browse(1.5)
    finally:
        announcer.close()
    # other games announced on this machine at the same time (a parallel test) are
    # found too: ours must be among them
    if "ws://127.0.0.1:4321/" not in [g.url for g in found]:
        raise RuntimeError(f"the announced game was not found: {found!r}")
    return found[0].url


def _listening(port: int) -> bool:
    """True when something accepts connections on 127.0.0.1:``port``."""
    import socket

    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    except OSError:
        return False
    return True


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main(sys.argv[1]))
