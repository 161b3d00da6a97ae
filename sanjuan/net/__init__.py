"""Playing over a network (issue 21): an authoritative game server and headless clients.

* :mod:`sanjuan.net.wire` — observations, decisions and events as JSON (what one seat
  may see, nothing more).
* :mod:`sanjuan.net.protocol` — the versioned message types and their strict checks.
* :mod:`sanjuan.net.store` — every game in SQLite (WAL): options, seats, invites, actions.
* :mod:`sanjuan.net.server` — the asyncio server on the ``websockets`` library, made of
  :mod:`~sanjuan.net.rooms` (rooms, seats, what each seat is sent),
  :mod:`~sanjuan.net.hall` (the games held: load, apply, publish),
  :mod:`~sanjuan.net.handlers` (each message), :mod:`~sanjuan.net.connections` and
  :mod:`~sanjuan.net.limits` (a connection's life and limits),
  :mod:`~sanjuan.net.takeover` (stand-in timers), :mod:`~sanjuan.net.computers`
  (computer players; searches in the worker processes of :mod:`sanjuan.ai.thinking`),
  :mod:`~sanjuan.net.invites` (invite codes).
* :mod:`sanjuan.net.client` — a headless client that plays a seat with a computer player.

The protocol is described for people in ``docs/protocol.md``, running the server in
``docs/server.md``. Pure Python, no Qt; above ``sanjuan.rules``, ``ai`` and ``store``,
and nothing below imports it.
"""

from __future__ import annotations

#: The protocol version this code speaks; a peer of another version is refused.
PROTOCOL_VERSION = 1
