"""The program's version, from its one source: ``version`` in ``pyproject.toml``.

Run from a source checkout (also an editable install), it is read from that checkout's
``pyproject.toml``, so a bumped version shows without reinstalling; installed elsewhere
and in the frozen bundle (PyInstaller copies the package metadata, see
``packaging/sanjuan.spec``) it comes from ``importlib.metadata``.
"""

from __future__ import annotations

from pathlib import Path

DISTRIBUTION = "sanjuan"
UNKNOWN = "unknown"


def version() -> str:
    """The version string, e.g. ``"0.2.0"``; ``"unknown"`` if neither the package
    metadata nor ``pyproject.toml`` can be read (never raises)."""
    from importlib import metadata

    checkout = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if checkout.is_file():
        found = pyproject_version(checkout)
        if found != UNKNOWN:
            return found
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN


def pyproject_version(path: Path) -> str:
    """``project.version`` of the ``pyproject.toml`` at ``path`` if it describes this
    distribution (``project.name == "sanjuan"``); ``"unknown"`` if the file is missing,
    malformed, another project's or has no version."""
    import tomllib

    try:
        with path.open("rb") as f:
            project = tomllib.load(f)["project"]
        name, value = project["name"], project["version"]
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError):
        return UNKNOWN
    return value if name == DISTRIBUTION and isinstance(value, str) else UNKNOWN
