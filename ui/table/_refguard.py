"""Work around a reference-count bug of PySide6 6.12 on Python 3.11.

PySide6 6.12's wheels return ``None`` from void C++ methods (QPainter.drawRect,
QFont.setBold, ...) without a new reference, as is right only where ``None`` is immortal
(Python ≥ 3.12). On Python 3.11 each such call takes one reference away from ``None``,
and after some ten thousand painted cards the interpreter aborts with "none_dealloc:
deallocating None". Giving ``None`` a reserve of references it can never use up makes the
bug harmless; ``None`` is never deallocated anyway.
"""

from __future__ import annotations

import ctypes
import sys

RESERVE = 1 << 52


def guard_none_refcount() -> None:
    """Add :data:`RESERVE` references to ``None`` once (no-op on Python ≥ 3.12, where
    ``None`` is immortal)."""
    if sys.version_info >= (3, 12):
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field
    if refcnt.value < RESERVE // 2:
        refcnt.value += RESERVE
