"""Invite codes: short, typed by people, unguessable (``secrets``).

A code is 10 characters of Crockford's base-32 alphabet (no I, L, O, U; 50 random bits),
shown as ``K7QM3-XPD2R``. The server stores only its digest (:func:`sanjuan.net.store.digest`
of :func:`normalise_code`), with the seat it opens and its expiry.
"""

from __future__ import annotations

import secrets

#: Invite codes: Crockford's base-32 alphabet (no I, L, O, U), 10 characters = 50 bits.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 10


def new_invite_code() -> str:
    """A fresh invite code like ``K7QM3-XPD2R`` (50 random bits from ``secrets``)."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:5]}-{raw[5:]}"


def normalise_code(code: str) -> str:
    """``code`` as typed by a person, in the canonical form: upper case, no dashes or
    spaces, O read as 0 and I/L as 1 (Crockford)."""
    code = code.upper().replace("-", "").replace(" ", "")
    return code.translate(str.maketrans("OIL", "011"))
