"""The code base stays ``ruff`` clean, and the engine never imports Qt or the UI."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QT_ALLOWED = {"model.py"}  # the one thin Qt layer of sanjuan/


def test_ruff_clean() -> None:
    ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
    if not Path(ruff).exists():
        pytest.skip("ruff is not installed")
    result = subprocess.run([ruff, "check", str(ROOT)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module.split(".")[0])
    return out


def test_engine_is_pure_python() -> None:
    for path in (ROOT / "sanjuan").rglob("*.py"):
        mods = imported_modules(path)
        if path.name not in QT_ALLOWED:
            assert not mods & {"PySide6", "shiboken6", "pyqtgraph"}, path
        assert "ui" not in mods, path
