"""A damaged games database never takes the whole server down, and is never emptied in
silence (issue 37): every start checks it; a damaged file is moved aside with one line
saying how to recover it and the games still readable are served; a folder whose games
are all gone stops the server with the "damaged data" exit status; a damaged game
answers its own players with an error and touches no other game. Over real sockets on
127.0.0.1 (and ``sanjuan serve`` as a child process for the exit status)."""

from __future__ import annotations

import asyncio
import configparser
import logging
import os
import re
import shlex
import sqlite3
import subprocess
import sys
from pathlib import Path

from netkit import LOOPBACK, ROOT, run, served

from sanjuan.net import protocol
from sanjuan.net.client import Connection, ServerError, create_game


async def _games_with_tokens_on(url: str, n: int) -> list[tuple[str, str]]:
    """``n`` started games on the server at ``url``; (game, seat token) of each."""
    held = []
    for i in range(n):
        created = await create_game(url, 2, ["easy"], seed=100 + i)
        conn = Connection(url)
        await conn.open()
        await conn.send({"type": "join", "invite": created["invites"][0]["code"]})
        joined = await conn.expect("joined")
        held.append((joined["game"], joined["token"]))
        await conn.close()
    return held


async def _games_with_tokens(data: Path, n: int) -> list[tuple[str, str]]:
    """``n`` started games on a fresh server in ``data``; (game, seat token) of each."""
    async with served(data) as (_server, url):
        return await _games_with_tokens_on(url, n)


async def _resume(url: str, game: str, token: str) -> str:
    """"joined", or the error code the server answers a resume with."""
    conn = Connection(url)
    await conn.open()
    try:
        await conn.send({"type": "resume", "game": game, "token": token})
        await conn.expect("joined")
        return "joined"
    except ServerError as exc:
        return exc.code
    finally:
        await conn.close()


