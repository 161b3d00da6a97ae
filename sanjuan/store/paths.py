"""Where the game keeps its user data (autosave, history): the platform's user-data
folder, or ``$SANJUAN_DATA_DIR`` for tests and portable installs. Pure Python (no Qt)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

#: Environment variable that overrides the data folder (tests, portable installs).
DATA_DIR_ENV = "SANJUAN_DATA_DIR"


def data_dir() -> Path:
    """The folder for the user's data, created on demand: ``$SANJUAN_DATA_DIR`` if set,
    else the platform's user-data folder (e.g. ``~/.local/share/SanJuan`` on Linux,
    ``%LOCALAPPDATA%\\SanJuan`` on Windows). Raises OSError if it cannot be created."""
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else Path(platformdirs.user_data_dir("SanJuan", False))
    path.mkdir(parents=True, exist_ok=True)
    return path
