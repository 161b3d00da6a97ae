"""The bundle's stand-in for PySide6's OpenGL bindings (packaging/qtopengl_standin.py):
with it in place of the real module, pyqtgraph imports and the game-over chart draws
(packaging/chart_probe.py, the smoke test's probe), and any use of OpenGL says what is
missing. Runs in a fresh process, so that the stand-in replaces nothing here."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import runpy, sys
runpy.run_path("packaging/qtopengl_standin.py")
sys.path.insert(0, "packaging")
import pyqtgraph
from PySide6 import QtOpenGL
assert type(QtOpenGL).__name__ == "_LeftOut", type(QtOpenGL)
try:
    QtOpenGL.QOpenGLBuffer
except AttributeError as exc:
    print("refused:", exc)
from chart_probe import main
sys.exit(main(sys.argv[1]))
"""


@pytest.mark.subprocess
def test_the_chart_draws_without_the_opengl_bindings(tmp_path):
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from smoke_test import CHART_MIN_PIXELS, colour_counts
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    png = tmp_path / "chart.png"
    out = subprocess.run([sys.executable, "-c", PROBE, str(png)], capture_output=True,
                         text=True, cwd=ROOT, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert "refused: PySide6.QtOpenGL.QOpenGLBuffer: this bundle leaves out" in out.stdout
    counts = colour_counts(png)
    assert min(counts) >= CHART_MIN_PIXELS, counts


def test_colour_counts_finds_no_line_in_an_empty_picture(tmp_path, qapp):
    from PySide6.QtGui import QColor, QImage

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from smoke_test import colour_counts
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    img = QImage(50, 40, QImage.Format.Format_RGB32)
    img.fill(QColor("#fffaf0"))
    for x in range(30):
        img.setPixelColor(x, 7, QColor("#c1502e"))
    path = tmp_path / "blank.png"
    assert img.save(str(path))
    assert colour_counts(path) == [30, 0]
