"""Check a macOS ``SanJuan.app`` (as PyInstaller's BUNDLE lays it out) before it is
signed and shipped; runs on any system, so the layout is tested on Linux too.

    python packaging/macos/check_app.py dist/SanJuan.app

Checks: ``Contents/Info.plist`` parses and names this version, the bundle id, the
executable and icon that exist, the oldest macOS (``LSMinimumSystemVersion``) of the
PySide6 wheel (``platform_meta.macos_minimum``); ``Contents/MacOS/SanJuan`` is
executable. Prints each problem; exits 1 if there is one.
"""

from __future__ import annotations

import plistlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parents[1]))

from app_info import APP_ID, NAME  # noqa: E402


def app_problems(app: Path, version: str, minimum: str) -> list[str]:
    """What is wrong with the bundle ``app`` for ``version`` and macOS ``minimum``
    (empty when nothing is)."""
    plist_path = app / "Contents" / "Info.plist"
    try:
        plist = plistlib.loads(plist_path.read_bytes())
    except (OSError, plistlib.InvalidFileException, ValueError) as e:
        return [f"{plist_path}: not a readable property list ({e})"]
    problems = []
    want = {"CFBundleIdentifier": APP_ID, "CFBundleShortVersionString": version,
            "CFBundleVersion": version, "CFBundleExecutable": NAME,
            "CFBundlePackageType": "APPL", "LSMinimumSystemVersion": minimum,
            "NSHighResolutionCapable": True}
    for key, value in want.items():
        if plist.get(key) != value:
            problems.append(f"Info.plist {key} is {plist.get(key)!r}, not {value!r}")
    exe = app / "Contents" / "MacOS" / NAME
    if not exe.is_file() or not exe.stat().st_mode & 0o111:
        problems.append(f"{exe} is missing or not executable")
    icon = str(plist.get("CFBundleIconFile", ""))
    if not icon or not (app / "Contents" / "Resources" / icon).is_file():
        problems.append(f"the icon {icon!r} is not in Contents/Resources")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Check the .app named on the command line; returns 0 or 1."""
    from platform_meta import macos_minimum

    from sanjuan.version import pyproject_version

    args = sys.argv[1:] if argv is None else argv
    app = Path(args[0] if args else HERE.parents[1] / "dist" / f"{NAME}.app")
    version = pyproject_version(HERE.parents[1] / "pyproject.toml")
    problems = app_problems(app, version, macos_minimum())
    for p in problems:
        print(f"check_app: {p}")
    if not problems:
        print(f"check_app: {app} is complete ({version})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
