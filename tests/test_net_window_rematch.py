"""The network game-over box's rematch in the window (issue 34 item 6), against a real
``sanjuan serve`` on 127.0.0.1: the window proposes "Play again, same seats" and is told
in the box when the other player declines; the other player's offer is accepted with
one click, and the window moves into the new game the server started (fresh seed,
same seats, the next seat governor first), the game-over box gone. Every wait is
bounded."""

from __future__ import annotations

import threading
from typing import Any

from netkit import ServerProcess, play_in_thread, run
from PySide6.QtCore import Qt
from windowkit import make_window

from sanjuan.net.client import Connection, SeatPlayer, create_game
from ui.dialogs.rematch import RematchBox
from ui.session.remote_game import net_live


def _other_player(url: str, game: str, token: str, box: dict[str, Any]) -> threading.Thread:
    """Seat 2's player on a thread: declines the window's offer, then proposes one of
    its own and waits to be moved into the new game (``box`` gets what it saw)."""

    async def main() -> None:
        conn = Connection(url)
        await conn.open()
        await conn.send({"type": "resume", "game": game, "token": token})
        await conn.expect("joined")
        box["offer"] = await conn.expect("rematch_offer")  # the window's
        await conn.send({"type": "rematch_reply", "game": game, "accept": False})
        await conn.expect("rematch_off")
        await conn.send({"type": "rematch", "game": game})
        await conn.expect("rematch_offer")  # our own, as every seat gets it
        box["moved"] = await conn.expect("rematch_started")
        box["state"] = await conn.expect("state")
        await conn.close()

    def play() -> None:
        try:
            run(main(), 90)
        except Exception as exc:  # noqa: BLE001 - the test reports it
            box["error"] = exc

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


def test_play_again_is_declined_then_an_offer_is_accepted_with_one_click(qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, 2, seed=3))
        game = str(created["game"])
        tokens: dict[int, str] = {}
        bots = [play_in_thread(SeatPlayer(
            url, "easy", invite=i["code"], name=f"N{i['seat'] + 1}",
            on_token=lambda _g, t, s=int(i["seat"]): tokens.__setitem__(s, t)), 120)
            for i in created["invites"]]
        for thread, result in bots:
            thread.join(120)
            assert "result" in result, result.get("error")

        window = make_window(qtbot, tmp_path)
        window.net.play.rejoin({"url": url, "game": game, "token": tokens[0], "name": "N1",
                                "seat": 0})
        qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=30000)
        dialog = window.game_over_dialog
        rematch = dialog.findChild(RematchBox, "rematch_box")
        assert rematch is not None and rematch.propose.isVisible()
        assert not rematch.accept.isVisible()

        box: dict[str, Any] = {}
        other = _other_player(url, game, tokens[1], box)
        session = rematch.session
        qtbot.waitUntil(lambda: session.connected and session.seats[1]["connected"],
                        timeout=20000)
        # the window proposes; the other player declines: the box says so
        said: list[str] = []  # what the box said, in turn (the next offer follows at once)
        session.rematchChanged.connect(lambda _o, _t: said.append(rematch.text.text()))
        qtbot.mouseClick(rematch.propose, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(said), timeout=20000)
        assert said[0].startswith("You proposed a rematch") and "N2" in said[0]
        qtbot.waitUntil(lambda: any("declined" in t for t in said), timeout=20000)
        assert "N2 declined the rematch." in said
        assert box["offer"]["from"] == 0

        # the other player's offer: one click accepts it
        qtbot.waitUntil(lambda: rematch.accept.isVisible(), timeout=20000)
        assert "N2 proposes" in rematch.text.text()
        assert rematch.accept.hasFocus()  # Space alone would do it too
        qtbot.mouseClick(rematch.accept, Qt.MouseButton.LeftButton)
        other.join(60)
        assert "error" not in box, box.get("error")
        new = box["moved"]["new_game"]
        m = window.model
        assert window.net.session is session
        qtbot.waitUntil(lambda: net_live(m) and session.game_id == new, timeout=30000)
        assert window.game_over_dialog is None  # the new game took the table
        assert not m.over and len(m.game.actions) == 0 and session.seat == 0
        assert session.token != tokens[0]  # the new seat's own token
        assert m.names == ["N1", "N2"]
        assert box["state"]["obs"]["governor"] == m.game.state.governor
        window.close()
    finally:
        server.stop()
