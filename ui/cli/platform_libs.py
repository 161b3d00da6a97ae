"""The system libraries Qt's X11 platform (``xcb``) needs, checked before the first
window: without ``libxcb-icccm4`` or ``libxcb-keysyms1`` Qt stops the program with a
misleading "xcb-cursor0 is needed" and no word of the others (issue 34). We load the
plugin ourselves first (no Qt window), and when it cannot be loaded we name every missing
library and the Debian/Ubuntu packages that hold them. Used by :func:`ui.cli.app.make_app`
(the start-up error path) and ``sanjuan check``.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

#: The libraries Qt 6's xcb platform plugin loads beyond libxcb itself (by soname), with
#: the Debian/Ubuntu package of each.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}

Loader = Callable[[str], object]


def _load(path: str) -> object:
    return ctypes.CDLL(path, mode=os.RTLD_LAZY)


def xcb_expected(env: Mapping[str, str] | None = None, platform: str | None = None) -> bool:
    """True when Qt will use its xcb platform: on Linux/BSD with ``QT_QPA_PLATFORM``
    unset or naming xcb, outside a Wayland session (``env`` default ``os.environ``,
    ``platform`` default ``sys.platform``)."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin")):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    return env.get("XDG_SESSION_TYPE", "") != "wayland" or not env.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path | None:
    """The xcb platform plugin of the Qt we run on, or None when it has none."""
    from PySide6.QtCore import QLibraryInfo  # QtCore only: no platform is needed

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
    found = sorted(folder.glob("libqxcb*.so*"))
    return found[0] if found else None


def missing_xcb_libraries(plugin: Path | None = None,
                          load: Loader = _load) -> list[tuple[str, str]]:
    """The (soname, package) pairs of :data:`XCB_LIBRARIES` that cannot be loaded,
    when the xcb ``plugin`` (default :func:`xcb_plugin`) itself cannot be loaded; empty
    when it loads (or there is none: then Qt says what it misses). A library the loader
    names that is not in our table is given with the package unknown ("")."""
    plugin = xcb_plugin() if plugin is None else plugin
    if plugin is None:
        return []
    try:
        load(str(plugin))
        return []
    except OSError as exc:
        first = str(exc).split(":")[0].strip()
    missing = []
    for soname, package in XCB_LIBRARIES.items():
        try:
            load(soname)
        except OSError:
            missing.append((soname, package))
    if first.startswith("lib") and first not in XCB_LIBRARIES and first != plugin.name:
        missing.append((first, ""))
    return missing


def missing_text(missing: list[tuple[str, str]]) -> str:
    """The message for ``missing`` (see :func:`missing_xcb_libraries`): what is missing
    and the one command that installs it on Debian and Ubuntu."""
    names = ", ".join(soname for soname, _ in missing)
    packages = " ".join(p for _, p in missing if p)
    text = (f"The window cannot open: Qt's X11 platform (xcb) needs system libraries that "
            f"are missing: {names}.")
    if packages:
        text += f"\nOn Debian or Ubuntu install them with:\n  sudo apt install {packages}"
    return text


def platform_problem(env: Mapping[str, str] | None = None,
                     load: Loader = _load) -> str | None:
    """What keeps Qt's platform from starting here, in words, or None (nothing known);
    ``env`` and ``load`` as for :func:`xcb_expected` and :func:`missing_xcb_libraries`."""
    if not xcb_expected(env):
        return None
    missing = missing_xcb_libraries(load=load)
    return missing_text(missing) if missing else None
