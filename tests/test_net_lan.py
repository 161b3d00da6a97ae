"""Hosting "for the local network" (issue 21): the window's server listens on every
interface, and another computer on the network reaches it.

* In this machine's own network namespace the window hosts with *Players on my local
  network may join* on: its ``sanjuan serve`` listens on 0.0.0.0 (read from the kernel's
  socket table), and a guest reaches it over 127.0.0.1 and takes the seat.
* Between two hosts of our own: two network namespaces this test makes (``ip netns
  add``) joined by a veth pair, with addresses of the documentation range 198.51.100.0/30
  (TEST-NET-2, RFC 5737) that exist only inside them. The window's server command for
  the local network runs in the first, and a client in the second creates a game on it
  across the veth; the same server for "this computer only" (127.0.0.1) is not reached
  from there; a game announced with multicast DNS on the first host's address is found
  from the second. Nothing is sent anywhere else: the namespaces have no other interface and
  no route out. Every step is bounded in time, and the namespaces are removed whatever
  happens. Skipped, saying why, where namespaces cannot be made (not root, no ``ip``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from netkit import LOOPBACK, ROOT, play_in_thread
from uidriver import click
from windowkit import make_window

from sanjuan.net.client import SeatPlayer
from ui.session.local_server import EVERYWHERE, serve_command

SERVER_ADDRESS, CLIENT_ADDRESS = "198.51.100.1", "198.51.100.2"  # inside our namespaces only
STEP_S = 20.0


def listening_addresses(port: int) -> set[str]:
    """The IPv4 addresses with a TCP socket listening on ``port`` in this network
    namespace, from ``/proc/net/tcp`` (state 0A: LISTEN)."""
    found = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        address, hex_port = fields[1].split(":")
        if fields[3] == "0A" and int(hex_port, 16) == port:
            raw = bytes.fromhex(address)[::-1]  # little-endian on the machines we run on
            found.add(".".join(str(b) for b in raw))
    return found


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="no /proc/net/tcp (not Linux)")
@pytest.mark.subprocess  # the window's own sanjuan serve
def test_hosting_for_the_local_network_listens_on_every_interface(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    net = window.net
    dialog = net.show_host_dialog()
    dialog.players.setValue(2)
    assert dialog.lan.isChecked()  # on by default
    click(qtbot, dialog, "host_button")
    qtbot.waitUntil(lambda: net.lobby is not None and net.session is not None
                    and net.session.seat == 0 and len(net.lobby.panel.invites) == 1,
                    timeout=30000)
    server = net.server
    assert server.host == EVERYWHERE
    assert listening_addresses(server.port) == {EVERYWHERE}  # every interface
    assert server.url == f"ws://{LOOPBACK}:{server.port}/"  # the window itself: loopback
    (_seat, code), = net.lobby.panel.invites
    # a guest reaches it (over 127.0.0.1: the only address we use)
    play_in_thread(SeatPlayer(server.url, "easy", invite=code, name="Lan",
                              reconnect_seconds=5), 120)
    qtbot.waitUntil(lambda: any(d.get("claimed") and d.get("name") == "Lan"
                                for d in net.session.seats), timeout=20000)
    assert window.close() is False
    click(qtbot, net.close_box, "net_end_button")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=30000)  # up to 11 s by design


# ---------------------------------------------------------------------- two hosts of ours
def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, timeout=STEP_S, capture_output=True)


def _namespaces_possible() -> str:
    """Why namespaces cannot be made here ("" when they can)."""
    if not sys.platform.startswith("linux"):
        return "network namespaces are Linux only"
    if shutil.which("ip") is None:
        return "no ip command (iproute2)"
    if os.geteuid() != 0:
        return "making network namespaces needs root"
    return ""


class TwoHosts:
    """Two network namespaces of ours, ``server`` and ``client``, joined by a veth pair
    (198.51.100.1 and .2/30; loopback up in both; no other interface, no route out).
    Removed by :meth:`remove` (also when making them failed half-way)."""

    def __init__(self) -> None:
        tag = f"{os.getpid() % 100000}"
        self.server, self.client = f"sjsrv{tag}", f"sjcli{tag}"
        self.made: list[str] = []

    def make(self) -> None:
        for ns in (self.server, self.client):
            _ip("netns", "add", ns)
            self.made.append(ns)
        a, b = f"sjva{self.server[-5:]}", f"sjvb{self.server[-5:]}"
        _ip("-n", self.server, "link", "add", a, "type", "veth", "peer", "name", b,
            "netns", self.client)
        _ip("-n", self.server, "addr", "add", f"{SERVER_ADDRESS}/30", "dev", a)
        _ip("-n", self.client, "addr", "add", f"{CLIENT_ADDRESS}/30", "dev", b)
        for ns, dev in ((self.server, a), (self.client, b)):
            _ip("-n", ns, "link", "set", "lo", "up")
            _ip("-n", ns, "link", "set", dev, "up")

    def remove(self) -> None:
        for ns in reversed(self.made):  # the veth pair goes with its namespaces
            subprocess.run(["ip", "netns", "del", ns], timeout=STEP_S, capture_output=True)
        self.made.clear()

    def start_server(self, host: str, data: Path) -> tuple[subprocess.Popen[str], int]:
        """The window's ``sanjuan serve`` command for ``host`` in the server namespace;
        returns the process and its port."""
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen(
            ["ip", "netns", "exec", self.server, *serve_command(host, 0, 0, str(data))],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        assert proc.stdout is not None
        deadline = time.monotonic() + STEP_S
        line = ""
        import selectors

        with selectors.DefaultSelector() as sel:
            sel.register(proc.stdout, selectors.EVENT_READ)
            while not line.startswith("listening on"):
                left = deadline - time.monotonic()
                if left <= 0 or proc.poll() is not None:
                    proc.kill()
                    raise RuntimeError("the server did not start in its namespace")
                if sel.select(timeout=left):
                    line = proc.stdout.readline()
        return proc, int(line.split()[2].rstrip("/").rsplit(":", 1)[1])

    def new_game(self, url: str) -> subprocess.CompletedProcess[str]:
        """``sanjuan net new URL --players 2 --json`` run in the client namespace."""
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        return subprocess.run(
            ["ip", "netns", "exec", self.client, sys.executable, "-m", "sanjuan.cli.net",
             "new", url, "--players", "2", "--json"],
            capture_output=True, text=True, timeout=STEP_S, env=env, cwd=ROOT)


def _stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
    for f in (proc.stdout, proc.stderr):
        if f is not None:
            f.close()


@pytest.fixture
def two_hosts() -> Iterator[TwoHosts]:
    """Two test hosts of our own (network namespaces joined by a veth pair), removed
    afterwards in every case — and checked to be gone; skips where none can be made."""
    why = _namespaces_possible()
    if why:
        pytest.skip(why)
    hosts = TwoHosts()
    try:
        try:
            hosts.make()
        except (subprocess.CalledProcessError, OSError) as exc:
            pytest.skip(f"network namespaces cannot be made here: {exc}")
        yield hosts
    finally:
        hosts.remove()
    left = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True,
                          timeout=STEP_S).stdout
    assert hosts.server not in left and hosts.client not in left


@pytest.mark.subprocess
def test_another_host_on_the_network_reaches_a_server_hosted_for_the_network(
        tmp_path, two_hosts):
    hosts = two_hosts
    lan, port = hosts.start_server(EVERYWHERE, tmp_path / "lan")
    try:
        made = hosts.new_game(f"ws://{SERVER_ADDRESS}:{port}/")
        assert made.returncode == 0, made.stderr
        created = json.loads(made.stdout)
        assert len(created["invites"]) == 2 and created["game"]
    finally:
        _stop(lan)
    local, port = hosts.start_server(LOOPBACK, tmp_path / "local")
    try:  # "this computer only": the other host finds nobody listening
        refused = hosts.new_game(f"ws://{SERVER_ADDRESS}:{port}/")
        assert refused.returncode != 0
        assert '"invites"' not in refused.stdout
        assert "Connect call failed" in refused.stderr or "refused" in refused.stderr
    finally:
        _stop(local)


ANNOUNCE = """
import sys
from sanjuan.net.announce import Announcer
a = Announcer("Ana", [sys.argv[1]], 4321, "feedc0ffee00", 2, 1)
print("ready", flush=True)
sys.stdin.read()  # until the test closes our input
a.close()
"""
BROWSE = """
import json
from sanjuan.net.announce import browse
print(json.dumps([[g.url, g.name, g.free] for g in browse(2.0)]))
"""


@pytest.mark.subprocess
@pytest.mark.usefixtures("mdns_alone")
def test_a_game_announced_on_one_host_is_found_on_another(two_hosts):
    """Multicast DNS across the veth pair: announced in the server namespace on its
    address only, found from the client namespace on its address only."""
    hosts = two_hosts
    for ns in (hosts.server, hosts.client):  # multicast leaves by the veth
        _ip("-n", ns, "route", "add", "224.0.0.0/4", "dev",
            f"sjv{'a' if ns == hosts.server else 'b'}{hosts.server[-5:]}")
    base = {**os.environ, "PYTHONPATH": str(ROOT)}
    announcer = subprocess.Popen(
        ["ip", "netns", "exec", hosts.server, sys.executable, "-c", ANNOUNCE,
         SERVER_ADDRESS], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env={**base, "SANJUAN_MDNS_INTERFACES": SERVER_ADDRESS}, cwd=ROOT)
    try:
        assert announcer.stdout is not None and announcer.stdin is not None
        import selectors

        with selectors.DefaultSelector() as sel:
            sel.register(announcer.stdout, selectors.EVENT_READ)
            assert sel.select(timeout=STEP_S), "the announcer did not start"
        assert announcer.stdout.readline().strip() == "ready"
        found = subprocess.run(
            ["ip", "netns", "exec", hosts.client, sys.executable, "-c", BROWSE],
            capture_output=True, text=True, timeout=STEP_S, cwd=ROOT,
            env={**base, "SANJUAN_MDNS_INTERFACES": CLIENT_ADDRESS})
        assert found.returncode == 0, found.stderr[-2000:]
        assert json.loads(found.stdout) == [[f"ws://{SERVER_ADDRESS}:4321/", "Ana", 1]]
        announcer.stdin.close()
        announcer.wait(timeout=STEP_S)
    finally:
        if announcer.poll() is None:
            announcer.kill()
            announcer.wait(timeout=10)
        if announcer.stdout is not None:
            announcer.stdout.close()

