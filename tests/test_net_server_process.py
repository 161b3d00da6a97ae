"""The server as a process (``python -m sanjuan.cli.serve``) on 127.0.0.1: killed with
SIGKILL mid-game and started again, it has every game back and the game ends exactly
as the same game uninterrupted; and TLS (``wss://``) with trustme certificates."""

from __future__ import annotations

import asyncio
import ssl

import pytest
from netkit import LOOPBACK, ServerProcess, run, served

from sanjuan.net.client import Connection, SeatPlayer, create_game


def _players(url, created, **kw):
    return [SeatPlayer(url, "medium", invite=i["code"], name=f"N{i['seat']}", seed=1, **kw)
            for i in created["invites"]]


@pytest.mark.subprocess  # netkit.ServerProcess
def test_server_killed_mid_game_restarts_with_every_game(tmp_path):
    proc = ServerProcess(tmp_path / "data")
    url = proc.start()
    try:
        async def uninterrupted():
            created = await create_game(url, 3, ["medium"], edition="classic", seed=77)
            return await asyncio.gather(*(p.run() for p in _players(url, created)))

        ref = run(uninterrupted())

        async def interrupted():
            created = await create_game(url, 3, ["medium"], edition="classic", seed=77)
            waiting = await create_game(url, 2, ["easy"], seed=5)  # nobody joined yet
            players = _players(url, created, delay=0.002, reconnect_seconds=30)
            tasks = [asyncio.ensure_future(p.run()) for p in players]
            while min(p.seq for p in players) < 60:
                await asyncio.sleep(0.005)
                assert not any(t.done() for t in tasks)
            await asyncio.to_thread(proc.kill)
            killed_at = max(p.seq for p in players)
            await asyncio.to_thread(proc.start)
            results = await asyncio.gather(*tasks)
            # The game that waited for its players is back too: its invite still works.
            late = SeatPlayer(url, "easy", invite=waiting["invites"][0]["code"])
            late_result = await late.run()
            return results, killed_at, [p.connections for p in players], late_result

        results, killed_at, connections, late_result = run(interrupted(), timeout=60)
    finally:
        proc.stop()
    assert killed_at >= 60 and all(n >= 2 for n in connections)
    assert results[0] == results[1] == ref[0]
    assert late_result["seed"] == 5


@pytest.fixture(scope="module")
def tls(tmp_path_factory):
    trustme = pytest.importorskip("trustme")
    ca = trustme.CA()
    cert = ca.issue_cert(LOOPBACK)
    server_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    cert.configure_cert(server_ctx)
    client_ctx = ssl.create_default_context()
    ca.configure_trust(client_ctx)
    folder = tmp_path_factory.mktemp("tls")
    ca.cert_pem.write_to_path(str(folder / "ca.pem"))
    cert.private_key_and_cert_chain_pem.write_to_path(str(folder / "server.pem"))
    return server_ctx, client_ctx, folder


def test_a_whole_game_over_tls(tmp_path, tls):
    server_ctx, client_ctx, _ = tls

    async def main():
        async with served(tmp_path, ssl_context=server_ctx) as (_server, url):
            assert url.startswith("wss://127.0.0.1:")
            created = await create_game(url, 2, ["easy"], seed=8, ssl_context=client_ctx)
            p = SeatPlayer(url, "easy", invite=created["invites"][0]["code"],
                           ssl_context=client_ctx)
            result = await p.run()
            # A client that does not trust the certificate is refused by TLS itself.
            with pytest.raises(ssl.SSLCertVerificationError):
                await Connection(url, ssl.create_default_context()).open()
            return result

    assert run(main())["seed"] == 8


def test_serve_command_loads_certificate_files(tmp_path, tls):
    from sanjuan.cli.serve import tls_context

    _, client_ctx, folder = tls
    ctx = tls_context(str(folder / "server.pem"), None)
    assert ctx.minimum_version == ssl.TLSVersion.TLSv1_2

    async def main():
        async with served(tmp_path, ssl_context=ctx) as (_server, url):
            conn = Connection(url, client_ctx)
            welcome = await conn.open()
            await conn.close()
            return welcome

    assert run(main())["type"] == "welcome"


@pytest.mark.subprocess  # netkit.ServerProcess
def test_stop_on_standard_input_is_a_clean_stop(tmp_path):
    """``--stop-on-input`` (how the window stops its server; Windows has no SIGTERM for a
    console program, and TerminateProcess tells nobody): the line ``stop`` ends the
    server with status 0, after telling a connected client it is going away; other
    lines are ignored."""
    import json

    from websockets.asyncio.client import connect

    from sanjuan.net import PROTOCOL_VERSION, protocol

    server = ServerProcess(tmp_path / "server")
    url = server.start()
    try:
        async def main():
            async with connect(url) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION}))
                await ws.recv()  # welcome
                server.proc.stdin.write("hello?\n")  # not the stop line: ignored
                server.proc.stdin.flush()
                await asyncio.sleep(0.5)
                assert server.proc.poll() is None
                server.ask_to_stop()  # no signal: the line alone
                await asyncio.wait_for(ws.wait_closed(), 30)
                return ws.close_code

        assert run(main()) == protocol.CLOSE_GOING_AWAY
        assert server.proc.wait(timeout=30) == 0
    finally:
        server.kill()
        server.stop()
