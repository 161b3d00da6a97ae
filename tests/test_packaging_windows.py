"""The Windows and macOS recipe, checked on Linux (issue 32): the screenshot's offscreen
screen with a Windows path, its child command in a frozen bundle, platform-qualified
archive names, the macOS minimum read from the wheel's tag, the Windows minimum and the
NSIS installer, the Windows lane's pinned certificate."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import plistlib
import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT / "packaging" / "windows"))
sys.path.insert(0, str(ROOT / "packaging" / "macos"))
import app_info  # noqa: E402
import installer  # noqa: E402
import lane  # noqa: E402
import platform_meta  # noqa: E402
import winpython  # noqa: E402

from sanjuan.version import version  # noqa: E402
from ui.cli import screenshot  # noqa: E402

_spec = importlib.util.spec_from_file_location("sanjuan_build", ROOT / "packaging/build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


def qt_platform(value: str) -> tuple[str, list[str]]:
    """QT_QPA_PLATFORM as Qt reads it (QGuiApplicationPrivate::createPlatformIntegration):
    the platform's name, then its arguments, split at every colon."""
    name, *args = value.split(":")
    return name, args


def test_offscreen_screen_file_in_a_windows_folder() -> None:
    folder = PureWindowsPath(r"C:\Users\Jürgen Müller\AppData\Local\Temp\sanjuan-shot-1")
    assert qt_platform(screenshot.offscreen_platform(folder / "screen.json")) == (
        "offscreen", ["configfile=screen.json"])


def test_offscreen_screen_file_in_a_posix_folder() -> None:
    path = PurePosixPath("/tmp/sanjuan-shot-1/screen.json")
    assert qt_platform(screenshot.offscreen_platform(path)) == (
        "offscreen", [f"configfile={path}"])


def test_scaled_env_names_one_readable_screen_file(tmp_path: Path) -> None:
    """A temporary folder with a colon in its path (as every Windows one has, C:\\…):
    Qt gets one argument, and it names the screen file from the child's folder."""
    tmp = tmp_path / "C:" / "Temp"
    tmp.mkdir(parents=True)
    env = screenshot.scaled_env(tmp, (640, 480), 2.0)
    name, args = qt_platform(env["QT_QPA_PLATFORM"])
    assert name == "offscreen" and len(args) == 1 and args[0].startswith("configfile=")
    screen = Path(args[0].removeprefix("configfile="))
    assert (tmp / screen).is_file()
    assert '"width": 1280' in (tmp / screen).read_text()


def test_an_offscreen_child_on_windows_reads_windows_fonts() -> None:
    """Qt's offscreen platform on Windows reads fonts from QT_QPA_FONTDIR only (else its
    own lib/fonts, which PySide6 does not ship): without it every letter of a screenshot
    taken on Windows was an empty box (seen under Wine, where the lane names its own
    font folder, which is kept)."""
    fonts = screenshot.offscreen_fonts
    assert fonts({"WINDIR": r"C:\WINDOWS"}, "win32") == {"QT_QPA_FONTDIR": r"C:\WINDOWS\Fonts"}
    assert fonts({"SystemRoot": r"D:\Win"}, "win32") == {"QT_QPA_FONTDIR": r"D:\Win\Fonts"}
    assert fonts({}, "win32") == {"QT_QPA_FONTDIR": r"C:\Windows\Fonts"}
    assert fonts({"QT_QPA_FONTDIR": r"Z:\fonts", "WINDIR": r"C:\WINDOWS"}, "win32") == {}
    assert fonts({"WINDIR": r"C:\WINDOWS"}, "linux") == {} == fonts({}, "darwin")


