"""Tests that cannot hold on Windows Python under Wine (the Windows lane of .ci/run,
packaging/windows/lane.py), each with the Wine limit that stops it. tests/conftest.py
marks them ``xfail`` (not strict: a Wine that learns the missing piece passes them) with
this reason, only when the tests run under Wine; on real Windows, macOS and Linux they
run as they are.

Keys are ``file::test`` (every parameter of it), as in conftest.SLOW.
"""

from __future__ import annotations

import sys

#: test → why it cannot hold under Wine 8.0 (not a defect of the game).
WINE_LIMITS: dict[str, str] = {
}


def under_wine() -> bool:
    """Whether this is Windows Python running under Wine (ntdll exports
    wine_get_version there, never on Windows)."""
    if sys.platform != "win32":
        return False
    import ctypes

    try:
        return hasattr(ctypes.WinDLL("ntdll"), "wine_get_version")
    except OSError:
        return False
