"""The bundle's recipe (packaging/): what it leaves out keeps what the game loads, the
Linux desktop files describe this version, archives are named by version and platform."""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import app_info  # noqa: E402
import desktop  # noqa: E402
import platform_meta  # noqa: E402
from lean import left_out  # noqa: E402

from sanjuan.version import version  # noqa: E402

# packaging/build.py, under a name that cannot be taken for PyPA's "build" package
_spec = importlib.util.spec_from_file_location("sanjuan_build", ROOT / "packaging/build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/translations/qtbase_de.qm",  # Qt's German buttons and dialogs
    "PySide6/Qt/translations/qtbase_en.qm",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",  # every image is SVG
    "PySide6/plugins/imageformats/qsvg.dll",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/lib/libQt6DBus.so.6",  # QtGui needs the library, not the binding
    "PySide6/Qt/lib/libQt6OpenGL.so.6",  # pyqtgraph
    "PySide6/QtOpenGLWidgets.abi3.so",
    "libglib-2.0.so.0",  # Qt's core and xcb platform need these system libraries
    "libfreetype.so.6",
    "libfontconfig.so.1",
    "libdbus-1.so.3",
    "libXcursor.so.1",  # loaded by name by Qt's xcb platform
    "libssl.so.3",  # wss:// (issue 21)
    "libcrypto.so.3",
])
def test_keeps_what_the_game_loads(dest: str) -> None:
    assert not left_out(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/translations/qt_fr.qm",
    "PySide6/Qt/translations/qtbase_ja.qm",
    "PySide6\\translations\\qt_help_de.qm",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/plugins/imageformats/qtiff.dll",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/platforms/libqlinuxfb.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "libcairo.so.2",
    "libgssapi_krb5.so.2",  # only QtNetwork needs Kerberos
    "libkrb5.so.3",
    "libjpeg.so.62",  # only the JPEG plugin
    "libgio-2.0.so.0",  # only GTK's
    "libatspi.so.0",
    "libharfbuzz.so.0",  # Qt carries its own
    "PySide6\\opengl32sw.dll",  # Windows: software OpenGL, never drawn through
])
def test_leaves_out_what_the_game_never_loads(dest: str) -> None:
    assert left_out(dest)


def test_metainfo_describes_this_version() -> None:
    root = ET.fromstring(desktop.metainfo(version()))
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == app_info.APP_ID
    assert root.find("launchable").text == f"{app_info.APP_ID}.desktop"
    assert root.find("releases/release").get("version") == version()  # newest first
    assert root.find("screenshots/screenshot/image").text.endswith(".png")
    assert root.find("description/p").text.strip()


def test_metainfo_refuses_a_version_without_release_notes() -> None:
    with pytest.raises(ValueError, match="RELEASES has no entry for 9.9.9"):
        desktop.metainfo("9.9.9")


@pytest.mark.skipif(sys.platform == "win32",
                    reason="Linux desktop integration: Windows files have no executable bit")
def test_desktop_entry_and_icons(tmp_path: Path, qapp) -> None:
    written = desktop.install(tmp_path, version())
    entry = (tmp_path / "share/applications" / f"{app_info.APP_ID}.desktop").read_text()
    assert f"Icon={app_info.APP_ID}\n" in entry and "Exec=SanJuan\n" in entry
    from PySide6.QtGui import QImage

    for size in app_info.ICON_SIZES:
        png = tmp_path / f"share/icons/hicolor/{size}x{size}/apps/{app_info.APP_ID}.png"
        assert png in written
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size)
    script = tmp_path / "install-desktop-entry.sh"
    assert "@APP_ID@" not in script.read_text() and script.stat().st_mode & 0o111


def test_archive_names_version_and_platform(monkeypatch) -> None:
    cases = [("linux", "x86_64", "linux-x86_64"), ("linux", "aarch64", "linux-aarch64"),
             ("win32", "AMD64", "windows-x64"), ("darwin", "arm64", "macos-arm64"),
             ("darwin", "x86_64", "macos-x86_64")]
    for plat, machine, tag in cases:
        monkeypatch.setattr(build.sys, "platform", plat)
        monkeypatch.setattr(build.platform, "machine", lambda m=machine: m)
        assert build.platform_tag() == tag


def test_macos_info_plist_names_version_and_minimum() -> None:
    import plistlib

    plist = plistlib.loads(plistlib.dumps(platform_meta.info_plist(version())))
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version()
    assert plist["CFBundleIdentifier"] == app_info.APP_ID
    assert plist["CFBundleDisplayName"] == "San Juan"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["LSMinimumSystemVersion"] == app_info.MACOS_MINIMUM


def test_windows_version_numbers() -> None:
    assert platform_meta.version_numbers("0.2.0") == (0, 2, 0, 0)
    assert platform_meta.version_numbers("1.10.3.7.9") == (1, 10, 3, 7)
    assert platform_meta.version_numbers("2.0rc1") == (2, 0, 1, 0)



def test_a_library_vendored_in_a_wheel_is_kept_once() -> None:
    from lean import vendored_duplicates

    openblas = "libscipy_openblas64_-c16e4918366c6bc1f1cd71e28ca36fc0.dll"
    dests = [openblas, f"numpy.libs\\{openblas}", "python312.dll", "PySide6\\Qt6Core.dll",
             "msvcp140-263139962577ecda4cd9469ca360a746.dll",
             "numpy.libs/msvcp140-263139962577ecda4cd9469ca360a746.dll"]
    assert vendored_duplicates(dests) == {openblas,
                                          "msvcp140-263139962577ecda4cd9469ca360a746.dll"}
    assert vendored_duplicates(["numpy.libs/libopenblas.dll", "python312.dll"]) == set()
