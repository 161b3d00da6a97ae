"""Checked reading of QSettings values (used by ``ui/settings.py``).

A settings file can be damaged or edited by hand: a seed of ``--5``, ``²`` or 5,000
digits, a list where a number belongs, garbage instead of the window geometry. Every
value goes through one of the parsers here; :func:`read` returns the default instead
of raising, and logs each invalid key once as a warning.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import QByteArray, QSettings

from sanjuan.rules.quoting import quote

log = logging.getLogger(__name__)

T = TypeVar("T")

NAME_LIMIT = 40  # characters of a player name
FOLDER_LIMIT = 4096  # characters of a folder path
BYTES_LIMIT = 1 << 16  # bytes of a saved window geometry or layout
SEED_MAX = 2_000_000_000  # as the new-game dialog's seed field
_INT = re.compile(r"-?[0-9]{1,10}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_reported: set[tuple[str, str]] = set()


def read(q: QSettings, key: str, default: T, parse: Callable[[object], T]) -> T:
    """``parse(value of key)``, or ``default`` when the key is missing or its value is
    invalid (``parse`` raised); an invalid value is logged once as a warning (why, with
    ``--verbose``). Never raises."""
    try:
        raw = q.value(key)
    except Exception:  # noqa: BLE001 - an unreadable variant in a damaged file
        _report(q, key, "<unreadable>")
        return default
    if raw is None:
        return default
    try:
        return parse(raw)
    except Exception:  # noqa: BLE001 - whatever the file holds, the app starts
        _report(q, key, quote(raw))
        return default


def _report(q: QSettings, key: str, shown: str) -> None:
    """One warning per settings file and key (the exception being handled, if any, is
    logged at debug level)."""
    try:
        where = q.fileName()
    except Exception:
        log.debug("the settings file has no name", exc_info=True)
        where = "?"
    if (where, key) in _reported:
        return
    _reported.add((where, key))
    log.warning("sanjuan: invalid setting %s = %s in %s; using the default", key, shown, where)
    log.debug("why %s is invalid", key, exc_info=True)


def as_int(value: object) -> int:
    """An int from an int or a string of at most 10 ASCII digits (with an optional
    minus); raises ValueError otherwise (bools, floats, ``--5``, ``²``, long digits)."""
    if type(value) is int:
        return value
    if isinstance(value, str) and _INT.fullmatch(value.strip()):
        return int(value.strip())
    raise ValueError("not an integer")


def as_str(value: object) -> str:
    """``value`` if it is a string; raises ValueError otherwise (lists, numbers)."""
    if isinstance(value, str):
        return value
    raise ValueError("not a string")


def as_choice(choices: Sequence[T], convert: Callable[[object], T] = as_str,  # type: ignore[assignment]
              ) -> Callable[[object], T]:
    """A parser accepting ``convert(value)`` only if it is one of ``choices``."""
    def parse(value: object) -> T:
        v = convert(value)
        if v not in choices:
            raise ValueError("not one of the choices")
        return v
    return parse


def as_flag(value: object) -> bool:
    """A bool from a bool, 0/1 or the strings true/false/1/0 (any case)."""
    if isinstance(value, bool):
        return value
    if type(value) is int and value in (0, 1):
        return bool(value)
    text = as_str(value).strip().lower()
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError("not a flag")


def as_name(value: object) -> str:
    """A player name: a string of at most NAME_LIMIT characters without control
    characters (surrounding blanks removed)."""
    text = as_str(value).strip()
    if len(text) > NAME_LIMIT or _CONTROL.search(text):
        raise ValueError("not a name")
    return text


def as_folder(value: object) -> str:
    """A folder path: a string of at most FOLDER_LIMIT characters without control
    characters ("" = none)."""
    text = as_str(value)
    if len(text) > FOLDER_LIMIT or _CONTROL.search(text):
        raise ValueError("not a folder")
    return text


def as_seed(value: object) -> int | None:
    """A seed 0–SEED_MAX, or None for "" (a fresh random seed each game)."""
    if isinstance(value, str) and not value.strip():
        return None
    seed = as_int(value)
    if not 0 <= seed <= SEED_MAX:
        raise ValueError("seed out of range")
    return seed


def as_text_scale(value: object) -> float:
    """The text-size factor 1.0–2.0 (100–200 %) from a number or a decimal string;
    raises ValueError otherwise (NaN, out of range, garbage)."""
    if isinstance(value, bool):
        raise ValueError("not a number")
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str) and re.fullmatch(r"[0-9]{1,3}(\.[0-9]{1,4})?", value.strip()):
        number = float(value.strip())
    else:
        raise ValueError("not a number")
    if not 1.0 <= number <= 2.0:
        raise ValueError("text size out of range")
    return number


def as_percent(value: object) -> int:
    """A volume 0–100 (%) from an int or a string of digits; raises ValueError otherwise
    (out of range, fractions, garbage)."""
    number = as_int(value)
    if not 0 <= number <= 100:
        raise ValueError("not a percentage")
    return number


def as_byte_array(value: object) -> QByteArray | None:
    """Saved window geometry or layout: a non-empty QByteArray (or bytes) of at most
    BYTES_LIMIT bytes; None for an empty one. Qt itself checks the contents."""
    if isinstance(value, bytes):
        value = QByteArray(value)
    if not isinstance(value, QByteArray):
        raise ValueError("not bytes")
    if value.size() > BYTES_LIMIT:
        raise ValueError("too long")
    return value if value.size() else None
