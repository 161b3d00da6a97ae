"""Games announced on the local network (zeroconf / multicast DNS, issue 21).

A host who turns it on (off by default) announces its game as a DNS-SD service of type
:data:`SERVICE_TYPE` (``_sanjuan._tcp.local.``) with the ``zeroconf`` library: the
server's address and port, and in the TXT record the protocol version, the host's
name, the number of players and of network seats still free. A guest's Join dialog
looks for such services (:func:`browse`) and lists them, so that only the invite code
needs typing: the announcement says where a game is, never how to take a seat (codes
and tokens stay between the host and their friends).

Multicast DNS reaches only the local network segment; no traffic leaves it. Which
interfaces are used is :func:`interfaces`: every one, or only those named in
``$SANJUAN_MDNS_INTERFACES`` (comma-separated IPv4 addresses; the tests name 127.0.0.1
or addresses inside network namespaces of their own, never a real interface).

``zeroconf`` is imported only by the functions below, when a player uses them.
"""

from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass
from typing import Any

from sanjuan.net import PROTOCOL_VERSION

SERVICE_TYPE = "_sanjuan._tcp.local."
#: Environment variable naming the interfaces (IPv4 addresses, comma-separated) that
#: multicast DNS may use; unset: every interface.
INTERFACES_ENV = "SANJUAN_MDNS_INTERFACES"
MAX_NAME = 40


@dataclass(frozen=True)
class FoundGame:
    """A game announced on the local network: ``url`` (``ws://ADDRESS:PORT/``), the
    host's ``name``, ``players`` at the table and network seats still ``free``."""

    url: str
    name: str
    players: int
    free: int


def interfaces() -> Any:
    """The interfaces multicast DNS may use: the addresses in ``$SANJUAN_MDNS_INTERFACES``
    (a list of str), else ``zeroconf.InterfaceChoice.All``."""
    named = [a.strip() for a in os.environ.get(INTERFACES_ENV, "").split(",") if a.strip()]
    if named:
        return named
    from zeroconf import InterfaceChoice

    return InterfaceChoice.All


def _zeroconf() -> Any:
    from zeroconf import IPVersion, Zeroconf

    return Zeroconf(interfaces=interfaces(), ip_version=IPVersion.V4Only)


def _clean(name: str) -> str:
    """``name`` fit for a DNS-SD instance name: printable, no dots, at most 40 chars."""
    text = "".join(c for c in name if c.isprintable() and c != ".").strip()
    return text[:MAX_NAME] or "San Juan"


class Announcer:
    """Announces one game: the host ``name``, the server's ``addresses`` (IPv4, as
    text) and ``port``, ``game`` (its id: tells two games of one host apart),
    ``players`` and ``free`` network seats. :meth:`update` changes the free seats,
    :meth:`close` withdraws the announcement. Raises OSError when multicast DNS cannot
    be started (no usable interface)."""

    def __init__(self, name: str, addresses: list[str], port: int, game: str,
                 players: int, free: int) -> None:
        self.zc = _zeroconf()
        self._host = f"sanjuan-{game[:12]}.local."
        self._instance = f"{_clean(name)} ({game[:6]}).{SERVICE_TYPE}"
        self._fixed = (name, addresses, port, players)
        self.info = self._make(free)
        self.free = free
        self.zc.register_service(self.info, allow_name_change=True)

    def _make(self, free: int) -> Any:
        from zeroconf import ServiceInfo

        name, addresses, port, players = self._fixed
        return ServiceInfo(SERVICE_TYPE, self._instance, port=port, server=self._host,
                           addresses=[socket.inet_aton(a) for a in addresses],
                           properties={"v": str(PROTOCOL_VERSION), "name": _clean(name),
                                       "players": str(players), "free": str(free)})

    def update(self, free: int) -> None:
        """Announce ``free`` network seats from now on."""
        if free != self.free:
            self.free = free
            info = self._make(free)
            info.name = self.info.name  # as registered (a clash may have renamed it)
            self.info = info
            self.zc.update_service(info)

    def close(self) -> None:
        """Withdraw the announcement and stop."""
        try:
            self.zc.unregister_service(self.info)
        finally:
            self.zc.close()


def _text(props: dict[bytes, bytes | None], key: str) -> str:
    value = props.get(key.encode())
    return value.decode("utf-8", "replace") if value else ""


def _count(text: str) -> int:
    return int(text) if text.isdigit() and len(text) < 3 else 0


def browse(seconds: float = 2.0) -> list[FoundGame]:
    """Look for games announced on the local network for ``seconds`` (blocks; run it
    off the GUI thread). Returns those of this protocol version with a network seat
    free, by name. Raises OSError when multicast DNS cannot be started."""
    from zeroconf import ServiceBrowser, ServiceStateChange

    zc = _zeroconf()
    names: list[str] = []

    def seen(zeroconf: Any, service_type: str, name: str,
             state_change: ServiceStateChange) -> None:
        if state_change is not ServiceStateChange.Removed and name not in names:
            names.append(name)

    browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[seen])
    found: dict[str, FoundGame] = {}
    try:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            time.sleep(0.1)
        for name in list(names):
            info = zc.get_service_info(SERVICE_TYPE, name, timeout=1000)
            if info is None or not info.port:
                continue
            props = info.properties
            addresses = info.parsed_addresses()
            if _text(props, "v") != str(PROTOCOL_VERSION) or not addresses:
                continue
            game = FoundGame(f"ws://{addresses[0]}:{info.port}/",
                             _clean(_text(props, "name")), _count(_text(props, "players")),
                             _count(_text(props, "free")))
            if game.free > 0:
                found[game.url] = game
    finally:
        browser.cancel()
        zc.close()
    return sorted(found.values(), key=lambda g: (g.name.lower(), g.url))
