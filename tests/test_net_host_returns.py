"""A host who closes the window mid-game comes back (issue 21): closing pauses the game
(the window's ``sanjuan serve`` stops, the game stays in its SQLite database, the guest's
client keeps trying), the next window offers to resume it, starts the server again on the
same port with the same data and takes up the host's seat with its token; the guest
reconnects by itself and the game ends with the scores the replayed actions give. A port
another program took meanwhile is refused in one sentence. A guest's window says the game
is paused while the server is away. Every server listens on 127.0.0.1 only; every wait
is bounded."""

from __future__ import annotations

import random
import socket

import pytest
from netkit import LOOPBACK, ServerProcess, play_in_thread, run
from uidriver import answer, click
from windowkit import join_by_dialog, make_window

from sanjuan.net.client import SeatPlayer, create_game, start_game
from sanjuan.rules.game import Game
from sanjuan.rules.scoring import score
from sanjuan.store.history import History
from ui.session import net_seats
from ui.session.remote_game import net_live

GAME_MS = 60000


def _guest_window(qtbot, tmp_path, url: str, code: str):
    """A window that joined the game at ``url`` with invite ``code`` through the Join
    dialog, connected."""
    window = make_window(qtbot, tmp_path)
    join_by_dialog(qtbot, window, url, code)
    net = window.net
    qtbot.waitUntil(lambda: net.session is not None and net.session.connected,
                    timeout=20000)
    return window


def _our_moves(qtbot, window, rng: random.Random, count: int | None = None,
               pause_ms: int = 60) -> int:
    """Answer our seat's decisions by clicks: ``count`` of them, or until the game is
    over (None); returns how many were answered."""
    m, seat = window.model, window.net.session.seat
    moves = 0
    while count is None or moves < count:
        qtbot.waitUntil(lambda: m.over or (
            window.table.observation is not None and m.deciding_seat == seat
            and window.table.observation.decision is not None
            and window.table.observation.decision.seat == seat), timeout=GAME_MS)
        if m.over:
            break
        before = len(m.game.actions)
        answer(qtbot, window.table, m.observation(seat).decision.sample(rng))
        qtbot.waitUntil(lambda n=before: m.over or len(m.game.actions) > n, timeout=GAME_MS)
        assert window.error_box is None, window.error_box.text()
        moves += 1
        qtbot.wait(pause_ms)  # a server of our own allows 20 messages a second
    return moves


@pytest.mark.subprocess  # the window's own sanjuan serve, stopped and started again
def test_the_host_closes_mid_game_and_resumes_it_in_a_new_window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    net = window.net
    dialog = net.show_host_dialog()
    dialog.name.setText("Ana")
    dialog.players.setValue(2)
    dialog.lan.setChecked(False)  # 127.0.0.1 only
    click(qtbot, dialog, "host_button")
    qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                    and net.session.seat == 0 and len(net.lobby.panel.invites) == 1,
                    timeout=30000)
    url, port = net.server.url, net.server.port
    (_seat, code), = net.lobby.panel.invites
    guest = SeatPlayer(url, "easy", invite=code, name="Bot", seed=7, reconnect_seconds=20,
                       away_seconds=120)
    bot, box = play_in_thread(guest, 240)
    qtbot.waitUntil(lambda: any(d.get("claimed") for d in net.session.seats
                                if d.get("seat") == 1), timeout=20000)
    click(qtbot, net.lobby, "lobby_start")
    qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
    rng = random.Random(11)
    assert _our_moves(qtbot, window, rng, count=4) == 4
    game_id = net.session.game_id
    seen = window.model.game.actions  # only our own actions can be read
    ours_before = {i: a for i in range(len(seen)) if (a := seen.known(i)) is not None}
    assert ours_before

    assert not window.close()  # asked first
    text = net.close_box.text()
    assert "pauses" in text and "everybody" in text
    click(qtbot, net.close_box, "net_close_button")  # Pause the game
    assert not window.isVisible() and net.server is None
    held = net_seats.hosted()
    assert [(e["game"], e["seat"], net_seats.serve_info(e)["port"]) for e in held] == \
        [(game_id, 0, port)]
    qtbot.waitUntil(lambda: guest.server_away, timeout=20000)  # told it went away
    qtbot.wait(1500)  # the guest keeps trying and waits
    assert bot.is_alive() and "error" not in box

    again = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: again.net.resume_box is not None
                    and again.net.resume_box.isVisible(), timeout=10000)
    assert "Ana" in again.net.resume_box.text()
    click(qtbot, again.net.resume_box, "net_resume_button")
    qtbot.waitUntil(lambda: net_live(again.model) and again.net.session.connected,
                    timeout=30000)
    assert again.net.server.port == port and again.net.server.url == url  # same address
    assert again.net.session.seat == 0 and again.net.session.game_id == game_id
    qtbot.waitUntil(lambda: not guest.server_away, timeout=30000)  # the guest is back
    assert _our_moves(qtbot, again, rng) > 2
    bot.join(60)
    assert "error" not in box, box.get("error")
    m = again.model
    qtbot.waitUntil(lambda: m.over and not isinstance(m.game, type(None)), timeout=10000)
    final = m.game  # the server's record: the real game now
    totals = [b.total for b in m.scores()]
    assert totals == [s["total"] for s in box["result"]["seats"]]
    for i, action in ours_before.items():  # our moves before the pause are in the record
        assert final.actions[i] == action
    replayed = Game.replay(final.options, final.actions)  # nothing lost, nothing doubled
    assert [s.total for s in score(replayed.state)] == totals
    assert any(r.mode == "network" and r.seed == box["result"]["seed"]
               and [s.name for s in r.seats] == ["Ana", "Bot"] for r in History().games())
    assert not net_seats.hosted()  # over: nothing left to resume
    again.close()
    assert again.net.server is None


