"""Trusting a server's own certificate on first use (issue 37), as SSH trusts a host key.

A game server on a friend's machine serves ``wss://`` with a certificate that no public
authority signed, so a client's default check refuses it. Instead of turning the check
off, the player is shown the certificate's SHA-256 fingerprint (:func:`fetch_certificate`
reads it without trusting it) and may trust *that* certificate for *that* server
(:func:`pin`); the window keeps the pins in its settings. From then on a connection to
that server is accepted only if it presents exactly that certificate
(:func:`pinned_context` and :func:`check_pin`, which :class:`sanjuan.net.client.Connection`
applies): if it ever presents another one, :class:`CertificateChanged` is raised — a
loud warning, as the server may be an impostor — and no message is sent.
"""

from __future__ import annotations

import asyncio
import hashlib
import ssl
from urllib.parse import urlsplit


class CertificateChanged(ssl.SSLCertVerificationError):
    """The server presented another certificate than the one trusted for it: ``server``
    (host:port), ``expected`` and ``presented`` fingerprints."""

    def __init__(self, server: str, expected: str, presented: str) -> None:
        super().__init__(f"the certificate of {server} has changed: trusted {expected}, "
                         f"presented {presented}")
        self.server, self.expected, self.presented = server, expected, presented


#: Trusted certificates: server ("host:port") → SHA-256 fingerprint (see :func:`pin`).
_PINS: dict[str, str] = {}


def server_key(url: str) -> str:
    """The ``host:port`` of a ``wss://`` URL (port 443 when none is given)."""
    u = urlsplit(url)
    host = u.hostname or ""
    return f"[{host}]:{u.port or 443}" if ":" in host else f"{host}:{u.port or 443}"


def fingerprint(der: bytes) -> str:
    """The SHA-256 fingerprint of a DER certificate, as ``AB:CD:…`` (32 pairs)."""
    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i:i + 2] for i in range(0, len(digest), 2))


def pin(url: str, print_: str) -> None:
    """Trust the certificate with fingerprint ``print_`` for the server of ``url``."""
    _PINS[server_key(url)] = print_


def unpin(url: str) -> None:
    """Trust no certificate of its own for the server of ``url`` any more."""
    _PINS.pop(server_key(url), None)


def pinned(url: str) -> str | None:
    """The fingerprint trusted for the server of ``url``, or None."""
    return _PINS.get(server_key(url))


def pins() -> dict[str, str]:
    """Every trusted certificate (server → fingerprint), e.g. to keep in settings."""
    return dict(_PINS)


def set_pins(kept: dict[str, str]) -> None:
    """Replace the trusted certificates by ``kept`` (server → fingerprint), e.g. read
    from settings; entries that are not text are ignored."""
    _PINS.clear()
    _PINS.update({k: v for k, v in kept.items() if isinstance(k, str) and isinstance(v, str)})


def pinned_context() -> ssl.SSLContext:
    """A client context for a server whose certificate is pinned: the chain and name are
    not checked by TLS (the certificate is its own authority); :func:`check_pin` checks
    the certificate itself right after the handshake, before the first message (the
    handshake's request holds nothing secret)."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def check_pin(url: str, ssl_object: ssl.SSLObject | ssl.SSLSocket | None) -> None:
    """Raise CertificateChanged unless the connection's certificate is the one pinned
    for ``url``'s server (nothing to check when none is pinned)."""
    expected = pinned(url)
    if expected is None:
        return
    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
    presented = fingerprint(der) if der else "none"
    if presented != expected:
        raise CertificateChanged(server_key(url), expected, presented)


async def fetch_certificate(url: str, timeout: float = 10.0) -> str:
    """Connect to the ``wss://`` server of ``url`` without trusting it and return its
    certificate's fingerprint (:func:`fingerprint`). Sends nothing but the TLS
    handshake. Raises ValueError for another address, OSError, ssl.SSLError,
    TimeoutError."""
    u = urlsplit(url)
    if u.scheme != "wss" or not u.hostname:
        raise ValueError(f"not a wss:// address: {url!r}")
    async with asyncio.timeout(timeout):
        _reader, writer = await asyncio.open_connection(
            u.hostname, u.port or 443, ssl=pinned_context(), server_hostname=u.hostname)
    try:
        obj = writer.get_extra_info("ssl_object")
        der = obj.getpeercert(binary_form=True) if obj is not None else None
        if not der:
            raise ssl.SSLError("the server presented no certificate")
        return fingerprint(der)
    finally:
        writer.close()

