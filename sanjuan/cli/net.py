"""``sanjuan net``: headless clients of a game server (issue 21). Imports no Qt.

* ``sanjuan net new URL --players N [--edition E] [--variant] [--seed S]
  [--computer LEVEL]... [--json]`` creates a game and prints its invites (the last
  seats are the computers named by ``--computer``, the others network seats).
  With ``--lobby`` the game waits for ``sanjuan net start URL GAME HOST`` (the host
  token printed by ``net new``) even when every seat is taken; ``start`` also starts a
  game whose seats are not all taken (a computer plays those after the takeover time).
* ``sanjuan net play URL INVITE --ai LEVEL [--json] [--token-file F]`` takes the seat of
  INVITE and plays it with a computer player of LEVEL to the end, then prints the final
  scores (with ``--json`` the JSON of ``sanjuan play --exit-when-over``). With
  ``--token-file`` the seat's token is kept in F, and a later run with the same file
  resumes the seat (after a crash) instead of using the invite again.

``--cafile`` trusts a server certificate that no public authority signed (``wss://``).
Exit status: 0 done, 1 refused or unreachable, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import ssl
import sys
from pathlib import Path
from typing import Any

from sanjuan.net import protocol
from sanjuan.rules.editions import EDITIONS
from sanjuan.rules.names import isolate
from sanjuan.rules.seat import LEVELS

log = logging.getLogger(__name__)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Sub-commands ``new`` and ``play``."""
    subs = p.add_subparsers(dest="net_command", required=True)
    new = subs.add_parser("new", help="create a game on a server and print its invites")
    new.add_argument("url", help="the server, e.g. ws://127.0.0.1:8765/")
    new.add_argument("--players", type=int, required=True, choices=(2, 3, 4))
    new.add_argument("--edition", default="2018", choices=tuple(EDITIONS))
    new.add_argument("--variant", action="store_true", help="start-hand variant (keep 4)")
    new.add_argument("--seed", type=int, default=None, help="seed (default: the server's)")
    new.add_argument("--computer", action="append", default=[], choices=LEVELS,
                     metavar="LEVEL", help="a computer seat of LEVEL (repeat for more)")
    new.add_argument("--takeover-seconds", type=int, default=protocol.TAKEOVER_DEFAULT,
                     help="a dropped seat is played by a computer after this (default 120)")
    new.add_argument("--takeover-level", default="medium", choices=LEVELS)
    new.add_argument("--invite-minutes", type=int, default=protocol.INVITE_DEFAULT,
                     help="the invites expire after this (default 1440: a day)")
    new.add_argument("--lobby", action="store_true",
                     help="wait for `sanjuan net start` even when every seat is taken")
    new.add_argument("--json", action="store_true", help="print one JSON object")
    new.add_argument("--cafile", default=None, help="trust this CA certificate (PEM)")
    start = subs.add_parser("start", help="start a game now (the host token from `net new`)")
    start.add_argument("url", help="the server, e.g. ws://127.0.0.1:8765/")
    start.add_argument("game", help="the game id")
    start.add_argument("host", help="the host token")
    start.add_argument("--cafile", default=None, help="trust this CA certificate (PEM)")
    play = subs.add_parser("play", help="take a seat and play it with a computer player")
    play.add_argument("url", help="the server, e.g. ws://127.0.0.1:8765/")
    play.add_argument("invite", nargs="?", default=None, help="the invite code of the seat")
    play.add_argument("--ai", default="medium", choices=LEVELS, help="computer level")
    play.add_argument("--name", default="", help="the seat's name (at most 40 characters)")
    play.add_argument("--seed", type=int, default=0, help="seed of the computer player")
    play.add_argument("--token-file", default=None,
                      help="keep the seat's token here; resume from it if it exists")
    play.add_argument("--delay", type=float, default=0.0, help="seconds before each action")
    play.add_argument("--json", action="store_true", help="print the result as JSON")
    play.add_argument("--cafile", default=None, help="trust this CA certificate (PEM)")


def _ssl(cafile: str | None) -> ssl.SSLContext | None:
    return ssl.create_default_context(cafile=cafile) if cafile else None




def _new(args: argparse.Namespace) -> int:
    from sanjuan.net.client import create_game

    created = asyncio.run(create_game(
        args.url, args.players, args.computer, edition=args.edition, variant=args.variant,
        seed=args.seed, takeover_seconds=args.takeover_seconds,
        takeover_level=args.takeover_level, invite_minutes=args.invite_minutes,
        autostart=not args.lobby, ssl_context=_ssl(args.cafile)))
    doc = {"url": args.url, "game": created["game"], "host": created["host"],
           "invites": created["invites"], "seats": created["seats"]}
    if args.json:
        print(json.dumps(doc), flush=True)
    else:
        print(f"game {doc['game']} on {args.url}")
        for inv in doc["invites"]:
            print(f"  seat {inv['seat'] + 1}: invite {inv['code']}")
    return 0


def _start(args: argparse.Namespace) -> int:
    from sanjuan.net.client import start_game

    asyncio.run(start_game(args.url, args.game, args.host, _ssl(args.cafile)))
    print(f"game {args.game} started")
    return 0


def _read_token(path: Path) -> tuple[str, str] | None:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        return str(doc["game"]), str(doc["token"])
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        raise SystemExit(f"sanjuan net: {path} is not a token file") from None


def _write_token(path: Path, game: str, token: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({"game": game, "token": token}, fh)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _play(args: argparse.Namespace) -> int:
    from sanjuan.net.client import SeatPlayer

    kwargs: dict[str, Any] = {}
    token_file = Path(args.token_file) if args.token_file else None
    held = _read_token(token_file) if token_file else None
    if held is not None:
        kwargs["game"], kwargs["token"] = held
    elif args.invite is None:
        raise SystemExit("sanjuan net play: give an invite code (or a --token-file to resume)")
    else:
        kwargs["invite"] = args.invite
    if token_file is not None:
        kwargs["on_token"] = lambda game, token: _write_token(token_file, game, token)
    player = SeatPlayer(args.url, args.ai, name=args.name, seed=args.seed, delay=args.delay,
                        ssl_context=_ssl(args.cafile), **kwargs)
    result = asyncio.run(player.run())
    if args.json:
        print(json.dumps(result), flush=True)
    else:
        for s in result["seats"]:
            mark = " (winner)" if s["winner"] else ""
            # the name isolated: a right-to-left name leaves the rest of the line in order
            print(f"{isolate(str(s['name']))}: {s['total']} VP{mark}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Run ``sanjuan net new`` or ``sanjuan net play``; returns the exit status."""
    from websockets.exceptions import InvalidHandshake

    from sanjuan.net.client import ServerError, connect_problem

    if not args.url.startswith(("ws://", "wss://")):
        log.error("sanjuan net: the server address starts with ws:// or wss://")
        return 2
    try:
        return {"new": _new, "start": _start, "play": _play}[args.net_command](args)
    except ServerError as exc:
        log.error("sanjuan net: the server refused: %s (%s)", exc.message, exc.code)
        return 1
    except (OSError, ConnectionError, TimeoutError, EOFError, InvalidHandshake) as exc:
        log.error("sanjuan net: %s", connect_problem(args.url, exc))
        return 1
    except ValueError as exc:
        log.error("sanjuan net: %s", exc)
        return 2


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="sanjuan net")
    add_arguments(parser)
    sys.exit(run(parser.parse_args()))
