"""Build the stand-alone bundle for the platform this runs on, archive it and report
its size.

    python packaging/build.py            (from anywhere; needs: pip install pyinstaller)

Produces ``dist/SanJuan/`` (macOS: also ``dist/SanJuan.app``) with PyInstaller and
``packaging/sanjuan.spec``; on Linux adds the desktop entry, AppStream metainfo and
icons (``packaging/desktop.py``) and checks that no library lost a dependency; then
writes ``dist/SanJuan-<version>-<platform>.tar.gz`` (Linux) or ``.zip`` (Windows: the
folder; macOS: ``SanJuan.app``) and prints the sizes and the ten largest files.
Exits 1 with a message if a step fails.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
#: Where the bundle and PyInstaller's work files go: dist/ and build/ of the checkout, or
#: of SANJUAN_BUILD_ROOT (the Windows lane builds beside the Linux bundle, not over it).
OUT = Path(os.environ.get("SANJUAN_BUILD_ROOT", ROOT))
DIST = OUT / "dist"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from app_info import NAME  # noqa: E402

from sanjuan.version import UNKNOWN, pyproject_version  # noqa: E402

MB = 1024 * 1024
#: Libraries the bundle itself provides: one of them missing is a build error.
OWN_LIBRARY = re.compile(r"^lib(Qt6|icu|python3|pyside6|shiboken6)")


def platform_tag() -> str:
    """``linux-x86_64``, ``linux-aarch64``, ``windows-x64``, ``windows-arm64``,
    ``macos-arm64`` or ``macos-x86_64``: the archive-name part for this machine."""
    machine = platform.machine().lower()
    if sys.platform == "win32":
        return "windows-" + ("arm64" if machine in ("arm64", "aarch64") else "x64")
    machine = {"amd64": "x86_64", "arm64": "arm64", "aarch64": "aarch64"}.get(machine, machine)
    if sys.platform == "darwin":
        return "macos-" + ("arm64" if machine in ("arm64", "aarch64") else machine)
    return f"linux-{machine}"


def check_metadata(version: str) -> None:
    """The installed package metadata, which the bundle carries (``sanjuan --version``),
    must match pyproject.toml; raises SystemExit with the fix if it does not."""
    from importlib import metadata

    try:
        installed = metadata.version("sanjuan")
    except metadata.PackageNotFoundError:
        installed = None
    if installed != version:
        raise SystemExit(f"build: the installed sanjuan is {installed}, pyproject.toml says "
                         f"{version}: reinstall it first (pip install -e .)")


def run_pyinstaller(clean: bool = True) -> None:
    """Run PyInstaller on the spec (build/ for work files, dist/ for the result; with
    ``clean``, PyInstaller's caches and earlier work files are removed first); raises
    SystemExit if PyInstaller is missing or fails."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("build: PyInstaller is not installed: pip install pyinstaller") from None
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", *(["--clean"] if clean else []),
           "--log-level=WARN",
           "--distpath", str(DIST), "--workpath", str(OUT / "build" / "pyinstaller"),
           str(HERE / "sanjuan.spec")]
    if subprocess.run(cmd, cwd=ROOT).returncode != 0:
        raise SystemExit("build: PyInstaller failed (see above)")


def strip_libraries(bundle: Path) -> int:
    """Linux: remove debug symbols from the bundle's own libraries (Python's is 23 MB with
    them, 5.5 MB without), except those auditwheel patched (in a ``<package>.libs``
    folder or NumPy's), which strip would break. Returns the bytes saved; 0 without
    ``strip``."""
    strip = shutil.which("strip")
    if strip is None:
        print("  note: no strip command: libraries keep their symbols")
        return 0
    saved = 0
    for path in sorted(bundle.rglob("*.so*")):
        rel = path.relative_to(bundle).as_posix()
        if path.is_symlink() or not path.is_file() or ".libs/" in rel or "/numpy/" in rel:
            continue
        before = path.stat().st_size
        if subprocess.run([strip, "--strip-unneeded", str(path)],
                          capture_output=True).returncode == 0:
            saved += before - path.stat().st_size
    return saved


def missing_libraries(bundle: Path, only: re.Pattern[str] | None = None
                      ) -> dict[str, set[str]]:
    """Linux: for every shared library and program in ``bundle`` (whose path relative to
    it matches ``only``, if given), the dependencies that ``ldd`` cannot find (with the
    bundle's own library folders on the search path, as at run time):
    ``{library name: {files needing it}}``. Empty without ``ldd``."""
    if shutil.which("ldd") is None:
        return {}
    elfs = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()
            and (".so" in p.name or p.name == NAME)]
    dirs = sorted({str(p.parent) for p in elfs if ".so" in p.name})
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(dirs))
    if only is not None:
        elfs = [p for p in elfs if only.search(p.relative_to(bundle).as_posix())]
    missing: dict[str, set[str]] = {}
    for elf in elfs:
        out = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env).stdout
        for name in re.findall(r"^\s*(\S+) => not found", out, re.MULTILINE):
            missing.setdefault(name, set()).add(str(elf.relative_to(bundle)))
    return missing