@pytest.mark.subprocess
def test_a_port_taken_meanwhile_is_said_in_one_sentence(qtbot, tmp_path):
    holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        holder.bind((LOOPBACK, 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        net_seats.remember(f"ws://{LOOPBACK}:{port}/", "g1", "t" * 20, 0, "Ana", "h" * 20,
                           {"lan": False, "port": port, "data": str(tmp_path / "server"),
                            "pace_ms": 0, "invites": [(1, "ABCDE-FGHJK")]})
        window = make_window(qtbot, tmp_path)
        qtbot.waitUntil(lambda: window.net.resume_box is not None, timeout=10000)
        click(qtbot, window.net.resume_box, "net_resume_button")
        qtbot.waitUntil(lambda: window.error_box is not None and window.error_box.isVisible(),
                        timeout=10000)
        text = window.error_box.text()
        assert f"Port {port}" in text and "in use" in text and text.count(".") == 1
        assert window.net.server is None and window.net.session is None
        assert net_seats.hosted()  # still offered: the player may free the port
        window.error_box.close()
        window.close()
    finally:
        holder.close()


@pytest.mark.subprocess  # netkit.ServerProcess, stopped cleanly and started again
def test_a_guest_window_says_the_game_is_paused_while_the_server_is_away(qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, 2, autostart=False))
        window = _guest_window(qtbot, tmp_path, url, created["invites"][1]["code"])
        net = window.net
        net.session.link.reconnect_seconds = 1.0  # far below the wait: only "away" waits
        server.stop()  # SIGTERM: the server says it is going away
        qtbot.waitUntil(lambda: "paused" in window.statusBar().currentMessage(),
                        timeout=20000)
        qtbot.wait(2500)  # longer than the usual reconnect time: still waiting
        assert net.session is not None and window.error_box is None
        server.start()  # the same port and data
        qtbot.waitUntil(lambda: net.session.connected, timeout=30000)
        run(start_game(url, created["game"], created["host"]))
        qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
        window.close()
        if net.close_box is not None:
            click(qtbot, net.close_box, "net_close_button")
    finally:
        server.stop()


def test_the_host_ends_a_game_for_everybody_and_only_the_host_may(tmp_path):
    import asyncio

    from netkit import served

    from sanjuan.net.client import ServerError, end_game
    from sanjuan.net.server import GameServer

    async def scenario() -> tuple[BaseException | None, list[str]]:
        async with served(tmp_path / "data") as (_server, url):
            # two network seats, one never taken (its stand-in comes after 120 s): the
            # game waits for it, however fast the other seat plays
            created = await create_game(url, 2, autostart=False)
            other = await create_game(url, 2, autostart=False)
            player = SeatPlayer(url, "easy", invite=created["invites"][0]["code"],
                                reconnect_seconds=5)
            task = asyncio.create_task(player.run())
            while player.seat < 0:
                await asyncio.sleep(0.02)
            await start_game(url, created["game"], created["host"])
            while player.obs is None:  # the game is on
                await asyncio.sleep(0.02)
            try:
                await end_game(url, created["game"], other["host"])  # another game's host
                raise AssertionError("a wrong host token ended the game")
            except ServerError as exc:
                assert exc.code == "bad_token"
            assert not task.done()
            await end_game(url, created["game"], created["host"])
            try:
                await asyncio.wait_for(task, 10)
                error: BaseException | None = None
            except ServerError as exc:
                error = exc
        # started again on the same data: the ended game is not held; the other one is,
        # and the ended game's seat cannot be taken up again
        server = GameServer(tmp_path / "data")
        port = await server.start(LOOPBACK, 0)
        try:
            held = sorted(server.rooms)
            again = SeatPlayer(f"ws://{LOOPBACK}:{port}/", "easy", game=player.game,
                               token=player.token, reconnect_seconds=2)
            try:
                await asyncio.wait_for(again.run(), 10)
            except ServerError as exc:
                assert exc.code == "bad_token"
            else:
                raise AssertionError("an ended game's seat was taken up")
            assert created["game"] not in server.rooms
        finally:
            await server.close()
        return error, held

    error, held = run(scenario(), 60)
    assert isinstance(error, ServerError) and error.code == "ended"
    assert len(held) == 1  # only the other game


@pytest.mark.subprocess  # the window's own sanjuan serve
def test_closing_the_window_the_host_may_end_the_game_for_everybody(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    net = window.net
    dialog = net.show_host_dialog()
    dialog.players.setValue(2)
    dialog.lan.setChecked(False)
    click(qtbot, dialog, "host_button")
    qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                    and net.session.seat == 0 and len(net.lobby.panel.invites) == 1,
                    timeout=30000)
    (_seat, code), = net.lobby.panel.invites
    guest = SeatPlayer(net.server.url, "easy", invite=code, name="Bot", reconnect_seconds=20)
    bot, box = play_in_thread(guest, 120)
    qtbot.waitUntil(lambda: any(d.get("claimed") for d in net.session.seats
                                if d.get("seat") == 1), timeout=20000)
    click(qtbot, net.lobby, "lobby_start")
    qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
    assert net_seats.hosted()
    assert not window.close()
    click(qtbot, net.close_box, "net_end_button")  # End it for everybody
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=30000)  # up to 11 s by design
    bot.join(20)
    assert getattr(box.get("error"), "code", None) == "ended", box
    assert not net_seats.hosted() and net.server is None


