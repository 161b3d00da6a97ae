"""``sanjuan serve``: the headless network game server (issue 21, ``docs/server.md``).

``sanjuan serve [--host H] [--port P] [--data DIR] [--certfile F --keyfile K]`` listens
on ``ws://H:P`` (``wss://`` with a certificate) and keeps its games in ``DIR``. The host
is 127.0.0.1 unless told otherwise: a bare server is reachable from this machine only,
and serving a network is a decision (``--host 0.0.0.0`` or a LAN address). Prints one
line ``listening on URL`` when ready. Stops cleanly on SIGINT/SIGTERM; killed outright,
it loses nothing that was acknowledged (every game is in SQLite). Imports no Qt.
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
    p.add_argument("--verbose", action="store_true", help="log every game loaded and ended")


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
    ctx = tls_context(args.certfile, args.keyfile) if args.certfile else None
    server = GameServer(data, ping_interval=args.ping_interval, ping_timeout=args.ping_interval,
                        max_games=args.max_games, max_connections=args.max_connections,
                        rate=args.rate, burst=max(1, int(2 * args.rate)),
                        computer_delay=max(0, args.computer_delay_ms) / 1000,
                        thinkers=args.thinkers)
    port = await server.start(args.host, args.port, ctx)
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
    try:
        await stop.wait()
    finally:
        await server.close()
    return 0


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
    try:
        return asyncio.run(serve_forever(args))
    except KeyboardInterrupt:
        return 0
    except (OSError, ssl.SSLError) as exc:
        log.error("sanjuan serve: %s", exc)
        return 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="sanjuan serve")
    add_arguments(parser)
    sys.exit(run(parser.parse_args()))
