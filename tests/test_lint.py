"""The code base stays ``ruff`` clean. (Which package may import which is checked by the
import-linter contracts in pyproject.toml, run by .ci/run as ``lint-imports``.)"""

from __future__ import annotations

import re
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


def test_ci_runs_exactly_the_test_command_of_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"^python3 -m venv \.venv && .*pytest.*$", readme, re.MULTILINE)
    assert found, "README.md shows no test command"
    command = found.group(0)
    assert "--durations=25" in command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert any(line.rstrip(" \\") == command for line in ci.splitlines()), command


def test_conftest_marks_a_test_with_qtbot_gui(request: pytest.FixtureRequest, qtbot) -> None:
    assert request.node.get_closest_marker("gui") is not None
    assert request.node.get_closest_marker("subprocess") is None


def test_conftest_marks_a_test_that_runs_a_python_subprocess(
        request: pytest.FixtureRequest) -> None:
    assert request.node.get_closest_marker("gui") is None
    assert request.node.get_closest_marker("subprocess") is not None
    run = subprocess.run([sys.executable, "-c", "print(6 * 7)"], capture_output=True, text=True)
    assert run.stdout == "42\n"