@pytest.mark.subprocess  # netkit.ServerProcess
def test_a_guest_window_is_told_when_the_host_ends_the_game(qtbot, tmp_path):
    from sanjuan.net.client import end_game

    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, 2, autostart=False))
        window = _guest_window(qtbot, tmp_path, url, created["invites"][1]["code"])
        net = window.net
        game = net.session.game_id
        assert [e["game"] for e in net_seats.load()] == [game]
        run(end_game(url, created["game"], created["host"]))
        qtbot.waitUntil(lambda: window.error_box is not None and window.error_box.isVisible(),
                        timeout=20000)
        assert window.error_box.text() == "The host has ended the game."
        assert net.session is None and not net_seats.load()  # not offered again
        window.error_box.close()
    finally:
        server.stop()


def test_a_damaged_serve_entry_is_not_offered(tmp_path):
    good = {"lan": True, "port": 4242, "data": str(tmp_path), "pace_ms": 0,
            "invites": [(1, "ABCDE-FGHJK")], "announce": True}
    net_seats.remember("ws://127.0.0.1:4242/", "g1", "t" * 20, 0, "Ana", "h" * 20, good)
    (entry,) = net_seats.hosted()
    assert net_seats.serve_info(entry) == good
    for bad in ({**good, "port": "4242"}, {**good, "port": 0}, {**good, "lan": 1},
                {**good, "invites": [[1]]}, {**good, "pace_ms": -1}, {**good, "data": None}):
        assert net_seats.serve_info({**entry, "serve": bad}) is None
    net_seats.remember("ws://127.0.0.1:4242/", "g2", "t" * 20, 0, "Ana", None, good)
    assert [e["game"] for e in net_seats.hosted()] == ["g1"]  # no host token: a guest's