def test_screenshot_command_from_a_temporary_folder_with_a_colon(tmp_path: Path) -> None:
    """The whole command, its temporary folder under a path with a colon: the PNG has
    the asked size (with the old value Qt found no screen file: its default screen,
    800×600, is smaller)."""
    tmpdir = tmp_path / "C:" / "Temp"
    tmpdir.mkdir(parents=True)
    out = tmp_path / "shot.png"
    env = dict(os.environ, TMPDIR=str(tmpdir), SANJUAN_DATA_DIR=str(tmp_path / "data"))
    env.pop("QT_QPA_PLATFORM", None)
    run = subprocess.run([sys.executable, "-m", "ui.cli", "screenshot", "--size", "1024x700",
                          "--after-actions", "0", str(out)], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_the_screenshot_child_is_the_program_itself_when_frozen(monkeypatch) -> None:
    env: dict[str, str] = {"PYTHONPATH": "elsewhere"}
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert screenshot.child_command(env) == [sys.executable]
    monkeypatch.delattr(sys, "frozen")
    assert screenshot.child_command(env) == [sys.executable, "-m", "ui.cli"]
    assert env["PYTHONPATH"].split(os.pathsep) == [str(ROOT), "elsewhere"]


@pytest.mark.parametrize(("tag", "name"), [
    ("windows-x64", "SanJuan-0.2.0-windows-x64.zip"),
    ("macos-arm64", "SanJuan-0.2.0-macos-arm64.zip"),
    ("linux-x86_64", "SanJuan-0.2.0-linux-x86_64.tar.gz"),
])
def test_archive_names_carry_version_and_platform(tag: str, name: str) -> None:
    assert build.archive_name("0.2.0", tag) == name


def test_macos_minimum_comes_from_the_wheel_tag() -> None:
    # PySide6-Essentials 6.12's macOS wheel, and two older ones.
    assert platform_meta.macos_minimum_of_tags(["cp39-abi3-macosx_14_0_universal2"]) == "14.0"
    assert platform_meta.macos_minimum_of_tags([
        "cp39-abi3-macosx_11_0_x86_64", "cp39-abi3-macosx_13_0_universal2"]) == "13.0"
    assert platform_meta.macos_minimum_of_tags(["cp39-abi3-manylinux_2_28_x86_64"]) is None
    # What the documents say is what the newest wheel needs.
    assert app_info.MACOS_MINIMUM == "14.0"


def test_macos_minimum_here_is_the_declared_one() -> None:
    """On Linux the installed wheel is no macOS one: the declared minimum stands."""
    assert platform_meta.wheel_tags("PySide6_Essentials")  # installed, with tags
    assert platform_meta.macos_minimum() == app_info.MACOS_MINIMUM


def test_macos_refuses_a_wheel_newer_than_declared(monkeypatch) -> None:
    monkeypatch.setattr(platform_meta, "wheel_tags",
                        lambda dist: ["cp39-abi3-macosx_15_0_universal2"])
    with pytest.raises(SystemExit, match="macOS 15.0"):
        platform_meta.macos_minimum()


def test_info_plist_is_valid_and_complete() -> None:
    doc = plistlib.loads(plistlib.dumps(platform_meta.info_plist(version(), "14.0"),
                                        fmt=plistlib.FMT_XML))
    assert doc["CFBundleIdentifier"] == app_info.APP_ID
    assert doc["CFBundleShortVersionString"] == doc["CFBundleVersion"] == version()
    assert doc["LSMinimumSystemVersion"] == "14.0"
    assert doc["NSHighResolutionCapable"] is True


def test_installer_refuses_an_older_windows_with_a_sentence() -> None:
    nsi = (ROOT / "packaging" / "windows" / "installer.nsi").read_text(encoding="utf-8")
    assert "${AtLeastBuild} ${MIN_BUILD}" in nsi and "${AtLeastWin10}" in nsi
    assert "needs ${MIN_WINDOWS} or later" in nsi
    d = installer.defines("0.2.0", Path("b"), Path("i.ico"), Path("o.exe"))
    assert d["MIN_BUILD"] == "18362" and d["MIN_WINDOWS"] == "Windows 10 version 1903"
    assert d["VERSION4"] == "0.2.0.0"
    assert installer.installer_name("0.2.0") == "SanJuan-0.2.0-windows-x64-setup.exe"


def test_the_minimums_are_stated_where_players_look() -> None:
    text = (ROOT / "docs" / "install.md").read_text(encoding="utf-8")
    assert app_info.WINDOWS_MINIMUM in text
    assert f"macOS {app_info.MACOS_MINIMUM.split('.')[0]}" in text


def tiny_icon(path: Path) -> Path:
    """A 16×16 32-bit Windows icon (a BMP entry) at ``path``."""
    import struct

    pixels = b"\x20\x60\xc0\xff" * 16 * 16
    mask = b"\0" * 4 * 16
    header = struct.pack("<IiiHHIIiiII", 40, 16, 32, 1, 32, 0, len(pixels) + len(mask),
                         0, 0, 0, 0)
    image = header + pixels + mask
    path.write_bytes(struct.pack("<HHH", 0, 1, 1)
                     + struct.pack("<BBBBHHII", 16, 16, 0, 0, 1, 32, len(image), 22) + image)
    return path


@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS (makensis) not installed")
def test_makensis_builds_a_per_user_installer_with_version(tmp_path: Path) -> None:
    bundle = tmp_path / "SanJuan"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "SanJuan.exe").write_bytes(b"MZ not a real program")
    (bundle / "_internal" / "data.txt").write_text("x")
    icon = tiny_icon(tmp_path / "icon.ico")
    out = installer.build_installer(bundle, icon, tmp_path / "setup.exe", "0.2.0")
    data = out.read_bytes()
    assert data[:2] == b"MZ"
    assert "San Juan".encode("utf-16-le") in data  # the version resource's strings
    assert "0.2.0".encode("utf-16-le") in data
    assert b'level="asInvoker"' in data  # per-user: no administrator rights asked


