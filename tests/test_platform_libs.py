"""The first start on a Linux desktop without some of the X11 libraries Qt needs (issue
34, item 17): instead of Qt's misleading "xcb-cursor0 is needed" and an abort, the start
and ``sanjuan check`` name every missing library and the packages to install."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ui.cli import platform_libs as P

ABSENT = {"libqxcb.so", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"}


def fake_load(path: str) -> object:
    """A loader on a system without icccm and keysyms: the plugin fails on the first."""
    if Path(path).name == "libqxcb.so":
        raise OSError("libxcb-icccm.so.4: cannot open shared object file: No such file")
    if path in ABSENT:
        raise OSError(f"{path}: cannot open shared object file")
    return object()


def test_every_missing_library_and_its_package_is_named() -> None:
    missing = P.missing_xcb_libraries(Path("/qt/plugins/platforms/libqxcb.so"), fake_load)
    assert missing == [("libxcb-icccm.so.4", "libxcb-icccm4"),
                       ("libxcb-keysyms.so.1", "libxcb-keysyms1")]
    text = P.missing_text(missing)
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in text
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in text
    assert "xcb-cursor0" not in text  # Qt's misleading guess is not repeated
    # the plugin loads: nothing to say (no guess from our table)
    assert P.missing_xcb_libraries(Path("/x/libqxcb.so"), lambda _p: object()) == []


def test_only_the_xcb_platform_is_checked() -> None:
    assert P.xcb_expected({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert P.xcb_expected({}, "linux")
    assert not P.xcb_expected({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not P.xcb_expected({"QT_QPA_PLATFORM": "wayland"}, "linux")
    assert not P.xcb_expected({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "w-0"},
                              "linux")
    assert not P.xcb_expected({}, "win32") and not P.xcb_expected({}, "darwin")
    assert P.platform_problem({"QT_QPA_PLATFORM": "offscreen"}, fake_load) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 libraries: Linux")
def test_the_start_and_sanjuan_check_name_what_is_missing_here() -> None:
    """On this machine for real: when the xcb plugin cannot load, ``sanjuan play`` and
    ``sanjuan check`` end with status 1 and the packages, never Qt's abort."""
    missing = P.missing_xcb_libraries()
    if not missing:
        pytest.skip("every library of Qt's xcb platform is installed here")
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}
    for command in (["play"], ["check"]):
        done = subprocess.run([sys.executable, "-m", "ui.cli", *command], env=env,
                              capture_output=True, text=True, timeout=120)
        out = done.stdout + done.stderr
        assert done.returncode == 1, out
        assert "sudo apt install" in out and missing[0][0] in out, out
        assert "Aborted" not in out and "core dumped" not in out