@pytest.mark.subprocess  # the window's own sanjuan serve, killed under the game
def test_a_server_that_dies_mid_game_pauses_the_table_with_a_way_out(qtbot, tmp_path):
    """Issue 34, item 3: when the host's server dies the table says the game is paused,
    offers nothing to choose (no glowing role), cites no internal document, and
    "Restart the server and resume" brings the game back."""
    import os
    import signal as signals

    window = make_window(qtbot, tmp_path)
    net = window.net
    dialog = net.show_host_dialog()
    dialog.name.setText("Ana")
    dialog.players.setValue(2)
    dialog.lan.setChecked(False)  # 127.0.0.1 only
    click(qtbot, dialog, "host_button")
    qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                    and net.session.seat == 0 and len(net.lobby.panel.invites) == 1,
                    timeout=30000)
    url = net.server.url
    (_seat, code), = net.lobby.panel.invites
    guest = SeatPlayer(url, "easy", invite=code, name="Bot", seed=3, reconnect_seconds=60,
                       away_seconds=120)
    bot, box = play_in_thread(guest, 240)
    qtbot.waitUntil(lambda: any(d.get("claimed") for d in net.session.seats
                                if d.get("seat") == 1), timeout=20000)
    click(qtbot, net.lobby, "lobby_start")
    qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
    m, rng = window.model, random.Random(4)
    _our_moves(qtbot, window, rng, count=2)
    # our decision is open when the server dies: nothing of it may be offered then
    qtbot.waitUntil(lambda: m.deciding_seat == 0 and window.table.observation is not None
                    and window.table.observation.decision is not None, timeout=GAME_MS)
    # killed outright (Windows has no SIGKILL: os.kill with another signal there is
    # TerminateProcess, the same end)
    os.kill(net.server.process.processId(), getattr(signals, "SIGKILL", signals.SIGTERM))
    panel = window.table.panel
    qtbot.waitUntil(lambda: panel.paused_box.isVisible(), timeout=20000)
    assert "paused" in panel.paused_label.text().lower()
    assert "exit status" in panel.paused_label.text()
    assert panel.resume_button.isVisible()
    assert panel.resume_button.text() == "Restart the server and resume"
    assert not any(card.choosable or card.isEnabled()
                   for card in window.table.roles.cards.values())
    assert window.error_box is None  # said on the table, not in a box to dismiss
    d = window.table.observation.decision
    window.submit(d.sample(rng))  # a choice made anyway (a key) is refused plainly
    assert "RULES.md" not in window.statusBar().currentMessage()
    click(qtbot, panel, "resume_server_button")
    qtbot.waitUntil(lambda: net_live(window.model) and not panel.paused_box.isVisible(),
                    timeout=30000)
    moves = _our_moves(qtbot, window, rng)  # to the end, the guest back with it
    assert moves > 0 and m.over
    bot.join(60)
    assert box.get("result") is not None
    window.close()


@pytest.mark.subprocess  # netkit.ServerProcess, stopped and started again
def test_a_guest_table_says_paused_while_the_server_is_away(qtbot, tmp_path):
    """Issue 34, item 5: a started game whose server went away is shown paused on the
    guest's table itself (the status bar cuts long sentences), and playable again once
    the server is back."""
    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        created = run(create_game(url, 2, ["easy"]))
        window = _guest_window(qtbot, tmp_path, url, created["invites"][0]["code"])
        net, panel = window.net, window.table.panel
        qtbot.waitUntil(lambda: net_live(window.model), timeout=20000)
        net.session.link.reconnect_seconds = 1.0
        assert not panel.paused_box.isVisible()
        server.stop()  # the server says it is going away
        qtbot.waitUntil(lambda: panel.paused_box.isVisible(), timeout=20000)
        assert "paused" in panel.paused_label.text().lower()
        assert not panel.resume_button.isVisible()  # not ours to restart
        assert not any(c.isEnabled() for c in window.table.roles.cards.values())
        server.start()  # the same port and data
        qtbot.waitUntil(lambda: net.session.connected and not panel.paused_box.isVisible(),
                        timeout=30000)
        window.close()
        if net.close_box is not None:
            click(qtbot, net.close_box, "net_close_button")
    finally:
        server.stop()
