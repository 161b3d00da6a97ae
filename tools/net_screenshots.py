"""Screenshots of a network game in the window (issue 21): the host dialog, the lobby
(waiting, then with a guest and a chat line) and the table with the Chat tab after a
guest's connection dropped — 960x540 at scale 2, in German (``--lang en`` for English).

    python tools/net_screenshots.py OUT_DIR [--lang de]

Runs itself again with ``QT_SCALE_FACTOR=2`` and an offscreen screen (as ``sanjuan
screenshot`` does) and a throw-away data folder. The window starts ``sanjuan serve`` on
127.0.0.1 only; the guest is a headless :class:`sanjuan.net.client.SeatPlayer`. Writes
``net_host_LANG.png``, ``net_lobby_waiting_LANG.png``, ``net_lobby_LANG.png``,
``net_game_LANG.png`` and ``net_game_chat_LANG.png``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD = "SANJUAN_NET_SHOTS_CHILD"


def main() -> int:
    """Parse the arguments; spawn the scaled child, or (in it) take the pictures."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path)
    p.add_argument("--lang", default="de", choices=("de", "en"))
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if os.environ.get(CHILD) == "1":
        shoot(args.out, args.lang)
        return 0
    from ui.cli.screenshot import scaled_env

    with tempfile.TemporaryDirectory(prefix="sanjuan-net-shots-") as tmp:
        env = scaled_env(Path(tmp), (960, 540), 2, **{CHILD: "1"})
        return subprocess.run([sys.executable, __file__, str(args.out), "--lang", args.lang],
                              env=env, cwd=ROOT, check=False, timeout=300).returncode


def _spin(cond, timeout: float = 30.0) -> None:  # noqa: ANN001 - a predicate
    """Process events until ``cond()`` (TimeoutError after ``timeout`` s)."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise TimeoutError("the scene did not come")
        QApplication.processEvents()
        time.sleep(0.01)


def _settle() -> None:
    from ui.cli.screenshot import settle

    settle(15)


def _guest(url: str, code: str) -> dict[str, object]:
    """A headless guest "Bea" on its own thread; cancel ``box["task"]`` on
    ``box["loop"]`` to drop her connection."""
    from sanjuan.net.client import SeatPlayer

    box: dict[str, object] = {}
    ready = threading.Event()

    def run() -> None:
        loop = asyncio.new_event_loop()
        task = loop.create_task(SeatPlayer(url, "easy", invite=code, name="Bea",
                                           delay=0.05).run())
        box.update(loop=loop, task=task)
        ready.set()
        try:
            loop.run_until_complete(task)
        except BaseException:  # noqa: BLE001 - cancelled on purpose
            pass

    threading.Thread(target=run, daemon=True).start()
    ready.wait(5)
    return box


def shoot(out: Path, lang: str) -> None:
    """Take the pictures (in the scaled child)."""
    from ui.cli.app import make_app
    from ui.cli.screenshot import shot_settings
    from ui.session.remote_game import RemoteGame
    from ui.window.language import apply_language
    from ui.window.main_window import MainWindow

    make_app()
    apply_language(lang)
    settings = shot_settings(pace_ms=0)
    w = MainWindow(settings)
    w.resize(960, 540)
    w.show()
    d = w.net.show_host_dialog()
    d.name.setText("Ana")
    d.players.setValue(3)
    d.kinds[1].setCurrentIndex(d.kinds[1].findData("medium"))
    d.lan.setChecked(False)  # 127.0.0.1 only
    _settle()
    d.grab().save(str(out / f"net_host_{lang}.png"))
    d.accept()
    net = w.net
    _spin(lambda: net.lobby is not None and net.session is not None and net.session.seat == 0
          and len(net.session.seats) == 3)
    assert net.server is not None and net.lobby is not None and net.session is not None
    (_seat, code), = net.lobby.panel.invites
    _settle()
    net.lobby.grab().save(str(out / f"net_lobby_waiting_{lang}.png"))
    guest = _guest(net.server.url, code)
    s = net.session
    _spin(lambda: any(x.get("claimed") for x in s.seats if x["seat"] == 1))
    s.send_chat("Hola Bea!")
    _spin(lambda: len(s.chat) >= 1)
    _settle()
    net.lobby.grab().save(str(out / f"net_lobby_{lang}.png"))
    s.start_game()
    _spin(lambda: isinstance(w.model.game, RemoteGame))
    rng = random.Random(3)
    m = w.model
    while m.game is not None and m.game.state.round < 4 and not m.over:
        _spin(lambda: m.deciding_seat == 0 or m.over, 60)
        if m.over:
            break
        n = len(m.game.actions)
        w.submit(m.observation(0).decision.sample(rng))
        _spin(lambda n=n: len(m.game.actions) > n or m.over)
    loop, task = guest["loop"], guest["task"]
    loop.call_soon_threadsafe(task.cancel)  # type: ignore[attr-defined]
    _spin(lambda: any(x["seat"] == 1 and not x["connected"] for x in s.seats))
    s.send_chat("Bea?")
    _spin(lambda: len(s.chat) >= 2)
    _spin(lambda: m.deciding_seat == 0 or m.over, 60)
    _settle()
    w.grab().save(str(out / f"net_game_{lang}.png"))
    assert net.dock is not None
    net.dock.raise_()
    _settle()
    w.grab().save(str(out / f"net_game_chat_{lang}.png"))
    net.leave()
    w.close()
    print(out)

if __name__ == "__main__":
    sys.exit(main())
