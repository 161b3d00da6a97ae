"""The network seats this computer holds, so that a player can come back after closing
the window (or a crash): Game ▸ Join a network game offers them again.

One JSON file in the data folder, ``network_seats.json``, readable by its owner only
(mode 600: a seat's token lets whoever holds it play that seat). Each entry: ``url``,
``game``, ``token``, ``seat``, ``name``, ``host`` (the host token, or None), ``saved``
(Unix time) and, for a game whose server this window started, ``serve``: what it takes to
start that server again the same way (:func:`serve_info`: ``lan``, ``port``, ``data``,
``pace_ms``, ``invites``, ``announce``) — a host who closed the window comes back on
the same address, and the guests' clients find the game there again. A seat is
forgotten when its game is over or the server no longer knows it; at most
:data:`MAX_SEATS` are kept (the newest). A damaged file is treated as empty. No Qt here.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

FILE_NAME = "network_seats.json"
MAX_SEATS = 8
_FIELDS = {"url": str, "game": str, "token": str, "seat": int, "name": str}


def _path() -> Path:
    from sanjuan.store.paths import data_dir

    return data_dir() / FILE_NAME


def serve_info(entry: dict[str, Any]) -> dict[str, Any] | None:
    """The ``serve`` part of a remembered seat when it is whole and sound: ``lan``
    (bool: listen on every interface), ``port`` (1–65535), ``data`` (the server's data
    folder), ``pace_ms`` (int ≥ 0), ``invites`` (``[seat, code]`` pairs of the seats
    nobody had taken) and ``announce`` (bool: the game was announced on the local
    network); None for a seat of a server this window did not start."""
    info = entry.get("serve")
    if not isinstance(info, dict):
        return None
    port, pace, invites = info.get("port"), info.get("pace_ms", 0), info.get("invites", [])
    if (type(info.get("lan")) is not bool or type(port) is not int or not 0 < port < 65536
            or not isinstance(info.get("data"), str) or type(pace) is not int or pace < 0
            or not isinstance(invites, list)
            or not all(isinstance(i, list) and len(i) == 2 and type(i[0]) is int
                       and isinstance(i[1], str) for i in invites)):
        return None
    return {"lan": info["lan"], "port": port, "data": info["data"], "pace_ms": pace,
            "invites": [(int(i[0]), str(i[1])) for i in invites],
            "announce": info.get("announce") is True}


def hosted() -> list[dict[str, Any]]:
    """The remembered seats of games this window hosted on a server it started (each
    with a sound :func:`serve_info`), newest first."""
    return [e for e in load() if e.get("host") and serve_info(e) is not None]


def load() -> list[dict[str, Any]]:
    """The remembered seats, newest first (an unreadable or damaged file: none)."""
    try:
        doc = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(doc, list):
        return []
    out = []
    for e in doc:
        if isinstance(e, dict) and all(type(e.get(k)) is t for k, t in _FIELDS.items()) \
                and (e.get("host") is None or isinstance(e.get("host"), str)):
            out.append(e)
    return sorted(out, key=lambda e: -float(e.get("saved") or 0))[:MAX_SEATS]


def _write(entries: list[dict[str, Any]]) -> None:
    path = _path()
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(entries[:MAX_SEATS], f)
    os.replace(tmp, path)


def remember(url: str, game: str, token: str, seat: int, name: str,
             host: str | None = None, serve: dict[str, Any] | None = None) -> None:
    """Keep the seat ``seat`` of ``game`` at ``url`` (its ``token``; ``host``: the host
    token; ``serve``: how to start its server again, see :func:`serve_info`). Failing to
    write is not an error: the seat simply cannot be offered again."""
    entries = [e for e in load() if e["game"] != game]
    entry: dict[str, Any] = {"url": url, "game": game, "token": token, "seat": seat,
                             "name": name, "host": host, "saved": time.time()}
    if serve is not None:
        entry["serve"] = {**serve, "invites": [list(i) for i in serve.get("invites", [])]}
    entries.insert(0, entry)
    try:
        _write(entries)
    except OSError:
        pass


def forget(game: str) -> None:
    """Forget our seat of ``game`` (over, or refused by the server)."""
    entries = load()
    kept = [e for e in entries if e["game"] != game]
    if len(kept) != len(entries):
        try:
            _write(kept)
        except OSError:
            pass
