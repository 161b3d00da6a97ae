"""The version and names in the Windows and macOS bundles' own metadata (used by
``sanjuan.spec``; importable anywhere, so tests check both on Linux too)."""

from __future__ import annotations

import re
from pathlib import Path

from app_info import APP_ID, COMPANY, DISPLAY_NAME, MACOS_MINIMUM, NAME


def info_plist(version: str) -> dict[str, object]:
    """The macOS ``Info.plist`` entries for ``version`` (PyInstaller adds the bundle
    identifier, executable and icon entries itself)."""
    return {
        "CFBundleIdentifier": APP_ID,
        "CFBundleName": NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": MACOS_MINIMUM,
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
