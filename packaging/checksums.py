"""Write ``SHA256SUMS`` for release files (the format ``sha256sum -c`` reads).

    python packaging/checksums.py dist/SanJuan-0.2.0-*        (writes dist/SHA256SUMS)

Refuses (exit 1) a file whose name is not a release artifact's
(:func:`release_name_problem`), so that no stray or misnamed file is published.
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

#: The release artifacts' names: SanJuan-<version>-<platform>.<kind>.
RELEASE_NAME = re.compile(
    r"^SanJuan-\d+\.\d+\.\d+(?:[-.a-z0-9]*?)-"
    r"(?:windows-(?:x64|arm64)(?:-setup\.exe|\.zip)"
    r"|linux-(?:x86_64|aarch64)\.tar\.gz"
    r"|macos-(?:arm64|x86_64|universal2)\.(?:dmg|zip))$")


def release_name_problem(name: str) -> str | None:
    """Why ``name`` is no release artifact's name, or None if it is one
    (``SanJuan-0.2.0-windows-x64-setup.exe``, ``…-windows-x64.zip``,
    ``…-linux-x86_64.tar.gz``, ``…-macos-arm64.dmg``)."""
    if RELEASE_NAME.match(name):
        return None
    return (f"{name}: not SanJuan-<version>-windows-x64-setup.exe, -windows-x64.zip, "
            f"-linux-x86_64.tar.gz or -macos-<arch>.dmg")


def sha256_file(path: Path) -> str:
    """The hex SHA-256 of the file at ``path`` (read in 1 MiB pieces)."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_sums(files: list[Path], out: Path) -> str:
    """Write ``out`` with one ``<sha256>  <name>`` line per file, sorted by name;
    returns its text. Raises ValueError naming a file that is no release artifact."""
    for f in files:
        problem = release_name_problem(f.name)
        if problem:
            raise ValueError(problem)
    text = "".join(f"{sha256_file(f)}  {f.name}\n" for f in sorted(files, key=lambda p: p.name))
    out.write_text(text, encoding="ascii")
    return text


def main(argv: list[str] | None = None) -> int:
    """Write SHA256SUMS beside the first file; returns 0, or 1 with a message."""
    files = [Path(a) for a in (sys.argv[1:] if argv is None else argv)]
    files = [f for f in files if f.name != "SHA256SUMS"]
    if not files:
        print("checksums: name the release files", file=sys.stderr)
        return 1
    try:
        text = write_sums(files, files[0].parent / "SHA256SUMS")
    except (ValueError, OSError) as e:
        print(f"checksums: {e}", file=sys.stderr)
        return 1
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
