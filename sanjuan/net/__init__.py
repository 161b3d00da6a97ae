"""Playing over a network (issue 21): an authoritative game server and headless clients.

* :mod:`sanjuan.net.wire` — observations, decisions and events as JSON (what one seat
  may see, nothing more).
* :mod:`sanjuan.net.protocol` — the versioned message types and their strict checks.
* :mod:`sanjuan.net.store` — every game in SQLite (WAL): options, seats, invites, actions.
* :mod:`sanjuan.net.server` — the asyncio server on the ``websockets`` library.
* :mod:`sanjuan.net.client` — a headless client that plays a seat with a computer player.

The protocol is described for people in ``docs/protocol.md``, running the server in
``docs/server.md``. Pure Python, no Qt; above ``sanjuan.rules``, ``ai`` and ``store``,
and nothing below imports it.
"""

from __future__ import annotations

#: The protocol version this code speaks; a peer of another version is refused.
PROTOCOL_VERSION = 1
