"""The code base stays ``ruff`` clean. (Which package may import which is checked by the
import-linter contracts in pyproject.toml, run by .ci/run as ``lint-imports``.)"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_clean() -> None:
    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    if not Path(ruff).exists():
        pytest.skip("ruff is not installed")
    result = subprocess.run([ruff, "check", str(ROOT)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
