"""The window and a server's own certificate (issue 37, item 9): joining a ``wss://``
server whose certificate no authority vouches for says what is wrong (not "not a server
address"), shows the certificate's fingerprint and, once the player trusts it, joins
and keeps the trust in the settings; a server that later shows another certificate
gets a loud warning and nothing is sent. Servers on 127.0.0.1 only, waits bounded."""

from __future__ import annotations

import ssl

import pytest
from netkit import ServerProcess, run
from uidriver import click
from windowkit import join_by_dialog, make_window

from sanjuan.net import trust
from sanjuan.net.client import create_game

# (under Wine trustme imports but cryptography's Rust extension does not load: an
# ImportError, tests/wine_marks.py)
trustme = pytest.importorskip("trustme", exc_type=ImportError)


def _certificate(tmp_path, name: str) -> tuple[str, str, ssl.SSLContext]:
    """A certificate for 127.0.0.1 from a fresh authority nobody trusts: the PEM file of
    key and chain, its fingerprint, and a client context that trusts it (for the test's
    own headless calls)."""
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1")
    pem = tmp_path / f"{name}.pem"
    cert.private_key_and_cert_chain_pem.write_to_path(str(pem))
    der = ssl.PEM_cert_to_DER_cert(cert.cert_chain_pems[0].bytes().decode())
    client = ssl.create_default_context()
    ca.configure_trust(client)
    return str(pem), trust.fingerprint(der), client


@pytest.mark.subprocess  # sanjuan serve over TLS as a child process
def test_a_self_signed_server_is_trusted_on_first_use_and_a_changed_one_is_refused(
        qtbot, tmp_path):
    trust.set_pins({})
    pem, first_print, client = _certificate(tmp_path, "first")
    server = ServerProcess(tmp_path / "data", extra=("--certfile", pem, "--keyfile", pem))
    url = server.start()
    window = make_window(qtbot, tmp_path)
    net = window.net
    try:
        created = run(create_game(url, 2, ["easy"], seed=3, ssl_context=client))
        join_by_dialog(qtbot, window, url, created["invites"][0]["code"], "Eve")
        qtbot.waitUntil(lambda: net.property("trust_box") is not None, timeout=30000)
        box = net.property("trust_box")
        assert first_print in box.text() and "authority" in box.text()
        assert "not a server address" not in box.text()
        assert box.defaultButton() is not box.findChild(type(box.defaultButton()),
                                                        "trust_button")
        click(qtbot, box, "trust_button")
        qtbot.waitUntil(lambda: net.session is not None and net.session.seat == 0,
                        timeout=30000)
        assert trust.pinned(url) == first_print
        assert first_print in str(window.settings.q.value("network/trusted_certificates"))

        # the same address, another certificate: a warning, and no seat taken
        server.stop()
        pem2, second_print, _ = _certificate(tmp_path, "second")
        impostor = ServerProcess(tmp_path / "other", port=server.port,
                                 extra=("--certfile", pem2, "--keyfile", pem2))
        impostor.start()
        try:
            qtbot.waitUntil(lambda: net.property("trust_box") is not box
                            and net.property("trust_box") is not None, timeout=60000)
            warning = net.property("trust_box")
            assert "WARNING" in warning.text() and second_print in warning.text()
            assert trust.pinned(url) == first_print  # never trusted without a decision
            assert net.session is None
        finally:
            impostor.stop()
    finally:
        server.stop()
        window.close()
        trust.set_pins({})
