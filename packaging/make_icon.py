"""Render assets/icon.svg to a bitmap icon for a bundle: .ico, .icns or .png.

    python packaging/make_icon.py build/icon.ico [size]

The format follows the file name's extension (Qt's image plugins write all three).
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SVG = Path(__file__).resolve().parent.parent / "assets" / "icon.svg"


_APP: list[QGuiApplication] = []  # one application for every render, kept alive


def render(output: Path, size: int = 256) -> None:
    """Render assets/icon.svg as a ``size``×``size`` px image at ``output`` (format by
    extension); raises SystemExit if it cannot be written."""
    if QGuiApplication.instance() is None:
        _APP.append(QGuiApplication([]))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SVG)).render(painter)
    painter.end()
    output.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(output)):
        raise SystemExit(f"could not write {output}")


if __name__ == "__main__":
    render(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 256)
