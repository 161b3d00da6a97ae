"""Screenshots of a network game in the window (issue 21): the host dialog, the join
dialog, the lobby (waiting, then with a guest and a chat line), the table after a guest's
connection dropped (⚠) and once a computer stands in for her (⚙), the Chat tab, the
question when the host closes the window, and the offer to resume at the next start.

    python tools/net_screenshots.py OUT_DIR [--lang de] [--size 960x540] [--scale 2]

Runs itself again with ``QT_SCALE_FACTOR`` and an offscreen screen of the size (as
``sanjuan screenshot`` does) and a throw-away data folder. The window starts ``sanjuan
serve`` on 127.0.0.1 only; the guest is a headless :class:`sanjuan.net.client.SeatPlayer`.
The stand-in time is cut to a few seconds (the dialog's least is a minute) so that the
stand-in comes at once. Writes ``net_NAME_LANG_WxH.png`` for NAME in host, join,
lobby_waiting, lobby, dropped, standin, chat, close and resume.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
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
    p.add_argument("--size", default="960x540", help="window size WxH (logical pixels)")
    p.add_argument("--scale", type=float, default=2.0, help="device scale (1-4)")
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    w, h = (int(x) for x in args.size.lower().split("x"))
    if os.environ.get(CHILD) == "1":
        shoot(args.out, args.lang, (w, h))
        return 0
    from ui.cli.screenshot import rerun_scaled

    return rerun_scaled([__file__, str(args.out), "--lang", args.lang, "--size", f"{w}x{h}",
                         "--scale", str(args.scale)],
                        (w, h), args.scale, CHILD, ROOT, prefix="sanjuan-net-shots-")


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


STANDIN_SECONDS = 2  # the stand-in time of the pictured game


def _short_standin() -> None:
    """Create games with a stand-in time of :data:`STANDIN_SECONDS` (the window asks for
    whole minutes)."""
    import ui.session.net_link as link

    create = link.create_game

    async def quick(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202 - passed through
        kwargs["takeover_seconds"] = STANDIN_SECONDS
        return await create(*args, **kwargs)

    link.create_game = quick  # type: ignore[assignment]


def _play_until(w, rng: random.Random, cond, timeout: float = 60.0) -> None:  # noqa: ANN001
    """Answer our seat's decisions (random legal ones) until ``cond()`` or the end."""
    m = w.model
    end = time.monotonic() + timeout
    while not cond() and not m.over:
        if time.monotonic() > end:
            raise TimeoutError("the game did not get there")
        _spin(lambda: m.deciding_seat == 0 or m.over or cond(), timeout)
        if m.over or cond():
            break
        n = len(m.game.actions)
        w.submit(m.observation(0).decision.sample(rng))
        _spin(lambda n=n: len(m.game.actions) > n or m.over)


def shoot(out: Path, lang: str, size: tuple[int, int]) -> None:
    """Take the pictures (in the scaled child)."""
    from sanjuan.net.announce import FoundGame
    from ui.cli.app import make_app
    from ui.cli.screenshot import shot_settings
    from ui.dialogs.net_setup import JoinDialog
    from ui.session.remote_game import RemoteGame
    from ui.window.language import apply_language
    from ui.window.main_window import MainWindow

    def save(widget, name: str) -> None:  # noqa: ANN001 - a widget
        _settle()
        path = out / f"net_{name}_{lang}_{size[0]}x{size[1]}.png"
        widget.grab().save(str(path))
        print(path)

    make_app()
    apply_language(lang)
    _short_standin()
    settings = shot_settings(pace_ms=0)
    w = MainWindow(settings)
    w.resize(*size)
    w.show()
    d = w.net.show_host_dialog()
    d.name.setText("Ana")
    d.players.setValue(3)
    d.kinds[1].setCurrentIndex(d.kinds[1].findData("medium"))
    d.announce.setChecked(True)  # pictured with the local-network options on…
    save(d, "host")
    d.announce.setChecked(False)  # …but the game runs on 127.0.0.1 only, unannounced
    d.lan.setChecked(False)
    d.accept()
    net = w.net
    _spin(lambda: net.lobby is not None and net.session is not None and net.session.seat == 0
          and len(net.session.seats) == 3)
    assert net.server is not None and net.lobby is not None and net.session is not None
    (_seat, code), = net.lobby.panel.invites
    save(net.lobby, "lobby_waiting")
    join = JoinDialog("", "Bea", w, finder=lambda done: None)
    join.show()
    # the list as it shows a game found on the local network (this one; nothing is
    # looked for: no multicast from a picture)
    join.show_found([FoundGame(net.server.url, "Ana", 3, 1)], "")
    join.found_list.setCurrentRow(0)
    join.code.setText(code)
    save(join, "join")
    join.close()
    guest = _guest(net.server.url, code)
    s = net.session
    _spin(lambda: any(x.get("claimed") for x in s.seats if x["seat"] == 1))
    s.send_chat("Hola Bea!")
    _spin(lambda: len(s.chat) >= 1)
    save(net.lobby, "lobby")
    s.start_game()
    _spin(lambda: isinstance(w.model.game, RemoteGame))
    rng = random.Random(3)
    m = w.model
    _play_until(w, rng, lambda: m.game.state.round >= 4)
    loop, task = guest["loop"], guest["task"]
    loop.call_soon_threadsafe(task.cancel)  # type: ignore[attr-defined]
    _spin(lambda: any(x["seat"] == 1 and not x["connected"] for x in s.seats))
    s.send_chat("Bea?")
    _spin(lambda: len(s.chat) >= 2)
    save(w, "dropped")  # ⚠ at Bea's seat
    _spin(lambda: any(x["seat"] == 1 and x.get("standin") for x in s.seats), 30)
    _play_until(w, rng, lambda: m.deciding_seat == 0 and any(
        x["seat"] == 1 and x.get("standin") for x in s.seats))
    save(w, "standin")  # ⚙: a computer plays for her now
    assert net.dock is not None
    net.dock.raise_()
    save(w, "chat")
    w.close()  # the host is asked: pause, end for everybody, keep playing
    assert net.close_box is not None
    save(net.close_box, "close")
    close = [b for b in net.close_box.buttons() if b.objectName() == "net_close_button"]
    close[0].click()  # pause: the server stops, the game waits
    _spin(lambda: not w.isVisible() and net.server is None)
    again = MainWindow(settings)
    again.resize(*size)
    again.show()
    _spin(lambda: again.net.resume_box is not None and again.net.resume_box.isVisible())
    save(again.net.resume_box, "resume")
    again.net.resume_box.reject()
    again.close()


if __name__ == "__main__":
    sys.exit(main())