#: Libraries loaded by name at run time (dlopen), which no file of the bundle names:
#: Python's (by PyInstaller's loader) and Xcursor (by Qt's xcb platform, for cursor themes).
LOADED_BY_NAME = re.compile(r"^lib(python3|Xcursor)")


def orphan_libraries(bundle: Path) -> list[Path]:
    """Linux: the shared libraries in ``bundle`` that nothing in it needs — no Python
    extension, Qt plugin, program or library reached from them names them (``readelf``
    NEEDED entries), and they are not LOADED_BY_NAME. They came along with files that
    ``lean.py`` leaves out; each is a candidate for ``LEAVE_OUT``. Empty without
    ``readelf``."""
    if shutil.which("readelf") is None:
        return []
    elfs = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()
            and (".so" in p.name or p.name == NAME)]
    by_name: dict[str, list[Path]] = {}
    for p in elfs:
        by_name.setdefault(p.name, []).append(p)
    internal = bundle / "_internal"
    lib_dirs = {internal, internal / "PySide6" / "Qt" / "lib", internal / "numpy.libs"}
    # Roots: everything loaded by Python or Qt by path (extensions, plugins, the program).
    todo = [p for p in elfs if p.parent not in lib_dirs or ".cpython-" in p.name
            or ".abi3." in p.name or p.name == NAME or LOADED_BY_NAME.match(p.name)]
    seen: set[Path] = set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        out = subprocess.run(["readelf", "-d", str(p)], capture_output=True, text=True).stdout
        for name in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out):
            todo.extend(by_name.get(name, []))
    return sorted(p for p in elfs if p not in seen)


def check_libraries(bundle: Path) -> None:
    """Print dependencies missing on this machine; raises SystemExit if one of them is
    a library the bundle should carry (Qt, ICU, Python, PySide6): something was left
    out that is needed."""
    missing = missing_libraries(bundle)
    for name, users in sorted(missing.items()):
        print(f"  note: {name} not on this machine (needed by {', '.join(sorted(users)[:3])})")
    own = sorted(n for n in missing if OWN_LIBRARY.match(n))
    if own:
        raise SystemExit(f"build: the bundle lacks its own libraries: {', '.join(own)}")


def archive_name(version: str, tag: str) -> str:
    """``SanJuan-<version>-<tag>.zip`` (Windows, macOS) or ``….tar.gz`` (Linux) for the
    platform ``tag`` (:func:`platform_tag`). (Not ``Path.with_suffix``: the version's
    dots would count as a suffix, giving ``SanJuan-0.2.zip``.)"""
    return f"{NAME}-{version}-{tag}" + (".tar.gz" if tag.startswith("linux") else ".zip")


def archive(version: str) -> Path:
    """Pack the bundle as ``dist/`` :func:`archive_name`; returns the archive's path."""
    target = DIST / archive_name(version, platform_tag())
    if sys.platform == "darwin":
        # ditto keeps the .app's symbolic links and extended attributes (zipfile does not).
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(DIST / f"{NAME}.app"),
                        str(target)], check=True)
        return target
    if sys.platform == "win32":
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
            for path in sorted((DIST / NAME).rglob("*")):
                z.write(path, path.relative_to(DIST))
        return target
    with tarfile.open(target, "w:gz", compresslevel=9) as tar:
        tar.add(DIST / NAME, arcname=NAME)
    return target


def report(bundle: Path, archive_path: Path) -> None:
    """Print the bundle's size unpacked, archived, and its ten largest files."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in files)
    print(f"bundle   {bundle}: {total / MB:.1f} MiB in {len(files)} files")
    print(f"archive  {archive_path}: "
          f"{archive_path.stat().st_size / MB:.1f} MiB")
    print("largest files:")
    for p in sorted(files, key=lambda p: p.stat().st_size, reverse=True)[:10]:
        print(f"  {p.stat().st_size / MB:6.1f} MiB  {p.relative_to(bundle)}")


def main(argv: list[str] | None = None) -> int:
    """Build, integrate, check, archive and report; returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-pyinstaller", action="store_true",
                    help="reuse dist/SanJuan/ from an earlier build (desktop files, archive)")
    ap.add_argument("--keep-work", action="store_true",
                    help="reuse PyInstaller's work files of an earlier build (faster "
                         "rebuilds: the Windows lane)")
    args = ap.parse_args(argv)
    version = pyproject_version(ROOT / "pyproject.toml")
    if version == UNKNOWN:
        raise SystemExit("build: no version in pyproject.toml")
    start = time.monotonic()
    bundle = DIST / NAME
    if not args.no_pyinstaller:
        check_metadata(version)
        run_pyinstaller(clean=not args.keep_work)
    if not bundle.is_dir():
        raise SystemExit(f"build: {bundle} is missing")
    if sys.platform.startswith("linux"):
        from desktop import install

        if not args.no_pyinstaller:
            print(f"stripped libraries: {strip_libraries(bundle) / MB:.1f} MiB saved")
        install(bundle, version)
        check_libraries(bundle)
        for lib in orphan_libraries(bundle):
            print(f"  note: nothing in the bundle needs {lib.relative_to(bundle)} "
                  f"({lib.stat().st_size / MB:.2f} MiB)")
    path = archive(version)
    print(f"built San Juan {version} for {platform_tag()} in {time.monotonic() - start:.0f} s")
    report(bundle, path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
