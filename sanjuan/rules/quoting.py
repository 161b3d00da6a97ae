"""Short quotes of untrusted values for error messages.

A value read from a file or sent by a caller may be megabytes long; quoted in full it
makes a message box wider than any screen and freezes the window while it is laid out.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)

#: The longest quote of a foreign value in a message, in characters.
QUOTE_LIMIT = 40


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to at most ``limit`` characters (ending in "…" when cut).

    Never raises: a value whose repr fails (or is an int beyond Python's digit limit)
    is described by its type name."""
    try:
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
            return f"<an integer of about {int(value.bit_length() * 0.30103)} digits>"
        if isinstance(value, (str, bytes, list, tuple, dict)) and len(value) > 4 * limit:
            value = value[:limit] if not isinstance(value, dict) else dict(
                list(value.items())[:4])
        text = repr(value)
    except Exception:  # a message must never fail
        log.debug("no repr of a %s", type(value).__name__, exc_info=True)
        return f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def shorten(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters (ending in "…" when cut)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"
