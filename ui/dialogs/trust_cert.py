"""Trusting a game server's own certificate on first use (issue 37).

A ``wss://`` server on a friend's computer has a certificate that no authority signed.
When joining fails for that reason, :func:`offer_trust` reads the certificate's SHA-256
fingerprint (without trusting it, :func:`sanjuan.net.trust.fetch_certificate`), shows it
and lets the player trust that certificate for that server; the trusted certificates are
kept in the settings (:func:`load_trusted`, :func:`keep_trusted`). When a server later
presents another certificate the connection fails with a loud warning
(``certificate_changed``), and the same box, warning first, shows the new fingerprint:
trusting it again is a decision, never the default.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from ui.text import arg

if TYPE_CHECKING:
    from ui.settings import Settings

translate = QCoreApplication.translate

#: Where the trusted certificates are kept: JSON {"host:port": "AB:CD:…"}.
SETTINGS_KEY = "network/trusted_certificates"


def load_trusted(settings: Settings) -> None:
    """Trust the certificates kept in ``settings`` (damaged entries are ignored)."""
    from sanjuan.net import trust

    raw = settings.q.value(SETTINGS_KEY, "")
    try:
        kept = json.loads(raw) if isinstance(raw, str) and raw else {}
    except ValueError:
        kept = {}
    trust.set_pins(kept if isinstance(kept, dict) else {})


def keep_trusted(settings: Settings) -> None:
    """Keep the trusted certificates in ``settings``."""
    from sanjuan.net import trust

    settings.q.setValue(SETTINGS_KEY, json.dumps(trust.pins(), sort_keys=True))


def trust_box(parent: QWidget | None, url: str, fingerprint: str,
              changed: bool) -> QMessageBox:
    """The question whether to trust the certificate with ``fingerprint`` for the server
    at ``url`` (``changed``: it replaces one trusted before: a warning). Its accept
    button is ``trust_button``; Cancel is the default."""
    if changed:
        text = arg(translate(
            "Network", "WARNING: the server at %1 now shows another certificate than the one "
            "you trusted. Another computer may be posing as it. Trust the new certificate "
            "only if the host tells you they changed it and its fingerprint is:\n\n%2"),
            url, fingerprint)
    else:
        text = arg(translate(
            "Network", "The server at %1 uses a certificate of its own, which no authority "
            "vouches for. Ask the host for its fingerprint and compare it with this one:"
            "\n\n%2\n\nTrust this certificate for this server?"), url, fingerprint)
    box = QMessageBox(QMessageBox.Icon.Warning,
                      translate("Network", "The server's certificate"), text,
                      QMessageBox.StandardButton.Cancel, parent)
    box.setObjectName("trust_certificate_box")
    box.setAccessibleName(translate("Network", "The server's certificate"))
    label = (translate("Network", "Trust the new certificate") if changed
             else translate("Network", "Trust this certificate"))
    trust_button = box.addButton(label, QMessageBox.ButtonRole.AcceptRole)
    trust_button.setObjectName("trust_button")
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    return box


def offer_trust(owner: QObject, parent: QWidget | None, settings: Settings, url: str,
                changed: bool, retry: Callable[[], None],
                fail: Callable[[str], None]) -> Any:
    """Read the certificate of the server at ``url`` (off the GUI thread), show it in
    :func:`trust_box` and, if the player trusts it, keep it and call ``retry()``;
    ``fail(text)`` when it cannot be read. Returns the pending call (keep it referenced
    until it answers)."""
    from sanjuan.net import trust
    from ui.session.net_link import call

    def show(fingerprint: Any) -> None:
        box = trust_box(parent, url, str(fingerprint), changed)

        def answered(_result: int) -> None:
            if box.clickedButton() is box.findChild(QObject, "trust_button"):
                trust.pin(url, str(fingerprint))
                keep_trusted(settings)
                retry()

        box.finished.connect(answered)
        box.open()
        owner.setProperty("trust_box", box)  # keeps it alive while it is open

    return call(lambda: trust.fetch_certificate(url), owner, show,
                lambda _code, text: fail(arg(translate(
                    "Network", "The server's certificate could not be read: %1"), text)))
