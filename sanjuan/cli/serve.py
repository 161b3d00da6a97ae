"""``sanjuan serve``: the headless network game server (issue 21, ``docs/server.md``).

``sanjuan serve [--host H] [--port P] [--data DIR] [--certfile F --keyfile K]
[--parent-pid PID] [--stop-on-input]`` listens
on ``ws://H:P`` (``wss://`` with a certificate) and keeps its games in ``DIR``. The host
is 127.0.0.1 unless told otherwise: a bare server is reachable from this machine only,
and serving a network is a decision (``--host 0.0.0.0`` or a LAN address). Prints one
line ``listening on URL`` when ready. Stops cleanly on SIGINT/SIGTERM; killed outright,
it loses nothing that was acknowledged (every game is in SQLite). With ``--parent-pid``
it stops as cleanly once that process (the window that started it) is gone; with
``--stop-on-input``, once the line ``stop`` arrives on its standard input (the window's
way on Windows, where a console program gets no SIGTERM). Imports no Qt.

Exit status: 0 stopped, 1 could not start (the address, the certificate, or another
server holds the data folder: one line says which; or, while it ran, the games database
could not be written: it stopped, and started again it continues every game from what
was committed, which is everything any player was told), 2 bad arguments,
:data:`~sanjuan.net.datafolder.EXIT_DAMAGED` (3) the data folder's games are lost and a
person must decide (restore a backup: ``docs/server.md``); a service manager must not
restart on 3.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
import sys
from pathlib import Path

from sanjuan.logs import configure as configure_logging

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Options of ``sanjuan serve``."""
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=f"port (default {DEFAULT_PORT}; 0 picks a free one)")
    p.add_argument("--data", default=None,
                   help="folder of the games database (default: <data folder>/server)")
    p.add_argument("--certfile", default=None, help="TLS certificate chain (PEM): serve wss://")
    p.add_argument("--keyfile", default=None, help="TLS private key (PEM)")
    p.add_argument("--max-games", type=int, default=10_000,
                   help="unfinished games held at most (default 10000)")
    p.add_argument("--max-connections", type=int, default=20_000,
                   help="open connections at most (default 20000)")
    p.add_argument("--ping-interval", type=float, default=20.0,
                   help="seconds between keep-alive pings (default 20)")
    p.add_argument("--rate", type=float, default=20.0,
                   help="messages per second a connection may send (default 20; bursts of "
                        "twice that)")
    p.add_argument("--computer-delay-ms", type=int, default=0,
                   help="pause after each move of a computer player (default 0)")
    p.add_argument("--thinkers", type=int, default=None,
                   help="worker processes in which Hard and Expert computer players think "
                        "(default: one per CPU core but one, at least one)")
    p.add_argument("--idle-minutes", type=float, default=60.0,
                   help="a started game with no move for this long is ended as abandoned "
                        "(its record is kept; default 60)")
    p.add_argument("--creates-per-address", type=int, default=20,
                   help="games one address may create per hour (default 20)")
    p.add_argument("--creates-per-minute", type=int, default=600,
                   help="games everybody together may create per minute (default 600)")
    p.add_argument("--backup-minutes", type=float, default=60.0,
                   help="back the games up (online) this often into <data>/backups; 0: "
                        "never (default 60)")
    p.add_argument("--backup-keep", type=int, default=48,
                   help="backups kept, the newest (default 48)")
    p.add_argument("--no-address-limits", action="store_true",
                   help="FOR LOAD TESTS: no budgets per address (every client of a load test "
                        "on this machine shares one address)")
    p.add_argument("--trust-proxy", action="store_true",
                   help="behind a reverse proxy on this machine: take each client's address "
                        "from X-Forwarded-For (for the per-address limits)")
    p.add_argument("--testing-chosen-seeds", action="store_true",
                   help="FOR TESTING ONLY: let `create` choose the seed; the creator can "
                        "then know every hand, and every seat is told 'deal chosen by the "
                        "host'")
    p.add_argument("--metrics-port", type=int, default=None,
                   help="serve health (/health) and metrics (/metrics, Prometheus text) on "
                        "this port; off by default")
    p.add_argument("--metrics-host", default="127.0.0.1",
                   help="address of the metrics endpoint (default 127.0.0.1: this machine)")
    p.add_argument("--checkpoint-seconds", type=float, default=2.0,
                   help="copy the write-ahead log into the database this often, in a thread "
                        "(default 2; 0: SQLite does it on the event loop when the log fills)")
    p.add_argument("--no-gc-schedule", action="store_true",
                   help="leave Python's full garbage collections to Python (they stall every "
                        "connection for ~0.1 s per 1,000 games every few seconds; default: "
                        "one every 10 minutes)")
    p.add_argument("--verbose", action="store_true", help="log every game loaded and ended")
    p.add_argument("--parent-pid", type=int, default=None,
                   help="stop when the process with this id ends (the window that started "
                        "this server: a crashed window leaves no server behind)")
    p.add_argument("--stop-on-input", action="store_true",
                   help="stop cleanly when the line 'stop' arrives on standard input (how "
                        "the window asks its server to stop: Windows has no SIGTERM for a "
                        "console program)")