def test_the_pinned_microsoft_root_is_the_published_one() -> None:
    der = winpython._pem_der(winpython.ROOT_CERT.read_bytes())
    assert hashlib.sha256(der).hexdigest().upper() == winpython.ROOT_CERT_SHA256


@pytest.mark.skipif(sys.platform == "win32", reason="maps Linux paths to Wine's: Linux only")
def test_wine_paths() -> None:
    assert winpython.winpath("/tmp/a b/ü") == "Z:\\tmp\\a b\\ü"


def fake_app(folder: Path, plist: dict[str, object]) -> Path:
    """A SanJuan.app laid out as PyInstaller's BUNDLE lays it out, with ``plist``."""
    app = folder / "SanJuan.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "Resources").mkdir()
    exe = app / "Contents" / "MacOS" / "SanJuan"
    exe.write_bytes(b"\xcf\xfa\xed\xfe")
    exe.chmod(0o755)
    (app / "Contents" / "Resources" / "icon.icns").write_bytes(b"icns")
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(plist))
    return app


def bundle_plist() -> dict[str, object]:
    """Info.plist as PyInstaller writes it: its own keys, then the spec's."""
    return {"CFBundleExecutable": "SanJuan", "CFBundlePackageType": "APPL",
            "CFBundleIconFile": "icon.icns", "CFBundleInfoDictionaryVersion": "6.0",
            **platform_meta.info_plist(version(), platform_meta.macos_minimum())}


@pytest.mark.skipif(os.name == "nt", reason="a Mac bundle's executable bit: POSIX files only")
def test_the_app_layout_and_plist_pass_the_check(tmp_path: Path) -> None:
    import check_app

    app = fake_app(tmp_path, bundle_plist())
    assert check_app.app_problems(app, version(), app_info.MACOS_MINIMUM) == []
    assert check_app.main([str(app)]) == 0


def test_the_app_check_names_what_is_wrong(tmp_path: Path) -> None:
    import check_app

    plist = bundle_plist() | {"LSMinimumSystemVersion": "13.0", "CFBundleIconFile": "x.icns"}
    app = fake_app(tmp_path, plist)
    (app / "Contents" / "MacOS" / "SanJuan").chmod(0o644)
    problems = check_app.app_problems(app, version(), "14.0")
    assert any("LSMinimumSystemVersion" in p and "13.0" in p for p in problems)
    assert any("not executable" in p for p in problems)
    assert any("icon" in p for p in problems)
    (app / "Contents" / "Info.plist").write_text("not a plist")
    assert "not a readable property list" in check_app.app_problems(app, version(), "14.0")[0]


