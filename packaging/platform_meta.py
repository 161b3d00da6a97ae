"""The version and names in the Windows and macOS bundles' own metadata (used by
``sanjuan.spec``; importable anywhere, so tests check both on Linux too)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from app_info import APP_ID, COMPANY, DISPLAY_NAME, MACOS_MINIMUM, NAME


def macos_minimum_of_tags(tags: Iterable[str]) -> str | None:
    """The oldest macOS that wheels of platform ``tags`` run on (``"14.0"`` for
    ``cp39-abi3-macosx_14_0_universal2``; the newest of several, as every one of a
    program's wheels must load), or None if no tag is a macOS one."""
    found = [(int(m[1]), int(m[2])) for tag in tags
             if (m := re.search(r"macosx_(\d+)_(\d+)_", tag))]
    return "{}.{}".format(*max(found)) if found else None


def wheel_tags(distribution: str = "PySide6_Essentials") -> list[str]:
    """The ``Tag:`` lines of the installed ``distribution``'s WHEEL file (empty if it
    is not installed or has none)."""
    from importlib import metadata

    try:
        text = metadata.distribution(distribution).read_text("WHEEL") or ""
    except metadata.PackageNotFoundError:
        return []
    return [line.split(":", 1)[1].strip() for line in text.splitlines()
            if line.startswith("Tag:")]


def macos_minimum() -> str:
    """The macOS minimum of the bundle being built: that of the installed PySide6 and
    shiboken6 wheels' tags where they are macOS wheels (on a Mac), else
    ``app_info.MACOS_MINIMUM``. Raises SystemExit if the wheels need a newer macOS
    than MACOS_MINIMUM says (the documents would promise too much)."""
    found = macos_minimum_of_tags(wheel_tags("PySide6_Essentials") + wheel_tags("shiboken6"))
    if found is None:
        return MACOS_MINIMUM
    if tuple(map(int, found.split("."))) > tuple(map(int, MACOS_MINIMUM.split("."))):
        raise SystemExit(f"build: the PySide6 wheel needs macOS {found}, app_info.py says "
                         f"{MACOS_MINIMUM}: update MACOS_MINIMUM and docs/install.md")
    return found


def info_plist(version: str, minimum: str = MACOS_MINIMUM) -> dict[str, object]:
    """The macOS ``Info.plist`` entries for ``version`` and the oldest macOS
    ``minimum`` (:func:`macos_minimum` at build time); PyInstaller adds the executable
    and icon entries itself."""
    return {
        "CFBundleIdentifier": APP_ID,
        "CFBundleName": NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": minimum,
        "LSApplicationCategoryType": "public.app-category.board-games",
    }


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``"0.2.0"`` → ``(0, 2, 0, 0)``: the four numbers of a Windows file version."""
    numbers = [int(n) for n in re.findall(r"\d+", version)[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))  # type: ignore[return-value]


def windows_version_file(version: str, folder: Path) -> Path:
    """Write the version resource of SanJuan.exe (product name, version, company) as
    PyInstaller's version-file text to ``folder/version_info.txt``; returns its path.
    Needs PyInstaller."""
    from PyInstaller.utils.win32.versioninfo import (
        FixedFileInfo,
        StringFileInfo,
        StringStruct,
        StringTable,
        VarFileInfo,
        VarStruct,
        VSVersionInfo,
    )

    numbers = version_numbers(version)
    info = VSVersionInfo(
        ffi=FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            StringFileInfo([StringTable("040904B0", [
                StringStruct("CompanyName", COMPANY),
                StringStruct("FileDescription", DISPLAY_NAME),
                StringStruct("FileVersion", version),
                StringStruct("InternalName", NAME),
                StringStruct("OriginalFilename", f"{NAME}.exe"),
                StringStruct("ProductName", DISPLAY_NAME),
                StringStruct("ProductVersion", version),
            ])]),
            VarFileInfo([VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
    path = folder / "version_info.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(str(info), encoding="utf-8")
    return path