def tls_context(certfile: str, keyfile: str | None) -> ssl.SSLContext:
    """A server TLS context (TLS 1.2+) with the certificate chain ``certfile`` and key
    ``keyfile``; raises OSError/ssl.SSLError if they cannot be read."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(certfile, keyfile)
    return ctx


async def serve_forever(args: argparse.Namespace) -> int:
    """Run the server until SIGINT/SIGTERM; returns the exit status."""
    from sanjuan.net.server import GameServer

    if args.data is None:
        from sanjuan.store.paths import data_dir

        data = data_dir() / "server"
    else:
        data = Path(args.data)
    from sanjuan.net.limits import BudgetSettings

    ctx = tls_context(args.certfile, args.keyfile) if args.certfile else None
    budgets = BudgetSettings(creates_per_address=max(1, args.creates_per_address),
                             creates_total=max(1, args.creates_per_minute))
    if args.no_address_limits:
        many = 1 << 40
        budgets = BudgetSettings(creates_per_address=many, creates_total=many,
                                 errors_per_address=many, failures_per_address=many)
    server = GameServer(data, ping_interval=args.ping_interval, ping_timeout=args.ping_interval,
                        max_games=args.max_games, max_connections=args.max_connections,
                        rate=args.rate, burst=max(1, int(2 * args.rate)),
                        computer_delay=max(0, args.computer_delay_ms) / 1000,
                        thinkers=args.thinkers, chosen_seeds=args.testing_chosen_seeds,
                        budgets=budgets, idle_seconds=max(1.0, args.idle_minutes * 60),
                        backup_seconds=max(0.0, args.backup_minutes * 60),
                        backup_keep=max(1, args.backup_keep), trust_proxy=args.trust_proxy,
                        manage_gc=not args.no_gc_schedule,
                        checkpoint_seconds=max(0.0, args.checkpoint_seconds))
    try:
        port = await server.start(args.host, args.port, ctx)
        if args.metrics_port is not None:
            mport = await server.start_metrics(args.metrics_host, args.metrics_port)
            mhost = f"[{args.metrics_host}]" if ":" in args.metrics_host else args.metrics_host
            log.warning("metrics on http://%s:%d/metrics", mhost, mport)
    except BaseException:
        await server.close()
        raise
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"listening on {'wss' if ctx else 'ws'}://{host}:{port}/ "
          f"({len(server.rooms)} unfinished games loaded from {data})", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises instead
            pass
    server.on_failure = lambda _exc: stop.set()
    watch = (asyncio.create_task(watch_parent(args.parent_pid, stop))
             if args.parent_pid else None)
    if args.stop_on_input:
        watch_stdin(loop, stop)
    try:
        await stop.wait()
    finally:
        if watch is not None:
            watch.cancel()
        await server.close()
    return 0 if server.failed is None else 1


PARENT_POLL_S = 0.5  # how often the parent is looked for: a port freed within a second


def parent_alive(pid: int) -> bool:
    """Whether the process ``pid`` that started this one still runs. POSIX: it is still
    our parent (an orphan is adopted by another process, so ``getppid`` changes even if
    the id is reused). Windows: a handle to it (``OpenProcess``) is not yet signalled."""
    import os

    if sys.platform != "win32":
        return os.getppid() == pid
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
    synchronize, wait_timeout = 0x00100000, 0x102
    handle = kernel32.OpenProcess(synchronize, False, pid)
    if not handle:
        return False  # gone (or never ours to see)
    try:
        return bool(kernel32.WaitForSingleObject(handle, 0) == wait_timeout)
    finally:
        kernel32.CloseHandle(handle)


async def watch_parent(pid: int, stop: asyncio.Event) -> None:
    """Set ``stop`` (a clean stop: every game stays in its database) once the process
    ``pid`` has ended (:func:`parent_alive`), looking every :data:`PARENT_POLL_S`
    seconds: the window's server ends with the window, even one killed outright, and a
    later Resume finds its port free."""
    while parent_alive(pid):
        await asyncio.sleep(PARENT_POLL_S)
    log.info("sanjuan serve: the process %d that started this server has ended; stopping", pid)
    stop.set()


#: The line on standard input that stops the server cleanly (``--stop-on-input``).
STOP_LINE = b"stop"


def watch_stdin(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Set ``stop`` on ``loop`` once the line :data:`STOP_LINE` arrives on standard input:
    a clean stop that works on Windows too, where a console program gets no SIGTERM
    (``QProcess.terminate`` posts WM_CLOSE, which a program without a window never sees;
    ``TerminateProcess`` kills it outright, and its guests are not told that the server
    went away). Other lines are ignored; the end of the input (an inherited empty one, or
    a parent that is gone: ``--parent-pid`` sees to that) ends only the watching. Reads
    in a daemon thread (Windows cannot wait on a pipe in the event loop), from the file
    descriptor itself: a daemon thread waiting inside ``sys.stdin.buffer`` holds that
    buffer's lock, and the interpreter's shutdown then aborts (SIGABRT on Linux, an
    access violation on Windows) whenever the server ends without the stop line."""
    import os
    import threading

    def read() -> None:
        pending = b""
        try:
            fd = sys.stdin.fileno()
            while chunk := os.read(fd, 4096):
                *lines, pending = (pending + chunk).split(b"\n")
                if any(line.strip() == STOP_LINE for line in lines):
                    log.info("sanjuan serve: asked to stop on standard input")
                    loop.call_soon_threadsafe(stop.set)
                    return
        except (OSError, ValueError, AttributeError, RuntimeError):
            pass  # no standard input, or the loop has ended

    threading.Thread(target=read, name="stdin-watch", daemon=True).start()


def run(args: argparse.Namespace) -> int:
    """Run ``sanjuan serve``; returns the exit status."""
    if bool(args.certfile) != bool(args.keyfile) and not args.certfile:
        log.error("sanjuan serve: --keyfile needs --certfile")
        return 2
    if args.thinkers is not None and not 1 <= args.thinkers <= 64:
        log.error("sanjuan serve: --thinkers must be 1 to 64")
        return 2
    # the program's one stderr handler (sanjuan.logs), with times and levels under
    # --verbose; a second handler on the root logger would print every line twice
    configure_logging(args.verbose)
    from sanjuan.net.datafolder import EXIT_DAMAGED, DamagedData, FolderBusy

    try:
        return asyncio.run(serve_forever(args))
    except KeyboardInterrupt:
        return 0
    except DamagedData as exc:
        log.error("sanjuan serve: %s", exc)
        return EXIT_DAMAGED
    except (OSError, ssl.SSLError, FolderBusy) as exc:
        log.error("sanjuan serve: %s", exc)
        return 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="sanjuan serve")
    add_arguments(parser)
    sys.exit(run(parser.parse_args()))
