"""The games database's writer thread (issue 37): commits leave the event loop, nothing
is told before it is stored, a clean stop loses nothing, a failed commit is reported and
stops the server. Real sockets on 127.0.0.1; every wait bounded (netkit.run)."""

from __future__ import annotations

import asyncio
import logging
import sqlite3

import pytest
from netkit import ServerProcess, run, served

from sanjuan.net import store as store_module
from sanjuan.net.client import Connection, SeatPlayer, create_game
from sanjuan.net.datafolder import DB_NAME
from sanjuan.net.store import GameStore, StoreFailed
from sanjuan.store.save import from_json


def _held_lock(path) -> sqlite3.Connection:
    """Another program's write lock on the database at ``path`` (held until rollback)."""
    other = sqlite3.connect(path, isolation_level=None, timeout=10)
    other.execute("BEGIN IMMEDIATE")
    return other


def test_clean_close_commits_every_queued_write(tmp_path):
    store = GameStore(tmp_path / "games.sqlite")
    store.db.execute("INSERT INTO games (id, created, options, settings, host) "
                     "VALUES ('g', 0, '{}', '{}', 'h')")
    store.start_writer()
    for n in range(3000):  # more than one batch
        store.add_action("g", n, n % 2, {"type": "role", "role": "builder"}, "human")
    assert store.queued == 3000
    store.close()  # at once: most of it is still queued
    db = sqlite3.connect(tmp_path / "games.sqlite")
    assert db.execute("SELECT COUNT(*), MAX(n) FROM actions").fetchone() == (3000, 2999)
    db.close()


def test_reads_see_the_writes_queued_before_them(tmp_path):
    """A claimed invite reads as used at once (two joins with one code must not both
    get the seat), although the claim is committed in the writer thread."""
    store = GameStore(tmp_path / "games.sqlite")
    store.db.execute("INSERT INTO games (id, created, options, settings, host) "
                     "VALUES ('g', 0, '{}', '{}', 'h')")
    store.db.execute("INSERT INTO seats (game, seat, kind) VALUES ('g', 0, 'network')")
    store.db.execute("INSERT INTO invites (code, game, seat, expires) VALUES ('c', 'g', 0, 9e9)")
    store.start_writer()
    try:
        store.claim("g", 0, "Ann", "digest", "c")
        assert store.invite("c") == ("g", 0, 9e9, True)
        assert store.seat_of_token("g", "digest") == 0
    finally:
        store.close()


def test_a_reply_waits_for_its_commit_and_the_game_survives_a_restart(tmp_path):
    """While another program holds the database's write lock, the creator is not told
    of the new game (it is not stored yet); once the lock goes, it is, and a server
    started again on the folder has the game."""

    async def main():
        async with served(tmp_path) as (server, url):
            conn = Connection(url)
            await conn.open()
            lock = _held_lock(tmp_path / DB_NAME)
            try:
                await conn.send({"type": "create", "seats": ["network", "easy"]})
                with pytest.raises(TimeoutError):  # held: the write cannot be committed
                    async with asyncio.timeout(0.5):
                        await conn.expect("created")
                assert server.store.committed < server.store.queued
            finally:
                lock.rollback()
                lock.close()
            async with asyncio.timeout(10):
                created = await conn.expect("created")
            await conn.close()
        async with served(tmp_path) as (_server, url):
            # the invite works: the game was stored before its creator heard of it
            p = SeatPlayer(url, "easy", invite=created["invites"][0]["code"])
            return created, await p.run(), p.record_doc

    created, result, record = run(main(), 90)
    assert result["players"] == 2
    assert from_json(record).game.state.over


def test_a_whole_game_is_stored_before_its_result_is_told(tmp_path):
    """Every action of a finished game is in the database when the players get the
    result (the result waits for the commits), and a clean stop loses nothing."""

    async def main():
        async with served(tmp_path) as (server, url):
            created = await create_game(url, 2, ["easy"], seed=5)
            p = SeatPlayer(url, "easy", invite=created["invites"][0]["code"])
            result = await p.run()
            held = [(gid, len(r.game.actions)) for gid, r in server.rooms.items()]
            return created["game"], result, p.record_doc, held

    game, result, record, _held = run(main(), 90)
    store = GameStore(tmp_path / DB_NAME)
    try:
        rec = store.load(game)
        assert rec is not None and rec.over
        assert len(rec.actions) == len(record["actions"])
    finally:
        store.close()
    assert result["players"] == 2


def test_a_failed_commit_is_reported_and_stops_the_server(tmp_path, monkeypatch, caplog):
    """The writer thread cannot commit (another program holds the lock past the writer's
    patience): the failure is logged, the server's ``on_failure`` hears of it, every
    connection is closed (1011) and the creator was never told of the lost game; a
    server started again has no such game and serves."""
    monkeypatch.setattr(store_module, "WRITER_BUSY_MS", 100)
    failures: list[StoreFailed] = []

    async def main():
        async with served(tmp_path) as (server, url):
            stopped = asyncio.Event()
            server.on_failure = lambda exc: (failures.append(exc), stopped.set())
            conn = Connection(url)
            await conn.open()
            lock = _held_lock(tmp_path / DB_NAME)
            try:
                await conn.send({"type": "create", "seats": ["network", "easy"]})
                async with asyncio.timeout(20):
                    await stopped.wait()
                    got = []
                    with pytest.raises(Exception) as closed:
                        while True:
                            got.append(await conn.recv())
            finally:
                lock.rollback()
                lock.close()
            assert server.failed is failures[0]
            with pytest.raises(StoreFailed):
                server.store.add_action("x", 0, 0, {}, "human")
            return got, closed.value, server.store.queued

    with caplog.at_level(logging.CRITICAL, logger="sanjuan.net.store"):
        got, closed, _queued = run(main(), 60)
    assert [m for m in got if m.get("type") == "created"] == []
    assert getattr(closed, "rcvd", None) is not None and closed.rcvd.code == 1011
    assert any("could not write the games database" in r.getMessage()
               for r in caplog.records)

    async def again():
        async with served(tmp_path) as (server, url):
            created = await create_game(url, 2, ["easy"])
            return server.store.count_games(), created

    count, _created = run(again(), 30)
    assert count == 1  # the new game only: the lost one was never stored


@pytest.mark.subprocess  # netkit.ServerProcess
def test_sanjuan_serve_exits_1_when_it_cannot_write(tmp_path):
    """`sanjuan serve` whose writer thread fails says so in its log and exits with
    status 1 (its service manager starts it again; docs/server.md)."""
    proc = ServerProcess(tmp_path / "data")
    url = proc.start()
    try:
        async def main():
            conn = Connection(url)
            await conn.open()
            lock = _held_lock(tmp_path / "data" / DB_NAME)
            try:
                await conn.send({"type": "create", "seats": ["network", "easy"]})
                # the writer gives up after WRITER_BUSY_MS (5 s); the server then stops
                status = await asyncio.to_thread(proc.proc.wait, 30)
            finally:
                lock.rollback()
                lock.close()
            return status

        status = run(main(), 60)
        assert status == 1
        err = proc.proc.stderr.read()
        assert "could not write the games database" in err
        assert "Traceback" not in err
    finally:
        proc.stop()
