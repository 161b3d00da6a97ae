"""Wrap the Windows bundle (``dist/SanJuan/`` from build.py on Windows or under Wine) in
its installer with NSIS (``makensis``, which runs on Linux too: Debian's ``nsis``).

    python packaging/windows/installer.py [--bundle dist/SanJuan] [--icon build/icon.ico]

Writes ``dist/SanJuan-<version>-windows-x64-setup.exe`` (installer.nsi says what it
does) and prints its path and size. Exits 1 with a message if makensis is missing or
fails.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT))

from app_info import (  # noqa: E402
    APP_ID,
    COMPANY,
    DISPLAY_NAME,
    NAME,
    SUMMARY,
    WINDOWS_MINIMUM,
    WINDOWS_MINIMUM_BUILD,
)
from platform_meta import version_numbers  # noqa: E402

from sanjuan.version import pyproject_version  # noqa: E402

MB = 1024 * 1024


def installer_name(version: str) -> str:
    """``SanJuan-<version>-windows-x64-setup.exe``."""
    return f"{NAME}-{version}-windows-x64-setup.exe"


def defines(version: str, bundle: Path, icon: Path, outfile: Path) -> dict[str, str]:
    """The ``-D`` values installer.nsi expects, from app_info.py and ``version``."""
    return {
        "APP_ID": APP_ID, "NAME": NAME, "DISPLAY_NAME": DISPLAY_NAME, "COMPANY": COMPANY,
        "SUMMARY": SUMMARY, "VERSION": version,
        "VERSION4": ".".join(map(str, version_numbers(version))),
        "MIN_BUILD": str(WINDOWS_MINIMUM_BUILD), "MIN_WINDOWS": WINDOWS_MINIMUM,
        "BUNDLE": str(bundle), "ICON": str(icon), "OUTFILE": str(outfile),
    }


def build_installer(bundle: Path, icon: Path, outfile: Path, version: str) -> Path:
    """Run makensis on installer.nsi for ``bundle`` (a folder holding SanJuan.exe);
    returns ``outfile``. Raises SystemExit with the reason if it cannot."""
    makensis = shutil.which("makensis")
    if makensis is None:
        raise SystemExit("installer: makensis is missing (apt-get install nsis)")
    if not (bundle / f"{NAME}.exe").is_file() or not icon.is_file():
        raise SystemExit(f"installer: {bundle}/{NAME}.exe or {icon} is missing")
    outfile.parent.mkdir(parents=True, exist_ok=True)
    cmd = [makensis, "-V2", "-INPUTCHARSET", "UTF8",
           *(f"-D{k}={v}" for k, v in defines(version, bundle, icon, outfile).items()),
           str(HERE / "installer.nsi")]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit("installer: makensis failed:\n" + (out.stdout + out.stderr)[-3000:])
    return outfile


def main(argv: list[str] | None = None) -> int:
    """Build the installer; returns 0."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bundle", type=Path, default=ROOT / "dist" / NAME)
    ap.add_argument("--icon", type=Path, default=ROOT / "build" / "icon.ico")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args(argv)
    version = pyproject_version(ROOT / "pyproject.toml")
    out = args.out or args.bundle.parent / installer_name(version)
    path = build_installer(args.bundle.resolve(), args.icon.resolve(), out.resolve(), version)
    print(f"installer {path}: {path.stat().st_size / MB:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
