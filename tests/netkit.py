"""Helpers of the network tests: a server on 127.0.0.1 only, every wait bounded.

``run(coro)`` runs a coroutine under an asyncio timeout; ``served(tmp)`` is an async
context manager around an in-process :class:`GameServer` on a free loopback port;
``ServerProcess`` runs ``sanjuan serve`` as a child process (for ``kill -9``);
``play_in_thread(player)`` plays a headless seat beside a window's event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Coroutine
from pathlib import Path
from typing import Any

from sanjuan.net.client import SeatPlayer
from sanjuan.net.limits import BudgetSettings
from sanjuan.net.server import GameServer

LOOPBACK = "127.0.0.1"  # the only address any network test uses
#: Budgets for tests that are not about budgets: every test connects from loopback.
TEST_BUDGETS = BudgetSettings(creates_per_address=10_000, creates_total=10_000,
                              errors_per_address=10_000, failures_per_address=10_000)
ROOT = Path(__file__).resolve().parent.parent


def run(coro: Coroutine[Any, Any, Any], timeout: float = 30.0) -> Any:
    """``asyncio.run(coro)``, failing with TimeoutError after ``timeout`` s."""

    async def bounded() -> Any:
        async with asyncio.timeout(timeout):
            return await coro

    return asyncio.run(bounded())


def play_in_thread(player: SeatPlayer, timeout: float = 120.0
                   ) -> tuple[threading.Thread, dict[str, Any]]:
    """Start ``player.run()`` on a daemon thread, bounded by ``timeout`` s; the returned
    dict gets its ``"result"``, or the exception as ``"error"`` (the test reports it)."""
    box: dict[str, Any] = {}

    def play() -> None:
        try:
            box["result"] = run(player.run(), timeout)
        except Exception as exc:  # noqa: BLE001 - the test looks at it
            box["error"] = exc

    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread, box


@contextlib.asynccontextmanager
async def served(data: Path, **kwargs: Any) -> AsyncIterator[tuple[GameServer, str]]:
    """A started server keeping its games in ``data``, and its ``ws://`` URL. Unless
    told otherwise it lets tests choose seeds (``chosen_seeds``: a server for testing)
    and gives loopback, where every test connects from, a large create budget."""
    kwargs.setdefault("rate", 2000.0)
    kwargs.setdefault("burst", 4000)
    kwargs.setdefault("chosen_seeds", True)
    kwargs.setdefault("budgets", TEST_BUDGETS)
    ssl_context = kwargs.pop("ssl_context", None)
    server = GameServer(data, **kwargs)
    port = await server.start(LOOPBACK, 0, ssl_context)
    scheme = "wss" if ssl_context else "ws"
    try:
        yield server, f"{scheme}://{LOOPBACK}:{port}/"
    finally:
        await server.close()


def first_line_starting(proc: subprocess.Popen[str], prefix: str,
                        timeout: float) -> str | None:
    """The first line of ``proc``'s stdout that starts with ``prefix``, or None if none
    comes within ``timeout`` seconds or the process ends first. Bounded without
    ``select`` on the pipe (Windows selects only sockets): a thread reads the lines."""
    assert proc.stdout is not None
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for text in proc.stdout:  # type: ignore[union-attr]
            lines.put(text)
        lines.put("")  # end of output

    threading.Thread(target=read, daemon=True).start()
    deadline = time.monotonic() + timeout
    while (left := deadline - time.monotonic()) > 0:
        try:
            line = lines.get(timeout=left)
        except queue.Empty:
            return None
        if line.startswith(prefix):
            return line
        if not line:
            return None
    return None


class ServerProcess:
    """``python -m sanjuan.cli.serve`` on 127.0.0.1 in a child process."""

    def __init__(self, data: Path, port: int = 0, extra: tuple[str, ...] = ()) -> None:
        self.data, self.port, self.extra = data, port, extra
        self.proc: subprocess.Popen[str] | None = None

    def start(self, timeout: float = 20.0) -> str:
        """Start it and wait for its ``listening on`` line; returns the URL."""
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sanjuan.cli.serve", "--host", LOOPBACK,
             "--port", str(self.port), "--data", str(self.data), "--rate", "2000",
             "--testing-chosen-seeds", "--stop-on-input", *self.extra],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=env, cwd=ROOT)
        line = first_line_starting(self.proc, "listening on", timeout)
        if line is None:
            self.kill()
            raise RuntimeError("the server did not start")
        url = line.split()[2]
        self.port = int(url.rsplit(":", 1)[1].strip("/"))
        return url

    def ask_to_stop(self) -> None:
        """Write ``stop`` to its standard input (``--stop-on-input``) and close it."""
        if self.proc is not None and self.proc.stdin is not None:
            try:
                self.proc.stdin.write("stop\n")
                self.proc.stdin.close()
            except OSError:  # it has ended already
                pass

    def kill(self) -> None:
        """SIGKILL (Windows: TerminateProcess), and reap it."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        """A clean stop (``stop`` on its standard input, as the window asks; and SIGTERM
        where there is one: on Windows terminate() is TerminateProcess, no clean stop),
        killed if it lingers."""
        if self.proc is not None and self.proc.poll() is None:
            self.ask_to_stop()
            if sys.platform != "win32":
                self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
        if self.proc is not None:
            for f in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
                if f is not None:
                    f.close()