def _serve(data: Path) -> subprocess.CompletedProcess[str]:
    """``sanjuan serve`` on ``data``, expected to refuse to start (bounded)."""
    return subprocess.run(
        [sys.executable, "-m", "sanjuan.cli.serve", "--host", LOOPBACK, "--port", "0",
         "--data", str(data)], capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_games_gone_or_unreadable_stop_the_server_with_the_damaged_data_status(tmp_path):
    made = tmp_path / "made"
    run(_games_with_tokens(made, 3))
    sound = (made / "games.sqlite").read_bytes()
    damage = {"empty": b"", "not a database": b"this is not SQLite " * 300,
              "truncated": sound[:len(sound) // 3]}
    for kind, content in damage.items():
        data = tmp_path / kind.replace(" ", "-")
        data.mkdir(mode=0o700)
        (data / "games.sqlite").write_bytes(content)
        (data / "had-games").write_bytes(b"")  # this folder held games
        done = _serve(data)
        assert done.returncode == 3, (kind, done.stderr)  # EXIT_DAMAGED: do not restart
        assert "Traceback" not in done.stderr, kind
        assert "restore a backup" in done.stderr and str(data) in done.stderr, kind
        if content:  # a file that held something is kept for recovery, never deleted
            aside = list(data.glob("games-damaged-*.sqlite"))
            assert len(aside) == 1 and aside[0].read_bytes()[:16] == content[:16], kind
            assert ".recover" in done.stderr


def test_a_damaged_file_is_moved_aside_and_its_readable_games_are_served(tmp_path, caplog):
    data = tmp_path / "data"
    held = run(_games_with_tokens(data, 30))
    raw = bytearray((data / "games.sqlite").read_bytes())
    raw[-4096:] = b"\xff" * 4096  # the last page: some games' rows are lost
    (data / "games.sqlite").write_bytes(bytes(raw))

    async def scenario():
        with caplog.at_level(logging.ERROR, "sanjuan.net.server"):
            async with served(data) as (_server, url):
                return [await _resume(url, g, t) for g, t in held]

    answers = run(scenario(), 60)
    assert 0 < answers.count("joined") < len(held)
    assert set(answers) <= {"joined", protocol.BAD_TOKEN}
    lines = [r.getMessage() for r in caplog.records if "moved aside" in r.getMessage()]
    assert len(lines) == 1 and ".recover" in lines[0] and "damaged" in lines[0]
    assert len(list(data.glob("games-damaged-*.sqlite"))) == 1


def test_a_damaged_game_answers_its_own_players_with_an_error_and_no_other(tmp_path):
    data = tmp_path / "data"
    (bad, bad_token), (good, good_token) = run(_games_with_tokens(data, 2))
    db = sqlite3.connect(data / "games.sqlite")
    with db:
        db.execute("UPDATE games SET options='{\"players\": 2' WHERE id=?", (bad,))
    db.close()

    async def scenario():
        async with served(data) as (server, url):
            answers = [await _resume(url, bad, bad_token), await _resume(url, bad, bad_token),
                       await _resume(url, good, good_token)]
            return answers, sorted(server.rooms)

    answers, rooms = run(scenario())
    assert answers == [protocol.DAMAGED_GAME, protocol.DAMAGED_GAME, "joined"]
    assert rooms == [good]



# -- docs/server.md, followed where a test can ------------------------------------------------

DOC = ROOT / "docs" / "server.md"


def _blocks(kind: str) -> list[str]:
    """The fenced code blocks of ``kind`` in docs/server.md, in order."""
    text = DOC.read_text(encoding="utf-8")
    return re.findall(rf"^```{kind}\n(.*?)^```$", text, re.MULTILINE | re.DOTALL)


def test_the_documented_systemd_units_parse_and_never_restart_on_damaged_data():
    import argparse

    from sanjuan.cli.serve import add_arguments
    from sanjuan.net.datafolder import EXIT_DAMAGED

    units = [b for b in _blocks("ini") if "ExecStart=" in b]
    assert len(units) == 2  # the service, and the sharded template
    for unit in units:
        parser = configparser.ConfigParser(interpolation=None, strict=True)
        parser.optionxform = str  # systemd keys are case-sensitive
        parser.read_string(unit)
        service = parser["Service"]
        assert service["Restart"] in ("on-failure", "always")
        assert service["RestartPreventExitStatus"].split() == [str(EXIT_DAMAGED)]
        # a template's instance name (%i) stands for a shard number such as 01
        argv = shlex.split(service["ExecStart"].replace("%i", "01"))
        assert argv[0].endswith("/sanjuan") and argv[1] == "serve"
        serve = argparse.ArgumentParser(exit_on_error=False)
        add_arguments(serve)
        args = serve.parse_args(argv[2:])  # every documented option exists
        assert args.host == "127.0.0.1" and args.trust_proxy
        if "ReadWritePaths" in service:
            assert args.data in service["ReadWritePaths"].split()


def test_a_periodic_backup_restores_the_games_by_the_documented_steps(tmp_path):
    data = tmp_path / "data"
    steps = next(b for b in _blocks("sh") if '"$BACKUP"' in b)

    async def before() -> tuple[tuple[str, str], tuple[str, str], int]:
        async with served(data, backup_seconds=0.2, backup_keep=2) as (_server, url):
            kept = (await _games_with_tokens_on(url, 1))[0]
            for _ in range(200):  # a few periodic backups
                if len(list((data / "backups").glob("games-*.sqlite"))) >= 2:
                    break
                await asyncio.sleep(0.1)
            await asyncio.sleep(0.3)
            backups = len(list((data / "backups").glob("games-*.sqlite")))
            # then the backup is taken as it stands, and a game is made after it
            backup = sorted((data / "backups").glob("games-*.sqlite"))[-1]
            (tmp_path / "chosen.sqlite").write_bytes(backup.read_bytes())
            later = (await _games_with_tokens_on(url, 1))[0]
        return kept, later, backups

    kept, later, backups = run(before())
    assert backups == 2  # --backup-keep
    # stopped (above); the documented lines, with systemctl left to the test
    done = subprocess.run(["bash", "-e", "-c", "systemctl() { :; }\n" + steps],
                          env={**os.environ, "DATA": str(data),
                               "BACKUP": str(tmp_path / "chosen.sqlite")},
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr

    async def after() -> list[str]:
        async with served(data) as (_server, url):
            return [await _resume(url, *kept), await _resume(url, *later)]

    assert run(after()) == ["joined", protocol.BAD_TOKEN]
    assert (data / "replaced" / "games.sqlite").exists()  # what was there is kept
