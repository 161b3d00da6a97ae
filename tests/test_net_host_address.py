"""The host's address on the local network (ui/session/local_server.py): found without
sending anything and without a name server. Every socket here is on 127.0.0.1."""

from __future__ import annotations

import socket
import sys

import pytest

from ui.session import local_server


@pytest.fixture
def listener():
    """A UDP socket on 127.0.0.1 that would receive whatever is sent to it."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(("127.0.0.1", 0))
    s.setblocking(False)
    yield s
    s.close()


def test_route_address_sends_nothing(listener):
    """``connect()`` of a UDP socket only picks the route: the listener at the probed
    address receives no datagram; a loopback route names no LAN address."""
    assert local_server.route_address(listener.getsockname()) == ""
    with pytest.raises(BlockingIOError):
        listener.recv(100)


def test_route_address_without_a_route_is_empty(monkeypatch):
    """No route (the system refuses the connect: a machine off every network) gives "",
    not an error."""
    class Unrouted(socket.socket):
        def connect(self, address):
            raise OSError(101, "Network is unreachable")

    monkeypatch.setattr(socket, "socket", Unrouted)
    assert local_server.route_address(("127.0.0.1", 9)) == ""


def test_without_qtnetwork_no_name_server_is_asked(monkeypatch, listener):
    """The bundle leaves QtNetwork out: lan_addresses() then takes the route's address
    and never resolves this machine's name (which may ask a name server)."""
    monkeypatch.setitem(sys.modules, "PySide6.QtNetwork", None)  # import fails
    monkeypatch.setattr(local_server, "PROBE_ADDRESSES", (listener.getsockname(),) * 2)

    def refuse(*_args):
        raise AssertionError("a name was resolved")

    for name in ("gethostbyname", "gethostbyname_ex", "getaddrinfo", "gethostbyaddr"):
        monkeypatch.setattr(socket, name, refuse)
    assert local_server.lan_addresses() == []  # the probe's route is loopback
    with pytest.raises(BlockingIOError):
        listener.recv(100)  # and nothing was sent
    routes = {1: "10.1.2.3", 2: "", 3: "10.1.2.3", 4: "192.168.0.7"}
    monkeypatch.setattr(local_server, "PROBE_ADDRESSES", tuple((str(i), 9) for i in routes))
    monkeypatch.setattr(local_server, "route_address", lambda probe: routes[int(probe[0])])
    assert local_server.lan_addresses() == ["10.1.2.3", "192.168.0.7"]  # each once, in order


def test_the_probes_are_documentation_and_private_addresses():
    """Nothing public is probed (and nothing is sent to any of them)."""
    import ipaddress

    for host, _port in local_server.PROBE_ADDRESSES:
        a = ipaddress.ip_address(host)
        assert a.is_private and not a.is_global and not a.is_loopback
