"""``sanjuan serve`` and ``sanjuan net`` stay lean: what they import on their real paths
(issue 21: they start in under 0.4 s; ``bench/net_startup.py`` measures the time).

Each command runs in a fresh process under ``python -X importtime`` (which lists every
module imported) on 127.0.0.1: the server until it listens, ``net new`` and ``net
play --ai easy`` to their end. None of them may import Qt, pyqtgraph or NumPy, and the
server imports no process pool before a computer player searches. Bounded: each
process has a timeout."""

from __future__ import annotations

import json
import os
import re
import selectors
import subprocess
import sys
import time

import pytest
from netkit import LOOPBACK, ROOT

MAIN = "import sys; from ui.cli import main; sys.exit(main())"
HEAVY = ("PySide6", "shiboken6", "pyqtgraph", "numpy", "ui.window", "ui.dialogs")


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def _imported(stderr: str) -> set[str]:
    """The modules named in ``-X importtime`` output."""
    return {m.group(1) for m in re.finditer(r"^import time:\s+\d+ \|\s+\d+ \| *(\S+)$",
                                            stderr, re.MULTILINE)}


def _heavy(mods: set[str]) -> list[str]:
    return sorted(m for m in mods if m.startswith(HEAVY))


def _run(*args: str) -> tuple[str, set[str]]:
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", MAIN, *args],
                         capture_output=True, text=True, env=_env(), cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout, _imported(out.stderr)


@pytest.mark.subprocess
def test_serve_and_net_import_no_qt_pyqtgraph_or_numpy(tmp_path):
    server = subprocess.Popen(
        [sys.executable, "-X", "importtime", "-c", MAIN, "serve", "--host", LOOPBACK,
         "--port", "0", "--data", str(tmp_path / "data")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)
    try:
        line = ""
        deadline = time.monotonic() + 30
        with selectors.DefaultSelector() as sel:
            sel.register(server.stdout, selectors.EVENT_READ)
            while not line.startswith("listening on"):
                left = deadline - time.monotonic()
                assert left > 0 and server.poll() is None, "the server did not start"
                if sel.select(timeout=left):
                    line = server.stdout.readline()
        url = line.split()[2]
        out, new_mods = _run("net", "new", url, "--players", "2", "--computer", "easy",
                             "--json")
        code = json.loads(out)["invites"][0]["code"]
        out, play_mods = _run("net", "play", url, code, "--ai", "easy", "--json")
        assert json.loads(out.splitlines()[-1])["players"] == 2
    finally:
        server.terminate()
        _, err = server.communicate(timeout=20)
    serve_mods = _imported(err)
    # The lists are real: each command imported its own code.
    assert "sanjuan.net.server" in serve_mods and "websockets.asyncio.server" in serve_mods
    assert "sanjuan.net.client" in new_mods and "sanjuan.ai.easy" in play_mods
    assert _heavy(serve_mods) == _heavy(new_mods) == _heavy(play_mods) == []
    # The thinking pool's processes are made only when a computer searches.
    assert not any(m.startswith(("multiprocessing", "concurrent.futures.process"))
                   for m in serve_mods)
    assert not any(m.startswith(("sanjuan.ai.hard", "sanjuan.ai.expert")) for m in serve_mods)


def test_help_of_the_headless_commands_imports_no_network_code():
    for command in ("serve", "net"):
        _, mods = _run(command, "--help")
        assert _heavy(mods) == [], command
        assert "websockets" not in mods and "sanjuan.net.server" not in mods, command
