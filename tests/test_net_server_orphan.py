"""A crashed host can resume its game (issue 34, item 1): the window's ``sanjuan serve``
ends with the window even when the window is killed outright (``--parent-pid``), so the
port is free again; and a server of ours that still holds the port when the host resumes
is recognised by its greeting and used as it is, where another program's socket is
refused. Real processes, real sockets, 127.0.0.1 only, every wait bounded."""

from __future__ import annotations

import os
import selectors
import signal
import socket
import subprocess
import sys
import textwrap
import time

import pytest
from netkit import LOOPBACK, ROOT, ServerProcess

from ui.session.local_server import LocalServer, port_free

#: A stand-in for the window: starts the server exactly as the window does
#: (``serve_command``), says the server's process id and its ``listening on`` line, and
#: waits to be killed.
WINDOW = textwrap.dedent("""
    import subprocess, sys, time
    from ui.session.local_server import serve_command
    server = subprocess.Popen(serve_command("127.0.0.1", 0, data=sys.argv[1]),
                              stdout=subprocess.PIPE, text=True)
    print(server.pid, flush=True)
    print(server.stdout.readline().strip(), flush=True)
    time.sleep(300)
""")


def _lines(proc: subprocess.Popen[str], count: int, timeout: float) -> list[str]:
    """``count`` lines of ``proc``'s stdout, waiting at most ``timeout`` seconds."""
    assert proc.stdout is not None
    out: list[str] = []
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ)
        while len(out) < count:
            left = deadline - time.monotonic()
            if left <= 0 or proc.poll() is not None:
                raise AssertionError(f"no answer from the stand-in window: {out}")
            if sel.select(timeout=left):
                out.append(proc.stdout.readline().strip())
    return out


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


@pytest.mark.subprocess
@pytest.mark.skipif(os.name != "posix", reason="kills the stand-in window with SIGKILL and "
                    "selects on its pipe (POSIX only); Windows watches a process handle")
def test_the_windows_server_dies_when_the_window_is_killed(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    window = subprocess.Popen([sys.executable, "-c", WINDOW, str(tmp_path / "server")],
                              stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    server_pid = 0
    try:
        pid_line, listening = _lines(window, 2, 30.0)
        server_pid = int(pid_line)
        assert listening.startswith("listening on ws://127.0.0.1:"), listening
        port = int(listening.split()[2].rstrip("/").rsplit(":", 1)[1])
        assert not port_free(LOOPBACK, port)
        window.send_signal(signal.SIGKILL)  # a crash: no clean stop, no atexit
        window.wait(timeout=10)
        deadline = time.monotonic() + 30.0  # the watch looks twice a second; a loaded box
        while not port_free(LOOPBACK, port) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert port_free(LOOPBACK, port), "the orphaned server still holds the port"
        while _alive(server_pid) and time.monotonic() < deadline:
            time.sleep(0.2)  # reaped by whoever adopted it
    finally:
        if window.poll() is None:
            window.kill()
            window.wait(timeout=10)
        if window.stdout is not None:
            window.stdout.close()
        if server_pid and _alive(server_pid):
            os.kill(server_pid, signal.SIGKILL)  # the defect: never leave it behind


@pytest.mark.subprocess
def test_resume_uses_a_server_of_ours_still_holding_the_port(qtbot, tmp_path):
    server = ServerProcess(tmp_path / "server")
    server.start()
    try:
        local = LocalServer()
        failed: list[str] = []
        local.failed.connect(failed.append)
        with qtbot.waitSignal(local.ready, timeout=15000) as ready:
            local.start(False, 0, port=server.port, data=str(tmp_path / "server"))
        assert ready.args == [server.port] and not failed
        assert local.adopted and local.running() and local.url == f"ws://127.0.0.1:{server.port}/"
        local.stop()  # lets it go: not our child
        assert not local.adopted and server.proc is not None and server.proc.poll() is None
    finally:
        server.stop()


@pytest.mark.subprocess
def test_another_programs_socket_on_the_port_is_still_refused(qtbot, tmp_path):
    holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        holder.bind((LOOPBACK, 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        local = LocalServer()
        with qtbot.waitSignal(local.failed, timeout=15000) as failed:
            local.start(False, 0, port=port, data=str(tmp_path / "server"))
        assert f"Port {port}" in failed.args[0] and not local.adopted and local.port == 0
    finally:
        holder.close()
