"""The one small set of checks every door uses on values read from outside (save files,
the history database, exported replays, puzzle data, the network): each answers True or
False and never raises, and the true ones are :class:`~typing.TypeGuard`\\ s, so that
after ``if is_int_in(v, 0, 9)`` the type checker knows ``v`` is an ``int`` (no casts, no
``type: ignore``). The caller turns a False into its own readable error
(:class:`~sanjuan.rules.errors.SaveFileError`, ``HistoryError``, ``PuzzleError`` …).

Also :func:`loads_bounded`, the one way to parse a short JSON text from outside: its
length is capped before parsing, so that nesting 100,000 deep or a 5,000-digit number
never reaches the parser.
"""

from __future__ import annotations

import json
from datetime import date, datetime
from typing import Any, TypeGuard


def is_int(v: object) -> TypeGuard[int]:
    """True if ``v`` is an ``int`` and not a ``bool`` (JSON ``true`` is no number, and
    SQLite's ``1.0`` or ``'1'`` is no integer either)."""
    return isinstance(v, int) and not isinstance(v, bool)


def is_int_in(v: object, lo: int, hi: int) -> TypeGuard[int]:
    """True if ``v`` is an integer (:func:`is_int`) with ``lo <= v <= hi``."""
    return is_int(v) and lo <= v <= hi


def is_bool(v: object) -> TypeGuard[bool]:
    """True if ``v`` is ``True`` or ``False`` (not 0 or 1)."""
    return isinstance(v, bool)


def is_flag(v: object) -> TypeGuard[int]:
    """True if ``v`` is a stored truth value: the integer 0 or 1 (SQLite has no
    booleans), or a ``bool``."""
    return isinstance(v, int) and v in (0, 1)


def is_text(v: object, max_len: int) -> TypeGuard[str]:
    """True if ``v`` is a ``str`` of at most ``max_len`` characters."""
    return isinstance(v, str) and len(v) <= max_len


def is_word(v: object, max_len: int = 20) -> TypeGuard[str]:
    """True if ``v`` is a short identifier: 1 to ``max_len`` characters from ``a``–``z``,
    ``0``–``9`` and ``_`` (an edition key, a computer level, a game mode), so that it can
    be printed anywhere as it is."""
    return (isinstance(v, str) and 0 < len(v) <= max_len and v.isascii()
            and all(c.islower() or c.isdigit() or c == "_" for c in v))


def is_object(v: object) -> TypeGuard[dict[str, Any]]:
    """True if ``v`` is a JSON object (a ``dict`` whose keys are all ``str``)."""
    return isinstance(v, dict) and all(isinstance(k, str) for k in v)


def is_list(v: object, max_len: int | None = None) -> TypeGuard[list[Any]]:
    """True if ``v`` is a ``list`` (of at most ``max_len`` items when given)."""
    return isinstance(v, list) and (max_len is None or len(v) <= max_len)


def is_iso_date(v: object) -> TypeGuard[str]:
    """True if ``v`` is an ISO date ``YYYY-MM-DD`` (a real day)."""
    if not (isinstance(v, str) and len(v) == 10):
        return False
    try:
        date.fromisoformat(v)
    except ValueError:
        return False
    return True


def is_iso_time(v: object) -> TypeGuard[str]:
    """True if ``v`` is an ISO 8601 date and time (e.g. ``2026-01-02T10:00:00+00:00``),
    at most 40 characters."""
    if not (isinstance(v, str) and 10 <= len(v) <= 40 and v.isascii()):
        return False
    try:
        datetime.fromisoformat(v)
    except ValueError:
        return False
    return True


def loads_bounded(text: object, max_len: int) -> Any:
    """The JSON value of ``text`` (a ``str`` of at most ``max_len`` characters). Raises
    ValueError for anything else: not text (e.g. bytes), too long, not JSON, nested too
    deeply or holding a number too long to convert."""
    if not isinstance(text, str):
        raise ValueError(f"not JSON text but {type(text).__name__}")
    if len(text) > max_len:
        raise ValueError(f"longer than {max_len} characters")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None


__all__ = ["is_bool", "is_flag", "is_int", "is_int_in", "is_iso_date", "is_iso_time",
           "is_list", "is_object", "is_text", "is_word", "loads_bounded"]
