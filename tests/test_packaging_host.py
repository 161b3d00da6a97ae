"""The bundle smoke test's host probe (packaging/host_probe.py) from source: the window
hosts a network game on 127.0.0.1 through Game ▸ Host (its server a child process), a
headless guest joins with the lobby's invite, the window plays its seat to the end, and
the server stops with the window. The smoke test runs the same probe in the frozen
program, where the server is the bundle's own program."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.subprocess
def test_the_host_probe_hosts_and_plays_a_game(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SANJUAN_DATA_DIR": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "host_probe.py"),
                           str(tmp_path / "probe")], env=env, capture_output=True, text=True,
                          timeout=300, cwd=ROOT)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-3000:]
    assert "host probe: ok: hosted on ws://127.0.0.1:" in proc.stdout
    assert "Traceback" not in out
