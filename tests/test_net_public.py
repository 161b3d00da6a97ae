"""A server that can be offered to strangers (issue 37), each defect over real sockets on
127.0.0.1: the server alone draws the deal; one server per data folder; creates are
budgeted and abandoned games end; bad text is refused at the door and every error
counts; flood budgets outlive a connection; finished games leave memory; private files.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import stat
import subprocess
import sys

import pytest
from netkit import LOOPBACK, ROOT, ServerProcess, run, served

from sanjuan.net import protocol
from sanjuan.net.client import Connection, SeatPlayer, ServerError, create_game
from sanjuan.net.datafolder import FolderBusy
from sanjuan.net.limits import BudgetSettings
from sanjuan.net.server import GameServer


async def _open(url: str) -> Connection:
    conn = Connection(url)
    await conn.open()
    return conn


async def _refused(url: str, msg: dict, code: str) -> None:
    conn = await _open(url)
    try:
        await conn.send(msg)
        with pytest.raises(ServerError) as err:
            await conn.expect("created", "joined", "started")
        assert err.value.code == code, err.value
    finally:
        await conn.close()


# -- 1: the server alone draws the deal ---------------------------------------------------

def test_the_server_draws_every_deal_and_tells_when_the_host_chose_it(tmp_path):
    async def scenario():
        async with served(tmp_path / "a", chosen_seeds=False) as (server, url):
            await _refused(url, {"type": "create", "seats": ["network", "easy"], "seed": 5},
                           protocol.SEED_REFUSED)
            a = await create_game(url, 2, ["easy"])
            b = await create_game(url, 2, ["easy"])
            seeds = [server.rooms[g["game"]].options.seed for g in (a, b)]
            assert "notice" not in a
            conn = await _open(url)
            await conn.send({"type": "join", "invite": a["invites"][0]["code"]})
            state = await conn.expect("state")
            assert "notice" not in state and "seed_chosen" not in state["settings"]
            await conn.close()
        async with served(tmp_path / "b", chosen_seeds=True) as (server, url):
            c = await create_game(url, 3, ["easy"], seed=5, autostart=False)
            conn = await _open(url)
            await conn.send({"type": "join", "invite": c["invites"][0]["code"]})
            state = await conn.expect("state")
            lobby = await conn.expect("seats")
            await conn.close()
        return seeds, c, lobby, state

    seeds, created, lobby, state = run(scenario())
    assert seeds[0] != seeds[1] and max(seeds) >= 2**40  # drawn here, 63 bits
    for msg in (created, lobby, state):
        assert msg["notice"] == "deal chosen by the host"


# -- 2: one server per data folder ---------------------------------------------------------

def test_a_second_server_on_the_same_data_folder_refuses_in_one_line(tmp_path):
    data = tmp_path / "data"
    first = ServerProcess(data)
    url = first.start()
    try:
        with pytest.raises(FolderBusy) as err:
            GameServer(data)
        assert str(data) in str(err.value) and str(first.proc.pid) in str(err.value)
        second = subprocess.run(
            [sys.executable, "-m", "sanjuan.cli.serve", "--host", LOOPBACK, "--port", "0",
             "--data", str(data)], capture_output=True, text=True, timeout=60, cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert second.returncode == 1
        lines = second.stderr.strip().splitlines()
        assert len(lines) == 1 and str(data) in lines[0] and str(first.proc.pid) in lines[0]
        assert "Traceback" not in second.stderr
        # the first one serves on, untouched
        created = run(create_game(url, 2, ["easy"], seed=3))
        assert created["game"]
    finally:
        first.stop()


# -- 3: nobody can fill the server for good ---------------------------------------------------

def test_creates_are_budgeted_per_address_and_in_all_whatever_the_connection(tmp_path):
    async def creates(url: str, n: int) -> list[str]:
        codes = []
        for _ in range(n):  # a new connection each time: the budget is the address's
            try:
                await create_game(url, 2, ["easy"])
                codes.append("ok")
            except ServerError as exc:
                codes.append(exc.code)
        return codes

    async def scenario():
        per_address = BudgetSettings(creates_per_address=3)
        async with served(tmp_path / "a", budgets=per_address) as (_server, url):
            a = await creates(url, 5)
        in_all = BudgetSettings(creates_per_address=100, creates_total=2)
        async with served(tmp_path / "b", budgets=in_all) as (_server, url):
            b = await creates(url, 3)
        return a, b

    a, b = run(scenario())
    assert a == ["ok"] * 3 + [protocol.LIMIT] * 2
    assert b == ["ok"] * 2 + [protocol.LIMIT]


def test_unstarted_games_expire_with_their_invites_and_idle_games_are_abandoned(tmp_path):
    now = [1_000_000.0]
    data = tmp_path / "data"

    async def scenario():
        async with served(data, clock=lambda: now[0], max_games=2, sweep_seconds=0.05,
                          idle_seconds=600) as (server, url):
            waiting = [await create_game(url, 2, ["easy"], invite_minutes=1)
                       for _ in range(2)]
            with pytest.raises(ServerError) as full:
                await create_game(url, 2, ["easy"])
            now[0] += 61  # the invites expire: the limit counts live games only
            playing = await create_game(url, 2, ["easy"], invite_minutes=60)
            conn = await _open(url)
            await conn.send({"type": "join", "invite": playing["invites"][0]["code"]})
            await conn.expect("joined")
            for _ in range(100):  # the sweep ends the expired games
                if not any(w["game"] in server.rooms for w in waiting):
                    break
                await asyncio.sleep(0.05)
            with pytest.raises(ServerError) as late:
                await SeatPlayer(url, "easy", invite=waiting[0]["invites"][0]["code"]).run()
            now[0] += 601  # nobody moves for ten minutes: abandoned
            try:
                while True:
                    await conn.recv()
            except Exception as exc:  # noqa: BLE001 - the server closed the connection
                closed = exc
            ended = {g["game"]: server.store.ended(g["game"]) for g in (*waiting, playing)}
            kept = server.store.load(playing["game"])
        async with served(data, clock=lambda: now[0]) as (server, _url):
            reloaded = dict(server.rooms)
        return full.value, late.value, closed, ended, kept, reloaded, playing["game"]

    full, late, closed, ended, kept, reloaded, gid = run(scenario())
    assert full.code == protocol.LIMIT
    assert late.code in (protocol.EXPIRED_INVITE, protocol.UNKNOWN_INVITE)
    assert getattr(closed, "rcvd", None) and closed.rcvd.code == protocol.CLOSE_ENDED
    assert list(ended.values()) == ["expired", "expired", "abandoned"]
    assert kept is not None and kept.over and kept.started  # its record is kept
    assert reloaded == {}


# -- 6: bad text is refused at the door, and every error counts ------------------------------

def test_surrogates_and_format_characters_are_refused_and_errors_close_the_connection(
        tmp_path, caplog):
    async def scenario():
        async with served(tmp_path / "d") as (_server, url):
            created = await create_game(url, 2, ["easy"], seed=4)
            invite = created["invites"][0]["code"]
            conn = await _open(url)
            answers = []
            for bad in ({"type": "join", "invite": invite, "name": "Bea\u202eevil"},
                        {"type": "join", "invite": invite, "name": "Bea\u200b"},
                        {"type": "join", "invite": invite, "name": "\ud800"},
                        {"type": "resume", "game": "\ud800", "token": "x"},
                        {"type": "join", "invite": "\ufeff" + invite}):
                await conn.send(bad)
                answers.append((await conn.recv())["code"])
            closed_after = len(answers)
            try:
                for _ in range(40):  # the same again until the server closes
                    await conn.send({"type": "resume", "game": "\ud800", "token": "x"})
                    await conn.recv()
                    closed_after += 1
            except Exception as exc:  # noqa: BLE001 - closed, as it should be
                closed = exc
            await conn.close()
            # the seat is still free: nothing changed
            player = await _open(url)
            await player.send({"type": "join", "invite": invite, "name": "Bea"})
            joined = await player.expect("joined")
            await player.close()
        return answers, closed_after, closed, joined

    answers, closed_after, closed, joined = run(scenario())
    assert answers == [protocol.BAD_MESSAGE] * 5
    assert closed_after < 40 and closed.rcvd.code == protocol.CLOSE_POLICY
    assert joined["seat"] == 0
    assert not [r for r in caplog.records if r.exc_info]  # no traceback in the log


# -- 5: flood budgets belong to the seat and the address, not the connection ------------------

async def _count_until_closed(conn: Connection, msg: dict, most: int) -> int:
    """Send ``msg`` until the server closes ``conn`` (at most ``most`` times); returns
    how many answers came."""
    answered = 0
    try:
        for _ in range(most):
            await conn.send(msg)
            await conn.recv()
            answered += 1
    except Exception:  # noqa: BLE001 - closed
        pass
    return answered


def test_chat_errors_and_failed_tokens_are_not_renewed_by_reconnecting(tmp_path):
    async def scenario():
        budgets = BudgetSettings(errors_per_address=8, failures_per_address=6)
        async with served(tmp_path / "f", budgets=budgets) as (_server, url):
            created = await create_game(url, 2, ["easy"], seed=9, autostart=False)
            conn = await _open(url)
            await conn.send({"type": "join", "invite": created["invites"][0]["code"]})
            joined = await conn.expect("joined")
            said = []
            for i in range(protocol.CHAT_BURST):
                await conn.send({"type": "chat", "text": f"line {i}"})
                said.append((await conn.expect("chat"))["text"])
            await conn.close()
            again = await _open(url)  # the same seat on a new connection
            await again.send({"type": "resume", "game": joined["game"],
                              "token": joined["token"]})
            await again.expect("joined")
            await again.send({"type": "chat", "text": "one more"})
            with pytest.raises(ServerError) as chat:
                await again.expect("chat")
            await again.close()
            # failed tokens: 3 on a first connection, the rest on a second
            bad = {"type": "resume", "game": joined["game"], "token": "0" * 64}
            first = await _open(url)
            n1 = await _count_until_closed(first, bad, 3)
            await first.close()
            second = await _open(url)
            n2 = await _count_until_closed(second, bad, 10)
            await second.close()
        return said, chat.value, n1, n2

    said, chat, n1, n2 = run(scenario())
    assert len(said) == protocol.CHAT_BURST and chat.code == protocol.CHAT_REFUSED
    # 6 failures per address, 5 per connection: the second connection gets 3 more
    # answers (the last of them "too many failed attempts"), not another 5
    assert n1 == 3 and n2 <= 4


# -- 7: finished games leave memory; a token is checked before the game is loaded -------------

def test_a_game_finished_by_stand_ins_leaves_memory_and_bad_tokens_load_nothing(tmp_path):
    async def scenario():
        async with served(tmp_path / "g") as (server, url):
            created = await create_game(url, 2, ["easy"], seed=12, takeover_seconds=1,
                                        takeover_level="easy")
            gid = created["game"]
            conn = await _open(url)
            await conn.send({"type": "join", "invite": created["invites"][0]["code"]})
            token = (await conn.expect("joined"))["token"]
            await conn.close()  # nobody is there: stand-ins play it to its end
            for _ in range(600):
                if server.store.ended(gid) == "finished":
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.1)
            finished_held = gid in server.rooms
            await _refused(url, {"type": "resume", "game": gid, "token": "f" * 64},
                           protocol.BAD_TOKEN)
            loaded_by_bad_token = gid in server.rooms
            back = await _open(url)
            await back.send({"type": "resume", "game": gid, "token": token})
            await back.expect("joined")
            state = await back.expect("state")
            await back.close()
        return server.store, finished_held, loaded_by_bad_token, state

    _store, finished_held, loaded_by_bad_token, state = run(scenario(), 60)
    assert not finished_held and not loaded_by_bad_token
    assert "result" in state  # the right token still shows the finished game


# -- 8: only the server's owner can read its games -------------------------------------------

@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_the_data_folder_and_its_files_are_private(tmp_path):
    data = tmp_path / "data"
    data.mkdir(mode=0o755)
    (data / "games.sqlite").touch(mode=0o644)  # left by an earlier version

    async def scenario():
        async with served(data, backup_seconds=0) as (server, url):
            await create_game(url, 2, ["easy"], seed=1)
            await server.backup_now()
            return {p: stat.S_IMODE(p.stat().st_mode) for p in data.rglob("*")}

    modes = run(scenario())
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert {p.name for p in modes} >= {"games.sqlite", "games.sqlite-wal", "server.lock",
                                       "backups", "had-games"}
    for p, mode in modes.items():
        assert mode == (0o700 if p.is_dir() else 0o600), p


# -- 10: names cannot spoof the display ---------------------------------------------------------

def test_look_alike_names_are_refused_in_one_game_and_shown_isolated(tmp_path):
    from sanjuan.learn.page import html_page
    from sanjuan.rules.actions import action_from_json
    from sanjuan.rules.game import Game

    async def join(url: str, code: str, name: str) -> str:
        conn = await _open(url)
        try:
            await conn.send({"type": "join", "invite": code, "name": name})
            await conn.expect("joined")
            return "joined"
        except ServerError as exc:
            return exc.code
        finally:
            await conn.close()

    async def scenario():
        async with served(tmp_path / "n") as (server, url):
            created = await create_game(url, 3, ["easy"], seed=21, takeover_seconds=1,
                                        takeover_level="easy")
            first, second = (i["code"] for i in created["invites"])
            answers = [await join(url, first, "Bea"), await join(url, second, "BEA"),
                       await join(url, second, "Player 1"), await join(url, second, "Ｂｅａ"),
                       await join(url, second, "Easy computer"), await join(url, second, "Cai")]
            gid = created["game"]
            for _ in range(600):  # stand-ins finish it
                if server.store.ended(gid) == "finished":
                    break
                await asyncio.sleep(0.05)
            rec = server.store.load(gid)
        return answers, rec

    answers, rec = run(scenario(), 60)
    taken = protocol.NAME_TAKEN
    assert answers == ["joined", taken, taken, taken, taken, "joined"]
    names = [s.name for s in rec.seats]
    assert names == ["Bea", "Cai", "Easy computer"]
    game = Game.replay(rec.options, [action_from_json(a) for a, _s, _b in rec.actions])
    assert game.state.over
    # the HTML export: a name with a right-to-left override (from an old save) loses
    # the override, and every name is isolated wherever the page shows it, so that none
    # can reverse the rest of a line
    page = html_page(game, ["Bea", "\u202eCai", "Easy computer"])
    body = page.split("<body>", 1)[1]
    assert "\u202e" not in body
    for name in ("Bea", "Cai"):
        pieces = body.split(name)
        assert len(pieces) > 2
        for before, after in itertools.pairwise(pieces):
            assert ((before.endswith("<bdi>") and after.startswith("</bdi>"))
                    or (before.endswith("\u2068") and after.startswith("\u2069"))), before[-30:]


# -- 11: the wrong scheme is one sentence, never a traceback ------------------------------------

def test_net_new_with_the_wrong_scheme_says_so_in_one_sentence(tmp_path):
    trustme = pytest.importorskip("trustme")
    ca = trustme.CA()
    pem = tmp_path / "server.pem"
    ca.issue_cert(LOOPBACK).private_key_and_cert_chain_pem.write_to_path(str(pem))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def net_new(url: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "sanjuan.cli.net", "new", url,
                               "--players", "2", "--computer", "easy"],
                              capture_output=True, text=True, timeout=60, cwd=ROOT, env=env)

    tls = ServerProcess(tmp_path / "tls", extra=("--certfile", str(pem), "--keyfile", str(pem)))
    plain = ServerProcess(tmp_path / "plain")
    try:
        tls_url, plain_url = tls.start(), plain.start()
        wrong = [net_new(tls_url.replace("wss:", "ws:")), net_new(plain_url.replace("ws:", "wss:"))]
    finally:
        tls.stop()
        plain.stop()
    for done, hint in zip(wrong, ("use wss://", "use ws://"), strict=True):
        assert done.returncode == 1
        assert "Traceback" not in done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and hint in lines[0], done.stderr


# -- running it in public: health and metrics ------------------------------------------------

async def _http_get(port: int, path: str) -> tuple[str, str]:
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: {LOOPBACK}\r\n\r\n".encode())
    data = await reader.read()
    writer.close()
    head, _, body = data.decode().partition("\r\n\r\n")
    return head.split("\r\n", 1)[0], body


def test_the_metrics_endpoint_is_off_by_default_and_counts_games_actions_and_errors(tmp_path):
    async def scenario():
        async with served(tmp_path / "m") as (server, url):
            off = server.metrics_endpoint
            port = await server.start_metrics(LOOPBACK, 0)
            created = await create_game(url, 2, ["easy"], seed=2)
            await SeatPlayer(url, "easy", invite=created["invites"][0]["code"]).run()
            await _refused(url, {"type": "resume", "game": "nope", "token": "x"},
                           protocol.BAD_TOKEN)
            return off, await _http_get(port, "/metrics"), await _http_get(port, "/health"), \
                await _http_get(port, "/other")

    off, (status, body), health, other = run(scenario(), 60)
    assert off is None
    assert status == "HTTP/1.1 200 OK" and health == ("HTTP/1.1 200 OK", "ok\n")
    assert other[0].startswith("HTTP/1.1 404")
    values = {}
    for line in body.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            values[name] = float(value)
    assert values["sanjuan_actions_total"] > 50  # a whole game
    assert values['sanjuan_errors_total{code="bad_token"}'] == 1
    assert values["sanjuan_games_live"] == 0 and values["sanjuan_connections"] >= 0
    assert 0 < values['sanjuan_action_seconds{quantile="0.95"}'] < 5


# -- the event loop's stall: full collections on a schedule -------------------------------------

def test_a_server_that_manages_the_collector_turns_full_collections_off_and_back(tmp_path):
    import gc

    before = gc.get_threshold()

    async def scenario():
        async with served(tmp_path / "gc", manage_gc=True) as (_server, url):
            await create_game(url, 2, ["easy"], seed=1)
            return gc.get_threshold(), gc.get_freeze_count()

    during, frozen = run(scenario())
    assert during[:2] == before[:2] and during[2] >= 1_000_000  # no automatic full ones
    assert frozen > 0  # what was loaded is never scanned again
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0  # given back