@pytest.mark.skipif(shutil.which("bash") is None or os.name == "nt",
                    reason="checks a bash script's syntax and mode: needs POSIX bash")
def test_the_release_script_is_valid_shell() -> None:
    script = ROOT / "packaging" / "macos" / "release.sh"
    assert script.stat().st_mode & 0o111
    assert subprocess.run(["bash", "-n", str(script)]).returncode == 0
    text = script.read_text()
    for step in ("codesign", "--options runtime", "notarytool submit", "stapler staple",
                 "hdiutil create", "check_app.py"):
        assert step in text, step
    plistlib.loads((ROOT / "packaging" / "macos" / "entitlements.plist").read_bytes())


@pytest.mark.parametrize(("name", "ok"), [
    ("SanJuan-0.2.0-windows-x64-setup.exe", True),
    ("SanJuan-0.2.0-windows-x64.zip", True),
    ("SanJuan-0.2.0-linux-x86_64.tar.gz", True),
    ("SanJuan-0.2.0-macos-arm64.dmg", True),
    ("SanJuan-0.2.zip", False),  # the old Windows and macOS archive name
    ("SanJuan-0.2.0-windows-x64.exe", False),
    ("notes.txt", False),
])
def test_release_names(name: str, ok: bool) -> None:
    import checksums

    assert (checksums.release_name_problem(name) is None) is ok


def test_sha256sums_are_what_sha256sum_checks(tmp_path: Path) -> None:
    import checksums

    files = []
    for name, data in (("SanJuan-0.2.0-linux-x86_64.tar.gz", b"linux"),
                       ("SanJuan-0.2.0-windows-x64-setup.exe", b"windows")):
        (tmp_path / name).write_bytes(data)
        files.append(tmp_path / name)
    assert checksums.main([str(f) for f in files]) == 0
    sums = (tmp_path / "SHA256SUMS").read_text()
    assert f"{hashlib.sha256(b'windows').hexdigest()}  SanJuan-0.2.0-windows-x64-setup.exe" in sums
    if shutil.which("sha256sum"):
        assert subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=tmp_path,
                              capture_output=True).returncode == 0
    (tmp_path / "SanJuan-0.2.zip").write_bytes(b"old")
    assert checksums.main([str(tmp_path / "SanJuan-0.2.zip")]) == 1


def test_a_closed_pipe_on_windows_ends_quietly(monkeypatch) -> None:
    """Windows reports a write to a closed pipe as OSError EINVAL (found by the Windows
    lane: ``sanjuan history | more`` cut short printed a traceback); other OSErrors and
    other systems are not touched."""
    import errno

    import ui.cli as cli

    def closed_pipe(argv):
        raise OSError(errno.EINVAL, "Invalid argument")

    monkeypatch.setattr(cli, "_main", closed_pipe)
    monkeypatch.setattr(cli, "_silence_stdout", lambda: None)
    monkeypatch.setattr(cli.sys, "platform", "win32")
    assert cli.main(["history"]) == 1
    monkeypatch.setattr(cli.sys, "platform", "linux")
    with pytest.raises(OSError):
        cli.main(["history"])


def test_the_lane_refuses_a_test_shard_that_died_without_its_summary() -> None:
    good = "....s.x\n3 passed, 1 skipped, 1 xfailed, 2 deselected in 2.0s\n"
    assert lane.shard_counts([(0, good), (0, good)]) == {
        "passed": 6, "skipped": 2, "xfailed": 2, "deselected": 4}
    died = ("......wine: Call from 000000017002D3F8 to unimplemented function "
            "KERNEL32.dll.CopyFile2, aborting\nWindows fatal exception: code 0x80000100\n")
    with pytest.raises(winpython.LaneError, match="shard 2 of 2"):
        lane.shard_counts([(0, good), (0, died)])  # exit status 0, as Wine gave it
