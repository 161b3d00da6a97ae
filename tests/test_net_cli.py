"""``sanjuan serve`` and ``sanjuan net`` (issue 21) from the command line, on 127.0.0.1;
and the layering: nothing below sanjuan.net imports it, the headless commands import no
Qt, and the window's start-up imports no network code."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from netkit import ROOT, ServerProcess

from ui.cli import main


@pytest.mark.subprocess  # netkit.ServerProcess
def test_net_new_and_play_against_a_served_game(tmp_path, capsys):
    server = ServerProcess(tmp_path / "data")
    url = server.start()
    try:
        assert main(["net", "new", url, "--players", "2", "--computer", "easy", "--seed", "6",
                     "--edition", "classic", "--json"]) == 0
        created = json.loads(capsys.readouterr().out)
        assert created["url"] == url and len(created["invites"]) == 1
        code = created["invites"][0]["code"]
        assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}", code)
        assert main(["net", "play", url, code, "--ai", "easy", "--json", "--name", "Eve"]) == 0
        result = json.loads(capsys.readouterr().out)
        assert result["seed"] == 6 and result["edition"] == "classic"
        assert result["seats"][0]["name"] == "Eve"
        assert set(result) == {"players", "edition", "variant", "seed", "rounds", "winners",
                               "seats"}
        # A lobby: nothing moves before `net start` with the host token.
        assert main(["net", "new", url, "--players", "2", "--computer", "easy", "--lobby",
                     "--json"]) == 0
        lobby = json.loads(capsys.readouterr().out)
        assert main(["net", "start", url, lobby["game"], lobby["host"] + "x"]) == 1
        assert "refused" in capsys.readouterr().err
        assert main(["net", "start", url, lobby["game"], lobby["host"]]) == 0
        assert "started" in capsys.readouterr().out
        # The invite is spent: a second player is refused with a clear message.
        assert main(["net", "play", url, code, "--ai", "easy"]) == 1
        assert "refused" in capsys.readouterr().err
    finally:
        server.stop()


def test_net_play_without_a_server_says_so(capsys):
    import socket

    with socket.socket() as s:  # a free port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"ws://127.0.0.1:{port}/"
    assert main(["net", "new", url, "--players", "2", "--computer", "easy"]) == 1
    assert "sanjuan net" in capsys.readouterr().err
    assert main(["net", "new", "http://127.0.0.1/", "--players", "2"]) == 2
    assert "ws://" in capsys.readouterr().err


def _modules_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys, json\n"
                          "print(json.dumps(sorted(sys.modules)))"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.splitlines()[-1]))


def test_headless_commands_import_no_qt():
    mods = _modules_after("from ui.cli import build_parser\n"
                          "build_parser(only='serve'); build_parser(only='net')\n"
                          "import sanjuan.net.server, sanjuan.net.client")
    assert not any(m.startswith(("PySide6", "ui.window", "pyqtgraph")) for m in mods)


def test_the_window_does_not_load_network_code():
    mods = _modules_after("import ui.window.main_window\nfrom ui.cli import build_parser\n"
                          "build_parser(only='play')")
    assert not any(m.startswith(("sanjuan.net", "websockets")) for m in mods)


def test_nothing_below_net_imports_it():
    for folder in ("rules", "ai", "learn", "store"):
        for path in Path(ROOT, "sanjuan", folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "sanjuan.net" not in text and "websockets" not in text, path
    for path in Path(ROOT, "sanjuan", "net").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "from ui" not in text and "import ui" not in text
